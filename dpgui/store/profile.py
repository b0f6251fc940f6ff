"""A per-column profile of the private data, used only when the curator asks for a proposed
schema; what it finds is marked as derived from the private data (declared_schema.propose_schema)."""

from __future__ import annotations

import numpy as np

from dpgui.store import columns as codec
from dpgui.store.project import DatasetInfo, Project

MAX_LISTED = 51


def profile_dataset(project: Project, info: DatasetInfo) -> dict[str, dict]:
    profile = {}
    for name in info.columns:
        distinct: set[str] = set()
        low, high, numeric, total_unique = np.inf, -np.inf, True, 0
        for raw, codes in project.column_chunks(info, name):
            if len(distinct) < MAX_LISTED:
                distinct.update(raw[: MAX_LISTED - len(distinct)])
            total_unique += len(raw)
            values = codec.to_float(raw, info.decimal_comma)
            if np.isnan(values).any():
                numeric = False
            elif values.size:
                low, high = min(low, values.min()), max(high, values.max())
        profile[name] = {"distinct": sorted(distinct), "rows": info.n_rows,
                         "unique": total_unique == info.n_rows and len(distinct) >= MAX_LISTED,
                         "numeric_range": (float(low), float(high)) if numeric and np.isfinite(low) else None}
    return profile
