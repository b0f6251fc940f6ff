"""This machine's own record of the spending it has seen: the anchor outside any project file.

A copy, a restored backup, a file whose journal was cut or rewritten, or the same rows imported into
another project all carry less spending than the people in them have had. The record keeps, in the
per-user data folder, every charge made on this machine or found in a file opened here (with what it
finally spent), which populations each row fingerprint has belonged to, and each project's journal head
and budget totals. Every open, read-only ones included, teaches the record the file's charges; before a
file is changed, its account of each population is compared with this record and any shortfall is
carried into it (``BudgetBook._reconcile``; a read-only open counts it in memory), so no file trick can
refund spending on this machine.

The record is one small SQLite file (``DPGUI_DATA_DIR`` overrides the folder), changed only inside an
IMMEDIATE transaction, so every process on the machine sees one consistent record. It is in WAL mode with
``synchronous=FULL``: a commit is durable once its log is synced, a single sync (a rollback journal takes
three). The log is folded back into the file when a project closes, so a backup of the file alone, taken
with dpgui closed, is whole. WAL finds its log and its locks by the file's name, so a record with a second
name (a hard link) is refused: two names would be two writers. A damaged record is refused, never silently
replaced: replacing it would forget spending.
"""

from __future__ import annotations

import functools
import json
import os
import sqlite3
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.errors import StoreError
from dpgui.store.ledger.fingerprint import readable, same_people
from dpgui.store.ledger.journal import sha256

SCHEMA = """
CREATE TABLE IF NOT EXISTS projects (
    project_id TEXT PRIMARY KEY, head TEXT NOT NULL, length INTEGER NOT NULL, totals TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS charges (
    hash TEXT PRIMARY KEY, project_id TEXT NOT NULL, population_id TEXT NOT NULL, charged TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS links (
    fingerprint TEXT NOT NULL, project_id TEXT NOT NULL, population_id TEXT NOT NULL,
    PRIMARY KEY (fingerprint, project_id, population_id));
CREATE TABLE IF NOT EXISTS identity (record_id TEXT NOT NULL);
INSERT INTO identity SELECT lower(hex(randomblob(16))) WHERE NOT EXISTS (SELECT 1 FROM identity);
CREATE TABLE IF NOT EXISTS compared_sketches (
    fingerprint TEXT NOT NULL, project_id TEXT NOT NULL, sketch_sha256 TEXT NOT NULL, upto INTEGER NOT NULL,
    PRIMARY KEY (fingerprint, project_id, sketch_sha256));
CREATE INDEX IF NOT EXISTS charges_by_population ON charges (population_id);
"""
# Every sketch a dataset has had (a linked source sketched again after a change, an old sketch given its
# shared form); records made before kept only the first, and are rebuilt with their row ids (see _connect).
SKETCHES = """
CREATE TABLE IF NOT EXISTS sketches (
    fingerprint TEXT NOT NULL, project_id TEXT NOT NULL, population_id TEXT NOT NULL, sketch TEXT NOT NULL,
    sketch_sha256 TEXT NOT NULL, PRIMARY KEY (fingerprint, project_id, population_id, sketch_sha256))"""

# How many charges of each population count each cost, kept by SQLite itself as charges are recorded and settled
# (by every writer of the record, older dpgui versions included, since the triggers live in the file), so that
# counting what a population owes costs the few distinct costs it was charged, not its thousands of charges.
# Added to records made before, and filled from their charges, once (see _count_charges).
TOTALS = (
    """CREATE TABLE charge_totals (population_id TEXT NOT NULL, charged TEXT NOT NULL, n INTEGER NOT NULL,
                                   PRIMARY KEY (population_id, charged))""",
    """INSERT INTO charge_totals SELECT population_id, charged, count(*) FROM charges GROUP BY population_id, charged""",
    """CREATE TRIGGER charge_totals_insert AFTER INSERT ON charges BEGIN
           INSERT INTO charge_totals VALUES (new.population_id, new.charged, 1)
               ON CONFLICT (population_id, charged) DO UPDATE SET n = n + 1;
       END""",
    """CREATE TRIGGER charge_totals_update AFTER UPDATE OF population_id, charged ON charges BEGIN
           UPDATE charge_totals SET n = n - 1 WHERE population_id = old.population_id AND charged = old.charged;
           INSERT INTO charge_totals VALUES (new.population_id, new.charged, 1)
               ON CONFLICT (population_id, charged) DO UPDATE SET n = n + 1;
       END""",
    """CREATE TRIGGER charge_totals_delete AFTER DELETE ON charges BEGIN
           UPDATE charge_totals SET n = n - 1 WHERE population_id = old.population_id AND charged = old.charged;
       END""")


def data_dir() -> Path:
    """The per-user folder for dpgui's own records, created private."""
    base = _data_dir()
    base.mkdir(parents=True, exist_ok=True, mode=0o700)
    return base


def _data_dir() -> Path:
    """Where :func:`data_dir` is, without making it."""
    if os.environ.get("DPGUI_DATA_DIR"):
        base = Path(os.environ["DPGUI_DATA_DIR"])
    elif sys.platform == "win32":  # pragma: no cover - Windows only
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")) / "dpgui"
    elif sys.platform == "darwin":  # pragma: no cover - macOS only
        base = Path.home() / "Library" / "Application Support" / "dpgui"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "dpgui"
    return base


@dataclass(frozen=True)
class ProjectRecord:
    head: str
    length: int
    totals: dict[str, list]  # population id -> cost fields


class MachineRecord:
    """The record inside one transaction. Costs are stored as [kind, ε, δ, ρ] strings."""

    def __init__(self, conn: sqlite3.Connection, version: int | None = None, taught: tuple | None = None):
        self._conn = conn
        self._version, self._taught = version, taught  # see :meth:`taught`
        self.teaching = None  # what this transaction taught (:meth:`learnt`), kept by ``Record`` once committed

    def taught(self, key) -> bool:
        """Whether this connection taught the record exactly ``key`` (a file's datasets, ``reconcile.teach``) in a
        transaction it committed, and no other connection, in any process, has committed to the record since
        (SQLite's ``data_version``, read when this transaction began, is what it was then). The record then holds
        all that teaching wrote, and nothing new to compare it with: teaching it again would change nothing."""
        return self._version is not None and self._taught == (self._version, key)

    def learnt(self, key) -> None:
        """Say that this transaction taught ``key`` (kept only if it commits)."""
        self.teaching = key

    def identity(self) -> str:
        """This record's own id: a project remembers it, so a record lost and made anew is noticed."""
        return self._conn.execute("SELECT record_id FROM identity").fetchone()[0]

    def project(self, project_id: str) -> ProjectRecord | None:
        row = self._conn.execute("SELECT head, length, totals FROM projects WHERE project_id = ?",
                                 (project_id,)).fetchone()
        return ProjectRecord(row[0], row[1], json.loads(row[2])) if row else None

    def remember_project(self, project_id: str, head: str, length: int, totals: dict[str, list]) -> None:
        self._conn.execute("INSERT OR REPLACE INTO projects VALUES (?, ?, ?, ?)",
                           (project_id, head, length, json.dumps(totals, sort_keys=True)))

    def remember_charges(self, project_id: str, charges: list[tuple[str, str, list]]) -> None:
        """Charges (hash, population, what it counts) seen for the first time; later sightings keep what was
        first recorded."""
        self._conn.executemany("INSERT OR IGNORE INTO charges VALUES (?, ?, ?, ?)",
                               [(digest, project_id, population, json.dumps(charged))
                                for digest, population, charged in charges])

    def settle_charge(self, digest: str, charged: list) -> None:
        """What a charge finally counts (less than its cost only when a mechanism stopped early on purpose)."""
        self._conn.execute("UPDATE charges SET charged = ? WHERE hash = ?", (json.dumps(charged), digest))

    def link(self, fingerprint: str, project_id: str, population: str) -> bool:
        """Say that the rows with ``fingerprint`` are about ``population``'s people; True if that is new."""
        return self._conn.execute("INSERT OR IGNORE INTO links VALUES (?, ?, ?)",
                                  (fingerprint, project_id, population)).rowcount > 0

    def linked(self, fingerprint: str) -> list[tuple[str, str]]:
        """(project, population) of every dataset the rows with ``fingerprint`` have been linked to."""
        return self._conn.execute("SELECT project_id, population_id FROM links WHERE fingerprint = ?",
                                  (fingerprint,)).fetchall()

    def holds_first_version(self) -> bool:
        """Whether a fingerprint of the first version (``first_version.py``: hex digits, "-", hex digits) is
        linked here."""
        return self._conn.execute("SELECT 1 FROM links WHERE fingerprint GLOB '[0-9a-f]*-[0-9a-f]*' LIMIT 1"
                                  ).fetchone() is not None

    def remember_sketch(self, fingerprint: str, project_id: str, population: str, sketch: str) -> None:
        """Keep a dataset's sketch (its JSON, as the file stores it) beside any it had before: a new one is
        compared anew by datasets elsewhere, and one edited in a file cannot replace one the record holds."""
        self._conn.execute("INSERT OR IGNORE INTO sketches (fingerprint, project_id, population_id, sketch, "
                           "sketch_sha256) VALUES (?, ?, ?, ?, ?)", (fingerprint, project_id, population, sketch,
                                                                    _sketch_sha256(sketch)))

    def resembling(self, fingerprint: str, project_id: str, sketch: str) -> list[tuple[str, str]]:
        """(project, population) of datasets in other projects with mostly the same rows as this dataset's
        ``sketch``, among those remembered since this very sketch was last compared. Sketches are only ever
        added, so their row ids grow; the last id compared is kept in the same transaction as the links the
        comparison made, and a charge compares only the datasets imported elsewhere since (there may be
        thousands), parsing this sketch's JSON only then. The key holds the sketch itself (a file's sketches
        are not in its journal: an old or edited one must not mark the rows as compared for another)."""
        key = (fingerprint, project_id, _sketch_sha256(sketch))
        row = self._conn.execute("SELECT upto FROM compared_sketches WHERE fingerprint = ? AND project_id = ? AND "
                                 "sketch_sha256 = ?", key).fetchone()
        rows = self._conn.execute("SELECT rowid, project_id, population_id, sketch FROM sketches WHERE rowid > ? "
                                  "ORDER BY rowid", (row[0] if row else 0,)).fetchall()
        if rows:
            self._conn.execute("INSERT OR REPLACE INTO compared_sketches VALUES (?, ?, ?, ?)", (*key, rows[-1][0]))
        return resembling_among(rows, project_id, sketch)

    def owed(self, project_id: str, population: str, fingerprints: list[str],
             present: set[str]) -> list[tuple[tuple, int]]:
        """(what it counts, how many) of the charges this machine has seen against ``population`` or against the
        people of its datasets elsewhere: populations that held the same rows (``fingerprints``) in another
        project, or in this one but missing from the file (``present`` are the file's own populations).
        Counted from the running totals SQLite keeps (``TOTALS``): the same people may have thousands of charges
        of a few costs."""
        related = {population}
        for fingerprint in fingerprints:
            for other_project, other in self._conn.execute(
                    "SELECT project_id, population_id FROM links WHERE fingerprint = ?", (fingerprint,)):
                if other_project != project_id or other not in present:
                    related.add(other)
        marks = ",".join("?" * len(related))
        rows = self._conn.execute(f"SELECT charged, sum(n) FROM charge_totals WHERE population_id IN ({marks}) "
                                  "AND n > 0 GROUP BY charged", sorted(related))
        return [(tuple(json.loads(charged)), n) for charged, n in rows]


def resembling_among(rows: list[tuple], project_id: str, sketch: str) -> list[tuple[str, str]]:
    """(project, population) of the sketches ``rows`` (id, project, population, sketch) from projects other than
    ``project_id`` with mostly the same rows as ``sketch``, which is parsed only if there are any."""
    elsewhere = [(p, q, other) for _, p, q, other in rows if p != project_id]
    mine = json.loads(sketch) if elsewhere else None
    return sorted({(p, q) for p, q, other in elsewhere if same_people(mine, readable(other))})


@functools.lru_cache(maxsize=64)
def _sketch_sha256(sketch: str) -> str:
    """A sketch's sha256, computed once: every charge teaches the record each of the file's sketches (tens of KB)."""
    return sha256(sketch)


BUSY_TIMEOUT = 60  # seconds to wait for another dpgui that holds the record, before saying so


def _path() -> Path:
    return _data_dir() / "spending-record.sqlite"  # the folder is made with the file (``_file``)


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("PRAGMA synchronous=FULL")
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError(translate("store.ledger.anchor", "Its integrity check failed"))
        if conn.execute("PRAGMA journal_mode=WAL").fetchone()[0] != "wal":
            raise sqlite3.DatabaseError(translate("store.ledger.anchor", "Its write-ahead log could not be set up"))
        conn.executescript(SCHEMA + ";" + SKETCHES)
        _keep_every_sketch(conn)
        _count_charges(conn)
    except sqlite3.OperationalError as err:
        conn.close()
        raise (_busy(path) if "locked" in str(err) or "busy" in str(err) else _damaged(path, err)) from None
    except sqlite3.DatabaseError as err:
        conn.close()
        raise _damaged(path, err) from None
    return conn


def _upgrade(conn: sqlite3.Connection, done, upgrade) -> None:
    """Bring a record made by an earlier dpgui up to date, once: ``upgrade()`` in one IMMEDIATE transaction, unless
    ``done()`` (asked again inside it: another dpgui may have upgraded the record meanwhile)."""
    if done():
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        if not done():
            upgrade()
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _keep_every_sketch(conn: sqlite3.Connection) -> None:
    """Rebuild a record's table of sketches made when it kept one per dataset, with the same row ids (which
    ``compared_sketches`` counts by), so that it keeps each sketch a dataset has had."""
    def rebuild() -> None:
        rows = conn.execute("SELECT rowid, fingerprint, project_id, population_id, sketch FROM sketches").fetchall()
        conn.execute("DROP TABLE sketches")
        conn.execute(SKETCHES)
        conn.executemany("INSERT INTO sketches (rowid, fingerprint, project_id, population_id, sketch, "
                         "sketch_sha256) VALUES (?, ?, ?, ?, ?, ?)", [(*row, sha256(row[4])) for row in rows])

    _upgrade(conn, lambda: any(column[1] == "sketch_sha256" for column in conn.execute("PRAGMA table_info(sketches)")),
             rebuild)


def _count_charges(conn: sqlite3.Connection) -> None:
    """Give a record made before its running totals (``TOTALS``), filled from its charges in the same transaction
    that starts keeping them."""
    _upgrade(conn, lambda: conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'charge_totals'").fetchone()
             is not None, lambda: [conn.execute(statement) for statement in TOTALS])


def _busy(path: Path) -> StoreError:
    return StoreError(translate("store.ledger.anchor", "this computer's record of dpgui spending ({path}) stayed busy "
                                "in another dpgui for {seconds} s; close the other dpgui windows and try again.").format(
        path=path, seconds=plain_number(BUSY_TIMEOUT)))


def _damaged(path: Path, err: Exception) -> StoreError:
    return StoreError(translate(
        "store.ledger.anchor", "this computer's record of dpgui spending ({path}) is damaged ({problem}). dpgui will not "
        "spend from or change project files without it, because that could undo spending. Restore that file from a "
        "backup; only if there is none, move it aside, knowing that spending it recorded can then be counted "
        "again.").format(path=path, problem=err))


def _file(path: Path) -> tuple:
    """(path, device, inode) of the record, made now if there is none. A record with more than one name is
    refused: each name would have its own log and locks."""
    try:
        st = os.stat(path)  # every use looks: one call when the record is there
    except FileNotFoundError:
        data_dir()
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            pass
        st = os.stat(path)
    if st.st_nlink > 1:
        raise StoreError(translate(
            "store.ledger.anchor", "This computer's record of dpgui spending ({path}) has {links} names on this disk "
            "(hard links), which can corrupt it, so dpgui will not use it. Delete the other names.").format(
            path=path, links=st.st_nlink))
    return path, st.st_dev, st.st_ino


class Record:
    """The record as one open project uses it: one connection, checked when it is opened and kept while the
    project is open. Each use first looks at the file at the record's path; if it is another file (deleted,
    replaced, or another folder), the connection is opened, and checked, anew."""

    def __init__(self):
        self._conn: sqlite3.Connection | None = None
        self._file: tuple | None = None  # (path, device, inode) of the file the connection has open
        self._taught: tuple | None = None  # (data_version, what) of the last committed teaching on this connection

    def _connection(self) -> sqlite3.Connection:
        path = _path()
        file = _file(path)
        if self._conn is None or file != self._file:
            self.close()
            self._conn = _connect(path)  # after the look: a file swapped in between shows at the next use
            self._file, self._taught = file, None
        return self._conn

    @contextmanager
    def held(self) -> Iterator[MachineRecord]:
        """The record in one IMMEDIATE transaction: other processes wait; committed when the block ends."""
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:
            raise _busy(_path()) from None
        try:
            version = conn.execute("PRAGMA data_version").fetchone()[0]
            record = MachineRecord(conn, version, self._taught)
            self._taught = None  # until this transaction commits
            yield record
            conn.execute("COMMIT")
            self._taught = (version, record.teaching) if record.teaching is not None else None
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    def close(self) -> None:
        """Fold the log back into the file (so that a backup of the file alone is whole), and close."""
        if self._conn is not None:
            try:
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # another dpgui reading: it folds it later
            except sqlite3.Error:
                pass
            self._conn.close()
            self._conn, self._file, self._taught = None, None, None
