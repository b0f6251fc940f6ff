"""Many marginal tables at once from a junction tree of measured marginals, its cliques chosen privately (the
approach of MST and AIM: McKenna, Miklau & Sheldon 2021; McKenna et al. 2022), in pure ε-DP.

Budget, added up by sequential composition (every sensitivity is 1 under add/remove, one row per person):
- a share measures every one-way marginal with discrete Laplace noise (their noisy total is the released n̂);
- then T steps, T = d − c + 1 fixed by public facts (d columns, c the largest table asked for): the first step
  chooses the root clique among the workload's tables of c columns, every later one a clique made of columns S
  already together in one chosen clique plus one column v not yet in any, among the subsets of the workload's
  tables. Each step spends a share choosing by permute-and-flip (score: the L1 distance between the clique's
  true counts and the model's, less the expected L1 size of its measurement's noise, so that small tables win
  unless a large one is worth its noise, as in AIM; rounded down to a grid of 1/100, Δu = 1 + 1/100) and the rest
  measuring the chosen clique as one histogram.
The model (core/mechanisms/tree_model.py) is a deterministic fit of the released measurements, so its tables,
synthetic rows and ranges are post-processing. What it can allocate is bounded by public facts: every table it
holds is one of the workload's subsets (engine/memory.py).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from dpgui.core.costs.limits import MAX_NOISE_SCALE, check_epsilon, check_scale
from dpgui.core.mechanisms.pmw import SCORE_GRID, Measurement, check_tables, held_cells, measure, noisy_total
from dpgui.core.mechanisms.selection import permute_and_flip
from dpgui.core.mechanisms.tree_model import TreeModel, project_rows
from dpgui.core.noise.integers import to_float
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import positive
from dpgui.core.progress import Task

ONE_WAY_SHARE = Fraction(1, 10)
SELECT_SHARE = Fraction(1, 10)  # of each step
NOISE_PENALTY = 0.5  # times the measurement's expected L1 noise (its scale per held cell), taken off each score: the
# fit's projection removes much of the noise of a sparse table. On Adult (3 runs, ε = 1, 3-way TV of synthetic rows)
# 1 → 0.5 took 8 columns from 0.044-0.057 to 0.043-0.044 (0.25: 0.039-0.044) and left 14 columns at 0.062-0.065


@dataclass
class TreeResult:
    model: TreeModel
    n_hat: float
    measurements: list[Measurement] = field(default_factory=list)
    epsilon: Fraction = Fraction(0)  # what was spent (less than asked when stopped early)
    rounds: int = 0  # steps done
    stopped_early: bool = False
    one_way_epsilon: Fraction = Fraction(0)
    optional: list | None = None  # the catch-all cells the fit may leave out (see fit)

    def marginal(self, cols: tuple[int, ...]) -> np.ndarray:
        """Estimated counts of a marginal: post-processing of the release."""
        return self.model.marginal(cols) * self.n_hat


def candidate_sets(marginals: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Every subset of two or more columns of a workload table: the cliques the model may hold (sorted)."""
    found = set()
    for m in marginals:
        for size in range(2, len(m) + 1):
            found.update(itertools.combinations(sorted(m), size))
    return sorted(found, key=lambda c: (len(c), c))


def steps(shape: tuple[int, ...], marginals: list[tuple[int, ...]]) -> int:
    """T = d − c + 1: the root adds c columns, each later step one (public facts only)."""
    width = max(len(m) for m in marginals)
    return max(len(shape) - width + 1, 1) if width >= 2 else 0


def check_tree(epsilon, marginals: list[tuple[int, ...]], shape: tuple[int, ...]) -> Fraction:
    """Validate from public parameters only (before the charge): ε and every share's noise scale within the
    limits, every table within the learner's size. After this, :func:`tree_marginals` cannot fail on the data."""
    eps = positive(epsilon, "ε")
    check_epsilon(eps)
    check_tables(marginals, shape)
    scale = Fraction(len(shape)) / (ONE_WAY_SHARE * eps)
    count = steps(shape, marginals)
    if count:
        per_step = (1 - ONE_WAY_SHARE) * eps / count
        scale = max(scale, 2 * (1 + Fraction(1, SCORE_GRID)) / (SELECT_SHARE * per_step),
                    1 / ((1 - SELECT_SHARE) * per_step))
    check_scale(scale, "ε", eps, eps * scale / MAX_NOISE_SCALE)
    return eps


def fit(shape: tuple[int, ...], measurements: list[Measurement], n_hat: float,
        before: list | None = None, optional: list | None = None) -> TreeModel:
    """The model from the released measurements alone (the d one-ways first, then the cliques in their order):
    deterministic, so rebuilding a stored release is free. ``before``, when given, receives the counts the model
    predicted for each clique just before fitting it (core/mechanisms/pmw_ranges.py measures its misses so).
    ``optional`` lists, per column, the catch-all cells left out when their noisy one-way count is within the
    noise (as PMW does: core/mechanisms/pmw.py's held_cells, from released values only)."""
    d = len(shape)
    held = held_cells(measurements[:d], optional) or [np.arange(s) for s in shape]
    measurements = agreeing(shape, measurements)
    one_way = []
    for m, cells in zip(measurements[:d], held):
        keep = np.zeros(m.noisy.size, dtype=bool)
        keep[cells] = True
        p = project_rows(m.noisy.reshape(1, -1), np.array([n_hat]), keep.reshape(1, -1))[0]
        one_way.append(p / p.sum() if p.sum() > 0 else keep / keep.sum())
    model = TreeModel(shape, one_way, held)
    for m in measurements[d:]:
        if before is not None:
            before.append(_prediction(model, m.cols) * n_hat)
        model.add(m.cols, m.noisy, n_hat, m.scale)
    return model


def _variance(scale) -> float:
    q = math.exp(-1.0 / float(scale))
    return 2.0 * q / (1.0 - q) ** 2  # of discrete Laplace noise


def _weighted_total(measurements: list[Measurement]) -> float:
    """The row count every measurement estimates, by the inverse-variance weighted mean of their noisy totals (a
    total of k noisy cells has k times one cell's variance)."""
    weights = [1.0 / (m.noisy.size * _variance(m.scale)) for m in measurements]
    return float(np.average([float(np.sum(m.noisy)) for m in measurements], weights=weights))


def agreed_total(measurements: list[Measurement]) -> float:
    """The released n the final fit scales to (at least 1): from every measurement, not the one-ways alone, whose
    totals carry the most noise on few rows (post-processing of released values)."""
    return max(_weighted_total(measurements), 1.0)


def agreeing(shape: tuple[int, ...], measurements: list[Measurement]) -> list[Measurement]:
    """The measurements made to agree on every column's counts (post-processing of released values): each column's
    counts estimated by the inverse-variance weighted mean of what every measurement holding it says (a sum of k
    noisy cells has k times one cell's variance), then each table shifted, evenly along its other columns, to have
    those counts (the "mutual consistency" step of Hay et al. 2010 and Qardaji et al. 2014). A column measured in
    several cliques so learns from all of them, not from its first alone."""
    tables = [np.array(m.noisy, dtype=float) for m in measurements]
    total = _weighted_total(measurements)  # first one total, so no shift below moves
    tables = [t + (total - t.sum()) / t.size for t in tables]  # another column's counts
    for c in range(len(shape)):
        holding = [(i, m.cols.index(c)) for i, m in enumerate(measurements) if c in m.cols]
        margins, weights = [], []
        for i, axis in holding:
            others = tuple(a for a in range(tables[i].ndim) if a != axis)
            margins.append(tables[i].sum(axis=others))
            weights.append(1.0 / (tables[i].size / shape[c] * _variance(measurements[i].scale)))
        target = np.average(margins, axis=0, weights=weights)
        for (i, axis), margin in zip(holding, margins):
            spread = (target - margin) / (tables[i].size / shape[c])
            tables[i] += spread.reshape([-1 if a == axis else 1 for a in range(tables[i].ndim)])
    return [Measurement(m.cols, t, m.scale) for m, t in zip(measurements, tables)]


def _candidates(model: TreeModel, sets: list[tuple[int, ...]], width: int) -> list[tuple[int, ...]]:
    """The cliques the next step may choose: a root of ``width`` columns, or S ∪ {v} with S inside one clique and
    v in none (depends only on the public workload and earlier, released choices)."""
    if not model.cliques:
        return [c for c in sets if len(c) == width]
    inside = [set(c) for c in model.cliques]
    out = []
    for c in sets:
        fresh = [a for a in c if a not in model.owner]
        if len(fresh) == 1 and any(set(c) - {fresh[0]} <= clique for clique in inside):
            out.append(c)
    return out


def tree_marginals(data: dict, marginals: list[tuple[int, ...]], epsilon, shape: tuple[int, ...],
                   rng: KeystreamSource | None = None, task: Task | None = None,
                   optional: list | None = None) -> TreeResult:
    """Learn a distribution answering every marginal in ``marginals`` from ``data``, the true counts of every
    one-way marginal and every workload table (a dict by sorted column tuple). ε-DP under add/remove with one row
    per person. ``task.stop()`` ends it after the current step, charging only the steps done. ``optional``: see
    :func:`fit`."""
    eps = check_tree(epsilon, marginals, shape)
    task = task or Task()
    d = len(shape)
    one_way_eps = eps * ONE_WAY_SHARE
    scale_one = Fraction(d) / one_way_eps
    measurements = [Measurement((a,), measure(data[(a,)], scale_one, rng), scale_one) for a in range(d)]
    n_hat = noisy_total(measurements)
    model = fit(shape, measurements, n_hat, optional=optional)
    total_steps = steps(shape, marginals)
    sets = candidate_sets(marginals)
    width = max(len(m) for m in marginals)
    per_step = (eps - one_way_eps) / total_steps if total_steps else Fraction(0)
    select_eps, measure_eps = per_step * SELECT_SHARE, per_step * (1 - SELECT_SHARE)
    done = 0
    for step in range(total_steps):
        task.progress(step / total_steps, f"step {step + 1} of {total_steps}")
        candidates = _candidates(model, sets, width)
        if (step and task.stopping) or not candidates:
            break
        scale = 1 / measure_eps
        utilities = []
        for c in candidates:
            true = to_float(np.asarray(_counts(data, c)))
            error = float(np.abs(true - _prediction(model, c) * n_hat).sum()) \
                - NOISE_PENALTY * float(scale) * model.held_cells(c)
            error = error if math.isfinite(error) else 2.0**1000  # never in practice: counts and n̂ are finite
            utilities.append(Fraction(math.floor(min(max(error, -2.0**1000), 2.0**1000) * SCORE_GRID), SCORE_GRID))
        chosen = candidates[permute_and_flip(utilities, select_eps, 1 + Fraction(1, SCORE_GRID), rng=rng)]
        noisy = measure(_counts(data, chosen), scale, rng)
        measurements.append(Measurement(chosen, noisy, scale))
        model.add(chosen, noisy, n_hat, scale)
        done = step + 1
    task.progress(1.0, "done")
    n_hat = agreed_total(measurements)  # the same fit replay makes (from the stored n̂), from every measurement
    model = fit(shape, measurements, n_hat, optional=optional)
    return TreeResult(model, n_hat, measurements, one_way_eps + done * per_step, done, done < total_steps,
                      one_way_eps, optional)


def _prediction(model: TreeModel, cols: tuple[int, ...]) -> np.ndarray:
    """The model's distribution over a candidate clique before measuring it: its separator's marginal times the new
    column's one-way (independent of the rest until measured); a root's is the product of the one-ways."""
    sep, new = model.separator(cols)
    fresh = [c for c in cols if c not in model.owner] if new is None else [new]
    table = np.ones(())
    order = []
    if sep:
        table, order = model.marginal(sep), list(sep)
    for c in fresh:
        table, order = np.multiply.outer(table, model.one_way[c]), order + [c]
    return table.transpose([order.index(c) for c in cols])


def _counts(data: dict, cols: tuple[int, ...]):
    """True counts over ``cols``: stored, or summed from the smallest stored table that holds them."""
    if cols in data:
        return data[cols]
    holder = min((k for k in data if set(cols) <= set(k)), key=lambda k: math.prod(np.shape(data[k])))
    table = np.asarray(data[holder])
    axes = tuple(i for i, c in enumerate(holder) if c not in cols)
    summed = table.sum(axis=axes)
    data[cols] = summed
    return summed
