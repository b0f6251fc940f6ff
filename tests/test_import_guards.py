"""Issue #15: imports that no longer mislead, and hostile files refused before they are parsed."""

import json
import os
import subprocess
import sys
import zipfile
import zlib

import numpy as np
import pandas as pd
import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import pure
from dpgui.core.progress import Task
from dpgui.resources import example_path
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import open_table
from dpgui.store.importers.formats import MAX_WORKBOOK_BYTES
from dpgui.store.project import Project

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCOME = {"columns": {"income": {"type": "numeric", "lower": 0, "upper": 1000}}}


@pytest.fixture
def project(tmp_path):
    path = tmp_path / "p.dpgui"
    Project.create(path, pure(1)).close()
    return path


def rows(source):
    return [list(column) for chunk in source.chunks(Task()) for column in chunk]


def test_text_in_a_numeric_column_is_refused_at_import_and_at_declaration(project, tmp_path, capsys):
    data, schema = tmp_path / "d.csv", tmp_path / "s.json"
    values = ["100", "n/a", "", "unknown", "250", "n/a", '"3,5"'] * 6
    data.write_text("id,income\n" + "".join(f"{i},{v}\n" for i, v in enumerate(values)), encoding="utf-8")
    schema.write_text(json.dumps(INCOME), encoding="utf-8")
    assert main(["import", str(project), str(data), "--schema", str(schema)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert ("column income is declared numeric but 24 values are not numbers (data rows 2, 4, 6, 7, 9, …): "
            "'n/a', 'unknown', '3,5'") in err
    with Project.open(project, readonly=True) as p:
        assert p.datasets() == []  # nothing was imported
    assert main(["import", str(project), str(data), "--name", "d"]) == 0
    capsys.readouterr()
    assert main(["schema", str(project), "d", "--set", str(schema), "--json"]) == 2
    assert "24 values are not numbers" in json.loads(capsys.readouterr().err)["error"]
    with Project.open(project, readonly=True) as p:
        assert p.dataset("d").schema is None
    data.write_text("id,income\n1,100\n2,\n3,250\n", encoding="utf-8")  # empty cells are missing, not text
    assert main(["import", str(project), str(data), "--name", "ok", "--schema", str(schema)]) == 0


def test_the_gui_refuses_the_declaration_too(project, tmp_path, qtbot):
    from dpgui.ui.context import StudyContext

    data = tmp_path / "d.csv"
    data.write_text("income\n1\nlots\n", encoding="utf-8")
    with Project.open(project) as p:
        p.add_dataset("d", open_table(data))
    context = StudyContext()
    context.open(project)
    with pytest.raises(ValueError, match="1 value is not a number"):
        context.set_schema(parse_schema(INCOME))
    assert context.project.dataset("d").schema is None and context.undo.count() == 0
    context.close()


def test_an_spss_value_with_an_empty_label_keeps_its_value(tmp_path):
    pyreadstat = pytest.importorskip("pyreadstat")
    frame = pd.DataFrame({"a": [1.0, 2.0, 3.0, np.nan]})
    pyreadstat.write_sav(frame, str(tmp_path / "e.sav"), variable_value_labels={"a": {1.0: "", 2.0: "two"}})
    assert rows(open_table(tmp_path / "e.sav")) == [["1", "two", "3", None]]


def test_stata_repeated_value_labels_import_the_codes_and_say_so(project, tmp_path, capsys):
    frame = pd.DataFrame({"c": [1, 2, 3]})
    frame.to_stata(tmp_path / "r.dta", write_index=False, version=118,
                   value_labels={"c": {1: "same", 2: "same", 3: "other"}})
    assert main(["import", str(project), str(tmp_path / "r.dta"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert "value labels were NOT applied" in out["source"] and "'same'" in out["source"]
    assert "\n" not in out["source"]
    assert rows(open_table(tmp_path / "r.dta")) == [["1", "2", "3"]]


def test_the_app_says_so_in_a_dialog(project, tmp_path, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from dpgui.ui.main_window import MainWindow

    pd.DataFrame({"c": [1, 2]}).to_stata(tmp_path / "r.dta", write_index=False, version=118,
                                         value_labels={"c": {1: "same", 2: "same"}})
    notes = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: notes.append(text))
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_path(str(project))
    window.run_import(str(tmp_path / "r.dta"), "r", {}, None)
    qtbot.waitUntil(lambda: bool(notes), timeout=20_000)
    assert notes[0].startswith("r.dta: its value labels were NOT applied") and "\n" not in notes[0]
    window.context.close()


def test_the_bundled_schema_file_imports(project, capsys):
    assert main(["import", str(project), str(example_path("clinic_survey.csv")), "--name", "c", "--schema",
                 str(example_path("clinic_survey.schema.json")), "--json"]) == 0
    assert "drug_use_reported" in json.loads(capsys.readouterr().out)["schema"]["columns"]
    assert main(["release", str(project), "--dataset", "c", "--query",
                 '{"type":"histogram","column":"drug_use_reported"}', "--epsilon", "0.1"]) == 2
    assert "randomized-response answers" in capsys.readouterr().err  # estimated from its design, not released


# -- bombs ---------------------------------------------------------------------------------------------

def workbook_bomb(path, unpacked: int) -> None:
    """An .xlsx whose one sheet inflates to ``unpacked`` bytes (about 1000:1), written in under a second:
    the sheet is one block compressed once (a full flush resets the window) and repeated."""
    with zipfile.ZipFile(path, "w") as book:
        book.writestr("[Content_Types].xml", '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-'
                      'types"><Default Extension="xml" ContentType="application/xml"/></Types>')
        book.writestr("xl/workbook.xml", "<workbook/>")
        head, tail = b"<worksheet><sheetData>", b"</sheetData></worksheet>"
        block = b"<row><c><v>1</v></c></row>" * 40_000
        n = (unpacked - len(head) - len(tail)) // len(block)
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        parts = [deflate.compress(head) + deflate.flush(zlib.Z_FULL_FLUSH),
                 deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH), deflate.compress(tail) + deflate.flush()]
        crc = zlib.crc32(head)
        for _ in range(n):
            crc = zlib.crc32(block, crc)
        info = zipfile.ZipInfo("xl/worksheets/sheet1.xml")
        info.compress_type, info.CRC = zipfile.ZIP_DEFLATED, zlib.crc32(tail, crc)
        info.file_size = len(head) + n * len(block) + len(tail)
        info.compress_size = len(parts[0]) + n * len(parts[1]) + len(parts[2])
        info.header_offset = book.fp.tell()
        book.fp.write(info.FileHeader(zip64=info.file_size > 0xFFFFFFFF))
        book.fp.write(parts[0] + parts[1] * n + parts[2])
        book.start_dir = book.fp.tell()
        book.filelist.append(info)
        book.NameToInfo[info.filename] = info


CHILD = """
import json, sys, time
from dpgui.core.progress import Task
from dpgui.store.importers import open_table
out = []
for path in sys.argv[1:]:
    started = time.perf_counter()
    try:
        [None for _ in open_table(path).chunks(Task())]
        message = "IMPORTED"
    except Exception as err:
        message = f"{type(err).__name__} {err}"
    out.append([message, time.perf_counter() - started])
# VmHWM is this process's own peak (ru_maxrss would carry over the forking parent's, however large the test run)
hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(json.dumps({"results": out, "peak_mb": hwm / 1024}))
"""


def test_bombs_are_refused_in_seconds_and_little_memory(tmp_path):
    """A 2 GiB workbook in a 6 MB file, and a CSV whose second line is 300 MB (the C parser alone would
    hold over a gigabyte for it), imported in a fresh process that reports its own peak memory."""
    bomb, line = tmp_path / "bomb.xlsx", tmp_path / "line.csv"
    workbook_bomb(bomb, 2 * MAX_WORKBOOK_BYTES)
    assert bomb.stat().st_size < 10_000_000
    with open(line, "wb") as f:
        f.write(b"a,b\n1,")
        for _ in range(300):
            f.write(b"x" * (1 << 20))
        f.write(b"\n")
    done = subprocess.run([sys.executable, "-c", CHILD, str(bomb), str(line)], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": ROOT})
    report = json.loads(done.stdout)
    (bomb_message, bomb_seconds), (line_message, line_seconds) = report["results"]
    assert bomb_message.startswith("ImportFailed bomb.xlsx would unpack to 2,04"), bomb_message
    assert line_message.startswith("ImportFailed line.csv, line 2: a line is longer than 10 MB"), line_message
    assert bomb_seconds < 5 and line_seconds < 5 and report["peak_mb"] < 500, report


def test_long_lines_are_found_across_blocks(tmp_path, monkeypatch):
    import dpgui.store.importers.delimited as delimited

    monkeypatch.setattr(delimited, "BLOCK_BYTES", 7)
    monkeypatch.setattr(delimited, "MAX_LINE_BYTES", 10)
    ok, long = tmp_path / "ok.csv", tmp_path / "long.csv"
    ok.write_bytes(b"a,b\r\n" + b"1234,5678\n" * 5)
    long.write_bytes(b"a,b\n" + b"1,2\n" * 5 + b"123456,78901\n")
    assert rows(open_table(ok)) == [["1234"] * 5, ["5678"] * 5]
    with pytest.raises(ImportFailed, match="line 7: a line is longer than"):
        open_table(long)


def test_a_header_longer_than_the_sample_is_read_whole(tmp_path):
    """The delimiter is sniffed from the first MiB; the header was cut there, mid-name, and then refused with a
    false "appears twice"."""
    names = [f"column_{i}" for i in range(120_000)]  # 1.7 MB of names
    for delimiter in (",", ";"):
        path = tmp_path / "wide.csv"
        path.write_text(delimiter.join(names) + "\n" + delimiter.join("1" for _ in names) + "\n", encoding="utf-8")
        assert open_table(path).columns == names


def test_a_header_too_long_to_hold_is_refused_saying_so(tmp_path, monkeypatch):
    import dpgui.store.importers.delimited as delimited

    monkeypatch.setattr(delimited, "MAX_LINE_BYTES", 100)
    path = tmp_path / "quoted.csv"  # each line is short, but the quoted names run on across them
    path.write_text(",".join(f'"name {i}\nmore"' for i in range(20)) + "\n" + ",".join("1" * 20) + "\n",
                    encoding="utf-8")
    with pytest.raises(ImportFailed, match="its first row, the column names, is longer than"):
        open_table(path)
