"""Sums and means of real values with declared bounds, on a 2^k grid with integer noise.

Textbook float Laplace on a real sum leaks through the pattern of representable doubles
(Mironov 2012). Instead (OpenDP's approach, reference §9): clamp each value to the declared
[L, U], round it to the nearest multiple of a power-of-two grid g, add exact integer noise to the
integer sum of grid units, and scale back. The sensitivity is computed on the rounded values in
grid units, so the rounding is charged exactly: add/remove Δ = max(|⌊L/g⌉|, |⌊U/g⌉|),
replace-one Δ = ⌊U/g⌉ − ⌊L/g⌉ (reference §3, times the rows per person).
Rounding moves each value by at most g/2, which the reported interval states.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from dpgui.core.accounting import Odometer, sequential
from dpgui.core.counts import CountMechanism, count_mechanism
from dpgui.core.randomness import KeystreamSource
from dpgui.core.rationals import RationalLike, to_fraction
from dpgui.core.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting, Release, clamp_interval

GRID_STEPS = 2**20  # the grid has at least this many steps across [L, U]


def grid_step(lower: Fraction, upper: Fraction) -> Fraction:
    """The largest power of two g with (U − L)/g ≥ 2^20: rounding error ≤ (U − L)/2^21 per value."""
    if upper <= lower:
        raise ValueError(f"the upper bound ({upper}) must be above the lower bound ({lower})")
    k = math.floor(math.log2((upper - lower) / GRID_STEPS))
    while Fraction(2) ** k * GRID_STEPS > upper - lower:
        k -= 1
    return Fraction(2) ** k


def to_grid(values, lower: Fraction, upper: Fraction, step: Fraction) -> np.ndarray:
    """Clamp to [L, U] and round to the nearest multiple of ``step``, in integer grid units."""
    x = np.clip(np.asarray(values, dtype=float), float(lower), float(upper))
    units = np.rint(x / float(step)).astype(np.int64)
    return np.clip(units, _units(lower, step), _units(upper, step))


def _units(value: Fraction, step: Fraction) -> int:
    return round(value / step)


def sum_sensitivity(lower: Fraction, upper: Fraction, step: Fraction, unit: str, max_rows: int) -> int:
    lo, hi = _units(lower, step), _units(upper, step)
    if unit == ADD_REMOVE:
        return max_rows * max(abs(lo), abs(hi))
    if unit == REPLACE_ONE:
        return max_rows * (hi - lo)
    raise ValueError(f"unknown privacy unit {unit!r}")


def sum_mechanism(setting: PrivacySetting, lower: RationalLike, upper: RationalLike,
                  unit: str = ADD_REMOVE, max_rows: int = 1) -> tuple[CountMechanism, Fraction]:
    """The integer mechanism for the grid-unit sum, and the grid step."""
    lower, upper = to_fraction(lower), to_fraction(upper)
    step = grid_step(lower, upper)
    delta1 = sum_sensitivity(lower, upper, step, unit, max_rows)
    return CountMechanism.calibrate(setting, delta1, delta1**2 * (2 if unit == REPLACE_ONE else 1)), step


def release_sum(values, lower: RationalLike, upper: RationalLike, setting: PrivacySetting, *,
                unit: str = ADD_REMOVE, max_rows: int = 1, confidence: float = 0.95,
                odometer: Odometer | None = None, rng: KeystreamSource | None = None) -> Release:
    """A noisy sum of values clamped to the declared bounds."""
    mech, step = sum_mechanism(setting, lower, upper, unit, max_rows)
    units = to_grid(values, to_fraction(lower), to_fraction(upper), step)
    inner = mech.release([int(units.sum(dtype=object))], query="sum", confidence=confidence,
                         nonnegative=False, odometer=odometer, rng=rng)
    g = float(step)
    return Release(
        query="sum", values=inner.values * g, low=inner.low * g, high=inner.high * g,
        confidence=confidence, simultaneous=False, cost=inner.cost,
        noise={**inner.noise, "grid_step": str(step)},
        method=(f"values clamped to [{lower}, {upper}] and rounded to a grid of {g:.3g}; "
                f"{inner.method}, times the grid step. Rounding moves each value by at most {g / 2:.3g}."),
        extra={"rounding_per_row": g / 2},
    )


def release_mean(values, lower: RationalLike, upper: RationalLike, setting: PrivacySetting, *,
                 unit: str = ADD_REMOVE, max_rows: int = 1, public_n: int | None = None,
                 confidence: float = 0.95, odometer: Odometer | None = None,
                 rng: KeystreamSource | None = None) -> Release:
    """A mean of clamped values: noisy sum / public n, or noisy sum / noisy count (half the budget each).

    The interval combines a (1 − β/2) interval for the sum and for the count (union bound), takes
    the extreme ratios, widens by the grid's rounding g/2 and intersects with [L, U].
    """
    lower, upper = to_fraction(lower), to_fraction(upper)
    if public_n is not None and public_n < 1:
        raise ValueError("the public number of rows must be at least 1")
    sum_setting = setting if public_n is not None else setting.scaled(Fraction(1, 2))
    sum_mech, step = sum_mechanism(sum_setting, lower, upper, unit, max_rows)
    count_mech = None if public_n is not None else count_mechanism(sum_setting, "count", unit, max_rows)
    costs = [sum_mech.cost] + ([count_mech.cost] if count_mech else [])
    total = sequential(costs, costs[0].kind)
    if odometer is not None:
        odometer.spend(total)
    units = to_grid(values, lower, upper, step)
    inner_conf = confidence if public_n is not None else 1 - (1 - confidence) / 2
    s = sum_mech.release([int(units.sum(dtype=object))], confidence=inner_conf, nonnegative=False, rng=rng)
    g = float(step)
    if public_n is not None:
        n_hat, n_low, n_high = public_n, public_n, public_n
        how = f"noisy sum / the public n = {public_n}"
    else:
        c = count_mech.release([len(units)], confidence=inner_conf, nonnegative=False, rng=rng)
        n_hat, n_low, n_high = max(int(c.values[0]), 1), int(c.low[0]), int(c.high[0])
        how = "noisy sum / noisy count, each with half the budget and a (1 − β/2) interval"
    s_low, s_high = float(s.low[0]) * g, float(s.high[0]) * g
    estimate = float(np.clip(float(s.values[0]) * g / n_hat, float(lower), float(upper)))
    if n_low < 1:  # the count's interval reaches 0: the ratio is unbounded, so only [L, U] is known
        low, high = float(lower), float(upper)
    else:
        ratios = [s_low / n_low, s_low / n_high, s_high / n_low, s_high / n_high]
        low, high = min(ratios) - g / 2, max(ratios) + g / 2
    low, high = clamp_interval(np.array([low]), np.array([high]), float(lower), float(upper))
    return Release(
        query="mean", values=np.array([estimate]), low=low, high=high, confidence=confidence,
        simultaneous=False, cost=total, noise={**s.noise, "grid_step": str(step)},
        method=(f"{how}; values clamped to [{lower}, {upper}] on a grid of {g:.3g}; the interval takes "
                "the extreme ratios of the sum's and count's intervals, widened by the rounding and "
                "clipped to the bounds"),
        extra={"rounding_per_row": g / 2},
    )
