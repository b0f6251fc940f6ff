"""What a released number is, and how sure we are, in one sentence a survey researcher reads
without a glossary; the noise, formulas and costs stay in the method text behind "Details".
Used by the Results page, the CLI's text output and the reports alike."""

from __future__ import annotations

from fractions import Fraction

from dpgui.core.words.plain_numbers import (plain_estimate, plain_number, plain_percent, resolution, too_wide,
                                            wide_warning)
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.store.declared.schema import MISSING, OTHER

WHOLE_TABLE = ("histogram", "table")
# How a ledger entry ended, in words (the budget page and reports): every one of them counts as spent.
OUTCOMES = {"completed": QT_TRANSLATE_NOOP("report.plain_words", "released"),
            "failed": QT_TRANSLATE_NOOP("report.plain_words", "failed (still counted)"),
            "cancelled": QT_TRANSLATE_NOOP("report.plain_words", "cancelled (still counted)"),
            "interrupted": QT_TRANSLATE_NOOP("report.plain_words", "interrupted (still counted)")}


def outcome(state: str) -> str:
    """How a ledger entry ended, in the reader's words."""
    return translate("report.plain_words", OUTCOMES.get(state, state))


def cells(row: dict) -> list[str]:
    """Estimate, low end and high end, rounded alike to the digits the interval's width allows."""
    step = resolution(row.get("ci_low"), row.get("ci_high"))
    return [plain_number(row[k], step) if isinstance(row[k], (int, float)) or row[k] is None else str(row[k])
            for k in ("estimate", "ci_low", "ci_high")]


def summary(release: dict, rows: list[dict] | None = None) -> str:
    """One sentence: what the number is and how sure we are."""
    rows = rows if rows is not None else release["rows"]
    asked = release.get("asked") or release["query"]
    sure = plain_percent(release["confidence"])
    if release["query"] in ("mode", "quantile"):
        value = rows[0]["estimate"] if release["query"] == "mode" else plain_number(rows[0]["estimate"])
        return translate("report.plain_words", "{asked}: {value} (chosen with privacy protection, so it may be near, "
                         "not exactly at, the true value).").format(asked=asked, value=value)
    if release["query"] == "marginals":
        return _marginals_summary(release)
    if release["query"] == "above_threshold":
        return above_summary(release, rows)
    if release["query"] in WHOLE_TABLE:
        return translate("report.plain_words", "{asked}: each number is a count of rows with a little random noise "
                         "added to protect people; we are {sure} sure that each true count lies between its low and "
                         "high end.").format(asked=asked, sure=sure)
    row = rows[0]
    if row["ci_low"] is None:
        return translate("report.plain_words", "{asked}: {value}.").format(asked=asked,
                                                                           value=plain_number(row["estimate"]))
    return translate("report.plain_words", "{asked}: about {estimate}; we are {sure} sure the true value lies in "
                     "that range.").format(asked=asked, sure=sure,
                                           estimate=plain_estimate(row["estimate"], row["ci_low"], row["ci_high"]))


def above_word(row: dict) -> str:
    """An above-threshold candidate's answer in words: above the line, below it, or not examined (the run stopped
    before it, so nothing about it was released)."""
    if row.get("above") is None:
        return translate("report.plain_words", "not examined")
    return translate("report.plain_words", "above") if row["above"] else translate("report.plain_words", "below")


def above_cells(row: dict) -> list[str]:
    """An above-threshold candidate's answer, then its follow-up count and interval (a dash where none was
    released: below the line, not examined, or no follow-up asked)."""
    return [above_word(row), *cells(row)]


def above_summary(release: dict, rows: list[dict] | None = None) -> str:
    """Which candidates are above the line, how many were examined, and what "above" means with its uncertainty."""
    rows = rows if rows is not None else release["rows"]
    above = [row_label(release, r) for r in rows if r.get("above")]
    count = plain_number(len(rows))
    asked = release.get("asked") or translate("report.plain_words", "Which are above {threshold}").format(
        threshold=plain_number(release["threshold"]))
    if above:
        text = translate("report.plain_words", "{asked}: {above} of {count} reported above: {names}.").format(
            asked=asked, above=plain_number(len(above)), count=count, names=_first(above))
    else:
        text = translate("report.plain_words", "{asked}: none of the {count} was reported above.").format(
            asked=asked, count=count)
    if release.get("stopped") and release["examined"] < len(rows):
        text += " " + translate("report.plain_words", "It stopped after {c} above: {examined} of {count} examined, "
                                "{rest} not examined.").format(count=count,
            examined=plain_number(release["examined"]), c=plain_number(release["c"]),
            rest=plain_number(len(rows) - release["examined"]))
    else:
        text += " " + translate("report.plain_words", "All {count} were examined.").format(count=count)
    return text + " " + uncertainty_sentence(release)


def uncertainty_sentence(release: dict) -> str:
    """What "above" means: how often a count w below the line, or w above it, is reported above."""
    return translate("report.plain_words", "\"Above\" is decided with random noise: a true count {w} or more below "
                     "the line is reported above at most {p_below} of the time, one {w} or more above it at least "
                     "{p_above} of the time (if examined first).").format(
        w=plain_number(release["uncertainty"]["w"]), p_below=plain_percent(1 - release["confidence"]),
        p_above=plain_percent(release["confidence"]))


def _first(names: list[str], most: int = 5) -> str:
    """The first few names, and how many more."""
    named = ", ".join(names[:most])
    if len(names) > most:
        named = translate("report.plain_words", "{named} and {more} more").format(named=named,
                                                                                  more=plain_number(len(names) - most))
    return named


def _marginals_summary(release: dict) -> str:
    """Many tables at once: what the counts are, and their ranges (none in a release stored before them)."""
    text = translate("report.plain_words", "{asked}: many tables learned together from noisy counts, so they agree "
                     "with one another.").format(
        asked=release.get("asked") or translate("report.plain_words", "Many tables at once"))
    from dpgui.engine.learned_tables import has_ranges

    if has_ranges(release):
        return text + " " + translate("report.plain_words", "We are about {sure} sure that each true count lies "
                                      "between its low and high end (approximate ranges; tables learned from the "
                                      "others have wider ones).").format(sure=plain_percent(release["confidence"]))
    return text + " " + translate("report.plain_words", "These tables have no ranges (see how they were computed).")


# What a one-number release's row is called (stored as the query's type, in English, like every stored label).
STATISTICS = {"count": QT_TRANSLATE_NOOP("report.plain_words", "count"),
              "mean": QT_TRANSLATE_NOOP("report.plain_words", "mean"),
              "sum": QT_TRANSLATE_NOOP("report.plain_words", "sum"),
              "mode": QT_TRANSLATE_NOOP("report.plain_words", "mode"),
              "quantile": QT_TRANSLATE_NOOP("report.plain_words", "quantile")}


# The catch-all cells, stored in English like every label, named in the reader's language where shown.
CATCH_ALL = {OTHER: QT_TRANSLATE_NOOP("report.plain_words", "(other)"),
             MISSING: QT_TRANSLATE_NOOP("report.plain_words", "(missing)")}


def row_label(release: dict, row: dict) -> str:
    """A row's label as shown: its categories as declared (the catch-all cells in the reader's language), or the
    statistic's name."""
    label = str(row["label"])
    if label == release.get("query") and label in STATISTICS:
        return translate("report.plain_words", STATISTICS[label])
    return " × ".join(category(part) for part in label.split(" × "))


def category(value: str) -> str:
    """A category as shown: as declared, or a catch-all cell's name in the reader's language."""
    return translate("report.plain_words", CATCH_ALL[value]) if value in CATCH_ALL else value


def missing_sentence(release: dict) -> str:
    """How missing values were treated (the declared rule; how many were missing is never shown)."""
    text = "; ".join(release.get("missing_values") or [])
    return f"{text[0].upper()}{text[1:]}." if text else ""


def warning(release: dict, rows: list[dict] | None = None) -> str:
    """A plain warning when an interval is too wide to use, else "". Many tables at once: the release's own
    warning when its noise is larger than a typical learned cell (their ranges are wide by design)."""
    if release.get("query") == "marginals":
        return release.get("warning") or ""
    if release.get("query") == "above_threshold":  # its follow-up counts are of candidates above the line: not few
        return ""
    rows = rows if rows is not None else release["rows"]
    span = release.get("span")
    wide = [row_label(release, r) for r in rows
            if isinstance(r["estimate"], (int, float)) and too_wide(r["estimate"], r["ci_low"], r["ci_high"], span)]
    if not wide or len(rows) == 1:
        return wide_warning() if wide else ""
    named = _first(wide)
    return translate("report.plain_words", "⚠ Too few rows for a usable number in {named}: the range is wider than "
                     "the number. Do not publish those on their own; merge groups or collect more data.").format(
        named=named)


def plain_summary(release: dict) -> str:
    """The summary, the rule for missing values and any warning, together (reports and the CLI)."""
    return " ".join(t for t in (summary(release), missing_sentence(release), warning(release)) if t)


def noise_scale(noise: dict) -> float | None:
    """The noise's scale in the data's own units (a sum on a grid is stated per unit, not per grid step)."""
    if "scale_float" in noise:
        return noise["scale_float"] * float(Fraction(noise.get("grid_step", 1)))
    return noise.get("sigma")
