"""Coverage of intervals by simulation: randomized-response intervals through the real randomiser, and
the ± of noisy counts and sums through the noise's exact sampler.

Each replicate draws n respondents with the trait at prevalence π, randomises every answer with
the design's own CSPRNG-backed randomiser, and asks whether each interval method covers π.
The test suite and bench/coverage.py (which writes docs/statistics.md) both use it.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable

import numpy as np

from dpgui.core.intervals import METHODS
from dpgui.core.noise import samplers
from dpgui.core.noise.distributions import NoiseLaw
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.rr.designs import BinaryDesign
from dpgui.core.rr.estimators import estimate_linear

IntervalFn = Callable[[np.ndarray, int], tuple[np.ndarray, np.ndarray]]


def method_interval(design: BinaryDesign, method: str, confidence: float) -> IntervalFn:
    def interval(yes: np.ndarray, n: int):
        _, _, low, high = estimate_linear(yes, n, design.c, design.d, method, confidence)
        return low, high
    return interval


def simulate_yes_counts(design: BinaryDesign, prevalence: Fraction, n: int, reps: int,
                        rng: KeystreamSource | None = None, chunk: int = 2_000_000) -> np.ndarray:
    """Yes counts of ``reps`` surveys of ``n`` respondents each, randomised by the design."""
    counts = np.empty(reps, dtype=np.int64)
    per_chunk = max(1, chunk // n)
    for start in range(0, reps, per_chunk):
        m = min(per_chunk, reps - start)
        traits = samplers.bernoulli(prevalence, m * n, rng)
        counts[start:start + m] = design.randomise(traits, rng).reshape(m, n).sum(axis=1)
    return counts


def coverage(yes: np.ndarray, n: int, prevalence: float, interval: IntervalFn) -> float:
    """Share of replicates whose interval contains the true prevalence (intervals per distinct count)."""
    distinct, inverse = np.unique(yes, return_inverse=True)
    low, high = interval(distinct, n)
    hit = (low <= prevalence) & (prevalence <= high)
    return float(hit[inverse].mean())


def coverage_table(design: BinaryDesign, prevalences, sizes, reps: int, confidence: float = 0.95,
                   methods=METHODS, rng: KeystreamSource | None = None) -> list[dict]:
    rows = []
    for pi in prevalences:
        for n in sizes:
            yes = simulate_yes_counts(design, Fraction(pi), n, reps, rng)
            row = {"prevalence": float(pi), "n": n}
            for m in methods:
                row[m] = coverage(yes, n, float(pi), method_interval(design, m, confidence))
            rows.append(row)
    return rows


def noise_coverage(law: NoiseLaw, confidences, reps: int, rng: KeystreamSource | None = None,
                   half_width: Callable[[NoiseLaw, float], int] | None = None) -> list[float]:
    """For each confidence, the share of ``reps`` draws Y of the noise with |Y| ≤ w, w = the law's own
    half-width at β = 1 − confidence (or ``half_width(law, β)``): a released count, or a sum in grid units,
    estimate ± w covers the truth exactly when its noise does (a sum's ± g/2 for its rounding only adds)."""
    draws = np.abs(law.sample(reps, rng))
    width = half_width or (lambda noise, beta: noise.half_width(beta))
    return [float((draws <= width(law, 1 - c)).mean()) for c in confidences]
