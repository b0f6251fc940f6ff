"""Integer noise laws: sampling, exact tails, and the ± they give at a confidence level.

Discrete Laplace (Ghosh, Roughgarden & Sundararajan 2009): P(Y = y) = (1−α)/(1+α)·α^|y| with
α = exp(−1/scale); P(|Y| > w) = 2α^(w+1)/(1+α) (reference §4).
Discrete Gaussian (Canonne, Kamath & Steinke 2020): P(Y = y) ∝ exp(−y²/(2σ²)); its tail is summed
exactly, or, when σ is too large to sum, bounded through the normal integral to within 0.8/σ < 10^−4
(see :meth:`DiscreteGaussian.tail`); the subgaussian bound exp(−t²/(2σ²)) per side (CKS20 Cor. 23) is
far too loose for intervals: a 90% interval from it covers 98.6%.

A half-width w is the smallest integer with P(|Y| > w) ≤ β, so [y − w, y + w] covers the true
value with probability at least 1 − β. For k outputs at once the union bound uses β/k.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from dpgui.core.noise import samplers
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.words.translation import translate

_EXACT_SUM_MAX_SIGMA = 1e4  # above it the integral bound is within 0.8/σ < 10^−4 of the exact tail


def _smallest_width(tail, beta: float) -> int:
    """Smallest integer w >= 0 with tail(w) <= beta, for a tail decreasing in w."""
    if not 0 < beta < 1:
        raise ValueError(translate("core.noise.distributions", "The confidence level must be strictly between 0 and 1"))
    high = 1
    while tail(high) > beta:
        high *= 2
    low = -1  # tail(-1) = 1 > beta
    while high - low > 1:
        mid = (low + high) // 2
        if tail(mid) <= beta:
            high = mid
        else:
            low = mid
    return high


class _SymmetricIntegerNoise:
    def half_width(self, beta: float) -> int:
        """The smallest integer w with P(|Y| > w) ≤ β."""
        return _smallest_width(self.tail, beta)


@dataclass(frozen=True)
class DiscreteLaplace(_SymmetricIntegerNoise):
    scale: Fraction

    @property
    def name(self) -> str:
        return translate("core.noise.distributions", "discrete Laplace")

    def sample(self, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
        return samplers.discrete_laplace(self.scale, size, rng)

    def pmf(self, y: np.ndarray) -> np.ndarray:
        """exp(−|y|/b)·tanh(1/(2b)); computed from exp(−|y|/b) rather than powers of a rounded α, which
        would lose all precision for a scale near 2^50."""
        b = float(self.scale)
        return math.tanh(1 / (2 * b)) * np.exp(-np.abs(np.asarray(y, dtype=float)) / b)

    def tail(self, w: int) -> float:
        """P(|Y| > w) = 2α^(w+1)/(1+α) with α = exp(−1/b)."""
        if w < 0:
            return 1.0
        b = float(self.scale)
        return 2 * math.exp(-(w + 1) / b) / (1 + math.exp(-1 / b))

    def parameters(self) -> dict:
        return {"law": "discrete_laplace", "scale": str(self.scale), "scale_float": float(self.scale)}


@dataclass(frozen=True)
class DiscreteGaussian(_SymmetricIntegerNoise):
    sigma2: Fraction

    @property
    def name(self) -> str:
        return translate("core.noise.distributions", "discrete Gaussian")

    @property
    def sigma(self) -> float:
        return math.sqrt(float(self.sigma2))

    def sample(self, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
        return samplers.discrete_gaussian(self.sigma2, size, rng)

    def _weights(self, y) -> np.ndarray:
        return np.exp(-(np.asarray(y, dtype=float) ** 2) / (2 * float(self.sigma2)))

    def _half_weights(self) -> tuple[np.ndarray, float]:
        """exp(−y²/2σ²) for y = 0 … 14σ, beyond which the mass is below 1e-40, and the normaliser."""
        weights = self._weights(np.arange(0, int(14 * self.sigma) + 2))
        return weights, 2 * weights.sum() - weights[0]

    def pmf(self, y: np.ndarray) -> np.ndarray:
        return self._weights(y) / self._half_weights()[1]

    def tail(self, w: int) -> float:
        """P(|Y| > w), from the exact law: summed term by term up to 14σ for σ ≤ 10^4; beyond, an upper
        bound at most 0.8/σ above it, so an interval never covers less than asked.

        With m = w + 1 and f(y) = exp(−y²/(2σ²)) decreasing for y ≥ 0, ∫_m^∞ f ≤ Σ_{y≥m} f(y) ≤ f(m) + ∫_m^∞ f,
        where ∫_m^∞ f = σ·sqrt(π/2)·erfc(m/(σ√2)); and the normaliser Σ_y f(y) = σ·sqrt(2π)·Σ_k exp(−2π²σ²k²)
        (Poisson summation) lies in σ·sqrt(2π)·[1, 1 + 10^−8] once σ ≥ 1. So
        erfc(m/(σ√2))/(1 + 10^−8) ≤ P(|Y| > w) ≤ erfc(m/(σ√2)) + 2f(m)/(σ·sqrt(2π)), the upper bound returned.
        """
        if w < 0:
            return 1.0
        if self.sigma > _EXACT_SUM_MAX_SIGMA:
            x = (w + 1) / self.sigma
            edge = 2 * math.exp(-x * x / 2) / (self.sigma * math.sqrt(2 * math.pi))  # 2f(m)/(σ·sqrt(2π))
            return min(1.0, math.erfc(x / math.sqrt(2)) + edge)
        weights, norm = self._half_weights()
        return float(2 * weights[w + 1:].sum() / norm)

    def parameters(self) -> dict:
        return {"law": "discrete_gaussian", "sigma2": str(self.sigma2), "sigma": self.sigma}


NoiseLaw = DiscreteLaplace | DiscreteGaussian
