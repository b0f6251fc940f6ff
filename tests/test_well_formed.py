"""The fast reader of well-formed delimited files (store/importers/well_formed.py) stores exactly what pandas' path
stores: on many generated files, hostile ones included, the chunks a project stores (dictionary and code blobs, the
values and codes the fingerprint and sketch are computed from) and any refusal are the same whichever path reads
them; files it cannot prove well formed go to pandas' path."""

from __future__ import annotations

import json
import sqlite3
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dpgui.core.costs.accounting import pure
from dpgui.core.progress import Task
from dpgui.store import columns as codec
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import open_table, well_formed
from dpgui.store.profile import profile_dataset
from dpgui.store.project import Project

BENIGN = [bytes([c]) for c in b"aZz09.-e_*?[]\\/#%&'=+:<>@!$^`~{}()"] * 3
WHOLE = [b"NaN", b"nan", b"NULL", b"N/A", b"None", b"-", b"1e5", b"-0", b"0034", b"34.0", b"True", b"#N/A", b"inf",
         b"12345678", b"123456789", b"abcdefghijklmnopq", b"x" * 70, b"x" * 64, b"x" * 65]
HOSTILE = [b'"', b"\r", b"\n", b"\r\n", "é".encode(), b"\xff", b"\xe9", "\u202e".encode(), b"\x07", b"\t", b" ",
           b"\x1b", b"\x7f", b",", b";", b"|"]

values = st.one_of(st.lists(st.sampled_from(BENIGN + HOSTILE), max_size=6).map(b"".join), st.sampled_from(WHOLE),
                   st.lists(st.sampled_from(BENIGN), max_size=10).map(b"".join), st.just(b""))
clean_values = st.one_of(st.lists(st.sampled_from(BENIGN), max_size=12).map(b"".join), st.sampled_from(WHOLE))


@st.composite
def files(draw, cell=values, flaws=True):
    """A delimited file's bytes, its delimiter and a chunk size, now and then with a flaw a reader must handle."""
    delimiter = draw(st.sampled_from([b",", b";", b"\t", b"|"]))
    width = draw(st.integers(1, 4))
    rows = draw(st.lists(st.lists(cell, min_size=width, max_size=width), min_size=0, max_size=12))
    lines = [delimiter.join(draw(st.sampled_from([b"c%d", "é%d".encode()])) % i for i in range(width))]
    lines += [delimiter.join(row) for row in rows]
    flaw = draw(st.sampled_from(["none"] * 6 + ["blank", "short", "long", "space", "crlf"])) if flaws else "none"
    if flaw == "blank" and len(lines) > 1:
        lines.insert(draw(st.integers(1, len(lines))), b"")
    elif flaw in ("short", "long", "space") and len(lines) > 1:
        at = draw(st.integers(1, len(lines) - 1))
        lines[at] = {"short": lines[at].rpartition(delimiter)[0], "long": lines[at] + delimiter,
                     "space": b" " + lines[at]}[flaw]
    end = b"\r\n" if flaw == "crlf" else b"\n"
    data = end.join(lines) + (end if draw(st.booleans()) else b"")
    if draw(st.integers(0, 5)) == 0:
        data = b"\xef\xbb\xbf" + data
    return data, delimiter.decode(), draw(st.integers(1, 5)), draw(st.sampled_from([1, 2, 3, 7, 16, 1 << 24]))


def stored(chunks) -> list:
    """What the project stores of each chunk's columns, and what its fingerprint and sketch are computed from."""
    out = []
    for chunk in chunks:
        for values in chunk:
            uniques, codes, texts, code_array = codec.encode(values)
            out.append((uniques, codes, texts, np.asarray(code_array, dtype=np.int64).tolist()))
    return out


def both_paths(data: bytes, delimiter: str, chunk_rows: int, block_bytes: int = well_formed.BLOCK_BYTES):
    """(what pandas' path stores, what the fast path stores, whether the file was read fast); a refusal as its
    message; None when the file is refused before any row is read. ``block_bytes``: how much the proof reads at
    a time (a few bytes puts lines, line breaks and delimiters across the blocks' ends)."""
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr(well_formed, "BLOCK_BYTES", block_bytes)
        path = Path(folder) / "data.csv"
        path.write_bytes(data)
        try:
            source = open_table(path, delimiter=delimiter, chunk_rows=chunk_rows)
        except ImportFailed:
            return None
        fast = well_formed.chunk_offsets(path, delimiter, len(source.raw_columns), chunk_rows) is not None
        results = []
        for read in (source.chunks, source.factorized_chunks):
            try:
                results.append(stored(read(Task())))
            except ImportFailed as err:
                results.append(str(err))
        return results[0], results[1], fast


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files())
def test_the_fast_path_stores_what_pandas_stores(file):
    found = both_paths(*file)
    if found is not None:
        assert found[1] == found[0]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files(clean_values, flaws=False))
def test_clean_files_are_read_fast_and_the_same(file):
    data, delimiter, chunk_rows, block_bytes = file
    found = both_paths(data, delimiter, chunk_rows, block_bytes)
    if found is not None:
        slow, fast, was_fast = found
        assert fast == slow
        rows = data.split(b"\n")[1:]
        rows = rows[:-1] if data.endswith(b"\n") else rows
        unproven = any(row[:1] in (b"", b"\t") for row in rows)  # a missing value alone, or first, tab-separated
        assert was_fast == (isinstance(slow, list) and not unproven)


@pytest.mark.parametrize("data", [
    b'a,b\n1,"2"\n', b"a,b\r\n1,2\r\n", b"a,b\n1,2\n\n3,4\n", b"a,b\n1,2\n 3,4\n", b"a,b\n1,2\n\t3,4\n",
    b"a,b\n1,2,\n", b"a,b\n1\n", b"a,b\n1,2\n3,4,5\n", "a,b\n1,é\n".encode(), b"a,b\n1,\xff\n", b"a,b\n",
    b"a,b\n1,2\r3,4\n", b"a\n1\n\n2\n", b"a,b\n1,2\n3"])
def test_a_file_that_is_not_provably_well_formed_goes_to_pandas(tmp_path, data):
    path = tmp_path / "data.csv"
    path.write_bytes(data)
    assert well_formed.chunk_offsets(path, ",", 2 if data.startswith(b"a,b") else 1, 3) is None


def test_chunk_offsets_are_where_pandas_chunks_begin(tmp_path):
    path = tmp_path / "data.csv"
    path.write_bytes(b"\xef\xbb\xbfa,b\n1,2\n3,4\n5,6\n7,8")
    assert well_formed.chunk_offsets(path, ",", 2, 2) == [7, 15, 22]
    assert well_formed.chunk_offsets(path, ",", 2, 4) == [7, 22]


def test_an_import_read_fast_is_the_import_read_by_pandas(tmp_path, monkeypatch):
    """The whole import: stored rows, fingerprint, sketch, column digests and kinds, fast and not."""
    monkeypatch.setenv("DPGUI_DATA_DIR", str(tmp_path / "record"))
    rng = np.random.default_rng(3)
    lines = ["id,region,score,note,empty"] + [
        f"{i},{rng.choice(['North', 'South', 'NaN'])},{rng.normal(50, 10):.{rng.integers(0, 12)}f},"
        f"{'x' * int(rng.integers(0, 80))}*?[]\\,{'' if i % 3 else 'n/a'}" for i in range(3000)]
    path = tmp_path / "data.csv"
    path.write_text("\n".join(lines), encoding="ascii")
    kept = []
    for fast in (True, False):
        if not fast:
            monkeypatch.setattr(well_formed, "chunk_offsets", lambda *args: None)
        with Project.create(tmp_path / f"{fast}.dpgui", pure(10)) as project:
            info = project.add_dataset("people", open_table(path, chunk_rows=700))
            kinds = profile_dataset(project, info)
        conn = sqlite3.connect(tmp_path / f"{fast}.dpgui")
        rows = conn.execute("SELECT column_index, chunk_index, n_rows, uniques, codes FROM chunks ORDER BY 1, 2"
                            ).fetchall()
        dataset = conn.execute("SELECT n_rows, fingerprint, sketch FROM datasets").fetchone()
        conn.close()
        kept.append((rows, dataset[0], dataset[1], json.loads(dataset[2]), info.columns, kinds))
    assert kept[0] == kept[1]
    assert len(kept[0][0]) == 5 * 5


@pytest.mark.parametrize("options", [{"encoding": "cp1252"}, {"odk": True, "select_multiple": {"b": ["x", "y"]}}])
def test_a_declared_encoding_or_split_answers_are_read_by_pandas(tmp_path, options):
    """The fast path knows no encoding but the rule of decoding.py, and no splitting of select_multiple answers."""
    path = tmp_path / "data.csv"
    path.write_bytes(b"a,b\n1,x y\n2,y\n")
    source = open_table(path, **options)
    assert not any(isinstance(column, codec.Factorized) for chunk in source.factorized_chunks(Task()) for column in chunk)
    assert stored(source.factorized_chunks(Task())) == stored(source.chunks(Task()))


def test_a_well_formed_file_is_read_fast(tmp_path):
    path = tmp_path / "data.csv"
    path.write_bytes(b"a,b\n1,x y\n2,y\n")
    source = open_table(path)
    assert all(isinstance(column, codec.Factorized) for chunk in source.factorized_chunks(Task()) for column in chunk)


@pytest.mark.parametrize("changed", [b"a,b\n1,2\n3,4,5\n", b"a,b\n1,2,3\n4\n", b'a,b\n",2\n3,4\n', b"a,b\n1,2\n\xe9,4\n",
                                     b"a,b\n1,2\r3,4\n", b"a,b\n1,2\n3,4", b"a,b\n1\n2\n3,4\n"])
def test_a_file_changed_after_its_proof_is_refused_not_misread(tmp_path, monkeypatch, changed):
    """The proof and the reading are two passes: a file rewritten between them fails the import cleanly, even when
    it keeps its length and its count of delimiters (fields of two lines are never joined into a row)."""
    path = tmp_path / "data.csv"
    path.write_bytes(b"a,b\n1,2\n3,4\n")
    proven = well_formed.chunk_offsets

    def then_changed(*args):
        offsets = proven(*args)
        path.write_bytes(changed)
        return offsets

    monkeypatch.setattr(well_formed, "chunk_offsets", then_changed)
    with pytest.raises(ImportFailed, match="data.csv: "):
        list(open_table(path).factorized_chunks(Task()))
