"""`dpgui demo`: a headless walk through the bundled example, through the real release path.

It creates a throwaway project, imports the example with its declared schema, releases a few
statistics through the engine (budget check, ledger, stored release) and estimates a prevalence
from the randomized-response column, printing every estimate with its interval and the budget.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path

from dpgui.cli.output import fixed
from dpgui.core.costs.accounting import pure
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number, plain_percent
from dpgui.core.words.translation import translate
from dpgui.resources import example_path
from dpgui.store.declared.schema import parse_schema


def queries() -> list[tuple[str, dict, str]]:
    """The demo's releases: (title, query, ε)."""
    return [(translate("cli.demo_command", "Smokers (count)"),
             {"type": "count", "where": {"column": "smoker", "equals": "yes"}}, "0.2"),
            (translate("cli.demo_command", "Respondents by region"), {"type": "histogram", "column": "region"}, "0.3"),
            (translate("cli.demo_command", "Mean age"), {"type": "mean", "column": "age"}, "0.3")]


def add_parser(sub) -> None:
    p = sub.add_parser("demo", help=translate("cli.demo_command", "release a few statistics from the bundled example"))
    p.add_argument("--json", action="store_true", help=translate("cli.demo_command", "print stable JSON"))
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> tuple[dict, str]:
    spec = json.loads(example_path("clinic_survey.schema.json").read_text(encoding="utf-8"))
    schema = parse_schema(spec)
    design_spec = schema.randomized["drug_use_reported"]["design"]
    before = os.environ.get("DPGUI_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        # The demo's made-up people must not enter this computer's record of real spending.
        os.environ["DPGUI_DATA_DIR"] = str(Path(folder) / "records")
        try:
            return _demo(Path(folder), spec, schema, design_spec)
        finally:
            if before is None:
                del os.environ["DPGUI_DATA_DIR"]
            else:
                os.environ["DPGUI_DATA_DIR"] = before


def _demo(folder: Path, spec: dict, schema, design_spec: dict) -> tuple[dict, str]:
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.core.rr.designs import forced
    from dpgui.core.rr.estimators import estimate_binary
    from dpgui.engine.release import release
    from dpgui.store.importers import open_table
    from dpgui.store.project import Project

    with Project.create(folder / "demo.dpgui", pure(spec["budget"]["epsilon"])) as project:
        info = project.add_dataset("clinic", open_table(example_path("clinic_survey.csv")),
                                   schema)
        releases = [(title, release(project, "clinic", query, PrivacySetting.of(epsilon=eps)))
                    for title, query, eps in queries()]
        reported = [raw[c] if c < len(raw) else None
                    for raw, codes in project.column_chunks(info, "drug_use_reported") for c in codes]
        budget = project.budget("clinic").as_dict()
    design = forced(design_spec["p_truth"], design_spec["p_yes"], design_spec["p_no"])
    rr = estimate_binary(design, sum(r == "yes" for r in reported), len(reported))
    out = {"example": spec["title"], "releases": [{"title": t, **r} for t, r in releases],
           "randomized_response": {"question": "drug use (forced response)", **rr.as_dict()}, "budget": budget}
    lines = [translate("cli.demo_command", "dpgui demo — {title}").format(title=spec["title"]),
             translate("cli.demo_command", "Categories and bounds are declared public metadata; noise is exact and "
                       "CSPRNG-backed."), ""]
    for title, r in releases:
        lines.append(translate("cli.demo_command", "{title}  [ε = {epsilon}, {confidence} intervals]").format(
            title=title, epsilon=plain_epsilon(r["cost"]["epsilon"]), confidence=plain_percent(r["confidence"])))
        for row in r["rows"]:
            label = "" if row["label"] in ("count", "mean") else f"{row['label']}: "
            number = plain_number if isinstance(row["estimate"], int) else lambda value: fixed(value, 1)
            lines.append(f"    {label}" + translate("cli.demo_command", "{estimate}  ({low} to {high})").format(
                estimate=number(row["estimate"]), low=number(row["ci_low"]), high=number(row["ci_high"])))
        lines += ["    " + translate("cli.demo_command", "how: {method}").format(method=r["method"])]
        lines += ["    " + translate("cli.demo_command", "post-processing (free): {steps}").format(
            steps=", ".join(r["post_processing"])), ""] if r["post_processing"] else [""]
    lines += [translate("cli.demo_command", "Drug use, asked with forced response (ε = {epsilon} = {closed_form} per "
                        "respondent, spent on their device):").format(
                  epsilon=plain_number(design.epsilon, digits=3), closed_form=design.epsilon_closed_form),
              "    " + translate("cli.demo_command", "prevalence {estimate}  ({low} to {high}, 95% Wilson)").format(
                  estimate=fixed(rr.estimate, 3), low=fixed(rr.ci_low, 3), high=fixed(rr.ci_high, 3)), "",
              translate("cli.demo_command", "Budget: ε {spent} of {total} spent, {left} left.").format(
                  spent=fixed(budget["spent"]["epsilon"], 2), total=fixed(budget["total"]["epsilon"], 2),
                  left=fixed(budget["remaining"]["epsilon"], 2))]
    return out, "\n".join(lines)
