"""Planning releases before spending: the query list, each query's ε, its accuracy preview from the
mechanism's analytic accuracy (the data are never touched), ε solved from a target accuracy, and
a budget split by weights with locks. The GUI's Queries page is a view of these functions."""

from __future__ import annotations

import functools
import math
from dataclasses import asdict, dataclass, replace
from fractions import Fraction

from dpgui.core.mechanisms.bounded import sum_mechanism
from dpgui.core.mechanisms.counts import count_mechanism
from dpgui.core.mechanisms.release import ADD_REMOVE, PrivacySetting
from dpgui.core.mechanisms.selection import selection_margin
from dpgui.core.words.plain_numbers import localised, plain_epsilon, plain_number, plain_percent
from dpgui.core.words.translation import translate
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
    title = _title(query)
    if not query.get("where"):
        return title
    return translate("engine.plan", "{title} where {condition}").format(
        title=title, condition=_describe_condition(query["where"]))


def _title(query: dict) -> str:
    """What a query asks, without its condition: one whole title per kind, for translators."""
    kind = query["type"]
    if kind == "count":
        return translate("engine.plan", "Count of rows")
    if kind == "table":
        return translate("engine.plan", "Table of {columns}").format(columns=" × ".join(query["columns"]))
    if kind == "marginals":
        return translate("engine.plan", "All {k}-way tables of {columns}").format(
            k=query.get("k", 2), columns=", ".join(query["columns"]))
    if kind == "above_threshold":
        return _above_title(query)
    column = query["column"]
    if kind == "quantile":
        q = float(query.get("q", 0.5))
        if q == 0.5:
            return translate("engine.plan", "Median of {column}").format(column=column)
        return translate("engine.plan", "{percent} quantile of {column}").format(percent=plain_percent(q),
                                                                                   column=column)
    titles = {"histogram": translate("engine.plan", "Histogram of {column}"),
              "mode": translate("engine.plan", "Mode of {column}"),
              "sum": translate("engine.plan", "Sum of {column}"),
              "mean": translate("engine.plan", "Mean of {column}")}
    return titles[kind].format(column=column)


def _above_title(query: dict) -> str:
    threshold = plain_number(query["threshold"])
    if "filters" in query:
        return translate("engine.plan", "Which of {count} filters are above {threshold}").format(
            count=plain_number(len(query["filters"])), threshold=threshold)
    if "columns" in query:
        return translate("engine.plan", "Which cells of {columns} are above {threshold}").format(
            columns=" × ".join(query["columns"]), threshold=threshold)
    return translate("engine.plan", "Which {column} counts are above {threshold}").format(column=query["column"],
                                                                                threshold=threshold)


def _describe_condition(cond: dict) -> str:
    if "and" in cond or "or" in cond:
        joined = translate("engine.plan", "{first} and {second}") if "and" in cond \
            else translate("engine.plan", "{first} or {second}")
        parts = [_describe_condition(c) for c in cond.get("and", cond.get("or"))]
        return functools.reduce(lambda first, second: joined.format(first=first, second=second), parts or [""])
    if "equals" in cond:
        return f"{cond['column']} = {cond['equals']}"
    if "in" in cond:
        return translate("engine.plan", "{column} in {values}").format(
            column=cond["column"], values="{" + ", ".join(map(str, cond["in"])) + "}")
    low, high = cond["range"]
    return f"{localised(str(low))} ≤ {cond['column']} ≤ {localised(str(high))}"


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
        if q.method == "tree":
            return Accuracy(None, translate("engine.plan", "learned from a tree of measured tables; error shown after "
                                            "release"))
        return Accuracy(None, translate("engine.plan", "learned by private multiplicative weights; error shown after "
                                        "release"))
    setting = PrivacySetting.of(epsilon=Fraction(str(round(epsilon, 6))))
    level = plain_percent(confidence)
    if q.type == "above_threshold":  # the monotone noise only under add-remove: the release refuses it otherwise
        from dpgui.core.mechanisms.above_threshold import above_threshold_scales, uncertainty  # this query's only

        cand = q.candidates
        scales = above_threshold_scales(setting.epsilon, cand.c, max_rows, cand.monotone and unit == ADD_REMOVE,
                                        cand.follow_up)
        w = uncertainty(cand.threshold, scales, confidence)["w"]
        return Accuracy(float(w), translate("engine.plan", "± {width} around the line at {confidence}: a count "
                                            "that far below is rarely reported above, one that far above usually "
                                            "is").format(width=plain_number(w), confidence=level))
    if q.type in ("count", "histogram", "table"):
        mech = count_mechanism(setting, "count" if q.type == "count" else "histogram", unit, max_rows)
        w = mech.half_width(confidence)
        text = translate("engine.plan", "± {width} per count at {confidence}") if q.type == "count" \
            else translate("engine.plan", "± {width} per cell at {confidence}")
        return Accuracy(float(w), text.format(width=plain_number(w), confidence=level))
    if q.type in ("sum", "mean"):
        share = setting if q.type == "sum" else setting.scaled(Fraction(1, 2))
        mech, step = sum_mechanism(share, q.lower, q.upper, unit, max_rows, rows_can_add_zero(q, schema, max_rows))
        w = mech.half_width(confidence if q.type == "sum" else 1 - (1 - confidence) / 2) * float(step)
        if q.type == "sum":
            return Accuracy(w, translate("engine.plan", "± {width} at {confidence}").format(
                width=plain_number(w), confidence=level))
        if not rows:
            return Accuracy(None, translate("engine.plan", "± depends on how many rows are averaged: more rows, a "
                                            "narrower interval"))
        return Accuracy(None, translate("engine.plan", "about ± {width} with about {rows} rows at {confidence} "
                                        "(fewer rows, as in a subgroup, give a wider interval)").format(
            width=plain_number(w / rows, digits=2), rows=plain_number(rows, digits=2), confidence=level))
    candidates = len(schema.columns[q.column].labels) if q.type == "mode" else _grid_size(q)
    monotone = q.type == "mode" and unit == ADD_REMOVE  # as release_mode decides
    margin = selection_margin(epsilon, candidates, confidence, max_rows, monotone)
    text = translate("engine.plan", "within {margin} of the largest count at {confidence}") if q.type == "mode" \
        else translate("engine.plan", "within {margin} rows of the true position in sorted order at {confidence}")
    return Accuracy(margin, text.format(margin=plain_number(margin, digits=2), confidence=level))


def _grid_size(q: Query) -> int:
    return len(quantile_grid(q.lower, q.upper))


def epsilon_for(query: dict, schema: DatasetSchema, target: float, unit: str, max_rows: int,
                confidence: float = 0.95) -> float:
    """The smallest ε on the slider's range whose ± is at most ``target`` (bisection on log ε)."""
    if target <= 0:
        raise ValueError(translate("engine.plan", "The target accuracy must be greater than 0"))
    if accuracy(query, schema, EPSILON_RANGE[0], unit, max_rows, confidence).half_width is None:
        raise ValueError(translate("engine.plan", "A target accuracy needs a query whose ± does not depend on the "
                                   "private n"))

    def width(eps: float) -> float:
        return accuracy(query, schema, eps, unit, max_rows, confidence).half_width

    low, high = math.log(EPSILON_RANGE[0]), math.log(EPSILON_RANGE[1])
    if width(math.exp(high)) > target:
        raise ValueError(translate("engine.plan", "Even ε = {epsilon} gives ± {width}; ask for a looser "
                                   "accuracy").format(epsilon=plain_epsilon(EPSILON_RANGE[1]),
                                                      width=plain_number(width(math.exp(high)))))
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
        raise ValueError(translate("engine.plan", 'This is not a dpgui plan (it needs "format": "dpgui-plan")'))
    if data.get("version") != 1:
        raise ValueError(translate("engine.plan", "Plan version {version} is not supported").format(
            version=data.get("version")))
    extra = set(data) - {"format", "version", "dataset", "confidence", "queries"}
    if extra:
        raise ValueError(translate("engine.plan", "A plan holds only queries and their ε; unexpected {fields}").format(
            fields=", ".join(sorted(extra))))
    queries = data.get("queries")
    if not isinstance(queries, list) or not queries:
        raise ValueError(translate("engine.plan", 'The plan has no queries (it needs "queries": a list)'))
    if not isinstance(data.get("dataset", ""), str):
        raise ValueError(translate("engine.plan", 'The plan\'s "dataset" must be a dataset name'))
    items = [_planned(item) for item in queries]
    confidence = number(data.get("confidence", 0.95), translate("engine.plan", 'the plan\'s "confidence"'))
    return data.get("dataset", ""), confidence, items


def _planned(item) -> PlannedQuery:
    """One planned query of a plan file, each field of its one type (the query itself is checked by prepare)."""
    if not isinstance(item, dict) or not isinstance(item.get("query"), dict) or "epsilon" not in item:
        raise ValueError(translate("engine.plan", 'A planned query is malformed: each needs "query" (an object) '
                                   'and "epsilon"'))
    unknown_fields(item, ("query", "epsilon", "weight", "locked"), translate("engine.plan", "a planned query"))
    epsilon = number(item["epsilon"], translate("engine.plan", "every planned ε"))
    if not epsilon > 0:
        raise ValueError(translate("engine.plan", "Every planned ε must be greater than 0"))
    if not isinstance(item.get("locked", False), bool):
        raise ValueError(translate("engine.plan", '"locked" must be true or false'))
    return PlannedQuery(dict(item["query"]), epsilon, number(item.get("weight", 1), '"weight"'),
                        item.get("locked", False))
