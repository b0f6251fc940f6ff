"""A release costs the same however long the ledger is (issue #29), and keeps every check it had: the journal is
replayed incrementally from states that stay as they were handed out, counted again whenever anything but the
project itself wrote to the file, and this computer's record sums its charges from totals it keeps itself."""

import json
import sqlite3
from collections import Counter
from fractions import Fraction

import pytest

from dpgui import __version__
from dpgui.core.costs.accounting import pure, sequential
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.store.errors import LedgerTampered
from dpgui.store.ledger import anchor, journal
from dpgui.store.ledger.journal import append, cost_fields, cost_from, now, sha256
from dpgui.store.project import Project
from tests.test_project_file import HIST, edit_behind_dpgui

TENTH = PrivacySetting.of(epsilon="0.1")


def add_history(project: Project, releases: int, epsilon: str = "0.0001") -> None:
    """What ``releases`` completed releases leave in the journal, written at once."""
    info = project.dataset("clinic")
    cost = cost_fields(pure(epsilon))
    with project._write() as conn:
        for _ in range(releases):
            seq, _ = append(conn, "charge", {"population_id": info.population, "dataset_id": info.id,
                                             "dataset": "clinic", "at": now(), "app_version": __version__,
                                             "query": HIST, "mechanism": {}, "cost": cost})
            append(conn, "outcome", {"charge": seq, "state": "completed", "reason": "", "at": now(), "spent": cost,
                                     "result_hash": sha256(str(seq))})


def full_replay(project: Project) -> journal.JournalState:
    return journal.replay(project._read().execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq")
                          .fetchall())


def traced(*conns) -> list[str]:
    said: list[str] = []
    for conn in conns:
        conn.set_trace_callback(lambda sql: said.append(" ".join(sql.split())))
    return said


def test_a_release_reads_only_the_journal_events_added_since_it_last_read_it(example_project):
    with Project.open(example_project) as project:
        add_history(project, 300)
    with Project.open(example_project) as project:  # this computer's record learns those charges on opening
        release(project, "clinic", HIST, TENTH)
        said = traced(project._conn, project._read(), project._record._conn)
        release(project, "clinic", HIST, TENTH)
    journal_reads = [s for s in said if "FROM journal" in s and s.startswith("SELECT")]
    assert journal_reads and all("WHERE seq" in s or "LIMIT 1" in s for s in journal_reads)  # never all of it
    assert not any("count(*) FROM journal" in s for s in said)  # nothing else wrote: nothing to count again
    assert not any("FROM charges" in s for s in said if s.startswith("SELECT"))  # the record's totals, not its rows


def test_an_event_removed_before_the_last_behind_dpgui_shows_at_the_next_read(example_project):
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, TENTH)
        release(project, "clinic", HIST, TENTH)
        first = project._read().execute("SELECT min(seq) FROM journal WHERE kind = 'charge'").fetchone()[0]
        edit_behind_dpgui(example_project, "DROP TRIGGER journal_append_only_delete",
                          f"DELETE FROM journal WHERE seq = {first}")  # the last event is left as it was
        with pytest.raises(LedgerTampered, match="changed, removed or reordered"):
            project.budget("clinic")


def test_states_stay_as_they_were_handed_out_and_add_up_as_a_full_replay(example_project):
    with Project.open(example_project) as project:
        population = project.dataset("clinic").population
        release(project, "clinic", HIST, TENTH)
        before = project._state()
        spent, charges = before.spent(population), before.charges.values()
        release(project, "clinic", HIST, TENTH)
        stopped = project.charge("clinic", pure("0.2"), HIST, {})  # a mechanism stopped early spends less
        with pytest.raises(RuntimeError):  # a rolled-back write: the next state goes on from the committed one
            with project._write() as conn:
                append(conn, "outcome", {"charge": stopped, "state": "failed", "reason": "", "at": now(),
                                         "spent": cost_fields(pure("0.2")), "result_hash": None})
                assert project._state(conn).charges[stopped].state == "failed"
                raise RuntimeError("rolled back")
        project.complete(stopped, {"x": 1}, [], pure("0.05"))
        failed = project.charge("clinic", pure("0.1"), HIST, {})
        project.settle(failed, "failed", "test")
        project.charge("clinic", pure("0.1"), HIST, {})  # interrupted: counts in full
        after, again = project._state(), full_replay(project)
        assert before.spent(population) == spent and before.charges.values() == charges  # as handed out
        assert [c.state for c in before.charges.values()] == ["completed"]
        assert after.spent(population) == again.spent(population) == pure(Fraction("0.45"))
        assert after.charges.values() == again.charges.values() and after.hashes == again.hashes
        assert [(c.number, c.state) for c in after.charges.values()] == [
            (1, "completed"), (2, "completed"), (3, "completed"), (4, "failed"), (5, "interrupted")]
        assert after.numbered(3).spent == pure("0.05") and after.numbered(6) is None
        assert [c.number for c in after.charges.since(before.length)] == [2, 3, 4, 5]
        assert project.budget("clinic").spent == after.spent(population)


def test_a_record_made_before_sums_its_charges_as_it_did(example_project, machine_records):
    with Project.open(example_project) as project:
        population = project.dataset("clinic").population
        project_id = project.project_id
        for _ in range(3):
            release(project, "clinic", HIST, TENTH)
        seq = project.charge("clinic", pure("0.2"), HIST, {})
        stopped = project._state().charges[seq].hash
    record = machine_records / "spending-record.sqlite"
    edit_behind_dpgui(record, "DROP TRIGGER charge_totals_insert", "DROP TRIGGER charge_totals_update",
                      "DROP TRIGGER charge_totals_delete", "DROP TABLE charge_totals")  # as before issue #29

    def counted() -> Counter:
        conn = sqlite3.connect(record)
        try:
            return Counter({cost_from(json.loads(charged)): n for charged, n in conn.execute(
                "SELECT charged, count(*) FROM charges WHERE population_id = ? GROUP BY charged", (population,))})
        finally:
            conn.close()

    def owed(machine) -> Counter:
        return Counter({cost_from(fields): n for fields, n in machine.owed(project_id, population, [], {population})})

    mine = anchor.Record()
    try:
        with mine.held() as machine:  # filled from the charges when first used
            assert owed(machine) == counted() == Counter({pure("0.1"): 3, pure("0.2"): 1})
            machine.settle_charge(stopped, cost_fields(pure("0.05")))
            assert owed(machine) == Counter({pure("0.1"): 3, pure("0.05"): 1})
        assert counted() == Counter({pure("0.1"): 3, pure("0.05"): 1})
        assert sequential([pure("0.1")] * 3 + [pure("0.05")], "pure") == pure(Fraction("0.35"))
    finally:
        mine.close()


def test_a_sketch_edited_away_behind_dpgui_while_open_is_given_back_at_the_next_charge(example_project):
    """Every dataset's sketch is looked at again only when something else wrote to the file (or a dataset was
    added): an edit made while the project is open is still put right before the next charge."""
    def shared() -> bool:
        return "all" in json.loads(sqlite3.connect(example_project).execute("SELECT sketch FROM datasets")
                                   .fetchone()[0])

    with Project.open(example_project) as project:
        release(project, "clinic", HIST, TENTH)
        edit_behind_dpgui(example_project, "UPDATE datasets SET sketch = json_remove(sketch, '$.all')")
        assert not shared()
        release(project, "clinic", HIST, TENTH)
        assert shared()


def test_opening_a_file_this_computer_has_recorded_writes_nothing_to_either(example_project, monkeypatch):
    """The record remembers the head of each charge; a file that only added the release's outcome since continues it,
    so opening it again writes (and syncs) nothing, in the record or in the file. Charges added behind its back
    are still learnt, and its head moves on then."""
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, TENTH)
    writes = []
    for name in ("remember_project", "remember_charges"):
        real = getattr(anchor.MachineRecord, name)
        monkeypatch.setattr(anchor.MachineRecord, name, lambda self, *a, real=real, name=name: (
            writes.append(name) if name == "remember_project" or a[1] else None, real(self, *a))[1])
    with Project.open(example_project) as project:
        said = traced(project._conn)
        project._sync_anchor()
        assert writes == [] and not any(s.startswith(("INSERT", "UPDATE", "DELETE")) for s in said)
        add_history(project, 2)
    with Project.open(example_project) as project:
        assert writes == ["remember_charges", "remember_project"]
        assert project.budget("clinic").spent.epsilon == Fraction(1, 10) + 2 * Fraction(1, 10000)
