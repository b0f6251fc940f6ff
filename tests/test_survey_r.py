"""The analysis scripts written beside a survey export recompute dpgui's own estimates.

The R script is run with Rscript (base R only: R is required, so this fails, never skips, without it)
for every design dpgui exports, and its printed estimates must equal dpgui's to the printed digits.
Stata and SPSS cannot run here: their formulas are read from the written files and evaluated line by
line on the exported data. A deliberately wrong parameter must make each comparison fail."""

import csv
import math
import os
import re
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path
from statistics import NormalDist

import numpy as np
import pytest

from dpgui.core.rr.survey import Question, Survey
from dpgui.engine.survey_estimates import survey_estimates
from dpgui.report.survey_export import write_export
from dpgui.report.survey_scripts import exact, r_script, spss_script, stata_script
from tests.seeded import seeded

PRINTED = 5e-7 + 1e-12  # the scripts print six decimals
LINE = re.compile(r"^(?P<label>\S+ = \S+): estimate (?P<estimate>\S+)(?: \(raw (?P<raw>\S+), outside 0 to 1\))?, "
                  r"SE (?P<se>\S+), 95% interval (?P<ci_low>\S+) to (?P<ci_high>\S+), n = (?P<n>\d+)$")
NONE = re.compile(r"^(?P<label>\S+ = \S+): fewer than two answers, no estimate$")


def yes_no(question, design, **parameters):
    return Question(question, "sensitive_yes_no", {"English": f"{question}?"}, design={"name": design, **parameters})


def choice(name, kind, k, **more):
    return Question(name, kind, {"English": f"{name}?"}, choices=[{"code": f"o{i}", "label": {"English": f"O{i}"}}
                                                                  for i in range(k)], **more)


def every_design() -> Survey:
    return Survey(id="r-check", title="Every design // checked in R", questions=[
        yes_no("warner", "warner", p="0.7"),
        yes_no("warner_low", "warner", p="1/3"),  # c < 0: the interval's ends swap
        yes_no("die", "forced", p_truth="2/3", p_yes="1/6", p_no="1/6"),  # the one-die design
        yes_no("unrelated", "unrelated", p="1/2", q="1/3"),
        yes_no("by_eps", "epsilon", epsilon="1/2"),
        yes_no("rare", "warner", p="3/4"),  # few yes reports: the raw estimate falls below 0
        yes_no("few", "forced", p_truth="3/4", p_yes="1/8", p_no="1/8"),  # one answer: no estimate
        choice("grr", "sensitive_choice", 3, design={"epsilon": "2", "oracle": "grr"}),
        choice("oue", "sensitive_choice", 4, design={"epsilon": "1", "oracle": "oue"}),
        choice("region", "select_one", 3),
        choice("tools", "select_multiple", 3),
        Question("age", "integer", {"English": "Age?"}, lower=0, upper=120),
    ])


def responses(survey: Survey, n: int = 300) -> list[dict]:
    """Respondents' reports, randomised by each design (seeded), with about 5% of each answer missing."""
    gen, source = np.random.default_rng(27), seeded("survey-r")
    reports = {}
    for q in survey.questions:
        if q.kind == "sensitive_yes_no":
            reported = q.binary().randomise(gen.random(n) < .4, source)
            if q.name == "rare":  # fewer yes reports than the design alone gives: the raw estimate is below 0
                reported = gen.random(n) < .1
            reports[q.name] = ["yes" if r else "no" for r in reported]
        elif q.kind == "sensitive_choice":
            reported = q.oracle().randomise(gen.integers(0, len(q.codes), n), source)
            reports[q.name] = ["".join(map(str, r)) if q.oue else q.codes[r] for r in reported]
        elif q.kind == "select_multiple":
            reports[q.name] = ["".join("1" if gen.random() < .4 else "0" for _ in q.codes) for _ in range(n)]
        elif q.kind == "select_one":
            reports[q.name] = [q.codes[i] for i in gen.integers(0, len(q.codes), n)]
        else:
            reports[q.name] = [str(a) for a in gen.integers(18, 90, n)]
    return [{"uuid": f"r{i}", "device": "tablet", "collected_at": "2024-05-01", "source": "kiosk",
             "answers": {q.name: "" if gen.random() < .05 or (q.name == "few" and i) else
                         q.check_answer(reports[q.name][i]) for q in survey.questions}}
            for i in range(n)]


@pytest.fixture(scope="module")
def export(tmp_path_factory):
    folder = tmp_path_factory.mktemp("survey-r")
    survey = every_design()
    rows = responses(survey)
    estimates = survey_estimates(survey, rows)
    written = {}
    for suffix in (".csv", ".xlsx", ".sav", ".dta"):  # one folder each: their scripts have the same names
        (folder / suffix[1:]).mkdir()
        written[suffix] = write_export(survey, rows, estimates, folder / suffix[1:] / f"out{suffix}")
    expected = {f"{r['question']} = {r['option']}": r for r in estimates if r["group"] == "(everyone)"}
    return survey, folder / "csv", written, expected


def run_r(folder: Path, script: str) -> str:
    rscript = shutil.which("Rscript")
    if rscript is None:
        pytest.fail("Rscript is not on PATH: install R (on Debian: apt-get install r-base-core; .ci/run does)")
    path = folder / "check.R"
    path.write_text(script, encoding="utf-8")
    empty = folder / "no-packages"
    empty.mkdir(exist_ok=True)  # base R only, whatever this computer's own R library holds
    done = subprocess.run([rscript, "--vanilla", path.name], cwd=folder, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "R_LIBS_USER": str(empty)})
    assert done.returncode == 0, done.stderr
    return done.stdout


def printed(output: str) -> dict[str, dict | None]:
    """label → the printed figures (None: "no estimate"), from the lines every script prints."""
    found = {}
    for line in output.splitlines():
        if m := LINE.match(line):
            found[m["label"]] = {k: float(v) for k, v in m.groupdict().items() if k != "label" and v is not None}
        elif m := NONE.match(line):
            found[m["label"]] = None
    return found


def mismatches(found: dict[str, dict | None], expected: dict[str, dict], tolerance: float = PRINTED) -> list[str]:
    """The labels whose figures differ from dpgui's (or are missing on either side)."""
    wrong = sorted(set(found) ^ set(expected))
    for label in set(found) & set(expected):
        mine, theirs = found[label], expected[label]
        if theirs["estimate"] is None or mine is None:
            wrong += [label] if (theirs["estimate"] is None) != (mine is None) else []
            continue
        keys = ["estimate", "se", "ci_low", "ci_high"] + (["raw"] if theirs["truncated"] or "raw" in mine else [])
        if int(mine["n"]) != theirs["n"] or any(
                k not in mine or abs(mine[k] - theirs["raw_estimate" if k == "raw" else k]) > tolerance for k in keys):
            wrong.append(label)
    return sorted(wrong)


def test_the_r_script_prints_dpgui_estimates_for_every_design(export):
    survey, folder, written, expected = export
    script = (folder / "out-analysis.R").read_text(encoding="utf-8")
    output = run_r(folder, script)
    found = printed(output)
    assert mismatches(found, expected) == [], output
    assert found["few = yes"] is None and "raw" in found["rare = yes"] and found["rare = yes"]["estimate"] == 0
    assert found["die = yes"]["n"] < 300  # missing answers are left out, not counted as "no"
    assert "age" in script and "age = " not in output  # a whole number: no estimate, as in dpgui
    # a deliberately wrong parameter (the die's forced yes 1/6 → 1/7, GRR's ε 2 → 2.01) is caught
    broken = script.replace("c = 2/3, d = 1/6)", "c = 2/3, d = 1/7)").replace("exp(2)", "exp(2.01)")
    assert broken.count("1/7") == 1 and broken != script
    assert mismatches(printed(run_r(folder, broken)), expected) == ["die = yes", "grr = o0", "grr = o1", "grr = o2"]


def test_scripts_are_written_beside_every_format(export):
    survey, _, written, _ = export
    for suffix, paths in written.items():
        names = [p.name for p in paths]
        assert {"out-analysis.R", "out-analysis.do", "out-analysis.sps"} <= set(names), suffix
        for p in paths[-3:]:
            assert p.parent == paths[0].parent  # rr 1.4.2's summary() and print() stop: never called
            assert not re.search(r"(summary|print)\((?!\))", p.read_text(encoding="utf-8"))
    sav = (written[".sav"][0].parent / "out-analysis.R").read_text(encoding="utf-8")
    assert 'requireNamespace("haven", quietly = TRUE)) stop("reading out.sav needs the R package haven' in sav
    assert 'GET FILE="out.sav".' in (written[".sav"][0].parent / "out-analysis.sps").read_text(encoding="utf-8")
    assert 'use "out.dta", clear' in (written[".dta"][0].parent / "out-analysis.do").read_text(encoding="utf-8")


def _value(expression: str) -> float:
    """An exact expression the scripts write (fractions, exp()) as Python computes it."""
    assert re.fullmatch(r"[0-9.+\-*/() exp]+", expression), expression
    return eval(expression, {"__builtins__": {}, "exp": math.exp})  # noqa: S307 - digits and exp() only


def test_design_parameters_are_written_exactly(export):
    survey, folder, _, _ = export
    assert exact(Fraction(1, 8)) == "0.125" and exact(Fraction(2, 3)) == "2/3" and exact(Fraction(7, 10)) == "0.7"
    script = (folder / "out-analysis.R").read_text(encoding="utf-8")
    assert "p = 2/3, p1 = 1/6, p0 = 1/6" in script and 'model = "FR", p = c(1/6, 1/6)' in script
    assert "I(1 - warner_low) ~ 1" in script and "p = 2/3, design = \"mirrored\"" in script  # rr needs p > 1/2
    for q in survey.questions:
        if q.kind != "sensitive_yes_no":
            continue
        design = q.binary()
        (c, d), = re.findall(rf'debias\("{q.name} = yes", d\[\["{q.name}"\]\], c = (.+?), d = (.+?)\)$', script,
                             flags=re.M)
        assert _value(c) == pytest.approx(float(design.c), rel=1e-15, abs=0)
        assert _value(d) == pytest.approx(float(design.d), rel=1e-15, abs=0)
    assert "0.6666666667" not in script and "1666666667" not in script


def _data(folder: Path) -> list[dict]:
    with open(folder / "out.csv", encoding="utf-8", newline="") as f:
        return [{k: float(v) if v not in ("", None) and k not in ("uuid", "device", "collected_at", "source")
                 else None for k, v in row.items()} for row in csv.DictReader(f)]


def _run(assignments: list[tuple[str, str]], names: dict, env: dict) -> dict:
    """Each NAME = EXPR in order, in Python, with the language's functions."""
    for name, expression in assignments:
        expression = re.sub(r"\blambda\b", "lambda_", expression)  # a word Python keeps for itself
        env[name.replace("lambda", "lambda_")] = eval(expression, {"__builtins__": {}, **names}, env)  # noqa: S307
    return env


def _interpret(calls, assignments, names, rows, translate) -> dict:
    """label → figures as the script would print them, from its own formulas on the exported rows."""
    found = {}
    for label, variable, reported, c, d in calls:
        kept = [r for r in rows if r[variable] is not None]
        if len(kept) < 2:
            found[label] = None
            continue
        yes = sum(eval(translate(reported), {"__builtins__": {}}, r) for r in kept)  # noqa: S307
        env = _run([("c", translate(c)), ("d", translate(d))] + assignments, names, {"yes": yes, "n": len(kept)})
        found[label] = {"estimate": env["estimate"], "raw": env["raw"], "se": env["se"], "ci_low": env["low"],
                        "ci_high": env["high"], "n": env["n"]}
    return found


STATA = {"sqrt": math.sqrt, "abs": abs, "min": min, "max": max, "exp": math.exp, "invnormal": NormalDist().inv_cdf}
SPSS = {"SQRT": math.sqrt, "ABS": abs, "MIN": min, "MAX": max, "EXP": math.exp, "exp": math.exp,
        "IDF_NORMAL": lambda p, mean, sd: NormalDist(mean, sd).inv_cdf(p)}


def stata_figures(text: str, rows: list[dict]) -> dict:
    program = text[text.index("program define rr_debias"):text.index("\nend")]
    assert "if _N < 2 {" in program  # fewer than two answers: no estimate, as in dpgui
    assignments = re.findall(r"quietly generate double (\w+) = (.+)$", program, flags=re.M)
    assignments = [(n, e.replace("^", "**")) for n, e in assignments if n not in ("c", "d") and "`r'" not in e]
    calls = re.findall(r'^rr_debias "(.+?)" (\w+) "(.+?)" "(.+?)" "(.+?)"$', text, flags=re.M)
    return _interpret(calls, assignments, STATA, rows, lambda e: e.replace("^", "**"))


def spss_figures(text: str, rows: list[dict]) -> dict:
    calls = []
    for block in text.split("DATASET ACTIVATE responses.\nDATASET DECLARE")[1:]:
        assert "DO IF (n >= 2)." in block  # fewer than two answers: no estimate, as in dpgui
        computed = re.findall(r"^COMPUTE (\w+) = (.+)\.$", block, flags=re.M)
        values = dict(computed)
        label = values["question"].strip('"')
        variable = re.match(r"\(?(\w+)", values["rr_reported"])[1]
        calls.append((label, variable, values["rr_reported"], values["c"], values["d"]))
        assignments = [(n, e.replace("IDF.NORMAL", "IDF_NORMAL")) for n, e in computed
                       if n not in ("rr_all", "rr_reported", "c", "d", "question")]
    translate = lambda e: re.sub(r"(?<![<>=!])=(?!=)", "==", e)  # noqa: E731 - SPSS's "=" compares
    return _interpret(calls, assignments, SPSS, rows, translate)


@pytest.mark.parametrize("language", ["do", "sps"])
def test_stata_and_spss_files_compute_dpgui_estimates(export, language):
    survey, folder, _, expected = export
    rows = _data(folder)
    text = (folder / f"out-analysis.{language}").read_text(encoding="utf-8")
    figures = stata_figures if language == "do" else spss_figures
    found = figures(text, rows)
    assert mismatches(found, expected, tolerance=1e-12) == []
    assert "version 14" in text or "DATASET NAME responses." in text
    broken = text.replace('"2/3" "1/6"', '"2/3" "1/7"').replace("COMPUTE d = 1/6.", "COMPUTE d = 1/7.")
    assert mismatches(figures(broken, rows), expected, tolerance=1e-12) == ["die = yes"]


def test_every_script_reads_its_own_format(export):
    survey = export[0]
    columns = [q.name for q in survey.questions]
    for suffix, r_line, stata_line, spss_line in [
            (".csv", 'd <- read.csv("x.csv", check.names = FALSE)', 'import delimited "x.csv"', "GET DATA /TYPE=TXT"),
            (".xlsx", 'readxl::read_excel("x.xlsx", sheet = "responses")', 'import excel "x.xlsx"', "/TYPE=XLSX"),
            (".dta", 'haven::read_dta("x.dta")', 'use "x.dta", clear', 'GET STATA FILE="x.dta".')]:
        assert r_line in r_script(survey, Path(f"x{suffix}"), columns)
        assert stata_line in stata_script(survey, Path(f"x{suffix}"), columns)
        assert spss_line in spss_script(survey, Path(f"x{suffix}"), columns)
    # a question whose column the file does not hold is not estimated
    assert "region" not in r_script(survey, Path("x.csv"), ["die"])
