"""The single door through which every release passes, spend first (reference/trust.md).

1. ``prepare``: validate the query against the declared schema, convert the privacy setting to the
   budget's currency and calibrate the mechanism, all from public facts: everything that can be
   refused is refused here, and nothing is spent.
2. ``Project.charge``: commit the cost durably before any private data is read.
3. Run the mechanism outside the write lock, then store the release and its outcome.
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable

import numpy as np

from dpgui.core.costs.accounting import BudgetExceeded, Cost, Odometer, convert, pure, sequential
from dpgui.core.mechanisms.bounded import mean_mechanisms, release_mean, release_sum, sum_mechanism
from dpgui.core.mechanisms.counts import count_mechanism
from dpgui.core.mechanisms.pmw import Factors, Measurement, check_pmw, mwem_bound, pmw, replay, total_variation
from dpgui.core.mechanisms.release import ADD_REMOVE, PrivacySetting, Release
from dpgui.core.mechanisms.selection import check_selection, release_mode, release_quantile
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.progress import Cancelled, Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.engine import memory
from dpgui.engine.backends import Aggregates, open_aggregates
from dpgui.engine.errors import ReleaseFailed
from dpgui.engine.link_sketch import refresh
from dpgui.engine.plan import PlannedQuery, describe
from dpgui.engine.queries import QUANTILE_GRID_POINTS, Query, marginal_tables, parse_query, quantile_grid, rows_can_add_zero
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.errors import DiskFull, LedgerTampered, StoreError
from dpgui.store.project import DatasetInfo, Project

CONFIDENCE_RANGE = (0.5, 0.999999)  # every β a mechanism derives from it (β/2, β/cells) stays a usable float
def rows_of(release: Release) -> list[dict]:
    """The released table as rows of label, estimate and interval (None where there is none)."""
    values, low, high = (np.ravel(a) for a in (release.values, release.low, release.high))
    labels = [str(x) for x in release.labels] or [release.query]
    if release.query in ("mode", "quantile"):
        return [{"label": release.query, "estimate": _plain(values[0]), "ci_low": None, "ci_high": None}]
    return [{"label": lab, "estimate": _plain(v), "ci_low": _plain(lo), "ci_high": _plain(hi)}
            for lab, v, lo, hi in zip(labels, values, low, high)]


def _plain(x):
    if isinstance(x, (np.integer, int)):
        return int(x)
    if isinstance(x, (np.floating, float)):
        return None if math.isnan(x) else float(x)
    return str(x)


@dataclass(frozen=True)
class PreparedRelease:
    """A release validated from public facts only: what it costs, how to describe it in the ledger,
    and how to run it once charged. ``run`` asks the data's engine for aggregates and cannot fail on them."""

    dataset: DatasetInfo
    query: Query
    cost: Cost
    public: dict
    run: Callable[[Aggregates], Release]


def prepare(project: Project, dataset: str, query_json, setting: PrivacySetting,
            confidence: float = 0.95) -> PreparedRelease:
    """Validate a release completely without reading the data; refusals are one-line ValueErrors."""
    if not CONFIDENCE_RANGE[0] <= confidence <= CONFIDENCE_RANGE[1]:
        raise ValueError(f"the confidence level must be between {CONFIDENCE_RANGE[0]:.0%} and "
                         f"{CONFIDENCE_RANGE[1]:.4%}, got {confidence}")
    info = project.dataset(dataset)
    if info.schema is None:
        raise ValueError(f"declare the schema of {dataset!r} before releasing anything from it")
    if info.schema.derived_from_private_data:
        unchecked = f" (still to confirm: {', '.join(info.schema.derived_columns)})" if info.schema.derived_columns else ""
        raise ValueError(f"the schema of {dataset!r} was proposed from the private data; review it and declare "
                         f"it (remove the \"derived_from_private_data\" mark) before releasing{unchecked}")
    query = parse_query(query_json, info.schema)
    kind = project.budget(dataset).total.kind
    cost = convert(setting.cost, kind)  # a clear error if the currencies do not mix
    unit = project.privacy_unit
    person = info.schema.person
    max_rows = person.max_rows if person else project.max_rows_per_person
    run = _mechanism(query, info.schema, setting, unit, max_rows, confidence)
    memory.check(query, info)
    public = {"type": query.type, "privacy_unit": unit, "max_rows_per_person": max_rows,
              "rows_per_person": "enforced" if person else "assumed", "cost": cost.as_dict(),
              "missing_values": [info.schema.columns[c].missing_text(c) for c in query.columns]}
    return PreparedRelease(info, query, cost, public, run)


def _mechanism(query: Query, schema: DatasetSchema, setting: PrivacySetting, unit: str, max_rows: int,
               confidence: float) -> Callable[[Aggregates], Release]:
    """Calibrate the query's mechanism now, from public facts only (refusing what its arithmetic cannot
    honour), and return the step that reads the data and draws the noise, which cannot fail on them."""
    if query.type in ("mode", "quantile", "marginals") and (setting.epsilon is None or setting.delta):
        raise ValueError(f"a {query.type} is chosen by permute-and-flip, which needs a pure ε")
    if query.type == "count":
        mech = count_mechanism(setting, "count", unit, max_rows)
        return lambda data: mech.release([data.count_rows(query.where)], query="count", labels=["count"],
                                         confidence=confidence)
    if query.type in ("histogram", "table"):
        mech = count_mechanism(setting, "histogram", unit, max_rows)
        return lambda data: _cells(data, query, mech, confidence)
    if query.type == "marginals":
        group = max_rows if unit == ADD_REMOVE else 2 * max_rows
        shape = tuple(len(schema.columns[c].labels) for c in query.columns)
        check_pmw(setting.epsilon / group, marginal_tables(query), shape, query.rounds)
        optional = [list(range(len(schema.columns[c].categories), len(schema.columns[c].labels)))
                    for c in query.columns]  # the "(other)" and "(missing)" catch-alls
        return lambda data, learned=None: _marginals(data, query, setting, group, optional, learned)
    if query.type == "mode":
        labels = schema.columns[query.column].labels
        check_selection(setting.epsilon, len(labels), max_rows)
        return lambda data: release_mode(data.cell_counts([query.column], query.where)[0], labels,
                                         setting.epsilon, unit=unit, max_rows=max_rows, confidence=confidence)
    if query.type == "quantile":
        grid = quantile_grid(query.lower, query.upper)
        if not (np.all(np.isfinite(grid)) and np.all(np.diff(grid) > 0)):
            raise ValueError(f"the bounds [{query.lower:g}, {query.upper:g}] are too far apart to place "
                             f"{QUANTILE_GRID_POINTS:,} candidate values between them; give narrower bounds")
        check_selection(setting.epsilon, len(grid), max_rows)
        return lambda data: release_quantile(data.ranks(query.column, query.lower, query.upper, grid, query.where),
                                             grid, Fraction(str(query.q)), setting.epsilon, max_rows=max_rows,
                                             confidence=confidence)
    zero = rows_can_add_zero(query, schema, max_rows)
    if query.type == "sum":
        sum_mechanism(setting, query.lower, query.upper, unit, max_rows, zero)
        release_stat = release_sum
    else:
        mean_mechanisms(setting, query.lower, query.upper, unit, max_rows, can_add_zero=zero)
        release_stat = release_mean
    return lambda data: release_stat(data.clamped_sum(query.column, query.lower, query.upper, query.where),
                                     query.lower, query.upper, setting, unit=unit, max_rows=max_rows,
                                     can_add_zero=zero, confidence=confidence)


def _cells(data: Aggregates, query: Query, mech, confidence: float) -> Release:
    counts, axes = data.cell_counts(list(query.columns), query.where)
    labels = [" × ".join(cell) for cell in np.array(np.meshgrid(*axes, indexing="ij")).reshape(len(axes), -1).T] \
        if len(axes) > 1 else axes[0]
    release = mech.release(counts, query=query.type, labels=labels, confidence=confidence)
    release.extra["axes"] = axes
    return release


def _marginals(data: Aggregates, query: Query, setting: PrivacySetting, group: int, optional: list,
               learned: list | None = None) -> Release:
    """Many marginal tables at once (every k-way one, or a given list), learned by private multiplicative
    weights. The model holds only the joint tables its measurements need, so wide domains work too.
    ``learned``, when given, receives the fitted model (kept in memory only: synthetic rows need no refit).

    PMW is ε-DP for neighbours one row apart; neighbours that differ in one person's ``group`` rows
    (K rows per person, twice that when replacing one) are then (group·ε)-DP apart (group privacy,
    Dwork & Roth Thm. 2.2), so it runs with ε/group and is charged ε."""
    names = list(query.columns)
    marginals = marginal_tables(query)
    one_ways = [(a,) for a in range(len(names)) if (a,) not in marginals]
    true, axes = data.marginal_counts(names, marginals + one_ways, query.where)
    shape = tuple(len(a) for a in axes)
    result = pmw(true, marginals, setting.epsilon / group, query.rounds, task=data.task, shape=shape,
                 optional=optional)
    if learned is not None:
        learned.append(result.model)
    cells = math.prod(shape)
    bound = mwem_bound(result.n_hat, cells, sum(math.prod(shape[a] for a in m) for m in marginals),
                       max(result.rounds, 1), float(result.epsilon - result.one_way_epsilon))
    measured = {m.cols: m for m in result.measurements}
    tables, values, labels = [], [], []
    for cols in marginals:
        estimate = result.marginal(cols)
        cell_labels = [" × ".join(f"{names[c]}={v}" for c, v in zip(cols, combo))
                       for combo in itertools.product(*(axes[c] for c in cols))]
        noise = measured.get(cols)
        tables.append({
            "columns": [names[c] for c in cols], "labels": cell_labels, "estimates": estimate.ravel().tolist(),
            "measured": noise is not None,
            "measured_noise_scale": float(noise.scale) if noise else None,
            "measured_half_width_95": DiscreteLaplace(noise.scale).half_width(0.05) if noise else None,
            "learned_vs_measured_tv": total_variation(noise.noisy.clip(0), estimate) if noise else None,
            "mwem_bound_cell": bound,
            "mwem_bound_tv": None if bound is None else min(1.0, estimate.size * bound / (2 * result.n_hat))})
        values += estimate.ravel().tolist()
        labels += cell_labels
    nan = np.full(len(values), np.nan)
    workload_text = f"every {query.k}-way marginal" if not query.marginals else f"{len(marginals)} chosen marginals"
    spent = float(result.epsilon * group)
    stopped = f"; it was stopped after {result.rounds} rounds, so only ε = {plain_number(spent, digits=4)} was spent" \
        if result.stopped_early else ""
    method = (f"private multiplicative weights over {cells:,} declared cells for {workload_text}: "
              f"{_group_text(group)}ε = {plain_number(float(result.one_way_epsilon * group), digits=3)} of it measured all {len(names)} "
              f"one-way marginals (their noisy total gives n ≈ {result.n_hat:,.0f}); then {result.rounds} rounds each "
              "chose the worst-answered marginal by permute-and-flip and measured it with discrete Laplace noise; the estimates are the learned "
              "distribution's marginals. No per-cell interval: each table states the 95% noise half-width of its "
              "measurement (if it was measured), how far the learned table is from that measurement, and "
              f"{_bound_text(bound)}{stopped}{_left_out_text(result.model, names, axes)}")
    transcript = [{"cols": list(m.cols), "noisy": m.noisy.ravel().tolist(), "scale": str(m.scale)}
                  for m in result.measurements]  # DP outputs themselves: kept so the fit can be replayed for free
    return Release(query="marginals", values=np.array(values), low=nan, high=nan, confidence=0.0, simultaneous=False,
                   cost=pure(result.epsilon * group),
                   noise={"law": "pmw", "group": group, "rounds": result.rounds, "n_hat": result.n_hat,
                          "passes": result.passes, "stopped_early": result.stopped_early, "optional_cells": optional},
                   method=method, labels=labels,
                   extra={"marginals": tables, "measurements": transcript, "axes": axes, "columns": names})


def _left_out_text(model: Factors, names: list[str], axes: list[list[str]]) -> str:
    """Which catch-all cells the model left out (their noisy one-way counts were within the noise)."""
    out = [f"{names[c]}={label}" for c, held in enumerate(model.held) for i, label in enumerate(axes[c])
           if i not in set(held.tolist())]
    if not out:
        return ""
    return (f". The learned distribution leaves out {', '.join(out)}: their noisy one-way counts were within the "
            "noise's 95% half-width, so the learned tables put 0 there and synthetic rows never take those values "
            "(those rows still count in the noisy n and every measurement)")


def _bound_text(bound: float | None) -> str:
    if bound is None:
        return ("no worst-case bound: MWEM's (Hardt, Ligett & McSherry 2012) promises nothing when the rounds are as "
                "many as half the tables")
    return f"MWEM's worst-case bound (Hardt, Ligett & McSherry 2012), about ±{bound:,.0f} rows per cell"


def _group_text(group: int) -> str:
    return "" if group == 1 else (f"each person may change up to {group} rows, so the learner ran at 1/{group} of "
                                  "the ε charged (group privacy); ")


def learned_distribution(stored: dict) -> Factors:
    """The learned distribution of a stored "marginals" release, rebuilt from its measurements (free)."""
    shape = tuple(len(a) for a in stored["axes"])
    measurements = [Measurement(tuple(m["cols"]), np.array(m["noisy"]).reshape([shape[c] for c in m["cols"]]),
                                Fraction(m["scale"])) for m in stored["measurements"]]
    return replay(shape, measurements, stored["noise"]["n_hat"], stored["noise"]["passes"],
                  stored["noise"].get("optional_cells"))  # releases stored before it hold every cell


def release(project: Project, dataset: str, query_json, setting: PrivacySetting,
            confidence: float = 0.95, task: Task | None = None) -> dict:
    """Spend budget on one query and return the stored release (with its id and the budget after)."""
    return run_prepared(project, prepare(project, dataset, query_json, setting, confidence), task)


def run_prepared(project: Project, prepared: PreparedRelease, task: Task | None = None) -> dict:
    """Spend first: commit the charge, then read the data and draw the noise outside the write lock,
    then store the release. After the charge nothing refunds it: a cancel or an error is recorded as
    the charge's outcome, and a kill leaves it charged with no outcome. Before the charge, a linked source
    not read since its files changed is read once to sketch its rows (``link_sketch.refresh``; nothing of it
    is shown), so that the charge counts what was spent on the same people elsewhere."""
    info = prepared.dataset
    refresh(project, info, task)  # a linked source changed since its rows were sketched: sketched again first
    charge = project.charge(info.name, prepared.cost, prepared.query.raw, prepared.public)
    try:
        result = prepared.run(open_aggregates(project, info, task))  # the engine is opened after the charge
    except (Cancelled, KeyboardInterrupt):
        _settle(project, charge, "cancelled", "stopped by the user after the charge")
        raise Cancelled(f"cancelled; the {prepared.cost} charged for it stays spent, because reading its data had "
                        "begun") from None
    except LedgerTampered:  # the stored data is not what was declared: say so (its message holds no data)
        _settle(project, charge, "failed", "the stored data was changed outside dpgui")
        raise
    except Exception as err:  # nothing that depends on the data may fail; say nothing the data could have shaped
        _settle(project, charge, "failed", f"internal error ({type(err).__name__})")
        raise ReleaseFailed(f"the release failed after its {prepared.cost} was charged (an internal error: "
                            f"{type(err).__name__}); the charge stays spent. Please report this.") from None
    data = result.as_dict()
    data.pop("labels", None)
    data["rows"] = rows_of(result)
    data["rows_per_person"] = prepared.public["rows_per_person"]
    data["method"] += _rows_per_person_text(prepared.public)
    data["asked"] = describe(prepared.query.raw)  # the question in words, for the plain summary
    data["span"] = _span(prepared.query)
    data["missing_values"] = prepared.public["missing_values"]  # the declared rule, never how many were missing
    data["method"] += "".join(f". {rule[0].upper()}{rule[1:]}" for rule in data["missing_values"])
    post = data.pop("post_processing", [])
    try:
        number = project.complete(charge, data, post, convert(result.cost, prepared.cost.kind))
    except StoreError as err:
        _settle(project, charge, "failed", "the result could not be stored")
        cause = "the disk is full" if isinstance(err, DiskFull) else "the project file could not be written"
        raise ReleaseFailed(f"the release was made but could not be saved ({cause}), so its result is lost unseen; "
                            f"the {prepared.cost} charged for it stays spent (the ledger lists it as failed), and "
                            "running it again would spend again") from None
    try:
        return {**project.release(number), "budget": project.budget(info.name).as_dict()}
    except StoreError as err:  # stored and spent: it can be seen again, at no cost
        raise ReleaseFailed(f"release {number} was made and stored, and the {prepared.cost} charged for it stays "
                            f"spent, but it could not be read back ({err}); open the project again to see it at no "
                            "cost") from None


def _span(query: Query) -> float | None:
    """The declared range a mean can take (public): how wide an interval may be before it says little."""
    return query.upper - query.lower if query.type == "mean" else None


def _rows_per_person_text(public: dict) -> str:
    k = public["max_rows_per_person"]
    rows = f"{k} row{'s' if k != 1 else ''}"
    if public["rows_per_person"] == "enforced":
        return f". At most {rows} of each person were kept, chosen at random, before counting"
    return (f". It assumes each person has at most {rows} in the data; this was not checked (declare the column "
            "that identifies people to enforce it)")


def _settle(project: Project, charge: int, state: str, reason: str) -> None:
    """Record how a charge ended; if even that fails, the charge stays with no outcome (counted in full)."""
    try:
        project.settle(charge, state, reason)
    except Exception:  # noqa: BLE001 - the charge is already counted either way
        pass


def release_plan(project: Project, dataset: str, items: list[PlannedQuery], confidence: float = 0.95,
                 task: Task | None = None, done: list | None = None) -> list[dict]:
    """Release every planned query in order, the same way whether from the GUI or a plan file.

    Every query is validated, and the plan's total checked against what remains, before anything is
    spent: a plan with a bad query spends nothing. Each release then charges and runs in turn;
    ``done`` collects the stored releases as they complete, so a plan stopped midway still shows
    what it spent.
    """
    prepared = [prepare(project, dataset, i.query, PrivacySetting.of(epsilon=str(i.epsilon)), confidence)
                for i in items]
    budget = project.budget(dataset)
    odometer = Odometer(budget.total)
    odometer.spend(budget.spent)
    try:
        odometer.check(sequential([p.cost for p in prepared], budget.total.kind))
    except BudgetExceeded as err:
        raise BudgetExceeded(f"the whole plan does not fit: {err}") from None
    done = done if done is not None else []
    for index, (item, ready) in enumerate(zip(items, prepared)):
        if task is not None:
            task.progress(index / len(items), f"releasing {describe(item.query)}")
        done.append(run_prepared(project, ready, task))
    return done


def synthesize(project: Project, dataset: str, columns: list[str], k: int, setting: PrivacySetting, rows: int,
               rounds: int | None = None, task: Task | None = None) -> tuple[dict, list[str], list[list[str]]]:
    """Release every k-way marginal by PMW (one ledger entry) and draw ``rows`` synthetic rows from the
    learned distribution, with the declared category values (post-processing: free)."""
    if rows < 1:
        raise ValueError("ask for at least one synthetic row")
    query = {"type": "marginals", "columns": columns, "k": k, **({"rounds": rounds} if rounds else {})}
    prepared = prepare(project, dataset, query, setting)
    memory.check(prepared.query, prepared.dataset, synthetic_rows=rows)
    learned: list[Factors] = []
    stored = run_prepared(project, replace(prepared, run=functools.partial(prepared.run, learned=learned)), task)
    return stored, columns, _rows(learned[0], stored["axes"], rows)


def synthetic_table(stored: dict, rows: int) -> list[list[str]]:
    """Synthetic rows (declared category values) drawn from a stored "marginals" release: free."""
    return _rows(learned_distribution(stored), stored["axes"], rows)


def _rows(model: Factors, axes: list[list[str]], rows: int) -> list[list[str]]:
    """``rows`` rows drawn from the model, as declared category values."""
    indices = model.sample(rows)
    return [[axes[j][i] for j, i in enumerate(row)] for row in indices.tolist()]
