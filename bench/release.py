"""A histogram (50 categories) and a 2-way table on 10M rows, end to end from the project file,
beside diffprivlib's tools.histogram and OpenDP's count_by_categories on the same data in memory.

Run: python bench/release.py [PROJECT]   (default: build one with bench/import.py's data)
"""

import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ensure_csv  # noqa: E402

from dpgui.core.accounting import pure  # noqa: E402
from dpgui.core.release import PrivacySetting  # noqa: E402
from dpgui.engine.aggregates import ChunkReader  # noqa: E402
from dpgui.engine.release import release  # noqa: E402
from dpgui.store.declared_schema import parse_schema  # noqa: E402
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


def main() -> None:
    if len(sys.argv) > 1:
        path = Path(sys.argv[1])
    else:
        folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-"))
        ensure_csv(folder / "big.csv", 10_000_000)
        path = folder / "bench.dpgui"
        with Project.create(path, pure(100)) as project:
            project.add_dataset("big", open_table(folder / "big.csv"))
    with Project.open(path) as project:
        project.set_schema("big", parse_schema(SCHEMA))
        n = project.dataset("big").n_rows
        eps = PrivacySetting.of(epsilon="0.1")
        t_hist, _ = timed(lambda: release(project, "big", {"type": "histogram", "column": "group50"}, eps))
        t_table, _ = timed(lambda: release(project, "big", {"type": "table", "columns": ["region", "sex"]}, eps))
        reader = ChunkReader(project, project.dataset("big"))
        codes = np.concatenate([reader.cells("group50", raw, c) for raw, c in project.column_chunks(reader.info, "group50")])
    print(f"dpgui, {n:,} rows from the project file, end to end (read, aggregate, noise, ledger, store):")
    print(f"  histogram, 50 categories: {t_hist:.2f} s")
    print(f"  2-way table 5 × 2:        {t_table:.2f} s")
    try:
        from diffprivlib.tools import histogram
        t_dpl, _ = timed(lambda: histogram(codes, epsilon=0.1, bins=50, range=(0, 50)))
        print(f"diffprivlib tools.histogram on the in-memory codes: {t_dpl:.2f} s  (dpgui / diffprivlib = {t_hist / t_dpl:.2f})")
    except ImportError as err:
        print(f"diffprivlib not available ({err})")
    try:
        import opendp.prelude as dp
        dp.enable_features("contrib")
        labels = [GROUPS[c] if c < 50 else "other" for c in codes.tolist()]
        space = dp.vector_domain(dp.atom_domain(T=str)), dp.symmetric_distance()
        meas = space >> dp.t.then_count_by_categories(categories=GROUPS) >> dp.m.then_laplace(scale=10.0)
        t_odp, _ = timed(lambda: meas(labels))
        print(f"OpenDP count_by_categories + Laplace on an in-memory list: {t_odp:.2f} s  (dpgui / OpenDP = {t_hist / t_odp:.2f})")
    except ImportError as err:
        print(f"OpenDP not available ({err})")


if __name__ == "__main__":
    main()
