"""The team's record of spending on a PostgreSQL server: this computer's record (``anchor.py``) for every member.

A team's curators open, copy and re-import the same people's rows on several computers, so the record that links
them must be one they share. :class:`TeamRecord` has :class:`~dpgui.store.ledger.anchor.MachineRecord`'s methods,
over one connection to the server, inside one transaction that first takes a single transaction-level advisory lock:
every member's use of the record is serialised, as the local record's IMMEDIATE transaction serialises one
computer's processes, so two computers racing for the last ε of the same people see each other's charges.

The server is append-only for members (``team_schema.sql``): they write only through functions that insert (a
settled charge or a new project head is a new row; reads take the latest), and triggers refuse UPDATE, DELETE and
TRUNCATE. Each charge says who made it (the member's login) and from which computer. The server holds hashes,
sketches of hashed rows, costs and ids: never a row or a value in the clear (docs/team.md).

If the server cannot be reached or refuses the login, :meth:`TeamRecordConnection.held` raises one plain
StoreError before anything is written anywhere: the project's charge is in the same ``with`` block, inside it, so
nothing is spent. There is no fall-back to this computer's record: that would let two computers spend the same
budget twice.
"""

from __future__ import annotations

import json
import socket
import sqlite3
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Iterator
from urllib.parse import urlsplit

from dpgui.core.words.translation import translate
from dpgui.store.errors import StoreError
from dpgui.store.ledger.anchor import ProjectRecord, _sketch_sha256, resembling_among
from dpgui.store.ledger.record_choice import checked_url, password_for

LOCK_KEY = 0x6470677569  # "dpgui": the one advisory lock every member's transaction takes first
CONNECT_TIMEOUT = 10  # seconds before an unreachable server is said to be so
# Seconds to wait for another member's use of the record (as the local record waits for another dpgui), and after
# which the server ends this client's transaction if it stops in the middle of one (hung, not killed: a killed
# client's connection closes and its lock goes with it), so that no member can hold the others up for ever.
BUSY_TIMEOUT = 60
MEMBER_ROLE, AUDITOR_ROLE = "dpgui_member", "dpgui_auditor"


def computer() -> str:
    """This computer's name, as each charge records it."""
    return socket.gethostname() or "?"


class TeamRecord:
    """The team's record inside one transaction; the methods and meanings of ``MachineRecord``."""

    def __init__(self, conn, computer_name: str):
        self._conn = conn
        self._computer = computer_name

    def _rows(self, query: str, params: tuple = ()) -> list[tuple]:
        return self._conn.execute(query, params).fetchall()

    def identity(self) -> str:
        return self._rows("SELECT record_id FROM dpgui.identity")[0][0]

    def project(self, project_id: str) -> ProjectRecord | None:
        rows = self._rows("SELECT head, length, totals FROM dpgui.projects WHERE project_id = %s ORDER BY id DESC "
                          "LIMIT 1", (project_id,))
        return ProjectRecord(rows[0][0], rows[0][1], json.loads(rows[0][2])) if rows else None

    def remember_project(self, project_id: str, head: str, length: int, totals: dict[str, list]) -> None:
        self._conn.execute("SELECT dpgui.remember_project(%s, %s, %s, %s, %s)",
                           (project_id, head, length, json.dumps(totals, sort_keys=True), self._computer))

    def remember_charges(self, project_id: str, charges: list[tuple[str, str, list]]) -> None:
        if charges:
            self._conn.execute("SELECT dpgui.remember_charges(%s, %s, %s, %s, %s)",
                               (project_id, [c[0] for c in charges], [c[1] for c in charges],
                                [json.dumps(c[2]) for c in charges], self._computer))

    def settle_charge(self, digest: str, charged: list) -> None:
        self._conn.execute("SELECT dpgui.settle_charge(%s, %s, %s)", (digest, json.dumps(charged), self._computer))

    def taught(self, key) -> bool:
        """Never: other members write to the server at any time, so a file's datasets are taught every time."""
        return False

    def learnt(self, key) -> None:
        """Nothing is kept (see :meth:`taught`)."""

    def link(self, fingerprint: str, project_id: str, population: str) -> bool:
        return self._rows("SELECT dpgui.link(%s, %s, %s)", (fingerprint, project_id, population))[0][0]

    def linked(self, fingerprint: str) -> list[tuple[str, str]]:
        return self._rows("SELECT project_id, population_id FROM dpgui.links WHERE fingerprint = %s", (fingerprint,))

    def holds_first_version(self) -> bool:
        return bool(self._rows("SELECT 1 FROM dpgui.links WHERE fingerprint ~ '^[0-9a-f].*-[0-9a-f]' LIMIT 1"))

    def remember_sketch(self, fingerprint: str, project_id: str, population: str, sketch: str) -> None:
        self._conn.execute("SELECT dpgui.remember_sketch(%s, %s, %s, %s, %s)",
                           (fingerprint, project_id, population, sketch, _sketch_sha256(sketch)))

    def resembling(self, fingerprint: str, project_id: str, sketch: str) -> list[tuple[str, str]]:
        """As ``MachineRecord.resembling``: only sketches added since this one was last compared. Sketch ids grow in
        the order their transactions commit, because every writer holds the one advisory lock."""
        key = (fingerprint, project_id, _sketch_sha256(sketch))
        upto = self._rows("SELECT coalesce(max(upto), 0) FROM dpgui.compared WHERE fingerprint = %s AND "
                          "project_id = %s AND sketch_sha256 = %s", key)[0][0]
        rows = self._rows("SELECT id, project_id, population_id, sketch FROM dpgui.sketches WHERE id > %s ORDER BY id",
                          (upto,))
        if rows:
            self._conn.execute("SELECT dpgui.compared_upto(%s, %s, %s, %s)", (*key, rows[-1][0]))
        return resembling_among(rows, project_id, sketch)

    def owed(self, project_id: str, population: str, fingerprints: list[str],
             present: set[str]) -> list[tuple[tuple, int]]:
        related = {population}
        if fingerprints:
            for other_project, other in self._rows("SELECT project_id, population_id FROM dpgui.links "
                                                   "WHERE fingerprint = ANY(%s)", (fingerprints,)):
                if other_project != project_id or other not in present:
                    related.add(other)
        rows = self._rows("SELECT charged, count(*) FROM dpgui.charges_now WHERE population_id = ANY(%s) "
                          "GROUP BY charged", (sorted(related),))
        return [(tuple(json.loads(charged)), n) for charged, n in rows]


def _host(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.hostname or 'localhost'}:{parts.port or 5432}"


def _problem(err: Exception) -> str:
    """The driver's message on one line."""
    return " ".join(str(err).split()) or type(err).__name__


def unreachable(url: str, err: Exception) -> StoreError:
    return StoreError(translate("store.ledger.team_record", "The team's record of spending at {host} could not be "
                                "used ({problem}); nothing was spent.").format(host=_host(url),
                                                                                problem=_problem(err)))


def connect(url: str):
    """A connection to the team's server, or the one-line StoreError saying why there is none."""
    import psycopg

    password = password_for(url)
    try:
        return psycopg.connect(checked_url(url), connect_timeout=CONNECT_TIMEOUT, application_name="dpgui",
                               options=f"-c lock_timeout={BUSY_TIMEOUT * 1000} "
                                       f"-c idle_in_transaction_session_timeout={BUSY_TIMEOUT * 1000}",
                               **({"password": password} if password else {}))
    except psycopg.Error as err:
        raise unreachable(url, err) from None


class TeamRecordConnection:
    """The team's record as one open project uses it: one connection, opened at first use and again after it
    broke."""

    def __init__(self, url: str):
        self.url = url
        self._conn = None
        self._computer = computer()

    @contextmanager
    def held(self) -> Iterator[TeamRecord]:
        """The record in one transaction holding the team's lock; committed on the server when the block ends. A
        server that cannot be reached, before the commit, is one StoreError and nothing was spent; one lost during
        the commit may have kept it, and then it counts when the project is next opened."""
        import psycopg

        conn = self._locked()
        try:
            yield TeamRecord(conn, self._computer)
        except psycopg.Error as err:  # the server went away, or refused a write: nothing of it is kept
            self._roll_back()
            raise unreachable(self.url, err) from None
        except BaseException:
            self._roll_back()
            raise
        try:
            conn.commit()
        except psycopg.Error as err:
            self.close()
            raise StoreError(translate("store.ledger.team_record", "The team's record of spending at {host} was lost "
                                       "while a change was being recorded ({problem}); if it was a charge, it may "
                                       "have been kept there, and then it counts when the project is next "
                                       "opened.").format(host=_host(self.url), problem=_problem(err))) from None
        except BaseException:
            self.close()
            raise

    def _locked(self):
        """The connection, in a transaction holding the team's lock. A connection kept from before that the server
        dropped meanwhile (a restart) is replaced once: nothing has been written yet."""
        import psycopg

        for fresh in ((False, True) if self._conn is not None else (True,)):
            if fresh or self._conn.closed or self._conn.broken:
                self.close()
                self._conn = connect(self.url)
            try:
                self._conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_KEY,))
                return self._conn
            except psycopg.errors.LockNotAvailable as err:  # another member held it for BUSY_TIMEOUT
                self.close()
                raise unreachable(self.url, err) from None
            except psycopg.OperationalError as err:
                self.close()
                if fresh:
                    raise unreachable(self.url, err) from None
            except psycopg.Error as err:
                self.close()
                raise unreachable(self.url, err) from None

    def _roll_back(self) -> None:
        """Undo the transaction on the server (closing a connection that broke does)."""
        try:
            self._conn.rollback()
        except Exception:  # noqa: BLE001 - broken: closing it is the rollback
            self.close()

    def close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:  # noqa: BLE001 - a connection already broken has nothing left to close
                pass
            self._conn = None


def init_server(admin_url: str, member_role: str = MEMBER_ROLE, auditor_role: str = AUDITOR_ROLE) -> None:
    """Create (or bring up to date) the record's schema, functions, triggers and group roles on the server at
    ``admin_url``, as the administrator who will own them. Members are login roles granted ``member_role``; an
    auditor is one granted ``auditor_role``, who can read everything and write nothing."""
    from psycopg import sql

    script = resources.files("dpgui.store.ledger").joinpath("team_schema.sql").read_text(encoding="utf-8")
    with connect(admin_url) as conn:
        for name, role in (("member", member_role), ("auditor", auditor_role)):
            script = script.replace(f":'{name}'", sql.Literal(role).as_string(conn))
            script = script.replace(f":{name}", sql.Identifier(role).as_string(conn))
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_KEY,))
        conn.execute(script)


def upload_local(url: str, local: Path) -> dict[str, int]:
    """Add this user's local record (the SQLite file at ``local``) to the team's, in one transaction: its charges
    (with what they finally count), links and sketches, and the head of each project the team does not know yet.
    What the team has already is kept, so a second upload adds nothing; the local file is only read. Returns how
    many of each were new."""
    source = sqlite3.connect(f"{local.resolve().as_uri()}?mode=ro", uri=True)
    try:
        charges = source.execute("SELECT project_id, hash, population_id, charged FROM charges").fetchall()
        links = source.execute("SELECT fingerprint, project_id, population_id FROM links").fetchall()
        sketches = source.execute("SELECT fingerprint, project_id, population_id, sketch FROM sketches "
                                  "ORDER BY rowid").fetchall()
        projects = source.execute("SELECT project_id, head, length, totals FROM projects").fetchall()
    except sqlite3.Error as err:
        raise StoreError(translate("store.ledger.team_record", "This computer's record of spending ({path}) could not "
                                   "be read ({problem}); nothing was uploaded.").format(path=local,
                                                                                       problem=err)) from None
    finally:
        source.close()
    team = TeamRecordConnection(url)
    try:
        with team.held() as record:
            conn = record._conn
            count = _counts(conn)
            for project_id in sorted({row[0] for row in charges}):
                record.remember_charges(project_id, [(digest, population, json.loads(charged))
                                                     for p, digest, population, charged in charges if p == project_id])
            for row in links:
                record.link(*row)
            for row in sketches:
                record.remember_sketch(*row)
            for project_id, head, length, totals in projects:
                if record.project(project_id) is None:
                    record.remember_project(project_id, head, length, json.loads(totals))
            after = _counts(conn)
    finally:
        team.close()
    return {name: after[name] - count[name] for name in after}


def _counts(conn) -> dict[str, int]:
    return {name: conn.execute(f"SELECT count(*) FROM dpgui.{name}").fetchone()[0]  # noqa: S608 - fixed names
            for name in ("charges", "links", "sketches", "projects")}
