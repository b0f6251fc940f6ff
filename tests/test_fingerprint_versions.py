"""Fingerprints carry a version (``ledger/fingerprint.py``): rows fingerprinted by the first version (a project
file and this computer's record written by the code before versions: tests/data/first_fingerprint/make.py) are
still the same people as the same rows imported now. The rows there are of little variety, so only their exact
fingerprint can recognise them."""

import json
import shutil
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dpgui.core.costs.accounting import BudgetExceeded, pure
from dpgui.store.importers import open_table
from dpgui.store.ledger.fingerprint import PREFIX, RowFingerprint, stored_fingerprint, version
from dpgui.store.ledger.first_version import FirstVersion
from dpgui.store.ledger.sketch_sql import MISSING_HASH, imported_value_hashes
from dpgui.store.project import Project

OLD = Path(__file__).resolve().parent / "data" / "first_fingerprint"


def charge(project: Project, name: str, epsilon: str) -> None:
    project.charge(name, pure(epsilon), {"kind": "test"}, {"name": "test"})


def old_project(tmp_path: Path) -> Path:
    path = tmp_path / "old.dpgui"
    shutil.copyfile(OLD / "old.dpgui", path)
    path.chmod(0o600)
    return path


def test_the_first_version_is_computed_as_before(tmp_path):
    conn = sqlite3.connect(old_project(tmp_path))
    dataset_id, columns, fingerprint, sketch = conn.execute(
        "SELECT id, columns_json, fingerprint, sketch FROM datasets").fetchone()
    first = stored_fingerprint(conn, dataset_id, json.loads(columns), FirstVersion)
    assert version(fingerprint) == 1 and first.hexdigest() == fingerprint and first.sketch() == json.loads(sketch)


def test_a_reimport_elsewhere_still_counts_what_the_first_version_recorded(tmp_path, machine_records):
    shutil.copyfile(OLD / "record" / "spending-record.sqlite", machine_records / "spending-record.sqlite")
    with Project.create(tmp_path / "new.dpgui", pure(1)) as project:
        info = project.add_dataset("again", open_table(OLD / "districts.csv"))
        assert version(info.fingerprint) == 2
        with pytest.raises(BudgetExceeded):  # 0.75 of 1 was spent on these people by the old project
            charge(project, "again", "0.5")
        charge(project, "again", "0.25")


def test_a_new_import_of_an_old_files_rows_cannot_get_a_budget_of_its_own(tmp_path):
    with Project.open(old_project(tmp_path)) as project:
        project.add_dataset("again", open_table(OLD / "districts.csv"))
        with pytest.raises(ValueError, match="the same people cannot be given a second budget"):
            project.declare_different_people("again", pure(1))
        with pytest.raises(BudgetExceeded):
            charge(project, "again", "0.5")


def test_an_old_file_opened_now_is_recognised_in_a_later_import_elsewhere(tmp_path):
    """The old project opened once by this code (a fresh computer's record): its rows get the current version's
    fingerprint, which an import of the same rows in another project then meets."""
    Project.open(old_project(tmp_path)).close()
    with Project.create(tmp_path / "new.dpgui", pure(1)) as project:
        project.add_dataset("again", open_table(OLD / "districts.csv"))
        with pytest.raises(BudgetExceeded):
            charge(project, "again", "0.5")


def test_imports_on_a_computer_without_the_first_version_skip_it(tmp_path):
    with Project.create(tmp_path / "new.dpgui", pure(1)) as project:
        project.add_dataset("districts", open_table(OLD / "districts.csv"))
        charge(project, "districts", "0.25")
        assert "hashes" not in project.sketch("districts") and "also" not in project.sketch("districts")


def test_the_vectorised_value_hash_is_pinned():
    """Version 2 stands on pandas' hash_array (SipHash-2-4, fixed key): a pandas that hashed otherwise would give
    the same rows another fingerprint, so this fails first."""
    assert list(pd.util.hash_array(np.array(["a", "34", "été", ""], dtype=object), categorize=False)) == [
        13950350942979735504, 2237983451096222978, 5908516111345628981, 1760245841805064774]
    fingerprint = RowFingerprint()
    fingerprint.add(["sex", "age"], [(["F", "M"], np.array([0, 1, 2])), (["34"], np.array([0, 0, 1]))])
    assert fingerprint.hexdigest() == "v2-3-df85f7adfd0d251542e731442aff87b0" and fingerprint.hexdigest().startswith(PREFIX)


def test_imported_values_hash_as_the_code_before_hashed_them_in_python():
    """The shared sketch's value hash, now computed for imports by DuckDB with the engines' SQL (``sketch_sql.py``),
    equals what the code before computed in Python (canonical text, then sha256), pinned here from that code
    (PYTHONPATH=/work/base): sketches kept in files and this computer's record keep meeting new imports."""
    values = [" 34 ", "34.0", "034", "1e3", "-.5", "+7", "ÉTÉ", "Straße", "İstanbul", "NaN", "inf", "1_000", "0x10",
              "１２", "12345678901234", "9e15", "-8796093022208", "8796093022207.9", "\t5", "a\x00b", "5.", ".", "1e",
              "Yes ", ""]
    assert [int(h) for h in imported_value_hashes(np.array(values, dtype=object))] == [
        17680006562368048074, 17680006562368048074, 17680006562368048074, 11156471666602460562, 6453461053788009998,
        3379470656405346725, 7242639958321628617, 18152561515422007704, 14501929756315134490, 11773351053792489638,
        15412358135652120279, 6644431136272365549, 15060562441512038472, 10045366473970957366, 13909401922915288137,
        8040403421604296160, 15568185182670072880, 8916144701330812283, 8747452240931318310, 4304903326964861571,
        15135658980450270608, 12870970031169949566, 9911328696491397394, 10287627369819809469, MISSING_HASH]


def test_an_error_in_the_sketchs_worker_thread_fails_the_fingerprint(monkeypatch):
    """The shared sketch of a chunk is computed beside the reading of the next: its error is not lost there."""
    def broken(texts, con=None):
        raise RuntimeError("hashing failed")

    monkeypatch.setattr("dpgui.store.ledger.fingerprint.imported_value_hashes", broken)
    fingerprint = RowFingerprint()
    fingerprint.add(["sex"], [(["F", "M"], np.array([0, 1, 2]))])
    with pytest.raises(RuntimeError, match="hashing failed"):
        fingerprint.sketch()
