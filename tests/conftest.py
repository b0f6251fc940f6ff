import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tests.seeded import seeded  # noqa: E402


@pytest.fixture(autouse=True)
def machine_records(tmp_path_factory, monkeypatch):
    """Each test gets its own per-user folder (this machine's anchors and locks), like a fresh computer."""
    folder = tmp_path_factory.mktemp("dpgui-user-data")
    monkeypatch.setenv("DPGUI_DATA_DIR", str(folder))
    monkeypatch.delenv("DPGUI_TEAM_RECORD", raising=False)  # this computer's record, whatever the installation chose
    return folder


@pytest.fixture
def record_held_elsewhere(machine_records, monkeypatch):
    """A context manager: this computer's record of spending held by another dpgui (an exclusive transaction)
    while the block runs, with a short wait before dpgui calls it busy."""
    import sqlite3
    from contextlib import contextmanager

    from dpgui.store.ledger import anchor
    monkeypatch.setattr(anchor, "BUSY_TIMEOUT", 0.2)

    @contextmanager
    def held():
        other = sqlite3.connect(machine_records / "spending-record.sqlite", isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        try:
            yield
        finally:
            other.execute("ROLLBACK")
            other.close()
    return held


@pytest.fixture
def rng(request):
    """A reproducible source per test (tests only)."""
    return seeded(request.node.nodeid)


EXAMPLE_SCHEMA = {
    "columns": {
        "respondent": {"type": "identifier"},
        "region": {"type": "categorical", "categories": ["North", "South", "East", "West"]},
        "age": {"type": "numeric", "lower": 18, "upper": 90},
        "smoker": {"type": "categorical", "categories": ["yes", "no"]},
        "visits_last_year": {"type": "numeric", "lower": 0, "upper": 20},
    }
}


@pytest.fixture
def example_project(tmp_path):
    """A project (budget ε = 1) holding the bundled example as dataset "clinic", with a declared schema."""
    from dpgui.core.costs.accounting import pure
    from dpgui.resources import example_path
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    from dpgui.store.project import Project

    path = tmp_path / "study.dpgui"
    with Project.create(path, pure(1)) as project:
        project.add_dataset("clinic", open_table(example_path("clinic_survey.csv")), parse_schema(EXAMPLE_SCHEMA))
    return path
