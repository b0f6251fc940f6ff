"""Export a survey's responses and estimates with a codebook, as CSV, XLSX, SPSS .sav or Stata .dta.

Answers are numeric: yes/no questions 1 = yes, 0 = no (what R's ``rr`` and ``RRreg`` expect);
choice questions 0..k−1 in the order of their options (RRreg's coding); OUE answers one 0/1
column per option. The codebook gives each question's design parameters and ε, and the exact
arguments for ``rr::rrreg`` / ``RRreg::RRuni`` (docs/surveys.md shows the R lines).
Free-form answers (text, decimal numbers, dates, times, and rows the kiosk does not ask such as GPS points) are
left out unless the curator includes them: they are stored as typed and can identify people, and the codebook then
says so. Files with responses are readable by their owner only; no CSV or XLSX cell can run as a formula
(``dpgui.store.safe_cells``), and every file is written whole or not at all.
CSV and XLSX files keep the form's names; in .sav and .dta files, and in the Stata and SPSS scripts beside every
export, each column has the name ``survey_scripts.stat_names`` gives it, one both accept (a-b and a.b become a_b
and a_b_2), with the form's name at the start of its variable label.
"""

from __future__ import annotations

import errno
from pathlib import Path

import numpy as np

from dpgui.core.rr.responses import ResponseColumns
from dpgui.core.rr.survey import Question, Survey, design_parameters_text
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.report.survey_scripts import r_arguments, stat_names, write_scripts
from dpgui.store.errors import WriteFailed
from dpgui.engine.survey_estimates import as_columns
from dpgui.store.safe_cells import write_csv, write_workbook
from dpgui.store.safe_files import atomic_path

FORMATS = (".csv", ".xlsx", ".sav", ".dta")
FREE_FORM_CODEBOOK = QT_TRANSLATE_NOOP("report.survey_export", "NO: stored exactly as given, never randomised; text, "
                                       "numbers, dates and GPS points like these can identify people: keep this file "
                                       "as private as the raw data")


def _first(text: dict[str, str]) -> str:
    return next((t for t in text.values() if t), "")


def exported(survey: Survey, include_free_form: bool = False) -> list[Question]:
    """The questions an export holds: free-form ones only when the curator includes them."""
    return [q for q in survey.questions if include_free_form or not q.free_form]


def codebook(survey: Survey, include_free_form: bool = False) -> list[dict]:
    rows = []
    for q in exported(survey, include_free_form):
        if q.free_form:
            coding = translate("report.survey_export", "as given ({kind}); blank = missing").format(
                kind=q.form_type or q.kind)
        elif q.kind == "sensitive_yes_no":
            coding = translate("report.survey_export", "1 = yes, 0 = no (the reported answer)")
        elif q.kind == "integer":
            coding = translate("report.survey_export", "whole number {lower}..{upper}").format(
                lower=q.lower if q.lower is not None else "", upper=q.upper if q.upper is not None else "")
        elif q.oue:
            coding = translate("report.survey_export", "one 0/1 column per option ({columns})").format(
                columns=", ".join(f"{q.name}_{c}" for c in q.codes))
        else:
            coding = ", ".join(f"{i} = {c['code']} ({_first(c['label'])})" for i, c in enumerate(q.choices))
        rows.append({"variable": q.name, "question": _first(q.label), "type": q.kind,
                     "protected": translate("report.survey_export", "yes") if q.sensitive
                     else translate("report.survey_export", FREE_FORM_CODEBOOK) if q.free_form
                     else translate("report.survey_export", "NO: asked directly"),
                     "randomised_by": q.randomiser if q.sensitive else "", "design": design_parameters_text(q),
                     "epsilon": q.epsilon if q.epsilon is not None else "", "coding": coding,
                     **{k: "" for k in ("rr_design", "rr_p", "rr_p1", "rr_p0", "rr_q", "RRreg_model", "RRreg_p")},
                     **r_arguments(q), "survey": survey.title, "survey_version": survey.version,
                     "respondent_total_epsilon": survey.total_epsilon})
    return rows


def response_table(survey: Survey, responses: ResponseColumns | list[dict],
                   include_free_form: bool = False) -> tuple[list[str], list[list]]:
    """(columns, rows) with numeric answers, one row per response (free-form answers as given, if included)."""
    columns, ids, coded = _cells(survey, as_columns(survey, responses), include_free_form)
    return columns, [row for chunk in _chunks(ids, coded) for row in chunk]


def _cell(q: Question):
    """A stored answer as its export cell(s): a function of the stored text, applied once per distinct answer."""
    if q.free_form:
        return lambda value: float(value) if q.kind == "decimal" and value != "" else value or None
    if q.kind == "sensitive_yes_no":
        return {"yes": 1, "no": 0}.get  # blank stays missing
    if q.kind == "integer":
        return lambda value: int(value) if value != "" else None
    return lambda value: q.codes.index(value) if value in q.codes else None


def _cells(survey: Survey, data: ResponseColumns,
           include_free_form: bool) -> tuple[list[str], np.ndarray, list[tuple[np.ndarray, np.ndarray]]]:
    """The export's columns; the ids (UTF-8 bytes); and each other column as (its cell for each distinct stored
    value, an object array; each response's index into it): no column is ever a million Python objects."""
    columns = ["uuid", "device", "collected_at", "source"]
    coded = [(data.meta[m].lookup(str), data.meta[m].codes) for m in ("device", "collected_at", "source")]
    for q in exported(survey, include_free_form):
        answers = data.answers[q.name]
        if q.oue:  # one 0/1 column per option; a blank is missing in each cell
            columns += [f"{q.name}_{c}" for c in q.codes]
            coded += [(answers.lookup(lambda value, i=i: int(value[i]) if value else None), answers.codes)
                      for i in range(len(q.codes))]
        else:
            columns.append(q.name)
            coded.append((answers.lookup(_cell(q)), answers.codes))
    return columns, data.ids, coded


def _chunks(ids: np.ndarray, coded: list[tuple[np.ndarray, np.ndarray]], size: int = 20_000):
    """The rows, a few thousand at a time (lists), so that no format holds a million rows of Python objects."""
    for start in range(0, len(ids), size):
        keys = [key.decode() for key in ids[start:start + size].tolist()]
        yield [list(row) for row in zip(keys, *(table[codes[start:start + size]].tolist() for table, codes in coded))]


def _frame(names: list[str], ids: np.ndarray, coded: list[tuple[np.ndarray, np.ndarray]], size: int = 100_000):
    """The responses as a data frame (for .sav and .dta), each column as pandas reads a table of rows (whole
    numbers with a blank become floats, text stays text), but typed from its distinct cells and then indexed:
    numbers take 8 bytes a response, never a Python object each; the ids are decoded a chunk at a time."""
    import pandas as pd

    frame = {names[0]: pd.concat([pd.Series([key.decode() for key in ids[start:start + size].tolist()])
                                  for start in range(0, len(ids), size)], ignore_index=True)
             if len(ids) else pd.Series(np.zeros(0, dtype=object)).infer_objects()}
    for name, (table, codes) in zip(names[1:], coded):
        used = np.flatnonzero(np.bincount(codes, minlength=len(table)))
        position = np.zeros(len(table), dtype=np.int64)
        position[used] = np.arange(len(used))
        distinct = pd.DataFrame({name: pd.Series(table[used])}).infer_objects()[name]  # the column's types, once
        frame[name] = distinct.take(position[codes]).reset_index(drop=True)
    return pd.DataFrame(frame)


def _labels(survey: Survey, include_free_form: bool) -> tuple[dict, dict]:
    """(variable labels, value labels) for SPSS and Stata."""
    variable, values = {}, {}
    bit = translate("report.survey_export", "{question}: bit for {option}")
    for q in exported(survey, include_free_form):
        if q.oue:
            for c in q.choices:
                variable[f"{q.name}_{c['code']}"] = bit.format(question=_first(q.label)[:60], option=c["code"])
            continue
        variable[q.name] = _first(q.label)[:80]
        if q.kind == "sensitive_yes_no":
            values[q.name] = {1: translate("report.survey_export", "yes (reported)"),
                              0: translate("report.survey_export", "no (reported)")}
        elif q.kind != "integer" and not q.free_form:
            values[q.name] = {i: _first(c["label"])[:80] or c["code"] for i, c in enumerate(q.choices)}
    return variable, values


def _stat_labels(survey: Survey, include_free_form: bool, columns: list[str],
                 renamed: list[str]) -> tuple[dict, dict]:
    """(variable labels, value labels) under the .sav/.dta names ``renamed``: a column whose name had to change
    keeps its name in the export at the start of its label ("a-b: Name"), on one line of at most 80 characters."""
    variable, values = _labels(survey, include_free_form)
    labels, new_values = {}, {}
    for column, name in zip(columns, renamed):
        label = variable.get(column, "")
        if name != column:
            label = f"{column}: {label}" if label else column
        labels[name] = " ".join("".join(c if c.isprintable() else " " for c in label or name).split())[:80]
        if column in values:
            new_values[name] = values[column]
    return labels, new_values


def write_export(survey: Survey, responses: ResponseColumns | list[dict], estimates: list[dict], path,
                 keep_formulas: bool = False, include_free_form: bool = False) -> list[Path]:
    """Write the export; CSV, .sav and .dta get the codebook and the estimates as CSV files beside them,
    and every format analysis scripts for R, Stata and SPSS (dpgui's estimates recomputed, and in R also
    RRreg's and rr's). Each file is written whole;
    if one fails, the message also names those already written."""
    path = Path(path)
    if path.suffix.lower() not in FORMATS:
        raise ValueError(translate("report.survey_export", "Export as one of {formats}").format(
            formats=", ".join(FORMATS)))
    written: list[Path] = []
    try:
        _write_files(survey, responses, estimates, path, keep_formulas, written, include_free_form)
    except WriteFailed as err:
        if written:
            raise type(err)(translate("report.survey_export", "{error} (already written: {files})").format(
                error=err, files=", ".join(p.name for p in written))) from None
        raise
    return written


def _write_files(survey: Survey, responses: ResponseColumns | list[dict], estimates: list[dict], path: Path,
                 keep_formulas: bool, written: list[Path], include_free_form: bool) -> None:
    columns, ids, coded = _cells(survey, as_columns(survey, responses), include_free_form)
    rows = (row for chunk in _chunks(ids, coded) for row in chunk)  # streamed: read once, as written
    book = codebook(survey, include_free_form)
    suffix = path.suffix.lower()
    renamed = stat_names(columns)  # the names in a .sav or .dta file, and in the Stata and SPSS scripts
    if suffix == ".xlsx":
        sheets = [("responses", columns, rows), ("codebook", list(book[0]), [list(r.values()) for r in book]),
                  ("estimates", list(estimates[0]) if estimates else [], [list(e.values()) for e in estimates])]
        written.append(write_workbook(path, sheets, private=True, keep_formulas=keep_formulas))
        written += write_scripts(survey, path, columns, renamed)
        return
    if suffix == ".csv":
        write_csv(path, columns, rows, private=True, keep_formulas=keep_formulas)
    else:
        import pandas as pd
        variable, values = _stat_labels(survey, include_free_form, columns, renamed)
        frame = _frame(renamed, ids, coded)
        with atomic_path(path, private=True) as tmp:
            if suffix == ".sav":
                try:
                    import pyreadstat
                except ImportError:
                    raise ValueError(translate("report.survey_export", "SPSS export needs pyreadstat (pip install "
                                               "'dpgui[spss]')")) from None
                try:
                    pyreadstat.write_sav(frame, str(tmp), column_labels=variable,
                                         variable_value_labels=values,
                                         file_label=f"{survey.title} v{survey.version}"[:64])
                    # it may not report a failed write: read its size back
                    _, meta = pyreadstat.read_sav(str(tmp), metadataonly=True)
                except (pyreadstat.ReadstatError, pyreadstat.PyreadstatError) as err:
                    raise OSError(errno.EIO, str(err)) from None
                if (meta.number_rows or 0, meta.number_columns) != frame.shape:
                    raise OSError(errno.EIO, translate("report.survey_export", "the SPSS file was not written whole"))
            else:
                for name in values:
                    frame[name] = frame[name].astype("Int32")
                for name in frame.columns[frame.dtypes == object]:  # Stata's missing text is "", not None
                    frame[name] = frame[name].fillna("")
                frame.to_stata(tmp, write_index=False, variable_labels=variable, value_labels=values,
                               data_label=f"{survey.title} v{survey.version}"[:80], version=118)
    written.append(path)
    stem = path.with_suffix("")
    written.append(write_csv(Path(f"{stem}-codebook.csv"), list(book[0]), [list(r.values()) for r in book],
                             keep_formulas=keep_formulas))
    if estimates:
        written.append(write_csv(Path(f"{stem}-estimates.csv"), list(estimates[0]),
                                 [list(e.values()) for e in estimates], keep_formulas=keep_formulas))
    written += write_scripts(survey, path, columns, renamed)
