"""Issue #15: with --json every refusal is a JSON object on standard error and exit code 2; a closed
pipe ends quietly; no traceback reaches the user unless they ask with --debug."""

import errno
import io
import json
import os
import re
import shlex
import stat
import subprocess
import sys

import pytest

import dpgui.cli.project_commands as project_commands
from dpgui.cli.main import main
from dpgui.core.costs.accounting import pure
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


def test_a_busy_project_tells_command_line_users_what_they_can_do(tmp_path, capsys, monkeypatch):
    """The store's message said "open this copy read-only", which no command-line option does."""
    path = tmp_path / "p.dpgui"
    Project.create(path, pure(1)).close()
    real = Project.open.__func__
    monkeypatch.setattr(Project, "open", classmethod(lambda cls, p, readonly=False, wait=0: real(cls, p, readonly)))
    with Project.open(path):  # open for changes here: the command cannot wait 30 s for it in a test
        assert main(["budget", str(path), "--set-total", "nope", "--epsilon", "2"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "open for changes elsewhere" in err and "read-only" not in err
        assert "Meanwhile, the commands that only read it (budget, history, export, report) work." in err
        assert main(["budget", str(path)]) == 0  # as it says
        assert main(["history", str(path)]) == 0


def test_the_bundled_example_is_not_flagged_as_readable(tmp_path, capsys, monkeypatch):
    """The example describes made-up people and is installed readable by everyone, as a program's files are;
    every command on it warned that it "holds raw data". A readable copy of it is still flagged."""
    import shutil

    import dpgui.resources as resources

    shipped = tmp_path / "resources" / "example" / "clinic_survey.dpgui"
    shipped.parent.mkdir(parents=True)
    shutil.copyfile(resources.example_path("clinic_survey.dpgui"), shipped)
    copy = tmp_path / "copy.dpgui"
    shutil.copyfile(shipped, copy)
    for path in (shipped, copy):
        os.chmod(path, 0o644)
    monkeypatch.setattr(resources, "resources_dir", lambda: tmp_path / "resources")
    assert main(["budget", str(shipped)]) == 0
    assert capsys.readouterr().err == ""
    assert main(["budget", str(copy)]) == 0
    assert "other users of this computer can read" in capsys.readouterr().err


# -- after a charge: what was paid for is never lost for want of somewhere to print it ------------------------------

class FullDisk(io.TextIOBase):
    """Standard output on a full disk."""

    def writable(self):
        return True

    def write(self, text):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def spent_and_stored(err: str, spent: str, releases: str) -> list[str]:
    """The one line said after a paid result was not printed; the free `dpgui export` command it gives."""
    [line] = err.splitlines()
    assert "could not be printed (No space left on device)" in line and "Errno" not in line
    assert spent in line and releases in line and "would spend again" in line
    return shlex.split(re.search(r"`dpgui (export [^`]*)`", line).group(1))


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs Linux's /dev/full")
def test_a_release_printed_to_a_full_disk_says_it_is_spent_stored_and_how_to_see_it_free(example_project, tmp_path,
                                                                                          monkeypatch):
    """`dpgui release … > /dev/full` said only "[Errno 28] No space left on device", though it had been paid."""
    path = tmp_path / "my study.dpgui"  # the command it suggests must quote the space
    os.rename(example_project, path)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "dpgui", "release", str(path), "--dataset", "clinic", "--query",
                               '{"type":"count"}', "--epsilon", "0.5"], stdout=full, stderr=subprocess.PIPE,
                              text=True, env={**os.environ, "PYTHONPATH": ROOT}, timeout=120)
    assert done.returncode == 2
    command = spent_and_stored(done.stderr, "the ε = 0.5 it cost stays spent", "stored as release 1")
    monkeypatch.chdir(tmp_path)
    assert command[1] == str(path) and main(command) == 0 and (tmp_path / "release-1.csv").exists()
    with Project.open(path, readonly=True) as project:
        assert len(project.ledger()) == 1  # seeing it again cost nothing


@pytest.mark.parametrize("command", ["plan", "synthesize"])
def test_a_plan_or_synthetic_rows_printed_to_a_full_disk_say_they_are_spent(command, example_project, tmp_path,
                                                                              capsys, monkeypatch):
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"format": "dpgui-plan", "version": 1, "dataset": "clinic", "queries": [
        {"query": {"type": "count"}, "epsilon": 0.25}, {"query": {"type": "count"}, "epsilon": 0.25}]}))
    argv, spent, stored = {
        "plan": (["release", str(example_project), "--plan", str(plan)], "the 2 releases made stay spent",
                 "stored as releases 1, 2"),
        "synthesize": (["synthesize", str(example_project), "--dataset", "clinic", "--columns", "region,smoker",
                        "--epsilon", "0.5", "--rounds", "3", "--rows", "10", "--out", str(tmp_path / "rows.csv")],
                       "the ε = 0.5 it cost stays spent", "stored as release 1")}[command]
    monkeypatch.setattr(sys, "stdout", FullDisk())
    assert main(argv) == 2
    spent_and_stored(capsys.readouterr().err, spent, stored)


def test_synthesize_refuses_an_out_that_is_no_file_before_spending_and_leaves_it_be(example_project, tmp_path, capsys):
    """Renaming the rows over a device, a pipe or a folder replaces it (as root, /dev/full became a file)."""
    fifo = tmp_path / "rows.csv"
    os.mkfifo(fifo)
    assert main(["synthesize", str(example_project), "--dataset", "clinic", "--columns", "region,smoker", "--epsilon",
                 "0.5", "--rounds", "3", "--rows", "10", "--out", str(fifo)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a file" in err and "nothing was spent" in err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    with Project.open(example_project, readonly=True) as project:
        assert project.ledger() == []
