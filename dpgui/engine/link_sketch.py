"""The row sketch of a linked source, computed inside the engine that holds its rows (DuckDB, Spark): the
shared form of ``store/ledger/fingerprint.py``'s sketch, equal to the one an import of the same rows gets, so a
linked copy of people imported or linked elsewhere on this computer shares their budget.

It reads every row once: one query counts the rows (and, in a large table, estimates how many distinct
values each column holds); the next writes each value as :func:`~dpgui.store.ledger.fingerprint.canonical` writes
it, hashes it with the engine's sha256 (in a large table, a column of few distinct values once per value,
joined back), adds up each row's hashes (and each sum less one column's hash), and returns only the sums
below the sketch's threshold (``fingerprint.below``: about a thousand of each sketch's): no row and no value
leaves the engine. Values are read as every release reads them (``SqlAggregates.text``: undecodable text is
missing). The sketch is never shown; it is kept in the project and this computer's record, as an import's is.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from dpgui.core.progress import Cancelled, Task
from dpgui.core.words.translation import translate
from dpgui.engine.backends import source_state
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.ledger.fingerprint import LARGEST, MOST_COLUMNS, NUMBER, SCALE, below, shared_sketch, value_hashes
from dpgui.store.links import Link
from dpgui.store.project import DatasetInfo, Project

MODULUS = 2**64
ONCE_PER_VALUE = 1_000_000  # in a large table (LARGE rows or more), a column with at most this many distinct
LARGE = 1_000_000           # values (and 4 rows each) is hashed once per value, then joined back
UPPER, LOWER = string.ascii_uppercase, string.ascii_lowercase


@dataclass(frozen=True)
class SketchSql:
    """What differs between the engines' SQL for the sketch (``Dialect`` writes names and values)."""

    trim: Callable[[str], str]         # spaces (only) around a text removed
    is_number: Callable[[str, str], str]  # (text, pattern literal): the whole text matches the pattern
    lower: Callable[[str], str]        # ASCII letters in lower case, other characters kept
    value_hash: Callable[[str], str]   # the leading 64 bits of a text's sha256, as an unsigned number
    wide: str                          # an exact integer type for sums of up to 65 such numbers
    wrap: Callable[[str], str]         # such a sum (or difference) modulo 2^64


DUCKDB_SKETCH = SketchSql(
    trim=lambda t: f"trim({t}, ' ')",
    is_number=lambda t, pattern: f"regexp_full_match({t}, {pattern})",
    lower=lambda t: f"(CASE WHEN strlen({t}) = length({t}) THEN lower({t}) ELSE translate({t}, '{UPPER}', "
                    f"'{LOWER}') END)",  # lower() is fast and, on ASCII text, exactly ASCII
    value_hash=lambda t: f"CAST(('0x' || substr(sha256({t}), 1, 16)) AS UBIGINT)",
    wide="HUGEINT",
    wrap=lambda x: f"(({x}) & {MODULUS - 1})")  # two's complement: 15 times faster than %
SPARK_SKETCH = SketchSql(
    trim=lambda t: f"trim(BOTH ' ' FROM {t})",
    # Java's $ also matches before a final line break: no character outside the pattern's may appear
    is_number=lambda t, pattern: f"({t} RLIKE concat('^', {pattern}, '$') AND NOT {t} RLIKE '[^-+.0-9eE]')",
    lower=lambda t: f"translate({t}, '{UPPER}', '{LOWER}')",  # lower() follows Java's locale rules
    value_hash=lambda t: f"CAST(conv(substr(sha2(CAST({t} AS BINARY), 256), 1, 16), 16, 10) AS DECIMAL(20, 0))",
    wide="DECIMAL(38, 0)",
    wrap=lambda x: f"pmod({x}, {MODULUS})")


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
    canon = [_canonical(data, sql, name) for name in names]
    joins, hashes, missing = [], [], int(value_hashes([""])[0])
    for j, (reading, by_value, write) in enumerate(zip(readings, once, canon)):
        if by_value:
            joins.append(f"LEFT JOIN (SELECT dpgui_r AS dpgui_k{j}, {sql.value_hash(write('dpgui_r'))} AS dpgui_v{j} "
                         f"FROM (SELECT DISTINCT {reading} AS dpgui_r FROM {data.source}) dpgui_d) dpgui_d{j} "
                         f"ON dpgui_b.dpgui_r{j} IS NOT DISTINCT FROM dpgui_d{j}.dpgui_k{j}")
            hashes.append(f"coalesce(dpgui_v{j}, {missing})")  # never used: NULL joins NULL
        else:
            hashes.append(sql.value_hash(write(f"dpgui_b.dpgui_r{j}")))
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


def _canonical(data, sql: SketchSql, name: str) -> Callable[[str], str]:
    """SQL writing a column's reading as :func:`~dpgui.store.ledger.fingerprint.canonical` writes its text."""
    def as_number(x: str) -> str:
        return f"'n' || CAST(CAST(floor({x} * {int(SCALE)}) AS BIGINT) AS STRING)"

    if data.kinds.get(name) == "number":
        def write(r: str) -> str:
            x = f"CAST({r} AS DOUBLE)"
            return (f"(CASE WHEN {r} IS NULL OR isnan({x}) THEN '' WHEN abs({x}) < {int(LARGEST)} THEN "
                    f"{as_number(x)} ELSE 't' || {sql.lower(sql.trim(f'CAST({r} AS STRING)'))} END)")
        return write

    def write(t: str) -> str:
        x = f"TRY_CAST({t} AS DOUBLE)"
        return (f"(CASE WHEN {t} IS NULL OR {t} = '' THEN '' WHEN {sql.is_number(t, data.sql.text(NUMBER))} AND "
                f"abs({x}) < {int(LARGEST)} THEN {as_number(x)} ELSE 't' || {sql.lower(t)} END)")
    return write


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
