"""What a report says, assembled from the ledger and the stored releases only.

Nothing unreleased can appear: the inputs are released outputs, their stored method texts, the
declared schema's labels, the budget and the ledger. No dataset size, raw count or
data-derived metadata is read.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from dpgui import __version__
from dpgui.core.mechanisms.release import ADD_REMOVE
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number, plain_percent
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.engine.plan import describe
from dpgui.report.plain_words import noise_scale, outcome
from dpgui.store.declared.names import brief
from dpgui.store.project import Project
from dpgui.store.ledger.journal import population_name

LAWS = {"discrete_laplace": QT_TRANSLATE_NOOP("report.document", "discrete Laplace"),
        "discrete_gaussian": QT_TRANSLATE_NOOP("report.document", "discrete Gaussian"),
        "permute_and_flip": QT_TRANSLATE_NOOP("report.document", "permute-and-flip selection"),
        "pmw": QT_TRANSLATE_NOOP("report.document", "learned by private multiplicative weights"),
        "tree": QT_TRANSLATE_NOOP("report.document", "learned from a tree of measured tables")}


@dataclass
class ReportRelease:
    release: dict
    title: str
    mechanism: str


@dataclass
class Report:
    project: str
    generated: str
    methodology: list[str]
    releases: list[ReportRelease]
    budgets: dict[str, dict]
    ledger: list[dict] = field(default_factory=list)
    head_hash: str = ""


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


def build_report(project: Project, release_ids: list[int] | None = None) -> Report:
    entries = [e for e in project.ledger() if e.release_id]
    if release_ids:
        missing = set(release_ids) - {e.release_id for e in entries}
        if missing:
            raise ValueError(translate("report.document", "There is no release {number} in this project").format(
                number=sorted(missing)[0]))
        entries = [e for e in entries if e.release_id in set(release_ids)]
    if not entries:
        raise ValueError(translate("report.document", "There are no releases to report yet"))
    releases = []
    for e in entries:
        data = project.release(e.release_id)
        if e.query["type"] in ("histogram", "table"):  # a release stored before releases kept their columns' names
            data.setdefault("columns", e.query.get("columns") or [e.query["column"]])
        if data["query"] == "marginals":  # learned tables are stored as arrays: their cells as rows, for the tables
            from dpgui.engine.learned_tables import release_rows

            data["rows"] = release_rows(data)
        releases.append(ReportRelease(data, f"#{e.release_id} {describe(e.query)} ({brief(e.dataset)})",
                                      _mechanism_sentence(data)))
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
    return Report(project.path.name, dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), paragraphs,
                  releases, budgets, ledger_rows(project), project.verify_ledger())


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
