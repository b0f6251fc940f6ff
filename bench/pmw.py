"""Many marginals at once on the Adult census extract (../shared/data/adult.csv): dpgui's PMW against
independent noisy 1-way marginals multiplied out, by total-variation error over all 3-way marginals.

Run: python bench/pmw.py (PEER_REPEATS=3 for medians of the peers too; they take minutes each)
"""

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


def wide() -> None:
    """The largest domain: all 14 columns (wide numeric ones binned by 10), every 2-way marginal, learned
    by the factored model from the marginals alone: the full table would not fit in any memory."""
    import pandas as pd
    frame = pd.read_csv(DATA / "adult.csv")
    domain = json.loads((DATA / "adult-domain.json").read_text())
    names = list(domain)
    shape = tuple(-(-domain[n] // WIDE_BINS.get(n, 1)) for n in names)  # ceiling division
    cols = [np.clip(frame[c].to_numpy() // WIDE_BINS.get(c, 1), 0, s - 1) for c, s in zip(names, shape)]
    pairs = workload(len(names), 2)
    true = {}
    for m in pairs + [(a,) for a in range(len(names))]:
        key = np.ravel_multi_index(tuple(cols[a] for a in m), [shape[a] for a in m])
        true[m] = np.bincount(key, minlength=int(np.prod([shape[a] for a in m]))).reshape([shape[a] for a in m])
    start = time.perf_counter()
    result = pmw(true, pairs, 1.0, shape=shape)
    seconds = time.perf_counter() - start
    tv = [total_variation(true[c], result.marginal(c)) for c in pairs]
    d = len(names)
    ones = [np.clip(true[(a,)] + DiscreteLaplace(d / 1.0).sample(shape[a]).astype(float), 0, None) for a in range(d)]
    tv_base = [total_variation(true[(a, b)], np.multiply.outer(ones[a], ones[b])) for a, b in pairs]
    print(f"wide baseline (a), independent 1-way: mean TV {np.mean(tv_base):.3f}, max TV {np.max(tv_base):.3f}")
    print(f"wide: {len(names)} columns, domain {float(np.prod(shape, dtype=float)):.3g} cells, {len(pairs)} two-way "
          f"marginals, ε = 1: mean TV {np.mean(tv):.3f}, max TV {np.max(tv):.3f}, {seconds:.1f} s, {result.rounds} "
          f"rounds, largest factor {max(t.size for _, t in result.model.factors):,} cells")


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
    data = load()
    n = data.sum()
    three_way = workload(data.ndim, 3)
    print(f"domain {data.size:,} cells; {len(three_way)} three-way marginals; n = {n:,}")
    for eps in (0.3, 1.0):
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            result = pmw(data, three_way, eps)
            seconds = time.perf_counter() - start
            tv = [total_variation(project(data, c), result.marginal(c)) for c in three_way]
            runs.append((np.mean(tv), np.max(tv), seconds, result.rounds))
        base = baseline(data, eps)
        tv_base = [total_variation(project(data, c), project(base, c)) for c in three_way]
        med = np.median(np.array(runs), axis=0)
        print(f"ε = {eps}: dpgui PMW mean TV {med[0]:.3f}, max TV {med[1]:.3f}, {med[2]:.1f} s, {int(med[3])} rounds "
              f"(median of 3); baseline 1-way product mean TV {np.mean(tv_base):.3f}, max {np.max(tv_base):.3f}")
    print(f"peak RSS {peak_rss_mb():,.0f} MB")
    wide()
    print(f"peak RSS with the wide run {peak_rss_mb():,.0f} MB")
    peers(data, three_way, int(os.environ.get("PEER_REPEATS", "1")))


if __name__ == "__main__":
    main()
