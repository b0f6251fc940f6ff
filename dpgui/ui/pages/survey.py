"""The Survey page: design a randomized-response survey, plan its accuracy, and collect answers
(kiosk on this device, import from elsewhere, merge other kiosks' files)."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QDoubleSpinBox, QFileDialog, QFrame, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QLineEdit,
                               QMessageBox, QPushButton, QScrollArea, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from dpgui.core.rr.survey import FREE_FORM_WARNING, design_parameters_text, not_asked_lines
from dpgui.core.words.plain_numbers import plain_number, plural
from dpgui.store import surveys as store
from dpgui.store.declared.names import html_text
from dpgui.store.errors import StoreError
from dpgui.store.importers.rr_responses import match_columns
from dpgui.store.importers.xlsform import read_xlsform
from dpgui.store.importers.xlsform_writer import language_warnings, mode, write_xlsform
from dpgui.ui.kiosk import KioskWindow
from dpgui.ui.pages.question_dialog import QuestionDialog
from dpgui.ui.widgets import named, wrapped

HEADERS = ["Question", "Kind", "Design", "ε", "± at planned n", "n for the wanted ±"]
KIND_NAMES = {"sensitive_yes_no": "sensitive yes/no", "sensitive_choice": "sensitive choice",
              "select_one": "choice — NOT protected", "select_multiple": "several choices — NOT protected",
              "integer": "number — NOT protected", "decimal": "decimal number — NOT protected",
              "text": "text — NOT protected", "date": "date — NOT protected", "time": "time — NOT protected",
              "datetime": "date and time — NOT protected"}


def kind_name(q) -> str:
    if not q.asked_here:
        return f"{q.form_type or KIND_NAMES[q.kind]} — not asked on this device"
    return KIND_NAMES[q.kind]


class SurveyPage(QWidget):
    responses_changed = Signal()

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.kiosk: KioskWindow | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # quotes question names and paths: never markup
        self.table = named(QTableWidget(0, len(HEADERS)), "Questions")
        self.table.setHorizontalHeaderLabels(HEADERS)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.doubleClicked.connect(lambda _i: self.edit_question())
        self.planned = named(QSpinBox(), "Planned respondents")
        self.planned.setRange(10, 10_000_000)
        self.planned.setValue(500)
        self.planned.setSingleStep(100)
        self.wanted = named(QDoubleSpinBox(), "Wanted margin, in points")
        self.wanted.setRange(0.5, 50)
        self.wanted.setValue(5)
        self.wanted.setSuffix(" points")
        for box in (self.planned, self.wanted):
            box.valueChanged.connect(self.refresh)
        self.total = QLabel()
        self.total.setWordWrap(True)
        buttons = {"new_button": ("New survey…", self.new_survey), "import_button": ("Import XLSForm…",
                                                                                    self.import_xlsform),
                   "export_button": ("Export XLSForm…", self.export_xlsform),
                   "version_button": ("New version", self.new_version),
                   "add_button": ("Add question…", self.add_question), "edit_button": ("Edit…", self.edit_question),
                   "remove_button": ("Remove", self.remove_question),
                   "kiosk_button": ("Start kiosk…", self.start_kiosk),
                   "responses_button": ("Import responses…", self.import_responses),
                   "merge_button": ("Merge a device's file…", self.merge_device),
                   "device_button": ("Copy survey for another device…", self.export_device)}
        for attr, (text, handler) in buttons.items():
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, h=handler: h())
            setattr(self, attr, button)
        self.kiosk_button.setMinimumHeight(36)
        top = QHBoxLayout()
        for b in (self.new_button, self.import_button, self.export_button, self.version_button):
            top.addWidget(b)
        top.addStretch(1)
        edit = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.remove_button):
            edit.addWidget(b)
        edit.addStretch(1)
        edit.addWidget(QLabel("Planned respondents:"))
        edit.addWidget(self.planned)
        edit.addWidget(QLabel("Wanted ±:"))
        edit.addWidget(self.wanted)
        collect = QHBoxLayout()
        for b in (self.kiosk_button, self.responses_button, self.merge_button, self.device_button):
            collect.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped("<b>Randomized response.</b> Each sensitive answer is randomised before it is stored, "
                                "so no single answer reveals the respondent; the estimates remove the noise."))
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addLayout(edit)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        notes = QScrollArea()  # a long import summary scrolls here, never pushing the kiosk buttons off the screen
        notes.setWidgetResizable(True)
        notes.setFrameShape(QFrame.Shape.NoFrame)
        notes.setWidget(self.status)
        notes.setMaximumHeight(self.status.fontMetrics().lineSpacing() * 7)
        notes.setAccessibleName("What the last action found")
        layout.addWidget(notes)
        layout.addLayout(collect)
        context.project_changed.connect(self.refresh)
        self.refresh()

    # -- state ---------------------------------------------------------------------------------

    @property
    def survey(self):
        project = self.context.project
        return store.current_survey(project) if project is not None else None

    def refresh(self) -> None:
        survey = self.survey
        has_project = self.context.project is not None
        count = store.response_count(self.context.project, survey) if survey else 0
        locked = count > 0
        for b in (self.add_button, self.edit_button, self.remove_button):
            b.setEnabled(survey is not None and not locked)
        for b in (self.export_button, self.version_button, self.kiosk_button, self.responses_button,
                  self.merge_button, self.device_button):
            b.setEnabled(survey is not None and bool(survey.questions))
        self.new_button.setEnabled(has_project)
        self.import_button.setEnabled(has_project)
        if survey is None:
            self.title.setText("No survey yet: make one, or import an XLSForm.")
            self.table.setRowCount(0)
            self.total.clear()
            self.status.clear()
            return
        state = (f"<b>locked</b>: {plural(count, 'response')} collected; make a new version to change the questions" if locked
                 else "draft: questions can still change")
        self.title.setText(f"<b>{html_text(survey.title)}</b> — version {survey.version}, {html_text(', '.join(survey.languages))} — {state}")
        self.table.setRowCount(len(survey.questions))
        n, wanted = self.planned.value(), self.wanted.value() / 100
        for i, q in enumerate(survey.questions):
            try:
                eps = q.epsilon
                eps_text = "—" if eps is None else ("∞ NOT private" if math.isinf(eps) else f"{plain_number(eps, digits=3)}")
                width = q.half_width(n)
                needed = q.sample_size(wanted)
                cells = [f"{q.name}: {next(iter(q.label.values()), '')}", kind_name(q), design_parameters_text(q),
                         eps_text, "—" if width is None else f"±{width * 100:.1f} points",
                         "—" if needed is None else f"{needed:,}"]
            except ValueError as err:
                cells = [q.name, KIND_NAMES.get(q.kind, q.kind), f"⚠ {err}", "", "", ""]
            for j, text in enumerate(cells):
                self.table.setItem(i, j, QTableWidgetItem(text))
        try:
            total = survey.total_epsilon
            self.total.setText(
                f"Each respondent's total ε across the sensitive questions: <b>{plain_number(total, digits=3)}</b> (the ε of each added up). "
                "Questions marked NOT protected are stored exactly as answered. "
                f"± is the expected 95% margin for a share near {50}% (yes/no) or 1/k (choices).")
        except ValueError as err:
            self.total.setText(html_text(f"⚠ {err}"))

    def _save(self, survey) -> bool:
        try:
            store.save_survey(self.context.project, survey)
        except (ValueError, store.SurveyLocked) as err:
            QMessageBox.warning(self, "Survey", str(err))
            return False
        self.refresh()
        return True

    # -- designing -----------------------------------------------------------------------------

    def new_survey(self, title: str | None = None, languages: str | None = None) -> None:
        if title is None:
            title, ok = QInputDialog.getText(self, "New survey", "Title:")
            if not ok or not title.strip():
                return
            languages, ok = QInputDialog.getText(self, "New survey", "Languages (comma-separated):",
                                                 QLineEdit.EchoMode.Normal, "English")
            if not ok:
                return
        survey = store.new_survey(title.strip())
        survey.languages = [lang.strip() for lang in (languages or "English").split(",") if lang.strip()] or ["English"]
        self.add_question(survey)  # a survey is stored with its first question

    def add_question(self, survey=None) -> None:
        survey = survey or self.survey
        dialog = QuestionDialog(survey.languages, parent=self)
        if dialog.exec() and dialog.question is not None:
            survey.questions.append(dialog.question)
            self._save(survey)

    def edit_question(self) -> None:
        survey, row = self.survey, self.table.currentRow()
        if survey is None or row < 0 or not self.edit_button.isEnabled():
            return
        dialog = QuestionDialog(survey.languages, survey.questions[row], parent=self)
        if dialog.exec() and dialog.question is not None:
            survey.questions[row] = dialog.question
            self._save(survey)

    def remove_question(self) -> None:
        survey, row = self.survey, self.table.currentRow()
        if survey is not None and row >= 0 and len(survey.questions) > 1:
            del survey.questions[row]
            self._save(survey)

    def new_version(self) -> None:
        store.new_version(self.context.project, self.survey)
        self.refresh()

    def import_xlsform(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, "Import an XLSForm", "", "XLSForm (*.xlsx *.xls)")[0]
        if not path:
            return
        try:
            survey = read_xlsform(path)
        except ValueError as err:
            QMessageBox.warning(self, "Import XLSForm", str(err))
            return
        if self._save(survey):
            self.status.setText(import_summary(survey))

    def export_xlsform(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, "Export as XLSForm", "survey.xlsx", "XLSForm (*.xlsx)")[0]
        if not path:
            return
        survey = self.survey
        try:
            write_xlsform(survey, path)
        except StoreError as err:
            QMessageBox.warning(self, "XLSForm not written", str(err))
            return
        self.status.setText(f"Wrote {path}. How each sensitive question is randomised:\n" +
                            "\n".join(f"{q.name}: {mode(q)}" for q in survey.sensitive) +
                            "".join(f"\n\n⚠ {w}" for w in language_warnings(survey)))

    # -- collecting ----------------------------------------------------------------------------

    def start_kiosk(self, pin: str | None = None, full_screen: bool = True) -> KioskWindow | None:
        if pin is None:
            pin, ok = QInputDialog.getText(self, "Kiosk", "Choose the enumerator's PIN (needed to leave the kiosk):",
                                           QLineEdit.EchoMode.Password)
            if not ok:
                return None
        if len(pin) < 4:
            QMessageBox.warning(self, "Kiosk", "Choose a PIN of at least 4 characters.")
            return None
        return self._open_kiosk(KioskWindow(self.context.project, self.survey, pin), full_screen)

    def _open_kiosk(self, kiosk: KioskWindow, full_screen: bool) -> KioskWindow:
        """Show the kiosk; until it is left with the PIN, a restart (after a crash or power loss)
        reopens this project in the kiosk."""
        self.kiosk = kiosk
        kiosk.committed.connect(lambda _key: self.refresh())
        kiosk.closed.connect(self._kiosk_closed)
        settings = self.context.settings
        settings.setValue("kiosk/project", str(self.context.project.path))
        settings.setValue("kiosk/pin", kiosk.pin_record)
        settings.sync()
        kiosk.showFullScreen() if full_screen else kiosk.show()
        return kiosk

    def resume_kiosk(self, full_screen: bool = True) -> KioskWindow | None:
        """After a crash in kiosk mode: reopen its project and the kiosk, with every saved response."""
        settings = self.context.settings
        path, record = settings.value("kiosk/project"), settings.value("kiosk/pin")
        if not path or not record or not Path(path).is_file():
            return None
        try:
            self.context.open(path)
        except (StoreError, ValueError):
            return None
        survey = self.survey
        if survey is None:
            return None
        return self._open_kiosk(KioskWindow(self.context.project, survey, pin_record=record), full_screen)

    def _kiosk_closed(self) -> None:
        self.context.settings.remove("kiosk")
        self.kiosk = None
        self.refresh()
        self.responses_changed.emit()

    def import_responses(self, path: str | None = None, mapping: dict | None = None) -> None:
        """Check and store another tool's responses in the worker (a big file takes a while)."""
        path = path or QFileDialog.getOpenFileName(self, "Import responses", "", "Responses (*.csv *.tsv *.xlsx)")[0]
        if not path:
            return
        survey, project = self.survey, self.context.project
        try:
            mapping = mapping or self._ask_mapping(survey, path)
        except ValueError as err:
            QMessageBox.warning(self, "Import responses", str(err))
            return
        if mapping is None:
            return
        free = any(q.free_form for q in survey.questions)
        self._collect(lambda task: store.import_responses(project, survey, path, mapping, task),
                      lambda r: f"Imported {plural(r.added, 'response')} ({r.duplicates:,} already here, skipped). "
                                f"{r.notice}".strip() + (f"\n{FREE_FORM_WARNING}" if free else ""),
                      "Import responses")

    def _collect(self, job, describe, title: str) -> None:
        """Run an import or merge in the worker; report, refresh and tell the estimates when done."""
        def finished(result):
            self.status.setText(describe(result))
            self.refresh()
            self.responses_changed.emit()

        self.status.setText("Working…")
        self.context.runner.start(job, finished=finished, failed=lambda message: (
            self.status.setText(""), QMessageBox.warning(self, title, message)))

    def _ask_mapping(self, survey, path) -> dict | None:
        """Columns found by name, group/name or label map themselves; ask only for the others."""
        from dpgui.store.importers import open_table
        columns = open_table(path).columns
        mapping = match_columns(survey, columns)
        for q in survey.questions:
            if q.name in mapping or q.free_form:  # a free-form answer an export leaves out stays blank
                continue
            column, ok = QInputDialog.getItem(self, "Which column?", f"Column holding “{q.name}”:", columns, 0, False)
            if not ok:
                return None
            mapping[q.name] = column
        return mapping

    def merge_device(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, "Merge a kiosk's file", "", "dpgui projects (*.dpgui)")[0]
        if path:
            project = self.context.project
            self._collect(lambda task: store.merge_responses(project, path),
                          lambda r: f"Merged {r.source}: {plural(r.added, 'new response')}, {r.duplicates:,} already here "
                                    "(skipped).", "Merge")

    def export_device(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, "Copy the survey for another device", "kiosk.dpgui",
                                                   "dpgui projects (*.dpgui)")[0]
        if not path:
            return
        try:
            store.export_survey(self.context.project, self.survey, path)
        except (StoreError, ValueError) as err:
            QMessageBox.warning(self, "Copy survey", str(err))
            return
        self.status.setText(f"Wrote {path}: open it in dpgui on the other device and start the kiosk there.")


def import_summary(survey) -> str:
    """What importing a form found: the rows not asked here, what stays unprotected, and what is not used."""
    parts = []
    if lines := not_asked_lines(survey):
        parts.append("Not asked on this device (their answers can come only from responses collected elsewhere and "
                     "imported):\n" + "\n".join(lines))
    if any(q.free_form for q in survey.questions):
        parts.append(FREE_FORM_WARNING)
    if survey.not_used:
        parts.append("Not used by the kiosk:\n" + "\n".join(survey.not_used))
    return "\n\n".join(parts)
