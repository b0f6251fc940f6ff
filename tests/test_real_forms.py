"""Real XLSForms published by others (tests/data/xlsforms, with their licences): every form whose randomised part
is valid is accepted, whatever else it asks; rows the kiosk does not ask are listed, never a reason to refuse; and
a refusal names the rows the author wrote, one per line."""

import json
import re
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook

from dpgui.cli.main import main
from dpgui.store.errors import ImportFailed
from dpgui.store.importers.xlsform import read_xlsform

FORMS = Path(__file__).parent / "data" / "xlsforms"
REFUSED = {  # form → why: what pyxform (so ODK) refuses too, and a form that is all one repeat
    "onadata__enumerator_weekly.xlsx": "is not a valid XLSForm: Duplicate column header: label",
    "unhcr-americas__XlsFormUtil__demo.xlsx": "is not a valid XLSForm: [row : 7] On the 'choices' sheet",
    "getodk__xlsform-offline__pyxform-error.xlsx": "row 2 (name): 'textX' is not a question type ODK knows",
    "kobotoolbox__kobocat__MCH_v1.xls": "row 17 (source): 'Select one from source' is not a question type ODK knows",
    "kobotoolbox__kobocat__xlsx_output.xls": "row 8 (ISO3_EduFacilQuestionnaire): 'set form title' is not a question",
    "opengisch__xlsform2qgis__service_rating.xlsx": "row 35 (country): 'country' is not a question type ODK knows",
    "pyxform__tutorial.xls": "the kiosk would ask nothing: every question is inside 'member'",
}
ALL = sorted(p.name for p in FORMS.glob("*.xls*"))
GENERATED = ("reserved_name_for_field_list_labels_", "row ?")


def test_the_corpus_is_there():
    assert len(ALL) == 51


@pytest.mark.parametrize("name", [n for n in ALL if n not in REFUSED])
def test_a_real_form_is_accepted_and_what_the_kiosk_does_not_ask_is_listed(name):
    survey = read_xlsform(FORMS / name)
    survey.validate()
    listed = survey.not_asked_here()
    assert all(r["why"] and r["type"] for r in listed)
    assert not any(g in " ".join(str(v) for r in listed for v in r.values()) + " ".join(survey.not_used)
                   for g in GENERATED)
    asked = [q for q in survey.questions if q.asked_here]
    assert all(survey.shown(q, {}) in (True, False) for q in asked)  # the kiosk can follow all it asks


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_real_form_refused_says_why(name):
    with pytest.raises(ImportFailed, match=re.escape(REFUSED[name])):
        read_xlsform(FORMS / name)


def last_row(sheet) -> int:
    return max(r for r in range(1, sheet.max_row + 1) if any(c.value not in (None, "") for c in sheet[r]))


def with_a_randomised_question(source: Path, target: Path, inside_repeat: bool = False) -> tuple[Path, int]:
    """The form with a yes/no question randomised by Warner's design after its last row (in a repeat of its own if
    asked), and the sheet row it is on."""
    shutil.copy(source, target)
    book = load_workbook(target, data_only=True)  # a formula's value as the form's author saw it (a name "=FALSE()")
    survey = book["survey"]
    choices = book["choices"] if "choices" in book.sheetnames else book.create_sheet("choices")
    if choices.max_row == 1 and not any(c.value for c in choices[1]):
        for column, heading in enumerate(("list_name", "name", "label"), start=1):
            choices.cell(row=1, column=column, value=heading)
    header = [str(c.value or "").strip() for c in survey[1]]
    header = header[:max(i for i, h in enumerate(header, start=1) if h)]  # pyxform stops at a run of empty headings
    for extra in ("rr_design", "rr_p"):
        if extra not in header:
            header.append(extra)
            survey.cell(row=1, column=len(header), value=extra)
    label = next(h for h in header if h.split(":")[0] == "label")
    question = {"type": "select_one rr_yes_no", "name": "rr_used_drugs", label: "Have you used drugs this year?",
                "rr_design": "warner", "rr_p": "3/4"}
    rows = [question] if not inside_repeat else [{"type": "begin_repeat", "name": "rr_loop", label: "Again"}, question,
                                                 {"type": "end_repeat"}]
    last = last_row(survey)
    for offset, values in enumerate(rows, start=1):
        for column, heading in enumerate(header, start=1):
            if heading in values:
                survey.cell(row=last + offset, column=column, value=values[heading])
    choice_header = [str(c.value or "").strip() for c in choices[1]]
    list_column = next(h for h in choice_header if h in ("list_name", "list name"))
    choice_label = next(h for h in choice_header if h.split(":")[0] == "label")
    end = last_row(choices)  # pyxform stops at a run of empty rows, which a sheet's formatting may hold
    for offset, (code, text) in enumerate((("yes", "Yes"), ("no", "No")), start=1):
        for column, heading in enumerate(choice_header, start=1):
            value = {list_column: "rr_yes_no", "name": code, choice_label: text}.get(heading)
            if value:
                choices.cell(row=end + offset, column=column, value=value)
    book.save(target)
    return target, last + rows.index(question) + 1


REWRITTEN = [n for n in ALL if n not in REFUSED and (FORMS / n).read_bytes()[:2] == b"PK"  # openpyxl writes .xlsx
             and (FORMS / n).stat().st_size < 80_000]  # the two larger take seconds to rewrite; both are read above


@pytest.mark.parametrize("name", REWRITTEN)
def test_a_randomised_question_added_to_a_real_form_is_accepted_whatever_else_it_asks(name, tmp_path):
    survey = read_xlsform(with_a_randomised_question(FORMS / name, tmp_path / name)[0])
    asked = survey.question("rr_used_drugs")
    assert asked.sensitive and asked.asked_here and asked.design["name"] == "warner"


def test_a_randomised_question_inside_a_repeat_is_refused_with_its_row(tmp_path):
    form, row = with_a_randomised_question(FORMS / "onadata__tutorial.xlsx", tmp_path / "t.xlsx", inside_repeat=True)
    with pytest.raises(ImportFailed) as caught:
        read_xlsform(form)
    assert caught.value.lines == [f"row {row} (rr_used_drugs): a randomised question inside a repeat would be asked "
                                  "again and again; move it out of the repeat 'rr_loop'"]


def test_the_command_line_prints_each_row_to_change_on_its_own_line_and_lists_them_in_json(tmp_path, capsys):
    form, row = with_a_randomised_question(FORMS / "onadata__tutorial.xlsx", tmp_path / "t.xlsx", inside_repeat=True)
    project = tmp_path / "p.dpgui"
    assert main(["project", "create", str(project), "--epsilon", "1"]) == 0
    capsys.readouterr()
    assert main(["survey", "import-xlsform", str(project), str(form)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "t.xlsx: the kiosk cannot ask this form as written" in err[0]
    assert err[1].startswith(f"  row {row} (rr_used_drugs): a randomised question inside a repeat")
    assert main(["survey", "import-xlsform", str(project), str(form), "--json"]) == 2
    refusal = json.loads(capsys.readouterr().err)
    assert refusal["kind"] == "import_failed" and refusal["lines"] == [err[1].strip()]


def test_the_command_line_lists_what_is_not_asked_and_warns_about_free_form_answers(tmp_path, capsys):
    project = tmp_path / "p.dpgui"
    assert main(["project", "create", str(project), "--epsilon", "1"]) == 0
    assert main(["survey", "import-xlsform", str(project), str(FORMS / "onadata__tutorial.xlsx")]) == 0
    out = capsys.readouterr().out
    assert "Not asked on this device: photo (photo): the kiosk does not ask photo questions" in out
    assert "can identify people" in out and "(name, photo, date, location, net_worth, a_text)" in out
    assert main(["survey", "import-xlsform", str(project), str(FORMS / "onadata__tutorial.xlsx"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in data["not_asked_on_this_device"]] == ["photo", "location"]


def test_responses_collected_with_a_real_form_keep_their_free_form_columns_out_of_the_estimates(tmp_path):
    """An Ona export of the tutorial form: text, a date, a decimal and a GPS point are kept as given (the photo column
    the export left out stays blank), checked by kind with their row, and no estimate is made of them."""
    from dpgui.core.costs.accounting import pure
    from dpgui.engine.survey_estimates import survey_estimates
    from dpgui.store import surveys as store
    from dpgui.store.project import Project

    survey = read_xlsform(FORMS / "onadata__tutorial.xlsx")
    header = "name,age,gender,date,location,_location_latitude,pizza_fan,pizza_type,favorite_toppings,net_worth," \
             "a_group/grouped,a_group/a_text,meta/instanceID\n"
    rows = ['"Ana, B.",31,female,2024-03-31,-1.29 36.82 1700 5,-1.29,yes,nyc,cheese mushrooms,1200.5,yes,hi,uuid:1\n',
            "Bo,40,male,n/a,n/a,,no,n/a,n/a,n/a,no,,uuid:2\n"]
    export = tmp_path / "ona.csv"
    export.write_text(header + "".join(rows), encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        store.save_survey(project, survey)
        store.import_responses(project, survey, export)
        answers = [r["answers"] for r in store.responses(project, survey)]
        assert {(a["name"], a["date"], a["location"], a["net_worth"], a["photo"]) for a in answers} == {
            ("Ana, B.", "2024-03-31", "-1.29 36.82 1700 5", "1200.5", ""), ("Bo", "", "", "", "")}
        estimated = {row["question"] for row in survey_estimates(survey, store.responses(project, survey))}
        assert estimated == {"gender", "pizza_fan", "pizza_type", "favorite_toppings", "grouped"}
        export.write_text(header + rows[0].replace("2024-03-31", "31/03/2024").replace("uuid:1", "uuid:3"),
                          encoding="utf-8")
        with pytest.raises(ImportFailed, match=r"row 2, column date: date: '31/03/2024' is not a date"):
            store.import_responses(project, survey, export)


def test_free_form_answers_are_exported_only_when_included_and_then_with_the_warning(tmp_path):
    from dpgui.core.costs.accounting import pure
    from dpgui.report.survey_export import FREE_FORM_CODEBOOK, codebook, response_table, write_export
    from dpgui.store import surveys as store
    from dpgui.store.project import Project

    survey = read_xlsform(FORMS / "onadata__tutorial.xlsx")
    export = tmp_path / "ona.csv"
    export.write_text("name,age,gender,date,net_worth,pizza_fan,pizza_type,favorite_toppings,grouped,_uuid\n"
                      "Ana,31,female,2024-03-31,1200.5,no,,,yes,1\n", encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        store.save_survey(project, survey)
        store.import_responses(project, survey, export)
        responses = store.responses(project, survey)
    columns, _ = response_table(survey, responses)
    assert "name" not in columns and "date" not in columns and "gender" in columns
    assert all(row["variable"] not in ("name", "net_worth", "location") for row in codebook(survey))
    columns, [row] = response_table(survey, responses, include_free_form=True)
    assert dict(zip(columns, row))["name"] == "Ana" and dict(zip(columns, row))["net_worth"] == 1200.5
    assert {r["variable"]: r["protected"] for r in codebook(survey, True)}["name"] == FREE_FORM_CODEBOOK
    for suffix in (".csv", ".dta", ".sav"):
        written = write_export(survey, responses, [], tmp_path / f"out{suffix}", include_free_form=True)
        assert written[0].name == f"out{suffix}"


@pytest.mark.parametrize("name", ["onadata__tutorial.xlsx", "onadata__childrens_survey.xlsx", "pyxform__or_other.xlsx",
                                  "pyxform__choice_filter_test.xlsx", "pyxform__cascading_select_test_equivalent.xls",
                                  "getodk__web-forms__ifrc-distribution-site-assessment-v1.xlsx",
                                  "CorrelAid__xlsform2lstsv__all_types_survey.xlsx"])
def test_a_real_form_exported_again_keeps_what_this_device_does_not_ask_and_reads_back_the_same(name, tmp_path):
    """Text, GPS, photos, options from a file, calculations, duplicate options and or_other go back into the form
    teams deploy in ODK, which pyxform converts."""
    from pyxform.xls2xform import convert

    from dpgui.store.importers.xlsform_writer import write_xlsform

    survey = read_xlsform(FORMS / name)
    out = write_xlsform(survey, tmp_path / "out.xlsx")
    convert(xlsform=str(out))
    back = read_xlsform(out)
    assert back.fingerprint == survey.fingerprint
    questions = [r for r in survey.not_asked_here() if r["type"] not in ("repeat", "loop")]  # repeats are not written
    assert back.not_asked_here() == questions


def test_logic_on_a_randomised_answer_is_refused_wherever_it_is_and_never_evaluated(tmp_path):
    """From the adversarial review: a row the kiosk does not ask, a constraint, a calculation of the randomised
    answer and a repeat's logic all count as logic on it; and the kiosk's logic never sees a randomised answer."""
    from dpgui.core.rr.survey import Question, Survey
    from tests import odk_forms as forms

    head = ["type", "name", "label", "relevant", "constraint", "calculation", "rr_design", "rr_p"]
    choices = [["list_name", "name", "label"], ["yn", "yes", "Yes"], ["yn", "no", "No"]]
    cases = {"photo": ["image", "pic", "A photo", "${drug} = 'yes'"],
             "constraint": ["integer", "times", "How often?", "", "${drug} = 'no' or . > 0"],
             "calculation": ["text", "which", "Which one?", "${c} = 'yes'"],
             "repeat": ["begin_repeat", "each", "Each", "${drug} = 'yes'"]}
    for case, row in cases.items():
        rows = [head, ["select_one yn", "drug", "Drugs?", "", "", "", "warner", "3/4"], row]
        rows += [["calculate", "c", "", "", "", "${drug}"]] if case == "calculation" else []
        rows += [["integer", "n", "How many?"], ["end_repeat"]] if case == "repeat" else []
        with pytest.raises(ImportFailed, match=r"randomised|calculated from a randomised answer"):
            read_xlsform(forms.workbook(tmp_path / f"{case}.xlsx", rows, choices))
    s = Survey(id="s", title="s", questions=[
        Question("drug", "sensitive_yes_no", {"en": "Drugs?"}, design={"name": "warner", "p": "3/4"}),
        Question("times", "integer", {"en": "How often?"}, constraint="${drug} = 'no' or . > 0")])
    assert s.logic_answers({"drug": "yes", "times": "0"}) == {"times": "0"}
    assert s.question("times").problem("0", s.logic_answers({"drug": "no"})) == \
        s.question("times").problem("0", s.logic_answers({"drug": "yes"}))  # the report cannot change the screen
    with pytest.raises(ValueError, match=r"constraint: \$\{drug\} is randomised"):
        s.validate()


def test_another_question_s_own_column_is_never_taken_for_a_randomised_one(tmp_path):
    from dpgui.core.rr.survey import Question, Survey
    from dpgui.store.importers.rr_responses import match_columns

    s = Survey(id="s", title="s", questions=[
        Question("drug", "sensitive_yes_no", {"en": "Drugs?"}, design={"name": "warner", "p": "3/4"}),
        Question("said-drug", "text", {"en": "What did you say?"})])
    assert match_columns(s, ["said-drug", "g/drug"]) == {"said-drug": "said-drug", "drug": "g/drug"}
    assert "drug" not in match_columns(s, ["said-drug"])
