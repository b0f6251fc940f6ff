"""Readers that turn a data file into a stream of chunks for the project store.

Every reader has ``columns``, ``description``, ``decimal_comma``, ``note`` (None, or a sentence the
curator should read, e.g. that value labels could not be applied) and ``chunks(task)``, which yields
lists of column arrays (strings, None for missing) of at most ``chunk_rows`` rows, so memory stays
bounded. Any problem raises ImportFailed with a message naming the file (and line, if known). A reader
may also have ``factorized_chunks(task)``, whose columns may come as ``columns.Factorized`` (the project's
import reads that, when there is one: it stores the same, at less cost).
"""

from __future__ import annotations

from pathlib import Path

from dpgui.core.words.translation import translate
from dpgui.store.errors import ImportFailed
from dpgui.store.importers.delimited import DelimitedSource
from dpgui.store.importers.formats import ExcelSource, LegacyExcelSource, ParquetSource, SpssSource, StataSource

READERS = {".csv": DelimitedSource, ".tsv": DelimitedSource, ".txt": DelimitedSource, ".tab": DelimitedSource,
           ".xlsx": ExcelSource, ".xls": LegacyExcelSource, ".parquet": ParquetSource, ".dta": StataSource,
           ".sav": SpssSource}
OLE = b"\xd0\xcf\x11\xe0"  # how an .xls file begins; an .xlsx is a zip file


def open_table(path, **options):
    """The reader for ``path``, chosen by its extension; ``options`` go to the reader."""
    path = Path(path)
    if not path.is_file():
        raise ImportFailed(translate("store.importers", "There is no file at {path}").format(path=path))
    reader = READERS.get(path.suffix.lower())
    if reader in (ExcelSource, LegacyExcelSource):  # by content: exports are often named .xls but are .xlsx
        with open(path, "rb") as f:
            reader = LegacyExcelSource if f.read(4) == OLE else ExcelSource
    if reader is None:
        kinds = ", ".join(sorted(READERS))
        raise ImportFailed(translate("store.importers", "{name}: dpgui reads {kinds} files; save it as CSV or Excel and try again").format(
            name=path.name, kinds=kinds))
    return reader(path, **options)
