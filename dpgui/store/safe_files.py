"""Every file dpgui writes goes through here, so that it is written whole or not at all.

The bytes go to a temporary file in the same folder, which is flushed, fsync'd and then renamed
over the target (``os.replace``, atomic on one file system), and the folder is fsync'd on POSIX.
On any failure the temporary file is removed, an older file of that name is left exactly as it
was, and the caller gets one :class:`WriteFailed` line naming the disk. The first operating-system
error is the one reported. A target that is not a file (a device, a pipe, a folder) is refused, never
replaced. Libraries that write whole files (openpyxl, matplotlib, pandas' Stata
writer) render into memory and hand the bytes over (:func:`write_bytes`), so a full disk never leaves
them half-closed (no ``zlib.error``, no "Exception ignored in ZipFile.__del__").

Files holding row-level data are created readable by their owner only (``private=True``),
whatever the umask.
"""

from __future__ import annotations

import errno
import io
import os
import shutil
import stat
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator

from dpgui.core.words.translation import translate
from dpgui.store.errors import DiskFull, WriteFailed

PRIVATE_MODE = 0o600
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
LOW_SPACE = 1 << 20  # below this, an input/output error is most likely a full disk


def failure_message(err: BaseException, path) -> str:
    """One line for a file that could not be written: what happened to which disk, and what to do."""
    return _explain(*_os_error(err), path, translate("store.safe_files", "nothing was written"))


def _os_error(err: BaseException) -> tuple[int | None, str]:
    return getattr(err, "errno", None), getattr(err, "strerror", None) or str(err) or type(err).__name__


def open_failure_message(err: BaseException, path) -> str:
    """One line for a project SQLite could not open (it needs room for its shared-memory index)."""
    text = str(err)
    code = errno.EIO if "I/O" in text else errno.ENOSPC if "full" in text else None
    return _explain(code, f"SQLite: {text}", path, translate("store.safe_files", "nothing was changed"))


def _explain(code: int | None, reason: str, path, outcome: str) -> str:
    problem, advice = _diagnose(code, reason, path)
    if advice:
        return translate("store.safe_files", "{problem}: {outcome}; {advice}").format(
            problem=problem, outcome=outcome, advice=advice)
    return translate("store.safe_files", "{problem}; {outcome}").format(problem=problem, outcome=outcome)


def _diagnose(code: int | None, reason: str, path) -> tuple[str, str]:
    """What happened to which disk, and what to do about it (nothing to add when the system's words are all)."""
    folder = Path(path).resolve().parent
    if _full(code, folder):
        return (translate("store.safe_files", "the disk holding {folder} is full").format(folder=folder),
                translate("store.safe_files", "free some space and try again"))
    if code in (errno.EACCES, errno.EPERM):
        return (translate("store.safe_files", "{folder} is not writable (permission denied)").format(folder=folder),
                translate("store.safe_files", "choose another folder"))
    if code == errno.EROFS:
        return (translate("store.safe_files", "the disk holding {folder} is read-only").format(folder=folder),
                translate("store.safe_files", "choose another folder"))
    if code == errno.EIO:
        problem = translate("store.safe_files", "the disk holding {folder} reported an input/output error")
        return problem.format(folder=folder), translate("store.safe_files", "check the disk and try again")
    return translate("store.safe_files", "{file} in {folder}: {reason}").format(
        file=Path(path).name, folder=folder, reason=reason), ""


def _full(code: int | None, folder: Path) -> bool:
    return code in _FULL or (code == errno.EIO and _free_space(folder) < LOW_SPACE)


def _free_space(folder: Path) -> int:
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return LOW_SPACE


def _failed(err: OSError, path) -> WriteFailed:
    full = _full(_os_error(err)[0], Path(path).resolve().parent)
    return (DiskFull if full else WriteFailed)(failure_message(err, path), _diagnose(*_os_error(err), path)[0])


class _RawFile(io.RawIOBase):
    """The temporary file, written through ``os.write``. Once the helper is done with it (finished
    or failed) it becomes a sink, so a buffer flushed late (at garbage collection) never touches a
    closed, or reused, descriptor."""

    def __init__(self, fd: int):
        super().__init__()
        self.fd: int | None = fd
        self.error: OSError | None = None

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        if self.fd is None or self.error is not None:
            return len(memoryview(data))
        try:
            return os.write(self.fd, data)
        except OSError as err:
            self.error = err
            raise

    def release(self) -> None:
        self.fd = None


def _temporary(path: Path) -> Path:
    return path.with_name(f".{path.name}.{uuid.uuid4().hex[:8]}.tmp")


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable. Best effort: some file systems cannot fsync a folder, and the file
    itself is already whole under its new name."""
    if os.name == "nt":  # pragma: no cover - Windows has no folder fsync
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def not_a_file_reason() -> str:
    return translate("store.safe_files", "it is a device, a pipe, a socket or a folder, not a file, so it is left as "
                     "it is")


def not_a_file(path) -> bool:
    """Whether ``path`` names something other than a file (a device such as /dev/full, a pipe, a socket, a folder):
    renaming the new file over it would replace it (as root, even a device), so nothing is ever written there."""
    path = Path(path)
    return path.exists() and not path.is_file()


def _finish(fd: int, tmp: Path, path: Path, private: bool) -> None:
    """fsync and close the temporary file and move it into place (never over anything but a file)."""
    try:
        if private:
            os.fchmod(fd, PRIVATE_MODE) if hasattr(os, "fchmod") else os.chmod(tmp, PRIVATE_MODE)
        os.fsync(fd)
    finally:
        os.close(fd)
    if not_a_file(path):  # again at the last moment: it may have appeared since the writing began
        raise OSError(errno.EEXIST, not_a_file_reason())
    os.replace(tmp, path)
    _fsync_folder(path.parent)


@contextmanager
def atomic_write(path, mode: str = "w", *, private: bool = False, encoding: str = "utf-8",
                 newline: str | None = None) -> Iterator[IO]:
    """A file object (``"w"`` text or ``"wb"`` binary) for writing ``path`` whole or not at all."""
    path = Path(path)
    tmp = _temporary(path)
    try:
        if not_a_file(path):
            raise OSError(errno.EEXIST, not_a_file_reason())
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     PRIVATE_MODE if private else 0o666)
    except OSError as err:
        raise _failed(err, path) from None
    raw = _RawFile(fd)
    buffered = io.BufferedWriter(raw)
    handle = buffered if mode == "wb" else io.TextIOWrapper(buffered, encoding=encoding, newline=newline)
    try:
        yield handle
        handle.flush()
    except BaseException as err:
        raw.release()
        _discard(fd, tmp)
        if raw.error is not None:  # the first disk error, not what a library raised after it
            raise _failed(raw.error, path) from None
        if isinstance(err, OSError):
            raise _failed(err, path) from None
        raise
    raw.release()
    try:
        _finish(fd, tmp, path, private)
    except OSError as err:
        _discard(-1, tmp)
        raise _failed(err, path) from None


@contextmanager
def atomic_path(path, *, private: bool = False) -> Iterator[Path]:
    """A temporary file name beside ``path`` for libraries that only write by name (pyreadstat,
    SQLite); when the block ends the file is fsync'd and moved into place. It does not exist yet."""
    path = Path(path)
    tmp = _temporary(path)
    try:
        yield tmp
        fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        _finish(fd, tmp, path, private)
    except OSError as err:
        _discard(-1, tmp)
        raise _failed(err, path) from None
    except BaseException:
        _discard(-1, tmp)
        raise


def _discard(fd: int, tmp: Path) -> None:
    if fd >= 0:
        try:
            os.close(fd)
        except OSError:
            pass
    try:
        tmp.unlink(missing_ok=True)
    except OSError:
        pass


def write_text(path, text: str, *, private: bool = False) -> Path:
    """Write UTF-8 text whole or not at all."""
    with atomic_write(path, "w", private=private) as f:
        f.write(text)
    return Path(path)


def write_bytes(path, data: bytes, *, private: bool = False) -> Path:
    """Write bytes whole or not at all. Libraries that write files (openpyxl, matplotlib, pandas'
    Stata writer) render into memory first, so a full disk never leaves them half-closed."""
    with atomic_write(path, "wb", private=private) as f:
        f.write(data)
    return Path(path)


def copy_file(source, target, *, private: bool = False) -> Path:
    """Copy a file whole or not at all."""
    with open(source, "rb") as src, atomic_write(target, "wb", private=private) as dst:
        shutil.copyfileobj(src, dst, 1 << 20)
    return Path(target)


# -- who can read a project -----------------------------------------------------------------------

def _sidecars(path) -> list[Path]:
    """A project file and the SQLite files beside it that hold its rows (write-ahead log, shared memory)."""
    path = Path(path)
    return [path] + [p for p in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")) if p.exists()]


def on_read_only_media(path: Path) -> bool:
    """Whether nothing can be written to the file or beside it (where SQLite keeps its log and index): a read-only
    mount (a CD, a write-protected stick, an archive share), a write-protected file, or a folder this user cannot
    write to. ``access`` asks the system, which says so for root too on a read-only mount or an immutable file.
    Through a link, the real file and its folder are the ones that count."""
    path = Path(path).resolve()
    return not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))


def never_changes(path: Path) -> bool:
    """Whether no one can change the file, as far as this computer can tell: it is on a read-only mount, no one has
    permission to write it, or the system refuses it even to its owner (Linux's immutable flag). Only such a file
    may be read as immutable (SQLite then reads neither its log nor what a writer adds meanwhile); a folder this
    user cannot write to says nothing about the file, which another user may be writing."""
    path = Path(path).resolve()
    info = path.stat()
    if hasattr(os, "statvfs") and os.statvfs(path).f_flag & os.ST_RDONLY:
        return True
    if not info.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        return True
    me = os.geteuid() if hasattr(os, "geteuid") else None
    owner_refused = me == 0 or (me == info.st_uid and info.st_mode & stat.S_IWUSR)
    return bool(owner_refused) and not os.access(path, os.W_OK)


def others_can_read(path) -> bool:
    """Whether other users of this computer can read the file (POSIX permission bits)."""
    if os.name == "nt":  # pragma: no cover - Windows uses ACLs: a user's own folder is private by default
        return False
    return bool(Path(path).stat().st_mode & (stat.S_IRGRP | stat.S_IROTH))


def make_private(path) -> None:
    """Make a project file and its write-ahead log readable and writable by its owner only."""
    for p in _sidecars(path):
        os.chmod(p, PRIVATE_MODE)
