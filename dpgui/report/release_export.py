"""A stored release as a CSV, XLSX or JSON table, for the command line and the Results page alike.

Writing goes through ``dpgui.store.safe_cells`` (no formula survives, the file is whole or absent).
"""

from __future__ import annotations

import json
from pathlib import Path

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
    note = f"{release['confidence']:.0%} intervals; {release['method']}"  # includes the rule for missing values
    if fmt == "json":
        return write_text(path, json.dumps({**release, "rows": rows}, indent=2, ensure_ascii=False))
    if fmt == "csv":
        return write_csv(path, HEADER, [[r[h] for h in HEADER] for r in rows] + [[], [note]],
                         keep_formulas=keep_formulas)  # the note after a blank line, as in the workbook
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"release {release['release_id']}"
    sheet.append(HEADER)
    for row in rows:
        sheet.append([row[h] for h in HEADER])
    sheet.append([])
    sheet.append([note])
    return save_workbook(book, path, keep_formulas=keep_formulas)
