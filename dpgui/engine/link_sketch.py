"""The row sketch of a linked source, computed inside the engine that holds its rows (DuckDB, Spark): the
shared form of ``store/ledger/fingerprint.py``'s sketch, equal to the one an import of the same rows gets, so a
linked copy of people imported or linked elsewhere on this computer shares their budget.

It reads every row once: one query counts the rows (and, in a large table, estimates how many distinct values each
column holds); the next writes each value as the sketch sees it and hashes it with the engine's sha256, in the SQL
that hashes imported values too (``store/ledger/sketch_sql.py``; in a large table, a column of few distinct values
once per value, joined back), adds up each row's hashes (and each sum less one column's hash), and returns only the
sums below the sketch's threshold (``fingerprint.below``: about a thousand of each sketch's): no row and no value
leaves the engine. Values are read as every release reads them (``SqlAggregates.text``: undecodable text is
missing). The sketch is never shown; it is kept in the project and this computer's record, as an import's is.
"""

from __future__ import annotations

from pathlib import Path

from dpgui.core.progress import Cancelled, Task
from dpgui.core.words.translation import translate
from dpgui.engine.backends import source_state
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.ledger.fingerprint import MOST_COLUMNS, below, shared_sketch
from dpgui.store.ledger.sketch_sql import DUCKDB_SKETCH, MISSING_HASH, SPARK_SKETCH, SketchSql, canonical_number, \
    canonical_text
from dpgui.store.links import Link
from dpgui.store.project import DatasetInfo, Project

ONCE_PER_VALUE = 1_000_000  # in a large table (LARGE rows or more), a column with at most this many distinct
LARGE = 1_000_000           # values (and 4 rows each) is hashed once per value, then joined back


def sketch(link: Link, schema: DatasetSchema, task: Task) -> dict:
    """The shared sketch of the source's rows as they are now, with the state they were read in."""
    now = source_state(link)
    if link.engine == "spark":
        from dpgui.engine import spark_backend as backend
        sql = SPARK_SKETCH
    else:
        from dpgui.engine import duckdb_backend as backend
        sql = DUCKDB_SKETCH
    data = backend.aggregates(link, schema, 0, task)  # the rows, read as every release reads them
    names, said = data.names, translate("engine.link_sketch", "reading every row once, to recognise these people in "
                                        "other datasets")
    readings = [_reading(data, sql, name) for name in names]
    rows = int(data.query(f"SELECT count(*) FROM {data.source}", said)[0][0])
    once = [False] * len(names)
    if rows >= LARGE:
        distinct = data.query(f"SELECT {', '.join(f'approx_count_distinct({r})' for r in readings)} "
                               f"FROM {data.source}", said)[0]
        once = [d <= min(ONCE_PER_VALUE, rows // 4) for d in distinct]
    canon = [canonical_number if data.kinds.get(name) == "number" else canonical_text for name in names]
    joins, hashes, missing = [], [], MISSING_HASH
    for j, (reading, by_value, write) in enumerate(zip(readings, once, canon)):
        if by_value:
            value = sql.value_hash(write(sql, "dpgui_r"))
            joins.append(f"LEFT JOIN (SELECT dpgui_r AS dpgui_k{j}, {value} AS dpgui_v{j} "
                         f"FROM (SELECT DISTINCT {reading} AS dpgui_r FROM {data.source}) dpgui_d) dpgui_d{j} "
                         f"ON dpgui_b.dpgui_r{j} IS NOT DISTINCT FROM dpgui_d{j}.dpgui_k{j}")
            hashes.append(f"coalesce(dpgui_v{j}, {missing})")  # never used: NULL joins NULL
        else:
            hashes.append(sql.value_hash(write(sql, f"dpgui_b.dpgui_r{j}")))
    base = ", ".join(f"{r} AS dpgui_r{j}" for j, r in enumerate(readings))
    hashed = (f"SELECT {', '.join(f'{h} AS dpgui_h{j}' for j, h in enumerate(hashes))} "
              f"FROM (SELECT {base} FROM {data.source}) dpgui_b {' '.join(joins)}")
    total = " + ".join(f"CAST(dpgui_h{j} AS {sql.wide})" for j in range(len(names)))
    items = ["dpgui_s"] + ([sql.wrap(f"dpgui_s - dpgui_h{j}") for j in range(len(names))]
                           if len(names) <= MOST_COLUMNS else [])
    limit = below(rows)
    sums = ", ".join(f"{x} AS dpgui_x{i}" for i, x in enumerate(items))
    kept = ", ".join(f"CASE WHEN dpgui_x{i} < {limit} THEN dpgui_x{i} END" for i in range(len(items)))
    found = data.query(f"SELECT {kept} FROM (SELECT {sums} FROM (SELECT {sql.wrap(total)} AS dpgui_s, * "
                        f"FROM ({hashed}) dpgui_h) dpgui_s) dpgui_x "
                        f"WHERE {' OR '.join(f'dpgui_x{i} < {limit}' for i in range(len(items)))}", said)
    return {**shared_sketch(rows, len(names), [[x for x in column if x is not None] for column in zip(*found)]
                            if found else [[] for _ in items]), "state": now}


def _reading(data, sql: SketchSql, name: str) -> str:
    """A column as the sketch reads it: a number as the engine holds it, anything else as trimmed text."""
    if data.kinds.get(name) == "number":
        return data.sql.quote(name)
    return sql.trim(data.text(name))


def _readable(path: Path) -> bool:
    """Whether a listed file opens for reading: one that does not would fail the release after its charge."""
    try:
        with path.open("rb"):
            return True
    except OSError:
        return False


def refresh(project: Project, info: DatasetInfo, task: Task | None = None) -> None:
    """Before a charge on a linked dataset whose source is not in the state its sketch was made in (changed
    files, or linked before sketches were made), sketch its rows again, so the charge counts what was spent
    on any people it now shares with other datasets. Nothing of the rows is shown; if they cannot be read,
    the release is refused with nothing spent."""
    if info.link is None:
        return
    link, known = Link(**info.link), project.sketch(info.name).get("state")
    if link.format != "table" and not all(_readable(p) for p in link.files() if p.is_file()):
        raise ValueError(translate("engine.link_sketch", "A file of {name} cannot be opened for reading any more (check "
                                   "its permissions); nothing was spent").format(name=repr(info.name)))
    try:
        if known == source_state(link):
            return
        fresh = sketch(link, info.schema, task or Task())
    except Cancelled:
        raise
    except Exception as err:  # noqa: BLE001 - before the charge: refused, nothing spent, no data in the message
        raise ValueError(translate("engine.link_sketch", "The rows of {name} must be read once to recognise their "
                                   "people, and could not be read ({error}); nothing was spent").format(
            name=repr(info.name), error=type(err).__name__)) from None
    project.set_sketch(info.name, fresh)
