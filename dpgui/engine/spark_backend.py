"""Spark (PySpark, tested with 4.x; Spark SQL ≥ 3.4 expected): a linked table, or Parquet/CSV files,
aggregated on the cluster. Only the aggregate query runs there; no row, and no noise, leaves dpgui's
side or reaches the cluster: the cluster sees the query (with the bounding seed), never the noise.

The session is the one given to :func:`use_session` (the Python API), else one built for the link's
master URL (default ``local[*]``). PySpark is imported only when a Spark link is used.
"""

from __future__ import annotations

import hashlib
import json
import threading
import uuid

from dpgui.core.progress import Task
from dpgui.engine.sql_aggregates import Dialect, SqlAggregates
from dpgui.store.declared_schema import DatasetSchema
from dpgui.store.links import Link

SPARK = Dialect(quote=lambda name: "`" + name.replace("`", "``") + "`", row_hash="xxhash64",
                exact_integer="DECIMAL(38, 0)")  # a sum of BIGINT would overflow
NUMERIC_TYPES = ("tinyint", "smallint", "int", "bigint", "float", "double", "decimal")
_given = None


def use_session(spark) -> None:
    """Aggregate Spark links with this SparkSession (e.g. a notebook's), whatever master they name."""
    global _given
    _given = spark


def session(link: Link):
    if _given is not None:
        return _given
    from pyspark.sql import SparkSession  # lazily: only a Spark link needs it
    builder = SparkSession.builder.appName("dpgui").master(link.master or "local[*]")
    return builder.config("spark.ui.enabled", "false").getOrCreate()


def frame(link: Link):
    spark = session(link)
    if link.format == "table":
        return spark.table(link.location)
    files = [str(p) for p in link.files()]
    if link.format == "parquet":
        return spark.read.parquet(*files)
    return spark.read.option("header", True).csv(files)  # every column as text, as the importer reads it


def describe(link: Link) -> tuple[list[str], set[str]]:
    """The source's column names, and which of them Spark holds as numbers (metadata: no row read)."""
    df = frame(link)
    return list(df.columns), {name for name, kind in df.dtypes if kind.split("(")[0] in NUMERIC_TYPES}


def table_state(link: Link) -> str:
    """A table's state: its input files (Spark writes new files, with new names, when a table changes)."""
    return hashlib.sha256(json.dumps(sorted(frame(link).inputFiles())).encode("utf-8")).hexdigest()


def aggregates(link: Link, schema: DatasetSchema, seed: int, task: Task) -> SqlAggregates:
    df = frame(link)
    view = f"dpgui_source_{uuid.uuid4().hex}"
    df.createOrReplaceTempView(view)
    numeric = {name for name, kind in df.dtypes if kind.split("(")[0] in NUMERIC_TYPES}
    return SqlAggregates(view, SPARK, lambda sql: _run(df.sparkSession, sql, task), schema, numeric, seed, task)


def _run(spark, sql: str, task: Task) -> list[tuple]:
    """Run one query as its own job group; a cancel of the task cancels the group on the cluster."""
    group, done = f"dpgui-{uuid.uuid4().hex}", threading.Event()
    context = spark.sparkContext

    def watch():
        while not done.wait(0.2):
            if task.cancelled:
                context.cancelJobGroup(group)
                return

    context.setJobGroup(group, "dpgui aggregates", interruptOnCancel=True)
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        return [tuple(row) for row in spark.sql(sql).collect()]
    finally:
        done.set()
        watcher.join()
        task.progress(1.0, "aggregating on the cluster")  # raises Cancelled if it was
