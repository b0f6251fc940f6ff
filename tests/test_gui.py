"""The desktop app driven as a person would: clicks, typing, the slider, dialogs. Offscreen."""

import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QMessageBox, QWizard

from dpgui.engine import aggregates
from dpgui.core.costs.accounting import pure
from dpgui.store.project import Project
from dpgui.ui.colours import colour
from dpgui.ui.main_window import PAGES, MainWindow
from dpgui.ui.workers import BUSY

HIST_DIALOG = {"kind": "histogram", "column": "region"}


@pytest.fixture
def window(qtbot, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName("dpgui-tests")
    QCoreApplication.setApplicationName("dpgui-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_example(qtbot, w):
    click(qtbot, w.start.example_button)
    assert w.context.project is not None and w.context.dataset == "clinic"
    assert "clinic-survey" in w.windowTitle()


def add_query(qtbot, w, kind="histogram", column="region"):
    """Click "Add query…", pick the kind and column in the dialog, press OK."""
    def fill():
        dialog = QApplication.activeModalWidget()
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
        dialog.column.setCurrentText(column)
        click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    w.nav.setCurrentRow(PAGES.index("Queries"))  # the Queries page
    QTimer.singleShot(50, fill)
    click(qtbot, w.queries.add_button)


def spent(w) -> float:
    return float(w.context.project.budget(w.context.dataset).spent.epsilon)


def test_open_example_plan_run_and_reopen(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    assert w.queries.table.rowCount() == 1 and "± " in w.queries.table.item(0, 2).text()
    slider = w.queries.slider.slider
    slider.setFocus()
    while w.queries.slider.epsilon() < 0.25:  # the keyboard, as a person would
        qtbot.keyClick(slider, Qt.Key.Key_PageUp)
    eps = w.queries.slider.epsilon()
    assert w.queries.items[0].epsilon == eps
    assert f"ε = {eps:g}" in w.queries.total.text()
    before = spent(w)
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    assert spent(w) == pytest.approx(before + eps)
    assert w.stack.currentWidget().widget() is w.results_tabs and w.results_tabs.currentWidget() is w.results
    rows = w.results.table.rowCount()
    assert rows == 6 and w.results.table.item(0, 0).text() == "North"
    low, est, high = (float(w.results.table.item(0, c).text().replace(",", "")) for c in (2, 1, 3))
    assert low <= est <= high
    shown = w.results.current["rows"]
    path = w.context.project.path
    w.context.close()
    w.open_path(str(path))
    w.nav.setCurrentRow(PAGES.index("Results"))
    assert w.results.current["rows"] == shown and spent(w) == pytest.approx(before + eps)


def test_over_budget_disables_run_with_the_reason(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    w.queries.slider.set_epsilon(5.0)
    w.queries.slider.committed.emit(5.0)
    assert not w.queries.run_button.isEnabled()
    assert "Over budget" in w.queries.reason.text()
    QTimer.singleShot(50, lambda: click(qtbot, w.queries.split_confirm.button(QMessageBox.StandardButton.Cancel)))
    click(qtbot, w.queries.split_button)  # asks first: Cancel plans nothing
    assert "all of the ε = 1 left" in w.queries.split_confirm.text() and w.queries.items[0].epsilon == 5.0
    QTimer.singleShot(50, lambda: click(qtbot, w.queries.split_confirm.button(QMessageBox.StandardButton.Yes)))
    click(qtbot, w.queries.split_button)
    assert w.queries.run_button.isEnabled() and w.queries.items[0].epsilon == pytest.approx(1.0)


class Gate:
    """Holds a release inside its transaction until released, checking for cancel meanwhile."""

    def __init__(self, monkeypatch):
        self.entered, self.open = threading.Event(), threading.Event()
        original = aggregates.ChunkReader.chunks

        def held(reader, columns):
            self.entered.set()
            while not self.open.is_set() and not reader.task.cancelled:
                time.sleep(0.005)
            yield from original(reader, columns)
        monkeypatch.setattr(aggregates.ChunkReader, "chunks", held)


def test_cancel_mid_run_keeps_the_charge_and_says_so(qtbot, window, monkeypatch):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    gate = Gate(monkeypatch)
    assert w.queries.run_button.isEnabled(), w.queries.reason.text()
    click(qtbot, w.queries.run_button)
    assert gate.entered.wait(10)
    click(qtbot, w.queries.run_button)  # a double click cannot start a second run
    qtbot.waitUntil(w.queries.cancel_button.isVisible)
    click(qtbot, w.queries.cancel_button)
    qtbot.waitUntil(lambda: not w.context.runner.busy, timeout=10_000)
    [entry] = w.context.project.ledger()  # spend first: reading had begun, so the charge stays
    assert entry.state == "cancelled" and spent(w) == pytest.approx(float(entry.cost.epsilon))
    assert "stay charged" in w.queries.status.text() and len(w.queries.items) == 1
    w.budget.refresh()
    assert w.budget.ledger.item(0, 4).text() == "cancelled (still counted)"


def test_a_second_task_while_one_runs_says_busy_and_the_first_goes_on(qtbot, window, monkeypatch):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    gate = Gate(monkeypatch)
    click(qtbot, w.queries.run_button)
    assert gate.entered.wait(10)
    w.nav.setCurrentRow(PAGES.index("Data"))
    click(qtbot, w.data.propose)  # the worker is busy: nothing starts, and the page says so
    assert w.data.problem.text() == BUSY
    gate.open.set()
    with qtbot.waitSignal(w.queries.released, timeout=30_000):
        pass
    assert not w.context.runner.busy  # free before anyone hears of the result: the next click works
    click(qtbot, w.data.propose)
    qtbot.waitUntil(lambda: w.data.problem.text() != "Reading the data to propose declarations…", timeout=30_000)
    assert w.data.problem.text() != BUSY


def test_closing_the_window_during_a_run_exits_cleanly(qtbot, window, monkeypatch):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    path = w.context.project.path
    gate = Gate(monkeypatch)
    click(qtbot, w.queries.run_button)
    assert gate.entered.wait(10)
    w.close()  # cancels, waits for the worker, closes the project
    assert w.context.project is None and not w.context.runner.busy
    with Project.open(path) as project:
        assert [e.state for e in project.ledger()] == ["cancelled"]


def test_import_a_csv_and_declare_its_schema(qtbot, window, tmp_path):
    w = window
    w.create_project(str(tmp_path / "new.dpgui"), 1.0)
    data = tmp_path / "survey.csv"
    data.write_text("id,district,income\n" + "".join(f"P{i},{'AB'[i % 2]},{i * 10}\n" for i in range(200)),
                    encoding="utf-8")

    def drive_wizard():
        wizard = QApplication.activeModalWidget()
        assert isinstance(wizard, QWizard)
        assert wizard.choose.path.text() == str(data) and wizard.choose.name.text() == "survey"
        wizard.next()
        assert "Private preview" in wizard.preview.notice.text() and wizard.preview.table.rowCount() == 20
        wizard.next()
        editor = wizard.declare.editor
        editor.cellWidget(0, 1).setCurrentText("identifier")
        editor.cellWidget(1, 1).setCurrentText("categorical")
        editor.item(1, 2).setText("A, B")
        editor.cellWidget(2, 1).setCurrentText("numeric")
        editor.item(2, 3).setText("0")
        assert "⚠" in editor.item(2, 7).text()  # the missing upper bound is flagged next to the row
        assert not wizard.declare.isComplete()
        editor.item(2, 4).setText("5000")
        assert wizard.declare.isComplete()
        wizard.accept()
    QTimer.singleShot(50, drive_wizard)
    w.import_data(str(data))
    qtbot.waitUntil(lambda: w.context.dataset == "survey", timeout=10_000)
    info = w.context.project.dataset("survey")
    assert info.n_rows == 200 and info.schema.columns["district"].categories == ("A", "B")
    assert info.schema.columns["income"].upper == 5000 and not info.schema.derived_from_private_data
    assert w.data.editor.rowCount() == 3


def test_schema_edit_is_saved_and_undone(qtbot, window):
    w = window
    open_example(qtbot, w)
    editor = w.data.editor
    editor.item(2, 4).setText("100")  # age upper bound 90 → 100
    assert w.context.project.dataset("clinic").schema.columns["age"].upper == 100
    w.context.undo.undo()
    assert w.context.project.dataset("clinic").schema.columns["age"].upper == 90
    assert editor.item(2, 4).text() == "90"


def test_epsilon_help_and_about(qtbot, window):
    w = window
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().accept())
    w.explain_epsilon()
    open_example(qtbot, w)
    w.nav.setCurrentRow(PAGES.index("Budget"))
    assert "27%" in w.budget.explainer.text.text()  # ε = 1, 10% → at most 27%, from the formula
    assert w.budget.explainer.text.isVisible() and not w.budget.explainer.chart.isVisible()  # plain words first
    assert not w.budget.head.isVisible()
    w.budget.details.setChecked(True)  # the chart and the hash chain, for those who want them
    assert w.budget.explainer.chart.isVisible() and w.budget.head.isVisible()
    box = w.budget.ledger
    assert box.rowCount() == 0


def test_missing_value_combo_follows_type(qtbot, window):
    w = window
    open_example(qtbot, w)
    combo: QComboBox = w.data.editor.cellWidget(2, 5)
    assert [combo.itemData(i) for i in range(combo.count())] == ["exclude", "impute"]  # leaving out comes first
    assert w.context.project.dataset("clinic").schema.columns["age"].missing == "exclude"
    combo.setCurrentIndex(1)  # imputing is a choice, and the row says what it does
    assert w.context.project.dataset("clinic").schema.columns["age"].missing == "impute"
    assert "pulls the mean down" in w.data.editor.item(2, 7).text()


def test_target_accuracy_solves_epsilon_and_undo_restores(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    qtbot.keyClicks(w.queries.aim.target, "5")
    find = [b for b in w.queries.editor.findChildren(type(w.queries.add_button)) if b.text() == "Find ε"][0]
    click(qtbot, find)
    eps = w.queries.items[0].epsilon
    assert w.queries.table.item(0, 2).text() == "± 5 per cell at 95%" and eps < 1
    w.context.undo.undo()
    assert w.queries.items[0].epsilon == 0.1
    w.context.undo.undo()
    assert w.queries.items == []


def test_export_and_drop(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    for name in ("r.csv", "r.xlsx", "r.json"):
        w.results.export_table(str(tmp_path / name))
        assert (tmp_path / name).stat().st_size > 0
    w.results.export_chart(str(tmp_path / "c.svg"))
    assert (tmp_path / "c.svg").read_text().startswith("<?xml")
    w.results.copy_table()
    assert QApplication.clipboard().text().startswith("label\testimate")
    opened = []
    monkeypatch.setattr(w, "import_data", lambda path="": opened.append(path))
    data = tmp_path / "dropped.csv"
    data.write_text("a\n1\n", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(data))])
    w.dropEvent(QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier))
    assert opened == [str(data)]


def test_propose_from_data_shows_no_extremes_and_each_line_is_confirmed(qtbot, window):
    w = window
    open_example(qtbot, w)
    editor = w.data.editor
    click(qtbot, w.data.propose)
    qtbot.waitUntil(lambda: bool(editor.unconfirmed()), timeout=10_000)
    assert w.data.derived.isVisible() and "proposed from the private data" in w.data.derived.text()
    assert editor.item(2, 3).text() == "" and editor.item(2, 4).text() == ""  # age: no private minimum or maximum
    assert "codebook" in editor.item(2, 7).text()
    editor.item(2, 3).setText("18")  # the curator types the bounds
    editor.item(2, 4).setText("90")
    schema = w.context.project.dataset("clinic").schema
    assert schema.derived_from_private_data and schema.columns["age"].lower == 18
    add_query(qtbot, w)
    assert not w.queries.run_button.isEnabled() and "proposed from the private data" in w.queries.reason.text()
    w.nav.setCurrentRow(0)
    rows = [r for r in range(editor.rowCount()) if editor.item(r, 7).flags() & Qt.ItemFlag.ItemIsUserCheckable]
    for row in rows:  # one tick per proposed line; one click is not enough
        assert w.context.project.dataset("clinic").schema.derived_from_private_data
        rect = editor.visualItemRect(editor.item(row, 7))
        qtbot.mouseClick(editor.viewport(), Qt.MouseButton.LeftButton, pos=rect.topLeft() + QPoint(10, rect.height() // 2))
    assert editor.unconfirmed() == () and not w.data.derived.isVisible()
    assert not w.context.project.dataset("clinic").schema.derived_from_private_data
    assert w.queries.run_button.isEnabled()


def test_free_post_processing_toggles(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    release = w.results.current
    raw = release["unclamped"]["values"]
    click(qtbot, w.results.clamp)  # unclamp: the raw noisy values, which may be negative
    assert [r["estimate"] for r in w.results.displayed_rows()] == raw
    click(qtbot, w.results.normalise)
    shown = [r["estimate"] for r in w.results.displayed_rows()]
    assert sum(max(v, 0) for v in shown) == pytest.approx(100)
    assert "scaled to a total of 100" in w.results.method.text()
    assert w.context.project.budget("clinic").spent.epsilon == pytest.approx(0.1)  # still free


def test_about_lists_version_and_licences(qtbot, window):
    from dpgui.ui.about import AboutDialog
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    names = [dialog.packages.item(i).text() for i in range(dialog.packages.count())]
    assert names[0].startswith("dpgui 0.") and any(n.startswith("PySide6") for n in names)
    row = next(i for i, n in enumerate(names) if n.startswith("PySide6"))
    dialog.packages.setCurrentRow(row)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()


def test_inspector_loads_a_csv_highlights_the_worst_pair_and_checks_a_claim(qtbot, window, tmp_path):
    w = window
    click(qtbot, w.start.inspector_button)
    assert w.inspector_window.isVisible()
    csv = tmp_path / "m.csv"
    csv.write_text("input,0,1,2,3,4,5\n0,2/3,1/6,1/12,1/24,1/48,1/48\n1,1/3,1/3,1/6,1/12,1/24,1/24\n", encoding="utf-8")
    v = w.inspector.verify
    v.load_matrix(str(csv))
    assert "ln 2" in v.summary.text() and "inputs <b>0</b> vs <b>1</b>" in v.summary.text()
    highlighted = [(r, c) for r in range(v.table.rowCount()) for c in range(v.table.columnCount())
                   if v.table.item(r, c).background().color() == colour("highlight")]
    assert len(highlighted) == 2 and {c for _, c in highlighted} == {0}
    v.claim_eps.setText("0.5")
    v.claim_delta.setText("0")
    v.check_claim()
    assert "Fail" in v.claim_result.text() and "0 vs 1" in v.claim_result.text()
    v.claim_eps.setText("0.7")
    v.check_claim()
    assert "Pass" in v.claim_result.text()


def test_inspector_double_survey_and_audit_tab(qtbot, window):
    w = window
    click(qtbot, w.start.inspector_button)
    v = w.inspector.verify
    v.kind.setCurrentText("Survey mechanism (a fair coin)")
    v.runs.setValue(2)
    assert "ln 9" in v.summary.text()
    v.view_run.setCurrentIndex(2)  # the output of run 2 alone
    assert "ln 3" in v.summary.text()
    audit = w.inspector.audit
    audit.case.setCurrentIndex(audit.case.findData("broken-svt-no-query-noise"))
    audit.samples.setValue(20_000)
    click(qtbot, audit.run_button)
    qtbot.waitUntil(lambda: "lower bound" in audit.result.text(), timeout=60_000)
    assert "Fail" in audit.result.text()


def add_many_tables(qtbot, w, k=2, untick=(), rounds=0):
    """Add a "Many tables at once" query, unticking the named tables and setting the rounds."""
    def fill():
        dialog = QApplication.activeModalWidget()
        dialog.kind.setCurrentIndex(dialog.kind.findData("marginals"))
        dialog.k.setValue(k)
        for i in range(dialog.tables.count()):
            if dialog.tables.item(i).text() in untick:
                dialog.tables.item(i).setCheckState(Qt.CheckState.Unchecked)
        dialog.rounds.setValue(rounds)
        click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    w.nav.setCurrentRow(PAGES.index("Queries"))
    QTimer.singleShot(50, fill)
    click(qtbot, w.queries.add_button)


def test_many_tables_at_once_and_synthetic_data(qtbot, window, tmp_path):
    w = window
    open_example(qtbot, w)
    add_many_tables(qtbot, w)
    assert w.queries.items[0].query == {"type": "marginals", "columns": ["region", "smoker"], "k": 2}
    with qtbot.waitSignal(w.queries.released, timeout=60_000):
        click(qtbot, w.queries.run_button)
    r = w.results
    assert r.current["query"] == "marginals" and r.marginal.isVisible() and r.synthetic_button.isVisible()
    assert r.table.rowCount() == 1 and r.table.item(0, 0).text() == "region × smoker"  # the error summary
    r.marginal.setCurrentIndex(1)
    assert r.table.rowCount() == 6 * 4  # region (4 + other + missing) × smoker (2 + other + missing)
    assert len(r.chart.figure.axes) >= 2  # learned beside measured, as heatmaps
    out = tmp_path / "synthetic.csv"
    r.export_synthetic(str(out), rows=300)
    qtbot.waitUntil(lambda: "Wrote 300 synthetic rows" in r.status.text(), timeout=30_000)
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "region,smoker" and len(lines) == 301
    assert w.context.project.budget("clinic").spent.epsilon == pytest.approx(0.1)  # synthesis was free


def test_a_chosen_list_of_tables_and_finishing_early(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_many_tables(qtbot, w, k=1, untick=("smoker",), rounds=200)
    query = w.queries.items[0].query
    assert query["marginals"] == [["region"]] and query["rounds"] == 200
    with qtbot.waitSignal(w.queries.released, timeout=60_000):
        click(qtbot, w.queries.run_button)
        assert w.queries.stop_button.isVisible()
        click(qtbot, w.queries.stop_button)  # honoured after the first round
    released = w.results.current
    assert released["noise"]["stopped_early"] and released["noise"]["rounds"] < 200
    assert w.context.project.budget("clinic").spent.epsilon < 0.1  # only the rounds done were charged
    assert "stopped after" in w.results.method.text()


def test_report_is_written_by_the_worker(qtbot, window, tmp_path):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    out = tmp_path / "report.html"
    dialog = w.results.export_report(str(out))
    assert dialog.format.currentData() == "html" and dialog.detail() == [1]  # few releases: all in detail
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: "Wrote the report" in w.results.status.text(), timeout=30_000)
    assert "Methodology" in out.read_text(encoding="utf-8")


def test_declaring_whose_rows_bounds_each_person(qtbot, window):
    """The curator picks the identifier column and a number of rows in the Data page, with the mouse and
    keyboard; the schema then enforces it and results say so."""
    w = window
    open_example(qtbot, w)
    w.nav.setCurrentRow(PAGES.index("Data"))
    page = w.data
    assert page.person.currentData() is None and not page.person_rows.isEnabled()
    page.person.setCurrentIndex(page.person.findData("respondent"))
    qtbot.waitUntil(lambda: w.context.project.dataset("clinic").schema.person is not None)
    page.person_rows.setFocus()
    page.person_rows.selectAll()
    qtbot.keyClicks(page.person_rows, "3")
    qtbot.waitUntil(lambda: w.context.project.dataset("clinic").schema.person.max_rows == 3)
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    result = release(w.context.project, "clinic", {"type": "count"}, PrivacySetting.of(epsilon="0.1"))
    assert result["rows_per_person"] == "enforced" and "At most 3 rows of each person" in result["method"]
    w.context.undo.undo()
    w.context.undo.undo()
    assert w.context.project.dataset("clinic").schema.person is None


def test_opening_an_older_copy_says_what_was_carried(qtbot, window, tmp_path, example_project):
    """A restored older copy of a project: the window tells the user, in plain words, that the spending
    this computer recorded still counts."""
    import shutil

    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    w = window
    w.open_path(str(example_project))
    path = w.context.project.path
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(path, backup)
    backup.chmod(0o600)  # a private backup: only the older-copy notice is expected
    release(w.context.project, "clinic", {"type": "count"}, PrivacySetting.of(epsilon="0.4"))
    w.close_project()
    w.open_path(str(backup))
    qtbot.waitUntil(lambda: getattr(w, "_notice", None) is not None and w._notice.isVisible())
    assert "restored backup" in w._notice.text() and "still count" in w._notice.text()
    assert spent(w) == pytest.approx(0.4)
    w._notice.accept()


def test_the_practice_example_can_be_tried_afresh_and_takes_no_real_data(qtbot, window, tmp_path):
    """Every copy of the bundled example (made-up people) has its own budget; real data go elsewhere."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.store.importers import open_table
    w = window
    open_example(qtbot, w)
    release(w.context.project, "clinic", {"type": "count"}, PrivacySetting.of(epsilon="1"))
    assert spent(w) == 1
    first = w.context.project.path
    w.close_project()
    from dpgui.resources import example_path
    import shutil
    second = tmp_path / "second-try.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), second)
    second.chmod(0o600)
    w.open_path(str(second))
    assert spent(w) == 0 and w.context.project.practice and w.context.project.path != first
    data = tmp_path / "real.csv"
    data.write_text("a\n1\n", encoding="utf-8")
    with pytest.raises(ValueError, match="practice project"):
        w.context.project.add_dataset("real", open_table(data))


def test_importing_into_the_practice_project_is_refused_before_the_wizard_with_the_reason(qtbot, window, tmp_path):
    """Issue #28: the menu item, its shortcut and the Data page's buttons are off there, and say why."""
    import shutil

    from dpgui.resources import example_path

    shutil.copy(example_path("clinic_survey.dpgui"), tmp_path / "practice.dpgui")
    window.context.open(tmp_path / "practice.dpgui", Project.open(tmp_path / "practice.dpgui"))
    assert window.context.project.practice
    assert not window.import_action.isEnabled() and "practice project" in window.import_action.statusTip()
    assert not window.data.import_button.isEnabled() and "practice project" in window.data.import_button.toolTip()
    assert not window.data.link_button.isEnabled()  # linked rows are real people too
    own = tmp_path / "own.dpgui"
    window.context.open(own, Project.create(own, pure(1)))
    assert window.import_action.isEnabled() and window.data.import_button.isEnabled()
    assert "DuckDB" in window.data.link_button.toolTip()  # its own explanation back


def test_the_practice_project_takes_no_real_rows_linked_either(tmp_path):
    """Linked rows are real people too: in the practice project (whose budget any copy may spend afresh) linking
    is refused before a row is read."""
    import shutil

    from dpgui.engine.linking import link_dataset
    from dpgui.resources import example_path
    from dpgui.store.links import link_to
    from tests import linked_fixtures as fx

    shutil.copy(example_path("clinic_survey.dpgui"), tmp_path / "practice.dpgui")
    with Project.open(tmp_path / "practice.dpgui") as project:
        with pytest.raises(ValueError, match="practice project"):
            link_dataset(project, "people", link_to(str(fx.write_parquet(tmp_path))), fx.schema())
        assert [d.name for d in project.datasets()] == ["clinic"]


def test_a_curator_leaves_out_values_not_in_the_list_and_the_result_says_so(qtbot, window):
    """Issue 28: the two choices of a categorical column, in words and with names a screen reader says."""
    w = window
    open_example(qtbot, w)
    editor = w.data.editor
    missing, outside = editor.cellWidget(1, 5), editor.cellWidget(1, 6)  # region's choices
    assert missing.accessibleName() == "Missing values of region"
    assert outside.accessibleName() == "Values of region not in the list"
    assert [missing.itemText(i) for i in range(missing.count())] == ["own (missing) cell", "count as (other)",
                                                                       "leave out"]
    assert [outside.itemText(i) for i in range(outside.count())] == ["count as (other)", "leave out"]
    assert not editor.cellWidget(2, 6).isEnabled() and editor.cellWidget(2, 6).count() == 0  # age: numeric
    schema = lambda: w.context.project.dataset("clinic").schema.columns["region"]  # noqa: E731
    outside.setFocus()
    qtbot.keyClick(outside, Qt.Key.Key_Down)  # the keyboard, as a person would: "leave out"
    assert schema().outside == "exclude" and schema().labels == ["North", "South", "East", "West", "(missing)"]
    missing.setFocus()
    qtbot.keyClick(missing, Qt.Key.Key_Down)  # "count as (other)", which no longer exists: refused in the row
    assert "⚠" in editor.item(1, 7).text() and "(other)" in editor.item(1, 7).text()
    assert schema().missing == "cell"  # not saved
    qtbot.keyClick(missing, Qt.Key.Key_Down)  # "leave out"
    assert schema().missing == "exclude" and editor.item(1, 7).text() == "✓ declared"
    add_query(qtbot, w)  # a histogram of region
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    labels = [w.results.table.item(r, 0).text() for r in range(w.results.table.rowCount())]
    assert labels == ["North", "South", "East", "West"]
    assert "Rows whose region is missing or not in the declared list are left out." in w.results.sentence.text()


def test_the_result_explains_the_other_and_missing_cells_in_one_line(qtbot, window):
    w = window
    open_example(qtbot, w)
    add_query(qtbot, w)
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    assert ("The (other) cell counts region values not in the declared list, and the (missing) cell counts rows "
            "with no region.") in w.results.sentence.text()


def test_a_proposed_line_looks_proposed_until_declared_and_a_new_type_drops_its_categories(qtbot, window):
    w = window
    open_example(qtbot, w)
    editor = w.data.editor
    click(qtbot, w.data.propose)
    qtbot.waitUntil(lambda: bool(editor.unconfirmed()), timeout=10_000)
    region = [editor.item(r, 0).text() for r in range(editor.rowCount())].index("region")
    assert editor.item(region, 7).text() == "proposed — check, then tick to declare"
    assert all(editor.item(region, c).font().italic() for c in (0, 2, 7))
    rect = editor.visualItemRect(editor.item(region, 7))
    qtbot.mouseClick(editor.viewport(), Qt.MouseButton.LeftButton, pos=rect.topLeft() + QPoint(10, rect.height() // 2))
    assert editor.item(region, 7).text() == "✓ declared"
    assert not any(editor.item(region, c).font().italic() for c in (0, 2, 7))
    smoker = [editor.item(r, 0).text() for r in range(editor.rowCount())].index("smoker")
    assert editor.item(smoker, 2).text() == "no, yes"  # proposed from the data
    kind = editor.cellWidget(smoker, 1)
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_Down)  # categorical → numeric: the proposed list no longer applies
    assert kind.currentText() == "numeric" and editor.item(smoker, 2).text() == ""
    qtbot.keyClick(kind, Qt.Key.Key_Up)  # and back: no stale list comes back with it
    assert kind.currentText() == "categorical" and editor.item(smoker, 2).text() == ""
    assert "⚠" in editor.item(smoker, 7).text()  # the curator is asked for the list


def test_the_import_wizard_proposes_numbers_as_numeric_and_warns_until_each_line_is_ticked(qtbot, window, tmp_path):
    from pathlib import Path

    from dpgui.ui.pages.import_wizard import ImportWizard
    wizard = ImportWizard(window, str(Path(__file__).parents[1] / "resources" / "example" / "clinic_survey.csv"))
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.next()
    wizard.next()
    page = wizard.declare
    click(qtbot, page.propose)
    editor = page.editor
    kinds = {editor.item(r, 0).text(): editor.cellWidget(r, 1).currentText() for r in range(editor.rowCount())}
    assert kinds["age"] == "numeric" and kinds["respondent"] == "identifier"  # many numbers; every value distinct
    assert kinds["visits_last_year"] == "categorical"  # few codes, in numeric order
    row = list(kinds).index("visits_last_year")
    assert editor.item(row, 2).text().startswith("0, 1, 2, 3")
    assert page.derived.isVisible() and "proposed from the private data" in page.derived.text()
    for r in range(editor.rowCount()):  # the curator checks each line and ticks it
        if editor.item(r, 7).data(Qt.ItemDataRole.UserRole):
            editor.item(r, 7).setCheckState(Qt.CheckState.Checked)
    assert editor.unconfirmed() == () and not page.derived.isVisible()
    wizard.reject()
