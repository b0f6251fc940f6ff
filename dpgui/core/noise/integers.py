"""Integer arrays that are exact at any size: numpy int64 where every value fits, Python ints where not.

Data-derived integers (a count, a sum in grid units, a noisy value) must never overflow or raise
(trust.md: nothing data-dependent can fail). numpy's int64 arithmetic wraps silently on overflow, so
each operation here checks its operands' range first and falls back to an object array of Python
integers, which cannot overflow; the common small case keeps numpy's speed.
"""

from __future__ import annotations

import numpy as np

SAFE = 1 << 62  # |a|, |b| < SAFE  ⇒  a ± b fits in int64


def _within(arr: np.ndarray, limit: int) -> bool:
    return arr.size == 0 or (-limit < arr.min() and arr.max() < limit)


def narrow(arr: np.ndarray) -> np.ndarray:
    """int64 when every value fits, else the object array unchanged."""
    if arr.dtype == object and _within(arr, 1 << 63):
        return arr.astype(np.int64)
    return arr


def as_ints(values, size: int | None = None) -> np.ndarray:
    """A flat integer array (broadcast to ``size``): int64, or Python ints when a value needs more bits."""
    arr = values if isinstance(values, np.ndarray) else np.array(values, dtype=object)
    if arr.dtype == object or arr.dtype == np.uint64:
        arr = narrow(np.array([int(v) for v in arr.ravel()], dtype=object).reshape(arr.shape))
    elif arr.dtype != np.int64:
        arr = arr.astype(np.int64)
    if size is not None:
        arr = np.broadcast_to(arr, (size,))
    return np.ascontiguousarray(arr.ravel())


def add(a, b) -> np.ndarray:
    """a + b elementwise (broadcasting), exactly."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype == b.dtype == np.int64 and _within(a, SAFE) and _within(b, SAFE):
        return a + b
    return narrow(np.asarray(a.astype(object) + b.astype(object), dtype=object))


def to_float(arr) -> np.ndarray:
    """Floats of exact integers; a Python int beyond float range becomes ±inf instead of raising."""
    arr = np.asarray(arr)
    if arr.dtype != object:
        return arr.astype(float)
    return np.array([float(v) if abs(v) < 2**1023 else (np.inf if v > 0 else -np.inf) for v in arr.ravel()],
                    dtype=float).reshape(arr.shape)
