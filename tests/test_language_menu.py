"""The Language menu (issue #28): choosing a language rebuilds the window in it, with the same project open as
it was, remembers the choice, lays Arabic out right to left, and writes numbers with the language's separators.
The catalogues are still being filled, so the words themselves are checked through a stand-in translator."""

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from dpgui.core.costs.accounting import pure
from dpgui.core.words.plain_numbers import plain_number
from dpgui.store.project import Project
from dpgui.ui import language
from dpgui.ui.glossary import GLOSSARY, GlossaryDialog
from dpgui.ui.main_window import PAGES
from tests import test_gui
from tests.test_gui import open_example

window = test_gui.window  # the fixture: a shown main window with settings of its own

RTL, LTR = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight


def choose(qtbot, w, name: str):
    """Pick ``name`` in the Language menu, as a person would; the window that replaces ``w``."""
    menus = [a.menu() for a in w.menuBar().actions() if a.menu() is not None]
    [action] = [a for menu in menus for a in menu.actions() if a.text() == name]
    action.trigger()
    replacement = w.replacement
    qtbot.addWidget(replacement)
    assert replacement.isVisible() and not w.isVisible()
    assert [a.text() for a in action.actionGroup().actions() if a.isChecked()] == [name]
    return replacement


def test_choosing_a_language_rebuilds_the_window_with_the_same_project(qtbot, window):
    app = QApplication.instance()
    open_example(qtbot, window)
    path = window.context.project.path
    window.nav.setCurrentRow(PAGES.index("Queries"))
    try:
        french = choose(qtbot, window, "Français")
        assert french.context.project.path == path and french.context.dataset == "clinic"
        assert french.nav.currentRow() == PAGES.index("Queries") and french.windowTitle().startswith(path.name)
        assert window.context.project is None  # the old window let go of it
        assert QSettings().value("language") == "fr" and language.chosen() == "fr"
        assert app.layoutDirection() == LTR
        assert plain_number(12345.5, digits=6) == "12\u202f345,5"
        french.queries.slider.set_epsilon(0.25)
        assert french.queries.slider.epsilon() == 0.25  # the slider reads its own steps, whatever the separators
        arabic = choose(qtbot, french, "العربية")
        assert app.layoutDirection() == RTL and arabic.layoutDirection() == RTL
        from PySide6.QtCore import QLocale
        assert QLocale().toString(12345.5, "f", 1) == plain_number(12345.5, digits=6) == "12,345.5"  # one digit style
        assert QSettings().value("language") == "ar" and arabic.context.project.path == path
        english = choose(qtbot, arabic, "English")
        assert app.layoutDirection() == LTR and english.layoutDirection() == LTR
        assert QSettings().value("language") == "en" and plain_number(12345.5, digits=6) == "12,345.5"
        assert english.context.project.path == path and english.nav.item(PAGES.index("Results")).text() == "Results"
    finally:
        language.install(app, "en")


def test_a_read_only_project_stays_read_only(qtbot, window, tmp_path):
    path = tmp_path / "study.dpgui"
    Project.create(path, pure(1)).close()
    window.open_path(str(path), readonly=True)
    try:
        french = choose(qtbot, window, "Français")
        assert french.context.project.path == path and french.context.project.readonly
    finally:
        language.install(QApplication.instance(), "en")


def test_the_window_speaks_the_chosen_language(qtbot, window, monkeypatch):
    """Through a stand-in for Qt's translator: every word it is asked for comes back marked «…» (placeholders
    kept), so a word shown unmarked did not go through translate. Pages are still found by their English names."""
    monkeypatch.setattr(language, "qt_words", lambda code, context, text: f"«{text}»" if code == "fr" else "")
    app = QApplication.instance()
    open_example(qtbot, window)
    try:
        french = choose(qtbot, window, "Français")
        assert [french.nav.item(row).text() for row in range(len(PAGES))] == [f"«{page}»" for page in PAGES]
        assert french.nav.accessibleName() == "«Pages»"
        assert [a.text() for a in french.menuBar().actions()][:2] == ["«&File»", "«&Edit»"]
        assert french.windowTitle() == f"«{french.context.project.path.name} — dpgui»"
        assert french.results_tabs.tabText(0) == "«Releases»"
        french.nav.setCurrentRow(PAGES.index("Results"))
        assert french.help_button.accessibleName() == "«Help for the «Results» page»"
        assert french.steps.buttons[0].toolTip().startswith("«")
        glossary = GlossaryDialog(french)
        assert glossary.windowTitle() == "«Words used in dpgui»"
        assert glossary.text.toPlainText().startswith(f"«{GLOSSARY[0][0]}»")
        french.close_project()
        assert french.start.new_button.text() == "«New project…»"
    finally:
        language.install(app, "en")


def test_the_language_waits_for_work_under_way_and_for_the_kiosk(qtbot, window, monkeypatch):
    """Rebuilding the window closes the project: while a release runs it would cancel it (its plan left as it
    was, inviting a second payment), and the kiosk is never torn down under a respondent. Both are refused, with
    the reason, and the menu keeps the language in use ticked."""
    from PySide6.QtWidgets import QMessageBox

    from dpgui.ui.workers import TaskRunner

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    open_example(qtbot, window)
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    [french] = [a for menu in menus for a in menu.actions() if a.text() == "Français"]
    monkeypatch.setattr(TaskRunner, "busy", property(lambda runner: True))
    french.trigger()
    assert not hasattr(window, "replacement") and window.context.project is not None
    assert "work under way" in said[-1]
    assert [a.text() for a in french.actionGroup().actions() if a.isChecked()] == ["English"]
    monkeypatch.setattr(TaskRunner, "busy", property(lambda runner: False))
    window.survey.kiosk = object()  # a kiosk open
    try:
        french.trigger()
    finally:
        window.survey.kiosk = None
    assert not hasattr(window, "replacement") and "Leave the kiosk first" in said[-1]


def test_numbers_are_read_as_the_language_writes_them():
    """A bound typed "17,5" in French or Spanish is 17.5 (once read as 175); a grouping that is not of threes is
    refused rather than read as another number."""
    import pytest

    from dpgui.core.words import translation
    from dpgui.core.words.plain_numbers import typed_number

    expected = {"en": {"17.5": 17.5, "1,250": 1250, "1,234.5": 1234.5, "-3": -3},
                "fr": {"17,5": 17.5, "17.5": 17.5, "1 234,5": 1234.5, "1\u202f234,5": 1234.5},
                "es": {"17,5": 17.5, "1.250": 1250, "1.234,5": 1234.5}}
    refused = {"en": ["17,5", "1,2345"], "es": ["17.5", "1.2,5"], "fr": ["abc"]}
    try:
        for code, cases in expected.items():
            translation.use(code)
            for typed, value in cases.items():
                assert typed_number(typed) == value, (code, typed)
            for typed in refused[code]:
                with pytest.raises(ValueError):
                    typed_number(typed)
    finally:
        translation.use("en")
