"""Value labels of SPSS and Stata files, end to end: the labels are what is stored, proposed as categories and
released (Male, not 1); a code without a label stays its code (3, never 3.0); a value the file declares missing
stays missing. The files are written by pyreadstat (the ReadStat library SPSS and Stata users share) and pandas."""

import warnings

import numpy as np
import pandas as pd
import pyreadstat
import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.store.declared.schema import DatasetSchema, propose_schema
from dpgui.store.importers import open_table
from dpgui.store.profile import profile_dataset
from dpgui.store.project import Project

BIG = PrivacySetting.of(epsilon=50)  # noise of scale 1/50: an estimate more than 3 off has probability < 1e-60
CODES = [1.0, 2.0, 3.0, -9.0, np.nan] * 40  # Male, Female, unlabelled, declared missing, system missing
TRUTH = {"Male": 40, "Female": 40, "3": 40, "(other)": 0, "(missing)": 80}


@pytest.fixture
def project(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(100)) as p:
        yield p


def stored(project, name, column):
    info = project.dataset(name)
    values = []
    for raw, codes in project.column_chunks(info, column):
        values += [raw[c] if c < len(raw) else None for c in codes]
    return values


def released_counts(project, name):
    """Propose a schema from the imported data, confirm it as it is, and release the histogram of sex."""
    proposal = propose_schema(profile_dataset(project, project.dataset(name)))
    assert proposal.schema.columns["sex"].categories == ("3", "Female", "Male")  # labels, never -9 or Refused
    project.set_schema(name, DatasetSchema(proposal.schema.columns))
    result = release(project, name, {"type": "histogram", "column": "sex"}, BIG)
    return {row["label"]: row["estimate"] for row in result["rows"]}


def near_truth(counts):
    return set(counts) == set(TRUTH) and all(abs(counts[k] - TRUTH[k]) <= 3 for k in TRUTH)


def test_spss_labels_are_released_and_declared_missing_stays_missing(project, tmp_path):
    path = tmp_path / "survey.sav"
    frame = pd.DataFrame({"sex": CODES, "age": np.arange(200.0)})
    pyreadstat.write_sav(frame, str(path), missing_ranges={"sex": [-9.0]},
                         variable_value_labels={"sex": {1.0: "Male", 2.0: "Female", -9.0: "Refused"}})
    project.add_dataset("s", open_table(path, chunk_rows=7))
    assert stored(project, "s", "sex")[:5] == ["Male", "Female", "3", None, None]
    assert near_truth(released_counts(project, "s"))


def write_stata(path, storage):
    """200 rows of CODES in a .dta file: pandas writes integer or float codes (NaN becomes Stata's missing value);
    pyreadstat writes Stata's extended missing value .a with the label Refused."""
    if storage == "extended missing":
        codes = pd.Series(CODES, dtype=object).where(pd.Series(CODES) != -9.0, "a")
        pyreadstat.write_dta(pd.DataFrame({"sex": codes}), str(path), missing_user_values={"sex": ["a"]},
                             variable_value_labels={"sex": {1: "Male", 2: "Female", "a": "Refused"}})
    else:
        codes = pd.Series(CODES).where(pd.Series(CODES) != -9.0, np.nan).astype(storage)
        pd.DataFrame({"sex": codes}).to_stata(path, write_index=False, value_labels={"sex": {1: "Male", 2: "Female"}})


@pytest.mark.parametrize("storage", ["Int16", "float64", "extended missing"])
def test_stata_labels_are_released_and_declared_missing_stays_missing(project, tmp_path, storage):
    """An unlabelled code is 3, as in the file, in every chunk (a chunk holding a code without a label once gave
    3.0 when the codes were held as floats), and pandas' warning about such chunks is not shown."""
    path = tmp_path / "survey.dta"
    write_stata(path, storage)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        project.add_dataset("s", open_table(path, chunk_rows=7))
    assert stored(project, "s", "sex")[:5] == ["Male", "Female", "3", None, None]
    assert near_truth(released_counts(project, "s"))


def test_a_label_that_could_stand_for_another_code_is_not_applied_and_a_note_says_why(project, tmp_path):
    """Code 1 labelled "3" ("3 or more children") beside an unlabelled code 3: applying the labels would count two
    answers as one. The codes are imported instead, and the import's note says why."""
    path = tmp_path / "kids.sav"
    pyreadstat.write_sav(pd.DataFrame({"kids": [1.0, 3.0, 1.0, 3.0, 2.0]}), str(path),
                         variable_value_labels={"kids": {1.0: "3", 2.0: "none"}})
    source = open_table(path)
    project.add_dataset("kids", source)
    assert sorted(set(stored(project, "kids", "kids"))) == ["1", "2", "3"]
    assert "could stand for two values" in source.note
