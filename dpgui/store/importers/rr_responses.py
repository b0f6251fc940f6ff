"""Randomized-response answers collected elsewhere (ODK, KoboToolbox, paper), from CSV or XLSX.

Each question is mapped to a column (by default the column of the same name). Every value is
checked against the question's design; any value outside it (for example "maybe" in a yes/no
item) is reported with its row number, and then nothing is imported. A blank cell is a missing
answer: it is kept as missing and left out of that question's estimate.
"""

from __future__ import annotations

from pathlib import Path

from dpgui.core.progress import Task
from dpgui.core.survey import Survey
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import open_table

MAX_SHOWN = 20


def read_responses(survey: Survey, path, mapping: dict[str, str] | None = None,
                   task: Task | None = None) -> list[dict[str, str]]:
    """The checked answers of every row, keyed by question name."""
    path = Path(path)
    source = open_table(path)
    mapping = mapping or {q.name: q.name for q in survey.questions}
    unmapped = [q.name for q in survey.questions if mapping.get(q.name) not in source.columns]
    if unmapped:
        raise ImportFailed(f"{path.name}: no column for {', '.join(unmapped)}; its columns are "
                           f"{', '.join(source.columns)}. Map each question to a column.")
    rows: list[dict[str, str]] = []
    errors: list[str] = []
    line = 2  # row 1 is the header
    for chunk in source.chunks(task or Task()):
        columns = dict(zip(source.columns, chunk))
        for i in range(len(chunk[0])):
            answers = {}
            for q in survey.questions:
                raw = columns[mapping[q.name]][i]
                raw = "" if raw is None else str(raw).strip()
                try:
                    answers[q.name] = q.check_answer(raw) if raw else ""
                except ValueError as err:
                    errors.append(f"row {line}, column {mapping[q.name]}: {err}")
            rows.append(answers)
            line += 1
    if errors:
        more = f"\n… and {len(errors) - MAX_SHOWN} more" if len(errors) > MAX_SHOWN else ""
        raise ImportFailed(f"{path.name}: {len(errors)} value(s) outside the survey's design, so nothing was "
                           "imported:\n" + "\n".join(errors[:MAX_SHOWN]) + more)
    if not rows:
        raise ImportFailed(f"{path.name} has no responses")
    return rows
