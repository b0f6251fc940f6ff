"""A survey definition read from an XLSForm, as ODK and KoboToolbox write them.

The workbook is parsed by pyxform, the library ODK and Kobo use, so column aliases (``list name``),
translations (``label::English (en)``), ``hint``, ``required``, ``relevant``, ``constraint``,
``choice_filter``, groups and the settings sheet mean exactly what ODK means. dpgui's own columns
sit on top (docs/surveys.md lists them): ``rr_design`` and its parameters ``rr_p``, ``rr_p_truth``,
``rr_p_yes``, ``rr_p_no``, ``rr_q``, ``rr_epsilon``; ``rr_randomiser``, ``rr_instructions::<language>``,
``rr_not_private``; ``rr_question::<language>`` (the bare question, when ``label`` holds the
randomising instructions of an export); ``rr_odk`` = ``not asked`` with ``rr_relevant`` (an export's
question that ODK must not ask: its ``relevant`` is ``false()`` there); ``min`` and ``max``; and a
sheet ``dpgui_texts``.

What the kiosk cannot honour is collected for the whole form and reported at once with row
numbers. The form is refused only when ignoring an item would change what a respondent is asked
(a repeat, a question type the kiosk cannot ask, logic it cannot evaluate); the rest (metadata,
calculations nothing depends on, constraints it cannot check) is listed in ``Survey.not_used``.
"""

from __future__ import annotations

import uuid
from pathlib import Path

from dpgui.core.rr.survey import KIOSK_TEXTS, Note, Question, Survey
from dpgui.store.errors import ImportFailed
from dpgui.store.importers.formats import check_workbook_size
from dpgui.store.importers.xlsform_writer import NOT_ASKED, without_range

PARAMETERS = {"warner": ("p",), "forced": ("p_truth", "p_yes", "p_no"), "unrelated": ("p", "q"),
              "epsilon": ("epsilon",)}
DEFAULT_LANGUAGE = "English"
SELECTS = {"select one": "select_one", "select all that apply": "select_multiple"}
MEDIA = ("audit", "start-geopoint", "background-audio")
TRUE = ("yes", "true", "true()", "1")
FALSE = ("", "no", "false", "false()", "0")
SETTINGS_NOT_USED = {"public_key": "responses are not encrypted; the kiosk keeps only reported answers, in the project "
                                   "file", "submission_url": "the kiosk stores responses in the project file",
                     "instance_name": "responses are named by their UUID",
                     "style": "the kiosk shows one question per screen"}


def _is_metadata(kind: str) -> bool:
    """ODK fills these in itself (times, device, user, audit log): nothing is asked."""
    from pyxform.question_type_dictionary import QUESTION_TYPE_DICT

    return kind in MEDIA or "jr:preload" in QUESTION_TYPE_DICT.get(kind, {}).get("bind", {})


def read_xlsform(path) -> Survey:
    """The survey in an XLSForm workbook (.xlsx or .xls), with every problem named by row, at once."""
    from pyxform.errors import PyXFormError
    from pyxform.xls2json import workbook_to_json
    from pyxform.xls2json_backends import get_xlsform

    path = Path(path)
    if path.suffix.lower() == ".xlsx":
        check_workbook_size(path)  # refuse a zip bomb from its directory, before anything is unpacked
    try:
        definition = get_xlsform(str(path))
        form = workbook_to_json(definition, fallback_form_name=definition.fallback_form_name, warnings=[])
    except PyXFormError as err:
        raise ImportFailed(f"{path.name} is not a valid XLSForm: {err}") from None
    except Exception as err:  # the readers raise many kinds for a file that is not a workbook
        raise ImportFailed(f"{path.name} is not an XLSForm workbook ({type(err).__name__}: {err})") from None
    rows = {r.get("name"): n for n, r in enumerate(definition.survey, start=2) if r.get("name")}
    reader = _FormReader(form, rows)
    reader.walk(form.get("children", []), "")
    survey = reader.survey(path)
    survey.texts = _kiosk_texts(path, reader)
    _drop_kiosk_yes_no(survey)
    for where, why in survey.logic_problems():
        reader.refuse(where, why)
    if reader.refused:
        raise ImportFailed(f"{path.name}: the kiosk cannot ask this form as written, so nothing was imported. "
                           "Change these rows:\n" + "\n".join(line for _, line in sorted(reader.refused)))
    try:
        survey.validate()
    except ValueError as err:
        raise ImportFailed(f"{path.name}: {err}") from None
    return survey


def _drop_kiosk_yes_no(survey: Survey) -> None:
    """A randomised yes/no question keeps its form's option labels only where they differ from the
    kiosk's own yes/no texts, so a survey exported by dpgui reads back exactly as it was."""
    for q in survey.questions:
        if q.kind == "sensitive_yes_no" and all(
                c["label"] == {lang: survey.text(c["code"], lang) for lang in survey.languages} for c in q.choices):
            q.choices = []


class _FormReader:
    """Walks pyxform's tree of the form, collecting questions, notes, groups and what is not used."""

    def __init__(self, form: dict, rows: dict[str, int]):
        self.form, self.rows = form, rows
        self.default = form.get("default_language") if form.get("default_language") not in (None, "default") \
            else DEFAULT_LANGUAGE
        self.languages: list[str] = []
        self.questions: list[Question] = []
        self.notes: list[Note] = []
        self.groups: dict[str, dict] = {}
        self.metadata: list[dict] = []
        self.not_used: list[str] = []
        self.refused: list[tuple[int, str]] = []  # (row, why)

    def texts(self, value) -> dict[str, str]:
        """A label, hint or message in each language ("default" is the form's default language)."""
        if not value:
            return {}
        given = value if isinstance(value, dict) else {self.default: value}
        out = {self.default if lang == "default" else lang: str(text) for lang, text in given.items() if text}
        self.languages += [lang for lang in out if lang not in self.languages]
        return out

    def where(self, name: str) -> str:
        return f"row {self.rows.get(name, '?')} ({name})"

    def refuse(self, name: str, why: str) -> None:
        self.refused.append((self.rows.get(name, 0), f"{self.where(name)}: {why}"))

    def walk(self, children: list[dict], group: str) -> None:
        for child in children:
            kind, name = child.get("type", ""), child.get("name", "")
            if kind == "group" and child.get("control", {}).get("bodyless"):
                # pyxform's meta group: its instanceID is ODK's own; an audit log pyxform moved here is metadata
                self.walk([c for c in child.get("children", []) if _is_metadata(c.get("type", ""))], group)
            elif kind == "group":
                path = f"{group}/{name}" if group else name
                self.groups[path] = {"label": self.texts(child.get("label")), "relevant": self.bind(child, "relevant"),
                                     "appearance": child.get("control", {}).get("appearance", "")}
                self.walk(child.get("children", []), path)
            elif kind == "repeat":
                self.refuse(name, "a repeat asks its questions again and again; the kiosk asks each question once. "
                                  "Ask a fixed number of questions instead.")
            elif _is_metadata(kind):
                self.metadata.append({"type": kind, "name": name})
                self.not_used.append(f"{self.where(name)}: {kind} is filled in by ODK Collect; the kiosk does not "
                                     "record it")
            elif kind == "calculate":
                self.not_used.append(f"{self.where(name)}: the calculation is not computed by the kiosk (logic that "
                                     "uses it is refused)")
            elif kind == "note":
                self.notes.append(Note(name, self.texts(child.get("label")), relevant=self.bind(child, "relevant"),
                                       group=group))
            elif kind in SELECTS or kind == "integer":
                self.question(child, kind, group)
            else:
                self.refuse(name, f"the kiosk cannot ask a question of type {kind!r} (it asks select_one, "
                                  "select_multiple and integer questions)")

    @staticmethod
    def bind(child: dict, key: str) -> str:
        return str(child.get("bind", {}).get(key, "")).strip()

    def question(self, child: dict, kind: str, group: str) -> None:
        name, where = child.get("name", ""), self.where(child.get("name", ""))
        required = self.bind(child, "required").lower()
        if required not in TRUE + FALSE:
            self.not_used.append(f"{where}: required only when {required!r}; the kiosk does not require it")
        if self.bind(child, "readonly").lower() not in FALSE:
            self.refuse(name, "read_only: ODK shows it without asking it; the kiosk would ask it")
        if str(child.get("default", "")).strip():
            self.not_used.append(f"{where}: the default {child['default']!r} is not filled in by the kiosk")
        design = str(child.get("rr_design", "")).strip().lower()
        label = self.texts(child.get("rr_question") or child.get("label"))
        base = dict(name=name, label=label, hint=self.texts(child.get("hint")), required=required in TRUE,
                    relevant=str(child.get("rr_relevant", "")).strip() if child.get("rr_odk") == NOT_ASKED
                    else self.bind(child, "relevant"), constraint=self.bind(child, "constraint"),
                    constraint_message=self.texts(child.get("bind", {}).get("jr:constraintMsg")),
                    choice_filter=str(child.get("choice_filter", "")).strip(), group=group,
                    randomiser=str(child.get("rr_randomiser", "")).strip() or "device",
                    instructions=self.texts(child.get("rr_instructions")),
                    not_private_confirmed=str(child.get("rr_not_private", "")).strip().lower() in TRUE)
        try:
            q = self._typed(child, kind, design, base)
            q.validate()
        except ValueError as err:
            self.refuse(name, str(err))
            return
        for note in self.notes:
            note.before = note.before or name
        if q.constraint and q.sensitive:
            self.not_used.append(f"{where}: the constraint is not checked by the kiosk (on a randomised question it "
                                 "would test the true answer)")
        elif q.constraint:
            probe = Survey(id="", title="", questions=self.questions + [q])
            problems = probe.expression_problems(q.constraint, {x.name for x in probe.questions})
            if problems:
                self.not_used.append(f"{where}: the constraint {q.constraint!r} is not checked by the kiosk "
                                     f"({'; '.join(problems)})")
        self.questions.append(q)

    def _typed(self, child: dict, kind: str, design: str, base: dict) -> Question:
        if kind == "integer":
            if design:
                raise ValueError("an integer question cannot be randomised; remove rr_design")
            try:
                bounds = {k: int(float(child[k])) if str(child.get(k, "")).strip() else None for k in ("min", "max")}
            except ValueError:
                raise ValueError("min and max must be whole numbers") from None
            base["constraint"] = without_range(base["constraint"], bounds["min"], bounds["max"])
            return Question(kind="integer", lower=bounds["min"], upper=bounds["max"], **base)
        if not child.get("choices"):
            raise ValueError(f"its options come from {child.get('itemset') or 'elsewhere'}; the kiosk needs them on "
                             "the choices sheet")
        columns = {k for c in child.get("choices", []) for k in c} - {"name", "label", "media", "image", "audio",
                                                                        "video"}
        choices = [{"code": str(c.get("name", "")), "label": self.texts(c.get("label")),
                    **({"columns": {k: str(c[k]) for k in columns if k in c}} if base["choice_filter"] else {})}
                   for c in child.get("choices", [])]
        if SELECTS[kind] == "select_multiple":
            if design:
                raise ValueError("a select_multiple question cannot be randomised; remove rr_design")
            return Question(kind="select_multiple", choices=choices, **base)
        if design in PARAMETERS:
            if sorted(c["code"] for c in choices) != ["no", "yes"]:
                raise ValueError("a randomised yes/no question needs a list with the choices yes and no")
            params = {p: str(child.get(f"rr_{p}", "")).strip() for p in PARAMETERS[design]}
            missing = [f"rr_{p}" for p, v in params.items() if not v]
            if missing:
                raise ValueError(f"the {design} design needs the column {', '.join(missing)}")
            return Question(kind="sensitive_yes_no", choices=choices, design={"name": design, **params}, **base)
        if design in ("auto", "grr", "oue"):
            epsilon = str(child.get("rr_epsilon", "")).strip()
            if not epsilon:
                raise ValueError("a randomised multiple-choice question needs rr_epsilon")
            return Question(kind="sensitive_choice", choices=choices, design={"epsilon": epsilon, "oracle": design},
                            **base)
        if design:
            raise ValueError(f"unknown rr_design {design!r} (use warner, forced, unrelated, epsilon, auto, grr or "
                             "oue, or leave it blank)")
        return Question(kind="select_one", choices=choices, **base)

    def survey(self, path: Path) -> Survey:
        """A whole-number version is dpgui's version; any other (Kobo writes "vQh3kXZ8 (2024-…)") is kept
        as text in ``form_version`` and the survey starts at version 1."""
        version = str(self.form.get("version", "") or "").strip()
        number = version.isdigit()
        self.not_used += [f"settings: {key} is not used by the kiosk ({why})" for key, why in SETTINGS_NOT_USED.items()
                          if self.form.get(key)]
        return Survey(id=str(self.form.get("id_string") or uuid.uuid4()),
                      title=str(self.form.get("title") or path.stem), version=int(version) if number else 1, languages=self.languages or [self.default],
                      questions=self.questions, notes=self.notes, groups=self.groups, metadata=self.metadata,
                      form_version="" if number else version, not_used=self.not_used)


def _kiosk_texts(path: Path, reader: _FormReader) -> dict[str, dict[str, str]]:
    """The optional sheet ``dpgui_texts`` (``name``, ``label::<language>``): the kiosk's own words."""
    if path.suffix.lower() != ".xlsx":
        return {}
    from openpyxl import load_workbook

    book = load_workbook(path, read_only=True, data_only=True)
    if "dpgui_texts" not in book.sheetnames:
        return {}
    rows = list(book["dpgui_texts"].iter_rows(values_only=True))
    header = [str(h or "").strip() for h in rows[0]] if rows else []
    texts = {}
    for number, row in enumerate(rows[1:], start=2):
        record = {h: str(v).strip() for h, v in zip(header, row) if h and v is not None and str(v).strip()}
        if not record:
            continue
        if record.get("name") not in KIOSK_TEXTS:
            raise ImportFailed(f"dpgui_texts row {number}: unknown text {record.get('name')!r} "
                               f"(known: {', '.join(KIOSK_TEXTS)})")
        given = {k.split("::", 1)[1]: v for k, v in record.items() if k.startswith("label::")}
        texts[record["name"]] = reader.texts(given or record.get("label"))
    return texts
