"""An above-threshold release as the CLI prints it, as reports (HTML, PDF) and exports (CSV, XLSX, JSON) describe
it, and in its manifest: which candidates were above, below, not examined, in the order examined, with the
follow-up counts where released, and never a number that was not released."""

import csv
import json
import shutil
import subprocess

import openpyxl
import pytest

from dpgui.cli.main import main
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.report.document import build_report
from dpgui.report.plain_words import plain_summary
from dpgui.report.release_export import write_release
from dpgui.report.render import write_report
from dpgui.store.project import Project
from tests.test_above_threshold import BIG, _make

ORDER = ["D4", "D3", "D2", "D1"]  # true counts 300, 30, 400, 10 against the line 100
QUERY = {"type": "above_threshold", "column": "district", "threshold": 100, "c": 2, "order": ORDER,
         "follow_up": 0.5}
NONE_FOLLOW = {"type": "above_threshold", "column": "district", "threshold": 100, "c": 1}


@pytest.fixture
def released(tmp_path):
    """Two releases with little noise, so the pattern is the true one: D4 above, D3 below, D2 above (then it stops:
    D1 not examined), with follow-up counts; and D1 below, D2 above (stops), D3 and D4 not examined."""
    path = _make(tmp_path)
    with Project.open(path) as project:
        first = release(project, "d", QUERY, BIG)
        second = release(project, "d", NONE_FOLLOW, PrivacySetting.of(epsilon=200))
    return path, first, second


def test_the_pattern_is_the_true_one(released):
    _, first, second = released
    assert [r["above"] for r in first["rows"]] == [True, False, True, None]
    assert [r["above"] for r in second["rows"]] == [False, True, None, None]
    assert first["rows"][3]["estimate"] is None and first["rows"][1]["estimate"] is None


def test_the_summary_says_which_are_above_how_many_were_examined_and_what_above_means(released):
    _, first, second = released
    text = plain_summary(first)
    assert "2 of 4 reported above: D4, D2." in text
    assert "It stopped after 2 above: 3 of 4 examined, 1 not examined." in text
    w = first["uncertainty"]["w"]
    assert f"a true count {w} or more below the line is reported above at most 5% of the time" in text
    assert "1 of 4 reported above: D2." in plain_summary(second)


def test_the_command_line_prints_a_table_of_answers_and_follow_up_counts(released, capsys):
    path, first, _ = released
    query = json.dumps({**QUERY, "c": 1})  # ε = 2: the line ± 21, the follow-up count ± 3 (300 is far above 100)
    assert main(["release", str(path), "--dataset", "d", "--epsilon", "2", "--query", query]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.split() == ["Candidate", "Answer", "Follow-up", "count"])
    rows = [line.split(None, 1) for line in lines[head + 1:head + 5]]
    assert [r[0] for r in rows] == ORDER
    assert rows[0][1].startswith("above ") and " to " in rows[0][1]  # its follow-up count and range
    assert [r[1] for r in rows[1:]] == ["not examined"] * 3  # no number after them
    assert "It stopped after 1 above: 1 of 4 examined, 3 not examined." in out


def test_exports_have_an_answer_column_and_blank_where_nothing_was_released(released, tmp_path):
    _, first, _ = released
    write_release(first, tmp_path / "a.csv")
    rows = list(csv.reader((tmp_path / "a.csv").open(encoding="utf-8-sig")))
    assert rows[0] == ["label", "answer", "estimate", "ci_low", "ci_high"]
    assert [r[:2] for r in rows[1:5]] == [["D4", "above"], ["D3", "below"], ["D2", "above"], ["D1", "not examined"]]
    follow = first["rows"][0]
    assert rows[1][2:] == [str(follow["estimate"]), str(follow["ci_low"]), str(follow["ci_high"])]
    assert rows[2][2:] == rows[4][2:] == ["", "", ""]
    write_release(first, tmp_path / "a.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "a.xlsx").active
    cells = [[c.value for c in row] for row in sheet.iter_rows(max_row=5)]
    assert cells[0] == ["label", "answer", "estimate", "ci_low", "ci_high"]
    assert cells[4] == ["D1", "not examined", None, None, None]
    write_release(first, tmp_path / "a.json")
    stored = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    assert [r["above"] for r in stored["rows"]] == [True, False, True, None] and stored["examined"] == 3


def test_reports_describe_it(released, tmp_path):
    path, first, _ = released
    with Project.open(path) as project:
        report = build_report(project)
    write_report(report, tmp_path / "r.html")
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "<th>Answer</th><th>Follow-up count</th><th>Low end</th><th>High end</th>" in html
    assert "<td>D3</td><td>below</td><td>—</td><td>—</td><td>—</td>" in html
    assert "<td>D1</td><td>not examined</td><td>—</td><td>—</td><td>—</td>" in html
    assert "Above the line: D4 " in html and "(3 of 4 examined)" in html and "sparse vector (above the line)" in html
    write_report(report, tmp_path / "r.pdf")
    assert shutil.which("pdftotext"), "pdftotext (poppler-utils) is installed by .ci/run"
    text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "r.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "Follow-up" in text and "not examined" in text and "2 of 4 reported above" in text


def test_the_manifest_carries_it_and_verifies(released, tmp_path, capsys):
    path, first, _ = released
    out = tmp_path / "m.json"
    assert main(["manifest", str(path), "--release", str(first["release_id"]), "--out", str(out)]) == 0
    assert main(["verify-manifest", str(path), str(out)]) == 0
    document = json.loads(out.read_text(encoding="utf-8"))
    result = document["result"]
    assert result["query"] == "above_threshold" and result["examined"] == 3 and result["stopped"]
    assert result["uncertainty"] == first["uncertainty"] and result["threshold"] == 100
    document["result"]["rows"][3]["above"] = True  # a candidate not examined claimed above: refused
    out.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert main(["verify-manifest", str(path), str(out)]) == 2
