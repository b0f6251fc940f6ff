"""The Survey page: design a randomized-response survey, plan its accuracy, and collect answers
(kiosk on this device, import from elsewhere, merge other kiosks' files)."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QDoubleSpinBox, QFileDialog, QFrame, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QLineEdit,
                               QMessageBox, QPushButton, QScrollArea, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from dpgui.core.rr.survey import design_parameters_text, free_form_warning, not_asked_lines
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store import surveys as store
from dpgui.store.declared.names import html_text
from dpgui.store.errors import StoreError
from dpgui.store.importers.rr_responses import match_columns
from dpgui.store.importers.xlsform import read_xlsform
from dpgui.store.importers.xlsform_writer import language_warnings, mode, write_xlsform
from dpgui.ui.kiosk import KioskWindow
from dpgui.ui.pages.phones import PhonesDialog
from dpgui.ui.pages.question_dialog import QuestionDialog
from dpgui.ui.widgets import named, wrapped


def headers() -> list[str]:
    return [translate("ui.pages.survey", "Question"), translate("ui.pages.survey", "Kind"),
            translate("ui.pages.survey", "Design"), "ε", translate("ui.pages.survey", "± at planned n"),
            translate("ui.pages.survey", "n for the wanted ±")]


def kind_names() -> dict[str, str]:
    return {"sensitive_yes_no": translate("ui.pages.survey", "sensitive yes/no"),
            "sensitive_choice": translate("ui.pages.survey", "sensitive choice"),
            "select_one": translate("ui.pages.survey", "choice — NOT protected"),
            "select_multiple": translate("ui.pages.survey", "several choices — NOT protected"),
            "integer": translate("ui.pages.survey", "number — NOT protected"),
            "decimal": translate("ui.pages.survey", "decimal number — NOT protected"),
            "text": translate("ui.pages.survey", "text — NOT protected"),
            "date": translate("ui.pages.survey", "date — NOT protected"),
            "time": translate("ui.pages.survey", "time — NOT protected"),
            "datetime": translate("ui.pages.survey", "date and time — NOT protected")}


def kind_name(q) -> str:
    if not q.asked_here:
        return translate("ui.pages.survey", "{kind} — not asked on this device").format(
            kind=q.form_type or kind_names()[q.kind])
    return kind_names()[q.kind]


class SurveyPage(QWidget):
    responses_changed = Signal()

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.kiosk: KioskWindow | None = None
        self.phones: PhonesDialog | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # quotes question names and paths: never markup
        self.table = named(QTableWidget(0, len(headers())), translate("ui.pages.survey", "Questions"))
        self.table.setHorizontalHeaderLabels(headers())
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (0, 2):  # the question and its design share the width: neither squeezes the other to "rotocol"
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.doubleClicked.connect(lambda _i: self.edit_question())
        self.planned = named(QSpinBox(), translate("ui.pages.survey", "Planned respondents"))
        self.planned.setRange(10, 10_000_000)
        self.planned.setValue(500)
        self.planned.setSingleStep(100)
        self.wanted = named(QDoubleSpinBox(), translate("ui.pages.survey", "Wanted margin, in points"))
        self.wanted.setRange(0.5, 50)
        self.wanted.setValue(5)
        self.wanted.setSuffix(translate("ui.pages.survey", " points"))
        for box in (self.planned, self.wanted):
            box.valueChanged.connect(self.refresh)
        self.total = QLabel()
        self.total.setWordWrap(True)
        buttons = {"new_button": (translate("ui.pages.survey", "New survey…"), self.new_survey),
                   "import_button": (translate("ui.pages.survey", "Import XLSForm…"), self.import_xlsform),
                   "export_button": (translate("ui.pages.survey", "Export XLSForm…"), self.export_xlsform),
                   "version_button": (translate("ui.pages.survey", "New version"), self.new_version),
                   "add_button": (translate("ui.pages.survey", "Add question…"), self.add_question),
                   "edit_button": (translate("ui.pages.survey", "Edit…"), self.edit_question),
                   "remove_button": (translate("ui.pages.survey", "Remove"), self.remove_question),
                   "kiosk_button": (translate("ui.pages.survey", "Start kiosk…"), self.start_kiosk),
                   "phones_button": (translate("ui.pages.survey", "Collect on phones…"), self.open_phones),
                   "responses_button": (translate("ui.pages.survey", "Import responses…"), self.import_responses),
                   "merge_button": (translate("ui.pages.survey", "Merge a device's file…"), self.merge_device),
                   "device_button": (translate("ui.pages.survey", "Copy survey for another device…"),
                                     self.export_device)}
        for attr, (text, handler) in buttons.items():
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, h=handler: h())
            setattr(self, attr, button)
        for b in (self.kiosk_button, self.phones_button):
            b.setMinimumHeight(36)
        top = QHBoxLayout()
        for b in (self.new_button, self.import_button, self.export_button, self.version_button):
            top.addWidget(b)
        top.addStretch(1)
        edit = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.remove_button):
            edit.addWidget(b)
        edit.addStretch(1)
        edit.addWidget(QLabel(translate("ui.pages.survey", "Planned respondents:")))
        edit.addWidget(self.planned)
        edit.addWidget(QLabel(translate("ui.pages.survey", "Wanted ±:")))
        edit.addWidget(self.wanted)
        self.footer = QWidget()  # collecting answers, the page's main action, stays in view below the scrolling part
        rows = QVBoxLayout(self.footer)  # collecting here on top, answers from elsewhere below: in one row, French
        rows.setContentsMargins(0, 0, 0, 0)  # words ran past a 1280x720 screen at 125%
        for buttons_in_row in ((self.kiosk_button, self.phones_button),
                               (self.responses_button, self.merge_button, self.device_button)):
            row = QHBoxLayout()
            for b in buttons_in_row:
                row.addWidget(b)
            rows.addLayout(row)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ui.pages.survey", "<b>Randomized response.</b> Each sensitive answer is "
                                           "randomised before it is stored, so no single answer reveals the "
                                           "respondent; the estimates remove the noise.")))
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
        notes.setAccessibleName(translate("ui.pages.survey", "What the last action found"))
        # It takes the focus, so that the arrow keys scroll a long summary: a frame shows when it has it.
        notes.setStyleSheet("QScrollArea { border: 1px solid transparent; } "
                            "QScrollArea:focus { border: 1px solid palette(highlight); }")
        layout.addWidget(notes)
        context.closing.connect(self.stop_phones)  # never serve a survey of a project no longer open
        context.project_changed.connect(self.refresh)
        self.refresh()

    # -- state ---------------------------------------------------------------------------------

    @property
    def survey(self):
        project = self.context.project
        return store.current_survey(project) if project is not None else None

    def refresh(self) -> None:
        survey = self.survey
        if self.phones is not None and (survey is None or _which(survey) != _which(self.phones.survey)):
            self.stop_phones()  # the phones answer the survey they were given: another one needs a new page
        has_project = self.context.project is not None
        count = store.response_count(self.context.project, survey) if survey else 0
        locked = count > 0
        for b in (self.add_button, self.edit_button, self.remove_button):
            b.setEnabled(survey is not None and not locked)
        for b in (self.export_button, self.version_button, self.kiosk_button, self.phones_button,
                  self.responses_button, self.merge_button, self.device_button):
            b.setEnabled(survey is not None and bool(survey.questions))
        self.new_button.setEnabled(has_project)
        self.import_button.setEnabled(has_project)
        if survey is None:
            self.title.setText(translate("ui.pages.survey", "No survey yet: make one, or import an XLSForm."))
            self.table.setRowCount(0)
            self.total.clear()
            self.status.clear()
            return
        self.title.setText(translate("ui.pages.survey", "<b>{title}</b> — version {version}, {languages} — {state}").format(
            title=html_text(survey.title), version=survey.version, languages=html_text(", ".join(survey.languages)),
            state=_state(count)))
        self.table.setRowCount(len(survey.questions))
        n, wanted = self.planned.value(), self.wanted.value() / 100
        for i, q in enumerate(survey.questions):
            try:
                eps = q.epsilon
                eps_text = "—" if eps is None else (translate("ui.pages.survey", "∞ NOT private") if math.isinf(eps)
                                                    else plain_number(eps, digits=3))
                width = q.half_width(n)
                needed = q.sample_size(wanted)
                cells = [f"{q.name}: {next(iter(q.label.values()), '')}", kind_name(q), design_parameters_text(q),
                         eps_text, "—" if width is None else translate("ui.pages.survey", "±{margin} points").format(
                             margin=plain_number(width * 100, step=0.1)),
                         plain_number(needed)]
            except ValueError as err:
                cells = [q.name, kind_names().get(q.kind, q.kind), f"⚠ {err}", "", "", ""]
            for j, text in enumerate(cells):
                self.table.setItem(i, j, QTableWidgetItem(text))
        try:
            total = survey.total_epsilon
            self.total.setText(translate(
                "ui.pages.survey", "Each respondent's total ε across the sensitive questions: <b>{epsilon}</b> (the ε "
                "of each added up). Questions marked NOT protected are stored exactly as answered. ± is the expected "
                "95% margin for a share near 50% (yes/no) or 1/k (choices).").format(
                    epsilon=plain_number(total, digits=3)))
        except ValueError as err:
            self.total.setText(html_text(f"⚠ {err}"))

    def _save(self, survey) -> bool:
        try:
            store.save_survey(self.context.project, survey)
        except (ValueError, store.SurveyLocked) as err:
            QMessageBox.warning(self, translate("ui.pages.survey", "Survey"), str(err))
            return False
        self.refresh()
        return True

    # -- designing -----------------------------------------------------------------------------

    def new_survey(self, title: str | None = None, languages: str | None = None) -> None:
        if title is None:
            title, ok = QInputDialog.getText(self, translate("ui.pages.survey", "New survey"),
                                             translate("ui.pages.survey", "Title:"))
            if not ok or not title.strip():
                return
            languages, ok = QInputDialog.getText(self, translate("ui.pages.survey", "New survey"),
                                                 translate("ui.pages.survey", "Languages (comma-separated):"),
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
        path = path or QFileDialog.getOpenFileName(self, translate("ui.pages.survey", "Import an XLSForm"), "",
                                                   "XLSForm (*.xlsx *.xls)")[0]
        if not path:
            return
        try:
            survey = read_xlsform(path)
        except ValueError as err:
            QMessageBox.warning(self, translate("ui.pages.survey", "Import XLSForm"), str(err))
            return
        if self._save(survey):
            self.status.setText(import_summary(survey))

    def export_xlsform(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.survey", "Export as XLSForm"), "survey.xlsx",
                                                   "XLSForm (*.xlsx)")[0]
        if not path:
            return
        survey = self.survey
        try:
            write_xlsform(survey, path)
        except StoreError as err:
            QMessageBox.warning(self, translate("ui.pages.survey", "XLSForm not written"), str(err))
            return
        self.status.setText(translate("ui.pages.survey", "Wrote {path}. How each sensitive question is randomised:")
                            .format(path=path) + "\n" +
                            "\n".join(f"{q.name}: {mode(q)}" for q in survey.sensitive) +
                            "".join(f"\n\n⚠ {w}" for w in language_warnings(survey)))

    # -- collecting ----------------------------------------------------------------------------

    def start_kiosk(self, pin: str | None = None, full_screen: bool = True) -> KioskWindow | None:
        if pin is None:
            pin, ok = QInputDialog.getText(self, translate("ui.pages.survey", "Kiosk"), translate(
                "ui.pages.survey", "Choose the enumerator's PIN (needed to leave the kiosk):"), QLineEdit.EchoMode.Password)
            if not ok:
                return None
        if len(pin) < 4:
            QMessageBox.warning(self, translate("ui.pages.survey", "Kiosk"),
                                translate("ui.pages.survey", "Choose a PIN of at least 4 characters."))
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

    def open_phones(self) -> PhonesDialog:
        """The window that serves this survey to respondents' phones (one at a time; it stops serving when closed)."""
        if self.phones is None:
            self.phones = PhonesDialog(self.context.project, self.survey, parent=self)
            self.phones.received.connect(self._phones_received)
            self.phones.finished.connect(self._phones_closed)
        self.phones.show()
        self.phones.raise_()
        self.phones.activateWindow()
        return self.phones

    def stop_phones(self) -> None:
        """Stop serving and close the phones' window, if open (the project, the survey or the app changes)."""
        if self.phones is not None:
            self.phones.close()

    def _phones_received(self) -> None:
        self.refresh()
        self.responses_changed.emit()

    def _phones_closed(self) -> None:
        phones, self.phones = self.phones, None
        if phones is not None:
            phones.deleteLater()
            self._phones_received()

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
        self.stop_phones()  # the collection session ends with the kiosk's
        self.refresh()
        self.responses_changed.emit()

    def import_responses(self, path: str | None = None, mapping: dict | None = None) -> None:
        """Check and store another tool's responses in the worker (a big file takes a while)."""
        path = path or QFileDialog.getOpenFileName(self, translate("ui.pages.survey", "Import responses"), "",
                                                   translate("ui.pages.survey", "Responses (*.csv *.tsv *.xlsx)"))[0]
        if not path:
            return
        survey, project = self.survey, self.context.project
        try:
            mapping = mapping or self._ask_mapping(survey, path)
        except ValueError as err:
            QMessageBox.warning(self, translate("ui.pages.survey", "Import responses"), str(err))
            return
        if mapping is None:
            return
        free = any(q.free_form for q in survey.questions)
        self._collect(lambda task: store.import_responses(project, survey, path, mapping, task),
                      lambda r: _imported(r) + (f"\n{free_form_warning()}" if free else ""),
                      translate("ui.pages.survey", "Import responses"))

    def _collect(self, job, describe, title: str) -> None:
        """Run an import or merge in the worker; report, refresh and tell the estimates when done."""
        def finished(result):
            self.status.setText(describe(result))
            self.refresh()
            self.responses_changed.emit()

        self.status.setText(translate("ui.pages.survey", "Working…"))
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
            column, ok = QInputDialog.getItem(self, translate("ui.pages.survey", "Which column?"),
                                              translate("ui.pages.survey", "Column holding “{name}”:").format(
                                                  name=q.name), columns, 0, False)
            if not ok:
                return None
            mapping[q.name] = column
        return mapping

    def merge_device(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, translate("ui.pages.survey", "Merge a kiosk's file"), "",
                                                   translate("ui.pages.survey", "dpgui projects (*.dpgui)"))[0]
        if path:
            project = self.context.project
            self._collect(lambda task: store.merge_responses(project, path), _merged,
                          translate("ui.pages.survey", "Merge"))

    def export_device(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.survey", "Copy the survey for another device"),
                                                   "kiosk.dpgui", translate("ui.pages.survey", "dpgui projects (*.dpgui)"))[0]
        if not path:
            return
        try:
            store.export_survey(self.context.project, self.survey, path)
        except (StoreError, ValueError) as err:
            QMessageBox.warning(self, translate("ui.pages.survey", "Copy survey"), str(err))
            return
        self.status.setText(translate("ui.pages.survey", "Wrote {path}: open it in dpgui on the other device and start "
                                                         "the kiosk there.").format(path=path))


def _which(survey) -> tuple:
    """A survey's exact version: responses are stored against it."""
    return survey.id, survey.version, survey.fingerprint


def _state(count: int) -> str:
    """Whether the questions can still change: not once a response is collected."""
    if not count:
        return translate("ui.pages.survey", "draft: questions can still change")
    words = translate("ui.pages.survey", "<b>locked</b>: {count} response collected; make a new version to change "
                                         "the questions") if count == 1 else \
        translate("ui.pages.survey", "<b>locked</b>: {count} responses collected; make a new version to change the "
                                     "questions")
    return words.format(count=plain_number(count))


def _imported(result) -> str:
    words = translate("ui.pages.survey", "Imported {count} response ({duplicates} already here, skipped).") \
        if result.added == 1 else \
        translate("ui.pages.survey", "Imported {count} responses ({duplicates} already here, skipped).")
    said = words.format(count=plain_number(result.added), duplicates=plain_number(result.duplicates))
    return f"{said} {result.notice}".strip()


def _merged(result) -> str:
    words = translate("ui.pages.survey", "Merged {source}: {count} new response, {duplicates} already here "
                                         "(skipped).") if result.added == 1 else \
        translate("ui.pages.survey", "Merged {source}: {count} new responses, {duplicates} already here (skipped).")
    return words.format(source=result.source, count=plain_number(result.added),
                        duplicates=plain_number(result.duplicates))


def import_summary(survey) -> str:
    """What importing a form found: the rows not asked here, what stays unprotected, and what is not used."""
    parts = []
    if lines := not_asked_lines(survey):
        parts.append(translate("ui.pages.survey", "Not asked on this device (their answers can come only from "
                                                  "responses collected elsewhere and imported):") + "\n" + "\n".join(lines))
    if any(q.free_form for q in survey.questions):
        parts.append(free_form_warning())
    if survey.not_used:
        parts.append(translate("ui.pages.survey", "Not used by the kiosk:") + "\n" + "\n".join(survey.not_used))
    return "\n\n".join(parts)
