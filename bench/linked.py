"""Linked datasets: a 50-category histogram straight from a large Parquet file (DuckDB), beside DuckDB's
bare GROUP BY on the same file and beside import + release; Spark local mode; a 5-column PMW synthesis.

Run: python bench/linked.py [ROWS] [SMALL_ROWS] [FOLDER]   (default 10^8, 10^7 and a new temp folder; the
Parquet files in FOLDER are reused)
Targets: linked histogram end to end (a fresh `dpgui release` process) < 3 s, peak < 1 GB, and within 3×
DuckDB's bare GROUP BY.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.core.mechanisms.release import PrivacySetting  # noqa: E402
from dpgui.engine import spark_backend  # noqa: E402
from dpgui.engine.backends import open_aggregates  # noqa: E402
from dpgui.engine.linking import link_dataset  # noqa: E402
from dpgui.engine.release import release, synthesize  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.importers import open_table  # noqa: E402
from dpgui.store.links import link_to  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

SCHEMA = {"columns": {
    "pid": {"type": "identifier"},
    "group50": {"type": "categorical", "categories": [f"g{i}" for i in range(50)]},
    "region": {"type": "categorical", "categories": ["North", "South", "East", "West", "Centre"]},
    "sex": {"type": "categorical", "categories": ["F", "M"]},
    "smoker": {"type": "categorical", "categories": ["yes", "no"]},
    "band": {"type": "categorical", "categories": ["a", "b", "c", "d"]},
    "age": {"type": "numeric", "lower": 18, "upper": 90},
}}
HISTOGRAM = {"type": "histogram", "column": "group50"}


def write_parquet(path: Path, rows: int) -> None:
    """Benchmark data written by DuckDB from hashes of the row number (no noise here: not private)."""
    import duckdb
    if path.exists():
        return
    with duckdb.connect() as conn:
        conn.execute(f"""COPY (SELECT 'p' || i AS pid, 'g' || (hash(i, 1) % 50) AS group50,
            ['North', 'South', 'East', 'West', 'Centre'][1 + (hash(i, 2) % 5)::BIGINT] AS region,
            ['F', 'M'][1 + (hash(i, 3) % 2)::BIGINT] AS sex, ['yes', 'no'][1 + (hash(i, 4) % 2)::BIGINT] AS smoker,
            ['a', 'b', 'c', 'd'][1 + (hash(i, 5) % 4)::BIGINT] AS band, 18 + (hash(i, 6) % 73)::BIGINT AS age
            FROM range({rows}) t(i)) TO '{path}' (FORMAT parquet, ROW_GROUP_SIZE 1000000)""")


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def bare_group_by(path: Path) -> float:
    import duckdb
    with duckdb.connect() as conn:
        return timed(lambda: conn.execute(f"SELECT group50, count(*) FROM read_parquet('{path}') GROUP BY 1")
                     .fetchall())[0]


def cli_release(project: Path, dataset: str) -> tuple[float, float]:
    """(wall seconds, peak MB) of a fresh `dpgui release` process: start-up, link, aggregate, noise, ledger."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "dpgui", "release", str(project), "--dataset", dataset,
                              "--query", json.dumps(HISTOGRAM), "--epsilon", "0.01", "--json"],
                             stdout=subprocess.DEVNULL, cwd=project.parent)  # not the tree in the current folder
    _, status, usage = os.wait4(child.pid, 0)
    assert status == 0, "the release failed"
    return time.perf_counter() - start, usage.ru_maxrss / 1024


def main() -> None:
    big_rows = int(float(sys.argv[1])) if len(sys.argv) > 1 else 10**8
    small_rows = int(float(sys.argv[2])) if len(sys.argv) > 2 else 10**7
    folder = Path(sys.argv[3]) if len(sys.argv) > 3 else Path(tempfile.mkdtemp(prefix="dpgui-linked-"))
    for old in folder.glob("*.dpgui*"):  # the data files are kept for another run; the projects are new
        old.unlink()
    big, small = folder / "big.parquet", folder / "small.parquet"
    for path, rows in ((big, big_rows), (small, small_rows)):
        t, _ = timed(lambda: write_parquet(path, rows))
        print(f"wrote {rows:,} rows to {path.name} ({path.stat().st_size / 1e6:,.0f} MB) in {t:.0f} s", flush=True)
    schema = parse_schema(SCHEMA)
    project_path = folder / "bench.dpgui"
    with Project.create(project_path, pure(10**6)) as project:
        link_dataset(project, "big", link_to(str(big)), schema)
        link_dataset(project, "small", link_to(str(small)), schema)
    bare = min(bare_group_by(big) for _ in range(3))
    runs = [cli_release(project_path, "big") for _ in range(3)]
    wall, peak = min(r[0] for r in runs), max(r[1] for r in runs)
    with Project.open(project_path) as project:
        inside = min(timed(lambda: release(project, "big", HISTOGRAM, PrivacySetting.of(epsilon="0.01")))[0]
                     for _ in range(3))
    print(f"\n{big_rows:,} rows, 50-category histogram, linked (DuckDB):")
    print(f"  DuckDB bare GROUP BY on the Parquet file: {bare:.2f} s")
    print(f"  dpgui release in-process (charge, aggregate, noise, store): {inside:.2f} s = {inside / bare:.1f}× bare")
    print(f"  dpgui release end to end (a fresh process): {wall:.2f} s, peak {peak:,.0f} MB  [target < 3 s, < 1 GB]")
    startup = min(timed(lambda: subprocess.run([sys.executable, "-m", "dpgui", "--version"], check=True,
                                               stdout=subprocess.DEVNULL, cwd=folder))[0] for _ in range(3))
    print(f"  of which the start-up of a `dpgui` command (`dpgui --version`): {startup:.2f} s")

    columns = ["group50", "region", "sex", "smoker", "band"]
    pairs = [(a, b) for a in range(5) for b in range(a + 1, 5)]
    imported = folder / "imported.dpgui"
    with Project.create(imported, pure(10**6)) as project:
        t_import, _ = timed(lambda: project.add_dataset("small", open_table(small), schema))
        t_release, _ = timed(lambda: release(project, "small", HISTOGRAM, PrivacySetting.of(epsilon="0.01")))
        stored_truth = open_aggregates(project, project.dataset("small")).marginal_counts(columns, pairs, None)[0]
    with Project.open(project_path) as project:
        t_linked, _ = timed(lambda: release(project, "small", HISTOGRAM, PrivacySetting.of(epsilon="0.01")))
        linked_truth = open_aggregates(project, project.dataset("small")).marginal_counts(columns, pairs, None)[0]
        setting = PrivacySetting.of(epsilon="1")
        t_pmw, (stored, _, rows) = timed(lambda: synthesize(project, "small", columns, 2, setting, 1000))
    same = all((stored_truth[m] == linked_truth[m]).all() for m in pairs)
    print(f"\n{small_rows:,} rows: import {t_import:.1f} s + release {t_release:.2f} s (imported, SQLite) vs "
          f"linked release {t_linked:.2f} s (DuckDB)")
    print(f"  5-column PMW synthesis (every 2-way marginal), linked: {t_pmw:.1f} s, "
          f"{stored['noise']['rounds']} rounds, "
          f"{len(rows)} synthetic rows; its true 2-way marginals equal the imported path's: {same}")

    from pyspark.sql import SparkSession
    spark = SparkSession.builder.master("local[*]").config("spark.ui.enabled", "false").getOrCreate()
    spark_backend.use_session(spark)
    with Project.open(project_path) as project:
        link_dataset(project, "spark", link_to(str(small), engine="spark"), schema)
        t_spark, _ = timed(lambda: release(project, "spark", HISTOGRAM, PrivacySetting.of(epsilon="0.01")))
        spark_data = open_aggregates(project, project.dataset("spark"))
        t_again, truth = timed(lambda: spark_data.cell_counts(["group50"], None))
        duck = open_aggregates(project, project.dataset("small")).cell_counts(["group50"], None)
    print(f"  Spark {spark.version} local mode, linked histogram: {t_spark:.1f} s (the session's first query), "
          f"{t_again:.1f} s again; its true counts equal DuckDB's: {(truth[0] == duck[0]).all()}")
    spark.stop()


if __name__ == "__main__":
    main()
