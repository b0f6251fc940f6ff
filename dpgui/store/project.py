"""The study project file (``*.dpgui``): one SQLite file holding the imported data, the declared
schemas, the privacy budgets, an append-only hash-chained ledger and every release.

Durability: WAL with ``synchronous=FULL``, foreign keys on, ``PRAGMA integrity_check`` and a ledger
check on every open. Concurrency: a writer holds an OS lock on ``<file>.lock`` for as long as the
project is open (released by the OS even if the process is killed), so a second window gets a
clear "open elsewhere" message and may open read-only; every write is also a ``BEGIN IMMEDIATE``
transaction, so even writers that bypass the lock cannot interleave.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import sqlite3
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Callable, Iterator

from dpgui import __version__
from dpgui.core.accounting import Cost, Odometer, sequential
from dpgui.core.progress import Task
from dpgui.core.release import ADD_REMOVE, REPLACE_ONE
from dpgui.store import columns as codec
from dpgui.store.declared_schema import DatasetSchema, parse_schema
from dpgui.store.errors import DiskFull, ImportFailed, LedgerTampered, ProjectBusy, StoreError
from dpgui.store.migrations import MIGRATIONS, SCHEMA_VERSION
from dpgui.store.safe_files import PRIVATE_MODE, open_failure_message

SQLITE_HEADER = b"SQLite format 3\x00"
GENESIS = "0" * 64


class _ProcessLock:
    """An exclusive OS lock on a sidecar file; the OS drops it when the process dies."""

    def __init__(self, project_path: Path):
        self.path = project_path.with_name(project_path.name + ".lock")
        self._handle = None

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
                    holder = handle.read().decode("utf-8", "replace").strip() or "another process"
                    handle.close()
                    raise ProjectBusy(
                        f"{self.path.name[:-5]} is open for changes elsewhere ({holder}). Close it there, "
                        "or open this copy read-only.") from None
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


@dataclass(frozen=True)
class DatasetInfo:
    id: int
    name: str
    source: str
    imported_at: str
    n_rows: int
    columns: list[str]
    decimal_comma: bool
    budget: Cost
    schema: DatasetSchema | None


@dataclass(frozen=True)
class Budget:
    total: Cost
    spent: Cost
    remaining: Cost

    def as_dict(self) -> dict:
        return {"total": self.total.as_dict(), "spent": self.spent.as_dict(), "remaining": self.remaining.as_dict()}


@dataclass(frozen=True)
class LedgerEntry:
    id: int
    dataset: str
    created_at: str
    app_version: str
    query: dict
    mechanism: dict
    cost: Cost
    hash: str
    release_id: int | None

    def as_dict(self) -> dict:
        return {"id": self.id, "dataset": self.dataset, "created_at": self.created_at,
                "app_version": self.app_version, "query": self.query, "mechanism": self.mechanism,
                "cost": self.cost.as_dict(), "hash": self.hash, "release_id": self.release_id}


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def _cost_from(kind: str, eps: str, delta: str, rho: str) -> Cost:
    return Cost(kind, epsilon=Fraction(eps), delta=Fraction(delta), rho=Fraction(rho))


def _cost_fields(cost: Cost) -> tuple[str, str, str, str]:
    return cost.kind, str(cost.epsilon), str(cost.delta), str(cost.rho)


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def entry_hash(prev_hash: str, fields: dict) -> str:
    """The chained hash of a ledger entry: sha256(previous hash + canonical JSON of its fields)."""
    return _sha256(prev_hash + json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":")))


class Project:
    """An open project file. Use :meth:`create` or :meth:`open`, and close it (or use ``with``)."""

    def __init__(self, path: Path, conn: sqlite3.Connection, lock: _ProcessLock | None):
        self.path, self._conn, self._lock = path, conn, lock
        self._mutex = threading.RLock()  # guards the write connection
        self._local = threading.local()  # one read connection per thread
        self._readers: list[sqlite3.Connection] = []

    # -- opening and closing -------------------------------------------------------------------

    @staticmethod
    def _connect(path: Path, readonly: bool) -> sqlite3.Connection:
        uri = f"{path.resolve().as_uri()}?mode={'ro' if readonly else 'rwc'}"
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
            raise StoreError(f"{path.name} cannot be opened: {open_failure_message(err, path)}") from None
        return conn

    @classmethod
    def create(cls, path, budget: Cost, unit: str = ADD_REMOVE, max_rows_per_person: int = 1) -> "Project":
        path = Path(path)
        if path.exists():
            raise StoreError(f"{path} already exists; choose another name or open it")
        if unit not in (ADD_REMOVE, REPLACE_ONE):
            raise ValueError(f"the privacy unit must be {ADD_REMOVE} or {REPLACE_ONE}")
        if max_rows_per_person < 1:
            raise ValueError("the maximum number of rows per person must be at least 1")
        lock = _ProcessLock(path)
        lock.acquire(0)
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE))  # raw data: owner only
            conn = cls._connect(path, readonly=False)
            project = cls(path, conn, lock)
            with project._write():
                project._migrate()
                meta = {"app": "dpgui", "created_at": _now(), "created_by": __version__, "privacy_unit": unit,
                        "max_rows_per_person": str(max_rows_per_person),
                        "default_budget": json.dumps(_cost_fields(budget))}
                conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        except BaseException:
            lock.release()
            path.unlink(missing_ok=True)
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
        lock = None
        if not readonly:
            lock = _ProcessLock(path)
            lock.acquire(wait)
        try:
            conn = cls._connect(path, readonly)
            project = cls(path, conn, lock)
            project._check_integrity()
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(f"{path.name} was written by a newer dpgui (file version {version}); "
                                 "update dpgui to open it")
            if version < SCHEMA_VERSION:
                if readonly:
                    raise StoreError(f"{path.name} needs an upgrade; open it once for changes")
                with project._write():
                    project._migrate()
            project.verify_ledger()
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
            if self._lock:
                self._lock.release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def readonly(self) -> bool:
        return self._lock is None

    # -- internals -------------------------------------------------------------------------

    def _migrate(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
            for statement in _split_sql(script):
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
            raise StoreError("this project is open read-only; close the other window to make changes")
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
        thread can show the budget while a worker holds a long release transaction."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect(self.path, readonly=True)
            conn.execute("PRAGMA query_only = ON")
            with self._mutex:
                self._readers.append(conn)
            self._local.conn = conn
        return conn

    def _meta(self, key: str) -> str:
        row = self._read().execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        if row is None:
            raise StoreError(f"{self.path.name} is not a complete dpgui project (no {key})")
        return row[0]

    # -- project settings ----------------------------------------------------------------------

    @property
    def privacy_unit(self) -> str:
        return self._meta("privacy_unit")

    @property
    def max_rows_per_person(self) -> int:
        return int(self._meta("max_rows_per_person"))

    @property
    def default_budget(self) -> Cost:
        return _cost_from(*json.loads(self._meta("default_budget")))

    # -- datasets ----------------------------------------------------------------------------

    def datasets(self) -> list[DatasetInfo]:
        rows = self._read().execute("SELECT * FROM datasets ORDER BY id").fetchall()
        return [self._dataset_from(r) for r in rows]

    def dataset(self, name: str) -> DatasetInfo:
        row = self._read().execute("SELECT * FROM datasets WHERE name = ?", (name,)).fetchone()
        if row is None:
            names = ", ".join(d.name for d in self.datasets()) or "none yet"
            raise ValueError(f"there is no dataset called {name!r} (datasets: {names})")
        return self._dataset_from(row)

    @staticmethod
    def _dataset_from(row) -> DatasetInfo:
        (id_, name, source, imported_at, n_rows, columns_json, decimal_comma, kind, eps, delta, rho, schema) = row
        return DatasetInfo(id_, name, source, imported_at, n_rows, json.loads(columns_json), bool(decimal_comma),
                           _cost_from(kind, eps, delta, rho), parse_schema(schema) if schema else None)

    def add_dataset(self, name: str, source, schema: DatasetSchema | None = None,
                    budget: Cost | None = None, task: Task | None = None) -> DatasetInfo:
        """Import a table (see ``dpgui.store.importers``) in one transaction: all of it, or nothing."""
        name = name.strip()
        if not name:
            raise ValueError("the dataset needs a name")
        task = task or Task()
        budget = budget or self.default_budget
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM datasets WHERE name = ?", (name,)).fetchone():
                raise ValueError(f"a dataset called {name!r} already exists")
            if schema is not None:
                parse_schema(schema.to_json(), source.columns)  # declared columns must exist
            cur = conn.execute(
                "INSERT INTO datasets (name, source, imported_at, n_rows, columns_json, decimal_comma, budget_kind,"
                " budget_epsilon, budget_delta, budget_rho, schema_json) VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
                (name, source.description, _now(), json.dumps(source.columns), int(source.decimal_comma),
                 *_cost_fields(budget), schema.dumps() if schema else None))
            dataset_id, rows = cur.lastrowid, 0
            for chunk_index, chunk in enumerate(source.chunks(task)):
                for column_index, values in enumerate(chunk):
                    try:
                        uniques, codes = codec.encode(values)
                    except ValueError as err:
                        raise ImportFailed(f"{source.description}, column {source.columns[column_index]!r}, "
                                           f"rows {rows + 1:,}–{rows + len(values):,}: {err}") from None
                    conn.execute("INSERT INTO chunks VALUES (?, ?, ?, ?, ?, ?)",
                                 (dataset_id, column_index, chunk_index, len(values), uniques, codes))
                rows += len(chunk[0]) if chunk else 0
            task.progress(1.0, "saving")
            conn.execute("UPDATE datasets SET n_rows = ? WHERE id = ?", (rows, dataset_id))
        return self.dataset(name)

    def set_schema(self, name: str, schema: DatasetSchema | None) -> None:
        """Declare (or, with None, withdraw) the public schema of a dataset."""
        info = self.dataset(name)
        if schema is not None:
            parse_schema(schema.to_json(), info.columns)
        with self._write() as conn:
            conn.execute("UPDATE datasets SET schema_json = ? WHERE id = ?",
                         (schema.dumps() if schema else None, info.id))

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
        workers = os.cpu_count() or 1
        with ThreadPoolExecutor(workers) as pool:
            pending: deque = deque()
            for uniques, codes in rows:
                pending.append(pool.submit(codec.decode, uniques, codes))
                if len(pending) > 2 * workers:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()

    # -- budget, ledger and releases ----------------------------------------------------------

    def budget(self, name: str) -> Budget:
        return self._budget(self.dataset(name), self._read())

    def _budget(self, info: DatasetInfo, conn: sqlite3.Connection) -> Budget:
        rows = conn.execute(
            "SELECT cost_kind, cost_epsilon, cost_delta, cost_rho FROM ledger WHERE dataset_id = ?",
            (info.id,)).fetchall()
        spent = sequential([_cost_from(*r) for r in rows], info.budget.kind)
        remaining = Cost(info.budget.kind, epsilon=max(info.budget.epsilon - spent.epsilon, Fraction(0)),
                         delta=max(info.budget.delta - spent.delta, Fraction(0)),
                         rho=max(info.budget.rho - spent.rho, Fraction(0)))
        return Budget(info.budget, spent, remaining)

    def record_release(self, name: str, cost: Cost, run: Callable[[], tuple[dict, dict, dict, list, Cost]]) -> int:
        """Check the budget, run the mechanism, append the ledger entry and store the release, as one
        transaction committed before the caller sees anything. ``run`` draws the noise and returns
        (query, mechanism, result, post_processing, spent); it is called only if the budget allows ``cost``.
        ``spent`` is what the ledger charges: ``cost``, or less when the mechanism stopped early."""
        info = self.dataset(name)
        with self._write() as conn:
            odometer = Odometer(info.budget)
            odometer.spend(self._budget(info, conn).spent)  # inside the write transaction
            odometer.check(cost)  # raises BudgetExceeded before any noise is drawn
            query, mechanism, result, post, spent = run()
            Odometer(cost).check(spent)  # a mechanism may spend less than was allowed, never more
            cost = spent
            result_json = json.dumps(result, sort_keys=True, ensure_ascii=False)
            prev = conn.execute("SELECT hash FROM ledger ORDER BY id DESC LIMIT 1").fetchone()
            fields = {"dataset_id": info.id, "created_at": _now(), "app_version": __version__, "query": query,
                      "mechanism": mechanism, "cost": list(_cost_fields(cost)), "result_hash": _sha256(result_json)}
            digest = entry_hash(prev[0] if prev else GENESIS, fields)
            cur = conn.execute(
                "INSERT INTO ledger (dataset_id, created_at, app_version, query_json, mechanism_json, cost_kind,"
                " cost_epsilon, cost_delta, cost_rho, result_hash, prev_hash, hash)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (info.id, fields["created_at"], __version__, json.dumps(query, sort_keys=True),
                 json.dumps(mechanism, sort_keys=True), *_cost_fields(cost), fields["result_hash"],
                 prev[0] if prev else GENESIS, digest))
            release = conn.execute("INSERT INTO releases (ledger_id, result_json, post_processing) VALUES (?, ?, ?)",
                                   (cur.lastrowid, result_json, json.dumps(post)))
            return release.lastrowid

    def release(self, release_id: int) -> dict:
        """A stored release, shown again at no cost."""
        row = self._read().execute(
            "SELECT r.result_json, r.post_processing, l.id, d.name FROM releases r JOIN ledger l ON l.id = r.ledger_id"
            " JOIN datasets d ON d.id = l.dataset_id WHERE r.id = ?", (release_id,)).fetchone()
        if row is None:
            raise ValueError(f"there is no release {release_id}")
        return {**json.loads(row[0]), "release_id": release_id, "ledger_id": row[2], "dataset": row[3],
                "post_processing": json.loads(row[1])}

    def ledger(self, name: str | None = None) -> list[LedgerEntry]:
        sql = ("SELECT l.id, d.name, l.created_at, l.app_version, l.query_json, l.mechanism_json, l.cost_kind,"
               " l.cost_epsilon, l.cost_delta, l.cost_rho, l.hash, r.id FROM ledger l JOIN datasets d ON"
               " d.id = l.dataset_id LEFT JOIN releases r ON r.ledger_id = l.id")
        args: tuple = ()
        if name is not None:
            sql, args = sql + " WHERE d.name = ?", (name,)
        rows = self._read().execute(sql + " ORDER BY l.id", args).fetchall()
        return [LedgerEntry(r[0], r[1], r[2], r[3], json.loads(r[4]), json.loads(r[5]), _cost_from(*r[6:10]),
                            r[10], r[11]) for r in rows]

    def ledger_record(self, entry_id: int) -> dict | None:
        """The stored fields of one ledger entry, for checking a manifest against it."""
        row = self._read().execute(
            "SELECT l.hash, l.result_hash, l.query_json, l.cost_kind, l.cost_epsilon, l.cost_delta, l.cost_rho, r.id"
            " FROM ledger l LEFT JOIN releases r ON r.ledger_id = l.id WHERE l.id = ?", (entry_id,)).fetchone()
        if row is None:
            return None
        return {"hash": row[0], "result_hash": row[1], "query": json.loads(row[2]), "cost": _cost_from(*row[3:7]),
                "release_id": row[7]}

    def verify_ledger(self) -> str:
        """Recompute the hash chain and every release's hash; return the head hash or raise."""
        rows = self._read().execute(
            "SELECT l.id, l.dataset_id, l.created_at, l.app_version, l.query_json, l.mechanism_json, l.cost_kind,"
            " l.cost_epsilon, l.cost_delta, l.cost_rho, l.result_hash, l.prev_hash, l.hash, r.result_json"
            " FROM ledger l LEFT JOIN releases r ON r.ledger_id = l.id ORDER BY l.id").fetchall()
        prev = GENESIS
        for (id_, ds, created, version, query, mech, *cost, result_hash, prev_hash, digest, result) in rows:
            fields = {"dataset_id": ds, "created_at": created, "app_version": version, "query": json.loads(query),
                      "mechanism": json.loads(mech), "cost": cost, "result_hash": result_hash}
            if prev_hash != prev or entry_hash(prev, fields) != digest:
                raise LedgerTampered(f"ledger entry {id_} of {self.path.name} was changed after it was written; "
                                     "the budget record cannot be trusted")
            if result is not None and _sha256(result) != result_hash:
                raise LedgerTampered(f"the release of ledger entry {id_} was changed after it was written")
            prev = digest
        return prev


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
