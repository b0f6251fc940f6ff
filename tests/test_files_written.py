"""Issue #15: everything the app writes is whole (or absent), private when it holds rows, and safe to
open in a spreadsheet. Every writer runs under fault injection at each disk call in turn."""

import csv
import errno
import io
import json
import os
import shutil
import sqlite3
import stat
import subprocess

import openpyxl
import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.report.document import build_report
from dpgui.report.release_export import write_release
from dpgui.report.render import write_report
from dpgui.report.survey_export import write_export
from dpgui.resources import example_path
from dpgui.store import surveys as store
from dpgui.store.errors import StoreError, WriteFailed
from dpgui.store.importers.xlsform import read_xlsform
from dpgui.store.importers.xlsform_writer import write_xlsform
from dpgui.store.project import Project
from dpgui.store.safe_cells import write_csv
from dpgui.store.safe_files import copy_file, make_private, others_can_read, write_text
from tests.survey_fixtures import make_survey

PAYLOADS = ['=HYPERLINK("http://x")', "+cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3", "\t=1", "\r=1"]
FAKE_RELEASE = {"release_id": 1, "confidence": 0.95, "method": "=1+1", "query": "histogram",
                "rows": [{"label": p, "estimate": -3 - i, "ci_low": -7.5, "ci_high": 2} for i, p in enumerate(PAYLOADS)]}


# -- formulas -------------------------------------------------------------------------------------

def csv_cells(path):
    with open(path, newline="", encoding="utf-8") as f:
        return [cell for row in csv.reader(f) for cell in row]


def assert_no_formula_csv(path):
    for cell in csv_cells(path):
        assert not cell.startswith(("=", "+", "@", "\t", "\r")), cell
        if cell.startswith("-"):  # only plain numbers may begin with a minus
            float(cell)


def assert_no_formula_xlsx(path):
    book = openpyxl.load_workbook(path)
    for sheet in book.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                assert cell.data_type != "f", (sheet.title, cell.coordinate, cell.value)


def payload_survey():
    survey = make_survey()
    survey.title = PAYLOADS[0]
    survey.questions[0].label = {"English": PAYLOADS[1], "Français": PAYLOADS[2]}
    for choice, payload in zip(survey.questions[0].choices, PAYLOADS[3:]):
        choice["label"] = {"English": payload, "Français": payload}
    return survey


@pytest.fixture
def surveyed(tmp_path):
    """A project holding the payload survey with a few responses."""
    path = tmp_path / "survey.dpgui"
    with Project.create(path, pure(1)) as project:
        survey = payload_survey()
        store.save_survey(project, survey)
        for region in ("north", "south", "north"):
            store.commit_response(project, survey, survey.respond({"region": region, "drugs": "no", "income": "band1"}))
    return path


def test_release_exports_carry_no_formula_and_numbers_stay_numbers(tmp_path):
    write_release(FAKE_RELEASE, tmp_path / "r.csv")
    assert_no_formula_csv(tmp_path / "r.csv")
    assert [c for c in csv_cells(tmp_path / "r.csv") if c.startswith("'")] == [f"'{p}" for p in PAYLOADS]
    assert "-3" in csv_cells(tmp_path / "r.csv") and "-7.5" in csv_cells(tmp_path / "r.csv")
    write_release(FAKE_RELEASE, tmp_path / "r.xlsx")
    assert_no_formula_xlsx(tmp_path / "r.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "r.xlsx").active
    texts = [sheet.cell(i + 2, 1).value for i in range(len(PAYLOADS))]
    assert texts == [p.replace("\r", "\n") for p in PAYLOADS]  # text as released (XML reads \r as \n)
    assert [sheet.cell(i + 2, 2).value for i in range(len(PAYLOADS))] == [-3 - i for i in range(len(PAYLOADS))]
    write_release(FAKE_RELEASE, tmp_path / "k.csv", keep_formulas=True)
    assert PAYLOADS[0] in csv_cells(tmp_path / "k.csv")


def test_csv_rows_repeating_labels_are_neutralised_every_time_and_values_keep_their_type(tmp_path):
    """write_csv checks each distinct text once (synthetic rows repeat a few labels): every repeat is still
    neutralised, and values that hash alike (1, 1.0, True) are written as themselves."""
    rows = [[p, 1, True, 1.0, "-2"] for p in PAYLOADS] * 3 + [[True, 1.0, 1, p, "x"] for p in PAYLOADS]
    write_csv(tmp_path / "r.csv", ["a", "b", "c", "d", "e"], rows)
    assert_no_formula_csv(tmp_path / "r.csv")
    with open(tmp_path / "r.csv", newline="", encoding="utf-8") as f:
        read = list(csv.reader(f))[1:]
    assert read == [[f"'{p}", "1", "True", "1.0", "-2"] for p in PAYLOADS] * 3 + \
        [["True", "1.0", "1", f"'{p}", "x"] for p in PAYLOADS]
    write_csv(tmp_path / "k.csv", ["a"], [[PAYLOADS[0]]] * 2, keep_formulas=True)
    assert csv_cells(tmp_path / "k.csv").count(PAYLOADS[0]) == 2


def test_cli_export_of_a_release_with_hostile_categories(tmp_path, capsys):
    project, data, schema = tmp_path / "p.dpgui", tmp_path / "d.csv", tmp_path / "s.json"
    data.write_text("c\na\nb\n", encoding="utf-8")
    schema.write_text(json.dumps({"columns": {"c": {"type": "categorical", "categories": PAYLOADS}}}),
                      encoding="utf-8")
    assert main(["project", "create", str(project), "--epsilon", "1"]) == 0
    assert main(["import", str(project), str(data), "--name", "d", "--schema", str(schema)]) == 0
    assert main(["release", str(project), "--dataset", "d", "--query", '{"type":"histogram","column":"c"}',
                 "--epsilon", "0.5"]) == 0
    for fmt in ("csv", "xlsx"):
        out = tmp_path / f"e.{fmt}"
        assert main(["export", str(project), "--release", "1", "--format", fmt, "--out", str(out)]) == 0
        if fmt == "csv":
            assert_no_formula_csv(out)
        else:
            assert_no_formula_xlsx(out)
            values = [r[1] for r in openpyxl.load_workbook(out).active.iter_rows(min_row=2, max_row=7, values_only=True)]
            assert all(isinstance(v, int) for v in values)  # noisy counts, negative or not, are numbers
    assert main(["export", str(project), "--release", "1", "--format", "csv", "--out", str(tmp_path / "k.csv"),
                 "--keep-formulas"]) == 0
    assert PAYLOADS[0] in csv_cells(tmp_path / "k.csv")
    capsys.readouterr()


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_survey_exports_codebooks_and_forms_carry_no_formula(surveyed, tmp_path, suffix):
    with Project.open(surveyed, readonly=True) as project:
        survey = store.current_survey(project)
        responses = store.responses(project, survey)
    written = write_export(survey, responses, [{"group": PAYLOADS[2], "estimate": -0.25}], tmp_path / f"out{suffix}")
    for path in written:
        if path.suffix == ".csv":
            assert_no_formula_csv(path)
        elif path.suffix == ".xlsx":
            assert_no_formula_xlsx(path)
        else:
            assert "\n=" not in path.read_text(encoding="utf-8").split("\n", 1)[0]  # the title stays a comment
    form = write_xlsform(survey, tmp_path / "form.xlsx")
    assert_no_formula_xlsx(form)
    assert read_xlsform(form).title == survey.title  # a text cell reads back exactly


def test_the_clipboard_copy_is_neutralised_too(qtbot):
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.results import ResultsPage

    page = ResultsPage(StudyContext())
    qtbot.addWidget(page)
    page.current = FAKE_RELEASE
    page.displayed_rows = lambda: FAKE_RELEASE["rows"]
    assert all(not c.startswith(("=", "+", "@", "\t", "\r")) for c in csv_cells_text(page.table_text()))


def csv_cells_text(text):
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


# -- whole or absent: fault injection ---------------------------------------------------------------

class Faults:
    """Counts os.write / os.fsync / os.replace calls and makes call number ``k`` of one of them fail."""

    NAMES = ("write", "fsync", "replace")

    def __init__(self, monkeypatch, target=None, k=0, code=errno.ENOSPC):
        self.calls = dict.fromkeys(self.NAMES, 0)
        for name in self.NAMES:
            monkeypatch.setattr(os, name, self._wrap(name, getattr(os, name), target, k, code))

    def _wrap(self, name, real, target, k, code):
        def call(*args):
            self.calls[name] += 1
            if name == target and self.calls[name] == k:
                raise OSError(code, os.strerror(code))
            return real(*args)
        return call


def readable(path):
    """The file is whole: its format's reader accepts it."""
    data = path.read_bytes()
    suffix = path.suffix
    if suffix == ".xlsx":
        openpyxl.load_workbook(path)
    elif suffix == ".pdf":
        assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    elif suffix == ".html":
        assert data.rstrip().endswith(b"</html>")
    elif suffix == ".sav":
        import pyreadstat
        pyreadstat.read_sav(str(path))
    elif suffix == ".dta":
        import pandas as pd
        pd.read_stata(path)
    elif suffix == ".dpgui":
        with sqlite3.connect(path) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    else:
        data.decode("utf-8")
        assert data == clean_output(path)


CLEAN: dict = {}


def clean_output(path):
    return CLEAN[path.name]


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    folder = tmp_path_factory.mktemp("report")
    path = folder / "study.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    with pytest.MonkeyPatch.context() as patch:
        # this machine's records of its own (the per-test folder is not set up yet for a module fixture):
        # otherwise every run would charge the example's anchor in the user's real folder, until it is spent
        patch.setenv("DPGUI_DATA_DIR", str(tmp_path_factory.mktemp("dpgui-user-data")))
        with Project.open(path) as project:
            release(project, "clinic", {"type": "histogram", "column": "region"}, PrivacySetting.of(epsilon="0.1"))
            return build_report(project)


def survey_writer(suffix):
    def write(folder, surveyed):
        with Project.open(surveyed, readonly=True) as project:
            survey = store.current_survey(project)
            responses = store.responses(project, survey)
        return write_export(survey, responses, [{"group": "all", "estimate": 0.5}], folder / f"out{suffix}")
    return write


def device_copy(folder, surveyed):
    with Project.open(surveyed, readonly=True) as project:
        return [store.export_survey(project, store.current_survey(project), folder / "kiosk.dpgui")]


WRITERS = {
    "release csv": lambda folder, _s: [write_release(FAKE_RELEASE, folder / "r.csv")],
    "release xlsx": lambda folder, _s: [write_release(FAKE_RELEASE, folder / "r.xlsx")],
    "release json / manifest / plan": lambda folder, _s: [write_release(FAKE_RELEASE, folder / "r.json")],
    "synthetic rows": lambda folder, _s: [write_csv(folder / "syn.csv", ["a"], [[str(i)] for i in range(5000)],
                                                    private=True)],
    "survey csv": survey_writer(".csv"),
    "survey xlsx": survey_writer(".xlsx"),
    "survey sav": survey_writer(".sav"),
    "survey dta": survey_writer(".dta"),
    "xlsform": lambda folder, _s: [write_xlsform(payload_survey(), folder / "form.xlsx")],
    "device copy": device_copy,
    "example copy": lambda folder, _s: [copy_file(example_path("clinic_survey.dpgui"), folder / "copy.dpgui",
                                                  private=True)],
}


def positions(n):
    """Every call when there are few; else the first, the middle and the last ones."""
    return list(range(1, n + 1)) if n <= 8 else sorted({1, 2, 3, n // 2, n - 2, n - 1, n})


def run_under_faults(tmp_path, monkeypatch, write, codes=(errno.ENOSPC, errno.EIO), old=True):
    clean_dir = tmp_path / "clean"
    clean_dir.mkdir()
    with monkeypatch.context() as m:
        counter = Faults(m)
        outputs = write(clean_dir)
    names = sorted(p.name for p in outputs)
    CLEAN.clear()
    CLEAN.update({p.name: p.read_bytes() for p in outputs})
    assert counter.calls["write"] or names[0].endswith((".sav", ".dpgui")), "the writer bypasses the helper"
    runs = 0
    for name in Faults.NAMES:
        for k in positions(counter.calls[name]):
            for code in codes:
                folder = tmp_path / f"{name}-{k}-{code}"
                folder.mkdir()
                for n in names if old else ():
                    (folder / n).write_bytes(b"OLD")
                with monkeypatch.context() as m:
                    Faults(m, name, k, code)
                    try:
                        write(folder)
                        message = None
                    except WriteFailed as err:
                        message = str(err)
                runs += 1
                left = sorted(os.listdir(folder))
                assert left == names or (not old and set(left) < set(names)), "a temporary file was left behind"
                for n in left:
                    if (folder / n).read_bytes() != b"OLD":
                        readable(folder / n)
                if message is not None:
                    where = (str(folder), os.environ["DPGUI_DATA_DIR"])  # the file, or this machine's record of it
                    assert "\n" not in message and any(w in message for w in where) and "nothing was written" in message
                    assert ("is full" in message) == (code == errno.ENOSPC)
    assert runs


@pytest.mark.parametrize("name", list(WRITERS))
def test_every_writer_is_whole_or_absent_under_faults(name, tmp_path, monkeypatch, surveyed):
    run_under_faults(tmp_path, monkeypatch, lambda folder: WRITERS[name](folder, surveyed),
                     old=name != "device copy")  # a device copy never replaces a file (it may hold responses)


@pytest.mark.parametrize("suffix", [".pdf", ".html"])
def test_reports_are_whole_or_absent_under_faults(suffix, tmp_path, monkeypatch, report):
    def write(folder):
        write_report(report, folder / f"report{suffix}")
        return [folder / f"report{suffix}"]
    run_under_faults(tmp_path, monkeypatch, write, codes=(errno.ENOSPC,))


def test_a_failed_pdf_says_one_line_and_no_library_noise(tmp_path, monkeypatch, report, capfd):
    old = tmp_path / "report.pdf"
    old.write_bytes(b"OLD")
    with monkeypatch.context() as m:
        Faults(m, "write", 1)
        with pytest.raises(WriteFailed, match="is full: nothing was written"):
            write_report(report, old)
    import gc
    gc.collect()  # a ZipFile or PdfPages left behind must not print "Exception ignored"
    assert old.read_bytes() == b"OLD" and capfd.readouterr().err == ""


def test_cli_writers_fail_in_one_line(tmp_path, monkeypatch, capsys):
    project = tmp_path / "study.dpgui"
    copy_file(example_path("clinic_survey.dpgui"), project, private=True)
    assert main(["release", str(project), "--dataset", "clinic", "--query", '{"type":"count"}', "--epsilon", "0.1"]) == 0
    commands = [["export", str(project), "--release", "1", "--format", "xlsx", "--out"],
                ["manifest", str(project), "--release", "1", "--out"],
                ["report", str(project), "--out"],
                ["plan", str(project), "--dataset", "clinic", "--out"]]
    for argv, out in zip(commands, ("e.xlsx", "m.json", "r.html", "plan.json")):
        capsys.readouterr()
        with monkeypatch.context() as m:
            Faults(m, "write", 1)
            assert main([*argv, str(tmp_path / out), "--json"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and '"kind": "disk_full"' in err and "Traceback" not in err
        assert not (tmp_path / out).exists()
    assert [n for n in os.listdir(tmp_path) if not n.startswith("study.dpgui")] == []


# -- who can read what ------------------------------------------------------------------------------

@pytest.fixture
def umask022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_files_with_rows_are_private_whatever_the_umask(umask022, surveyed, tmp_path):
    assert mode(surveyed) == 0o600
    with Project.open(surveyed) as project:
        survey = store.current_survey(project)
        store.commit_response(project, survey, survey.respond({"region": "north", "drugs": "no", "income": "band0"}))
        wal, shm = (surveyed.with_name(surveyed.name + s) for s in ("-wal", "-shm"))
        assert wal.exists() and shm.exists()
        assert mode(wal) == mode(shm) == 0o600
        responses = store.responses(project, survey)
        store.export_survey(project, survey, tmp_path / "kiosk.dpgui")
    assert mode(tmp_path / "kiosk.dpgui") == 0o600
    for suffix in (".csv", ".xlsx", ".sav", ".dta"):
        written = write_export(survey, responses, [], tmp_path / f"responses{suffix}")
        assert mode(written[0]) == 0o600, suffix
    assert mode(write_csv(tmp_path / "synthetic.csv", ["a"], [["1"]], private=True)) == 0o600
    assert mode(write_text(tmp_path / "table.json", "{}")) == 0o644  # released numbers: the usual mode


def test_a_readable_project_is_flagged_and_fixed(umask022, tmp_path, capsys):
    path = tmp_path / "study.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    os.chmod(path, 0o644)
    assert others_can_read(path)
    assert main(["budget", str(path)]) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"dpgui project make-private {path}" in err
    assert main(["project", "make-private", str(path), "--json"]) == 0
    assert mode(path) == 0o600 and not others_can_read(path)
    main(["budget", str(path)])
    assert capsys.readouterr().err == ""
    os.chmod(path, 0o644)
    make_private(path)
    assert mode(path) == 0o600


def test_the_gui_offers_to_make_a_readable_project_private(umask022, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from dpgui.ui.main_window import MainWindow

    path = tmp_path / "study.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    os.chmod(path, 0o644)
    shown = []

    def click_make_private(box):
        shown.append(box.text())
        box.buttons()[0].click() if box.buttons()[0].text() == "Make it private" else None
        return 0
    monkeypatch.setattr(QMessageBox, "exec", click_make_private)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_path(str(path))
    assert shown and "holds raw data" in shown[0] and mode(path) == 0o600
    window.context.close()


@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_target_that_is_no_file_is_refused_and_left_as_it_is(kind, tmp_path):
    """Renaming the new file over a device, a pipe or a folder replaces it: as root, `dpgui synthesize … --out
    /dev/full` made /dev/full a regular file. Refused when the writing starts, and again at the rename."""
    from dpgui.store.safe_files import atomic_write

    target = tmp_path / "out.csv"
    os.mkfifo(target) if kind == "pipe" else target.mkdir()
    made = stat.S_IFMT(os.stat(target).st_mode)
    with pytest.raises(WriteFailed, match="not a file, so it is left as it is; nothing was written"):
        write_text(target, "x")
    with pytest.raises(WriteFailed, match="not a file"):
        write_csv(target, ["a"], [[1]])
    target.rmdir() if kind == "folder" else target.unlink()
    with pytest.raises(WriteFailed, match="not a file"):
        with atomic_write(target) as f:
            f.write("x")
            os.mkfifo(target) if kind == "pipe" else target.mkdir()  # made while the file was being written
    assert stat.S_IFMT(os.stat(target).st_mode) == made and os.listdir(tmp_path) == ["out.csv"]


# -- a full disk, for real and injected ---------------------------------------------------------------

def test_opening_a_project_on_a_full_disk_is_one_line(tmp_path, monkeypatch):
    path = tmp_path / "study.dpgui"
    copy_file(example_path("clinic_survey.dpgui"), path, private=True)
    import dpgui.store.project as project_module
    import dpgui.store.safe_files as safe_files

    def full(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(project_module.sqlite3, "connect", full)
    monkeypatch.setattr(safe_files.shutil, "disk_usage", lambda _p: shutil._ntuple_diskusage(1, 1, 0))
    with pytest.raises(StoreError) as caught:
        Project.open(path, readonly=True)
    assert str(caught.value) == (f"study.dpgui cannot be opened: the disk holding {tmp_path} is full: nothing was "
                                 "changed; free some space and try again")


@pytest.fixture
def tiny_disk(tmp_path):
    """A 512 KiB tmpfs, when this process may mount one (root on Linux); else the test is skipped."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k,nr_inodes=1000", "tmpfs",
                                                            str(folder)],
                                           capture_output=True).returncode != 0:
        pytest.skip("cannot mount a small tmpfs here")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder):
    with open(folder / "filler", "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError:
            pass


def test_a_really_full_disk(tiny_disk, capsys):
    project = tiny_disk / "study.dpgui"
    with Project.create(project, pure(1)) as p:
        p.add_dataset("d", __import__("dpgui.store.importers", fromlist=["open_table"]).open_table(
            example_path("clinic_survey.csv")))
    old = tiny_disk / "table.csv"
    old.write_text("old", encoding="utf-8")
    fill(tiny_disk)
    with pytest.raises(WriteFailed, match=f"the disk holding {tiny_disk} is full"):
        write_release({**FAKE_RELEASE, "rows": FAKE_RELEASE["rows"] * 2000}, old)
    assert old.read_text(encoding="utf-8") == "old"
    assert main(["budget", str(project)]) == 2  # no -shm file, and no room for one
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is full" in err and "Traceback" not in err
    assert {"filler", "study.dpgui", "table.csv"} <= set(os.listdir(tiny_disk))
    assert not [n for n in os.listdir(tiny_disk) if n.endswith(".tmp")]


def test_a_full_disk_under_an_spss_export(tiny_disk, surveyed):
    """pyreadstat writes by name with its own error ("Unable to write data"): still one line, no partial file."""
    pytest.importorskip("pyreadstat")
    with Project.open(surveyed, readonly=True) as project:
        survey = store.current_survey(project)
        responses = store.responses(project, survey) * 3000
    fill(tiny_disk)
    with pytest.raises(WriteFailed, match=f"the disk holding {tiny_disk} is full: nothing was written"):
        write_export(survey, responses, [], tiny_disk / "out.sav")
    assert os.listdir(tiny_disk) == ["filler"]
