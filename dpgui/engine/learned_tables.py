"""How a release of many tables at once keeps its learned tables and measurements: as arrays, not lists.

Format 2 (``"tables_format": 2`` in the stored release): every table's estimates, low and high ends are one
float32 array each, concatenated in the order of ``"marginals"`` (each table's cells in the row-major order of its
columns' declared categories), and each measurement's noisy counts an int64 array; each array is stored as
zlib-compressed bytes in base64 inside the release's JSON, so the ledger's result hash covers them as before. The
learned tables are post-processing, so float32 loses nothing that was paid for; the noisy counts are the DP
outputs themselves and stay exact. A 14-column, every-2-way release took 33 MB of JSON as lists of labels and
floats. Releases stored before (no ``"tables_format"``) keep their lists and are read the same way through
:func:`tables`, :func:`measurements` and :func:`release_rows`.
"""

from __future__ import annotations

import base64
import itertools
import math
import zlib
from fractions import Fraction

import numpy as np

from dpgui.core.mechanisms.pmw import Measurement

FORMAT = 2


def pack(values, dtype: str) -> dict:
    """An array as stored: its dtype, shape and compressed little-endian bytes."""
    array = np.ascontiguousarray(np.asarray(values, dtype=np.dtype(dtype).newbyteorder("<")))
    return {"dtype": array.dtype.str, "shape": list(array.shape),
            "zlib_base64": base64.b64encode(zlib.compress(array.tobytes(), 6)).decode("ascii")}


def unpack(blob: dict) -> np.ndarray:
    data = zlib.decompress(base64.b64decode(blob["zlib_base64"]))
    return np.frombuffer(data, dtype=np.dtype(blob["dtype"])).reshape(blob["shape"])


def cells(release: dict, columns: list[str]) -> int:
    return math.prod(len(release["axes"][release["columns"].index(c)]) for c in columns)


def tables(release: dict) -> list[dict]:
    """Each learned table's stored facts, with ``"estimates"`` and, when it has ranges, ``"low"`` and ``"high"`` as
    flat float arrays (None when it has none), whichever format it was stored in."""
    stored = release["marginals"]
    if release.get("tables_format") != FORMAT:
        return [{**t, "estimates": np.asarray(t["estimates"], dtype=float),
                 "low": np.asarray(t["low"], dtype=float) if t.get("low") else None,
                 "high": np.asarray(t["high"], dtype=float) if t.get("high") else None} for t in stored]
    arrays = release["arrays"]
    whole = {name: unpack(arrays[name]) if arrays.get(name) else None for name in ("estimates", "low", "high")}
    out, start = [], 0
    for t in stored:
        end = start + cells(release, t["columns"])
        out.append({**t, **{name: None if a is None else a[start:end].astype(float) for name, a in whole.items()}})
        start = end
    return out


def has_ranges(release: dict) -> bool:
    if release.get("tables_format") == FORMAT:
        return bool(release["arrays"].get("low"))
    return any(t.get("low") for t in release["marginals"])


def measurements(release: dict) -> list[Measurement]:
    """The released measurements (the noisy counts the fit is replayed from), whichever format."""
    shape = [len(a) for a in release["axes"]]
    out = []
    for m in release["measurements"]:
        noisy = unpack(m["noisy"]) if isinstance(m["noisy"], dict) else np.array(m["noisy"])
        out.append(Measurement(tuple(m["cols"]), noisy.astype(float).reshape([shape[c] for c in m["cols"]]),
                               Fraction(m["scale"])))
    return out


def measured_counts(release: dict) -> dict[tuple[int, ...], np.ndarray]:
    """Each measured table's noisy counts, flat, by its column positions."""
    return {m.cols: m.noisy.ravel() for m in measurements(release)}


def store(tables_facts: list[dict], estimates: list[np.ndarray], low: list[np.ndarray] | None,
          high: list[np.ndarray] | None, transcript: list[Measurement]) -> dict:
    """The stored fields of a release of many tables: the tables' facts and their arrays, the measurements."""
    def joined(parts):
        return pack(np.concatenate([np.ravel(p) for p in parts]), "float32") if parts is not None else None

    return {"tables_format": FORMAT, "marginals": tables_facts,
            "arrays": {"estimates": joined(estimates), "low": joined(low), "high": joined(high)},
            "measurements": [{"cols": list(m.cols), "noisy": pack(np.rint(m.noisy), "int64"), "scale": str(m.scale)}
                             for m in transcript]}


def cell_labels(release: dict, columns: list[str], named: bool = True) -> list[str]:
    """A table's cells, "a=x × b=y" (or "x × y" without ``named``), in their stored order."""
    axes = [release["axes"][release["columns"].index(c)] for c in columns]
    if named:
        axes = [[f"{c}={v}" for v in a] for c, a in zip(columns, axes)]
    return [" × ".join(cell) for cell in itertools.product(*axes)]


def release_rows(release: dict) -> list[dict]:
    """Every learned cell as a row of label, estimate and range, as other releases store their rows (exports)."""
    if release.get("tables_format") != FORMAT:
        return release["rows"]
    rows = []
    for t in tables(release):
        n = t["estimates"].size
        low, high = (t["low"], t["high"]) if t["low"] is not None else ([None] * n, [None] * n)
        rows += [{"label": label, "estimate": float(v), "ci_low": None if lo is None else float(lo),
                  "ci_high": None if hi is None else float(hi)}
                 for label, v, lo, hi in zip(cell_labels(release, t["columns"]), t["estimates"], low, high)]
    return rows
