"""How CSV text is decoded, value by value: the rule the importer and every engine apply to CSV files
(docs/linked.md, "What linking reads"; docs/files.md).

A value is UTF-8 when its bytes are valid UTF-8, else Windows-1252 (the five bytes Windows-1252 leaves
undefined stand for the Latin-1 characters of the same number), so every byte sequence decodes and no
value can make a read fail. The rule is applied to each value alone, so one person's bytes decide
only that person's value (a rule for a whole file, such as "UTF-8 unless some byte is not", lets one
value change how every other value reads). A byte-order mark opening a file is dropped.

DuckDB reads every CSV file through :func:`write_decoded`, which reads it as the importer does, applies
the rule in Python and writes a clean UTF-8 copy (DuckDB's own CSV reader reads some lines otherwise).
Spark reads every file as Latin-1, which keeps each byte as one character, and ``engine/spark_backend.py``
applies the rule in Spark SQL.
"""

from __future__ import annotations

import csv
import os
from pathlib import Path
from typing import Callable

WINDOWS_1252 = "".join(bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in range(256))


def decode(raw: bytes) -> str:
    """One value's bytes as text, by the rule."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1").translate(_FROM_LATIN_1)


_FROM_LATIN_1 = {b: ord(c) for b, c in enumerate(WINDOWS_1252) if b != ord(c)}


def write_decoded(path: Path, delimiter: str, out: Path, name: Callable[[str], str]) -> None:
    """``path`` as a UTF-8 CSV file that DuckDB reads without error, the same rows as its own reader finds
    in a well-formed file: each value decoded by the rule, every field quoted, each row as wide as the
    header (a missing field is empty, an extra field is dropped), blank lines left out but with one column,
    where a blank line is a missing value. A quote never closed runs to the end of the file, as in every
    CSV reader. Each column's decoded name is written as ``name`` makes it (DuckDB's guess of the line
    ending fails on a header holding a line break)."""
    csv.field_size_limit(2**31 - 1)  # a value may be as long as the file
    with open(path, encoding="utf-8-sig", errors="surrogateescape", newline="") as source, \
            open(os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w", encoding="utf-8", newline="") as copy:
        rows = csv.reader(source, delimiter=delimiter, strict=False)
        writer = csv.writer(copy, quoting=csv.QUOTE_ALL)
        header = next(rows, [])
        width = len(header)
        writer.writerow([name(v) for v in _decoded(header)])
        for fields in rows:
            if len(fields) != width:
                if not fields and width > 1:
                    continue  # a blank line (with one column: a missing value, as the importer reads it)
                fields = (fields + [""] * width)[:width]
            try:
                writer.writerow(fields)  # one write of the whole line, refused whole
            except UnicodeEncodeError:
                writer.writerow(_decoded(fields))


def _decoded(fields: list[str]) -> list[str]:
    """A row read with surrogateescape (each byte that was not UTF-8 came as a surrogate): the rule again."""
    return [decode(v.encode("utf-8", "surrogateescape")) for v in fields]
