"""`dpgui demo`: a headless walk through the bundled example, releasing a few statistics.

It shows the whole promise in a terminal: declared public metadata, an ε budget that refuses to
be overspent, exact noise, and every estimate with its interval and how it was computed.
"""

from __future__ import annotations

import argparse
import csv
import json

import numpy as np

from dpgui.core.accounting import Odometer, pure
from dpgui.core.bounded import release_mean
from dpgui.core.counts import count_mechanism, tabulate
from dpgui.core.release import PrivacySetting
from dpgui.core.rr import forced
from dpgui.core.rr_estimators import estimate_binary
from dpgui.resources import example_path


def add_parser(sub) -> None:
    p = sub.add_parser("demo", help="release a few statistics from the bundled example")
    p.add_argument("--json", action="store_true", help="print stable JSON")
    p.set_defaults(handler=run)


def _load():
    schema = json.loads(example_path("clinic_survey.schema.json").read_text(encoding="utf-8"))
    with example_path("clinic_survey.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    return schema, {name: np.array([r[name] for r in rows]) for name in rows[0]}


def run(args: argparse.Namespace) -> tuple[dict, str]:
    schema, data = _load()
    cols = schema["columns"]
    odometer = Odometer(pure(schema["budget"]["epsilon"]))
    releases = []

    smoker_counts, _ = tabulate([data["smoker"]], [cols["smoker"]["categories"]])
    count = count_mechanism(PrivacySetting.of(epsilon="0.2")).release(
        [smoker_counts[0]], query="count of smokers", odometer=odometer)
    releases.append(("Smokers (count)", count))

    region_counts, axes = tabulate([data["region"]], [cols["region"]["categories"]])
    hist = count_mechanism(PrivacySetting.of(epsilon="0.3"), "histogram").release(
        region_counts, query="respondents by region", labels=axes[0], simultaneous=True, odometer=odometer)
    releases.append(("Respondents by region", hist))

    age = cols["age"]
    mean = release_mean(data["age"].astype(float), age["lower"], age["upper"], PrivacySetting.of(epsilon="0.3"),
                        odometer=odometer)
    releases.append(("Mean age", mean))

    rr = cols["drug_use_reported"]["design"]
    design = forced(rr["p_truth"], rr["p_yes"], rr["p_no"])
    yes = int((data["drug_use_reported"] == "yes").sum())
    rr_est = estimate_binary(design, yes, len(data["drug_use_reported"]))

    out = {
        "example": schema["title"],
        "releases": [{"title": t, **r.as_dict()} for t, r in releases],
        "randomized_response": {"question": "drug use (forced response)", **rr_est.as_dict()},
        "budget": {"total": odometer.budget.as_dict(), "spent": odometer.spent.as_dict(),
                   "remaining": odometer.remaining.as_dict()},
    }
    lines = [f"dpgui demo — {schema['title']}",
             "Categories and bounds are declared public metadata; noise is exact and CSPRNG-backed.", ""]
    for title, r in releases:
        lines.append(f"{title}  [{r.cost}, {r.confidence:.0%} intervals]")
        labels = r.labels or [""]
        for label, v, lo, hi in zip(labels, np.ravel(r.values), np.ravel(r.low), np.ravel(r.high)):
            name = f"{label}: " if label else ""
            fmt = "{:,.0f}" if np.issubdtype(np.asarray(r.values).dtype, np.integer) else "{:,.1f}"
            lines.append(f"    {name}{fmt.format(v)}  ({fmt.format(lo)} to {fmt.format(hi)})")
        lines.append(f"    how: {r.method}")
        lines.append("")
    lines += [f"Drug use, asked with forced response (ε = {design.epsilon:.3g} = {design.epsilon_closed_form} "
              "per respondent, spent on their device):",
              f"    prevalence {rr_est.estimate:.3f}  ({rr_est.ci_low:.3f} to {rr_est.ci_high:.3f}, 95% Wilson)",
              "",
              f"Budget: {float(odometer.spent.epsilon):.2f} of ε = {float(odometer.budget.epsilon):.2f} spent, "
              f"{float(odometer.remaining.epsilon):.2f} left."]
    return out, "\n".join(lines)
