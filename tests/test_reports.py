"""Reports, manifests and saved plans (issue: release reports and saved release plans)."""

import json
import re
import shutil
import subprocess

import pytest

from dpgui.cli.main import main
from dpgui.resources import example_path

PLAN = {"format": "dpgui-plan", "version": 1, "dataset": "clinic", "confidence": 0.95,
        "queries": [{"query": {"type": "histogram", "column": "region"}, "epsilon": 0.3},
                    {"query": {"type": "mean", "column": "age"}, "epsilon": 0.2}]}


@pytest.fixture
def released(tmp_path, capsys):
    """A copy of the example with the plan released through the CLI."""
    project = tmp_path / "study.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), project)
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(PLAN), encoding="utf-8")
    assert main(["release", str(project), "--plan", str(plan), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    return project, out


def test_plan_release_spends_exactly_the_plan(released):
    _, out = released
    assert [r["cost"]["epsilon"] for r in out["releases"]] == [0.3, 0.2]
    assert out["budget"]["spent"]["epsilon"] == pytest.approx(0.5)


def test_a_plan_that_does_not_fit_releases_nothing(released, tmp_path, capsys):
    project, _ = released
    big = dict(PLAN, queries=[{"query": {"type": "count"}, "epsilon": 0.4}, {"query": {"type": "count"}, "epsilon": 0.4}])
    plan = tmp_path / "big.json"
    plan.write_text(json.dumps(big), encoding="utf-8")
    assert main(["release", str(project), "--plan", str(plan)]) == 2
    assert "whole plan does not fit" in capsys.readouterr().err
    assert main(["budget", str(project), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["populations"][0]["spent"]["epsilon"] == pytest.approx(0.5)


@pytest.mark.parametrize("bad, message", [({"format": "x"}, "not a dpgui plan"),
                                          (dict(PLAN, results=[1]), "only queries"),
                                          (dict(PLAN, queries=[]), "no queries")])
def test_bad_plans(tmp_path, capsys, bad, message):
    project = tmp_path / "s.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), project)
    plan = tmp_path / "p.json"
    plan.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["release", str(project), "--plan", str(plan)]) == 2
    assert message in capsys.readouterr().err


def test_html_report_states_the_method_and_the_numbers(released, tmp_path, capsys):
    project, out = released
    html_path = tmp_path / "report.html"
    assert main(["report", str(project), "--out", str(html_path)]) == 0
    text = html_path.read_text(encoding="utf-8")
    assert "Methodology" in text and "Unit of privacy" in text and "discrete Laplace" in text
    assert "Head of the ledger" in text and "data:image/png;base64," in text
    for row in out["releases"][0]["rows"]:
        assert f"<td>{row['label']}</td><td>{row['estimate']:,}</td>" in text
    visible = re.sub(r"[0-9a-f]{16,}|base64,[^']+", "", text)
    assert not re.search(r"\b600\b", visible)  # the true number of rows is never printed


def test_pdf_report_renders(released, tmp_path):
    project, _ = released
    pdf = tmp_path / "report.pdf"
    assert main(["report", str(project), "--release", "1", "--out", str(pdf)]) == 0
    assert shutil.which("pdftoppm"), "pdftoppm (poppler-utils) is installed by .ci/run"
    done = subprocess.run(["pdftoppm", "-png", "-r", "40", str(pdf), str(tmp_path / "page")], capture_output=True)
    assert done.returncode == 0, done.stderr
    assert len(list(tmp_path.glob("page*.png"))) == 3  # methodology, the release, budget and ledger


def test_manifest_verifies_and_tampering_is_rejected(released, tmp_path, capsys):
    project, _ = released
    path = tmp_path / "m.json"
    assert main(["manifest", str(project), "--release", "1", "--out", str(path)]) == 0
    assert main(["verify-manifest", str(project), str(path)]) == 0
    capsys.readouterr()
    good = json.loads(path.read_text(encoding="utf-8"))
    tampers = {
        "an estimate": lambda m: m["result"]["rows"][0].update(estimate=m["result"]["rows"][0]["estimate"] + 1),
        "an interval": lambda m: m["result"]["rows"][0].update(ci_low=0),
        "the cost": lambda m: m["cost"].update(epsilon=0.01),
        "the ledger hash": lambda m: m["ledger"].update(hash="0" * 64),
        "the query": lambda m: m["query"].update(column="smoker"),
    }
    for what, tamper in tampers.items():
        bad = json.loads(json.dumps(good))
        tamper(bad)
        path.write_text(json.dumps(bad), encoding="utf-8")
        assert main(["verify-manifest", str(project), str(path)]) == 2, what
        assert "does NOT match" in capsys.readouterr().err


def test_plan_round_trips_gui_file_cli_with_identical_costs(qtbot, tmp_path, capsys):
    from PySide6.QtCore import QStandardPaths

    from dpgui.engine.plan import PlannedQuery
    from dpgui.ui.main_window import MainWindow
    QStandardPaths.setTestModeEnabled(True)
    w = MainWindow()
    qtbot.addWidget(w)
    w.open_example()
    planned = [PlannedQuery({"type": "histogram", "column": "region"}, 0.25),
               PlannedQuery({"type": "count", "where": {"column": "smoker", "equals": "yes"}}, 0.15, weight=2)]
    w.context.set_plan([p.to_json() for p in planned])
    plan_file = tmp_path / "plan.json"
    w.queries.save_plan(str(plan_file))
    w.context.set_plan([])
    w.queries.load_plan(str(plan_file))
    assert w.queries.items == planned
    copy = tmp_path / "cli.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), copy)
    w.close()
    assert main(["release", str(copy), "--plan", str(plan_file), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["cost"]["epsilon"] for r in out["releases"]] == [0.25, 0.15]
    assert set(json.loads(plan_file.read_text())) == {"format", "version", "dataset", "confidence", "queries"}


def test_exports_and_reports_state_the_rule_for_missing_values(example_project, tmp_path):
    """The rule, in every file that leaves: never how many values were missing."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.report.document import build_report
    from dpgui.report.release_export import write_release
    from dpgui.report.render import write_report
    from dpgui.store.project import Project
    project = Project.open(example_project)
    out = release(project, "clinic", {"type": "mean", "column": "age"}, PrivacySetting.of(epsilon="0.5"))
    rule = "Rows with no age were left out"
    for suffix in ("csv", "json"):
        assert rule in write_release(out, tmp_path / f"r.{suffix}").read_text(encoding="utf-8")
    from openpyxl import load_workbook
    cells = [c for row in load_workbook(write_release(out, tmp_path / "r.xlsx")).active.values for c in row if c]
    assert any(rule in str(c) for c in cells)
    write_report(build_report(project), tmp_path / "r.html")
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    text_of_html = re.sub(r"data:image/[^'\"]+", "", html)  # inlined charts are base64, which may hold "e+0"
    assert rule in html and "e+0" not in text_of_html
    write_report(build_report(project), tmp_path / "r.pdf")
    project.close()
    text = subprocess.run(["pdftotext", str(tmp_path / "r.pdf"), "-"], capture_output=True, text=True).stdout
    assert "Rows with no age" in text and "e+0" not in text


def test_the_pdf_keeps_each_text_inside_its_column():
    """A long query name and a long population name once printed over the next column: every line of a cell is
    measured with the font and fits its column, a word too long for a line included."""
    from dpgui.report.render import ReportPdf
    pdf = ReportPdf("t")
    texts = ["Mean of visits_last_year where region is North, South or East and smoker is yes (clinic)",
             "x" * 300, "North 67 (61 to 73); South 70 (64 to 76); and 47 more cells", "ε = 0.5", ""]
    for text in texts:
        for width in (10.0, 24.0, 60.0):
            lines = pdf.wrap(text, width)
            assert " ".join(lines).replace(" ", "") == text.replace(" ", "")  # nothing lost
            assert all(pdf.get_string_width(line) <= width for line in lines)


def test_the_too_wide_warning_names_only_the_cells_it_concerns():
    from dpgui.report.plain_words import warning
    rows = [{"label": "North", "estimate": 198, "ci_low": 188, "ci_high": 208},
            {"label": "(missing)", "estimate": 0, "ci_low": 0, "ci_high": 10}]
    text = warning({"rows": rows})
    assert "in (missing):" in text and "North" not in text
    assert warning({"rows": rows[:1]}) == ""
    assert warning({"rows": rows[1:]}).startswith("⚠ Too few rows or answers for a usable number")


def test_detail_choices_are_read_as_a_person_writes_them():
    from dpgui.report.document import DetailChoiceError, detail_choice
    numbers = [1, 2, 3, 4, 5]
    assert detail_choice("3, 1,3", numbers) == [1, 3]
    assert detail_choice("last:2", numbers) == [4, 5] and detail_choice("last:0", numbers) == []
    assert detail_choice("all", numbers) == numbers and detail_choice("None", numbers) == []
    for bad in ("last:x", "3;4", "last:-1"):
        with pytest.raises(DetailChoiceError):
            detail_choice(bad, numbers)


def test_every_release_is_summed_up_and_only_those_chosen_are_in_detail(released, tmp_path, capsys, monkeypatch):
    """Beyond DETAIL_LIMIT releases the report is a summary with a note saying how to choose; --detail chooses."""
    from dpgui.core.words.plain_numbers import plain_estimate
    from dpgui.report import document
    project, out = released
    monkeypatch.setattr(document, "DETAIL_LIMIT", 1)
    html_path = tmp_path / "r.html"
    assert main(["report", str(project), "--out", str(html_path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["detail"] == []
    text = html_path.read_text(encoding="utf-8")
    assert "--detail 3,17,42" in text and "data:image/png" not in text  # no release drawn
    summary = text.split("class='summary'")[1].split("</table>")[0]
    for release in out["releases"]:
        assert f"<tr><td>{release['release_id']}</td>" in summary
        row = release["rows"][0]
        number = plain_estimate(row["estimate"], row["ci_low"], row["ci_high"])  # "44.5 (36.6 to 53.4)"
        assert (number if len(release["rows"]) == 1 else f"{row['label']} {number}") in summary
    assert main(["report", str(project), "--out", str(html_path), "--detail", "last:1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["detail"] == [out["releases"][-1]["release_id"]]
    assert html_path.read_text(encoding="utf-8").count("data:image/png") == 1


def test_a_cancelled_report_writes_nothing(released, tmp_path):
    """Cancel at any step: the task raises Cancelled, and no file (not even a part) is left."""
    from dpgui.core.progress import Cancelled, Task
    from dpgui.report.document import build_report
    from dpgui.report.render import write_report
    from dpgui.store.project import Project
    project_path, _ = released
    for suffix in ("pdf", "html"):
        seen = []
        task = Task(lambda f, m: seen.append(m) or (len(seen) == 3 and task.cancel()))
        with Project.open(project_path, readonly=True) as project, pytest.raises(Cancelled):
            write_report(build_report(project, task=task), tmp_path / f"r.{suffix}", task)
        assert list(tmp_path.glob("r*")) == [] and len(seen) == 3
