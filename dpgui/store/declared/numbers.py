"""A column declared numeric must hold numbers: text in it is refused when the data is imported or
the schema declared, instead of being silently imputed in every mean and sum afterwards.

Empty cells are missing (imputed or excluded as declared); any other value that does not read as a
number is counted, and the message names the first rows and values. The curator holds the data,
so showing them here releases nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store import columns as codec
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.errors import ImportFailed

# pandas is imported where it is used: the app's window opens without it (tests/test_architecture.py)

SHOWN_ROWS, SHOWN_VALUES = 5, 3


@dataclass
class _Found:
    count: int = 0
    rows: list[int] = field(default_factory=list)
    values: list[str] = field(default_factory=list)


class NumberCheck:
    """Counts, per declared numeric column, the values that are not numbers, chunk by chunk."""

    def __init__(self, schema: DatasetSchema | None, decimal_comma: bool):
        self.numeric = [n for n, c in (schema.columns.items() if schema else ()) if c.type == "numeric"]
        self.decimal_comma = decimal_comma
        self.found: dict[str, _Found] = {}

    def add(self, column: str, uniques: list, codes: np.ndarray, first_row: int) -> None:
        """One chunk: its distinct raw values and, per row, the index of its value (len(uniques) = missing)."""
        text = [str(u) for u in uniques]
        bad = np.isnan(codec.to_float(text, self.decimal_comma)) & np.array([t.strip() != "" for t in text], bool)
        if not bad.any():
            return
        rows = np.flatnonzero(np.append(bad, False)[codes])
        found = self.found.setdefault(column, _Found())
        found.count += len(rows)
        found.rows += [first_row + int(r) for r in rows[:SHOWN_ROWS - len(found.rows)]]
        for value in (text[i] for i in codes[rows[:50]]):
            if len(found.values) < SHOWN_VALUES and value not in found.values:
                found.values.append(value)

    def message(self) -> str | None:
        if not self.found:
            return None
        parts = []
        for name, f in self.found.items():
            rows = ", ".join(map(str, f.rows)) + (", …" if f.count > len(f.rows) else "")
            values = ", ".join(repr(v[:40]) for v in f.values)
            if f.count > 1:
                part = translate("store.declared.numbers", "column {name} is declared numeric but {count} values are "
                                 "not numbers (data rows {rows}): {values}")
            else:
                part = translate("store.declared.numbers", "column {name} is declared numeric but {count} value is not "
                                 "a number (data rows {rows}): {values}")
            parts.append(part.format(name=name, count=plain_number(f.count), rows=rows, values=values))
        return translate("store.declared.numbers", "{problems}. Empty cells count as missing: correct or empty those "
                         "cells, or declare the column categorical.").format(problems="; ".join(parts))


class CheckedSource:
    """An importer's source whose declared numeric columns are checked as the rows stream in; the
    import fails (and so changes nothing) if any holds text."""

    def __init__(self, source, schema: DatasetSchema | None):
        self._source, self._schema = source, schema
        self.columns, self.description, self.decimal_comma = source.columns, source.description, source.decimal_comma
        self.note = source.note

    def chunks(self, task):
        import pandas as pd

        check = NumberCheck(self._schema, self.decimal_comma)
        indexes = [(self.columns.index(n), n) for n in check.numeric if n in self.columns]
        rows = 0
        for chunk in self._source.chunks(task):
            for index, name in indexes:
                codes, uniques = pd.factorize(pd.Series(chunk[index], dtype=object).where(lambda s: s != "", None),
                                              use_na_sentinel=True)
                codes[codes < 0] = len(uniques)
                check.add(name, list(uniques), codes, rows + 1)
            rows += len(chunk[0]) if chunk else 0
            yield chunk
        if check.message():
            raise ImportFailed(translate("store.declared.numbers", "{source}: nothing was imported. {problems}").format(
                source=self.description, problems=check.message()))


def check_stored(project, info, schema: DatasetSchema | None) -> None:
    """Refuse (ValueError) to declare ``schema`` on an imported dataset whose numeric columns hold text."""
    check = NumberCheck(schema, info.decimal_comma)
    for name in check.numeric:
        if name not in info.columns:
            continue
        rows = 0
        for uniques, codes in project.column_chunks(info, name):
            check.add(name, uniques, codes, rows + 1)
            rows += len(codes)
    if check.message():
        raise ValueError(check.message())
