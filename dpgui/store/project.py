"""The study project file (``*.dpgui``): one SQLite file holding the imported data, the declared
schemas, the journal that decides every budget (``journal.py``) and every release.

Spend first: :meth:`Project.charge` commits a release's cost durably, in its own transaction, before
any private data is read; the mechanism then runs outside the write lock, and
:meth:`Project.complete` or :meth:`Project.settle` records how it ended. Nothing after the charge can
refund it: not an exception, a cancel or a kill (a charge with no outcome counts in full).

One budget per population: datasets about the same people share their population's budget; a
dataset whose rows match another's (its fingerprint) always joins that one's population.

File tricks: the file is locked by its identity (device and inode), a file with more than one hard
link is refused, and this machine's anchor (``anchor.py``) restores any charge a copy, a restored
backup or an edited journal lacks. Durability: WAL with ``synchronous=FULL``, ``PRAGMA
integrity_check`` and a full journal check on every open.
"""

from __future__ import annotations

import functools
import json
import os
import sqlite3
import threading
import uuid
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterator

from dpgui import __version__
from dpgui.core.costs.accounting import BudgetExceeded, Cost, Odometer, sequential
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE
from dpgui.core.progress import Task
from dpgui.store import columns as codec
from dpgui.store.declared.schema import DatasetSchema, parse_schema
from dpgui.store.errors import DiskFull, ImportFailed, LedgerTampered, ProjectBusy, ReadOnlyMedia, StoreError
from dpgui.store.ledger import anchor
from dpgui.store.ledger.fingerprint import ColumnDigest, RowFingerprint, same_people, stored_fingerprint
from dpgui.store.ledger.journal import (DEFAULT_POPULATION, Charge, JournalBroken, JournalState, ReplayCache, append,
                                        content_of, cost_fields, cost_from, declare, now, replay, sha256, start)
from dpgui.store.declared.names import check_name, look_alike, look_alike_notice
from dpgui.store.ledger.locks import FileLock, identity_lock
from dpgui.store.ledger.reconcile import notices, shortfalls
from dpgui.store.migrations import MIGRATIONS, SCHEMA_VERSION
from dpgui.store.safe_files import PRIVATE_MODE, never_changes, on_read_only_media, open_failure_message

SQLITE_HEADER = b"SQLite format 3\x00"
DECODE_THREADS = os.cpu_count() or 1


@dataclass(frozen=True)
class DatasetInfo:
    id: int
    name: str
    source: str
    imported_at: str
    n_rows: int
    columns: list[str]
    decimal_comma: bool
    population: str
    fingerprint: str
    schema: DatasetSchema | None
    link: dict | None = None          # a linked dataset's source (store/links.py); None: imported rows
    source_state: str | None = None   # the linked source's state when it was linked


@dataclass(frozen=True)
class Budget:
    total: Cost
    spent: Cost
    remaining: Cost
    population: str = DEFAULT_POPULATION
    shared_with: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        return {"total": self.total.as_dict(), "spent": self.spent.as_dict(), "remaining": self.remaining.as_dict(),
                "population": self.population, "datasets": list(self.shared_with)}


@dataclass(frozen=True)
class LedgerEntry:
    """One charge: what was asked, what it cost, and how it ended (``completed``, ``failed``,
    ``cancelled``, or ``interrupted`` when the process died before saying)."""

    id: int
    dataset: str
    created_at: str
    app_version: str
    query: dict
    mechanism: dict
    cost: Cost
    hash: str
    release_id: int | None
    state: str = "completed"
    reason: str = ""

    def as_dict(self) -> dict:
        return {"id": self.id, "dataset": self.dataset, "created_at": self.created_at,
                "app_version": self.app_version, "query": self.query, "mechanism": self.mechanism,
                "cost": self.cost.as_dict(), "hash": self.hash, "release_id": self.release_id,
                "state": self.state, "reason": self.reason}


UNRECORDED = "spending this computer recorded that the file does not count yet (open it for changes to write it there)"


@dataclass(frozen=True)
class CarriedEntry:
    """Spending a budget counts that no charge in the file shows (``journal.py``'s "carried" events)."""

    at: str
    cost: Cost
    reason: str

    def as_dict(self) -> dict:
        return {"at": self.at, "cost": self.cost.as_dict(), "reason": self.reason}


@dataclass(frozen=True)
class Spending:
    """One population's budget and what its spent adds up from: its charges and what was carried in."""

    budget: Budget
    charges: list[LedgerEntry]
    carried: list[CarriedEntry]

    def as_dict(self) -> dict:
        return {**self.budget.as_dict(), "charges": [e.as_dict() for e in self.charges],
                "carried": [c.as_dict() for c in self.carried]}


def _lock_dir() -> Path:
    folder = anchor.data_dir() / "locks"
    folder.mkdir(exist_ok=True, mode=0o700)
    return folder


def _refuse_hard_links(path: Path) -> None:
    links = os.stat(path).st_nlink
    if links > 1:
        raise StoreError(
            f"{path.name} has {links} names on this disk (hard links). Two names for one project file can "
            "corrupt it and let its budget be spent twice, so dpgui will not open it. Keep one name: delete "
            "the other links, or make a real copy with your file manager.")


READ_ONLY_MEDIA = ("{name}: this copy is on read-only media or write-protected, so nothing can be spent or changed "
                   "here; its budget, history, exports and reports can still be seen. To spend, copy it to a disk you "
                   "can write to.")


def _log_waiting(path: Path) -> bool:
    """Whether changes wait in the write-ahead log beside the file (it was copied while open)."""
    log = path.with_name(path.name + "-wal")
    return log.is_file() and log.stat().st_size > 0


def _unreadable_here(name: str, real: Path) -> str:
    """Why SQLite could not read a file where nothing can be written beside it, though it reads it as it may change
    (``_connect``): changes wait in its log, or another user may be writing it."""
    if _log_waiting(real):
        return (f"{name} cannot be opened here: its latest changes are still in {real.name}-wal beside it, which can "
                "be read only where dpgui may write; copy both files to a disk you can write to and open the copy "
                "there")
    return (f"{name} cannot be opened here: it can still be changed (by its owner, perhaps at this moment) but dpgui "
            "cannot write beside it, as SQLite needs in order to read it safely; copy it to a disk you can write to "
            "and open the copy there")


class Project:
    """An open project file. Use :meth:`create` or :meth:`open`, and close it (or use ``with``).

    ``notices`` holds plain-words messages about the file found on opening (a copy behind this
    machine's record, carried spending); front ends show them.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, lock: FileLock | None):
        self.path, self._conn, self._lock = path, conn, lock
        self._mutex = threading.RLock()  # guards the write connection
        self._local = threading.local()  # one read connection per thread
        self._journal = ReplayCache()
        self._readers: list[sqlite3.Connection] = []
        self.notices: list[str] = []
        self._cache: tuple | None = None  # ((last seq, last hash), the replayed journal)
        self._unrecorded: list[dict] = []  # read-only: what this machine counts beyond the file
        self._opened: set[int] = set()  # charges made through this object: only these can be completed
        self._record = anchor.Record()  # this machine's record of spending, kept open while the project is

    # -- opening and closing -------------------------------------------------------------------

    @staticmethod
    def _connect(path: Path, readonly: bool) -> sqlite3.Connection:
        # SQLite opens the real file and keeps its log and index beside it, not beside a link to it: every check
        # looks there. Where no one can change the file (read-only media) SQLite cannot make the index (-shm) a WAL
        # file is read through, so it is told that the file cannot change (immutable), which is true there; unless
        # changes wait in the log, which that would skip.
        real = path.resolve()
        immutable = readonly and never_changes(real) and not _log_waiting(real)
        uri = f"{real.as_uri()}?mode={'ro' if readonly else 'rw'}{'&immutable=1' if immutable else ''}"
        conn = None
        try:
            conn = sqlite3.connect(uri, uri=True, timeout=30, isolation_level=None, check_same_thread=False)
            if not readonly:
                conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # opens the WAL index (-shm) now
        except sqlite3.OperationalError as err:  # e.g. "disk I/O error": no room for the -shm file
            if conn is not None:
                conn.close()
            if readonly and not immutable and on_read_only_media(real):
                raise StoreError(_unreadable_here(path.name, real)) from None
            raise StoreError(f"{path.name} cannot be opened: {open_failure_message(err, path)}") from None
        return conn

    @classmethod
    def create(cls, path, budget: Cost, unit: str = ADD_REMOVE, max_rows_per_person: int = 1,
               practice: bool = False) -> "Project":
        """A new project whose population ("everyone in this project") has ``budget`` to spend."""
        path = Path(path)
        if path.exists():
            raise StoreError(f"{path} already exists; choose another name or open it")
        if unit not in (ADD_REMOVE, REPLACE_ONE):
            raise ValueError(f"the privacy unit must be {ADD_REMOVE} or {REPLACE_ONE}")
        if max_rows_per_person < 1:
            raise ValueError("the maximum number of rows per person must be at least 1")
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE))  # raw data: owner only
        lock = project = None
        try:
            lock = identity_lock(path, _lock_dir())
            lock.acquire(0)
            project = cls(path, cls._connect(path, readonly=False), lock)
            conn = project._conn
            with project._write():
                project._migrate()
                project_id = str(uuid.uuid4())
                meta = {"app": "dpgui", "created_at": now(), "created_by": __version__, "privacy_unit": unit,
                        "max_rows_per_person": str(max_rows_per_person), "project_id": project_id,
                        "default_budget": json.dumps(cost_fields(budget))}
                conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
                start(conn, project_id, unit, max_rows_per_person, budget, practice)
            project._sync_anchor()
        except BaseException:
            if project:
                project.close()
            elif lock:
                lock.release()
            for suffix in ("", "-wal", "-shm"):
                path.with_name(path.name + suffix).unlink(missing_ok=True)
            raise
        return project

    @classmethod
    def open(cls, path, readonly: bool = False, wait: float = 0.0) -> "Project":
        """Open for changes (exclusive, waiting up to ``wait`` seconds) or read-only."""
        path = Path(path)
        if not path.is_file():
            raise StoreError(f"there is no project file at {path}")
        with open(path, "rb") as f:
            if f.read(16) != SQLITE_HEADER:
                raise StoreError(f"{path.name} is not a dpgui project file")
        _refuse_hard_links(path)
        if not readonly and on_read_only_media(path):
            raise ReadOnlyMedia(READ_ONLY_MEDIA.format(name=path.name))
        lock = None
        if not readonly:
            lock = identity_lock(path, _lock_dir())
            lock.acquire(wait)
        try:
            _refuse_hard_links(path)  # again under the lock: a link made meanwhile is seen
            conn = cls._connect(path, readonly)
            project = cls(path, conn, lock)
            project._check_integrity()
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(f"{path.name} was written by a newer dpgui (file version {version}); "
                                 "update dpgui to open it")
            if version < SCHEMA_VERSION:
                if readonly:
                    raise StoreError(f"{path.name} was made by an older dpgui and needs an upgrade, which cannot be "
                                     "made on read-only media; copy it to a disk you can write to and open the copy"
                                     if on_read_only_media(path) else
                                     f"{path.name} needs an upgrade; open it once for changes")
                with project._write():
                    project._migrate()
            project.verify_ledger()
            project._sync_anchor()
        except BaseException:
            if lock:
                lock.release()
            raise
        return project

    def close(self) -> None:
        with self._mutex:
            for reader in self._readers:
                reader.close()
            self._readers.clear()
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._record.close()
            if self._lock:
                self._lock.release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def readonly(self) -> bool:
        return self._lock is None

    @property
    def read_only_reason(self) -> str | None:
        """Why nothing can be spent or changed through this object, in one line; None when it is open for changes."""
        return str(self._refuse_changes()) if self.readonly else None

    def _refuse_changes(self) -> StoreError:
        if on_read_only_media(self.path):
            return ReadOnlyMedia(READ_ONLY_MEDIA.format(name=self.path.name))
        return StoreError("this project is open read-only; close the other window to make changes")

    # -- internals -------------------------------------------------------------------------

    def _migrate(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        for number, step in enumerate(MIGRATIONS[version:], start=version + 1):
            if callable(step):
                step(self._conn)
            else:
                for statement in _split_sql(step):
                    self._conn.execute(statement)
            self._conn.execute(f"PRAGMA user_version = {number}")

    def _check_integrity(self) -> None:
        try:
            result = self._conn.execute("PRAGMA integrity_check").fetchall()
        except sqlite3.DatabaseError as err:
            raise StoreError(f"{self.path.name} is damaged and cannot be read ({err})") from None
        if result != [("ok",)]:
            raise StoreError(f"{self.path.name} failed its integrity check: {result[0][0]}")

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One IMMEDIATE transaction: committed whole, or rolled back whole on any error."""
        if self.readonly:
            raise self._refuse_changes()
        with self._mutex:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as err:
                raise ProjectBusy(f"the project is busy in another process ({err})") from None
            try:
                yield self._conn
                self._conn.execute("COMMIT")
            except BaseException as err:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                if isinstance(err, sqlite3.OperationalError) and "full" in str(err):
                    raise DiskFull("the disk is full, so nothing was saved; free some space and try again") from None
                if isinstance(err, sqlite3.Error):
                    raise StoreError(f"the project file could not be written ({err}); nothing was saved") from None
                raise

    def _read(self) -> sqlite3.Connection:
        """This thread's read connection. In WAL mode readers never wait for the writer, so the GUI
        thread can show the budget while a worker stores a release."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect(self.path, readonly=True)
            conn.execute("PRAGMA query_only = ON")
            with self._mutex:
                self._readers.append(conn)
            self._local.conn = conn
        return conn

    # -- project settings ----------------------------------------------------------------------

    @property
    def project_id(self) -> str:
        return self._state().project["project_id"]

    @property
    def privacy_unit(self) -> str:
        """Read from the journal, like everything that decides how much noise a release gets."""
        return self._state().project["privacy_unit"]

    @property
    def max_rows_per_person(self) -> int:
        return int(self._state().project["max_rows_per_person"])

    @property
    def practice(self) -> bool:
        """A copy of the bundled example: made-up people, so every copy may be spent afresh; this machine's
        record of spending, which is for real people, leaves it out, and no data can be imported into it.
        Only the example itself qualifies: its identity, and the digest of every stored column (checked
        against the bytes whenever they are read), must be the shipped file's."""
        state = self._state()
        return bool(state.project.get("practice")) and _is_the_bundled_example(state)

    # -- the journal -------------------------------------------------------------------------

    def _state(self, conn: sqlite3.Connection | None = None) -> JournalState:
        """The journal replayed and verified (``ReplayCache`` replays only what was added since)."""
        try:
            state = self._journal.state(conn or self._read())
        except JournalBroken as err:
            raise LedgerTampered(f"{self.path.name}: {err}; the budget record cannot be trusted") from None
        if self._unrecorded:  # a read-only view still counts what this machine has seen spent
            state = replace(state, carried=state.carried + self._unrecorded)
        return state

    def _sync_anchor(self) -> None:
        """Reconcile the file with this machine's record on opening (read-only: see :meth:`_look_up_record`)."""
        if self.practice:
            return
        if self.readonly:
            self.notices = self._look_up_record()
            return
        with self._write() as conn, self._record.held() as record:
            self.notices = self._reconcile(conn, record)

    def _look_up_record(self) -> list[str]:
        """Read-only: teach this machine's record what the file has spent, as every open does (the record is the
        user's own file, writable where the project is not: a copy spent elsewhere and only looked at here must
        still count here), and count in memory, and say, what the record has seen beyond the file. A record that
        cannot be used does not stop a look: the file is then shown as it counts itself, and that is said."""
        state = self._state()
        project_id = state.project["project_id"]
        datasets = self._read().execute("SELECT fingerprint, population_id, sketch FROM datasets").fetchall()
        try:
            with self._record.held() as record:
                known = record.project(project_id)
                _teach(record, state, datasets, known)
                short = shortfalls(state, record, project_id)
        except (StoreError, OSError, sqlite3.Error) as err:
            return [f"{self.path.name} is shown as the file itself counts it (spending this computer recorded beyond "
                    "the file is not counted, and the file's own is not yet recorded here: look again once the record "
                    f"can be used), because {err}"]
        self._unrecorded = [{"population_id": s.population, "cost": cost_fields(s.cost)} for s in short]
        return notices(state, short, not known or state.continues(known.head, known.length), self.path.name,
                       written=False)

    @contextmanager
    def _machine_record(self) -> Iterator[anchor.MachineRecord | None]:
        """This machine's record of spending, held for a write; None for a practice project."""
        if self.practice:
            yield None
            return
        with self._record.held() as record:
            yield record

    def _reconcile(self, conn: sqlite3.Connection, record: anchor.MachineRecord) -> list[str]:
        """Carry into the file what this machine has seen spent beyond the file's account, and undo a total
        raised in a journal that does not continue the one remembered; then remember the file's charges,
        fingerprints, totals and head. Returns what happened, in plain words."""
        state = self._state(conn)
        project_id = state.project["project_id"]
        known = record.project(project_id)
        continues = known is None or state.continues(known.head, known.length)
        remembered = conn.execute("SELECT value FROM meta WHERE key = 'spending_record'").fetchone()
        reset = known is None and remembered is not None and remembered[0] != record.identity()
        _add_shared_sketches(conn)
        resembles = _teach(record, state, conn.execute("SELECT fingerprint, population_id, sketch FROM datasets")
                           .fetchall(), known)
        short = shortfalls(state, record, project_id)
        said = notices(state, short, continues, self.path.name, written=True)
        if reset:
            said.append(f"This computer's record of dpgui spending is new, or was deleted, since {self.path.name} was "
                        "last used here, so spending made here before then cannot be checked. If you have a backup "
                        f"of dpgui's folder ({anchor.data_dir()}), restore it.")
        if remembered is None or remembered[0] != record.identity():  # written only when it changes
            conn.execute("INSERT OR REPLACE INTO meta VALUES ('spending_record', ?)", (record.identity(),))
        if resembles:
            said.append(f"{self.path.name} holds rows that are the same, or mostly the same, as those of a dataset in "
                        "another project on this computer; what was spent on those people there counts here too.")
        for s in short:
            append(conn, "carried", {"population_id": s.population, "cost": cost_fields(s.cost), "at": now(),
                                     "reason": "spending this computer recorded that the file did not count"})
        for population, fields in (known.totals.items() if known and not continues else ()):
            remembered, current = cost_from(fields), state.populations.get(population, {}).get("budget")
            if current is not None and current.kind == remembered.kind and not _within(current, remembered):
                append(conn, "population", {"population_id": population, "at": now(), "budget": fields,
                                            "name": state.populations[population]["name"]})
                said.append(f"The budget of {state.populations[population]['name']} in {self.path.name} is larger "
                            f"({current}) than this computer last saw ({remembered}), with no record of the change "
                            "here; the smaller total is kept.")
        state = self._state(conn)
        record.remember_project(project_id, state.head, state.length,
                                {pid: cost_fields(p["budget"]) for pid, p in state.populations.items()})
        return said

    # -- datasets ----------------------------------------------------------------------------

    def datasets(self) -> list[DatasetInfo]:
        rows = self._read().execute(f"SELECT {_DATASET_COLUMNS} FROM datasets ORDER BY id").fetchall()
        return [_dataset_from(r) for r in rows]

    def dataset(self, name: str) -> DatasetInfo:
        row = self._read().execute(f"SELECT {_DATASET_COLUMNS} FROM datasets WHERE name = ?", (name,)).fetchone()
        if row is None:
            names = ", ".join(d.name for d in self.datasets()) or "none yet"
            raise ValueError(f"there is no dataset called {name!r} (datasets: {names})")
        return _dataset_from(row)

    def add_dataset(self, name: str, source, schema: DatasetSchema | None = None,
                    task: Task | None = None) -> DatasetInfo:
        """Import a table (see ``dpgui.store.importers``) in one transaction: all of it, or nothing.

        The new dataset joins the budget of the project's people; if its rows repeat those of a
        dataset already here (same fingerprint), it joins that dataset's population instead.
        """
        name = check_name(name)
        if self.practice:
            raise ValueError("this is the bundled practice project, about made-up people; create a project of your "
                             "own for real data")
        task = task or Task()
        with self._write() as conn:
            similar = self._refuse_taken(conn, name)
            if schema is not None:
                parse_schema(schema.to_json(), source.columns)  # declared columns must exist
            cur = conn.execute(
                "INSERT INTO datasets (name, source, imported_at, n_rows, columns_json, decimal_comma, schema_json,"
                " population_id, fingerprint) VALUES (?, ?, ?, 0, ?, ?, ?, '', '')",
                (name, source.description, now(), json.dumps(source.columns), int(source.decimal_comma),
                 schema.dumps() if schema else None))
            dataset_id, rows, fingerprint = cur.lastrowid, 0, RowFingerprint()
            digests = [ColumnDigest() for _ in source.columns]
            for chunk_index, chunk in enumerate(source.chunks(task)):
                parts = []
                for column_index, values in enumerate(chunk):
                    try:
                        uniques, codes, texts, code_array = codec.encode(values)
                    except ValueError as err:
                        raise ImportFailed(f"{source.description}, column {source.columns[column_index]!r}, "
                                           f"rows {rows + 1:,}–{rows + len(values):,}: {err}") from None
                    parts.append((texts, code_array))
                    digests[column_index].add(uniques, codes)
                    conn.execute("INSERT INTO chunks VALUES (?, ?, ?, ?, ?, ?)",
                                 (dataset_id, column_index, chunk_index, len(values), uniques, codes))
                fingerprint.add(source.columns, parts)
                rows += len(chunk[0]) if chunk else 0
            task.progress(1.0, "saving")
            state = self._state(conn)
            digest, sketch = fingerprint.hexdigest(), fingerprint.sketch()
            twin = _same_people(conn, dataset_id, digest, sketch)
            population = twin[1] if twin else _default_population(state)
            conn.execute("UPDATE datasets SET n_rows = ?, population_id = ?, fingerprint = ?, sketch = ? WHERE id = ?",
                         (rows, population, digest, json.dumps(sketch), dataset_id))
            declare(conn, dataset_id, name, population, digest, schema.dumps() if schema else None,
                    {"columns": list(source.columns), "n_rows": rows, "decimal_comma": bool(source.decimal_comma),
                     "columns_sha256": [d.hexdigest() for d in digests]})
            if twin:
                self.notices.append(f"The rows of {name!r} are the same, or mostly the same, as those of {twin[0]!r}, "
                                    "so it shares that dataset's budget: the same people cannot be given a second "
                                    "budget.")
        self.notices += similar
        return self.dataset(name)

    def link_dataset(self, name: str, link: dict, identity: str, columns: list[str], schema: DatasetSchema,
                     state: str, sketch: dict | None = None) -> DatasetInfo:
        """Record a linked dataset: its rows stay in the source (``engine/linking.py`` reads its column
        names and state, and its engine computes the sketch of its rows). It joins the project's people, or
        the population of a dataset here with the same source or mostly the same rows, exactly as an imported
        dataset does; the "dataset" event records the link."""
        name = check_name(name)
        parse_schema(schema.to_json(), columns)  # declared columns must exist
        with self._write() as conn:
            similar = self._refuse_taken(conn, name)
            state_now = self._state(conn)
            cur = conn.execute(
                "INSERT INTO datasets (name, source, imported_at, n_rows, columns_json, decimal_comma, schema_json,"
                " population_id, fingerprint, link_json, source_state, sketch) VALUES (?, ?, ?, 0, ?, 0, ?, '', ?, ?,"
                " ?, ?)", (name, link["location"], now(), json.dumps(columns), schema.dumps(), identity,
                           json.dumps(link, sort_keys=True), state, json.dumps(sketch or {})))
            twin = _same_people(conn, cur.lastrowid, identity, sketch or {})
            population = twin[1] if twin else _default_population(state_now)
            conn.execute("UPDATE datasets SET population_id = ? WHERE id = ?", (population, cur.lastrowid))
            declare(conn, cur.lastrowid, name, population, identity, schema.dumps(),
                    {"columns": columns, "n_rows": 0, "decimal_comma": False, "columns_sha256": []}, link)
            if twin:
                self.notices.append(f"The rows of {name!r} are the same, or mostly the same, as those of {twin[0]!r}, "
                                    "so it shares that dataset's budget: the same people cannot be given a second "
                                    "budget.")
        self.notices += similar
        return self.dataset(name)

    def sketch(self, name: str) -> dict:
        """The stored sketch of a dataset's rows (``fingerprint.py``); never shown."""
        row = self._read().execute("SELECT sketch FROM datasets WHERE id = ?", (self.dataset(name).id,)).fetchone()
        sketch = json.loads(row[0])
        return sketch if isinstance(sketch, dict) else {}  # one from before sketches were objects

    def set_sketch(self, name: str, sketch: dict) -> None:
        """Keep a linked dataset's new sketch (its source changed: ``engine/link_sketch.py``). Refused if its rows
        are now mostly those of a dataset here with a budget of its own: one dataset cannot spend from two."""
        info = self.dataset(name)
        with self._write() as conn:
            twin = _same_people(conn, info.id, info.fingerprint, sketch)
            if twin and twin[1] != info.population:
                raise ValueError(f"the rows of {name!r} have changed and are now mostly those of {twin[0]!r}, which "
                                 "has a budget of its own; link them again as a new dataset. Nothing was spent")
            conn.execute("UPDATE datasets SET sketch = ? WHERE id = ?", (json.dumps(sketch), info.id))

    @staticmethod
    def _refuse_taken(conn: sqlite3.Connection, name: str) -> list[str]:
        """Refuse a dataset name already used; the warning (for ``notices``) if it looks like a name in use."""
        names = [row[0] for row in conn.execute("SELECT name FROM datasets")]
        if name in names:
            raise ValueError(f"a dataset called {name!r} already exists")
        other = look_alike(name, names)
        return [] if other is None else [look_alike_notice(name, other)]

    def set_schema(self, name: str, schema: DatasetSchema | None) -> None:
        """Declare (or, with None, withdraw) the public schema of a dataset."""
        info = self.dataset(name)
        if schema is not None:
            parse_schema(schema.to_json(), info.columns)
        text = schema.dumps() if schema else None
        with self._write() as conn:
            conn.execute("UPDATE datasets SET schema_json = ? WHERE id = ?", (text, info.id))
            declare(conn, info.id, info.name, info.population, info.fingerprint, text,
                    content_of(self._state(conn).datasets[info.id]), info.link)

    def plan(self, name: str) -> list[dict]:
        """The saved list of planned queries of a dataset (the Queries page), as JSON objects."""
        info = self.dataset(name)
        row = self._read().execute("SELECT value FROM meta WHERE key = ?", (f"plan:{info.id}",)).fetchone()
        return json.loads(row[0]) if row else []

    def save_plan(self, name: str, items: list[dict]) -> None:
        info = self.dataset(name)
        with self._write() as conn:
            conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (f"plan:{info.id}", json.dumps(items)))

    def column_chunks(self, info: DatasetInfo, column: str):
        """(distinct raw values, codes) for each stored chunk of ``column``, in row order.

        Chunks are decompressed a few ahead on a thread per core (zlib releases the GIL).
        """
        index = info.columns.index(column)
        rows = self._read().execute(
            "SELECT uniques, codes FROM chunks WHERE dataset_id = ? AND column_index = ? ORDER BY chunk_index",
            (info.id, index)).fetchall()
        digest = ColumnDigest()
        for uniques, codes in rows:
            digest.add(uniques, codes)
        if digest.hexdigest() != self._state().datasets[info.id]["columns_sha256"][index]:
            raise LedgerTampered(f"the stored data of {info.name!r} (column {column!r}) was changed outside dpgui; "
                                 "it is not the data its budget was declared for")
        pool = _decoders()
        pending: deque = deque()
        for uniques, codes in rows:
            pending.append(pool.submit(codec.decode, uniques, codes))
            if len(pending) > 2 * DECODE_THREADS:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()

    # -- populations and budgets ----------------------------------------------------------------

    def budget(self, name: str) -> Budget:
        """The budget of the people ``name`` describes (shared by every dataset about them)."""
        return self._budget(self._state(), self.dataset(name).population)

    def _budget(self, state: JournalState, population: str) -> Budget:
        total, spent = state.populations[population]["budget"], state.spent(population)
        remaining = Cost(total.kind, epsilon=max(total.epsilon - spent.epsilon, 0),
                         delta=max(total.delta - spent.delta, 0), rho=max(total.rho - spent.rho, 0))
        names = tuple(d["name"] for d in state.datasets.values() if d["population_id"] == population)
        return Budget(total, spent, remaining, state.populations[population]["name"], names)

    def populations(self) -> list[Budget]:
        """Every population with its budget and the datasets that share it."""
        state = self._state()
        return [self._budget(state, pid) for pid in state.populations]

    def set_budget(self, name: str, total: Cost) -> None:
        """Change the total budget of the people ``name`` describes (recorded in the journal)."""
        info = self.dataset(name)
        with self._write() as conn:
            state = self._state(conn)
            if total.kind != state.populations[info.population]["budget"].kind:
                raise ValueError("a budget keeps its currency; give the new total in the same terms")
            append(conn, "population", {"population_id": info.population, "at": now(),
                                         "name": state.populations[info.population]["name"],
                                         "budget": cost_fields(total)})

    def declare_different_people(self, name: str, total: Cost, population_name: str | None = None) -> None:
        """Declare that ``name`` is about people none of the project's other datasets cover, so it gets
        a budget of its own (parallel composition). What was already spent on it still counts there."""
        info = self.dataset(name)
        population_name = check_name(population_name, "the group of people") if population_name else None
        with self._write() as conn, self._machine_record() as record:
            if record is not None:
                self.notices += self._reconcile(conn, record)
            state = self._state(conn)
            sketch = json.loads(conn.execute("SELECT sketch FROM datasets WHERE id = ?", (info.id,)).fetchone()[0])
            twin = _same_people(conn, info.id, info.fingerprint, sketch)
            if twin:
                raise ValueError(f"{name!r} holds the same, or mostly the same, rows as {twin[0]!r}; the same people "
                                 "cannot be given a second budget")
            other = population_name and look_alike(population_name, [p["name"] for p in state.populations.values()])
            if other:
                self.notices.append(look_alike_notice(population_name, other, "group of people"))
            population = str(uuid.uuid4())
            append(conn, "population", {"population_id": population, "at": now(), "budget": cost_fields(total),
                                         "name": population_name or f"the people in {name}"})
            # What these people already had spent on them: the charges on this dataset, and everything carried
            # into their old population (from this machine's record), since which dataset that touched is unknown.
            costs = [c.charged for c in state.charges.values() if c.dataset == info.id]
            costs += [cost_from(c["cost"]) for c in state.carried if c["population_id"] == info.population]
            try:
                past = sequential(costs, total.kind)
            except ValueError:  # spending the new budget's terms cannot express: count all of it
                past = total
            if any(getattr(past, f) > 0 for f in ("epsilon", "delta", "rho")):
                append(conn, "carried", {"population_id": population, "at": now(), "cost": cost_fields(past),
                                         "reason": f"spent on the people of {name} before it got a budget of its own"})
            conn.execute("UPDATE datasets SET population_id = ? WHERE id = ?", (population, info.id))
            declare(conn, info.id, info.name, population, info.fingerprint,
                    info.schema.dumps() if info.schema else None, content_of(state.datasets[info.id]), info.link)

    # -- spending: charge first, then the mechanism, then its outcome --------------------------------

    def charge(self, name: str, cost: Cost, query: dict, mechanism: dict) -> int:
        """Commit ``cost`` against the budget of ``name``'s people before any of its data is read.

        Raises BudgetExceeded (nothing spent) if it does not fit. Returns the charge's number, which
        :meth:`complete` or :meth:`settle` takes. This machine's anchor records the charge before
        the file commits it, so even a crash in between can only count it, never lose it.
        """
        info = self.dataset(name)
        with self._write() as conn, self._machine_record() as record:
            if record is not None:
                self.notices += self._reconcile(conn, record)
            state = self._state(conn)
            self._check_declaration(state, info)
            odometer = Odometer(state.populations[info.population]["budget"])
            odometer.spend(state.spent(info.population))
            try:
                odometer.check(cost)
            except BudgetExceeded as err:  # refused; what was carried in above is still committed
                refused = err
            else:
                refused = None
                body = {"population_id": info.population, "dataset_id": info.id, "dataset": info.name, "at": now(),
                        "app_version": __version__, "query": query, "mechanism": mechanism, "cost": cost_fields(cost)}
                seq, digest = append(conn, "charge", body)
                self._opened.add(seq)
                if record is not None:
                    record.remember_charges(state.project["project_id"], [(digest, info.population, cost_fields(cost))])
                    record.remember_project(state.project["project_id"], digest, state.length + 1,
                                            {pid: cost_fields(p["budget"]) for pid, p in state.populations.items()})
        if refused is not None:
            raise refused
        return seq

    def complete(self, charge: int, result: dict, post_processing: list, spent: Cost) -> int:
        """Store the release of ``charge`` and record that it completed, having spent ``spent`` (the
        charge, or less when a mechanism was stopped early on purpose). Returns the release's number."""
        result_json = json.dumps(result, sort_keys=True, ensure_ascii=False)
        with self._write() as conn:
            opened = self._open_charge(conn, charge)
            cost = opened.cost
            if charge not in self._opened:  # a charge left by a killed process stays charged in full
                raise ValueError(f"charge {charge} was not made by this session; it cannot be completed here")
            Odometer(cost).check(spent)  # a mechanism may spend less than its charge, never more
            if spent != cost:  # this machine's record holds the full charge already: only less needs a write
                with self._machine_record() as record:
                    if record is not None:
                        record.settle_charge(opened.hash, cost_fields(spent))
            conn.execute("INSERT INTO results (charge_seq, result_json, post_processing) VALUES (?, ?, ?)",
                         (charge, result_json, json.dumps(post_processing)))
            append(conn, "outcome", {"charge": charge, "state": "completed", "reason": "", "at": now(),
                                      "spent": cost_fields(spent), "result_hash": sha256(result_json)})
        return opened.number

    def settle(self, charge: int, state: str, reason: str) -> None:
        """Record that ``charge`` ended without a release (``failed`` or ``cancelled``); it stays spent in
        full. ``reason`` must carry no value derived from the data."""
        with self._write() as conn:
            cost = self._open_charge(conn, charge).cost
            append(conn, "outcome", {"charge": charge, "state": state, "reason": reason, "at": now(),
                                      "spent": cost_fields(cost), "result_hash": None})

    def _open_charge(self, conn, seq: int) -> Charge:
        charge = self._state(conn).charges.get(seq)
        if charge is None or charge.state != "interrupted":
            raise ValueError(f"charge {seq} does not exist or has already ended")
        return charge

    def _check_declaration(self, state: JournalState, info: DatasetInfo) -> None:
        declared = state.datasets.get(info.id)
        schema_hash = sha256(info.schema.dumps()) if info.schema else None
        stored = {"columns": info.columns, "n_rows": info.n_rows, "decimal_comma": info.decimal_comma}
        if (declared is None or declared["name"] != info.name or declared["population_id"] != info.population
                or declared["fingerprint"] != info.fingerprint or declared["schema_sha256"] != schema_hash
                or any(declared[k] != v for k, v in stored.items()) or declared.get("link") != info.link):
            raise LedgerTampered(f"the declaration of {info.name!r} in {self.path.name} was changed outside dpgui; "
                                 "its budget record cannot be trusted")

    # -- the ledger and releases ----------------------------------------------------------------

    def release(self, release_id: int) -> dict:
        """A stored release, shown again at no cost."""
        state = self._state()
        charge = state.numbered(release_id)
        row = self._read().execute("SELECT result_json, post_processing FROM results WHERE charge_seq = ?",
                                   (charge.seq,)).fetchone() if charge else None
        if row is None:
            raise ValueError(f"there is no release {release_id}")
        dataset = state.datasets.get(charge.dataset, {}).get("name", charge.body.get("dataset"))
        return {**json.loads(row[0]), "release_id": release_id, "ledger_id": release_id, "dataset": dataset,
                "post_processing": json.loads(row[1])}

    def ledger(self, name: str | None = None) -> list[LedgerEntry]:
        """Every charge (of one dataset, or all), oldest first, with how it ended."""
        entries = [e for _, e in self._entries(self._state())]
        return [e for e in entries if name is None or e.dataset == name]

    def _entries(self, state: JournalState) -> list[tuple[Charge, LedgerEntry]]:
        names = {d["dataset_id"]: d["name"] for d in state.datasets.values()}
        stored = {r[0] for r in self._read().execute("SELECT charge_seq FROM results")}
        return [(c, LedgerEntry(c.number, names.get(c.dataset, c.body.get("dataset", "?")), c.body["at"],
                                c.body["app_version"], c.body["query"], c.body["mechanism"], c.charged, c.hash,
                                c.number if c.seq in stored else None, c.state, c.reason))
                for c in state.charges.values()]

    def carried(self) -> list[dict]:
        """Spending the file took from outside its own charges (this machine's record, a split)."""
        return list(self._state().carried)

    def spending(self) -> list[Spending]:
        """For each population, every charge against it (interrupted ones included) and everything carried
        into it: together exactly what its budget counts as spent. History, the budget page and reports list
        these, so that their entries add up to the budget."""
        state = self._state()
        entries = self._entries(state)
        return [Spending(self._budget(state, pid), [e for c, e in entries if c.population == pid],
                         [CarriedEntry(c.get("at", ""), cost_from(c["cost"]), c.get("reason", UNRECORDED))
                          for c in state.carried if c["population_id"] == pid])
                for pid in state.populations]

    def ledger_record(self, entry_id: int) -> dict | None:
        """The stored fields of one charge, for checking a manifest against it."""
        charge = self._state().numbered(entry_id)
        if charge is None:
            return None
        stored = self._read().execute("SELECT 1 FROM results WHERE charge_seq = ?", (charge.seq,)).fetchone()
        return {"hash": charge.hash, "result_hash": charge.result_hash, "query": charge.body["query"],
                "cost": charge.charged, "release_id": entry_id if stored else None}

    def verify_ledger(self) -> str:
        """Check the journal's chain, every declaration against it and every stored release's hash;
        return the head hash (which reports and manifests print) or raise LedgerTampered."""
        conn = self._read()
        state = self._state(conn)
        for info in self.datasets():
            self._check_declaration(state, info)
        for seq, result in conn.execute("SELECT charge_seq, result_json FROM results"):
            charge = state.charges.get(seq)
            if charge is None or charge.result_hash != sha256(result):
                number = charge.number if charge else seq
                raise LedgerTampered(f"the release of ledger entry {number} was changed after it was written")
        return state.head


_DATASET_COLUMNS = ("id, name, source, imported_at, n_rows, columns_json, decimal_comma, population_id, fingerprint,"
                    " schema_json, link_json, source_state")


def _dataset_from(row) -> DatasetInfo:
    (id_, name, source, imported_at, n_rows, columns_json, decimal_comma, population, fingerprint, schema, link,
     state) = row
    return DatasetInfo(id_, name, source, imported_at, n_rows, json.loads(columns_json), bool(decimal_comma),
                       population, fingerprint, _stored_schema(schema) if schema else None,
                       json.loads(link) if link else None, state)


@functools.lru_cache(maxsize=64)
def _stored_schema(text: str) -> DatasetSchema:
    """A stored declaration, parsed once per text: a release reads its dataset's several times (a parsed
    schema is never changed in place)."""
    return parse_schema(text, stored=True)


@functools.cache
def _decoders() -> ThreadPoolExecutor:
    """The threads that decompress chunks (zlib releases the GIL), started once: starting them for every
    read cost more than counting a small table."""
    return ThreadPoolExecutor(DECODE_THREADS, thread_name_prefix="dpgui-decode")


@functools.lru_cache(maxsize=1)
def _bundled_example() -> tuple[str, frozenset] | None:
    """(project id, column digests of each dataset) of the shipped example, read from its file."""
    from dpgui.resources import example_path

    path = example_path("clinic_survey.dpgui")
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)  # may be read-only media
        try:
            state = replay(conn.execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq"))
        finally:
            conn.close()
    except (sqlite3.Error, JournalBroken):
        return None
    return state.project.get("project_id"), frozenset(tuple(d["columns_sha256"]) for d in state.datasets.values())


def _is_the_bundled_example(state: JournalState) -> bool:
    shipped = _bundled_example()
    return (shipped is not None and state.project["project_id"] == shipped[0] and bool(state.datasets)
            and all(tuple(d["columns_sha256"]) in shipped[1] for d in state.datasets.values()))


def _teach(record: anchor.MachineRecord, state: JournalState, datasets: list[tuple],
           known: anchor.ProjectRecord | None) -> bool:
    """Teach this machine's record what a file holds: whose rows each dataset has (its links and sketch, compared
    with datasets elsewhere) and every charge it has made, before its shortfalls are counted, so that they count
    both sides of a copy. ``datasets`` are the file's (fingerprint, population, sketch) rows. True if its rows were
    newly found to be those of a dataset in another project. The file's head and totals are left to a change (a
    look must not vouch for a file it cannot put right)."""
    project_id = state.project["project_id"]
    resembles = False
    for fingerprint, population, sketch in datasets:
        record.link(fingerprint, project_id, population)
        record.remember_sketch(fingerprint, project_id, population, sketch)
        for other, people in record.resembling(fingerprint, project_id, sketch):
            resembles |= record.link(fingerprint, other, people)
    # The record holds every charge up to the head it remembers (both are written together), so when the file
    # continues that head only the charges after it are new there.
    recorded = set(state.hashes[:known.length]) if known and state.continues(known.head, known.length) else set()
    record.remember_charges(project_id, [(c.hash, c.population, cost_fields(c.charged))
                                         for c in state.charges.values() if c.hash not in recorded])
    return resembles


def _add_shared_sketches(conn: sqlite3.Connection) -> None:
    """Give imported datasets sketched before the shared form (or whose sketch was edited away) one, from their
    stored rows, once: a linked copy of their rows elsewhere is recognised by it."""
    for dataset_id, columns_json in conn.execute(
            "SELECT id, columns_json FROM datasets WHERE link_json IS NULL AND "
            "(CASE WHEN json_valid(sketch) THEN json_type(sketch, '$.all') END) IS NULL").fetchall():
        sketch = stored_fingerprint(conn, dataset_id, json.loads(columns_json)).sketch()
        conn.execute("UPDATE datasets SET sketch = ? WHERE id = ?", (json.dumps(sketch), dataset_id))


def _default_population(state: JournalState) -> str:
    return next(iter(state.populations))


def _same_people(conn, dataset_id: int, fingerprint: str, sketch: dict) -> tuple[str, str] | None:
    """(name, population) of another dataset in the file with the same, or mostly the same, rows."""
    others = conn.execute("SELECT name, population_id, fingerprint, sketch FROM datasets WHERE id != ?", (dataset_id,))
    for name, population, other_fingerprint, other_sketch in others:
        if other_fingerprint == fingerprint or same_people(sketch, json.loads(other_sketch)):
            return name, population
    return None


def _within(cost: Cost, limit: Cost) -> bool:
    return all(getattr(cost, f) <= getattr(limit, f) for f in ("epsilon", "delta", "rho"))


def _split_sql(script: str) -> list[str]:
    """Statements of a migration script; trigger bodies keep their inner semicolons."""
    statements, current = [], []
    for line in script.strip().splitlines():
        current.append(line)
        joined = "\n".join(current).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            statements.append(joined)
            current = []
    return statements
