"""The headless commands, run as a user runs them: as a subprocess, and in-process for speed."""

import argparse
import json
import math
import os
import subprocess
import sys

import pytest

from dpgui.cli.main import build_parser, main, named_command

KEYS_RR = {"estimate", "raw_estimate", "se", "ci_low", "ci_high", "epsilon", "interval", "truncated"}
KEYS_VERIFY = {"epsilon", "worst_pair", "worst_output", "delta_tv", "delta_at"}


def run_json(capsys, *argv):
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_rr_estimate_worked_example(capsys):
    out = run_json(capsys, "rr", "estimate", "--design", "warner", "--p", "0.7", "--yes", "420", "--n", "1000",
                   "--interval", "wald")
    assert KEYS_RR <= out.keys()
    assert out["estimate"] == pytest.approx(0.3) and out["se"] == pytest.approx(0.03904, abs=5e-6)


@pytest.mark.parametrize("argv", [
    ["--design", "forced", "--p-truth", "2/3", "--p-yes", "1/6", "--p-no", "1/6"],
    ["--design", "unrelated", "--p", "0.7", "--q", "0.2"],
    ["--design", "epsilon", "--epsilon", "1"],
])
def test_rr_estimate_every_design_and_interval(capsys, argv):
    for interval in ("wilson", "wald", "clopper-pearson", "hoeffding"):
        out = run_json(capsys, "rr", "estimate", *argv, "--yes", "60", "--n", "200", "--interval", interval)
        assert out["ci_low"] <= out["estimate"] <= out["ci_high"] and out["interval"] == interval


def test_rr_estimate_refuses_infinite_epsilon_with_a_clear_message(capsys):
    argv = ["rr", "estimate", "--design", "forced", "--p-truth", "1/2", "--p-yes", "1/2", "--p-no", "0",
            "--yes", "3", "--n", "10"]
    assert main(argv) == 2
    assert "ε = ∞" in capsys.readouterr().err
    out = run_json(capsys, *argv, "--allow-not-private")
    assert out["epsilon"] is None and out["private"] is False


def test_rr_estimate_missing_parameter(capsys):
    assert main(["rr", "estimate", "--design", "forced", "--p-truth", "1/2", "--yes", "1", "--n", "10"]) == 2
    assert "--p-yes and --p-no" in capsys.readouterr().err


def test_verify_builtins(capsys):
    out = run_json(capsys, "verify", "--builtin", "truncated-geometric", "--alpha", "1/2", "--n", "5",
                   "--delta-at", "0.5", "--delta-at", "1")
    assert KEYS_VERIFY <= out.keys()
    assert out["epsilon"] == pytest.approx(math.log(2)) and out["delta_at"]["1.0"] == 0
    out = run_json(capsys, "verify", "--builtin", "forced", "--p-truth", "1/2", "--p-yes", "1/4", "--p-no", "1/4",
                   "--runs", "2")
    assert out["epsilon_closed_form"] == "ln 9"
    out = run_json(capsys, "verify", "--builtin", "grr", "--k", "3", "--epsilon", "1", "--neighbors", "all")
    assert out["epsilon"] == pytest.approx(1.0)
    out = run_json(capsys, "verify", "--builtin", "warner", "--p", "1")
    assert out["epsilon"] is None


def test_verify_matrix_file_and_pairs(tmp_path, capsys):
    matrix = tmp_path / "m.csv"
    matrix.write_text("input,0,1,2,3,4,5\n0,2/3,1/6,1/12,1/24,1/48,1/48\n5,1/48,1/48,1/24,1/12,1/6,2/3\n",
                      encoding="utf-8")
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("0,5\n", encoding="utf-8")
    out = run_json(capsys, "verify", str(matrix), "--neighbors", str(pairs))
    assert out["epsilon_closed_form"] == "ln 32" and out["worst_pair"] in (["0", "5"], ["5", "0"])


def test_verify_bad_inputs(tmp_path, capsys):
    assert main(["verify", str(tmp_path / "missing.csv")]) == 2
    assert "No matrix file" in capsys.readouterr().err
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"input,a,b\nx,0.5,0.4\n")
    assert main(["verify", str(bad)]) == 2
    assert "sums to" in capsys.readouterr().err


def test_demo_prints_estimates_intervals_and_budget(capsys):
    out = run_json(capsys, "demo")
    assert {r["title"] for r in out["releases"]} == {"Smokers (count)", "Respondents by region", "Mean age"}
    assert out["budget"]["spent"]["epsilon"] == pytest.approx(0.8)
    for r in out["releases"]:
        assert all(lo <= v <= hi for v, lo, hi in zip(r["values"], r["ci_low"], r["ci_high"]))


def test_no_arguments_without_a_display_runs_the_demo():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-m", "dpgui"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "headless demo" in done.stdout and "Budget:" in done.stdout and "to" in done.stdout


def test_no_arguments_with_a_display_starts_the_app(monkeypatch):
    import dpgui.ui.app
    started = []
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.setattr(dpgui.ui.app, "run", lambda: started.append(True) or 0)
    assert main([]) == 0 and started == [True]


def test_self_test_from_source():
    done = subprocess.run([sys.executable, "-m", "dpgui", "--self-test"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert "self-test passed" in done.stdout


def test_verify_above_threshold_and_claims(capsys):
    out = run_json(capsys, "verify", "--builtin", "above-threshold", "--queries", "0,0,0", "--claim", "1,0.01")
    assert out["epsilon_closed_form"] == "ln 8" and out["paper_bound"]["exact_delta_at_that_epsilon"] < 0.74
    assert out["claim"]["holds"] is False and out["claim"]["witness_event"]
    out = run_json(capsys, "verify", "--builtin", "survey", "--runs", "2")
    assert out["epsilon_closed_form"] == "ln 9"
    assert main(["verify", "--builtin", "survey", "--claim", "one"]) == 2


def test_audit_command(capsys):
    out = run_json(capsys, "audit", "--mechanism", "broken-histogram-scale", "--samples", "50000")
    assert out["passed"] is False and out["epsilon_lower"] > 0.5 and out["confidence"] == pytest.approx(0.999999)
    out = run_json(capsys, "audit", "--mechanism", "randomized-response", "--epsilon", "1", "--samples", "50000")
    assert out["passed"] is True and len(out["probabilities"]) == 2


def _helps(parser, path=()) -> dict:
    """Every parser's help beneath ``parser`` (nested commands included), by its path of command names."""
    found = {path: parser.format_help()}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found.update(_helps(child, (*path, name)))
    return found


def test_a_line_builds_only_the_parser_of_its_command_and_it_is_the_same():
    """Only the parser of the command on the line is built (building them all took longer than a release on a
    linked file runs); built alone, each is exactly the one the full parser holds, and it alone is built."""
    full = _helps(build_parser())
    commands = {path[0] for path in full if path}
    assert {"release", "project", "record", "survey", "rr", "audit", "link"} <= commands
    for command in commands:
        alone = _helps(build_parser(command))
        mine = {path: text for path, text in full.items() if path[:1] == (command,)}
        assert {path: text for path, text in alone.items() if path} == mine, command


def test_a_line_that_names_no_command_or_asks_for_help_first_builds_every_parser():
    assert named_command(["--json", "release"]) is None and named_command(["-h", "release"]) is None
    assert named_command(["--he", "release"]) is None and named_command([]) is None
    assert named_command(["--version", "release", "-h"]) == named_command(["release", "x"]) == "release"
    assert _helps(build_parser("relase")) == _helps(build_parser())  # argparse lists the commands in its refusal


def test_the_command_line_tells_numpys_blas_to_start_no_threads_unless_the_user_chose(monkeypatch):
    """OpenBLAS reads this before numpy loads (which the commands do lazily); its idle threads spun ~50 ms of CPU."""
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    with pytest.raises(SystemExit):
        main(["--version"])
    assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    with pytest.raises(SystemExit):
        main(["--version"])
    assert os.environ["OPENBLAS_NUM_THREADS"] == "4"
