"""Files from before the journal (version 3) upgrade once: per-dataset budgets become one shared
population budget, old charges keep counting, old releases keep their results and numbers, and a file
whose old ledger was edited is not upgraded."""

import hashlib
import json
import sqlite3

import pytest

from dpgui.core.costs.accounting import BudgetExceeded
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.store import columns as codec
from dpgui.store.errors import LedgerTampered
from dpgui.store.ledger.journal_migration import _legacy_hash
from dpgui.store.migrations import MIGRATIONS, SCHEMA_VERSION
from dpgui.store.project import Project

SCHEMA = {"columns": {"g": {"type": "categorical", "categories": ["a", "b"]}}}


def version_3_file(path, tamper: bool = False):
    """A project as dpgui wrote it before the journal: two datasets with budgets ε = 1 and ε = 2, and
    three ledger entries (0.3 on the first, 0.4 on the second, and 0.2 whose release was lost)."""
    conn = sqlite3.connect(path)
    for script in MIGRATIONS[:3]:
        conn.executescript(script)
    conn.execute("PRAGMA user_version = 3")
    conn.executemany("INSERT INTO meta VALUES (?, ?)", [
        ("app", "dpgui"), ("privacy_unit", "add_remove"), ("max_rows_per_person", "1"),
        ("default_budget", json.dumps(["pure", "1", "0", "0"]))])
    for id_, name, total, values in ((1, "first", "1", ["a", "b", "a"]), (2, "second", "2", ["b", "b"])):
        conn.execute("INSERT INTO datasets VALUES (?, ?, 'x.csv', '2026-01-01', ?, '[\"g\"]', 0, 'pure', ?, '0', '0',"
                     " ?)", (id_, name, len(values), total, json.dumps(SCHEMA)))
        uniques, codes, *_ = codec.encode(values)
        conn.execute("INSERT INTO chunks VALUES (?, 0, 0, ?, ?, ?)", (id_, len(values), uniques, codes))
    prev = "0" * 64
    for id_, dataset, eps, kept in ((1, 1, "3/10", True), (2, 2, "2/5", True), (3, 1, "1/5", False)):
        result = json.dumps({"query": "count", "values": [id_]}, sort_keys=True)
        fields = {"dataset_id": dataset, "created_at": f"2026-01-0{id_}", "app_version": "0.1.0",
                  "query": {"type": "count"}, "mechanism": {"law": "discrete_laplace"},
                  "cost": ["pure", eps, "0", "0"], "result_hash": hashlib.sha256(result.encode()).hexdigest()}
        digest = _legacy_hash(prev, fields)
        conn.execute("INSERT INTO ledger VALUES (?, ?, ?, '0.1.0', ?, ?, 'pure', ?, '0', '0', ?, ?, ?)",
                     (id_, dataset, fields["created_at"], '{"type": "count"}', '{"law": "discrete_laplace"}',
                      "1/100" if tamper and id_ == 2 else eps, fields["result_hash"], prev, digest))
        if kept:
            conn.execute("INSERT INTO releases (ledger_id, result_json) VALUES (?, ?)", (id_, result))
        prev = digest
    conn.commit()
    conn.close()


def test_version_3_upgrades_to_one_shared_budget(tmp_path):
    path = tmp_path / "old.dpgui"
    version_3_file(path)
    with Project.open(path) as project:
        assert project._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        budget = project.budget("first")
        assert budget.shared_with == ("first", "second") and budget.total.epsilon == 2  # the larger old total
        assert float(budget.spent.epsilon) == pytest.approx(0.9)  # every old charge, the lost release too
        assert [(e.id, e.release_id, e.state) for e in project.ledger()] == [
            (1, 1, "completed"), (2, 2, "completed"), (3, None, "interrupted")]
        assert project.release(2)["values"] == [2]
        legacy = dict(project._conn.execute("SELECT key, value FROM meta"))["legacy_ledger_head"]
        assert len(legacy) == 64
        release(project, "second", {"type": "count"}, PrivacySetting.of(epsilon="1"))
        with pytest.raises(BudgetExceeded):
            release(project, "first", {"type": "count"}, PrivacySetting.of(epsilon="0.2"))
        columns = [r[1] for r in project._conn.execute("PRAGMA table_info(datasets)")]
        assert "budget_epsilon" not in columns


def test_a_tampered_old_ledger_is_not_upgraded(tmp_path):
    path = tmp_path / "old.dpgui"
    version_3_file(path, tamper=True)
    with pytest.raises(LedgerTampered, match="entry 2"):
        Project.open(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3  # rolled back whole: still the old file
    assert conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0] == 3
    conn.close()


def test_a_backup_from_before_the_upgrade_is_the_same_project(tmp_path):
    import shutil
    path, backup = tmp_path / "old.dpgui", tmp_path / "backup.dpgui"
    version_3_file(path)
    shutil.copyfile(path, backup)
    with Project.open(path) as project:
        first_id = project.project_id
        release(project, "second", {"type": "count"}, PrivacySetting.of(epsilon="1.1"))
    shutil.copyfile(backup, path)
    with Project.open(path) as project:
        assert project.project_id == first_id
        assert float(project.budget("second").spent.epsilon) == pytest.approx(2.0)
        with pytest.raises(BudgetExceeded):
            release(project, "second", {"type": "count"}, PrivacySetting.of(epsilon="0.1"))


def test_two_copies_of_an_old_file_upgrade_to_the_same_journal(tmp_path):
    """Upgrading a file and its backup gives identical events, so the old spending is counted once."""
    import shutil
    path, backup = tmp_path / "old.dpgui", tmp_path / "backup.dpgui"
    version_3_file(path)
    shutil.copyfile(path, backup)
    for _ in range(2):
        for name in (path, backup):
            with Project.open(name) as project:
                assert float(project.budget("first").spent.epsilon) == pytest.approx(0.9)
