"""A per-column profile of the private data, used only when the curator asks for a proposed
schema; what it finds is marked as derived from the private data (declared.schema.propose_schema)."""

from __future__ import annotations

from typing import Iterable

import numpy as np

from dpgui.store import columns as codec
from dpgui.store.project import DatasetInfo, Project

MAX_LISTED = 51


def profile_chunks(columns: list[str], chunks: Iterable[dict[str, list[str]]], rows: int,
                   decimal_comma: bool = False) -> dict[str, dict]:
    """Profile from chunks given as {column: distinct raw values in that chunk}."""
    state = {c: {"distinct": set(), "low": np.inf, "high": -np.inf, "numeric": True, "whole": True, "uniques": 0}
             for c in columns}
    for chunk in chunks:
        for name, raw in chunk.items():
            s = state[name]
            if len(s["distinct"]) < MAX_LISTED:
                s["distinct"].update(raw[: MAX_LISTED - len(s["distinct"])])
            s["uniques"] += len(raw)
            values = codec.to_float(raw, decimal_comma)
            if np.isnan(values).any():
                s["numeric"] = False
            elif values.size:
                s["low"], s["high"] = min(s["low"], values.min()), max(s["high"], values.max())
                s["whole"] = s["whole"] and bool(np.all(values == np.floor(values)))
    return {name: {"distinct": sorted(s["distinct"]), "rows": rows,
                   "unique": s["uniques"] == rows and len(s["distinct"]) >= MAX_LISTED,
                   "numeric_range": (float(s["low"]), float(s["high"]))
                   if s["numeric"] and np.isfinite(s["low"]) else None, "whole": s["whole"]}
            for name, s in state.items()}


def profile_dataset(project: Project, info: DatasetInfo) -> dict[str, dict]:
    streams = [project.column_chunks(info, c) for c in info.columns]
    chunks = ({c: raw for c, (raw, _codes) in zip(info.columns, parts)} for parts in zip(*streams))
    return profile_chunks(info.columns, chunks, info.n_rows, info.decimal_comma)


def profile_source(source, rows_limit: int = 20_000) -> dict[str, dict]:
    """Profile the first rows of a file that is about to be imported (for the import wizard)."""
    from dpgui.core.progress import Task

    first = next(iter(source.chunks(Task())))
    n = min(len(first[0]), rows_limit)
    distinct = {c: sorted({v for v in values[:n] if v not in (None, "")}) for c, values in zip(source.columns, first)}
    return profile_chunks(source.columns, [distinct], n, source.decimal_comma)
