"""Excel (.xlsx, openpyxl; legacy .xls, xlrd, which pyxform brings), Parquet (pyarrow, optional), Stata
(.dta, pandas) and SPSS (.sav, pyreadstat, optional). Value labels of Stata and SPSS files are kept: labelled
values are stored as their labels, which the schema then declares as categories; a value without a label keeps
its code, and a value the file declares missing stays missing. In an SPSS file a value whose label is empty keeps
its value (it is not missing); pandas gives it the empty label (so missing) in a Stata file. When a Stata label set
gives one label to several values, pandas cannot apply it, so the file's codes are imported and the dataset's
description says so.

A workbook is a zip file: its central directory states how large each part inflates to (and
zipfile refuses a part that inflates to more), so a workbook that would inflate beyond
``MAX_WORKBOOK_BYTES`` (or whose shared strings, which openpyxl holds in memory, would exceed
``MAX_SHARED_STRINGS_BYTES``) is refused before anything is unpacked.
"""

from __future__ import annotations

import warnings
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.errors import ImportFailed

# pandas is imported where it is used: the app's window opens without it (tests/test_architecture.py)
if TYPE_CHECKING:
    import pandas as pd

MAX_WORKBOOK_BYTES = 1 << 30  # 1 GiB unpacked: tens of millions of cells; larger tables belong in CSV
MAX_SHARED_STRINGS_BYTES = 64 << 20  # openpyxl holds the shared strings in memory: 64 MiB unpacked


def frame_columns(frame: pd.DataFrame) -> list[np.ndarray]:
    """Each column as strings with None for missing; whole floats are written without ".0"."""
    import pandas as pd

    out = []
    for name in frame.columns:
        series = frame[name]
        if pd.api.types.is_float_dtype(series) and series.dropna().mod(1).eq(0).all():
            series = series.astype("Int64")
        text = series.astype(object).where(series.notna(), None)
        out.append(np.array([None if v is None else str(v) for v in text], dtype=object))
    return out


def _unique_names(file: str, names) -> list[str]:
    """The column names as text (an unnamed one is "column_N"), refused if one appears twice; ``file`` names the
    source in the message."""
    names = [str(n).strip() if n is not None and str(n).strip() else f"column_{i + 1}" for i, n in enumerate(names)]
    for i, n in enumerate(names):
        if n in names[:i]:
            raise ImportFailed(translate("store.importers.formats", "{file}: the column name {name} appears twice; "
                                         "rename one and try again").format(file=file, name=repr(n)))
    return names


class ExcelSource:
    decimal_comma, note = False, None

    def __init__(self, path, sheet: str | None = None, chunk_rows: int = 100_000):
        import openpyxl

        self.path, self.chunk_rows = Path(path), chunk_rows
        check_workbook_size(self.path)
        try:
            self._handle = open(self.path, "rb")  # by content, whatever the name (openpyxl refuses a .xls name)
            self._book = openpyxl.load_workbook(self._handle, read_only=True, data_only=True)
        except (zipfile.BadZipFile, KeyError, OSError, ValueError) as err:
            raise ImportFailed(_unreadable(self.path, err)) from None
        if sheet is not None and sheet not in self._book.sheetnames:
            raise ImportFailed(_no_sheet(self.path, sheet, self._book.sheetnames))
        self._sheet = self._book[sheet] if sheet else self._book.worksheets[0]
        header = next(self._sheet.iter_rows(max_row=1, values_only=True), None)
        if not header:
            raise ImportFailed(_empty(self.path))
        self.columns = _unique_names(self.path.name, header)
        self.description = _sheet_description(self.path, self._sheet.title)

    def chunks(self, task: Task):
        total = max(self._sheet.max_row or 1, 1)
        rows, seen = [], 0
        for row in self._sheet.iter_rows(min_row=2, values_only=True):
            if row is None or all(v is None for v in row):
                continue
            if len(row) > len(self.columns) and any(v is not None for v in row[len(self.columns):]):
                raise ImportFailed(translate("store.importers.formats", "{file}, row {row}: more cells than header "
                                             "names").format(file=self.path.name, row=plain_number(seen + 2)))
            rows.append([_cell(v) for v in row[: len(self.columns)]] + [None] * (len(self.columns) - len(row)))
            seen += 1
            if len(rows) == self.chunk_rows:
                yield [np.array(c, dtype=object) for c in zip(*rows)]
                rows = []
                task.progress(seen / total, _rows_read(seen))
        if rows:
            yield [np.array(c, dtype=object) for c in zip(*rows)]
        if seen == 0:
            raise ImportFailed(_header_only(self.path))


class LegacyExcelSource:
    """An Excel 97–2003 .xls file (old KoboToolbox exports): the first sheet unless named, read whole (.xls
    holds at most 65,536 rows)."""

    decimal_comma = False

    def __init__(self, path, sheet: str | None = None, chunk_rows: int = 100_000):
        import xlrd

        self.path, self.chunk_rows = Path(path), chunk_rows
        try:
            book = xlrd.open_workbook(str(self.path))
        except (xlrd.XLRDError, OSError, ValueError, AssertionError) as err:
            raise ImportFailed(translate("store.importers.formats", "{file} is not a readable Excel .xls workbook "
                                         "({problem})").format(file=self.path.name, problem=err)) from None
        if sheet is not None and sheet not in book.sheet_names():
            raise ImportFailed(_no_sheet(self.path, sheet, book.sheet_names()))
        sheet = book.sheet_by_name(sheet) if sheet else book.sheet_by_index(0)
        if sheet.nrows == 0:
            raise ImportFailed(_empty(self.path))
        dates = lambda c: xlrd.xldate_as_datetime(c.value, book.datemode) if c.ctype == xlrd.XL_CELL_DATE \
            else c.value  # noqa: E731
        self._rows = [[None if c.ctype in (xlrd.XL_CELL_EMPTY, xlrd.XL_CELL_BLANK) else _cell(dates(c))
                       for c in sheet.row(i)] for i in range(sheet.nrows)]
        self.columns = _unique_names(self.path.name, self._rows[0])
        self.description = _sheet_description(self.path, sheet.name)

    def chunks(self, task: Task):
        rows = [r + [None] * (len(self.columns) - len(r)) for r in self._rows[1:] if any(v is not None for v in r)]
        if not rows:
            raise ImportFailed(_header_only(self.path))
        for start in range(0, len(rows), self.chunk_rows):
            yield [np.array(c, dtype=object) for c in zip(*rows[start:start + self.chunk_rows])]
            task.progress(min(start + self.chunk_rows, len(rows)) / len(rows), _rows_read(start))


def check_workbook_size(path: Path) -> None:
    """Refuse a workbook whose parts would unpack to more than MAX_WORKBOOK_BYTES (a "zip bomb"),
    reading only the zip's directory."""
    try:
        with zipfile.ZipFile(path) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, OSError) as err:
        raise ImportFailed(_unreadable(path, err)) from None
    unpacked = sum(info.file_size for info in parts)
    strings = sum(info.file_size for info in parts if info.filename.lower().endswith("sharedstrings.xml"))
    if unpacked > MAX_WORKBOOK_BYTES or strings > MAX_SHARED_STRINGS_BYTES:
        raise ImportFailed(translate("store.importers.formats", "{file} would unpack to {size} MiB ({text} MiB of "
                                     "text), more than dpgui reads from a workbook ({most} MiB, {most_text} MiB of "
                                     "text); save the sheet as CSV and import that").format(
            file=path.name, size=_mib(unpacked), text=_mib(strings), most=_mib(MAX_WORKBOOK_BYTES),
            most_text=_mib(MAX_SHARED_STRINGS_BYTES)))


def _mib(size: int) -> str:
    return plain_number(size / 2**20, step=1)


def _unreadable(path: Path, err: Exception) -> str:
    return translate("store.importers.formats", "{file} is not a readable Excel workbook ({problem})").format(
        file=path.name, problem=err)


def _no_sheet(path: Path, sheet: str, sheets: list[str]) -> str:
    return translate("store.importers.formats", "{file} has no sheet {sheet} (sheets: {sheets})").format(
        file=path.name, sheet=repr(sheet), sheets=", ".join(sheets))


def _empty(path: Path) -> str:
    return translate("store.importers.formats", "{file} is empty").format(file=path.name)


def _header_only(path: Path) -> str:
    return translate("store.importers.formats", "{file} has a header but no rows").format(file=path.name)


def _no_rows(file: str) -> str:
    return translate("store.importers.formats", "{file} has no rows").format(file=file)


def _sheet_description(path: Path, sheet: str) -> str:
    return translate("store.importers.formats", "{file} (sheet {sheet})").format(file=path.name, sheet=repr(sheet))


def _rows_read(rows: int) -> str:
    """What an import's progress says."""
    return translate("store.importers.formats", "{rows} rows read").format(rows=plain_number(rows))


def labelled(series: pd.Series, labels: dict) -> pd.Series:
    """Values replaced by their value labels; a value without a label, or with an empty one, is kept."""
    def one(value):
        if value is None or (isinstance(value, float) and np.isnan(value)):
            return None
        label = labels.get(value)
        if label is not None and str(label).strip():
            return str(label)
        return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
    return series.astype(object).map(one)


def _ambiguous_label(label_sets: dict[str, dict]) -> tuple[str, str] | None:
    """(label set, label) of the first label that could stand for two values, if any: one given to several codes,
    or one that reads as a number other than its own code (label "3" on code 1: an unlabelled code 3 would then
    be counted with it). Such labels are not applied; the codes are imported instead, and a note says why."""
    for name, labels in label_sets.items():
        texts = [str(t).strip() for t in labels.values()]
        for code, text in labels.items():
            label = str(text).strip()
            if label and (texts.count(label) > 1 or (_reads_as_number(label) and label != _cell(code))):
                return name, str(text)
    return None


def _reads_as_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _ambiguous_note(found: tuple[str, str]) -> str:
    return translate("store.importers.formats", "its value labels were NOT applied, because in label set "
                     "{label_set} the label {label} could stand for two values: the numeric codes were "
                     "imported").format(label_set=repr(found[0]), label=repr(found[1]))


def _cell(value):
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return str(value)


class ParquetSource:
    decimal_comma, note = False, None

    def __init__(self, path, chunk_rows: int = 250_000):
        try:
            import pyarrow.parquet as pq
        except ImportError:
            raise ImportFailed(translate("store.importers.formats", "Reading Parquet needs the optional extra: "
                                         "{command}").format(command="pip install 'dpgui[parquet]'")) from None
        self.path, self.chunk_rows = Path(path), chunk_rows
        try:
            self._file = pq.ParquetFile(self.path)
        except Exception as err:  # pyarrow raises several types for a damaged file
            raise ImportFailed(translate("store.importers.formats", "{file} is not a readable Parquet file "
                                         "({problem})").format(file=self.path.name, problem=err)) from None
        self.columns = _unique_names(self.path.name, self._file.schema_arrow.names)
        self.description = self.path.name

    def chunks(self, task: Task):
        batches = self._file.iter_batches(batch_size=self.chunk_rows)
        yield from _frame_chunks((b.to_pandas() for b in batches), self._file.metadata.num_rows, task, self.path.name)


class FrameSource:
    """Rows already in memory: a pandas DataFrame, or an Arrow table (a Polars DataFrame comes as one, through its
    ``to_arrow``), imported without a temporary file. Its chunks go through the column code path of Parquet, Stata
    and SPSS files (``frame_columns``), so the values stored, the fingerprint that ties a budget to its people and
    the check of declared numbers are those of the same rows read from a file. A DataFrame's index is not a column
    and is not imported (``reset_index()`` first to keep it)."""

    decimal_comma, note = False, None

    def __init__(self, frame, description: str, chunk_rows: int = 100_000):
        self._frame, self.description, self.chunk_rows = frame, description, chunk_rows
        self._arrow = hasattr(frame, "to_batches")  # duck-typed: pyarrow is imported only by whoever made the table
        self.columns = _unique_names(description, frame.column_names if self._arrow else list(frame.columns))

    def chunks(self, task: Task):
        frame, size = self._frame, self.chunk_rows
        if self._arrow:
            frames = (b.to_pandas() for b in frame.to_batches(max_chunksize=size))
        else:
            frames = (frame.iloc[start:start + size] for start in range(0, len(frame), size))
        yield from _frame_chunks(frames, len(frame), task, self.description)


def _frame_chunks(frames, total: int, task: Task, file: str):
    """Each pandas frame as a chunk of text columns, with progress; a source with no rows is refused."""
    seen = 0
    for frame in frames:
        yield frame_columns(frame)
        seen += len(frame)
        task.progress(seen / max(total, 1), _rows_read(seen))
    if seen == 0:
        raise ImportFailed(_no_rows(file))


class StataSource:
    decimal_comma = False

    def __init__(self, path, chunk_rows: int = 100_000):
        import pandas as pd

        self.path, self.chunk_rows = Path(path), chunk_rows
        try:
            with pd.read_stata(self.path, iterator=True) as reader:
                self.columns = _unique_names(self.path.name, list(reader.variable_labels()))
                repeated = _ambiguous_label(reader.value_labels())
        except Exception as err:  # pandas raises ValueError or struct errors on damaged files
            raise ImportFailed(translate("store.importers.formats", "{file} is not a readable Stata file "
                                         "({problem})").format(file=self.path.name, problem=err)) from None
        self.convert = repeated is None
        if self.convert:
            self.note = None
            self.description = translate("store.importers.formats", "{file} (Stata, value labels applied)").format(
                file=self.path.name)
        else:
            self.note = _ambiguous_note(repeated)
            self.description = translate("store.importers.formats", "{file} (Stata, {note})").format(
                file=self.path.name, note=self.note)

    def chunks(self, task: Task):
        import pandas as pd

        seen, size = 0, max(self.path.stat().st_size, 1)
        try:
            with pd.read_stata(self.path, chunksize=self.chunk_rows, convert_categoricals=self.convert) as reader, \
                    warnings.catch_warnings():
                # pandas warns that a chunk's categories differ when some codes have no label; each value is
                # written as text, so they need not agree
                warnings.simplefilter("ignore", pd.errors.CategoricalConversionWarning)
                for frame in reader:
                    yield frame_columns(_codes_as_read(frame))
                    seen += len(frame)
                    task.progress(min(seen * len(self.columns) * 8 / size, 0.99), _rows_read(seen))
        except ImportFailed:
            raise
        except Exception as err:
            raise ImportFailed(translate("store.importers.formats", "{file}: {problem}").format(
                file=self.path.name, problem=" ".join(str(err).split())[:300])) from None
        if seen == 0:
            raise ImportFailed(_no_rows(self.path.name))


def _codes_as_read(frame: pd.DataFrame) -> pd.DataFrame:
    """pandas has put labels in place; a code without a label keeps its code, written as in the file (3, not
    the 3.0 of a labelled column held as floats)."""
    import pandas as pd

    for name in frame.columns:
        if isinstance(frame[name].dtype, pd.CategoricalDtype):
            frame[name] = labelled(frame[name], {})
    return frame


class SpssSource:
    decimal_comma, note = False, None

    def __init__(self, path, chunk_rows: int = 100_000):
        try:
            import pyreadstat
        except ImportError:
            raise ImportFailed(translate("store.importers.formats", "Reading SPSS needs the optional extra: "
                                         "{command}").format(command="pip install 'dpgui[spss]'")) from None
        self.path, self.chunk_rows, self._pyreadstat = Path(path), chunk_rows, pyreadstat
        try:
            _, meta = pyreadstat.read_sav(str(self.path), metadataonly=True)
        except Exception as err:
            raise ImportFailed(translate("store.importers.formats", "{file} is not a readable SPSS file "
                                         "({problem})").format(file=self.path.name, problem=err)) from None
        self.columns = _unique_names(self.path.name, meta.column_names)
        self._labels = meta.variable_value_labels
        self._rows = meta.number_rows or 0
        ambiguous = _ambiguous_label(self._labels)
        self.note = None if ambiguous is None else _ambiguous_note(ambiguous)
        if ambiguous is not None:
            self._labels = {}
        self.description = (translate("store.importers.formats", "{file} (SPSS, value labels applied)") if ambiguous
                            is None else translate("store.importers.formats", "{file} (SPSS)")).format(
            file=self.path.name)

    def chunks(self, task: Task):
        seen = 0
        reader = self._pyreadstat.read_file_in_chunks(self._pyreadstat.read_sav, str(self.path),
                                                      chunksize=self.chunk_rows)
        for frame, _ in reader:
            for name, labels in self._labels.items():
                frame[name] = labelled(frame[name], labels)
            yield frame_columns(frame)
            seen += len(frame)
            task.progress(seen / max(self._rows, 1), _rows_read(seen))
        if seen == 0:
            raise ImportFailed(_no_rows(self.path.name))
