"""Start the desktop app: the window is shown and painted first, then the rest loads."""

from __future__ import annotations

import gc
import os
import sys
import time
from importlib import import_module

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
    window.show()
    _AfterFirstPaint(window, _load_the_rest)
    return app, window


# In an order each part can load in (a package before its modules), split where each part takes a tenth of
# a second or more; the packages before pandas and matplotlib are theirs, loaded first to split them.
PRELOADED = ("pyarrow", "pyarrow.compute", "pytz", "dateutil.parser", "pandas", "PIL.Image", "pyparsing",
             "matplotlib", "matplotlib.colors", "matplotlib.backend_bases", "matplotlib.figure",
             "matplotlib.backends.backend_qtagg")


def _load_the_rest(names: tuple[str, ...] = PRELOADED) -> None:
    """pandas and matplotlib take about a second to load: the window is painted without them, and they
    load straight after, so that opening a project or showing a chart does not wait for them. They load
    on the window's thread (two threads importing one package tree can deadlock), one part per pass of
    the event loop, so that the window answers in between. Everything loaded by then lives for the whole
    session: keep it out of the collector's full passes, which otherwise hold the GIL long enough to stall
    the window."""
    try:
        import_module(names[0])
    except ImportError:  # a package pandas or matplotlib can do without: nothing to load ahead
        pass
    if names[1:]:
        QTimer.singleShot(0, lambda: _load_the_rest(names[1:]))
    else:
        gc.freeze()


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
