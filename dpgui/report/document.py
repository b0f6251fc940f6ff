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
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.engine.plan import describe
from dpgui.report.plain_words import OUTCOMES, noise_scale
from dpgui.store.declared.names import brief
from dpgui.store.project import Project

LAWS = {"discrete_laplace": "discrete Laplace", "discrete_gaussian": "discrete Gaussian",
        "permute_and_flip": "permute-and-flip selection"}


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
    law = LAWS.get(noise.get("law"), noise.get("law", "noise"))
    cost = release["cost"]
    if cost["kind"] == "zcdp":
        spend = f"ρ = {plain_epsilon(cost['rho'])} (zero-concentrated DP)"
    elif cost["kind"] == "approx":
        spend = f"ε = {plain_epsilon(cost['epsilon'])}, δ = {plain_number(cost['delta'], digits=2)}"
    else:
        spend = f"ε = {plain_epsilon(cost['epsilon'])}"
    width = noise_scale(noise)  # a sum on a grid: in the data's units
    on = " on the sum" if "grid_step" in noise else ""
    scale = "" if width is None else f" with {'σ =' if 'sigma' in noise else 'scale'} {plain_number(width, digits=4)}{on}"
    return f"{law}{scale}, costing {spend}"


def build_report(project: Project, release_ids: list[int] | None = None) -> Report:
    entries = [e for e in project.ledger() if e.release_id]
    if release_ids:
        missing = set(release_ids) - {e.release_id for e in entries}
        if missing:
            raise ValueError(f"there is no release {sorted(missing)[0]} in this project")
        entries = [e for e in entries if e.release_id in set(release_ids)]
    if not entries:
        raise ValueError("there are no releases to report yet")
    releases = []
    for e in entries:
        data = project.release(e.release_id)
        releases.append(ReportRelease(data, f"#{e.release_id} {describe(e.query)} ({brief(e.dataset)})",
                                      _mechanism_sentence(data)))
    datasets = sorted({e.dataset for e in entries})
    budgets = {}
    for name in datasets:
        budget = project.budget(name)
        budgets[f"{brief(budget.population)} ({', '.join(map(brief, budget.shared_with))})"] = budget.as_dict()
    unit = ("adding or removing any one person" if project.privacy_unit == ADD_REMOVE
            else "replacing any one person's data with someone else's")
    paragraphs = [
        f"These statistics were released with differential privacy by dpgui {__version__}. Random noise was "
        "added to each one, calibrated so that the published numbers reveal very little about any single person.",
        f"Unit of privacy: the guarantee covers {unit}, with all of that person's rows; each release below says "
        "how many rows one person may have and whether that was enforced or assumed.",
        "Public metadata: every category list and bound used below was declared by the curator, not read from the "
        "data. Values outside a declared list are counted in an explicit \"(other)\" cell; values outside "
        "declared bounds are clamped to them.",
    ]
    for name, b in budgets.items():
        total, spent, left = b["total"], b["spent"], b["remaining"]
        key = "rho" if total["kind"] == "zcdp" else "epsilon"
        symbol = "ρ" if key == "rho" else "ε"
        paragraphs.append(f"Privacy budget of {name}: {symbol} = {plain_epsilon(total[key])} in total; {symbol} = "
                          f"{plain_epsilon(spent[key])} spent by all releases about these people so far; {symbol} = {plain_epsilon(left[key])} "
                          "remaining. Costs add up across releases (sequential composition).")
    for r in releases:
        post = r.release.get("post_processing") or []
        paragraphs.append(f"{r.title}: {r.mechanism}. Intervals ({r.release['confidence']:.0%}): "
                          f"{r.release['method']}."
                          + (f" Post-processing, which costs nothing: {', '.join(post)}." if post else ""))
    paragraphs.append("Reading the intervals: each interval contains the true value with the stated probability. "
                      "Post-processing such as clamping or rounding never changes the privacy cost.")
    return Report(project.path.name, dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), paragraphs,
                  releases, budgets, ledger_rows(project), project.verify_ledger())


def ledger_rows(project: Project) -> list[dict]:
    """Every charge (how it ended, interrupted ones included) and every spending carried into the file, by group
    of people, each group closed by its total: the lines above it add up to what its budget counts as spent."""
    rows = []
    for s in project.spending():
        rows += [{"id": str(e.id), "time": e.created_at, "dataset": brief(e.dataset), "query": describe(e.query),
                  "outcome": OUTCOMES.get(e.state, e.state), "cost": str(e.cost), "hash": e.hash} for e in s.charges]
        rows += [{"id": "carried", "time": c.at, "dataset": "", "query": c.reason, "outcome": "counted",
                  "cost": str(c.cost), "hash": ""} for c in s.carried]
        if s.charges or s.carried:
            rows.append({"id": "", "time": "", "dataset": brief(s.budget.population), "outcome": "",
                         "query": f"Total: {brief(s.budget.population)}", "cost": str(s.budget.spent),
                         "hash": ""})
    return rows
