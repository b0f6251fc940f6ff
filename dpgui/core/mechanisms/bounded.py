"""Sums and means of real values with declared bounds, with exact integer noise on a 2^k grid.

Textbook float Laplace on a real sum leaks through the pattern of representable doubles
(Mironov 2012). Instead (after OpenDP's approach, reference §9): clamp each value to the declared
[L, U] exactly, add the clamped values EXACTLY (every double is a dyadic rational), round that exact
total ONCE to the nearest multiple of a power-of-two grid g, add exact integer noise in grid units,
and scale back. Each of a person's rows adds a clamped value in [L, U], or 0 when it is left out (by a
filter, a missing value, a missing person, or a person with fewer rows than the bound), so one person
moves the exact total by at most D = K·max(|L|, |U|) under add/remove and, under replace-one,
D = K·(max(U, 0) − min(L, 0)), or K·(U − L) only when no row can add 0 (reference §3 gives U − L, which
assumes that; with bounds [18, 90] a row left out and the same row at 90 differ by 90, not 72). The
rounded total then moves by at most ⌊D/g⌋ + 1 grid units: that is the sensitivity charged. The only
rounding error is the final one, at most g/2 in all (not per row), so the interval includes it without
knowing the private n.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from dpgui.core.costs.accounting import Cost, Odometer, sequential
from dpgui.core.mechanisms.counts import CountMechanism, count_mechanism
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting, Release, clamp_interval
from dpgui.core.noise import integers
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import RationalLike, to_fraction
from dpgui.core.words.plain_numbers import as_typed, plain_number
from dpgui.core.words.translation import translate

GRID_STEPS = 2**20  # the grid has at least this many steps across [L, U]


def grid_step(lower: Fraction, upper: Fraction) -> Fraction:
    """The largest power of two g with (U − L)/g ≥ 2^20, found exactly (no float log of the width)."""
    if upper <= lower:
        raise ValueError(translate("core.mechanisms.bounded", "The upper bound ({upper}) must be above the lower bound ({lower})").format(
            upper=as_typed(upper), lower=as_typed(lower)))
    ratio = (upper - lower) / GRID_STEPS
    k = ratio.numerator.bit_length() - ratio.denominator.bit_length()
    while Fraction(2) ** k > ratio:
        k -= 1
    while Fraction(2) ** (k + 1) <= ratio:
        k += 1
    return Fraction(2) ** k


def _exact_sum(x: np.ndarray) -> Fraction:
    """The exact sum of finite doubles: x = m·2^e with an integer |m| < 2^53 (np.frexp), mantissas summed
    per exponent in int64 (split in two halves of 26 bits so that up to 2^36 values cannot overflow), and
    the per-exponent totals shifted together as Python integers."""
    if x.size == 0:
        return Fraction(0)
    m, e = np.frexp(x)
    mant = (m * 2.0**53).astype(np.int64)
    order = np.argsort(e, kind="stable")
    e, mant = e[order], mant[order]
    starts = np.flatnonzero(np.r_[True, e[1:] != e[:-1]])
    high = np.add.reduceat(mant >> 26, starts)
    low = np.add.reduceat(mant & ((1 << 26) - 1), starts)
    exponents = e[starts].astype(np.int64) - 53
    base = int(exponents.min())
    total = sum((int(h) * 2**26 + int(lo)) << (int(ex) - base) for h, lo, ex in zip(high, low, exponents))
    return Fraction(total) * Fraction(2) ** base


@dataclass(frozen=True)
class ClampedSum:
    """All a sum or a mean needs from the data: the exact sum of the values clamped to [L, U], and how
    many values there were. A backend that aggregates where the data lives returns just this."""

    total: Fraction
    n: int


def clamped_sum(values, lower: Fraction, upper: Fraction) -> tuple[Fraction, int]:
    """(the exact sum of the values clamped to [L, U], how many values) — NaN (missing) values are left
    out of both. Comparisons are exact: a double strictly between float(L) and float(U) lies strictly
    inside [L, U], and values equal to a rounded bound are clamped as exact rationals."""
    x = np.asarray(values, dtype=float).ravel()
    lo, hi = float(lower), float(upper)
    inside = (x > lo) & (x < hi)
    total = clamped_total(_exact_sum(x[inside]), int((x < lo).sum()), int((x > hi).sum()), int((x == lo).sum()),
                          int((x == hi).sum()), lower, upper)
    return total, int((~np.isnan(x)).sum())


def clamped_total(inside: Fraction, below: int, above: int, at_low: int, at_high: int, lower: Fraction,
                  upper: Fraction) -> Fraction:
    """The exact clamped sum from its parts: the exact sum of the values strictly between float(L) and
    float(U), and how many values fall below, above, and on each rounded bound (clamped as rationals)."""
    total = inside + below * lower + above * upper
    for edge, count in {float(lower): at_low, float(upper): at_high}.items():
        total += count * min(max(Fraction(edge), lower), upper)
    return total


def _clamped(values, lower: Fraction, upper: Fraction) -> ClampedSum:
    return values if isinstance(values, ClampedSum) else ClampedSum(*clamped_sum(values, lower, upper))


def sum_sensitivity(lower: Fraction, upper: Fraction, step: Fraction, unit: str, max_rows: int,
                    can_add_zero: bool = True) -> int:
    """⌊D/g⌋ + 1 grid units, with D how far one person moves the exact clamped total.

    ``can_add_zero``: whether a row can add 0 instead of a value in [L, U] (see the module's docstring);
    under replace-one such a row can become one at U or L, so each row reaches max(U, 0) − min(L, 0).
    Only a caller that knows from public facts that every person always adds K clamped values may pass
    False; the default is always sound."""
    if unit == ADD_REMOVE:
        reach = max(abs(lower), abs(upper))
    elif unit == REPLACE_ONE:
        reach = max(upper, 0) - min(lower, 0) if can_add_zero else upper - lower
    else:
        raise ValueError(translate("core.mechanisms.bounded", "Unknown privacy unit {unit}").format(unit=repr(unit)))
    if max_rows < 1:
        raise ValueError(translate(
            "core.mechanisms.bounded", "The maximum number of rows per person must be at least 1"))
    return math.floor(max_rows * reach / step) + 1


def sum_mechanism(setting: PrivacySetting, lower: RationalLike, upper: RationalLike,
                  unit: str = ADD_REMOVE, max_rows: int = 1, can_add_zero: bool = True
                  ) -> tuple[CountMechanism, Fraction]:
    """The integer mechanism for the grid-unit sum, and the grid step; ValueError from public parameters
    only (bounds, ε, δ, ρ beyond the limits). A single sum is a scalar, so Δ2 = Δ1 under either unit."""
    lower, upper = to_fraction(lower), to_fraction(upper)
    step = grid_step(lower, upper)
    delta1 = sum_sensitivity(lower, upper, step, unit, max_rows, can_add_zero)
    return CountMechanism.calibrate(setting, delta1, delta1**2), step


def _sum_interval(inner: Release, step: Fraction) -> tuple[float, float, float]:
    """(estimate, low, high) of the exact clamped sum: grid units scaled back, the interval widened by the
    one rounding of the exact total (≤ g/2)."""
    g = float(step)
    value, low, high = (float(integers.to_float(a)[0]) * g for a in (inner.values, inner.low, inner.high))
    return value, low - g / 2, high + g / 2


def release_sum(values, lower: RationalLike, upper: RationalLike, setting: PrivacySetting, *,
                unit: str = ADD_REMOVE, max_rows: int = 1, can_add_zero: bool = True, confidence: float = 0.95,
                odometer: Odometer | None = None, rng: KeystreamSource | None = None) -> Release:
    """A noisy sum of values (or their :class:`ClampedSum`) clamped to the declared bounds; cannot fail
    on the values once :func:`sum_mechanism` accepted the parameters."""
    mech, step = sum_mechanism(setting, lower, upper, unit, max_rows, can_add_zero)
    lower, upper = to_fraction(lower), to_fraction(upper)
    total = _clamped(values, lower, upper).total
    inner = mech.release([round(total / step)], query="sum", confidence=confidence, nonnegative=False,
                         odometer=odometer, rng=rng)
    value, low, high = _sum_interval(inner, step)
    g = float(step)
    return Release(
        query="sum", values=np.array([value]), low=np.array([low]), high=np.array([high]),
        confidence=confidence, simultaneous=False, cost=inner.cost,
        noise={**inner.noise, "grid_step": str(step)},
        method=translate("core.mechanisms.bounded", "values clamped to [{lower}, {upper}] and added exactly; the total "
                         "was rounded once to a step of {step}; {noise}, times that step, widened by the rounding (at "
                         "most {rounding})").format(lower=as_typed(lower), upper=as_typed(upper),
                                                    step=plain_number(g, digits=3), noise=inner.method,
                                                    rounding=plain_number(g / 2, digits=3)),
        extra={"rounding": g / 2},
    )


@dataclass(frozen=True)
class MeanMechanism:
    """A mean's calibrated parts: the sum's mechanism, the count's (None with a public n), the grid step."""

    sum: CountMechanism
    count: CountMechanism | None
    step: Fraction
    public_n: int | None

    @property
    def cost(self) -> Cost:
        costs = [self.sum.cost] + ([self.count.cost] if self.count else [])
        return sequential(costs, costs[0].kind)


def mean_mechanisms(setting: PrivacySetting, lower: RationalLike, upper: RationalLike, unit: str = ADD_REMOVE,
                    max_rows: int = 1, public_n: int | None = None, can_add_zero: bool = True) -> MeanMechanism:
    """Calibrate a mean from public parameters only (ValueError when it cannot be released): noisy sum /
    public n with the whole budget, or noisy sum / noisy count with half the budget each."""
    if public_n is not None and public_n < 1:
        raise ValueError(translate("core.mechanisms.bounded", "The public number of rows must be at least 1"))
    share = setting if public_n is not None else setting.scaled(Fraction(1, 2))
    sum_mech, step = sum_mechanism(share, lower, upper, unit, max_rows, can_add_zero)
    count_mech = None if public_n is not None else count_mechanism(share, "count", unit, max_rows)
    return MeanMechanism(sum_mech, count_mech, step, public_n)


def release_mean(values, lower: RationalLike, upper: RationalLike, setting: PrivacySetting, *,
                 unit: str = ADD_REMOVE, max_rows: int = 1, public_n: int | None = None,
                 can_add_zero: bool = True, confidence: float = 0.95, odometer: Odometer | None = None,
                 rng: KeystreamSource | None = None) -> Release:
    """A mean of clamped values (or of their :class:`ClampedSum`): noisy sum / public n, or noisy sum / noisy count (half the budget each).

    The interval combines a (1 − β/2) interval for the exact clamped sum (rounding included) and one for
    the count (union bound), takes the extreme ratios and intersects with [L, U].
    """
    mech = mean_mechanisms(setting, lower, upper, unit, max_rows, public_n, can_add_zero)
    lower, upper = to_fraction(lower), to_fraction(upper)
    if odometer is not None:
        odometer.spend(mech.cost)
    clamped = _clamped(values, lower, upper)
    total, n = clamped.total, clamped.n
    inner_conf = confidence if public_n is not None else 1 - (1 - confidence) / 2
    s = mech.sum.release([round(total / mech.step)], confidence=inner_conf, nonnegative=False, rng=rng)
    s_hat, s_low, s_high = _sum_interval(s, mech.step)
    if public_n is not None:
        n_hat, n_low, n_high = public_n, public_n, public_n
        how = translate("core.mechanisms.bounded", "noisy sum / the public n = {n}").format(n=plain_number(public_n))
    else:
        c = mech.count.release([n], confidence=inner_conf, nonnegative=False, rng=rng)
        n_hat, n_low, n_high = (float(integers.to_float(a)[0]) for a in (c.values, c.low, c.high))
        n_hat = max(n_hat, 1.0)
        how = translate("core.mechanisms.bounded", "noisy sum / noisy count, each with half the budget and its own "
                        "{inner}% interval (so both hold together at {confidence}%)").format(
            inner=plain_number(inner_conf * 100, step=0.1), confidence=plain_number(confidence * 100, step=1))
    estimate = float(np.clip(s_hat / n_hat, float(lower), float(upper)))
    if n_low < 1:  # the count's interval reaches 0: the ratio is unbounded, so only [L, U] is known
        low, high = float(lower), float(upper)
    else:
        ratios = [s_low / n_low, s_low / n_high, s_high / n_low, s_high / n_high]
        low, high = min(ratios), max(ratios)
    low, high = clamp_interval(np.array([low]), np.array([high]), float(lower), float(upper))
    g = float(mech.step)
    return Release(
        query="mean", values=np.array([estimate]), low=low, high=high, confidence=confidence,
        simultaneous=False, cost=mech.cost, noise={**s.noise, "grid_step": str(mech.step),
               **({"count_sensitivity_l1": mech.count.sensitivity_l1} if mech.count else {})},
        method=translate("core.mechanisms.bounded", "{how}; values clamped to [{lower}, {upper}], added exactly and the "
                         "total rounded once to a step of {step}; the interval takes the extreme ratios of the sum's "
                         "(widened by that rounding) and the count's intervals, clipped to the bounds").format(
            how=how, lower=as_typed(lower), upper=as_typed(upper), step=plain_number(g, digits=3)),
        extra={"rounding": g / 2},
    )
