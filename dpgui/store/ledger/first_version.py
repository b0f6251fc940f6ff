"""The first version of the row fingerprint and sketch (before ``fingerprint.PREFIX``), kept to recognise the
rows of datasets fingerprinted with it: in project files and in this computer's record. It hashes every
distinct value in Python (blake2b), which is why imports no longer compute it: ``versions.py`` computes it
from a dataset's stored rows only where a fingerprint or sketch of this version could be met.

A row's hash mixes the blake2b of each (column name, value) it holds; the fingerprint is the row count and
two sums of the mixed row hashes. The first form of the sketch (``hashes``) keeps the ``SKETCH_SIZE``
smallest mixed sums of the rows' normalised values, without column names.
"""

from __future__ import annotations

import hashlib
import math

import numpy as np

from dpgui.store.ledger.fingerprint import PREFIX, SKETCH_SIZE, RowFingerprint, _mix


def _normalised(value) -> str:
    """A value as the first form sees it: numbers in one spelling, text without case or surrounding spaces."""
    text = str(value).strip()
    try:
        number = float(text)
    except ValueError:
        return text.casefold()
    if not math.isfinite(number):
        return text.casefold()
    return str(int(number)) if number.is_integer() else repr(number)


def _value_hashes(column: str | None, uniques: list[str]) -> np.ndarray:
    """64-bit hashes of (column, value) for each distinct value, then for "missing"; with no column, of the
    normalised value alone (for the first form)."""
    key = (column or "").strip().lower().encode("utf-8")
    shown = [str(u) for u in uniques] if column is not None else [_normalised(u) for u in uniques]
    digests = [hashlib.blake2b(key + b"\x00" + u.encode("utf-8"), digest_size=8).digest() for u in shown]
    digests.append(hashlib.blake2b(key + b"\x01", digest_size=8).digest())
    return np.frombuffer(b"".join(digests), dtype="<u8").astype(np.uint64)


class FirstVersion(RowFingerprint):
    """The first version's fingerprint and its whole sketch (first form and shared form), as it computed them."""

    def __init__(self):
        super().__init__()
        self._smallest = np.zeros(0, dtype=np.uint64)

    def _combine(self, columns: list[str], parts) -> np.ndarray | None:
        row, values = None, None
        with np.errstate(over="ignore"):
            for column, (uniques, codes) in zip(columns, parts):
                codes = np.asarray(codes, dtype=np.intp)
                h, v = _value_hashes(column, uniques)[codes], _value_hashes(None, uniques)[codes]
                row, values = (h, v) if row is None else (row + h, values + v)
        if values is not None and values.size:
            self._smallest = np.unique(np.concatenate([self._smallest, _mix(values)]))[:SKETCH_SIZE]
        return row

    def hexdigest(self) -> str:
        return super().hexdigest().removeprefix(PREFIX)

    def sketch(self) -> dict:
        shared = super().sketch()
        del shared["version"]
        return {"hashes": [f"{int(h):016x}" for h in self._smallest], **shared}
