"""Post-processing of released values. It touches only released numbers, so it is free
(reference §2): none of these functions takes or changes a privacy cost.
"""

from __future__ import annotations

import numpy as np


def clamp(values, lower=None, upper=None) -> np.ndarray:
    """Clamp released values into a known range, for example counts to ≥ 0."""
    return np.clip(np.asarray(values), lower, upper)


def round_to(values, step: float = 1.0) -> np.ndarray:
    """Round released values to a multiple of ``step`` for display."""
    return np.round(np.asarray(values, dtype=float) / step) * step


def renormalise(values) -> np.ndarray:
    """Clamp negatives to 0 and rescale to proportions that sum to 1 (uniform if all are 0)."""
    v = np.clip(np.asarray(values, dtype=float), 0, None)
    total = v.sum()
    return v / total if total > 0 else np.full(v.shape, 1 / v.size)
