"""A stored release as a CSV, XLSX or JSON table, for the command line and the Results page alike. A histogram's
or table's cells have one column per variable, named (sex, age group), where other releases have a "label".

Writing goes through ``dpgui.store.safe_cells`` (no formula survives, the file is whole or absent). Labels and
the method note carry names from data files (columns, categories): in CSV and XLSX, where what is in a cell is what
its reader sees, every hidden character (control, invisible, text-direction) is written as a visible ``\\u`` escape
with its four hex digits (``\\u202e``), so a cell cannot hide text or reverse its row, but for the tab and line
breaks a cell may hold as they are (the formula guard deals with them at a cell's start); JSON keeps every value
exact, with those characters as JSON escapes (``names.json_text``), which programs decode back and terminals show
harmlessly.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from dpgui.core.words.translation import translate
from dpgui.store.declared.names import json_text, shown
from dpgui.store.safe_cells import save_workbook, write_csv
from dpgui.store.safe_files import write_text

HEADER = ["label", "estimate", "ci_low", "ci_high"]
FORMATS = ("csv", "xlsx", "json")
ANSWERS = {True: "above", False: "below", None: "not examined"}  # an above-threshold candidate's answer


def write_release(release: dict, path, fmt: str | None = None, rows: list[dict] | None = None,
                  keep_formulas: bool = False) -> Path:
    """Write ``rows`` (default: the release's own; the Results page passes its post-processed ones)
    in ``fmt`` (default: from the file's suffix)."""
    path = Path(path)
    fmt = fmt or path.suffix.lower().lstrip(".")
    if fmt not in FORMATS:
        raise ValueError(translate("report.release_export", "Export a release as {formats}, not {given}").format(
            formats=", ".join(FORMATS), given=fmt or translate("report.release_export", "a file without a suffix")))
    from dpgui.engine.learned_tables import release_rows

    rows = release_rows(release) if rows is None else rows
    if fmt == "json":
        return write_text(path, json_text({**release, "rows": rows}, indent=2))
    note = shown(f"{release['confidence']:.0%} intervals; {release['method']}")  # includes the rule for missing values
    header, table = release_table(release, rows)
    if fmt == "csv":
        return write_csv(path, header, table + [[], [note]],
                         keep_formulas=keep_formulas)  # the note after a blank line, as in the workbook
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"release {release['release_id']}"
    for row in [header, *table, [], [note]]:
        sheet.append(row)
    return save_workbook(book, path, keep_formulas=keep_formulas)


def by_variable(release: dict) -> tuple[list[str], list[tuple[str, ...]]] | None:
    """The variables of a histogram or table, and each row's category of each: (["sex", "age"], [("M", "young"),
    …]); None for other releases, and for one stored before releases kept their columns' names."""
    if release.get("query") not in ("histogram", "table") or not release.get("columns"):
        return None
    return release["columns"], list(itertools.product(*release["axes"]))  # in the order the cells are released


def release_table(release: dict, rows: list[dict]) -> tuple[list[str], list[list]]:
    """The header and the cells: one column per variable, named, then the estimate and its interval."""
    if release.get("query") == "above_threshold":  # in the order examined; "answer" in English, as stored labels are
        return ["label", "answer", *HEADER[1:]], [[_cell(r["label"]), ANSWERS[r["above"]], *(r[h] for h in HEADER[1:])]
                                                 for r in rows]
    split = by_variable(release)
    if split is None:
        return HEADER, [[_cell(r[h]) for h in HEADER] for r in rows]
    names, categories = split
    return ([_cell(n) for n in names] + HEADER[1:],
            [[*map(_cell, cell), *(_cell(r[h]) for h in HEADER[1:])] for cell, r in zip(categories, rows, strict=True)])


def _cell(value):
    """A value as its cell shows it: text with its hidden characters made visible, but for tabs and line breaks."""
    return "".join(c if c in "\t\r\n" else shown(c) for c in value) if isinstance(value, str) else value
