"""Every supported format imports correctly; every malformed file gets a clear message and leaves
the project byte-for-byte unchanged (by hand and with hypothesis)."""

import hashlib

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dpgui.core.costs.accounting import pure
from dpgui.core.progress import Cancelled, Task
from dpgui.store.errors import ImportFailed, StoreError
from dpgui.store.importers import open_table
from dpgui.store.project import Project


def stored(project, name, column):
    info = project.dataset(name)
    values = []
    for raw, codes in project.column_chunks(info, column):
        values += [raw[c] if c < len(raw) else None for c in codes]
    return values


@pytest.fixture
def project(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(1)) as p:
        yield p


def write(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252", "latin-1"])
def test_encodings(project, tmp_path, encoding):
    text = "name,city\nJosé,Zürich\nŒuvre,“Bogotá”\n" if encoding == "cp1252" else "name,city\nJosé,Zürich\nAïcha,Bogotá\n"
    path = write(tmp_path, "e.csv", text.encode(encoding))
    project.add_dataset("e", open_table(path))
    assert stored(project, "e", "name")[0] == "José" and stored(project, "e", "city")[0] == "Zürich"
    if encoding == "cp1252":
        assert stored(project, "e", "name")[1] == "Œuvre"


@pytest.mark.parametrize("sep", [",", ";", "\t", "|"])
def test_delimiters_quoted_newlines(project, tmp_path, sep):
    text = f'id{sep}comment{sep}n\n1{sep}"two\nlines"{sep}5\n2{sep}plain{sep}6\n'
    project.add_dataset("d", open_table(write(tmp_path, "d.csv", text.encode())))
    assert stored(project, "d", "comment") == ["two\nlines", "plain"]
    assert project.dataset("d").n_rows == 2


def test_tsv_extension(project, tmp_path):
    project.add_dataset("t", open_table(write(tmp_path, "t.tsv", b"a\tb\n1\t2\n")))
    assert project.dataset("t").columns == ["a", "b"]


def test_decimal_comma(project, tmp_path):
    path = write(tmp_path, "dc.csv", "weight;height\n72,5;1,80\n80,25;1,75\n".encode())
    source = open_table(path)
    assert source.decimal_comma
    project.add_dataset("dc", source)
    from dpgui.store.columns import to_float
    raw = stored(project, "dc", "weight")
    assert to_float(raw, decimal_comma=True).tolist() == [72.5, 80.25]


def test_chunks_and_cancel_leave_nothing(project, tmp_path):
    rows = "".join(f"{i},{i % 7}\n" for i in range(50_000))
    path = write(tmp_path, "big.csv", ("a,b\n" + rows).encode())
    seen = []
    task = Task(lambda f, m: seen.append(f))
    project.add_dataset("big", open_table(path, chunk_rows=10_000), task=task)
    assert project.dataset("big").n_rows == 50_000 and len(seen) >= 5 and seen[-1] == 1.0

    def cancel_after_two(f, m):
        if len(calls) == 2:
            task.cancel()
        calls.append(f)
    calls = []
    task = Task(cancel_after_two)
    with pytest.raises(Cancelled):
        project.add_dataset("again", open_table(path, chunk_rows=10_000), task=task)
    assert [d.name for d in project.datasets()] == ["big"]


def test_xlsx(project, tmp_path):
    import openpyxl
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["region", "age", "score"])
    sheet.append(["North", 34, 1.5])
    sheet.append(["South", None, 2.0])
    book.save(tmp_path / "x.xlsx")
    project.add_dataset("x", open_table(tmp_path / "x.xlsx"))
    assert stored(project, "x", "age") == ["34", None] and stored(project, "x", "score") == ["1.5", "2"]


def test_parquet(project, tmp_path):
    pd.DataFrame({"a": [1, 2, None], "b": ["x", "y", "z"]}).to_parquet(tmp_path / "p.parquet")
    project.add_dataset("p", open_table(tmp_path / "p.parquet"))
    assert stored(project, "p", "a") == ["1", "2", None] and stored(project, "p", "b") == ["x", "y", "z"]


def test_stata_value_labels_are_kept(project, tmp_path):
    frame = pd.DataFrame({"sex": pd.Categorical(["male", "female", "male"]), "age": [30, 41, 52]})
    frame.to_stata(tmp_path / "s.dta", write_index=False)
    project.add_dataset("s", open_table(tmp_path / "s.dta"))
    assert stored(project, "s", "sex") == ["male", "female", "male"]


def test_spss_value_labels_are_kept(project, tmp_path):
    pyreadstat = pytest.importorskip("pyreadstat")  # an optional extra; CI installs it
    frame = pd.DataFrame({"sex": [1.0, 2.0, 1.0], "age": [30.0, 41.0, 52.0]})
    pyreadstat.write_sav(frame, str(tmp_path / "s.sav"), variable_value_labels={"sex": {1.0: "male", 2.0: "female"}})
    project.add_dataset("s", open_table(tmp_path / "s.sav"))
    assert stored(project, "s", "sex") == ["male", "female", "male"]


def test_odk_and_kobo_exports(project, tmp_path):
    text = ("start;household/member-age;household/fruits;_uuid\n"
            "2024-01-01;34;apple banana;u1\n"
            "2024-01-02;51;kiwi;u2\n"
            "2024-01-03;27;;u3\n")
    path = write(tmp_path, "kobo.csv", text.encode())
    source = open_table(path, odk=True, select_multiple={"fruits": ["apple", "banana"]})
    assert source.delimiter == ";"
    assert source.columns == ["start", "age", "fruits/apple", "fruits/banana", "fruits/(other)", "_uuid"]
    project.add_dataset("kobo", source)
    assert stored(project, "kobo", "fruits/apple") == ["1", "0", None]
    assert stored(project, "kobo", "fruits/(other)") == ["0", "1", None]  # kiwi is not dropped silently


BAD_FILES = {
    "truncated": (b'a,b\n1,"unterminated\n', "truncated|quoted"),
    "wrong encoding (UTF-16)": ("a,b\n1,2\n".encode("utf-16"), "UTF-16"),
    "ragged rows": (b"a,b\n1,2\n3,4,5\n", "line 3"),
    "binary garbage": (bytes(range(256)) * 20, "binary"),
    "empty": (b"", "empty"),
    "header only": (b"a,b,c\n", "header but no rows"),
    "duplicate headers": (b"a,b,a\n1,2,3\n", "appears twice"),
    "enormous field": (b"a,b\n1," + b"x" * 1_500_000 + b"\n", "characters long"),
    "only blank lines": (b"\n\n\n", "no header|empty|no rows"),
}


@pytest.mark.parametrize("case", BAD_FILES)
def test_bad_files_get_a_clear_message_and_change_nothing(tmp_path, case):
    data, message = BAD_FILES[case]
    path = tmp_path / "p.dpgui"
    with Project.create(path, pure(1)):
        pass
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    with Project.open(path) as project:
        with pytest.raises(ImportFailed, match=message) as err:
            project.add_dataset("bad", open_table(write(tmp_path, "bad.csv", data)))
        assert "bad.csv" in str(err.value)
        assert project.datasets() == []
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_unknown_format_and_missing_file(tmp_path):
    with pytest.raises(ImportFailed, match="reads"):
        open_table(write(tmp_path, "x.pdf", b"%PDF"))
    with pytest.raises(ImportFailed, match="no file"):
        open_table(tmp_path / "nope.csv")
    with pytest.raises(ImportFailed, match="not a readable Excel"):
        open_table(write(tmp_path, "x.xlsx", b"not a zip"))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(st.binary(max_size=400),
                      st.text(max_size=300).map(lambda t: t.encode("utf-8")),
                      st.lists(st.lists(st.sampled_from(["1", "x", '"', "", "a,b", "\n", "é", ";"]), max_size=5),
                               max_size=6).map(lambda rows: "\n".join(",".join(r) for r in rows).encode())))
def test_any_bytes_import_or_fail_cleanly(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("h")
    path = folder / "p.dpgui"
    with Project.create(path, pure(1)):
        pass
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    csv_path = folder / "in.csv"
    csv_path.write_bytes(data)
    with Project.open(path) as project:
        try:
            info = project.add_dataset("h", open_table(csv_path))
            assert info.n_rows >= 1
            changed = True
        except StoreError:
            assert project.datasets() == []
            changed = False
    if not changed:
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_blank_line_in_a_one_column_file_is_a_missing_value(tmp_path, project):
    path = tmp_path / "one.csv"
    path.write_bytes(b"income\n100\n\n300\n")
    info = project.add_dataset("one", open_table(path))
    assert info.n_rows == 3


def test_one_value_that_is_not_utf8_decides_only_its_own_reading(project, tmp_path):
    """Each value is decoded alone: a Windows-1252 byte in one row leaves every other row's UTF-8 as it is
    (a rule for the whole file let one person change how everyone's é reads: a neighbour breach)."""
    path = write(tmp_path, "m.csv", "city\nZürich\nGenève\n".encode() + "Café\n".encode("cp1252"))
    project.add_dataset("m", open_table(path))
    assert [stored(project, "m", "city")[i] for i in range(3)] == ["Zürich", "Genève", "Café"]


def test_a_first_row_with_a_field_too_many_shifts_no_column(project, tmp_path):
    """pandas took the first column for row labels when the first row was one field longer, so one row moved
    every value of every other row into the next column; the extra field is dropped, as the engines do."""
    project.add_dataset("s", open_table(write(tmp_path, "s.csv", b"x,c\n1,a,zzz\n2,b\n3,a\n")))
    assert stored(project, "s", "x") == ["1", "2", "3"] and stored(project, "s", "c") == ["a", "b", "a"]


def test_proposed_categories_put_numeric_codes_in_numeric_order():
    """Issue #28: 2 before 10, as a person reads codes; text after, alphabetically."""
    from dpgui.store.declared.schema import propose_schema

    profile = {"children": {"unique": False, "rows": 100, "numeric_range": (0, 12), "distinct": ["10", "2", "0", "12"]},
               "mixed": {"unique": False, "rows": 9, "numeric_range": None, "distinct": ["b", "a", "10", "9"]}}
    columns = propose_schema(profile).schema.columns
    assert columns["children"].categories == ("0", "2", "10", "12")
    assert columns["mixed"].categories == ("9", "10", "a", "b")
