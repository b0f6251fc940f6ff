"""Spark (PySpark, tested with 4.x; Spark SQL ≥ 3.4 expected): a linked table, or Parquet/CSV files,
aggregated on the cluster. Only the aggregate query runs there; no row, and no noise, leaves dpgui's
side or reaches the cluster: the cluster sees the query (with the bounding seed), never the noise.

The session is the one given to :func:`use_session` (the Python API), else one built for the link's
master URL (default ``local[*]``). PySpark is imported only when a Spark link is used.

Spark reads exactly the files the link lists, each name escaped so that Hadoop expands no pattern in
it. A CSV file is read as Latin-1, which keeps every byte, and each value is then decoded by the
rule of ``store/importers/decoding.py``, so no byte can make a read fail. No column name and no value reaches
Spark's SQL as written: Spark substitutes ``${...}`` anywhere in a query and resolves names without
regard to case, so the queries name each column by the hexadecimal of its UTF-8 bytes, and write each
text value as bytes, ``CAST(X'…' AS STRING)``.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import uuid
from functools import reduce
from pathlib import Path

from dpgui.core.progress import Task
from dpgui.core.words.translation import translate
from dpgui.engine.sql_aggregates import Dialect, SqlAggregates, hex_name
from dpgui.store.declared.schema import DatasetSchema
from dpgui.store.importers.decoding import WINDOWS_1252, decode
from dpgui.store.links import Link


def _checked(x: str) -> str:
    """Spark keeps a string's bytes as they came (Parquet text may not be UTF-8); encode() re-encodes
    its reading as characters, which equals the bytes exactly when they were UTF-8."""
    return f"CASE WHEN encode({x}, 'UTF-8') = CAST({x} AS BINARY) THEN {x} END"


SPARK = Dialect(quote=hex_name,  # the view's names
                text=lambda value: f"CAST(X'{value.encode('utf-8').hex()}' AS STRING)",
                checked=_checked, from_bytes=lambda x: _checked(f"CAST({x} AS STRING)"),
                row_hash="xxhash64", exact_integer="DECIMAL(38, 0)")  # a sum of BIGINT would overflow
NUMERIC_TYPES = ("tinyint", "smallint", "int", "bigint", "float", "double", "decimal")
MAX_COLUMNS = 1_000_000  # fields a CSV line may hold (Spark's default, 20,480, stops a read at a longer line)
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
    """The linked rows, under the source's column names, CSV text decoded (``store/importers/decoding.py``)."""
    spark = session(link)
    if link.format == "table":
        return spark.table(link.location)
    files = [(p, link.delimiter(i) or ",") for i, p in enumerate(link.files()) if p.is_file()]
    if not files:
        raise FileNotFoundError(translate("engine.spark_backend", "None of the linked files is there any more"))
    if link.format == "parquet":
        return spark.read.parquet(*(_hadoop(p) for p, _ in files))
    groups: dict[str, list[str]] = {}
    for path, delimiter in files:
        groups.setdefault(delimiter, []).append(_hadoop(path))
    frames = [_decoded(spark.read.options(header=True, multiLine=True, encoding="ISO-8859-1", sep=delimiter,
                                          quote='"', escape='"', maxColumns=MAX_COLUMNS).csv(paths))
              for delimiter, paths in groups.items()]  # every column as text, as the importer reads it
    rows = reduce(lambda a, b: a.unionByName(b, allowMissingColumns=True), frames)
    if len(rows.columns) == 1:
        return rows.unionByName(_blank_lines(spark, [_hadoop(p) for p, _ in files], rows.columns[0]))
    return rows


def _blank_lines(spark, paths: list[str], name: str):
    """The blank lines of one-column CSV files, as rows with the value missing, as the importer reads them
    (Spark's CSV reader skips them): lines empty outside a quoted value, where the quotes before them in
    their file are even in number."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F
    lines = spark.read.text(paths).select("value", F.input_file_name().alias("file"),
                                          F.input_file_block_start().alias("block"),
                                          F.monotonically_increasing_id().alias("at"))  # in order within a block
    quotes = F.length("value") - F.length(F.regexp_replace("value", '"', ""))
    before = F.sum(quotes).over(Window.partitionBy("file").orderBy("block", "at")
                                .rowsBetween(Window.unboundedPreceding, -1))
    blank = lines.select((F.col("value") == "").alias("empty"), (F.coalesce(before, F.lit(0)) % 2 == 0).alias("out"))
    return blank.where("empty AND out").select(F.lit(None).cast("string").alias(name))


def _hadoop(path: Path) -> str:
    """A file name as Hadoop reads it: its pattern characters escaped with a backslash."""
    return re.sub(r"[\\*?\[\]{}]", lambda m: "\\" + m.group(), path.as_posix())


def _decoded(df):
    """A CSV frame read as Latin-1, with each name and value decoded by the rule."""
    from pyspark.sql import functions as F
    names = [decode(name.encode("latin-1")) for name in df.columns]
    names[:1] = [name.removeprefix("\ufeff") for name in names[:1]]  # a byte-order mark opening the file
    safe = df.toDF(*(f"c{i}" for i in range(len(names))))  # names as Spark reads them stay out of SQL
    return safe.select(*(F.expr(_decoded_text(f"c{i}")).alias(name) for i, name in enumerate(names)))


def _decoded_text(column: str) -> str:
    """Spark SQL for the rule: the value's bytes (one per Latin-1 character) if they are UTF-8, else
    Windows-1252, which differs from Latin-1 only on bytes 0x80 to 0x9F."""
    raw = f"encode({column}, 'ISO-8859-1')"
    c1 = [b for b in range(0x80, 0xA0) if WINDOWS_1252[b] != chr(b)]
    latin, windows = (SPARK.text("".join(chars)) for chars in ([chr(b) for b in c1], [WINDOWS_1252[b] for b in c1]))
    return (f"CASE WHEN encode(CAST({raw} AS STRING), 'UTF-8') = {raw} THEN CAST({raw} AS STRING) "
            f"ELSE translate({column}, {latin}, {windows}) END")


def describe(link: Link) -> tuple[list[str], dict[str, str]]:
    """The source's column names, and how Spark holds them (``SqlAggregates`` kinds), from metadata
    (a CSV file: the lines Spark reads to find its columns)."""
    df = frame(link)
    return list(df.columns), _kinds(df)


def _kinds(df) -> dict[str, str]:
    kinds = {}
    for name, kind in df.dtypes:
        base = re.split(r"[(<\s]", kind)[0]
        kinds[name] = ("number" if base in NUMERIC_TYPES else "string" if base in ("string", "varchar", "char")
                       else "bytes" if base == "binary" else "nested" if base in ("array", "struct", "map", "variant")
                       else None)
    return {name: kind for name, kind in kinds.items() if kind}


def table_state(link: Link) -> str:
    """A table's state: its input files (Spark writes new files, with new names, when a table changes)."""
    return hashlib.sha256(json.dumps(sorted(frame(link).inputFiles())).encode("utf-8")).hexdigest()


def aggregates(link: Link, schema: DatasetSchema, seed: int, task: Task) -> SqlAggregates:
    df = frame(link)
    view = f"dpgui_source_{uuid.uuid4().hex}"
    df.toDF(*(SPARK.quote(name) for name in df.columns)).createOrReplaceTempView(view)
    return SqlAggregates(view, SPARK, lambda sql: _run(df.sparkSession, sql, task), schema, list(df.columns),
                         _kinds(df), seed, task)


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
        # raises Cancelled if it was
        task.progress(1.0, translate("engine.spark_backend", "aggregating on the cluster"))
