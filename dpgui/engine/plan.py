"""Planning releases before spending: the query list, each query's ε, its accuracy preview from the
mechanism's analytic accuracy (the data are never touched), ε solved from a target accuracy, and
a budget split by weights with locks. The GUI's Queries page is a view of these functions."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from fractions import Fraction

from dpgui.core.mechanisms.bounded import sum_mechanism
from dpgui.core.mechanisms.counts import count_mechanism
from dpgui.core.mechanisms.release import ADD_REMOVE, PrivacySetting
from dpgui.core.mechanisms.selection import selection_margin
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.plain_numbers import plain_epsilon
from dpgui.engine.queries import Query, number, parse_query, quantile_grid, rows_can_add_zero, unknown_fields
from dpgui.store.declared.schema import DatasetSchema

EPSILON_RANGE = (0.01, 10.0)


@dataclass(frozen=True)
class PlannedQuery:
    query: dict
    epsilon: float
    weight: float = 1.0
    locked: bool = False

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "PlannedQuery":
        return cls(dict(data["query"]), float(data["epsilon"]), float(data.get("weight", 1)),
                   bool(data.get("locked", False)))


def describe(query: dict) -> str:
    """A plain-words title for a query."""
    kind = query["type"]
    where = f" where {_describe_condition(query['where'])}" if query.get("where") else ""
    if kind == "count":
        return f"Count of rows{where}"
    if kind == "table":
        return f"Table of {' × '.join(query['columns'])}{where}"
    if kind == "marginals":
        return f"All {query.get('k', 2)}-way tables of {', '.join(query['columns'])}{where}"
    if kind == "quantile":
        q = float(query.get("q", 0.5))
        name = "Median" if q == 0.5 else f"{q:.0%} quantile"
        return f"{name} of {query['column']}{where}"
    return f"{kind.capitalize()} of {query['column']}{where}"


def _describe_condition(cond: dict) -> str:
    for op in ("and", "or"):
        if op in cond:
            return f" {op} ".join(_describe_condition(c) for c in cond[op])
    if "equals" in cond:
        return f"{cond['column']} = {cond['equals']}"
    if "in" in cond:
        return f"{cond['column']} in {{{', '.join(map(str, cond['in']))}}}"
    low, high = cond["range"]
    return f"{low} ≤ {cond['column']} ≤ {high}"


@dataclass(frozen=True)
class Accuracy:
    half_width: float | None
    text: str


def accuracy(query: dict, schema: DatasetSchema, epsilon: float, unit: str, max_rows: int,
             confidence: float = 0.95, rows: int | None = None) -> Accuracy:
    """The ± the release will have, from the mechanism alone (no data are read). A mean's ± depends on
    how many rows it averages: it is stated for ``rows`` (the imported row count, which the curator
    already sees; a subgroup has fewer rows and so a wider interval)."""
    q = parse_query(query, schema)
    if q.type == "marginals":
        return Accuracy(None, "learned by private multiplicative weights; error shown after release")
    setting = PrivacySetting.of(epsilon=Fraction(str(round(epsilon, 6))))
    if q.type in ("count", "histogram", "table"):
        mech = count_mechanism(setting, "count" if q.type == "count" else "histogram", unit, max_rows)
        w = mech.half_width(confidence)
        return Accuracy(float(w), f"± {w:,} per {'cell' if q.type != 'count' else 'count'} at {confidence:.0%}")
    if q.type in ("sum", "mean"):
        share = setting if q.type == "sum" else setting.scaled(Fraction(1, 2))
        mech, step = sum_mechanism(share, q.lower, q.upper, unit, max_rows, rows_can_add_zero(q, schema, max_rows))
        w = mech.half_width(confidence if q.type == "sum" else 1 - (1 - confidence) / 2) * float(step)
        if q.type == "sum":
            return Accuracy(w, f"± {plain_number(w)} at {confidence:.0%}")
        if not rows:
            return Accuracy(None, "± depends on how many rows are averaged: more rows, a narrower interval")
        return Accuracy(None, f"about ± {plain_number(w / rows, digits=2)} with about {plain_number(rows, digits=2)} rows at "
                              f"{confidence:.0%} (fewer rows, as in a subgroup, give a wider interval)")
    candidates = len(schema.columns[q.column].labels) if q.type == "mode" else _grid_size(q)
    monotone = q.type == "mode" and unit == ADD_REMOVE  # as release_mode decides
    margin = selection_margin(epsilon, candidates, confidence, max_rows, monotone)
    unit_text = "of the largest count" if q.type == "mode" else "rows of the true position in sorted order"
    return Accuracy(margin, f"within {plain_number(margin, digits=2)} {unit_text} at {confidence:.0%}")


def _grid_size(q: Query) -> int:
    return len(quantile_grid(q.lower, q.upper))


def epsilon_for(query: dict, schema: DatasetSchema, target: float, unit: str, max_rows: int,
                confidence: float = 0.95) -> float:
    """The smallest ε on the slider's range whose ± is at most ``target`` (bisection on log ε)."""
    if target <= 0:
        raise ValueError("the target accuracy must be greater than 0")
    if accuracy(query, schema, EPSILON_RANGE[0], unit, max_rows, confidence).half_width is None:
        raise ValueError("a target accuracy needs a query whose ± does not depend on the private n")

    def width(eps: float) -> float:
        return accuracy(query, schema, eps, unit, max_rows, confidence).half_width

    low, high = math.log(EPSILON_RANGE[0]), math.log(EPSILON_RANGE[1])
    if width(math.exp(high)) > target:
        raise ValueError(f"even ε = {plain_epsilon(EPSILON_RANGE[1])} gives ± {plain_number(width(math.exp(high)))}; "
                         "ask for a looser accuracy")
    if width(math.exp(low)) <= target:
        return EPSILON_RANGE[0]
    for _ in range(40):
        mid = (low + high) / 2
        low, high = (low, mid) if width(math.exp(mid)) <= target else (mid, high)
    return math.ceil(math.exp(high) * 1e4) / 1e4  # rounded up, so the target still holds


def split_budget(items: list[PlannedQuery], available: float) -> list[PlannedQuery]:
    """Share ``available`` ε among the unlocked queries in proportion to their weights."""
    locked = sum(i.epsilon for i in items if i.locked)
    free = [i for i in items if not i.locked]
    weights = sum(max(i.weight, 0) for i in free)
    if not free or weights <= 0:
        return list(items)
    share = max(available - locked, 0)
    return [i if i.locked else replace(i, epsilon=round(share * max(i.weight, 0) / weights, 6)) for i in items]


def total_epsilon(items: list[PlannedQuery]) -> float:
    return sum(i.epsilon for i in items)


PLAN_FORMAT = "dpgui-plan"


def plan_document(dataset: str, items: list[PlannedQuery], confidence: float = 0.95) -> dict:
    """A plan file (docs/plans.md): queries and their ε only; never data, never results."""
    return {"format": PLAN_FORMAT, "version": 1, "dataset": dataset, "confidence": confidence,
            "queries": [i.to_json() for i in items]}


def read_plan(data: dict) -> tuple[str, float, list[PlannedQuery]]:
    """(dataset, confidence, queries) from a plan file, or ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != PLAN_FORMAT:
        raise ValueError('this is not a dpgui plan (it needs "format": "dpgui-plan")')
    if data.get("version") != 1:
        raise ValueError(f"plan version {data.get('version')} is not supported")
    extra = set(data) - {"format", "version", "dataset", "confidence", "queries"}
    if extra:
        raise ValueError(f"a plan holds only queries and their ε; unexpected {', '.join(sorted(extra))}")
    queries = data.get("queries")
    if not isinstance(queries, list) or not queries:
        raise ValueError('the plan has no queries (it needs "queries": a list)')
    if not isinstance(data.get("dataset", ""), str):
        raise ValueError('the plan\'s "dataset" must be a dataset name')
    items = [_planned(item) for item in queries]
    return data.get("dataset", ""), number(data.get("confidence", 0.95), 'the plan\'s "confidence"'), items


def _planned(item) -> PlannedQuery:
    """One planned query of a plan file, each field of its one type (the query itself is checked by prepare)."""
    if not isinstance(item, dict) or not isinstance(item.get("query"), dict) or "epsilon" not in item:
        raise ValueError('a planned query is malformed: each needs "query" (an object) and "epsilon"')
    unknown_fields(item, ("query", "epsilon", "weight", "locked"), "a planned query")
    epsilon = number(item["epsilon"], "every planned ε")
    if not epsilon > 0:
        raise ValueError("every planned ε must be greater than 0")
    if not isinstance(item.get("locked", False), bool):
        raise ValueError('"locked" must be true or false')
    return PlannedQuery(dict(item["query"]), epsilon, number(item.get("weight", 1), '"weight"'),
                        item.get("locked", False))
