"""What ``Study.add`` takes: rows (a file, a pandas or Polars DataFrame, an Arrow table) as an importer's source,
and a declared schema (a dict, JSON text, a path to a JSON file) parsed as the command line parses one.

Bounds and categories are declared, never read from the data: a missing schema is refused here, before anything
is imported, with how to declare one."""

from __future__ import annotations

from pathlib import Path

from dpgui.store.declared.schema import DatasetSchema, parse_schema

NO_SCHEMA = ("Declare the schema of {name}: study.add(..., schema={{\"columns\": {{\"region\": {{\"type\": "
             "\"categorical\", \"categories\": [\"North\", \"South\"]}}, \"age\": {{\"type\": \"numeric\", \"lower\": "
             "18, \"upper\": 90}}}}}}), or the path to a schema file (docs/schema.md). Take the categories and bounds "
             "from the questionnaire or codebook: read off the data they would reveal who is in it. Nothing was "
             "imported")


def declared(schema, name: str) -> DatasetSchema:
    """The declared schema: a ``DatasetSchema``, a dict, JSON text, or the path of a JSON file."""
    if schema is None:
        raise ValueError(NO_SCHEMA.format(name=repr(name)))
    if isinstance(schema, DatasetSchema):
        return schema
    if isinstance(schema, Path) or (isinstance(schema, str) and not schema.lstrip().startswith("{")):
        return parse_schema(Path(schema).read_text(encoding="utf-8"))
    return parse_schema(schema)


def source_of(data, name: str | None):
    """(the dataset's name, an importer's source) for a file path or rows in memory. A Polars DataFrame is read
    through Arrow (``to_arrow``), which Polars needs pyarrow for."""
    from dpgui.store.importers import open_table
    from dpgui.store.importers.formats import FrameSource

    if isinstance(data, (str, Path)):
        return name or Path(data).stem, open_table(data)
    library = type(data).__module__.split(".")[0]
    if library not in ("pandas", "pyarrow", "polars") or not hasattr(data, "to_batches" if library == "pyarrow"
                                                                     else "columns"):
        raise TypeError(f"Study.add takes a file path, a pandas or Polars DataFrame or an Arrow table, not "
                        f"{type(data).__name__}")
    if not name:
        raise ValueError("Give the dataset a name: study.add(rows, name=..., schema=...)")
    if library == "polars":
        return name, FrameSource(data.to_arrow(), "Polars DataFrame")
    return name, FrameSource(data, "pandas DataFrame" if library == "pandas" else "Arrow table")
