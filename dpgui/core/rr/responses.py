"""A survey's responses held column by column, each column dictionary-coded.

A million responses as Python dicts take gigabytes and seconds to walk; a survey's answers repeat a
few values, so each column is its distinct values plus one small integer code per response, and
counting answers (the estimates) is a ``numpy.bincount``. Ids are one bytes array (UTF-8), which
sorts and compares as SQLite compares the text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import numpy as np

META = ("device", "collected_at", "source")  # what each response records besides its id and answers


def _narrow(codes: np.ndarray, size: int) -> np.ndarray:
    return codes.astype(np.uint8 if size <= 1 << 8 else np.uint16 if size <= 1 << 16 else np.uint32)


@dataclass
class Column:
    """The distinct ``values`` and, per response, the index of its value."""

    values: list[str]
    codes: np.ndarray

    @classmethod
    def encode(cls, items: Iterable[str]) -> "Column":
        index: dict[str, int] = {}
        codes = np.fromiter((index.setdefault(v, len(index)) for v in items), dtype=np.int64)
        return cls(list(index), _narrow(codes, len(index)))

    @classmethod
    def coded(cls, values: list[str], codes: np.ndarray) -> "Column":
        """From distinct ``values`` and each response's index into them (stored in the narrowest integers)."""
        return cls(values, _narrow(codes, len(values)))

    @classmethod
    def concat(cls, columns: list["Column"]) -> "Column":
        index: dict[str, int] = {}
        parts = []
        for c in columns:
            remap = np.array([index.setdefault(v, len(index)) for v in c.values] or [0], dtype=np.int64)
            parts.append(remap[c.codes])
        return cls(list(index), _narrow(np.concatenate(parts) if parts else np.zeros(0, np.int64), len(index)))

    def take(self, index) -> "Column":
        return Column(self.values, self.codes[index])

    def tally(self, mask: np.ndarray | None = None) -> dict[str, int]:
        """How many responses hold each value (among those ``mask`` selects)."""
        counts = np.bincount(self.codes if mask is None else self.codes[mask], minlength=len(self.values))
        return {v: int(c) for v, c in zip(self.values, counts) if c}

    def lookup(self, convert) -> np.ndarray:
        """``convert`` of each distinct value (an object array, indexed by ``codes``)."""
        table = np.empty(len(self.values), dtype=object)
        table[:] = [convert(v) for v in self.values]
        return table

    def mapped(self, convert) -> np.ndarray:
        """``convert`` of each response's value, computed once per distinct value (an object array)."""
        return self.lookup(convert)[self.codes]


@dataclass
class ResponseColumns:
    """Responses to one survey version: ``ids`` (UTF-8 bytes), the ``META`` columns, one column per question."""

    ids: np.ndarray
    meta: dict[str, Column]
    answers: dict[str, Column]

    def __len__(self) -> int:
        return len(self.ids)

    @classmethod
    def from_dicts(cls, names: list[str], responses: list[dict]) -> "ResponseColumns":
        """From responses as dicts (``uuid``, the ``META`` keys, ``answers``); a missing answer is blank."""
        return cls(encode_ids([r.get("uuid", "") for r in responses]),
                   {m: Column.encode(r.get(m, "") for r in responses) for m in META},
                   {name: Column.encode(r["answers"].get(name, "") for r in responses) for name in names})

    @classmethod
    def concat(cls, names: list[str], parts: list["ResponseColumns"]) -> "ResponseColumns":
        return cls(np.concatenate([p.ids for p in parts]) if parts else encode_ids([]),
                   {m: Column.concat([p.meta[m] for p in parts]) for m in META},
                   {name: Column.concat([p.answers[name] for p in parts]) for name in names})

    def take(self, index) -> "ResponseColumns":
        return ResponseColumns(self.ids[index], {m: c.take(index) for m, c in self.meta.items()},
                               {name: c.take(index) for name, c in self.answers.items()})

    def ordered(self) -> "ResponseColumns":
        """By the time collected, then the id: the order exports list responses in."""
        times = self.meta["collected_at"]
        rank = np.empty(len(times.values), dtype=np.int64)
        rank[sorted(range(len(times.values)), key=times.values.__getitem__)] = np.arange(len(times.values))
        return self.take(np.lexsort((self.ids, rank[times.codes])))

    def records(self) -> list[dict]:
        """As dicts, as ``from_dicts`` reads them (for a few responses: each dict costs)."""
        meta = {m: c.mapped(str) for m, c in self.meta.items()}
        answers = {name: c.mapped(str) for name, c in self.answers.items()}
        return [{"uuid": key.decode(), **{m: meta[m][i] for m in META},
                 "answers": {name: answers[name][i] for name in answers}} for i, key in enumerate(self.ids)]


def encode_ids(ids: list[str]) -> np.ndarray:
    """Text ids as one array of UTF-8 bytes."""
    return np.array([i.encode() for i in ids], dtype=bytes) if ids else np.zeros(0, dtype="S1")
