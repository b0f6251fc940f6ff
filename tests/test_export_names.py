"""Question and option names that are not SPSS or Stata names, in every export format and its scripts.

A form may name questions a-b and a.b (both would become a_b), _drug (SPSS names start with a letter), a
name of 40 characters (Stata keeps 32), or in (a word Stata keeps), and an option code may hold a line
break followed by a command. The .sav and .dta files hold one valid, unique name per column with the
original name in its label; the Stata and SPSS scripts use those same names (reading a .csv or .xlsx file
by position), and no line of any script is anything but what dpgui wrote: no text from the form starts a
line of its own."""

import os
import re
import shutil
import subprocess
import warnings
from pathlib import Path

import pandas as pd
import pyreadstat
import pytest

from dpgui.core.rr.survey import Question, Survey
from dpgui.report.survey_export import write_export

EN = "English"
VALID = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,31}")
LONG = "x" * 40
INJECTED = 'x\nshell touch /tmp/pwned_by_dpgui #\n! touch /tmp/pwned\nHOST COMMAND=["touch /tmp/pwned"].\n\u202ey'
COMMAND = re.compile(r"^\s*(shell|!|host\b)", re.IGNORECASE)


def _select(name: str, text: str) -> Question:
    return Question(name, "select_one", {EN: text}, choices=[{"code": c, "label": {EN: c.upper()}} for c in "ns"])


def _drug(name: str = "drug") -> Question:
    return Question(name, "sensitive_yes_no", {EN: "Drugs?"},
                    design={"name": "forced", "p_truth": "2/3", "p_yes": "1/6", "p_no": "1/6"})


def _export(tmp_path: Path, questions: list[Question], answers: list[dict], suffix: str) -> list[Path]:
    """The export as ``suffix`` in a folder of its own, pandas' renaming warning an error."""
    survey = Survey(id="names", title="Names\nshell echo title", questions=questions)
    responses = [{"uuid": f"u{i}", "device": "tablet", "collected_at": "2024-05-01", "source": "kiosk",
                  "answers": a} for i, a in enumerate(answers)]
    folder = tmp_path / suffix[1:]
    folder.mkdir()
    with warnings.catch_warnings():
        warnings.simplefilter("error", pd.errors.InvalidColumnName)
        return write_export(survey, responses, [], folder / f"out{suffix}", include_free_form=True)


def _read(path: Path) -> tuple[pd.DataFrame, dict, dict]:
    """(data, variable labels, value labels) as SPSS or Stata would see them."""
    frame, meta = (pyreadstat.read_sav if path.suffix == ".sav" else pyreadstat.read_dta)(str(path))
    return frame, meta.column_names_to_labels, meta.variable_value_labels


def _scripts(written: list[Path]) -> dict[str, str]:
    return {p.suffix: p.read_text(encoding="utf-8") for p in written if p.stem.endswith("-analysis")}


def _stata_rename(do: str) -> tuple[list[str], list[str]]:
    """(names as read, names given) of the .do's rename of a .csv or .xlsx file's columns."""
    joined = re.sub(r" ///\n\s*", " ", do)
    old, new = re.search(r"^rename \(([^)]*)\) \(([^)]*)\)$", joined, flags=re.M).groups()
    return old.split(), new.split()


def _stata_variables(do: str) -> list[str]:
    return re.findall(r'^rr_debias "[^"\n]*" (\S+) ', do, flags=re.M)


def _spss_variables(sps: str) -> list[str]:
    return re.findall(r"^COMPUTE rr_reported = \((\S+?)(?: = \d+)?\)\.$", sps, flags=re.M)


def test_stat_names_are_valid_unique_and_keep_names_that_already_are():
    from dpgui.report.survey_scripts import stat_names
    columns = ["uuid", "a-b", "a.b", "a_b_2", "_drug", LONG, LONG + "y", "in", "_n", "Drug", "drug", "str5", "ALL",
               "9lives", "q_x\nshell rm"]
    names = stat_names(columns)
    assert len(names) == len(columns)
    assert all(VALID.fullmatch(n) for n in names), names
    assert len({n.lower() for n in names}) == len(names)  # SPSS ignores case
    kept = dict(zip(columns, names))
    assert kept["uuid"] == "uuid" and kept["a_b_2"] == "a_b_2" and kept["Drug"] == "Drug"
    assert kept["a-b"] == "a_b" and kept["a.b"] == "a_b_3"  # a_b_2 is another column's own name
    assert kept["_drug"] == "v_drug" and kept["_n"] == "v_n" and kept["9lives"] == "v9lives"
    assert kept["in"] == "in_" and kept["str5"] == "str5_" and kept["ALL"] == "ALL_" and kept["drug"] == "drug_2"
    assert kept[LONG] == "x" * 32 and kept[LONG + "y"] == "x" * 30 + "_2"
    assert kept["q_x\nshell rm"] == "q_x_shell_rm"


def test_a_b_and_a_dot_b_stay_two_columns_in_every_format_and_script(tmp_path):
    questions = [_select("a-b", "Where?"), _select("a.b", "When?"), _drug()]
    answers = [{"a-b": "n", "a.b": "s", "drug": "yes"}, {"a-b": "s", "a.b": "s", "drug": "no"},
               {"a-b": "n", "a.b": "n", "drug": "yes"}]
    for suffix in (".csv", ".xlsx", ".sav", ".dta"):
        written = _export(tmp_path, questions, answers, suffix)
        scripts = _scripts(written)
        assert set(scripts) == {".R", ".do", ".sps"}, suffix
        if suffix in (".sav", ".dta"):
            frame, labels, values = _read(written[0])
            assert list(frame.columns) == ["uuid", "device", "collected_at", "source", "a_b", "a_b_2", "drug"]
            assert labels["a_b"] == "a-b: Where?" and labels["a_b_2"] == "a.b: When?" and labels["drug"] == "Drugs?"
            assert values["a_b"] == {0: "N", 1: "S"} and values["a_b_2"] == {0: "N", 1: "S"}
            assert frame["a_b"].tolist() == [0, 1, 0] and frame["a_b_2"].tolist() == [1, 1, 0]
            assert 'd[["a_b"]] == 0' in scripts[".R"] and 'd[["a_b_2"]] == 1' in scripts[".R"]
        else:  # the .csv and .xlsx files keep the form's names
            frame = pd.read_csv(written[0]) if suffix == ".csv" else pd.read_excel(written[0], sheet_name="responses")
            assert list(frame.columns)[4:] == ["a-b", "a.b", "drug"]
            assert frame["a-b"].tolist() == [0, 1, 0] and frame["a.b"].tolist() == [1, 1, 0]
            assert 'd[["a-b"]] == 0' in scripts[".R"] and 'd[["a.b"]] == 1' in scripts[".R"]
            old, new = _stata_rename(scripts[".do"])  # Stata reads the columns by position and names them
            given = [f"v{i}" for i in range(1, 8)] if suffix == ".csv" else list("ABCDEFG")
            assert old == given and new == ["uuid", "device", "collected_at", "source", "a_b", "a_b_2", "drug"]
        assert _stata_variables(scripts[".do"]) == ["a_b", "a_b", "a_b_2", "a_b_2", "drug"], suffix
        if suffix != ".xlsx":  # SPSS names an .xlsx file's columns itself: a-b and a.b are left out there
            assert _spss_variables(scripts[".sps"]) == ["a_b", "a_b", "a_b_2", "a_b_2", "drug"], suffix
        else:
            assert _spss_variables(scripts[".sps"]) == ["drug"]
            assert "* a-b: not estimated here, as SPSS would rename its column" in scripts[".sps"]
        if suffix == ".csv":
            assert "  a_b F8.0\n  a_b_2 F8.0\n  drug F8.0" in scripts[".sps"]


@pytest.mark.parametrize("suffix", [".sav", ".dta"])
def test_a_randomised_question_named_with_a_leading_underscore_is_exported(tmp_path, suffix):
    written = _export(tmp_path, [_drug("_drug")], [{"_drug": "yes"}, {"_drug": "no"}, {"_drug": ""}], suffix)
    frame, labels, values = _read(written[0])
    assert list(frame.columns)[4:] == ["v_drug"] and labels["v_drug"] == "_drug: Drugs?"
    assert values["v_drug"] == {1: "yes (reported)", 0: "no (reported)"}
    assert frame["v_drug"].tolist()[:2] == [1, 0] and pd.isna(frame["v_drug"].tolist()[2])
    scripts = _scripts(written)
    assert _stata_variables(scripts[".do"]) == ["v_drug"] and _spss_variables(scripts[".sps"]) == ["v_drug"]
    assert 'debias("_drug = yes", d[["v_drug"]], c = 2/3, d = 1/6)' in scripts[".R"]


@pytest.mark.parametrize("suffix", [".sav", ".dta"])
def test_a_long_name_and_a_reserved_word_keep_their_labels(tmp_path, suffix):
    questions = [_select(LONG, "Long?"), _select("in", "Inside?"), Question("_n", "integer", {EN: "How many?"})]
    written = _export(tmp_path, questions, [{LONG: "s", "in": "n", "_n": "3"}], suffix)
    frame, labels, values = _read(written[0])
    assert list(frame.columns)[4:] == ["x" * 32, "in_", "v_n"]
    assert labels["x" * 32] == f"{LONG}: Long?" and labels["in_"] == "in: Inside?" and labels["v_n"] == "_n: How many?"
    assert values["x" * 32] == {0: "N", 1: "S"} and values["in_"] == {0: "N", 1: "S"}
    assert frame.iloc[0, 4:].tolist() == [1, 0, 3]
    scripts = _scripts(written)
    assert _stata_variables(scripts[".do"]) == ["x" * 32] * 2 + ["in_"] * 2
    assert _spss_variables(scripts[".sps"]) == ["x" * 32] * 2 + ["in_"] * 2


def test_an_option_code_holding_a_command_stays_text_in_every_script(tmp_path):
    oue = Question("q", "sensitive_choice", {EN: "Which?\nshell echo label"},
                   choices=[{"code": code, "label": {EN: code.upper()}} for code in (INJECTED, "ok", "z")],
                   design={"epsilon": "1", "oracle": "oue"})
    grr = Question("g", "sensitive_choice", {EN: "Which one?"},
                   choices=[{"code": code, "label": {EN: "X"}} for code in (INJECTED, "ok")],
                   design={"epsilon": "1", "oracle": "grr"})
    answers = [{"q": bits, "g": code} for bits, code in [("100", INJECTED), ("010", "ok"), ("011", INJECTED),
                                                          ("110", "ok")]]
    for suffix in (".csv", ".xlsx", ".sav", ".dta"):
        written = _export(tmp_path, [oue, grr], answers, suffix)
        scripts = _scripts(written)
        for language, text in scripts.items():
            lines = text.split("\n")
            assert not [line for line in lines if COMMAND.match(line)], (suffix, language)
            assert all(line.isprintable() for line in lines), (suffix, language)  # no \r, control or bidi mark
        stata = _stata_variables(scripts[".do"])
        assert len(stata) == 5 and all(VALID.fullmatch(v) for v in stata), stata
        if suffix != ".xlsx":
            assert _spss_variables(scripts[".sps"]) == stata
        if suffix in (".sav", ".dta"):
            frame, labels, _ = _read(written[0])
            column = "q_x_shell_touch__tmp_pwned_by_dp"
            assert list(frame.columns)[4:] == [column, "q_ok", "q_z", "g"]
            assert labels[column].startswith("q_x shell touch /tmp/pwned_by_dpgui # ! touch")
            assert frame[column].tolist() == [1, 0, 0, 1]
    # R reads the .csv file's own column, the line break written as \n inside its string, and estimates each option
    rscript = shutil.which("Rscript")
    if rscript is None:
        pytest.fail("Rscript is not on PATH: install R (on Debian: apt-get install r-base-core; .ci/run does)")
    folder = tmp_path / "csv"
    empty = folder / "no-packages"
    empty.mkdir()
    done = subprocess.run([rscript, "--vanilla", "out-analysis.R"], cwd=folder, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "R_LIBS_USER": str(empty)})
    assert done.returncode == 0, done.stderr
    printed = [line.split(":")[0] for line in done.stdout.splitlines() if ": estimate " in line]
    assert len(printed) == 5 and printed[1:3] == ["q = ok", "q = z"], done.stdout
    assert not Path("/tmp/pwned_by_dpgui").exists()
