"""Where the record of spending lives: this computer's own file (the default), or a team's PostgreSQL server.

A team's curators work on the same people from several computers, so their record must be one they all talk to.
The choice is, in order: the ``DPGUI_TEAM_RECORD`` environment variable (a ``postgresql://`` URL, for managed
installs), else ``team-record.json`` in the per-user data folder (written by :func:`use`, from the app's settings
or ``dpgui record use``), else this computer's record. A URL never carries a password: the password is kept in the
operating system's keyring (:func:`save_password`) or in ``~/.pgpass``, which the PostgreSQL client library reads
itself; never in a project or in the choice's file.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from dpgui.core.words.translation import translate
from dpgui.store.errors import StoreError
from dpgui.store.ledger.anchor import data_dir, _data_dir
from dpgui.store.safe_files import write_text

ENVIRONMENT = "DPGUI_TEAM_RECORD"
KEYRING_SERVICE = "dpgui team record"
_FILE = "team-record.json"
_SCHEMES = ("postgresql", "postgres")
_SETTLED_NS = 3 * 10**9  # a file's timestamps can be this coarse (FAT: 2 s): a newer file is read again every time


@dataclass(frozen=True)
class RecordChoice:
    kind: str  # "local" | "team"
    url: str | None  # the team server's URL (no password), or None for this computer's record
    source: str  # "default" | "settings" | "environment"


@dataclass(frozen=True)
class _Read:
    """The choice last read from its file, and what the file looked like then: (path, device, inode, size,
    modified, changed). Every charge asks for the choice; it is read again unless the file looks the same."""
    looks: tuple
    choice: RecordChoice


_last: _Read | None = None


def chosen() -> RecordChoice:
    """The record this user's dpgui writes to now (a charge asks each time: a choice changed while a project is open
    must refuse its next charge). The file is read again whenever its identity, size or timestamps differ from the
    last read's; a read is reused only if the file was last written long enough before it that a later write must
    show in its timestamps (as git's index handles "racily clean" files)."""
    global _last
    url = os.environ.get(ENVIRONMENT, "").strip()
    if url:
        return RecordChoice("team", checked_url(url), "environment")
    path = _data_dir() / _FILE
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return RecordChoice("local", None, "default")
    except OSError as err:
        raise _unreadable(path, err) from None
    looks = (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    if _last is not None and _last.looks == looks:
        return _last.choice
    choice = _read(path)
    settled = time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) > _SETTLED_NS
    _last = _Read(looks, choice) if settled else None
    return choice


def _unreadable(path, err: Exception) -> StoreError:
    return StoreError(translate("store.ledger.record_choice", "The choice of record of spending ({path}) could not "
                                "be read ({problem}); choose again with `dpgui record use`.").format(
        path=path, problem=err))


def _read(path) -> RecordChoice:
    """The choice the file at ``path`` holds (the default if it has just gone)."""
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return RecordChoice("local", None, "default")
    except (OSError, ValueError) as err:
        raise _unreadable(path, err) from None
    if not isinstance(stored, dict) or stored.get("kind") not in ("local", "team"):
        raise StoreError(translate("store.ledger.record_choice", "The choice of record of spending ({path}) is not "
                                   "one dpgui wrote; choose again with `dpgui record use`.").format(path=path))
    if stored["kind"] == "local":
        return RecordChoice("local", None, "settings")
    return RecordChoice("team", checked_url(str(stored.get("url", ""))), "settings")


def use(url: str | None) -> RecordChoice:
    """Keep the team server at ``url`` (or this computer's record, for None) as this user's choice, and return
    what is chosen now (the environment variable, when set, still wins)."""
    if url is None or not url.strip():
        stored = {"kind": "local"}
    else:
        stored = {"kind": "team", "url": checked_url(url.strip())}
    write_text(data_dir() / _FILE, json.dumps(stored, sort_keys=True) + "\n", private=True)
    return chosen()


def checked_url(url: str) -> str:
    """``url`` if it names a PostgreSQL server and holds no password; else a StoreError saying what to change."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a port that is not a number
    except ValueError:
        parts = None
    if parts is None or parts.scheme not in _SCHEMES or not (parts.hostname or parts.path.strip("/")):
        raise StoreError(translate("store.ledger.record_choice", "A team's record of spending is named by a URL "
                                   "such as postgresql://curator@server.example.org/dpgui, not {url}.").format(
            url=_without_password(url)))
    # libpq percent-decodes the names of the query's parameters too: "pass%77ord=" is a password.
    if parts.password is not None or any(unquote(name).strip().lower() in ("password", "sslpassword")
                                         for name, _, _ in (pair.partition("=") for pair in parts.query.split("&"))):
        raise StoreError(translate("store.ledger.record_choice", "The URL of the team's record holds a password; "
                                   "dpgui keeps passwords out of URLs and settings. Give the URL without it, and keep "
                                   "the password in the system's keyring (the app's settings, or `dpgui record use "
                                   "--password`) or in ~/.pgpass."))
    return url


def _without_password(url: str) -> str:
    """``url`` with anything between "://" and "@" that could be a password blanked, for messages."""
    head, sep, rest = url.partition("://")
    if sep and "@" in rest.split("/", 1)[0]:
        user, _, host = rest.partition("@")
        return f"{head}://{user.split(':', 1)[0]}:…@{host}" if ":" in user else url
    return url


def _account(url: str) -> str:
    """The keyring's name for the server's login: "user@host:port/database"."""
    parts = urlsplit(url)
    user = unquote(parts.username or "") or _default_user()
    host = parts.hostname or "localhost"
    return f"{user}@{host}:{parts.port or 5432}/{unquote(parts.path.lstrip('/')) or user}"


def _default_user() -> str:
    import getpass
    return os.environ.get("PGUSER") or getpass.getuser()


def describe(choice: RecordChoice) -> str:
    """The choice in plain words (host, database, user; never a password)."""
    if choice.kind == "local":
        return translate("store.ledger.record_choice", "This computer's own record of spending ({path}).").format(
            path=_data_dir() / "spending-record.sqlite")
    parts = urlsplit(choice.url)
    text = translate("store.ledger.record_choice", "The team's record of spending on the server {host}, database "
                     "{database}, as {user}.").format(
        host=f"{parts.hostname or 'localhost'}:{parts.port or 5432}",
        database=unquote(parts.path.lstrip("/")) or unquote(parts.username or "") or _default_user(),
        user=unquote(parts.username or "") or _default_user())
    if choice.source == "environment":
        text += " " + translate("store.ledger.record_choice", "(Set for this installation by {variable}.)").format(
            variable=ENVIRONMENT)
    return text


def save_password(url: str, password: str) -> None:
    """Keep the password for the server at ``url`` in the operating system's keyring (never in a file of dpgui's)."""
    import keyring
    import keyring.errors
    try:
        keyring.set_password(KEYRING_SERVICE, _account(checked_url(url)), password)
    except keyring.errors.KeyringError as err:
        raise StoreError(translate("store.ledger.record_choice", "The password could not be kept in this system's "
                                   "keyring ({problem}); keep it in ~/.pgpass instead.").format(problem=err)) from None


def forget_password(url: str) -> None:
    """Remove the keyring's password for the server at ``url``, if it holds one."""
    import keyring
    import keyring.errors
    try:
        keyring.delete_password(KEYRING_SERVICE, _account(checked_url(url)))
    except keyring.errors.KeyringError:
        pass  # nothing was kept for it


def password_for(url: str) -> str | None:
    """The password the keyring holds for the server at ``url``, or None (then libpq looks in ~/.pgpass)."""
    import keyring
    try:
        return keyring.get_password(KEYRING_SERVICE, _account(checked_url(url)))
    except Exception:  # noqa: BLE001 - any backend's failure (D-Bus gone, locked): the keyring is just not usable
        return None  # no usable keyring here: ~/.pgpass, or the server refuses with its own one line
