"""Issue #15: with --json every refusal is a JSON object on standard error and exit code 2; a closed
pipe ends quietly; no traceback reaches the user unless they ask with --debug."""

import json
import os
import subprocess
import sys

import pytest

import dpgui.cli.project_commands as project_commands
from dpgui.cli.main import main
from dpgui.core.accounting import pure
from dpgui.store.project import Project

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def empty(tmp_path):
    """An empty project, a text file that is no table, and a manifest that is not one."""
    Project.create(tmp_path / "p.dpgui", pure(1)).close()
    (tmp_path / "bad.csv").write_text("a,a\n1,2\n", encoding="utf-8")
    (tmp_path / "m.json").write_text("{}", encoding="utf-8")
    return tmp_path


# Every command, made to refuse (the {…} are filled from the fixture's folder).
REFUSALS = {
    "project create": ["project", "create", "{p}", "--epsilon", "1"],
    "project make-private": ["project", "make-private", "{none}"],
    "import": ["import", "{p}", "{bad}"],
    "schema": ["schema", "{p}", "nope"],
    "release": ["release", "{p}", "--dataset", "nope", "--query", '{{"type":"count"}}', "--epsilon", "0.1"],
    "plan": ["plan", "{p}", "--dataset", "nope", "--out", "{out}"],
    "synthesize": ["synthesize", "{p}", "--dataset", "nope", "--columns", "a", "--epsilon", "1", "--rows", "3",
                   "--out", "{out}"],
    "report": ["report", "{p}", "--out", "{out}.html"],
    "manifest": ["manifest", "{p}", "--release", "1", "--out", "{out}"],
    "verify-manifest": ["verify-manifest", "{p}", "{manifest}"],
    "budget": ["budget", "{none}"],
    "history": ["history", "{none}"],
    "export": ["export", "{p}", "--release", "1", "--format", "csv", "--out", "{out}"],
    "demo": ["demo", "--no-such-option"],
    "rr estimate": ["rr", "estimate", "--design", "warner", "--p", "0.5", "--yes", "1", "--n", "2"],
    "verify": ["verify", "--builtin", "warner", "--p", "2"],
    "audit": ["audit", "--mechanism", "histogram", "--epsilon", "-1"],
    "survey import-xlsform": ["survey", "import-xlsform", "{p}", "{bad}"],
    "survey export-xlsform": ["survey", "export-xlsform", "{p}", "--out", "{out}"],
    "survey show": ["survey", "show", "{p}"],
    "survey new-version": ["survey", "new-version", "{p}"],
    "survey copy-for-device": ["survey", "copy-for-device", "{p}", "--out", "{out}"],
    "survey kiosk": ["survey", "kiosk", "{none}", "--pin", "1"],
    "survey import-responses": ["survey", "import-responses", "{p}", "{bad}"],
    "survey merge": ["survey", "merge", "{p}", "{none}"],
    "survey estimates": ["survey", "estimates", "{p}"],
    "survey export": ["survey", "export", "{p}", "--out", "{out}.csv"],
    "a usage error": ["release"],
}


def fill(argv, folder):
    names = {"p": folder / "p.dpgui", "none": folder / "none.dpgui", "bad": folder / "bad.csv",
             "out": folder / "out", "manifest": folder / "m.json"}
    return [a.format(**{k: str(v) for k, v in names.items()}) for a in argv]


@pytest.mark.parametrize("name", list(REFUSALS))
def test_every_refusal_is_json_with_json(name, empty, capsys):
    argv = fill(REFUSALS[name], empty)
    assert main([*argv, "--json"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1, out.err
    refusal = json.loads(out.err)
    assert set(refusal) == {"error", "kind"} and refusal["error"] and refusal["kind"]
    assert main(argv) == 2  # and one plain line without it
    err = capsys.readouterr().err
    assert not err.lstrip().startswith("{") and "Traceback" not in err and err.strip().splitlines()[-1]


def test_kinds_name_the_cause(empty, capsys):
    assert main(["budget", str(empty / "none.dpgui"), "--json"]) == 2
    assert json.loads(capsys.readouterr().err)["kind"] == "project"
    assert main(["release", "--json"]) == 2
    assert json.loads(capsys.readouterr().err)["kind"] == "usage"


def test_a_bug_is_one_line_and_debug_shows_the_traceback(empty, capsys, monkeypatch):
    def broken(args):
        raise KeyError("a value that might come from the data")
    monkeypatch.setattr(project_commands, "budget_command", broken)
    argv = ["budget", str(empty / "p.dpgui")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unexpected KeyError" in err and "might come from" not in err
    assert main([*argv, "--json"]) == 2
    assert json.loads(capsys.readouterr().err)["kind"] == "error"
    assert main(["--debug", *argv]) == 2
    assert "Traceback" in capsys.readouterr().err
    assert main([*argv, "--debug"]) == 2  # anywhere on the line
    assert "Traceback" in capsys.readouterr().err


def test_a_closed_pipe_ends_quietly():
    """`dpgui … --json | head`: the reader has gone when dpgui prints; no BrokenPipeError traceback."""
    env = {**os.environ, "PYTHONPATH": ROOT}
    child = subprocess.Popen([sys.executable, "-m", "dpgui", "rr", "estimate", "--design", "warner", "--p", "0.7",
                              "--yes", "420", "--n", "1000", "--json"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    child.stdout.close()  # gone before the child has even imported dpgui
    err = child.stderr.read().decode()
    assert child.wait(timeout=60) == 141 and err == "", err
