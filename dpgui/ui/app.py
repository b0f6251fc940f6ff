"""Start the desktop app."""

from __future__ import annotations

import gc
import os
import sys
import time

os.environ.setdefault("QT_API", "pyside6")  # matplotlib must pick PySide6, never another binding


def create_window():
    """The application object and its shown main window, ready for ``app.exec()``."""
    from PySide6.QtWidgets import QApplication

    from dpgui.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("dpgui")
    app.setApplicationName("dpgui")
    window = MainWindow()
    window.show()
    # The objects loaded so far (Qt, numpy, matplotlib) live for the whole session: keep them out of
    # the collector's full passes, which otherwise hold the GIL long enough to stall the window.
    gc.freeze()
    return app, window


def run() -> int:
    app, _window = create_window()
    if os.environ.get("DPGUI_STARTUP_PROBE"):  # bench/startup.py: report when the window is up, then leave
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, lambda: (print(f"window shown at {time.time():.6f}", flush=True), app.exit(0)))
    return app.exec()
