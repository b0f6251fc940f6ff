"""Counts, histograms and k-way tables with exact integer noise.

A histogram or table is one query: each person's rows fall in cells, so its sensitivity
already reflects parallel composition (reference §3). Sensitivities, for a person with up to
``m`` rows: add/remove Δ1 = m, Δ2² = m²; replace-one Δ1 = 2m, Δ2² = 2m² (a single count: m, m²).
Noise: discrete Laplace with scale Δ1/ε for ε-DP (GRS 2009), or the discrete Gaussian with
σ² = Δ2²/(2ρ) for ρ-zCDP, converted to (ε, δ) when δ is given (CKS20); both rounded up to simple
fractions and refused beyond the limits of :mod:`dpgui.core.costs.limits`.
"""

from __future__ import annotations

import functools

from dataclasses import dataclass

import numpy as np

from dpgui.core.noise import integers

from dpgui.core.costs import limits
from dpgui.core.costs.accounting import Cost, Odometer
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting, Release
from dpgui.core.noise.distributions import DiscreteGaussian, DiscreteLaplace, NoiseLaw
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate


# Kept in English with the release (its stored record); a front end shows translate(context, CLAMPED).
CLAMPED = QT_TRANSLATE_NOOP("core.mechanisms.counts", "negative counts clamped to 0")


def sensitivities(query: str, unit: str = ADD_REMOVE, max_rows: int = 1) -> tuple[int, int]:
    """(Δ1, Δ2²) of a ``"count"`` or a ``"histogram"``/``"table"`` under the privacy unit."""
    if unit not in (ADD_REMOVE, REPLACE_ONE):
        raise ValueError(translate("core.mechanisms.counts", "Unknown privacy unit {unit}").format(unit=repr(unit)))
    if max_rows < 1:
        raise ValueError(translate(
            "core.mechanisms.counts", "The maximum number of rows per person must be at least 1"))
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
        """The mechanism for these sensitivities, or a one-line ValueError when the setting is beyond the
        arithmetic limits (:mod:`dpgui.core.costs.limits`). Public parameters only: call it before the charge."""
        if setting.gaussian:
            return cls(DiscreteGaussian(limits.gaussian_sigma2(sensitivity_l2_squared, setting)), setting.cost,
                       sensitivity_l1)
        return cls(DiscreteLaplace(limits.laplace_scale(sensitivity_l1, setting)), setting.cost,
                   sensitivity_l1)

    @functools.lru_cache(maxsize=256)
    def half_width(self, confidence: float = 0.95, cells: int = 1, simultaneous: bool = False) -> int:
        """± that covers each true count with ``confidence`` (all ``cells`` at once if simultaneous). Public
        arithmetic of a frozen mechanism, searched over the noise's tail: found once (a plan repeats it)."""
        beta = 1 - confidence
        return self.noise.half_width(beta / cells if simultaneous else beta)

    def describe_interval(self, confidence: float, cells: int, simultaneous: bool, width: int) -> str:
        beta = 1 - confidence
        if simultaneous and cells > 1:
            text = translate("core.mechanisms.counts", "{noise} noise was added; each interval is the estimate ± {width}, "
                             "the smallest whole number w with P(|noise| > w) ≤ {beta}/{cells} (union bound, so all "
                             "{cells} intervals hold together), from the noise's exact distribution")
        else:
            text = translate("core.mechanisms.counts", "{noise} noise was added; each interval is the estimate ± {width}, "
                             "the smallest whole number w with P(|noise| > w) ≤ {beta}, from the noise's exact "
                             "distribution")
        return text.format(noise=self.noise.name, width=plain_number(width), beta=plain_number(beta, digits=3),
                           cells=cells)

    def release(self, true_counts, *, query: str = "count", labels=None, confidence: float = 0.95,
                simultaneous: bool = False, nonnegative: bool = True, odometer: Odometer | None = None,
                rng: KeystreamSource | None = None) -> Release:
        """Charge ``odometer`` (refusing before any noise is drawn), then add noise to every cell.

        Counts of any size are added exactly (Python integers where int64 would overflow), so nothing
        here can fail on the data. With ``nonnegative`` the released counts and their intervals are
        clamped at 0 (free post-processing that never lowers coverage, listed in
        ``extra["post_processing"]``).
        """
        shape = np.shape(true_counts)
        counts = integers.as_ints(true_counts)
        if odometer is not None:
            odometer.spend(self.cost)
        noisy = integers.add(counts, self.noise.sample(counts.size, rng))
        width = self.half_width(confidence, counts.size, simultaneous)
        low, high = integers.add(noisy, -width), integers.add(noisy, width)
        method = self.describe_interval(confidence, counts.size, simultaneous, width)
        extra = {}
        if nonnegative:  # the unclamped values are released too, so the clamp can be undone for free
            extra["unclamped"] = {"values": noisy.tolist(), "low": low.tolist(), "high": high.tolist()}
            extra["post_processing"] = [CLAMPED]
            noisy, low, high = np.maximum(noisy, 0), np.maximum(low, 0), np.maximum(high, 0)
        return Release(
            query=query, values=noisy.reshape(shape), low=low.reshape(shape), high=high.reshape(shape),
            confidence=confidence, simultaneous=simultaneous,
            cost=self.cost, noise={**self.noise.parameters(), "sensitivity_l1": self.sensitivity_l1},
            method=method, labels=list(labels) if labels is not None else [], extra=extra,
        )


def count_mechanism(setting: PrivacySetting, query: str = "count", unit: str = ADD_REMOVE,
                    max_rows: int = 1) -> CountMechanism:
    """The calibrated mechanism for a count, histogram or table under the privacy unit; raises ValueError
    (from public parameters only) when it cannot be released. Call before the charge, release after."""
    return _calibrated(setting, setting.share, query, unit, max_rows)


@functools.lru_cache(maxsize=256)
def _calibrated(setting: PrivacySetting, share, query: str, unit: str, max_rows: int) -> CountMechanism:
    """Calibrated once per setting (a plan repeats a few; the mechanism is frozen and draws fresh noise at each
    release). Keyed on ``share`` too: a setting's equality leaves it out, and the refusals depend on it."""
    return CountMechanism.calibrate(setting, *sensitivities(query, unit, max_rows))
