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

import numpy as np

from dpgui.core.progress import Task
from dpgui.core.rr.responses import Column
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
    """The checked answers of every row imported, one dictionary-coded column per question, with each row's
    instance id and submission time (None where the export has none), and how many submissions were left out
    and why."""

    checked: dict[str, Column]
    ids: np.ndarray  # text or None, one per row
    times: np.ndarray
    columns: dict[str, str] = field(default_factory=dict)  # question → its column (options' columns: the part before)
    left_out: dict[str, int] = field(default_factory=dict)  # "rejected" / "not approved" → how many submissions

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def answers(self) -> list[dict[str, str]]:
        """Each row's answers as a dict (for a few rows: each dict costs)."""
        return [dict(zip(self.checked, row)) for row in zip(*(c.mapped(str) for c in self.checked.values()))]

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


def _distinct(values: list[np.ndarray], n: int) -> tuple[np.ndarray, np.ndarray]:
    """Rows whose cells are equal in every one of the columns ``values`` share a code: each row's code, and one
    row of each code (an export repeats a few values, so each distinct set of cells is read and checked once)."""
    import pandas as pd

    key = np.zeros(n, dtype=np.int64)
    for column in values:
        codes, uniques = pd.factorize(column)  # a missing cell (None) is -1
        key, _ = pd.factorize(key * (len(uniques) + 1) + codes + 1)  # stays below n * (n + 1): no overflow
    # codes are numbered in the order they first appear: a row is a code's first when it exceeds all before it
    first = np.flatnonzero(key > np.concatenate([[-1], np.maximum.accumulate(key)[:-1]]))
    return key, first


def _left_out(reviews: list, n: int) -> np.ndarray:
    """For each row, the index in ``reviews`` of the first review that leaves its submission out (rejected in
    review), or -1 to import it."""
    import pandas as pd

    why = np.full(n, -1)
    for k, (cells, values, _) in enumerate(reviews):
        codes, uniques = pd.factorize(cells)
        hit = np.array([str(u).strip().casefold() in values for u in uniques] + [False])  # -1 (missing): kept
        why = np.where((why < 0) & hit[codes], k, why)
    return why


def _texts(values: np.ndarray, strip: str = "") -> np.ndarray:
    """Instance ids or times as text (ODK writes ids as "uuid:…", Kobo without the prefix); None where blank."""
    import pandas as pd

    text = pd.Series(values, dtype=object).astype(str).str.strip()
    if strip:
        text = text.str.removeprefix(strip)
    out = text.to_numpy(dtype=object)
    out[pd.isna(values) | (values == "")] = None
    return out


def read_responses(survey: Survey, path, mapping: dict[str, str] | None = None,
                   task: Task | None = None, keep_rejected: bool = False) -> ResponseFile:
    """The checked answers of every row, with their instance ids and submission times; submissions
    rejected in review are left out (and counted) unless ``keep_rejected``. Column by column: each distinct
    value (or set of option cells) is checked once and its answer mapped to every row that holds it."""
    path = Path(path)
    source = open_table(path)
    mapping = {**match_columns(survey, source.columns), **(mapping or {})}
    readers = _readers(survey, source.columns, mapping, path)
    id_column = next((c for c in ID_COLUMNS if c in source.columns), None)
    time_column = next((c for c in TIME_COLUMNS if c in source.columns), None)
    reviews = [] if keep_rejected else [(c, *LEFT_OUT[c]) for c in LEFT_OUT if c in source.columns]
    parts: dict[str, list[Column]] = {name: [] for name, _, _, _ in readers}
    ids, times, left_out = [], [], {}
    errors: list[tuple[int, int, str]] = []  # (row, reader, message): the first MAX_SHOWN of each reader
    error_count = kept_count = 0
    line = 2  # row 1 is the header
    for chunk in source.chunks(task or Task()):
        columns, n = dict(zip(source.columns, chunk)), len(chunk[0])
        why = _left_out([(columns[c], values, why) for c, values, why in reviews], n)
        for k in sorted(set(why[why >= 0].tolist()), key=lambda k: np.argmax(why == k)):  # as they first appear
            left_out[reviews[k][2]] = left_out.get(reviews[k][2], 0) + int((why == k).sum())
        keep = why < 0
        kept_count += int(keep.sum())
        for r, (name, _, used, read) in enumerate(readers):
            codes, first = _distinct([columns[c] for c in used], n)
            results = [read([columns[c] for c in used], int(i)) for i in first]
            index: dict[str, int] = {}
            remap = np.array([index.setdefault(answer or "", len(index)) for answer, _, _ in results])
            parts[name].append(Column(list(index), remap[codes[keep]]))
            refused = np.array([error is not None for _, _, error in results])[codes] & keep
            error_count += int(refused.sum())
            for i in np.flatnonzero(refused)[:MAX_SHOWN].tolist():
                _, column, error = results[codes[i]]
                errors.append((line + i, r, translate("store.importers.rr_responses", "row {row}, column {column}: "
                                                      "{problem}").format(row=line + i, column=column, problem=error)))
        ids.append(_texts(columns[id_column][keep], strip="uuid:") if id_column else np.full(keep.sum(), None))
        times.append(_texts(columns[time_column][keep]) if time_column else np.full(keep.sum(), None))
        line += n
    if errors:
        shown = [message for *_, message in sorted(errors)[:MAX_SHOWN]]
        more = translate("store.importers.rr_responses", "… and {count} more").format(
            count=plain_number(error_count - MAX_SHOWN)) if error_count > MAX_SHOWN else None
        raise ImportFailed(translate("store.importers.rr_responses", "{file}: {count} value(s) outside the survey's "
                                     "design, so nothing was imported:").format(file=path.name,
                                                                               count=plain_number(error_count))
                           + "\n" + "\n".join(shown + ([more] if more else [])))
    found = ResponseFile({name: Column.concat(p) for name, p in parts.items()},
                         np.concatenate(ids) if ids else np.zeros(0, object),
                         np.concatenate(times) if times else np.zeros(0, object),
                         {name: shown for name, shown, _, _ in readers}, left_out)
    if not kept_count:
        if found.left_out:
            raise ImportFailed(translate("store.importers.rr_responses", "{file} has no responses to import: "
                                         "{notice}").format(file=path.name, notice=found.notice))
        raise ImportFailed(translate("store.importers.rr_responses", "{file} has no responses").format(file=path.name))
    return found
