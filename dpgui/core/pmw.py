"""Many marginal tables at once: private multiplicative weights (seed 001; MWEM, Hardt, Ligett &
McSherry 2012; reference §5), over a dense probability vector on the declared domain.

Budget, all pure ε-DP and added up by sequential composition:
- a fixed share measures every 1-way marginal with discrete Laplace noise (their noisy total is
  the released n; the true n is never read otherwise);
- each of T rounds spends half its share choosing the worst-answered workload marginal with
  permute-and-flip (score: L1 distance between the model's and the data's counts, sensitivity 1
  under add/remove, rounded down to a grid of 1/100 and charged with Δu = 1 + 1/100), and half
  measuring that whole marginal as one histogram (parallel composition across its cells);
- after each measurement, several multiplicative-weights passes fit the model to every
  measurement so far (MWEM's update A(x) ← A(x)·exp(q(x)(m − q(A))/(2n)), applied to a whole
  marginal at once).
The learned distribution is post-processing: its marginals and synthetic rows cost nothing more.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from dpgui.core.noise import DiscreteLaplace
from dpgui.core.progress import Task
from dpgui.core.randomness import KeystreamSource
from dpgui.core.rationals import positive
from dpgui.core.selection import permute_and_flip

ONE_WAY_SHARE = Fraction(1, 5)
SCORE_GRID = 100


def workload(columns: int, k: int) -> list[tuple[int, ...]]:
    """Every k-way marginal over ``columns`` columns."""
    if not 1 <= k <= columns:
        raise ValueError(f"k must be between 1 and the number of columns ({columns})")
    return list(itertools.combinations(range(columns), k))


def project(p: np.ndarray, cols: tuple[int, ...]) -> np.ndarray:
    """The marginal of a d-dimensional table over ``cols`` (summing out the other axes)."""
    others = tuple(a for a in range(p.ndim) if a not in cols)
    return p.sum(axis=others) if others else p


def _broadcast(values: np.ndarray, cols: tuple[int, ...], ndim: int) -> np.ndarray:
    shape = [1] * ndim
    for axis, size in zip(cols, values.shape):
        shape[axis] = size
    return values.reshape(shape)


@dataclass
class Measurement:
    cols: tuple[int, ...]
    noisy: np.ndarray  # noisy counts
    scale: Fraction


@dataclass
class PMWResult:
    distribution: np.ndarray  # the learned distribution over the full domain (sums to 1)
    n_hat: float  # the released (noisy) number of rows
    measurements: list[Measurement] = field(default_factory=list)
    epsilon: Fraction = Fraction(0)
    rounds: int = 0
    passes: int = 5

    def marginal(self, cols: tuple[int, ...]) -> np.ndarray:
        """Estimated counts of a marginal: post-processing of the release."""
        return project(self.distribution, cols) * self.n_hat


def default_rounds(epsilon: float, n: float) -> int:
    """More rounds when each can still afford a useful measurement: T ≈ 7·sqrt(ε·n/1000), within 3..40.
    Tuned on bench/pmw.py (Adult, all 3-way marginals): ε = 0.3 → 27 rounds, ε = 1 → 40."""
    return int(np.clip(round(7 * np.sqrt(epsilon * n / 1000)), 3, 40))


def mw_fit(p: np.ndarray, measurements: list[Measurement], n_hat: float, passes: int) -> np.ndarray:
    """MWEM's multiplicative update over every measurement, ``passes`` times, renormalising each step."""
    for _ in range(passes):
        for m in measurements:
            q = project(p, m.cols) * n_hat
            p = p * np.exp(_broadcast((m.noisy - q) / (2 * n_hat), m.cols, p.ndim))
            p /= p.sum()
    return p


def replay(shape: tuple[int, ...], measurements: list[Measurement], n_hat: float, passes: int = 5) -> np.ndarray:
    """Rebuild the learned distribution from the released measurements alone, by repeating the same
    fits in the same order (the fit is deterministic): post-processing, so it costs nothing."""
    d = len(shape)
    p = mw_fit(np.full(shape, 1.0 / np.prod(shape)), measurements[:d], n_hat, passes)
    for r in range(d, len(measurements)):
        p = mw_fit(p, measurements[:r + 1], n_hat, passes)
    return p


def pmw(data: np.ndarray, marginals: list[tuple[int, ...]], epsilon, rounds: int | None = None,
        passes: int = 5, rng: KeystreamSource | None = None, task: Task | None = None) -> PMWResult:
    """Learn a distribution answering every marginal in ``marginals`` from ``data``, the true counts
    over the full declared domain (a d-dimensional integer array). ε-DP in total under add/remove
    with one row per person (every sensitivity above is 1)."""
    eps = positive(epsilon, "ε")
    task = task or Task()
    d = data.ndim
    one_way_eps = eps * ONE_WAY_SHARE
    scale_one = Fraction(d) / one_way_eps  # d histograms of sensitivity 1 each, ε split evenly
    measurements = [Measurement((a,), project(data, (a,)) + DiscreteLaplace(scale_one).sample(data.shape[a], rng)
                                .astype(float), scale_one) for a in range(d)]
    n_hat = max(float(np.median([m.noisy.sum() for m in measurements])), 1.0)
    rounds = rounds or default_rounds(float(eps), n_hat)
    if rounds < 1:
        raise ValueError("PMW needs at least one round")
    per_round = (eps - one_way_eps) / rounds
    select_eps, measure_eps = per_round / 2, per_round / 2
    p = np.full(data.shape, 1.0 / data.size)
    p = mw_fit(p, measurements, n_hat, passes)
    for r in range(rounds):
        task.progress(r / rounds, f"round {r + 1} of {rounds}")
        errors = [float(np.abs(project(data, c) - project(p, c) * n_hat).sum()) for c in marginals]
        utilities = [Fraction(int(e * SCORE_GRID), SCORE_GRID) for e in errors]
        chosen = marginals[permute_and_flip(utilities, select_eps, 1 + Fraction(1, SCORE_GRID), rng=rng)]
        true = project(data, chosen)
        scale = 1 / measure_eps
        noisy = true + DiscreteLaplace(scale).sample(true.size, rng).reshape(true.shape).astype(float)
        measurements.append(Measurement(chosen, noisy, scale))
        p = mw_fit(p, measurements, n_hat, passes)
    task.progress(1.0, "done")
    return PMWResult(p, n_hat, measurements, eps, rounds, passes)


def synthetic_rows(result: PMWResult, rows: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Rows drawn from the learned distribution (post-processing): an array of category indices."""
    from dpgui.core.samplers import uniform_below

    cdf = np.cumsum(result.distribution.ravel())
    cdf /= cdf[-1]
    u = uniform_below(1 << 53, rows, rng).astype(np.float64) / float(1 << 53)
    flat = np.minimum(np.searchsorted(cdf, u, side="right"), cdf.size - 1)
    return np.stack(np.unravel_index(flat, result.distribution.shape), axis=1)


def total_variation(true_counts: np.ndarray, estimate: np.ndarray) -> float:
    """½·‖p − p̂‖₁ between normalised marginals."""
    p = true_counts / max(true_counts.sum(), 1)
    q = np.clip(estimate, 0, None)
    q = q / max(q.sum(), 1e-12)
    return 0.5 * float(np.abs(p - q).sum())
