"""A new user's way through the app (issue #28): the five steps to a first release on the start page and above
the pages, each page's "?" help (and F1), and a wait cursor with a line saying what is going on whenever the
window has to wait."""

import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from dpgui.core.costs.accounting import pure
from dpgui.resources import example_path
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import StoreError
from dpgui.store.importers import open_table
from dpgui.store.project import Project
from dpgui.ui.glossary import GLOSSARY, PAGE_WORDS, GlossaryDialog
from dpgui.ui.main_window import PAGES
from dpgui.ui.widgets import BUSY_AFTER_MS
from tests.conftest import EXAMPLE_SCHEMA
from tests.test_gui import add_query, click, window  # noqa: F401  (window: the fixture)


def strip(w) -> list[str]:
    return [b.text() for b in w.steps.buttons]


def next_step(w) -> int | None:
    """The one step marked next, in text, weight and spoken name alike (never by colour alone)."""
    marked = [i for i, b in enumerate(w.steps.buttons) if b.text().startswith("→")]
    assert marked == [i for i, b in enumerate(w.steps.buttons) if "font-weight: bold" in b.styleSheet()]
    assert marked == [i for i, b in enumerate(w.steps.buttons) if b.accessibleName().endswith("the next one")]
    assert len(marked) <= 1
    return marked[0] if marked else None


def test_the_steps_follow_the_project_and_lead_to_each_page(qtbot, window, tmp_path):  # noqa: F811
    w = window
    assert "<b>→ 1. Data" in w.start.guide.text() and "5. Results" in w.start.guide.text()
    assert not w.steps.isVisible()
    path = tmp_path / "new.dpgui"
    w.context.open(path, Project.create(path, pure(1)))
    assert w.steps.isVisible() and next_step(w) == 0 and strip(w)[0] == "→ 1. Data"
    w.context.project.add_dataset("clinic", open_table(example_path("clinic_survey.csv")))
    w.context.select_dataset("clinic")  # imported, nothing declared yet: the budget came with the project
    assert next_step(w) == 1 and strip(w)[:3] == ["✓ 1. Data", "→ 2. Who is in it", "✓ 3. Budget"]
    assert w.steps.buttons[0].accessibleName() == "Step 1 of 5, Data: done"
    assert w.steps.buttons[4].accessibleName() == "Step 5 of 5, Results: still to do"
    w.context.set_schema(parse_schema(EXAMPLE_SCHEMA))
    assert next_step(w) == 3
    add_query(qtbot, w)
    assert next_step(w) == 4
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)
    assert next_step(w) is None and all(text.startswith("✓") for text in strip(w))
    for button, page in zip(w.steps.buttons, ("Data", "Data", "Budget", "Queries", "Results")):
        w.nav.setCurrentRow(PAGES.index("Survey"))
        click(qtbot, button)
        assert PAGES[w.nav.currentRow()] == page
    w.context.close()
    assert "<b>→ 1. Data" in w.start.guide.text()


def opened_help(monkeypatch, press) -> tuple[str, str]:
    """The title and plain text of the help ``press`` opens."""
    seen = []
    monkeypatch.setattr(GlossaryDialog, "exec", lambda dialog: seen.append((dialog.windowTitle(),
                                                                             dialog.text.toPlainText())))
    press()
    assert len(seen) == 1, "no help opened"
    return seen[0]


def test_each_page_has_a_named_help_button_and_f1_opens_its_word(qtbot, window, monkeypatch):  # noqa: F811
    w = window
    qtbot.waitUntil(w.isActiveWindow)
    title, text = opened_help(monkeypatch, lambda: qtbot.keyClick(w, Qt.Key.Key_F1))  # the start page: every word
    assert title == "Words used in dpgui" and text.startswith(GLOSSARY[0][0])
    w.open_example()
    for row, page in enumerate(PAGES):
        w.nav.setCurrentRow(row)
        assert w.help_button.accessibleName() == f"Help for the {page} page"
        assert w.help_button.focusPolicy() & Qt.FocusPolicy.TabFocus
        for press in (lambda: click(qtbot, w.help_button), lambda: qtbot.keyClick(w, Qt.Key.Key_F1)):
            title, text = opened_help(monkeypatch, press)
            assert title == f"Help for the {page} page" and text.startswith(PAGE_WORDS[page] + "\n"), page
            assert all(term in text for term, _ in GLOSSARY)  # the rest follow


def test_opening_a_project_shows_the_wait_cursor_and_says_so(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    w = window
    path = tmp_path / "study.dpgui"
    Project.create(path, pure(1)).close()
    seen = []
    real_open = Project.open

    def watched(*args, **kwargs):
        cursor = QApplication.overrideCursor()
        seen.append((cursor.shape() if cursor else None, w.statusBar().currentMessage()))
        return real_open(*args, **kwargs)
    monkeypatch.setattr(Project, "open", watched)
    w.open_path(str(path))
    assert seen == [(Qt.CursorShape.WaitCursor, "Opening study.dpgui…")]
    assert QApplication.overrideCursor() is None and w.statusBar().currentMessage() == ""
    w.context.close()

    def fails(*args, **kwargs):
        raise StoreError("The file is damaged")
    monkeypatch.setattr(Project, "open", fails)
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().reject())
    w.open_path(str(path))
    assert QApplication.overrideCursor() is None  # taken away however the opening ends


def test_a_long_job_shows_the_busy_cursor_and_its_progress_after_a_moment(qtbot, window):  # noqa: F811
    w = window
    runner = w.context.runner

    def job(task):
        task.progress(0.5, "reading the data")
        time.sleep(3 * BUSY_AFTER_MS / 1000)
        return None
    with qtbot.waitSignal(runner.busy_changed):
        runner.start(job, finished=lambda _: None, failed=lambda _: None)
    qtbot.wait(BUSY_AFTER_MS // 3)
    assert QApplication.overrideCursor() is None  # a short wait shows nothing
    qtbot.waitUntil(lambda: QApplication.overrideCursor() is not None, timeout=BUSY_AFTER_MS * 2)
    assert QApplication.overrideCursor().shape() == Qt.CursorShape.BusyCursor
    assert w.statusBar().currentMessage() == "Working: reading the data (50% done)"
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)
    assert QApplication.overrideCursor() is None and w.statusBar().currentMessage() == ""
    runner.start(lambda task: None, finished=lambda _: None, failed=lambda _: None)  # quick: no flicker
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)
    qtbot.wait(BUSY_AFTER_MS * 2)
    assert QApplication.overrideCursor() is None
