"""Queries as JSON (docs/cli.md lists the forms), validated against the declared schema before
anything is computed or spent."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

from dpgui.store.declared_schema import DatasetSchema

TYPES = ("count", "histogram", "table", "sum", "mean", "quantile", "mode", "marginals")


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
    marginals: tuple[tuple[str, ...], ...] | None = None
    raw: dict | None = None

    @property
    def column(self) -> str:
        return self.columns[0]


def parse_query(data: dict | str, schema: DatasetSchema) -> Query:
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as err:
            raise ValueError(f"the query is not valid JSON: {err}") from None
    if not isinstance(data, dict) or data.get("type") not in TYPES:
        raise ValueError(f'a query is a JSON object with "type" one of {", ".join(TYPES)}')
    kind = data["type"]
    where = data.get("where")
    if where is not None:
        _check_predicate(where, schema)
    if kind == "count":
        return Query(kind, where=where, raw=data)
    if kind == "marginals":
        return _many_tables(data, schema, where)
    if kind == "table":
        return Query(kind, tuple(_categorical_columns(data, schema, "a table")), where=where, raw=data)
    column = data.get("column")
    if not isinstance(column, str):
        raise ValueError(f'a {kind} query needs "column"')
    if kind in ("histogram", "mode"):
        schema.releasable(column, "categorical")
        return Query(kind, (column,), where=where, raw=data)
    declared = schema.releasable(column, "numeric")
    lower = float(data.get("lower", declared.lower))
    upper = float(data.get("upper", declared.upper))
    if not (math.isfinite(lower) and math.isfinite(upper) and lower < upper):
        raise ValueError(f"the bounds must be finite numbers with lower < upper, got [{lower}, {upper}]")
    q = float(data.get("q", 0.5))
    if kind == "quantile" and not 0 < q < 1:
        raise ValueError(f"q must be strictly between 0 and 1, got {q}")
    return Query(kind, (column,), where=where, lower=lower, upper=upper, q=q, raw=data)


def _many_tables(data: dict, schema: DatasetSchema, where) -> Query:
    """Every k-way marginal of "columns", or the list given as "marginals" (lists of column names)."""
    chosen = data.get("marginals")
    if chosen is not None:
        if (not isinstance(chosen, list) or not chosen
                or not all(isinstance(m, list) and m and len(set(m)) == len(m) for m in chosen)):
            raise ValueError('"marginals" needs a list of tables, each a list of different column names')
        if len({frozenset(m) for m in chosen}) != len(chosen):
            raise ValueError('"marginals" lists the same table twice')
        data = {**data, "columns": data.get("columns") or list(dict.fromkeys(c for m in chosen for c in m))}
    cols = _categorical_columns(data, schema, '"marginals"')
    if chosen is not None:
        outside = sorted({c for m in chosen for c in m} - set(cols))
        if outside:
            raise ValueError(f'"marginals" uses columns not in "columns": {", ".join(outside)}')
        chosen = tuple(tuple(m) for m in chosen)
    k = data.get("k", 2)
    if not isinstance(k, int) or not 1 <= k <= len(cols):
        raise ValueError(f'"k" must be a whole number from 1 to {len(cols)}')
    rounds = data.get("rounds")
    if rounds is not None and (not isinstance(rounds, int) or rounds < 1):
        raise ValueError('"rounds" must be a whole number of at least 1')
    return Query("marginals", tuple(cols), where=where, k=k, rounds=rounds, marginals=chosen, raw=data)


def _categorical_columns(data: dict, schema: DatasetSchema, what: str) -> list[str]:
    cols = data.get("columns")
    if not isinstance(cols, list) or len(cols) < 2 or len(set(cols)) != len(cols):
        raise ValueError(f'{what} needs "columns": a list of at least two different columns')
    for c in cols:
        schema.releasable(c, "categorical")
    return cols


def _check_predicate(pred, schema: DatasetSchema) -> None:
    if not isinstance(pred, dict):
        raise ValueError("a condition must be a JSON object")
    for op in ("and", "or"):
        if op in pred:
            parts = pred[op]
            if not isinstance(parts, list) or not parts:
                raise ValueError(f'"{op}" needs a non-empty list of conditions')
            for p in parts:
                _check_predicate(p, schema)
            return
    if "column" not in pred:
        raise ValueError('a condition needs "column" (or "and"/"or")')
    col = schema.releasable(pred["column"])
    if "equals" in pred or "in" in pred:
        if "in" in pred and not isinstance(pred["in"], list):
            raise ValueError('"in" needs a list of values')
        return
    if "range" in pred:
        r = pred["range"]
        if col.type != "numeric" or not isinstance(r, list) or len(r) != 2:
            raise ValueError('"range" needs a numeric column and [low, high]')
        try:
            low, high = float(r[0]), float(r[1])
        except (TypeError, ValueError):
            raise ValueError('"range" needs two numbers, [low, high]') from None
        if not (math.isfinite(low) and math.isfinite(high)) or low > high:
            raise ValueError(f'"range" must be [low, high] with low ≤ high, got [{r[0]}, {r[1]}]')
        return
    raise ValueError('a condition needs "equals", "in" or "range"')
