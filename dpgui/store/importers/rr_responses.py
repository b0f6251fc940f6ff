"""Randomized-response answers collected elsewhere (ODK, KoboToolbox, paper), from CSV or XLSX.

Each question is found in the export without a map: the column of the same name, or with the group
prefixes ODK and Kobo write (``g1/region``, ``g1-region``), or headed by the question's label in any
language (Kobo can export labels instead of names); a map overrides this. Answers may likewise be
option names or their labels. Every value is checked against the question's design; any value
outside it (for example "maybe" in a yes/no item) is reported with its row number, and then nothing
is imported. A blank cell is a missing answer, left out of that question's estimate.

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
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import open_table

MAX_SHOWN = 20
ID_COLUMNS = ("_uuid", "meta/instanceID", "meta-instanceID", "instanceID", "KEY")
TIME_COLUMNS = ("_submission_time", "SubmissionDate", "submission_time")
GROUP_SEPARATOR = re.compile(r"[/.-]")  # Kobo writes "/" (or "." if chosen), ODK Central "-"


@dataclass
class ResponseFile:
    """The checked answers of every row, keyed by question name, with each row's instance id and
    submission time (None where the export has none)."""

    answers: list[dict[str, str]]
    ids: list[str | None] = field(default_factory=list)
    times: list[str | None] = field(default_factory=list)
    columns: dict[str, str] = field(default_factory=dict)  # question → the column it was read from


def match_columns(survey: Survey, columns: list[str]) -> dict[str, str]:
    """The column holding each question that can be found without asking: its name, its name under
    group prefixes, or its label in any language (possibly under group labels)."""
    found = {}
    for q in survey.questions:
        path = q.group.split("/") if q.group else []
        exact = [q.name] + [sep.join(path[i:] + [q.name]) for sep in "/.-" for i in range(len(path))]
        by_name = [c for c in columns if c in exact] or \
                  [c for c in columns if GROUP_SEPARATOR.split(c)[-1] == q.name and GROUP_SEPARATOR.search(c)]
        labels = {t.strip().casefold() for t in q.label.values()}
        by_label = [c for c in columns if c.strip().casefold() in labels or c.rsplit("/", 1)[-1].strip().casefold()
                    in labels]
        chosen = by_name if by_name else by_label
        if len(chosen) == 1 or (chosen and chosen[0] in exact):
            found[q.name] = chosen[0]
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
    across many rows): returns (answer, None) or (None, the reason it is refused)."""
    read, seen = _code_reader(survey, q), {}

    def check(raw) -> tuple[str | None, str | None]:
        if raw not in seen:
            text = "" if raw is None else str(raw).strip()
            try:
                seen[raw] = (q.check_answer(read(text)) if text else "", None)
            except ValueError as err:
                seen[raw] = (None, str(err))
        return seen[raw]
    return check


def read_responses(survey: Survey, path, mapping: dict[str, str] | None = None,
                   task: Task | None = None) -> ResponseFile:
    """The checked answers of every row, with their instance ids and submission times."""
    path = Path(path)
    source = open_table(path)
    mapping = {**match_columns(survey, source.columns), **(mapping or {})}
    unmapped = [q.name for q in survey.questions if mapping.get(q.name) not in source.columns]
    if unmapped:
        raise ImportFailed(f"{path.name}: no column for {', '.join(unmapped)}; its columns are "
                           f"{', '.join(source.columns)}. Map each question to a column.")
    id_column = next((c for c in ID_COLUMNS if c in source.columns), None)
    time_column = next((c for c in TIME_COLUMNS if c in source.columns), None)
    checkers = [(q.name, mapping[q.name], _checker(survey, q)) for q in survey.questions]
    found = ResponseFile([], columns={q.name: mapping[q.name] for q in survey.questions})
    errors: list[str] = []
    line = 2  # row 1 is the header
    for chunk in source.chunks(task or Task()):
        columns = dict(zip(source.columns, chunk))
        for i in range(len(chunk[0])):
            answers = {}
            for name, column, check in checkers:
                answer, error = check(columns[column][i])
                if error:
                    errors.append(f"row {line}, column {column}: {error}")
                else:
                    answers[name] = answer
            found.answers.append(answers)
            found.ids.append(_cell(columns, id_column, i, strip="uuid:"))
            found.times.append(_cell(columns, time_column, i))
            line += 1
    if errors:
        more = f"\n… and {len(errors) - MAX_SHOWN} more" if len(errors) > MAX_SHOWN else ""
        raise ImportFailed(f"{path.name}: {len(errors)} value(s) outside the survey's design, so nothing was "
                           "imported:\n" + "\n".join(errors[:MAX_SHOWN]) + more)
    if not found.answers:
        raise ImportFailed(f"{path.name} has no responses")
    return found


def _cell(columns: dict, column: str | None, i: int, strip: str = "") -> str | None:
    """A row's instance id or time, as text; ODK writes ids as "uuid:…", Kobo without the prefix."""
    if column is None or columns[column][i] in (None, ""):
        return None
    value = str(columns[column][i]).strip()
    return value[len(strip):] if strip and value.startswith(strip) else value
