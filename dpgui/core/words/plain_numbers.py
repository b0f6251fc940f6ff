"""Numbers as people read them: thousands separators, no e-notation, as many digits as the
uncertainty allows. The one formatter behind the GUI, the CLI's text, the PDF and the HTML report
(JSON keeps full precision and never comes through here)."""

from __future__ import annotations

import math
from fractions import Fraction

from dpgui.core.words.translation import separators, translate

DASH = "—"


def plain_number(value, step: float | None = None, digits: int = 3) -> str:
    """``value`` rounded to a multiple of a power of ten: ``step`` (the resolution worth showing), or
    else ``digits`` significant digits. Thousands separators; never e-notation."""
    if value is None:
        return DASH
    if isinstance(value, bool) or not isinstance(value, (int, float)) and not hasattr(value, "__float__"):
        return str(value)
    x = float(value)
    if math.isnan(x):
        return DASH
    if math.isinf(x):
        return "∞" if x > 0 else "−∞"
    if isinstance(value, int) and (step is None or step <= 1):  # a count: never "197.0"
        return localised(f"{value:,}")
    trim = step is None  # significant digits: "0.25", not "0.250"
    if step is None:
        step = 10.0 ** (math.floor(math.log10(abs(x))) - digits + 1) if x else 1.0
    decimals = max(0, -math.floor(math.log10(step) + 1e-9))
    rounded = round(x / step) * step if decimals == 0 else round(x, decimals)
    text = f"{rounded:,.{decimals}f}"
    if trim and decimals:
        text = text.rstrip("0").rstrip(".")
    return "0" if text.strip("-0.,") == "" else localised(text)


def localised(text: str) -> str:
    """Python's "12,345.6" (``f"{x:,.2f}"``) written with the chosen language's separators (12\u202f345,6 in
    French)."""
    thousands, decimal = separators()
    return text if (thousands, decimal) == (",", ".") else text.translate({ord(","): thousands, ord("."): decimal})


def typed_number(text: str) -> float:
    """A number as a person types it in the chosen language: "1 234,5" in French, "1.234,5" in Spanish, "1,234.5"
    in English. A grouping separator must group threes ("17.5" in Spanish, "17,5" in English are refused, never
    read as 175)."""
    thousands, decimal = separators()
    typed = "".join(text.split()).replace("\u202f", "")
    if thousands.strip():
        whole, point, part = typed.partition(decimal)
        groups = whole.lstrip("+-−").split(thousands)
        if len(groups) > 1 and (not 1 <= len(groups[0]) <= 3 or any(len(g) != 3 for g in groups[1:])):
            raise ValueError(text)
        typed = whole.replace(thousands, "") + ("." + part if point else "")
    return float(typed.replace(decimal, ".").replace("−", "-"))


def as_typed(value) -> str:
    """An exact bound as a person typed it: 17.5, never 35/2 (a fraction whose decimal never ends, such as 1/3,
    stays a fraction, as it was typed). Exact: the decimal of a denominator 2^a·5^b has max(a, b) places. A float
    is its shortest decimal (0.1, not the binary 0.1000000000000000055…)."""
    fraction = Fraction(repr(value)) if isinstance(value, float) else Fraction(value)
    twos = fives = 0
    rest = fraction.denominator
    while rest % 2 == 0:
        rest, twos = rest // 2, twos + 1
    while rest % 5 == 0:
        rest, fives = rest // 5, fives + 1
    if rest != 1:
        return str(fraction)
    places = max(twos, fives)
    digits = str(abs(fraction.numerator) * 10 ** places // fraction.denominator).rjust(places + 1, "0")
    whole, part = digits[:len(digits) - places], digits[len(digits) - places:].rstrip("0")
    return ("-" if fraction < 0 else "") + whole + (f".{part}" if part else "")


def resolution(low, high) -> float | None:
    """The rounding step for numbers with this interval: three significant digits of its width."""
    if low is None or high is None or not (math.isfinite(low) and math.isfinite(high)) or high <= low:
        return None
    return 10.0 ** (math.floor(math.log10(high - low)) - 2)


def plain_estimate(value, low=None, high=None) -> str:
    """"25,040 (23,240 to 26,900)": the estimate and its interval, rounded alike to what the width allows."""
    step = resolution(low, high)
    if step is None:
        return plain_number(value)
    return translate("core.words.plain_numbers", "{value} ({low} to {high})").format(
        value=plain_number(value, step), low=plain_number(low, step), high=plain_number(high, step))


def plain_epsilon(value) -> str:
    """A privacy parameter (ε, δ, ρ): up to three significant digits, never e-notation."""
    return plain_number(value, digits=3) if value else "0"


def plain_percent(share: float) -> str:
    """A share as a percentage with no more digits than it needs: 0.5 → "50%", 0.004 → "0.4%"."""
    return translate("core.words.plain_numbers", "{percent}%").format(percent=plain_number(share * 100, digits=2))


def plural(count: int, word: str, words: str | None = None) -> str:
    """"1 response", "2 responses"."""
    return f"{plain_number(count)} {word if count == 1 else (words or word + 's')}"


def too_wide(value, low, high, span: float | None = None) -> bool:
    """Whether an interval is too wide to use: more than half of the possible range ``span`` (1 for a
    share), or, where no range bounds the value (a count), wider than the estimate itself."""
    if value is None or low is None or high is None:
        return False
    width = high - low
    return width > span / 2 if span else width > abs(value)


def wide_warning() -> str:
    return translate("core.words.plain_numbers", "⚠ Too few rows or answers for a usable number: its range is too "
                     "wide. Do not publish it on its own; merge groups or collect more data.")
