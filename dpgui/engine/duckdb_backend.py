"""DuckDB: linked Parquet and CSV files aggregated in place (out of core, on every core), with no import.

DuckDB is imported only when a linked dataset is used. Only core features are used (``read_parquet``,
``read_csv``, window functions, grouping sets), so nothing is downloaded at run time. A CSV file is read
with every column as text, as the importer reads it, then numbers are parsed by the queries.
"""

from __future__ import annotations

import threading

from dpgui.core.progress import Task
from dpgui.engine.sql_aggregates import Dialect, SqlAggregates, sql_text
from dpgui.store.declared_schema import DatasetSchema
from dpgui.store.links import Link

DUCKDB = Dialect(quote=lambda name: '"' + name.replace('"', '""') + '"', row_hash="hash",
                 exact_integer="BIGINT")  # summed as HUGEINT
NUMERIC_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                 "UBIGINT", "UHUGEINT", "FLOAT", "DOUBLE", "DECIMAL")


def relation(link: Link) -> str:
    """The table expression that reads the linked files."""
    files = "[" + ", ".join(sql_text(str(p)) for p in link.files()) + "]"
    if link.format == "parquet":
        return f"read_parquet({files}, union_by_name = true)"
    return f"read_csv({files}, header = true, all_varchar = true, union_by_name = true)"


def connect():
    import duckdb  # lazily: only a linked dataset needs it
    return duckdb.connect(":memory:")


def describe(link: Link, conn=None) -> tuple[list[str], set[str]]:
    """The source's column names, and which of them DuckDB holds as numbers (public metadata: no row read)."""
    if conn is None:
        with connect() as conn:
            return describe(link, conn)
    rows = conn.execute(f"DESCRIBE SELECT * FROM {relation(link)}").fetchall()
    return [r[0] for r in rows], {r[0] for r in rows if r[1].split("(")[0] in NUMERIC_TYPES}


def aggregates(link: Link, schema: DatasetSchema, seed: int, task: Task) -> SqlAggregates:
    conn = connect()
    _, numeric = describe(link, conn)
    return SqlAggregates(relation(link), DUCKDB, lambda sql: _run(conn, sql, task), schema, numeric, seed, task)


def _run(conn, sql: str, task: Task) -> list[tuple]:
    """Run one query; meanwhile report DuckDB's progress and interrupt it if the task is cancelled."""
    done = threading.Event()

    def watch():
        while not done.wait(0.1):
            if task.cancelled:
                conn.interrupt()
                return
            try:
                task.progress(max(conn.query_progress(), 0) / 100, "aggregating where the data lives")
            except Exception:  # noqa: BLE001 - progress is advisory; a cancel is seen on the next poll
                pass

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        return conn.execute(sql).fetchall()
    finally:
        done.set()
        watcher.join()
        task.progress(1.0, "aggregating where the data lives")  # raises Cancelled if it was
