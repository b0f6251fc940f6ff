"""Survey responses in the project file: one row per response committed alone, batches of columns for the rest.

A response the kiosk commits alone is one row of ``responses`` (its answers as JSON), one fsync'd transaction
each. Responses stored together (an import, a merge, and every response an older file held) are
``response_batches``: up to ``BATCH_ROWS`` responses per row, each column dictionary-coded in one uncompressed
NumPy ``.npz`` blob (no pickles), because a million SQLite rows take seconds to write and to read back while a
few blobs take milliseconds. Both hold only the reported answers, and neither can be changed or deleted
(triggers). Ids are unique across both: a batch never holds an id already stored, and a response committed
alone with an id already stored (a retried submission) is skipped (``contains``). For that check each batch
also keeps its ids sorted, at one fixed width, in chunks of ``ID_CHUNK`` (``response_batch_ids``, indexed by
each chunk's first id): one indexed look-up and one small blob per batch, not a million ids read. They are a
table of their own because SQLite reaches a column stored after a large blob only by walking the blob's pages.
"""

from __future__ import annotations

import io
import json
import sqlite3

import numpy as np

from dpgui.core.rr.responses import META, Column, ResponseColumns, encode_ids

BATCH_ROWS = 250_000
ID_CHUNK = 1024  # sorted ids per row of response_batch_ids (36 KB of UUIDs)
SCHEMA = (
    """CREATE TABLE response_batches (
        id INTEGER PRIMARY KEY,
        survey_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        n INTEGER NOT NULL,
        columns BLOB NOT NULL,
        FOREIGN KEY (survey_id, version) REFERENCES surveys(id, version))""",
    """CREATE TRIGGER response_batches_kept_update BEFORE UPDATE ON response_batches
        BEGIN SELECT RAISE(ABORT, 'responses are never changed'); END""",
    """CREATE TRIGGER response_batches_kept_delete BEFORE DELETE ON response_batches
        BEGIN SELECT RAISE(ABORT, 'responses are never deleted'); END""",
    """CREATE TABLE response_batch_ids (
        batch INTEGER NOT NULL REFERENCES response_batches(id),
        first BLOB NOT NULL,
        width INTEGER NOT NULL,
        ids BLOB NOT NULL)""",
    "CREATE INDEX response_batch_ids_first ON response_batch_ids (batch, first)",
    """CREATE TRIGGER response_batch_ids_kept_update BEFORE UPDATE ON response_batch_ids
        BEGIN SELECT RAISE(ABORT, 'responses are never changed'); END""",
    """CREATE TRIGGER response_batch_ids_kept_delete BEFORE DELETE ON response_batch_ids
        BEGIN SELECT RAISE(ABORT, 'responses are never deleted'); END""",
    "DROP TRIGGER survey_locked",
    """CREATE TRIGGER survey_locked BEFORE UPDATE ON surveys
        WHEN EXISTS (SELECT 1 FROM responses WHERE survey_id = OLD.id AND version = OLD.version)
          OR EXISTS (SELECT 1 FROM response_batches WHERE survey_id = OLD.id AND version = OLD.version)
        BEGIN SELECT RAISE(ABORT, 'this survey version has responses: make a new version'); END""",
)


def _text_arrays(values: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Texts as their UTF-8 bytes joined, and where each ends (fixed-width arrays would pad every value)."""
    encoded = [v.encode() for v in values]
    return np.frombuffer(b"".join(encoded), dtype=np.uint8), np.cumsum([len(e) for e in encoded], dtype=np.int64)


def _texts(joined: np.ndarray, ends: np.ndarray) -> list[bytes]:
    data, starts = joined.tobytes(), [0, *ends[:-1].tolist()]
    return [data[s:e] for s, e in zip(starts, ends.tolist())]


def pack(columns: ResponseColumns) -> bytes:
    arrays = {}
    ids = columns.ids.tolist()  # bytes, as NumPy keeps them (without the padding of a fixed width)
    arrays["ids"] = np.frombuffer(b"".join(ids), dtype=np.uint8)
    arrays["ids_ends"] = np.cumsum(np.fromiter(map(len, ids), dtype=np.int64, count=len(ids)))
    for i, (name, column) in enumerate([*columns.meta.items(), *columns.answers.items()]):
        arrays[f"v{i}"], arrays[f"e{i}"] = _text_arrays(column.values)
        arrays[f"c{i}"] = column.codes
    arrays["names_v"], arrays["names_e"] = _text_arrays([*columns.meta, *columns.answers])
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    return buffer.getvalue()


def _ids(npz) -> np.ndarray:
    joined, ends = npz["ids"], npz["ids_ends"]
    widths = np.diff(ends, prepend=0)
    if len(widths) and (widths == widths[0]).all() and widths[0] > 0:  # the usual case: every id a UUID
        return joined.view(f"S{widths[0]}").copy()
    return np.array(_texts(joined, ends), dtype=bytes) if len(ends) else encode_ids([])


def unpack(blob: bytes) -> ResponseColumns:
    with np.load(io.BytesIO(blob), allow_pickle=False) as npz:
        names = [n.decode() for n in _texts(npz["names_v"], npz["names_e"])]
        columns = {name: Column([v.decode() for v in _texts(npz[f"v{i}"], npz[f"e{i}"])], npz[f"c{i}"])
                   for i, name in enumerate(names)}
        return ResponseColumns(_ids(npz), {m: columns.pop(m) for m in META}, columns)


def from_rows(rows, names: list[str]) -> ResponseColumns:
    """Rows of ``responses`` (uuid, device, collected_at, source, answers_json) as columns; each distinct
    answers text is parsed once."""
    ids, meta, answers, parsed = [], {m: [] for m in META}, {name: [] for name in names}, {}
    for key, device, at, source, text in rows:
        ids.append(key)
        for m, value in zip(META, (device, at, source)):
            meta[m].append(value)
        found = parsed.get(text)
        if found is None:
            found = json.loads(text)
            if len(parsed) < 65_536:  # typed answers make every text new: memory stays bounded
                parsed[text] = found
        for name in names:
            answers[name].append(found.get(name, ""))
    return ResponseColumns(encode_ids(ids), {m: Column.encode(v) for m, v in meta.items()},
                           {name: Column.encode(v) for name, v in answers.items()})


ROWS = "SELECT uuid, device, collected_at, source, answers_json FROM responses WHERE survey_id = ? AND version = ?"


def read(conn: sqlite3.Connection, survey_id: str, version: int, names: list[str]) -> ResponseColumns:
    """Every stored response to a survey version (in no particular order: see ``ResponseColumns.ordered``)."""
    parts = [unpack(blob) for (blob,) in conn.execute(
        "SELECT columns FROM response_batches WHERE survey_id = ? AND version = ? ORDER BY id", (survey_id, version))]
    parts = [ResponseColumns(p.ids, p.meta, {name: p.answers[name] for name in names}) for p in parts]
    return ResponseColumns.concat(names, parts + [from_rows(conn.execute(ROWS, (survey_id, version)), names)])


def count(conn: sqlite3.Connection, survey_id: str, version: int) -> int:
    rows = conn.execute("SELECT COUNT(*) FROM responses WHERE survey_id = ? AND version = ?",
                        (survey_id, version)).fetchone()[0]
    return rows + conn.execute("SELECT COALESCE(SUM(n), 0) FROM response_batches WHERE survey_id = ? AND version = ?",
                               (survey_id, version)).fetchone()[0]


def stored_ids(conn: sqlite3.Connection) -> np.ndarray:
    """Every response id in the file, of every survey (ids are unique across the file)."""
    parts = [np.frombuffer(blob, dtype=f"S{width}") for width, blob in
             conn.execute("SELECT width, ids FROM response_batch_ids")]
    parts.append(encode_ids([key for (key,) in conn.execute("SELECT uuid FROM responses")]))
    return np.concatenate(parts)


def contains(conn: sqlite3.Connection, key: str) -> bool:
    """Whether a response with this id is stored, alone or in a batch: in each batch, the one chunk of sorted
    ids that can hold it (SQLite compares blobs as NumPy sorts ids: byte by byte, then the shorter first)."""
    if conn.execute("SELECT 1 FROM responses WHERE uuid = ?", (key,)).fetchone():
        return True
    wanted = key.encode()
    for (batch,) in conn.execute("SELECT id FROM response_batches").fetchall():
        found = conn.execute("SELECT width, ids FROM response_batch_ids WHERE batch = ? AND first <= ? "
                             "ORDER BY first DESC LIMIT 1", (batch, wanted)).fetchone()
        if found and len(wanted) <= found[0]:
            ids = np.frombuffer(found[1], dtype=f"S{found[0]}")
            at = np.searchsorted(ids, wanted)
            if at < len(ids) and ids[at] == wanted:
                return True
    return False


def _add_ids(conn: sqlite3.Connection, batch: int, ids: np.ndarray) -> None:
    ordered = np.sort(ids)
    for start in range(0, len(ordered), ID_CHUNK):
        conn.execute("INSERT INTO response_batch_ids (batch, first, width, ids) VALUES (?, ?, ?, ?)",
                     (batch, bytes(ordered[start]), ordered.dtype.itemsize, ordered[start:start + ID_CHUNK].tobytes()))


def add(conn: sqlite3.Connection, survey_id: str, version: int, fingerprint: str, columns: ResponseColumns,
        known: np.ndarray | None = None) -> int:
    """Store the responses whose id is not stored yet (the first of two equal ids wins), in batches, in the
    caller's transaction; return how many were added. ``known``: the ids stored (default: read them)."""
    _, first = np.unique(columns.ids, return_index=True)
    keep = np.sort(first)
    if len(keep):
        keep = keep[~np.isin(columns.ids[keep], stored_ids(conn) if known is None else known)]
    for start in range(0, len(keep), BATCH_ROWS):
        part = columns.take(keep[start:start + BATCH_ROWS])
        batch = conn.execute("INSERT INTO response_batches (survey_id, version, fingerprint, n, columns) "
                             "VALUES (?, ?, ?, ?, ?)", (survey_id, version, fingerprint, len(part), pack(part)))
        _add_ids(conn, batch.lastrowid, part.ids)
    return len(keep)


def to_batches(conn: sqlite3.Connection) -> None:
    """Migration: make ``response_batches`` and move every response row of an older file into it, as they were
    (the rows' survey version, fingerprint, device, time, source and answers)."""
    for statement in SCHEMA:
        conn.execute(statement)
    groups = conn.execute("SELECT DISTINCT survey_id, version, fingerprint FROM responses").fetchall()
    for survey_id, version, fingerprint in groups:
        found = conn.execute("SELECT survey_json FROM surveys WHERE id = ? AND version = ?",
                             (survey_id, version)).fetchone()
        select = (ROWS + " AND fingerprint = ?", (survey_id, version, fingerprint))
        names = [q["name"] for q in json.loads(found[0])["questions"]] if found else \
            list(dict.fromkeys(k for *_, text in conn.execute(*select) for k in json.loads(text)))
        # the rows' ids were unique (the old primary key), so none is known yet
        add(conn, survey_id, version, fingerprint, from_rows(conn.execute(*select), names), known=encode_ids([]))
    conn.execute("DROP TRIGGER responses_kept_delete")
    conn.execute("DELETE FROM responses")
    conn.execute("CREATE TRIGGER responses_kept_delete BEFORE DELETE ON responses "
                 "BEGIN SELECT RAISE(ABORT, 'responses are never deleted'); END")
