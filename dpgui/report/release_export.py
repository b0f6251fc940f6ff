"""A stored release as a CSV, XLSX or JSON table, for the command line and the Results page alike.

Writing goes through ``dpgui.store.safe_cells`` (no formula survives, the file is whole or absent). Labels and
the method note carry names from data files (columns, categories): in CSV and XLSX, where what is in a cell is
what its reader sees, every hidden character (control, invisible, text-direction) is written as a visible
``\\uXXXX`` escape, so a cell cannot hide text or reverse its row, but for the tab and line breaks a cell may
hold as they are (the formula guard deals with them at a cell's start); JSON keeps every value exact, with those
characters as JSON escapes (``names.json_text``), which programs decode back and terminals show harmlessly.
"""

from __future__ import annotations

from pathlib import Path

from dpgui.store.declared.names import json_text, shown
from dpgui.store.safe_cells import save_workbook, write_csv
from dpgui.store.safe_files import write_text

HEADER = ["label", "estimate", "ci_low", "ci_high"]
FORMATS = ("csv", "xlsx", "json")


def write_release(release: dict, path, fmt: str | None = None, rows: list[dict] | None = None,
                  keep_formulas: bool = False) -> Path:
    """Write ``rows`` (default: the release's own; the Results page passes its post-processed ones)
    in ``fmt`` (default: from the file's suffix)."""
    path = Path(path)
    fmt = fmt or path.suffix.lower().lstrip(".")
    if fmt not in FORMATS:
        raise ValueError(f"export a release as {', '.join(FORMATS)}, not {fmt or 'a file without a suffix'}")
    rows = release["rows"] if rows is None else rows
    if fmt == "json":
        return write_text(path, json_text({**release, "rows": rows}, indent=2))
    note = shown(f"{release['confidence']:.0%} intervals; {release['method']}")  # includes the rule for missing values
    table = [[_cell(r[h]) for h in HEADER] for r in rows]
    if fmt == "csv":
        return write_csv(path, HEADER, table + [[], [note]],
                         keep_formulas=keep_formulas)  # the note after a blank line, as in the workbook
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"release {release['release_id']}"
    for row in [HEADER, *table, [], [note]]:
        sheet.append(row)
    return save_workbook(book, path, keep_formulas=keep_formulas)


def _cell(value):
    """A value as its cell shows it: text with its hidden characters made visible, but for tabs and line breaks."""
    return "".join(c if c in "\t\r\n" else shown(c) for c in value) if isinstance(value, str) else value
