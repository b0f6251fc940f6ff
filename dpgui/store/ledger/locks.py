"""Exclusive OS locks that the OS drops when the process dies.

A project is locked by the file's identity (device and inode), not by its path: two paths to one
file (a symbolic link, a second mount, a hard link) then take the same lock, so they can never act
as two writers. The lock files sit in dpgui's per-user folder, named after that identity.
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from dpgui.core.words.translation import translate
from dpgui.store.errors import OpenElsewhere, ProjectBusy, StoreError
from dpgui.store.ledger import anchor


class FileLock:
    """An exclusive lock on ``path`` (created if needed), waiting up to ``wait`` seconds for it; ``busy`` says, from
    who holds it, why it could not be taken, raised as ``error``."""

    def __init__(self, path: Path, busy: Callable[[str], str], error: type[ProjectBusy] = ProjectBusy):
        self.path, self.busy, self.error, self._handle = path, busy, error, None

    def acquire(self, wait: float) -> None:
        handle = open(self.path, "a+b")
        deadline = time.monotonic() + wait
        while True:
            try:
                _lock_file(handle)
                break
            except OSError:
                if time.monotonic() >= deadline:
                    handle.seek(0)
                    holder = handle.read().decode("utf-8", "replace").strip() or translate("store.ledger.locks",
                                                                                           "another process")
                    handle.close()
                    raise self.error(self.busy(holder)) from None
                time.sleep(0.05)
        handle.seek(0)
        handle.truncate()
        handle.write(f"process {os.getpid()}".encode())
        handle.flush()
        self._handle = handle

    def release(self) -> None:
        if self._handle is not None:
            _unlock_file(self._handle)
            self._handle.close()
            self._handle = None


@contextmanager
def exclusive(path: Path, wait: float):
    lock = FileLock(path, lambda holder: translate("store.ledger.locks", "{name} is held by {holder}; try again in a moment").format(
        name=path.name, holder=holder))
    lock.acquire(wait)
    try:
        yield
    finally:
        lock.release()


def identity_lock(project_path: Path, lock_dir: Path) -> FileLock:
    """The lock for the file at ``project_path``, named after its device and inode."""
    st = os.stat(project_path)
    return FileLock(lock_dir / f"{st.st_dev}-{st.st_ino}.lock", lambda holder: translate(
        "store.ledger.locks", "{name} is open for changes elsewhere ({holder}); close it there first.").format(
        name=project_path.name, holder=holder), OpenElsewhere)


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock_file(handle):
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock_file(handle):
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock_file(handle):
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_file(handle):
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def lock_dir() -> Path:
    """Where projects' locks are kept: beside this machine's record of spending, named by each file's identity."""
    folder = anchor.data_dir() / "locks"
    folder.mkdir(exist_ok=True, mode=0o700)
    return folder


def refuse_hard_links(path: Path) -> None:
    """Two names for one file would be two locks for one budget."""
    links = os.stat(path).st_nlink
    if links > 1:
        raise StoreError(translate(
            "store.ledger.locks", "{name} has {links} names on this disk (hard links). Two names for one project file "
            "can corrupt it and let its budget be spent twice, so dpgui will not open it. Keep one name: delete the "
            "other links, or make a real copy with your file manager.").format(name=path.name, links=links))
