"""File tricks cannot refund or duplicate a budget: hard links, copies spent on both, restored backups,
raised totals, deleted tails, recomputed chains, re-imports of the same rows, edits behind dpgui."""

import json
import os
import shutil
import sqlite3
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.costs.accounting import BudgetExceeded, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.progress import Task
from dpgui.engine.release import release
from dpgui.resources import example_path
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import LedgerTampered, ProjectBusy, StoreError
from dpgui.store.importers import open_table
from dpgui.store.ledger.journal import canonical, event_hash
from dpgui.store.project import Project
from tests.test_project_file import edit_behind_dpgui

HIST = {"type": "histogram", "column": "region"}


def spend(path, epsilon: str):
    with Project.open(path) as project:
        return release(project, "clinic", HIST, PrivacySetting.of(epsilon=epsilon))


def spent(path) -> float:
    with Project.open(path) as project:
        return float(project.budget("clinic").spent.epsilon)


def rewrite_journal(path, change):
    """Rewrite every event body with ``change`` and recompute the whole sha256 chain, as a careful
    tamperer would; the file then verifies on its own."""
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER journal_append_only_update")
    conn.execute("DROP TRIGGER journal_append_only_delete")
    rows = conn.execute("SELECT seq, kind, body FROM journal ORDER BY seq").fetchall()
    conn.execute("DELETE FROM journal")
    prev = "0" * 64
    for seq, kind, body in rows:
        text = canonical(change(kind, json.loads(body)))
        digest = event_hash(prev, kind, text)
        conn.execute("INSERT INTO journal VALUES (?, ?, ?, ?, ?)", (seq, kind, text, prev, digest))
        prev = digest
    conn.commit()
    conn.close()


def test_a_file_with_two_names_is_refused(example_project):
    link = example_project.with_name("second-name.dpgui")
    os.link(example_project, link)
    for name in (example_project, link):
        with pytest.raises(StoreError, match="hard links"):
            Project.open(name)
        with pytest.raises(StoreError, match="hard links"):
            Project.open(name, readonly=True)


def test_a_link_made_while_open_cannot_become_a_second_writer(example_project):
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.5"))
        link = example_project.with_name("second-name.dpgui")
        os.link(example_project, link)
        with pytest.raises(StoreError, match="hard links"):
            Project.open(link)
    os.unlink(link)
    assert spent(example_project) == pytest.approx(0.5)


def test_the_lock_follows_the_file_not_its_path(example_project):
    alias = example_project.with_name("alias.dpgui")
    alias.symlink_to(example_project)
    with Project.open(example_project):
        with pytest.raises(ProjectBusy, match="open for changes elsewhere"):
            Project.open(alias)


def test_copy_then_spend_on_both(example_project):
    copy = example_project.with_name("copy.dpgui")
    shutil.copyfile(example_project, copy)
    spend(example_project, "0.6")
    with Project.open(copy) as project:
        assert "counts less spending" in " ".join(project.notices)
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.6)
        with pytest.raises(BudgetExceeded):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.6"))
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.3"))
    assert spent(example_project) == pytest.approx(0.9)  # the copy's spending reaches the original too


def test_a_backup_counts_each_of_many_equal_charges(example_project, tmp_path):
    """The record counts charges by cost: five of ε = 0.1 are 0.5, not 0.1."""
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    for _ in range(5):
        spend(example_project, "0.1")
    assert spent(backup) == pytest.approx(0.5)


def test_restored_older_backup(example_project, tmp_path):
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    spend(example_project, "0.5")
    shutil.copyfile(backup, example_project)  # the curator restores yesterday's file
    with Project.open(example_project) as project:
        assert any("older copy, a restored backup" in n for n in project.notices)
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.5)
    with Project.open(example_project) as project:
        assert project.notices == []  # said once, then recorded in the file itself
        assert [c["reason"] for c in project.carried()] == ["spending this computer recorded that the file did not count"]


def test_deleted_tail(example_project):
    spend(example_project, "0.2")
    spend(example_project, "0.3")
    edit_behind_dpgui(example_project, "DROP TRIGGER journal_append_only_delete", "DELETE FROM results",
                 "DELETE FROM journal WHERE seq > (SELECT MAX(seq) - 4 FROM journal)")  # both charges and outcomes
    with Project.open(example_project) as project:
        assert project.ledger() == []
        assert any("(ε = 0.5 less)" in n for n in project.notices)
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.5)


def test_recomputed_chain_with_lower_costs(example_project):
    spend(example_project, "0.5")

    def cheaper(kind, body):
        if kind in ("charge", "outcome"):
            body = {**body, ("cost" if kind == "charge" else "spent"): ["pure", "1/1000", "0", "0"]}
        return body

    rewrite_journal(example_project, cheaper)
    with Project.open(example_project) as project:
        assert project.notices
        assert float(project.budget("clinic").spent.epsilon) >= 0.5


def test_raised_total_in_a_recomputed_chain(example_project):
    spend(example_project, "0.9")
    rewrite_journal(example_project, lambda kind, body: {**body, "budget": ["pure", "1000", "0", "0"]}
                    if kind == "population" else body)
    with Project.open(example_project) as project:
        assert any("larger" in n and "smaller total is kept" in n for n in project.notices)
        assert project.budget("clinic").total.epsilon == 1
        with pytest.raises(BudgetExceeded):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.5"))


def test_edited_journal_or_declaration_is_refused(example_project):
    spend(example_project, "0.1")
    edit_behind_dpgui(example_project, "UPDATE datasets SET schema_json = replace(schema_json, '\"West\"', '\"Wes\"')")
    with pytest.raises(LedgerTampered, match="declaration of 'clinic'"):
        Project.open(example_project)


def test_budget_columns_cannot_be_raised_edit_behind_dpgui(example_project):
    with pytest.raises(sqlite3.OperationalError, match="no such column"):
        edit_behind_dpgui(example_project, "UPDATE datasets SET budget_epsilon = '1000'")


def test_reimport_of_the_same_rows_shares_the_budget(example_project, tmp_path):
    shuffled = tmp_path / "same-people.csv"
    header, *rows = example_path("clinic_survey.csv").read_text(encoding="utf-8").splitlines()
    shuffled.write_text("\n".join([header, *reversed(rows)]) + "\n", encoding="utf-8")
    spend(example_project, "0.7")
    with Project.open(example_project) as project:
        project.add_dataset("again", open_table(shuffled), project.dataset("clinic").schema)
        assert "mostly the same, as those of 'clinic'" in " ".join(project.notices)
        assert float(project.budget("again").spent.epsilon) == pytest.approx(0.7)
        with pytest.raises(BudgetExceeded):
            release(project, "again", HIST, PrivacySetting.of(epsilon="0.5"))
        with pytest.raises(ValueError, match="mostly the same, rows"):
            project.declare_different_people("again", pure(1))


def test_a_dataset_about_other_people_gets_its_own_budget(example_project, tmp_path):
    other = tmp_path / "other.csv"
    other.write_text("region\n" + "North\nSouth\n" * 50, encoding="utf-8")
    spend(example_project, "0.8")
    with Project.open(example_project) as project:
        project.add_dataset("other", open_table(other))
        assert project.budget("other").shared_with == ("clinic", "other")
        project.set_schema("other", project.dataset("clinic").schema.__class__(
            {"region": project.dataset("clinic").schema.columns["region"]}))
        release(project, "other", HIST, PrivacySetting.of(epsilon="0.1"))
        project.declare_different_people("other", pure(1), "people of the second district")
        budget = project.budget("other")
        assert (budget.population, budget.shared_with) == ("people of the second district", ("other",))
        assert float(budget.spent.epsilon) == pytest.approx(0.1)  # what was spent on it still counts
        release(project, "other", HIST, PrivacySetting.of(epsilon="0.5"))
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.9)
    with Project.open(example_project) as project:
        assert [b.population for b in project.populations()] == ["everyone in this project",
                                                                  "people of the second district"]


def test_the_same_rows_in_a_new_project_carry_their_spending(example_project, tmp_path):
    spend(example_project, "0.7")
    other = tmp_path / "other.dpgui"
    with Project.create(other, pure(1)) as project:
        project.add_dataset("clinic", open_table(example_path("clinic_survey.csv")))
        # said, and counted, as soon as the rows are in: the budget shown is the one a charge would meet
        assert "already used in another project" in " ".join(project.notices)
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.7)
        project.set_schema("clinic", Project.open(example_project, readonly=True).dataset("clinic").schema)
    with Project.open(other) as project:
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.7)
        with pytest.raises(BudgetExceeded):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.5"))


def test_settings_that_decide_the_noise_come_from_the_journal(example_project):
    """Editing the meta table (rows per person, privacy unit, identity) changes nothing."""
    spend(example_project, "0.5")
    backup = example_project.with_name("backup.dpgui")
    shutil.copyfile(example_project, backup)
    edit_behind_dpgui(backup, "UPDATE meta SET value = 'replace_one' WHERE key = 'privacy_unit'",
                      "UPDATE meta SET value = '7' WHERE key = 'max_rows_per_person'",
                      "UPDATE meta SET value = '00000000-0000-0000-0000-000000000000' WHERE key = 'project_id'")
    with Project.open(example_project) as project:
        expected = (project.project_id, project.privacy_unit, project.max_rows_per_person)
    with Project.open(backup) as project:
        assert (project.project_id, project.privacy_unit, project.max_rows_per_person) == expected


def test_a_lowered_outcome_is_put_back(example_project):
    spend(example_project, "0.5")
    rewrite_journal(example_project, lambda kind, body: {**body, "spent": ["pure", "0", "0", "0"]}
                    if kind == "outcome" else body)
    with Project.open(example_project) as project:
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.5)


def test_a_backup_counts_what_a_release_stopped_early_spent(example_project, tmp_path):
    """This machine's record holds a charge in full until it completes; one stopped early then counts what it
    used, in a backup taken before it too."""
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    task = Task(lambda fraction, message: task.stop() if message.startswith("round 2 ") else None)
    with Project.open(example_project) as project:
        release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 1, "rounds": 4},
                PrivacySetting.of(epsilon="0.5"), task=task)
        used = project.budget("clinic").spent.epsilon
    assert 0 < used < Fraction(1, 2)
    with Project.open(backup) as project:
        assert project.budget("clinic").spent.epsilon == used


def test_a_damaged_record_on_this_computer_is_refused_not_reset(example_project, machine_records):
    spend(example_project, "0.5")
    record = machine_records / "spending-record.sqlite"
    data = bytearray(record.read_bytes())
    data[100:4096] = b"\xa5" * (4096 - 100)
    record.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="record of dpgui spending .* is damaged"):
        Project.open(example_project)
    assert record.read_bytes() == bytes(data)  # left as it is, for the user to restore


def test_a_backup_from_before_a_dataset_got_its_own_budget_still_counts_it(example_project, tmp_path):
    from dpgui.core.costs.accounting import zcdp
    other = tmp_path / "other.csv"
    other.write_text("region\n" + "North\nSouth\n" * 50, encoding="utf-8")
    with Project.open(example_project) as project:
        project.add_dataset("other", open_table(other))
        project.set_schema("other", project.dataset("clinic").schema.__class__(
            {"region": project.dataset("clinic").schema.columns["region"]}))
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    with Project.open(example_project) as project:
        project.declare_different_people("other", zcdp(1))
        release(project, "other", HIST, PrivacySetting.of(rho="0.5"))
    shutil.copyfile(backup, example_project)
    with Project.open(example_project) as project:  # ρ cannot be told in ε: the shared budget counts as spent
        assert project.budget("other").remaining.epsilon == 0 and project.notices


def test_data_swapped_behind_dpgui_is_refused(example_project, tmp_path):
    """Rows copied into another dataset's storage (here: into a dataset with a budget of its own) are not
    the data that dataset was declared with; releasing from it is refused, and the charge it asked stays."""
    other = tmp_path / "other.csv"
    other.write_text("region\nNorth\n", encoding="utf-8")
    with Project.open(example_project) as project:
        project.add_dataset("junk", open_table(other))
        schema = project.dataset("clinic").schema
        project.set_schema("junk", schema.__class__({"region": schema.columns["region"]}))
        project.declare_different_people("junk", pure(5))
        clinic, junk = project.dataset("clinic"), project.dataset("junk")
        column = clinic.columns.index("region")
    edit_behind_dpgui(example_project, f"DELETE FROM chunks WHERE dataset_id = {junk.id}",
                      f"INSERT INTO chunks SELECT {junk.id}, 0, chunk_index, n_rows, uniques, codes FROM chunks"
                      f" WHERE dataset_id = {clinic.id} AND column_index = {column}")
    with Project.open(example_project) as project:
        with pytest.raises(LedgerTampered, match="changed outside dpgui"):
            release(project, "junk", HIST, PrivacySetting.of(epsilon="0.1"))
        assert [e.state for e in project.ledger("junk")] == ["failed"]


def near_copy(tmp_path, name: str, extra: str = "", rename: bool = False):
    """The example's rows, reversed, with ``extra`` rows added and, if asked, its columns renamed."""
    header, *rows = example_path("clinic_survey.csv").read_text(encoding="utf-8").splitlines()
    if rename:
        header = ",".join(f"{c}_2024" for c in header.split(","))
    path = tmp_path / name
    path.write_text("\n".join([header, *reversed(rows)]) + "\n" + extra, encoding="utf-8")
    return path


def test_mostly_the_same_rows_share_the_budget(example_project, tmp_path):
    """One late respondent added and the columns renamed: still the same people."""
    spend(example_project, "0.7")
    later = near_copy(tmp_path, "wave-2.csv", "R9999,North,40,no,2,1\n", rename=True)
    with Project.open(example_project) as project:
        project.add_dataset("wave 2", open_table(later))
        assert "mostly the same" in " ".join(project.notices)
        assert project.budget("wave 2").shared_with == ("clinic", "wave 2")
        with pytest.raises(ValueError, match="mostly the same"):
            project.declare_different_people("wave 2", pure(1))


def test_mostly_the_same_rows_in_another_project_carry_their_spending(example_project, tmp_path):
    spend(example_project, "0.7")
    other = tmp_path / "other.dpgui"
    with Project.create(other, pure(1)) as project:
        project.add_dataset("clinic", open_table(near_copy(tmp_path, "again.csv", "R9999,North,40,no,2,1\n")))
        assert "mostly the same" in " ".join(project.notices)
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.7)
    with Project.open(other) as project:
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.7)


def test_rows_imported_elsewhere_while_a_project_is_open_are_compared_at_its_next_charge(example_project, tmp_path):
    """A charge compares this project's datasets only with datasets imported since it last looked; one
    imported in another project while this one stays open, and spent on there, still counts here."""
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))  # compared with all there is
        other = tmp_path / "other.dpgui"
        with Project.create(other, pure(1)) as elsewhere:
            elsewhere.add_dataset("again", open_table(near_copy(tmp_path, "again.csv", "R9999,North,40,no,2,1\n")))
            elsewhere.set_schema("again", project.dataset("clinic").schema)
            release(elsewhere, "again", HIST, PrivacySetting.of(epsilon="0.5"))
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        assert "mostly the same" in " ".join(project.notices)
        assert project.budget("clinic").spent.epsilon == Fraction("0.7")


def spend_on_a_near_copy_elsewhere(example_project, tmp_path, epsilon: str) -> None:
    """Another project holds mostly the same rows (one respondent added) and spends ``epsilon`` on them."""
    with Project.open(example_project, readonly=True) as project:
        schema = project.dataset("clinic").schema
    with Project.create(tmp_path / "other.dpgui", pure(1)) as other:
        other.add_dataset("again", open_table(near_copy(tmp_path, "again.csv", "R9999,North,40,no,2,1\n")), schema)
        release(other, "again", HIST, PrivacySetting.of(epsilon=epsilon))


def test_a_reimport_beside_an_old_format_sketch_is_still_compared(example_project, tmp_path):
    """Sketches written before 63da9ed are bare lists, which resemble nothing. Re-importing the same rows
    gives the population a working sketch under the same fingerprint: that sketch is compared anew."""
    edit_behind_dpgui(example_project, "UPDATE datasets SET sketch = json_extract(sketch, '$.all')")
    spend_on_a_near_copy_elsewhere(example_project, tmp_path, "0.7")
    with Project.open(example_project) as project:
        project.add_dataset("clinic again", open_table(example_path("clinic_survey.csv")),
                            project.dataset("clinic").schema)
        with pytest.raises(BudgetExceeded):
            release(project, "clinic again", HIST, PrivacySetting.of(epsilon="0.5"))
        assert project.budget("clinic").spent.epsilon == Fraction("0.7")


def test_a_copy_with_an_edited_sketch_does_not_hide_spending_from_the_original(example_project, tmp_path):
    spend_on_a_near_copy_elsewhere(example_project, tmp_path, "0.7")
    copy = tmp_path / "copy.dpgui"
    shutil.copyfile(example_project, copy)
    edit_behind_dpgui(copy, "UPDATE datasets SET sketch = '{}'")
    Project.open(copy).close()
    with Project.open(example_project) as project:
        assert project.budget("clinic").spent.epsilon == Fraction("0.7")
        with pytest.raises(BudgetExceeded):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.5"))


def test_different_people_are_not_taken_for_the_same(example_project, tmp_path):
    """Power check of the resemblance: another district's rows do not join the budget."""
    other = tmp_path / "district.csv"
    other.write_text("respondent,region,age,smoker,visits_last_year,drug_use_reported\n"
                     + "".join(f"D{i},East,{20 + i % 50},yes,{i % 7},0\n" for i in range(400)), encoding="utf-8")
    spend(example_project, "0.7")
    with Project.open(example_project) as project:
        project.add_dataset("district", open_table(other))
        assert project.notices == []
        project.declare_different_people("district", pure(1))
        assert project.budget("district").spent.epsilon == 0


def test_a_restored_backup_then_an_own_budget_does_not_refund(example_project, tmp_path):
    """What a backup got back from this computer's record moves with a dataset given its own budget."""
    other = tmp_path / "south.csv"
    other.write_text("region\n" + "South\nEast\n" * 50, encoding="utf-8")
    with Project.open(example_project) as project:
        project.add_dataset("south", open_table(other))
        schema = project.dataset("clinic").schema
        project.set_schema("south", schema.__class__({"region": schema.columns["region"]}))
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    backup.chmod(0o600)
    with Project.open(example_project) as project:
        release(project, "south", HIST, PrivacySetting.of(epsilon="1"))
    with Project.open(backup) as project:
        project.declare_different_people("south", pure(1))
        assert project.budget("south").remaining.epsilon == 0
        with pytest.raises(BudgetExceeded):
            release(project, "south", HIST, PrivacySetting.of(epsilon="0.5"))


def test_a_refused_charge_keeps_what_was_carried_in(example_project, tmp_path):
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    spend(example_project, "0.9")
    with Project.open(backup, readonly=True) as project:  # before any change: the view already counts it
        assert float(project.budget("clinic").spent.epsilon) == pytest.approx(0.9)
    with Project.open(backup) as project:
        with pytest.raises(BudgetExceeded):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.5"))
    with Project.open(backup, readonly=True) as project:
        assert project.carried() and float(project.budget("clinic").spent.epsilon) == pytest.approx(0.9)


def test_an_interrupted_charge_cannot_be_completed_later(example_project):
    from dpgui.core.costs.accounting import Cost
    with Project.open(example_project) as project:
        charge = project.charge("clinic", pure(1), {"type": "count"}, {})
    with Project.open(example_project) as project:
        with pytest.raises(ValueError, match="not made by this session"):
            project.complete(charge, {}, [], Cost("pure"))
        assert project.budget("clinic").spent.epsilon == 1


def test_a_lost_record_on_this_computer_is_noticed(example_project, machine_records):
    spend(example_project, "0.5")
    (machine_records / "spending-record.sqlite").unlink()
    with Project.open(example_project) as project:
        assert any("record of dpgui spending is new, or was deleted" in n for n in project.notices)


@pytest.mark.skipif(os.name == "nt", reason="Windows does not delete an open file")
def test_a_record_deleted_while_a_project_is_open_gets_what_is_spent_after(example_project, machine_records,
                                                                           tmp_path):
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    with Project.open(example_project) as project:
        (machine_records / "spending-record.sqlite").unlink()
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.25"))
    with Project.open(backup) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)


def test_only_the_bundled_example_is_practice(tmp_path):
    """A project marked practice that is not the shipped example is an ordinary one: copies of it carry spending."""
    path = tmp_path / "marked.dpgui"
    with Project.create(path, pure(1), practice=True) as project:
        project.add_dataset("clinic", open_table(example_path("clinic_survey.csv")))
        assert not project.practice
    copy = tmp_path / "copy.dpgui"
    shutil.copyfile(path, copy)
    with Project.open(path) as project:
        project.set_schema("clinic", parse_schema(
            {"columns": {"region": {"type": "categorical", "categories": ["North", "South", "East", "West"]}}}))
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="1"))
    with Project.open(copy) as project:
        assert project.budget("clinic").remaining.epsilon == 0


@pytest.mark.parametrize("variant", ["subset", "spelling"])
def test_a_subset_or_a_respelling_of_the_rows_shares_the_budget(example_project, tmp_path, variant):
    header, *rows = example_path("clinic_survey.csv").read_text(encoding="utf-8").splitlines()
    if variant == "subset":  # the younger respondents only
        rows = [r for r in rows if int(r.split(",")[2]) < 45]
    else:  # ages written as decimals, answers in capitals
        rows = [",".join(f"{c}.0" if c.isdigit() else c.upper() if c in ("yes", "no") else c for c in r.split(","))
                for r in rows]
    path = tmp_path / f"{variant}.csv"
    path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    spend(example_project, "0.7")
    with Project.open(example_project) as project:
        project.add_dataset(variant, open_table(path))
        assert project.budget(variant).shared_with == ("clinic", variant)


def test_rows_of_little_variety_are_not_taken_for_the_same_people(example_project, tmp_path):
    """Two districts' answers over a few categories repeat the same few rows; only an exact match joins them."""
    for name, shift in (("north", 0), ("south", 1)):
        (tmp_path / f"{name}.csv").write_text("sex,smoker\n" + "".join(
            f"{'FM'[(i + shift) % 2]},{['yes', 'no'][(i * 7 + shift) % 3 == 0]}\n" for i in range(400)), encoding="utf-8")
    with Project.open(example_project) as project:
        project.add_dataset("north", open_table(tmp_path / "north.csv"))
        project.add_dataset("south", open_table(tmp_path / "south.csv"))
        project.declare_different_people("south", pure(1))
        assert project.budget("south").shared_with == ("south",)


def test_a_record_with_two_names_is_refused(example_project, machine_records):
    spend(example_project, "0.25")
    os.link(machine_records / "spending-record.sqlite", machine_records / "second-name.sqlite")
    with pytest.raises(StoreError, match="has 2 names on this disk"):
        Project.open(example_project)
    (machine_records / "second-name.sqlite").unlink()
    with Project.open(example_project) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)


def test_a_copy_of_the_record_alone_taken_after_closing_holds_every_charge(example_project, machine_records,
                                                                            tmp_path):
    """Closing folds the record's log back into its file, even while another dpgui still has it open."""
    backup = tmp_path / "backup.dpgui"
    shutil.copyfile(example_project, backup)
    other = sqlite3.connect(machine_records / "spending-record.sqlite")  # another dpgui, idle, keeps the log open
    other.execute("SELECT count(*) FROM charges").fetchall()
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.25"))
    shutil.copyfile(machine_records / "spending-record.sqlite", tmp_path / "record-copy.sqlite")
    other.close()
    for leftover in machine_records.glob("spending-record.sqlite*"):
        leftover.unlink()
    shutil.copyfile(tmp_path / "record-copy.sqlite", machine_records / "spending-record.sqlite")
    with Project.open(backup) as project:  # only the record knows of the charge
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)


def test_a_record_held_by_another_dpgui_is_called_busy_not_damaged(example_project, record_held_elsewhere):
    spend(example_project, "0.25")
    with record_held_elsewhere(), pytest.raises(StoreError, match="stayed busy in another dpgui") as refused:
        Project.open(example_project)
    assert "damaged" not in str(refused.value)


def test_a_record_another_dpgui_writes_to_for_long_is_called_busy(example_project, machine_records, monkeypatch):
    from dpgui.store.ledger import anchor
    monkeypatch.setattr(anchor, "BUSY_TIMEOUT", 0.2)
    with Project.open(example_project) as project:
        other = sqlite3.connect(machine_records / "spending-record.sqlite", isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another dpgui in the middle of a charge
        try:
            with pytest.raises(StoreError, match="stayed busy in another dpgui"):
                release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.25"))
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert project.budget("clinic").spent.epsilon == 0  # refused before anything was charged


def test_a_column_kept_decoded_is_checked_again_after_another_connection_writes(example_project):
    """A small column stays decoded between releases of one open project, but only while no other connection (in
    any process) has written to the file: data swapped behind dpgui while the project is open is refused at the next
    release, as it is when the column is read afresh. What a reader gets cannot change what the next one gets."""
    with Project.open(example_project) as project:
        release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))  # the column is kept decoded
        info = project.dataset("clinic")
        column, other = info.columns.index("region"), info.columns.index("smoker")
        [(raw, codes)] = project.column_chunks(info, "region")
        assert not codes.flags.writeable
        raw.append("changed by a reader")
        [(again, _)] = project.column_chunks(info, "region")
        assert "changed by a reader" not in again
        edit_behind_dpgui(example_project, f"UPDATE chunks SET codes = (SELECT codes FROM chunks WHERE dataset_id = "
                          f"{info.id} AND column_index = {other}) WHERE dataset_id = {info.id} AND column_index = "
                          f"{column}")
        with pytest.raises(LedgerTampered, match="changed outside dpgui"):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))


def test_a_column_is_kept_decoded_only_while_its_texts_are_small(tmp_path):
    """What is kept between releases is bounded by its texts as well as its codes: a one-chunk column of long free
    text is read afresh each time, so memory kept cannot grow with what the data holds."""
    import dpgui.store.project as store

    path = tmp_path / "text.dpgui"
    long = [f"{i:06d}" + "x" * 2_000 for i in range(600)]  # 600 distinct texts of 2 KB: codes 600 bytes, texts 4.8 MB
    csv = tmp_path / "text.csv"
    csv.write_text("note,region\n" + "".join(f"{t},{'ab'[i % 2]}\n" for i, t in enumerate(long)))
    with Project.create(path, pure(10)) as project:
        project.add_dataset("d", open_table(csv))
        info = project.dataset("d")
        list(project.column_chunks(info, "note"))
        list(project.column_chunks(info, "region"))
        kept = {key[1] for key in project._decoded}
    assert kept == {info.columns.index("region")}
    assert store._held_bytes(long, np.zeros(600, np.uint16)) > store.DECODED_BYTES
