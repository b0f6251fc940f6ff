"""The start screen: what a curator sees before any project is open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from dpgui.ui.widgets import named


class StartPage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    example_requested = Signal()
    recent_requested = Signal(str)
    inspector_requested = Signal()

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        title = QLabel("<h1>dpgui</h1><p style='font-size:13pt'>Release statistics about sensitive data "
                       "without revealing any one person.</p>")
        title.setWordWrap(True)
        self.new_button = QPushButton("New project…")
        self.open_button = QPushButton("Open a project…")
        self.example_button = QPushButton("Open the example (a synthetic health survey)")
        self.inspector_button = QPushButton("Inspect and audit privacy mechanisms (no project needed)")
        for button, signal in ((self.new_button, self.new_requested), (self.open_button, self.open_requested),
                               (self.example_button, self.example_requested),
                               (self.inspector_button, self.inspector_requested)):
            button.setMinimumHeight(40)
            button.clicked.connect(signal.emit)
        self.recent = named(QListWidget(), "Recent projects")
        self.recent.itemActivated.connect(lambda item: self.recent_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.addWidget(title)
        for button in (self.new_button, self.open_button, self.example_button, self.inspector_button):
            layout.addWidget(button)
        layout.addWidget(QLabel("<b>Open recent</b> (double-click)"))
        layout.addWidget(self.recent, 1)
        self.refresh()

    def refresh(self) -> None:
        self.recent.clear()
        for path in self.context.recent():
            self.recent.addItem(Path(path).name + "    —    " + str(Path(path).parent))
            self.recent.item(self.recent.count() - 1).setData(Qt.ItemDataRole.UserRole, path)
        if not self.recent.count():
            self.recent.addItem("No recent projects yet.")
            self.recent.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
