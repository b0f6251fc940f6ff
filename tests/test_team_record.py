"""The team's record of spending on a real PostgreSQL server (tests/postgres_server.py): every guarantee of this
computer's record, for every member. Two computers (two data folders) race for the last ε of the same people; a
client killed between the server's charge and the file's; the server stopped in the middle of a release; a member
trying to change the record; a wrong password; a local record uploaded twice; an auditor who can read only."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
from fractions import Fraction
from pathlib import Path

import psycopg
import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import BudgetExceeded, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import release as engine
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import StoreError
from dpgui.store.importers import open_table
from dpgui.store.ledger import record_choice, team_record
from dpgui.store.project import Project
from tests.postgres_server import ADMIN_PASSWORD, PostgresServer, wait_until_up

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = {"columns": {"pid": {"type": "identifier"},
                      "region": {"type": "categorical", "categories": ["North", "South", "East", "West"]}}}
COUNT = {"type": "count"}
BUDGET, STEP = Fraction(1), Fraction(1, 5)  # five releases of ε = 1/5 spend the budget exactly
TRIALS = 20
MEMBERS = {"alice": "alice-secret", "bob": "bob-secret"}


@pytest.fixture(scope="module")
def server():
    pg = PostgresServer()
    try:
        _init(pg)
        for name, password in MEMBERS.items():
            pg.add_login(name, password, "dpgui_member")
        pg.add_login("audrey", "audrey-secret", "dpgui_auditor")
        yield pg
    finally:
        pg.close()


def _init(pg: PostgresServer) -> None:
    os.environ["PGPASSWORD"] = ADMIN_PASSWORD
    try:
        team_record.init_server(pg.url())
        team_record.init_server(pg.url())  # a second run changes nothing
    finally:
        del os.environ["PGPASSWORD"]


def computer(tmp: Path, server: PostgresServer, user: str = "alice", password: str | None = None) -> dict:
    """The environment of one simulated computer: its own data folder and ~/.pgpass, the team's record chosen."""
    tmp.mkdir(parents=True, exist_ok=True)
    pgpass = tmp / "pgpass"
    pgpass.write_text(f"127.0.0.1:{server.port}:*:{user}:{password or MEMBERS[user]}\n")
    pgpass.chmod(0o600)
    return {"DPGUI_DATA_DIR": str(tmp / "data"), "DPGUI_TEAM_RECORD": server.url(user), "PGPASSFILE": str(pgpass)}


class On:
    """Run a block as the simulated computer ``env``."""

    def __init__(self, env: dict):
        self.env, self.before = env, {}

    def __enter__(self):
        self.before = {k: os.environ.get(k) for k in self.env}
        os.environ.update(self.env)

    def __exit__(self, *exc):
        for k, v in self.before.items():
            os.environ.pop(k) if v is None else os.environ.__setitem__(k, v)


def rows(tag: str, n: int = 200) -> str:
    return "pid,region\n" + "".join(f"{tag}-{i},{['North', 'South', 'East', 'West'][i % 4]}\n" for i in range(n))


def make_project(path: Path, tag: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    csv = path.with_suffix(".csv")
    csv.write_text(rows(tag), encoding="utf-8")
    with Project.create(path, pure(BUDGET)) as project:
        project.add_dataset("d", open_table(csv), parse_schema(SCHEMA))
    return path


def spent(path: Path) -> Fraction:
    with Project.open(path) as project:
        return project.budget("d").spent.epsilon


def server_spent(server: PostgresServer, project_ids: list[str]) -> Fraction:
    with server.admin() as conn:
        costs = conn.execute("SELECT c.charged FROM dpgui.charges_now c JOIN dpgui.charges USING (hash) "
                             "WHERE project_id = ANY(%s)", (project_ids,)).fetchall()
    return sum((Fraction(json.loads(c)[1]) for c, in costs), Fraction(0))


def project_id(path: Path) -> str:
    with Project.open(path, readonly=True) as project:
        return project._state().project["project_id"]


def release_until_refused(path: Path) -> int:
    """Releases of ε = 1/5 until the budget refuses; returns how many were made."""
    made = 0
    with Project.open(path) as project:
        while True:
            try:
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
            except BudgetExceeded:
                return made
            made += 1


def one_computer(paths: list[Path], env: dict, barrier, results) -> None:
    """A computer's process: for each trial, wait for the other computer, then release until refused."""
    os.environ.update(env)
    for trial, path in enumerate(paths):
        barrier.wait()
        results.put((env["DPGUI_DATA_DIR"], trial, release_until_refused(path)))


def test_two_computers_racing_for_the_last_epsilon_spend_exactly_the_budget(server, tmp_path):
    """Two computers, each with its own data folder and its own project file of the same rows, release against the
    team's record at the same time until it refuses, TRIALS times: the budget is spent exactly, never more."""
    a, b = computer(tmp_path / "a", server, "alice"), computer(tmp_path / "b", server, "bob")
    files = []
    for trial in range(TRIALS):
        with On(a):
            pa = make_project(tmp_path / "a" / f"t{trial}.dpgui", f"trial{trial}")
        with On(b):
            pb = make_project(tmp_path / "b" / f"t{trial}.dpgui", f"trial{trial}")
        files.append((pa, pb))
    context = multiprocessing.get_context("fork")  # no connection is open here: each child opens its own
    barrier, results = context.Barrier(2), context.Queue()
    workers = [context.Process(target=one_computer, args=([f[i] for f in files], env, barrier, results))
               for i, env in enumerate((a, b))]
    for worker in workers:
        worker.start()
    got = [results.get(timeout=120) for _ in range(2 * TRIALS)]
    for worker in workers:
        worker.join(timeout=30)
        assert worker.exitcode == 0
    made = [[n for folder, t, n in sorted(got) if t == trial] for trial in range(TRIALS)]
    totals = []
    for (pa, pb), counts in zip(files, made):
        ids = [project_id(pa), project_id(pb)]
        on_server = server_spent(server, ids)
        with On(a):
            in_a = spent(pa)
        with On(b):
            in_b = spent(pb)
        totals.append((counts, on_server, in_a, in_b))
    print(f"race: {TRIALS} trials, budget ε = {BUDGET}, releases of ε = {STEP}; made per trial (a, b): "
          f"{[t[0] for t in totals]}; spent on the server: {sorted({str(t[1]) for t in totals})}")
    assert all(sum(counts) * STEP == BUDGET for counts, *_ in totals), totals
    assert all(on_server == in_a == in_b == BUDGET for _, on_server, in_a, in_b in totals), totals
    assert sum(min(counts) > 0 for counts, *_ in totals) >= 1, "the two computers never raced"


def test_a_client_killed_after_the_servers_charge_keeps_it_counted(server, tmp_path):
    """kill -9 between the server's commit of a charge and the file's: the next open, on either computer, counts
    it."""
    a, b = computer(tmp_path / "a", server, "alice"), computer(tmp_path / "b", server, "bob")
    with On(a):
        pa = make_project(tmp_path / "a" / "p.dpgui", "killed")
    with On(b):
        pb = make_project(tmp_path / "b" / "p.dpgui", "killed")
    script = textwrap.dedent(f"""
        import os, signal
        from dpgui.engine import release as engine
        from dpgui.core.mechanisms.release import PrivacySetting
        from dpgui.store.ledger import team_record
        from dpgui.store.project import Project
        held = team_record.TeamRecordConnection.held
        def then_die(self):
            with held(self) as record:
                yield record
            if charged:  # committed on the server; the file has not committed yet
                os.kill(os.getpid(), signal.SIGKILL)
        import contextlib
        charged = []
        team_record.TeamRecordConnection.held = contextlib.contextmanager(then_die)
        remember = team_record.TeamRecord.remember_charges
        team_record.TeamRecord.remember_charges = lambda self, p, c: (charged.extend(c), remember(self, p, c))
        with Project.open({str(pa)!r}) as project:
            charged.clear()
            engine.release(project, "d", {{"type": "count"}}, PrivacySetting.of(epsilon="1/5"))
    """)
    env = {**os.environ, **a, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert server_spent(server, [project_id(pa)]) == STEP
    with On(a):
        with Project.open(pa) as project:
            assert project.ledger() == []  # the file never committed it
            assert project.budget("d").spent.epsilon == STEP  # carried in from the team's record
    with On(b):
        assert spent(pb) == STEP


def test_the_server_stopped_before_the_charge_refuses_the_release_and_nothing_is_spent(server, tmp_path):
    a = computer(tmp_path / "a", server)
    with On(a):
        pa = make_project(tmp_path / "a" / "p.dpgui", "stopped")
        server.stop()
        try:
            code, err = cli("release", str(pa), "--dataset", "d", "--query", json.dumps(COUNT), "--epsilon", "0.2")
        finally:
            server.start()
            wait_until_up(server)
        assert code == 2
        assert len(err.strip().splitlines()) == 1 and "could not be used" in err and "nothing was spent" in err, err
        assert "secret" not in err
        assert spent(pa) == 0
        with Project.open(pa) as project:
            assert project.ledger() == []
    assert server_spent(server, [project_id(pa)]) == 0


def test_the_server_stopped_during_the_charge_either_refuses_or_keeps_it(server, tmp_path, monkeypatch):
    """The server goes away after the charge is sent but before it is committed: the release is refused, the file
    holds nothing, and after the restart the server holds nothing either (both sides agree)."""
    a = computer(tmp_path / "a", server)
    remember = team_record.TeamRecord.remember_charges

    def then_stop(self, project, charges):
        remember(self, project, charges)
        if charges:  # the release's charge (an open teaches none here: the file has none)
            server.stop("immediate")

    with On(a):
        pa = make_project(tmp_path / "a" / "p.dpgui", "midway")
        monkeypatch.setattr(team_record.TeamRecord, "remember_charges", then_stop)
        try:
            with Project.open(pa) as project, pytest.raises(StoreError, match="nothing was spent|may have been kept"):
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
        finally:
            server.start()
            wait_until_up(server)
        monkeypatch.setattr(team_record.TeamRecord, "remember_charges", remember)
        on_server = server_spent(server, [project_id(pa)])
        assert on_server in (0, STEP)
        assert spent(pa) == on_server  # refused before the charge, or the charge stays: never a charge lost


def test_the_server_stopped_after_the_charge_keeps_it(server, tmp_path, monkeypatch):
    """The server goes away while the mechanism runs (after the charge): the release is made, and the charge
    counts once, on the server and in the file."""
    a = computer(tmp_path / "a", server)
    opened = engine.open_aggregates

    def stop_then_open(*args, **kwargs):
        server.stop()
        return opened(*args, **kwargs)

    with On(a):
        pa = make_project(tmp_path / "a" / "p.dpgui", "after")
        monkeypatch.setattr(engine, "open_aggregates", stop_then_open)
        try:
            with Project.open(pa) as project:
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
        finally:
            server.start()
            wait_until_up(server)
        assert spent(pa) == STEP
    assert server_spent(server, [project_id(pa)]) == STEP


def cli(*args: str) -> tuple[int, str]:
    import contextlib
    import io
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, err.getvalue()


def test_a_wrong_password_is_refused_in_one_line_and_nothing_is_spent(server, tmp_path):
    a = computer(tmp_path / "a", server)
    with On(a):
        pa = make_project(tmp_path / "a" / "p.dpgui", "password")
    wrong = {**a, "PGPASSFILE": computer(tmp_path / "wrong", server, password="not-the-password")["PGPASSFILE"]}
    with On(wrong):
        code, err = cli("release", str(pa), "--dataset", "d", "--query", json.dumps(COUNT), "--epsilon", "0.2")
    assert code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert "password authentication failed" in err and "nothing was spent" in err, err
    assert "not-the-password" not in err
    with On(a):
        assert spent(pa) == 0
    assert server_spent(server, [project_id(pa)]) == 0


STATEMENTS = ["UPDATE dpgui.charges SET charged = '[\"pure\", \"0\", \"0\", \"0\"]'",
                                       "DELETE FROM dpgui.charges", "TRUNCATE dpgui.charges CASCADE",
                                       "INSERT INTO dpgui.charges VALUES ('x', 'p', 'q', '[]', 'alice', 'pc')",
                                       "UPDATE dpgui.projects SET length = 0", "DELETE FROM dpgui.links"]


@pytest.mark.parametrize("statement", STATEMENTS)
def test_a_member_cannot_change_or_delete_a_charge(server, tmp_path, statement):
    a = computer(tmp_path / "a", server)
    with On(a):
        pa = make_project(tmp_path / "a" / "p.dpgui", f"member-{STATEMENTS.index(statement)}")
        with Project.open(pa) as project:
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
    before = server_spent(server, [project_id(pa)])
    with psycopg.connect(server.url("alice"), password=MEMBERS["alice"]) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(statement)
    assert before == server_spent(server, [project_id(pa)]) == STEP


def test_even_the_owner_cannot_change_a_charge_without_saying_so(server, tmp_path):
    """The triggers refuse UPDATE, DELETE and TRUNCATE to the owner too, unless it turns maintenance on."""
    with server.admin() as conn:
        for statement in ("UPDATE dpgui.charges SET charged = '[]'", "DELETE FROM dpgui.charges",
                          "TRUNCATE dpgui.charges CASCADE"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
                conn.execute(statement)
    with psycopg.connect(server.url("alice"), password=MEMBERS["alice"], autocommit=True) as conn:
        conn.execute("SET dpgui.maintenance = 'on'")  # a member saying so changes nothing
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM dpgui.charges")


def test_each_charge_says_who_made_it_and_from_which_computer(server, tmp_path):
    b = computer(tmp_path / "b", server, "bob")
    with On(b):
        pb = make_project(tmp_path / "b" / "p.dpgui", "who")
        with Project.open(pb) as project:
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
    with server.admin() as conn:
        rows = conn.execute("SELECT who, computer FROM dpgui.charges WHERE project_id = %s",
                            (project_id(pb),)).fetchall()
    assert rows == [("bob", team_record.computer())]


def test_the_auditor_reads_everything_and_writes_nothing(server, tmp_path):
    with psycopg.connect(server.url("audrey"), password="audrey-secret", autocommit=True) as conn:
        for table in ("charges", "settlements", "projects", "links", "sketches", "compared", "identity"):
            conn.execute(f"SELECT count(*) FROM dpgui.{table}").fetchone()
        conn.execute("SELECT count(*) FROM dpgui.charges_now").fetchone()
        for statement in ("SELECT dpgui.remember_charges('p', ARRAY['h'], ARRAY['q'], ARRAY['[]'], 'pc')",
                          "SELECT dpgui.link('f', 'p', 'q')", "INSERT INTO dpgui.links VALUES ('f', 'p', 'q')",
                          "DELETE FROM dpgui.charges"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)


def test_a_local_record_uploaded_twice_is_added_once_and_projects_keep_working(server, tmp_path, monkeypatch):
    local = {"DPGUI_DATA_DIR": str(tmp_path / "c" / "data")}
    with On(local):
        path = make_project(tmp_path / "c" / "p.dpgui", "upload")
        with Project.open(path) as project:
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
        record = Path(local["DPGUI_DATA_DIR"]) / "spending-record.sqlite"
        kept = record.read_bytes()
    c = computer(tmp_path / "c", server, "alice")
    with On(c):
        code, err = cli("record", "upload")
        assert code == 0, err
        assert server_spent(server, [project_id(path)]) == STEP
        with server.admin() as conn:
            before = conn.execute("SELECT (SELECT count(*) FROM dpgui.charges), (SELECT count(*) FROM dpgui.links), "
                                  "(SELECT count(*) FROM dpgui.sketches), (SELECT count(*) FROM dpgui.projects)"
                                  ).fetchone()
        again = team_record.upload_local(server.url("alice"), record)
        assert again == {"charges": 0, "links": 0, "sketches": 0, "projects": 0}
        with server.admin() as conn:
            assert before == conn.execute("SELECT (SELECT count(*) FROM dpgui.charges), (SELECT count(*) FROM "
                                          "dpgui.links), (SELECT count(*) FROM dpgui.sketches), (SELECT count(*) "
                                          "FROM dpgui.projects)").fetchone()
        with Project.open(path) as project:
            assert not [n for n in project.notices if "new, or was deleted" in n], project.notices
            assert project.budget("d").spent.epsilon == STEP
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
        assert spent(path) == server_spent(server, [project_id(path)]) == 2 * STEP
    assert record.read_bytes() == kept  # the local record is left as it was
    # Another computer importing the same rows meets what was spent on them before the upload.
    b = computer(tmp_path / "b", server, "bob")
    with On(b):
        assert spent(make_project(tmp_path / "b" / "p.dpgui", "upload")) == 2 * STEP


def test_the_choice_of_record(tmp_path, monkeypatch):
    assert record_choice.chosen() == record_choice.RecordChoice("local", None, "default")
    for url in ("postgresql://ann:secret@db/team", "postgres://db/team?password=secret"):
        with pytest.raises(StoreError, match="holds a password") as refused:
            record_choice.use(url)
        assert "secret" not in str(refused.value)
    with pytest.raises(StoreError, match="URL such as"):
        record_choice.use("mysql://db/team")
    choice = record_choice.use("postgresql://ann@db.example.org:5433/team")
    assert choice == record_choice.RecordChoice("team", "postgresql://ann@db.example.org:5433/team", "settings")
    assert "db.example.org:5433" in record_choice.describe(choice) and "ann" in record_choice.describe(choice)
    assert (Path(os.environ["DPGUI_DATA_DIR"]) / "team-record.json").stat().st_mode & 0o077 == 0
    monkeypatch.setenv("DPGUI_TEAM_RECORD", "postgresql://managed.example.org/dpgui")
    assert record_choice.chosen().source == "environment"
    monkeypatch.delenv("DPGUI_TEAM_RECORD")
    assert record_choice.use(None) == record_choice.RecordChoice("local", None, "settings")


def test_an_unreachable_server_is_never_replaced_by_this_computers_record(tmp_path, monkeypatch):
    """Nothing listens: opening for changes is refused in one line, and this computer's record is not used."""
    path = make_project(tmp_path / "p.dpgui", "unreachable")
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("DPGUI_TEAM_RECORD", f"postgresql://alice@127.0.0.1:{port}/postgres")
    with pytest.raises(StoreError, match=f"127.0.0.1:{port} could not be used .*nothing was spent"):
        with Project.open(path) as project:
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
    monkeypatch.delenv("DPGUI_TEAM_RECORD")
    assert spent(path) == 0
