"""An unanswered sensitive question stays missing on the way out: empty in CSV and XLSX, system-missing
in SPSS, "." in Stata, left out by the estimates and by the R script. Each format is read back."""

import csv
import math

import pandas
import pyreadstat
import pytest
from openpyxl import load_workbook

from dpgui.core.costs.accounting import pure
from dpgui.engine.survey_estimates import survey_estimates
from dpgui.report.survey_export import write_export
from dpgui.store import surveys as store
from dpgui.store.project import Project
from tests.survey_fixtures import make_survey

ANSWERS = [{"region": "north", "drugs": "yes", "income": "band0"},
           {"region": "south", "drugs": "", "income": "band1"},  # did not answer the sensitive question
           {"region": "north", "drugs": "no", "income": "band2"}]


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    folder = tmp_path_factory.mktemp("survey-missing")
    with Project.create(folder / "s.dpgui", pure(1)) as project:
        survey = make_survey()
        store.save_survey(project, survey)
        store.commit_many(project, survey, ANSWERS, "paper.csv")
        responses = store.responses(project, survey)
    estimates = survey_estimates(survey, responses)
    files = {suffix: write_export(survey, responses, estimates, folder / f"out{suffix}")
             for suffix in (".csv", ".xlsx", ".sav", ".dta")}
    return responses, estimates, files


def _drugs(values) -> list:
    return [None if v is None or v == "" or (isinstance(v, float) and math.isnan(v)) else int(float(v)) for v in values]


def test_the_estimates_count_only_the_answers_given(exported):
    _, estimates, _ = exported
    drugs = next(r for r in estimates if r["question"] == "drugs" and r["group"] == "(everyone)")
    assert drugs["n"] == 2 and drugs["option_label"] == "yes"


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".sav", ".dta"])
def test_every_format_keeps_the_unanswered_question_missing(exported, suffix):
    _, _, files = exported
    data = files[suffix][0]
    if suffix == ".csv":
        with open(data, encoding="utf-8", newline="") as f:
            values = [row["drugs"] for row in csv.DictReader(f)]
    elif suffix == ".xlsx":
        sheet = load_workbook(data)["responses"]
        header = [c.value for c in sheet[1]]
        values = [row[header.index("drugs")] for row in sheet.iter_rows(min_row=2, values_only=True)]
    elif suffix == ".sav":
        values = list(pyreadstat.read_sav(str(data))[0]["drugs"])
    else:
        values = list(pandas.read_stata(str(data), convert_categoricals=False)["drugs"])
    assert sorted(_drugs(values), key=str) == [0, 1, None]  # one yes, one no, one missing: never "no"
    script = next(p for p in files[suffix] if p.suffix == ".R").read_text(encoding="utf-8")
    assert "d[!is.na(d$drugs), ]" in script  # R leaves it out too
