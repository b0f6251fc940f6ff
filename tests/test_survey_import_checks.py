"""Imported responses are checked column by column (store/importers/rr_responses.py: each distinct value once,
then mapped to its rows); the refusals read exactly as when every row was checked in turn: row-major order, the
first 20, then how many more, and the rows left out in review neither checked nor imported, across chunks."""

import pytest

from dpgui.store.errors import ImportFailed
from dpgui.store.importers import rr_responses
from dpgui.store.importers.rr_responses import read_responses
from tests.survey_fixtures import make_survey


@pytest.fixture
def small_chunks(monkeypatch):
    """The reader yields 4 rows at a time, so that rows, errors and left-out submissions span chunks."""
    def open_small(path):
        source = open_table(path)
        source.chunk_rows = 4
        return source
    open_table = rr_responses.open_table
    monkeypatch.setattr(rr_responses, "open_table", open_small)


def _export(path, n: int):
    rows = ["KEY,ReviewState,SubmissionDate,region,drugs,income"]
    for i in range(n):
        rows.append(f" uuid:{i} ,{'rejected' if i % 7 == 3 else ''},{'' if i == 1 else f'2026-03-{1 + i:02d}'},"
                    f"{'west' if i % 3 == 0 else 'north'},{'maybe' if i % 2 else 'Oui'},{'band9' if i % 5 == 0 else 'band1'}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_refusals_are_listed_row_by_row_the_first_twenty_then_how_many_more(tmp_path, small_chunks):
    region = "region: 'west' is not a possible answer (allowed: north, south)"
    drugs = "drugs: 'maybe' is not a possible answer (allowed: yes, no)"
    income = "income: 'band9' is not a possible answer (allowed: band0, band1, band2)"
    expected = [(2, "region", region), (2, "income", income), (3, "drugs", drugs), (7, "drugs", drugs),
                (7, "income", income), (8, "region", region), (9, "drugs", drugs), (11, "region", region),
                (11, "drugs", drugs), (13, "drugs", drugs), (14, "region", region), (15, "drugs", drugs),
                (17, "region", region), (17, "drugs", drugs), (17, "income", income), (20, "region", region),
                (21, "drugs", drugs), (22, "income", income), (23, "region", region), (23, "drugs", drugs)]
    with pytest.raises(ImportFailed) as refused:
        read_responses(make_survey(), _export(tmp_path / "errors.csv", 30))
    assert str(refused.value).splitlines() == [
        "errors.csv: 26 value(s) outside the survey's design, so nothing was imported:",
        *(f"row {row}, column {column}: {problem}" for row, column, problem in expected), "… and 6 more"]


def test_answers_ids_and_times_are_mapped_back_to_their_rows(tmp_path, small_chunks):
    path = tmp_path / "good.csv"
    path.write_text("KEY,ReviewState,SubmissionDate,region,drugs,income\n"
                    " uuid:a ,,2026-03-01,north,Oui,band0\n,rejected,,west,maybe,band9\n"
                    "uuid:c,,,Sud,0,band2\n,,2026-03-04,north,,band1\nd,hasIssues,2026-03-05,south,Non,band1\n",
                    encoding="utf-8")
    found = read_responses(make_survey(), path)
    assert found.answers == [{"region": "north", "drugs": "yes", "income": "band0"},
                             {"region": "south", "drugs": "no", "income": "band2"},
                             {"region": "north", "drugs": "", "income": "band1"},
                             {"region": "south", "drugs": "no", "income": "band1"}]
    assert found.ids.tolist() == ["a", "c", None, "d"] and found.times.tolist() == [
        "2026-03-01", None, "2026-03-04", "2026-03-05"]
    assert found.left_out == {"rejected": 1} and found.notice == "1 rejected submission was left out."
