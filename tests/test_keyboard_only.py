"""The whole workflow with the keyboard alone (issue #28): a new project and its budget, a CSV imported and
declared in the wizard, whose rows they are, a query planned, run and read, the table exported, then a survey
designed and answered at the kiosk (with Back), and the kiosk left with the PIN.

Every step is a key pressed on the focused control (``QApplication.focusWidget()``, or the open menu): Tab,
Shift+Tab, arrows, Space, Enter, Escape, Alt+letter and shortcuts. Nothing is clicked, no widget is driven
through its methods (the test only reads what they show) and focus is never set, so a control the keyboard
cannot reach fails the walk, and so does one that hides where the focus is. Two things stand in for the
operating system: its file dialogs (``QFileDialog``'s static functions) and its window manager, which keeps a
modal dialog active and activates the window left on top when one closes (the offscreen platform does neither).

The other tests here: no two items of a menu share their letter, and Tab leaves every table."""

import csv
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMainWindow, QTableWidget, QWidget, QWizard

from dpgui.core.words.plain_numbers import resolution
from dpgui.store import surveys as store
from dpgui.ui.main_window import PAGES
from tests.test_gui import window  # noqa: F401  (the fixture)

KEY, MOD = Qt.Key, Qt.KeyboardModifier
PIN = "2468"


class Keyboard:
    """Keys pressed on whatever has the focus, as a person's keyboard would send them."""

    def __init__(self, qtbot, main: QWidget):
        self.qtbot = qtbot
        # windows an earlier test in this process left open are no part of this test's screen: only ``main`` is
        self.leftover = {id(t) for t in QApplication.topLevelWidgets() if t.isVisible() and t is not main}

    def target(self) -> QWidget:
        """The open menu, else the focused control (once the window manager has done its part)."""
        if QApplication.activePopupWidget() is None:
            self._window_manager()
        target = QApplication.activePopupWidget() or QApplication.focusWidget()
        assert target is not None, f"nothing has the keyboard focus in {QApplication.activeWindow()}"
        return target

    def _window_manager(self) -> None:
        """What a window manager does and the offscreen platform does not: keep an open modal dialog active, and
        activate the window left on top (a kiosk over the main window) when one closes."""
        modal, active = QApplication.activeModalWidget(), QApplication.activeWindow()
        if active is not None and modal in (None, active):
            return
        windows = [t for t in QApplication.topLevelWidgets() if t.isVisible() and t.windowType() == Qt.WindowType.Window
                   and id(t) not in self.leftover]
        on_top = modal or next((t for t in windows if not isinstance(t, QMainWindow)), windows[0] if windows else None)
        assert on_top is not None, "no window is open"
        on_top.activateWindow()
        try:
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is on_top, timeout=10_000)  # slow under load
        except Exception:
            raise AssertionError(f"{on_top!r} never became active; open: {windows!r}") from None

    def press(self, key, modifiers=MOD.NoModifier, times: int = 1) -> None:
        for _ in range(times):
            self.qtbot.keyClick(self.target(), key, modifiers)
            if modifiers & MOD.AltModifier:
                self.qtbot.wait(150)  # a button's mnemonic animates the press, then clicks

    def type(self, text: str) -> None:
        self.qtbot.keyClicks(self.target(), text)

    def tab_to(self, wanted, back: bool = False, limit: int = 40) -> QWidget:
        """Tab (or Shift+Tab) until ``wanted`` (a widget, or a test on the focused one) has the focus. Each control
        Tab reaches on the way must show its focus: it looks different once Tab has left it."""
        found = (lambda w: w is wanted) if isinstance(wanted, QWidget) else wanted
        seen, here = [], self.target()
        for _ in range(limit):
            if found(here):
                return here
            seen.append(describe(here))
            look = here.grab().toImage()
            self.press(KEY.Key_Backtab if back else KEY.Key_Tab)
            reached_by_tab = len(seen) > 1  # Qt shows no focus frame until a key moves the focus (as Windows does)
            if reached_by_tab and shown(here) and here is not self.target():
                assert here.grab().toImage() != look, f"{describe(here)} showed no sign of having the focus"
            here = self.target()
        name = describe(wanted) if isinstance(wanted, QWidget) else wanted.__name__
        raise AssertionError(f"Tab never reached {name}; it went through {seen}")

    def page(self, w, name: str) -> None:
        """Shift+Tab back to the list of pages, then the arrow keys to the page ``name``, then into it."""
        self.tab_to(w.nav, back=True)
        steps = PAGES.index(name) - w.nav.currentRow()
        self.press(KEY.Key_Down if steps > 0 else KEY.Key_Up, times=abs(steps))
        assert w.nav.currentRow() == PAGES.index(name)
        self.press(KEY.Key_Tab)

    def line(self, typed: str):
        """A step for a dialog that asks for one line: type it after what is offered, then Enter."""
        def answer(_dialog):
            self.type(typed)
            self.press(KEY.Key_Return)
        return answer

    def dialogs(self, *steps) -> "Dialogs":
        """Run ``steps`` in turn, each in the next modal dialog to open (its keys go to the dialog's focus)."""
        return Dialogs(self.qtbot, steps)


class Dialogs:
    """Modal dialogs block the key that opens them: their keys are pressed from a timer, one dialog each. A dialog
    that never opens, or stays open once its keys are pressed, is closed and fails the test (rather than hang it)."""

    def __init__(self, qtbot, steps):
        self.qtbot, self.steps, self.failure, self.open = qtbot, list(steps), None, None
        self.deadline = time.monotonic() + 15
        QTimer.singleShot(20, self._poll)

    def finished(self) -> bool:
        return self.failure is not None or (not self.steps and not shown(self.open))

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if shown(self.open):
            if time.monotonic() > self.deadline:
                self._fail(AssertionError(f"{type(self.open).__name__} stayed open after its keys were pressed"))
        elif self.steps and shown(dialog) and not dialog.property("driven"):
            dialog.setProperty("driven", True)  # bookkeeping: the next step waits for a new dialog
            self.open, self.deadline = dialog, time.monotonic() + 3
            try:
                self.steps.pop(0)(dialog)
            except BaseException as err:  # noqa: BLE001: reported by done(), once the dialogs are closed
                self._fail(err)
        elif self.steps and time.monotonic() > self.deadline:
            self._fail(AssertionError(f"{len(self.steps)} dialog(s) never opened"))
        if not self.finished():
            QTimer.singleShot(20, self._poll)

    def _fail(self, err: BaseException) -> None:
        self.failure = err
        while (dialog := QApplication.activeModalWidget()) is not None:
            dialog.close()

    def done(self) -> None:
        self.qtbot.waitUntil(self.finished, timeout=30_000)
        if self.failure is not None:
            raise self.failure


def shown(widget) -> bool:
    """Whether ``widget`` is on screen (a dialog Qt has already deleted is not)."""
    try:
        return widget is not None and widget.isVisible()
    except RuntimeError:
        return False


def describe(widget: QWidget) -> str:
    text = widget.text() if callable(getattr(widget, "text", None)) else ""
    return f"{type(widget).__name__} {widget.accessibleName() or text!r}"


def checks(editor) -> list[str]:
    """The schema editor's Check column: what each row still needs."""
    return [editor.item(r, editor.columnCount() - 1).text() for r in range(editor.rowCount())]


def screen_text(kiosk) -> str:
    """The words on the kiosk's screen."""
    return " ".join(label.text() for label in kiosk.stack.currentWidget().findChildren(QLabel))


def is_button(text: str):
    """A test for tab_to: the focused control says ``text``."""
    def says(widget: QWidget) -> bool:
        return callable(getattr(widget, "text", None)) and widget.text() == text
    says.__name__ = f"a control saying {text!r}"
    return says


def named(name: str):
    """A test for tab_to: the focused control's name, as a screen reader says it, is ``name``."""
    def is_named(widget: QWidget) -> bool:
        return widget.accessibleName() == name
    is_named.__name__ = f"the control named {name!r}"
    return is_named


def test_the_whole_workflow_with_the_keyboard_alone(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    w, kb = window, Keyboard(qtbot, window)
    data = tmp_path / "people.csv"
    data.write_text("id,district,income\n" + "".join(f"P{i},{'AB'[i % 2]},{i * 10}\n" for i in range(200)),
                    encoding="utf-8")
    saved = {"New project": tmp_path / "keys.dpgui", "Export table": tmp_path / "release.csv"}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, title, *_a, **_k: (str(saved[title]), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(data), ""))
    w.activateWindow()  # the one focus the test gives: the window, as when the app starts
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=15_000)  # slow under a full run's load

    project = new_project(kb, w)
    assert project.path == saved["New project"]
    import_and_declare(kb, w, qtbot)
    schema = project.dataset("people").schema
    assert schema.columns["id"].type == "identifier" and schema.columns["district"].categories == ("A", "B")
    assert (schema.columns["income"].lower, schema.columns["income"].upper) == (0, 5000)
    assert (schema.person.column, schema.person.max_rows) == ("id", 3)
    assert float(project.budget("people").total.epsilon) == 2
    eps = plan_and_run(kb, w, qtbot)
    assert float(project.budget("people").spent.epsilon) == eps
    estimate = read_and_export(kb, w)
    row = w.results.current["rows"][0]
    released = row["estimate"]  # the mean, clamped to the declared bounds, shown rounded as its interval allows
    step = float(resolution(row["ci_low"], row["ci_high"]) or 0)
    assert abs(float(estimate.replace(",", "")) - released) <= step / 2 + 1e-9 and 0 <= released <= 5000
    with open(saved["Export table"], encoding="utf-8") as exported:
        assert next(csv.DictReader(exported))["estimate"]
    survey = design_survey(kb, w)
    assert [(q.name, q.kind) for q in survey.questions] == [("drugs", "sensitive_yes_no"), ("age", "integer")]
    [response] = answer_at_the_kiosk(kb, w, survey)
    assert response["answers"]["age"] == "41" and response["answers"]["drugs"] in ("yes", "no")


def new_project(kb: Keyboard, w):
    """File › New project… (Alt+F, N), the system's save dialog, then the budget typed in."""
    def budget(_dialog):
        kb.press(KEY.Key_A, MOD.ControlModifier)
        kb.line("2")(_dialog)
    dialogs = kb.dialogs(budget)
    kb.press(KEY.Key_F, MOD.AltModifier)
    kb.press(KEY.Key_N)
    dialogs.done()
    assert w.context.project is not None
    return w.context.project


def import_and_declare(kb: Keyboard, w, qtbot) -> None:
    """File › Import data… (Alt+F, I): Browse… (the system's dialog), Next, Next, each column declared in the
    table, Import; then, on the Data page, whose rows they are."""
    def wizard(dialog):
        kb.tab_to(is_button("Browse…"))
        kb.press(KEY.Key_Space)
        kb.press(KEY.Key_M, MOD.AltModifier)  # the name, from its label's mnemonic
        assert kb.target() is dialog.choose.name and dialog.choose.name.text() == "people"
        kb.press(KEY.Key_N, MOD.AltModifier)  # Next
        assert dialog.currentPage() is dialog.preview
        kb.press(KEY.Key_Return)  # Next is the default button
        assert dialog.currentPage() is dialog.declare
        kb.tab_to(named("Type of id"))
        kb.type("i")  # identifier
        kb.tab_to(named("Type of district"))
        kb.type("c")  # categorical
        kb.press(KEY.Key_Tab)  # its categories, typed as the codebook has them
        kb.type("A, B")
        kb.tab_to(named("Type of income"))
        kb.type("n")  # numeric
        kb.press(KEY.Key_Tab, times=2)  # over the categories to the lower bound
        kb.type("0")
        kb.press(KEY.Key_Tab)
        kb.type("5000")
        kb.press(KEY.Key_Tab)
        assert dialog.button(QWizard.WizardButton.FinishButton).isEnabled(), checks(dialog.declare.editor)
        kb.press(KEY.Key_I, MOD.AltModifier)  # Import
    dialogs = kb.dialogs(wizard)
    kb.press(KEY.Key_F, MOD.AltModifier)
    kb.press(KEY.Key_I)
    dialogs.done()
    # the import's progress window (shown when it takes over 0.3 s) closes just after the dataset is set
    qtbot.waitUntil(lambda: w.context.dataset == "people" and QApplication.activeModalWidget() is None, timeout=10_000)
    kb.tab_to(named("Column that identifies people"))  # below the declarations: Tab goes through them and out
    kb.press(KEY.Key_Down)  # "the person is identified by id"
    kb.press(KEY.Key_Tab)
    kb.press(KEY.Key_Up, times=2)  # at most 3 rows of each person


def plan_and_run(kb: Keyboard, w, qtbot) -> float:
    """Queries page: Add query… (a mean, in the dialog), its ε raised with the slider, Run. Returns that ε."""
    def add_query(dialog):
        assert kb.target() is dialog.kind
        kb.press(KEY.Key_Down, times=3)  # Mean
        kb.press(KEY.Key_Tab)
        assert kb.target() is dialog.column and dialog.column.currentText() == "income"
        kb.press(KEY.Key_Return)  # OK is the default button
    kb.page(w, "Queries")
    kb.tab_to(w.queries.add_button)
    dialogs = kb.dialogs(add_query)
    kb.press(KEY.Key_Space)
    dialogs.done()
    assert [i.query for i in w.queries.items] == [{"type": "mean", "column": "income"}]
    first = w.queries.items[0].epsilon
    kb.tab_to(w.queries.slider.slider)  # past the planned queries' table
    kb.press(KEY.Key_PageUp, times=4)
    eps = w.queries.items[0].epsilon
    assert eps > first
    kb.tab_to(w.queries.run_button)
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        kb.press(KEY.Key_Space)
    return eps


def read_and_export(kb: Keyboard, w) -> str:
    """The Results page, shown after the run: the arrow keys to the estimate. Then File › Export results…
    (Alt+F, E). Returns the estimate as shown."""
    assert w.nav.currentRow() == PAGES.index("Results")
    kb.tab_to(w.results.table)
    kb.press(KEY.Key_Right)  # the first row's Estimate
    estimate = w.results.table.currentItem().text()
    kb.press(KEY.Key_F, MOD.AltModifier)
    kb.press(KEY.Key_E)
    return estimate


def design_survey(kb: Keyboard, w):
    """Survey page: New survey… (its title, the languages offered), its first question, then Add question…"""
    def question(name: str, wording: str, kind_steps: int):
        def fill(dialog):
            assert kb.target() is dialog.name
            kb.type(name)
            kb.press(KEY.Key_Tab)
            kb.type(wording)
            kb.press(KEY.Key_Tab)
            assert kb.target() is dialog.kind
            kb.press(KEY.Key_Down, times=kind_steps)
            kb.press(KEY.Key_Return)  # OK
        return fill
    kb.page(w, "Survey")
    kb.tab_to(w.survey.new_button)
    dialogs = kb.dialogs(kb.line("Habits"), kb.line(""), question("drugs", "Have you used drugs this year?", 0))
    kb.press(KEY.Key_Space)
    dialogs.done()
    kb.tab_to(w.survey.add_button)
    dialogs = kb.dialogs(question("age", "How old are you?", 4))  # a whole number
    kb.press(KEY.Key_Space)
    dialogs.done()
    return store.current_survey(w.context.project)


def answer_at_the_kiosk(kb: Keyboard, w, survey) -> list[dict]:
    """Start kiosk… with a PIN; a respondent answers, goes Back to change an answer and finishes; the enumerator
    leaves with Escape and the PIN. Returns the responses stored."""
    kb.tab_to(w.survey.kiosk_button)  # past the questions' table
    dialogs = kb.dialogs(kb.line(PIN))
    kb.press(KEY.Key_Space)
    dialogs.done()
    kiosk = w.survey.kiosk
    assert kiosk is not None

    def answer(label: str) -> None:
        kb.tab_to(is_button(label))
        kb.press(KEY.Key_Space)
    try:
        for label in ("English", kiosk._t("agree"), kiosk._t("continue"), kiosk._t("yes")):
            answer(label)
        kb.press(KEY.Key_A, MOD.ControlModifier)  # the age, typed in its box
        kb.type("40")
        answer(f"‹ {kiosk._t('back')}")  # back to the yes/no question: its first answer is forgotten
        answer(kiosk._t("no"))
        kb.press(KEY.Key_A, MOD.ControlModifier)
        kb.type("41")
        answer(kiosk._t("next"))
        assert is_button(kiosk._t("next"))(kb.target()) and kiosk._t("thanks") in screen_text(kiosk)
        dialogs = kb.dialogs(kb.line(PIN))
        kb.press(KEY.Key_Escape)
        dialogs.done()
        assert w.survey.kiosk is None and not kiosk.isVisible()
    finally:
        if w.survey.kiosk is not None:  # a failed walk must not leave a kiosk that refuses to close
            w.survey.kiosk.request_exit(PIN)
    return store.responses(w.context.project, survey)


def mnemonic(text: str) -> str | None:
    """The letter Alt (or, in an open menu, the letter alone) picks: the one after a single &."""
    plain = text.replace("&&", "")
    return plain[plain.index("&") + 1].lower() if "&" in plain[:-1] else None


def test_every_menu_item_has_its_own_typeable_letter(window):  # noqa: F811
    """Two items of one menu with the same letter make that letter only move between them (Open the &example and
    &Export results… once did); a letter no keyboard types, such as ε, picks nothing."""
    from PySide6.QtWidgets import QMenu
    for menu in [window.menuBar(), *window.findChildren(QMenu)]:
        letters = [mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        picked = [letter for letter in letters if letter]
        assert len(picked) == len(set(picked)), f"{menu.title() or 'the menu bar'}: {letters}"
        assert all(letter.isascii() and letter.isalnum() for letter in picked), letters


def test_power_the_menu_check_finds_a_shared_letter():
    assert mnemonic("Open the &example") == mnemonic("&Export results…") == "e"
    assert mnemonic("Save && close") is None and mnemonic("What does &ε mean?") == "ε"


def test_tab_leaves_every_table(qtbot, window, tmp_path):  # noqa: F811
    """A table that keeps Tab for its cells traps the keyboard (Qt's wraps round from the last cell to the first,
    and a box in a cell was a Tab stop of its own): from each table, Tab and Shift+Tab reach another control."""
    import shutil

    from dpgui.resources import example_path
    from dpgui.store.project import Project
    from dpgui.ui.pages.import_wizard import ImportWizard
    shutil.copy(example_path("clinic_survey.dpgui"), tmp_path / "c.dpgui")
    window.context.open(tmp_path / "c.dpgui", Project.open(tmp_path / "c.dpgui"))
    window.show_inspector()
    trapped = []
    tables = window.findChildren(QTableWidget)  # the pages' and the inspector's (a window of the main one)
    for table in tables:
        show_page_of(table)
        if table.isVisible():  # not the inspector's own matrix, shown for a mechanism of one's own
            trapped += tab_out_of(qtbot, table)
    wizard = ImportWizard(window, str(example_path("clinic_survey.csv")))
    qtbot.addWidget(wizard)
    wizard.show()
    for table in (wizard.preview.table, wizard.declare.editor):
        wizard.next()
        trapped += tab_out_of(qtbot, table)
    assert len(tables) >= 8 and trapped == []


def tab_out_of(qtbot, table: QTableWidget) -> list[str]:
    """The keys (Tab, Shift+Tab) that never take the focus out of ``table``, cell by cell at worst."""
    table.window().activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is table.window())
    trapped = []
    for key in (KEY.Key_Tab, KEY.Key_Backtab):
        table.setFocus(Qt.FocusReason.TabFocusReason)
        assert QApplication.focusWidget() is table, describe(table)
        for _ in range(table.rowCount() * table.columnCount() + 2):
            inside = QApplication.focusWidget()
            if inside is not table and not table.isAncestorOf(inside):
                break
            qtbot.keyClick(inside, key)
        else:
            trapped.append(f"{describe(table)} ({'Shift+' if key == KEY.Key_Backtab else ''}Tab)")
    return trapped


def show_page_of(widget: QWidget) -> None:
    """Bring the page (or tab, or wizard page) holding ``widget`` to the front."""
    from PySide6.QtWidgets import QStackedWidget
    child, parent = widget, widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QStackedWidget):
            parent.setCurrentWidget(child)
        child, parent = parent, parent.parentWidget()
