"""DuckDB: linked Parquet and CSV files aggregated in place (out of core, on every core), with no import.

DuckDB is imported only when a linked dataset is used. Only core features are used (``read_parquet``,
``read_csv``, window functions, grouping sets), so nothing is downloaded at run time. DuckDB reads
exactly the files the link lists, each named so that it expands no pattern in it.

Every query reads the view ``SOURCE`` of the linked rows (:class:`LinkedRows`), whose columns are named
by :func:`hex_name` (so no data column is taken for one of the queries' own names). CSV files are always
decoded value by value (``store/importers/decoding.py``) into private temporary copies, kept until the release
ends, which DuckDB reads with every column as text: its own CSV reader differs from the importer's (it
trims spaces around a quoted value, guesses comment lines and preambles, reads UTF-8 only), and a
reading chosen per file would let one person's bytes decide how everyone's rows read. Parquet files are
read as they are, or, once DuckDB has refused them, with text that is not UTF-8 made missing.
"""

from __future__ import annotations

import re
import tempfile
import threading
from pathlib import Path

from dpgui.core.progress import Task
from dpgui.core.words.translation import translate
from dpgui.engine.sql_aggregates import Dialect, SqlAggregates, hex_name
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.links import Link

DUCKDB = Dialect(quote=hex_name,  # the view's names
                 text=lambda value: "'" + value.replace("'", "''") + "'",  # nothing else is special in DuckDB's strings
                 checked=lambda x: x,  # DuckDB's strings are UTF-8 (the tolerant reading makes the rest missing)
                 from_bytes=lambda x: f"try(decode({x}))",
                 row_hash="hash", exact_integer="BIGINT")  # summed as HUGEINT
NUMERIC_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                 "UBIGINT", "UHUGEINT", "FLOAT", "DOUBLE", "DECIMAL")
SOURCE = "dpgui_source"
MAX_LINE_BYTES = 1 << 40  # no line is refused for its length
CSV_OPTIONS = ("header = true, all_varchar = true, union_by_name = true, delim = ',', quote = '\"', escape = '\"', "
               f"encoding = 'utf-8', max_line_size = {MAX_LINE_BYTES}, comment = '', skip = 0, strict_mode = true, "
               "null_padding = false, ignore_errors = false")  # the decoded copies: no guess, every row read


def relation(link: Link, copies: dict[Path, Path] | None = None) -> str:
    """The table expression that reads the linked Parquet files as they are, or the decoded copies of
    the CSV files (``copies``)."""
    files = [p for p in link.files() if p.is_file()]  # a file removed: no rows
    if not files:
        raise FileNotFoundError(translate("engine.duckdb_backend", "None of the linked files is there any more"))
    if link.format == "parquet":
        return f"read_parquet({_paths(files)}, union_by_name = true)"
    return f"read_csv({_paths(copies[p] for p in files)}, {CSV_OPTIONS})"


def _identifier(name: str) -> str:
    """A column's name as the files hold it, as a DuckDB identifier."""
    return '"' + name.replace('"', '""') + '"'


def _paths(paths) -> str:
    """File names as DuckDB reads them: it expands *, ? and [...] in a name, so each of those characters
    is written as a class of one character, which matches only itself."""
    return "[" + ", ".join(DUCKDB.text(re.sub(r"[*?\[]", lambda m: f"[{m.group()}]", str(p))) for p in paths) + "]"


class LinkedRows:
    """The view ``SOURCE`` of a link's rows in one connection, for the queries of one release."""

    def __init__(self, conn, link: Link):
        self.conn, self.link, self.copies = conn, link, None  # copies: the tolerant reading's folder
        self.columns: list[tuple[str, str]] = []  # (name, DuckDB type) of the source's columns
        self.as_they_are = False  # whether the view of the Parquet files as they are is made

    def query(self, sql: str, task: Task) -> list[tuple]:
        """Run ``sql`` (which reads ``SOURCE``): Parquet files as they are, and if DuckDB refuses them,
        again over the tolerant reading, which the later queries then read too; CSV files always so."""
        import duckdb
        if self.copies is None:
            if self.link.format == "parquet":
                try:
                    if not self.as_they_are:  # once: each query reads the same view
                        self._view(relation(self.link))
                        self.as_they_are = True
                    return _run(self.conn, sql, task)
                except duckdb.Error:  # a cancel raises Cancelled instead
                    pass
            self.copies = tempfile.TemporaryDirectory(prefix="dpgui-linked-")  # private; removed with this object
            self._view(self._tolerant(Path(self.copies.name), task), named=self.link.format == "csv")
        return _run(self.conn, sql, task)

    def _view(self, source: str, named: bool = False) -> None:
        """The view of ``source``, its columns renamed by :func:`hex_name` (``named``: they are already)."""
        found = self.conn.execute(f"DESCRIBE SELECT * FROM {source}").fetchall()
        self.columns = [(_unhex(name) if named else name, kind) for name, kind, *_ in found]
        renamed = ", ".join(f"{_identifier(row[0])} AS {hex_name(name)}" for row, (name, _) in zip(found, self.columns))
        self.conn.execute(f"CREATE OR REPLACE TEMP VIEW {SOURCE} AS SELECT {renamed} FROM {source}")

    def _tolerant(self, folder: Path, task: Task) -> str:
        if self.link.format == "csv":
            from dpgui.store.importers.decoding import write_decoded  # the importers: only a CSV file needs them

            files = [(i, p) for i, p in enumerate(self.link.files()) if p.is_file()]
            copies = {}
            for n, (i, path) in enumerate(files):
                task.progress(n / len(files), _aggregating())  # raises Cancelled if it was
                copies[path] = folder / f"{i}.csv"
                write_decoded(path, self.link.delimiter(i) or self._sniffed(path), copies[path], hex_name)
            return relation(self.link, copies)
        return self._utf8_or_missing()

    def _sniffed(self, path: Path) -> str:
        """The delimiter DuckDB guesses, for links made before delimiters were kept (a comma if it cannot)."""
        import duckdb
        try:
            return self.conn.execute(f"SELECT Delimiter FROM sniff_csv({DUCKDB.text(str(path))})").fetchone()[0]
        except duckdb.Error:
            return ","

    def _utf8_or_missing(self) -> str:
        """Parquet text that is not UTF-8 made missing: DuckDB replaces each such byte by '?' in one
        reading and drops it in another, so a value read alike both ways is UTF-8. The two readings are
        paired row by row by their position (no helper column, which could share a data column's name)."""
        files = _paths(p for p in self.link.files() if p.is_file())
        reading = f"read_parquet({files}, union_by_name = true, "
        columns = self.conn.execute(f"DESCRIBE SELECT * FROM {reading}utf8_validation = 'replace')").fetchall()
        texts = [_identifier(name) for name, kind, *_ in columns if kind == "VARCHAR"]
        if not texts:
            return relation(self.link)
        checked = ", ".join(f"CASE WHEN r.{c} = i.{c} THEN r.{c} END AS {c}" for c in texts)
        return (f"(SELECT r.* REPLACE ({checked}) FROM {reading}utf8_validation = 'replace') AS r "
                f"POSITIONAL JOIN {reading}utf8_validation = 'ignore') AS i)")


def _unhex(held: str) -> str:
    """A column's name from its :func:`hex_name` in a decoded copy (a second column of the same name
    is held with DuckDB's suffix ``_1``, ``_2``..., which it keeps)."""
    hexed, _, suffix = held.removeprefix("c_").partition("_")
    return bytes.fromhex(hexed).decode("utf-8", "surrogatepass") + ("_" + suffix if suffix else "")


def connect():
    import duckdb  # lazily: only a linked dataset needs it
    return duckdb.connect(":memory:")


def describe(link: Link, rows: LinkedRows | None = None, task: Task | None = None) -> tuple[list[str], dict[str, str]]:
    """The source's column names, and how DuckDB holds them (``SqlAggregates`` kinds), from metadata
    (a CSV file: its decoded copy, read whole)."""
    rows = rows or LinkedRows(connect(), link)
    rows.query(f"DESCRIBE SELECT * FROM {SOURCE}", task or Task())  # makes the view, and notes its columns
    return [name for name, _ in rows.columns], {name: k for name, held in rows.columns if (k := _kind(held))}


def _kind(duckdb_type: str) -> str | None:
    base = duckdb_type.split("(")[0]
    if base in NUMERIC_TYPES:
        return "number"
    if duckdb_type.endswith("]") or base in ("STRUCT", "MAP", "UNION"):
        return "nested"
    return {"VARCHAR": "string", "BLOB": "bytes"}.get(base)


def aggregates(link: Link, schema: DatasetSchema, seed: int, task: Task) -> SqlAggregates:
    rows = LinkedRows(connect(), link)
    names, kinds = describe(link, rows, task)  # a CSV file's decoded copy is made here: cancellable
    return SqlAggregates(SOURCE, DUCKDB, lambda sql: rows.query(sql, task), schema, names, kinds, seed, task)


def _run(conn, sql: str, task: Task) -> list[tuple]:
    """Run one query; meanwhile report DuckDB's progress and interrupt it if the task is cancelled."""
    done, said = threading.Event(), _aggregating()

    def watch():
        while not done.wait(0.1):
            if task.cancelled:
                conn.interrupt()
                return
            try:
                task.progress(max(conn.query_progress(), 0) / 100, said)
            except Exception:  # noqa: BLE001 - progress is advisory; a cancel is seen on the next poll
                pass

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        return conn.execute(sql).fetchall()
    finally:
        done.set()
        watcher.join()
        task.progress(1.0, said)  # raises Cancelled if it was


def _aggregating() -> str:
    """What the task says while DuckDB aggregates."""
    return translate("engine.duckdb_backend", "aggregating where the data lives")
