"""Start the desktop app."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_API", "pyside6")  # matplotlib must pick PySide6, never another binding


def run(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from dpgui.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setOrganizationName("dpgui")
    app.setApplicationName("dpgui")
    window = MainWindow()
    window.show()
    return app.exec()
