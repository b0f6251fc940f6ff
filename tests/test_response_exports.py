"""Response exports as ODK Central, KoboToolbox and Ona really write them (issue #27).

Each export below is built the way the tool's own export code lays it out:
- Ona (onadata ``libs/utils/csv_builder.py``): a select_multiple only as ``group/q/option`` columns holding
  True/False (1/0 with "binary select multiples"), ``n/a`` in every cell of a skipped question, then
  ``meta/instanceID, _id, _uuid, _submission_time, _date_modified, _tags, _notes, _version, _duration,
  _submitted_by, _total_media, _media_count, _media_all_received``; its XLSX (``export_builder.py``) has
  the main sheet first (named after the form id), a sheet per repeat, booleans, and blanks for skipped.
- Kobo (formpack ``schema/fields.py`` ``FormChoiceFieldWithMultipleSelect``, kpi's export settings): CSV
  with ";" and every field quoted; "separate columns" writes ``q/option`` (under ``group/`` with groups,
  the group separator chosen: "/", "." or "-") with "1"/"0", and "" in every one for an unanswered
  question; then ``_id, _uuid, _submission_time, _validation_status, _notes, _status, _submitted_by,
  __version__, _tags, _index``; ``_validation_status`` is the code (``validation_status_not_approved``)
  or, in a labels export, its label ("Not approved").
- ODK Central (central-backend ``lib/data/briefcase.js``): ``SubmissionDate``, fields named by their group
  path joined by "-", a select_multiple's whole column followed (with "split select multiples") by
  ``g-q/value`` for the values seen, 1 or 0; then ``KEY, SubmitterID, SubmitterName, AttachmentsPresent,
  AttachmentsExpected, Status, ReviewState, DeviceID, Edits, FormVersion``.
"""

from __future__ import annotations

import csv
import json

import pytest
from openpyxl import Workbook

from dpgui.core.costs.accounting import pure
from dpgui.core.rr.survey import Survey
from dpgui.store import surveys as store
from dpgui.store.errors import ImportFailed
from dpgui.store.importers.rr_responses import match_columns, read_responses
from dpgui.store.project import Project
from tests.test_gui import window  # noqa: F401  (the fixture)

EN, FR = "English (en)", "Français (fr)"
FRUIT = ("mango", "banana", "papaya")


def _survey() -> Survey:
    """A household form: a group with a select_one, an integer and a select_multiple; a randomised yes/no."""
    def labels(en, fr):
        return {EN: en, FR: fr}
    return Survey.from_json({
        "id": "household_2024", "title": "Household survey", "languages": [EN, FR],
        "groups": {"hh": {"label": labels("Your household", "Votre ménage"), "relevant": "", "appearance": ""}},
        "questions": [
            {"name": "region", "kind": "select_one", "label": labels("Where do you live?", "Où habitez-vous ?"),
             "group": "hh", "choices": [{"code": "north", "label": labels("North", "Nord")},
                                        {"code": "south", "label": labels("South", "Sud")}]},
            {"name": "members", "kind": "integer", "label": labels("How many people live here?", "Combien ?"),
             "group": "hh", "lower": 1, "upper": 30},
            {"name": "fruit", "kind": "select_multiple", "group": "hh", "required": False,
             "label": labels("Which fruit do you grow?", "Quels fruits cultivez-vous ?"),
             "choices": [{"code": "mango", "label": labels("Mango", "Mangue")},
                         {"code": "banana", "label": labels("Banana", "Banane")},
                         {"code": "papaya", "label": labels("Papaya", "Papaye")}]},
            {"name": "drugs", "kind": "sensitive_yes_no", "label": labels("Have you used drugs this year?",
                                                                          "Drogues cette année ?"),
             "design": {"name": "forced", "p_truth": "4/6", "p_yes": "1/6", "p_no": "1/6"},
             "choices": [{"code": "yes", "label": labels("Yes", "Oui")}, {"code": "no", "label": labels("No", "Non")}]},
        ]})


# The same five submissions in every export: (instance id, region, members, fruit ticked or None if the
# question was skipped, drugs, submitted at)
SUBMISSIONS = [
    ("0a1b2c3d-0000-4000-8000-000000000001", "north", "3", ("mango", "papaya"), "yes", "2024-03-02T09:00:00"),
    ("0a1b2c3d-0000-4000-8000-000000000002", "south", "1", None, "no", "2024-03-02T09:05:00"),
    ("0a1b2c3d-0000-4000-8000-000000000003", "north", "7", ("banana",), "no", "2024-03-02T09:10:00"),
    ("0a1b2c3d-0000-4000-8000-000000000004", "north", "2", (), "yes", "2024-03-02T09:15:00"),
    ("0a1b2c3d-0000-4000-8000-000000000005", None, "4", None, "no", "2024-03-02T09:20:00"),
]
EXPECTED = {  # what dpgui stores for each: a select_multiple as one 0/1 digit per option, "" for missing
    "0a1b2c3d-0000-4000-8000-000000000001": {"region": "north", "members": "3", "fruit": "101", "drugs": "yes"},
    "0a1b2c3d-0000-4000-8000-000000000002": {"region": "south", "members": "1", "fruit": "", "drugs": "no"},
    "0a1b2c3d-0000-4000-8000-000000000003": {"region": "north", "members": "7", "fruit": "010", "drugs": "no"},
    "0a1b2c3d-0000-4000-8000-000000000004": {"region": "north", "members": "2", "fruit": "", "drugs": "yes"},
    "0a1b2c3d-0000-4000-8000-000000000005": {"region": "", "members": "4", "fruit": "", "drugs": "no"},
}


@pytest.fixture
def project(tmp_path):
    s = _survey()
    with Project.create(tmp_path / "field.dpgui", pure(1)) as p:
        store.save_survey(p, s)
        yield p, s


def _stored(project, survey) -> dict:
    return {r["uuid"]: r["answers"] for r in store.responses(project, survey)}


def _write_csv(path, header, rows, delimiter=",", quote_all=False):
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, delimiter=delimiter, quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL,
                            lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
    return path


def _write_xlsx(path, sheets: dict[str, list[list]]):
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.save(path)
    return path


# -- Ona -------------------------------------------------------------------------------------------

ONA_TAIL = ["meta/instanceID", "_id", "_uuid", "_submission_time", "_date_modified", "_tags", "_notes", "_version",
            "_duration", "_submitted_by", "_total_media", "_media_count", "_media_all_received"]


def _ona_rows(true="True", false="False", na="n/a", sep="/"):
    """Ona's CSV: split columns only, True/False (or 1/0), n/a for every cell of a skipped question."""
    header = [f"hh{sep}region", f"hh{sep}members"] + [f"hh{sep}fruit{sep}{f}" for f in FRUIT] + ["drugs"] + ONA_TAIL
    rows = []
    for i, (key, region, members, fruit, drugs, when) in enumerate(SUBMISSIONS):
        ticks = [na] * 3 if fruit is None else [true if f in fruit else false for f in FRUIT]
        rows.append([region or na, members, *ticks, drugs, f"uuid:{key}", 300 + i, key, when, when, "", "",
                     "202403011011", "", "enumerator1", 0, 0, "True"])
    return header, rows


def test_an_ona_csv_with_split_select_multiples_and_n_a_imports_as_written(project, tmp_path):
    """Ona's default export: no whole select_multiple column, True/False per option, n/a for skipped."""
    p, s = project
    path = _write_csv(tmp_path / "household_2024_2024_03_04_10_00_00.csv", *_ona_rows())
    result = store.import_responses(p, s, path)
    assert (result.added, result.duplicates, result.left_out, result.notice) == (5, 0, 0, "")
    assert _stored(p, s) == EXPECTED


@pytest.mark.parametrize("true, false", [("1", "0"), ("true", "false"), ("TRUE", "FALSE")])
def test_ona_binary_select_multiples_and_other_spellings_read_the_same(project, tmp_path, true, false):
    p, s = project
    path = _write_csv(tmp_path / "ona.csv", *_ona_rows(true, false))
    assert store.import_responses(p, s, path).added == 5
    assert _stored(p, s) == EXPECTED


def test_ona_n_a_is_a_missing_answer_for_every_kind_not_a_refusal(project, tmp_path):
    """A question skipped by its relevant is "n/a" in Ona's export: missing, whatever the question's kind."""
    p, s = project
    header, rows = _ona_rows()
    rows[0][1] = rows[0][5] = "n/a"  # members (integer) and drugs (the randomised yes/no) skipped too
    found = read_responses(s, _write_csv(tmp_path / "ona.csv", header, rows))
    assert found.answers[0] == {"region": "north", "members": "", "fruit": "101", "drugs": ""}
    rows[0][1] = "N/A-ish"  # anything else that is not in the design is still refused, with its row
    with pytest.raises(ImportFailed, match=r"row 2, column hh/members: members: 'N/A-ish' is not a whole number"):
        read_responses(s, _write_csv(tmp_path / "ona.csv", header, rows))


def test_n_a_is_missing_in_free_form_questions_too(tmp_path):
    """Text and decimal questions (not randomised) go through the same check: "n/a" there is missing."""
    s = Survey.from_json({"id": "f", "title": "F", "languages": ["English"], "questions": [
        {"name": "comments", "kind": "text", "label": {"English": "Anything else?"}},
        {"name": "weight", "kind": "decimal", "label": {"English": "Weight (kg)"}},
        {"name": "drugs", "kind": "sensitive_yes_no", "label": {"English": "Drugs?"},
         "design": {"name": "forced", "p_truth": "4/6", "p_yes": "1/6", "p_no": "1/6"}}]})
    path = _write_csv(tmp_path / "ona.csv", ["comments", "weight", "drugs", "_uuid"],
                      [["n/a", "n/a", "yes", "u1"], ["fine", "61.5", "n/a", "u2"]])
    assert read_responses(s, path).answers == [{"comments": "", "weight": "", "drugs": "yes"},
                                               {"comments": "fine", "weight": "61.5", "drugs": ""}]


def test_an_ona_xlsx_with_repeat_sheets_imports_its_main_sheet(project, tmp_path):
    """Ona's workbook: the main sheet first, booleans in the split columns, blanks for skipped, one sheet per
    repeat (with its own, different columns and more rows) that must not be read."""
    p, s = project
    header = ["hh/region", "hh/members", *[f"hh/fruit/{f}" for f in FRUIT], "drugs", "meta/instanceID", "_id",
              "_uuid", "_submission_time", "_index", "_parent_table_name", "_parent_index", "_tags", "_notes",
              "_version", "_duration", "_submitted_by", "_last_edited_by"]
    main = [header]
    for i, (key, region, members, fruit, drugs, when) in enumerate(SUBMISSIONS):
        ticks = [None] * 3 if fruit is None else [f in fruit for f in FRUIT]
        main.append([region, int(members), *ticks, drugs, f"uuid:{key}", 300 + i, key, when, i + 1, None, -1,
                     None, None, "202403011011", None, "enumerator1", None])
    children = [["hh/children/child_name", "hh/children/child_age", "_id", "_uuid", "_submission_time", "_index",
                 "_parent_table_name", "_parent_index"]]
    children += [[f"child {j}", "not a number", 300, SUBMISSIONS[0][0], SUBMISSIONS[0][5], j + 1,
                  "household_2024", 1] for j in range(8)]
    path = _write_xlsx(tmp_path / "household_2024.xlsx", {"household_2024": main, "hh_children": children,
                                                          "hh_children_toys": [["toy", "_index"], ["ball", 1]]})
    assert [store.import_responses(p, s, path).added for _ in range(2)] == [5, 0]
    assert _stored(p, s) == EXPECTED


# -- Kobo ------------------------------------------------------------------------------------------

KOBO_TAIL = ["_id", "_uuid", "_submission_time", "_validation_status", "_notes", "_status", "_submitted_by",
             "__version__", "_tags", "_index"]


def _kobo(sep="/", groups=True, whole=False, statuses=None):
    """Kobo's export ("XML values and headers"; "separate columns" or "single and separate columns")."""
    prefix = f"hh{sep}" if groups else ""
    header = ["start", "end", f"{prefix}region", f"{prefix}members"] + ([f"{prefix}fruit"] if whole else []) + \
             [f"{prefix}fruit{sep}{f}" for f in FRUIT] + ["drugs"] + KOBO_TAIL
    rows = []
    for i, (key, region, members, fruit, drugs, when) in enumerate(SUBMISSIONS):
        ticks = [""] * 3 if fruit is None else ["1" if f in fruit else "0" for f in FRUIT]
        status = (statuses or {}).get(i, "validation_status_approved" if i % 2 else "")
        rows.append(["2024-03-02T08:00:00.000+01:00", "2024-03-02T08:10:00.000+01:00", region or "", members]
                    + ([" ".join(fruit or ())] if whole else []) + ticks
                    + [drugs, str(500 + i), key, when, status, "", "submitted_via_web", "", "vQh3kXZ8", "", str(i + 1)])
    return header, rows


@pytest.mark.parametrize("sep, groups", [("/", True), ("/", False), (".", True), (".", False), ("-", True)])
def test_a_kobo_csv_with_separate_columns_imports_under_any_group_separator(project, tmp_path, sep, groups):
    p, s = project
    path = _write_csv(tmp_path / "kobo.csv", *_kobo(sep, groups), delimiter=";", quote_all=True)
    assert match_columns(s, _kobo(sep, groups)[0])["fruit"] == (f"hh{sep}fruit" if groups else "fruit")
    assert [store.import_responses(p, s, path).added for _ in range(2)] == [5, 0]
    assert _stored(p, s) == EXPECTED


def test_both_forms_together_use_the_whole_column(project, tmp_path):
    """Kobo's "single and separate columns": the whole column is read; the option columns are ignored (here one
    says otherwise, and a column for an option the form does not have is there, as Kobo writes for or_other)."""
    p, s = project
    header, rows = _kobo(whole=True)
    at = header.index("drugs")
    header.insert(at, "hh/fruit/other")
    for row in rows:
        row.insert(at, "0")
    rows[2][header.index("hh/fruit/papaya")] = "1"
    found = read_responses(s, _write_csv(tmp_path / "kobo.csv", header, rows, delimiter=";", quote_all=True))
    assert found.columns["fruit"] == "hh/fruit"
    assert found.answers == [EXPECTED[k[0]] for k in SUBMISSIONS]


def test_a_kobo_labels_export_with_separate_columns_reads_option_labels(project, tmp_path):
    """"Labels" headers in French: group label / question label / option label."""
    p, s = project
    header = ["Votre ménage/Où habitez-vous ?", "Votre ménage/Combien ?"] + \
             [f"Votre ménage/Quels fruits cultivez-vous ?/{f}" for f in ("Mangue", "Banane", "Papaye")] + \
             ["Drogues cette année ?", "_uuid", "_submission_time", "_validation_status"]
    rows = [["Nord", 3, 1, 0, 1, "Oui", "k1", "2024-03-02T09:00:00", "Approved"],
            ["Sud", 1, None, None, None, "Non", "k2", "2024-03-02T09:05:00", None],
            ["Nord", 2, 0, 0, 0, "Non", "k3", "2024-03-02T09:10:00", "Not approved"]]
    path = _write_xlsx(tmp_path / "kobo-labels.xlsx", {"Household survey": [header, *rows],
                                                       "children": [["Nom", "_parent_index"], ["Ali", 1]]})
    result = store.import_responses(p, s, path)
    assert (result.added, result.left_out) == (2, 1)
    assert _stored(p, s) == {"k1": {"region": "north", "members": "3", "fruit": "101", "drugs": "yes"},
                             "k2": {"region": "south", "members": "1", "fruit": "", "drugs": "no"}}


def test_a_tick_outside_the_design_or_a_cell_that_is_not_a_tick_is_refused_with_its_row(project, tmp_path):
    p, s = project
    header, rows = _kobo()
    at = header.index("drugs")
    header.insert(at, "hh/fruit/other")  # Kobo's column for "or_other"
    for row in rows:
        row.insert(at, "0")
    rows[2][header.index("hh/fruit/other")] = "1"
    rows[3][header.index("hh/fruit/mango")] = "maybe"
    rows[3][header.index("hh/region")] = "east"
    with pytest.raises(ImportFailed) as refused:
        store.import_responses(p, s, _write_csv(tmp_path / "kobo.csv", header, rows, delimiter=";"))
    message = str(refused.value)
    assert "3 value(s) outside the survey's design, so nothing was imported" in message
    assert "row 4, column hh/fruit/other: fruit: 'other' is not a possible answer (allowed: mango, banana, " \
           "papaya)" in message
    assert "row 5, column hh/region: region: 'east' is not a possible answer" in message
    assert "row 5, column hh/fruit/mango: fruit: 'maybe'" in message
    assert store.response_count(p, s) == 0


def test_a_blank_or_an_unticked_row_in_every_option_column_is_a_missing_answer(project, tmp_path):
    """Blank in every option's column (Kobo: not answered) or 0 in every one (nothing ticked, which ODK stores
    as a blank, as the whole column shows): missing either way, as when the whole column is read."""
    p, s = project
    header, rows = _kobo()
    whole = read_responses(s, _write_csv(tmp_path / "both.csv", *_kobo(whole=True), delimiter=";"))
    split = read_responses(s, _write_csv(tmp_path / "split.csv", header, rows, delimiter=";"))
    assert [a["fruit"] for a in split.answers] == [a["fruit"] for a in whole.answers] == ["101", "", "010", "", ""]


def test_kobo_not_approved_submissions_are_left_out_and_counted(project, tmp_path):
    p, s = project
    header, rows = _kobo(statuses={0: "validation_status_not_approved", 2: "validation_status_on_hold"})
    rows[0][header.index("hh/members")] = "99"  # a not-approved submission is not checked either
    path = _write_csv(tmp_path / "kobo.csv", header, rows, delimiter=";", quote_all=True)
    first, again = store.import_responses(p, s, path), store.import_responses(p, s, path)
    assert (first.added, first.duplicates, first.left_out) == (4, 0, 1)
    assert first.notice == "1 submission marked “not approved” was left out."
    assert (again.added, again.duplicates, again.left_out) == (0, 4, 1)
    assert SUBMISSIONS[0][0] not in _stored(p, s)
    assert read_responses(s, path, keep_rejected=False).left_out == {"not approved": 1}
    with pytest.raises(ImportFailed, match="row 2, column hh/members: members: '99' is outside 1..30"):
        read_responses(s, path, keep_rejected=True)


# -- ODK Central -----------------------------------------------------------------------------------

CENTRAL_TAIL = ["KEY", "SubmitterID", "SubmitterName", "AttachmentsPresent", "AttachmentsExpected", "Status",
                "ReviewState", "DeviceID", "Edits", "FormVersion"]


def _central(review_states):
    """ODK Central's CSV with "split select multiples": the whole column, then one per value seen (1/0;
    0 where the question was not answered)."""
    seen = [f for f in FRUIT if any(sub[3] and f in sub[3] for sub in SUBMISSIONS)]
    header = ["SubmissionDate", "start", "end", "hh-region", "hh-members", "hh-fruit"] + \
             [f"hh-fruit/{f}" for f in seen] + ["drugs", "meta-instanceID"] + CENTRAL_TAIL
    rows = []
    for i, (key, region, members, fruit, drugs, when) in enumerate(SUBMISSIONS):
        rows.append([f"{when}.000Z", "2024-03-02T08:00:00.000+01:00", "2024-03-02T08:10:00.000+01:00", region or "",
                     members, " ".join(fruit or ()), *["1" if fruit and f in fruit else "0" for f in seen], drugs,
                     f"uuid:{key}", f"uuid:{key}", "12", "enumerator1", "0", "0", "", review_states[i],
                     "collect:abc123", "0", "2024030101"])
    return header, rows


def test_odk_central_rejected_submissions_are_left_out_counted_and_said(project, tmp_path):
    p, s = project
    header, rows = _central(["rejected", "hasIssues", "edited", "approved", "rejected"])
    rows[4][header.index("drugs")] = "perhaps"  # a rejected submission is left out unchecked
    path = _write_csv(tmp_path / "household_2024.csv", header, rows)
    first = store.import_responses(p, s, path)
    assert (first.added, first.duplicates, first.left_out) == (3, 0, 2)
    assert first.notice == "2 rejected submissions were left out."
    assert set(_stored(p, s)) == {SUBMISSIONS[i][0] for i in (1, 2, 3)}  # hasIssues, edited, approved: kept
    again = store.import_responses(p, s, path)
    assert (again.added, again.duplicates, again.notice) == (0, 3, "2 rejected submissions were left out.")


def test_an_export_with_every_submission_rejected_says_so(project, tmp_path):
    p, s = project
    path = _write_csv(tmp_path / "central.csv", *_central(["rejected"] * 5))
    with pytest.raises(ImportFailed, match="has no responses to import: 5 rejected submissions were left out"):
        store.import_responses(p, s, path)


def test_every_export_of_the_same_submissions_adds_nothing_the_second_time(project, tmp_path):
    """Central, Ona CSV, Kobo CSV (separate columns; single and separate with "." between groups), Kobo XLSX:
    one set of responses, stored the same whichever came first."""
    p, s = project
    exports = [_write_csv(tmp_path / "central.csv", *_central([""] * 5)),
               _write_csv(tmp_path / "ona.csv", *_ona_rows()),
               _write_csv(tmp_path / "kobo.csv", *_kobo(), delimiter=";", quote_all=True),
               _write_csv(tmp_path / "kobo-both.csv", *_kobo(sep=".", whole=True), delimiter=";", quote_all=True)]
    header, rows = _kobo(statuses={})
    exports.append(_write_xlsx(tmp_path / "kobo.xlsx", {"Household survey": [header, *rows],
                                                        "repeat": [["x", "_index"], [1, 1]]}))
    added = [store.import_responses(p, s, e).added for e in exports]
    assert added == [5, 0, 0, 0, 0] and _stored(p, s) == EXPECTED
    for i, export in enumerate(exports[1:]):  # each one first, into a fresh project: the same answers
        with Project.create(tmp_path / f"other{i}.dpgui", pure(1)) as other:
            store.save_survey(other, s)
            assert store.import_responses(other, s, export).added == 5 and _stored(other, s) == EXPECTED


# -- where the notice reaches the user -------------------------------------------------------------

def test_the_command_line_prints_the_notice(tmp_path, capsys):
    from dpgui.cli.main import main
    path = tmp_path / "p.dpgui"
    with Project.create(path, pure(1)) as p:
        store.save_survey(p, _survey())
    export = _write_csv(tmp_path / "central.csv", *_central(["rejected", "", "approved", "rejected", "rejected"]))
    assert main(["survey", "import-responses", str(path), str(export)]) == 0
    assert "Imported 2 responses (0 already here, skipped). 3 rejected submissions were left out." in \
           capsys.readouterr().out
    assert main(["survey", "import-responses", str(path), str(export), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"imported": 0, "already_present": 2, "left_out": 3,
                                                   "notice": "3 rejected submissions were left out."}


def test_the_survey_page_shows_the_notice(qtbot, window, tmp_path):  # noqa: F811
    path = tmp_path / "field.dpgui"
    project = Project.create(path, pure(1))
    store.save_survey(project, _survey())
    window.context.open(path, project)
    export = _write_csv(tmp_path / "central.csv", *_central(["rejected", "", "", "", ""]))
    window.survey.import_responses(str(export))  # every column is found: no question is asked
    qtbot.waitUntil(lambda: "Imported 4 responses" in window.survey.status.text(), timeout=20_000)
    assert window.survey.status.text() == "Imported 4 responses (0 already here, skipped). 1 rejected " \
                                          "submission was left out."
