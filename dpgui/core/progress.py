"""The small Qt-free protocol for long work: report progress, notice a cancel request.

Core, store and engine functions take an optional ``Task``; the desktop app adapts it to Qt
signals in its worker, the CLI prints it or ignores it (after Orange3's TaskState).
"""

from __future__ import annotations

import threading
from typing import Callable

from dpgui.core.words.translation import translate


class Cancelled(Exception):
    """The user asked to stop; the work was rolled back and nothing was changed."""


class Task:
    def __init__(self, on_progress: Callable[[float, str], None] | None = None):
        self._on_progress = on_progress
        self._cancel = threading.Event()
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def stop(self) -> None:
        """Ask work that can end early with a valid result (PMW's rounds) to finish now and keep it."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def progress(self, fraction: float, message: str = "") -> None:
        """Report progress in [0, 1]; raises Cancelled if a cancel was requested."""
        if self._cancel.is_set():
            raise Cancelled(translate("core.progress", "Cancelled by the user; nothing was changed"))
        if self._on_progress is not None:
            self._on_progress(min(max(fraction, 0.0), 1.0), message)
