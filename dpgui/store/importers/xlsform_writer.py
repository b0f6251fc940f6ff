"""A survey written as an XLSForm that ODK Collect and KoboToolbox can deploy safely and dpgui reads back.

pyxform converts XLSForms but cannot write them, so the workbook is written here with openpyxl,
every cell as text (never a formula). ODK ignores dpgui's ``rr_*`` columns, so a randomised
question's ``label`` is what makes it safe there: it tells the respondent to roll a die or toss
coins privately and which answer to give (:mod:`dpgui.core.rr.physical`), states the design's
probabilities, and is followed by the question; only the reported answer is entered. A design no
die or coin realises (by ε, GRR, OUE) gets a warning in place of the question and ``relevant`` =
``false()``, so ODK never asks it, and an ODK export holds no answers to it (its own ``relevant`` is
kept in ``rr_relevant``, marked by ``rr_odk`` = ``not asked``). ``rr_question`` keeps the bare
question and ``rr_mode`` says plainly how each question is randomised in ODK and in the dpgui kiosk.
An integer's range (``min``, ``max``) is also written into its ODK ``constraint`` (and taken out
again on import). The file is written once, at the end (one place to route
through an atomic writer).
"""

from __future__ import annotations

import math
from pathlib import Path

from dpgui.core.rr.survey import NO, YES, Question, Survey, design_parameters_text
from dpgui.store.safe_cells import save_workbook

PARAMETERS = ("p", "p_truth", "p_yes", "p_no", "q", "epsilon")
NOT_ASKED = "not asked"  # rr_odk of a question ODK must not ask
UNREALISABLE = ("⚠ dpgui kiosk only: do not deploy this question in ODK Collect or KoboToolbox. No die or coin "
                "gives its randomized-response design ({design}), so it is not asked here.")


def _odk_label(q: Question, language: str) -> str:
    """What ODK shows for ``q``: the question itself, or for a randomised one how to randomise it first
    (the survey's own instructions in this language, if any, else the generated die or coin steps)."""
    text = q.label.get(language) or next(iter(q.label.values()), "")
    if not q.sensitive:
        return text
    if q.physical_design() is None:
        return UNREALISABLE.format(design=design_parameters_text(q))
    steps = q.instructions.get(language) or q.physical_design()
    eps = "∞ (NOT private)" if math.isinf(q.epsilon) else f"{q.epsilon:.3g}"
    return (f"{steps} Only the answer you give is recorded, never the result. (Randomized response, "
            f"{design_parameters_text(q)}, ε = {eps}.)\n\n{text}")


def with_range(constraint: str, lower: int | None, upper: int | None) -> str:
    """An integer's constraint for ODK, which does not read ``min`` and ``max``: the range added to it."""
    bounds = [f". >= {lower}"] * (lower is not None) + [f". <= {upper}"] * (upper is not None)
    if not bounds:
        return constraint
    return " and ".join(([f"({constraint})"] if constraint else []) + bounds)


def without_range(constraint: str, lower: int | None, upper: int | None) -> str:
    """The constraint ``with_range`` was given, or ``constraint`` itself if it was not written so."""
    bounds = with_range("", lower, upper)
    if bounds and constraint == bounds:
        return ""
    inner = constraint[1:-len(f") and {bounds}")] if bounds and constraint.endswith(f") and {bounds}") else None
    return inner if inner is not None and with_range(inner, lower, upper) == constraint else constraint


def mode(q: Question) -> str:
    """How ``q`` is randomised in ODK Collect / Kobo and in the dpgui kiosk, in plain words."""
    if not q.sensitive:
        return "asked directly: NOT protected (ODK and dpgui kiosk)"
    kiosk = "this device's electronic coin" if q.randomiser == "device" else "the respondent's dice or cards"
    if q.physical_design() is None:
        return (f"ODK Collect/Kobo: NOT AVAILABLE (no die or coin realises {design_parameters_text(q)}; the form "
                f"the form hides it there and shows a warning in its place); dpgui kiosk: {kiosk}")
    return f"ODK Collect/Kobo: physical, the respondent's die or coins (see the label); dpgui kiosk: {kiosk}"


def _rows(survey: Survey, langs: list[str]):
    """(survey rows, choices rows) as dicts, groups opened and closed around their members."""
    rows, choices, open_groups = [], [], []
    rows += [{"type": m["type"], "name": m["name"]} for m in survey.metadata]
    for item in survey.items():
        path = item.group.split("/") if item.group else []
        while open_groups and open_groups != path[:len(open_groups)]:
            open_groups.pop()
            rows.append({"type": "end_group"})
        while len(open_groups) < len(path):
            open_groups.append(path[len(open_groups)])
            group = survey.groups.get("/".join(open_groups), {})
            rows.append({"type": "begin_group", "name": open_groups[-1], "relevant": group.get("relevant", ""),
                         "appearance": group.get("appearance", ""),
                         **{f"label::{lang}": group.get("label", {}).get(lang, "") for lang in langs}})
        row = {"name": item.name, "relevant": item.relevant, **{f"label::{lang}": item.label.get(lang, "")
                                                                  for lang in langs}}
        if not isinstance(item, Question):
            rows.append({"type": "note", **row})
            continue
        rows.append({**row, **_question(survey, item, langs, choices)})
        if item.sensitive and item.physical_design() is None:
            rows[-1].update({"relevant": "false()", "rr_odk": NOT_ASKED, "rr_relevant": item.relevant})
    rows += [{"type": "end_group"} for _ in open_groups]
    return rows, choices


def _question(survey: Survey, q: Question, langs: list[str], choices: list[dict]) -> dict:
    row = {"required": "yes" if q.required else "", "constraint": q.constraint,
           "choice_filter": q.choice_filter, "rr_mode": mode(q),
           **{f"label::{lang}": _odk_label(q, lang) for lang in langs},
           **{f"hint::{lang}": q.hint.get(lang, "") for lang in langs},
           **{f"constraint_message::{lang}": q.constraint_message.get(lang, "") for lang in langs}}
    if q.kind == "integer":
        row["constraint"] = with_range(q.constraint, q.lower, q.upper)
        return {**row, "type": "integer", "min": "" if q.lower is None else str(q.lower),
                "max": "" if q.upper is None else str(q.upper)}
    listed = q.choices or [{"code": code, "label": {}} for code in q.codes]
    list_name = f"{q.name}_list"
    for choice in listed:
        choices.append({"list_name": list_name, "name": choice["code"], **choice.get("columns", {}),
                        **{f"label::{lang}": _choice_label(survey, choice, lang) for lang in langs}})
    kind = "select_multiple" if q.kind == "select_multiple" else "select_one"
    row["type"] = f"{kind} {list_name}"
    if q.sensitive:
        design = dict(q.design)
        row.update({"rr_design": design.pop("name", None) or design.pop("oracle", "auto"),
                    "rr_randomiser": q.randomiser,
                    "rr_not_private": "yes" if q.not_private_confirmed else "",
                    **{f"rr_{p}": str(design.get(p, "")) for p in PARAMETERS},
                    **{f"rr_question::{lang}": q.label.get(lang, "") for lang in langs},
                    **{f"rr_instructions::{lang}": q.instructions.get(lang, "") for lang in langs}})
    return row


def _choice_label(survey: Survey, choice: dict, language: str) -> str:
    """Every option labelled in every language: ODK refuses an itemset without labels."""
    if choice["label"].get(language):
        return choice["label"][language]
    if choice["code"] in (YES, NO):
        return survey.text(choice["code"], language)
    return next(iter(choice["label"].values()), choice["code"])


def _sheet(book, title: str, rows: list[dict], first: list[str]) -> None:
    """A sheet with the columns ``first`` then every other column used, all cells written as text."""
    sheet = book.create_sheet(title)
    header = first + sorted({k for r in rows for k in r} - set(first), key=_column_order)
    sheet.append(header)
    for r in rows:
        sheet.append([str(r.get(h, "") or "") for h in header])
    for row in sheet.iter_rows():
        for cell in row:
            cell.data_type = "s"  # text, even when it starts with "="


def _column_order(column: str) -> tuple:
    """XLSForm's usual column order, then dpgui's own, each language beside the others."""
    order = ["relevant", "required", "constraint", "choice_filter", "appearance", "min", "max", "hint",
             "constraint_message", "rr_mode", "rr_odk", "rr_relevant", "rr_design", *(f"rr_{p}" for p in PARAMETERS),
             "rr_randomiser", "rr_not_private", "rr_question", "rr_instructions"]
    base = column.split("::")[0]
    return (order.index(base) if base in order else len(order), column)


def write_xlsform(survey: Survey, path) -> Path:
    """The survey as an XLSForm workbook: deployable in ODK Collect and Kobo, and read back by
    ``read_xlsform`` to the same survey."""
    from openpyxl import Workbook

    path = Path(path)
    langs = survey.languages
    rows, choices = _rows(survey, langs)
    book = Workbook()
    book.remove(book.active)
    _sheet(book, "survey", rows, ["type", "name", *(f"label::{lang}" for lang in langs)])
    _sheet(book, "choices", choices, ["list_name", "name", *(f"label::{lang}" for lang in langs)])
    _sheet(book, "settings", [{"form_title": survey.title, "form_id": survey.id,
                               "version": survey.form_version or str(survey.version),
                               "default_language": langs[0]}], ["form_title", "form_id", "version", "default_language"])
    if survey.texts:
        _sheet(book, "dpgui_texts", [{"name": key, **{f"label::{lang}": given.get(lang, "") for lang in langs}}
                                     for key, given in survey.texts.items()], ["name"])
    save_workbook(book, path)  # whole or not at all, and no cell is ever a live formula
    return path
