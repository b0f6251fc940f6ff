"""`dpgui synthesize` end to end on the Adult extract (../shared/data/adult.csv): 8 declared categorical
columns (age in 9 bands of 10 years), all 56 three-way marginals, 48,842 synthetic rows, at ε = 1 and 0.3;
wall time and peak memory of the command, and the synthetic rows' total-variation error over every
three-way marginal against the true data. Median of 3 runs each, each in a project of its own. The runs
keep a record of spending of their own: they all spend on the same people, and on this machine's record
earlier runs of the benchmark would soon exhaust the budget those people share. When smartnoise-synth is
installed (pip install '.[peers-synth]'), its MST (δ = 1e-9, so not pure ε-DP) on the same rows, scored the
same way.

Run: python bench/synthesize.py
"""

import itertools
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import mst_sample  # noqa: E402

from dpgui.core.mechanisms.pmw import total_variation  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
COLUMNS = ["workclass", "education-num", "marital-status", "relationship", "race", "sex", "income>50K"]


def prepare(folder: Path) -> pd.DataFrame:
    frame = pd.read_csv(DATA / "adult.csv")
    domain = json.loads((DATA / "adult-domain.json").read_text())
    table = frame[COLUMNS].copy()
    table["agegroup"] = frame["age"] // 10
    table.to_csv(folder / "adult8.csv", index=False)
    schema = {"columns": {c: {"type": "categorical", "categories": [str(i) for i in range(domain[c])]}
                          for c in COLUMNS}}
    schema["columns"]["agegroup"] = {"type": "categorical", "categories": [str(i) for i in range(9)]}
    (folder / "schema.json").write_text(json.dumps(schema))
    return table.astype(str)


def dpgui(*args) -> None:
    subprocess.run([sys.executable, "-m", "dpgui", *map(str, args)], check=True, capture_output=True)


def mean_tv(true: pd.DataFrame, synthetic: pd.DataFrame) -> tuple[float, float]:
    tvs = []
    for cols in itertools.combinations(true.columns, 3):
        a, b = true.groupby(list(cols)).size(), synthetic.groupby(list(cols)).size()
        index = a.index.union(b.index)
        tvs.append(total_variation(a.reindex(index, fill_value=0).to_numpy(float),
                                   b.reindex(index, fill_value=0).to_numpy(float)))
    return float(np.mean(tvs)), float(np.max(tvs))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["DPGUI_DATA_DIR"] = str(folder / "record")
        true = prepare(folder)
        for eps in ("1", "0.3"):
            runs = []
            for i in range(3):
                project, out = folder / f"p{eps}-{i}.dpgui", folder / f"out{eps}-{i}.csv"
                dpgui("project", "create", project, "--epsilon", 10)
                dpgui("import", project, folder / "adult8.csv", "--name", "adult", "--schema", folder / "schema.json")
                start = time.perf_counter()
                dpgui("synthesize", project, "--dataset", "adult", "--columns", ",".join(true.columns), "--k", 3,
                      "--epsilon", eps, "--rows", len(true), "--out", out)
                seconds = time.perf_counter() - start
                runs.append((*mean_tv(true, pd.read_csv(out, dtype=str)), seconds))
            mean, worst, seconds = (statistics.median(r[j] for r in runs) for j in range(3))
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            print(f"dpgui synthesize, ε = {eps}: mean TV {mean:.3f}, max TV {worst:.3f}, {seconds:.1f} s end to end "
                  f"(median of 3; runs {', '.join(f'{r[2]:.1f}' for r in runs)}); peak RSS of any command so far "
                  f"{peak:,.0f} MB", flush=True)
        for eps in ("1", "0.3"):  # after dpgui's runs: the peer's own subprocesses would count in their peak
            mst = []
            for _ in range(3):
                start = time.perf_counter()
                rows = mst_sample(true, float(eps))
                if rows is None:
                    print("smartnoise-synth is not installed: MST skipped", flush=True)
                    return
                mst.append((*mean_tv(true, rows.astype(str)), time.perf_counter() - start))
            mean, worst, seconds = (statistics.median(r[j] for r in mst) for j in range(3))
            print(f"smartnoise-synth MST (δ = 1e-9), ε = {eps}: mean TV {mean:.3f}, max TV {worst:.3f}, {seconds:.0f} s "
                  "(median of 3)", flush=True)


if __name__ == "__main__":
    main()
