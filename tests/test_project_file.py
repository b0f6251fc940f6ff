"""The project file: settings, migrations, integrity, locking, ledger, tampering, disk full."""

import hashlib
import json
import sqlite3

import pytest

from dpgui.core.costs.accounting import BudgetExceeded, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.store.errors import DiskFull, LedgerTampered, ProjectBusy, StoreError
from dpgui.store.importers import open_table
from dpgui.store.migrations import MIGRATIONS, SCHEMA_VERSION
from dpgui.store.project import Project

HIST = {"type": "histogram", "column": "region"}


def sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def edit_behind_dpgui(path, *statements):
    """Change the file directly with SQLite, as someone tampering with it would."""
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


def test_file_settings(example_project):
    with Project.open(example_project) as project:
        conn = project._conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert project.privacy_unit == "add_remove" and project.max_rows_per_person == 1


def test_copy_to_another_place_is_self_contained(example_project, tmp_path):
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.25"))
    copy = tmp_path / "elsewhere" / "copy.dpgui"
    copy.parent.mkdir()
    copy.write_bytes(example_project.read_bytes())  # closed: the WAL was checkpointed into the file
    with Project.open(copy) as project:
        assert project.budget("clinic").spent.epsilon == pytest.approx(0.25)
        assert project.dataset("clinic").n_rows == 600


def test_migration_from_version_1(tmp_path):
    path = tmp_path / "old.dpgui"
    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    conn.executemany("INSERT INTO meta VALUES (?, ?)", [
        ("app", "dpgui"), ("privacy_unit", "add_remove"), ("max_rows_per_person", "1"),
        ("default_budget", json.dumps(["pure", "1", "0", "0"]))])
    conn.commit()
    conn.close()
    with Project.open(path) as project:
        assert project._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        columns = [r[1] for r in project._conn.execute("PRAGMA table_info(results)")]
        assert "post_processing" in columns


def test_newer_file_is_refused(tmp_path):
    path = tmp_path / "new.dpgui"
    Project.create(path, pure(1)).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StoreError, match="newer dpgui"):
        Project.open(path)


@pytest.mark.parametrize("content, message", [(b"hello, this is a csv\n1,2\n", "not a dpgui project"),
                                              (b"", "not a dpgui project")])
def test_not_a_project(tmp_path, content, message):
    path = tmp_path / "x.dpgui"
    path.write_bytes(content)
    with pytest.raises(StoreError, match=message):
        Project.open(path)


def test_damaged_file_fails_integrity_check(example_project):
    data = bytearray(example_project.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for offset in range(page, len(data), page):  # scribble over the cell area of every page but the first
        data[offset + 8: offset + 200] = b"\xa5" * 192
    example_project.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="damaged|integrity"):
        Project.open(example_project)


def test_second_writer_is_told_and_may_read(example_project):
    with Project.open(example_project):
        with pytest.raises(ProjectBusy, match="open for changes elsewhere"):
            Project.open(example_project)
        with Project.open(example_project, readonly=True) as viewer:
            assert viewer.budget("clinic").remaining.epsilon == 1
            with pytest.raises(StoreError, match="read-only"):
                release(viewer, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))


def test_ledger_is_append_only_and_tampering_shows(example_project):
    with Project.open(example_project) as project:
        for _ in range(3):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            project._conn.execute("UPDATE journal SET body = '{}' WHERE seq = 4")
        second = project._conn.execute("SELECT seq FROM journal WHERE kind = 'charge' ORDER BY seq LIMIT 1 OFFSET 1").fetchone()[0]
    edit_behind_dpgui(example_project, "DROP TRIGGER journal_append_only_update",  # someone hides a spend
                      f"UPDATE journal SET body = replace(body, '\"1/10\"', '\"1/100\"') WHERE seq = {second}")
    with pytest.raises(LedgerTampered, match=f"event {second}"):
        Project.open(example_project)


def test_the_journal_is_replayed_once_and_then_only_its_new_events(example_project, monkeypatch):
    """The state a release reads several times is cached by its last event; a rolled-back write or a
    journal changed at its end behind dpgui replays it all again (and the chain check still speaks)."""
    from dpgui.store.ledger import journal

    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        replayed = []
        real = journal.replay
        monkeypatch.setattr(journal, "replay", lambda rows, start=None: replayed.append(len(rows)) or real(rows, start))
        before = project._state()
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        assert replayed and max(replayed) <= 2  # the charge, then its outcome: never the whole journal
        with pytest.raises(RuntimeError):
            with project._write() as conn:
                journal.append(conn, "carried", {"population_id": "x", "covers": [], "cost": {}})
                assert project._state(conn).length == before.length + 3
                raise RuntimeError("rolled back")
        assert project._state().length == before.length + 2 and before.length == len(before.hashes)
        project._conn.execute("DROP TRIGGER journal_append_only_update")
        project._conn.execute("UPDATE journal SET body = replace(body, '\"1/10\"', '\"1/100\"') "
                              "WHERE seq = (SELECT max(seq) FROM journal WHERE kind = 'charge')")
        project._conn.execute("UPDATE journal SET hash = 'x' WHERE seq = (SELECT max(seq) FROM journal)")
        with pytest.raises(LedgerTampered):
            project._state()


def test_tampered_release_shows(example_project):
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
    edit_behind_dpgui(example_project, "DROP TRIGGER results_kept_update",
                      "UPDATE results SET result_json = replace(result_json, '\"query\"', '\"q\"')")
    with pytest.raises(LedgerTampered, match="release"):
        Project.open(example_project)


def test_ledger_entry_without_its_release_still_counts(example_project):
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.4"))
    edit_behind_dpgui(example_project, "DELETE FROM results")
    with Project.open(example_project) as project:
        assert project.budget("clinic").spent.epsilon == pytest.approx(0.4)
        assert project.ledger()[0].release_id is None
        with pytest.raises(BudgetExceeded):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.7"))


def test_disk_full_is_a_clear_error_and_loses_nothing(example_project, tmp_path):
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        pages = project._conn.execute("PRAGMA page_count").fetchone()[0]
        project._conn.execute(f"PRAGMA max_page_count = {pages + 2}")
        big = tmp_path / "big.csv"
        big.write_text("a,b\n" + "".join(f"{i},{i * 7919 % 100003}\n" for i in range(200_000)), encoding="utf-8")
        with pytest.raises(DiskFull, match="disk is full"):
            project.add_dataset("big", open_table(big))
        assert [d.name for d in project.datasets()] == ["clinic"]
        project._conn.execute(f"PRAGMA max_page_count = {2**30}")
        again = release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        assert again["budget"]["spent"]["epsilon"] == pytest.approx(0.2)


def test_budget_currencies_do_not_mix(example_project):
    with Project.open(example_project) as project:
        with pytest.raises(ValueError, match="cannot be charged"):
            release(project, "clinic", HIST, PrivacySetting.of(rho="0.1"))


def test_failed_import_leaves_the_file_byte_for_byte_unchanged(example_project, tmp_path):
    before = sha(example_project)
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n3,4,5\n", encoding="utf-8")
    with Project.open(example_project) as project:
        with pytest.raises(StoreError):
            project.add_dataset("bad", open_table(bad))
    assert sha(example_project) == before
