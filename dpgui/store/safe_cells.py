"""Spreadsheet cells that cannot run: every CSV and XLSX dpgui writes goes through here.

Excel, LibreOffice and Google Sheets run a cell that begins with ``=``, ``+``, ``-`` or ``@`` (and,
after a tab or carriage return, what follows it) as a formula, so a category label such as
``=HYPERLINK("http://…")`` in an export would run on the reader's machine. Following OWASP's
"CSV Injection" rule, such text is written with a leading single quote in CSV, and as a text cell
(never a formula) in XLSX. Numbers stay numbers: only text is touched, and text that is a plain
number (``-2``, ``+1.5e3``) is left as it is. ``keep_formulas=True`` turns this off for trusted
pipelines (``--keep-formulas`` on the command line).
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from pathlib import Path

from dpgui.store.safe_files import atomic_path, atomic_write, write_bytes

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?")


def is_formula_like(value) -> bool:
    """Text that a spreadsheet would run as a formula (plain numbers such as "-2" are not)."""
    return isinstance(value, str) and value.startswith(TRIGGERS) and not _PLAIN_NUMBER.fullmatch(value)


def neutralise(value, keep_formulas: bool = False):
    """The value as it should be written to a CSV cell."""
    return f"'{value}" if not keep_formulas and is_formula_like(value) else value


def write_csv(path, header: list, rows, *, private: bool = False, keep_formulas: bool = False) -> Path:
    """A CSV file (UTF-8), written whole or not at all; cells neutralised unless ``keep_formulas``."""
    cell = _neutraliser(keep_formulas)
    with atomic_write(path, "w", private=private, newline="") as f:
        writer = csv.writer(f)
        writer.writerow([neutralise(h, keep_formulas) for h in header])
        writer.writerows(list(map(cell, row)) for row in rows)
    return Path(path)


def _neutraliser(keep_formulas: bool):
    """:func:`neutralise` for many cells: each distinct text is checked once (rows such as synthetic ones repeat a
    few labels hundreds of thousands of times); other values are written as they are, as neutralise does."""
    if keep_formulas:
        return lambda value: value
    seen: dict[str, str] = {}

    def cell(value):
        if type(value) is not str:  # noqa: E721 - exact type: a str subclass could hash equal yet differ
            return neutralise(value)
        out = seen.get(value)
        if out is None:
            out = seen[value] = neutralise(value)
        return out
    return cell


def save_workbook(book, path, *, private: bool = False, keep_formulas: bool = False) -> Path:
    """Save an openpyxl workbook whole or not at all; formula-like text becomes text cells."""
    if not keep_formulas:
        for sheet in book.worksheets:
            for row in sheet.iter_rows():
                for cell in row:
                    if cell.data_type == "f" or is_formula_like(cell.value):
                        cell.data_type = "s"
    buffer = io.BytesIO()
    book.save(buffer)
    return write_bytes(path, buffer.getvalue(), private=private)


def write_workbook(path, sheets, *, private: bool = False, keep_formulas: bool = False) -> Path:
    """An XLSX file of ``sheets`` (name, header, rows: any iterable), streamed with openpyxl's write-only mode (a
    million rows never sit in memory), written whole or not at all; formula-like text becomes text cells."""
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    for name, header, rows in sheets:
        sheet = book.create_sheet(name)
        for row in itertools.chain([header], rows):
            if not keep_formulas:
                row = [_text_cell(WriteOnlyCell(sheet, v)) if is_formula_like(v) else v for v in row]
            sheet.append(row)
    with atomic_path(path, private=private) as tmp:
        book.save(tmp)
    return Path(path)


def _text_cell(cell):
    cell.data_type = "s"
    return cell
