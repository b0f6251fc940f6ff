"""Import a CSV (10 columns: bench/common.py) into a new project, against pyarrow's read_csv of the same file in the
same run (interleaved); then 10^7 rows for peak memory, each import in its own process (skipped with --quick).

Run: python bench/import.py [--quick]   (targets: 10^6 rows <= 3x pyarrow's read_csv; 10^7 rows < 1 GB peak)
Runs against either tree (PYTHONPATH=<worktree> or /work/base); prints RATIO lines (bench/README.md). Each side's
libraries (pandas and DuckDB; pyarrow) are imported before its clock starts.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ensure_csv, peak_rss_mb  # noqa: E402


def import_once(csv: Path, folder: Path) -> dict:
    """One import in this process: wall time and peak RSS (run in a child, so each peak is its own)."""
    os.environ.setdefault("DPGUI_DATA_DIR", str(folder / "record"))
    from dpgui.core.costs.accounting import pure
    from dpgui.store.importers import open_table
    from dpgui.store.project import Project
    import duckdb  # noqa: F401 - the libraries are loaded before the clock starts, as pyarrow's are for its read
    import pandas  # noqa: F401

    path = folder / f"bench-{time.monotonic_ns()}.dpgui"
    base = peak_rss_mb()
    start, cpu = time.perf_counter(), time.process_time()
    with Project.create(path, pure(10)) as project:
        info = project.add_dataset("big", open_table(csv))
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    size = path.stat().st_size / 1e6
    path.unlink()
    return {"rows": info.n_rows, "seconds": wall, "cpu_seconds": cpu, "peak_mb": peak_rss_mb(), "base_mb": base,
            "file_mb": size}


def pyarrow_once(csv: Path) -> float:
    import pyarrow.csv as pc
    start = time.perf_counter()
    pc.read_csv(csv)
    return time.perf_counter() - start


def child(kind: str, csv: Path, folder: Path) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", kind, str(csv), str(folder)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        kind, csv, folder = sys.argv[2], Path(sys.argv[3]), Path(sys.argv[4])
        print(json.dumps(import_once(csv, folder) if kind == "import" else {"seconds": pyarrow_once(csv)}))
        return
    quick = "--quick" in sys.argv
    folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-import-"))
    rows = 200_000 if quick else 1_000_000
    csv = folder / f"rows{rows}.csv"
    ensure_csv(csv, rows)
    print(f"load {os.getloadavg()}; {rows:,} rows x 10 columns ({csv.stat().st_size / 1e6:,.0f} MB)")
    ours, theirs = [], []
    for _ in range(2):  # interleaved: the machine is shared
        ours.append(child("import", csv, folder))
        theirs.append(child("pyarrow", csv, folder)["seconds"])
    best, peer = min(ours, key=lambda r: r["seconds"]), min(theirs)
    print(f"import {best['rows']:,} rows: {best['seconds']:.2f} s, CPU {best['cpu_seconds']:.2f} s (all threads; peak RSS {best['peak_mb']:,.0f} MB, project file "
          f"{best['file_mb']:,.0f} MB); pyarrow read_csv {peer:.2f} s; ratio {best['seconds'] / peer:.1f}x; "
          f"load {os.getloadavg()}")
    print("RATIO " + json.dumps({"task": f"CSV import, {rows:,} rows x 10 columns", "dpgui": round(best["seconds"], 3),
                                 "peer": round(peer, 3), "peer_name": "pyarrow.csv.read_csv", "unit": "s",
                                 "target": "<= 3x pyarrow's read_csv"}))
    if not quick:
        big = folder / "rows10000000.csv"
        ensure_csv(big, 10_000_000)
        result = child("import", big, folder)
        big.unlink()
        print(f"import {result['rows']:,} rows: {result['seconds']:.1f} s, peak RSS {result['peak_mb']:,.0f} MB; "
              f"load {os.getloadavg()}")
        print("RATIO " + json.dumps({"task": "CSV import, 10^7 rows, peak memory", "dpgui": round(result["peak_mb"]),
                                     "peer": None, "peer_name": "1 GB", "unit": "MB", "target": "< 1 GB peak"}))
    csv.unlink()


if __name__ == "__main__":
    main()
