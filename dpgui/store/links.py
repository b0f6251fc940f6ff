"""Where a linked dataset's rows live, and a cheap fingerprint of that source's state.

A linked dataset keeps its rows outside the project: Parquet or CSV files (one file or a folder of
them), or a Spark table. The project keeps the link, the declared schema (never scanned from the
data) and the source's state when it was linked: file names, sizes and modification times, so a
changed source is noticed at every release without reading a row. A Spark table's state is its
input files, found by the engine (``dpgui/engine/spark_backend.py``).

A folder's files are listed once, when it is linked, and the link keeps that list: the engines read
exactly those files, by name, never a pattern (a name may hold ``*``, ``?`` or ``[``), and a file added
later is not read. The list leaves out hidden files and folders (names beginning with ``.`` or ``_``,
which Spark never reads: ``._x.csv`` copies made by macOS, ``_SUCCESS``, ``.crc`` files) and every
second name of one file (a symbolic or hard link to a file already listed), so no row is read twice.

A linked dataset's fingerprint (its :attr:`Link.identity`) names the source, so the same source linked
twice shares one population; the sketch of its rows, computed by its engine as an import's is
(``engine/link_sketch.py``), recognises the same people anywhere else. See docs/linked.md.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from dpgui.core.words.translation import translate

ENGINES = ("duckdb", "spark")
FILE_FORMATS = {".parquet": "parquet", ".parq": "parquet", ".pq": "parquet", ".csv": "csv"}


@dataclass(frozen=True)
class Link:
    engine: str    # "duckdb" (files only) or "spark"
    format: str    # "parquet", "csv" or "table" (a Spark table or view name)
    location: str  # an absolute file or folder path, or the table's name
    master: str | None = None  # Spark's master URL; None: the session in use (or local mode)
    listed: tuple[str, ...] | None = None  # a folder's files when linked, relative to it (None: a file, or older links)
    delimiters: tuple[str, ...] | None = None  # CSV: each file's delimiter, found as the importer finds it

    def __post_init__(self):
        if self.engine not in ENGINES:
            raise ValueError(translate("store.links", "The engine must be {engines}, not {engine}").format(
                engines=" or ".join(ENGINES), engine=repr(self.engine)))
        if self.format == "table" and self.engine != "spark":
            raise ValueError(translate("store.links", "A table is linked through Spark: choose --engine spark"))
        for field in ("listed", "delimiters"):  # JSON gives lists
            if getattr(self, field) is not None:
                object.__setattr__(self, field, tuple(getattr(self, field)))

    def as_dict(self) -> dict:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items() if v is not None}

    @property
    def identity(self) -> str:
        """What the source is, whichever engine reads it: its fingerprint in the project."""
        text = json.dumps([self.format, self.location], ensure_ascii=False)
        return "link-" + hashlib.sha256(text.encode("utf-8")).hexdigest()

    def files(self) -> list[Path]:
        """The files the engines read: a folder's as listed when it was linked (links made before lists
        were kept: as listed now), or the one file. A file removed since is still named here."""
        path = Path(self.location)
        if self.listed is not None:
            return [path / name for name in self.listed]
        return listing(path, self.format) if path.is_dir() else [path]

    def delimiter(self, index: int) -> str | None:
        """The delimiter of the ``index``-th file (None for links made before delimiters were kept)."""
        return self.delimiters[index] if self.delimiters else None


def listing(folder: Path, fmt: str | None = None) -> list[Path]:
    """The folder's data files (of ``fmt``, or of any format), sorted: no hidden file or folder, no
    symbolic link to a folder followed, and each file once, under its first name."""
    found, seen = [], set()
    for root, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not _hidden(d))
        for name in sorted(names):
            path = Path(root, name)
            kind = FILE_FORMATS.get(path.suffix.lower())
            if _hidden(name) or kind is None or fmt not in (None, kind):
                continue
            try:
                info = path.stat()
            except OSError:  # a broken symbolic link
                continue
            if path.is_file() and (info.st_dev, info.st_ino) not in seen:
                seen.add((info.st_dev, info.st_ino))
                found.append(path)
    return sorted(found)


def _hidden(name: str) -> bool:
    return name.startswith((".", "_"))


def link_to(location: str, engine: str = "duckdb", master: str | None = None) -> Link:
    """The link to a file, a folder of files, or (with Spark) a table name; refused if nothing is there.
    A folder's files are listed now; each CSV file is read once, as an import reads it, to find its
    delimiter and to refuse what an import refuses (a zero byte, a line over 10 MB, no header)."""
    path = Path(location).expanduser()
    if not path.exists():
        if engine == "spark" and location.replace(".", "").replace("_", "").isalnum():
            return Link(engine, "table", location, master)
        raise ValueError(translate("store.links", "There is no file or folder at {location}").format(location=location))
    path = path.resolve()
    candidates = listing(path) if path.is_dir() else [path]
    formats = {FILE_FORMATS.get(p.suffix.lower()) for p in candidates} - {None}
    if len(formats) != 1:
        found = translate("store.links", "none") if not formats else " and ".join(sorted(formats))
        raise ValueError(translate("store.links", "{name}: link one Parquet file, one CSV file, or a folder of one of "
                                   "them (found {found})").format(name=path.name, found=found))
    fmt = formats.pop()
    if engine == "spark":
        _check_spark_names(path, candidates)
    listed = tuple(p.relative_to(path).as_posix() for p in candidates) if path.is_dir() else None
    delimiters = tuple(_delimiter(p) for p in candidates) if fmt == "csv" else None
    return Link(engine, fmt, str(path), master, listed, delimiters)


def _delimiter(path: Path) -> str:
    from dpgui.store.importers.delimited import DelimitedSource  # refuses what an import refuses
    return DelimitedSource(path).delimiter


def _check_spark_names(root: Path, files: list[Path]) -> None:
    """Spark (Hadoop) cannot read a file whose name holds ':', and skips one whose name begins with . or _."""
    for p in files:
        name = p.relative_to(root).as_posix() if root.is_dir() else p.name
        if ":" in name or _hidden(p.name):
            raise ValueError(translate("store.links", "Spark cannot read the file {name} (a name holding ':' or "
                                       "beginning with '.' or '_'); rename it, or link it with DuckDB").format(
                name=repr(name)))


def file_state(link: Link) -> str:
    """sha256 of each linked file's name (relative to the link), size and modification time: changes when
    a file the link reads is rewritten or removed, without reading any row (files added to a folder
    later are not read: see :func:`unlisted`)."""
    root = Path(link.location)
    entries = []
    for p in link.files():
        try:
            info = p.stat()
        except OSError:
            entries.append([_name(root, p), None, None])
        else:
            entries.append([_name(root, p), info.st_size, info.st_mtime_ns])
    return hashlib.sha256(json.dumps(entries).encode("utf-8")).hexdigest()


def unlisted(link: Link) -> list[str]:
    """The data files a linked folder holds now that its link does not read (added since it was linked)."""
    root = Path(link.location)
    if link.listed is None or not root.is_dir():
        return []
    known = {root / name for name in link.listed}
    return [_name(root, p) for p in listing(root, link.format) if p not in known]


def _name(root: Path, path: Path) -> str:
    return path.relative_to(root).as_posix() if root.is_dir() and path != root else path.name
