"""Randomized-response answers collected elsewhere (ODK, KoboToolbox, paper), from CSV or XLSX.

Each question is found in the export without a map: the column of the same name, or with the group
prefixes ODK and Kobo write (``g1/region``, ``g1-region``), or headed by the question's label in any
language (Kobo can export labels instead of names); a map overrides this. Answers may likewise be
option names or their labels. Every value is checked against the question's design; any value
outside it (for example "maybe" in a yes/no item) is reported with its row number, and then nothing
is imported. A blank cell is a missing answer, left out of that question's estimate.

Exports as the tools write them: a select_multiple may come only as one column per option (Ona's
default, Kobo's "separate columns": ``q/option``, ``g1/q/option``, ``q.option``, each 1/0 or
True/False), and then its ticked options are read back into one answer and checked like the whole
column (a row blank, or ``n/a``, in every option's column is a missing answer, as is one with nothing
ticked: ODK stores both the same way); when the whole column is there too, it is used and the
option columns are ignored. Ona's ``n/a`` (a question that was skipped) is a missing answer.
Submissions the team rejected while reviewing them (ODK Central's ``ReviewState`` ``rejected``,
Kobo's ``_validation_status`` "not approved") are left out, unchecked, and counted, so the caller
can say so; a Kobo or Ona workbook's other sheets (one per repeat) are not read.

Each submission's instance id (Kobo ``_uuid``, ODK ``meta/instanceID``, ODK Central ``KEY``) becomes
the response's id, so importing the same export twice adds nothing and overlapping exports merge;
the submission time (``_submission_time``, ``SubmissionDate``) is kept as the time it was collected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from dpgui.core.progress import Task
from dpgui.core.rr.survey import NO, YES, Question, Survey
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import open_table

MAX_SHOWN = 20
MAX_REMEMBERED = 4096  # rows of ticks read once and remembered, per select_multiple
ID_COLUMNS = ("_uuid", "meta/instanceID", "meta-instanceID", "instanceID", "KEY")
TIME_COLUMNS = ("_submission_time", "SubmissionDate", "submission_time")
SEPARATORS = "/.-"  # Kobo writes "/" (or "." or "-" if chosen), ODK Central "-" between groups, Ona "/" (or ".")
GROUP_SEPARATOR = re.compile(r"[/.-]")
SKIPPED = "n/a"  # Ona's mark for a question that was not asked (its relevant was false)
TICKED, NOT_TICKED = {"1", "true"}, {"0", "false"}  # an option's own column: Kobo 1/0, Ona True/False (or 1/0)
LEFT_OUT = {  # a review column → (the values that leave a submission out, as the notice names them)
    "ReviewState": ({"rejected"}, "rejected"),  # ODK Central; hasIssues, edited and approved are kept
    "_validation_status": ({"validation_status_not_approved", "not approved"}, "not approved"),  # Kobo: code or label
}


@dataclass
class ResponseFile:
    """The checked answers of every row, keyed by question name, with each row's instance id and
    submission time (None where the export has none), and how many submissions were left out and why."""

    answers: list[dict[str, str]]
    ids: list[str | None] = field(default_factory=list)
    times: list[str | None] = field(default_factory=list)
    columns: dict[str, str] = field(default_factory=dict)  # question → its column (options' columns: the part before)
    left_out: dict[str, int] = field(default_factory=dict)  # "rejected" / "not approved" → how many submissions

    @property
    def notice(self) -> str:
        """What the person importing must be told about the submissions left out ("" if none were)."""
        return left_out_notice(self.left_out)


def left_out_notice(left_out: dict[str, int]) -> str:
    """ "3 rejected submissions were left out." """
    parts = []
    for why, count in left_out.items():
        if why == "rejected":
            part = translate("store.importers.rr_responses", "{count} rejected submission was left out") if count == 1 \
                else translate("store.importers.rr_responses", "{count} rejected submissions were left out")
        else:
            part = translate("store.importers.rr_responses", "{count} submission marked “{why}” was left out") \
                if count == 1 else translate(
                    "store.importers.rr_responses", "{count} submissions marked “{why}” were left out")
        parts.append(part.format(count=plain_number(count), why=why))
    return translate("store.importers.rr_responses", "{notices}.").format(notices="; ".join(parts)) if parts else ""


@dataclass(frozen=True)
class Split:
    """A select_multiple written as one column per option (``g1/q/mango``, ``g1/q/banana``): ``head`` is
    what comes before the option, ``options`` each column's option as the export wrote it."""

    head: str
    options: dict[str, str]


def _name_forms(q: Question) -> list[str]:
    """The headers the tools give a question: its name, or its group path and name under each separator."""
    path = q.group.split("/") if q.group else []
    return [q.name] + [sep.join(path[i:] + [q.name]) for sep in SEPARATORS for i in range(len(path))]


def _option_code(q: Question):
    """The code of an option as an export writes it in a column header (its name, or its label in any
    language), or None if the question has no such option."""
    labels = {t.strip().casefold(): c["code"] for c in q.choices for t in c["label"].values() if t.strip()}
    return lambda option: option if option in q.codes else labels.get(option.strip().casefold())


def split_columns(q: Question, columns: list[str], head: str | None = None,
                  exclude: frozenset[str] | set[str] = frozenset()) -> Split | None:
    """The columns holding a select_multiple's options one by one, found by what comes before the option
    (the question's name, under its groups, or its label) and at least one of the question's options;
    a column after the same head whose option is not the question's (Kobo's ``q/other``) is kept too,
    so that a tick there is refused. None if there are none, or if two heads fit equally well."""
    if q.kind != "select_multiple":
        return None
    names, code_of = _name_forms(q), _option_code(q)
    labels = {t.strip().casefold() for t in q.label.values() if t.strip()}

    def fits(before: str) -> bool:
        if head is not None:
            return before == head
        if before in names or (GROUP_SEPARATOR.split(before)[-1] == q.name and GROUP_SEPARATOR.search(before)):
            return True
        return any(before.rsplit(sep, 1)[-1].strip().casefold() in labels for sep in SEPARATORS)

    found: dict[tuple[str, str], dict[str, str]] = {}
    for column in columns:
        if column in exclude:
            continue
        for i in range(1, len(column) - 1):
            if column[i] in SEPARATORS and fits(column[:i]):
                found.setdefault((column[:i], column[i]), {})[column] = column[i + 1:]
    ranked = sorted(((key[0] in names, sum(code_of(o) is not None for o in cols.values())), key)
                    for key, cols in found.items())
    ranked = [r for r in ranked if r[0][1] > 0]
    if not ranked or (len(ranked) > 1 and ranked[-1][0] == ranked[-2][0]):
        return None
    key = ranked[-1][1]
    return Split(key[0], found[key])


def match_columns(survey: Survey, columns: list[str]) -> dict[str, str]:
    """The column holding each question that can be found without asking: its name, its name under
    group prefixes, or its label in any language (possibly under group labels). A select_multiple
    written only as one column per option gets what comes before the option (``g1/q``)."""
    exact_of = {q.name: _name_forms(q) for q in survey.questions}
    every_exact = {c for forms in exact_of.values() for c in forms}
    splits = {q.name: split_columns(q, columns, exclude=every_exact) for q in survey.questions}
    options_columns = {c for split in splits.values() if split for c in split.options}
    found = {}
    for q in survey.questions:
        exact = exact_of[q.name]
        taken = every_exact - set(exact)  # another question's own column is never this one's (said-drug is not drug)
        others = [c for c in columns if c not in options_columns and c not in taken]
        by_name = [c for c in columns if c in exact] or \
                  [c for c in others if GROUP_SEPARATOR.split(c)[-1] == q.name and GROUP_SEPARATOR.search(c)]
        labels = {t.strip().casefold() for t in q.label.values()}
        by_label = [c for c in others if c.strip().casefold() in labels or c.rsplit("/", 1)[-1].strip().casefold()
                    in labels]
        chosen = by_name if by_name else by_label
        if len(chosen) == 1 or (chosen and chosen[0] in exact):
            found[q.name] = chosen[0]
        elif not chosen and splits[q.name]:
            found[q.name] = splits[q.name].head
    return found


def _code_reader(survey: Survey, q: Question):
    """Turns an exported value (a name, a label in any language, or a list of them) into what
    ``check_answer`` expects."""
    labels = {t.strip().casefold(): c["code"] for c in q.choices for t in c["label"].values() if t}
    if q.kind == "sensitive_yes_no":
        labels.update({survey.text(code, lang).casefold(): code for code in (YES, NO) for lang in survey.languages})

    def read(raw: str) -> str:
        if q.kind == "select_multiple" and raw.casefold() not in labels:
            picked, rest = [], f" {raw.casefold()} "
            for label in sorted(labels, key=len, reverse=True):
                if f" {label} " in rest:
                    picked.append(labels[label])
                    rest = rest.replace(f" {label} ", " ")
            return " ".join(picked) if picked and not rest.strip() else raw
        return labels.get(raw.casefold(), raw) if raw not in q.codes else raw
    return read


def _checker(survey: Survey, q: Question):
    """Checks a question's exported values, each distinct value once (an export repeats a few values
    across many rows): returns (answer, None) or (None, the reason it is refused). Ona's "n/a" is a
    missing answer, unless it is one of the question's options."""
    read, seen = _code_reader(survey, q), {}

    def check(raw) -> tuple[str | None, str | None]:
        if raw not in seen:
            text = "" if raw is None else str(raw).strip()
            if text == SKIPPED and read(text) == text and text not in q.codes:
                text = ""
            try:
                seen[raw] = (q.check_answer(read(text)) if text else "", None)
            except ValueError as err:
                seen[raw] = (None, str(err))
        return seen[raw]
    return check


def _split_checker(survey: Survey, q: Question, split: Split):
    """Reads a row's cells in the option columns back into one answer, checked like the whole column:
    returns (answer, the column to name, None) or (None, the column, the reason it is refused). A row
    blank, "n/a" or 0 in every option column is a missing answer; a tick for an option the question
    does not have is refused."""
    check, code_of, seen = _checker(survey, q), _option_code(q), {}
    columns = list(split.options)
    allowed = ", ".join(q.codes[:8]) + (" …" if len(q.codes) > 8 else "")

    def one(cells: tuple) -> tuple[str | None, str | None, str | None]:
        ticked, blank = [], True
        for column, cell in zip(columns, cells):
            text = "" if cell is None else str(cell).strip()
            if text in ("", SKIPPED):
                continue
            blank, option = False, split.options[column]
            if text.casefold() in NOT_TICKED:
                continue
            if text.casefold() not in TICKED and text != option:  # Ona can write the option's name for a tick
                return None, column, translate(
                    "store.importers.rr_responses", "{name}: {value} in the column of option {option} (expected 1 or 0, "
                    "or True or False)").format(name=q.name, value=repr(text), option=repr(option))
            if code_of(option) is None:
                return None, column, translate(
                    "store.importers.rr_responses", "{name}: {option} is not a possible answer (allowed: {allowed})"
                ).format(name=q.name, option=repr(option), allowed=allowed)
            ticked.append(code_of(option))
        if blank:
            return "", None, None
        answer, error = check(" ".join(ticked))  # nothing ticked reads as blank: ODK stores it so
        return answer, split.head, error

    def read(values: list, i: int) -> tuple[str | None, str | None, str | None]:
        cells = tuple(v[i] for v in values)
        if cells in seen:
            return seen[cells]
        result = one(cells)
        if len(seen) < MAX_REMEMBERED:  # many options tick in many ways: memory stays bounded
            seen[cells] = result
        return result
    return columns, read


def _whole_checker(survey: Survey, q: Question, column: str):
    """Reads a question's own column: (answer, the column, None) or (None, the column, the reason it is refused)."""
    check = _checker(survey, q)

    def read(values: list, i: int) -> tuple[str | None, str | None, str | None]:
        answer, error = check(values[0][i])
        return answer, column, error
    return [column], read


def _readers(survey: Survey, columns: list[str], mapping: dict[str, str], path: Path) -> list:
    """For each question: (its name, the column named in messages, the columns it is read from, and a
    function of those columns' values and a row); its own column if there is one, else its options'."""
    whole = {q.name: mapping[q.name] for q in survey.questions if mapping.get(q.name) in columns}
    readers, unmapped = [], []
    for q in survey.questions:
        if q.name in whole:
            readers.append((q.name, whole[q.name], *_whole_checker(survey, q, whole[q.name])))
            continue
        split = split_columns(q, columns, head=mapping.get(q.name), exclude=set(whole.values()))
        if split is None and q.free_form:  # a photo, a GPS point or a comment some exports leave out: blank
            readers.append((q.name, "", [], lambda values, i: ("", "", None)))
        elif split is None:
            unmapped.append(q.name)
        else:
            readers.append((q.name, split.head, *_split_checker(survey, q, split)))
    if unmapped:
        raise ImportFailed(translate("store.importers.rr_responses", "{file}: no column for {questions}; its columns are "
                                     "{columns}. Map each question to a column.").format(
            file=path.name, questions=", ".join(unmapped), columns=", ".join(columns)))
    return readers


def _left_out(reviews: list, i: int) -> str | None:
    """Why a row's submission is left out (rejected in its review), or None to import it."""
    for cells, values, why in reviews:
        if cells[i] is not None and str(cells[i]).strip().casefold() in values:
            return why
    return None


def read_responses(survey: Survey, path, mapping: dict[str, str] | None = None,
                   task: Task | None = None, keep_rejected: bool = False) -> ResponseFile:
    """The checked answers of every row, with their instance ids and submission times; submissions
    rejected in review are left out (and counted) unless ``keep_rejected``."""
    path = Path(path)
    source = open_table(path)
    mapping = {**match_columns(survey, source.columns), **(mapping or {})}
    readers = _readers(survey, source.columns, mapping, path)
    id_column = next((c for c in ID_COLUMNS if c in source.columns), None)
    time_column = next((c for c in TIME_COLUMNS if c in source.columns), None)
    reviews = [] if keep_rejected else [(c, *LEFT_OUT[c]) for c in LEFT_OUT if c in source.columns]
    found = ResponseFile([], columns={name: shown for name, shown, _, _ in readers})
    errors: list[str] = []
    line = 2  # row 1 is the header
    for chunk in source.chunks(task or Task()):
        columns = dict(zip(source.columns, chunk))
        cells = [(name, [columns[c] for c in used], read) for name, _, used, read in readers]
        marks = [(columns[c], values, why) for c, values, why in reviews]
        for i in range(len(chunk[0])):
            why = marks and _left_out(marks, i)
            if why:
                found.left_out[why] = found.left_out.get(why, 0) + 1
                line += 1
                continue
            answers = {}
            for name, values, read in cells:
                answer, column, error = read(values, i)
                if error:
                    errors.append(translate("store.importers.rr_responses", "row {row}, column {column}: {problem}").format(
                        row=line, column=column, problem=error))
                else:
                    answers[name] = answer
            found.answers.append(answers)
            found.ids.append(_cell(columns, id_column, i, strip="uuid:"))
            found.times.append(_cell(columns, time_column, i))
            line += 1
    if errors:
        more = translate("store.importers.rr_responses", "… and {count} more").format(
            count=plain_number(len(errors) - MAX_SHOWN)) if len(errors) > MAX_SHOWN else None
        raise ImportFailed(translate("store.importers.rr_responses", "{file}: {count} value(s) outside the survey's "
                                     "design, so nothing was imported:").format(file=path.name,
                                                                               count=plain_number(len(errors)))
                           + "\n" + "\n".join(errors[:MAX_SHOWN] + ([more] if more else [])))
    if not found.answers:
        if found.left_out:
            raise ImportFailed(translate("store.importers.rr_responses", "{file} has no responses to import: "
                                         "{notice}").format(file=path.name, notice=found.notice))
        raise ImportFailed(translate("store.importers.rr_responses", "{file} has no responses").format(file=path.name))
    return found


def _cell(columns: dict, column: str | None, i: int, strip: str = "") -> str | None:
    """A row's instance id or time, as text; ODK writes ids as "uuid:…", Kobo without the prefix."""
    if column is None or columns[column][i] in (None, ""):
        return None
    value = str(columns[column][i]).strip()
    return value[len(strip):] if strip and value.startswith(strip) else value
