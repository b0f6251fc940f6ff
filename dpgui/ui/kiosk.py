"""Kiosk mode: one respondent at a time, full screen, large buttons.

Screens: language → consent → how the protection works → one screen per note or question (with its
groups' labels as a heading) → thanks. Questions and notes whose ``relevant`` is false are passed
over (their answer stays blank); a required question has no "skip" button; an answer that breaks
its ``constraint`` is refused with the form's message. Text, numbers, dates and times are typed or picked
with large controls; rows the kiosk does not ask (``Survey.not_asked_here``) are left blank. A sensitive answer
given on the device is randomised the moment its button is pressed, and only the reported answer is kept (in
memory until the last question). "Back" returns to the previous screen and forgets the answers from there on:
a randomised answer given again is randomised afresh, and nothing of the first one is kept. The whole response
is then committed durably (one transaction, fsync'd) before the thanks screen appears; a respondent who declines
or stops leaves nothing behind. Leaving the kiosk needs the enumerator's PIN.
"""

from __future__ import annotations

import hashlib
import hmac
import os

from PySide6.QtCore import QDate, QDateTime, Qt, QTime, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QCheckBox, QDateEdit, QDateTimeEdit, QHBoxLayout, QInputDialog, QLabel, QLineEdit,
                               QMessageBox, QPushButton, QSpinBox, QStackedWidget, QTimeEdit, QVBoxLayout, QWidget)

from dpgui.core.rr.instruction_texts import texts
from dpgui.core.rr.survey import Note, Question, Survey
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store import surveys as store
from dpgui.store.project import Project
from dpgui.ui.colours import style


def pin_hash(pin: str, salt: bytes) -> str:
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, 100_000).hex()


class KioskWindow(QWidget):
    committed = Signal(str)  # the UUID of each stored response
    closed = Signal()

    def __init__(self, project: Project, survey: Survey, pin: str | None = None, device: str | None = None,
                 pin_record: str | None = None, parent=None):
        """``pin`` for a new kiosk; ``pin_record`` (salt:hash, see ``pin_record``) to resume after a crash."""
        super().__init__(parent)
        self.setWindowTitle(translate("ui.kiosk", "{title} — kiosk").format(title=survey.title))
        self.project, self.survey, self.device = project, survey, device
        if pin_record is not None:
            salt, self._pin = pin_record.split(":")
            self._salt = bytes.fromhex(salt)
        else:
            self._salt = os.urandom(16)
            self._pin = pin_hash(pin, self._salt)
        self._unlocked = False
        self.language = survey.languages[0]
        self._reported: dict[str, str] = {}
        self._index = 0
        self._shown: list[int] = []  # the items shown to this respondent, in order, for "Back"
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.addWidget(self.stack)
        self.setStyleSheet("QLabel { font-size: 22pt; } QPushButton { font-size: 22pt; min-height: 90px; "
                           "padding: 10px 30px; } QSpinBox, QLineEdit, QDateTimeEdit { font-size: 26pt; min-height: 70px; "
                           "min-width: 420px; }")
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.request_exit)
        self.count = store.response_count(project, survey)
        self._show_languages()

    # -- screens -------------------------------------------------------------------------------

    def _t(self, key: str) -> str:
        return self.survey.text(key, self.language)

    def _screen(self, text: str, buttons: list[tuple[str, object]], note: str = "", extra: QWidget | None = None,
                heading: str = "", back=None):
        """Replace the current screen (the previous one is destroyed; "Back" builds it again, empty)."""
        page = QWidget()
        box = QVBoxLayout(page)
        if heading:
            top = QLabel(heading)
            top.setWordWrap(True)
            top.setStyleSheet(style("heading", "font-size: 16pt; font-weight: bold;"))
            box.addWidget(top)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addStretch(1)
        box.addWidget(label)
        if note:
            small = QLabel(note)
            small.setWordWrap(True)
            small.setAlignment(Qt.AlignmentFlag.AlignCenter)
            small.setStyleSheet(style("muted", "font-size: 15pt;"))
            box.addWidget(small)
        if extra is not None:
            box.addWidget(extra, 0, Qt.AlignmentFlag.AlignCenter)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.error.setStyleSheet(style("error", "font-size: 16pt;"))
        box.addWidget(self.error)
        box.addStretch(1)
        row = QHBoxLayout()
        for text_, handler in buttons:
            button = QPushButton(text_)
            button.clicked.connect(handler)
            row.addWidget(button)
        box.addLayout(row)
        bottom = QHBoxLayout()
        if back is not None:  # apart from the answers, smaller, so that it is never taken for one
            previous = QPushButton(f"‹ {self._t('back')}")
            previous.setObjectName("back")
            previous.setStyleSheet("font-size: 15pt; min-height: 50px; padding: 4px 18px;")
            previous.clicked.connect(back)
            bottom.addWidget(previous)
        bottom.addStretch(1)
        footer = QLabel(self._footer())
        footer.setStyleSheet(style("muted", "font-size: 11pt;"))
        bottom.addWidget(footer)
        box.addLayout(bottom)
        old = self.stack.currentWidget()
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        if old is not None:  # detach it, and drop it at the next screen change (its button may still be emitting)
            self.stack.removeWidget(old)
            old.setParent(None)
            self._retired = old
        self.buttons = [b for b in page.findChildren(QPushButton) if b.objectName() != "back"]
        self.back_button = page.findChild(QPushButton, "back")
        return page

    def _footer(self) -> str:
        """For the enumerator, in the interface's language: how many responses, and how to leave."""
        words = translate("ui.kiosk", "{count} response in this project · Esc: enumerator") if self.count == 1 \
            else translate("ui.kiosk", "{count} responses in this project · Esc: enumerator")
        return words.format(count=plain_number(self.count))

    def _show_languages(self) -> None:
        self._reported, self._index, self._shown = {}, 0, []
        langs = self.survey.languages
        self._screen(" / ".join(dict.fromkeys(self.survey.text("choose_language", lang) for lang in langs)),
                     [(lang, lambda _=False, lang=lang: self._pick_language(lang)) for lang in langs])

    def _pick_language(self, language: str) -> None:
        self.language = language
        self._screen(self._t("consent"), [(self._t("agree"), self._explain), (self._t("decline"), self._declined)])

    def _declined(self) -> None:
        self._reported = {}
        self._screen(self._t("declined"), [(self._t("next"), self._show_languages)])

    def _explain(self) -> None:
        self._screen(self._t("explanation"), [(self._t("continue"), self._ask)])

    def _ask(self) -> None:
        """The next note or question that applies; those whose ``relevant`` is false are passed over."""
        items = self.survey.items()
        while self._index < len(items) and not self.survey.shown(items[self._index], self._reported):
            if isinstance(items[self._index], Question):
                self._reported[items[self._index].name] = ""
            self._index += 1
        if self._index >= len(items):
            return self._finish()
        item = items[self._index]
        self._shown.append(self._index)
        text = item.label.get(self.language) or next(iter(item.label.values()), "")
        heading = self.survey.heading(item, self.language)
        back = self._back if len(self._shown) > 1 else None
        if isinstance(item, Note):
            self._screen(text, [(self._t("next"), self._next)], heading=heading, back=back)
            return
        q = item
        hint = q.hint.get(self.language) or next(iter(q.hint.values()), "")
        note = "\n".join(t for t in (hint, self._protection(q)) if t)
        skip = [] if q.required else [(self._t("skip"), lambda: self._answer(q, ""))]
        entry = self._entry(q)
        if entry is not None:
            widget, value = entry
            self._screen(text, [(self._t("next"), lambda: self._answer(q, value()))] + skip, note, widget, heading,
                         back)
            widget.setFocus()
            return
        if q.kind == "select_multiple":
            column = QWidget()
            ticks = QVBoxLayout(column)
            boxes = []
            for code, label in self._options(q):
                boxes.append((code, QCheckBox(label)))
                ticks.addWidget(boxes[-1][1])
            picked = lambda: " ".join(code for code, b in boxes if b.isChecked())  # noqa: E731
            self._screen(text, [(self._t("next"), lambda: self._answer(q, picked()))], note, column, heading, back)
            return
        options = [(label, lambda _=False, code=code: self._answer(q, code)) for code, label in self._options(q)]
        self._screen(text, options + skip, note, heading=heading, back=back)

    def _entry(self, q: Question):
        """(widget, its answer as the form stores it) for a typed answer, named for a screen reader by its question;
        None for an answer chosen with buttons."""
        entry = self._typed_entry(q)
        if entry is not None:
            entry[0].setAccessibleName(q.label.get(self.language) or next(iter(q.label.values()), q.name))
        return entry

    def _typed_entry(self, q: Question):
        if q.kind == "integer":
            box = QSpinBox()
            box.setRange(q.lower if q.lower is not None else -10**6, q.upper if q.upper is not None else 10**6)
            return box, lambda: str(box.value())
        if q.kind in ("text", "decimal"):
            line = QLineEdit()
            if q.kind == "decimal":  # the touch keyboard shows digits
                line.setInputMethodHints(Qt.InputMethodHint.ImhFormattedNumbersOnly)
            if q.kind == "text":
                return line, lambda: line.text().strip()
            return line, lambda: _decimal_point(line.text().strip())
        editors = {"date": (QDateEdit, QDate.currentDate, "yyyy-MM-dd"), "time": (QTimeEdit, QTime.currentTime, "HH:mm"),
                   "datetime": (QDateTimeEdit, QDateTime.currentDateTime, "yyyy-MM-ddTHH:mm")}
        if q.kind in editors:
            kind, now, form = editors[q.kind]
            editor = kind(now())
            editor.setDisplayFormat(form.replace("T", " "))
            if q.kind != "time":
                editor.setCalendarPopup(True)  # a month to tap on, rather than three small fields
            read = {"date": editor.date, "time": editor.time, "datetime": editor.dateTime}[q.kind]
            return editor, lambda: read().toString(form)
        return None

    def _options(self, q: Question) -> list[tuple[str, str]]:
        """(code, label in this language) of the options offered now (after the ``choice_filter``)."""
        if q.kind == "sensitive_yes_no" and not q.choices:
            return [("yes", self._t("yes")), ("no", self._t("no"))]
        return [(c["code"], c["label"].get(self.language) or next(iter(c["label"].values()), c["code"]))
                for c in q.options(self.survey.logic_answers(self._reported))]

    def _protection(self, q: Question) -> str:
        if not q.sensitive:
            return self._t("not_protected")
        if q.randomiser != "physical":
            return ""
        words = dict(self._options(q))  # the answers as this screen's buttons say them
        return self._t("physical") + "\n" + q.physical_instructions(self.language, words.get("yes"), words.get("no"))

    def _next(self) -> None:
        self._index += 1
        self._ask()

    def _back(self) -> None:
        """The previous screen again, with every answer from there on forgotten (a randomised one is randomised
        afresh when it is given again: only the last report is ever kept)."""
        self._shown.pop()
        self._index = self._shown.pop()
        items = self.survey.items()
        for item in items[self._index:]:
            self._reported.pop(item.name, None) if isinstance(item, Question) else None
        self._ask()

    def _answer(self, q: Question, value: str) -> None:
        """Refuse an answer the form does not allow; randomise a device-randomised sensitive answer at
        once and keep only what is reported."""
        problem = q.problem(value, self.survey.logic_answers(self._reported))
        if problem:
            message = q.constraint_message.get(self.language) if problem == "invalid" else ""
            self.error.setText(message or self._t(problem))
            return
        try:
            self._reported[q.name] = q.report(value) if value else ""
        except ValueError:  # typed text that is not a number, or one outside the question's range
            self.error.setText(self._t("not_a_number" if q.kind == "decimal" else "invalid"))
            return
        self._next()

    def _finish(self) -> None:
        try:
            answers = {q.name: self._reported.get(q.name, "") for q in self.survey.questions}  # not asked: blank
            key = store.commit_response(self.project, self.survey, answers, device=self.device)
        except Exception as err:  # a full disk, a lost file: say so and keep the kiosk usable
            self._reported = {}
            said = texts(self.language)  # the respondent reads it, in the survey's language
            QMessageBox.critical(self, said["not_saved_title"], said["not_saved"].format(problem=err))
            return self._show_languages()
        self._reported = {}
        self.count += 1
        self.committed.emit(key)
        self._screen(self._t("thanks"), [(self._t("next"), self._show_languages)])

    # -- leaving -------------------------------------------------------------------------------

    @property
    def pin_record(self) -> str:
        """The salted PIN hash (never the PIN), kept in the settings so a crashed kiosk can resume."""
        return f"{self._salt.hex()}:{self._pin}"

    def check_pin(self, pin: str) -> bool:
        return hmac.compare_digest(pin_hash(pin, self._salt), self._pin)

    def request_exit(self, pin: str | None = None) -> bool:
        """Leave the kiosk if the PIN is right; a response in progress is discarded."""
        if pin is None:  # asked on screen: a wrong PIN says so and asks again, until Cancel
            prompt = translate("ui.kiosk", "PIN to leave the kiosk:")
            while True:
                self.pin_dialog = QInputDialog(self)
                self.pin_dialog.setWindowTitle(translate("ui.kiosk", "Enumerator"))
                self.pin_dialog.setLabelText(prompt)
                self.pin_dialog.setTextEchoMode(QLineEdit.EchoMode.Password)
                if not self.pin_dialog.exec():
                    return False
                if self.check_pin(self.pin_dialog.textValue()):
                    break
                prompt = translate("ui.kiosk", "That PIN is not right. Try again (Cancel goes back to the survey):")
        elif not self.check_pin(pin):
            return False
        self._unlocked = True
        self._reported = {}
        self.close()
        return True

    def closeEvent(self, event) -> None:
        if self._unlocked:
            self.closed.emit()
            event.accept()
        else:
            event.ignore()


def _decimal_point(typed: str) -> str:
    """12,5 as 12.5: a decimal comma is how much of the world writes a number. "1,250" could be either, so it is
    left as typed, and refused as not a number rather than read wrong."""
    whole, comma, part = typed.partition(",")
    return f"{whole}.{part}" if comma and "," not in part and "." not in typed and len(part) != 3 else typed
