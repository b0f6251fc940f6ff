"""Import a 10M-row × 10-column CSV into a new project: wall time and peak RSS.

Run: python bench/import.py [rows]   (targets here: < 60 s and < 2 GB)
"""

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ensure_csv, peak_rss_mb  # noqa: E402

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.store.importers import open_table  # noqa: E402
from dpgui.store.project import Project  # noqa: E402


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
    folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-"))
    csv = folder / "big.csv"
    start = time.perf_counter()
    ensure_csv(csv, rows)
    print(f"wrote {rows:,} rows ({csv.stat().st_size / 1e6:,.0f} MB) in {time.perf_counter() - start:.1f} s")
    base = peak_rss_mb()
    start = time.perf_counter()
    with Project.create(folder / "bench.dpgui", pure(10)) as project:
        info = project.add_dataset("big", open_table(csv))
    wall = time.perf_counter() - start
    size = (folder / "bench.dpgui").stat().st_size / 1e6
    print(f"import: {info.n_rows:,} rows × {len(info.columns)} columns in {wall:.1f} s "
          f"({info.n_rows / wall / 1e6:.2f} M rows/s); peak RSS {peak_rss_mb():,.0f} MB "
          f"(before import {base:,.0f} MB); project file {size:,.0f} MB")
    print(f"project kept at {folder / 'bench.dpgui'} for bench/release.py")


if __name__ == "__main__":
    main()
