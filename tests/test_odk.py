"""ODK and KoboToolbox: real-world XLSForms in (accepted, ignored with a list, or refused with every
row at once), forms out that pyxform converts and ODK Validate accepts, randomised questions made
safe for ODK Collect with a die or coins, the logic evaluator, and response exports imported twice."""

import re
from fractions import Fraction
from xml.etree import ElementTree

import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.rr import odk_logic
from dpgui.core.rr.survey import Question, Survey
from dpgui.store import surveys as store
from dpgui.store.errors import ImportFailed
from dpgui.store.importers.xlsform import read_xlsform
from dpgui.store.importers.xlsform_writer import mode, write_xlsform
from dpgui.store.project import Project
from tests import odk_forms as forms
from tests.survey_fixtures import make_survey

ACCEPTED = [forms.kobo_household, forms.odk_list_name, forms.ignorable]
XF = "{http://www.w3.org/2002/xforms}"


def test_a_kobo_form_is_accepted_with_its_groups_notes_metadata_logic_and_version_text(tmp_path):
    s = read_xlsform(forms.kobo_household(tmp_path / "kobo.xlsx"))
    assert s.languages == [forms.EN, forms.FR] and s.form_version.startswith("vQh3kXZ8") and s.version == 1
    assert [m["type"] for m in s.metadata] == ["start", "end", "today", "deviceid", "username", "audit"]
    assert all(re.match(r"row \d+ \(\w+\): \w+ is filled in by ODK Collect", line) for line in s.not_used)
    assert "row 7 (audit)" in s.not_used[-1]
    members = s.question("members")
    assert members.required and members.constraint == ". >= 1 and . <= 30"
    assert members.constraint_message == {forms.EN: "Between 1 and 30", forms.FR: "Entre 1 et 30"}
    assert s.question("fruit").kind == "select_multiple" and not s.question("fruit").required
    assert s.question("fruit").relevant == "${region} = 'north'"
    assert s.question("region").hint[forms.FR] == "Choisissez" and s.question("region").group == "household"
    assert s.groups["household"]["label"][forms.FR] == "Votre ménage"
    assert s.groups["household"]["appearance"] == "field-list"
    assert [(n.name, n.before) for n in s.notes] == [("welcome", "region"), ("bye", "")]
    drugs = s.question("drugs")
    assert drugs.kind == "sensitive_yes_no" and drugs.design["p_truth"] == "4/6"
    assert drugs.choices[1]["label"] == {forms.EN: "No", forms.FR: "Non"}  # the form's own labels are kept


def test_list_name_with_a_space_means_list_name(tmp_path):
    old = read_xlsform(forms.odk_list_name(tmp_path / "old.xlsx", "list name"))
    new = read_xlsform(forms.odk_list_name(tmp_path / "new.xlsx", "list_name"))
    assert old.fingerprint == new.fingerprint and old.version == 2024030101
    district = old.question("district")
    assert district.choice_filter == "zone = ${zone}" and district.choices[2]["columns"] == {"zone": "dry"}
    assert [c["code"] for c in district.options({"zone": "wet"})] == ["d1", "d2"]
    assert old.question("bags").group == "maize/yield"


def test_a_repeat_is_listed_as_not_asked_and_a_randomised_question_in_it_refused(tmp_path):
    s = read_xlsform(forms.with_repeat(tmp_path / "repeat.xlsx"))
    assert [q.name for q in s.questions] == ["n"]
    assert [(r["name"], r["type"]) for r in s.not_asked_here()] == [("child", "repeat")]
    with pytest.raises(ImportFailed, match=r"row 4 \(hiv\): a randomised question inside a repeat .*move it out"):
        read_xlsform(forms.with_repeat(tmp_path / "rr.xlsx", randomised=True))


def test_what_stops_a_form_is_listed_at_once_and_what_the_kiosk_cannot_ask_is_not_asked(tmp_path):
    with pytest.raises(ImportFailed) as caught:
        read_xlsform(forms.many_problems(tmp_path / "many.xlsx"))
    message = str(caught.value)
    assert "nothing was imported" in message
    assert re.findall(r"^row (\d+)", message, re.M) == ["6", "9"]  # logic on a randomised answer, nothing else
    assert "row 6 (treated): relevant: ${hiv} is randomised: logic on it would reveal the true answer" in message
    assert "row 9 (care): relevant: ${hiv} is randomised" in message
    s = read_xlsform(forms.many_problems(tmp_path / "fixed.xlsx", without=("treated", "care")))
    assert [(q.name, q.kind) for q in s.questions if q.asked_here] == [
        ("hiv", "sensitive_yes_no"), ("comment", "text"), ("weight", "decimal"), ("treated", "select_one"),
        ("pills", "integer"), ("consent", "select_one")]
    why = {r["name"]: r["why"] for r in s.not_asked_here()}
    assert why == {"visits": "the kiosk cannot follow its relevant: ${late} is not a question the kiosk asks",
                   "days": "the kiosk cannot follow its relevant: The kiosk does not evaluate the function today() "
                           "(in 'today() > 3')"}


def test_what_the_kiosk_can_ignore_is_listed_and_the_form_accepted(tmp_path):
    s = read_xlsform(forms.ignorable(tmp_path / "ignorable.xlsx"))
    assert [line.split(":")[0] for line in s.not_used] == ["row 2 (age)", "row 3 (decade)", "row 4 (smoke)"]
    assert "regex()" in s.not_used[0] and "calculation" in s.not_used[1] and "required only when" in s.not_used[2]
    assert s.question("age").problem("-5", {}) is None  # the regex() would refuse it: not checked, as listed
    assert not s.question("smoke").required


def test_read_only_is_not_asked_and_defaults_and_settings_are_listed(tmp_path):
    rows = [["type", "name", "label", "read_only", "default"], ["integer", "shown", "Shown?", "yes"],
            ["integer", "b", "B?", "", "3"]]
    settings = [["form_title", "form_id", "public_key", "style"], ["T", "t", "MIIBIjANBgkqh", "pages"]]
    s = read_xlsform(forms.workbook(tmp_path / "ro.xlsx", rows, [["list_name", "name", "label"]], settings))
    assert [(r["name"], r["why"]) for r in s.not_asked_here()] == [("shown", "read_only: ODK shows it without asking it")]
    assert s.not_used == ["row 3 (b): the default '3' is not filled in by the kiosk",
                          "settings: public_key is not used by the kiosk (responses are not encrypted; the kiosk keeps "
                          "only reported answers, in the project file)",
                          "settings: style is not used by the kiosk (the kiosk shows one question per screen)"]
    rows[1] += ["", "warner", "3/4"]
    rows[0] += ["rr_design", "rr_p"]
    rows[1][0] = "select_one yes_no"
    with pytest.raises(ImportFailed, match=r"row 2 \(shown\): read_only.*a randomised question must be asked"):
        read_xlsform(forms.workbook(tmp_path / "rr.xlsx", rows, [["list_name", "name", "label"],
                                                                  ["yes_no", "yes", "Yes"], ["yes_no", "no", "No"]]))


def test_options_from_a_file_are_not_asked_and_refused_on_a_randomised_question(tmp_path):
    rows = [["type", "name", "label", "rr_design", "rr_p"], ["select_one_from_file villages.csv", "village", "Village?"],
            ["integer", "n", "How many?"]]
    s = read_xlsform(forms.workbook(tmp_path / "file.xlsx", rows, [["list_name", "name", "label"]]))
    assert [(r["name"], r["type"], r["why"]) for r in s.not_asked_here()] == [
        ("village", "select_one_from_file villages.csv", "its options come from the file villages.csv")]
    assert s.question("village").check_answer("v12") == "v12"  # an imported answer is kept as given
    rows[1] += ["warner", "3/4"]
    with pytest.raises(ImportFailed, match=r"row 2 \(village\): its options come from the file villages.csv"):
        read_xlsform(forms.workbook(tmp_path / "rr.xlsx", rows, [["list_name", "name", "label"]]))


def test_a_form_pyxform_refuses_is_refused_with_its_message(tmp_path):
    path = forms.workbook(tmp_path / "broken.xlsx", [["type", "name", "label"], ["select_one nope", "q", "Q?"]],
                          [["list_name", "name", "label"], ["yes_no", "yes", "Yes"]])
    with pytest.raises(ImportFailed, match="not a valid XLSForm.*nope"):
        read_xlsform(path)


@pytest.mark.parametrize("build", ACCEPTED)
def test_round_trip_import_export_convert_keeps_labels_translations_and_logic(tmp_path, build):
    original = read_xlsform(build(tmp_path / "in.xlsx"))
    out = write_xlsform(original, tmp_path / "out.xlsx")
    xform = forms.to_xform(out)
    back = read_xlsform(out)
    assert back.fingerprint == original.fingerprint
    assert (back.notes, back.groups, back.metadata, back.languages, back.form_version, back.version) == \
        (original.notes, original.groups, original.metadata, original.languages, original.form_version,
         original.version)
    binds = {b.get("nodeset").rsplit("/", 1)[-1]: b for b in ElementTree.fromstring(xform).iter(XF + "bind")}
    for q in original.questions:  # ODK receives the logic, with ${…} turned into its paths
        for attribute, text in (("relevant", q.relevant), ("constraint", q.constraint)):
            assert (binds[q.name].get(attribute) is not None) == bool(text), (q.name, attribute)
        assert (binds[q.name].get("required") == "true()") == q.required
        for choice in q.choices:
            for text in choice["label"].values():
                assert f">{text}<" in xform  # every option label reaches ODK
    for language in original.languages if len(original.languages) > 1 else []:
        assert f'<translation lang="{language}"' in xform


def test_exports_of_every_survey_in_the_suite_convert_and_pass_odk_validate(tmp_path):
    exported = [write_xlsform(read_xlsform(build(tmp_path / f"{build.__name__}.xlsx")),
                              tmp_path / f"{build.__name__}-out.xlsx") for build in ACCEPTED]
    device, physical = make_survey(), make_survey("physical")
    physical.id, physical.title = "physical", "Physical"
    exported += [write_xlsform(s, tmp_path / f"{s.id}.xlsx") for s in (device, physical)]
    for path in exported:
        assert "<h:html" in forms.to_xform(path)
    reason = forms.odk_validate_skip_reason()
    if reason:
        pytest.skip(f"pyxform converted every export; ODK Validate not run: {reason}")
    forms.odk_validate(exported, tmp_path)


def test_odk_validate_catches_the_old_missing_choice_labels(tmp_path):
    """The check has power: a yes/no list without labels (what the old export wrote) fails it."""
    reason = forms.odk_validate_skip_reason()
    if reason:
        pytest.skip(reason)
    bad = forms.workbook(tmp_path / "bad.xlsx", [["type", "name", "label::English"], ["select_one yn", "q", "Q?"]],
                         [["list_name", "name", "label::English"], ["yn", "yes", ""], ["yn", "no", ""]])
    from pyxform.validators.odk_validate import ODKValidateError
    with pytest.raises(ODKValidateError, match="label> node for itemset"):
        forms.odk_validate([bad], tmp_path)


@pytest.mark.parametrize("design,faces", [
    ({"name": "forced", "p_truth": "4/6", "p_yes": "1/6", "p_no": "1/6"}, 6),
    ({"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"}, 8),
    ({"name": "forced", "p_truth": "1/2", "p_yes": "1/4", "p_no": "1/4"}, 4),
])
def test_a_forced_design_exported_for_odk_uses_a_die_or_coins_with_its_probabilities(tmp_path, design, faces):
    q = Question("drugs", "sensitive_yes_no", {"English": "Have you used drugs?"}, design=design)
    s = Survey(id="rr", title="RR", questions=[q])
    out = write_xlsform(s, tmp_path / "rr.xlsx")
    assert "<h:html" in forms.to_xform(out)
    from openpyxl import load_workbook
    sheet = load_workbook(out)["survey"]
    header = [c.value for c in sheet[1]]
    row = dict(zip(header, [c.value for c in sheet[2]]))
    label = row["label"]  # one language: plain columns
    assert label.startswith("Privately") and label.endswith("Have you used drugs?") and "ε =" not in label
    assert "ε =" in row["guidance_hint"]  # the design is for the interviewer
    from dpgui.core.rr import physical
    steps = physical.plan(q.binary())
    assert physical.realise(q.binary()) in label and len(physical.OUTCOMES[steps[0].randomiser]) == faces
    for rule in steps[0].rules:  # the die faces or coin results that give each answer
        assert Fraction(len(rule.outcomes), faces) == Fraction(design[f"p_{rule.then}"]), (rule, label)
    assert row["rr_mode"].startswith("ODK Collect/Kobo: physical") and "electronic coin" in row["rr_mode"]
    assert row["rr_question"] == "Have you used drugs?"
    assert read_xlsform(out).fingerprint == s.fingerprint


def test_the_surveys_own_instructions_translate_the_die_steps(tmp_path):
    s = make_survey()
    s.questions[1].design = {"name": "forced", "p_truth": "4/6", "p_yes": "1/6", "p_no": "1/6"}
    s.questions[1].instructions = {"Français": "Lancez un dé en cachette : 1, répondez Oui ; 2, répondez Non ; "
                                               "sinon, répondez la vérité."}
    xform = forms.to_xform(write_xlsform(s, tmp_path / "fr.xlsx"))
    assert "Lancez un dé en cachette" in xform and "Privately roll a die" in xform  # French, and English generated
    assert read_xlsform(tmp_path / "fr.xlsx").fingerprint == s.fingerprint


def test_warner_and_unrelated_designs_get_coin_instructions():
    warner = Question("w", "sensitive_yes_no", {"English": "?"}, design={"name": "warner", "p": "5/6"})
    assert "roll a die" in warner.physical_design() and "1, 2, 3, 4 or 5, answer the question truthfully" in \
        warner.physical_design() and "6, give the opposite" in warner.physical_design()
    unrelated = Question("u", "sensitive_yes_no", {"English": "?"}, design={"name": "unrelated", "p": "1/2",
                                                                            "q": "1/2"})
    assert "toss a coin again and answer Yes if the coin shows heads" in unrelated.physical_design()


def test_designs_no_die_or_coin_realises_are_flagged_and_never_asked_in_odk(tmp_path):
    s = make_survey()
    s.questions.append(Question("sex", "sensitive_yes_no", {"English": "Paid for sex?", "Français": "Sexe payé ?"},
                                design={"name": "epsilon", "epsilon": "1"}, relevant="${region} = 'north'"))
    out = write_xlsform(s, tmp_path / "flagged.xlsx")
    xform = forms.to_xform(out)
    binds = {b.get("nodeset").rsplit("/", 1)[-1]: b for b in ElementTree.fromstring(xform).iter(XF + "bind")}
    assert binds["income"].get("relevant") == binds["sex"].get("relevant") == "false()"  # ODK never asks them
    assert binds["drugs"].get("relevant") is None
    for q in (s.question("income"), s.question("sex")):
        assert mode(q).startswith("ODK Collect/Kobo: NOT AVAILABLE")
        for text in q.label.values():
            assert text not in xform.replace("&apos;", "'")  # ODK never shows the bare question
    assert "dpgui kiosk only: do not deploy this question in ODK Collect" in xform
    assert mode(s.question("drugs")).startswith("ODK Collect/Kobo: physical")
    assert mode(s.question("region")).startswith("asked directly: NOT protected")
    back = read_xlsform(out)
    assert back.fingerprint == s.fingerprint  # the kiosk still has the questions, their designs and logic
    assert back.question("sex").relevant == "${region} = 'north'" and back.question("income").relevant == ""


@pytest.mark.parametrize("constraint", ["", ". mod 2 = 0"])
def test_an_integers_range_reaches_odk_and_comes_back_out(tmp_path, constraint):
    q = Question("children", "integer", {"English": "How many children?"}, lower=0, upper=15, constraint=constraint)
    s = Survey(id="range", title="Range", questions=[q])
    out = write_xlsform(s, tmp_path / "range.xlsx")
    binds = {b.get("nodeset").rsplit("/", 1)[-1]: b for b in
             ElementTree.fromstring(forms.to_xform(out)).iter(XF + "bind")}
    assert binds["children"].get("constraint").endswith(". >= 0 and . <= 15")  # ODK does not read min/max
    back = read_xlsform(out)
    assert back.fingerprint == s.fingerprint and back.question("children").constraint == constraint


def test_exports_never_write_formulas(tmp_path):
    s = make_survey()
    s.questions[0].label["English"] = "=HYPERLINK(\"http://x\")"
    out = write_xlsform(s, tmp_path / "f.xlsx")
    assert "HYPERLINK" in forms.to_xform(out)
    from openpyxl import load_workbook
    cells = [c for sheet in load_workbook(out) for row in sheet.iter_rows() for c in row]
    assert all(c.data_type != "f" for c in cells)
    assert read_xlsform(out).question("region").label["English"] == "=HYPERLINK(\"http://x\")"


@pytest.mark.parametrize("expression,answers,current,expected", [
    ("${a} = 'yes'", {"a": "yes"}, "", True),
    ("${a} = 'yes'", {"a": ""}, "", False),
    ("${n} > 3 and ${n} <= 10", {"n": "4"}, "", True),
    ("${n} > 3", {"n": ""}, "", False),  # a blank is NaN: false
    ("${n} != 3", {"n": ""}, "", True),
    ("selected(${m}, 'b') or not(${a} = 'no')", {"m": "a b", "a": "no"}, "", True),
    ("selected(${m}, 'c')", {"m": "a b"}, "", False),
    ("count-selected(${m}) >= 2", {"m": "a b"}, "", True),
    (". >= 1 and . <= 30", {}, "31", False),
    (". mod 2 = 0 and string-length(.) < 3", {}, "12", True),
    ("(${n} + 1) * 2 = 10", {"n": "4"}, "", True),
    ("true() and not(false())", {}, "", True),
])
def test_the_logic_evaluator_follows_xpath(expression, answers, current, expected):
    assert odk_logic.parse(expression)(answers, current=current) is expected


@pytest.mark.parametrize("expression", ["__import__('os').system('x')", "today() > 3", "${a} = ", "/data/a = 1",
                                        "pulldata('f', 'a', 'b', 'c')", "${a} = 'x' or", "(1 = 1"])
def test_the_logic_evaluator_refuses_what_it_cannot_read(expression):
    with pytest.raises(odk_logic.Unsupported):
        odk_logic.parse(expression)


# -- response exports --------------------------------------------------------------------------

@pytest.fixture
def kobo(tmp_path):
    s = read_xlsform(forms.kobo_household(tmp_path / "kobo.xlsx"))
    with Project.create(tmp_path / "k.dpgui", pure(1)) as p:
        store.save_survey(p, s)
        yield p, s


KOBO_ROWS = [  # _uuid, region, members, fruit, drugs, _submission_time
    ("5b1f6e2a-0000-4000-8000-000000000001", "north", "3", "mango banana", "yes", "2024-03-02T09:00:00"),
    ("5b1f6e2a-0000-4000-8000-000000000002", "south", "1", "", "no", "2024-03-02T09:05:00"),
    ("5b1f6e2a-0000-4000-8000-000000000003", "north", "7", "banana", "no", "2024-03-02T09:10:00"),
]


def _kobo_csv(path, rows, delimiter=";"):
    header = ["start", "end", "household/region", "household/members", "household/fruit", "household/fruit/mango",
              "household/fruit/banana", "drugs", "meta/instanceID", "_id", "_uuid", "_submission_time", "_index"]
    lines = [delimiter.join(header)]
    for i, (key, region, members, fruit, drugs, when) in enumerate(rows):
        lines.append(delimiter.join(["2024-03-02T08:00:00", "2024-03-02T08:10:00", region, members, fruit,
                                     str(int("mango" in fruit)), str(int("banana" in fruit)), drugs, f"uuid:{key}",
                                     str(100 + i), key, when, str(i + 1)]))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_kobo_csv_imports_without_a_map_and_twice_adds_nothing(kobo, tmp_path):
    project, s = kobo
    first = store.import_responses(project, s, _kobo_csv(tmp_path / "kobo.csv", KOBO_ROWS))
    assert (first.added, first.duplicates) == (3, 0)
    again = store.import_responses(project, s, _kobo_csv(tmp_path / "kobo.csv", KOBO_ROWS))
    assert (again.added, again.duplicates) == (0, 3) and store.response_count(project, s) == 3
    later = KOBO_ROWS[1:] + [("5b1f6e2a-0000-4000-8000-000000000004", "south", "2", "mango", "yes",
                              "2024-03-03T10:00:00")]
    overlap = store.import_responses(project, s, _kobo_csv(tmp_path / "later.csv", later, delimiter="\t"))
    assert (overlap.added, overlap.duplicates) == (1, 2) and store.response_count(project, s) == 4
    stored = {r["uuid"]: r for r in store.responses(project, s)}
    first_row = stored["5b1f6e2a-0000-4000-8000-000000000001"]
    assert first_row["collected_at"] == "2024-03-02T09:00:00"
    assert first_row["answers"]["fruit"] == "11" and first_row["answers"]["region"] == "north"
    assert stored["5b1f6e2a-0000-4000-8000-000000000002"]["answers"]["fruit"] == ""


def test_an_odk_central_csv_of_the_same_submissions_merges_with_the_kobo_one(kobo, tmp_path):
    project, s = kobo
    store.import_responses(project, s, _kobo_csv(tmp_path / "kobo.csv", KOBO_ROWS, delimiter=","))
    central = tmp_path / "central.csv"
    lines = ["SubmissionDate,household-region,household-members,household-fruit,drugs,meta-instanceID,KEY"]
    lines += [f"{when}Z,{region},{members},{fruit},{drugs},uuid:{key},uuid:{key}"
              for key, region, members, fruit, drugs, when in KOBO_ROWS]
    central.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = store.import_responses(project, s, central)
    assert (result.added, result.duplicates) == (0, 3) and store.response_count(project, s) == 3


def test_a_kobo_xlsx_export_with_labels_imports_twice_without_change(kobo, tmp_path):
    project, s = kobo
    from openpyxl import Workbook
    book = Workbook()
    sheet = book.active
    sheet.title = "Household survey"
    sheet.append(["start", "Your household/Where do you live?", "Your household/How many people live here?",
                  "Your household/Which fruit do you grow?", "Have you used drugs this year?", "_uuid",
                  "_submission_time"])
    sheet.append(["2024-03-02", "Nord", 3, "Mangue Banane", "Oui", "a1", "2024-03-02T09:00:00"])
    sheet.append(["2024-03-02", "South", 1, None, "No", "a2", "2024-03-02T09:05:00"])
    book.create_sheet("repeat_group").append(["_parent_index"])  # Kobo adds a sheet per repeat
    path = tmp_path / "kobo.xlsx"
    book.save(path)
    assert (store.import_responses(project, s, path).added, store.response_count(project, s)) == (2, 2)
    assert (store.import_responses(project, s, path).added, store.response_count(project, s)) == (0, 2)
    answers = {r["uuid"]: r["answers"] for r in store.responses(project, s)}
    assert answers["a1"] == {"region": "north", "members": "3", "fruit": "11", "drugs": "yes"}
    assert answers["a2"]["fruit"] == "" and answers["a2"]["drugs"] == "no"


def test_a_value_outside_the_form_is_still_reported_by_row(kobo, tmp_path):
    project, s = kobo
    bad = KOBO_ROWS[:1] + [("k2", "east", "2", "", "maybe", "2024-03-02T09:00:00")]
    with pytest.raises(ImportFailed, match=r"row 3, column household/region: region: 'east'[\s\S]*row 3, column "
                                           r"drugs: drugs: 'maybe'"):
        store.import_responses(project, s, _kobo_csv(tmp_path / "bad.csv", bad))
    assert store.response_count(project, s) == 0


def test_blank_answers_stay_missing_in_the_export(kobo, tmp_path):
    """A skipped select_multiple and a skipped sensitive answer are missing, not "0" (nor shifted cells)."""
    project, s = kobo
    store.import_responses(project, s, _kobo_csv(tmp_path / "kobo.csv", KOBO_ROWS[1:2] + [
        ("k9", "north", "2", "mango", "", "2024-03-02T09:00:00")]))
    from dpgui.report.survey_export import response_table
    columns, rows = response_table(s, store.responses(project, s))
    table = {r[0]: dict(zip(columns, r)) for r in rows}
    assert len(columns) == len(rows[0]) == len(rows[1])
    assert (table["5b1f6e2a-0000-4000-8000-000000000002"]["fruit_mango"], table["k9"]["fruit_mango"]) == (None, 1)
    assert (table["5b1f6e2a-0000-4000-8000-000000000002"]["drugs"], table["k9"]["drugs"]) == (0, None)


def test_the_command_line_lists_what_is_not_used_and_skips_a_re_import(tmp_path, capsys):
    import json

    from dpgui.cli.main import main
    project = tmp_path / "p.dpgui"
    Project.create(project, pure(1)).close()
    form = forms.kobo_household(tmp_path / "kobo.xlsx")
    assert main(["survey", "import-xlsform", str(project), str(form)]) == 0
    assert "Not used by the kiosk: row 2 (start): start is filled in by ODK Collect" in capsys.readouterr().out
    export = _kobo_csv(tmp_path / "kobo.csv", KOBO_ROWS)
    runs = []
    for _ in range(2):
        assert main(["survey", "import-responses", str(project), str(export), "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs == [{"imported": 3, "already_present": 0}, {"imported": 0, "already_present": 3}]
    assert main(["survey", "export-xlsform", str(project), "--out", str(tmp_path / "out.xlsx"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["modes"]["drugs"].startswith("ODK Collect/Kobo: physical")
    assert "<h:html" in forms.to_xform(tmp_path / "out.xlsx")


def test_a_legacy_xls_export_imports_twice_without_change_and_an_xlsx_named_xls_is_detected(kobo, tmp_path):
    project, s = kobo
    import xlwt
    book = xlwt.Workbook()
    sheet = book.add_sheet("data")
    for i, row in enumerate([["household/region", "household/members", "household/fruit", "drugs", "_uuid",
                              "_submission_time"], ["north", 3, "mango", "yes", "x1", "2024-03-02T09:00:00"],
                             ["south", 2, "", "no", "x2", "2024-03-02T09:05:00"]]):
        for j, value in enumerate(row):
            sheet.write(i, j, value)
    legacy = tmp_path / "old-kobo.xls"
    book.save(str(legacy))
    assert [store.import_responses(project, s, legacy).added for _ in range(2)] == [2, 0]
    assert store.response_count(project, s) == 2
    from openpyxl import Workbook
    modern = Workbook()
    for row in [["household/region", "household/members", "household/fruit", "drugs", "_uuid"],
                ["north", 5, "banana", "no", "x3"]]:
        modern.active.append(row)
    misnamed = tmp_path / "kobo-export.xls"  # an .xlsx under an .xls name
    modern.save(misnamed)
    assert [store.import_responses(project, s, misnamed).added for _ in range(2)] == [1, 0]
    assert store.response_count(project, s) == 3


def test_search_appearance_or_other_duplicates_and_table_lists_are_read_as_odk_means_them(tmp_path):
    """Options from a file through search() are not asked here (refused on a randomised question); or_other's
    "specify" text is asked when "other" is chosen; an option listed twice under two filters is one answer code;
    a table-list's heading row is not a question."""
    rows = [["type", "name", "label", "appearance", "choice_filter", "rr_design", "rr_p"],
            ["select_one fruits", "fruit", "Fruit?", "search('fruits')"],
            ["select_one colours or_other", "colour", "Colour?"],
            ["select_one places", "state", "State?"],
            ["select_one counties", "county", "County?", "", "state = ${state}"],
            ["begin_group", "grid", "Grid", "table-list"],
            ["select_one yes_no", "likes_a", "A?"],
            ["select_one yes_no", "likes_b", "B?"],
            ["end_group"]]
    choices = [["list_name", "name", "label", "state"], ["fruits", "placeholder", "x"],
               ["colours", "red", "Red"], ["colours", "blue", "Blue"], ["places", "tx", "Texas"],
               ["places", "wa", "Washington"], ["counties", "king", "King", "wa"], ["counties", "king", "King", "tx"],
               ["counties", "pierce", "Pierce", "wa"], ["yes_no", "yes", "Yes"], ["yes_no", "no", "No"]]
    settings = [["form_title", "form_id", "allow_choice_duplicates"], ["ODK", "odk", "yes"]]
    s = read_xlsform(forms.workbook(tmp_path / "odk.xlsx", rows, choices, settings))
    assert [(r["name"], r["why"]) for r in s.not_asked_here()] == [("fruit", "its options come from a file, through search('fruits')")]
    other = s.question("colour_other")
    assert other.kind == "text" and s.shown(other, {"colour": "other"}) and not s.shown(other, {"colour": "red"})
    county = s.question("county")
    assert county.codes == ["king", "pierce"] and [c["code"] for c in county.options({"state": "tx"})] == ["king"]
    assert [q.name for q in s.questions] == ["fruit", "colour", "colour_other", "state", "county", "likes_a", "likes_b"]
    rows[1] += ["", "warner", "3/4"]
    with pytest.raises(ImportFailed, match=r"row 2 \(fruit\): its options come from a file"):
        read_xlsform(forms.workbook(tmp_path / "rr.xlsx", rows, choices, settings))
