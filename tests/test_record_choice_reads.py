"""The choice of record is asked at every charge: its file is read again whenever it may have changed, and a switch
made while a project is open is still refused at the next charge (``record_choice.chosen``)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import release as engine
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import StoreError
from dpgui.store.importers import open_table
from dpgui.store.ledger import record_choice
from dpgui.store.project import Project

COUNT = {"type": "count"}
SCHEMA = {"columns": {"region": {"type": "categorical", "categories": ["North", "South"]}}}


@pytest.fixture
def reads(monkeypatch):
    """How many times the choice's file has been read; no read kept from an earlier test."""
    monkeypatch.setattr(record_choice, "_last", None)
    counted = []
    real = record_choice._read
    monkeypatch.setattr(record_choice, "_read", lambda path: counted.append(path) or real(path))
    return counted


def test_a_choice_written_moments_ago_is_read_at_every_ask(reads):
    # its timestamps may be too coarse to show a second write within them, so nothing is reused
    record_choice.use(None)
    reads.clear()
    for _ in range(3):
        assert record_choice.chosen() == record_choice.RecordChoice("local", None, "settings")
    assert len(reads) == 3


def test_a_settled_choice_is_read_once_until_its_file_changes(reads, monkeypatch):
    monkeypatch.setattr(record_choice, "_SETTLED_NS", -10**12)  # as if written long ago
    record_choice.use(None)  # which reads it back once
    reads.clear()
    for _ in range(3):
        assert record_choice.chosen().kind == "local"
    assert not reads
    url = "postgresql://ann@db.example.org/team"
    record_choice.use(url)
    assert record_choice.chosen() == record_choice.RecordChoice("team", url, "settings")
    assert len(reads) == 1  # the new file read once (by use), then kept


def test_a_switch_while_a_project_is_open_refuses_its_next_charge_though_the_old_choice_was_kept(
        reads, monkeypatch, tmp_path):
    monkeypatch.setattr(record_choice, "_SETTLED_NS", -10**12)
    csv = tmp_path / "d.csv"
    csv.write_text("region\nNorth\nSouth\nNorth\n", encoding="utf-8")
    path = tmp_path / "p.dpgui"
    with Project.create(path, pure(1)) as project:
        project.add_dataset("d", open_table(csv), parse_schema(SCHEMA))
    record_choice.use(None)
    with Project.open(path) as project:
        for _ in range(2):
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=Fraction(1, 5)))
        kept = len(reads)
        engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=Fraction(1, 5)))
        assert len(reads) == kept  # the kept choice served this charge
        record_choice.use("postgresql://ann@db.example.org/team")  # Settings, the project still open
        with pytest.raises(StoreError, match="changed while this project was open"):
            engine.release(project, "d", COUNT, PrivacySetting.of(epsilon=Fraction(1, 5)))
        assert project.budget("d").spent.epsilon == Fraction(3, 5)  # nothing spent by the refused one
