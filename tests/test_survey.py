"""Surveys: designs and their ε, planning, durable responses, versions, merging, XLSForm, imports,
estimates and exports."""

import json
import math

import numpy as np
import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.rr.survey import NotPrivate, Question
from dpgui.engine.survey_estimates import survey_estimates
from dpgui.report.survey_export import codebook, write_export
from dpgui.store import surveys as store
from dpgui.store.errors import ImportFailed
from dpgui.store.importers.rr_responses import read_responses
from dpgui.store.importers.xlsform import read_xlsform
from dpgui.store.importers.xlsform_writer import write_xlsform
from dpgui.store.project import Project
from tests.odk_forms import to_xform
from tests.survey_fixtures import make_survey


@pytest.fixture
def project(tmp_path):
    with Project.create(tmp_path / "s.dpgui", pure(1)) as p:
        store.save_survey(p, make_survey())
        yield p


def test_epsilon_per_question_and_for_the_respondent():
    s = make_survey()
    assert s.question("drugs").epsilon == pytest.approx(math.log(7))  # (3/4 + 1/8) / (1/8)
    assert s.question("income").epsilon == 2 and s.question("region").epsilon is None
    assert s.total_epsilon == pytest.approx(math.log(7) + 2)


def test_planning_half_width_and_its_inverse():
    q = make_survey().question("drugs")
    n = q.sample_size(0.05)
    assert q.half_width(n) <= 0.05 < q.half_width(n - 50)
    assert make_survey().question("region").half_width(100) is None  # not protected: no RR noise


def test_infinite_epsilon_designs_need_an_explicit_mark():
    q = Question("x", "sensitive_yes_no", {"English": "?"}, design={"name": "forced", "p_truth": "0.8",
                                                                       "p_yes": "0.2", "p_no": "0"})
    with pytest.raises(NotPrivate, match="ε = ∞"):
        q.epsilon
    q.not_private_confirmed = True
    assert math.isinf(q.epsilon)


def test_a_response_is_stored_whole_with_uuid_and_time_and_only_reported_answers(project):
    s = store.current_survey(project)
    key = store.commit_response(project, s, {"region": "north", "drugs": "yes", "income": "band1"})
    (row,) = store.responses(project, s)
    assert row["uuid"] == key and row["collected_at"].startswith("20") and set(row["answers"]) == {
        "region", "drugs", "income"}
    with pytest.raises(ValueError, match="missing"):
        store.commit_response(project, s, {"region": "north", "drugs": "yes"})
    with pytest.raises(ValueError, match="not a possible answer"):
        store.commit_response(project, s, {"region": "east", "drugs": "yes", "income": "band1"})
    assert store.response_count(project, s) == 1


def test_questions_lock_once_responses_exist_and_a_new_version_is_needed(project):
    s = store.current_survey(project)
    store.commit_response(project, s, s.respond({"region": "north", "drugs": "no", "income": "band0"}))
    s.questions[0].label["English"] = "Changed"
    with pytest.raises(store.SurveyLocked, match="new version"):
        store.save_survey(project, s)
    fresh = store.new_version(project, store.current_survey(project))
    assert fresh.version == 2 and store.current_survey(project).version == 2
    fresh.questions[0].label["English"] = "Changed"
    store.save_survey(project, fresh)  # allowed: no responses yet


def test_merge_of_three_device_files_drops_duplicates_and_refuses_another_version(project, tmp_path):
    import shutil
    s = store.current_survey(project)

    def collect(path, count, device):
        with Project.open(path) as p:
            mine = store.current_survey(p)
            for _ in range(count):
                store.commit_response(p, mine, mine.respond({"region": "south", "drugs": "no", "income": "band2"}),
                                      device=device)

    first = store.export_survey(project, s, tmp_path / "kiosk1.dpgui")
    collect(first, 5, "kiosk1")
    second = tmp_path / "kiosk2.dpgui"
    shutil.copyfile(first, second)  # a copy of kiosk 1's file went on collecting: 5 shared UUIDs
    collect(second, 4, "kiosk2")
    third = store.export_survey(project, s, tmp_path / "kiosk3.dpgui")
    collect(third, 6, "kiosk3")
    results = [store.merge_responses(project, d) for d in (first, second, third, second)]
    assert [(r.added, r.duplicates) for r in results] == [(5, 0), (4, 5), (6, 0), (0, 9)]
    assert store.response_count(project, s) == 15
    assert len({r["uuid"] for r in store.responses(project, s)}) == 15
    other = tmp_path / "other.dpgui"
    changed = make_survey()
    changed.version = 7
    with Project.create(other, pure(1)) as p:
        store.save_survey(p, changed)
        store.commit_response(p, changed, changed.respond({"region": "north", "drugs": "no", "income": "band0"}))
    with pytest.raises(store.WrongSurvey, match="version 7"):
        store.merge_responses(project, other)
    assert store.response_count(project, s) == 15


def test_xlsform_round_trip_keeps_every_question_and_language(tmp_path):
    s = make_survey()
    s.questions[1].instructions = {"English": "Roll the die", "Français": "Lancez le dé"}
    path = write_xlsform(s, tmp_path / "form.xlsx")
    assert "<h:html" in to_xform(path)  # pyxform, as ODK and Kobo use it, converts the export
    back = read_xlsform(path)
    assert back.fingerprint == s.fingerprint and back.languages == ["English", "Français"]
    assert back.text("consent", "Français") == "Êtes-vous d'accord ?"


def test_xlsform_errors_name_the_row(tmp_path):
    from openpyxl import Workbook
    book = Workbook()
    sheet = book.active
    sheet.title = "survey"
    sheet.append(["type", "name", "label", "rr_design", "rr_p"])
    sheet.append(["select_one yn", "q1", "Question?", "warner", ""])
    book.create_sheet("choices").append(["list_name", "name", "label"])
    book["choices"].append(["yn", "yes", "Yes"])
    book["choices"].append(["yn", "no", "No"])
    book.save(tmp_path / "bad.xlsx")
    with pytest.raises(ImportFailed, match=r"row 2 \(q1\): The warner design needs the column rr_p"):
        read_xlsform(tmp_path / "bad.xlsx")


def test_importing_responses_checks_every_value_with_row_numbers(project, tmp_path):
    s = store.current_survey(project)
    good = tmp_path / "odk.csv"
    good.write_text("region,drugs,income\nnorth,yes,band0\nsouth,0,band2\nnorth,,band1\n", encoding="utf-8")
    rows = read_responses(s, good).answers
    assert rows[1]["drugs"] == "no" and rows[2]["drugs"] == ""  # 0 means no; blank is missing
    bad = tmp_path / "paper.csv"
    bad.write_text("region,drug_use,income\nnorth,maybe,band0\nwest,yes,band9\n", encoding="utf-8")
    with pytest.raises(ImportFailed, match="no column for drugs"):
        read_responses(s, bad)
    with pytest.raises(ImportFailed, match=r"row 2, column drug_use: drugs: 'maybe'[\s\S]*row 3, column region"):
        read_responses(s, bad, {"region": "region", "drugs": "drug_use", "income": "income"})
    assert store.commit_many(project, s, rows, "odk.csv") == 3


def test_estimates_by_subgroup_and_exports_with_a_codebook(project, tmp_path):
    s = store.current_survey(project)
    gen = np.random.default_rng(1)  # simulated respondents (test data)
    rows = [s.respond({"region": "north" if gen.random() < .5 else "south",
                       "drugs": "yes" if gen.random() < .3 else "no", "income": f"band{gen.integers(0, 3)}"})
            for _ in range(400)]
    store.commit_many(project, s, rows, "simulated")
    found = survey_estimates(s, store.responses(project, s), by="region")
    drugs = [r for r in found if r["question"] == "drugs"]
    assert [r["group"] for r in drugs] == ["(everyone)", "region = north", "region = south"]
    assert drugs[0]["n"] == 400 and drugs[0]["ci_low"] <= drugs[0]["estimate"] <= drugs[0]["ci_high"]
    assert "Wilson" in drugs[0]["method"] and drugs[0]["epsilon"] == pytest.approx(math.log(7))
    with pytest.raises(ValueError, match="asked directly"):
        survey_estimates(s, [], by="drugs")
    book = {r["variable"]: r for r in codebook(s)}
    assert book["drugs"]["rr_design"] == "forced-known" and book["drugs"]["rr_p1"] == 0.125
    assert book["drugs"]["RRreg_model"] == "FR" and book["region"]["protected"].startswith("NO")
    for suffix in (".csv", ".xlsx", ".sav", ".dta"):
        written = write_export(s, store.responses(project, s), found, tmp_path / f"export{suffix}")
        assert all(p.stat().st_size > 0 for p in written)
    import pandas as pd
    stata = pd.read_stata(tmp_path / "export.dta", convert_categoricals=False)
    assert set(stata["drugs"]) <= {0, 1} and len(stata) == 400
    import pyreadstat
    frame, meta = pyreadstat.read_sav(str(tmp_path / "export.sav"))
    assert meta.variable_value_labels["drugs"] == {1.0: "yes (reported)", 0.0: "no (reported)"}
    assert json.loads(json.dumps(found))  # estimates are plain JSON


def test_oue_answers_are_checked_as_bits_and_many_option_questions_are_counted_by_option():
    oue = Question("q", "sensitive_choice", {"English": "?"}, design={"epsilon": "1", "oracle": "oue"},
                   choices=[{"code": f"o{i}", "label": {}} for i in range(20)])
    assert oue.oue and oue.check_answer("0" * 19 + "1") == "0" * 19 + "1"
    with pytest.raises(ValueError, match="20 digits"):
        oue.check_answer("012")
    direct = Question("d", "select_one", {"English": "?"}, choices=[{"code": f"c{i}", "label": {}} for i in range(12)])
    from dpgui.core.rr.survey import reported_counts
    counts, n = reported_counts(direct, ["c0", "c11", "c11", ""])
    assert not direct.oue and n == 3 and counts[0] == 1 and counts[11] == 2
