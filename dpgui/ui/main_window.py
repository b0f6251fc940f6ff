"""The main window: a navigation column, the pages, menus, shortcuts and drag-and-drop import.

Every page sits in a scroll area and no page asks for more than a 1280×720 laptop screen; the
mechanism inspector, a specialist's tool, opens from the Tools menu in a window of its own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import (QApplication, QDialog, QFileDialog, QFrame, QHBoxLayout, QInputDialog, QListWidget,
                               QMainWindow, QMessageBox, QProgressDialog, QPushButton, QScrollArea, QStackedWidget,
                               QTabWidget, QVBoxLayout, QWidget)

from dpgui.core.costs.accounting import pure
from dpgui.core.words import translation
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.languages import LANGUAGES
from dpgui.resources import is_bundled_example, resources_dir
from dpgui.store.declared.names import shown
from dpgui.store.declared.numbers import CheckedSource
from dpgui.store.errors import OpenElsewhere, StoreError
from dpgui.store.importers import READERS, open_table
from dpgui.store.project import Project
from dpgui.store.safe_files import make_private, on_read_only_media, others_can_read
from dpgui.ui.about import AboutDialog
from dpgui.ui.context import StudyContext
from dpgui.ui.glossary import GlossaryDialog
from dpgui.ui.language import install as install_language
from dpgui.ui.pages.budget import EpsilonExplainer, BudgetPage
from dpgui.ui.pages.data import DataPage
from dpgui.ui.pages.import_wizard import ImportWizard
from dpgui.ui.pages.inspector import InspectorPage
from dpgui.ui.pages.queries import QueriesPage
from dpgui.ui.pages.results import ResultsPage
from dpgui.ui.pages.start import StartPage, StepStrip
from dpgui.ui.pages.survey import SurveyPage
from dpgui.ui.pages.survey_results import SurveyResultsPanel
from dpgui.ui.team_record_dialog import TeamRecordDialog
from dpgui.ui.widgets import BusyLine, fit_to_screen, waiting

# The pages in the navigation, in order: English names the code finds them by, shown translated (page_name).
PAGES = [QT_TRANSLATE_NOOP("ui.main_window", "Data"), QT_TRANSLATE_NOOP("ui.main_window", "Survey"),
         QT_TRANSLATE_NOOP("ui.main_window", "Queries"), QT_TRANSLATE_NOOP("ui.main_window", "Results"),
         QT_TRANSLATE_NOOP("ui.main_window", "Budget")]


def page_name(page: str) -> str:
    """A page's name in the interface's language (``page`` is one of PAGES)."""
    return translate("ui.main_window", page)


def project_filter() -> str:
    """The file dialogs' filter: the description translated, the pattern as it is."""
    return translate("ui.main_window", "dpgui projects") + " (*.dpgui)"


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
        self.inspector_window = _tool_window(self, translate("ui.main_window", "Mechanism inspector"),
                                             self.inspector)
        self.survey = SurveyPage(self.context)
        self.survey_results = SurveyResultsPanel(self.context)
        self.results_tabs = QTabWidget()
        self.results_tabs.addTab(self.results, translate("ui.main_window", "Releases"))
        self.results_tabs.addTab(self.survey_results, translate("ui.main_window", "Survey estimates"))
        self.survey.responses_changed.connect(self.survey_results.reload)
        self.nav = QListWidget()
        self.nav.setAccessibleName(translate("ui.main_window", "Pages"))
        self.nav.addItems([page_name(page) for page in PAGES])
        self.nav.setFixedWidth(130)
        self.nav.setStyleSheet("QListWidget { font-size: 13pt; } QListWidget::item { padding: 10px; }")
        self.stack = QStackedWidget()
        for page in (self.data, self.survey, self.queries, self.results_tabs, self.budget):
            self.stack.addWidget(_scrolling(page))
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.nav.currentRowChanged.connect(self._name_help)
        workspace = QWidget()
        row = QHBoxLayout(workspace)
        row.addWidget(self.nav)
        row.addLayout(self._steps_over(self.stack), 1)
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
        self.busy_line = BusyLine(self.context.runner, self.statusBar())
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
        file_menu = self.menuBar().addMenu(translate("ui.main_window", "&File"))
        self._action(file_menu, translate("ui.main_window", "&New project…"), self.new_project,
                     QKeySequence.StandardKey.New)
        self._action(file_menu, translate("ui.main_window", "&Open…"), self.open_project,
                     QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(translate("ui.main_window", "Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._action(file_menu, translate("ui.main_window", "Open the e&xample"), self.open_example)
        file_menu.addSeparator()
        self.import_action = self._action(file_menu, translate("ui.main_window", "&Import data…"),
                                          lambda: self.import_data(), "Ctrl+I")
        self.export_action = self._action(file_menu, translate("ui.main_window", "&Export results…"),
                                          lambda: self.results.export_table(), "Ctrl+E")
        self.report_action = self._action(file_menu, translate("ui.main_window", "Write a re&port…"),
                                          lambda: self.results.export_report(), "Ctrl+R")
        self.close_action = self._action(file_menu, translate("ui.main_window", "&Close project"), self.close_project,
                                         QKeySequence.StandardKey.Close)
        file_menu.addSeparator()
        self._action(file_menu, translate("ui.main_window", "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        edit_menu = self.menuBar().addMenu(translate("ui.main_window", "&Edit"))
        undo = self.context.undo.createUndoAction(self, translate("ui.main_window", "&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.context.undo.createRedoAction(self, translate("ui.main_window", "&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        tools_menu = self.menuBar().addMenu(translate("ui.main_window", "&Tools"))
        self._action(tools_menu, translate("ui.main_window", "Mechanism &inspector and audit…"),
                     self.show_inspector)
        self._action(tools_menu, translate("ui.main_window", "E&xact ε of the shown above-threshold release…"),
                     self.inspect_release)
        tools_menu.addSeparator()
        self._action(tools_menu, translate("ui.main_window", "Team &record of spending…"), self.show_team_record)
        self._build_language_menu()
        help_menu = self.menuBar().addMenu(translate("ui.main_window", "&Help"))
        self._action(help_menu, translate("ui.main_window", "&Words used in dpgui…"), self.show_glossary)
        self._action(help_menu, translate("ui.main_window", "&Help for this page"), self.show_page_help,
                     QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, translate("ui.main_window", "What does ε &mean?"), self.explain_epsilon)
        self._action(help_menu, translate("ui.main_window", "&About dpgui"), self.about)

    def _build_language_menu(self) -> None:
        """Each language in its own name, so a user who cannot read the current one still finds theirs."""
        menu = self.menuBar().addMenu(translate("ui.main_window", "&Language"))
        group = QActionGroup(self)
        self.language_actions = {}
        for code, name in LANGUAGES.items():
            action = self.language_actions[code] = group.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == translation.language())
            action.triggered.connect(lambda _=False, c=code: self.switch_language(c))
            menu.addAction(action)

    def switch_language(self, code: str) -> "MainWindow":
        """Rebuild the window in ``code``'s words, with the same project open as it was (read-only or not, at
        the same dataset and page). The choice is remembered."""
        why = None
        if self.survey.kiosk is not None:  # a respondent is answering: the kiosk is never torn down under them
            why = translate("ui.main_window", "Leave the kiosk first: a respondent may be answering.")
        elif self.context.runner.busy:  # a release under way would be cancelled, its plan left as it was
            why = translate("ui.main_window", "Wait until the work under way has finished, then change the language.")
        if why is not None:
            self.language_actions[translation.language()].setChecked(True)
            QMessageBox.information(self, translate("ui.main_window", "Language not changed yet"), why)
            return self
        self.context.settings.setValue("language", code)
        self.context.settings.setValue("geometry", self.saveGeometry())
        project, dataset, row = self.context.project, self.context.dataset, self.nav.currentRow()
        self.context.close()
        install_language(QApplication.instance(), code)
        self.replacement = MainWindow()
        self.replacement.show()
        if project is not None:
            self.replacement.open_path(str(project.path), project.readonly)
        if self.replacement.context.project is not None:
            if dataset is not None:
                self.replacement.context.select_dataset(dataset)
            self.replacement.nav.setCurrentRow(row)
        self.close()
        return self.replacement

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.context.recent():
            self.recent_menu.addAction(Path(path).name, lambda p=path: self.open_path(p))
        if not self.recent_menu.actions():
            self.recent_menu.addAction(translate("ui.main_window", "(none)")).setEnabled(False)

    # -- project lifecycle -------------------------------------------------------------------

    def show_inspector(self) -> None:
        """The inspector needs no project: it opens in its own window, over whatever is shown."""
        self.inspector_window.show()
        self.inspector_window.raise_()

    def inspect_release(self) -> None:
        """The release shown on the Results page in the inspector's exact model of its chain."""
        self.inspector.open_release(self.results.current)
        self.show_inspector()

    def show_team_record(self) -> TeamRecordDialog:
        """Which record of spending this user's dpgui writes to: this computer's own, or the team's server."""
        dialog = TeamRecordDialog(self.context.runner, self)
        dialog.record_changed.connect(self._record_switched)
        dialog.open()
        return dialog

    def _record_switched(self) -> None:
        """The record is chosen afresh at each use; the open project is opened again so that the record now chosen
        learns at once what its file has spent (every open teaches the record), as it would at the next start."""
        project = self.context.project
        if project is not None:
            self.open_path(str(project.path), project.readonly)

    def show_glossary(self) -> None:
        GlossaryDialog(self).exec()

    def _steps_over(self, pages: QWidget) -> QVBoxLayout:
        """The pages under a slim row: the steps to a first release (a click opens a step's page) and the
        shown page's "?" help."""
        self.steps = StepStrip(self.context)
        self.steps.page_requested.connect(lambda page: self.nav.setCurrentRow(PAGES.index(page)))
        self.help_button = QPushButton("?")
        self.help_button.setFixedWidth(32)
        self.help_button.clicked.connect(self.show_page_help)
        top = QHBoxLayout()
        top.addWidget(self.steps, 1)
        top.addWidget(self.help_button)
        column = QVBoxLayout()
        column.addLayout(top)
        column.addWidget(pages, 1)
        return column

    def _name_help(self, row: int) -> None:
        text = _page_help(PAGES[row])
        self.help_button.setAccessibleName(text)
        self.help_button.setToolTip(text + " (F1)")

    def show_page_help(self) -> None:
        """The glossary at the shown page's word (F1); on the start page, all of it."""
        row = self.nav.currentRow()
        if self.context.project is None or row < 0:
            return GlossaryDialog(self).exec()
        GlossaryDialog(self, PAGES[row], _page_help(PAGES[row])).exec()

    def _opening(self, path):
        """The wait cursor and "Opening …" while a project opens (checks, upgrades, the ledger's hash chain)."""
        return waiting(self.statusBar(),
                       translate("ui.main_window", "Opening {name}…").format(name=shown(Path(path).name)))

    def _project_changed(self) -> None:
        project = self.context.project
        has = project is not None
        self.pages.setCurrentIndex(1 if has else 0)
        self.close_action.setEnabled(has)
        refused = import_refused(project)  # refused before the wizard starts, with the reason where it is offered
        self.import_action.setEnabled(has and refused is None)
        self.import_action.setStatusTip(refused or translate("ui.main_window", "Import a data file into this project"))
        for button in (self.data.import_button, self.data.link_button):
            button.setEnabled(has and refused is None)
            button.setToolTip(refused or button.property("usual_tip") or "")
        self._enable_exports()
        self.setWindowTitle(_title(project))
        if has and self.nav.currentRow() < 0:
            self.nav.setCurrentRow(0)
        self.start.refresh()
        if has and project.notices:
            self._notice = QMessageBox(QMessageBox.Icon.Information,
                                       translate("ui.main_window", "About this project file"),
                                       "\n\n".join(shown(n) for n in project.notices), QMessageBox.StandardButton.Ok,
                                       self)
            self._notice.setTextFormat(Qt.TextFormat.PlainText)  # notices quote names from the file: never markup
            self._notice.open()  # not modal to the app: the user reads it while the project opens
            project.notices = []

    def _error(self, title: str, err: Exception) -> None:
        QMessageBox.warning(self, title, str(err))

    def new_project(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("ui.main_window", "New project"), "study.dpgui",
                                              project_filter())
        if not path:
            return
        path = path if path.endswith(".dpgui") else path + ".dpgui"
        eps, ok = QInputDialog.getDouble(self, translate("ui.main_window", "Privacy budget"),
                                         translate("ui.main_window", "Total ε for each dataset in this project\n"
                                                   "(smaller is more private; 1 is a common choice):"),
                                         1.0, 0.01, 100, 2)
        if ok:
            self.create_project(path, eps)

    def create_project(self, path: str, epsilon: float) -> None:
        try:
            project = Project.create(path, pure(str(epsilon)))
        except (StoreError, ValueError) as err:
            return self._error(translate("ui.main_window", "Cannot create the project"), err)
        self.context.open(path, project)

    def open_project(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("ui.main_window", "Open a project"), "",
                                              project_filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str, readonly: bool = False) -> None:
        try:
            with self._opening(path):
                self.context.open(path, Project.open(path, readonly=True) if readonly else None)
        except StoreError as err:
            if isinstance(err, OpenElsewhere):
                answer = QMessageBox.question(self, translate("ui.main_window", "Project in use"),
                                              translate("ui.main_window", "{problem}\n\nOpen it read-only?").format(
                                                  problem=err))
                if answer == QMessageBox.StandardButton.Yes:
                    with self._opening(path):
                        self.context.open(path, Project.open(path, readonly=True))
                    self.offer_privacy(path)
                return
            self._error(translate("ui.main_window", "Cannot open the project"), err)
            return
        self.offer_privacy(path)

    def offer_privacy(self, path: str) -> None:
        """A project holds raw data: if other users of this computer can read it, offer to fix that (not on
        read-only media, where nothing can change it)."""
        if not others_can_read(path) or is_bundled_example(path) or on_read_only_media(Path(path)):
            return
        box = QMessageBox(QMessageBox.Icon.Warning, translate("ui.main_window", "Others can read this project"),
                          translate("ui.main_window", "Other users of this computer can read {name}, which holds raw "
                                    "data.").format(name=Path(path).name), parent=self)
        fix = box.addButton(translate("ui.main_window", "Make it private"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("ui.main_window", "Leave it"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is fix:
            try:
                make_private(path)
            except OSError as err:
                self._error(translate("ui.main_window", "Cannot change who can read the project"), err)

    def open_example(self) -> None:
        try:
            with waiting(self.statusBar(), translate("ui.main_window", "Opening the example…")):
                self.context.open_example()
        except (StoreError, OSError) as err:
            self._error(translate("ui.main_window", "Cannot open the example"), err)

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
        dialog = QProgressDialog(translate("ui.main_window", "Importing {name}…").format(name=Path(path).name),
                                 translate("ui.main_window", "Cancel"), 0, 1000, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.canceled.connect(self.context.runner.cancel)

        def settle():  # the progress window goes for good, and the keyboard's focus comes back to this window
            dialog.reset()
            dialog.deleteLater()
            self.activateWindow()

        def job(task):  # worker thread: store calls only
            source = CheckedSource(open_table(path, **options), schema)
            return project.add_dataset(name, source, schema, task=task).name, source.note

        def finished(result: tuple[str, str | None]):
            settle()
            self.context.dataset, note = result
            self.context.changed.emit()
            self.nav.setCurrentRow(0)
            notes = ([translate("ui.main_window", "{name}: {note}.").format(name=Path(path).name, note=note)]
                     if note else []) + project.notices  # a shared budget, a look-alike
            project.notices = []
            if notes:
                QMessageBox.information(self, translate("ui.main_window", "Imported, with a note"), "\n\n".join(notes))

        def failed(message: str):
            settle()
            QMessageBox.warning(self, translate("ui.main_window", "Import failed"),
                                translate("ui.main_window", "{problem}\n\nThe project was not changed.").format(
                                    problem=message))

        self.context.runner.start(job, finished=finished, failed=failed,
                                  cancelled=lambda: (settle(), self.statusBar().showMessage(
                                      translate("ui.main_window", "Import cancelled; the project was not changed."),
                                      8000)),
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
        dialog.setWindowTitle(translate("ui.main_window", "What does ε mean?"))
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
        self.survey.stop_phones()  # the phones' server stops with the app
        self.context.close()
        event.accept()


class PageArea(QScrollArea):
    """A scroll area that gives its page the height its wrapped texts need at the width shown. Qt's own
    sizes a page by its minimum size hint, which counts a wrapped paragraph as one line: on a small screen
    the page was squeezed instead of scrolled, and its table, buttons and chart were drawn over each other."""

    def setWidget(self, page: QWidget) -> None:
        super().setWidget(page)
        page.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return False

    def resizeEvent(self, event) -> None:
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        page = self.widget()
        if page is not None and page.hasHeightForWidth():
            page.setMinimumHeight(page.heightForWidth(self.viewport().width()))


def _scrolling(page: QWidget) -> QWidget:
    """A page that scrolls rather than pushing the window past a small screen. A page's ``footer`` (its
    main action, such as Run) stays below the scrolling part, in view on every screen."""
    area = PageArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the page's controls (scrolled into view), not to
    # the area itself, where the focus would show nowhere
    footer = getattr(page, "footer", None)
    if footer is None:
        return area
    holder = QWidget()
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(area, 1)
    column.addWidget(footer)
    footer.setContentsMargins(9, 0, 9, 4)
    return holder


def _tool_window(parent: QWidget, title: str, page: QWidget) -> QDialog:
    window = QDialog(parent)
    window.setWindowTitle(title)
    QVBoxLayout(window).addWidget(_scrolling(page))
    fit_to_screen(window, 1100, 680)
    return window


def import_refused(project) -> str | None:
    """Why no data can be imported into this project, in one line; None when it can."""
    if project is None:
        return translate("ui.main_window", "Open or create a project first.")
    if project.practice:
        return translate("ui.main_window", "This is the practice project, about made-up people: create a project of "
                         "your own (File › New project…) to import real data.")
    return project.read_only_reason


def _title(project) -> str:
    """The window's title: the open project's file name (and whether it is read-only), then the app's."""
    if project is None:
        return "dpgui"
    if project.readonly:
        return translate("ui.main_window", "{name} (read-only) — dpgui").format(name=project.path.name)
    return translate("ui.main_window", "{name} — dpgui").format(name=project.path.name)


def _page_help(page: str) -> str:
    """The "?" button's name and the title of the help it opens, for one of PAGES."""
    return translate("ui.main_window", "Help for the {page} page").format(page=page_name(page))
