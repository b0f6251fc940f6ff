"""A histogram (50 categories) and a 2-way table, end to end from the project file, beside diffprivlib's
tools.histogram and OpenDP's count_by_categories on the same data in memory. dpgui and diffprivlib run
``--repeat`` times, the two histograms in turns (so load on the machine hits both alike), and their
medians are compared; OpenDP, which takes seconds, runs once.

Run: python bench/release.py [PROJECT] [--rows N] [--repeat R]
     (default: build a project of N rows, 10M, with bench/import.py's data, and keep this machine's record
     of spending beside it, so that earlier runs, which spent on the same rows, do not weigh on this one;
     a PROJECT given is used as it is, with this machine's own record)
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ensure_csv  # noqa: E402

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.core.mechanisms.release import PrivacySetting  # noqa: E402
from dpgui.engine.aggregates import ChunkReader  # noqa: E402
from dpgui.engine.release import release  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.importers import open_table  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

GROUPS = [f"g{i}" for i in range(50)]
SCHEMA = {"columns": {"group50": {"type": "categorical", "categories": GROUPS},
                      "region": {"type": "categorical", "categories": ["North", "South", "East", "West", "Centre"]},
                      "sex": {"type": "categorical", "categories": ["F", "M"]}}}


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def median_time(fn, repeat: int) -> float:
    return statistics.median(timed(fn)[0] for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("project", nargs="?", type=Path)
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    path = args.project
    if path is None:
        folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-"))
        os.environ["DPGUI_DATA_DIR"] = str(folder / "record")
        ensure_csv(folder / "big.csv", args.rows)
        path = folder / "bench.dpgui"
        with Project.create(path, pure(1000)) as project:
            project.add_dataset("big", open_table(folder / "big.csv"))
    with Project.open(path) as project:
        project.set_schema("big", parse_schema(SCHEMA))
        n = project.dataset("big").n_rows
        eps = PrivacySetting.of(epsilon="0.1")
        reader = ChunkReader(project, project.dataset("big"))
        codes = np.concatenate([reader.cells("group50", raw, c) for raw, c in project.column_chunks(reader.info, "group50")])
        try:
            from diffprivlib.tools import histogram
        except ImportError as err:
            histogram = None
            print(f"diffprivlib not available ({err})")
        t_hist, t_dpl = [], []
        for _ in range(args.repeat):
            t_hist.append(timed(lambda: release(project, "big", {"type": "histogram", "column": "group50"}, eps))[0])
            if histogram:
                t_dpl.append(timed(lambda: histogram(codes, epsilon=0.1, bins=50, range=(0, 50)))[0])
        t_table = median_time(lambda: release(project, "big", {"type": "table", "columns": ["region", "sex"]}, eps),
                              args.repeat)
    t_hist = statistics.median(t_hist)
    print(f"dpgui, {n:,} rows from the project file, end to end (read, aggregate, noise, ledger, store), "
          f"median of {args.repeat}:")
    print(f"  histogram, 50 categories: {t_hist * 1000:.1f} ms")
    print(f"  2-way table 5 × 2:        {t_table * 1000:.1f} ms")
    if t_dpl:
        t_dpl = statistics.median(t_dpl)
        print(f"diffprivlib tools.histogram on the in-memory codes: {t_dpl * 1000:.1f} ms  "
              f"(dpgui / diffprivlib = {t_hist / t_dpl:.2f})")
    try:
        import opendp.prelude as dp
        dp.enable_features("contrib")
        labels = [GROUPS[c] if c < 50 else "other" for c in codes.tolist()]
        space = dp.vector_domain(dp.atom_domain(T=str)), dp.symmetric_distance()
        meas = space >> dp.t.then_count_by_categories(categories=GROUPS) >> dp.m.then_laplace(scale=10.0)
        t_odp, _ = timed(lambda: meas(labels))  # once: it takes seconds
        print(f"OpenDP count_by_categories + Laplace on an in-memory list, once: {t_odp * 1000:.0f} ms  "
              f"(dpgui / OpenDP = {t_hist / t_odp:.2g})")
    except ImportError as err:
        print(f"OpenDP not available ({err})")


if __name__ == "__main__":
    main()
