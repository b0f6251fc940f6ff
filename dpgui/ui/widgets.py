"""Small widgets shared by the pages."""

from __future__ import annotations

import math
from contextlib import contextmanager

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QSlider, QStatusBar, QVBoxLayout, QWidget

from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.core.words.translation import translate
from dpgui.engine.plan import EPSILON_RANGE
from dpgui.ui.colours import style

STEPS = 1000
WARN_ABOVE = 5.0
BUSY_AFTER_MS = 300  # a wait longer than this shows the busy cursor and a line saying what is going on


class EpsilonSlider(QWidget):
    """A logarithmic ε slider from 0.01 to 10, labelled by what moving it does."""

    moved = Signal(float)      # while dragging: update previews only
    committed = Signal(float)  # released or stepped: save

    def __init__(self, parent=None):
        super().__init__(parent)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, STEPS)
        self.slider.setTracking(False)
        self.slider.setPageStep(50)
        self.slider.setAccessibleName(translate("ui.widgets", "privacy level ε"))
        self.value_label = QLabel()
        self.value_label.setMinimumWidth(90)
        self.warning = QLabel(translate("ui.widgets", "⚠ ε above {limit} gives weak protection: an observer can "
                                        "learn a lot about a person.").format(limit=plain_number(WARN_ABOVE)))
        self.warning.setStyleSheet(style("warning"))
        self.warning.setWordWrap(True)
        ends = QHBoxLayout()
        ends.addWidget(QLabel(translate("ui.widgets", "← more private")))
        ends.addStretch(1)
        ends.addWidget(QLabel(translate("ui.widgets", "more accurate →")))
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.value_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.warning)
        layout.addLayout(row)
        layout.addLayout(ends)
        self.slider.sliderMoved.connect(lambda pos: self._show(self._to_epsilon(pos), emit=True))
        self.slider.valueChanged.connect(lambda pos: self.committed.emit(self._show(self._to_epsilon(pos))))
        self.set_epsilon(1.0)

    @staticmethod
    def _to_epsilon(pos: int) -> float:
        low, high = (math.log10(v) for v in EPSILON_RANGE)
        return float(f"{10 ** (low + (high - low) * pos / STEPS):.2g}")  # two significant digits: 0.25, 1, 3.2

    @staticmethod
    def _to_position(eps: float) -> int:
        low, high = (math.log10(v) for v in EPSILON_RANGE)
        eps = min(max(eps, EPSILON_RANGE[0]), EPSILON_RANGE[1])
        return round((math.log10(eps) - low) / (high - low) * STEPS)

    def _show(self, eps: float, emit: bool = False) -> float:
        self.value_label.setText(translate("ui.widgets", "ε = {value}").format(value=plain_epsilon(eps)))
        self.warning.setVisible(eps > WARN_ABOVE)
        if emit:
            self.moved.emit(eps)
        return eps

    def set_epsilon(self, eps: float) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(self._to_position(eps))
        self.slider.blockSignals(False)
        self._show(eps)

    def epsilon(self) -> float:
        return self._to_epsilon(self.slider.value())


def named(widget: QWidget, name: str, description: str = "") -> QWidget:
    """A control with the name a screen reader says (a table, list, box or number field has no text of its own)."""
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)
    return widget


def wrapped(text: str) -> QLabel:
    """A label that wraps to the window's width instead of widening it (laptop screens)."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Open at ``width``×``height``, or smaller on a small (or scaled) screen, so every button shows."""
    screen = window.screen().availableGeometry()
    window.resize(min(width, screen.width() - 40), min(height, screen.height() - 60))


@contextmanager
def waiting(status_bar: QStatusBar, message: str):
    """A wait the window cannot answer during (opening a project): the wait cursor and ``message``, painted
    before the work starts and taken away however it ends."""
    status_bar.showMessage(message)
    status_bar.repaint()
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()
        status_bar.clearMessage()


class BusyLine(QObject):
    """While the worker runs longer than ``BUSY_AFTER_MS``: the busy cursor (the window still answers) and a
    status line with the job's progress; both go when the job ends, however it ends."""

    def __init__(self, runner, status_bar: QStatusBar):
        super().__init__(status_bar)
        self.status_bar = status_bar
        self.shown = False
        self.text = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(BUSY_AFTER_MS)
        self.timer.timeout.connect(self._show)
        runner.busy_changed.connect(self._busy)
        runner.progress.connect(self._progress)

    def _busy(self, busy: bool) -> None:
        if busy:
            self.text = translate("ui.widgets", "Working…")
            self.timer.start()
            return
        self.timer.stop()
        if self.shown:
            self.shown = False
            QApplication.restoreOverrideCursor()
            self.status_bar.clearMessage()

    def _progress(self, fraction: float, message: str) -> None:
        self.text = translate("ui.widgets", "Working: {what} ({percent}% done)").format(
            what=message or translate("ui.widgets", "please wait"), percent=plain_number(round(fraction * 100)))
        if self.shown:
            self.status_bar.showMessage(self.text)

    def _show(self) -> None:
        self.shown = True
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self.status_bar.showMessage(self.text)
