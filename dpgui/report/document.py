"""What a report says, assembled from the ledger and the stored releases only.

Nothing unreleased can appear: the inputs are released outputs, their stored method texts, the
declared schema's labels, the budget and the ledger. No dataset size, raw count or
data-derived metadata is read.

Every release is summed up in one row of a compact table (what, when, cost, its numbers with their intervals, how
they were made and how missing values were treated); those chosen for detail also get their method, full table and
chart. A project with thousands of releases is read in one pass, and reports on only a few in detail by default.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from dpgui import __version__
from dpgui.core.mechanisms.release import ADD_REMOVE
from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_epsilon, plain_estimate, plain_number, plain_percent
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.engine.plan import describe
from dpgui.report.plain_words import cells, missing_sentence, noise_scale, outcome, row_label
from dpgui.store.declared.names import brief
from dpgui.store.project import Project
from dpgui.store.ledger.journal import population_name

LAWS = {"discrete_laplace": QT_TRANSLATE_NOOP("report.document", "discrete Laplace"),
        "discrete_gaussian": QT_TRANSLATE_NOOP("report.document", "discrete Gaussian"),
        "permute_and_flip": QT_TRANSLATE_NOOP("report.document", "permute-and-flip selection"),
        "pmw": QT_TRANSLATE_NOOP("report.document", "learned by private multiplicative weights"),
        "tree": QT_TRANSLATE_NOOP("report.document", "learned from a tree of measured tables"),
        "above_threshold": QT_TRANSLATE_NOOP("report.document", "sparse vector (above the line)")}


# Up to this many releases, all are reported in detail by default; beyond it, the summary only (and a note saying how
# to choose some): a detail page costs a chart, about 0.1 s, and thousands of pages serve no reader.
DETAIL_LIMIT = 20
SUMMARY_CELLS = 3  # the numbers a summary row shows of a table; the others are in its detail and its export


@dataclass
class ReportRelease:
    release: dict
    title: str
    mechanism: str


@dataclass
class SummaryRow:
    """One release in the summary table, in words and numbers for people."""
    number: int
    when: str
    what: str
    cost: str
    results: str
    how: str


@dataclass
class Report:
    project: str
    generated: str
    methodology: list[str]
    releases: list[ReportRelease]  # those reported in detail
    budgets: dict[str, dict]
    ledger: list[dict] = field(default_factory=list)
    head_hash: str = ""
    summary: list[SummaryRow] = field(default_factory=list)  # every release reported
    detail_note: str = ""  # when some releases are in the summary only: which are in detail, and how to choose


class DetailChoiceError(ValueError):
    """A choice of releases for detail that cannot be read."""


def detail_choice(text: str, numbers: list[int]) -> list[int]:
    """The releases chosen for detail from ``numbers`` (those reported, oldest first): "3,17,42", "last:20", "all"
    or "none"."""
    text = text.strip().lower()
    if text in ("all", "none"):
        return list(numbers) if text == "all" else []
    try:
        if text.startswith("last:"):
            count = int(text[5:])
            if count < 0:
                raise ValueError
            return list(numbers[-count:]) if count else []
        return sorted({int(part) for part in text.split(",") if part.strip()})
    except ValueError:
        raise DetailChoiceError(translate("report.document", "Choose releases for detail as numbers separated by "
                                          "commas (3,17,42), last:20, all or none")) from None


def _mechanism_sentence(release: dict) -> str:
    noise = release["noise"]
    law = noise.get("law", QT_TRANSLATE_NOOP("report.document", "noise"))
    law = translate("report.document", LAWS.get(law, law))
    cost = release["cost"]
    if cost["kind"] == "zcdp":
        spend = translate("report.document", "ρ = {rho} (zero-concentrated DP)").format(rho=plain_epsilon(cost["rho"]))
    elif cost["kind"] == "approx":
        spend = f"ε = {plain_epsilon(cost['epsilon'])}, δ = {plain_number(cost['delta'], digits=2)}"
    else:
        spend = f"ε = {plain_epsilon(cost['epsilon'])}"
    width = noise_scale(noise)  # a sum on a grid: in the data's units
    if width is None:
        return translate("report.document", "{law}, costing {spend}").format(law=law, spend=spend)
    scale = ("σ = {width}" if "sigma" in noise else translate("report.document", "scale {width}")).format(
        width=plain_number(width, digits=4))
    if "grid_step" in noise:
        return translate("report.document", "{law} with {scale} on the sum, costing {spend}").format(
            law=law, scale=scale, spend=spend)
    return translate("report.document", "{law} with {scale}, costing {spend}").format(law=law, scale=scale, spend=spend)


def build_report(project: Project, release_ids: list[int] | None = None, detail: list[int] | None = None,
                 task: Task | None = None, how_to_choose: str = "") -> Report:
    """A report of the releases ``release_ids`` (default all): every one in the summary, and those in ``detail``
    (default: all of them up to DETAIL_LIMIT, else none) in full. ``how_to_choose`` tells a reader of the summary
    how to get the others in detail (the command line's option, or the app's dialog)."""
    entries = [e for e in project.ledger() if e.release_id]
    if release_ids:
        _refuse_unknown(release_ids, entries)
        entries = [e for e in entries if e.release_id in set(release_ids)]
    if not entries:
        raise ValueError(translate("report.document", "There are no releases to report yet"))
    numbers = [e.release_id for e in entries]
    if detail is None:
        detail = numbers if len(numbers) <= DETAIL_LIMIT else []
    _refuse_unknown(detail, entries)
    detailed = set(detail)
    stored = project.releases()
    releases, summary = [], []
    for i, e in enumerate(entries):
        if i % 500 == 0 and task is not None:
            task.progress(0.3 * i / len(entries), translate("report.document", "Summing up release {number} of "
                                                            "{count}").format(number=plain_number(i + 1),
                                                                              count=plain_number(len(entries))))
        data = stored[e.release_id]
        if e.query["type"] in ("histogram", "table"):  # a release stored before releases kept their columns' names
            data.setdefault("columns", e.query.get("columns") or [e.query["column"]])
        if data["query"] == "marginals":  # learned tables are stored as arrays: their cells as rows, for the tables
            from dpgui.engine.learned_tables import release_rows

            data["rows"] = release_rows(data)
        title = f"#{e.release_id} {describe(e.query)} ({brief(e.dataset)})"
        summary.append(_summary_row(e, data))
        if e.release_id in detailed:
            releases.append(ReportRelease(data, title, _mechanism_sentence(data)))
    datasets = sorted({e.dataset for e in entries})
    budgets = {}
    for name in datasets:
        budget = project.budget(name)
        budgets[f"{brief(population_name(budget.population))} ({', '.join(map(brief, budget.shared_with))})"] = budget.as_dict()
    unit = (translate("report.document", "adding or removing any one person") if project.privacy_unit == ADD_REMOVE
            else translate("report.document", "replacing any one person's data with someone else's"))
    paragraphs = [
        translate("report.document", "These statistics were released with differential privacy by dpgui {version}. "
                  "Random noise was added to each one, calibrated so that the published numbers reveal very little "
                  "about any single person.").format(version=__version__),
        translate("report.document", "Unit of privacy: the guarantee covers {unit}, with all of that person's rows; "
                  "each release below says how many rows one person may have and whether that was enforced or "
                  "assumed.").format(unit=unit),
        translate("report.document", "Public metadata: every category list and bound used below was declared by the "
                  "curator, not read from the data. Values outside a declared list are counted in an explicit "
                  "\"(other)\" cell, unless a release below says that they were left out; values outside declared "
                  "bounds are clamped to them."),
    ]
    for name, b in budgets.items():
        total, spent, left = b["total"], b["spent"], b["remaining"]
        key = "rho" if total["kind"] == "zcdp" else "epsilon"
        paragraphs.append(translate("report.document", "Privacy budget of {name}: {symbol} = {total} in total; "
                                    "{symbol} = {spent} spent by all releases about these people so far; {symbol} = "
                                    "{left} remaining. Costs add up across releases (sequential composition).").format(
            name=name, symbol="ρ" if key == "rho" else "ε", total=plain_epsilon(total[key]),
            spent=plain_epsilon(spent[key]), left=plain_epsilon(left[key])))
    paragraphs += [_release_paragraph(r) for r in releases]
    paragraphs.append(translate("report.document", "Reading the intervals: each interval contains the true value with "
                                "the stated probability. Post-processing such as clamping or rounding never changes "
                                "the privacy cost."))
    if task is not None:
        task.progress(0.3, translate("report.document", "Checking the ledger"))
    return Report(project.path.name, dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), paragraphs,
                  releases, budgets, ledger_rows(project), project.verify_ledger(), summary,
                  _detail_note(len(releases), len(entries), how_to_choose))


def _refuse_unknown(numbers, entries) -> None:
    missing = set(numbers) - {e.release_id for e in entries}
    if missing:
        raise ValueError(translate("report.document", "There is no release {number} in this project").format(
            number=sorted(missing)[0]))


def _detail_note(detailed: int, reported: int, how_to_choose: str) -> str:
    """Said above the summary when it is not the whole report: how many releases are in detail, and how to choose."""
    if detailed == reported:
        return ""
    text = (translate("report.document", "No release is shown in detail below, only summed up here.") if not detailed
            else translate("report.document", "{detailed} of these {reported} releases are shown in detail below; "
                           "the others are only summed up here.").format(detailed=plain_number(detailed),
                                                                         reported=plain_number(reported)))
    return f"{text} {how_to_choose}".strip()


def _summary_row(entry, release: dict) -> SummaryRow:
    """What was released, when, at what cost, its numbers with their intervals (the first few cells of a table), and
    how: the noise, the intervals' confidence, and the rule for missing values."""
    return SummaryRow(entry.release_id, entry.created_at[:16].replace("T", " "),
                      f"{describe(entry.query)} ({brief(entry.dataset)})", str(entry.cost), _results(release),
                      " ".join(t for t in (f"{_noise_words(release)}; {interval_words(release)}.",
                                           missing_sentence(release)) if t))


def _results(release: dict) -> str:
    """The released numbers, each with its interval: "North 67 (61 to 73); South …; and 47 more cells"."""
    if release["query"] == "marginals":
        tables = release.get("marginals") or []
        if len(tables) == 1:
            return translate("report.document", "1 table learned")
        return translate("report.document", "{count} tables learned together").format(count=plain_number(len(tables)))
    rows = release["rows"]
    if release["query"] == "above_threshold":
        return _above_results(release)
    shown = []
    for row in rows[:SUMMARY_CELLS]:
        value = (cells(row)[0] if not isinstance(row["estimate"], (int, float)) or row.get("ci_low") is None
                 else plain_estimate(row["estimate"], row["ci_low"], row["ci_high"]))
        shown.append(value if len(rows) == 1 else f"{row_label(release, row)} {value}")
    text = "; ".join(shown)
    if len(rows) > SUMMARY_CELLS:
        text += "; " + translate("report.document", "and {count} more cells").format(
            count=plain_number(len(rows) - SUMMARY_CELLS))
    return text


def _above_results(release: dict) -> str:
    """Which candidates were reported above (each with its follow-up count), and how many were examined."""
    above = [r for r in release["rows"] if r.get("above")]
    named = "; ".join(row_label(release, r) + (f" {plain_estimate(r['estimate'], r['ci_low'], r['ci_high'])}"
                                               if r["estimate"] is not None else "") for r in above[:SUMMARY_CELLS])
    if len(above) > SUMMARY_CELLS:
        named += "; " + translate("report.document", "and {count} more").format(
            count=plain_number(len(above) - SUMMARY_CELLS))
    return translate("report.document", "Above the line: {names} ({examined} of {count} examined)").format(
        names=named or translate("report.document", "none"), examined=plain_number(release["examined"]),
        count=plain_number(len(release["rows"])))


def _noise_words(release: dict) -> str:
    """The noise law and its scale, without the cost (which the summary states on its own)."""
    noise = release["noise"]
    law = translate("report.document", LAWS.get(noise.get("law"), noise.get("law", "noise")))
    width = noise_scale(noise)
    if width is None:
        return law
    scale = ("σ = {width}" if "sigma" in noise else translate("report.document", "scale {width}")).format(
        width=plain_number(width, digits=4))
    return f"{law}, {scale}"


def interval_words(release: dict) -> str:
    """What ranges the numbers have: many tables at once have approximate ones, or none (stored before them, or too
    large to refit: confidence 0)."""
    sure = plain_percent(release["confidence"])
    if release["query"] != "marginals":
        return translate("report.document", "{confidence} intervals").format(confidence=sure)
    if release["confidence"]:
        return translate("report.document", "approximate {confidence} ranges").format(confidence=sure)
    return translate("report.document", "no per-cell ranges")


def _release_paragraph(r: ReportRelease) -> str:
    """A release's methodology: how it was made, how its intervals were computed, what was done to it after. Many
    tables at once have approximate ranges, or none (stored before them, or too large to refit: confidence 0)."""
    if r.release["query"] != "marginals":
        text = translate("report.document", "{title}: {mechanism}. Intervals ({confidence}): {method}.")
    elif r.release["confidence"]:
        text = translate("report.document", "{title}: {mechanism}. Approximate ranges ({confidence}): {method}.")
    else:
        text = translate("report.document", "{title}: {mechanism}. No per-cell ranges; how it was computed: {method}.")
    text = text.format(title=r.title, mechanism=r.mechanism, confidence=plain_percent(r.release["confidence"]),
                       method=r.release["method"])
    post = r.release.get("post_processing") or []
    if post:
        text += " " + translate("report.document", "Post-processing, which costs nothing: {steps}.").format(
            steps=", ".join(post))
    return text


def ledger_rows(project: Project) -> list[dict]:
    """Every charge (how it ended, interrupted ones included) and every spending carried into the file, by group
    of people, each group closed by its total: the lines above it add up to what its budget counts as spent."""
    rows = []
    for s in project.spending():
        rows += [{"id": str(e.id), "time": e.created_at, "dataset": brief(e.dataset), "query": describe(e.query),
                  "outcome": outcome(e.state), "cost": str(e.cost), "hash": e.hash} for e in s.charges]
        rows += [{"id": translate("report.document", "carried"), "time": c.at, "dataset": "", "query": c.reason,
                  "outcome": translate("report.document", "counted"), "cost": str(c.cost), "hash": ""}
                 for c in s.carried]
        if s.charges or s.carried:
            rows.append({"id": "", "time": "", "dataset": brief(population_name(s.budget.population)), "outcome": "",
                         "query": translate("report.document", "Total: {group}").format(
                             group=brief(population_name(s.budget.population))), "cost": str(s.budget.spent), "hash": ""})
    return rows
