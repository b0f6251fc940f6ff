"""A fast reader for delimited files that are provably well formed, read with numpy instead of pandas.

A file is well formed here when, after its header line, every byte is ASCII, no byte is a quote or a carriage
return, every line holds exactly one delimiter fewer than the header has columns, no line is blank and none begins
with a space or a tab (pandas' C reader has states of their own for those: refused, not proven), and at least one
row follows the header. Such a
file can be read one way only: every delimiter ends a field, every line break a row, and each field is its bytes,
which is what ``DelimitedSource``'s pandas path reads in it (tests/test_well_formed.py shows that both store the
same on many generated files, hostile ones included). Any other file is read by that path, with its messages.

One pass over the bytes (16 MB at a time) proves the form and notes where every chunk of rows begins; a second
reads chunk by chunk. A column's values are factorized from their bytes, as fixed-width 64-bit words, so only
each chunk's distinct values become Python strings (pandas made a string of every value, the most of an import).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from dpgui.core.words.translation import translate
from dpgui.store.columns import Factorized

BLOCK_BYTES = 16 << 20
DELIMITERS = b",;\t|"
WIDEST = 64  # bytes: a column with a longer value in a chunk is factorized from Python strings
NEWLINE, SPACE, TAB = 10, 32, 9


def chunk_offsets(path: Path, delimiter: str, width: int, chunk_rows: int) -> list[int] | None:
    """Where each chunk of ``chunk_rows`` rows begins, then where the rows end, when the file is well formed
    (see above); else None."""
    if len(delimiter) != 1 or delimiter.encode() not in DELIMITERS or width < 1:
        return None
    d = ord(delimiter)
    with open(path, "rb") as f:
        head = f.readline()
        if b'"' in head or b"\r" in head or head.count(delimiter.encode()) != width - 1 or not head.endswith(b"\n"):
            return None
        offset = len(head)
        offsets = [offset]
        rows, run, at_start = 0, 0, True  # run: delimiters in the line so far; at_start: a line begins here
        while block := f.read(BLOCK_BYTES):
            if not block.isascii() or b'"' in block or b"\r" in block:
                return None
            a = np.frombuffer(block, np.uint8)
            breaks = np.flatnonzero(a == NEWLINE)
            starts = np.append(0 if at_start else [], breaks[:-1] + 1 if breaks.size else []).astype(np.intp)
            if breaks.size and breaks[-1] + 1 < a.size:
                starts = np.append(starts, breaks[-1] + 1)
            if np.any((a[starts] == SPACE) | (a[starts] == TAB) | (a[starts] == NEWLINE)):
                return None  # a line beginning with a space or tab, or a blank line
            marks = np.flatnonzero((a == d) | (a == NEWLINE))
            ends = np.flatnonzero(a[marks] == NEWLINE)  # which marks end a line
            if ends.size:
                widths = np.diff(ends, prepend=-1 - run)  # delimiters before each line break, plus one
                if np.any(widths != width):
                    return None
                every = np.arange(chunk_rows - rows % chunk_rows - 1, ends.size, chunk_rows)
                offsets += (offset + marks[ends[every]] + 1).tolist()
                rows += ends.size
                run = marks.size - ends[-1] - 1
            else:
                run += marks.size
            if run > width - 1:
                return None
            at_start = block.endswith(b"\n")
            offset += len(block)
    if not at_start:  # a last row without a line break
        if run != width - 1:
            return None
        rows += 1
    if rows == 0:
        return None
    if offsets[-1] != offset:
        offsets.append(offset)
    return offsets


def chunks(path: Path, delimiter: str, width: int, offsets: list[int]):
    """Each chunk's columns as :class:`Factorized`, from the offsets :func:`chunk_offsets` found; then the offset
    each chunk ends at."""
    d = ord(delimiter)
    with open(path, "rb") as f:
        for start, end in zip(offsets, offsets[1:]):
            f.seek(start)
            data = f.read(end - start)
            if len(data) != end - start or not data.isascii() or b'"' in data or b"\r" in data:
                raise _changed()
            if not data.endswith(b"\n"):
                data += b"\n"
            data += bytes(WIDEST)  # so that a value's last word can be read whole
            a = np.frombuffer(data, np.uint8)
            marks = np.flatnonzero((a == d) | (a == NEWLINE))
            breaks = a[marks] == NEWLINE  # every width-th mark must end a line, and no other
            if marks.size % width or not breaks[width - 1::width].all() or np.count_nonzero(breaks) != marks.size // width:
                raise _changed()
            marks = marks.reshape(-1, width)
            begins = np.empty_like(marks)
            begins[0, 0] = 0
            begins[1:, 0] = marks[:-1, -1] + 1
            begins[:, 1:] = marks[:, :-1] + 1
            yield [_factorized(data, a, begins[:, c], marks[:, c]) for c in range(width)], end


def _changed() -> ValueError:
    """Rows no longer as the proof found them: the file was rewritten between the two passes."""
    return ValueError(translate("store.importers.well_formed", "The file changed while it was read"))


def _factorized(data: bytes, a: np.ndarray, begins: np.ndarray, ends: np.ndarray) -> Factorized:
    """One column of a chunk, from where each of its values begins and ends in ``a`` (which has WIDEST zero bytes
    after its end): each value's bytes as 64-bit words (zero bytes after its end; a file holds none), factorized
    word by word into the code of the whole value, in order of first appearance, as pandas.factorize gives."""
    import pandas as pd

    lengths = ends - begins
    longest = int(lengths.max())
    if longest > WIDEST:
        values = np.array([data[b:e].decode("ascii") for b, e in zip(begins.tolist(), ends.tolist())], dtype=object)
        codes, uniques = pd.factorize(values)
        return Factorized(uniques.tolist(), codes)
    windows = np.lib.stride_tricks.as_strided(a, shape=(a.size - 7, 8), strides=(1, 1), writeable=False)
    words = [windows[begins + 8 * j].view("<u8").ravel() & _MASKS[np.clip(lengths - 8 * j, 0, 8)]
             for j in range(max(-(-longest // 8), 1))]
    codes = pd.factorize(words[0])[0]
    for word in words[1:]:
        more, kinds = pd.factorize(word)
        codes = pd.factorize(codes * len(kinds) + more)[0]
    seen = np.maximum.accumulate(codes)
    first = np.flatnonzero(np.diff(seen, prepend=-1) > 0)  # each code's first row, in code order
    held = np.empty((first.size, 8 * len(words) + 1), np.uint8)  # each distinct value's words, then a line break
    held[:, :-1] = np.stack([word[first] for word in words], axis=1).view(np.uint8)
    held[:, -1] = NEWLINE
    return Factorized(held.tobytes().replace(b"\0", b"").decode("ascii").split("\n")[:-1], codes)


_MASKS = np.array([(1 << (8 * n)) - 1 for n in range(9)], dtype=np.uint64)  # a word's first n bytes
