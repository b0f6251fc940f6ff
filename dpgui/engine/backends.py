"""One aggregate interface, three engines. A mechanism asks for exactly the aggregates it needs (cell
counts, marginal counts, a row count, an exact clamped sum, rank counts over a quantile grid); the
engine that holds the rows computes them, and only those leave it. The noise is then added locally.

- SQLite: an imported dataset's stored chunks (``aggregates.py``);
- DuckDB: linked Parquet or CSV files (``duckdb_backend.py``), the default for linked files;
- Spark: a linked table or files on a cluster (``spark_backend.py``).
An engine is opened only after the release's charge is committed (spend first).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Protocol

import numpy as np

from dpgui.core.mechanisms.bounded import ClampedSum, clamped_sum
from dpgui.core.mechanisms.selection import Ranks, quantile_ranks
from dpgui.core.noise.randomness import KeystreamSource, resolve
from dpgui.core.progress import Task
from dpgui.engine.aggregates import (ChunkReader, cell_counts, count_rows, counted_together, marginal_counts,
                                     numeric_values)
from dpgui.store.links import Link, file_state
from dpgui.store.project import DatasetInfo, Project


class Aggregates(Protocol):
    task: Task

    def cell_counts(self, columns: list[str], where: dict | None) -> tuple[np.ndarray, list[list[str]]]: ...

    def marginal_counts(self, columns: list[str], marginals: list[tuple[int, ...]], where: dict | None
                        ) -> tuple[dict[tuple[int, ...], np.ndarray], list[list[str]]]: ...

    def count_rows(self, where: dict | None) -> int: ...

    def clamped_sum(self, column: str, lower: float, upper: float, where: dict | None) -> ClampedSum: ...

    def ranks(self, column: str, lower: float, upper: float, grid: list[float], where: dict | None) -> Ranks: ...


class StoredAggregates:
    """SQLite: the aggregates of an imported dataset, from its chunks."""

    def __init__(self, reader: ChunkReader):
        self.reader, self.task = reader, reader.task

    def cell_counts(self, columns, where):
        return cell_counts(self.reader, columns, where)

    def marginal_counts(self, columns, marginals, where):
        return marginal_counts(self.reader, columns, marginals, where)

    def count_rows(self, where):
        return count_rows(self.reader, where)

    def counted_together(self, wanted):
        """Several tables and row counts ((columns, filter); no columns: a row count) in one pass: a plan's."""
        return counted_together(self.reader, wanted)

    def clamped_sum(self, column, lower, upper, where):
        values = numeric_values(self.reader, column, where)
        return ClampedSum(*clamped_sum(values, Fraction(lower), Fraction(upper)))

    def ranks(self, column, lower, upper, grid, where):
        return quantile_ranks(np.clip(numeric_values(self.reader, column, where), lower, upper), grid)


def open_aggregates(project: Project, info: DatasetInfo, task: Task | None = None,
                    rng: KeystreamSource | None = None) -> Aggregates:
    """The engine that holds ``info``'s rows. A linked engine's bounding seed is drawn from the CSPRNG."""
    task = task or Task()
    if info.link is None:
        return StoredAggregates(ChunkReader(project, info, task, rng))
    link = Link(**info.link)
    seed = int(resolve(rng).words(1)[0] >> 1)  # 63 bits: a positive literal in every engine's SQL
    if link.engine == "spark":
        from dpgui.engine import spark_backend
        return spark_backend.aggregates(link, info.schema, seed, task)
    from dpgui.engine import duckdb_backend
    return duckdb_backend.aggregates(link, info.schema, seed, task)


def source_state(link: Link) -> str:
    """A linked source's state now, to compare with the one its dataset was linked (or last sketched) in: a Spark
    table's from Spark, files' from their names, sizes and times."""
    if link.format == "table":
        from dpgui.engine import spark_backend
        return spark_backend.table_state(link)
    return file_state(link)
