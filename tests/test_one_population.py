"""One population per group of people (issue #25, item 7): a linked source gets the sketch an import of the
same rows gets, computed in its engine, so the same 2,000 people linked or imported again in another project
on this computer share one budget, even with a column added or dropped; and different people with the same
columns, the same identifiers and answers alike are still told apart, at a stated false-match rate."""

import json
import math
import sqlite3
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest

from dpgui.core.costs.accounting import BudgetExceeded, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.linking import link_dataset
from dpgui.engine.release import release
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.ledger import anchor
from dpgui.store.ledger.fingerprint import SKETCH_SIZE, RowFingerprint, same_people
from dpgui.store.ledger.first_version import FirstVersion
from dpgui.store.links import link_to
from dpgui.store.project import Project
from tests.test_project_file import edit_behind_dpgui

REGIONS = ["North", "South", "East", "West"]
SCHEMA = parse_schema({"columns": {"region": {"type": "categorical", "categories": REGIONS}}})
HIST = {"type": "histogram", "column": "region"}
SHARED = ("rows", "columns", "all", "without")


def people(seed: int, n: int = 2000) -> pd.DataFrame:
    """Made-up people numbered P0001…, with answers drawn alike for every seed (no release uses this generator)."""
    gen = np.random.default_rng(seed)
    return pd.DataFrame({"person": [f"P{i:04d}" for i in range(1, n + 1)],
                         "region": gen.choice(REGIONS, n, p=[0.35, 0.25, 0.25, 0.15]),
                         "age": gen.integers(18, 91, n), "sex": gen.choice(["F", "M"], n),
                         "smoker": gen.choice(["yes", "no"], n, p=[0.22, 0.78]), "visits": gen.poisson(3, n),
                         "income": np.round(gen.gamma(2.0, 900.0, n), 2)})


def write(frame: pd.DataFrame, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".parquet":
        frame.to_parquet(path, index=False)
    else:
        frame.to_csv(path, index=False)
    return path


def add(project: Project, name: str, frame: pd.DataFrame, how: str, folder):
    """``frame`` as dataset ``name``: imported from CSV, or linked as a CSV file, a Parquet file, or a folder."""
    if how == "import":
        return project.add_dataset(name, open_table(write(frame, folder / f"{name}.csv")), SCHEMA)
    source = {"csv": folder / f"{name}.csv", "parquet": folder / f"{name}.parquet",
              "folder": folder / name / "part-0.csv"}[how]
    write(frame, source)
    return link_dataset(project, name, link_to(str(source.parent if how == "folder" else source)), SCHEMA)


def spend(project: Project, name: str, epsilon: str):
    return release(project, name, HIST, PrivacySetting.of(epsilon=epsilon))


COPIES = {  # how project B gets the same 2,000 people as project A's import
    "a linked copy of the CSV": (lambda f: f, "csv"),
    "a linked Parquet conversion": (lambda f: f, "parquet"),
    "a linked folder holding a copy": (lambda f: f, "folder"),
    "an import with a constant column added": (lambda f: f.assign(wave="2024"), "import"),
    "an import with a column dropped": (lambda f: f.drop(columns="visits"), "import"),
    "a linked Parquet file with a column dropped": (lambda f: f.drop(columns="income"), "parquet"),
    "a linked CSV file with a constant column added": (lambda f: f.assign(country="Kenya"), "csv"),
}


@pytest.mark.parametrize("copy", COPIES)
def test_the_same_people_in_another_project_share_one_budget(tmp_path, copy):
    """The issue's scenario: project A imports 2,000 people and spends; project B, on the same computer, gets
    the same people another way. B's releases count A's spending, and A's then count B's."""
    change, how = COPIES[copy]
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a:
        add(a, "people", people(1), "import", tmp_path / "a")
        spend(a, "people", "0.6")
    with Project.create(tmp_path / "b.dpgui", pure(1)) as b:
        add(b, "copy", change(people(1)), how, tmp_path / "b")
        with pytest.raises(BudgetExceeded):
            spend(b, "copy", "0.5")
        spend(b, "copy", "0.3")
        assert b.budget("copy").spent.epsilon == Fraction("0.9")
    with Project.open(tmp_path / "a.dpgui") as a:
        with pytest.raises(BudgetExceeded):
            spend(a, "people", "0.2")
        assert a.budget("people").spent.epsilon == Fraction("0.9")


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("how", ["csv", "parquet"])
def test_a_linked_source_gets_the_sketch_its_import_gets(tmp_path, monkeypatch, how, large):
    """Computed by DuckDB from the rows in place, equal to the importer's (tests/test_linked_spark.py: Spark);
    also as for a large table, where a column of few distinct values is hashed once per value."""
    if large:
        monkeypatch.setattr("dpgui.engine.link_sketch.LARGE", 1)
    frame = people(1)
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        project.add_dataset("imported", open_table(write(frame, tmp_path / f"people.{how}")), SCHEMA)
        add(project, "linked", frame, how, tmp_path / "linked")
        imported, linked = project.sketch("imported"), project.sketch("linked")
        assert {k: imported[k] for k in SHARED} == {k: linked[k] for k in SHARED}
        assert len(linked["all"]) == SKETCH_SIZE and len(linked["without"]) == len(frame.columns)
        assert project.budget("linked").shared_with == ("imported", "linked")
        assert "mostly the same" in " ".join(project.notices)


def sketch_of(frame: pd.DataFrame) -> dict:
    fingerprint = RowFingerprint()
    fingerprint.add(list(frame.columns), [pd.factorize(frame[c].astype(str))[::-1] for c in frame.columns])
    return fingerprint.sketch()


def shares_compared(a: pd.DataFrame, b: pd.DataFrame) -> list[float]:
    """The true share of the smaller's distinct rows found in the larger, for every pair of row sets the
    sketches compare (whole rows, or whole rows against the wider table's rows with one column left out). Rows
    are compared as the sketch compares them, without column names (every value here is written one way)."""
    def rows(frame):
        return {tuple(sorted(str(v) for v in row)) for row in frame.itertuples(index=False)}

    def share(x, y):
        return len(x & y) / min(len(x), len(y))

    if len(a.columns) > len(b.columns):
        a, b = b, a
    if len(a.columns) == len(b.columns):
        return [share(rows(a), rows(b))]
    return [share(rows(a), rows(b.drop(columns=c))) for c in b.columns]


DIFFERENT = {  # project B's people: another 2,000, numbered the same way, answering alike
    "the same columns": lambda f: f,
    "a column added": lambda f: f.assign(wave="2024"),
    "a column dropped": lambda f: f.drop(columns="visits"),
}


@pytest.mark.parametrize("different", DIFFERENT)
def test_different_people_numbered_alike_keep_their_own_budgets(tmp_path, different):
    """Power check of the other side: another 2,000 people, numbered P0001… too, with answers drawn from the same
    distributions, are not matched. Their rows agree on at most 1% (asserted), a Jaccard index of at most 1/199
    for every pair of sketches compared; a false match needs the estimate from 256 hashes to reach 1/5 (1/3 when
    both sizes are estimated alike; 1/5 allows them to be estimated twofold apart, which happens with probability
    below 1e-12). Hoeffding's bound for sampling without replacement puts that below exp(-2·256·(1/5 - 1/199)²),
    under 4e-9 per pair, so the false-match rate here is below 1e-7. A matcher that looked at the shared
    identifier column alone would match them: this test would catch it."""
    first, second = people(1), DIFFERENT[different](people(2))
    shares = shares_compared(first, second)
    assert max(shares) <= 0.01
    per_pair = math.exp(-2 * SKETCH_SIZE * (Fraction(1, 5) - Fraction(1, 199)) ** 2)
    assert per_pair < 4e-9 and per_pair * len(shares) < 1e-7
    assert not same_people(sketch_of(first), sketch_of(second))
    assert same_people(sketch_of(first[["person"]]), sketch_of(second[["person"]]))  # the trap: identifiers alone
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a:
        add(a, "north", first, "import", tmp_path / "a")
        spend(a, "north", "0.6")
    with Project.create(tmp_path / "b.dpgui", pure(1)) as b:
        add(b, "south", second, "csv", tmp_path / "b")
        spend(b, "south", "0.9")  # a budget of its own
        assert not any("mostly the same" in n for n in b.notices)


def test_districts_of_few_categories_are_not_taken_for_the_same_people(tmp_path):
    """Two districts answering three questions repeat the same few rows: shared rows say nothing of who they are."""
    gen = np.random.default_rng(3)
    districts = [pd.DataFrame({"region": gen.choice(["North", "South"], 2000), "sex": gen.choice(["F", "M"], 2000),
                               "smoker": gen.choice(["yes", "no"], 2000)}) for _ in range(2)]
    assert min(shares_compared(*districts)) == 1  # every row of one is a row of the other
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a:
        add(a, "north", districts[0], "import", tmp_path / "a")
        spend(a, "north", "0.6")
    with Project.create(tmp_path / "b.dpgui", pure(1)) as b:
        add(b, "south", districts[1].assign(wave="2024"), "parquet", tmp_path / "b")
        spend(b, "south", "0.9")


def test_a_linked_source_that_changes_into_a_copy_is_sketched_again_before_the_charge(tmp_path):
    """B links other people, then its file is overwritten with a copy of A's: B's next charge counts A's spending."""
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a:
        add(a, "people", people(1), "import", tmp_path / "a")
        spend(a, "people", "0.6")
    with Project.create(tmp_path / "b.dpgui", pure(1)) as b:
        info = add(b, "later", people(2), "parquet", tmp_path / "b")
        spend(b, "later", "0.3")
        write(people(1), tmp_path / "b" / "later.parquet")
        with pytest.raises(BudgetExceeded):
            spend(b, "later", "0.2")
        assert b.budget("later").spent.epsilon == Fraction("0.9")
        assert b.sketch("later")["state"] != info.source_state  # read again in the state it is in now


def test_a_linked_source_that_cannot_be_read_again_is_refused_before_the_charge(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        add(project, "gone", people(1), "parquet", tmp_path)
        (tmp_path / "gone.parquet").unlink()
        with pytest.raises(ValueError, match="nothing was spent"):
            spend(project, "gone", "0.5")
        assert project.ledger() == [] and project.budget("gone").spent.epsilon == 0


def strip_shared_form(sketch_column: str) -> str:
    return f"json_remove({sketch_column}, '$.columns', '$.all', '$.without')"


def test_a_project_imported_before_shared_sketches_gets_one_when_next_opened(tmp_path, machine_records):
    """A file (and this computer's record) from before holds the first form only; opened once, its rows get the
    shared form from what it stores, and a linked copy elsewhere then shares their budget."""
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a:
        add(a, "people", people(1), "import", tmp_path / "a")
        spend(a, "people", "0.6")
    edit_behind_dpgui(tmp_path / "a.dpgui", f"UPDATE datasets SET sketch = {strip_shared_form('sketch')}")
    edit_behind_dpgui(machine_records / "spending-record.sqlite",
                      f"UPDATE sketches SET sketch = {strip_shared_form('sketch')}, sketch_sha256 = 'first form'")
    Project.open(tmp_path / "a.dpgui").close()
    with Project.create(tmp_path / "b.dpgui", pure(1)) as b:
        add(b, "copy", people(1), "parquet", tmp_path / "b")
        with pytest.raises(BudgetExceeded):
            spend(b, "copy", "0.5")


def test_sketches_recorded_before_are_compared_as_before(tmp_path, machine_records):
    """A project imported by the first version, not opened since this computer's record held only first-form
    sketches: a near copy imported now (rows reordered, one person added) is still compared with it, by the first
    form, which its first charge computes (the record holds a fingerprint of the first version)."""
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a, \
            pytest.MonkeyPatch.context() as first_version:  # imported as the first version did
        first_version.setattr("dpgui.store.project.RowFingerprint", FirstVersion)
        add(a, "people", people(1), "import", tmp_path / "a")
        spend(a, "people", "0.6")
    edit_behind_dpgui(machine_records / "spending-record.sqlite",
                      f"UPDATE sketches SET sketch = {strip_shared_form('sketch')}")
    later = pd.concat([people(1).iloc[::-1], people(9, 1).assign(person="P9999")])
    with Project.create(tmp_path / "b.dpgui", pure(1)) as b:
        add(b, "again", later, "import", tmp_path / "b")
        with pytest.raises(BudgetExceeded):
            spend(b, "again", "0.5")


def test_a_record_that_kept_one_sketch_per_dataset_keeps_each_now(tmp_path, machine_records):
    """Records made before kept a dataset's first sketch only; rebuilt on first use with the same row ids (which
    say how far each sketch was compared), they keep every sketch a dataset has had."""
    with Project.create(tmp_path / "a.dpgui", pure(1)) as a:
        add(a, "people", people(1), "import", tmp_path / "a")
        spend(a, "people", "0.1")  # a charge teaches the record the dataset's sketch
    record = machine_records / "spending-record.sqlite"
    conn = sqlite3.connect(record)
    kept = conn.execute("SELECT rowid, fingerprint, project_id, population_id, sketch FROM sketches").fetchall()
    conn.executescript("DROP TABLE sketches; CREATE TABLE sketches (fingerprint TEXT NOT NULL, project_id TEXT NOT "
                       "NULL, population_id TEXT NOT NULL, sketch TEXT NOT NULL, PRIMARY KEY (fingerprint, "
                       "project_id, population_id));")
    conn.executemany("INSERT INTO sketches (rowid, fingerprint, project_id, population_id, sketch) VALUES "
                     "(?, ?, ?, ?, ?)", kept)
    conn.commit()
    conn.close()
    with anchor.Record().held() as machine:  # rebuilt when first used
        _, fingerprint, project_id, population, sketch = kept[0]
        machine.remember_sketch(fingerprint, project_id, population, sketch)  # already kept
        machine.remember_sketch(fingerprint, project_id, population, json.dumps({**json.loads(sketch), "x": 1}))
    conn = sqlite3.connect(record)
    rows = conn.execute("SELECT rowid, fingerprint, project_id, population_id, sketch FROM sketches "
                        "ORDER BY rowid").fetchall()
    conn.close()
    assert rows[:len(kept)] == kept and len(rows) == len(kept) + 1


def test_a_sketch_is_never_shown(tmp_path, capsys):
    """It is kept in the project and this computer's record only: no command prints it."""
    from dpgui.cli.main import main
    source = write(people(1), tmp_path / "people.parquet")
    (tmp_path / "schema.json").write_text(json.dumps(SCHEMA.to_json()), encoding="utf-8")
    project = str(tmp_path / "p.dpgui")
    assert main(["project", "create", project, "--epsilon", "1"]) == 0
    assert main(["link", project, str(source), "--name", "people", "--schema", str(tmp_path / "schema.json")]) == 0
    with Project.open(project, readonly=True) as opened:
        hashes = opened.sketch("people")["all"]
    for command in (["budget", project], ["history", project], ["budget", project, "--json"]):
        main(command)
    out = capsys.readouterr()
    assert not any(h in out.out + out.err for h in hashes)
