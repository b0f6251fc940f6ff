"""A 50-category histogram, end to end from the project file (read, aggregate, noise, ledger, store), at 10^4, 10^5,
10^6 and 10^7 imported rows, beside diffprivlib's tools.histogram on the same codes in memory; then a 2-way table
and OpenDP's count_by_categories once at the largest size. dpgui and diffprivlib run ``--repeat`` times in turns
(so load on the machine hits both alike) and their medians are compared. Three fsyncs of a page in the project's
folder, timed in the same turns, show what the durable commits a release needs cost on this disk right now.

Run: python bench/release.py [--quick] [--rows N ...] [--repeat R] [--opendp]
     (--quick: 10^4, 10^5 and 10^6 rows; default: also 10^7. Each size is a new project whose record of spending
     is kept beside it, so that earlier runs, which spent on the same rows, do not weigh on this one.)
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ensure_csv, peak_rss_mb  # noqa: E402

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
HISTOGRAM = {"type": "histogram", "column": "group50"}
TARGETS = {10_000: "<= 2x diffprivlib"}


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def timed_cpu(fn) -> tuple[float, float]:
    """(wall, CPU of this process) seconds: on a loaded machine the wall time of work that waits (for the disk,
    for a thread) grows with the load; its CPU time much less."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def fsyncs(folder: Path, n: int = 3) -> None:
    """``n`` one-page writes, each made durable: the floor of a release's durable commits on this disk."""
    fd = os.open(folder / "fsync-probe", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for _ in range(n):
            os.pwrite(fd, b"\0" * 4096, 0)
            os.fsync(fd)
    finally:
        os.close(fd)


def build(folder: Path, rows: int) -> Path:
    ensure_csv(folder / f"data-{rows}.csv", rows)
    path = folder / f"bench-{rows}.dpgui"
    with Project.create(path, pure(10**9)) as project:
        project.add_dataset("big", open_table(folder / f"data-{rows}.csv"))
        project.set_schema("big", parse_schema(SCHEMA))
    (folder / f"data-{rows}.csv").unlink()
    return path


def measure(path: Path, repeat: int, histogram, table: bool, opendp: bool) -> dict:
    eps = PrivacySetting.of(epsilon="0.1")
    out = {}
    with Project.open(path) as project:
        info = project.dataset("big")
        reader = ChunkReader(project, info)
        codes = np.concatenate([reader.cells("group50", raw, c) for raw, c in project.column_chunks(info, "group50")])
        release(project, "big", HISTOGRAM, eps)  # first use: threads, caches and the record opened
        ours, theirs, floor = [], [], []
        for _ in range(repeat):
            ours.append(timed_cpu(lambda: release(project, "big", HISTOGRAM, eps)))
            if histogram:
                theirs.append(timed_cpu(lambda: histogram(codes, epsilon=0.1, bins=50, range=(0, 50))))
            floor.append(timed(lambda: fsyncs(path.parent)))
        out["rows"], out["dpgui"] = info.n_rows, statistics.median(t[0] for t in ours)
        out["dpgui_cpu"] = statistics.median(t[1] for t in ours)
        out["diffprivlib"] = statistics.median(t[0] for t in theirs) if theirs else None
        out["diffprivlib_cpu"] = statistics.median(t[1] for t in theirs) if theirs else None
        out["fsyncs"] = statistics.median(floor)
        if table:
            out["table"] = statistics.median(
                timed(lambda: release(project, "big", {"type": "table", "columns": ["region", "sex"]}, eps))
                for _ in range(repeat))
        if opendp:
            out["opendp"] = _opendp(codes)
    return out


def _opendp(codes: np.ndarray) -> float | None:
    try:
        import opendp.prelude as dp
    except ImportError as err:
        print(f"OpenDP not available ({err})")
        return None
    dp.enable_features("contrib")
    labels = [GROUPS[c] if c < 50 else "other" for c in codes.tolist()]
    space = dp.vector_domain(dp.atom_domain(T=str)), dp.symmetric_distance()
    meas = space >> dp.t.then_count_by_categories(categories=GROUPS) >> dp.m.then_laplace(scale=10.0)
    return timed(lambda: meas(labels))  # once: it takes seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10^4, 10^5 and 10^6 rows only")
    parser.add_argument("--rows", type=int, nargs="+", help="these sizes instead")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--opendp", action="store_true", help="also OpenDP once at the largest size")
    parser.add_argument("--folder", type=Path, help="where to build the projects (default: the system's temporary "
                        "folder; a RAM disk such as /dev/shm shows the cost without the disk's syncs)")
    args = parser.parse_args()
    sizes = args.rows or ([10_000, 100_000, 1_000_000] + ([] if args.quick else [10_000_000]))
    try:
        from diffprivlib.tools import histogram
    except ImportError as err:
        histogram = None
        print(f"diffprivlib not available ({err})")
    folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-release-", dir=args.folder))
    os.environ["DPGUI_DATA_DIR"] = str(folder / "record")
    print(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.repeat} turns per size; "
          f"folder {folder}")
    try:
        for rows in sizes:
            path = build(folder, rows)
            last = rows == sizes[-1]
            r = measure(path, args.repeat, histogram, last, last and args.opendp)
            path.unlink()
            ratio = f"{r['dpgui'] / r['diffprivlib']:.2f}x" if r["diffprivlib"] else "n/a"
            print(f"{r['rows']:>12,} rows: dpgui histogram {r['dpgui'] * 1000:9.2f} ms, diffprivlib "
                  f"{(r['diffprivlib'] or float('nan')) * 1000:9.2f} ms ({ratio}); CPU {r['dpgui_cpu'] * 1000:.2f} vs "
                  f"{(r['diffprivlib_cpu'] or float('nan')) * 1000:.2f} ms; 3 fsyncs here {r['fsyncs'] * 1000:.2f} ms; "
                  f"load {os.getloadavg()[0]:.2f}")
            if "table" in r:
                print(f"{'':>12}       2-way table 5 x 2: {r['table'] * 1000:.1f} ms")
            if r.get("opendp"):
                print(f"{'':>12}       OpenDP count_by_categories + Laplace on a list, once: {r['opendp'] * 1000:.0f} ms")
            print("RATIO " + json.dumps({
                "task": f"50-category histogram, {rows:,} rows", "dpgui": round(r["dpgui"] * 1000, 3),
                "peer": round(r["diffprivlib"] * 1000, 3) if r["diffprivlib"] else None,
                "peer_name": "diffprivlib tools.histogram, same codes in memory", "unit": "ms",
                "target": TARGETS.get(rows, "<= 1x diffprivlib")}, ensure_ascii=False))
            if r["diffprivlib_cpu"]:
                print("RATIO " + json.dumps({
                    "task": f"50-category histogram, {rows:,} rows, CPU time", "dpgui": round(r["dpgui_cpu"] * 1000, 3),
                    "peer": round(r["diffprivlib_cpu"] * 1000, 3),
                    "peer_name": "diffprivlib tools.histogram, same codes in memory", "unit": "ms",
                    "target": TARGETS.get(rows, "<= 1x diffprivlib")}, ensure_ascii=False))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"peak RSS {peak_rss_mb():,.0f} MB; load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
