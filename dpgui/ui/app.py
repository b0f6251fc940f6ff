"""Start the desktop app: the window is shown and painted without pandas or matplotlib (``ui/loading.py``)."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

os.environ.setdefault("QT_API", "pyside6")  # matplotlib must pick PySide6, never another binding


def create_window():
    """The application object and its shown main window, ready for ``app.exec()``."""
    from dpgui.ui.language import install as install_language
    from dpgui.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("dpgui")
    app.setApplicationName("dpgui")
    install_language(app)
    window = MainWindow()
    window.show()  # pandas and matplotlib load when first needed (ui/loading.py)
    return app, window


class _AfterFirstPaint(QObject):
    """Calls ``then`` on the event loop's next pass after the window's first paint."""

    def __init__(self, window, then):
        super().__init__(window)
        self._then = then
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)
        return False


def run() -> int:
    app, window = create_window()
    if os.environ.get("DPGUI_STARTUP_PROBE"):  # bench/startup.py: report when the window is painted, then leave
        _AfterFirstPaint(window, lambda: (print(f"window painted at {time.time():.6f}", flush=True), app.exit(0)))
    return app.exec()
