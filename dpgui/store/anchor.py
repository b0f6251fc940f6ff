"""This machine's own record of every project's ledger: the anchor outside the file.

A copy, a restored backup or a file whose journal tail was cut or rewritten carries the same project
identity as the original, but not all of its charges. The anchor remembers, per project, the head of
the journal last seen and every charge made on this machine; opening or spending from any file of
that project first adds what the file lacks (a ``carried`` event), so spending can never be undone
or duplicated by a file trick on the machine that has seen the original.

The anchors live in the platform's per-user data folder (``DPGUI_DATA_DIR`` overrides it), one small
JSON file per project, written whole (temporary file, fsync, rename) and readable by the user only.
A lock file serialises every read-modify-write across processes.
"""

from __future__ import annotations

import json
import os
import sys
from contextlib import contextmanager
from pathlib import Path

from dpgui.store.locks import exclusive
from dpgui.store.safe_files import atomic_write


def data_dir() -> Path:
    """The per-user folder for dpgui's own records, created private."""
    if os.environ.get("DPGUI_DATA_DIR"):
        base = Path(os.environ["DPGUI_DATA_DIR"])
    elif sys.platform == "win32":  # pragma: no cover - Windows only
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")) / "dpgui"
    elif sys.platform == "darwin":  # pragma: no cover - macOS only
        base = Path.home() / "Library" / "Application Support" / "dpgui"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "dpgui"
    base.mkdir(parents=True, exist_ok=True, mode=0o700)
    return base


class Anchor:
    """The remembered state of one project: ``head``/``length`` of its journal, its charges
    (hash → [population id, cost fields]) and its populations' totals (id → cost fields)."""

    def __init__(self, project_id: str, record: dict):
        self.project_id = project_id
        self.head: str | None = record.get("head")
        self.length: int = record.get("length", 0)
        self.charges: dict[str, list] = record.get("charges", {})
        self.totals: dict[str, list] = record.get("totals", {})

    def to_json(self) -> dict:
        return {"project_id": self.project_id, "head": self.head, "length": self.length, "charges": self.charges,
                "totals": self.totals}


def _path(project_id: str) -> Path:
    folder = data_dir() / "anchors"
    folder.mkdir(exist_ok=True, mode=0o700)
    return folder / f"{project_id}.json"


@contextmanager
def held(project_id: str):
    """The project's anchor, locked against every other process for the duration; saved on exit."""
    path = _path(project_id)
    with exclusive(path.with_suffix(".lock"), wait=30):
        try:
            record = json.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            record = {}
        except (OSError, ValueError):
            record = {}  # unreadable: start again from what the file says; nothing is refunded by this
        anchor = Anchor(project_id, record)
        before = anchor.to_json()
        yield anchor
        if anchor.to_json() != before:
            _write(path, anchor.to_json())


def read(project_id: str) -> Anchor:
    """The anchor as it is now, without locking (for read-only views)."""
    try:
        return Anchor(project_id, json.loads(_path(project_id).read_text("utf-8")))
    except (OSError, ValueError):
        return Anchor(project_id, {})


def _write(path: Path, record: dict) -> None:
    with atomic_write(path, private=True) as f:
        json.dump(record, f, sort_keys=True)
