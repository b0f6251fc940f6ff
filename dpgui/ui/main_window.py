"""The main window: a navigation column, the pages, menus, shortcuts and drag-and-drop import.

Every page sits in a scroll area and no page asks for more than a 1280×720 laptop screen; the
mechanism inspector, a specialist's tool, opens from the Tools menu in a window of its own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import (QDialog, QFileDialog, QFrame, QHBoxLayout, QInputDialog, QListWidget, QMainWindow,
                               QMessageBox, QProgressDialog, QScrollArea, QStackedWidget, QTabWidget, QVBoxLayout,
                               QWidget)

from dpgui.core.costs.accounting import pure
from dpgui.resources import is_bundled_example, resources_dir
from dpgui.store.declared.names import shown
from dpgui.store.declared.numbers import CheckedSource
from dpgui.store.errors import StoreError
from dpgui.store.importers import READERS, open_table
from dpgui.store.project import Project
from dpgui.store.safe_files import make_private, on_read_only_media, others_can_read
from dpgui.ui.about import AboutDialog
from dpgui.ui.context import StudyContext
from dpgui.ui.glossary import GlossaryDialog
from dpgui.ui.pages.budget import EpsilonExplainer, BudgetPage
from dpgui.ui.pages.data import DataPage
from dpgui.ui.pages.import_wizard import ImportWizard
from dpgui.ui.pages.inspector import InspectorPage
from dpgui.ui.pages.queries import QueriesPage
from dpgui.ui.pages.results import ResultsPage
from dpgui.ui.pages.start import StartPage
from dpgui.ui.pages.survey import SurveyPage
from dpgui.ui.pages.survey_results import SurveyResultsPanel
from dpgui.ui.widgets import fit_to_screen

PAGES = ["Data", "Survey", "Queries", "Results", "Budget"]
PROJECT_FILTER = "dpgui projects (*.dpgui)"


class MainWindow(QMainWindow):
    def __init__(self, context: StudyContext | None = None):
        super().__init__()
        self.context = context or StudyContext(self)
        self.setAcceptDrops(True)
        fit_to_screen(self, 1180, 760)
        self.setWindowIcon(QIcon(str(resources_dir() / "icons" / "dpgui.png")))
        self._build_actions()
        self.start = StartPage(self.context)
        self.data = DataPage(self.context, self.import_action)
        self.queries = QueriesPage(self.context)
        self.results = ResultsPage(self.context)
        self.budget = BudgetPage(self.context)
        self.inspector = InspectorPage(self.context)
        self.inspector_window = _tool_window(self, "Mechanism inspector", self.inspector)
        self.survey = SurveyPage(self.context)
        self.survey_results = SurveyResultsPanel(self.context)
        self.results_tabs = QTabWidget()
        self.results_tabs.addTab(self.results, "Releases")
        self.results_tabs.addTab(self.survey_results, "Survey estimates")
        self.survey.responses_changed.connect(self.survey_results.reload)
        self.nav = QListWidget()
        self.nav.setAccessibleName("Pages")
        self.nav.addItems(PAGES)
        self.nav.setFixedWidth(130)
        self.nav.setStyleSheet("QListWidget { font-size: 13pt; } QListWidget::item { padding: 10px; }")
        self.stack = QStackedWidget()
        for page in (self.data, self.survey, self.queries, self.results_tabs, self.budget):
            self.stack.addWidget(_scrolling(page))
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        workspace = QWidget()
        row = QHBoxLayout(workspace)
        row.addWidget(self.nav)
        row.addWidget(self.stack, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start)
        self.pages.addWidget(workspace)
        self.setCentralWidget(self.pages)
        self.start.new_requested.connect(self.new_project)
        self.start.open_requested.connect(self.open_project)
        self.start.example_requested.connect(self.open_example)
        self.start.recent_requested.connect(self.open_path)
        self.start.inspector_requested.connect(self.show_inspector)
        self.queries.released.connect(self._show_results)
        self.results.selection_changed.connect(self._enable_exports)
        self.context.project_changed.connect(self._project_changed)
        geometry = self.context.settings.value("geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self._project_changed()
        self.survey.resume_kiosk()

    # -- menus ---------------------------------------------------------------------------------

    def _action(self, menu, text, handler, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(handler)
        menu.addAction(action)
        return action

    def _build_actions(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self._action(file_menu, "&New project…", self.new_project, QKeySequence.StandardKey.New)
        self._action(file_menu, "&Open…", self.open_project, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._action(file_menu, "Open the &example", self.open_example)
        file_menu.addSeparator()
        self.import_action = self._action(file_menu, "&Import data…", lambda: self.import_data(), "Ctrl+I")
        self.export_action = self._action(file_menu, "&Export results…", lambda: self.results.export_table(),
                                          "Ctrl+E")
        self.report_action = self._action(file_menu, "Write a &report…", lambda: self.results.export_report(),
                                          "Ctrl+R")
        self.close_action = self._action(file_menu, "&Close project", self.close_project, QKeySequence.StandardKey.Close)
        file_menu.addSeparator()
        self._action(file_menu, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit_menu = self.menuBar().addMenu("&Edit")
        undo = self.context.undo.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.context.undo.createRedoAction(self, "&Redo")
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        tools_menu = self.menuBar().addMenu("&Tools")
        self._action(tools_menu, "Mechanism &inspector and audit…", self.show_inspector)
        help_menu = self.menuBar().addMenu("&Help")
        self._action(help_menu, "&Words used in dpgui…", self.show_glossary, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, "What does &ε mean?", self.explain_epsilon)
        self._action(help_menu, "&About dpgui", self.about)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.context.recent():
            self.recent_menu.addAction(Path(path).name, lambda p=path: self.open_path(p))
        if not self.recent_menu.actions():
            self.recent_menu.addAction("(none)").setEnabled(False)

    # -- project lifecycle -------------------------------------------------------------------

    def show_inspector(self) -> None:
        """The inspector needs no project: it opens in its own window, over whatever is shown."""
        self.inspector_window.show()
        self.inspector_window.raise_()

    def show_glossary(self) -> None:
        GlossaryDialog(self).exec()

    def _project_changed(self) -> None:
        project = self.context.project
        has = project is not None
        self.pages.setCurrentIndex(1 if has else 0)
        self.close_action.setEnabled(has)
        refused = import_refused(project)  # refused before the wizard starts, with the reason where it is offered
        self.import_action.setEnabled(has and refused is None)
        self.import_action.setStatusTip(refused or "Import a data file into this project")
        for button in (self.data.import_button, self.data.link_button):
            button.setEnabled(has and refused is None)
            button.setToolTip(refused or button.property("usual_tip") or "")
        self._enable_exports()
        title = f"{project.path.name}{' (read-only)' if has and project.readonly else ''} — dpgui" if has else "dpgui"
        self.setWindowTitle(title)
        if has and self.nav.currentRow() < 0:
            self.nav.setCurrentRow(0)
        self.start.refresh()
        if has and project.notices:
            self._notice = QMessageBox(QMessageBox.Icon.Information, "About this project file",
                                       "\n\n".join(shown(n) for n in project.notices), QMessageBox.StandardButton.Ok,
                                       self)
            self._notice.setTextFormat(Qt.TextFormat.PlainText)  # notices quote names from the file: never markup
            self._notice.open()  # not modal to the app: the user reads it while the project opens
            project.notices = []

    def _error(self, title: str, err: Exception) -> None:
        QMessageBox.warning(self, title, str(err))

    def new_project(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "New project", "study.dpgui", PROJECT_FILTER)
        if not path:
            return
        path = path if path.endswith(".dpgui") else path + ".dpgui"
        eps, ok = QInputDialog.getDouble(self, "Privacy budget", "Total ε for each dataset in this project\n"
                                         "(smaller is more private; 1 is a common choice):", 1.0, 0.01, 100, 2)
        if ok:
            self.create_project(path, eps)

    def create_project(self, path: str, epsilon: float) -> None:
        try:
            project = Project.create(path, pure(str(epsilon)))
        except (StoreError, ValueError) as err:
            return self._error("Cannot create the project", err)
        self.context.open(path, project)

    def open_project(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a project", "", PROJECT_FILTER)
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        try:
            self.context.open(path)
        except StoreError as err:
            if "open for changes elsewhere" in str(err):
                answer = QMessageBox.question(self, "Project in use", f"{err}\n\nOpen it read-only?")
                if answer == QMessageBox.StandardButton.Yes:
                    self.context.open(path, Project.open(path, readonly=True))
                    self.offer_privacy(path)
                return
            self._error("Cannot open the project", err)
            return
        self.offer_privacy(path)

    def offer_privacy(self, path: str) -> None:
        """A project holds raw data: if other users of this computer can read it, offer to fix that (not on
        read-only media, where nothing can change it)."""
        if not others_can_read(path) or is_bundled_example(path) or on_read_only_media(Path(path)):
            return
        box = QMessageBox(QMessageBox.Icon.Warning, "Others can read this project",
                          f"Other users of this computer can read {Path(path).name}, which holds raw data.", parent=self)
        fix = box.addButton("Make it private", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Leave it", QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is fix:
            try:
                make_private(path)
            except OSError as err:
                self._error("Cannot change who can read the project", err)

    def open_example(self) -> None:
        try:
            self.context.open_example()
        except (StoreError, OSError) as err:
            self._error("Cannot open the example", err)

    def close_project(self) -> None:
        self.context.close()

    # -- import ----------------------------------------------------------------------------------

    def import_data(self, start_path: str = "") -> None:
        if self.context.project is None:
            return
        wizard = ImportWizard(self, start_path)
        if wizard.exec() != QDialog.DialogCode.Accepted:
            return
        self.run_import(*wizard.result_request())

    def run_import(self, path: str, name: str, options: dict, schema) -> None:
        """Import in the worker, with a progress dialog whose Cancel leaves the project unchanged."""
        project = self.context.project
        dialog = QProgressDialog(f"Importing {Path(path).name}…", "Cancel", 0, 1000, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.canceled.connect(self.context.runner.cancel)
        self._import_dialog = dialog

        def job(task):  # worker thread: store calls only
            source = CheckedSource(open_table(path, **options), schema)
            return project.add_dataset(name, source, schema, task=task).name, source.note

        def finished(result: tuple[str, str | None]):
            dialog.reset()
            self.context.dataset, note = result
            self.context.changed.emit()
            self.nav.setCurrentRow(0)
            notes = ([f"{Path(path).name}: {note}."] if note else []) + project.notices  # a shared budget, a look-alike
            project.notices = []
            if notes:
                QMessageBox.information(self, "Imported, with a note", "\n\n".join(notes))

        def failed(message: str):
            dialog.reset()
            QMessageBox.warning(self, "Import failed", f"{message}\n\nThe project was not changed.")

        self.context.runner.start(job, finished=finished, failed=failed,
                                  cancelled=lambda: (dialog.reset(), self.statusBar().showMessage(
                                      "Import cancelled; the project was not changed.", 8000)),
                                  progress=lambda f, m: (dialog.setValue(int(f * 1000)), dialog.setLabelText(m)))

    def dragEnterEvent(self, event) -> None:
        urls = event.mimeData().urls()
        if self.context.project and urls and Path(urls[0].toLocalFile()).suffix.lower() in READERS:
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        self.import_data(event.mimeData().urls()[0].toLocalFile())

    # -- other ---------------------------------------------------------------------------------

    def _enable_exports(self) -> None:
        """Export and Report act on a shown release: off while there is none."""
        shown = self.context.project is not None and self.results.current is not None
        for action in (self.export_action, self.report_action):
            action.setEnabled(shown)

    def _show_results(self, ids: list) -> None:
        self.results.refresh(select=ids[-1])
        self.results_tabs.setCurrentWidget(self.results)
        self.nav.setCurrentRow(PAGES.index("Results"))

    def explain_epsilon(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle("What does ε mean?")
        explainer = EpsilonExplainer(dialog)
        eps = 1.0
        if self.context.project and self.context.dataset:
            eps = float(self.context.project.budget(self.context.dataset).total.epsilon)
        explainer.show_epsilon(eps)
        QVBoxLayout(dialog).addWidget(explainer)
        fit_to_screen(dialog, 860, 420)
        dialog.exec()

    def about(self) -> None:
        AboutDialog(self).exec()

    def closeEvent(self, event) -> None:
        """Stop and wait for the worker, then close the project: nothing is left running."""
        if self.survey.kiosk is not None:  # the kiosk is left with the enumerator's PIN first
            self.survey.kiosk.raise_()
            event.ignore()
            return
        self.context.settings.setValue("geometry", self.saveGeometry())
        self.context.close()
        event.accept()


def _scrolling(page: QWidget) -> QScrollArea:
    """A page that scrolls rather than pushing the window past a small screen."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


def _tool_window(parent: QWidget, title: str, page: QWidget) -> QDialog:
    window = QDialog(parent)
    window.setWindowTitle(title)
    QVBoxLayout(window).addWidget(_scrolling(page))
    fit_to_screen(window, 1100, 680)
    return window


def import_refused(project) -> str | None:
    """Why no data can be imported into this project, in one line; None when it can."""
    if project is None:
        return "Open or create a project first."
    if project.practice:
        return ("This is the practice project, about made-up people: create a project of your own (File › New "
                "project…) to import real data.")
    return project.read_only_reason
