"""The cost of one small release as the ledger grows: the same histogram (1,000 rows, 5 categories) from a project
whose journal holds about 10 events and from one whose journal holds about 10,000 (``--events``), in turns, medians
compared. Each release's wall time and this process's CPU time are both measured: the durable commits a release
needs wait for the disk, which other work on the machine slows.

The long ledger is written directly as charge and outcome events (what thousands of releases leave behind, without
waiting for them), through the journal's own ``append``, which the code before this issue has too; opening the
project then teaches this machine's record every one of those charges, as it would have seen them.

Run: python bench/ledger.py [--quick] [--events N] [--repeat R]
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

from common import peak_rss_mb  # noqa: E402

from dpgui import __version__  # noqa: E402
from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.core.mechanisms.release import PrivacySetting  # noqa: E402
from dpgui.engine.release import release  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.importers import open_table  # noqa: E402
from dpgui.store.ledger.journal import append, cost_fields, now, sha256  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

REGIONS = ["North", "South", "East", "West", "Centre"]
QUERY = {"type": "histogram", "column": "region"}
ROWS = 1_000


def write_csv(path: Path, first_id: int) -> None:
    """Rows of people whose ids start at ``first_id`` (so that two projects hold different people)."""
    gen = np.random.default_rng(first_id)  # benchmark data, not noise
    regions = np.array(REGIONS)[gen.integers(0, 5, ROWS)]
    path.write_text("id,region\n" + "".join(f"{first_id + i},{r}\n" for i, r in enumerate(regions)), encoding="utf-8")


def build(folder: Path, name: str, first_id: int, events: int) -> Path:
    """A project of ``ROWS`` rows whose journal holds about ``events`` events (charge and outcome pairs added)."""
    write_csv(folder / f"{name}.csv", first_id)
    path = folder / f"{name}.dpgui"
    with Project.create(path, pure(10**9)) as project:
        info = project.add_dataset("people", open_table(folder / f"{name}.csv"))
        project.set_schema("people", parse_schema({"columns": {"region": {"type": "categorical",
                                                                          "categories": REGIONS}}}))
        cost = cost_fields(pure("0.1"))
        population = project.dataset("people").population
        with project._write() as conn:  # what many releases leave in the journal, written at once
            length = conn.execute("SELECT count(*) FROM journal").fetchone()[0]
            for _ in range(max(0, (events - length) // 2)):
                seq, _ = append(conn, "charge", {
                    "population_id": population, "dataset_id": info.id, "dataset": "people", "at": now(),
                    "app_version": __version__, "query": QUERY, "cost": cost,
                    "mechanism": {"type": "histogram", "privacy_unit": "add/remove one row", "cost": cost}})
                append(conn, "outcome", {"charge": seq, "state": "completed", "reason": "", "at": now(),
                                         "spent": cost, "result_hash": sha256(str(seq))})
    Project.open(path).close()  # this machine's record learns every charge, as if it had seen them made
    return path


def journal_length(project: Project) -> int:
    return project._read().execute("SELECT count(*) FROM journal").fetchone()[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer turns (the ledger is as long)")
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=None)
    parser.add_argument("--folder", type=Path, help="where to build the projects (default: the system's temporary "
                        "folder; a RAM disk such as /dev/shm shows the cost without the disk's syncs)")
    args = parser.parse_args()
    repeat = args.repeat or (15 if args.quick else 41)
    folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-ledger-", dir=args.folder))
    os.environ["DPGUI_DATA_DIR"] = str(folder / "record")
    print(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}; {repeat} turns; folder {folder}")
    try:
        start = time.perf_counter()
        short_path = build(folder, "short", 0, 10)
        long_path = build(folder, "long", 10_000_000, args.events)
        print(f"built both projects in {time.perf_counter() - start:.1f} s")
        eps = PrivacySetting.of(epsilon="0.1")
        with Project.open(short_path) as short, Project.open(long_path) as long:
            lengths = journal_length(short), journal_length(long)
            walls = {"short": [], "long": []}
            cpus = {"short": [], "long": []}
            for project in (short, long):  # first use: threads, caches and connections opened
                release(project, "people", QUERY, eps)
            for _ in range(repeat):
                for key, project in (("short", short), ("long", long)):
                    wall, cpu = time.perf_counter(), time.process_time()
                    release(project, "people", QUERY, eps)
                    cpus[key].append(time.process_time() - cpu)
                    walls[key].append(time.perf_counter() - wall)
        wall = {k: statistics.median(v) for k, v in walls.items()}
        cpu = {k: statistics.median(v) for k, v in cpus.items()}
        print(f"small release ({ROWS:,} rows, 5 categories), median of {repeat}:")
        print(f"  ledger of {lengths[0]:>6,} events: {wall['short'] * 1000:7.2f} ms wall, {cpu['short'] * 1000:6.2f} ms CPU")
        print(f"  ledger of {lengths[1]:>6,} events: {wall['long'] * 1000:7.2f} ms wall, {cpu['long'] * 1000:6.2f} ms CPU")
        print(f"  long / short: {wall['long'] / wall['short']:.2f}x wall, {cpu['long'] / cpu['short']:.2f}x CPU; "
              f"load {os.getloadavg()[0]:.2f}")
        target = "<= 1.2x the same release with a ledger of 10 events"
        print("RATIO " + json.dumps({
            "task": f"small release, ledger of {lengths[1]:,} vs {lengths[0]:,} events", "dpgui": round(wall["long"] * 1000, 3),
            "peer": round(wall["short"] * 1000, 3), "peer_name": f"same release, ledger of {lengths[0]:,} events",
            "unit": "ms", "target": target}, ensure_ascii=False))
        print("RATIO " + json.dumps({
            "task": f"small release, ledger of {lengths[1]:,} vs {lengths[0]:,} events, CPU time",
            "dpgui": round(cpu["long"] * 1000, 3), "peer": round(cpu["short"] * 1000, 3),
            "peer_name": f"same release, ledger of {lengths[0]:,} events", "unit": "ms", "target": target},
            ensure_ascii=False))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"peak RSS {peak_rss_mb():,.0f} MB; load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
