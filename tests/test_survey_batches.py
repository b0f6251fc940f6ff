"""Survey responses stored in batches of columns (store/response_batches.py): files written before them upgrade on
open with every response as it was, ids stay unique across rows and batches, and batches are never changed."""

import shutil
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from openpyxl import load_workbook

from dpgui.core.costs.accounting import pure
from dpgui.core.rr.responses import ResponseColumns
from dpgui.engine.survey_estimates import survey_estimates
from dpgui.report.survey_export import write_export
from dpgui.store import response_batches as batches
from dpgui.store import surveys as store
from dpgui.store.errors import StoreError
from dpgui.store.migrations import SCHEMA_VERSION
from dpgui.store.project import Project
from dpgui.store.safe_cells import write_workbook
from tests.survey_fixtures import make_survey

OLD = Path(__file__).parent / "data" / "old_survey"  # written by the code before batches: see make_old_survey.py


def test_a_file_with_one_json_row_per_response_upgrades_and_exports_the_same_bytes(tmp_path):
    path = tmp_path / "old.dpgui"
    shutil.copyfile(OLD / "responses_v5.dpgui", path)
    with Project.open(path) as project:
        assert project._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert project._conn.execute("SELECT COUNT(*) FROM responses").fetchone()[0] == 0  # all moved to batches
        survey = store.current_survey(project)
        assert store.response_count(project, survey) == 7
        found = store.response_columns(project, survey)
        written = write_export(survey, found, survey_estimates(survey, found, by="region"), tmp_path / "export_v5.csv")
        for file in written:
            assert file.read_bytes() == (OLD / file.name).read_bytes(), file.name
        # the instance ids still make a re-import add nothing; a new one is added
        assert store.commit_many(project, survey, [{"region": "north", "drugs": "no", "income": "band0"}] * 2,
                                 "again.csv", ids=["id-a", "id-d"]) == 1
        store.commit_response(project, survey, {"region": "south", "drugs": "yes", "income": "band1"})
        assert store.response_count(project, survey) == 9
        assert len({r["uuid"] for r in store.responses(project, survey)}) == 9


def test_an_upgrade_that_fails_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "old.dpgui"
    shutil.copyfile(OLD / "responses_v5.dpgui", path)

    def broken(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(batches, "pack", broken)
    with pytest.raises(StoreError):
        Project.open(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION - 1
    assert conn.execute("SELECT COUNT(*) FROM responses").fetchone()[0] == 7
    conn.close()


def test_ids_stay_unique_across_rows_and_batches_and_the_first_of_two_wins(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        survey = make_survey()
        store.save_survey(project, survey)
        kiosk = store.commit_response(project, survey, {"region": "north", "drugs": "yes", "income": "band0"})
        rows = [{"region": r, "drugs": "no", "income": "band1"} for r in ("north", "south", "north", "south")]
        assert store.commit_many(project, survey, rows, "a.csv", ids=[kiosk, "x", "x", None]) == 2
        kept = {r["uuid"]: r for r in store.responses(project, survey)}
        assert len(kept) == 3 and kept["x"]["answers"]["region"] == "south" and kept[kiosk]["source"] == "kiosk"
        assert store.commit_many(project, survey, rows[:1], "b.csv", ids=["x"]) == 0
        with pytest.raises(StoreError):  # never changed, never deleted, and the survey stays locked
            with project._write() as conn:
                conn.execute("DELETE FROM response_batches")
        with pytest.raises(StoreError):
            with project._write() as conn:
                conn.execute("UPDATE response_batches SET n = 0")
        with pytest.raises(StoreError):
            with project._write() as conn:
                conn.execute("DELETE FROM responses")
                conn.execute("UPDATE surveys SET survey_json = '{}'")


def test_a_response_sent_again_with_its_id_is_skipped_whether_stored_alone_or_in_a_batch(tmp_path, monkeypatch):
    """One idempotence rule for both tables: a phone's retried submission (its own id) adds nothing, and the
    batches' sorted ids are searched correctly for ids of every width, across several batches and chunks."""
    monkeypatch.setattr(batches, "BATCH_ROWS", 3)
    monkeypatch.setattr(batches, "ID_CHUNK", 2)
    answer = {"region": "north", "drugs": "yes", "income": "band0"}
    imported = ["uuid-a", "b", "ç-long-id-0123456789", "k", "d2", "e", "zz", "a"]
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        survey = make_survey()
        store.save_survey(project, survey)
        assert store.commit_many(project, survey, [answer] * len(imported), "a.csv", ids=imported) == 8
        assert project._read().execute("SELECT COUNT(*) FROM response_batches").fetchone()[0] == 3
        for key in imported:  # each stored in a batch: sent again, skipped
            assert store.commit_response(project, survey, answer, key=key) == key
        assert store.response_count(project, survey) == 8
        for key in ("", "uuid-", "c", "ç", "zzz", "phone-1"):  # new ids, between, before and after the stored ones
            assert store.commit_response(project, survey, answer, key=key or None)
        assert store.commit_response(project, survey, answer, key="phone-1") == "phone-1"  # stored alone: skipped
        assert store.response_count(project, survey) == 14
        assert store.commit_many(project, survey, [answer] * 2, "b.csv", ids=["phone-1", "zzz"]) == 0
        with pytest.raises(ValueError):  # the answers are checked before anything else
            store.commit_response(project, survey, {**answer, "drugs": "maybe"}, key="uuid-a")


def test_columns_pack_and_unpack_whole():
    names = ["q", "t"]
    given = [{"uuid": key, "device": "d", "collected_at": at, "source": "s", "answers": {"q": q, "t": t}}
             for key, at, q, t in (("a", "2", "yes", "Zoë ünïcode"), ("bbbbbbbbbbbb", "1", "", ""),
                                   ("ç-3", "1", "no", "=HYPERLINK(1)"))]
    columns = ResponseColumns.from_dicts(names, given)
    back = batches.unpack(batches.pack(columns))
    assert back.records() == given
    assert [r["uuid"] for r in back.ordered().records()] == ["bbbbbbbbbbbb", "ç-3", "a"]  # time, then id
    uuids = store.fresh_ids(1000)
    assert len(set(uuids.tolist())) == 1000 and all(k[14:15] == b"4" and k[19:20] in b"89ab" for k in uuids.tolist())
    assert np.array_equal(batches.unpack(batches.pack(ResponseColumns.from_dicts(
        [], [{"uuid": k.decode(), "answers": {}} for k in uuids.tolist()]))).ids, uuids)


def test_a_streamed_workbook_keeps_formulas_as_text(tmp_path):
    path = write_workbook(tmp_path / "x.xlsx", [("s", ["a", "b"], iter([["=1+1", 2], ["-2", "@x"]]))], private=True)
    sheet = load_workbook(path)["s"]
    assert [[c.value for c in row] for row in sheet.iter_rows()] == [["a", "b"], ["=1+1", 2], ["-2", "@x"]]
    assert all(c.data_type != "f" for row in sheet.iter_rows() for c in row)
    assert path.stat().st_mode & 0o777 == 0o600
