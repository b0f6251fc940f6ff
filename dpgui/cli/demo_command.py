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

from dpgui.core.costs.accounting import pure
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.resources import example_path
from dpgui.store.declared.schema import parse_schema

QUERIES = [
    ("Smokers (count)", {"type": "count", "where": {"column": "smoker", "equals": "yes"}}, "0.2"),
    ("Respondents by region", {"type": "histogram", "column": "region"}, "0.3"),
    ("Mean age", {"type": "mean", "column": "age"}, "0.3"),
]


def add_parser(sub) -> None:
    p = sub.add_parser("demo", help="release a few statistics from the bundled example")
    p.add_argument("--json", action="store_true", help="print stable JSON")
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
                    for title, query, eps in QUERIES]
        reported = [raw[c] if c < len(raw) else None
                    for raw, codes in project.column_chunks(info, "drug_use_reported") for c in codes]
        budget = project.budget("clinic").as_dict()
    design = forced(design_spec["p_truth"], design_spec["p_yes"], design_spec["p_no"])
    rr = estimate_binary(design, sum(r == "yes" for r in reported), len(reported))
    out = {"example": spec["title"], "releases": [{"title": t, **r} for t, r in releases],
           "randomized_response": {"question": "drug use (forced response)", **rr.as_dict()}, "budget": budget}
    lines = [f"dpgui demo — {spec['title']}",
             "Categories and bounds are declared public metadata; noise is exact and CSPRNG-backed.", ""]
    for title, r in releases:
        lines.append(f"{title}  [ε = {plain_epsilon(r['cost']['epsilon'])}, {r['confidence']:.0%} intervals]")
        for row in r["rows"]:
            label = "" if row["label"] in ("count", "mean") else f"{row['label']}: "
            fmt = "{:,}" if isinstance(row["estimate"], int) else "{:,.1f}"
            lines.append(f"    {label}{fmt.format(row['estimate'])}  "
                         f"({fmt.format(row['ci_low'])} to {fmt.format(row['ci_high'])})")
        lines += [f"    how: {r['method']}"]
        lines += [f"    post-processing (free): {', '.join(r['post_processing'])}", ""] if r["post_processing"] else [""]
    lines += [f"Drug use, asked with forced response (ε = {plain_number(design.epsilon, digits=3)} = {design.epsilon_closed_form} "
              "per respondent, spent on their device):",
              f"    prevalence {rr.estimate:.3f}  ({rr.ci_low:.3f} to {rr.ci_high:.3f}, 95% Wilson)", "",
              f"Budget: ε {budget['spent']['epsilon']:.2f} of {budget['total']['epsilon']:.2f} spent, "
              f"{budget['remaining']['epsilon']:.2f} left."]
    return out, "\n".join(lines)
