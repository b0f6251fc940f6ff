"""pandas and matplotlib, loaded on the window's thread when first needed, never at start-up.

They take most of a second to load, and the pages a user sees first (the start page, the step guide, the
Data page's list, the Queries page) need neither, so the window answers from its first paint on
(tests/test_architecture.py). A chart loads matplotlib when it is first shown (``ui/charts.py``). A job in
the worker thread may import either, so both are loaded before the first job starts, on the window's
thread: two threads importing one package at once can deadlock on its modules' locks.
"""

from __future__ import annotations

import gc
import sys
from contextlib import contextmanager
from importlib import import_module

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

# what the jobs may import (reading files, releases, reports, exports), parts that load in this order
FOR_JOBS = ("pandas", "matplotlib.figure", "matplotlib.backends.backend_qtagg")


@contextmanager
def wait_cursor():
    """The wait cursor while the window cannot answer."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


def load_for_jobs() -> None:
    """Load what a job may import, once, under the wait cursor. It then lives for the whole session: it is
    kept out of the collector's full passes, which otherwise hold the GIL long enough to stall the window."""
    missing = [name for name in FOR_JOBS if name not in sys.modules]
    if not missing:
        return
    with wait_cursor():
        for name in missing:
            import_module(name)
    gc.freeze()
