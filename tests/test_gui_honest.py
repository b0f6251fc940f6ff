"""Issue #16, as a person meets it on a laptop: plain numbers, honest about missing values, every
page and dialog within a small screen, and the rough edges gone. Each test clicks or types."""

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea

from dpgui.core.words.plain_numbers import plain_estimate, plain_number
from dpgui.ui.main_window import PAGES
from tests.test_gui import add_query, click, open_example, window  # noqa: F401
from tests.test_gui_survey import one_question, open_with

LAPTOP = (1280, 720)
SCALE = 1.25  # Windows' common laptop setting: every size is drawn 1.25 times larger
FITS = (int(LAPTOP[0] / SCALE), int(LAPTOP[1] / SCALE))  # so the hints must fit 1024×576


def run_planned(qtbot, w) -> None:
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)


def test_numbers_read_as_people_write_them():
    assert plain_estimate(25_040.3, 23_241.7, 26_903.1) == "25,040 (23,240 to 26,900)"
    assert plain_number(12_800_000.0) == "12,800,000" and plain_number(2.951e6) == "2,950,000"
    assert plain_number(1e-5) == "0.00001" and plain_number(0.25) == "0.25" and plain_number(197) == "197"
    assert "e" not in plain_number(1.5e20) + plain_number(3.2e-12)


def test_a_result_says_what_it_is_in_one_sentence_with_details_on_request(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w, kind="mean", column="age")
    assert "with about 600 rows" in w.queries.table.item(0, 2).text()  # the planned ± for the rows imported
    run_planned(qtbot, w)
    page = w.results
    sentence = page.sentence.text()
    assert sentence.startswith("Mean of age: about ") and "95% sure" in sentence
    assert "Rows with no age were left out." in sentence  # the rule, never how many
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())
               if not page.table.isColumnHidden(c)]
    assert headers == ["What", "Estimate", "Low end", "High end"] and not page.method.isVisible()
    click(qtbot, page.details)
    assert not page.table.isColumnHidden(4) and page.method.isVisible() and "Noise" in \
        page.table.horizontalHeaderItem(4).text()
    shown = " ".join(page.table.item(0, c).text() for c in range(6)) + page.sentence.text() + page.method.text()
    assert "e+" not in shown and "e-0" not in shown


def test_export_and_report_wait_for_a_release(qtbot, window):
    w = window
    open_example(qtbot, w)
    w.nav.setCurrentRow(PAGES.index("Results"))
    assert not w.export_action.isEnabled() and not w.report_action.isEnabled()
    assert not any(b.isEnabled() for b in w.results.buttons)
    add_query(qtbot, w)
    run_planned(qtbot, w)
    assert w.export_action.isEnabled() and w.report_action.isEnabled() and all(b.isEnabled() for b in w.results.buttons)


def test_the_example_opens_the_same_copy_each_time(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    run_planned(qtbot, w)
    first = w.context.project.path
    w.close_action.trigger()  # File ▸ Close project
    open_example(qtbot, w)
    assert w.context.project.path == first and len(w.context.project.ledger("clinic")) == 1  # its release is there


def test_open_recent_lists_a_lone_project_once_and_no_junk(qtbot, window, tmp_path):
    w = window
    open_example(qtbot, w)
    path = str(w.context.project.path.resolve())
    w.close_action.trigger()
    QSettings().setValue("recent", path)  # what QSettings gives back for a list of one: a string
    w.recent_menu.aboutToShow.emit()
    names = [a.text() for a in w.recent_menu.actions()]
    assert names == [Path(path).name]
    w.recent_menu.actions()[0].trigger()
    assert w.context.project is not None and str(w.context.project.path.resolve()) == path
    assert w.context.recent() == [path]


def test_a_wrong_kiosk_pin_says_so_and_asks_again(qtbot, window, tmp_path):
    w = window
    open_with(w, tmp_path, one_question())
    kiosk = w.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    seen = []

    def type_pin(pin: str, then=None):
        dialog = kiosk.pin_dialog
        seen.append(dialog.labelText())
        field = dialog.findChild(QLineEdit)
        qtbot.keyClicks(field, pin)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        if then:
            QTimer.singleShot(50, then)

    QTimer.singleShot(50, lambda: type_pin("0000", lambda: type_pin("2468")))
    assert kiosk.request_exit()
    assert seen[0] == "PIN to leave the kiosk:" and "not right" in seen[1] and not kiosk.isVisible()


def test_the_inspector_is_a_tool_not_a_page(qtbot, window):
    w = window
    assert "Inspector" not in PAGES
    tools = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Tools")
    tools.actions()[0].trigger()
    assert w.inspector_window.isVisible()


def test_help_has_a_glossary_for_survey_researchers(qtbot, window):
    w = window
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().reject())
    help_menu.actions()[0].trigger()
    from dpgui.ui.glossary import GLOSSARY
    assert {t for t, _ in GLOSSARY} >= {"ε (epsilon)", "Interval (range)", "Noise", "Privacy budget",
                                          "Randomized response"}


def _fits(widget) -> tuple[int, int]:
    hint = widget.minimumSizeHint()
    size = (max(hint.width(), widget.minimumWidth()), max(hint.height(), widget.minimumHeight()))
    assert size[0] <= FITS[0] and size[1] <= FITS[1], f"{widget.windowTitle() or widget}: needs {size}"
    return size


def test_every_page_and_dialog_fits_a_1280_by_720_screen_at_125_percent(qtbot, window):
    """Minimum size hints within 1024×576: at 125% scaling they are drawn within 1280×720."""
    from dpgui.ui.about import AboutDialog
    from dpgui.ui.glossary import GlossaryDialog
    from dpgui.ui.pages.add_query import AddQueryDialog
    from dpgui.ui.pages.import_wizard import ImportWizard
    w = window
    _fits(w)  # the start page
    open_example(qtbot, w)
    editor = w.data.editor  # no header and no missing-value choice is cut ("gories (comma-separa", "fill with the l")
    for column in range(editor.columnCount()):
        label = editor.horizontalHeaderItem(column).text()
        assert editor.columnWidth(column) >= editor.fontMetrics().horizontalAdvance(label), label
    for row in range(editor.rowCount()):
        box = editor.cellWidget(row, 5)
        assert editor.columnWidth(5) >= box.sizeHint().width(), box.currentText()
    room = FITS[0] - w.nav.width() - 40  # beside the navigation column: no sideways scrolling
    for row in range(len(PAGES)):
        w.nav.setCurrentRow(row)
        _fits(w)
        shown = w.stack.currentWidget()  # the page's scroll area, or the holder of it and the page's footer
        area = shown if isinstance(shown, QScrollArea) else shown.findChild(QScrollArea)
        assert area.widget().minimumSizeHint().width() <= room, PAGES[row]
    w.show_inspector()
    _fits(w.inspector_window)
    assert w.inspector.minimumSizeHint().width() <= FITS[0] - 40
    from dpgui.store.surveys import current_survey
    from dpgui.ui.pages.question_dialog import QuestionDialog
    survey = current_survey(w.context.project)
    dialogs = [AboutDialog(w), GlossaryDialog(w), AddQueryDialog(w.queries.preview(), w),
               QuestionDialog(survey.languages, survey.questions[1], w)]
    wizard = ImportWizard(w, str(Path(__file__).parents[1] / "resources" / "example" / "clinic_survey.csv"))
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        _fits(dialog)
    qtbot.addWidget(wizard)
    wizard.show()
    for _ in range(3):  # each page of the wizard: file, private preview, declarations
        _fits(wizard)
        wizard.next()
    click(qtbot, wizard.declare.propose)
    _fits(wizard)
    wizard.reject()
    kiosk = w.survey.start_kiosk(pin="0000", full_screen=False)
    qtbot.addWidget(kiosk)
    _fits(kiosk)
    assert kiosk.request_exit("0000")


def test_six_answers_show_labels_and_a_plain_small_sample_warning(qtbot, window, tmp_path):
    from dpgui.store import surveys as store
    from tests.survey_fixtures import make_survey
    w = window
    project = open_with(w, tmp_path, make_survey())
    survey = store.current_survey(project)
    answers = [{"region": r, "drugs": d, "income": "band1"} for r, d in
               [("north", "yes"), ("south", "no"), ("north", "no"), ("south", ""), ("north", "yes"), ("south", "no")]]
    store.commit_many(project, survey, answers, "paper.csv")
    w.survey.responses_changed.emit()
    w.nav.setCurrentRow(PAGES.index("Results"))
    panel = w.survey_results
    w.results_tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: panel.table.rowCount() > 0, timeout=20_000)
    texts = [[panel.table.item(r, c).text() for c in range(panel.table.columnCount())]
             for r in range(panel.table.rowCount())]
    assert any(row[2] == "North" for row in texts) and not any(row[2] == "north" for row in texts)  # labels
    drugs = next(row for row in texts if row[1] == "Have you used drugs this year?")
    assert drugs[5] == "5 answers" and "too few answers" in drugs[6]  # the unanswered one is not counted
    assert "Too few rows or answers" in panel.note.text()
    assert all(panel.table.isColumnHidden(c) for c in range(7, panel.table.columnCount()))
    click(qtbot, panel.details)
    assert not panel.table.isColumnHidden(8) and panel.table.horizontalHeaderItem(8).text() == "Standard error"


def test_the_free_post_processing_is_offered_for_counts_only(tmp_path, qtbot):
    """"Clamp negative counts to 0" or "Scale to a total of 100" mean nothing for a mean: offered, they changed it."""
    from dpgui.core.costs.accounting import pure
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.project import Project
    from dpgui.store.importers import open_table
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.results import ResultsPage

    (tmp_path / "d.csv").write_text("g,x\n" + "".join(f"{'ab'[i % 2]},{i % 7}\n" for i in range(200)), encoding="utf-8")
    path = tmp_path / "p.dpgui"
    with Project.create(path, pure(10)) as project:
        project.add_dataset("d", open_table(tmp_path / "d.csv"), parse_schema({"columns": {
            "g": {"type": "categorical", "categories": ["a", "b"]}, "x": {"type": "numeric", "lower": 0, "upper": 6}}}))
        setting = PrivacySetting.of(epsilon="1")
        mean = release(project, "d", {"type": "mean", "column": "x"}, setting)["release_id"]
        histogram = release(project, "d", {"type": "histogram", "column": "g"}, setting)["release_id"]
    context = StudyContext()
    page = ResultsPage(context)
    qtbot.addWidget(page)
    context.open(path, Project.open(path, readonly=True))
    page.refresh(select=mean)
    shown_for_mean = [not w.isHidden() for w in (page.free, page.clamp, page.round, page.normalise)]
    page.normalise.setChecked(True)
    assert page.displayed_rows() == page.current["rows"]  # nothing offered, nothing changed
    page.refresh(select=histogram)
    assert shown_for_mean == [False] * 4
    assert all(not w.isHidden() for w in (page.free, page.clamp, page.round, page.normalise))
    context.close()
