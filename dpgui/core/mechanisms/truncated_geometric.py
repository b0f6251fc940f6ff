"""The truncated α-geometric mechanism on {0..n} (Ghosh, Roughgarden & Sundararajan 2009).

Output f + Z clamped into {0..n}, with Z two-sided geometric: P(Z = z) ∝ α^|z|. The end cells
collect the clamped mass: row f is α^f/(1+α) at 0, α^(n−f)/(1+α) at n, and (1−α)/(1+α)·α^|z−f|
inside (reference §4; seed 003 prints the α = 1/2, n = 5 matrix). For a count (Δ = 1) it is
(−ln α)-DP and universally utility-maximising.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from dpgui.core.noise import samplers
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import RationalLike, probability
from dpgui.core.words.translation import translate


def _check(alpha: RationalLike, n: int) -> Fraction:
    a = probability(alpha, "alpha")
    if not 0 < a < 1:
        raise ValueError(translate("core.mechanisms.truncated_geometric", "Alpha must be strictly between 0 and 1"))
    if n < 1:
        raise ValueError(translate("core.mechanisms.truncated_geometric", "n must be at least 1"))
    return a


def truncated_geometric_matrix(alpha: RationalLike, n: int) -> list[list[Fraction]]:
    """The exact (n+1) × (n+1) matrix P[f][o] = P(output o | true count f)."""
    a = _check(alpha, n)
    rows = []
    for f in range(n + 1):
        row = [(1 - a) / (1 + a) * a ** abs(o - f) for o in range(n + 1)]
        row[0] = a**f / (1 + a)
        row[n] = a ** (n - f) / (1 + a)
        rows.append(row)
    return rows


def truncated_geometric(true_counts, alpha: RationalLike, n: int,
                        rng: KeystreamSource | None = None) -> np.ndarray:
    """Sample the mechanism for each true count in {0..n}."""
    a = _check(alpha, n)
    f = np.asarray(true_counts, dtype=np.int64)
    if f.size and (f.min() < 0 or f.max() > n):
        raise ValueError(translate("core.mechanisms.truncated_geometric", "True counts must lie in 0..{n}").format(n=n))
    return np.clip(f + samplers.two_sided_geometric(a, f.size, rng).reshape(f.shape), 0, n)


def truncated_geometric_epsilon(alpha: RationalLike) -> float:
    return -math.log(probability(alpha, "alpha"))
