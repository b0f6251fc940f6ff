"""The project commands, as a script author uses them."""

import json
import re

import pytest

from dpgui.cli.main import main
from tests.conftest import EXAMPLE_SCHEMA

EXAMPLE = "resources/example/clinic_survey.csv"


def run(capsys, *argv, code=0):
    assert main(list(argv)) == code
    out = capsys.readouterr()
    return out if code else json.loads(out.out) if "--json" in argv else out.out


@pytest.fixture
def project(tmp_path, capsys):
    path = tmp_path / "s.dpgui"
    schema = tmp_path / "schema.json"
    schema.write_text(json.dumps(EXAMPLE_SCHEMA), encoding="utf-8")
    run(capsys, "project", "create", str(path), "--epsilon", "1", "--unit", "add-remove")
    out = run(capsys, "import", str(path), EXAMPLE, "--name", "clinic", "--schema", str(schema), "--json")
    assert out["rows"] == 600
    return path


def test_release_json_and_budget(project, capsys):
    out = run(capsys, "release", str(project), "--dataset", "clinic", "--query",
              '{"type":"histogram","column":"region"}', "--epsilon", "0.5", "--json")
    assert {"release_id", "cost", "rows", "budget"} <= out.keys()
    assert {"epsilon", "delta"} <= out["cost"].keys()
    assert {"label", "estimate", "ci_low", "ci_high"} <= out["rows"][0].keys()
    assert {"total", "spent", "remaining"} <= out["budget"].keys()
    assert out["budget"]["remaining"]["epsilon"] == pytest.approx(0.5)
    budget = run(capsys, "budget", str(project), "--json")
    assert budget["populations"][0]["spent"]["epsilon"] == pytest.approx(0.5)
    history = run(capsys, "history", str(project), "--json")
    assert len(history["entries"]) == 1 and len(history["head_hash"]) == 64


def test_every_query_form_from_the_issue(project, capsys):
    for query in ['{"type":"count","where":{"column":"smoker","equals":"yes"}}',
                  '{"type":"table","columns":["smoker","region"]}',
                  '{"type":"mean","column":"age","lower":0,"upper":100}',
                  '{"type":"quantile","column":"age","q":0.5,"lower":0,"upper":100}',
                  '{"type":"mode","column":"region"}']:
        out = run(capsys, "release", str(project), "--dataset", "clinic", "--query", query, "--epsilon", "0.1", "--json")
        assert out["rows"]


@pytest.mark.parametrize("argv, message", [
    (["--query", '{"type":"histogram","column":"region"}', "--epsilon", "5"], "only ε = 1 "),
    (["--query", '{"type":"histogram","column":"nope"}', "--epsilon", "0.1"], "not declared"),
    (["--query", '{"type":"hist"}', "--epsilon", "0.1"], "type"),
    (["--query", '{"type":"count"}', "--epsilon", "-1"], "greater than 0"),
    (["--query", '{"type":"count"}', "--epsilon", "abc"], "not a number"),
])
def test_refusals_are_one_line_with_nonzero_exit(project, capsys, argv, message):
    out = run(capsys, "release", str(project), "--dataset", "clinic", *argv, code=2)
    assert message in out.err and len(out.err.strip().splitlines()) == 1


def test_export_formats(project, capsys, tmp_path):
    out = run(capsys, "release", str(project), "--dataset", "clinic", "--query", '{"type":"count"}',
              "--epsilon", "0.1", "--json")
    rid = str(out["release_id"])
    for fmt in ("csv", "json", "xlsx"):
        target = tmp_path / f"r.{fmt}"
        run(capsys, "export", str(project), "--release", rid, "--format", fmt, "--out", str(target))
        assert target.stat().st_size > 0
    assert (tmp_path / "r.csv").read_text().startswith("label,estimate,ci_low,ci_high")
    again = run(capsys, "budget", str(project), "--json")
    assert again["populations"][0]["spent"]["epsilon"] == pytest.approx(0.1)  # exports are free


def test_propose_schema_is_marked_and_blocks_release(tmp_path, capsys):
    path = tmp_path / "p.dpgui"
    run(capsys, "project", "create", str(path), "--epsilon", "1")
    text = run(capsys, "import", str(path), EXAMPLE, "--name", "c", "--propose-schema")
    assert "DERIVED FROM THE PRIVATE DATA" in text
    schema = run(capsys, "schema", str(path), "c", "--json")
    assert schema["derived_from_private_data"] is True
    out = run(capsys, "release", str(path), "--dataset", "c", "--query", '{"type":"count"}', "--epsilon", "0.1", code=2)
    assert "proposed from the private data" in out.err


def test_import_of_a_bad_file_and_a_missing_project(tmp_path, capsys):
    path = tmp_path / "p.dpgui"
    run(capsys, "project", "create", str(path), "--epsilon", "1")
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"a,a\n1,2\n")
    assert "appears twice" in run(capsys, "import", str(path), str(bad), code=2).err
    assert "no project file" in run(capsys, "budget", str(tmp_path / "none.dpgui"), code=2).err
    assert "already exists" in run(capsys, "project", "create", str(path), "--epsilon", "1", code=2).err


def test_synthesize_into_a_folder_that_does_not_exist_spends_nothing(tmp_path, capsys, example_project):
    from dpgui.store.project import Project
    code = main(["synthesize", str(example_project), "--dataset", "clinic", "--columns", "region,smoker", "--k", "2",
                 "--epsilon", "0.5", "--rows", "10", "--out", str(tmp_path / "missing" / "x.csv")])
    assert code == 2 and "nothing was spent" in capsys.readouterr().err
    with Project.open(example_project) as project:
        assert project.ledger() == []


def test_the_cli_agrees_with_the_app_on_missing_values(tmp_path, capsys):
    """A schema file naming no rule leaves missing values out, as the app does; imputing is said plainly,
    and the release text starts with the plain sentence, with no e-notation."""
    path = tmp_path / "m.dpgui"
    data = tmp_path / "m.csv"
    data.write_text("income,visits\n" + "".join(f"{'' if i % 10 == 0 else 20000 + i * 37},{'' if i % 7 == 0 else i % 5}\n"
                                                for i in range(300)), encoding="utf-8")
    schema = tmp_path / "schema.json"
    schema.write_text(json.dumps({"columns": {
        "income": {"type": "numeric", "lower": 0, "upper": 200000},
        "visits": {"type": "numeric", "lower": 0, "upper": 20, "missing": "impute", "impute": 0}}}), encoding="utf-8")
    run(capsys, "project", "create", str(path), "--epsilon", "10")
    capsys.readouterr()
    main(["import", str(path), str(data), "--name", "m", "--schema", str(schema)])
    text = capsys.readouterr().out
    assert "Note: rows with no visits were counted as 0, which pulls the mean down." in text
    assert run(capsys, "schema", str(path), "m", "--json")["columns"]["income"]["missing"] == "exclude"
    main(["release", str(path), "--dataset", "m", "--query", '{"type":"mean","column":"income"}', "--epsilon", "1"])
    out = capsys.readouterr().out
    assert "Mean of income: about " in out and "Rows with no income were left out." in out
    assert not re.search(r"\de[+-]\d", out)
