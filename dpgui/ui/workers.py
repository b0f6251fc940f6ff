"""Long work off the GUI thread: one job at a time on a single-thread pool (after Anki's task
manager), adapting the core's Task protocol (progress, cancel) to Qt signals.

The job function runs in the pool thread and only computes; its result reaches the GUI thread
through queued signals, connected to bound methods of living widgets. ``shutdown`` cancels and
waits, so closing the window never leaves a thread running.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from dpgui.core.progress import Cancelled, Task
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.ui.loading import load_for_jobs

BUSY = QT_TRANSLATE_NOOP("ui.workers", "Busy with another task; try again when it is done.")


class _Signals(QObject):
    progress = Signal(float, str)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()


class _Job(QRunnable):
    def __init__(self, fn: Callable[[Task], object], task: Task, signals: _Signals):
        super().__init__()
        self.fn, self.task, self.signals = fn, task, signals

    def run(self) -> None:
        try:
            result = self.fn(self.task)
        except Cancelled:
            self.signals.cancelled.emit()
        except Exception as err:  # shown to the user as a message, never a crash
            self.signals.failed.emit(str(err) or type(err).__name__)
        else:
            self.signals.finished.emit(result)


class TaskRunner(QObject):
    busy_changed = Signal(bool)
    progress = Signal(float, str)  # every job's progress, for the window's busy line

    def __init__(self, parent=None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._task: Task | None = None
        self._signals: _Signals | None = None

    @property
    def busy(self) -> bool:
        return self._task is not None

    def start(self, fn: Callable[[Task], object], *, finished, failed, cancelled=None, progress=None) -> bool:
        """Run ``fn(task)`` in the worker. If a job is already running, nothing starts: ``failed`` hears why
        at once, so no click is silently ignored, and the result is False."""
        if self.busy:
            failed(translate("ui.workers", BUSY))
            return False
        load_for_jobs()  # here, not in the job's thread
        task = Task(lambda f, msg: signals.progress.emit(f, msg))
        signals = _Signals()
        for signal in (signals.finished, signals.failed, signals.cancelled):
            signal.connect(self._done)  # first: the runner is free again before the caller hears of the end
        signals.finished.connect(finished)
        signals.failed.connect(failed)
        if cancelled is not None:
            signals.cancelled.connect(cancelled)
        signals.progress.connect(self.progress)
        if progress is not None:
            signals.progress.connect(progress)
        self._task, self._signals = task, signals
        self.busy_changed.emit(True)
        self._pool.start(_Job(fn, task, signals))
        return True

    def _done(self, *_):
        """Free for the next job. The finished job's signals object is kept (until the next job replaces
        it): the caller's own slots, queued after this one, are still to be delivered from it."""
        self._task = None
        self.busy_changed.emit(False)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def stop(self) -> None:
        """Ask the running job to finish early and keep its result (where the work allows it)."""
        if self._task is not None:
            self._task.stop()

    def shutdown(self) -> None:
        """Cancel the running job and wait for the thread to finish (on window close); the job's own signals
        are not heard, but whoever shows that the runner is busy hears that it no longer is."""
        self.cancel()
        if self._signals is not None:
            self._signals.blockSignals(True)
        self._pool.waitForDone()
        was_busy = self.busy
        self._task, self._signals = None, None
        if was_busy:
            self.busy_changed.emit(False)
