"""Names are checked on the way in and escaped on the way out: no dataset or population name can forge a ledger
line, move the terminal's cursor, recolour it or reverse the text after it, and a look-alike name is warned of."""

import json
import subprocess

import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import pure
from dpgui.resources import example_path
from dpgui.store.declared.names import check_name, look_alike, shown
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.project import Project
from tests.conftest import EXAMPLE_SCHEMA

HOSTILE = {"newline": "clinic\n#99 2020-01-01 clinic: count — ε = 0 (release 99)",
           "escape": "\x1b[2J\x1b[31mclinic",
           "bidi": "clinic\u202etxt.exe",
           "long": "c" * 100_000,
           "invisible": "clinic\u3164\ufe0f"}
HIDDEN = ("\x1b", "\u202e", "\r", "\u3164", "\ufe0f")
# Characters that show nothing: default-ignorable code points (a combining grapheme joiner, variation selectors,
# the Hangul fillers) and a blank Braille pattern.
INVISIBLE = ("\u034f", "\ufe0f", "\U000e0101", "\u3164", "\u115f", "\u1160", "\uffa0", "\u2800")


def schema_file(tmp_path):
    path = tmp_path / "schema.json"
    path.write_text(json.dumps(EXAMPLE_SCHEMA), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_name_is_refused_in_one_line_by_the_cli_and_the_api(kind, example_project, tmp_path, capsys):
    name = HOSTILE[kind]
    argv = ["import", str(example_project), str(example_path("clinic_survey.csv")), "--name", name]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "name" in err and not any(c in err for c in HIDDEN)
    assert main(["budget", str(example_project), "--own-budget", "clinic", "--epsilon", "1", "--name", name]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "name" in err and not any(c in err for c in HIDDEN)
    with Project.open(example_project) as project:
        with pytest.raises(ValueError, match="name"):
            project.add_dataset(name, open_table(example_path("clinic_survey.csv")))
        with pytest.raises(ValueError, match="name"):
            project.link_dataset(name, {}, "", [], parse_schema(EXAMPLE_SCHEMA), "")
        with pytest.raises(ValueError, match="name"):
            project.declare_different_people("clinic", pure(1), name)
        assert [d.name for d in project.datasets()] == ["clinic"] and len(project.populations()) == 1


@pytest.mark.parametrize("invisible", INVISIBLE)
def test_a_name_with_a_character_that_shows_nothing_is_refused_escaped_and_seen_through(invisible):
    """``clinic`` with an invisible character after it was accepted, printed as ``clinic`` and not warned of."""
    name = f"clinic{invisible}"
    with pytest.raises(ValueError, match="invisible, blank or control character"):
        check_name(name)
    assert shown(name).startswith("clinic\\u") and invisible not in shown(name)
    assert look_alike(name, ["clinic"]) == "clinic" and look_alike("clinic", [name]) == name


def test_joiners_that_scripts_need_are_kept_but_do_not_make_a_name_new():
    persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # a zero-width non-joiner, as Persian is spelt
    assert check_name(persian) == persian and shown(persian) == persian
    assert look_alike("clinic\u200d", ["clinic"]) == "clinic"


def test_a_name_struck_through_or_marked_over_its_letters_is_warned_of(example_project):
    struck = "c\u0336linic"
    assert check_name(struck) == struck and look_alike(struck, ["clinic"]) == "clinic"
    assert look_alike("clinic", [struck]) == struck
    assert look_alike("clinic 2", [struck]) is None
    with Project.open(example_project) as project:
        project.add_dataset(struck, open_table(example_path("clinic_survey.csv")))
        assert any("looks like the existing 'clinic'" in n for n in project.notices)


def test_json_output_is_exact_as_data_and_safe_on_a_terminal():
    from dpgui.store.declared.names import json_text

    data = {"name": "clinic\u202etxt\U000e0101\n\x1b", "plain": "ε ≤ 1, naïve"}
    text = json_text(data)
    assert json.loads(text) == data and not any(c in text for c in ("\u202e", "\U000e0101", "\x1b", "\n"))
    assert "ε ≤ 1, naïve" in text  # what is visible stays readable


def test_a_look_alike_name_is_allowed_with_a_warning(example_project, tmp_path, capsys):
    look_alike = "cl\u0456nic"  # a Cyrillic і
    argv = ["import", str(example_project), str(example_path("clinic_survey.csv")), "--name", look_alike,
            "--schema", schema_file(tmp_path)]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert "looks like the existing 'clinic'" in err
    with Project.open(example_project) as project:
        project.add_dataset("CLINIC", open_table(example_path("clinic_survey.csv")))
        assert any("looks like the existing" in n for n in project.notices)
        project.notices.clear()
        project.add_dataset("clinic 2", open_table(example_path("clinic_survey.csv")))
        assert not any("looks like" in n for n in project.notices)


@pytest.fixture
def old_file(tmp_path, monkeypatch):
    """A project made before names were checked: each hostile name as a dataset and as a group of people, each
    with a release."""
    import dpgui.store.ledger.book as book_module
    import dpgui.store.project as project_module
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release

    path = tmp_path / "old.dpgui"
    with monkeypatch.context() as m:
        for module in (project_module, book_module):
            m.setattr(module, "check_name", lambda name, what="": name.strip(), raising=False)
        with Project.create(path, pure(10)) as project:
            csv = tmp_path / "d.csv"
            for i, name in enumerate(HOSTILE.values()):  # other people in each: ids of their own
                csv.write_text("id,region\n" + "".join(f"{i}-{j},North\n" for j in range(20)), encoding="utf-8")
                project.add_dataset(name, open_table(csv),
                                    parse_schema({"columns": {"region": EXAMPLE_SCHEMA["columns"]["region"]}}))
                project.declare_different_people(name, pure(1), name)
                release(project, name, {"type": "histogram", "column": "region"}, PrivacySetting.of(epsilon="0.1"))
    return path


def test_an_old_file_with_hostile_names_opens_and_prints_them_escaped(old_file, tmp_path, capsys):
    for command in ("history", "budget"):
        assert main([command, str(old_file)]) == 0
        out = capsys.readouterr()
        text = out.out + out.err
        assert not any(c in text for c in HIDDEN) and "clinic\\u000a#99" in text, command
        assert not any(line.lstrip().startswith("#99") for line in text.splitlines())  # no forged ledger line
    assert main(["history", str(old_file), "--json"]) == 0
    out = capsys.readouterr().out
    assert not any(c in out for c in HIDDEN)
    history = json.loads(out)  # still valid JSON, and the names come back exactly
    assert [e["dataset"] for e in history["entries"]] == list(HOSTILE.values())
    assert main(["schema", str(old_file), "nope"]) == 2  # a refusal lists the datasets: escaped too
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and not any(c in err for c in HIDDEN)


def test_a_json_refusal_carries_names_exactly_and_safely(old_file, capsys):
    """Escaped before ``json.dumps``, a name came back as the literal text ``\\u202e``, not as itself."""
    assert main(["schema", str(old_file), "nope", "--json"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and not any(c in err for c in HIDDEN)
    assert HOSTILE["bidi"] in json.loads(err)["error"] and HOSTILE["invisible"] in json.loads(err)["error"]


def test_linking_says_each_notice_once_and_prints_no_name_raw(tmp_path, monkeypatch, capsys):
    """`dpgui link` printed every notice of the project again after opening had (so each twice), raw, and a group
    of people's name from an old file raw in its text (a line break in it forged a line)."""
    import dpgui.store.ledger.book as book_module
    from tests import linked_fixtures as fx

    source, schema = fx.write_csv(tmp_path), tmp_path / "schema.json"
    schema.write_text(json.dumps(fx.schema().to_json()), encoding="utf-8")
    path = tmp_path / "p.dpgui"
    assert main(["project", "create", str(path), "--epsilon", "2"]) == 0
    assert main(["link", str(path), str(source), "--name", "a", "--schema", str(schema)]) == 0
    with monkeypatch.context() as before_checks, Project.open(path) as project:
        before_checks.setattr(book_module, "check_name", lambda name, what="": name)
        project.declare_different_people("a", pure(1), HOSTILE["newline"])
    monkeypatch.setenv("DPGUI_DATA_DIR", str(tmp_path / "a new record"))  # opening then has something to say
    capsys.readouterr()
    assert main(["link", str(path), str(source), "--name", "b", "--schema", str(schema)]) == 0
    out, err = capsys.readouterr()
    notes = err.splitlines()
    assert len(notes) == len(set(notes)) == 2 and any("record of dpgui spending is new" in n for n in notes)
    assert any("The rows of 'b' are the same" in n for n in notes)
    assert "clinic\\u000a#99" in out and not any(line.startswith("#99") for line in out.splitlines())


def test_an_old_file_with_hostile_names_makes_an_escaped_report(old_file, tmp_path, capsys):
    assert main(["report", str(old_file), "--out", str(tmp_path / "r.html")]) == 0
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert not any(c in html for c in HIDDEN) and "clinic\\u202etxt.exe" in html
    assert main(["report", str(old_file), "--release", "4", "--out", str(tmp_path / "r.pdf")]) == 0  # the long name


def test_the_budget_page_shows_hostile_names_escaped(old_file, qtbot):
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.budget import BudgetPage

    context = StudyContext()
    page = BudgetPage(context)
    qtbot.addWidget(page)
    context.open(old_file, Project.open(old_file, readonly=True))
    for name in HOSTILE.values():
        context.select_dataset(name)
        cells = [page.ledger.item(r, c).text() for r in range(page.ledger.rowCount()) for c in range(6)]
        shown = cells + [page.summary.text(), page.shared.text()]
        assert not any(c in text for text in shown for c in HIDDEN + ("\n",))
    context.close()


def displayed(label) -> str:
    """What a label shows: its text, or what its markup renders to when Qt reads it as rich text."""
    from PySide6.QtGui import QTextDocument, Qt  # QtGui's Qt has mightBeRichText

    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(label.text()))
    if not rich:
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def test_the_results_page_shows_names_from_the_data_as_typed(tmp_path, qtbot):
    """The sentence and the warning quote a column name and categories; on labels left to guess, markup in them
    was rendered (italics here; an image or a link could be) and a U+202E reversed the rest of the line."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.results import ResultsPage

    column = "<i>stress</i>\u202e"
    csv = tmp_path / "d.csv"
    csv.write_text(f"id,{column}\n" + "".join(f"{i},<b>yes</b>\n" for i in range(5)), encoding="utf-8")
    path = tmp_path / "p.dpgui"
    with Project.create(path, pure(10)) as project:
        project.add_dataset("d", open_table(csv), parse_schema(
            {"columns": {column: {"type": "categorical", "categories": ["<b>yes</b>", "no"]}}}))
        release(project, "d", {"type": "histogram", "column": column}, PrivacySetting.of(epsilon="0.01"))
    context = StudyContext()
    page = ResultsPage(context)
    qtbot.addWidget(page)
    context.open(path, Project.open(path, readonly=True))
    context.select_dataset("d")
    assert "Histogram of <i>stress</i>\\u202e:" in displayed(page.sentence)
    warning = displayed(page.warning)  # which cells' noise outweighs them is chance: each one is quoted as typed
    assert "(missing) cell" in displayed(page.sentence) and "Too few rows" in warning
    assert "yes" not in warning or "<b>yes</b>" in warning
    assert "<i>stress</i>\\u202e" in displayed(page.title)
    context.close()


def test_the_survey_page_shows_language_names_as_typed(tmp_path, qtbot):
    """Languages are column headers of an XLSForm (``label::<b>English</b>``): they were shown as markup."""
    from dpgui.core.rr.survey import Question, Survey
    from dpgui.store import surveys as store
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.survey import SurveyPage

    language = "<b>English</b>\u202e"
    survey = Survey(id="t", title="T", languages=[language], questions=[
        Question("drugs", "sensitive_yes_no", {language: "Have you used drugs this year?"},
                 design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"})])
    path = tmp_path / "p.dpgui"
    project = Project.create(path, pure(1))
    store.save_survey(project, survey)
    context = StudyContext()
    page = SurveyPage(context)
    qtbot.addWidget(page)
    context.open(path, project)
    page.refresh()
    assert "version 1, <b>English</b>\\u202e — draft" in displayed(page.title)
    context.close()


def test_a_label_with_control_characters_exports_to_a_workbook_escaped(tmp_path):
    """A worksheet cannot hold control characters: such a label made the export fail with an "unexpected" error."""
    import openpyxl

    from dpgui.report.release_export import write_release

    release = {"release_id": 1, "confidence": 0.95, "method": "m",
               "rows": [{"label": "a\x1b[31mb", "estimate": 1, "ci_low": 0, "ci_high": 2}]}
    write_release(release, tmp_path / "r.xlsx")
    assert openpyxl.load_workbook(tmp_path / "r.xlsx").active["A2"].value == "a\\u001b[31mb"


def test_every_export_shows_hidden_characters_and_json_keeps_them_exact(tmp_path):
    """The note row (built by dpgui from a column name) and labels carried ESC, U+202E and invisible characters
    raw into CSV and XLSX, where the cell is what its reader sees; JSON kept U+202E raw, unsafe to print."""
    import openpyxl

    from dpgui.report.release_export import write_release

    release = {"release_id": 1, "confidence": 0.95, "method": "mean of a\x1bb\u202ec; rows with none left out",
               "rows": [{"label": "x\u202ey\ufe0f", "estimate": 1, "ci_low": 0, "ci_high": 2}]}
    for fmt in ("csv", "xlsx", "json"):
        write_release(release, tmp_path / f"r.{fmt}")
    sheet = openpyxl.load_workbook(tmp_path / "r.xlsx").active
    texts = {"csv": (tmp_path / "r.csv").read_text(encoding="utf-8"), "json": (tmp_path / "r.json").read_text(
        encoding="utf-8"), "xlsx": "\n".join(str(c.value) for row in sheet.iter_rows() for c in row if c.value)}
    for fmt, text in texts.items():
        assert not any(c in text for c in ("\x1b", "\u202e", "\ufe0f")), fmt
    for fmt in ("csv", "xlsx"):
        assert "x\\u202ey\\ufe0f" in texts[fmt] and "a\\u001bb\\u202ec" in texts[fmt], fmt
    exported = json.loads(texts["json"])
    assert exported["rows"] == release["rows"] and exported["method"] == release["method"]


def test_a_name_with_dollar_signs_is_printed_as_typed_in_a_pdf_report(tmp_path):
    """Matplotlib read text between two $ as a formula: a name such as this one broke the PDF report."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.report.document import build_report
    from dpgui.report.render import write_report

    path = tmp_path / "p.dpgui"
    with Project.create(path, pure(1)) as project:
        name = r"costs $\left$ 2024"
        project.add_dataset(name, open_table(example_path("clinic_survey.csv")), parse_schema(EXAMPLE_SCHEMA))
        release(project, name, {"type": "count"}, PrivacySetting.of(epsilon="0.1"))
        write_report(build_report(project), tmp_path / "r.pdf")
    text = subprocess.run(["pdftotext", str(tmp_path / "r.pdf"), "-"], capture_output=True, text=True).stdout
    assert r"costs $\left$ 2024" in text


def test_the_app_warns_of_a_look_alike_name_after_the_import(example_project, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from dpgui.ui.main_window import MainWindow

    notes = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: notes.append(text))
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_path(str(example_project))
    window.run_import(str(example_path("clinic_survey.csv")), "cl\u0456nic", {}, None)
    qtbot.waitUntil(lambda: bool(notes), timeout=20_000)
    assert "looks like the existing 'clinic'" in notes[0]
    window.context.close()


def test_text_of_several_lines_keeps_its_line_breaks_and_shows_every_other_control():
    """The quick path for plain ASCII (a release's JSON has a line break per row) lets only line breaks through."""
    assert shown("a\nb", keep_lines=True) == "a\nb"
    assert shown("a\nb\x1b[31m\t\r", keep_lines=True) == "a\nb\\u001b[31m\\u0009\\u000d"
    assert shown("a\nb") == "a\\u000ab"


def test_every_character_is_shown_as_it_is_judged_one_by_one():
    """Only the characters outside printable ASCII are looked at one by one (found by a regular expression): every
    code point, surrogates included, beside plain text and a line break, comes out as judging each character does."""
    from dpgui.store.declared.names import _escape, _hidden

    for keep_lines in (False, True):
        for start in range(0, 0x110000, 0x4000):
            text = "a\n~" + "".join(map(chr, range(start, min(start + 0x4000, 0x110000)))) + " z"
            expected = "".join(_escape(c) if _hidden(c, keep_lines) else c for c in text)
            assert shown(text, keep_lines) == expected, hex(start)
