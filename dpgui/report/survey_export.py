"""Export a survey's responses and estimates with a codebook, as CSV, XLSX, SPSS .sav or Stata .dta.

Answers are numeric: yes/no questions 1 = yes, 0 = no (what R's ``rr`` and ``RRreg`` expect);
choice questions 0..k−1 in the order of their options (RRreg's coding); OUE answers one 0/1
column per option. The codebook gives each question's design parameters and ε, and the exact
arguments for ``rr::rrreg`` / ``RRreg::RRuni`` (docs/surveys.md shows the R lines).
Files with responses are readable by their owner only; no CSV or XLSX cell can run as a formula
(``dpgui.store.safe_cells``), and every file is written whole or not at all.
"""

from __future__ import annotations

import errno
import io
from pathlib import Path

from dpgui.core.rr.survey import Question, Survey, design_parameters_text
from dpgui.core.words.plain_numbers import plain_number
from dpgui.store.errors import WriteFailed
from dpgui.store.safe_cells import save_workbook, write_csv
from dpgui.store.safe_files import atomic_path, write_bytes, write_text

FORMATS = (".csv", ".xlsx", ".sav", ".dta")


def _first(text: dict[str, str]) -> str:
    return next((t for t in text.values() if t), "")


def r_arguments(q: Question) -> dict:
    """The design as R's rr (design, p, p1, p0, q) and RRreg (model, p) name it; empty when neither fits."""
    if q.kind != "sensitive_yes_no":
        return {}
    design = q.binary()
    prm = {k: float(v) for k, v in design.parameters.items()}
    if design.name == "forced":
        return {"rr_design": "forced-known", "rr_p": prm["p_truth"], "rr_p1": prm["p_yes"], "rr_p0": prm["p_no"],
                "RRreg_model": "FR", "RRreg_p": f"c({prm['p_no']:.10g}, {prm['p_yes']:.10g})"}
    if design.name == "unrelated":
        return {"rr_design": "unrelated-known", "rr_p": prm["p"], "rr_q": prm["q"],
                "RRreg_model": "UQTknown", "RRreg_p": f"c({prm['p']:.10g}, {prm['q']:.10g})"}
    p = prm["p"] if design.name == "warner" else float(design.a)  # "by ε" is Warner with p = e^ε/(1+e^ε)
    return {"rr_design": "mirrored", "rr_p": p, "RRreg_model": "Warner", "RRreg_p": f"{p:.10g}"}


def codebook(survey: Survey) -> list[dict]:
    rows = []
    for q in survey.questions:
        if q.kind == "sensitive_yes_no":
            coding = "1 = yes, 0 = no (the reported answer)"
        elif q.kind == "integer":
            coding = f"whole number {q.lower if q.lower is not None else ''}..{q.upper if q.upper is not None else ''}"
        elif q.oue:
            coding = "one 0/1 column per option (" + ", ".join(f"{q.name}_{c}" for c in q.codes) + ")"
        else:
            coding = ", ".join(f"{i} = {c['code']} ({_first(c['label'])})" for i, c in enumerate(q.choices))
        rows.append({"variable": q.name, "question": _first(q.label), "type": q.kind,
                     "protected": "yes" if q.sensitive else "NO: asked directly",
                     "randomised_by": q.randomiser if q.sensitive else "", "design": design_parameters_text(q),
                     "epsilon": q.epsilon if q.epsilon is not None else "", "coding": coding,
                     **{k: "" for k in ("rr_design", "rr_p", "rr_p1", "rr_p0", "rr_q", "RRreg_model", "RRreg_p")},
                     **r_arguments(q), "survey": survey.title, "survey_version": survey.version,
                     "respondent_total_epsilon": survey.total_epsilon})
    return rows


def response_table(survey: Survey, responses: list[dict]) -> tuple[list[str], list[list]]:
    """(columns, rows) with numeric answers, one row per response."""
    columns = ["uuid", "device", "collected_at", "source"]
    for q in survey.questions:
        columns += [f"{q.name}_{c}" for c in q.codes] if q.oue else [q.name]
    rows = []
    for r in responses:
        row = [r["uuid"], r["device"], r["collected_at"], r["source"]]
        for q in survey.questions:
            value = r["answers"].get(q.name, "")
            if q.kind == "sensitive_yes_no":
                row.append({"yes": 1, "no": 0}.get(value))  # blank stays missing
            elif q.kind == "integer":
                row.append(int(value) if value != "" else None)
            elif q.oue:
                row += [int(b) for b in value] if value else [None] * len(q.codes)  # blank: missing in each cell
            else:
                row.append(q.codes.index(value) if value in q.codes else None)
        rows.append(row)
    return columns, rows


def _labels(survey: Survey) -> tuple[dict, dict]:
    """(variable labels, value labels) for SPSS and Stata."""
    variable, values = {}, {}
    for q in survey.questions:
        if q.oue:
            for c in q.choices:
                variable[f"{q.name}_{c['code']}"] = f"{_first(q.label)[:60]}: bit for {c['code']}"
            continue
        variable[q.name] = _first(q.label)[:80]
        if q.kind == "sensitive_yes_no":
            values[q.name] = {1: "yes (reported)", 0: "no (reported)"}
        elif q.kind != "integer":
            values[q.name] = {i: _first(c["label"])[:80] or c["code"] for i, c in enumerate(q.choices)}
    return variable, values


READERS_R = {".csv": 'read.csv("{name}")', ".xlsx": 'as.data.frame(readxl::read_excel("{name}", sheet = "responses"))',
             ".sav": 'as.data.frame(haven::zap_labels(haven::read_sav("{name}")))',
             ".dta": 'as.data.frame(haven::zap_labels(haven::read_dta("{name}")))'}


def r_script(survey: Survey, data_file: Path) -> str:
    """An R script that re-analyses every sensitive yes/no question of the export with RRreg and rr,
    with the design parameters filled in (run it in the export's folder)."""
    title = " ".join(survey.title.split())  # a line break in the title would end the comment and run as R
    lines = [f"# {title}, version {survey.version}: re-analysis with R's RRreg and rr (written by dpgui).",
             "# Run in this folder. Install once: install.packages(c(\"RRreg\", \"rr\", \"haven\", \"readxl\"))",
             f"d <- {READERS_R[data_file.suffix.lower()].format(name=data_file.name)}",
             "library(RRreg)", "library(rr)"]
    for q in survey.questions:
        args = r_arguments(q)
        if not args:
            continue
        rows = f"d[!is.na(d${q.name}), ]"
        rr_params = ", ".join(f"{k[3:]} = {args[k]:.10g}" for k in ("rr_p", "rr_p1", "rr_p0", "rr_q") if k in args)
        lines += ["", f"# {q.name}: {design_parameters_text(q)}, ε = {plain_number(q.epsilon, digits=4)}",
                  f"print(summary(RRuni(response = {rows}${q.name}, model = \"{args['RRreg_model']}\", "
                  f"p = {args['RRreg_p']})))",
                  f"print(summary(rrreg({q.name} ~ 1, data = {rows}, {rr_params}, design = \"{args['rr_design']}\")))"]
    return "\n".join(lines) + "\n"


def write_export(survey: Survey, responses: list[dict], estimates: list[dict], path,
                 keep_formulas: bool = False) -> list[Path]:
    """Write the export; CSV, .sav and .dta get the codebook and the estimates as CSV files beside them,
    and every format an R script that re-analyses it with RRreg and rr. Each file is written whole;
    if one fails, the message also names those already written."""
    path = Path(path)
    if path.suffix.lower() not in FORMATS:
        raise ValueError(f"export as one of {', '.join(FORMATS)}")
    written: list[Path] = []
    try:
        _write_files(survey, responses, estimates, path, keep_formulas, written)
    except WriteFailed as err:
        if written:
            raise type(err)(f"{err} (already written: {', '.join(p.name for p in written)})") from None
        raise
    return written


def _write_files(survey: Survey, responses: list[dict], estimates: list[dict], path: Path, keep_formulas: bool,
                 written: list[Path]) -> None:
    columns, rows = response_table(survey, responses)
    book = codebook(survey)
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        from openpyxl import Workbook
        book_xl = Workbook()
        sheets = [("responses", columns, rows), ("codebook", list(book[0]), [list(r.values()) for r in book]),
                  ("estimates", list(estimates[0]) if estimates else [], [list(e.values()) for e in estimates])]
        for i, (name, header, body) in enumerate(sheets):
            sheet = book_xl.active if i == 0 else book_xl.create_sheet()
            sheet.title = name
            sheet.append(header)
            for row in body:
                sheet.append(row)
        written.append(save_workbook(book_xl, path, private=True, keep_formulas=keep_formulas))
        written.append(_write_r(survey, path))
        return
    if suffix == ".csv":
        write_csv(path, columns, rows, private=True, keep_formulas=keep_formulas)
    else:
        import pandas as pd
        frame = pd.DataFrame(rows, columns=columns)
        variable, values = _labels(survey)
        if suffix == ".sav":
            try:
                import pyreadstat
            except ImportError:
                raise ValueError("SPSS export needs pyreadstat (pip install 'dpgui[spss]')") from None
            with atomic_path(path, private=True) as tmp:
                try:
                    pyreadstat.write_sav(frame, str(tmp), column_labels={c: variable.get(c, c) for c in columns},
                                         variable_value_labels=values,
                                         file_label=f"{survey.title} v{survey.version}"[:64])
                    back, _ = pyreadstat.read_sav(str(tmp))  # it may not report a failed write: read it back
                except (pyreadstat.ReadstatError, pyreadstat.PyreadstatError) as err:
                    raise OSError(errno.EIO, str(err)) from None
                if back.shape != frame.shape:
                    raise OSError(errno.EIO, "the SPSS file was not written whole")
        else:
            for name in values:
                frame[name] = frame[name].astype("Int32")
            buffer = io.BytesIO()
            frame.to_stata(buffer, write_index=False, variable_labels={c: variable.get(c, c)[:80] for c in columns},
                           value_labels=values, data_label=f"{survey.title} v{survey.version}"[:80], version=118)
            write_bytes(path, buffer.getvalue(), private=True)
    written.append(path)
    stem = path.with_suffix("")
    written.append(write_csv(Path(f"{stem}-codebook.csv"), list(book[0]), [list(r.values()) for r in book],
                             keep_formulas=keep_formulas))
    if estimates:
        written.append(write_csv(Path(f"{stem}-estimates.csv"), list(estimates[0]),
                                 [list(e.values()) for e in estimates], keep_formulas=keep_formulas))
    written.append(_write_r(survey, path))


def _write_r(survey: Survey, path: Path) -> Path:
    return write_text(Path(f"{path.with_suffix('')}-analysis.R"), r_script(survey, path))
