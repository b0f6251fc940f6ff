"""Choosing the best candidate privately: permute-and-flip, for the mode and for quantiles.

Permute-and-flip (McKenna & Sheldon 2020) visits the candidates in a random order and stops at
the first r accepted with probability exp(ε·(u(r) − u*)/(2Δu)); it is ε-DP and never worse than
the exponential mechanism. For a monotone utility (counts under add/remove) the factor 2 can be
dropped. Because the acceptance coins are independent of the order, its output is a uniform
choice among the accepted candidates, and each coin is an exact Bernoulli(exp(−γ)) with rational
γ, so the sampling is exact.

Utility bound (reference §4, as for the exponential mechanism): with probability ≥ 1 − β,
u(output) ≥ u* − (2Δu/ε)·(ln|R| + ln(1/β)) (half that when monotone).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from dpgui.core.costs.accounting import Odometer, pure
from dpgui.core.costs.limits import check_selection_scale
from dpgui.core.mechanisms.release import ADD_REMOVE, Release
from dpgui.core.noise import samplers
from dpgui.core.noise.integers import SAFE
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import RationalLike, positive, probability
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate


def check_selection(epsilon: RationalLike, candidates: int, sensitivity: RationalLike = 1) -> Fraction:
    """Validate a selection from public parameters only (call it before the charge): ε within the limits
    of :mod:`dpgui.core.costs.limits` and at least one candidate. Returns ε as a Fraction; ValueError otherwise.
    After this, :func:`permute_and_flip` cannot fail on any utilities."""
    eps, delta_u = positive(epsilon, "ε"), positive(sensitivity, "sensitivity")
    if candidates < 1:
        raise ValueError(translate("core.mechanisms.selection", "There must be at least one candidate to choose from"))
    check_selection_scale(eps, delta_u)
    return eps


def permute_and_flip(utilities: list[Fraction], epsilon: RationalLike, sensitivity: RationalLike = 1,
                     monotone: bool = False, rng: KeystreamSource | None = None) -> int:
    """The index of the chosen candidate, for exact rational utilities of any size.

    Each coin is Bernoulli(exp(−γ)) with γ = ε·(u* − u)/(2Δu) kept exact: gaps from the data (a count of
    2^62 against 0 at tiny ε) only make the integers longer, never the sampler fail.
    """
    eps, delta_u = positive(epsilon, "ε"), positive(sensitivity, "sensitivity")
    utils = [Fraction(u) for u in utilities]
    if not utils:
        raise ValueError(translate("core.mechanisms.selection", "There must be at least one candidate"))
    best = max(utils)
    factor = eps / (delta_u if monotone else 2 * delta_u)
    gammas = [factor * (best - u) for u in utils]
    common = math.lcm(*(g.denominator for g in gammas))
    num = [g.numerator * (common // g.denominator) for g in gammas]
    num = np.array(num, dtype=np.int64 if max(num) < SAFE else object)  # int64: the fast sampler path
    accepted = np.flatnonzero(samplers.bernoulli_exp(num, common, rng=rng))
    return int(accepted[samplers.uniform_below(accepted.size, 1, rng)[0]])


def selection_margin(epsilon: float, candidates: int, confidence: float, sensitivity: float = 1,
                     monotone: bool = False) -> float:
    """How far below the best utility the choice may fall, with probability ``confidence``."""
    factor = (1 if monotone else 2) * sensitivity / epsilon
    return factor * (math.log(candidates) + math.log(1 / (1 - confidence)))


def release_mode(counts, labels, epsilon: RationalLike, *, unit: str = ADD_REMOVE, max_rows: int = 1,
                 confidence: float = 0.95, odometer: Odometer | None = None,
                 rng: KeystreamSource | None = None) -> Release:
    """The most common declared category, chosen by permute-and-flip on the counts (of any size)."""
    cost = pure(check_selection(epsilon, len(labels), max_rows))
    monotone = unit == ADD_REMOVE
    if odometer is not None:
        odometer.spend(cost)
    index = permute_and_flip([int(c) for c in counts], epsilon, max_rows, monotone, rng)
    margin = selection_margin(float(cost.epsilon), len(labels), confidence, max_rows, monotone)
    return Release(
        query="mode", values=np.array([labels[index]], dtype=object), low=np.array([np.nan]),
        high=np.array([np.nan]), confidence=confidence, simultaneous=False, cost=cost,
        noise={"law": "permute_and_flip", "epsilon": float(cost.epsilon), "monotone": monotone,
               "sensitivity": max_rows},
        method=translate("core.mechanisms.selection", "permute-and-flip; with probability {confidence}% the chosen "
                         "category's count is within {margin} of the largest count").format(
            confidence=plain_number(confidence * 100, step=1), margin=plain_number(margin, step=0.1)),
        labels=list(labels), extra={"margin": margin},
    )


@dataclass(frozen=True)
class Ranks:
    """All a quantile needs from the data: for each grid point b, #{x < b}, and n. A backend that
    aggregates where the data lives returns just this."""

    below: np.ndarray
    n: int


def quantile_ranks(values, grid) -> Ranks:
    x = np.sort(np.asarray(values, dtype=float))
    return Ranks(np.searchsorted(x, np.asarray(grid, dtype=float), side="left"), int(x.size))


def quantile_utilities(values, grid, q: Fraction) -> list[Fraction]:
    """u(b) = −|#{x < b} − q·n| for each grid point b (Δu = 1); ``values`` may be their :class:`Ranks`."""
    ranks = values if isinstance(values, Ranks) else quantile_ranks(values, grid)
    target = q * ranks.n
    return [-abs(int(b) - target) for b in ranks.below]


def release_quantile(values, grid, q: RationalLike, epsilon: RationalLike, *, max_rows: int = 1,
                     confidence: float = 0.95, odometer: Odometer | None = None,
                     rng: KeystreamSource | None = None) -> Release:
    """The q-quantile (0.5: the median) chosen from a declared, public grid of candidate values (from
    the values, or from their :class:`Ranks` over the grid).

    Δu = ``max_rows``: one person's rows move a rank, and q·n, by at most that many under either
    privacy unit. The interval is in ranks: with probability ``confidence`` the chosen value has
    between q·n − m and q·n + m of the values below it, m being the selection margin.
    """
    qq = probability(q, "q")
    grid = list(grid)
    if len(grid) < 2 or grid != sorted(grid):
        raise ValueError(translate(
            "core.mechanisms.selection", "The quantile grid must be at least two increasing values"))
    cost = pure(check_selection(epsilon, len(grid), max_rows))
    if odometer is not None:
        odometer.spend(cost)
    index = permute_and_flip(quantile_utilities(values, grid, qq), epsilon, max_rows, False, rng)
    margin = selection_margin(float(cost.epsilon), len(grid), confidence, max_rows)
    return Release(
        query="quantile", values=np.array([grid[index]], dtype=float), low=np.array([np.nan]),
        high=np.array([np.nan]), confidence=confidence, simultaneous=False, cost=cost,
        noise={"law": "permute_and_flip", "epsilon": float(cost.epsilon), "q": str(qq), "sensitivity": max_rows},
        method=translate("core.mechanisms.selection", "permute-and-flip over {values} declared grid values; with "
                         "probability {confidence}% the number of values below the answer is within {margin} of "
                         "{q}·n").format(values=plain_number(len(grid)), confidence=plain_number(confidence * 100, step=1),
                                         margin=plain_number(margin, step=0.1), q=float(qq)),
        extra={"rank_margin": margin},
    )
