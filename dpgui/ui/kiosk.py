"""Kiosk mode: one respondent at a time, full screen, large buttons, no way back.

Screens: language → consent → how the protection works → one screen per question → thanks. A
sensitive answer given on the device is randomised the moment its button is pressed, and only the
reported answer is kept (in memory until the last question). The whole response is then committed
durably (one transaction, fsync'd) before the thanks screen appears; a respondent who declines or
stops leaves nothing behind. Leaving the kiosk needs the enumerator's PIN.
"""

from __future__ import annotations

import hashlib
import hmac
import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QHBoxLayout, QInputDialog, QLabel, QLineEdit, QMessageBox, QPushButton, QSpinBox,
                               QStackedWidget, QVBoxLayout, QWidget)

from dpgui.core.survey import Question, Survey
from dpgui.store import surveys as store
from dpgui.store.project import Project


def pin_hash(pin: str, salt: bytes) -> str:
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, 100_000).hex()


class KioskWindow(QWidget):
    committed = Signal(str)  # the UUID of each stored response
    closed = Signal()

    def __init__(self, project: Project, survey: Survey, pin: str | None = None, device: str | None = None,
                 pin_record: str | None = None, parent=None):
        """``pin`` for a new kiosk; ``pin_record`` (salt:hash, see ``pin_record``) to resume after a crash."""
        super().__init__(parent)
        self.setWindowTitle(f"{survey.title} — kiosk")
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
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.addWidget(self.stack)
        self.setStyleSheet("QLabel { font-size: 22pt; } QPushButton { font-size: 22pt; min-height: 90px; "
                           "padding: 10px 30px; } QSpinBox { font-size: 26pt; min-height: 70px; }")
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.request_exit)
        self.count = store.response_count(project, survey)
        self._show_languages()

    # -- screens -------------------------------------------------------------------------------

    def _t(self, key: str) -> str:
        return self.survey.text(key, self.language)

    def _screen(self, text: str, buttons: list[tuple[str, object]], note: str = "", extra: QWidget | None = None):
        """Replace the current screen (the previous one is destroyed: there is no way back)."""
        page = QWidget()
        box = QVBoxLayout(page)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addStretch(1)
        box.addWidget(label)
        if note:
            small = QLabel(note)
            small.setWordWrap(True)
            small.setAlignment(Qt.AlignmentFlag.AlignCenter)
            small.setStyleSheet("font-size: 15pt; color: #555;")
            box.addWidget(small)
        if extra is not None:
            box.addWidget(extra, 0, Qt.AlignmentFlag.AlignCenter)
        box.addStretch(1)
        row = QHBoxLayout()
        for text_, handler in buttons:
            button = QPushButton(text_)
            button.clicked.connect(handler)
            row.addWidget(button)
        box.addLayout(row)
        footer = QLabel(f"{self.count} responses in this project · Esc: enumerator")
        footer.setStyleSheet("font-size: 11pt; color: #777;")
        box.addWidget(footer, 0, Qt.AlignmentFlag.AlignRight)
        old = self.stack.currentWidget()
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        if old is not None:  # detach it, and drop it at the next screen change (its button may still be emitting)
            self.stack.removeWidget(old)
            old.setParent(None)
            self._retired = old
        self.buttons = page.findChildren(QPushButton)
        return page

    def _show_languages(self) -> None:
        self._reported, self._index = {}, 0
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
        if self._index >= len(self.survey.questions):
            return self._finish()
        q = self.survey.questions[self._index]
        text = q.label.get(self.language) or next(iter(q.label.values()))
        if q.kind == "integer":
            box = QSpinBox()
            box.setRange(q.lower if q.lower is not None else -10**6, q.upper if q.upper is not None else 10**6)
            self._screen(text, [(self._t("next"), lambda: self._answer(q, str(box.value())))],
                         self._t("not_protected"), box)
            return
        options = [("yes", self._t("yes")), ("no", self._t("no"))] if q.kind == "sensitive_yes_no" else [
            (c["code"], c["label"].get(self.language) or next(iter(c["label"].values()), c["code"])) for c in q.choices]
        note = (self._t("not_protected") if not q.sensitive else
                self._t("physical") + "\n" + q.physical_instructions(self.language) if q.randomiser == "physical" else "")
        self._screen(text, [(label, lambda _=False, code=code: self._answer(q, code)) for code, label in options], note)

    def _answer(self, q: Question, value: str) -> None:
        """Randomise a device-randomised sensitive answer at once; keep only what is reported."""
        self._reported[q.name] = q.report(value)
        self._index += 1
        self._ask()

    def _finish(self) -> None:
        try:
            key = store.commit_response(self.project, self.survey, self._reported, device=self.device)
        except Exception as err:  # a full disk, a lost file: say so and keep the kiosk usable
            self._reported = {}
            QMessageBox.critical(self, "Not saved", f"This response could not be saved: {err}\n"
                                                    "Please call the enumerator.")
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
        if pin is None:
            pin, ok = QInputDialog.getText(self, "Enumerator", "PIN to leave the kiosk:", QLineEdit.EchoMode.Password)
            if not ok:
                return False
        if not self.check_pin(pin):
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

