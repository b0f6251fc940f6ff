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
from dataclasses import dataclass

import numpy as np

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

# pandas is imported where it is used: the app's window opens without it (tests/test_architecture.py)

MAX_FIELD_CHARS = 1_000_000  # a longer cell is refused: no table of statistics needs it
# Every character pandas' ``to_numeric`` reads in a finite number (tests/test_columns_numbers.py)
NUMBER_CHARACTERS = frozenset("0123456789+-.eE \t\n\r\x0b\x0c")
SAMPLE_BYTES = 1 << 16  # the first codes compressed to see whether the rest is worth compressing


@dataclass(frozen=True)
class Factorized:
    """One chunk of one column that a reader has already factorized: its distinct texts in order of first
    appearance and each row's code into them. "" is one of the texts (missing, taken out by :func:`encode`);
    no code is missing otherwise. It is what :func:`encode` would find in the values, without their objects."""

    uniques: list[str]
    codes: np.ndarray

    def __len__(self) -> int:
        return len(self.codes)


def encode(values) -> tuple[bytes, bytes, list[str], np.ndarray]:
    """(uniques, codes) blobs for one chunk of one column, then the distinct values and codes they
    hold (for the row fingerprint); None/NaN/"" are missing. Vectorised: the values are factorized once
    (by the reader when they come as :class:`Factorized`), and "" is then taken out of the distinct values
    (not compared value by value)."""
    import pandas as pd

    if isinstance(values, Factorized):
        texts, codes = values.uniques, values.codes
        empty = np.array([texts.index("")] if "" in texts else [], dtype=np.intp)
    else:
        codes, uniques = pd.factorize(np.asarray(values, dtype=object), use_na_sentinel=True)
        strings = pd.api.types.infer_dtype(uniques, skipna=False) == "string"
        texts = uniques.tolist() if strings else [str(u) for u in uniques]
        empty = np.flatnonzero(uniques == "")  # "" is missing
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    if lengths.size and lengths.max() > MAX_FIELD_CHARS:
        raise ValueError(translate("store.columns", "A value is {length} characters long (the limit is {most})").format(
            length=plain_number(int(lengths.max())), most=plain_number(MAX_FIELD_CHARS)))
    keep = np.ones(len(texts) + 1, dtype=bool)  # each distinct value's new code, then missing's (code -1)
    keep[empty] = False
    table = np.cumsum(keep) - 1
    table[~keep] = table[-1] = int(keep[:-1].sum())
    if empty.size:
        texts = [t for t, k in zip(texts, keep) if k]
    codes = table[codes]
    dtype = np.min_scalar_type(len(texts))
    raw = dtype.char.encode() + codes.astype(dtype).tobytes()
    return zlib.compress(json_list(texts), 1), _codes_blob(raw), texts, codes


def json_list(texts: list[str]) -> bytes:
    """``json.dumps(texts, ensure_ascii=False)`` in UTF-8, by one join when no text holds a character JSON escapes
    (most do not; several times faster than the encoder)."""
    blob = ('["' + '", "'.join(texts) + '"]').encode("utf-8")
    if not texts or len(blob.translate(None, _PLAIN)) != 2 * len(texts):  # a '"' or escape besides the joins' quotes
        return json.dumps(texts, ensure_ascii=False).encode("utf-8")
    return blob


_PLAIN = bytes(b for b in range(256) if b >= 0x20 and b not in b'"\\')  # what json.dumps writes as it is


def _codes_blob(raw: bytes) -> bytes:
    """The codes zlib-compressed when that halves them, else raw; a sample that does not come near half says so
    without compressing the rest."""
    if len(raw) > 2 * SAMPLE_BYTES and len(zlib.compress(raw[:SAMPLE_BYTES], 1)) > 0.6 * SAMPLE_BYTES:
        return b"r" + raw
    packed = zlib.compress(raw, 1)
    return b"z" + packed if len(packed) < len(raw) // 2 else b"r" + raw


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
