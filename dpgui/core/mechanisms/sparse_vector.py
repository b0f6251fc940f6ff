"""AboveThreshold / the sparse vector technique, with c ≥ 1 positive answers.

Lyu, Su & Li (2017), Algorithm 1, with ε = ε1 + ε2 split in half: the threshold gets noise of
scale Δ/ε1 once, each query noise of scale 2cΔ/ε2 (cΔ/ε2 for monotone queries); answer ⊤ when
q_i + ν_i ≥ T + ρ, and stop after c answers of ⊤. The whole run is ε-DP however many ⊥ come
first. Queries are integer counts, so the noise is the exact discrete Laplace.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from dpgui.core.costs.accounting import Odometer, pure
from dpgui.core.noise import integers, samplers
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import RationalLike
from dpgui.core.words.translation import translate

ABOVE, BELOW, NOT_ASKED = 1, 0, -1


def sparse_vector_scales(epsilon: RationalLike, c: int = 1, sensitivity: int = 1,
                         monotone: bool = False) -> tuple[Fraction, Fraction]:
    """(threshold noise scale, query noise scale) for an ε-DP run with c positive answers."""
    eps = pure(epsilon).epsilon
    if c < 1:
        raise ValueError(translate(
            "core.mechanisms.sparse_vector", "c, the number of positive answers, must be at least 1"))
    eps1 = eps2 = eps / 2
    return Fraction(sensitivity) / eps1, Fraction((1 if monotone else 2) * c * sensitivity) / eps2


def sparse_vector_runs(answers, threshold: int, epsilon: RationalLike, c: int = 1, sensitivity: int = 1,
                       monotone: bool = False, runs: int = 1,
                       rng: KeystreamSource | None = None) -> np.ndarray:
    """``runs`` independent runs over the true integer answers: a runs × m array of
    ABOVE (⊤), BELOW (⊥) or NOT_ASKED (after the c-th ⊤ the run has stopped).

    Noise for unasked queries is drawn but never shown, so vectorising leaks nothing.
    """
    return chain_runs(answers, threshold, *sparse_vector_scales(epsilon, c, sensitivity, monotone), c, runs, rng)


def chain_runs(answers, threshold: int, threshold_scale: RationalLike, query_scale: RationalLike, c: int,
               runs: int = 1, rng: KeystreamSource | None = None) -> np.ndarray:
    """The chain itself at given discrete Laplace scales (the one implementation every caller shares).

    Integers of any size are compared exactly (:mod:`dpgui.core.noise.integers`), so no answer or
    threshold makes it fail or wrap.
    """
    q = integers.as_ints(answers)
    noisy_threshold = integers.add(threshold, samplers.discrete_laplace(threshold_scale, runs, rng))
    noise = integers.as_ints(samplers.discrete_laplace(query_scale, runs * q.size, rng)).reshape(runs, q.size)
    above = np.asarray(integers.add(q, noise) >= noisy_threshold[:, None], dtype=bool)
    tops_before = np.cumsum(above, axis=1) - above
    return np.where(tops_before < c, above.astype(np.int8), np.int8(NOT_ASKED))


def sparse_vector(answers, threshold: int, epsilon: RationalLike, c: int = 1, sensitivity: int = 1,
                  monotone: bool = False, odometer: Odometer | None = None,
                  rng: KeystreamSource | None = None) -> list[bool]:
    """One run: ⊤ (True) / ⊥ (False) for each answer in turn, stopping after c ⊤."""
    cost = pure(epsilon)
    if odometer is not None:
        odometer.spend(cost)
    row = sparse_vector_runs(answers, threshold, epsilon, c, sensitivity, monotone, 1, rng)[0]
    return [bool(v) for v in row if v != NOT_ASKED]
