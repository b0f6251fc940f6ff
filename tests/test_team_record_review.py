"""Adversarial review of the team's record (issue #32): what a member can do through the functions alone."""

from __future__ import annotations

import json

import psycopg
import pytest

from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import release as engine
from dpgui.store.errors import StoreError
from dpgui.store.project import Project
from tests.test_team_record import (COUNT, MEMBERS, STEP, BUDGET, On, computer, make_project, project_id,  # noqa: F401
                                    server, server_spent, spent)


def _charges(server, pid):
    with server.admin() as conn:
        return conn.execute("SELECT hash, population_id FROM dpgui.charges WHERE project_id = %s", (pid,)).fetchall()


def _spend_all(tmp_path, server, user, tag):
    env = computer(tmp_path / user, server, user)
    with On(env):
        path = make_project(tmp_path / user / f"{tag}.dpgui", tag)
        with Project.open(path) as project:
            for _ in range(int(BUDGET / STEP)):
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
    return env, path


def _reimport_spent(tmp_path, server, user, tag):
    env = computer(tmp_path / (user + "2"), server, user)
    with On(env):
        path = make_project(tmp_path / (user + "2") / f"{tag}.dpgui", tag)
        return spent(path)


def test_another_member_cannot_refund_a_charge_by_settling_it(server, tmp_path):
    """bob settles alice's charges at zero: a re-import of the same people must still count them."""
    _, pa = _spend_all(tmp_path, server, "alice", "refund-other")
    with psycopg.connect(server.url("bob"), password=MEMBERS["bob"], autocommit=True) as conn:
        for digest, _ in _charges(server, project_id(pa)):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute("SELECT dpgui.settle_charge(%s, %s, 'x')", (digest, json.dumps(["pure", "0", "0", "0"])))
    assert server_spent(server, [project_id(pa)]) == BUDGET
    assert _reimport_spent(tmp_path, server, "bob", "refund-other") == BUDGET


def test_a_charge_is_settled_once_and_never_raised_back_or_lowered_later(server, tmp_path):
    """settle_charge called twice by the charge's own member: the first settlement stands."""
    _, pa = _spend_all(tmp_path, server, "alice", "settle-twice")
    with psycopg.connect(server.url("alice"), password=MEMBERS["alice"], autocommit=True) as conn:
        digest = _charges(server, project_id(pa))[0][0]
        conn.execute("SELECT dpgui.settle_charge(%s, %s, 'x')", (digest, json.dumps(["pure", "1/10", "0", "0"])))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT dpgui.settle_charge(%s, %s, 'x')", (digest, json.dumps(["pure", "0", "0", "0"])))
    assert server_spent(server, [project_id(pa)]) == BUDGET - STEP + STEP / 2


def test_a_settlement_cannot_count_more_than_the_charge_or_be_negative(server, tmp_path):
    _, pa = _spend_all(tmp_path, server, "alice", "settle-negative")
    with psycopg.connect(server.url("alice"), password=MEMBERS["alice"], autocommit=True) as conn:
        digest = _charges(server, project_id(pa))[0][0]
        for bad in (["pure", "-1", "0", "0"], ["pure", "5", "0", "0"], "not json", ["approx", "0", "0", "0"]):
            with pytest.raises(psycopg.Error):
                conn.execute("SELECT dpgui.settle_charge(%s, %s, 'x')",
                             (digest, bad if isinstance(bad, str) else json.dumps(bad)))
    assert server_spent(server, [project_id(pa)]) == BUDGET


def test_a_member_cannot_add_a_negative_charge_to_give_budget_back(server, tmp_path):
    """A charge of ε = -1 against alice's people, added by bob through remember_charges: refused."""
    _, pa = _spend_all(tmp_path, server, "alice", "negative-charge")
    population = _charges(server, project_id(pa))[0][1]
    with psycopg.connect(server.url("bob"), password=MEMBERS["bob"], autocommit=True) as conn:
        with pytest.raises(psycopg.Error):
            conn.execute("SELECT dpgui.remember_charges(%s, %s, %s, %s, 'x')",
                         (project_id(pa), ["f" * 64], [population], [json.dumps(["pure", "-1", "0", "0"])]))
    assert _reimport_spent(tmp_path, server, "bob", "negative-charge") == BUDGET


@pytest.mark.parametrize("query", ["pass%77ord=s3cret", "%70assword=s3cret", "sslmode=disable&password=s3cret",
                                   "sslpassword=s3cret"])
def test_a_password_spelled_with_percent_escapes_is_refused_too(tmp_path, monkeypatch, query):
    """libpq decodes the parameter names of a URL's query: ?pass%77ord=… is a password, which `use` wrote into
    team-record.json."""
    from psycopg.conninfo import conninfo_to_dict

    from dpgui.store.errors import StoreError
    from dpgui.store.ledger import record_choice

    url = f"postgresql://alice@127.0.0.1:5432/postgres?{query}"
    assert "s3cret" in conninfo_to_dict(url).values()  # what libpq makes of it
    monkeypatch.setenv("DPGUI_DATA_DIR", str(tmp_path))
    with pytest.raises(StoreError):
        record_choice.use(url)
    assert "s3cret" not in "".join(p.read_text() for p in tmp_path.rglob("*") if p.is_file())


def _make_from(path, text):
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    from dpgui.core.costs.accounting import pure
    from tests.test_team_record import SCHEMA

    path.parent.mkdir(parents=True, exist_ok=True)
    csv = path.with_suffix(".csv")
    csv.write_text(text, encoding="utf-8")
    with Project.create(path, pure(BUDGET)) as project:
        project.add_dataset("d", open_table(csv), parse_schema(SCHEMA))
    return path


def test_two_computers_racing_with_files_matched_only_by_sketch_spend_exactly_the_budget(server, tmp_path):
    """As the race of test_team_record.py, but the two files differ (one row changed, rows in another order):
    their fingerprints differ and only the sketches link them."""
    import multiprocessing

    from tests.test_team_record import one_computer, rows

    a, b = computer(tmp_path / "a", server, "alice"), computer(tmp_path / "b", server, "bob")
    files = []
    for trial in range(6):
        text = rows(f"sk{trial}")
        header, *lines = text.splitlines(keepends=True)
        other = header + "".join(reversed(lines[1:])) + "changed-0,North\n"
        with On(a):
            pa = _make_from(tmp_path / "a" / f"t{trial}.dpgui", text)
        with On(b):
            pb = _make_from(tmp_path / "b" / f"t{trial}.dpgui", other)
        files.append((pa, pb))
    context = multiprocessing.get_context("fork")
    barrier, results = context.Barrier(2), context.Queue()
    workers = [context.Process(target=one_computer, args=([f[i] for f in files], env, barrier, results))
               for i, env in enumerate((a, b))]
    for worker in workers:
        worker.start()
    got = [results.get(timeout=120) for _ in range(2 * len(files))]
    for worker in workers:
        worker.join(timeout=30)
        assert worker.exitcode == 0
    made = [[n for _, t, n in sorted(got) if t == trial] for trial in range(len(files))]
    print("sketch race, made per trial (a, b):", made)
    assert all(sum(counts) * STEP == BUDGET for counts in made), made


def test_moving_a_projects_head_backwards_forgets_no_charge(server, tmp_path):
    """bob tells the server that alice's project is back at an empty journal; a copy of her file from before she
    spent, opened again, still counts everything she spent."""
    import shutil

    env = computer(tmp_path / "alice", server, "alice")
    with On(env):
        path = make_project(tmp_path / "alice" / "p.dpgui", "backwards")
        old = tmp_path / "alice" / "old.dpgui"
        shutil.copy(path, old)
        with Project.open(path) as project:
            for _ in range(int(BUDGET / STEP)):
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
    with psycopg.connect(server.url("bob"), password=MEMBERS["bob"], autocommit=True) as conn:
        conn.execute("SELECT dpgui.remember_project(%s, 'x', 0, '{}', 'x')", (project_id(path),))
    with On(env):
        shutil.copy(old, path)
        assert spent(path) == BUDGET


def test_a_project_opened_on_the_teams_record_keeps_charging_the_team_after_a_switch_to_local(server, tmp_path):
    from dpgui.store.ledger import record_choice

    a = computer(tmp_path / "a", server, "alice")
    url = a.pop("DPGUI_TEAM_RECORD")
    b = computer(tmp_path / "b", server, "bob")
    with On(a):
        record_choice.use(url)
        pa = make_project(tmp_path / "a" / "p.dpgui", "switch")
        with Project.open(pa) as project:
            for _ in range(3):
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
            record_choice.use(None)  # Settings: "Use this computer's record", the project still open
            with pytest.raises(StoreError, match="changed while this project was open"):
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))  # refused: nothing spent
            assert float(project.budget("d").spent.epsilon) == pytest.approx(3 * STEP)
    with On(b):
        assert _reimport_spent(tmp_path, server, "bob", "switch") == 3 * STEP  # all that was spent, on the team


@pytest.mark.parametrize("tag, poison", [("text", "not a sketch"), ("shape", '{"rows": "many", "hashes": 7}'),
                                        ("list", "[]"), ("deep", "[" * 100_000)])
def test_one_members_malformed_sketch_does_not_stop_the_others(server, tmp_path, tag, poison):
    """A sketch that is not one (the server takes any text) matches nothing: other members open and spend as before.
    Before, it made every member's later open fail until an administrator removed the row."""
    with psycopg.connect(server.url("bob"), password=MEMBERS["bob"], autocommit=True) as conn:
        conn.execute("SELECT dpgui.remember_sketch('f', 'poison', 'q', %s, 'h')", (poison,))
    try:
        env = computer(tmp_path / "a", server, "alice")
        with On(env):
            path = make_project(tmp_path / "a" / "p.dpgui", "poison-" + tag)
            with Project.open(path) as project:
                engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=STEP))
            assert spent(path) == STEP
    finally:  # the row stays for the module's later tests otherwise
        with server.admin() as conn:
            conn.execute("SET dpgui.maintenance = 'on'")
            conn.execute("DELETE FROM dpgui.sketches WHERE project_id = 'poison'")
