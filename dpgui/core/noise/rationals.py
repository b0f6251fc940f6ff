"""Exact rational parameters.

Every probability, scale and ε that reaches a sampler is a :class:`fractions.Fraction`,
so that no probability is approximated in floating point (Canonne, Kamath & Steinke 2020).
A float typed by a person, such as ``0.3``, means the decimal ``3/10``, not the binary
double nearest to it.
"""

from __future__ import annotations

import re
from fractions import Fraction
from numbers import Rational

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

RationalLike = Fraction | int | float | str
# Fraction("7e-99999999") builds 10**99999999 and runs for minutes; no design number needs more than these.
MAX_DIGITS = 1000
MAX_EXPONENT = 1000
DECIMAL = re.compile(r"[-+]?(?P<digits>[\d_]*(?:\.[\d_]*)?)(?:[eE][-+]?(?P<power>[\d_]+))?")


def to_fraction(value: RationalLike) -> Fraction:
    """Parse ``value`` (``2/3``, ``0.25``, ``3``, a Fraction) as an exact rational."""
    if isinstance(value, Rational):
        return Fraction(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(translate("core.noise.rationals", "{value} is not a finite number").format(value=value))
        return Fraction(repr(value))
    if isinstance(value, str):
        text = value.strip()
        _refuse_absurd_size(text)
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise ValueError(translate("core.noise.rationals", "{value} is not a number or a fraction like 2/3").format(
                value=repr(value))) from None
    raise TypeError(translate("core.noise.rationals", "Cannot read {value} as a rational number").format(
        value=repr(value)))


def _refuse_absurd_size(text: str) -> None:
    """Refuse a decimal or scientific number with an absurd power of ten or count of digits before Fraction sees it,
    since Fraction would compute the power exactly, however long that takes (n/d has no power of ten)."""
    match = DECIMAL.fullmatch(text)
    if not match:
        return  # not a decimal: Fraction reads it or refuses it quickly
    shown = repr(text) if len(text) <= 30 else repr(text[:20] + "…")
    if sum(c.isdecimal() for c in match["digits"]) > MAX_DIGITS:
        raise ValueError(translate("core.noise.rationals", "{value} has more than {most} digits, too many for a usable number").format(
            value=shown, most=plain_number(MAX_DIGITS)))
    power = (match["power"] or "").replace("_", "").lstrip("0")
    if len(power) > len(str(MAX_EXPONENT)) or (power and int(power) > MAX_EXPONENT):
        raise ValueError(translate("core.noise.rationals", "{value} is too large or too small for a usable number "
                                   "(its power of ten is beyond ±{most})").format(value=shown,
                                                                                  most=plain_number(MAX_EXPONENT)))


def probability(value: RationalLike, name: str = "probability") -> Fraction:
    """A rational in [0, 1], or a ValueError that names the parameter."""
    p = to_fraction(value)
    if not 0 <= p <= 1:
        raise ValueError(translate("core.noise.rationals", "{name} must be between 0 and 1, got {value}").format(
            name=name, value=p))
    return p


def positive(value: RationalLike, name: str) -> Fraction:
    """A rational > 0, or a ValueError that names the parameter."""
    x = to_fraction(value)
    if x <= 0:
        raise ValueError(translate("core.noise.rationals", "{name} must be greater than 0, got {value}").format(
            name=name, value=x))
    return x
