"""The open study as the GUI sees it: the project, the current dataset, the worker, the undo stack,
and one ``changed`` signal that every page listens to."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from dpgui.core.words.translation import translate
from dpgui.resources import example_path
from dpgui.store.declared.numbers import check_stored
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.errors import ReadOnlyMedia
from dpgui.store.ledger.anchor import data_dir
from dpgui.store.project import Project
from dpgui.store.safe_files import copy_file
from dpgui.ui.workers import TaskRunner

MAX_RECENT = 8


class StudyContext(QObject):
    project_changed = Signal()  # a project was opened or closed
    closing = Signal()          # the project is about to close: what uses it in the background stops now
    changed = Signal()          # its contents changed: data, schema, plan, releases

    def __init__(self, parent=None):
        super().__init__(parent)
        self.project: Project | None = None
        self.dataset: str | None = None
        self.runner = TaskRunner(self)
        self.undo = QUndoStack(self)
        self.settings = QSettings()

    # -- opening -------------------------------------------------------------------------------

    def open(self, path, project: Project | None = None) -> None:
        self.close()
        self.project = project or _open(path)
        names = [d.name for d in self.project.datasets()]
        self.dataset = names[0] if names else None
        self._remember(Path(path))
        self.project_changed.emit()
        self.changed.emit()

    def open_example(self) -> Path:
        """Open this computer's one copy of the bundled example, made on first use: its releases and
        spending are still there the next time (a fresh copy each time would seem to lose them)."""
        folder = data_dir() / "examples"  # beside this computer's record of the example's spending
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / "clinic-survey.dpgui"
        if not target.exists():
            copy_file(example_path("clinic_survey.dpgui"), target, private=True)
        self.open(target)
        return target

    def close(self) -> None:
        if self.project is not None:
            self.closing.emit()
        self.runner.shutdown()
        self.undo.clear()
        if self.project is not None:
            self.project.close()
            self.project, self.dataset = None, None
            self.project_changed.emit()

    def select_dataset(self, name: str) -> None:
        if name != self.dataset:
            self.dataset = name
            self.changed.emit()

    def recent(self) -> list[str]:
        """Project files opened lately that still exist. QSettings gives back a lone entry as a string,
        not a list: read it as one path, never letter by letter."""
        stored = self.settings.value("recent", [])
        entries = [stored] if isinstance(stored, str) else list(stored or [])
        return [p for p in entries if isinstance(p, str) and p.endswith(".dpgui") and Path(p).is_file()]

    def _remember(self, path: Path) -> None:
        entries = [str(path.resolve())] + [p for p in self.recent() if p != str(path.resolve())]
        self.settings.setValue("recent", entries[:MAX_RECENT])

    # -- undoable edits (schema and query list) -----------------------------------------------

    def set_schema(self, schema: DatasetSchema, text: str | None = None) -> None:
        """Declare ``schema`` (undoably, named ``text`` in the Edit menu); ValueError if a column declared numeric
        holds text."""
        text = text or translate("ui.context", "Declare schema")
        info = self.project.dataset(self.dataset)
        check_stored(self.project, info, schema)
        before = info.schema
        self.undo.push(_Edit(text, lambda: self._apply_schema(schema), lambda: self._apply_schema(before)))

    def _apply_schema(self, schema: DatasetSchema | None) -> None:
        self.project.set_schema(self.dataset, schema)
        self.changed.emit()

    def set_plan(self, items: list[dict], text: str | None = None) -> None:
        text = text or translate("ui.context", "Edit queries")
        before = self.project.plan(self.dataset)
        self.undo.push(_Edit(text, lambda: self._apply_plan(items), lambda: self._apply_plan(before)))

    def _apply_plan(self, items: list[dict]) -> None:
        self.project.save_plan(self.dataset, items)
        self.changed.emit()


def _open(path) -> Project:
    """For changes; on read-only media, where nothing can be spent, read-only, saying so first."""
    try:
        return Project.open(path, wait=1)
    except ReadOnlyMedia as err:
        project = Project.open(path, readonly=True)
        project.notices.insert(0, str(err))
        return project


class _Edit(QUndoCommand):
    """A saved edit: redo applies the new state, undo the old one; both are saved at once."""

    def __init__(self, text: str, redo, undo):
        super().__init__(text)
        self._redo, self._undo = redo, undo

    def redo(self) -> None:
        self._redo()

    def undo(self) -> None:
        self._undo()
