"""True aggregates from the stored chunks, vectorised: the distinct values of each chunk are
mapped once (to cells, numbers or truth values) and the row codes index into that map."""

from __future__ import annotations

import math
from typing import Iterator

import numpy as np

from dpgui.core.noise.randomness import KeystreamSource, resolve
from dpgui.core.progress import Task
from dpgui.core.words.translation import translate
from dpgui.store import columns as codec
from dpgui.store.declared.schema import ColumnSchema, DatasetSchema
from dpgui.store.project import DatasetInfo, Project

# pandas is imported where it is used: the app's window opens without it (tests/test_architecture.py)


def _same_value(raw: list[str], wanted: list[str], decimal_comma: bool) -> np.ndarray:
    """For each raw value, the index of the equal wanted value (text, or equal as numbers), else −1."""
    index = {w: i for i, w in enumerate(wanted)}
    out = np.array([index.get(r, -1) for r in raw], dtype=np.int64)
    unmatched = np.flatnonzero(out < 0)
    if unmatched.size:  # only values unequal as text are parsed (parsing costs more than counting a chunk)
        numbers = codec.to_float([raw[i] for i in unmatched], decimal_comma)
        readable = ~np.isnan(numbers)
        wanted_numbers = codec.to_float(wanted)
        for i, number in zip(unmatched[readable], numbers[readable]):
            match = np.flatnonzero(wanted_numbers == number)
            if match.size:
                out[i] = match[0]
    return out


def _cell_lookup(col: ColumnSchema, raw: list[str], decimal_comma: bool) -> tuple[np.ndarray, int]:
    """(cell index per distinct value, cell index for missing) following the declared policy;
    ``LEFT_OUT`` (negative) where the row is left out."""
    other, missing = col.extra_cells
    cells = _same_value(raw, list(col.categories), decimal_comma)
    cells[cells < 0] = other
    return cells, missing


class Chunk(dict):
    """Row-aligned (distinct values, codes) of several columns, and which rows count (``keep``)."""

    def __init__(self, parts: dict, keep: np.ndarray | None):
        super().__init__(parts)
        self.keep = keep


class ChunkReader:
    """Row-aligned chunks of several columns of one dataset, bounded to at most K rows per person
    when the schema names the person column (rows without a person are left out)."""

    def __init__(self, project: Project, info: DatasetInfo, task: Task | None = None,
                 rng: KeystreamSource | None = None):
        self.project, self.info = project, info
        self.schema: DatasetSchema = info.schema
        self.task = task or Task()
        self._rng = rng
        self._keep: list[np.ndarray] | None = None

    def chunks(self, columns: list[str]) -> Iterator[Chunk]:
        """Row-aligned chunks; between chunks, progress is reported and a cancel request honoured."""
        keep = self._bounded() if self.schema.person else None
        streams = [self.project.column_chunks(self.info, c) for c in columns]
        rows = 0
        for index, parts in enumerate(zip(*streams)):
            self.task.progress(rows / max(self.info.n_rows, 1), translate("engine.aggregates", "reading the data"))
            yield Chunk(dict(zip(columns, parts)), keep[index] if keep else None)
            rows += parts[0][1].size

    def _bounded(self) -> list[np.ndarray]:
        """Per chunk, the rows kept: at most K per person, chosen uniformly by CSPRNG keys (computed once)."""
        if self._keep is None:
            person = self.schema.person
            parts = list(self.project.column_chunks(self.info, person.column))
            self._keep = keep_per_person([p[0] for p in parts], [p[1] for p in parts], person.max_rows, self._rng)
        return self._keep

    def cell_of_code(self, column: str, raw: list[str]) -> np.ndarray:
        """Cell index for each code 0..len(raw)−1, then for the missing code len(raw); negative where the
        declared rule leaves the row out."""
        lookup, missing = _cell_lookup(self.schema.columns[column], raw, self.info.decimal_comma)
        return np.append(lookup, missing)

    def cells(self, column: str, raw: list[str], codes: np.ndarray) -> np.ndarray:
        return self.cell_of_code(column, raw)[codes]

    def numbers(self, column: str, raw: list[str], codes: np.ndarray) -> np.ndarray:
        """Values as floats; missing or unreadable ones imputed, or NaN when the policy excludes them."""
        col = self.schema.columns[column]
        values = codec.to_float(raw, self.info.decimal_comma)
        x = np.append(values, np.nan)[codes]  # the missing code picks the appended NaN
        return x if col.missing == "exclude" else np.where(np.isnan(x), col.impute_value, x)

    def rows(self, pred: dict | None, chunk: Chunk) -> np.ndarray:
        """The rows of ``chunk`` that count: those the person bound keeps and ``pred`` matches."""
        hit = self.mask(pred, chunk)
        return hit if chunk.keep is None else hit & chunk.keep

    def select(self, values: np.ndarray, pred: dict | None, chunk: Chunk) -> np.ndarray:
        """``values`` (one per row of ``chunk``) of the rows that count; ``values`` itself when all of them
        do, since copying a chunk through a mask of ones costs more than counting it."""
        return values if pred is None and chunk.keep is None else values[self.rows(pred, chunk)]

    def mask(self, pred: dict | None, chunk: dict) -> np.ndarray:
        if pred is None:
            first = next(iter(chunk.values()))
            return np.ones(first[1].size, dtype=bool)
        if "and" in pred:
            return np.logical_and.reduce([self.mask(p, chunk) for p in pred["and"]])
        if "or" in pred:
            return np.logical_or.reduce([self.mask(p, chunk) for p in pred["or"]])
        raw, codes = chunk[pred["column"]]
        if "range" in pred:
            low, high = (float(v) for v in pred["range"])
            values = codec.to_float(raw, self.info.decimal_comma)
            hit = (values >= low) & (values <= high)
        else:
            wanted = [str(v) for v in (pred["in"] if "in" in pred else [pred["equals"]])]
            hit = _same_value(raw, wanted, self.info.decimal_comma) >= 0
        return np.append(hit, False)[codes]  # a missing value never matches


def predicate_columns(pred: dict | None) -> set[str]:
    if pred is None:
        return set()
    if "and" in pred or "or" in pred:
        return set().union(*(predicate_columns(p) for p in pred.get("and", pred.get("or"))))
    return {pred["column"]}


COMBINATIONS_LIMIT = 1 << 20


def cell_counts(reader: ChunkReader, columns: list[str], where: dict | None) -> tuple[np.ndarray, list[list[str]]]:
    """Counts over the declared cells of each column (a histogram or a k-way table).

    Per chunk, rows are counted by their combination of stored codes (few distinct values), and
    those counts are then added to the cells the combinations fall in; only when the codes have
    too many combinations are rows mapped to cells one by one. A row whose value a column's declared
    rule leaves out (cell ``LEFT_OUT``) is counted nowhere.
    """
    [table] = counted_together(reader, [(tuple(columns), where)])
    return table


def counted_together(reader: ChunkReader, wanted: list[tuple[tuple[str, ...], dict | None]]) -> list:
    """Several tables (``cell_counts``'s (counts, axes)) and row counts (no columns: an int), each of its own
    columns under its own filter, in one pass over the chunks of all their columns: each column is decoded once,
    not once per aggregate, and each aggregate counts exactly what it would alone."""
    tallies = [_Table(reader, list(columns), where) if columns else _Rows(reader, where) for columns, where in wanted]
    needed = set().union(*(t.columns for t in tallies)) or {reader.info.columns[0]}
    for chunk in reader.chunks(sorted(needed)):
        for tally in tallies:
            tally.add(chunk)
    return [tally.result() for tally in tallies]


class _Rows:
    """The rows a filter matches, counted chunk by chunk."""

    def __init__(self, reader: ChunkReader, where: dict | None):
        self.reader, self.where, self.columns, self.total = reader, where, predicate_columns(where), 0

    def add(self, chunk: Chunk) -> None:
        self.total += int(self.reader.rows(self.where, chunk).sum())

    def result(self) -> int:
        return self.total


class _Table:
    """One table's counts (``cell_counts``), chunk by chunk."""

    def __init__(self, reader: ChunkReader, columns: list[str], where: dict | None):
        self.reader, self.names, self.where = reader, columns, where
        self.axes = [reader.schema.columns[c].labels for c in columns]
        self.shape = tuple(len(a) for a in self.axes)
        self.counts = np.zeros(int(np.prod(self.shape)), dtype=np.int64)
        self.leaves_out = any(reader.schema.columns[c].leaves_out for c in columns)
        self.columns = set(columns) | predicate_columns(where)

    def add(self, chunk: Chunk) -> None:
        reader, columns, where, shape, counts = self.reader, self.names, self.where, self.shape, self.counts
        maps = [reader.cell_of_code(c, chunk[c][0]) for c in columns]
        sizes = [m.size for m in maps]
        by_code = math.prod(sizes) <= COMBINATIONS_LIMIT
        parts = [chunk[c][1] if by_code else m[chunk[c][1]] for c, m in zip(columns, maps)]
        key = parts[0].astype(np.intp)
        for part, base in zip(parts[1:], (sizes if by_code else shape)[1:]):
            key = key * base + part
        key = reader.select(key, where, chunk)
        if not by_code:
            if self.leaves_out:
                key = key[reader.select(_counted(parts), where, chunk)]
            counts += np.bincount(key, minlength=counts.size)
            return
        combo_cells, counted = np.zeros(1, dtype=np.int64), np.ones(1, dtype=bool)
        for m, cells in zip(maps, shape):
            combo_cells = (combo_cells[:, None] * cells + m[None, :]).ravel()
            counted = (counted[:, None] & (m >= 0)[None, :]).ravel()
        np.add.at(counts, combo_cells[counted], np.bincount(key, minlength=combo_cells.size)[counted])

    def result(self) -> tuple[np.ndarray, list[list[str]]]:
        return self.counts.reshape(self.shape), self.axes


def _counted(cells: list[np.ndarray]) -> np.ndarray:
    """Per row, whether no column's declared rule leaves it out."""
    return np.logical_and.reduce([c >= 0 for c in cells])


def marginal_counts(reader: ChunkReader, columns: list[str], marginals: list[tuple[int, ...]],
                    where: dict | None) -> tuple[dict[tuple[int, ...], np.ndarray], list[list[str]]]:
    """The true counts of several marginals of ``columns`` (tuples of column positions) in one pass,
    without ever building the table over all of them (which may be far too big). A row that one column's
    declared rule leaves out is left out of every marginal, so that all of them count the same rows."""
    axes = [reader.schema.columns[c].labels for c in columns]
    shape = [len(a) for a in axes]
    leaves_out = any(reader.schema.columns[c].leaves_out for c in columns)
    counts = {m: np.zeros(math.prod(shape[a] for a in m), dtype=np.int64) for m in marginals}
    for chunk in reader.chunks(sorted(set(columns) | predicate_columns(where))):
        keep = reader.rows(where, chunk)
        cells = [reader.cells(c, *chunk[c])[keep] for c in columns]
        if leaves_out:
            counted = _counted(cells)
            cells = [c[counted] for c in cells]
        for m, total in counts.items():
            key = np.zeros(cells[0].size, dtype=np.intp)
            for a in m:
                key = key * shape[a] + cells[a]
            total += np.bincount(key, minlength=total.size)
    return {m: total.reshape([shape[a] for a in m]) for m, total in counts.items()}, axes


def count_rows(reader: ChunkReader, where: dict | None) -> int:
    [rows] = counted_together(reader, [((), where)])
    return rows


def numeric_values(reader: ChunkReader, column: str, where: dict | None) -> np.ndarray:
    parts = []
    for chunk in reader.chunks(sorted({column} | predicate_columns(where))):
        x = reader.select(reader.numbers(column, *chunk[column]), where, chunk)
        parts.append(x[~np.isnan(x)])
    return np.concatenate(parts) if parts else np.zeros(0)


def keep_per_person(uniques: list[list[str]], codes: list[np.ndarray], max_rows: int,
                    rng: KeystreamSource | None = None) -> list[np.ndarray]:
    """Per chunk, a mask keeping at most ``max_rows`` rows of each person, chosen uniformly at random.

    Every row gets a 64-bit key from the CSPRNG; within each person the rows with the smallest keys
    are kept. Rows with no person identifier are left out: they cannot be bounded.
    """
    import pandas as pd

    offsets = np.cumsum([0] + [len(u) for u in uniques])
    global_ids, _ = pd.factorize(pd.Series([v for u in uniques for v in u], dtype=object))
    ids = np.concatenate([np.append(global_ids[a:b], -1)[c] for a, b, c in zip(offsets, offsets[1:], codes)]) \
        if codes else np.zeros(0, dtype=np.int64)
    keys = resolve(rng).words(ids.size)
    order = np.lexsort((keys, ids))
    sorted_ids = ids[order]
    starts = np.r_[True, sorted_ids[1:] != sorted_ids[:-1]] if ids.size else np.zeros(0, dtype=bool)
    first = np.maximum.accumulate(np.where(starts, np.arange(ids.size), 0))
    keep = np.zeros(ids.size, dtype=bool)
    keep[order] = (np.arange(ids.size) - first < max_rows) & (sorted_ids >= 0)
    return np.split(keep, np.cumsum([c.size for c in codes])[:-1]) if codes else []
