"""Many marginal tables at once: private multiplicative weights (seed 001; MWEM, Hardt, Ligett &
McSherry 2012; reference §5), over the declared domain.

Budget, all pure ε-DP and added up by sequential composition:
- a fixed share measures every 1-way marginal with discrete Laplace noise (their noisy total is
  the released n; the true n is never read otherwise);
- each of T rounds spends 1/8 of its share choosing the worst-answered workload marginal with
  permute-and-flip (score: L1 distance between the model's and the data's counts, sensitivity 1
  under add/remove, rounded down to a grid of 1/100 and charged with Δu = 1 + 1/100), and the rest
  measuring that whole marginal as one histogram (parallel composition across its cells);
- after each measurement, several multiplicative-weights passes fit the model to every
  measurement so far (MWEM's update A(x) ← A(x)·exp(q(x)(m − q(A))/(2n)), applied to a whole
  marginal at once).
The model is a product of independent factors, merged only when a measured marginal spans them, so
domains far beyond a dense vector work as long as each merged factor stays within 10^7 cells and all
of them together within 2·10^7: a round chooses only among the marginals that keep the model so (a rule
on the public domain and the earlier, released choices), so what it can allocate is bounded before the
data are read, whatever they make it choose (engine/memory.py).
Cells the caller marks optional (the engine's "(other)" and "(missing)" catch-alls) are left out of the
model when their noisy one-way count is within the noise's 95% half-width: a structural zero chosen from
released values only (post-processing), which keeps the model's tables as small as the declared
categories make them. Those rows still count everywhere else (the noisy n, every selection score and
measurement); the learned tables put 0 in such cells and synthetic rows never take those values.
The learned distribution is post-processing: its marginals and synthetic rows cost nothing more, and so do the
approximate ranges of its cells (core/mechanisms/pmw_ranges.py).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from dpgui.core.costs.limits import MAX_NOISE_SCALE, check_epsilon, check_scale
from dpgui.core.mechanisms.selection import permute_and_flip
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.noise.integers import add, as_ints, to_float
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import positive
from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

ONE_WAY_SHARE = Fraction(1, 5)
SELECT_SHARE = Fraction(1, 8)  # of each round. On Adult (bench/synthesize.py), 1/2 → 1/8 took the learned
# three-way marginals' mean TV from 0.080 to 0.060 at ε = 0.3 and from 0.055 to 0.040 at ε = 1
SCORE_GRID = 100
MAX_DEFAULT_ROUNDS = 40


def workload(columns: int, k: int) -> list[tuple[int, ...]]:
    """Every k-way marginal over ``columns`` columns."""
    if not 1 <= k <= columns:
        raise ValueError(translate("core.mechanisms.pmw", "K must be between 1 and the number of columns "
                                   "({columns})").format(columns=plain_number(columns)))
    return list(itertools.combinations(range(columns), k))


def project(p: np.ndarray, cols: tuple[int, ...]) -> np.ndarray:
    """The marginal of a d-dimensional table over ``cols`` (summing out the other axes; the kept axes stay
    in their order). ``einsum`` sums many small axes about twice as fast as ``sum`` over a tuple of axes,
    and projections are most of the learner's time."""
    if len(cols) == p.ndim:
        return p
    return np.einsum(p, list(range(p.ndim)), sorted(cols))


def _broadcast(values: np.ndarray, positions: tuple[int, ...], ndim: int) -> np.ndarray:
    shape = [1] * ndim
    for axis, size in zip(positions, values.shape):
        shape[axis] = size
    return values.reshape(shape)


MAX_FACTOR_CELLS = 10**7
MAX_MODEL_CELLS = 2 * MAX_FACTOR_CELLS  # every factor together


class DomainTooLarge(ValueError):
    """A marginal would need a joint table larger than the learner can hold."""


class Factors:
    """The learned distribution as a product of independent factors, each a dense table over some columns.

    It starts as one factor per column (the uniform distribution). Fitting a marginal that spans several
    factors first merges them into their outer product. The multiplicative update on a marginal's columns
    keeps the product form, so this is the same model as one dense vector over the whole domain (reference
    §5, "Scaling"), but it only ever holds the joint tables the measurements need.

    ``held`` lists, per column, the declared cells the model holds (default: all); the factors and the
    fitting methods (:meth:`inner_marginal`, :meth:`update`, :meth:`restrict`) work on those cells only,
    while :meth:`marginal`, :meth:`dense` and :meth:`sample` speak in declared cells (0 where not held).
    """

    def __init__(self, shape: tuple[int, ...], limit: int = MAX_FACTOR_CELLS, held: list | None = None,
                 total: int | None = None):
        self.shape, self.limit = tuple(shape), limit
        self.total = MAX_MODEL_CELLS if total is None else total
        self.held = [np.arange(s) for s in self.shape] if held is None else [np.asarray(c) for c in held]
        inner = [len(c) for c in self.held]
        self.factors: list[tuple[tuple[int, ...], np.ndarray]] = [((a,), np.full(s, 1.0 / s))
                                                                  for a, s in enumerate(inner)]

    def _touching(self, cols) -> list[int]:
        return [i for i, (fc, _) in enumerate(self.factors) if set(fc) & set(cols)]

    def merged_cells(self, cols) -> int:
        """Cells of the factor that fitting ``cols`` would need."""
        return math.prod(len(self.held[c]) for i in self._touching(cols) for c in self.factors[i][0])

    def fits(self, cols) -> bool:
        """Whether fitting ``cols`` keeps its factor within ``limit`` and all factors within ``total``."""
        merged = self.merged_cells(cols)
        replaced = sum(self.factors[i][1].size for i in self._touching(cols))
        return merged <= self.limit and self.cells - replaced + merged <= self.total

    @property
    def cells(self) -> int:
        return sum(t.size for _, t in self.factors)

    def merge(self, cols) -> tuple[tuple[int, ...], np.ndarray]:
        """The single factor holding every column of ``cols``, merging factors if needed."""
        touching = self._touching(cols)
        if len(touching) > 1:
            cells = self.merged_cells(cols)
            if cells > self.limit:
                raise DomainTooLarge(translate(
                    "core.mechanisms.pmw", "A joint table over these columns would have {cells} cells, more than the "
                    "{limit} dpgui can hold; choose fewer columns or coarser categories").format(
                    cells=plain_number(cells), limit=plain_number(self.limit)))
            joint_cols, joint = (), np.ones(())
            for i in touching:
                fc, table = self.factors[i]
                joint, joint_cols = np.multiply.outer(joint, table), joint_cols + fc
            order = tuple(int(a) for a in np.argsort(joint_cols))
            merged = (tuple(sorted(joint_cols)), np.ascontiguousarray(joint.transpose(order)))
            self.factors = [f for i, f in enumerate(self.factors) if i not in touching] + [merged]
        return next(f for f in self.factors if set(cols) <= set(f[0]))

    def restrict(self, table: np.ndarray, cols: tuple[int, ...]) -> np.ndarray:
        """A table over the declared cells of ``cols``, cut down to the cells the model holds."""
        return table[np.ix_(*(self.held[c] for c in cols))]

    def marginal(self, cols: tuple[int, ...]) -> np.ndarray:
        """Probabilities over the declared cells of ``cols``, in that order (0 in cells the model leaves out)."""
        inner = self.inner_marginal(cols)
        if all(len(self.held[c]) == self.shape[c] for c in cols):
            return inner
        out = np.zeros([self.shape[c] for c in cols])
        out[np.ix_(*(self.held[c] for c in cols))] = inner
        return out

    def inner_marginal(self, cols: tuple[int, ...]) -> np.ndarray:
        """Probabilities over the held cells of ``cols``: the product of each factor's own marginal."""
        table, order = np.ones(()), []
        for i in self._touching(cols):
            fc, factor = self.factors[i]
            mine = tuple(c for c in fc if c in cols)
            table = np.multiply.outer(table, project(factor, tuple(fc.index(c) for c in mine)))
            order += mine
        return table.transpose([order.index(c) for c in cols])

    def update(self, cols: tuple[int, ...], multiplier: np.ndarray, current: np.ndarray | None = None) -> None:
        """p(x) ← p(x)·multiplier(x_cols), renormalised (``cols`` must lie in one factor: merge first).

        ``multiplier`` is over the held cells, finite and non-negative (see :func:`mw_multiplier`); should
        underflow wipe out all the mass (a degenerate fit, never a division by zero), the factor restarts
        from uniform. The new total comes from the model's marginal over ``cols`` (``current``, from
        :meth:`inner_marginal`, when the caller has it), so renormalising costs no pass over the factor."""
        fc, factor = self.merge(cols)
        positions = tuple(fc.index(c) for c in cols)
        order = [positions.index(p) for p in sorted(positions)]
        step = multiplier.transpose(order)
        current = self.inner_marginal(cols) if current is None else current
        total = float((current.transpose(order) * step).sum())
        if total > 0:
            factor *= _broadcast(step / total, tuple(sorted(positions)), factor.ndim)
        else:
            factor.fill(1.0 / factor.size)

    def dense(self) -> np.ndarray:
        """The whole distribution as one array (only when the full domain fits)."""
        cells = math.prod(self.shape)
        if cells > self.limit:
            raise DomainTooLarge(translate("core.mechanisms.pmw", "The full domain has {cells} cells; use marginals "
                                           "or synthetic rows instead").format(cells=plain_number(cells)))
        return self.marginal(tuple(range(len(self.shape))))

    def sample(self, rows: int, rng: KeystreamSource | None = None) -> np.ndarray:
        """Rows drawn from the distribution, factor by factor (they are independent): declared cell indices."""
        from dpgui.core.noise.samplers import uniform_below

        out = np.zeros((rows, len(self.shape)), dtype=np.int64)
        for fc, factor in self.factors:
            cdf = np.cumsum(factor.ravel())
            cdf /= cdf[-1]
            u = uniform_below(1 << 53, rows, rng).astype(np.float64) / float(1 << 53)
            flat = np.minimum(np.searchsorted(cdf, u, side="right"), cdf.size - 1)
            for c, held in zip(fc, np.unravel_index(flat, factor.shape)):
                out[:, c] = self.held[c][held]
        return out


@dataclass
class Measurement:
    cols: tuple[int, ...]
    noisy: np.ndarray  # noisy counts
    scale: Fraction


@dataclass
class PMWResult:
    model: Factors  # the learned distribution
    n_hat: float  # the released (noisy) number of rows
    measurements: list[Measurement] = field(default_factory=list)
    epsilon: Fraction = Fraction(0)  # what was spent (less than asked when stopped early)
    rounds: int = 0
    passes: int = 5
    stopped_early: bool = False
    one_way_epsilon: Fraction = Fraction(0)  # the share that measured the 1-way marginals

    def marginal(self, cols: tuple[int, ...]) -> np.ndarray:
        """Estimated counts of a marginal: post-processing of the release."""
        return self.model.marginal(cols) * self.n_hat


def default_rounds(epsilon: float, n: float) -> int:
    """More rounds when each can still afford a useful measurement: T ≈ 7·sqrt(ε·n/1000), within 3..40.
    Tuned on bench/pmw.py (Adult, all 3-way marginals): ε = 0.3 → 27 rounds, ε = 1 → 40."""
    return int(np.clip(round(7 * np.sqrt(epsilon * n / 1000)), 3, MAX_DEFAULT_ROUNDS))


def mw_multiplier(noisy: np.ndarray, q: np.ndarray, n_hat: float) -> np.ndarray:
    """MWEM's factor exp((m − q(A))/(2n)) per cell, computed in log space so that no data can overflow it:
    the exponent is shifted by its maximum over the cells that carry mass (a constant factor, which the
    renormalisation removes), so every multiplier is in [0, 1] and the best such cell keeps its mass.
    Cells without mass stay at 0 whatever their multiplier, so they get 0 (never inf · 0 = NaN)."""
    exponent = (noisy - q) / (2 * n_hat)
    live = q > 0
    if not live.any():
        return np.ones_like(exponent)
    shifted = np.minimum(exponent - exponent[live].max(), 0.0)
    return np.where(live, np.exp(shifted), 0.0)


def mw_fit(model: Factors, measurements: list[Measurement], n_hat: float, passes: int) -> Factors:
    """MWEM's multiplicative update over every measurement, ``passes`` times, renormalising each step
    (over the cells the model holds)."""
    held = [model.restrict(m.noisy, m.cols) for m in measurements]
    for _ in range(passes):
        for m, noisy in zip(measurements, held):
            current = model.inner_marginal(m.cols)
            model.update(m.cols, mw_multiplier(noisy, current * n_hat, n_hat), current)
    return model


def held_cells(one_ways: list[Measurement], optional: list | None) -> list[np.ndarray] | None:
    """Per column, the cells the model holds: all but the ``optional`` ones whose noisy one-way count is
    within the noise's 95% half-width (indistinguishable from empty). A function of released values only."""
    if optional is None:
        return None
    cells = []
    for m, maybe in zip(one_ways, optional):
        width, maybe = DiscreteLaplace(m.scale).half_width(0.05), set(maybe)
        kept = [i for i in range(m.noisy.size) if i not in maybe or m.noisy[i] > width]
        cells.append(np.array(kept))
    return cells


def replay(shape: tuple[int, ...], measurements: list[Measurement], n_hat: float, passes: int = 5,
           optional: list | None = None, before: list | None = None) -> Factors:
    """Rebuild the learned distribution from the released measurements alone, by repeating the same
    fits in the same order (the fit is deterministic): post-processing, so it costs nothing. ``before``,
    when given, receives each round's predicted counts of the table it measured, just before that fit."""
    d = len(shape)
    model = mw_fit(Factors(shape, held=held_cells(measurements[:d], optional)), measurements[:d], n_hat, passes)
    for r in range(d, len(measurements)):
        if before is not None:
            before.append(model.marginal(measurements[r].cols) * n_hat)
        model = mw_fit(model, measurements[:r + 1], n_hat, passes)
    return model


def noisy_total(one_ways: list[Measurement]) -> float:
    """The released n: the median of the one-way marginals' noisy totals (at least 1)."""
    return max(float(np.median([m.noisy.sum() for m in one_ways])), 1.0)


def mwem_bound(n: float, cells: int, queries: int, rounds: int, epsilon: float) -> float | None:
    """MWEM's worst-case error of any one cell count, in rows (Hardt, Ligett & McSherry 2012, Thm 2.2):
    with probability at least 1 − 2T/|Q|, every one of the |Q| counting queries is within
    2n·sqrt(ln|D| / T) + 10·T·ln|Q| / ε of the truth. Loose, and for the algorithm ours extends.
    None when that probability is not positive (2T ≥ |Q|): the theorem then promises nothing."""
    if 2 * rounds >= queries:
        return None
    return 2 * n * math.sqrt(math.log(cells) / rounds) + 10 * rounds * math.log(queries) / epsilon


def check_tables(marginals: list[tuple[int, ...]], shape: tuple[int, ...]) -> None:
    """At least one table, and each within what a learner can hold (public facts; before the charge)."""
    if not marginals:
        raise ValueError(translate("core.mechanisms.pmw", "Choose at least one marginal table"))
    for c in marginals:
        if math.prod(shape[a] for a in c) > MAX_FACTOR_CELLS:
            raise DomainTooLarge(translate("core.mechanisms.pmw", "One marginal alone has {cells} cells, more than the "
                                           "{limit} dpgui can hold").format(
                cells=plain_number(math.prod(shape[a] for a in c)), limit=plain_number(MAX_FACTOR_CELLS)))


def check_pmw(epsilon, marginals: list[tuple[int, ...]], shape: tuple[int, ...],
              rounds: int | None = None) -> Fraction:
    """Validate a PMW release from public parameters only (call it before the charge): ε within the limits
    of :mod:`dpgui.core.costs.limits` for its smallest share (the one-way measurements, and each round's selection
    and measurement at the most rounds it may run), every marginal within the learner's size, rounds ≥ 1.
    Returns ε as a Fraction; after this, :func:`pmw` cannot fail on the data."""
    eps = positive(epsilon, "ε")
    check_epsilon(eps)
    if rounds is not None and rounds < 1:
        raise ValueError(translate("core.mechanisms.pmw", "Many tables at once needs at least one round"))
    check_tables(marginals, shape)
    per_round = (1 - ONE_WAY_SHARE) * eps / (rounds or MAX_DEFAULT_ROUNDS)
    scale = max(len(shape) / (ONE_WAY_SHARE * eps),  # the one-way measurements
                2 * (1 + Fraction(1, SCORE_GRID)) / (SELECT_SHARE * per_round),  # a selection, 2Δu/ε
                1 / ((1 - SELECT_SHARE) * per_round))  # a measurement
    check_scale(scale, "ε", eps, eps * scale / MAX_NOISE_SCALE)
    return eps


def measure(true, scale: Fraction, rng) -> np.ndarray:
    """A histogram plus discrete Laplace noise, added exactly and then turned into floats for the learner."""
    true = np.asarray(true)
    noisy = add(as_ints(true), DiscreteLaplace(scale).sample(true.size, rng))
    return to_float(noisy).reshape(true.shape)


def pmw(data: np.ndarray | dict, marginals: list[tuple[int, ...]], epsilon, rounds: int | None = None,
        passes: int = 5, rng: KeystreamSource | None = None, task: Task | None = None,
        shape: tuple[int, ...] | None = None, optional: list | None = None) -> PMWResult:
    """Learn a distribution answering every marginal in ``marginals``. ``data`` is either the true counts
    over the full declared domain (a d-dimensional array), or, for domains too big for that, a dict of the
    true counts of every 1-way and workload marginal, with ``shape`` the domain's shape. ε-DP in total
    under add/remove with one row per person (every sensitivity above is 1). ``optional`` lists, per
    column, cells the model may leave out when their noisy count says they are empty (see :func:`held_cells`).

    ``task.stop()`` ends it after the current round: the result then covers (and ``epsilon`` charges)
    only the rounds done, which is still ε-DP at that smaller ε.
    """
    if isinstance(data, np.ndarray):
        shape, dense = data.shape, data
        data = {c: project(dense, c) for c in marginals + [(a,) for a in range(dense.ndim)]}
    eps = check_pmw(epsilon, marginals, shape, rounds)
    task = task or Task()
    d = len(shape)
    one_way_eps = eps * ONE_WAY_SHARE
    scale_one = Fraction(d) / one_way_eps  # d histograms of sensitivity 1 each, ε split evenly
    measurements = [Measurement((a,), measure(data[(a,)], scale_one, rng), scale_one) for a in range(d)]
    n_hat = noisy_total(measurements)
    rounds = rounds or default_rounds(float(eps), n_hat)
    per_round = (eps - one_way_eps) / rounds
    select_eps, measure_eps = per_round * SELECT_SHARE, per_round * (1 - SELECT_SHARE)
    model = mw_fit(Factors(shape, held=held_cells(measurements, optional)), measurements, n_hat, passes)
    done = 0
    for r in range(rounds):
        task.progress(r / rounds, f"round {r + 1} of {rounds}")
        # candidates depend only on the public domain and earlier (released) choices
        candidates = [c for c in marginals if model.fits(c)]
        if (r and task.stopping) or not candidates:
            break
        errors = [float(np.abs(to_float(data[c]) - model.marginal(c) * n_hat).sum()) for c in candidates]
        utilities = [Fraction(math.floor(min(e, 2.0**1000) * SCORE_GRID), SCORE_GRID) for e in errors]
        chosen = candidates[permute_and_flip(utilities, select_eps, 1 + Fraction(1, SCORE_GRID), rng=rng)]
        scale = 1 / measure_eps
        measurements.append(Measurement(chosen, measure(data[chosen], scale, rng), scale))
        model = mw_fit(model, measurements, n_hat, passes)
        done = r + 1
    task.progress(1.0, "done")
    return PMWResult(model, n_hat, measurements, one_way_eps + done * per_round, done, passes, done < rounds,
                     one_way_eps)


def synthetic_rows(result: PMWResult, rows: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Rows drawn from the learned distribution (post-processing): an array of category indices."""
    return result.model.sample(rows, rng)


def total_variation(true_counts: np.ndarray, estimate: np.ndarray) -> float:
    """½·‖p − p̂‖₁ between normalised marginals."""
    p = true_counts / max(true_counts.sum(), 1)
    q = np.clip(estimate, 0, None)
    q = q / max(q.sum(), 1e-12)
    return 0.5 * float(np.abs(p - q).sum())
