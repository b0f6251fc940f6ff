"""The compact encoding of imported rows: per column and per chunk, a dictionary of the distinct
raw values (UTF-8 JSON) and codes into it, with code len(uniques) for a missing value, in the
narrowest unsigned integer type that holds them (its numpy type character first). The values
are zlib-compressed; the codes only when that halves them (a raw read is faster than inflating
codes that barely compress). A per-chunk table indexed by code, with one extra last entry for "missing",
then maps every row in one step.

Per-chunk dictionaries keep import memory bounded whatever the column's cardinality, and make
histograms fast: map the few distinct values to cells once, then ``bincount`` the codes.
"""

from __future__ import annotations

import json
import zlib

import numpy as np

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

# pandas is imported where it is used: the app's window opens without it (tests/test_architecture.py)

MAX_FIELD_CHARS = 1_000_000  # a longer cell is refused: no table of statistics needs it
# Every character pandas' ``to_numeric`` reads in a finite number (tests/test_columns_numbers.py)
NUMBER_CHARACTERS = frozenset("0123456789+-.eE \t\n\r\x0b\x0c")


def encode(values) -> tuple[bytes, bytes, list[str], np.ndarray]:
    """(uniques, codes) blobs for one chunk of one column, then the distinct values and codes they
    hold (for the row fingerprint); None/NaN/"" are missing."""
    import pandas as pd

    series = pd.Series(values, dtype=object)
    series = series.where(series != "", None)
    codes, uniques = pd.factorize(series, use_na_sentinel=True)
    longest = max((len(str(u)) for u in uniques), default=0)
    if longest > MAX_FIELD_CHARS:
        raise ValueError(translate("store.columns", "A value is {length} characters long (the limit is {most})").format(
            length=plain_number(longest), most=plain_number(MAX_FIELD_CHARS)))
    texts = [str(u) for u in uniques]
    blob = json.dumps(texts, ensure_ascii=False).encode("utf-8")
    codes[codes < 0] = len(uniques)
    dtype = np.min_scalar_type(len(uniques))
    raw = dtype.char.encode() + codes.astype(dtype).tobytes()
    packed = zlib.compress(raw, 1)
    return zlib.compress(blob, 1), b"z" + packed if len(packed) < len(raw) // 2 else b"r" + raw, texts, codes


def decode(uniques: bytes, codes: bytes) -> tuple[list[str], np.ndarray]:
    raw = zlib.decompress(memoryview(codes)[1:]) if codes[:1] == b"z" else memoryview(codes)[1:]
    return json.loads(zlib.decompress(uniques)), np.frombuffer(raw, dtype=np.dtype(chr(raw[0])), offset=1)


def to_float(raw: list[str], decimal_comma: bool = False) -> np.ndarray:
    """Parse distinct raw values as numbers; unreadable ones become NaN (then handled as missing)."""
    import pandas as pd

    text = pd.Series(raw, dtype=object)
    if decimal_comma:
        text = text.str.replace(".", "", regex=False).str.replace(",", ".", regex=False)
    return pd.to_numeric(text, errors="coerce").to_numpy(dtype=float)


def finite_floats(raw: list[str]) -> np.ndarray:
    """:func:`to_float`'s finite numbers, NaN for the rest. A value with a character that no finite number
    is written with is NaN without reading, so a few words (declared categories) are read without pandas,
    which a linked dataset's release does not otherwise load."""
    out = np.full(len(raw), np.nan)
    maybe = [i for i, text in enumerate(raw) if text and NUMBER_CHARACTERS.issuperset(text)]
    if maybe:
        read = to_float([raw[i] for i in maybe])
        out[maybe] = np.where(np.isfinite(read), read, np.nan)
    return out
