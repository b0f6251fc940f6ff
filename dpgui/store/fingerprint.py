"""Fingerprints of a dataset: of its rows, which does not depend on their order or on the order of
columns, and of the bytes stored for each column, which shows any change made outside dpgui.

Importing the same rows again (under another name, sorted differently, with columns moved) gives the
same fingerprint, so the new dataset joins the budget of the one it repeats (one budget per
population). Each row hashes to a 64-bit value mixed from the (column name, value) pairs it holds;
the fingerprint is the row count and two independent 64-bit sums of the row hashes. It is stored in
the project and this machine's record, never released.

Rows that are mostly the same (a respondent added, a subset, columns renamed, "34" written "34.0",
"yes" written "YES") give another fingerprint, so each dataset also keeps a sketch: the
``SKETCH_SIZE`` smallest hashes of its rows' normalised values, without column names (Broder's
bottom-k MinHash). Two sketches estimate how much of the smaller dataset's distinct rows the larger
holds; above ``SAME_PEOPLE`` the datasets are taken to be about the same people. Rows of little
variety (a few categories, where different people give the same rows) are matched exactly only.
"""

from __future__ import annotations

import hashlib
import math

import numpy as np

SKETCH_SIZE = 256
SAME_PEOPLE = 0.5  # the share of the smaller dataset's rows found in the larger that makes them the same people
VARIETY = 0.9  # rows are compared by sketch only when at least this share of them are distinct


def _normalised(value) -> str:
    """A value as the sketch sees it: numbers in one spelling, text without case or surrounding spaces."""
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
    normalised value alone (for the sketch)."""
    key = (column or "").strip().lower().encode("utf-8")
    shown = [str(u) for u in uniques] if column is not None else [_normalised(u) for u in uniques]
    out = [int.from_bytes(hashlib.blake2b(key + b"\x00" + u.encode("utf-8"), digest_size=8).digest(), "little")
           for u in shown]
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
        self._smallest = np.zeros(0, dtype=np.uint64)

    def add(self, columns: list[str], parts) -> None:
        row, values = None, None
        with np.errstate(over="ignore"):
            for column, (uniques, codes) in zip(columns, parts):
                codes = np.asarray(codes, dtype=np.intp)
                h, v = _value_hashes(column, uniques)[codes], _value_hashes(None, uniques)[codes]
                row, values = (h, v) if row is None else (row + h, values + v)
        if row is None or row.size == 0:
            return
        self._smallest = np.unique(np.concatenate([self._smallest, _mix(values)]))[:SKETCH_SIZE]
        first = _mix(row)
        second = _mix(first ^ np.uint64(0x9E3779B97F4A7C15))
        self.rows += int(row.size)
        self._a = (self._a + int(first.sum(dtype=np.uint64))) & 0xFFFFFFFFFFFFFFFF
        self._b = (self._b + int(second.sum(dtype=np.uint64))) & 0xFFFFFFFFFFFFFFFF

    def hexdigest(self) -> str:
        return f"{self.rows:x}-{self._a:016x}{self._b:016x}"

    def sketch(self) -> dict:
        return {"rows": self.rows, "hashes": [f"{int(h):016x}" for h in self._smallest]}


def _distinct(sketch: dict) -> float:
    """The number of distinct rows, exact below SKETCH_SIZE, else estimated from the largest kept hash."""
    hashes = sketch["hashes"]
    if len(hashes) < SKETCH_SIZE:
        return float(len(hashes))
    return (SKETCH_SIZE - 1) / (int(hashes[-1], 16) / 2.0**64)


def same_people(a: dict, b: dict) -> bool:
    """Whether two datasets' sketches say they hold mostly the same rows: the smaller's distinct rows are at
    least SAME_PEOPLE contained in the larger's (from the Jaccard estimate J and the sizes, |A∩B| =
    J·(|A| + |B|)/(1 + J)). Low-variety rows are never matched this way."""
    if not (isinstance(a, dict) and isinstance(b, dict) and a.get("hashes") and b.get("hashes")):
        return False
    size_a, size_b = _distinct(a), _distinct(b)
    if size_a < VARIETY * a["rows"] or size_b < VARIETY * b["rows"]:
        return False
    ha, hb = set(a["hashes"]), set(b["hashes"])
    union = sorted(ha | hb)[:SKETCH_SIZE]
    jaccard = sum(h in ha and h in hb for h in union) / len(union)
    return jaccard * (size_a + size_b) / (1 + jaccard) >= SAME_PEOPLE * min(size_a, size_b)


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
