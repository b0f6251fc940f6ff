"""Fingerprints of a dataset: of its rows, which does not depend on their order or on the order of
columns, and of the bytes stored for each column, which shows any change made outside dpgui.

Importing the same rows again (under another name, sorted differently, with columns moved) gives the
same fingerprint, so the new dataset joins the budget of the one it repeats (one budget per
population). Each row hashes to a 64-bit value mixed from the (column name, value) pairs it holds;
the fingerprint is its version, the row count and two independent 64-bit sums of the row hashes. It is
stored in the project and this machine's record, never released.

Rows that are mostly the same (a respondent added, a subset, columns renamed, "34" written "34.0",
"yes" written "YES") give another fingerprint, so each dataset also keeps a sketch: the
``SKETCH_SIZE`` smallest hashes of its rows' normalised values, without column names (Broder's
bottom-k MinHash). Two sketches estimate how much of the smaller dataset's distinct rows the larger
holds; above ``SAME_PEOPLE`` the datasets are taken to be about the same people. Rows of little
variety (a few categories, where different people give the same rows) are matched exactly only.

The sketch is one that every engine computes alike, so a linked source (whose rows DuckDB or Spark read in place:
``engine/link_sketch.py``) gets the sketch an import of the same rows gets. A value's hash is the leading 64 bits of
the sha256 of its canonical text, computed for imported rows by DuckDB with the very SQL the engines run
(``sketch_sql.py``); a row's hash is the sum of its values' hashes modulo 2^64, so the hashes of two distinct rows
are (nearly) pairwise independent, which is what bottom-k estimation needs (Thorup, "Bottom-k and priority sampling,
set similarity and subset sums with minimal independence", STOC 2013). Beside the sketch of whole rows, it keeps one
per column left out (a row's sum less that value's hash): a copy with a column added or dropped then still matches,
over the columns the two share.

Fingerprints carry a version (``PREFIX``). The first version (``first_version.py``: no prefix, and a
sketch with a first form, ``hashes``) hashed each value in Python; datasets and this computer's record
made with it keep it, and ``versions.py`` gives each dataset the other version's fingerprint where one of
the first version could be met, so that the same rows are the same people in either version.
"""

from __future__ import annotations

import hashlib
import json
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

from dpgui.store import columns as codec
from dpgui.store.ledger.sketch_sql import MISSING_HASH, hashing_connection, imported_value_hashes

VERSION, PREFIX = 2, "v2-"  # a fingerprint's version, and how its text begins (the first version's has no prefix)
MISSING = 0x6D697373696E6721  # what a missing value hashes as, before its column's key is mixed in
_HEX = frozenset("0123456789abcdef")
SKETCH_SIZE = 256
SAME_PEOPLE = 0.5  # the share of the smaller dataset's rows found in the larger that makes them the same people
VARIETY = 0.9  # rows are compared by sketch only when at least this share of them are distinct
MOST_COLUMNS = 64  # a wider table keeps the shared sketch of whole rows only, with no column left out


def _column_value_hashes(column: str, uniques: list[str]) -> np.ndarray:
    """64-bit hashes of (column, value) for each distinct value, then for "missing": the value's SipHash (by
    pandas, vectorised) mixed with a hash of the column's name (so the columns' order does not count)."""
    import pandas as pd

    key = int.from_bytes(hashlib.blake2b(column.strip().lower().encode("utf-8"), digest_size=8).digest(), "little")
    values = pd.util.hash_array(np.asarray(uniques, dtype=object), categorize=False) if len(uniques) else \
        np.zeros(0, dtype=np.uint64)
    with np.errstate(over="ignore"):
        return _mix(np.append(values, np.uint64(MISSING)) ^ np.uint64(key))


def _smallest(kept: np.ndarray, hashes: np.ndarray, limit: int) -> np.ndarray:
    """The SKETCH_SIZE smallest distinct values of ``kept`` and ``hashes`` together, below ``limit`` (a bound that
    only falls as rows are added, so nothing the final sketch keeps is dropped: ``below``)."""
    if limit < 2**64:
        hashes = hashes[hashes < np.uint64(limit)]
    if kept.size == SKETCH_SIZE:
        hashes = hashes[hashes < kept[-1]]
    return np.unique(np.concatenate([kept, hashes]))[:SKETCH_SIZE]


def below(rows: int) -> int:
    """The shared sketch keeps only row hashes below 2^64·4·SKETCH_SIZE/rows (about 4·SKETCH_SIZE rows' hashes
    fall below it): an engine returns only those, and a sketch of rows so alike that fewer than SKETCH_SIZE
    distinct hashes fall below it (never compared: see VARIETY) is the same whoever computes it."""
    return min(-(-2**64 * 4 * SKETCH_SIZE // max(rows, 1)), 2**64)


def shared_sketch(rows: int, columns: int, smallest: list) -> dict:
    """The shared form of a sketch, from the smallest distinct row hashes of whole rows, then of rows with
    each column left out (none for a table wider than MOST_COLUMNS)."""
    limit = below(rows)
    lists = [[f"{h:016x}" for h in sorted({int(h) for h in s if int(h) < limit})[:SKETCH_SIZE]] for s in smallest]
    return {"rows": rows, "columns": columns, "all": lists[0], "without": lists[1:]}


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: a bijection that spreads every input bit over the output."""
    with np.errstate(over="ignore"):
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return x ^ (x >> np.uint64(31))


class RowFingerprint:
    """Accumulates row-aligned chunks: ``add(columns, [(uniques, codes), …])``, then ``hexdigest()`` and
    ``sketch()``. Each distinct value of a chunk's column is hashed once, by vectorised code (``pandas.util.
    hash_array``, SipHash-2-4 under a fixed key, pinned by tests/test_fingerprint_versions.py), and rows are then
    combined in numpy: the first version hashed each value in Python and took 60% of an import. The shared
    sketch's hashes (DuckDB, ``sketch_sql.py``) are computed in a worker thread while the next chunk is read;
    ``sketch()`` waits for them."""

    def __init__(self):
        self.rows, self._a, self._b, self._columns = 0, 0, 0, 0
        self._shared: list[np.ndarray] = []  # smallest row hashes: whole rows, then each column left out
        self._worker: ThreadPoolExecutor | None = None
        self._pending: Future | None = None  # the last chunk's shared sketch, computed while the next is read
        self._duckdb = None  # the worker's DuckDB connection, opened once for all chunks

    def add(self, columns: list[str], parts) -> None:
        row = self._combine(columns, parts)
        if row is None or row.size == 0:
            return
        first = _mix(row)
        second = _mix(first ^ np.uint64(0x9E3779B97F4A7C15))
        self.rows += int(row.size)
        self._a = (self._a + int(first.sum(dtype=np.uint64))) & 0xFFFFFFFFFFFFFFFF
        self._b = (self._b + int(second.sum(dtype=np.uint64))) & 0xFFFFFFFFFFFFFFFF
        self._finish()  # one chunk in hand at a time: memory stays bounded
        self._worker = self._worker or ThreadPoolExecutor(1, thread_name_prefix="dpgui-sketch")
        self._pending = self._worker.submit(self._add_shared, parts, self.rows)

    def _combine(self, columns: list[str], parts) -> np.ndarray | None:
        """Each row's sum of its (column, value) hashes."""
        row = None
        with np.errstate(over="ignore"):
            for column, (uniques, codes) in zip(columns, parts):
                h = _column_value_hashes(column, uniques)[np.asarray(codes, dtype=np.intp)]
                row = h if row is None else row + h
        return row

    def _add_shared(self, parts, rows: int) -> None:
        """The shared sketch of a chunk's rows (``rows`` so far, with them): the distinct values of every column
        hashed in one DuckDB query (it runs while the main thread reads the next chunk), rows summed in numpy."""
        uniques = [u for u, _ in parts]
        ends = np.cumsum([len(u) for u in uniques])
        self._duckdb = self._duckdb or hashing_connection()
        by_column = np.split(imported_value_hashes(np.concatenate([np.asarray(u, dtype=object) for u in uniques]),
                                                   self._duckdb), ends[:-1])
        shared = [np.append(hashes, np.uint64(MISSING_HASH))[np.asarray(codes, dtype=np.intp)]
                  for (_, codes), hashes in zip(parts, by_column)]
        with np.errstate(over="ignore"):  # sums modulo 2^64
            whole = np.sum(shared, axis=0, dtype=np.uint64)
            sums = [whole] + ([whole - h for h in shared] if len(shared) <= MOST_COLUMNS else [])
        empty = np.zeros(0, dtype=np.uint64)
        self._shared = [_smallest(kept, s, below(rows)) for kept, s in zip(self._shared or [empty] * len(sums), sums)]
        self._columns = len(shared)

    def _finish(self) -> None:
        """Wait for the last chunk's shared sketch (its error, if any, is raised here)."""
        pending, self._pending = self._pending, None
        if pending is not None:
            pending.result()

    def hexdigest(self) -> str:
        return f"{PREFIX}{self.rows:x}-{self._a:016x}{self._b:016x}"

    def sketch(self) -> dict:
        self._finish()
        if self._worker is not None:
            self._worker, worker = None, self._worker
            worker.shutdown()
        if self._duckdb is not None:
            self._duckdb, con = None, self._duckdb
            con.close()
        return {"version": VERSION, **shared_sketch(self.rows, self._columns, self._shared or [[]])}


def version(fingerprint: str) -> int:
    """The version of a dataset's fingerprint: 2 for ``RowFingerprint``'s, 1 for the first version's (an
    import made before ``PREFIX``: ``first_version.py``), 0 for anything else (a linked source's identity)."""
    if fingerprint.startswith(PREFIX):
        return VERSION
    rows, dash, sums = fingerprint.partition("-")
    return 1 if dash and len(sums) == 32 and all(c in _HEX for c in rows + sums) else 0


def also(sketch) -> list[str]:
    """The fingerprints of a dataset's rows in the other version (``versions.py`` adds them), from its sketch."""
    found = sketch.get("also") if isinstance(sketch, dict) else None
    return [f for f in found if isinstance(f, str)] if isinstance(found, list) else []


def also_in(text: str) -> list[str]:
    """``also`` of a sketch as the file stores it (parsed only when it has some)."""
    return also(readable(text)) if '"also"' in text else []


def readable(text) -> dict | None:
    """A stored sketch parsed, or None when it is not JSON: it then matches nothing (:func:`same_people`), so one
    malformed sketch, such as a team member could write to a shared record, stops nobody's work (nested too deep
    for the parser, too)."""
    try:
        return json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return None


def _distinct(hashes: list[str]) -> float:
    """The number of distinct rows, exact below SKETCH_SIZE, else estimated from the largest kept hash."""
    if len(hashes) < SKETCH_SIZE:
        return float(len(hashes))
    return (SKETCH_SIZE - 1) / (int(hashes[-1], 16) / 2.0**64)


def same_people(a: dict, b: dict) -> bool:
    """Whether two datasets' sketches say they hold mostly the same rows: in the first form (both imported),
    or in the shared form over the columns the two share (whole rows of both, or whole rows of one against
    the other's rows with one column left out). A sketch that cannot be read (an old or edited one) matches
    nothing."""
    try:
        if _contained(a["hashes"], a["rows"], b["hashes"], b["rows"]):
            return True
    except (KeyError, TypeError, ValueError, ArithmeticError):  # a linked source's sketch has no first form
        pass
    try:
        return any(_contained(x, a["rows"], y, b["rows"]) for x, y in _shared_pairs(a, b))
    except (KeyError, TypeError, ValueError, ArithmeticError):
        return False


def _shared_pairs(a: dict, b: dict) -> list[tuple[list[str], list[str]]]:
    """Pairs of shared sketches over the same number of columns: whole rows with whole rows, and whole rows
    with the rows of a table one column wider, that column left out (a column added, or dropped)."""
    columns_a, columns_b = int(a["columns"]), int(b["columns"])
    pairs = [(a["all"], b["all"])] if columns_a == columns_b else []
    if columns_a + 1 == columns_b:
        pairs += [(a["all"], without) for without in b["without"]]
    if columns_b + 1 == columns_a:
        pairs += [(without, b["all"]) for without in a["without"]]
    return pairs


def _contained(a: list[str], rows_a: int, b: list[str], rows_b: int) -> bool:
    """Whether two sketches say the smaller's distinct rows are at least SAME_PEOPLE contained in the
    larger's (from the Jaccard estimate J and the sizes, |A∩B| = J·(|A| + |B|)/(1 + J)). Low-variety rows
    are never matched this way."""
    if not a or not b:
        return False
    ha, hb = set(a), set(b)
    if ha.isdisjoint(hb):  # most pairs: no row in common, so the estimate is 0
        return False
    size_a, size_b = _distinct(a), _distinct(b)
    if size_a < VARIETY * rows_a or size_b < VARIETY * rows_b:
        return False
    union = sorted(ha | hb)[:SKETCH_SIZE]
    jaccard = sum(h in ha and h in hb for h in union) / len(union)
    return jaccard * (size_a + size_b) / (1 + jaccard) >= SAME_PEOPLE * min(size_a, size_b)


def stored_fingerprint(conn, dataset_id: int, columns: list[str], kind: type = RowFingerprint) -> RowFingerprint:
    """The fingerprint (of ``kind``'s version) of an imported dataset's stored rows."""
    fingerprint = kind()
    chunks: dict[int, list] = {}
    for column_index, chunk_index, uniques, codes in conn.execute(
            "SELECT column_index, chunk_index, uniques, codes FROM chunks WHERE dataset_id = ?"
            " ORDER BY chunk_index, column_index", (dataset_id,)):
        chunks.setdefault(chunk_index, []).append(codec.decode(uniques, codes))
    for parts in chunks.values():
        fingerprint.add(columns, parts)
    return fingerprint


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


def same_people_in_file(conn, dataset_id: int, fingerprint: str, sketch: dict) -> tuple[str, str] | None:
    """(name, population) of another dataset in the file with the same, or mostly the same, rows (its fingerprint
    in either version is one of this one's)."""
    mine = {fingerprint, *also(sketch)}
    others = conn.execute("SELECT name, population_id, fingerprint, sketch FROM datasets WHERE id != ?", (dataset_id,))
    for name, population, other_fingerprint, other_sketch in others:
        other_sketch = json.loads(other_sketch)
        if not mine.isdisjoint({other_fingerprint, *also(other_sketch)}) or same_people(sketch, other_sketch):
            return name, population
    return None
