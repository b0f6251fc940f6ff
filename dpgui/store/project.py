"""The study project file (``*.dpgui``), and :class:`Project`, which ties its parts together: opening it safely
(one writer, locked by the file's identity; no hard links; read-only media; migrations; integrity), its datasets
(imported rows in compressed chunks, or a link to rows kept elsewhere) with their declared schemas and saved
plans, and its budget, whose journal, charges and machine record live in ``ledger/``
(:class:`~dpgui.store.ledger.book.BudgetBook`: spend first, and nothing can refund a charge).

Durability: WAL with ``synchronous=FULL`` (each commit synced), ``PRAGMA integrity_check`` and a full journal check on
every open. A release's own two commits (its charge and its stored result) skip the sync, since this machine's record
of spending has already committed the charge durably; see :meth:`Project._write`.
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
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import dpgui
from dpgui.core.costs.accounting import Cost
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE
from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store import columns as codec
from dpgui.store.declared.names import check_name, look_alike, look_alike_notice
from dpgui.store.declared.schema import DatasetSchema, parse_schema
from dpgui.store.errors import DiskFull, ImportFailed, LedgerTampered, ProjectBusy, ReadOnlyMedia, StoreError
from dpgui.store.ledger.book import BudgetBook
from dpgui.store.ledger.fingerprint import ColumnDigest, RowFingerprint, same_people_in_file
from dpgui.store.ledger.journal import JournalState, content_of, cost_fields, declare, now, start
from dpgui.store.ledger.locks import FileLock, identity_lock, lock_dir, refuse_hard_links
from dpgui.store.migrations import MIGRATIONS, SCHEMA_VERSION
from dpgui.store.safe_files import PRIVATE_MODE, never_changes, on_read_only_media, open_failure_message

SQLITE_HEADER = b"SQLite format 3\x00"
DECODE_THREADS = os.cpu_count() or 1
DECODED_COLUMNS, DECODED_BYTES = 8, 4 << 20  # small columns kept decoded between releases (``column_chunks``)


def _held_bytes(raw: list[str], codes) -> int:
    """What keeping a decoded column costs, its distinct texts counted as well as its codes (a chunk of free text
    can hold far more in its texts): at most 64 bytes for each string object and 4 for each character."""
    return codes.nbytes + 64 * len(raw) + 4 * sum(map(len, raw))


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


def _read_only_media(name: str) -> str:
    return translate("store.project", "{name}: this copy is on read-only media or write-protected, so nothing can be "
                     "spent or changed here; its budget, history, exports and reports can still be seen. To spend, copy "
                     "it to a disk you can write to.").format(name=name)


def _shares_budget(name: str, other: str) -> str:
    return translate("store.project", "The rows of {name} are the same, or mostly the same, as those of {other}, so it "
                     "shares that dataset's budget: the same people cannot be given a second budget.").format(
        name=repr(name), other=repr(other))


def _log_waiting(path: Path) -> bool:
    """Whether changes wait in the write-ahead log beside the file (it was copied while open)."""
    log = path.with_name(path.name + "-wal")
    return log.is_file() and log.stat().st_size > 0


def _unreadable_here(name: str, real: Path) -> str:
    """Why SQLite could not read a file where nothing can be written beside it, though it reads it as it may change
    (``_connect``): changes wait in its log, or another user may be writing it."""
    if _log_waiting(real):
        return translate("store.project", "{name} cannot be opened here: its latest changes are still in {log} beside "
                         "it, which can be read only where dpgui may write; copy both files to a disk you can write to "
                         "and open the copy there").format(name=name, log=f"{real.name}-wal")
    return translate("store.project", "{name} cannot be opened here: it can still be changed (by its owner, perhaps at "
                     "this moment) but dpgui cannot write beside it, as SQLite needs in order to read it safely; copy it "
                     "to a disk you can write to and open the copy there").format(name=name)


class Project(BudgetBook):
    """An open project file. Use :meth:`create` or :meth:`open`, and close it (or use ``with``).

    ``notices`` holds plain-words messages about the file found on opening (a copy behind this
    machine's record, carried spending); front ends show them.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, lock: FileLock | None):
        self.path, self._conn, self._lock = path, conn, lock
        # A commit may skip its sync (``_write``) only in WAL mode: a rollback journal unsynced can corrupt the file.
        self._wal = lock is not None and conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        self._mutex = threading.RLock()  # guards the write connection
        self._local = threading.local()  # one read connection per thread
        self._readers: list[sqlite3.Connection] = []
        self._decoded: dict[tuple, tuple] = {}  # small columns kept decoded (``column_chunks``)
        self.notices: list[str] = []
        self._open_book()

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
            raise StoreError(translate("store.project", "{name} cannot be opened: {problem}").format(
                name=path.name, problem=open_failure_message(err, path))) from None
        except sqlite3.DatabaseError as err:  # e.g. "malformed database schema": the file's first pages are damaged
            if conn is not None:
                conn.close()
            raise StoreError(translate("store.project", "{name} is damaged and cannot be read ({problem})").format(
                name=path.name, problem=err)) from None
        return conn

    @classmethod
    def create(cls, path, budget: Cost, unit: str = ADD_REMOVE, max_rows_per_person: int = 1,
               practice: bool = False) -> "Project":
        """A new project whose population ("everyone in this project") has ``budget`` to spend."""
        path = Path(path)
        if path.exists():
            raise StoreError(translate("store.project", "{path} already exists; choose another name or open it").format(
                path=path))
        if unit not in (ADD_REMOVE, REPLACE_ONE):
            raise ValueError(translate("store.project", "The privacy unit must be {add_remove} or {replace_one}").format(
                add_remove=ADD_REMOVE, replace_one=REPLACE_ONE))
        if max_rows_per_person < 1:
            raise ValueError(translate("store.project", "The maximum number of rows per person must be at least 1"))
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE))  # raw data: owner only
        lock = project = None
        try:
            lock = identity_lock(path, lock_dir())
            lock.acquire(0)
            project = cls(path, cls._connect(path, readonly=False), lock)
            conn = project._conn
            with project._write():
                project._migrate()
                project_id = str(uuid.uuid4())
                meta = {"app": "dpgui", "created_at": now(), "created_by": dpgui.__version__, "privacy_unit": unit,
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
            raise StoreError(translate("store.project", "There is no project file at {path}").format(path=path))
        with open(path, "rb") as f:
            if f.read(16) != SQLITE_HEADER:
                raise StoreError(translate("store.project", "{name} is not a dpgui project file").format(
                    name=path.name))
        refuse_hard_links(path)
        if not readonly and on_read_only_media(path):
            raise ReadOnlyMedia(_read_only_media(path.name))
        lock = None
        if not readonly:
            lock = identity_lock(path, lock_dir())
            lock.acquire(wait)
        try:
            refuse_hard_links(path)  # again under the lock: a link made meanwhile is seen
            conn = cls._connect(path, readonly)
            project = cls(path, conn, lock)
            project._check_integrity()
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(translate("store.project", "{name} was written by a newer dpgui (file version {version}); "
                                           "update dpgui to open it").format(name=path.name, version=version))
            if version < SCHEMA_VERSION:
                if readonly:
                    raise StoreError((translate("store.project", "{name} was made by an older dpgui and needs an "
                                                "upgrade, which cannot be made on read-only media; copy it to a disk "
                                                "you can write to and open the copy") if on_read_only_media(path) else
                                      translate("store.project", "{name} needs an upgrade; open it once for changes")
                                      ).format(name=path.name))
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
            return ReadOnlyMedia(_read_only_media(self.path.name))
        return StoreError(translate(
            "store.project", "this project is open read-only; close the other window to make changes"))

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
            raise StoreError(translate("store.project", "{name} is damaged and cannot be read ({problem})").format(
                name=self.path.name, problem=err)) from None
        if result != [("ok",)]:
            raise StoreError(translate("store.project", "{name} failed its integrity check: {problem}").format(
                name=self.path.name, problem=result[0][0]))

    @contextmanager
    def _write(self, durable: bool = True) -> Iterator[sqlite3.Connection]:
        """One IMMEDIATE transaction: committed whole, or rolled back whole on any error.

        ``durable=False`` commits without syncing the log (``synchronous=NORMAL``, which SQLite allows in WAL mode
        only between transactions): the commit survives an exception, a cancel or a kill of the process, which leave
        it in the system's cache, and only a crash of the system itself or a power cut can lose it, never corrupt the
        file (the log's checksums drop unsynced frames whole, latest first). Only for what this machine's record of
        spending already holds durably (a charge; the result stored against one): reconcile carries a charge the
        file lost back into it when the file is next opened, as for a restored backup."""
        if self.readonly:
            raise self._refuse_changes()
        with self._mutex:
            lazy = not durable and self._wal
            if lazy:
                self._conn.execute("PRAGMA synchronous=NORMAL")
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as err:
                if lazy:
                    self._conn.execute("PRAGMA synchronous=FULL")
                raise ProjectBusy(translate("store.project", "The project is busy in another process ({problem})").format(
                    problem=err)) from None
            self._transactions += 1  # a journal state read before no longer counts as read now (``ReplayCache``)
            try:
                yield self._conn
                self._conn.execute("COMMIT")
            except BaseException as err:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                if isinstance(err, sqlite3.OperationalError) and "full" in str(err):
                    raise DiskFull(translate("store.project", "The disk is full, so nothing was saved; free some space and try "
                                             "again")) from None
                if isinstance(err, sqlite3.Error):
                    raise StoreError(translate("store.project", "The project file could not be written ({problem}); nothing was "
                                               "saved").format(problem=err)) from None
                raise
            finally:
                self._transactions += 1
                if lazy:
                    self._conn.execute("PRAGMA synchronous=FULL")

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

    # -- datasets ----------------------------------------------------------------------------

    def datasets(self) -> list[DatasetInfo]:
        rows = self._read().execute(f"SELECT {_DATASET_COLUMNS} FROM datasets ORDER BY id").fetchall()
        return [_dataset_from(r) for r in rows]

    def dataset(self, name: str) -> DatasetInfo:
        row = self._read().execute(f"SELECT {_DATASET_COLUMNS} FROM datasets WHERE name = ?", (name,)).fetchone()
        if row is None:
            names = ", ".join(d.name for d in self.datasets()) or translate("store.project", "none yet")
            raise ValueError(translate("store.project", "There is no dataset called {name} (datasets: {names})").format(
                name=repr(name), names=names))
        return _dataset_from(row)

    def add_dataset(self, name: str, source, schema: DatasetSchema | None = None,
                    task: Task | None = None) -> DatasetInfo:
        """Import a table (see ``dpgui.store.importers``) in one transaction: all of it, or nothing.

        The new dataset joins the budget of the project's people; if its rows repeat those of a
        dataset already here (same fingerprint), it joins that dataset's population instead.
        """
        name = check_name(name)
        self.refuse_real_data()
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
            chunks = getattr(source, "factorized_chunks", source.chunks)(task)  # the cheaper form, where a reader has it
            for chunk_index, chunk in enumerate(chunks):
                parts = []
                for column_index, values in enumerate(chunk):
                    try:
                        uniques, codes, texts, code_array = codec.encode(values)
                    except ValueError as err:
                        raise ImportFailed(translate("store.project", "{source}, column {column}, rows {first}–{last}: "
                                                     "{problem}").format(
                            source=source.description, column=repr(source.columns[column_index]),
                            first=plain_number(rows + 1), last=plain_number(rows + len(values)), problem=err)) from None
                    parts.append((texts, code_array))
                    digests[column_index].add(uniques, codes)
                    conn.execute("INSERT INTO chunks VALUES (?, ?, ?, ?, ?, ?)",
                                 (dataset_id, column_index, chunk_index, len(values), uniques, codes))
                fingerprint.add(source.columns, parts)
                rows += len(chunk[0]) if chunk else 0
            task.progress(1.0, translate("store.project", "saving"))
            state = self._state(conn)
            digest, sketch = fingerprint.hexdigest(), fingerprint.sketch()
            twin = same_people_in_file(conn, dataset_id, digest, sketch)
            population = twin[1] if twin else _default_population(state)
            conn.execute("UPDATE datasets SET n_rows = ?, population_id = ?, fingerprint = ?, sketch = ? WHERE id = ?",
                         (rows, population, digest, json.dumps(sketch), dataset_id))
            declare(conn, dataset_id, name, population, digest, schema.dumps() if schema else None,
                    {"columns": list(source.columns), "n_rows": rows, "decimal_comma": bool(source.decimal_comma),
                     "columns_sha256": [d.hexdigest() for d in digests]})
            if twin:
                self.notices.append(_shares_budget(name, twin[0]))
        self.notices += similar
        self._carry_from_record()
        return self.dataset(name)

    def refuse_real_data(self) -> None:
        """The practice project is about made-up people: real rows, imported or linked, would get a budget that
        every copy of it may spend afresh (this machine's record leaves practice projects out)."""
        if self.practice:
            raise ValueError(translate("store.project", "This is the bundled practice project, about made-up people; create a "
                                       "project of your own for real data"))

    def link_dataset(self, name: str, link: dict, identity: str, columns: list[str], schema: DatasetSchema,
                     state: str, sketch: dict | None = None) -> DatasetInfo:
        """Record a linked dataset: its rows stay in the source (``engine/linking.py`` reads its column
        names and state, and its engine computes the sketch of its rows). It joins the project's people, or
        the population of a dataset here with the same source or mostly the same rows, exactly as an imported
        dataset does; the "dataset" event records the link."""
        name = check_name(name)
        self.refuse_real_data()
        parse_schema(schema.to_json(), columns)  # declared columns must exist
        with self._write() as conn:
            similar = self._refuse_taken(conn, name)
            state_now = self._state(conn)
            cur = conn.execute(
                "INSERT INTO datasets (name, source, imported_at, n_rows, columns_json, decimal_comma, schema_json,"
                " population_id, fingerprint, link_json, source_state, sketch) VALUES (?, ?, ?, 0, ?, 0, ?, '', ?, ?,"
                " ?, ?)", (name, link["location"], now(), json.dumps(columns), schema.dumps(), identity,
                           json.dumps(link, sort_keys=True), state, json.dumps(sketch or {})))
            twin = same_people_in_file(conn, cur.lastrowid, identity, sketch or {})
            population = twin[1] if twin else _default_population(state_now)
            conn.execute("UPDATE datasets SET population_id = ? WHERE id = ?", (population, cur.lastrowid))
            declare(conn, cur.lastrowid, name, population, identity, schema.dumps(),
                    {"columns": columns, "n_rows": 0, "decimal_comma": False, "columns_sha256": []}, link)
            if twin:
                self.notices.append(_shares_budget(name, twin[0]))
        self.notices += similar
        self._carry_from_record()
        return self.dataset(name)

    def sketch(self, name: str) -> dict:
        """The stored sketch of a dataset's rows (``ledger/fingerprint.py``); never shown."""
        row = self._read().execute("SELECT sketch FROM datasets WHERE id = ?", (self.dataset(name).id,)).fetchone()
        sketch = json.loads(row[0])
        return sketch if isinstance(sketch, dict) else {}  # one from before sketches were objects

    def set_sketch(self, name: str, sketch: dict) -> None:
        """Keep a linked dataset's new sketch (its source changed: ``engine/link_sketch.py``). Refused if its rows
        are now mostly those of a dataset here with a budget of its own: one dataset cannot spend from two."""
        info = self.dataset(name)
        with self._write() as conn:
            twin = same_people_in_file(conn, info.id, info.fingerprint, sketch)
            if twin and twin[1] != info.population:
                raise ValueError(translate("store.project", "The rows of {name} have changed and are now mostly those "
                                           "of {other}, which has a budget of its own; link them again as a new "
                                           "dataset. Nothing was spent").format(name=repr(name), other=repr(twin[0])))
            conn.execute("UPDATE datasets SET sketch = ? WHERE id = ?", (json.dumps(sketch), info.id))

    @staticmethod
    def _refuse_taken(conn: sqlite3.Connection, name: str) -> list[str]:
        """Refuse a dataset name already used; the warning (for ``notices``) if it looks like a name in use."""
        names = [row[0] for row in conn.execute("SELECT name FROM datasets")]
        if name in names:
            raise ValueError(translate("store.project", "A dataset called {name} already exists").format(
                name=repr(name)))
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
        with self._write() as conn:
            self._store_plan(conn, name, items)

    def _store_plan(self, conn: sqlite3.Connection, name: str, items: list[dict]) -> None:
        """Inside the caller's transaction (a plan's releases are stored in the one that drops them from it)."""
        conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (f"plan:{self.dataset(name).id}", json.dumps(items)))

    def column_chunks(self, info: DatasetInfo, column: str):
        """(distinct raw values, codes) for each stored chunk of ``column``, in row order.

        Chunks are decompressed a few ahead on a thread per core (zlib releases the GIL), when there are several.
        A small column of one chunk (a survey's) is kept decoded, with its digest checked, for the next release: it is
        served again only while the file holds what was checked. Its key holds the digest the journal declares for
        it, and ``_stamp`` (SQLite's ``data_version`` of the writing connection) must be unchanged: it changes
        whenever any other connection, in any process, commits to the file, and this connection never rewrites a
        stored column (chunks are only ever inserted, for a new dataset). The codes are read-only arrays and the
        distinct values a fresh list each time, so no reader can change what the next one gets.
        """
        index = info.columns.index(column)
        declared = self._state().datasets[info.id]["columns_sha256"][index]
        stamp = self._stamp()  # read before the chunks: a write by another connection after it shows next time
        key = (info.id, index, declared)
        held = self._decoded.get(key)
        if held is not None and stamp is not None and held[0] == stamp:
            yield list(held[1]), held[2]
            return
        rows = self._read().execute(
            "SELECT uniques, codes FROM chunks WHERE dataset_id = ? AND column_index = ? ORDER BY chunk_index",
            (info.id, index)).fetchall()
        digest = ColumnDigest()
        for uniques, codes in rows:
            digest.add(uniques, codes)
        if digest.hexdigest() != declared:
            raise LedgerTampered(translate("store.project", "The stored data of {name} (column {column}) was changed "
                                           "outside dpgui; it is not the data its budget was declared for").format(
                name=repr(info.name), column=repr(column)))
        if len(rows) == 1:  # nothing to overlap: handing one chunk to a thread and back costs more than decoding it
            raw, codes = codec.decode(*rows[0])
            if stamp is not None and _held_bytes(raw, codes) <= DECODED_BYTES:
                self._decoded.pop(key, None)
                self._decoded[key] = (stamp, tuple(raw), codes)
                while len(self._decoded) > DECODED_COLUMNS:
                    self._decoded.pop(next(iter(self._decoded)))
            yield raw, codes
            return
        pool = _decoders()
        pending: deque = deque()
        for uniques, codes in rows:
            pending.append(pool.submit(codec.decode, uniques, codes))
            if len(pending) > 2 * DECODE_THREADS:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()

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


def _default_population(state: JournalState) -> str:
    return next(iter(state.populations))


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
