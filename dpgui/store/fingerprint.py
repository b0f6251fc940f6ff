"""Fingerprints of a dataset: of its rows, which does not depend on their order or on the order of
columns, and of the bytes stored for each column, which shows any change made outside dpgui.

Importing the same rows again (under another name, sorted differently, with columns moved) gives the
same fingerprint, so the new dataset joins the budget of the one it repeats (one budget per
population). Each row hashes to a 64-bit value mixed from the (column name, value) pairs it holds;
the fingerprint is the row count and two independent 64-bit sums of the row hashes. It is stored in
the project and this machine's anchor, never released.
"""

from __future__ import annotations

import hashlib

import numpy as np

_MASK = np.uint64(0xFFFFFFFFFFFFFFFF)


def _value_hashes(column: str, uniques: list[str]) -> np.ndarray:
    """64-bit hashes of (column, value) for each distinct value, then for "missing"."""
    key = column.strip().lower().encode("utf-8")
    out = [int.from_bytes(hashlib.blake2b(key + b"\x00" + str(u).encode("utf-8"), digest_size=8).digest(), "little")
           for u in uniques]
    out.append(int.from_bytes(hashlib.blake2b(key + b"\x01", digest_size=8).digest(), "little"))
    return np.array(out, dtype=np.uint64)


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: a bijection that spreads every input bit over the output."""
    with np.errstate(over="ignore"):
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return x ^ (x >> np.uint64(31))


class RowFingerprint:
    """Accumulates row-aligned chunks: ``add(columns, [(uniques, codes), …])``, then ``hexdigest()``."""

    def __init__(self):
        self.rows, self._a, self._b = 0, 0, 0

    def add(self, columns: list[str], parts) -> None:
        row = None
        with np.errstate(over="ignore"):
            for column, (uniques, codes) in zip(columns, parts):
                h = _value_hashes(column, uniques)[np.asarray(codes, dtype=np.intp)]
                row = h if row is None else row + h
        if row is None or row.size == 0:
            return
        first = _mix(row)
        second = _mix(first ^ np.uint64(0x9E3779B97F4A7C15))
        self.rows += int(row.size)
        self._a = (self._a + int(first.sum(dtype=np.uint64))) & 0xFFFFFFFFFFFFFFFF
        self._b = (self._b + int(second.sum(dtype=np.uint64))) & 0xFFFFFFFFFFFFFFFF

    def hexdigest(self) -> str:
        return f"{self.rows:x}-{self._a:016x}{self._b:016x}"


class ColumnDigest:
    """The sha256 of one column's stored chunks, in order: declared in the journal at import, checked
    before the column is read, so data changed behind dpgui cannot be released under an old declaration."""

    def __init__(self):
        self._hash = hashlib.sha256()

    def add(self, uniques: bytes, codes: bytes) -> None:
        for blob in (uniques, codes):
            self._hash.update(len(blob).to_bytes(8, "little"))
            self._hash.update(blob)

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def column_digests(conn, dataset_id: int, n_columns: int) -> list[str]:
    """The digest of every stored column of a dataset."""
    digests = [ColumnDigest() for _ in range(n_columns)]
    for column_index, uniques, codes in conn.execute(
            "SELECT column_index, uniques, codes FROM chunks WHERE dataset_id = ? ORDER BY column_index, chunk_index",
            (dataset_id,)):
        digests[column_index].add(uniques, codes)
    return [d.hexdigest() for d in digests]
