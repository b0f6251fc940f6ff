"""A survey definition as an XLSForm workbook (sheets ``survey``, ``choices``, ``settings``), with
extra columns for the randomized-response design (docs/surveys.md lists them):

- ``rr_design``: blank for a question asked directly (not protected); ``warner``, ``forced``,
  ``unrelated`` or ``epsilon`` for a sensitive yes/no question (its list holds ``yes`` and ``no``);
  ``auto``, ``grr`` or ``oue`` for a sensitive multiple-choice question;
- ``rr_p``, ``rr_p_truth``, ``rr_p_yes``, ``rr_p_no``, ``rr_q``, ``rr_epsilon``: the parameters;
- ``min``, ``max``: the range of an integer question;
- ``rr_randomiser``: ``device`` (default) or ``physical``; ``rr_instructions::<language>``: what the
  respondent does in physical mode; ``rr_not_private``: ``yes`` to accept a design with ε = ∞.

Languages come from ``label::<language>`` columns; a sheet ``dpgui_texts`` (``name``,
``label::<language>``) translates the kiosk's own texts (consent, explanation, buttons).
"""

from __future__ import annotations

import uuid
from pathlib import Path

from dpgui.core.survey import KIOSK_TEXTS, Question, Survey
from dpgui.store.errors import ImportFailed
from dpgui.store.safe_cells import save_workbook

PARAMETERS = {"warner": ("p",), "forced": ("p_truth", "p_yes", "p_no"), "unrelated": ("p", "q"),
              "epsilon": ("epsilon",)}
DEFAULT_LANGUAGE = "English"


def _sheet_rows(book, name: str, required: bool = True) -> list[dict]:
    if name not in book.sheetnames:
        if required:
            raise ImportFailed(f"the workbook has no {name!r} sheet (an XLSForm needs 'survey' and 'choices')")
        return []
    rows = list(book[name].iter_rows(values_only=True))
    if not rows:
        return []
    header = [str(h).strip() if h is not None else "" for h in rows[0]]
    out = []
    for number, row in enumerate(rows[1:], start=2):
        record = {h: ("" if v is None else str(v).strip()) for h, v in zip(header, row) if h}
        if any(record.values()):
            out.append({**record, "_row": number})
    return out


def _languages(rows: list[dict], prefix: str = "label") -> list[str]:
    found = []
    for row in rows:
        for key in row:
            if key.startswith(prefix + "::") and key.split("::", 1)[1] not in found:
                found.append(key.split("::", 1)[1])
    return found or [DEFAULT_LANGUAGE]


def _texts(row: dict, languages: list[str], prefix: str = "label") -> dict[str, str]:
    texts = {lang: row.get(f"{prefix}::{lang}", "") for lang in languages}
    if row.get(prefix) and not any(texts.values()):
        texts = {languages[0]: row[prefix]}
    return {k: v for k, v in texts.items() if v}


def read_xlsform(path) -> Survey:
    """The survey in an XLSForm workbook, with clear errors naming sheet and row."""
    from openpyxl import load_workbook

    path = Path(path)
    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except Exception as err:  # openpyxl raises many kinds for a file that is not a workbook
        raise ImportFailed(f"{path.name} is not an Excel workbook ({type(err).__name__})") from None
    survey_rows, choice_rows = _sheet_rows(book, "survey"), _sheet_rows(book, "choices")
    settings = (_sheet_rows(book, "settings", required=False) or [{}])[0]
    languages = _languages(survey_rows + choice_rows)
    lists: dict[str, list[dict]] = {}
    for row in choice_rows:
        lists.setdefault(row.get("list_name", ""), []).append(
            {"code": row.get("name", ""), "label": _texts(row, languages)})
    questions = [_question(row, lists, languages) for row in survey_rows]
    texts = {}
    for row in _sheet_rows(book, "dpgui_texts", required=False):
        if row.get("name") not in KIOSK_TEXTS:
            raise ImportFailed(f"dpgui_texts row {row['_row']}: unknown text {row.get('name')!r} "
                               f"(known: {', '.join(KIOSK_TEXTS)})")
        texts[row["name"]] = _texts(row, languages)
    try:
        version = int(float(settings.get("version") or 1))
    except ValueError:
        raise ImportFailed(f"settings: the version {settings.get('version')!r} is not a whole number") from None
    survey = Survey(id=settings.get("form_id") or str(uuid.uuid4()), title=settings.get("form_title") or path.stem,
                    version=version, languages=languages, questions=questions, texts=texts)
    try:
        survey.validate()
    except ValueError as err:
        raise ImportFailed(f"{path.name}: {err}") from None
    return survey


def _question(row: dict, lists: dict, languages: list[str]) -> Question:
    where = f"survey row {row['_row']}"
    kind, _, list_name = row.get("type", "").partition(" ")
    design_name = row.get("rr_design", "").lower()
    label = _texts(row, languages)
    base = {"name": row.get("name", ""), "label": label, "randomiser": row.get("rr_randomiser", "") or "device",
            "instructions": _texts(row, languages, "rr_instructions"),
            "not_private_confirmed": row.get("rr_not_private", "").lower() in ("yes", "true", "1")}
    if kind == "integer":
        if design_name:
            raise ImportFailed(f"{where}: an integer question cannot be randomised; remove rr_design")
        try:
            bounds = {k: int(float(row[k])) if row.get(k) else None for k in ("min", "max")}
        except ValueError:
            raise ImportFailed(f"{where}: min and max must be whole numbers") from None
        return Question(kind="integer", lower=bounds["min"], upper=bounds["max"], **base)
    if kind != "select_one":
        raise ImportFailed(f"{where}: type {row.get('type')!r} is not supported by the kiosk "
                           "(use select_one <list> or integer)")
    if list_name not in lists:
        raise ImportFailed(f"{where}: the choices sheet has no list {list_name!r}")
    choices = lists[list_name]
    if design_name in PARAMETERS:
        if sorted(c["code"] for c in choices) != ["no", "yes"]:
            raise ImportFailed(f"{where}: a randomised yes/no question needs a list with the choices yes and no")
        design = {"name": design_name}
        for parameter in PARAMETERS[design_name]:
            value = row.get(f"rr_{parameter}", "")
            if not value:
                raise ImportFailed(f"{where}: the {design_name} design needs the column rr_{parameter}")
            design[parameter] = value
        return Question(kind="sensitive_yes_no", design=design, **base)
    if design_name in ("auto", "grr", "oue"):
        if not row.get("rr_epsilon"):
            raise ImportFailed(f"{where}: a randomised multiple-choice question needs rr_epsilon")
        return Question(kind="sensitive_choice", choices=choices,
                        design={"epsilon": row["rr_epsilon"], "oracle": design_name}, **base)
    if design_name:
        raise ImportFailed(f"{where}: unknown rr_design {design_name!r} (use warner, forced, unrelated, epsilon, "
                           "auto, grr or oue, or leave it blank)")
    return Question(kind="select_one", choices=choices, **base)


def write_xlsform(survey: Survey, path) -> Path:
    """The survey as an XLSForm workbook that ``read_xlsform`` reads back to the same survey."""
    from openpyxl import Workbook

    path = Path(path)
    langs = survey.languages
    book = Workbook()
    sheet = book.active
    sheet.title = "survey"
    params = ["rr_p", "rr_p_truth", "rr_p_yes", "rr_p_no", "rr_q", "rr_epsilon"]
    sheet.append(["type", "name", *(f"label::{lang}" for lang in langs), "rr_design", *params, "rr_randomiser",
                  *(f"rr_instructions::{lang}" for lang in langs), "rr_not_private", "min", "max"])
    choices = book.create_sheet("choices")
    choices.append(["list_name", "name", *(f"label::{lang}" for lang in langs)])
    for q in survey.questions:
        design = dict(q.design)
        if q.kind == "sensitive_yes_no":
            kind, rr_design = f"select_one {q.name}_yn", design.pop("name")
            listed = [{"code": "yes", "label": survey.texts.get("yes", {})},
                      {"code": "no", "label": survey.texts.get("no", {})}]
        elif q.kind == "integer":
            kind, rr_design, listed = "integer", "", []
        else:
            kind, listed = f"select_one {q.name}_list", q.choices
            rr_design = design.pop("oracle", "auto") if q.sensitive else ""
        for choice in listed:
            choices.append([kind.split(" ")[1], choice["code"], *(choice["label"].get(lang, "") for lang in langs)])
        sheet.append([kind, q.name, *(q.label.get(lang, "") for lang in langs), rr_design,
                      *(str(design.get(p[3:], "")) for p in params), q.randomiser if q.sensitive else "",
                      *(q.instructions.get(lang, "") for lang in langs), "yes" if q.not_private_confirmed else "",
                      "" if q.lower is None else q.lower, "" if q.upper is None else q.upper])
    settings = book.create_sheet("settings")
    settings.append(["form_title", "form_id", "version"])
    settings.append([survey.title, survey.id, survey.version])
    if survey.texts:
        texts = book.create_sheet("dpgui_texts")
        texts.append(["name", *(f"label::{lang}" for lang in langs)])
        for key, given in survey.texts.items():
            texts.append([key, *(given.get(lang, "") for lang in langs)])
    save_workbook(book, path)  # text cells only, written whole (dpgui.store.safe_cells)
    return path
