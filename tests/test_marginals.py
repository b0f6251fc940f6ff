"""Many tables at once through the engine and the CLI: one ledger entry, every marginal, synthetic rows."""

import csv
import json
import shutil

import pytest

from dpgui.cli.main import main
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.learned_tables import cell_labels, cells, release_rows, tables
from dpgui.engine.release import release
from dpgui.resources import example_path
from dpgui.store.project import Project


@pytest.fixture
def project_path(tmp_path):
    path = tmp_path / "m.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    return path


def test_marginals_release_is_one_ledger_entry_with_every_marginal(project_path):
    with Project.open(project_path) as project:
        out = release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 1, "rounds": 2},
                      PrivacySetting.of(epsilon="0.5"))
        assert [m["columns"] for m in out["marginals"]] == [["region"], ["smoker"]]
        assert len(project.ledger()) == 1 and project.budget("clinic").spent.epsilon == pytest.approx(0.5)
        region = dict(zip(cell_labels(out, ["region"]), tables(out)[0]["estimates"]))
        assert set(region) >= {"region=North", "region=West"}
        assert sum(region.values()) == pytest.approx(out["noise"]["n_hat"], rel=1e-6)  # float32 tables


@pytest.mark.parametrize("query, message", [
    ({"type": "marginals", "columns": ["region"]}, "at least two"),
    ({"type": "marginals", "columns": ["region", "age"]}, "categorical"),
    ({"type": "marginals", "columns": ["region", "smoker"], "k": 3}, "from 1 to 2"),
])
def test_bad_marginal_queries(project_path, query, message):
    with Project.open(project_path) as project:
        with pytest.raises(ValueError, match=message):
            release(project, "clinic", query, PrivacySetting.of(epsilon=1))
        with pytest.raises(ValueError, match="cannot be charged"):  # (ε, δ) on this ε-only budget
            release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"]},
                    PrivacySetting.of(epsilon=1, delta=1e-6))
        assert project.ledger() == []


def test_synthesize_command_writes_declared_values_and_charges_once(project_path, tmp_path, capsys):
    out_csv = tmp_path / "synthetic.csv"
    assert main(["synthesize", str(project_path), "--dataset", "clinic", "--columns", "region,smoker", "--k", "2",
                 "--epsilon", "0.4", "--rounds", "3", "--rows", "500", "--out", str(out_csv), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["rows_written"] == 500 and summary["budget"]["spent"]["epsilon"] == pytest.approx(0.4)
    with out_csv.open(encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["region", "smoker"] and len(rows) == 501
    assert {r[0] for r in rows[1:]} <= {"North", "South", "East", "West", "(other)", "(missing)"}
    assert main(["history", str(project_path), "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["entries"]) == 1


def test_marginals_through_the_release_command(project_path, capsys):
    query = '{"type":"marginals","columns":["region","smoker"],"k":2,"rounds":2}'
    assert main(["release", str(project_path), "--dataset", "clinic", "--query", query, "--epsilon", "0.3",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["marginals"]) == 1 and out["tables_format"] == 2 and out["rows"] == []  # tables as arrays
    assert len(tables(out)[0]["estimates"]) == cells(out, ["region", "smoker"]) == len(release_rows(out))


def test_a_chosen_list_of_marginals_with_its_error_statements(project_path):
    query = {"type": "marginals", "marginals": [["smoker", "region"], ["smoker"]], "rounds": 2}
    with Project.open(project_path) as project:
        out = release(project, "clinic", query, PrivacySetting.of(epsilon="0.8"))
    first, second = out["marginals"]
    assert first["columns"] == ["smoker", "region"] and second["columns"] == ["smoker"]
    assert out["columns"] == ["smoker", "region"]
    for table in out["marginals"]:
        assert table["mwem_bound_cell"] > 0 and 0 < table["mwem_bound_tv"] <= 1
        if table["measured"]:
            assert table["measured_half_width_95"] >= 1 and 0 <= table["learned_vs_measured_tv"] <= 1
    assert "MWEM's worst-case bound" in out["method"] and "2 chosen marginals" in out["method"]


@pytest.mark.parametrize("marginals, message", [
    ([], "list of tables"),
    ([["region", "region"]], "different column names"),
    ([["region", "smoker"], ["smoker", "region"]], "same table twice"),
    ([["region", "age"]], "categorical"),
])
def test_bad_lists_of_marginals(project_path, marginals, message):
    with Project.open(project_path) as project:
        with pytest.raises(ValueError, match=message):
            release(project, "clinic", {"type": "marginals", "marginals": marginals}, PrivacySetting.of(epsilon=1))


def test_stopping_early_keeps_what_is_learned_and_charges_only_that(project_path):
    from fractions import Fraction

    from dpgui.core.progress import Task

    def progress(fraction, message):
        if message.startswith("round 2 "):
            task.stop()

    task = Task(progress)
    with Project.open(project_path) as project:
        out = release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 1,
                                          "rounds": 4}, PrivacySetting.of(epsilon="0.5"), task=task)
        spent = project.budget("clinic").spent.epsilon
        assert out["noise"]["stopped_early"] and out["noise"]["rounds"] == 1
        assert spent == Fraction(1, 10) + Fraction(4, 10) / 4 and "stopped after 1 rounds" in out["method"]
        assert "ε = 0.1 of it measured" in out["method"]  # the 1-way share of the ε asked, not of the ε spent
        assert project.ledger()[0].cost.epsilon == spent


def test_synthesis_draws_from_the_fitted_model_and_a_stored_release_replays_to_the_same(project_path, monkeypatch):
    """`synthesize` keeps the fitted model in memory (no second fit); a stored release rebuilds the same model
    from its measurements alone, including which empty catch-all cells it left out."""
    import numpy as np

    from dpgui.engine import release as engine
    from dpgui.engine.release import learned_distribution, synthesize

    fitted = []
    real_pmw = engine.pmw
    monkeypatch.setattr(engine, "pmw", lambda *a, **k: fitted.append(real_pmw(*a, **k)) or fitted[-1])
    monkeypatch.setattr(engine, "replay", lambda *a, **k: pytest.fail("synthesize refitted the model"))
    with Project.open(project_path) as project:
        stored, _, rows = synthesize(project, "clinic", ["region", "smoker"], 2, PrivacySetting.of(epsilon="1"), 200,
                                     rounds=3)
    assert len(rows) == 200 and len(fitted) == 1
    monkeypatch.undo()
    again = learned_distribution(stored)
    assert np.array_equal(again.dense(), fitted[0].model.dense())
    held = {label for c, h in zip(stored["axes"], again.held) for label in np.array(c)[h]}
    assert {r[0] for r in rows} | {r[1] for r in rows} <= held


def test_synthesize_on_a_full_disk_says_the_epsilon_stays_spent_and_how_to_have_the_rows_free(project_path, tmp_path,
                                                                                             capsys, monkeypatch):
    """The rows are drawn after the charge: a full disk then must not say "nothing was written; try again"."""
    import errno
    import os
    import re
    from fractions import Fraction

    import dpgui.store.safe_files as safe_files

    out = tmp_path / "synthetic.csv"
    argv = ["synthesize", str(project_path), "--dataset", "clinic", "--columns", "region,smoker", "--k", "2",
            "--epsilon", "0.4", "--rounds", "3", "--rows", "500", "--out", str(out)]
    with monkeypatch.context() as m:
        def full(self, data):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        m.setattr(safe_files._RawFile, "write", full)
        assert main(argv) == 2
    [line] = [e for e in capsys.readouterr().err.splitlines() if e.startswith("dpgui synthesize:")]
    assert "is full" in line and "ε = 0.4 it cost stays spent" in line and "release 1" in line
    assert "try again" not in line and "nothing was written" not in line and not out.exists()
    command = re.search(r"`dpgui (export [^`]*)`", line).group(1).split()
    assert main(command) == 0  # what the message says to run writes the rows, and spends nothing
    with out.open(encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["region", "smoker"] and len(rows) == 501
    with Project.open(project_path, readonly=True) as project:
        assert len(project.ledger()) == 1 and project.budget("clinic").spent.epsilon == Fraction(2, 5)
    assert main(["export", str(project_path), "--release", "1", "--format", "xlsx", "--synthetic-rows", "5",
                 "--out", str(tmp_path / "s.xlsx")]) == 2
