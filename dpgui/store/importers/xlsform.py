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
numbers. A row that is not randomised never stops a form: the kiosk asks text, numbers, dates and times itself,
and any other row (GPS, photos, barcodes, options from a file, a repeat, logic it cannot follow) is accepted and
listed as not asked on this device (``Survey.not_asked_here``); its answers can still be imported from ODK or Kobo.
The form is refused only where a randomised question would be asked wrongly (inside a repeat, with logic the
kiosk cannot follow) or its logic would reveal a randomised answer. What else the kiosk does not use (constraints
it cannot check, calculations, settings) is listed in ``Survey.not_used``.
"""

from __future__ import annotations

import re
import uuid
from pathlib import Path

from dpgui.core.rr.survey import KIOSK_TEXTS, Note, Question, Survey
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import OLE
from dpgui.store.importers.formats import check_workbook_size
from dpgui.store.importers.xlsform_writer import NOT_ASKED, READ_ONLY, without_range

PARAMETERS = {"warner": ("p",), "forced": ("p_truth", "p_yes", "p_no"), "unrelated": ("p", "q"),
              "epsilon": ("epsilon",)}
DEFAULT_LANGUAGE = "English"
SELECTS = {"select one": "select_one", "select all that apply": "select_multiple"}
# (XLSForm bind type, control) → the kind the kiosk asks; every alias pyxform knows maps through its type table.
ASKED = {("int", "input"): "integer", ("decimal", "input"): "decimal", ("string", "input"): "text",
         ("date", "input"): "date", ("time", "input"): "time", ("dateTime", "input"): "datetime"}
ATTACHMENTS = ("xml-external", "csv-external")
TABLE_LIST_HEADER = "reserved_name_for_field_list_labels_"  # pyxform's label row of a table-list
RELATIVE = re.compile(r"\.\./([A-Za-z_][A-Za-z0-9_.-]*)")
GENERATED = {"_other": QT_TRANSLATE_NOOP("store.importers.xlsform", 'its "other, specify" text'),  # names pyxform
             "_count": QT_TRANSLATE_NOOP("store.importers.xlsform", "its count")}  # adds to a row's own
MEDIA = ("audit", "start-geopoint", "background-audio")
TRUE = ("yes", "true", "true()", "1")
FALSE = ("", "no", "false", "false()", "0")
SETTINGS_NOT_USED = {"public_key": QT_TRANSLATE_NOOP("store.importers.xlsform", "responses are not encrypted; the kiosk "
                                                     "keeps only reported answers, in the project file"),
                     "submission_url": QT_TRANSLATE_NOOP("store.importers.xlsform",
                                                         "the kiosk stores responses in the project file"),
                     "instance_name": QT_TRANSLATE_NOOP("store.importers.xlsform", "responses are named by their UUID"),
                     "style": QT_TRANSLATE_NOOP("store.importers.xlsform", "the kiosk shows one question per screen")}
# Why a row is not asked here (``Question.not_asked_because``) stays English: the survey's fingerprint hashes it
# (see dpgui.core.rr.survey). What is refused, and what the kiosk does not use, is said in the reader's language.


def _asked_kind(kind: str) -> str | None:
    """The kind the kiosk asks a row of this XLSForm type as, or None when it does not ask it."""
    if kind in SELECTS:
        return kind
    entry = _question_types().get(kind, {})
    if kind == "select one external":  # its options come from a file the kiosk does not have
        return None
    return ASKED.get((entry.get("bind", {}).get("type"), entry.get("control", {}).get("tag")))


def _question_types() -> dict:
    """pyxform's table of every XLSForm type and alias (loaded with pyxform, when a form is read)."""
    from pyxform.question_type_dictionary import QUESTION_TYPE_DICT

    return QUESTION_TYPE_DICT


def _randomised(child: dict) -> bool:
    return bool(str(child.get("rr_design", "")).strip())


def _is_metadata(kind: str) -> bool:
    """ODK fills these in itself (times, device, user, audit log): nothing is asked."""
    return kind in MEDIA or "jr:preload" in _question_types().get(kind, {}).get("bind", {})


def read_xlsform(path) -> Survey:
    """The survey in an XLSForm workbook (.xlsx or .xls), with every problem named by row, at once."""
    from pyxform.errors import PyXFormError
    from pyxform.xls2json import workbook_to_json
    from pyxform.xls2json_backends import get_xlsform

    path = Path(path)
    with open(path, "rb") as f:
        legacy = f.read(len(OLE)) == OLE  # an old .xls workbook, whatever its name says (forms are published so)
    if not legacy:
        check_workbook_size(path)  # refuse a zip bomb from its directory, before anything is unpacked
    try:
        definition = get_xlsform(path.read_bytes(), ".xls") if legacy and path.suffix.lower() != ".xls" else \
            get_xlsform(str(path))
        form = workbook_to_json(definition, fallback_form_name=definition.fallback_form_name or path.stem, warnings=[])
    except PyXFormError as err:
        raise ImportFailed(translate("store.importers.xlsform", "{file} is not a valid XLSForm: {problem}").format(
            file=path.name, problem=err)) from None
    except Exception as err:  # the readers raise many kinds for a file that is not a workbook
        raise ImportFailed(translate("store.importers.xlsform", "{file} is not an XLSForm workbook ({problem})").format(
            file=path.name, problem=f"{type(err).__name__}: {err}")) from None
    rows = {r.get("name"): n for n, r in enumerate(definition.survey, start=2) if r.get("name")}
    reader = _FormReader(form, rows, {r["name"]: str(r.get("type", "")).strip() for r in definition.survey
                                      if r.get("name")})
    reader.walk(form.get("children", []), "")
    if not reader.questions and reader.not_asked:
        raise ImportFailed(translate("store.importers.xlsform", "{file}: the kiosk would ask nothing: every question "
                                     "is inside {repeats}, which asks its questions again and again (the kiosk asks "
                                     "each question once). Nothing was imported.").format(
            file=path.name, repeats=", ".join(repr(r["name"]) for r in reader.not_asked)))
    survey = reader.survey(path)
    survey.texts = {} if legacy else _kiosk_texts(path, reader)  # an old .xls workbook: read by pyxform alone
    _drop_kiosk_yes_no(survey)
    for where, why in survey.randomised_logic(reader.elsewhere):
        reader.refuse(where, why)
    _follow_logic(survey, reader)
    if reader.refused:
        lines = [line for _, line in sorted(reader.refused)]
        raise ImportFailed(translate("store.importers.xlsform", "{file}: the kiosk cannot ask this form as written, so "
                                     "nothing was imported. Change these rows:").format(file=path.name)
                           + "\n" + "\n".join(lines), lines)
    try:
        survey.validate()
    except ValueError as err:
        raise ImportFailed(translate("store.importers.xlsform", "{file}: {problem}").format(
            file=path.name, problem=err)) from None
    return survey


def _follow_logic(survey: Survey, reader: "_FormReader") -> None:
    """Logic the kiosk cannot follow. On a randomised question (or a group holding one), or logic that would use a
    randomised answer, the form is refused. Otherwise the question is not asked here, a group's questions likewise,
    a note is not shown, and again for what depends on them, until the kiosk can follow everything it asks."""
    refused: set[tuple[str, str]] = set()
    while problems := [p for p in survey.logic_problems() if p not in refused]:
        changed = False
        for where, why in problems:
            asked = [q for q in survey.questions if q.name == where and q.asked_here]
            paths = [path for path in survey.groups if path.split("/")[-1] == where]
            inside = [q for q in survey.questions if q.asked_here and any(
                q.group == path or q.group.startswith(path + "/") for path in paths)]
            notes = [n for n in survey.notes if n.name == where or any(
                n.group == path or n.group.startswith(path + "/") for path in paths)]
            if "is randomised" in why or any(q.sensitive for q in asked + inside):
                reader.refuse(where, why)
                refused.add((where, why))
                continue
            for q in asked or inside:
                q.not_asked_because = f"the kiosk cannot follow its {why}" if asked else \
                    f"the kiosk cannot follow the {why} of its group {where}"
            survey.notes = [n for n in survey.notes if n not in notes]
            reader.not_used += [translate("store.importers.xlsform", "{where}: the note is not shown on this device "
                                          "({why})").format(where=reader.where(n.name), why=why) for n in notes]
            changed |= bool(asked or inside or notes)
        if not changed:  # nothing left to set aside: what remains cannot be followed at all
            for where, why in problems:
                if (where, why) not in refused:
                    reader.refuse(where, why)
            return


def _drop_kiosk_yes_no(survey: Survey) -> None:
    """A randomised yes/no question keeps its form's option labels only where they differ from the
    kiosk's own yes/no texts, so a survey exported by dpgui reads back exactly as it was."""
    for q in survey.questions:
        if q.kind == "sensitive_yes_no" and all(
                c["label"] == {lang: survey.text(c["code"], lang) for lang in survey.languages} for c in q.choices):
            q.choices = []


class _FormReader:
    """Walks pyxform's tree of the form, collecting questions, notes, groups and what is not used."""

    def __init__(self, form: dict, rows: dict[str, int], types: dict[str, str]):
        self.form, self.rows, self.types = form, rows, types  # types: as the author wrote them
        self.default = form.get("default_language") if form.get("default_language") not in (None, "default") \
            else DEFAULT_LANGUAGE
        self.languages: list[str] = []
        self.questions: list[Question] = []
        self.notes: list[Note] = []
        self.groups: dict[str, dict] = {}
        self.metadata: list[dict] = []
        self.not_used: list[str] = []
        self.refused: list[tuple[int, str]] = []  # (row, why)
        self.not_asked: list[dict] = []  # repeats and loops
        self.calculations: list[dict] = []  # kept for the form dpgui exports, not computed here
        self.elsewhere: list[tuple[str, str]] = []  # (name, expression) of rows not kept: a repeat's

    def texts(self, value) -> dict[str, str]:
        """A label, hint or message in each language ("default" is the form's default language)."""
        if not value:
            return {}
        given = value if isinstance(value, dict) else {self.default: value}
        out = {}
        for lang, text in given.items():
            lang = self.default if lang == "default" else lang
            lang = next((known for known in self.languages if known.casefold() == lang.casefold()), lang)
            if text and lang not in out:  # "english" and "English" are one language: the first spelling met
                out[lang] = str(text)
                self.languages += [lang] if lang not in self.languages else []
        return out

    def where(self, name: str) -> str:
        """The row the author wrote: a name pyxform added (an or_other's "<name>_other" text, a repeat's
        "<name>_count") is named by the row it was made from."""
        row, own = self.row(name)
        if not row:
            return translate("store.importers.xlsform", "the row named {name}").format(name=name)
        if own == name:
            return translate("store.importers.xlsform", "row {row} ({name})").format(row=row, name=own)
        return translate("store.importers.xlsform", "row {row} ({name}, {part})").format(
            row=row, name=own, part=translate("store.importers.xlsform", GENERATED[name[len(own):]]))

    def row(self, name: str) -> tuple[int, str]:
        """(the author's row number, the name written on it); (0, name) if pyxform made the item up."""
        for suffix in GENERATED:
            own = name[:-len(suffix)]
            if name not in self.rows and name.endswith(suffix) and own in self.rows:
                return self.rows[own], own
        return self.rows.get(name, 0), name

    def refuse(self, name: str, why: str) -> None:
        entry = (self.row(name)[0], translate("store.importers.xlsform", "{where}: {why}").format(
            where=self.where(name), why=why))
        if entry not in self.refused:  # the same logic may be found by more than one check
            self.refused.append(entry)

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
            elif kind in ("repeat", "loop"):
                self.repeat(child, kind)
            elif name.startswith(TABLE_LIST_HEADER):
                continue  # the column headings of a table-list, shown by ODK above its questions
            elif _is_metadata(kind):
                self.metadata.append({"type": kind, "name": name})
                self.not_used.append(translate("store.importers.xlsform", "{where}: {type} is filled in by ODK Collect; "
                                               "the kiosk does not record it").format(where=self.where(name), type=kind))
            elif kind == "calculate":
                self.calculations.append({"name": name, "calculation": str(child.get("bind", {}).get("calculate", ""))})
                self.not_used.append(translate("store.importers.xlsform", "{where}: the calculation is not computed by "
                                               "the kiosk (a question whose logic uses it is not asked here)").format(
                    where=self.where(name)))
            elif kind == "note":
                self.notes.append(Note(name, self.texts(child.get("label")), relevant=self.bind(child, "relevant"),
                                       group=group))
            elif _asked_kind(kind):
                self.question(child, kind, group)
            elif kind not in _question_types():
                self.refuse(name, translate("store.importers.xlsform", "{type} is not a question type ODK knows; check "
                                            "its spelling").format(type=repr(kind)))
            elif _randomised(child):
                self.refuse(name, translate("store.importers.xlsform", "a {type} question cannot be randomised; remove "
                                            "rr_design").format(type=kind))
            elif kind in ATTACHMENTS:
                self.not_used.append(translate("store.importers.xlsform", "{where}: {type} attaches a file of data to the "
                                               "form in ODK; the kiosk does not use it").format(where=self.where(name),
                                                                                                type=kind))
            else:
                self.questions.append(self.kept_unasked(child, group))

    def repeat(self, child: dict, kind: str) -> None:
        """A repeat (or loop) asks its questions again and again; the kiosk asks each question once, so it is not
        asked here, unless it holds a randomised question: that would be asked wrongly, and refused."""
        inside = [child]
        while inside:
            item = inside.pop()
            inside += item.get("children", [])
            self.elsewhere += [(item.get("name", ""), str(text)) for key, text in item.get("bind", {}).items()
                               if key in ("relevant", "constraint", "calculate", "required")]
            self.elsewhere += [(item.get("name", ""), str(item[key])) for key in ("choice_filter", "repeat_count")
                               if item.get(key)]
            if item is not child and _randomised(item):
                self.refuse(item.get("name", ""), translate(
                    "store.importers.xlsform", "a randomised question inside a {kind} would be asked again and again; "
                    "move it out of the {kind} {name}").format(kind=kind, name=repr(child.get("name"))))
        self.not_asked.append({"name": child.get("name", ""), "type": kind,
                               "label": next(iter(self.texts(child.get("label")).values()), ""),
                               "why": translate("store.importers.xlsform", "a {kind} asks its questions again and "
                                                "again; the kiosk asks each question once (its answers are in their "
                                                "own sheet of an export)").format(kind=kind)})

    def kept_unasked(self, child: dict, group: str, why: str = "") -> Question:
        """A row kept for imported responses: its answers are stored as given, never asked here. Its type is kept
        as the author wrote it, so that an exported form asks it in ODK as before."""
        name = child.get("name", "")
        listed = [{"code": str(c.get("name", "")), "label": self.texts(c.get("label"))} for c in child.get("choices", [])]
        written = (self.types.get(name) or child.get("type", "")).replace(" or_other", "")  # its "other" text is kept
        return Question(name=name, kind="other", form_type=written, choices=listed,
                        label=self.texts(child.get("label")) or {self.default: child.get("name", "")},
                        hint=self.texts(child.get("hint")), required=self.bind(child, "required").lower() in TRUE,
                        relevant=self.bind(child, "relevant"), constraint=self.bind(child, "constraint"),
                        group=group, not_asked_because=why)

    @staticmethod
    def bind(child: dict, key: str) -> str:
        """A bind expression, with pyxform's own relative references (``../name``, in the logic it writes for
        or_other) read as the ``${name}`` an author writes."""
        return RELATIVE.sub(r"${\1}", str(child.get("bind", {}).get(key, "")).strip())

    def question(self, child: dict, kind: str, group: str) -> None:
        name, where = child.get("name", ""), self.where(child.get("name", ""))
        required = self.bind(child, "required").lower()
        if required not in TRUE + FALSE:
            self.not_used.append(translate("store.importers.xlsform", "{where}: required only when {condition}; the kiosk does not require "
                                           "it").format(where=where, condition=repr(required)))
        read_only = self.bind(child, "readonly").lower() not in FALSE
        appearance = str(child.get("control", {}).get("appearance", ""))
        from_file = (f"its options come from the file {child.get('itemset') or ''}".strip()
                     if kind in SELECTS and not child.get("choices") else
                     f"its options come from a file, through {appearance}" if "search(" in appearance else "")
        if (read_only or from_file) and _randomised(child):
            self.refuse(name, (translate("store.importers.xlsform", "{reason}; a randomised question must be asked")
                               if read_only else translate("store.importers.xlsform", "{reason}; a randomised question "
                                                           "needs them on the choices sheet")).format(
                reason=READ_ONLY if read_only else from_file))
            return
        if from_file:
            self.questions.append(self.kept_unasked(child, group, from_file))
            return
        if str(child.get("default", "")).strip():
            self.not_used.append(translate("store.importers.xlsform", "{where}: the default {value} is not filled in by the kiosk").format(
                where=where, value=repr(child["default"])))
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
        except (ValueError, ArithmeticError) as err:  # ArithmeticError: a number too large to hold (1e400)
            if design:
                self.refuse(name, str(err) if isinstance(err, ValueError) else
                            translate("store.importers.xlsform", "a number in its design is too large"))
                return
            q = self.kept_unasked(child, group, f"the kiosk cannot ask it as written: {err}")
        if read_only:
            q.not_asked_because = READ_ONLY
        for note in self.notes:
            note.before = note.before or name
        if q.constraint and q.sensitive:
            self.not_used.append(translate("store.importers.xlsform", "{where}: the constraint is not checked by the "
                                           "kiosk (on a randomised question it would test the true answer)").format(
                where=where))
        elif q.constraint:
            probe = Survey(id="", title="", questions=self.questions + [q])
            problems = probe.expression_problems(q.constraint, {x.name for x in probe.questions})
            if problems:
                self.not_used.append(translate("store.importers.xlsform", "{where}: the constraint {constraint} is not "
                                               "checked by the kiosk ({problems})").format(
                    where=where, constraint=repr(q.constraint), problems="; ".join(problems)))
        self.questions.append(q)

    def _typed(self, child: dict, kind: str, design: str, base: dict) -> Question:
        asked = _asked_kind(kind)
        if asked not in ("integer", *SELECTS):
            if design:
                raise ValueError(translate("store.importers.xlsform", "A {type} question cannot be randomised; remove rr_design").format(
                    type=asked))
            return Question(kind=asked, **base)
        if asked == "integer":
            if design:
                raise ValueError(translate(
                    "store.importers.xlsform", "An integer question cannot be randomised; remove rr_design"))
            bounds = _whole_numbers(child)
            base["constraint"] = without_range(base["constraint"], bounds["min"], bounds["max"])
            return Question(kind="integer", lower=bounds["min"], upper=bounds["max"], **base)
        columns = {k for c in child.get("choices", []) for k in c} - {"name", "label", "media", "image", "audio",
                                                                        "video"}
        choices = [{"code": str(c.get("name", "")), "label": self.texts(c.get("label")),
                    **({"columns": {k: str(c[k]) for k in columns if k in c}} if base["choice_filter"] else {})}
                   for c in child.get("choices", [])]
        if SELECTS[kind] == "select_multiple":
            if design:
                raise ValueError(translate(
                    "store.importers.xlsform", "A select_multiple question cannot be randomised; remove rr_design"))
            return Question(kind="select_multiple", choices=choices, **base)
        if design in PARAMETERS:
            if sorted(c["code"] for c in choices) != ["no", "yes"]:
                raise ValueError(translate(
                    "store.importers.xlsform", "A randomised yes/no question needs a list with the choices yes and no"))
            params = {p: str(child.get(f"rr_{p}", "")).strip() for p in PARAMETERS[design]}
            missing = [f"rr_{p}" for p, v in params.items() if not v]
            if missing:
                raise ValueError(translate("store.importers.xlsform", "The {design} design needs the column {columns}").format(
                    design=design, columns=", ".join(missing)))
            return Question(kind="sensitive_yes_no", choices=choices, design={"name": design, **params}, **base)
        if design in ("auto", "grr", "oue"):
            epsilon = str(child.get("rr_epsilon", "")).strip()
            if not epsilon:
                raise ValueError(translate(
                    "store.importers.xlsform", "A randomised multiple-choice question needs rr_epsilon"))
            return Question(kind="sensitive_choice", choices=choices, design={"epsilon": epsilon, "oracle": design},
                            **base)
        if design:
            raise ValueError(translate("store.importers.xlsform", "Unknown rr_design {design} (use warner, forced, "
                                       "unrelated, epsilon, auto, grr or oue, or leave it blank)").format(
                design=repr(design)))
        return Question(kind="select_one", choices=choices, **base)

    def survey(self, path: Path) -> Survey:
        """A whole-number version is dpgui's version; any other (Kobo writes "vQh3kXZ8 (2024-…)") is kept
        as text in ``form_version`` and the survey starts at version 1."""
        version = str(self.form.get("version", "") or "").strip()
        number = version.isdigit()
        self.not_used += [translate("store.importers.xlsform", "settings: {key} is not used by the kiosk ({why})").format(
            key=key, why=translate("store.importers.xlsform", why)) for key, why in SETTINGS_NOT_USED.items()
            if self.form.get(key)]
        return Survey(id=str(self.form.get("id_string") or uuid.uuid4()),
                      title=str(self.form.get("title") or path.stem), version=int(version) if number else 1, languages=self.languages or [self.default],
                      questions=self.questions, notes=self.notes, groups=self.groups, metadata=self.metadata,
                      form_version="" if number else version, not_used=self.not_used, not_asked=self.not_asked,
                      calculations=self.calculations)


def _whole_numbers(child: dict) -> dict[str, int | None]:
    """An integer question's ``min`` and ``max``. Its refusal stays English: the question is then kept unasked with
    it as the reason, which the survey's fingerprint hashes."""
    try:
        return {k: int(float(child[k])) if str(child.get(k, "")).strip() else None for k in ("min", "max")}
    except ValueError:
        raise ValueError("Min and max must be whole numbers") from None


def _kiosk_texts(path: Path, reader: _FormReader) -> dict[str, dict[str, str]]:
    """The optional sheet ``dpgui_texts`` (``name``, ``label::<language>``): the kiosk's own words."""
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
            raise ImportFailed(translate("store.importers.xlsform", "dpgui_texts row {row}: unknown text {name} (known: "
                                         "{known})").format(row=number, name=repr(record.get("name")),
                                                            known=", ".join(KIOSK_TEXTS)))
        given = {k.split("::", 1)[1]: v for k, v in record.items() if k.startswith("label::")}
        texts[record["name"]] = reader.texts(given or record.get("label"))
    return texts
