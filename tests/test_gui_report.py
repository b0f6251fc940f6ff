"""The Report dialog as a person uses it: opened from the File menu, releases ticked for detail (by mouse, keyboard and
the quick choices), the report written in the worker with a progress bar, and Cancel leaving no file behind."""

import re
import subprocess
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dpgui.report import render
from dpgui.report.document import DETAIL_LIMIT
from tests.test_gui import click, window  # noqa: F401  (the fixture)

RELEASES = DETAIL_LIMIT + 5  # more than the default detail limit: by default none is in detail


@pytest.fixture(scope="module")
def many_releases(tmp_path_factory):
    """A project of RELEASES histogram releases (made through the engine, as the app makes them)."""
    from dpgui.core.costs.accounting import pure
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    from dpgui.store.project import Project

    folder = tmp_path_factory.mktemp("many")
    (folder / "small.csv").write_text("region\n" + "".join(f"{'NSE'[i % 3]}\n" for i in range(60)))
    path = folder / "many.dpgui"
    with pytest.MonkeyPatch.context() as patch:  # module-scoped: a computer's record of spending of its own, not
        patch.setenv("DPGUI_DATA_DIR", str(tmp_path_factory.mktemp("many-user-data")))  # what a test left set
        with Project.create(path, pure(100)) as project:
            project.add_dataset("small", open_table(folder / "small.csv"))
            project.set_schema("small", parse_schema({"columns": {"region": {"type": "categorical",
                                                                             "categories": ["N", "S", "E"]}}}))
            for _ in range(RELEASES):
                release(project, "small", {"type": "histogram", "column": "region"},
                        PrivacySetting.of(epsilon="0.1"))
    return path


def open_dialog(qtbot, w, project_path, tmp_path):
    """Open the project (a copy) and choose File › Write a report…"""
    copy = tmp_path / "many.dpgui"
    copy.write_bytes(project_path.read_bytes())
    copy.chmod(0o600)  # private, as the app keeps a project (else it first offers to make it so)
    w.open_path(str(copy))
    assert w.report_action.isEnabled()
    w.report_action.trigger()
    dialog = QApplication.activeModalWidget() or w.results.report_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def numbers_in(dialog) -> list[int]:
    """The release numbers ticked, as the list shows them."""
    return sorted(dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())
                  if dialog.list.item(i).checkState() == Qt.CheckState.Checked)


def row_of(dialog, number: int) -> int:
    return next(i for i in range(dialog.list.count()) if dialog.list.item(i).data(Qt.ItemDataRole.UserRole) == number)


def tick(qtbot, dialog, number: int) -> None:
    """Move to the release in the list and press Space, as a person with the keyboard does."""
    dialog.list.setFocus()
    dialog.list.setCurrentRow(row_of(dialog, number))
    qtbot.keyClick(dialog.list, Qt.Key.Key_Space)


def detail_titles(pdf) -> set[int]:
    """The releases with a detail section in the PDF (their "#N" titles; the summary numbers them without '#')."""
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return {int(n) for n in re.findall(r"#(\d+) Histogram of region", text)}


def test_tick_releases_and_write_a_pdf_of_them_in_detail(qtbot, window, many_releases, tmp_path):  # noqa: F811
    dialog = open_dialog(qtbot, window, many_releases, tmp_path)
    assert dialog.list.count() == RELEASES and numbers_in(dialog) == []  # the command line's default
    assert f"0 of {RELEASES} in detail" == dialog.tally.text() and "more than 20" in dialog.status.text()
    assert dialog.list.item(0).data(Qt.ItemDataRole.UserRole) == RELEASES  # the newest first
    click(qtbot, dialog.last)
    assert numbers_in(dialog) == list(range(RELEASES - DETAIL_LIMIT + 1, RELEASES + 1))
    click(qtbot, dialog.all)
    assert numbers_in(dialog) == list(range(1, RELEASES + 1)) and dialog.tally.text().startswith(f"{RELEASES} of")
    click(qtbot, dialog.none)
    for number in (3, 17, 22):
        tick(qtbot, dialog, number)
    tick(qtbot, dialog, 22)  # and untick one again
    assert numbers_in(dialog) == [3, 17] == dialog.detail() and dialog.tally.text() == f"2 of {RELEASES} in detail"
    out = tmp_path / "chosen"  # no ending: the chosen format's is added
    dialog.file.setText(str(out))
    seen = []
    dialog.progress.valueChanged.connect(seen.append)
    with qtbot.waitSignal(dialog.written, timeout=60_000) as written:
        click(qtbot, dialog.start_button)
        assert not dialog.list.isEnabled() and dialog.close_button.text() == "Cancel"
    assert written.args == [str(out) + ".pdf"] and dialog.progress.value() == 1000
    assert any(0 < v < 1000 for v in seen)  # the bar moved on the way
    assert f"{RELEASES} releases summed up, 2 in full detail" in dialog.status.text()
    assert "Wrote the report" in window.results.status.text()
    assert detail_titles(out.with_suffix(".pdf")) == {3, 17}
    assert dialog.list.isEnabled() and dialog.close_button.text() == "Close"
    click(qtbot, dialog.close_button)
    assert not dialog.isVisible()


def test_the_format_chooses_the_file_ending(qtbot, window, many_releases, tmp_path):  # noqa: F811
    dialog = open_dialog(qtbot, window, many_releases, tmp_path)
    assert dialog.file.text().endswith("many-report.pdf")
    dialog.format.setCurrentIndex(dialog.format.findData("html"))
    assert dialog.file.text().endswith("many-report.html")
    click(qtbot, dialog.last)
    with qtbot.waitSignal(dialog.written, timeout=60_000):
        click(qtbot, dialog.start_button)
    text = (tmp_path / "many-report.html").read_text(encoding="utf-8")
    assert text.count("data:image/png") == DETAIL_LIMIT and "Report dialog" in text  # how to choose the others


class Gate:
    """Holds the report's worker at its first release in detail until opened (the test then cancels meanwhile)."""

    def __init__(self, monkeypatch):
        self.entered, self.open = threading.Event(), threading.Event()
        original = render.detail_progress

        def held(*args):
            self.entered.set()
            self.open.wait(30)
            return original(*args)
        monkeypatch.setattr(render, "detail_progress", held)


def held_report(qtbot, window, project, tmp_path, monkeypatch):  # noqa: F811
    """A report of the last 20 started over an earlier file, its worker held at the first release in detail."""
    gate = Gate(monkeypatch)
    dialog = open_dialog(qtbot, window, project, tmp_path)
    out = tmp_path / "kept.pdf"
    out.write_bytes(b"an earlier report")
    dialog.file.setText(str(out))
    click(qtbot, dialog.last)
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(gate.entered.is_set, timeout=30_000)
    return gate, dialog, out


def test_cancel_writes_nothing_and_says_so(qtbot, window, many_releases, tmp_path, monkeypatch):  # noqa: F811
    gate, dialog, out = held_report(qtbot, window, many_releases, tmp_path, monkeypatch)
    # The progress says where it is, in release numbers and counts (the worker's earlier steps, such as checking the
    # ledger, may still be queued for the window when the worker is already held, under load).
    qtbot.waitUntil(lambda: dialog.progress.isVisible() and dialog.progress.value() > 0
                    and "release" in dialog.status.text(), timeout=20_000)
    click(qtbot, dialog.close_button)  # "Cancel" while it runs: the dialog stays to say how it ended
    assert dialog.isVisible() and "Cancelling" in dialog.status.text()
    with qtbot.waitSignal(window.context.runner.busy_changed, timeout=30_000):
        gate.open.set()
    qtbot.waitUntil(lambda: "Cancelled" in dialog.status.text())
    assert "No report was written" in dialog.status.text() and not dialog.progress.isVisible()
    assert out.read_bytes() == b"an earlier report" and list(tmp_path.glob("*.pdf")) == [out]
    assert dialog.start_button.isEnabled() and dialog.close_button.text() == "Close"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # idle: Esc closes
    assert not dialog.isVisible()


def test_power_without_the_cancel_the_file_is_replaced(qtbot, window, many_releases, tmp_path, monkeypatch):  # noqa: F811
    """The cancel test can fail: the same run, not cancelled, replaces the earlier file."""
    gate, dialog, out = held_report(qtbot, window, many_releases, tmp_path, monkeypatch)
    tick(qtbot, dialog, 1)  # the list is locked while the report runs
    assert dialog.detail() == list(range(RELEASES - DETAIL_LIMIT + 1, RELEASES + 1))
    gate.open.set()
    qtbot.waitUntil(lambda: "Wrote" in dialog.status.text(), timeout=60_000)
    assert out.read_bytes().startswith(b"%PDF")


def test_the_keyboard_alone_chooses_and_starts(qtbot, window, many_releases, tmp_path):  # noqa: F811
    from tests.test_keyboard_only import KEY, MOD, Keyboard
    kb = Keyboard(qtbot, window)
    dialog = open_dialog(qtbot, window, many_releases, tmp_path)
    kb.press(KEY.Key_A, MOD.AltModifier)  # &All
    assert len(dialog.detail()) == RELEASES
    kb.press(KEY.Key_N, MOD.AltModifier)  # &None
    assert dialog.detail() == []
    kb.press(KEY.Key_L, MOD.AltModifier)  # the &last 20
    assert len(dialog.detail()) == DETAIL_LIMIT
    kb.tab_to(dialog.list)
    kb.press(KEY.Key_End)  # the oldest release
    kb.press(KEY.Key_Space)
    assert dialog.detail()[0] == 1 and len(dialog.detail()) == DETAIL_LIMIT + 1
    kb.press(KEY.Key_I, MOD.AltModifier)  # F&ile
    assert kb.target() is dialog.file
    kb.press(KEY.Key_A, MOD.ControlModifier)
    kb.type(str(tmp_path / "keys"))
    kb.press(KEY.Key_F, MOD.AltModifier)  # &Format
    assert kb.target() is dialog.format
    kb.press(KEY.Key_Down)  # HTML
    assert dialog.file.text() == str(tmp_path / "keys.html")
    with qtbot.waitSignal(dialog.written, timeout=60_000):
        kb.press(KEY.Key_Return)  # Start is the default button
    assert (tmp_path / "keys.html").read_text(encoding="utf-8").count("data:image/png") == DETAIL_LIMIT + 1
    kb.press(KEY.Key_Escape)
    assert not dialog.isVisible()


def test_a_project_without_releases_says_so_before_start(qtbot, tmp_path):
    """Nothing to report: Start is off and the dialog says why, instead of failing after a click."""
    from dpgui.core.costs.accounting import pure
    from dpgui.store.project import Project
    from dpgui.ui.context import StudyContext
    from dpgui.ui.report_dialog import ReportDialog

    context = StudyContext()
    context.project = Project.create(tmp_path / "empty.dpgui", pure(1))
    dialog = ReportDialog(context)
    qtbot.addWidget(dialog)
    assert not dialog.start_button.isEnabled() and "no releases" in dialog.status.text()
    context.project.close()
