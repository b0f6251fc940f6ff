"""Where a linked dataset's rows live, and a cheap fingerprint of that source's state.

A linked dataset keeps its rows outside the project: Parquet or CSV files (one file or a folder of
them), or a Spark table. The project keeps the link, the declared schema (never scanned from the
data) and the source's state when it was linked: file names, sizes and modification times, so a
changed source is noticed at every release without reading a row. A Spark table's state is its
input files, found by the engine (``dpgui/engine/spark_backend.py``).

A linked dataset's row fingerprint is not computed (it would need every row hashed the way the
importer hashes text); its fingerprint names the source instead, so the same source linked twice
shares one population. See docs/linked.md.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

ENGINES = ("duckdb", "spark")
FILE_FORMATS = {".parquet": "parquet", ".parq": "parquet", ".pq": "parquet", ".csv": "csv"}


@dataclass(frozen=True)
class Link:
    engine: str    # "duckdb" (files only) or "spark"
    format: str    # "parquet", "csv" or "table" (a Spark table or view name)
    location: str  # an absolute file or folder path, or the table's name
    master: str | None = None  # Spark's master URL; None: the session in use (or local mode)

    def __post_init__(self):
        if self.engine not in ENGINES:
            raise ValueError(f"the engine must be {' or '.join(ENGINES)}, not {self.engine!r}")
        if self.format == "table" and self.engine != "spark":
            raise ValueError("a table is linked through Spark: choose --engine spark")

    def as_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @property
    def identity(self) -> str:
        """What the source is, whichever engine reads it: its fingerprint in the project."""
        text = json.dumps([self.format, self.location], ensure_ascii=False)
        return "link-" + hashlib.sha256(text.encode("utf-8")).hexdigest()

    def files(self) -> list[Path]:
        """The source's files, sorted (a folder: every file of the format under it)."""
        path = Path(self.location)
        if path.is_dir():
            suffixes = [s for s, f in FILE_FORMATS.items() if f == self.format]
            return sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in suffixes)
        return [path] if path.is_file() else []


def link_to(location: str, engine: str = "duckdb", master: str | None = None) -> Link:
    """The link to a file, a folder of files, or (with Spark) a table name; refused if nothing is there."""
    path = Path(location).expanduser()
    if not path.exists():
        if engine == "spark" and location.replace(".", "").replace("_", "").isalnum():
            return Link(engine, "table", location, master)
        raise ValueError(f"there is no file or folder at {location}")
    path = path.resolve()
    candidates = [p for p in path.rglob("*") if p.is_file()] if path.is_dir() else [path]
    formats = {FILE_FORMATS.get(p.suffix.lower()) for p in candidates} - {None}
    if len(formats) != 1:
        found = "none" if not formats else " and ".join(sorted(formats))
        raise ValueError(f"{path.name}: link one Parquet file, one CSV file, or a folder of one of them "
                         f"(found {found})")
    return Link(engine, formats.pop(), str(path), master)


def file_state(link: Link) -> str:
    """sha256 of each file's name (relative to the link), size and modification time: changes when a
    file is rewritten, added or removed, without reading any row."""
    root = Path(link.location)
    entries = [[str(p.relative_to(root)) if root.is_dir() else p.name, p.stat().st_size, p.stat().st_mtime_ns]
               for p in link.files()]
    return hashlib.sha256(json.dumps(entries).encode("utf-8")).hexdigest()
