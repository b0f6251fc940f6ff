"""The start screen: what a curator sees before any project is open, and the five steps to a first release,
listed here and shown as a strip above the pages while a project is open."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.ui.colours import style
from dpgui.ui.widgets import named

DONE, NEXT, LATER = "done", "next", "later"


def steps() -> list[tuple[str, str, str]]:
    """The steps to a first release, in order: (the page where it is done, its name, what to do)."""
    return [("Data", translate("ui.pages.start", "Data"),
             translate("ui.pages.start", "Create a project, then import your data file.")),
            ("Data", translate("ui.pages.start", "Who is in it"),
             translate("ui.pages.start", "Declare each column, and whose rows they are, from the questionnaire "
                                         "or codebook.")),
            ("Budget", translate("ui.pages.start", "Budget"),
             translate("ui.pages.start", "Check how much may be learned about any one person (ε).")),
            ("Queries", translate("ui.pages.start", "Questions"),
             translate("ui.pages.start", "List the counts and averages you want, and see how precise each will "
                                         "be.")),
            ("Results", translate("ui.pages.start", "Results"),
             translate("ui.pages.start", "Release them: each number comes with its range."))]


def step_states(project, dataset: str | None) -> list[str]:
    """Each step done, next (the first not done) or later, read from what the open project holds, so the
    guide never disagrees with it. Every project is made with a budget: that step is done once there is
    data to spend it on. Released queries leave the plan, so questions are asked once any are planned or
    released."""
    if project is None or dataset is None:
        done = [False] * 5
    else:
        released = any(entry.release_id is not None for entry in project.ledger(dataset))
        done = [True, project.dataset(dataset).schema is not None, True, released or bool(project.plan(dataset)),
                released]
    first = done.index(False) if False in done else len(done)
    return [DONE if d else NEXT if i == first else LATER for i, d in enumerate(done)]


def _marked(number: int, name: str, state: str) -> str:
    """A step's label, its state said in text and weight as well as colour: ✓ done, → next (bold)."""
    mark = {DONE: "✓ ", NEXT: "→ ", LATER: ""}[state]
    return f"{mark}{plain_number(number)}. {name}"


def _spoken(number: int, name: str, state: str) -> str:
    if state == DONE:
        text = translate("ui.pages.start", "Step {number} of {count}, {step}: done")
    elif state == NEXT:
        text = translate("ui.pages.start", "Step {number} of {count}, {step}: the next one")
    else:
        text = translate("ui.pages.start", "Step {number} of {count}, {step}: still to do")
    return text.format(number=plain_number(number), count=plain_number(len(steps())), step=name)


def _look(state: str) -> str:
    return {DONE: style("ok"), NEXT: style("notice", "font-weight: bold;"), LATER: style("muted")}[state]


class StepStrip(QWidget):
    """The steps in one slim row above the pages: where the project is, and a click to the page of each."""

    page_requested = Signal(str)

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.buttons = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        for page, _name, what in steps():
            button = QPushButton()
            button.setToolTip(what)
            button.clicked.connect(lambda _=False, p=page: self.page_requested.emit(p))
            row.addWidget(button)
            self.buttons.append(button)
        row.addStretch(1)
        context.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        states = step_states(self.context.project, self.context.dataset)
        for number, (button, (_page, name, _what), state) in enumerate(zip(self.buttons, steps(), states), 1):
            button.setText(_marked(number, name, state))
            button.setAccessibleName(_spoken(number, name, state))
            button.setStyleSheet(f"QPushButton {{ {_look(state)} border: 1px solid transparent; padding: 2px 6px; }} "
                                 "QPushButton:focus { border-color: palette(highlight); }")


class StartPage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    example_requested = Signal()
    recent_requested = Signal(str)
    inspector_requested = Signal()

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        title = QLabel("<h1>dpgui</h1><p style='font-size:13pt'>{}</p>".format(escape(translate(
            "ui.pages.start", "Release statistics about sensitive data without revealing any one person."))))
        title.setWordWrap(True)
        self.new_button = QPushButton(translate("ui.pages.start", "New project…"))
        self.open_button = QPushButton(translate("ui.pages.start", "Open a project…"))
        self.example_button = QPushButton(translate("ui.pages.start", "Open the example (a synthetic health survey)"))
        self.inspector_button = QPushButton(translate("ui.pages.start", "Inspect and audit privacy mechanisms (no "
                                                                        "project needed)"))
        for button, signal in ((self.new_button, self.new_requested), (self.open_button, self.open_requested),
                               (self.example_button, self.example_requested),
                               (self.inspector_button, self.inspector_requested)):
            button.setMinimumHeight(40)
            button.clicked.connect(signal.emit)
        self.recent = named(QListWidget(), translate("ui.pages.start", "Recent projects"))
        self.recent.itemActivated.connect(lambda item: self.recent_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.guide = QLabel()
        self.guide.setWordWrap(True)
        self.guide.setTextFormat(Qt.TextFormat.RichText)
        actions = QVBoxLayout()
        for button in (self.new_button, self.open_button, self.example_button, self.inspector_button):
            actions.addWidget(button)
        actions.addWidget(QLabel(translate("ui.pages.start", "<b>Open recent</b> (double-click)")))
        actions.addWidget(self.recent, 1)
        columns = QHBoxLayout()
        columns.addLayout(actions, 3)
        columns.addSpacing(24)
        columns.addWidget(self.guide, 2, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.addWidget(title)
        layout.addLayout(columns, 1)
        self.refresh()

    def refresh(self) -> None:
        self._show_guide()
        self.recent.clear()
        for path in self.context.recent():
            self.recent.addItem(Path(path).name + "    —    " + str(Path(path).parent))
            self.recent.item(self.recent.count() - 1).setData(Qt.ItemDataRole.UserRole, path)
        if not self.recent.count():
            self.recent.addItem(translate("ui.pages.start", "No recent projects yet."))
            self.recent.item(0).setFlags(Qt.ItemFlag.NoItemFlags)

    def _show_guide(self) -> None:
        """The steps as a numbered list, the next one in bold and marked, each done one ticked."""
        states = step_states(self.context.project, self.context.dataset)
        items = []
        for number, ((_page, name, what), state) in enumerate(zip(steps(), states), 1):
            line = escape(translate("ui.pages.start", "{step}: {what}").format(step=_marked(number, name, state),
                                                                                 what=what))
            items.append(f"<p style='{_look(state)}'>{f'<b>{line}</b>' if state == NEXT else line}</p>")
        heading = translate("ui.pages.start", "How it goes")
        self.guide.setText(f"<h3>{escape(heading)}</h3>" + "".join(items))
