"""What a released number is, and how sure we are, in one sentence a survey researcher reads
without a glossary; the noise, formulas and costs stay in the method text behind "Details".
Used by the Results page, the CLI's text output and the reports alike."""

from __future__ import annotations

from fractions import Fraction

from dpgui.core.words.plain_numbers import WIDE_WARNING, plain_estimate, plain_number, resolution, too_wide

WHOLE_TABLE = ("histogram", "table")
# How a ledger entry ended, in words (the budget page and reports): every one of them counts as spent.
OUTCOMES = {"completed": "released", "failed": "failed (still counted)", "cancelled": "cancelled (still counted)",
            "interrupted": "interrupted (still counted)"}


def cells(row: dict) -> list[str]:
    """Estimate, low end and high end, rounded alike to the digits the interval's width allows."""
    step = resolution(row.get("ci_low"), row.get("ci_high"))
    return [plain_number(row[k], step) if isinstance(row[k], (int, float)) or row[k] is None else str(row[k])
            for k in ("estimate", "ci_low", "ci_high")]


def summary(release: dict, rows: list[dict] | None = None) -> str:
    """One sentence: what the number is and how sure we are."""
    rows = rows if rows is not None else release["rows"]
    asked = release.get("asked") or release["query"]
    sure = f"{release['confidence']:.0%} sure"
    if release["query"] in ("mode", "quantile"):
        return (f"{asked}: {rows[0]['estimate'] if release['query'] == 'mode' else plain_number(rows[0]['estimate'])} "
                "(chosen with privacy protection, so it may be near, not exactly at, the true value).")
    if release["query"] in WHOLE_TABLE:
        return (f"{asked}: each number is a count of rows with a little random noise added to protect people; "
                f"we are {sure} that each true count lies between its low and high end.")
    row = rows[0]
    if row["ci_low"] is None:
        return f"{asked}: {plain_number(row['estimate'])}."
    return f"{asked}: about {plain_estimate(row['estimate'], row['ci_low'], row['ci_high'])}; we are {sure} the true " \
           "value lies in that range."


def missing_sentence(release: dict) -> str:
    """How missing values were treated (the declared rule; how many were missing is never shown)."""
    text = "; ".join(release.get("missing_values") or [])
    return f"{text[0].upper()}{text[1:]}." if text else ""


def warning(release: dict, rows: list[dict] | None = None) -> str:
    """A plain warning when an interval is too wide to use, else ""."""
    rows = rows if rows is not None else release["rows"]
    span = release.get("span")
    wide = [r["label"] for r in rows
            if isinstance(r["estimate"], (int, float)) and too_wide(r["estimate"], r["ci_low"], r["ci_high"], span)]
    if not wide or len(rows) == 1:
        return WIDE_WARNING if wide else ""
    named = ", ".join(wide[:5]) + (f" and {len(wide) - 5:,} more" if len(wide) > 5 else "")
    return (f"⚠ Too few rows for a usable number in {named}: the range is wider than the number. Do not publish "
            "those on their own; merge groups or collect more data.")


def plain_summary(release: dict) -> str:
    """The summary, the rule for missing values and any warning, together (reports and the CLI)."""
    return " ".join(t for t in (summary(release), missing_sentence(release), warning(release)) if t)


def noise_scale(noise: dict) -> float | None:
    """The noise's scale in the data's own units (a sum on a grid is stated per unit, not per grid step)."""
    if "scale_float" in noise:
        return noise["scale_float"] * float(Fraction(noise.get("grid_step", 1)))
    return noise.get("sigma")
