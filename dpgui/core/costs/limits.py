"""The arithmetic limits of every mechanism, checked from public parameters before any data is read.

Spend first (trust.md): a release is validated, charged, and only then computed, so everything that
can be refused must be refused here, and nothing after this point may fail on the data. The samplers
are exact on integers of any size, so the limits are not about correctness but about meaning:
- a noise scale (discrete Laplace scale, Gaussian σ, or a selection's 2Δu/ε) above 2^50 units of the
  query (counts or grid steps) would bury any answer and push outputs past int64 and float range;
  at that bound P(|noise| > 2^62) < e^−4000, so results stay in numpy's fast int64 path;
- ε above 10^6 (ρ above 10^12) is no privacy at all, and would overflow float conversions.
"""

from __future__ import annotations

import math
from fractions import Fraction

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import separators, translate

MAX_NOISE_SCALE = 2**50
MAX_EPSILON = 10**6
MAX_RHO = 10**12


def _fmt(x: Fraction, up: bool = False) -> str:
    """A number for a message, never overflowing a float and never in e-notation. With ``up``, advice
    to type back: rounded up to two significant digits, a plain decimal without separators."""
    if x == 0:
        return "0"
    exponent = math.floor(math.log10(x.numerator) - math.log10(x.denominator))
    if up:
        step = Fraction(10) ** (exponent - 1)
        return f"{float(math.ceil(x / step) * step):.{max(0, 1 - exponent)}f}"
    if exponent >= 15:
        return translate("core.costs.limits", "about 1 followed by {zeros} zeros").format(zeros=plain_number(exponent))
    if exponent < -15:
        return translate("core.costs.limits", "about {number}").format(
            number=f"0{separators()[1]}{'0' * (-exponent - 1)}1")
    return plain_number(float(x), digits=3)


def check_epsilon(epsilon: Fraction) -> None:
    if epsilon > MAX_EPSILON:
        raise ValueError(translate("core.costs.limits", "ε = {epsilon} is too large to compute with (and protects no "
                                   "one); use ε ≤ {largest}").format(epsilon=_fmt(epsilon),
                                                                      largest=plain_number(MAX_EPSILON)))


def check_rho(rho: Fraction) -> None:
    if rho > MAX_RHO:
        raise ValueError(translate("core.costs.limits", "ρ = {rho} is too large to compute with (and protects no one); "
                                   "use ρ ≤ {largest}").format(rho=_fmt(rho), largest=plain_number(MAX_RHO)))


def check_scale(scale: Fraction, parameter: str, value: Fraction, smallest: Fraction) -> None:
    """Refuse a noise scale above MAX_NOISE_SCALE, saying which ``parameter`` value would be enough."""
    if scale > MAX_NOISE_SCALE:
        raise ValueError(translate(
            "core.costs.limits", "{parameter} = {value} is too small for this query: the noise would be larger than "
            "about a million billion (2^50) units of its answer; use {parameter} ≥ {smallest}").format(
            parameter=parameter, value=_fmt(value), smallest=_fmt(smallest, up=True)))


def laplace_scale(sensitivity: int, setting) -> Fraction:
    """Δ1/ε (GRS 2009) for a pure-ε PrivacySetting, refused above the limit, and rounded UP to a fraction
    over 2^k with a numerator below 2^52 when Δ1/ε itself is not that simple: a larger scale only adds
    noise (still ε-DP), and it keeps the exact sampler's integers in int64."""
    epsilon, share = setting.epsilon, setting.share
    check_epsilon(epsilon / share)
    scale = Fraction(sensitivity) / epsilon
    check_scale(scale, "ε", epsilon / share, Fraction(sensitivity) / MAX_NOISE_SCALE / share)
    if scale.numerator < 2**52 and scale.denominator < 2**32:
        return scale
    k = min(32, 51 - math.ceil(scale).bit_length())
    return Fraction(math.ceil(scale * 2**k), 2**k)


def gaussian_sigma2(sensitivity_l2_squared: int, setting) -> Fraction:
    """σ² = Δ2²/(2ρ) for ρ-zCDP (CKS20 Thm. 14), refused when σ > 2^50, and rounded UP: to a multiple of
    1/1000 below 1000 and to a whole number above (at most 0.1% more variance, so still ρ-zCDP), which
    keeps the sampler's acceptance test in int64 up to σ ≈ 8000. ``setting`` is a PrivacySetting with
    ρ, or with (ε, δ) converted to ρ; a refusal names the smallest ε or ρ that would do."""
    share = setting.share
    if setting.epsilon is not None:
        check_epsilon(setting.epsilon / share)
    rho = setting.rho_for_gaussian()
    check_rho(rho / share)
    exact = Fraction(sensitivity_l2_squared) / (2 * rho)
    if exact > MAX_NOISE_SCALE**2:
        smallest_rho = Fraction(sensitivity_l2_squared) / (2 * MAX_NOISE_SCALE**2)
        if setting.rho is not None:
            check_scale(exact, "ρ", rho / share, smallest_rho / share)
        log_term = math.log(setting.delta.denominator) - math.log(setting.delta.numerator)
        smallest_eps = float(smallest_rho) + 2 * math.sqrt(float(smallest_rho) * log_term)
        check_scale(exact, "ε", setting.epsilon / share, Fraction(smallest_eps) * Fraction(1001, 1000) / share)
    denominator = 1000 if exact < 1000 else 1
    return Fraction(math.ceil(exact * denominator), denominator)


def check_selection_scale(epsilon: Fraction, sensitivity: Fraction) -> None:
    """A selection (exponential mechanism, permute-and-flip) at scale 2Δu/ε, refused above the limit."""
    check_epsilon(epsilon)
    check_scale(2 * sensitivity / epsilon, "ε", epsilon, 2 * sensitivity / MAX_NOISE_SCALE)
