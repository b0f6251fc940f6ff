"""Queries as JSON (docs/cli.md lists the forms), validated against the declared schema before
anything is computed or spent.

Every part is checked here, before the charge, because after it nothing may fail: each field has one
type (a bool is not a number, a number is never text), numbers are finite, lists are not empty, and
the sizes are bounded far below what any engine or Python's recursion can meet (the limits below).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from dpgui.core.mechanisms.pmw import workload
from dpgui.core.words.plain_numbers import as_typed, plain_number
from dpgui.core.words.translation import translate
from dpgui.store.declared.schema import DatasetSchema

TYPES = ("count", "histogram", "table", "sum", "mean", "quantile", "mode", "marginals", "above_threshold")
FIELDS = {"count": (), "histogram": ("column",), "mode": ("column",), "table": ("columns",),
          "sum": ("column", "lower", "upper"), "mean": ("column", "lower", "upper"),
          "quantile": ("column", "lower", "upper", "q"), "marginals": ("columns", "marginals", "k", "rounds", "method"),
          "above_threshold": ("column", "columns", "filters", "threshold", "c", "order", "monotone", "follow_up")}
MAX_QUERY_CHARS = 1_000_000  # the JSON text of one query
MAX_DEPTH = 10  # "and"/"or" within each other; the engines recurse once per level
MAX_WHERE_PARTS = 1_000  # conditions and values in one "where", all together
MAX_VALUE_CHARS = 1_000  # one value of "equals" or "in"
MAX_TABLES = 10_000  # tables in one "marginals" query
MAX_ROUNDS = 1_000  # PMW rounds: each one scans every table (see engine/memory.py for its memory)
METHODS = ("tree", "pmw")  # many tables at once: a junction tree of measured marginals (the default), or PMW
MAX_CANDIDATES = 10_000  # candidates of one above-threshold query
MAX_THRESHOLD = 10**15  # an above-threshold line: counts of rows never come near it
MAX_NAME_CHARS = 200  # the name of one above-threshold filter


@dataclass(frozen=True)
class Candidates:
    """An above-threshold query's own parts: the candidates in the order they are examined (``labels``; for
    filters, each one's full condition, the query's "where" included), and the chain's public settings."""

    labels: tuple[str, ...]
    positions: tuple[int, ...]  # each examined candidate's place in the declared list
    filters: tuple[dict, ...] | None
    threshold: int
    c: int
    monotone: bool
    follow_up: Fraction
    given_order: bool


@dataclass(frozen=True)
class Query:
    type: str
    columns: tuple[str, ...] = ()
    where: dict | None = None
    lower: float | None = None
    upper: float | None = None
    q: float = 0.5
    k: int = 2
    rounds: int | None = None
    method: str = "tree"
    marginals: tuple[tuple[str, ...], ...] | None = None
    candidates: Candidates | None = None
    raw: dict | None = None

    @property
    def column(self) -> str:
        return self.columns[0]


def read_json(text: str, what: str, limit: int = MAX_QUERY_CHARS):
    """JSON text as Python values, or a one-line ValueError: too long, malformed, or nested so deep that
    Python's parser would recurse out of its stack."""
    if len(text) > limit:
        raise ValueError(translate("engine.queries", "The {what} is longer than {limit} characters").format(
            what=what, limit=plain_number(limit)))
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(translate("engine.queries", "The {what} is nested too deeply to read").format(what=what)) \
            from None
    except ValueError as err:  # JSONDecodeError, and integers of more digits than Python converts
        raise ValueError(translate("engine.queries", "The {what} is not valid JSON: {problem}").format(
            what=what, problem=err)) from None


def number(value, what: str) -> float:
    """A JSON number (not a bool, not text) as a finite float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(translate("engine.queries", "{what} must be a number").format(what=what))
    try:
        x = float(value)
    except OverflowError:
        x = math.inf
    if not math.isfinite(x):
        raise ValueError(translate("engine.queries", "{what} must be a finite number").format(what=what))
    return x


def whole_number(value, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(translate("engine.queries", "{what} must be a whole number from {low} to {high}").format(
            what=what, low=plain_number(low), high=plain_number(high)))
    return value


def unknown_fields(data: dict, allowed, what: str) -> None:
    """Refuse fields the query does not use: a misspelt "uper" would otherwise be silently ignored."""
    extra = [key for key in data if key not in allowed]
    if extra:
        names = ", ".join(json.dumps(str(key), ensure_ascii=False)[:40] for key in extra[:5])  # one line, short
        raise ValueError(translate("engine.queries", "{what} does not take {names}").format(what=what, names=names))


def parse_query(data: dict | str, schema: DatasetSchema) -> Query:
    if isinstance(data, str):
        data = read_json(data, translate("engine.queries", "query"))
    if not isinstance(data, dict) or not isinstance(data.get("type"), str) or data["type"] not in TYPES:
        raise ValueError(translate("engine.queries", 'A query is a JSON object with "type" one of {types}').format(
            types=", ".join(TYPES)))
    kind = data["type"]
    unknown_fields(data, ("type", "where") + FIELDS[kind], translate("engine.queries", "a {kind} query").format(
        kind=kind))
    where = data.get("where")
    if where is not None:
        _check_predicate(where, schema, 1)
    if kind == "count":
        return Query(kind, where=where, raw=data)
    if kind == "marginals":
        return _many_tables(data, schema, where)
    if kind == "above_threshold":
        return _above_threshold(data, schema, where)
    if kind == "table":
        return Query(kind, tuple(_categorical_columns(data, schema, translate("engine.queries", "a table"))),
                     where=where, raw=data)
    column = data.get("column")
    if not isinstance(column, str):
        raise ValueError(translate("engine.queries", 'A {kind} query needs "column"').format(kind=kind))
    if kind in ("histogram", "mode"):
        schema.releasable(column, "categorical")
        return Query(kind, (column,), where=where, raw=data)
    declared = schema.releasable(column, "numeric")
    lower = number(data["lower"], '"lower"') if "lower" in data else declared.lower
    upper = number(data["upper"], '"upper"') if "upper" in data else declared.upper
    if not lower < upper:
        raise ValueError(translate("engine.queries", '"lower" must be less than "upper", got [{lower}, {upper}]').format(
            lower=as_typed(lower), upper=as_typed(upper)))
    q = number(data.get("q", 0.5), "q")
    if not 0 < q < 1:
        raise ValueError(translate("engine.queries", "q must be strictly between 0 and 1, got {q}").format(q=q))
    return Query(kind, (column,), where=where, lower=lower, upper=upper, q=q, raw=data)


def rows_can_add_zero(query: Query, schema: DatasetSchema, max_rows: int) -> bool:
    """Whether, from public facts alone, a row can add 0 to a sum or mean of ``query.column`` rather than a
    value in its bounds: a ``where`` leaves rows out, a missing value is left out, a row with no person is
    left out, or a person may hold fewer than ``max_rows`` rows. Under replace-one such a row can become a
    row at U or L, so the sensitivity grows (core.mechanisms.bounded.sum_sensitivity); when in doubt, it says True."""
    return (query.where is not None or schema.columns[query.column].missing == "exclude"
            or schema.person is not None or max_rows > 1)


def marginal_tables(query: Query) -> list[tuple[int, ...]]:
    """The tables a "marginals" query asks for, as tuples of column positions."""
    position = {c: i for i, c in enumerate(query.columns)}
    return ([tuple(sorted(position[c] for c in m)) for m in query.marginals] if query.marginals
            else workload(len(query.columns), query.k))


def _many_tables(data: dict, schema: DatasetSchema, where) -> Query:
    """Every k-way marginal of "columns", or the list given as "marginals" (lists of column names)."""
    chosen = data.get("marginals")
    if chosen is not None:
        if (not isinstance(chosen, list) or not chosen or not all(_names(m) for m in chosen)):
            raise ValueError(translate("engine.queries", '"marginals" needs a list of tables, each a list of different '
                                       'column names'))
        if len(chosen) > MAX_TABLES:
            raise ValueError(translate("engine.queries", '"marginals" may list at most {tables} tables').format(
                tables=plain_number(MAX_TABLES)))
        if len({frozenset(m) for m in chosen}) != len(chosen):
            raise ValueError(translate("engine.queries", '"marginals" lists the same table twice'))
        data = {**data, "columns": data.get("columns") or list(dict.fromkeys(c for m in chosen for c in m))}
    cols = _categorical_columns(data, schema, '"marginals"')
    if chosen is not None:
        outside = sorted({c for m in chosen for c in m} - set(cols))
        if outside:
            raise ValueError(translate("engine.queries", '"marginals" uses columns not in "columns": {columns}').format(
                columns=", ".join(outside)))
        chosen = tuple(tuple(m) for m in chosen)
    k = whole_number(data.get("k", 2), '"k"', 1, len(cols))
    if chosen is None and math.comb(len(cols), k) > MAX_TABLES:
        raise ValueError(translate("engine.queries", 'Every {k}-way table of {columns} columns is {tables} tables, more '
                                   'than the {most} one query may hold; choose fewer columns or another "k"').format(
            k=k, columns=len(cols), tables=plain_number(math.comb(len(cols), k)), most=plain_number(MAX_TABLES)))
    rounds = data.get("rounds")
    if rounds is not None:
        whole_number(rounds, '"rounds"', 1, MAX_ROUNDS)
    widest = max(len(m) for m in chosen) if chosen is not None else k
    # rounds are PMW's (plans saved before the tree); one-column tables have no tree to learn: PMW re-measures them
    method = data.get("method", "pmw" if rounds is not None or widest < 2 else "tree")
    if method not in METHODS:
        raise ValueError(translate("engine.queries", '"method" is one of {methods}').format(methods=", ".join(METHODS)))
    if method == "tree" and widest < 2:
        raise ValueError(translate("engine.queries", '"method": "tree" needs tables of two columns or more'))
    if rounds is not None and method != "pmw":
        raise ValueError(translate("engine.queries", '"rounds" are for "method": "pmw" only'))
    return Query("marginals", tuple(cols), where=where, k=k, rounds=rounds, method=method, marginals=chosen, raw=data)


def _above_threshold(data: dict, schema: DatasetSchema, where) -> Query:
    """Candidates (one column's declared labels, a two-way table's cells, or named filters), the line, c, the
    order (declared, or a permutation of every candidate's label: never one from the data), monotone, follow-up."""
    from dpgui.core.mechanisms.above_threshold import MAX_C  # the sparse vector loads only for this query

    what = translate("engine.queries", "an above-threshold query")
    forms = [f for f in ("column", "columns", "filters") if f in data]
    if len(forms) != 1:
        raise ValueError(translate("engine.queries", '{what} needs exactly one of "column", "columns" or '
                                   '"filters"').format(what=what))
    columns: tuple[str, ...] = ()
    filters = None
    if forms[0] == "column":
        if not isinstance(data["column"], str):
            raise ValueError(translate("engine.queries", '"column" must be a column name'))
        columns = (data["column"],)
        labels = list(schema.releasable(data["column"], "categorical").labels)
    elif forms[0] == "columns":
        cols = data["columns"]
        if not _names(cols) or len(cols) != 2:
            raise ValueError(translate("engine.queries", '{what} takes "columns": a list of two different '
                                       'columns').format(what=what))
        axes = [schema.releasable(c, "categorical").labels for c in cols]
        _candidates_within(len(axes[0]) * len(axes[1]))
        columns = tuple(cols)
        labels = [f"{a} × {b}" for a in axes[0] for b in axes[1]]  # as tables name their cells
    else:
        labels, filters = _filters(data["filters"], schema, where)
    _candidates_within(len(labels))
    if len(set(labels)) < len(labels):  # categories holding " × " can make two cells one name
        twice = next(label for label in labels if labels.count(label) > 1)
        raise ValueError(translate("engine.queries", "Two candidates would both be called {label}, so the answer could "
                                   "not say which one is above; rename a category").format(label=repr(twice)[:80]))
    threshold = whole_number(data.get("threshold"), '"threshold"', 0, MAX_THRESHOLD)
    c = whole_number(data.get("c", 1), '"c"', 1, min(MAX_C, len(labels)))
    monotone = data.get("monotone", False)
    if not isinstance(monotone, bool):
        raise ValueError(translate("engine.queries", '"monotone" must be true or false'))
    share = number(data.get("follow_up", 0), '"follow_up"')
    if not 0 <= share < 1:
        raise ValueError(translate("engine.queries", '"follow_up" is the share of ε for the counts of those above: at '
                                   'least 0 and less than 1'))
    positions = _order(data.get("order"), labels)
    candidates = Candidates(tuple(labels[i] for i in positions), positions,
                            None if filters is None else tuple(filters[i] for i in positions), threshold, c,
                            monotone, Fraction(str(share)), "order" in data)
    return Query("above_threshold", columns, where=where, candidates=candidates, raw=data)


def _candidates_within(count: int) -> None:
    if not 1 <= count <= MAX_CANDIDATES:
        raise ValueError(translate("engine.queries", "An above-threshold query takes from 1 to {most} candidates, not "
                                   "{count}").format(most=plain_number(MAX_CANDIDATES), count=plain_number(count)))


def _filters(filters, schema: DatasetSchema, where) -> tuple[list[str], list[dict]]:
    """Named filters, each a count: names unique and not empty, each condition checked as a "where" is, together
    with the query's own "where" (which every filter then includes)."""
    if not isinstance(filters, list) or not filters:
        raise ValueError(translate("engine.queries", '"filters" needs a non-empty list of {"name": …, "where": …}'))
    _candidates_within(len(filters))
    names, conditions = [], []
    for f in filters:
        if not isinstance(f, dict) or not isinstance(f.get("name"), str) or "where" not in f:
            raise ValueError(translate("engine.queries", 'Each filter is {"name": text, "where": a condition}'))
        unknown_fields(f, ("name", "where"), translate("engine.queries", "a filter"))
        name = f["name"].strip()
        if not name or len(name) > MAX_NAME_CHARS:
            raise ValueError(translate("engine.queries", "A filter's name must have from 1 to {most} characters").format(
                most=plain_number(MAX_NAME_CHARS)))
        condition = {"and": [where, f["where"]]} if where is not None else f["where"]
        _check_predicate(condition, schema, 1)
        names.append(name)
        conditions.append(condition)
    if len(set(names)) != len(names):
        raise ValueError(translate("engine.queries", "Two filters have the same name"))
    return names, conditions


def _order(order, labels: list[str]) -> tuple[int, ...]:
    """The declared order, or the one given: every candidate's label, each once."""
    if order is None:
        return tuple(range(len(labels)))
    if len(set(labels)) != len(labels):
        raise ValueError(translate("engine.queries", 'Two candidates have the same label, so "order" cannot name '
                                   'them; leave the order as declared'))
    place = {label: i for i, label in enumerate(labels)}
    if (not isinstance(order, list) or len(order) != len(labels) or not all(isinstance(x, str) for x in order)
            or set(order) != set(labels)):
        raise ValueError(translate("engine.queries", '"order" must list every candidate\'s label exactly once'))
    return tuple(place[x] for x in order)


def _categorical_columns(data: dict, schema: DatasetSchema, what: str) -> list[str]:
    cols = data.get("columns")
    if not _names(cols) or len(cols) < 2:
        raise ValueError(translate("engine.queries", '{what} needs "columns": a list of at least two different '
                                   'columns').format(what=what))
    for c in cols:
        schema.releasable(c, "categorical")
    return cols


def _names(value) -> bool:
    """Whether ``value`` is a non-empty list of different column names."""
    return (isinstance(value, list) and bool(value) and all(isinstance(c, str) for c in value)
            and len(set(value)) == len(value))


def _within(size: int) -> int:
    if size > MAX_WHERE_PARTS:
        raise ValueError(translate("engine.queries", '"where" may hold at most {parts} conditions and values in '
                                   'all').format(parts=plain_number(MAX_WHERE_PARTS)))
    return size


def _check_predicate(pred, schema: DatasetSchema, depth: int) -> int:
    """Check one condition (recursing at most ``MAX_DEPTH`` levels); returns how many conditions and values
    it holds. Each condition has exactly one form, so no engine has to choose between two."""
    if not isinstance(pred, dict):
        raise ValueError(translate("engine.queries", "A condition must be a JSON object"))
    for op in ("and", "or"):
        if op in pred:
            unknown_fields(pred, (op,), translate("engine.queries", 'a condition with "{op}"').format(op=op))
            parts = pred[op]
            if not isinstance(parts, list) or not parts:
                raise ValueError(translate("engine.queries", '"{op}" needs a non-empty list of conditions').format(
                    op=op))
            if depth >= MAX_DEPTH:
                raise ValueError(translate("engine.queries", '"and" and "or" may be nested at most {depth} deep').format(
                    depth=MAX_DEPTH))
            size = 1
            for part in parts:  # stops at the first part past the limit, however long the list
                size = _within(size + _check_predicate(part, schema, depth + 1))
            return size
    forms = [f for f in ("equals", "in", "range") if f in pred]
    if "column" not in pred or len(forms) != 1:
        raise ValueError(translate("engine.queries", 'A condition needs "column" and one of "equals", "in" or "range" '
                                   '(or "and"/"or")'))
    unknown_fields(pred, ("column", forms[0]), translate("engine.queries", "a condition"))
    if not isinstance(pred["column"], str):
        raise ValueError(translate("engine.queries", 'A condition\'s "column" must be a column name'))
    col = schema.releasable(pred["column"])
    if forms[0] == "range":
        r = pred["range"]
        if col.type != "numeric" or not isinstance(r, list) or len(r) != 2:
            raise ValueError(translate("engine.queries", '"range" needs a numeric column and [low, high]'))
        low, high = (number(v, '"range"') for v in r)
        if low > high:
            raise ValueError(translate("engine.queries", '"range" must be [low, high] with low ≤ high, got [{low}, '
                                       '{high}]').format(low=low, high=high))
        return 2
    values = [pred["equals"]] if forms[0] == "equals" else pred["in"]
    if not isinstance(values, list) or not values:
        raise ValueError(translate("engine.queries", '"in" needs a non-empty list of values'))
    for value in values[:_within(1 + len(values))]:
        _check_value(value, forms[0])
    return 1 + len(values)


def _check_value(value, form: str) -> None:
    """A value to compare with: text, or a finite number (compared as text and as a number: aggregates.py).
    A bool, null, list or object has no single way of being written in the data, so it is refused."""
    if isinstance(value, str):
        if len(value) > MAX_VALUE_CHARS:
            raise ValueError(translate("engine.queries", 'A value in "{form}" may have at most {most} '
                                       'characters').format(form=form, most=plain_number(MAX_VALUE_CHARS)))
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError(translate("engine.queries", 'A value in "{form}" holds text that is not valid '
                                       'Unicode').format(form=form)) from None
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(translate("engine.queries", '"{form}" takes text or numbers only, not true, false, null, '
                                   'lists or objects (write true or false in quotes as the data spells them)').format(
            form=form))
    number(value, translate("engine.queries", 'a value in "{form}"').format(form=form))


QUANTILE_GRID_POINTS = 1001


def quantile_grid(lower: float, upper: float) -> list[float]:
    """Whole numbers when the declared range holds at most 1000 of them, else 1001 even steps."""
    if float(lower).is_integer() and float(upper).is_integer() and upper - lower <= QUANTILE_GRID_POINTS - 1:
        return [float(v) for v in range(int(lower), int(upper) + 1)]
    with np.errstate(all="ignore"):  # bounds too far apart give inf/NaN here, which prepare() then refuses
        return list(np.linspace(lower, upper, QUANTILE_GRID_POINTS))
