"""Opening a project for a command: waiting for another writer, and saying on standard error, one line each,
what opening found (a copy behind this computer's record, a linked source that changed)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from dpgui.core.words.translation import translate
from dpgui.store.declared.names import shown

if TYPE_CHECKING:  # the store loads pandas: only the commands that open a project import it
    from dpgui.store.project import Project


def open_project(path: str, readonly: bool = False) -> Project:
    """Open a project for a command, telling the user (on stderr) anything found on opening it."""
    from dpgui.engine.linking import changed_sources
    from dpgui.store.project import Project

    project = Project.open(path, readonly=readonly, wait=30)
    for notice in project.notices + changed_sources(project):
        note(notice)
    return project


def note(notice: str) -> None:
    """One line on standard error, whatever names the notice quotes."""
    print(translate("cli.opening", "dpgui: note: {notice}").format(notice=shown(notice)), file=sys.stderr)
