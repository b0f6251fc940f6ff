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
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import numpy as np

from dpgui.core.costs.accounting import Cost, convert, pure
from dpgui.core.mechanisms.bounded import mean_mechanisms, release_mean, release_sum, sum_mechanism
from dpgui.core.mechanisms.counts import count_mechanism
from dpgui.core.mechanisms.marginal_tree import TreeResult, check_tree, tree_marginals
from dpgui.core.mechanisms.marginal_tree import fit as tree_fit
from dpgui.core.mechanisms.pmw import Factors, check_pmw, mwem_bound, pmw, replay, total_variation
from dpgui.core.mechanisms.release import ADD_REMOVE, PrivacySetting, Release
from dpgui.core.mechanisms.selection import check_selection, release_mode, release_quantile
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.progress import Cancelled, Task
from dpgui.core.words.plain_numbers import localised, plain_number, plain_percent
from dpgui.core.words.translation import translate
from dpgui.engine import learned_tables, memory
from dpgui.engine.backends import Aggregates, open_aggregates
from dpgui.engine.errors import ReleaseFailed
from dpgui.engine.link_sketch import refresh
from dpgui.engine.plan import describe
from dpgui.engine.queries import QUANTILE_GRID_POINTS, Query, marginal_tables, parse_query, quantile_grid, rows_can_add_zero
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.errors import DiskFull, LedgerTampered, StoreError
from dpgui.store.safe_cells import neutralise, write_csv
from dpgui.store.project import DatasetInfo, Project

if TYPE_CHECKING:  # loaded by the queries that use them, not on a histogram's path
    from dpgui.core.mechanisms.pmw_ranges import Ranges

CONFIDENCE_RANGE = (0.5, 0.999999)  # every β a mechanism derives from it (β/2, β/cells) stays a usable float
REFIT_TABLES = 2_000  # the tree's refits for ranges: each computes every table again (364 on Adult's 14 columns get 8)
RANGES_CONFIDENCE = 0.95  # the learned tables' ranges (many tables at once) are at 95%, whatever was asked


def rows_of(release: Release) -> list[dict]:
    """The released table as rows of label, estimate and interval (None where there is none)."""
    values, low, high = (np.ravel(a) for a in (release.values, release.low, release.high))
    labels = [str(x) for x in release.labels] or [release.query]
    if release.query == "above_threshold":
        follow = release.extra["follow_up_values"]
        return [{"label": lab, "estimate": f, "ci_low": lo, "ci_high": hi, "above": None if v is None else v == 1}
                for lab, f, lo, hi, v in zip(labels, follow, low, high, values)]
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
            confidence: float = 0.95, info: DatasetInfo | None = None) -> PreparedRelease:
    """Validate a release completely without reading the data; refusals are one-line ValueErrors. ``info``: the
    dataset's, when the caller has just read it (a plan prepares all its queries from one read; the charge reads it
    again and checks it against the journal)."""
    if not CONFIDENCE_RANGE[0] <= confidence <= CONFIDENCE_RANGE[1]:
        raise ValueError(translate("engine.release", "The confidence level must be between {low}% and {high}%, got "
                                   "{value}").format(low=plain_number(CONFIDENCE_RANGE[0] * 100, digits=7),
                                                     high=plain_number(CONFIDENCE_RANGE[1] * 100, digits=7),
                                                     value=plain_number(confidence, digits=7)))
    info = info or project.dataset(dataset)
    if info.schema is None:
        raise ValueError(translate("engine.release", "Declare the schema of {dataset} before releasing anything from "
                                   "it").format(dataset=repr(dataset)))
    if info.schema.derived_from_private_data:
        raise ValueError(_unreviewed_text(dataset, info.schema.derived_columns))
    query = parse_query(query_json, info.schema)
    kind, unit, project_rows = project.terms(info.population)
    cost = convert(setting.cost, kind)  # a clear error if the currencies do not mix
    person = info.schema.person
    max_rows = person.max_rows if person else project_rows
    run = _mechanism(query, info.schema, setting, unit, max_rows, confidence)
    memory.check(query, info)
    public = {"type": query.type, "privacy_unit": unit, "max_rows_per_person": max_rows,
              "rows_per_person": "enforced" if person else "assumed", "cost": cost.as_dict(),
              "missing_values": info.schema.missing_texts(query.columns)}
    return PreparedRelease(info, query, cost, public, run)


def _unreviewed_text(dataset: str, columns: tuple[str, ...]) -> str:
    """Why a schema proposed from the private data cannot be released from yet."""
    if not columns:
        return translate("engine.release", "The schema of {dataset} was proposed from the private data; review it "
                         "and declare it (remove the \"derived_from_private_data\" mark) before releasing").format(
            dataset=repr(dataset))
    return translate("engine.release", "The schema of {dataset} was proposed from the private data; review it and "
                     "declare it (remove the \"derived_from_private_data\" mark) before releasing (still to confirm: "
                     "{columns})").format(dataset=repr(dataset), columns=", ".join(columns))


def _mechanism(query: Query, schema: DatasetSchema, setting: PrivacySetting, unit: str, max_rows: int,
               confidence: float) -> Callable[[Aggregates], Release]:
    """Calibrate the query's mechanism now, from public facts only (refusing what its arithmetic cannot
    honour), and return the step that reads the data and draws the noise, which cannot fail on them."""
    pure_only = ("mode", "quantile", "marginals", "above_threshold")
    if query.type in pure_only and (setting.epsilon is None or setting.delta):
        raise ValueError({"above_threshold": translate("engine.release", "Above-threshold answers come from the "
                                                       "sparse vector technique, which needs a pure ε"),
                          "mode": translate("engine.release", "A mode is chosen by permute-and-flip, which needs a "
                                            "pure ε"),
                          "quantile": translate("engine.release", "A quantile is chosen by permute-and-flip, which "
                                                "needs a pure ε"),
                          "marginals": translate("engine.release", "Marginals are chosen by permute-and-flip, which "
                                                 "needs a pure ε")}[query.type])
    if query.type == "above_threshold":
        return _above_threshold(query, setting, unit, max_rows, confidence)
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
        if query.method == "tree":
            check_tree(setting.epsilon / group, marginal_tables(query), shape)
        else:
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
            raise ValueError(translate("engine.release", "The bounds [{lower}, {upper}] are too far apart to place "
                                       "{points} candidate values between them; give narrower bounds").format(
                lower=localised(f"{query.lower:g}"), upper=localised(f"{query.upper:g}"),  # huge: e-notation is shorter
                points=plain_number(QUANTILE_GRID_POINTS)))
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


def _above_threshold(query: Query, setting: PrivacySetting, unit: str, max_rows: int,
                     confidence: float) -> Callable[[Aggregates], Release]:
    """Sparse vector over the candidates' counts, in the order declared or given (never one from the data).
    Δ = the most rows one person has, under both units: adding, removing or replacing a person moves each count
    by at most that many. The tighter monotone noise only under add-remove, where every count moves the same way."""
    from dpgui.core.mechanisms.above_threshold import above_threshold_scales, release_above_threshold, uncertainty

    cand = query.candidates
    if cand.monotone and unit != ADD_REMOVE:
        raise ValueError(translate("engine.release", "Counts are monotone only when the privacy unit is add-remove "
                                   "(replacing a person can raise one count and lower another); leave \"monotone\" "
                                   "false"))
    scales = above_threshold_scales(setting.epsilon, cand.c, max_rows, cand.monotone, cand.follow_up)  # refuses now
    uncertainty(cand.threshold, scales, confidence)  # public arithmetic the release repeats: any failure is now

    def run(data: Aggregates) -> Release:
        if cand.filters is not None:
            counts = [data.count_rows(condition) for condition in cand.filters]  # already in the order examined
        else:
            cells = np.ravel(data.cell_counts(list(query.columns), query.where)[0])
            counts = [cells[i] for i in cand.positions]
        release = release_above_threshold(counts, cand.labels, cand.threshold, setting.epsilon, cand.c, max_rows,
                                          cand.monotone, cand.follow_up, confidence,
                                          order="given" if cand.given_order else "declared")
        if query.columns:
            release.extra["columns"] = list(query.columns)
        return release
    return run


def _cells(data: Aggregates, query: Query, mech, confidence: float) -> Release:
    counts, axes = data.cell_counts(list(query.columns), query.where)
    labels = [" × ".join(cell) for cell in itertools.product(*axes)] if len(axes) > 1 else axes[0]  # row-major
    release = mech.release(counts, query=query.type, labels=labels, confidence=confidence)
    release.extra["axes"], release.extra["columns"] = axes, list(query.columns)  # charts and exports name them
    return release


def _marginals(data: Aggregates, query: Query, setting: PrivacySetting, group: int, optional: list,
               learned: list | None = None) -> Release:
    """Many marginal tables at once (every k-way one, or a given list), learned from a junction tree of measured
    marginals (core/mechanisms/marginal_tree.py; the default) or by private multiplicative weights (``"method":
    "pmw"``). Either model holds only the tables its measurements need, so wide domains work too. ``learned``, when
    given, receives the fitted model (kept in memory only: synthetic rows need no refit). The tables are stored as
    arrays (engine/learned_tables.py).

    Both are ε-DP for neighbours one row apart; neighbours that differ in one person's ``group`` rows
    (K rows per person, twice that when replacing one) are then (group·ε)-DP apart (group privacy,
    Dwork & Roth Thm. 2.2), so they run with ε/group and are charged ε."""
    names = list(query.columns)
    marginals = marginal_tables(query)
    one_ways = [(a,) for a in range(len(names)) if (a,) not in marginals]
    true, axes = data.marginal_counts(names, marginals + one_ways, query.where)
    shape = tuple(len(a) for a in axes)
    tree = query.method == "tree"
    if tree:
        result = tree_marginals(true, marginals, setting.epsilon / group, shape, task=data.task, optional=optional)
    else:
        result = pmw(true, marginals, setting.epsilon / group, query.rounds, task=data.task, shape=shape,
                     optional=optional)
    if learned is not None:
        learned.append(result.model)
    ranges, ranges_text = _ranges(result, shape, marginals, optional, data.task)
    cells = math.prod(shape)
    bound = None if tree else mwem_bound(result.n_hat, cells, sum(math.prod(shape[a] for a in m) for m in marginals),
                                         max(result.rounds, 1), float(result.epsilon - result.one_way_epsilon))
    measured = {m.cols: m for m in result.measurements}
    tables, estimates, held = [], [], []
    for i, cols in enumerate(marginals):
        estimate = result.marginal(cols)
        noise = measured.get(cols)
        halves = np.sort(((ranges.high[i] - ranges.low[i]) / 2).ravel()) if ranges else None
        tables.append({
            "columns": [names[c] for c in cols], "measured": noise is not None,
            "measured_noise_scale": float(noise.scale) if noise else None,
            "measured_half_width_95": DiscreteLaplace(noise.scale).half_width(0.05) if noise else None,
            "learned_vs_measured_tv": total_variation(noise.noisy.clip(0), estimate) if noise else None,
            "learned_vs_measured_rows": float(np.abs(noise.noisy - estimate).mean()) if noise else None,
            "typical_half_width": float(halves[len(halves) // 2]) if ranges else None,
            "mwem_bound_cell": bound,
            "mwem_bound_tv": None if bound is None else min(1.0, estimate.size * bound / (2 * result.n_hat))})
        estimates.append(estimate)
        held.append(result.model.restrict(estimate, cols).ravel())
    too_noisy = _too_noisy(tables, np.concatenate(held), float(setting.epsilon), 0 if tree else result.rounds)
    workload_text = f"every {query.k}-way marginal" if not query.marginals else f"{len(marginals)} chosen marginals"
    spent = float(result.epsilon * group)
    steps_word = "steps" if tree else "rounds"
    stopped = f"; it was stopped after {result.rounds} {steps_word}, so only ε = {plain_number(spent, digits=4)} was " \
        "spent" if result.stopped_early else ""
    one_way_text = (f"{_group_text(group)}ε = {plain_number(float(result.one_way_epsilon * group), digits=3)} of it "
                    f"measured all {len(names)} one-way marginals ("
                    + ("every measurement's noisy total, weighted by its noise, gives" if tree else "their noisy total gives")
                    + f" n ≈ {result.n_hat:,.0f}); ")
    if tree:
        method = (f"a junction tree of measured marginals over {cells:,} declared cells for {workload_text} (as MST "
                  f"and AIM, McKenna et al. 2021, 2022): {one_way_text}then "
                  + ("1 step chose" if result.rounds == 1 else f"{result.rounds} steps each chose") + " a table to "
                  "add to the tree by permute-and-flip (the worst-answered, less its measurement's expected noise) and "
                  "measured it with discrete Laplace noise; the estimates are the marginals of the model fitted to "
                  "every measurement (least squares under the constraints of a distribution, clique by clique). "
                  f"{ranges_text}. " + translate(
                      "engine.release", "Each table also states the 95% noise half-width of its measurement (if it "
                      "was measured) and the typical difference between its learned and measured cells in rows")
                  + stopped + _left_out_text(result.model, names, axes))
    else:
        method = (f"private multiplicative weights over {cells:,} declared cells for {workload_text}: {one_way_text}"
                  f"then {result.rounds} rounds each chose the worst-answered marginal by permute-and-flip and measured "
                  "it with discrete Laplace noise; the estimates are the learned distribution's marginals. "
                  f"{ranges_text}. " + translate(
                      "engine.release", "Each table also states the 95% noise half-width of its measurement (if it "
                      "was measured), the typical difference between its learned and measured cells in rows, and ")
                  + f"{_bound_text(bound)}{stopped}{_left_out_text(result.model, names, axes)}")
    stored = learned_tables.store(tables, estimates, ranges.low if ranges else None, ranges.high if ranges else None,
                                  result.measurements)  # the measurements are DP outputs: kept to replay the fit
    noise = {"law": "tree" if tree else "pmw", "group": group, "rounds": result.rounds, "n_hat": result.n_hat,
             "stopped_early": result.stopped_early, "optional_cells": optional}
    if not tree:
        noise["passes"] = result.passes
    return Release(query="marginals", values=np.zeros(0), low=np.zeros(0), high=np.zeros(0),
                   confidence=RANGES_CONFIDENCE if ranges else 0.0, simultaneous=False,
                   cost=pure(result.epsilon * group), noise=noise, method=method, labels=[],
                   extra={**stored, "axes": axes, "columns": names, "too_noisy": too_noisy,
                          "warning": _too_noisy_text(too_noisy)})


def _ranges(result, shape: tuple[int, ...], marginals: list[tuple[int, ...]], optional: list,
            task: Task | None) -> tuple[Ranges | None, str]:
    """Each learned cell's approximate range, computed after the charge from the released measurements alone
    (core/mechanisms/pmw_ranges.py), with the sentence that says how, or why there is none."""
    from dpgui.core.mechanisms.pmw_ranges import (MAX_CELLS, MIN_REFITS, REFITS, affordable_refits, learned_ranges,
                                                  reach_factors)

    tree = isinstance(result, TreeResult)
    refits = (min(REFITS, max(MIN_REFITS, REFIT_TABLES // len(marginals))) if result.model.cells <= MAX_CELLS else 0) \
        if tree else \
        affordable_refits(len(shape), len(result.measurements), result.passes, result.model.cells)
    if refits < MIN_REFITS:
        return None, translate("engine.release", "No per-cell range: the learned model is too large to refit the "
                               "{least} times its ranges need in reasonable time").format(least=MIN_REFITS)
    try:
        ranges = learned_ranges(shape, result.measurements, result.n_hat, 0 if tree else result.passes, marginals,
                                refits, optional, RANGES_CONFIDENCE, task=task,
                                fit=functools.partial(tree_fit, optional=optional) if tree else None)
    except Cancelled:  # the tables are paid for by now: a cancel ends only the free ranges, never loses them
        return None, translate("engine.release", "No per-cell range: their computation was cancelled; the tables, "
                               "already paid for, are kept")
    except Exception as error:  # free post-processing of released values: a fault there never loses paid tables
        return None, translate("engine.release", "No per-cell range: computing them failed ({error})").format(
            error=type(error).__name__)
    if ranges is None:
        return None, translate("engine.release", "No per-cell range: no round was run, or the ranges were stopped "
                               "before {least} refits").format(least=MIN_REFITS)
    z, chebyshev = reach_factors(RANGES_CONFIDENCE)
    return ranges, translate(
        "engine.release", "Each cell's range (about {confidence}, approximate) comes from the released measurements "
        "alone, at no cost: Efron's parametric bootstrap ({refits} refits of the same fit to measurements drawn "
        "again from the learned tables, with fresh discrete Laplace noise of each measurement's scale), widened by "
        "how far the model still was, in its last rounds, from the tables it measured next (s = {miss} rows per "
        "√row; ± {z}·s·√count for a measured table, ± {chebyshev}·s·√count, Chebyshev's bound, for a table learned "
        "from the others)").format(
        confidence=plain_percent(RANGES_CONFIDENCE), refits=plain_number(ranges.refits),
        miss=plain_number(ranges.miss, digits=2), z=plain_number(z, digits=3), chebyshev=plain_number(chebyshev, digits=3))


def _too_noisy(tables: list[dict], held: np.ndarray, epsilon: float, rounds: int) -> dict | None:
    """When the measured tables' 95% noise half-width is larger than a typical (median) learned cell (of those the
    model holds: the catch-alls it left out are 0), what would bring it below: the half-width scales as 1/ε, and
    as the number of rounds (each shares the budget)."""
    widths = [t["measured_half_width_95"] for t in tables if t["measured"]]
    if not widths or not len(held):
        return None
    width, typical = float(np.median(widths)), float(np.median(held))
    if width <= typical:
        return None
    target = max(typical, 1.0)
    return {"half_width": width, "typical_count": typical, "epsilon_needed": epsilon * width / target,
            "rounds_needed": math.floor(rounds * target / width)}


def _too_noisy_text(too_noisy: dict | None) -> str:
    if not too_noisy:
        return ""
    text = translate("engine.release", "⚠ These tables are not fit to publish: the noise of each measured table "
                     "(±{width} rows at 95%) is larger than a typical learned cell ({typical} rows). The noise would "
                     "be smaller than a typical cell at ε = {epsilon} or more")
    if too_noisy["rounds_needed"] >= 1:
        text += translate("engine.release", ", or with the rounds cut to {rounds} (each round measures one table, so "
                          "fewer tables measured each get more of the budget)")
    return (text + ".").format(width=plain_number(too_noisy["half_width"]), typical=plain_number(too_noisy["typical_count"]),
                               epsilon=plain_number(too_noisy["epsilon_needed"], digits=2),
                               rounds=plain_number(too_noisy["rounds_needed"]))


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


def learned_distribution(stored: dict):
    """The learned distribution of a stored "marginals" release, rebuilt from its measurements (free)."""
    shape = tuple(len(a) for a in stored["axes"])
    measurements = learned_tables.measurements(stored)
    if stored["noise"]["law"] == "tree":
        return tree_fit(shape, measurements, stored["noise"]["n_hat"], optional=stored["noise"]["optional_cells"])
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
        raise Cancelled(translate("engine.release", "Cancelled; the {cost} charged for it stays spent, because "
                                  "reading its data had begun").format(cost=prepared.cost)) from None
    except LedgerTampered:  # the stored data is not what was declared: say so (its message holds no data)
        _settle(project, charge, "failed", "the stored data was changed outside dpgui")
        raise
    except Exception as err:  # nothing that depends on the data may fail; say nothing the data could have shaped
        _settle(project, charge, "failed", f"internal error ({type(err).__name__})")
        raise ReleaseFailed(translate("engine.release", "The release failed after its {cost} was charged (an internal "
                                      "error: {error}); the charge stays spent. Please report this.").format(
            cost=prepared.cost, error=type(err).__name__)) from None
    try:
        return project.store_releases([(charge, *stored_form(prepared, result))])[0]
    except StoreError as err:
        _settle(project, charge, "failed", "the result could not be stored")
        raise ReleaseFailed(unsaved_text(isinstance(err, DiskFull)).format(cost=prepared.cost)) from None


def stored_form(prepared: PreparedRelease, result: Release) -> tuple[dict, list, Cost]:
    """(the release as stored, its post-processing, what it spent): what ``Project.complete`` takes."""
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
    return data, post, convert(result.cost, prepared.cost.kind)


def unsaved_text(disk_full: bool) -> str:
    """Why a release made and charged is lost, with ``{cost}``."""
    if disk_full:
        return translate("engine.release", "The release was made but could not be saved (the disk is full), so its "
                         "result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as "
                         "failed), and running it again would spend again")
    return translate("engine.release", "The release was made but could not be saved (the project file could not be "
                     "written), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists "
                     "it as failed), and running it again would spend again")


def _span(query: Query) -> float | None:
    """The declared range a mean can take (public): how wide an interval may be before it says little."""
    return query.upper - query.lower if query.type == "mean" else None


def _rows_per_person_text(public: dict) -> str:
    k = public["max_rows_per_person"]
    if public["rows_per_person"] == "enforced":
        text = translate("engine.release", "At most {count} row of each person were kept, chosen at random, before "
                         "counting") if k == 1 else \
            translate("engine.release", "At most {count} rows of each person were kept, chosen at random, before "
                      "counting")
    else:
        text = translate("engine.release", "It assumes each person has at most {count} row in the data; this was not "
                         "checked (declare the column that identifies people to enforce it)") if k == 1 else \
            translate("engine.release", "It assumes each person has at most {count} rows in the data; this was not "
                      "checked (declare the column that identifies people to enforce it)")
    return ". " + text.format(count=plain_number(k))


def _settle(project: Project, charge: int, state: str, reason: str) -> None:
    """Record how a charge ended; if even that fails, the charge stays with no outcome (counted in full)."""
    try:
        project.settle(charge, state, reason)
    except Exception:  # noqa: BLE001 - the charge is already counted either way
        pass


def synthesize(project: Project, dataset: str, columns: list[str], k: int, setting: PrivacySetting, rows: int,
               rounds: int | None = None, task: Task | None = None) -> tuple[dict, list[str], list[list[str]]]:
    """Release every k-way marginal by PMW (one ledger entry) and draw ``rows`` synthetic rows from the
    learned distribution, with the declared category values (post-processing: free)."""
    if rows < 1:
        raise ValueError(translate("engine.release", "Ask for at least one synthetic row"))
    query = {"type": "marginals", "columns": columns, "k": k, **({"rounds": rounds} if rounds else {})}
    prepared = prepare(project, dataset, query, setting)
    memory.check(prepared.query, prepared.dataset, synthetic_rows=rows)
    learned: list = []
    stored = run_prepared(project, replace(prepared, run=functools.partial(prepared.run, learned=learned)), task)
    return stored, columns, _rows(learned[0], stored["axes"], rows)


def synthetic_table(stored: dict, rows: int) -> list[list[str]]:
    """Synthetic rows (declared category values) drawn from a stored "marginals" release: free."""
    return _rows(learned_distribution(stored), stored["axes"], rows)


RANGES_HEADER = ["table", "cell", "estimate", "low", "high", "confidence", "measured"]


def write_ranges(stored: dict, synthetic_path, keep_formulas: bool = False) -> Path:
    """Beside synthetic rows at ``synthetic_path``, "<name>-ranges.csv": every learned table's cells with their
    estimate and range (empty for a release stored before ranges), so synthetic data comes with its uncertainty."""
    path = Path(synthetic_path)
    sure = stored["confidence"] if learned_tables.has_ranges(stored) else ""

    def rows():  # streamed (a wide release has millions of cells); its only text cells are neutralised here, once
        for t in learned_tables.tables(stored):
            name = neutralise(" × ".join(t["columns"]), keep_formulas)
            labels = [neutralise(label, keep_formulas) for label in learned_tables.cell_labels(stored, t["columns"])]
            low = itertools.repeat("") if t["low"] is None else t["low"].tolist()
            high = itertools.repeat("") if t["high"] is None else t["high"].tolist()
            measured = "yes" if t["measured"] else "no"
            for label, estimate, lo, hi in zip(labels, t["estimates"].tolist(), low, high):
                yield name, label, estimate, lo, hi, sure, measured

    return write_csv(path.with_name(f"{path.stem}-ranges.csv"), RANGES_HEADER, rows(), keep_formulas=True)


def _rows(model, axes: list[list[str]], rows: int) -> list[list[str]]:
    """``rows`` rows drawn from the model, as declared category values."""
    indices = model.sample(rows)
    table = np.empty(indices.shape, dtype=object)
    for j, axis in enumerate(axes):  # one lookup per column, not per cell
        labels = np.empty(len(axis), dtype=object)
        labels[:] = axis
        table[:, j] = labels[indices[:, j]]
    return table.tolist()
