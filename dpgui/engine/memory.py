"""What a release will need in memory, from public facts only (the declared categories, the query, PMW's
rounds), so that ``prepare`` refuses before the charge a release that would not fit (reference/trust.md:
"what the release will need is bounded before the charge"): once charged, running out of memory would
spend the budget for nothing.

The estimate is an upper bound over everything the data could do: every cell of every table is taken
as non-empty and PMW's model as at its cap (core/mechanisms/pmw.py: a round chooses only among the marginals that
keep the model within MAX_MODEL_CELLS, a rule on public facts). Its costs per cell were measured on the
code that runs (``tests/test_query_checks.py`` runs a release under an address-space limit of this
size) and rounded up.
"""

from __future__ import annotations

import functools
import math
import os

from dpgui.core.mechanisms.marginal_tree import candidate_sets
from dpgui.core.mechanisms.tree_model import marginal_cells
from dpgui.core.mechanisms.pmw import MAX_DEFAULT_ROUNDS, MAX_FACTOR_CELLS, MAX_MODEL_CELLS
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.engine.queries import Query, marginal_tables
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.project import DatasetInfo

MEMORY_SHARE = 0.5  # of the machine's memory, for one release; the rest is left to everything else
ASSUMED_MEMORY = 4 << 30  # when the system does not say how much it has
BASE = 256 << 20  # reading the data (a chunk of each column at a time) and the interpreter's working space
CELL = 8  # one float64 or int64 cell of an array
OUTPUT_CELL = 2_000  # one released cell: its estimate, row, ledger JSON, read back (~900 measured for a table)
LABEL_BYTE = 16  # each UTF-8 byte of a released cell's label, held in several copies on the way (~12 measured)
ENGINE_ROW = 64  # one row of counts coming back from DuckDB, plus this per column (Spark: three times both)
ENGINE_VALUE = 48
WORKING = 64  # PMW's arrays of one marginal's size while it scores, measures or fits it (~50 measured)
MEASURED_CELL = 256  # one measured cell kept by PMW: the noisy counts, their fitted copy, the transcript
ARRAY_CELL = 400  # a cell of a learned table kept as arrays: estimate, its ranges' running sums, low and high, packed
# and in the ledger's JSON, read back (engine/learned_tables.py; ~150 measured)
SYNTHETIC_VALUE = 48  # one value of one synthetic row (its index, its place in a row list, the CSV text)


def machine_memory() -> int:
    """The machine's physical memory in bytes (``ASSUMED_MEMORY`` where the system does not say)."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):  # Windows has no sysconf
        return ASSUMED_MEMORY


def limit() -> int:
    return int(machine_memory() * MEMORY_SHARE)


def release_bytes(query: Query, schema: DatasetSchema, engine: str | None = None, synthetic_rows: int = 0) -> int:
    """An upper bound on the memory a release of ``query`` needs once charged, in bytes: reading (``engine``
    None for imported data, else "duckdb" or "spark"), the mechanism, and storing and showing its output;
    with ``synthetic_rows``, drawing that many rows from a learned distribution too."""
    labels = [schema.columns[c].labels if schema.columns[c].type == "categorical" else [] for c in query.columns]
    if query.type == "marginals":
        need = _tree_bytes(query, labels, engine) if query.method == "tree" else _pmw_bytes(query, labels, engine)
    elif query.type in ("histogram", "table") or query.type == "above_threshold" and query.columns:
        need = _table_bytes(labels, engine)
    elif query.type == "above_threshold":  # named filters: one count each
        need = OUTPUT_CELL * len(query.candidates.labels)
    else:
        need = OUTPUT_CELL * (len(labels[0]) if query.type == "mode" else 1)
    rows = synthetic_rows * len(labels) * (SYNTHETIC_VALUE + LABEL_BYTE * max(_longest(a) for a in labels)) \
        if synthetic_rows else 0
    return BASE + need + rows


def check(query: Query, info: DatasetInfo, synthetic_rows: int = 0) -> None:
    """Refuse, before the charge, a release from ``info`` that would need more than :func:`limit` bytes."""
    engine = info.link["engine"] if info.link else None
    _refuse(release_bytes(query, info.schema, engine, synthetic_rows), query.type == "marginals")


def check_plan(queries: list[Query], info: DatasetInfo) -> None:
    """Refuse, before its one charge, a plan whose releases would together need more than :func:`limit` bytes: a
    plan holds every release it makes (and the aggregates its queries share) until it ends, and reads the data
    once for all of them."""
    engine = info.link["engine"] if info.link else None
    need = BASE + sum(release_bytes(q, info.schema, engine) - BASE for q in queries)
    _refuse(need, any(q.type == "marginals" for q in queries))


def _refuse(need: int, marginals: bool) -> None:
    allowed = limit()
    if need > allowed:
        advice = (translate("engine.memory", "fewer columns, a smaller k, fewer rounds or fewer synthetic rows")
                  if marginals else translate("engine.memory", "fewer columns or coarser categories"))
        raise ValueError(translate("engine.memory", "This release could need up to {need} of memory, more than the "
                                   "{allowed} dpgui allows itself on this computer (half of its {memory}); ask for "
                                   "{advice} (nothing was spent)").format(
            need=_gb(need), allowed=_gb(allowed), memory=_gb(machine_memory()), advice=advice))


def _table_bytes(labels: list[list[str]], engine: str | None) -> int:
    """A histogram or table: its counts, its labels (built as text arrays of the longest label), and the
    released cells; from a linked engine, a row per cell."""
    cells = math.prod(len(a) for a in labels)
    text = 2 * len(labels) * 4 * max(_longest(a) for a in labels)  # two arrays of 4-byte characters per column
    return cells * (4 * CELL + text + _output_cell(labels, range(len(labels))) + _engine_row(engine, len(labels)))


def _pmw_bytes(query: Query, labels: list[list[str]], engine: str | None) -> int:
    """PMW (core/mechanisms/pmw.py) over the query's tables: the true counts of every table and one-way marginal, the
    model at its cap while a merge builds a factor, one table's working arrays, every measurement of the
    rounds at the largest table, and the released tables."""
    tables = marginal_tables(query)
    size = [len(a) for a in labels]
    table_cells = [math.prod(size[a] for a in m) for m in tables]
    counted = sum(table_cells) + sum(size)
    largest = max(table_cells)
    model = min(MAX_MODEL_CELLS, math.prod(size) + sum(size)) + 2 * min(MAX_FACTOR_CELLS, math.prod(size))
    measured = sum(size) + (query.rounds or MAX_DEFAULT_ROUNDS) * largest
    output = ARRAY_CELL * sum(table_cells)  # the released tables, as arrays
    engine_rows = sum(cells * _engine_row(engine, len(m)) for m, cells in zip(tables, table_cells)) \
        + sum(size) * _engine_row(engine, 1)  # a row per cell of every table and one-way marginal
    return CELL * (counted + model) + WORKING * largest + MEASURED_CELL * measured + output + engine_rows


def _tree_bytes(query: Query, labels: list[list[str]], engine: str | None) -> int:
    """The junction tree (core/mechanisms/marginal_tree.py) over the query's tables: the true counts of every table,
    one-way marginal and subset it may measure (each at most a table's size), the model (at most one measured table
    per step, plus the one-ways), what summing out columns can make (core/mechanisms/tree_model.py: at most a clique and
    the table asked), one table's working arrays, every measurement, and the released tables as arrays."""
    tables = marginal_tables(query)
    size = [len(a) for a in labels]
    table_cells = [math.prod(size[a] for a in m) for m in tables]
    largest = max(table_cells)
    subsets = sum(math.prod(size[a] for a in s) for s in candidate_sets(tables))
    steps = len(size)  # at most d − 1 after the root
    counted = sum(table_cells) + subsets + sum(size)
    model = steps * largest + sum(size)
    engine_rows = sum(cells * _engine_row(engine, len(m)) for m, cells in zip(tables, table_cells)) \
        + sum(size) * _engine_row(engine, 1)
    widest = max(len(m) for m in tables)
    eliminating = 2 * marginal_cells(tuple(size), widest, widest)  # the largest table summing out can make, twice
    return (CELL * (counted + model + eliminating) + WORKING * largest + MEASURED_CELL * (sum(size) + steps * largest)
            + ARRAY_CELL * sum(table_cells) + engine_rows)


def _output_cell(labels: list[list[str]], axes, names=None) -> int:
    """The bytes of one released cell of a table over ``axes``: a fixed part and its label (with ``names``,
    "name=value" per column), whose length is the mean over the cells (each category appears equally often)."""
    text = sum(_utf8(names[a]) + 1 for a in axes) if names else 0
    text += 4 * (len(axes) - 1)  # " × "
    text += sum(_label_bytes(tuple(labels[a]))[1] for a in axes)
    return OUTPUT_CELL + math.ceil(LABEL_BYTE * text)


def _engine_row(engine: str | None, columns: int) -> int:
    if engine is None:
        return 0
    return (ENGINE_ROW + ENGINE_VALUE * (columns + 1)) * (3 if engine == "spark" else 1)


def _longest(labels: list[str]) -> int:
    return _label_bytes(tuple(labels))[0]


@functools.lru_cache(maxsize=64)
def _label_bytes(labels: tuple[str, ...]) -> tuple[int, float]:
    """(the longest label's UTF-8 bytes, 1 when there is none; their mean) for a column's labels: every release
    asks, and a column's declared labels rarely change, so each list is measured once."""
    sizes = [_utf8(v) for v in labels]
    return max(sizes, default=1), sum(sizes) / len(sizes) if sizes else math.nan


def _utf8(text: str) -> int:
    return len(text.encode("utf-8"))


def _gb(size: int) -> str:
    if size >= 2**30:
        return translate("engine.memory", "{size} GB").format(size=plain_number(size / 2**30, step=0.1))
    return translate("engine.memory", "{size} MB").format(size=plain_number(size / 2**20, step=1))
