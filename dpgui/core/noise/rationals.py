"""Exact rational parameters.

Every probability, scale and ε that reaches a sampler is a :class:`fractions.Fraction`,
so that no probability is approximated in floating point (Canonne, Kamath & Steinke 2020).
A float typed by a person, such as ``0.3``, means the decimal ``3/10``, not the binary
double nearest to it.
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational

RationalLike = Fraction | int | float | str


def to_fraction(value: RationalLike) -> Fraction:
    """Parse ``value`` (``2/3``, ``0.25``, ``3``, a Fraction) as an exact rational."""
    if isinstance(value, Rational):
        return Fraction(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"{value} is not a finite number")
        return Fraction(repr(value))
    if isinstance(value, str):
        text = value.strip()
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise ValueError(f"{value!r} is not a number or a fraction like 2/3") from None
    raise TypeError(f"cannot read {value!r} as a rational number")


def probability(value: RationalLike, name: str = "probability") -> Fraction:
    """A rational in [0, 1], or a ValueError that names the parameter."""
    p = to_fraction(value)
    if not 0 <= p <= 1:
        raise ValueError(f"{name} must be between 0 and 1, got {p}")
    return p


def positive(value: RationalLike, name: str) -> Fraction:
    """A rational > 0, or a ValueError that names the parameter."""
    x = to_fraction(value)
    if x <= 0:
        raise ValueError(f"{name} must be greater than 0, got {x}")
    return x
