"""The shared sketch's value hash, written once in SQL: how each engine writes a value as the sketch sees it
(its canonical text) and hashes it. DuckDB runs this SQL for imported rows (:func:`imported_value_hashes`) and for
linked DuckDB sources, Spark for linked Spark sources (``engine/link_sketch.py``), so the same rows get the same
sketch however they reach a project.

A value's canonical text: spaces (only) around it trimmed; "" when nothing is left (missing); a number written
in ASCII digits (``NUMBER``), with |x| < 2^43, as "n" and floor(x·2^20) (so 34, "34.0" and "034" are one value);
anything else as "t" and the text with its ASCII letters in lower case (other letters are compared as they are).
Its hash is the leading 64 bits of the text's sha256, as an unsigned number.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Callable

import numpy as np

MODULUS = 2**64
SCALE, LARGEST = 2**20, 2**43  # a number x is written as floor(x·SCALE) when |x| < LARGEST (so below 2^63)
NUMBER = "[-+]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][-+]?[0-9]+)?"  # written so that every engine parses it alike
MISSING_HASH = 0xE3B0C44298FC1C14  # the leading 64 bits of sha256(""): what a missing value hashes as
UPPER, LOWER = string.ascii_uppercase, string.ascii_lowercase


@dataclass(frozen=True)
class SketchSql:
    """What differs between the engines' SQL for the sketch."""

    trim: Callable[[str], str]         # spaces (only) around a text removed
    is_number: Callable[[str], str]    # the whole text matches NUMBER
    lower: Callable[[str], str]        # ASCII letters in lower case, other characters kept
    value_hash: Callable[[str], str]   # the leading 64 bits of a text's sha256, as an unsigned number
    wide: str                          # an exact integer type for sums of up to 65 such numbers
    wrap: Callable[[str], str]         # such a sum (or difference) modulo 2^64


DUCKDB_SKETCH = SketchSql(
    trim=lambda t: f"trim({t}, ' ')",
    is_number=lambda t: f"regexp_full_match({t}, '{NUMBER}')",
    lower=lambda t: f"(CASE WHEN strlen({t}) = length({t}) THEN lower({t}) ELSE translate({t}, '{UPPER}', "
                    f"'{LOWER}') END)",  # lower() is fast and, on ASCII text, exactly ASCII
    value_hash=lambda t: f"CAST(('0x' || substr(sha256({t}), 1, 16)) AS UBIGINT)",
    wide="HUGEINT",
    wrap=lambda x: f"(({x}) & {MODULUS - 1})")  # two's complement: 15 times faster than %
SPARK_SKETCH = SketchSql(
    trim=lambda t: f"trim(BOTH ' ' FROM {t})",
    # Java's $ also matches before a final line break: no character outside the pattern's may appear
    is_number=lambda t: f"({t} RLIKE concat('^', CAST(X'{NUMBER.encode().hex()}' AS STRING), '$') AND NOT {t} "
                        f"RLIKE '[^-+.0-9eE]')",
    lower=lambda t: f"translate({t}, '{UPPER}', '{LOWER}')",  # lower() follows Java's locale rules
    value_hash=lambda t: f"CAST(conv(substr(sha2(CAST({t} AS BINARY), 256), 1, 16), 16, 10) AS DECIMAL(20, 0))",
    wide="DECIMAL(38, 0)",
    wrap=lambda x: f"pmod({x}, {MODULUS})")


def _as_number(x: str) -> str:
    return f"'n' || CAST(CAST(floor({x} * {int(SCALE)}) AS BIGINT) AS STRING)"


def canonical_text(sql: SketchSql, t: str) -> str:
    """SQL writing a trimmed text (NULL when missing) as its canonical text."""
    x = f"TRY_CAST({t} AS DOUBLE)"
    return (f"(CASE WHEN {t} IS NULL OR {t} = '' THEN '' WHEN {sql.is_number(t)} AND abs({x}) < {int(LARGEST)} "
            f"THEN {_as_number(x)} ELSE 't' || {sql.lower(t)} END)")


def canonical_number(sql: SketchSql, r: str) -> str:
    """SQL writing a number the engine holds (NULL when missing) as the canonical text of its written form."""
    x = f"CAST({r} AS DOUBLE)"
    return (f"(CASE WHEN {r} IS NULL OR isnan({x}) THEN '' WHEN abs({x}) < {int(LARGEST)} THEN {_as_number(x)} "
            f"ELSE 't' || {sql.lower(sql.trim(f'CAST({r} AS STRING)'))} END)")


def imported_value_hashes(texts: np.ndarray, con=None) -> np.ndarray:
    """The shared hash of each of an imported column's texts (Unicode, as every stored value is), computed by
    DuckDB with the SQL a linked DuckDB source's values are hashed with: C++ on both cores, where hashing in
    Python took about 60% of an import's time. ``con``: a DuckDB connection made by :func:`hashing_connection`,
    to use again (opening one costs about as much as hashing 100,000 values)."""
    import pandas as pd

    if len(texts) == 0:
        return np.zeros(0, dtype=np.uint64)
    expression = DUCKDB_SKETCH.value_hash(canonical_text(DUCKDB_SKETCH, DUCKDB_SKETCH.trim("v")))
    mine = con is None
    con = hashing_connection() if mine else con
    try:
        con.register("dpgui_values", pd.DataFrame({"v": np.asarray(texts, dtype=object)}))
        found = con.execute(f"SELECT {expression} AS h FROM dpgui_values").fetchnumpy()["h"]
    finally:
        if mine:
            con.close()
        else:
            con.unregister("dpgui_values")
    return np.asarray(found, dtype=np.uint64)


def hashing_connection():
    """A DuckDB connection for :func:`imported_value_hashes`."""
    import duckdb

    return duckdb.connect(config={"preserve_insertion_order": True})  # the results in the values' order
