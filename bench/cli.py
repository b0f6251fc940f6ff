"""The command line: a fresh `dpgui release` of a 50-category histogram on a linked Parquet file (DuckDB),
beside DuckDB's bare GROUP BY of the same file, and what that process had to import.

Beside them, in the same turns, the floor: a fresh interpreter (same python, same environment, bytecode cached
alike) that imports only duckdb and runs the same GROUP BY, which is what any Python tool must pay; its ratio to
dpgui's process says what dpgui adds, and its ratio to the bare GROUP BY how much of the issue's ratio is Python's
and DuckDB's start alone.

Run: python bench/cli.py [--quick] [FOLDER]   (10^6 and 10^7 rows; --quick: 10^6 and 2·10^6; the Parquet
files in FOLDER are kept for another run, default a new temp folder)
Targets (issue #29): 10^6 rows < 0.4 s on a quiet machine; 10^7 rows < 5× DuckDB's bare GROUP BY; neither
pandas nor matplotlib imported.

Each `dpgui release` (and each floor) is a new process run from FOLDER (so PYTHONPATH picks the tree, not the
current folder) with its bytecode cached under FOLDER, as an installed app has it (a warm-up run writes the cache),
and a new record of spending under FOLDER (DPGUI_DATA_DIR); times are the best of RUNS interleaved with the floor and
the GROUP BY, the closest a shared machine gets to a quiet one.
"""

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from linked import HISTOGRAM, SCHEMA, bare_group_by, write_parquet  # noqa: E402

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.engine.linking import link_dataset  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.links import link_to  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

RUNS = 5
HEAVY = ("pandas", "matplotlib", "pyarrow", "PySide6", "scipy", "openpyxl", "pyxform", "pyspark")
# `python -m dpgui ARGS`, then on standard error its peak memory (KiB) and the heavy modules it loaded. The peak
# is its memory's own high-water mark (VmHWM): Linux keeps ru_maxrss across exec, so that would count this
# process's memory, from which the child was forked.
RUN = ("import runpy, sys\ntry:\n    runpy.run_module('dpgui', run_name='__main__', alter_sys=True)\nfinally:\n"
       "    peak = next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM'))\n"
       "    print('LOADED', peak, *[m for m in {heavy} if m in sys.modules], file=sys.stderr)").format(heavy=HEAVY)
# The floor: the same GROUP BY as `bare_group_by`, in a fresh interpreter that imports nothing but duckdb.
FLOOR = ("import sys\nimport duckdb\nduckdb.connect().execute(f\"SELECT group50, count(*) FROM "
         "read_parquet('{sys.argv[1]}') GROUP BY 1\").fetchall()\n"
         "peak = next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM'))\n"
         "print('LOADED', peak, file=sys.stderr)")


def fresh_release(project: Path, dataset: str) -> tuple[float, float, float, list[str]]:
    """(wall seconds, CPU seconds, peak MB, heavy modules loaded) of one `dpgui release` process, run from the project's
    folder (so PYTHONPATH picks the tree, not the current folder) with its bytecode cached there."""
    return fresh_process(project.parent, [RUN, "release", str(project), "--dataset", dataset, "--query",
                                          json.dumps(HISTOGRAM), "--epsilon", "0.01", "--json"])


def fresh_floor(parquet: Path) -> tuple[float, float, float, list[str]]:
    """The same for the floor: a fresh interpreter that imports only duckdb and runs the bare GROUP BY."""
    return fresh_process(parquet.parent, [FLOOR, str(parquet)])


def fresh_process(folder: Path, code: list[str]) -> tuple[float, float, float, list[str]]:
    """``python -c CODE...`` run from ``folder`` with its bytecode cached there: (wall seconds, CPU seconds, peak MB,
    heavy modules loaded)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-c", *code], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          cwd=folder, env=env, check=True)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    _, peak, *loaded = next(line for line in done.stderr.splitlines() if line.startswith("LOADED")).split()
    return wall, cpu, int(peak) / 1024, loaded


def main() -> None:
    quick = "--quick" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--quick"]
    folder = Path(args[0]) if args else Path(tempfile.mkdtemp(prefix="dpgui-cli-"))
    sizes = {"1e6": 10**6, "1e7": 2 * 10**6 if quick else 10**7}
    for old in folder.glob("*.dpgui*"):  # the data files are kept; the project is new, and so is its record of
        old.unlink()  # spending: this machine's own is neither written to nor waited for (other dpgui processes)
    shutil.rmtree(folder / "record", ignore_errors=True)
    os.environ["DPGUI_DATA_DIR"] = str(folder / "record")  # the `dpgui release` processes inherit it
    project_path = folder / "cli.dpgui"
    with Project.create(project_path, pure(10**6)) as project:
        for name, rows in sizes.items():
            path = folder / f"rows{rows}.parquet"
            write_parquet(path, rows)
            link_dataset(project, name, link_to(str(path)), parse_schema(SCHEMA))
    print(f"load average before: {', '.join(f'{x:.1f}' for x in os.getloadavg())} (2 cores shared)")
    rows_out = []
    for name, rows in sizes.items():
        parquet = folder / f"rows{rows}.parquet"
        fresh_release(project_path, name)  # warm-up: the page cache, and the bytecode caches
        fresh_floor(parquet)
        walls, cpus, peaks, bares, floors, floor_cpus, floor_peaks = [], [], [], [], [], [], []
        for _ in range(RUNS):  # interleaved, so that the machine's load falls alike on each
            wall, cpu, peak, loaded = fresh_release(project_path, name)
            walls.append(wall)
            cpus.append(cpu)
            peaks.append(peak)
            floor, floor_cpu, floor_peak, _ = fresh_floor(parquet)
            floors.append(floor)
            floor_cpus.append(floor_cpu)
            floor_peaks.append(floor_peak)
            bares.append(bare_group_by(parquet))
        wall, bare, floor = min(walls), min(bares), min(floors)
        print(f"\n{rows:,} rows, 50-category histogram, linked Parquet:")
        print(f"  fresh `dpgui release`: best {wall:.3f} s, median {statistics.median(walls):.3f} s, "
              f"CPU (user + system) best {min(cpus):.3f} s, peak {max(peaks):,.0f} MB; heavy modules loaded: {', '.join(loaded) or 'none'}")
        print(f"  floor, a fresh python importing only duckdb, same GROUP BY: best {floor:.3f} s, median "
              f"{statistics.median(floors):.3f} s, CPU best {min(floor_cpus):.3f} s, peak {max(floor_peaks):,.0f} MB")
        print(f"  DuckDB bare GROUP BY (in process): best {bare * 1000:.1f} ms, median "
              f"{statistics.median(bares) * 1000:.1f} ms")
        print(f"  ratios: dpgui / bare {wall / bare:.1f}× (issue's target < 5×), dpgui / floor {wall / floor:.2f}× "
              f"(dpgui adds {(wall - floor) * 1000:,.0f} ms), floor / bare {floor / bare:.1f}×")
        rows_out.append((rows, wall, bare, floor))
    print(f"\nload average after: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    (small, wall, bare, _), (big, wall_big, bare_big, floor_big) = rows_out
    print("RATIO " + json.dumps({"task": f"fresh dpgui release, linked {small:,}-row Parquet", "dpgui": round(wall, 3),
                                 "peer": round(bare, 4), "peer_name": "DuckDB bare GROUP BY", "unit": "s",
                                 "target": "< 0.4 s on a quiet machine, no pandas or matplotlib"}))
    print("RATIO " + json.dumps({"task": f"fresh dpgui release, linked {big:,}-row Parquet", "dpgui": round(wall_big, 3),
                                 "peer": round(bare_big, 4), "peer_name": "DuckDB bare GROUP BY", "unit": "s",
                                 "target": "< 5x DuckDB's bare GROUP BY at 10^7 rows"}))
    print("RATIO " + json.dumps({"task": f"fresh dpgui release vs the floor, linked {big:,}-row Parquet",
                                 "dpgui": round(wall_big, 3), "peer": round(floor_big, 3),
                                 "peer_name": "floor: fresh python importing only duckdb, same GROUP BY", "unit": "s",
                                 "target": "none (what any Python tool pays); as close to 1x as it goes"}))


if __name__ == "__main__":
    main()
