"""A survey written as an XLSForm that ODK Collect and KoboToolbox can deploy safely and dpgui reads back.

pyxform converts XLSForms but cannot write them, so the workbook is written here with openpyxl,
every cell as text (never a formula). ODK ignores dpgui's ``rr_*`` columns, so a randomised
question's ``label`` is what makes it safe there: it tells the respondent, in plain words and in
each of the form's languages (:mod:`dpgui.core.rr.instruction_texts`), to roll a die or toss coins
privately and which answer to give (:mod:`dpgui.core.rr.physical`), and is followed by the
question; only the reported answer is entered. The design and its ε are for the interviewer: they
go in ``guidance_hint``, which ODK Collect and Enketo show to enumerators, not in the label. A
design no die or coin realises (by ε, GRR, OUE) gets a warning in place of the question and
``relevant`` = ``false()``, so ODK never asks it, and an ODK export holds no answers to it (its own
``relevant`` is kept in ``rr_relevant``, marked by ``rr_odk`` = ``not asked``). ``rr_question`` keeps
the bare question and ``rr_mode`` says plainly how each question is randomised in ODK and in the
dpgui kiosk. An integer's range (``min``, ``max``) is also written into its ODK ``constraint`` (and
taken out again on import). A survey in one language gets plain columns (``label``, not
``label::English``), as such forms are written. The file is written once, at the end (one place to
route through an atomic writer).
"""

from __future__ import annotations

import math
from pathlib import Path

from dpgui.core.rr import physical
from dpgui.core.rr.instruction_texts import language_code, texts
from dpgui.core.rr.survey import KIOSK_TEXTS, NO, YES, Question, Survey, design_parameters_text
from dpgui.core.words.translation import translate
from dpgui.store.safe_cells import save_workbook

PARAMETERS = ("p", "p_truth", "p_yes", "p_no", "q", "epsilon")
NOT_ASKED = "not asked"  # rr_odk of a question ODK must not ask
TYPED = {"decimal": "decimal", "text": "text", "date": "date", "time": "time", "datetime": "dateTime"}
READ_ONLY = "read_only: ODK shows it without asking it"  # why such a row is not asked here
PLAIN_LANGUAGE = "English"  # what read_xlsform calls a plain label when the settings name no default_language


def _odk_label(survey: Survey, q: Question, language: str) -> str:
    """What ODK shows for ``q``: the question itself, or for a randomised one how to randomise it first
    (the survey's own instructions in this language, if any, else the generated die or coin steps)."""
    text = q.label.get(language) or next(iter(q.label.values()), "")
    if not q.sensitive:
        return text
    words = texts(language)
    if q.physical_design() is None:
        return words["kiosk_only"]
    own = q.instructions.get(language)
    steps = own or physical.realise(q.binary(), language, *_yes_no(survey, q, language))
    recorded = "" if own and language_code(language) is None else f" {words['recorded']}"  # no English inside
    return f"{steps}{recorded}\n\n{text}"


def _guidance(q: Question, language: str) -> str:
    """For the interviewer (ODK's ``guidance_hint``): what to do, and the design with its ε."""
    if not q.sensitive:
        return ""
    design = design_parameters_text(q)
    if q.kind == "sensitive_yes_no":  # a choice design's text holds its ε already
        design += f", ε = {'∞ (NOT private)' if math.isinf(q.epsilon) else f'{q.epsilon:.3g}'}"
    return texts(language)["guidance"].format(design=design) if q.physical_design() else f"{design}."


def _yes_no(survey: Survey, q: Question, language: str) -> tuple[str, str]:
    """The words ODK shows for the yes and no options of ``q`` in ``language``."""
    labels = {c["code"]: _choice_label(survey, c, language) for c in _listed(q)}
    return labels[YES], labels[NO]


def _listed(q: Question) -> list[dict]:
    return q.choices or [{"code": code, "label": {}} for code in q.codes]


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
        return translate("store.importers.xlsform_writer", "asked directly: NOT protected (ODK and dpgui kiosk)")
    kiosk = translate("store.importers.xlsform_writer", "this device's electronic coin") if q.randomiser == "device" \
        else translate("store.importers.xlsform_writer", "the respondent's dice or cards")
    if q.physical_design() is None:
        return translate("store.importers.xlsform_writer", "ODK Collect/Kobo: NOT AVAILABLE (no die or coin realises "
                         "{design}, so the form hides it there and shows a warning in its place); dpgui kiosk: "
                         "{kiosk}").format(design=design_parameters_text(q), kiosk=kiosk)
    return translate("store.importers.xlsform_writer", "ODK Collect/Kobo: physical, the respondent's die or coins (see "
                     "the label); dpgui kiosk: {kiosk}").format(kiosk=kiosk)


def _rows(survey: Survey, langs: list[str]):
    """(survey rows, choices rows) as dicts, groups opened and closed around their members."""
    rows, choices, open_groups = [], [], []
    rows += [{"type": m["type"], "name": m["name"]} for m in survey.metadata]
    rows += [{"type": "calculate", "name": c["name"], "calculation": c["calculation"]} for c in survey.calculations]
    for item in survey.items(asked_here=False):  # the form asks in ODK what this device does not
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
           **{f"label::{lang}": _odk_label(survey, q, lang) for lang in langs},
           **{f"hint::{lang}": q.hint.get(lang, "") for lang in langs},
           **{f"guidance_hint::{lang}": _guidance(q, lang) for lang in langs},
           **{f"constraint_message::{lang}": q.constraint_message.get(lang, "") for lang in langs}}
    if q.not_asked_because.startswith(READ_ONLY):
        row["read_only"] = "yes"
    if q.kind in TYPED or q.kind == "other":  # "other": the type its form gave it (geopoint, image, ...)
        listed = {c["list_name"] for c in choices}
        if q.kind == "other" and q.choices and q.form_type.split()[-1] not in listed:  # its list, as its type names it
            choices += [{"list_name": q.form_type.split()[-1], "name": c["code"],
                         **{f"label::{lang}": c["label"].get(lang, "") for lang in langs}} for c in q.choices]
        return {**row, "type": q.form_type if q.kind == "other" else TYPED[q.kind]}
    if q.kind == "integer":
        row["constraint"] = with_range(q.constraint, q.lower, q.upper)
        return {**row, "type": "integer", "min": "" if q.lower is None else str(q.lower),
                "max": "" if q.upper is None else str(q.upper)}
    listed = _listed(q)
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
    """Every option labelled in every language: ODK refuses an itemset without labels. Yes and no are
    the survey's own words, else dpgui's in that language."""
    if choice["label"].get(language):
        return choice["label"][language]
    if choice["code"] in (YES, NO):
        return _texts_with_yes_no(survey).get(choice["code"], {}).get(language) or KIOSK_TEXTS[choice["code"]]
    return next(iter(choice["label"].values()), choice["code"])


def _texts_with_yes_no(survey: Survey) -> dict[str, dict[str, str]]:
    """The survey's kiosk texts, with yes and no added in each language dpgui has words for where a
    randomised question's options need them, so the options read as the instructions name them, in ODK
    and, once the form is read back, on the kiosk's buttons. Not added where they would make a
    question's own yes/no labels look like the kiosk's (read back, it would lose them)."""
    out = {key: dict(given) for key, given in survey.texts.items()}
    for q in (q for q in survey.questions if q.kind == "sensitive_yes_no"):
        for c, lang in ((c, lang) for c in _listed(q) for lang in survey.languages):
            word = texts(lang)[c["code"]]
            if not c["label"].get(lang) and language_code(lang) and not survey.texts.get(c["code"], {}).get(lang) \
                    and word != KIOSK_TEXTS[c["code"]]:
                out.setdefault(c["code"], {})[lang] = word
    return out if _losing_labels(survey, out) <= _losing_labels(survey, survey.texts) else survey.texts


def _losing_labels(survey: Survey, kiosk: dict[str, dict[str, str]]) -> set[str]:
    """The randomised questions whose own yes/no labels, as written, equal these kiosk texts in every
    language: ``read_xlsform`` drops such labels."""
    def word(c: dict, lang: str) -> str:
        return kiosk.get(c["code"], {}).get(lang) or KIOSK_TEXTS[c["code"]]

    return {q.name for q in survey.questions if q.kind == "sensitive_yes_no" and q.choices
            and all((c["label"].get(lang) or word(c, lang)) == word(c, lang) for c in q.choices
                    for lang in survey.languages)}


def _sheet(book, title: str, rows: list[dict], first: list[str]) -> None:
    """A sheet with the columns ``first`` then every other column used, all cells written as text."""
    sheet = book.create_sheet(title)
    used = dict.fromkeys(k for r in rows for k in r if k not in first)  # each language in the survey's order
    header = first + sorted(used, key=_column_order)
    sheet.append(header)
    for r in rows:
        sheet.append([str(r.get(h, "") or "") for h in header])
    for row in sheet.iter_rows():
        for cell in row:
            cell.data_type = "s"  # text, even when it starts with "="


def _column_order(column: str) -> tuple:
    """XLSForm's usual column order, then dpgui's own, each language beside the others."""
    order = ["relevant", "required", "constraint", "choice_filter", "appearance", "min", "max", "hint", "guidance_hint",
             "constraint_message", "rr_mode", "rr_odk", "rr_relevant", "rr_design", *(f"rr_{p}" for p in PARAMETERS),
             "rr_randomiser", "rr_not_private", "rr_question", "rr_instructions"]
    base = column.split("::")[0]
    return (order.index(base) if base in order else len(order), base)  # stable: languages keep their order


def _plain(rows: list[dict], langs: list[str]) -> list[dict]:
    """A survey in one language gets plain columns (``label``, ``hint``, ...), as a form written in one
    language has them: ``label::English`` alone makes pyxform warn."""
    if len(langs) != 1:
        return rows
    suffix = f"::{langs[0]}"
    return [{k[:-len(suffix)] if k.endswith(suffix) else k: v for k, v in r.items()} for r in rows]


def write_xlsform(survey: Survey, path) -> Path:
    """The survey as an XLSForm workbook: deployable in ODK Collect and Kobo, and read back by
    ``read_xlsform`` to the same survey. :func:`language_warnings` says what is still in English."""
    from openpyxl import Workbook

    path = Path(path)
    langs = survey.languages
    rows, choices = _rows(survey, langs)
    book = Workbook()
    book.remove(book.active)
    labels = [f"label::{lang}" for lang in langs] if len(langs) > 1 else ["label"]
    _sheet(book, "survey", _plain(rows, langs), ["type", "name", *labels])
    _sheet(book, "choices", _plain(choices, langs), ["list_name", "name", *labels])
    plain_default = len(langs) == 1 and langs[0] == PLAIN_LANGUAGE  # read back as English without it
    twice = any(len(q.codes) < len(q.choices) for q in survey.questions)  # one code under two filters
    _sheet(book, "settings", [{"form_title": survey.title, "form_id": survey.id,
                               "version": survey.form_version or str(survey.version),
                               "default_language": "" if plain_default else langs[0],
                               "allow_choice_duplicates": "yes" if twice else ""}],
           ["form_title", "form_id", "version", "default_language"])
    kiosk = _texts_with_yes_no(survey)
    if kiosk:
        _sheet(book, "dpgui_texts", _plain([{"name": key, **{f"label::{lang}": given.get(lang, "") for lang in langs}}
                                            for key, given in kiosk.items()], langs), ["name"])
    save_workbook(book, path)  # whole or not at all, and no cell is ever a live formula
    return path


def _rows_named(rows: list[str]) -> str:
    if len(rows) == 1:
        return translate("store.importers.xlsform_writer", "row {row}").format(row=rows[0])
    return translate("store.importers.xlsform_writer", "rows {rows} and {last}").format(
        rows=", ".join(rows[:-1]), last=rows[-1])


def language_warnings(survey: Survey) -> list[str]:
    """One line per survey language dpgui has no words for, naming the rows of the exported form whose
    respondent text (die and coin steps, Yes and No) is still in English there."""
    rows, choices = _rows(survey, survey.languages)
    where = {r["name"]: n for n, r in enumerate(rows, start=2) if r.get("name")}
    choice_rows = {(c["list_name"], c["name"]): n for n, c in enumerate(choices, start=2)}
    kiosk = _texts_with_yes_no(survey)
    out = []
    for lang in (lang for lang in survey.languages if language_code(lang) is None):
        written = [q for q in survey.questions if q.name in where]
        steps = [q for q in written if q.physical_design() and not q.instructions.get(lang)]
        yes_no = [(q, c) for q in written if q.kind == "sensitive_yes_no" for c in _listed(q)
                  if not c["label"].get(lang) and not kiosk.get(c["code"], {}).get(lang)]
        if not steps and not yes_no:
            continue
        column = "rr_instructions" if len(survey.languages) == 1 else f"rr_instructions::{lang}"
        parts = []
        if steps:
            named = _rows_named([f"{where[q.name]} ({q.name})" for q in steps])
            parts.append(translate("store.importers.xlsform_writer", "the die and coin steps in survey {rows} (write your own in the column "
                                   "{column})").format(rows=named, column=column))
        if yes_no:
            numbers = [str(choice_rows[(f"{q.name}_list", c["code"])]) for q, c in yes_no]
            parts.append(translate("store.importers.xlsform_writer", "Yes and No in choices {rows} (write them in the "
                                   "sheet dpgui_texts, rows yes and no)").format(rows=_rows_named(numbers)))
        out.append(translate("store.importers.xlsform_writer", "The {language} form shows some words in English, as "
                             "dpgui has none in {language}: {places}. Translate them before using the form.").format(
            language=lang, places="; ".join(parts)))
    return out
