"""The single door through which every release passes.

Validate the query against the declared schema, convert the privacy setting to the dataset's
budget currency, then in one store transaction: check the budget, compute the true aggregate,
draw the noise, append the ledger entry and store the release, and only then return it.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

from dpgui.core.accounting import BudgetExceeded, Odometer, convert, pure, sequential
from dpgui.core.progress import Task
from dpgui.core.bounded import release_mean, release_sum
from dpgui.core.counts import count_mechanism
from dpgui.core.noise import DiscreteLaplace
from dpgui.core.pmw import (Factors, Measurement, mwem_bound, pmw, replay, total_variation,
                             workload)
from dpgui.core.release import ADD_REMOVE, PrivacySetting, Release
from dpgui.core.selection import release_mode, release_quantile
from dpgui.engine.aggregates import ChunkReader, cell_counts, count_rows, marginal_counts, numeric_values
from dpgui.engine.plan import PlannedQuery, describe
from dpgui.engine.queries import Query, parse_query
from dpgui.store.project import Project

QUANTILE_GRID_POINTS = 1001


def quantile_grid(lower: float, upper: float) -> list[float]:
    """Whole numbers when the declared range holds at most 1000 of them, else 1001 even steps."""
    if float(lower).is_integer() and float(upper).is_integer() and upper - lower <= QUANTILE_GRID_POINTS - 1:
        return [float(v) for v in range(int(lower), int(upper) + 1)]
    return list(np.linspace(lower, upper, QUANTILE_GRID_POINTS))


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


def _compute(project: Project, reader: ChunkReader, query: Query, setting: PrivacySetting,
             confidence: float) -> Release:
    unit, max_rows = project.privacy_unit, project.max_rows_per_person
    if query.type == "count":
        mech = count_mechanism(setting, "count", unit, max_rows)
        return mech.release([count_rows(reader, query.where)], query="count", labels=["count"], confidence=confidence)
    if query.type in ("histogram", "table"):
        counts, axes = cell_counts(reader, list(query.columns), query.where)
        mech = count_mechanism(setting, "histogram", unit, max_rows)
        labels = [" × ".join(cell) for cell in np.array(np.meshgrid(*axes, indexing="ij")).reshape(len(axes), -1).T] \
            if len(axes) > 1 else axes[0]
        release = mech.release(counts, query=query.type, labels=labels, confidence=confidence)
        release.extra["axes"] = axes
        return release
    if query.type == "marginals":
        return _marginals(reader, query, setting, unit, max_rows)
    if query.type == "mode":
        if setting.epsilon is None or setting.delta:
            raise ValueError("the mode is chosen by permute-and-flip, which needs a pure ε")
        counts, axes = cell_counts(reader, [query.column], query.where)
        return release_mode(counts, axes[0], setting.epsilon, unit=unit, max_rows=max_rows, confidence=confidence)
    values = numeric_values(reader, query.column, query.where)
    if query.type == "sum":
        return release_sum(values, query.lower, query.upper, setting, unit=unit, max_rows=max_rows,
                           confidence=confidence)
    if query.type == "mean":
        return release_mean(values, query.lower, query.upper, setting, unit=unit, max_rows=max_rows,
                            confidence=confidence)
    if setting.epsilon is None or setting.delta:
        raise ValueError("a quantile is chosen by permute-and-flip, which needs a pure ε")
    return release_quantile(np.clip(values, query.lower, query.upper), quantile_grid(query.lower, query.upper),
                            Fraction(str(query.q)), setting.epsilon, max_rows=max_rows, confidence=confidence)


def _marginals(reader: ChunkReader, query: Query, setting: PrivacySetting, unit: str, max_rows: int) -> Release:
    """Many marginal tables at once (every k-way one, or a given list), learned by private multiplicative
    weights. The model holds only the joint tables its measurements need, so wide domains work too."""
    if unit != ADD_REMOVE or max_rows != 1:
        raise ValueError("many tables at once needs the add/remove privacy unit with one row per person")
    if setting.epsilon is None or setting.delta:
        raise ValueError("many tables at once uses permute-and-flip and Laplace noise: give a pure ε")
    names = list(query.columns)
    position = {c: i for i, c in enumerate(names)}
    marginals = ([tuple(sorted(position[c] for c in m)) for m in query.marginals] if query.marginals
                 else workload(len(names), query.k))
    one_ways = [(a,) for a in range(len(names)) if (a,) not in marginals]
    true, axes = marginal_counts(reader, names, marginals + one_ways, query.where)
    shape = tuple(len(a) for a in axes)
    result = pmw(true, marginals, setting.epsilon, query.rounds, task=reader.task, shape=shape)
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
            "mwem_bound_tv": min(1.0, estimate.size * bound / (2 * result.n_hat))})
        values += estimate.ravel().tolist()
        labels += cell_labels
    nan = np.full(len(values), np.nan)
    workload_text = f"every {query.k}-way marginal" if not query.marginals else f"{len(marginals)} chosen marginals"
    stopped = (f"; it was stopped after {result.rounds} rounds, so only ε = {float(result.epsilon):.4g} was spent"
               if result.stopped_early else "")
    method = (f"private multiplicative weights over {cells:,} declared cells for {workload_text}: "
              f"ε = {float(result.one_way_epsilon):.3g} of it measured all {len(names)} one-way marginals (their "
              f"noisy total gives n ≈ {result.n_hat:,.0f}); then {result.rounds} rounds each chose the worst-answered "
              "marginal by permute-and-flip and measured it with discrete Laplace noise; the estimates are the learned "
              "distribution's marginals. No per-cell interval: each table states the 95% noise half-width of its "
              "measurement (if it was measured), how far the learned table is from that measurement, and MWEM's "
              f"worst-case bound (Hardt, Ligett & McSherry 2012), about ±{bound:,.0f} rows per cell{stopped}")
    transcript = [{"cols": list(m.cols), "noisy": m.noisy.ravel().tolist(), "scale": str(m.scale)}
                  for m in result.measurements]  # DP outputs themselves: kept so the fit can be replayed for free
    return Release(query="marginals", values=np.array(values), low=nan, high=nan, confidence=0.0, simultaneous=False,
                   cost=pure(result.epsilon), noise={"law": "pmw", "rounds": result.rounds, "n_hat": result.n_hat,
                                                     "passes": result.passes, "stopped_early": result.stopped_early},
                   method=method, labels=labels,
                   extra={"marginals": tables, "measurements": transcript, "axes": axes, "columns": names})


def learned_distribution(stored: dict) -> Factors:
    """The learned distribution of a stored "marginals" release, rebuilt from its measurements (free)."""
    shape = tuple(len(a) for a in stored["axes"])
    measurements = [Measurement(tuple(m["cols"]), np.array(m["noisy"]).reshape([shape[c] for c in m["cols"]]),
                                Fraction(m["scale"])) for m in stored["measurements"]]
    return replay(shape, measurements, stored["noise"]["n_hat"], stored["noise"]["passes"])


def release(project: Project, dataset: str, query_json, setting: PrivacySetting,
            confidence: float = 0.95, task: Task | None = None) -> dict:
    """Spend budget on one query and return the stored release (with its id and the budget after).

    A cancel through ``task`` before the commit rolls everything back: nothing is spent.
    """
    if not 0 < confidence < 1:
        raise ValueError(f"the confidence level must be strictly between 0 and 1, got {confidence}")
    info = project.dataset(dataset)
    if info.schema is None:
        raise ValueError(f"declare the schema of {dataset!r} before releasing anything from it")
    if info.schema.derived_from_private_data:
        raise ValueError(f"the schema of {dataset!r} was proposed from the private data; review it and declare "
                         "it (remove the \"derived_from_private_data\" mark) before releasing")
    query = parse_query(query_json, info.schema)
    cost = convert(setting.cost, info.budget.kind)  # a clear error if the currencies do not mix
    reader = ChunkReader(project, info, task)

    def run():
        result = _compute(project, reader, query, setting, confidence)
        data = result.as_dict()
        data.pop("labels", None)
        data["rows"] = rows_of(result)
        mechanism = {**result.noise, "privacy_unit": project.privacy_unit,
                     "max_rows_per_person": project.max_rows_per_person}
        return query.raw, mechanism, data, data.pop("post_processing", []), convert(result.cost, info.budget.kind)

    release_id = project.record_release(dataset, cost, run)
    return {**project.release(release_id), "budget": project.budget(dataset).as_dict()}


def release_plan(project: Project, dataset: str, items: list[PlannedQuery], confidence: float = 0.95,
                 task: Task | None = None, done: list | None = None) -> list[dict]:
    """Release every planned query in order, the same way whether from the GUI or a plan file.

    The plan's total is checked against what remains first, so a plan that cannot fit releases
    nothing; each release then checks and spends again in its own transaction. ``done`` collects
    release ids as they are committed (the GUI uses it after a cancel).
    """
    info = project.dataset(dataset)
    costs = [convert(PrivacySetting.of(epsilon=str(i.epsilon)).cost, info.budget.kind) for i in items]
    odometer = Odometer(info.budget)
    odometer.spend(project.budget(dataset).spent)
    try:
        odometer.check(sequential(costs, info.budget.kind))
    except BudgetExceeded as err:
        raise BudgetExceeded(f"the whole plan does not fit: {err}") from None
    results, done = [], done if done is not None else []
    for index, item in enumerate(items):
        if task is not None:
            task.progress(index / len(items), f"releasing {describe(item.query)}")
        results.append(release(project, dataset, item.query, PrivacySetting.of(epsilon=str(item.epsilon)),
                               confidence, task))
        done.append(results[-1]["release_id"])
    return results


def synthesize(project: Project, dataset: str, columns: list[str], k: int, setting: PrivacySetting, rows: int,
               rounds: int | None = None, task: Task | None = None) -> tuple[dict, list[str], list[list[str]]]:
    """Release every k-way marginal by PMW (one ledger entry) and draw ``rows`` synthetic rows from the
    learned distribution, with the declared category values (post-processing: free)."""
    if rows < 1:
        raise ValueError("ask for at least one synthetic row")
    query = {"type": "marginals", "columns": columns, "k": k, **({"rounds": rounds} if rounds else {})}
    stored = release(project, dataset, query, setting, task=task)
    return stored, columns, synthetic_table(stored, rows)


def synthetic_table(stored: dict, rows: int) -> list[list[str]]:
    """Synthetic rows (declared category values) drawn from a stored "marginals" release: free."""
    indices = learned_distribution(stored).sample(rows)
    return [[stored["axes"][j][i] for j, i in enumerate(row)] for row in indices]
