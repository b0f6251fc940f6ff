"""`dpgui survey …` does what the Survey page does: XLSForm in and out, planning, device copies,
imports with row-numbered errors, merges, estimates and exports."""

import json

import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import pure
from dpgui.store import surveys as store
from dpgui.store.importers.xlsform_writer import write_xlsform
from dpgui.store.project import Project
from tests.odk_forms import to_xform
from tests.survey_fixtures import make_survey


def run_json(capsys, *argv):
    assert main([*argv, "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def test_a_survey_from_xlsform_to_estimates_on_the_command_line(tmp_path, capsys):
    project, form = tmp_path / "p.dpgui", tmp_path / "form.xlsx"
    Project.create(project, pure(1)).close()
    write_xlsform(make_survey(), form)
    assert "<h:html" in to_xform(form)
    assert run_json(capsys, "survey", "import-xlsform", str(project), str(form))["questions"] == 3
    shown = run_json(capsys, "survey", "show", str(project), "--planned", "400", "--wanted", "0.05")
    drugs = next(q for q in shown["questions"] if q["name"] == "drugs")
    assert drugs["half_width_at_planned"] > 0.05 and drugs["n_for_wanted"] > 400 and not shown["locked"]
    device = tmp_path / "kiosk.dpgui"
    run_json(capsys, "survey", "copy-for-device", str(project), "--out", str(device))
    with Project.open(device) as p:
        s = store.current_survey(p)
        for _ in range(20):
            store.commit_response(p, s, s.respond({"region": "north", "drugs": "yes", "income": "band0"}))
    merged = run_json(capsys, "survey", "merge", str(project), str(device), str(device))["merged"]
    assert [m["added"] for m in merged] == [20, 0] and merged[1]["duplicates"] == 20
    answers = tmp_path / "paper.csv"
    answers.write_text("where,drugs,income\nsouth,no,band2\nsouth,yes,band1\n", encoding="utf-8")
    assert main(["survey", "import-responses", str(project), str(answers)]) == 2
    assert "no column for region" in capsys.readouterr().err
    assert run_json(capsys, "survey", "import-responses", str(project), str(answers), "--map",
                    "region=where")["imported"] == 2
    rows = run_json(capsys, "survey", "estimates", str(project), "--by", "region", "--interval",
                    "clopper-pearson")["estimates"]
    assert {r["group"] for r in rows} == {"(everyone)", "region = north", "region = south"}
    assert all("Clopper" in r["method"] for r in rows if r["question"] == "drugs")
    written = run_json(capsys, "survey", "export", str(project), "--out", str(tmp_path / "out.csv"))["written"]
    assert [p.rsplit("/", 1)[-1] for p in written] == ["out.csv", "out-codebook.csv", "out-estimates.csv",
                                                       "out-analysis.R", "out-analysis.do", "out-analysis.sps"]
    script = (tmp_path / "out-analysis.R").read_text(encoding="utf-8")
    assert 'd <- read.csv("out.csv", check.names = FALSE)' in script
    assert 'RRuni(response = d[!is.na(d$drugs), ]$drugs, model = "FR", p = c(0.125, 0.125))' in script
    assert 'rrreg(drugs ~ 1, data = d[!is.na(d$drugs), ], p = 0.75, p1 = 0.125, p0 = 0.125, design = "forced-known"' \
        in script
    assert run_json(capsys, "survey", "show", str(project))["locked"]
    assert run_json(capsys, "survey", "new-version", str(project))["version"] == 2


def test_bad_responses_are_reported_by_row(tmp_path, capsys):
    project = tmp_path / "p.dpgui"
    with Project.create(project, pure(1)) as p:
        store.save_survey(p, make_survey())
    bad = tmp_path / "bad.csv"
    bad.write_text("region,drugs,income\nnorth,maybe,band0\n", encoding="utf-8")
    assert main(["survey", "import-responses", str(project), str(bad)]) == 2
    assert "row 2, column drugs: drugs: 'maybe' is not a possible answer" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["show", "estimates"])
def test_a_project_without_a_survey_says_so(tmp_path, capsys, command):
    project = tmp_path / "p.dpgui"
    Project.create(project, pure(1)).close()
    assert main(["survey", command, str(project)]) == 2
    assert "has no survey" in capsys.readouterr().err
