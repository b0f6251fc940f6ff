"""Many marginals at once on the Adult census extract (../shared/data/adult.csv): dpgui's PMW against
independent noisy 1-way marginals multiplied out, by total-variation error over all 3-way marginals.

The junction tree (core/mechanisms/marginal_tree.py, the default learner since issue #29) runs beside PMW when the
code has it; the old code (PYTHONPATH=/work/base) has PMW only, and its tree rows are n/a.

Run: python bench/pmw.py [--quick] (PEER_REPEATS=3 for medians of the peers too; they take minutes each; --quick: ε = 1,
one run, no peers)
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import mst_sample, peak_rss_mb  # noqa: E402

from dpgui.core.mechanisms.pmw import pmw, project, total_variation, workload  # noqa: E402
from dpgui.core.noise.distributions import DiscreteLaplace  # noqa: E402

try:
    from dpgui.core.mechanisms.marginal_tree import tree_marginals  # noqa: E402
except ImportError:  # the code before issue #29
    tree_marginals = None

DATA = next(p / "shared" / "data" for p in Path(__file__).resolve().parents  # main, or a worktree
            if (p / "shared" / "data" / "adult.csv").exists())
COLUMNS = ["workclass", "education-num", "marital-status", "relationship", "race", "sex", "income>50K"]


def load() -> np.ndarray:
    import pandas as pd
    frame = pd.read_csv(DATA / "adult.csv")
    domain = json.loads((DATA / "adult-domain.json").read_text())
    cols = [frame[c].to_numpy() for c in COLUMNS] + [frame["age"].to_numpy() // 9]
    sizes = [domain[c] for c in COLUMNS] + [10]
    counts = np.zeros(sizes, dtype=np.int64)
    np.add.at(counts, tuple(np.clip(c, 0, s - 1) for c, s in zip(cols, sizes)), 1)
    return counts


def baseline(data: np.ndarray, eps: float) -> np.ndarray:
    """Independent noisy 1-way marginals, multiplied out (the issue's baseline (a))."""
    d = data.ndim
    p = np.ones(data.shape)
    for a in range(d):
        noisy = project(data, (a,)) + DiscreteLaplace(d / eps).sample(data.shape[a]).astype(float)
        noisy = np.clip(noisy, 0, None)
        shape = [1] * d
        shape[a] = data.shape[a]
        p = p * (noisy / max(noisy.sum(), 1)).reshape(shape)
    return p / p.sum()


WIDE_BINS = {"age": 9, "fnlwgt": 10, "capital-gain": 10, "capital-loss": 10, "hours-per-week": 10}


def ratio(task: str, value, unit: str, target: str) -> None:
    print("RATIO " + json.dumps({"task": task, "dpgui": None if value is None else round(float(value), 4), "peer": None,
                                 "peer_name": "", "unit": unit, "target": target}, ensure_ascii=False), flush=True)


def wide(epsilons) -> None:
    """The largest domain: all 14 columns (wide numeric ones binned by 10), learned from the marginals alone (the
    full table would not fit in any memory) and scored on all 364 three-way marginals of the model: the tree with
    every 3-way table asked, PMW with every 2-way one (k = 3 does not fit it)."""
    import pandas as pd
    frame = pd.read_csv(DATA / "adult.csv")
    domain = json.loads((DATA / "adult-domain.json").read_text())
    names = list(domain)
    shape = tuple(-(-domain[n] // WIDE_BINS.get(n, 1)) for n in names)  # ceiling division
    cols = [np.clip(frame[c].to_numpy() // WIDE_BINS.get(c, 1), 0, s - 1) for c, s in zip(names, shape)]
    pairs, triples = workload(len(names), 2), workload(len(names), 3)
    true = {}
    for m in triples + pairs + [(a,) for a in range(len(names))]:
        key = np.ravel_multi_index(tuple(cols[a] for a in m), [shape[a] for a in m])
        true[m] = np.bincount(key, minlength=int(np.prod([shape[a] for a in m]))).reshape([shape[a] for a in m])
    for eps in epsilons:
        start = time.perf_counter()
        result = pmw({m: true[m] for m in pairs + [(a,) for a in range(len(names))]}, pairs, eps, shape=shape)
        seconds = time.perf_counter() - start
        tv = np.mean([total_variation(true[c], result.marginal(c)) for c in triples])
        print(f"wide PMW k=2, ε = {eps}: 3-way mean TV {tv:.3f}, {seconds:.1f} s, {result.rounds} rounds, largest factor "
              f"{max(t.size for _, t in result.model.factors):,} cells; peak RSS {peak_rss_mb():,.0f} MB", flush=True)
        ratio(f"PMW core, Adult 14 columns k=2, ε={eps}, 3-way TV of the model", tv, "TV", "")
        if tree_marginals is None:
            ratio(f"tree core, Adult 14 columns k=3, ε={eps}, 3-way TV of the model", None, "TV", "below MST's")
            continue
        start = time.perf_counter()
        tree = tree_marginals(dict(true), triples, eps, shape)
        seconds = time.perf_counter() - start
        tv = np.mean([total_variation(true[c], tree.marginal(c)) for c in triples])
        print(f"wide tree k=3, ε = {eps}: 3-way mean TV {tv:.3f}, {seconds:.1f} s; peak RSS {peak_rss_mb():,.0f} MB",
              flush=True)
        ratio(f"tree core, Adult 14 columns k=3, ε={eps}, 3-way TV of the model", tv, "TV", "below MST's")
        ratio(f"tree core, Adult 14 columns k=3, ε={eps}, time", seconds, "s", "< 60 s")


def peers(data: np.ndarray, three_way, repeats: int) -> None:
    """smartnoise-synth's MST and MWEM at the same ε, when installed (pip install '.[peers-synth]': it
    pulls torch), scored the same way on synthetic data of the same size."""
    try:
        import pandas as pd
        from snsynth.mwem import MWEMSynthesizer
    except ImportError:
        print("smartnoise-synth is not installed: peers skipped")
        return
    import functools

    cells = np.argwhere(data > 0)
    rows = np.repeat(cells, data[data > 0], axis=0)  # the records, back from the table
    frame = pd.DataFrame(rows, columns=[f"c{i}" for i in range(data.ndim)])

    def score(synthetic) -> tuple[float, float]:
        counts = np.zeros(data.shape)
        np.add.at(counts, tuple(np.asarray(synthetic, dtype=np.int64).T), 1)
        tv = [total_variation(project(data, c), project(counts, c)) for c in three_way]
        return float(np.mean(tv)), float(np.max(tv))

    def mwem(eps):
        model = MWEMSynthesizer(epsilon=eps, split_factor=3)
        model.fit(frame, categorical_columns=list(frame.columns))
        return model.sample(len(frame))

    for name, make in (("MST, δ = 1e-9, sampling by \"sample\"", functools.partial(mst_sample, frame)),
                       ("MWEM, split_factor=3", mwem)):
        for eps in (0.3, 1.0):
            runs = []
            for _ in range(repeats):
                start = time.perf_counter()
                synthetic = make(eps)
                runs.append((*score(synthetic), time.perf_counter() - start))
            med = np.median(np.array(runs), axis=0)
            print(f"smartnoise-synth {name}, ε = {eps}: mean TV {med[0]:.3f}, max TV {med[1]:.3f}, {med[2]:.0f} s "
                  f"(median of {repeats}); peak RSS so far {peak_rss_mb():,.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    epsilons, runs = ((1.0,), 1) if args.quick else ((0.3, 1.0), 3)
    print(f"load average {os.getloadavg()}; code from {os.environ.get('PYTHONPATH', '(installed)')}")
    data = load()
    n = data.sum()
    three_way = workload(data.ndim, 3)
    print(f"domain {data.size:,} cells; {len(three_way)} three-way marginals; n = {n:,}")
    for eps in epsilons:
        for name, learn in (("PMW", lambda: pmw(data, three_way, eps)),
                            ("tree", None if tree_marginals is None else lambda: tree_marginals(
                                {c: project(data, c) for c in three_way + [(a,) for a in range(data.ndim)]},
                                three_way, eps, data.shape))):
            if learn is None:
                ratio(f"{name} core, Adult 8 columns, ε={eps}, 3-way TV of the model", None, "TV", "≤ 0.045")
                continue
            results = []
            for _ in range(runs):
                start = time.perf_counter()
                result = learn()
                seconds = time.perf_counter() - start
                tv = [total_variation(project(data, c), result.marginal(c)) for c in three_way]
                results.append((np.mean(tv), np.max(tv), seconds, result.rounds))
            med = np.median(np.array(results), axis=0)
            print(f"ε = {eps}: dpgui {name} mean TV {med[0]:.3f}, max TV {med[1]:.3f}, {med[2]:.1f} s, {int(med[3])} "
                  f"rounds or steps (median of {runs})", flush=True)
            ratio(f"{name} core, Adult 8 columns, ε={eps}, 3-way TV of the model", med[0], "TV", "≤ 0.045")
            ratio(f"{name} core, Adult 8 columns, ε={eps}, time", med[2], "s", "< 5 s")
        base = baseline(data, eps)
        tv_base = [total_variation(project(data, c), project(base, c)) for c in three_way]
        print(f"ε = {eps}: baseline 1-way product mean TV {np.mean(tv_base):.3f}, max {np.max(tv_base):.3f}")
    print(f"peak RSS {peak_rss_mb():,.0f} MB")
    wide(epsilons)
    print(f"peak RSS with the wide run {peak_rss_mb():,.0f} MB; load average {os.getloadavg()}")
    if not args.quick:
        peers(data, three_way, int(os.environ.get("PEER_REPEATS", "1")))


if __name__ == "__main__":
    main()
