"""DuckDB: linked Parquet and CSV files aggregated in place (out of core, on every core), with no import.

DuckDB is imported only when a linked dataset is used. Only core features are used (``read_parquet``,
``read_csv``, window functions, grouping sets), so nothing is downloaded at run time. DuckDB reads
exactly the files the link lists, each named so that it expands no pattern in it. A CSV file is read
with every column as text, as the importer reads it, then numbers are parsed by the queries.

Every query reads the view ``SOURCE`` of the linked rows (:class:`LinkedRows`): the files as they are,
or, once DuckDB has refused them, a tolerant reading that never fails on a value. DuckDB's CSV reader
reads UTF-8 only and stops at a malformed line, its Parquet reader at text that is not UTF-8: then CSV
files are decoded value by value (``store/decoding.py``) into private temporary copies, kept until the
release ends, and Parquet text that is not UTF-8 is made missing.
"""

from __future__ import annotations

import re
import tempfile
import threading
from pathlib import Path

from dpgui.core.progress import Task
from dpgui.engine.sql_aggregates import Dialect, SqlAggregates
from dpgui.store.declared_schema import DatasetSchema
from dpgui.store.decoding import write_decoded
from dpgui.store.links import Link

DUCKDB = Dialect(quote=lambda name: '"' + name.replace('"', '""') + '"',
                 text=lambda value: "'" + value.replace("'", "''") + "'",  # nothing else is special in DuckDB's strings
                 checked=lambda x: x,  # DuckDB's strings are UTF-8 (the tolerant reading makes the rest missing)
                 from_bytes=lambda x: f"try(decode({x}))",
                 row_hash="hash", exact_integer="BIGINT")  # summed as HUGEINT
NUMERIC_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                 "UBIGINT", "UHUGEINT", "FLOAT", "DOUBLE", "DECIMAL")
SOURCE = "dpgui_source"
MAX_LINE_BYTES = 1 << 40  # no line is refused for its length


def relation(link: Link, copies: dict[Path, Path] | None = None) -> str:
    """The table expression that reads the linked files as they are (with ``copies``: those decoded
    copies of the CSV files instead, comma-delimited)."""
    files = [(p, link.delimiter(i)) for i, p in enumerate(link.files()) if p.is_file()]  # a file removed: no rows
    if not files:
        raise FileNotFoundError("none of the linked files is there any more")
    if link.format == "parquet":
        return f"read_parquet({_paths(p for p, _ in files)}, union_by_name = true)"
    groups: dict[str | None, list[Path]] = {}
    for path, delimiter in files:
        if copies:
            path, delimiter = copies[path], ","
        groups.setdefault(delimiter, []).append(path)
    reads = [f"SELECT * FROM read_csv({_paths(paths)}, {_csv_options(d)})" for d, paths in groups.items()]
    return "(" + " UNION ALL BY NAME ".join(reads) + ")"


def _paths(paths) -> str:
    """File names as DuckDB reads them: it expands *, ? and [...] in a name, so each of those characters
    is written as a class of one character, which matches only itself."""
    return "[" + ", ".join(DUCKDB.text(re.sub(r"[*?\[]", lambda m: f"[{m.group()}]", str(p))) for p in paths) + "]"


def _csv_options(delimiter: str | None) -> str:
    delim = f"delim = {DUCKDB.text(delimiter)}, " if delimiter else ""  # links from before: DuckDB's own guess
    return (f"header = true, all_varchar = true, union_by_name = true, {delim}quote = '\"', escape = '\"', "
            f"encoding = 'utf-8', max_line_size = {MAX_LINE_BYTES}")


class LinkedRows:
    """The view ``SOURCE`` of a link's rows in one connection, for the queries of one release."""

    def __init__(self, conn, link: Link):
        self.conn, self.link, self.copies = conn, link, None  # copies: the tolerant reading's folder

    def query(self, sql: str, task: Task) -> list[tuple]:
        """Run ``sql`` (which reads ``SOURCE``) over the files as they are, and if DuckDB refuses them,
        again over the tolerant reading, which the later queries then read too."""
        import duckdb
        if self.copies is None:
            try:
                self._view(relation(self.link))
                return _run(self.conn, sql, task)
            except duckdb.Error:  # a cancel raises Cancelled instead
                self.copies = tempfile.TemporaryDirectory(prefix="dpgui-linked-")  # private; removed with this object
                self._view(self._tolerant(Path(self.copies.name), task))
        return _run(self.conn, sql, task)

    def _view(self, source: str) -> None:
        self.conn.execute(f"CREATE OR REPLACE TEMP VIEW {SOURCE} AS SELECT * FROM {source}")

    def _tolerant(self, folder: Path, task: Task) -> str:
        if self.link.format == "csv":
            files = [(i, p) for i, p in enumerate(self.link.files()) if p.is_file()]
            copies = {}
            for n, (i, path) in enumerate(files):
                task.progress(n / len(files), "aggregating where the data lives")  # raises Cancelled if it was
                copies[path] = folder / f"{i}.csv"
                write_decoded(path, self.link.delimiter(i) or ",", copies[path])
            return relation(self.link, copies)
        return self._utf8_or_missing()

    def _utf8_or_missing(self) -> str:
        """Parquet text that is not UTF-8 made missing: DuckDB replaces each such byte by '?' in one
        reading and drops it in another, so a value read alike both ways is UTF-8."""
        files = _paths(p for p in self.link.files() if p.is_file())
        reading = f"read_parquet({files}, union_by_name = true, filename = 'dpgui_file', file_row_number = true, "
        columns = self.conn.execute(f"DESCRIBE SELECT * FROM {reading}utf8_validation = 'replace')").fetchall()
        texts = [DUCKDB.quote(name) for name, kind, *_ in columns if kind == "VARCHAR" and name != "dpgui_file"]
        if not texts:
            return relation(self.link)
        checked = ", ".join(f"CASE WHEN r.{c} = i.{c} THEN r.{c} END AS {c}" for c in texts)
        return (f"(SELECT r.* EXCLUDE (dpgui_file, file_row_number) REPLACE ({checked}) "
                f"FROM {reading}utf8_validation = 'replace') AS r JOIN {reading}utf8_validation = 'ignore') AS i "
                "ON r.dpgui_file = i.dpgui_file AND r.file_row_number = i.file_row_number)")


def connect():
    import duckdb  # lazily: only a linked dataset needs it
    return duckdb.connect(":memory:")


def describe(link: Link, rows: LinkedRows | None = None) -> tuple[list[str], dict[str, str]]:
    """The source's column names, and how DuckDB holds them (``SqlAggregates`` kinds), from metadata
    (a CSV file: the lines DuckDB reads to find its columns)."""
    found = (rows or LinkedRows(connect(), link)).query(f"DESCRIBE SELECT * FROM {SOURCE}", Task())
    return [r[0] for r in found], {r[0]: kind for r in found if (kind := _kind(r[1]))}


def _kind(duckdb_type: str) -> str | None:
    base = duckdb_type.split("(")[0]
    if base in NUMERIC_TYPES:
        return "number"
    if duckdb_type.endswith("]") or base in ("STRUCT", "MAP", "UNION"):
        return "nested"
    return {"VARCHAR": "string", "BLOB": "bytes"}.get(base)


def aggregates(link: Link, schema: DatasetSchema, seed: int, task: Task) -> SqlAggregates:
    rows = LinkedRows(connect(), link)
    _, kinds = describe(link, rows)
    return SqlAggregates(SOURCE, DUCKDB, lambda sql: rows.query(sql, task), schema, kinds, seed, task)


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
