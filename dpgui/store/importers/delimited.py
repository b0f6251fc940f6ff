"""CSV and TSV files, including ODK and KoboToolbox exports.

Decodes each value on its own (``store/importers/decoding.py``): UTF-8 where its bytes are UTF-8, else
Windows-1252, so one person's bytes decide only that person's value (a rule for the whole file would let
one row change how every other row reads). A byte-order mark is dropped; UTF-16 is refused. It detects
the delimiter (csv.Sniffer over , ; tab |) and decimal commas (for ; or tab separated
files whose numbers look like 3,5). Quoted newlines are parsed by pandas' C reader in chunks; an import of a
file that is provably well formed (``well_formed.py``: ASCII, no quotes, every row as wide as the header) reads it
with numpy instead, which stores the same.
ODK/Kobo mode strips group prefixes written with / or - and splits declared select_multiple
columns into 0/1 columns (answers outside the declared options go to "<q>/(other)").

Before any parser sees the file, one pass over its bytes refuses zero bytes and any line longer
than ``MAX_LINE_BYTES`` (a parser would hold such a line whole in memory), reading 16 MB at a time.
The delimiter is sniffed from the first 1 MiB, but the header row is read whole, however long it is.
"""

from __future__ import annotations

import codecs
import csv
import re
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import well_formed
from dpgui.store.importers.decoding import decode

# pandas is imported where it is used: the app's window opens without it (tests/test_architecture.py)
if TYPE_CHECKING:
    import pandas as pd

SAMPLE_BYTES = 1 << 20
BLOCK_BYTES = 16 << 20
MAX_LINE_BYTES = 10_000_000  # 10 MB: ten times the longest cell a dataset may hold (columns.MAX_FIELD_CHARS)
_DECIMAL_COMMA = re.compile(r"^-?\d+,\d+$")
_DECIMAL_POINT = re.compile(r"^-?\d+\.\d+$")


def detect_encoding(path: Path) -> str:
    """utf-8-sig or utf-8, each value then decoded by the rule (UTF-16 is refused)."""
    with open(path, "rb") as f:
        head = f.read(4)
    if head[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        raise ImportFailed(translate("store.importers.delimited", "{name} is UTF-16 text; save it as UTF-8 CSV and try again").format(
            name=path.name))
    return "utf-8-sig" if head.startswith(codecs.BOM_UTF8) else "utf-8"


def _scan(path: Path) -> bool:
    """One pass over the bytes: refuse zero bytes and over-long lines; whether every byte after a UTF-8
    byte-order mark is ASCII (then no value needs the rule of ``decoding.py``)."""
    offset, line, run, ascii = 0, 1, 0, True  # run: bytes since the last line break
    with open(path, "rb") as f:
        while block := f.read(BLOCK_BYTES):
            if offset == 0 and block.startswith(codecs.BOM_UTF8):
                ascii = block[len(codecs.BOM_UTF8):].isascii()
            else:
                ascii = ascii and block.isascii()
            nul = block.find(b"\x00")
            if nul >= 0:
                raise ImportFailed(translate("store.importers.delimited", "{name} contains binary data (a zero byte at "
                                             "byte {byte}); it is not a text table").format(
                    name=path.name, byte=plain_number(offset + nul)))
            data = np.frombuffer(block, np.uint8)
            breaks = np.flatnonzero((data == 10) | (data == 13))
            lengths = np.diff(np.append(breaks, len(block)), prepend=-1 - run) - 1  # the last one runs on
            if lengths.max() > MAX_LINE_BYTES:
                where = line + int(np.count_nonzero(data[breaks[:int(np.argmax(lengths > MAX_LINE_BYTES))]] == 10))
                raise ImportFailed(translate("store.importers.delimited", "{name}, line {line}: a line is longer than "
                                             "{megabytes} MB, which no table needs; is this really a CSV file?").format(
                    name=path.name, line=plain_number(where), megabytes=plain_number(MAX_LINE_BYTES / 1e6)))
            run = int(lengths[-1])
            line += int(np.count_nonzero(data[breaks] == 10))
            offset += len(block)
    return ascii


class DelimitedSource:
    note = None

    def __init__(self, path, delimiter: str | None = None, encoding: str | None = None, chunk_rows: int = 250_000,
                 odk: bool = False, select_multiple: dict[str, list[str]] | None = None):
        self.path = Path(path)
        if self.path.stat().st_size == 0:
            raise ImportFailed(translate("store.importers.delimited", "{name} is empty").format(name=self.path.name))
        self.encoding = encoding or detect_encoding(self.path)
        self._ascii_values = _scan(self.path)
        with open(self.path, encoding=self.encoding, errors=self._errors, newline="") as f:
            sample = f.read(SAMPLE_BYTES)
        self.delimiter = delimiter or self._sniff(sample)
        self.raw_columns = self._header()
        self.decimal_comma = self.delimiter != "," and self._looks_decimal_comma(sample)
        self.chunk_rows = chunk_rows
        self.select_multiple = select_multiple or {}
        self.columns = self._output_columns(odk)
        self.description = translate("store.importers.delimited", "{name} ({encoding}, delimiter {delimiter})").format(
            name=self.path.name, encoding=self.encoding, delimiter=repr(self.delimiter))

    def _sniff(self, sample: str) -> str:
        if self.path.suffix.lower() in (".tsv", ".tab"):
            return "\t"
        try:
            return csv.Sniffer().sniff(sample[:65536], delimiters=",;\t|").delimiter
        except csv.Error:
            return ","

    def _header(self) -> list[str]:
        """The first row, read whole however long it is (the sample may end inside it), up to MAX_LINE_BYTES."""
        try:
            with open(self.path, encoding=self.encoding, errors=self._errors, newline="") as f:
                header = [_by_the_rule(h) for h in
                          next(csv.reader(_header_lines(f, self.path.name), delimiter=self.delimiter))]
        except StopIteration:
            raise ImportFailed(translate("store.importers.delimited", "{name} has no header row").format(
                name=self.path.name)) from None
        except csv.Error as err:
            raise ImportFailed(translate("store.importers.delimited", "{name}, line 1: {problem}").format(
                name=self.path.name, problem=err)) from None
        if not any(h.strip() for h in header):
            raise ImportFailed(translate("store.importers.delimited", "{name} has no header row (its first line is blank)").format(
                name=self.path.name))
        names = [h.strip() or f"column_{i + 1}" for i, h in enumerate(header)]
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            if name in seen:
                raise ImportFailed(translate("store.importers.delimited", "{file}: the column name {name} appears "
                                             "twice (columns {first} and {second}); rename one and try again").format(
                    file=self.path.name, name=repr(name), first=seen[name] + 1, second=i + 1))
            seen[name] = i
        return names

    def _looks_decimal_comma(self, sample: str) -> bool:
        fields = [f.strip().strip('"') for line in sample.splitlines()[1:200] for f in line.split(self.delimiter)]
        return any(_DECIMAL_COMMA.match(f) for f in fields) and not any(_DECIMAL_POINT.match(f) for f in fields)

    def _output_columns(self, odk: bool) -> list[str]:
        names = [_strip_group(n) for n in self.raw_columns] if odk else list(self.raw_columns)
        if len(set(names)) != len(names):  # stripping made two names equal: keep those in full
            names = [n if names.count(n) == 1 else raw for n, raw in zip(names, self.raw_columns)]
        self._names = names
        for question in self.select_multiple:
            if question not in names:
                raise ImportFailed(translate("store.importers.delimited", "{file}: there is no select_multiple column {name}").format(
                    file=self.path.name, name=repr(question)))
        out = []
        for name in names:
            if name in self.select_multiple:
                out += [f"{name}/{option}" for option in self.select_multiple[name]] + [f"{name}/(other)"]
            else:
                out.append(name)
        return out

    def factorized_chunks(self, task: Task):
        """The chunks as the project stores them: those of a well-formed file (``well_formed.py``) read without
        pandas, each column as ``columns.Factorized``; any other file's as :meth:`chunks` reads them."""
        offsets = None
        if self._by_value and self._ascii_values and not self.select_multiple:
            offsets = well_formed.chunk_offsets(self.path, self.delimiter, len(self.raw_columns), self.chunk_rows)
        if offsets is None:
            yield from self.chunks(task)
            return
        size, rows_seen = max(self.path.stat().st_size, 1), 0
        try:
            for chunk, end in well_formed.chunks(self.path, self.delimiter, len(self.raw_columns), offsets):
                yield chunk
                rows_seen += len(chunk[0])
                task.progress(end / size, translate("store.importers.delimited", "{rows} rows read").format(
                    rows=plain_number(rows_seen)))
        except ValueError as err:  # the file was changed since it was proven well formed
            raise ImportFailed(translate("store.importers.delimited", "{name}: {problem}").format(
                name=self.path.name, problem=_line_message(err, rows_seen))) from None

    def chunks(self, task: Task):
        import pandas as pd

        # a row with fields past the header keeps the first ones, as every engine reads it (docs/linked.md)
        warnings.filterwarnings("ignore", "Length of header or names", pd.errors.ParserWarning)

        size = max(self.path.stat().st_size, 1)
        rows_seen = 0
        with open(self.path, "rb") as raw:
            try:
                reader = pd.read_csv(raw, sep=self.delimiter, encoding="latin-1" if self._by_value else self.encoding,
                                     dtype=object, na_filter=False,  # object: no round trip through Arrow strings
                                     header=0, names=self.raw_columns, chunksize=self.chunk_rows, engine="c",
                                     # never read a first column as row labels: a first row with one field too
                                     # many would otherwise shift every column of every row
                                     index_col=False,
                                     # with one column, a blank line is a missing value, which stays missing
                                     skip_blank_lines=len(self.raw_columns) > 1)
                for frame in reader:
                    yield self._convert(frame)
                    rows_seen += len(frame)
                    task.progress(raw.tell() / size, translate("store.importers.delimited", "{rows} rows read").format(
                        rows=plain_number(rows_seen)))
            except pd.errors.EmptyDataError:
                raise ImportFailed(translate("store.importers.delimited", "{name} has no data").format(
                    name=self.path.name)) from None
            except UnicodeDecodeError as err:
                raise ImportFailed(translate("store.importers.delimited", "{name}: the text is not valid {encoding} ({reason})").format(
                    name=self.path.name, encoding=self.encoding, reason=err.reason)) from None
            except (pd.errors.ParserError, csv.Error, ValueError) as err:
                raise ImportFailed(translate("store.importers.delimited", "{name}: {problem}").format(
                    name=self.path.name, problem=_line_message(err, rows_seen))) from None
        if rows_seen == 0:
            raise ImportFailed(translate("store.importers.delimited", "{name} has a header but no rows").format(
                name=self.path.name))

    @property
    def _by_value(self) -> bool:
        """Whether values are decoded one by one (no encoding was declared)."""
        return self.encoding in ("utf-8", "utf-8-sig")

    @property
    def _errors(self) -> str:
        """Python's reader keeps bytes that are not UTF-8 as surrogates, to be decoded value by value."""
        return "surrogateescape" if self._by_value else "strict"

    def _convert(self, frame: pd.DataFrame) -> list[np.ndarray]:
        out = []
        for raw_name, name in zip(self.raw_columns, self._names):
            values = frame[raw_name].to_numpy(dtype=object)
            if self._by_value and not self._ascii_values:
                values = _from_latin_1(values)
            if name in self.select_multiple:
                out += _split_multiple(values, self.select_multiple[name])
            else:
                out.append(values)
        return out


def _by_the_rule(value: str) -> str:
    """A value read with surrogateescape, decoded by the rule (``store/importers/decoding.py``)."""
    try:
        value.encode("utf-8")
        return value
    except UnicodeEncodeError:  # it holds bytes that are not UTF-8
        return decode(value.encode("utf-8", "surrogateescape"))


def _from_latin_1(values: np.ndarray) -> np.ndarray:
    """Values pandas read as Latin-1 (each byte one character, nothing lost), decoded by the rule: each
    distinct value once, and not at all when the chunk is ASCII."""
    if "".join(values).isascii():
        return values
    import pandas as pd
    codes, uniques = pd.factorize(values)
    return np.array([decode(u.encode("latin-1")) for u in uniques], dtype=object)[codes]


def _header_lines(f, name: str):
    """The file's lines for the csv reader of its first row (a quoted name may span lines), refused past
    MAX_LINE_BYTES characters in all: the header is held whole in memory."""
    read = 0
    for line in f:
        read += len(line)
        if read > MAX_LINE_BYTES:
            raise ImportFailed(translate("store.importers.delimited", "{name}: its first row, the column names, is "
                                         "longer than {megabytes} MB, which no table needs; is this really a CSV "
                                         "file?").format(name=name, megabytes=plain_number(MAX_LINE_BYTES / 1e6)))
        yield line


def _strip_group(name: str) -> str:
    """ODK/Kobo group prefixes: "household/member-age" → "age"; a trailing "/option" is kept."""
    return re.split(r"[/-]", name)[-1] if re.search(r"[/-]", name) else name


def _split_multiple(values: np.ndarray, options: list[str]) -> list[np.ndarray]:
    """Space-separated select_multiple answers → one 0/1 column per declared option, plus "(other)"."""
    answers = [set(str(v).split()) if v not in (None, "") else None for v in values]
    known = set(options)
    columns = [np.array([None if a is None else ("1" if o in a else "0") for a in answers], dtype=object)
               for o in options]
    columns.append(np.array([None if a is None else ("1" if a - known else "0") for a in answers], dtype=object))
    return columns


def _line_message(err: Exception, rows_before: int) -> str:
    text = str(err).strip().splitlines()[-1] if str(err).strip() else type(err).__name__
    if "EOF inside string" in text:
        return translate(
            "store.importers.delimited", "the file ends inside a quoted field ({problem}); it may be truncated").format(
            problem=text)
    if "Expected" in text and "fields" in text:
        return translate("store.importers.delimited", "rows have different numbers of fields: {problem}").format(
            problem=text)
    return translate("store.importers.delimited", "{problem} (after {rows} rows)").format(
        problem=text, rows=plain_number(rows_before))
