"""Linking a dataset: its rows stay where they are; the project keeps the link, the declared schema and
the source's state (``store/links.py``). Linking reads public metadata: column names and types, and
file names, sizes and times (or a Spark table's input files). It reads each CSV file once, as an
import would, to find its delimiter and to refuse what an import refuses; nothing of it is kept (to
find a CSV file's columns, Spark reads its first lines, DuckDB all of it, into its decoded copy). Then the engine reads every row once to sketch them (``link_sketch.py``), so
that the same people elsewhere on this computer share one budget.
"""

from __future__ import annotations

from contextlib import contextmanager

from dpgui.core.progress import Task
from dpgui.core.words.translation import translate
from dpgui.engine.backends import source_state
from dpgui.engine.link_sketch import sketch
from dpgui.store.declared.schema import DatasetSchema, parse_schema
from dpgui.store.links import Link, unlisted
from dpgui.store.project import DatasetInfo, Project


def describe(link: Link) -> tuple[list[str], str]:
    """(the source's column names, its state), from metadata (and a CSV file: Spark its first lines, DuckDB all)."""
    if link.engine == "spark":
        from dpgui.engine import spark_backend
        return spark_backend.describe(link)[0], source_state(link)
    from dpgui.engine import duckdb_backend
    return duckdb_backend.describe(link)[0], source_state(link)


def link_dataset(project: Project, name: str, link: Link, schema: DatasetSchema,
                 task: Task | None = None) -> DatasetInfo:
    """Link ``link`` as dataset ``name``. The schema is required: categories and bounds are declared,
    never read off the data. The dataset shares the project's budget like an imported one."""
    if schema is None:
        raise ValueError(translate("engine.linking", "A linked dataset needs its declared schema (--schema): categories "
                                   "and bounds are never read off the data"))
    project.refuse_real_data()  # before a row is read
    task = task or Task()
    task.progress(0.0, translate("engine.linking", "reading the source's column names"))
    with _engine_refusals(link):
        columns, state = describe(link)
    parse_schema(schema.to_json(), columns)  # declared columns must exist: refused before the rows are read
    with _engine_refusals(link):
        rows = sketch(link, schema, task)
    task.progress(1.0, translate("engine.linking", "saving the link"))
    return project.link_dataset(name, link.as_dict(), link.identity, columns, schema, state, rows)


@contextmanager
def _engine_refusals(link: Link):
    """An error of the engine's own (DuckDB's, or Spark's through Py4J) as one plain line: the source is
    refused, and nothing was spent. Its text is left out, as it may quote the data."""
    try:
        yield
    except Exception as err:
        if type(err).__module__.split(".")[0].lstrip("_") not in ("duckdb", "py4j", "pyspark"):  # duckdb: _duckdb
            raise
        raise ValueError(translate("engine.linking", "The {engine} engine could not read these {format} files "
                                   "({error}): check that each is a well-formed file, and that a column holds one kind "
                                   "of value in every file").format(
            engine=link.engine, format=link.format, error=type(err).__name__)) from None


def changed_sources(project: Project) -> list[str]:
    """Plain words for each linked file source whose files changed since it was linked (not refused:
    releases still run, on the rows as they are now), or whose folder holds files it does not read."""
    notices = []
    for info in project.datasets():
        if info.link is None or info.link["format"] == "table":
            continue
        if source_changed(info):
            notices.append(translate("engine.linking", "the files of {name} ({location}) have changed since they were "
                                     "linked; releases use the rows as they are now, and the budget is the same").format(
                name=repr(info.name), location=info.link["location"]))
        added = unlisted(Link(**info.link))
        if added:
            notices.append(translate("engine.linking", "the folder of {name} ({location}) holds {count} file(s) added "
                                     "since it was linked, which its releases do not read; link the folder again to "
                                     "read them").format(name=repr(info.name), location=info.link["location"],
                                                         count=len(added)))
    return notices


def source_changed(info: DatasetInfo) -> bool:
    """Whether a linked dataset's source differs from when it was linked (a Spark table starts Spark)."""
    return source_state(Link(**info.link)) != info.source_state
