"""The notebook interface (dpgui.Study): pandas in and out through the same engine, ledger and declared-schema
rules as the app and the command line; docs/notebook.md runs as written."""

import doctest
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import dpgui
from dpgui.cli.main import main as cli
from dpgui.core.costs.accounting import BudgetExceeded
from dpgui.notebook import Budget, Result, Study

ROOT = Path(__file__).resolve().parent.parent
REGIONS = ["North", "South", "East", "West"]
SCHEMA = {"columns": {"region": {"type": "categorical", "categories": REGIONS},
                      "smoker": {"type": "categorical", "categories": ["yes", "no"]},
                      "age": {"type": "numeric", "lower": 18, "upper": 90}}}


def people(n=400, ages=(20, 60)) -> pd.DataFrame:
    """Fixed rows (no randomness): regions in turn, every third a smoker, ages spread over ``ages``."""
    i = np.arange(n)
    return pd.DataFrame({"region": [REGIONS[k % 4] for k in i], "smoker": np.where(i % 3 == 0, "yes", "no"),
                         "age": ages[0] + i % (ages[1] - ages[0] + 1)})


@pytest.fixture
def study(tmp_path):
    with Study.create(tmp_path / "s.dpgui", epsilon=5) as opened:
        opened.add(people(), name="people", schema=SCHEMA)
        yield opened


def spent(study) -> float:
    return study.budget().spent


def test_every_query_kind_runs_through_the_engine_and_comes_back_as_pandas(study):
    cases = [(study.count(epsilon=0.25), ["count"]),
             (study.count(epsilon=0.25, where={"column": "smoker", "equals": "yes"}), ["count"]),
             (study.histogram("region", epsilon=0.25), [*REGIONS, "(other)", "(missing)"]),
             (study.table(["region", "smoker"], epsilon=0.25), None),
             (study.sum("age", epsilon=0.25), ["sum"]),
             (study.mean("age", epsilon=0.25, lower=18, upper=70), ["mean"]),
             (study.quantile("age", 0.5, epsilon=0.25), ["quantile"]),
             (study.mode("region", epsilon=0.25), ["mode"]),
             (study.many_tables(["region", "smoker"], epsilon=0.5), None)]
    for number, (result, labels) in enumerate(cases, start=1):
        frame = result.to_pandas()
        assert isinstance(result, Result) and result.id == number
        assert list(frame.columns[:4]) == ["label", "estimate", "low", "high"] and len(frame)
        if labels:
            assert list(frame["label"]) == labels
        assert result.sentence and result.release["ledger_id"] == number
    assert len(cases[3][0].to_pandas()) == 6 * 4  # every declared cell, catch-alls included
    assert cases[7][0].to_pandas()["estimate"][0] in [*REGIONS, "(other)", "(missing)"]
    assert spent(study) == pytest.approx(0.25 * 8 + 0.5)
    rows = study.synthesize(["region", "smoker"], rows=50, epsilon=0.5)
    assert rows.shape == (50, 2) and set(rows["region"]) <= {*REGIONS, "(other)", "(missing)"}
    assert rows.attrs["release"] == 10 and spent(study) == pytest.approx(3.0)


def test_a_refused_query_charges_nothing_and_a_release_charges_once(study):
    refusals = [lambda: study.histogram("age", epsilon=0.5),            # numeric, not categorical
                lambda: study.mean("income", epsilon=0.5),              # not declared
                lambda: study.mode("region", epsilon=0.5, delta=1e-6),  # needs a pure ε
                lambda: study.count(epsilon=50),                        # more than the budget
                lambda: study.count(epsilon=0.5, confidence=1.5),
                lambda: study.release({"type": "histogram", "column": "region", "uper": 3}, epsilon=0.5)]
    for refused in refusals:
        with pytest.raises((ValueError, BudgetExceeded)):
            refused()
        assert spent(study) == 0 and study.project.ledger() == []
    study.histogram("region", epsilon=0.5)
    assert spent(study) == 0.5 and len(study.project.ledger()) == 1
    assert study.history()["epsilon"].sum() == pytest.approx(study.budget().spent)


def test_the_ledger_holds_what_the_command_line_writes_for_the_same_query(tmp_path):
    """The same rows imported from a pandas DataFrame and from a CSV file with the CLI, the same query: the same
    fingerprint (so the same people's budget protections), the same ledger entry and the same stored kind."""
    frame = people()
    frame.to_csv(tmp_path / "people.csv", index=False)
    (tmp_path / "schema.json").write_text(json.dumps(SCHEMA))
    query = {"type": "histogram", "column": "region", "where": {"column": "smoker", "equals": "no"}}
    assert cli(["project", "create", str(tmp_path / "cli.dpgui"), "--epsilon", "2", "--json"]) == 0
    assert cli(["import", str(tmp_path / "cli.dpgui"), str(tmp_path / "people.csv"), "--name", "people",
                "--schema", str(tmp_path / "schema.json"), "--json"]) == 0
    assert cli(["release", str(tmp_path / "cli.dpgui"), "--dataset", "people", "--query", json.dumps(query),
                "--epsilon", "0.5", "--json"]) == 0
    with Study.create(tmp_path / "nb.dpgui", epsilon=2) as study:
        study.add(frame, name="people", schema=SCHEMA)
        result = study.histogram("region", epsilon=0.5, where={"column": "smoker", "equals": "no"})
    with pytest.warns(UserWarning, match="counts less spending"):  # the same people's spending in nb.dpgui counts
        a = Study.open(tmp_path / "cli.dpgui", readonly=True)
    with a, Study.open(tmp_path / "nb.dpgui", readonly=True) as b:
        assert a.project.dataset("people").fingerprint == b.project.dataset("people").fingerprint
        (ours,), (theirs,) = b.project.ledger(), a.project.ledger()
        assert (ours.query, ours.mechanism, ours.cost, ours.state) == \
            (theirs.query, theirs.mechanism, theirs.cost, theirs.state)
        assert result.cost == theirs.cost
        stored = a.project.release(1)
        assert {k: v for k, v in stored.items() if k not in ("values", "ci_low", "ci_high", "rows", "noise", "unclamped")} \
            == {k: v for k, v in b.project.release(1).items() if k not in ("values", "ci_low", "ci_high", "rows",
                                                                          "noise", "unclamped")}
        # the same people were spent on in cli.dpgui first: this computer's record carries it into nb.dpgui
        history = b.history()
        assert list(history["outcome"]) == ["completed", "carried"] and list(history["epsilon"]) == [0.5, 0.5]
        assert history["epsilon"].sum() == b.budget().spent == 1


def test_no_schema_no_import_and_no_bound_is_read_from_the_data(tmp_path):
    with Study.create(tmp_path / "s.dpgui", epsilon=2) as study:
        with pytest.raises(ValueError, match="Declare the schema of 'people'.*codebook"):
            study.add(people(), name="people")
        assert study.datasets() == []
        study.add(people(ages=(20, 30)), name="young", schema=SCHEMA)
        study.add(people(ages=(60, 90)), name="old", schema=SCHEMA)
        young = study.mean("age", epsilon=0.5, dataset="young")
        old = study.mean("age", epsilon=0.5, dataset="old")
        # the noise and everything charged are set by the declared bounds alone, whatever the rows hold
        assert young.release["noise"] == old.release["noise"] and young.cost == old.cost
        assert [e.mechanism for e in study.project.ledger("young")] == [e.mechanism for e in study.project.ledger("old")]
        with pytest.raises(ValueError, match="several datasets"):
            study.count(epsilon=0.1)


def test_a_numeric_column_holding_text_is_refused_as_the_cli_refuses_it(tmp_path):
    frame = people().astype({"age": object})
    frame.loc[5, "age"] = "forty"
    with Study.create(tmp_path / "s.dpgui", epsilon=1) as study:
        with pytest.raises(Exception, match="nothing was imported.*'forty'"):
            study.add(frame, name="people", schema=SCHEMA)
        assert study.datasets() == []


def test_html_escapes_hostile_labels_and_writes_numbers_for_people(tmp_path):
    hostile = ['<script>alert("x")</script>', "a & b"]
    frame = pd.DataFrame({"kind": [hostile[i % 2] for i in range(30_000)]})
    with Study.create(tmp_path / "s.dpgui", epsilon=20) as study:
        study.add(frame, name="kinds", schema={"columns": {"kind": {"type": "categorical", "categories": hostile}}})
        shown = study.histogram("kind", epsilon=10)._repr_html_()
        counted = study.count(epsilon=10)._repr_html_()
        budget = study.budget()._repr_html_()
    assert "<script>" not in shown and "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in shown
    assert "a &amp; b" in shown and "Budget left" in shown
    assert re.search(r"<td>(29|30),\d{3}</td>", counted), counted   # 30,000 ± a few, with its thousands separator
    assert "Budget left" in budget and "ε 20 spent of 20; 0 left." in budget


def test_arrow_tables_and_polars_frames_import_the_same_rows_as_pandas(tmp_path):
    frame = people()

    class PolarsFrame:  # what dpgui reads of a Polars DataFrame: its Arrow table
        columns = list(frame.columns)

        def to_arrow(self):
            return pa.Table.from_pandas(frame, preserve_index=False)

    PolarsFrame.__module__ = "polars.dataframe.frame"
    with Study.create(tmp_path / "s.dpgui", epsilon=1) as study:
        first = study.add(frame, name="pandas", schema=SCHEMA)
        with pytest.warns(UserWarning, match="shares that dataset's budget"):
            arrow = study.add(pa.Table.from_pandas(frame), name="arrow", schema=SCHEMA)
        with pytest.warns(UserWarning, match="shares that dataset's budget"):
            polars = study.add(PolarsFrame(), name="polars", schema=SCHEMA)
        assert first.fingerprint == arrow.fingerprint == polars.fingerprint and arrow.n_rows == 400
        assert (arrow.source, polars.source) == ("Arrow table", "Polars DataFrame")
        study.count(epsilon=0.5, dataset="arrow")
        assert study.budget("pandas").spent == study.budget("polars").spent == 0.5  # one budget for the same people
        with pytest.raises(TypeError, match="file path, a pandas or Polars DataFrame or an Arrow table"):
            study.add(frame["age"], name="series", schema=SCHEMA)


def test_a_file_path_and_a_schema_file_import_as_the_cli_does(tmp_path):
    from dpgui.resources import example_path

    with Study.create(tmp_path / "s.dpgui", epsilon=1, privacy_unit="replace-one") as study:
        info = study.add(example_path("clinic_survey.csv"), schema=example_path("clinic_survey.schema.json"))
        assert (info.name, info.n_rows) == ("clinic_survey", 600) and study.project.privacy_unit == "replace_one"


def test_reopened_for_reports_and_read_only_spends_nothing(tmp_path):
    with Study.create(tmp_path / "s.dpgui", epsilon=5) as study:
        study.add(people(), name="people", schema=SCHEMA)
        study.histogram("region", epsilon=1)
    with Study.open(tmp_path / "s.dpgui", readonly=True) as again:
        assert again.report(tmp_path / "r.html").read_text(encoding="utf-8").count("Histogram of region") >= 1
        assert again.report(tmp_path / "r.pdf", detail="all").read_bytes().startswith(b"%PDF")
        with pytest.raises(Exception, match="read-only"):
            again.count(epsilon=0.5)
        assert again.budget() == Budget.of(again.project.budget("people").as_dict()) and again.budget().spent == 1


def test_importing_dpgui_stays_light_and_the_notebook_loads_no_qt():
    code = ("import sys, dpgui; light = 'pandas' not in sys.modules and 'dpgui.notebook' not in sys.modules; "
            "Study = dpgui.Study; "
            "qt = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]; "
            "print(light, Study.__module__, qt)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.stdout.split() == ["True", "dpgui.notebook.study", "[]"], done.stdout + done.stderr
    with pytest.raises(AttributeError):
        dpgui.Nothing  # noqa: B018


def test_the_notebook_guide_runs_as_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    text = (ROOT / "docs" / "notebook.md").read_text(encoding="utf-8").replace("\n```", "\n\n```")
    test = doctest.DocTestParser().get_doctest(text, {}, "notebook.md", "docs/notebook.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted > 15


def test_a_proposal_from_the_data_is_refused_until_declared(tmp_path):
    """The CLI's proposal (marked derived from the private data) blocks releases here too, until declared."""
    people().to_csv(tmp_path / "people.csv", index=False)
    assert cli(["project", "create", str(tmp_path / "s.dpgui"), "--epsilon", "1", "--json"]) == 0
    assert cli(["import", str(tmp_path / "s.dpgui"), str(tmp_path / "people.csv"), "--propose-schema", "--json"]) == 0
    with Study.open(tmp_path / "s.dpgui") as study:
        with pytest.raises(ValueError, match="proposed from the private data"):
            study.histogram("region", epsilon=0.5, dataset="people")
        with pytest.raises(ValueError, match="region is declared numeric but 400 values are not numbers"):
            study.declare("people", {"columns": {**SCHEMA["columns"], "region": SCHEMA["columns"]["age"]}})
        assert study.budget().spent == 0
        study.declare("people", SCHEMA)
        assert float(study.histogram("region", epsilon=0.5).cost.epsilon) == study.budget().spent == 0.5
