"""The aggregates every mechanism needs, computed by one SQL query inside the engine that holds the rows
(DuckDB, Spark), so that only aggregates leave it: counts per declared cell, exact clamped sums, rank
counts over a quantile grid. The noise is added afterwards, locally, by the samplers.

The queries follow the imported path (``aggregates.py``) rule for rule, so both give the same true
aggregates on the same rows:
- contribution bounding first: at most K rows of each person, ranked by the engine's 64-bit hash of a
  seed drawn from the CSPRNG for this release and the row's values (the imported path draws a CSPRNG key
  per row instead; either rule depends on one person's rows only, so the sensitivity holds); rows with
  no person are left out;
- then the ``where`` filter; a missing value never matches it;
- a value is missing when it is NULL or empty text; it falls in a category equal to it as text, else in
  the first one equal to it as a number, else in "(other)"; missing values go to "(missing)" or
  "(other)" as declared; where the declared rule leaves a value out, its cell is NULL and its row is
  counted in none of the query's cells;
- a value that cannot be read as text is missing, never an error: engine text that is not UTF-8, bytes
  that are not UTF-8, lists, structs and maps (CSV text is decoded before, by ``store/importers/decoding.py``);
- numbers: unreadable text and NaN are missing, then imputed or left out as declared, and clamped.
Every value and column name reaches the SQL through the engine's own writer (``Dialect``), each
tested against its engine, so no value or name can change what a query does.

An exact sum of doubles in SQL: each value strictly inside the bounds is split into whole numbers whose
sums the engine computes exactly (``SqlAggregates.clamped_sum``), and the few totals are combined here
as rationals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

import numpy as np

from dpgui.core.mechanisms.bounded import ClampedSum, clamped_total
from dpgui.core.mechanisms.selection import Ranks
from dpgui.core.progress import Task
from dpgui.core.words.translation import translate
from dpgui.engine.aggregates import predicate_columns
from dpgui.store import columns as codec
from dpgui.store.declared.schema import LEFT_OUT, ColumnSchema, DatasetSchema


@dataclass(frozen=True)
class Dialect:
    """What differs between the engines' SQL, the writers of names and values first."""

    quote: Callable[[str], str]       # a column's name, as an identifier the engine reads back exactly
    text: Callable[[str], str]        # a text value, as a literal the engine reads back exactly
    checked: Callable[[str], str]     # a text expression, NULL where the engine holds bytes that are not UTF-8
    from_bytes: Callable[[str], str]  # a bytes expression as UTF-8 text, NULL where it is not UTF-8
    row_hash: str        # a 64-bit hash function of several arguments
    exact_integer: str   # a type whose sum of up to 2^60 values below 2^55 is exact


def hex_name(name: str) -> str:
    """A column's name in an engine's view of the source: the engines match names without regard to
    case, so a data column named like one of the queries' own names (``dpgui_n``) would be taken for it;
    ``c_`` and the hexadecimal of the UTF-8 bytes is distinct for distinct names and never one of them."""
    return "c_" + name.encode("utf-8", "surrogatepass").hex()


FAST_SUM_BITS = 71  # w = v·2^s below 2^71 for every value within the bounds


def _double(x: float) -> str:
    """A finite double as a literal both engines read as a DOUBLE (scientific notation), exactly."""
    text = repr(float(x))
    return f"({text if 'e' in text else text + 'e0'})"


class SqlAggregates:
    """The aggregates of one relation (``source``: a table expression) under a declared schema.

    ``run(sql)`` executes a query in the engine and returns its rows; ``names`` are the source's columns;
    ``kinds`` says how the engine holds a column: "number" (compared as a number without a detour through text), "string", "bytes" or
    "nested" (a list, struct or map: always missing); any other column is read as its text."""

    def __init__(self, source: str, dialect: Dialect, run: Callable[[str], list[tuple]], schema: DatasetSchema,
                 names: list[str], kinds: dict[str, str], seed: int, task: Task):
        self.source, self.sql, self._run, self.schema = source, dialect, run, schema
        self.names, self.kinds, self.seed, self.task = names, kinds, seed, task

    # -- expressions ----------------------------------------------------------------------------

    def _col(self, name: str) -> str:
        return self.sql.quote(name)

    def _raw(self, name: str) -> str:
        """The column as the engine holds it, or NULL if nested (which no engine can group or hash alike)."""
        return "CAST(NULL AS STRING)" if self.kinds.get(name) == "nested" else self._col(name)

    def text(self, name: str) -> str:
        """The column's value as text, NULL when missing: the one reading of a value as text."""
        kind, col = self.kinds.get(name), self._col(name)
        if kind == "nested":
            return "CAST(NULL AS STRING)"
        text = {"string": self.sql.checked(col), "bytes": self.sql.from_bytes(col)}.get(kind, f"CAST({col} AS STRING)")
        return f"NULLIF({text}, '')"

    def _literal(self, value: str) -> str:
        """A text value as a literal; one that is not Unicode text (a lone surrogate) equals nothing."""
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return "CAST(NULL AS STRING)"
        return self.sql.text(value)

    def _number_of(self, name: str) -> str:
        """The column as a double; NULL when missing, unreadable or NaN."""
        x = f"CAST({self._col(name)} AS DOUBLE)" if self.kinds.get(name) == "number" \
            else f"TRY_CAST({self.text(name)} AS DOUBLE)"
        return f"(CASE WHEN isnan({x}) THEN NULL ELSE {x} END)"

    def _matches(self, name: str, wanted: list[str]) -> list[str]:
        """Conditions, one per wanted value in order: equal as text; then conditions equal as numbers."""
        text = self.text(name)
        by_text = [f"{text} = {self._literal(w)}" for w in wanted]
        numbers = codec.finite_floats(wanted)  # as the imported path reads them
        by_number = [f"{self._number_of(name)} = {_double(v)}" if np.isfinite(v) else None for v in numbers]
        return by_text + by_number

    def _cell(self, name: str) -> str:
        """The declared cell index of the column's value (categories, "(other)", "(missing)"); NULL where
        the declared rule leaves the row out."""
        col: ColumnSchema = self.schema.columns[name]
        other, missing = ("NULL" if cell == LEFT_OUT else str(cell) for cell in col.extra_cells)
        conditions = self._matches(name, list(col.categories))
        # the text matches, then the numeric ones, each in category order: condition i is category i % n
        n = len(col.categories)
        branches = [f"WHEN {c} THEN {i % n}" for i, c in enumerate(conditions) if c is not None]
        return f"(CASE WHEN {self.text(name)} IS NULL THEN {missing} {' '.join(branches)} ELSE {other} END)"

    def _predicate(self, pred: dict | None) -> str:
        if pred is None:
            return "TRUE"
        if "and" in pred or "or" in pred:
            op, empty = (" AND ", "TRUE") if "and" in pred else (" OR ", "FALSE")
            return "(" + (op.join(self._predicate(p) for p in pred.get("and", pred.get("or"))) or empty) + ")"
        name = pred["column"]
        if "range" in pred:
            x = self._number_of(name)
            low, high = (float(v) for v in pred["range"])
            return f"({x} >= {_double(low)} AND {x} <= {_double(high)})"
        wanted = [str(v) for v in (pred["in"] if "in" in pred else [pred["equals"]])]
        conditions = [c for c in self._matches(name, wanted) if c is not None]
        return f"({self.text(name)} IS NOT NULL AND ({' OR '.join(conditions) or 'FALSE'}))"

    def _value(self, name: str) -> str:
        """A numeric column's value after its missing-value policy (NULL when excluded)."""
        col = self.schema.columns[name]
        x = self._number_of(name)
        return x if col.missing == "exclude" else f"COALESCE({x}, {_double(col.impute_value)})"

    def _rows(self, columns: set[str]) -> str:
        """The rows that count, as a subquery: at most K per person, chosen by a seeded hash, when the
        schema names the person column (rows without one are left out)."""
        person = self.schema.person
        names = sorted(columns)
        cols = ", ".join(f"{self._raw(c)} AS {self._col(c)}" for c in names) or "1 AS one"
        if person is None:
            return f"(SELECT {cols} FROM {self.source})"
        who = self.text(person.column)
        hashed = ", ".join([str(self.seed)] + [self._raw(c) for c in sorted(columns | {person.column})])
        kept = ", ".join(self._col(c) for c in names) or "one"
        return (f"(SELECT {kept} FROM (SELECT {cols}, row_number() OVER (PARTITION BY {who} "
                f"ORDER BY {self.sql.row_hash}({hashed})) AS dpgui_rank FROM {self.source} WHERE {who} IS NOT NULL) "
                f"WHERE dpgui_rank <= {person.max_rows})")

    def query(self, sql: str, message: str) -> list[tuple]:
        """Run ``sql`` in the engine (also for the row sketch, ``link_sketch.py``), with progress."""
        self.task.progress(0.0, message)
        rows = self._run(sql)
        self.task.progress(1.0, message)
        return rows

    # -- the aggregates ------------------------------------------------------------------------------

    def grouped_counts(self, columns: list[str], sets: list[tuple[int, ...]],
                       where: dict | None) -> dict[tuple[int, ...], np.ndarray]:
        """Counts over the declared cells of each set of ``columns`` (positions), in one scan: rows are
        first counted per distinct raw values, then those few groups are mapped to cells. A row that one
        column's declared rule leaves out (its cell NULL) is counted in no set, as on the imported path."""
        used = set(columns) | predicate_columns(where)
        raw = ", ".join(self._col(c) for c in sorted(used))
        grouped = f"(SELECT {raw}, count(*) AS dpgui_n FROM {self._rows(used)} GROUP BY {raw})" if raw \
            else f"(SELECT count(*) AS dpgui_n FROM {self._rows(used)})"
        cells = [f"{self._cell(c)} AS dpgui_c{i}" for i, c in enumerate(columns)]
        mapped = f"(SELECT {', '.join(cells + ['dpgui_n'])} FROM {grouped} WHERE {self._predicate(where)})"
        keys = [f"dpgui_c{i}" for i in range(len(columns))]
        unique = list(dict.fromkeys(sets))
        grouping = ", ".join("(" + ", ".join(keys[a] for a in s) + ")" for s in unique)
        counted = " AND ".join(f"{k} IS NOT NULL" for k, c in zip(keys, columns) if self.schema.columns[c].leaves_out)
        rows = self.query(f"SELECT {', '.join(keys + ['sum(dpgui_n) AS dpgui_n'])} FROM {mapped} "
                           + (f"WHERE {counted} " if counted else "")
                           + f"GROUP BY GROUPING SETS ({grouping})",
                           translate("engine.sql_aggregates", "counting in the data's own engine"))
        shape = [len(self.schema.columns[c].labels) for c in columns]
        out = {s: np.zeros([shape[a] for a in s], dtype=np.int64) for s in unique}
        for row in rows:
            present = tuple(a for a in range(len(columns)) if row[a] is not None)
            if present in out and row[-1] is not None:
                out[present][tuple(int(row[a]) for a in present)] += int(row[-1])
        return out

    def cell_counts(self, columns: list[str], where: dict | None) -> tuple[np.ndarray, list[list[str]]]:
        every = tuple(range(len(columns)))
        return self.grouped_counts(columns, [every], where)[every], [self.schema.columns[c].labels for c in columns]

    def marginal_counts(self, columns: list[str], marginals: list[tuple[int, ...]],
                        where: dict | None) -> tuple[dict[tuple[int, ...], np.ndarray], list[list[str]]]:
        counts = self.grouped_counts(columns, marginals, where)
        return {m: counts[m] for m in marginals}, [self.schema.columns[c].labels for c in columns]

    def count_rows(self, where: dict | None) -> int:
        return int(self.grouped_counts([], [()], where)[()])

    def clamped_sum(self, column: str, lower: float, upper: float, where: dict | None) -> ClampedSum:
        """The exact sum of the column's values clamped to [lower, upper], and how many there were.

        Fast and exact for most values: w = v·2^s is a whole number below 2^71 for every value at least
        about 2^−19 of the larger bound (s from the bounds), split into four 18-bit parts whose sums as
        doubles stay below 2^53, so exact, for up to 2^35 rows. The other values inside the bounds are
        written m·2^e (e from log2, with a spare bit for its rounding) and the m added as integers per e."""
        low, high = Fraction(lower), Fraction(upper)
        lo, hi = _double(float(low)), _double(float(high))
        scale = FAST_SUM_BITS - math.frexp(max(abs(float(low)), abs(float(high))))[1]
        fast = abs(scale) <= 1000  # 2^s must be a double
        rows = self._sum_query(column, where, lo, hi, scale if fast else None)
        n = sum(int(r[-1] or 0) for r in rows)
        if fast and n >= 2**35:  # the parts' double sums might round: every value by its e instead
            rows = self._sum_query(column, where, lo, hi, None)
        exact = sum((Fraction(int(r[1])) * Fraction(2) ** int(r[0]) for r in rows if r[0] is not None), Fraction(0))
        parts = [sum(int(r[2 + k] or 0) for r in rows) for k in range(4)]  # all 0 without the fast path
        exact += Fraction(sum(p << (18 * k) for k, p in enumerate(parts)), 2**scale if scale >= 0 else 1) \
            * (2**-scale if scale < 0 else 1)
        below, above, at_low, at_high = (sum(int(r[i] or 0) for r in rows) for i in range(6, 10))
        return ClampedSum(clamped_total(exact, below, above, at_low, at_high, low, high), n)

    def _sum_query(self, column: str, where: dict | None, lo: str, hi: str, scale: int | None) -> list[tuple]:
        """Rows of (e, Σm, the four parts' sums, counts below, above, at each bound, the count)."""
        used = {column} | predicate_columns(where)
        inside = f"v > {lo} AND v < {hi} AND v <> 0"
        w = f"v * {_double(math.ldexp(1, scale))}" if scale is not None else "NULL"
        # whole, and exact (a tiny v times 2^s < 1 may lose bits, which the way back shows)
        fast = f"({inside} AND ({w}) % {_double(1)} = 0 AND ({w}) * {_double(math.ldexp(1, -scale))} = v)" \
            if scale is not None else "FALSE"
        e = f"CASE WHEN {inside} AND NOT fast THEN CAST(floor(log2(abs(v))) AS BIGINT) - 53 END"
        values = (f"(SELECT v, fast, CASE WHEN fast THEN {w} END AS w, {e} AS e FROM (SELECT v, {fast} AS fast "
                  f"FROM (SELECT {self._value(column)} AS v FROM {self._rows(used)} WHERE {self._predicate(where)})))")
        parts, rest = [], "w"
        for k in (3, 2, 1):  # w = p3·2^54 + p2·2^36 + p1·2^18 + p0, each part below 2^18 (p3 with a sign)
            unit = _double(math.ldexp(1, 18 * k))
            parts.append(f"floor(({rest}) / {unit})")
            rest = f"({rest}) - {parts[-1]} * {unit}"
        parts.append(rest)
        two = _double(2)  # v·2^−e in two exact steps, since 2^−e alone may not fit in a double
        m = f"CAST(v * pow({two}, least(-e, 1000)) * pow({two}, -e - least(-e, 1000)) AS {self.sql.exact_integer})"
        counts = [f"sum(CASE WHEN {c} THEN 1 ELSE 0 END)" for c in (f"v < {lo}", f"v > {hi}", f"v = {lo}", f"v = {hi}")]
        sums = [f"sum(CASE WHEN e IS NULL THEN NULL ELSE {m} END)"] + [f"sum({p})" for p in reversed(parts)]
        return self.query(f"SELECT e, {', '.join(sums + counts)}, count(v) FROM {values} GROUP BY e",
                           translate("engine.sql_aggregates", "adding in the data's own engine"))

    def ranks(self, column: str, lower: float, upper: float, grid: list[float], where: dict | None) -> Ranks:
        """#{x < b} for each grid point b, of the values clipped to [lower, upper]. Each value's position
        t = (v − g₁)/h on an evenly spaced grid gives its count j of grid points ≤ v at once when t is
        provably not near a whole number (see :func:`_margin`); the few values that are near one are
        grouped by value and placed here by exact comparison."""
        used = {column} | predicate_columns(where)
        x = self._value(column)  # least and greatest skip NULLs, so an excluded value is kept NULL by hand
        clipped = f"CASE WHEN {x} IS NULL THEN NULL ELSE least(greatest({x}, {_double(lower)}), {_double(upper)}) END"
        g = np.asarray(grid, dtype=float)
        step = _step(g)
        margin = _margin(g, step)
        t = f"((v - {_double(g[0])}) / {_double(step)})"
        safe = f"({t} - floor({t}) >= {_double(margin)} AND {t} - floor({t}) <= {_double(1 - margin)})" \
            if margin < 0.25 else "FALSE"
        rows = self.query(f"SELECT CASE WHEN {safe} THEN CAST(floor({t}) AS BIGINT) + 1 END, "
                           f"CASE WHEN {safe} THEN NULL ELSE v END, count(*) FROM (SELECT {clipped} AS v "
                           f"FROM {self._rows(used)} WHERE {self._predicate(where)}) WHERE v IS NOT NULL GROUP BY 1, 2",
                           translate("engine.sql_aggregates", "ranking in the data's own engine"))
        at = np.zeros(g.size + 1, dtype=np.int64)
        for j, value, n in rows:
            at[int(j) if j is not None else int(np.searchsorted(g, value, side="right"))] += int(n)
        return Ranks(np.cumsum(at)[:-1], int(at.sum()))


def _step(grid: np.ndarray) -> float:
    return float((grid[-1] - grid[0]) / (grid.size - 1))


def _margin(grid: np.ndarray, step: float) -> float:
    """How near a whole number t = (v − g₁)/h may fall and still give j = ⌊t⌋ + 1 exactly: twice the
    largest distance of a grid point's t from its index. t is monotone in v (IEEE operations are, and
    Python's doubles round as the engines' do), so a v strictly between gᵢ and gᵢ₊₁ has t within that
    distance of [i − 1, i]. 1 (nothing is safe) for a grid too fine for its doubles."""
    if not step > 0:
        return 1.0
    with np.errstate(all="ignore"):
        error = np.max(np.abs((grid - grid[0]) / step - np.arange(grid.size)))
    return float(2 * error + 1e-9) if np.isfinite(error) else 1.0
