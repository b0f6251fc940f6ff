"""Counts, histograms and k-way tables with exact integer noise.

A histogram or table is one query: each person's rows fall in cells, so its sensitivity
already reflects parallel composition (reference §3). Sensitivities, for a person with up to
``m`` rows: add/remove Δ1 = m, Δ2² = m²; replace-one Δ1 = 2m, Δ2² = 2m² (a single count: m, m²).
Noise: discrete Laplace with scale Δ1/ε for ε-DP (GRS 2009), or the discrete Gaussian with
σ² = Δ2²/(2ρ) for ρ-zCDP, converted to (ε, δ) when δ is given (CKS20).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from dpgui.core.accounting import Cost, Odometer
from dpgui.core.noise import DiscreteGaussian, DiscreteLaplace, NoiseLaw, sigma2_for_rho
from dpgui.core.randomness import KeystreamSource
from dpgui.core.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting, Release


def sensitivities(query: str, unit: str = ADD_REMOVE, max_rows: int = 1) -> tuple[int, int]:
    """(Δ1, Δ2²) of a ``"count"`` or a ``"histogram"``/``"table"`` under the privacy unit."""
    if unit not in (ADD_REMOVE, REPLACE_ONE):
        raise ValueError(f"unknown privacy unit {unit!r}")
    if max_rows < 1:
        raise ValueError("the maximum number of rows per person must be at least 1")
    if query == "count" or unit == ADD_REMOVE:
        return max_rows, max_rows**2
    return 2 * max_rows, 2 * max_rows**2


@dataclass(frozen=True)
class CountMechanism:
    """Integer noise calibrated to a sensitivity; knows its cost and its accuracy before any data."""

    noise: NoiseLaw
    cost: Cost
    sensitivity_l1: int

    @classmethod
    def calibrate(cls, setting: PrivacySetting, sensitivity_l1: int, sensitivity_l2_squared: int):
        if setting.gaussian:
            sigma2 = sigma2_for_rho(sensitivity_l2_squared, setting.rho_for_gaussian())
            return cls(DiscreteGaussian(sigma2), setting.cost, sensitivity_l1)
        return cls(DiscreteLaplace(Fraction(sensitivity_l1) / setting.epsilon), setting.cost, sensitivity_l1)

    def half_width(self, confidence: float = 0.95, cells: int = 1, simultaneous: bool = False) -> int:
        """± that covers each true count with ``confidence`` (all ``cells`` at once if simultaneous)."""
        beta = 1 - confidence
        return self.noise.half_width(beta / cells if simultaneous else beta)

    def describe_interval(self, confidence: float, cells: int, simultaneous: bool, width: int) -> str:
        beta = 1 - confidence
        text = (f"{self.noise.name} noise was added; each interval is the estimate ± {width:,}, the smallest whole "
                f"number w with P(|noise| > w) ≤ {beta:.3g}")
        if simultaneous and cells > 1:
            text += f"/{cells} (union bound, so all {cells} intervals hold together)"
        return text + f", from the noise's exact distribution"

    def release(self, true_counts, *, query: str = "count", labels=None, confidence: float = 0.95,
                simultaneous: bool = False, nonnegative: bool = True, odometer: Odometer | None = None,
                rng: KeystreamSource | None = None) -> Release:
        """Charge ``odometer`` (refusing before any noise is drawn), then add noise to every cell.

        With ``nonnegative`` the released counts and their intervals are clamped at 0 (free
        post-processing that never lowers coverage, listed in ``extra["post_processing"]``).
        """
        counts = np.asarray(true_counts, dtype=np.int64)
        if odometer is not None:
            odometer.spend(self.cost)
        noisy = counts.ravel() + self.noise.sample(counts.size, rng)
        width = self.half_width(confidence, counts.size, simultaneous)
        low, high = noisy - width, noisy + width
        method = self.describe_interval(confidence, counts.size, simultaneous, width)
        extra = {}
        if nonnegative:  # the unclamped values are released too, so the clamp can be undone for free
            extra["unclamped"] = {"values": noisy.tolist(), "low": low.tolist(), "high": high.tolist()}
            extra["post_processing"] = ["negative counts clamped to 0"]
            noisy, low, high = np.maximum(noisy, 0), np.maximum(low, 0), np.maximum(high, 0)
        return Release(
            query=query, values=noisy.reshape(counts.shape), low=low.reshape(counts.shape),
            high=high.reshape(counts.shape), confidence=confidence, simultaneous=simultaneous,
            cost=self.cost, noise={**self.noise.parameters(), "sensitivity_l1": self.sensitivity_l1},
            method=method, labels=list(labels) if labels is not None else [], extra=extra,
        )


def count_mechanism(setting: PrivacySetting, query: str = "count", unit: str = ADD_REMOVE,
                    max_rows: int = 1) -> CountMechanism:
    """The calibrated mechanism for a count, histogram or table under the privacy unit."""
    return CountMechanism.calibrate(setting, *sensitivities(query, unit, max_rows))
