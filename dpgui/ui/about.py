"""About dpgui: its version (from the package metadata) and the licences of everything it ships."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QPlainTextEdit, QSplitter, QVBoxLayout

from dpgui import __version__
from dpgui.licenses import QT_NOTICE, shipped_licences
from dpgui.ui.widgets import fit_to_screen


class AboutDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("About dpgui")
        fit_to_screen(self, 820, 560)
        self.licences = shipped_licences()
        header = QLabel(f"<h2>dpgui {__version__}</h2><p>Release statistics about sensitive data with differential "
                        f"privacy. dpgui is free software under the MIT licence.</p><p>{QT_NOTICE}</p>")
        header.setWordWrap(True)
        self.packages = QListWidget()
        self.packages.setAccessibleName("Packages shipped, with their licences")
        for licence in self.licences:
            self.packages.addItem(f"{licence.package} {licence.version} — {licence.name or 'see text'}")
        self.text = QPlainTextEdit()
        self.text.setAccessibleName("Licence text")
        self.text.setReadOnly(True)
        self.packages.currentRowChanged.connect(lambda row: self.text.setPlainText(self.licences[row].text
                                                                                    if row >= 0 else ""))
        split = QSplitter()
        split.addWidget(self.packages)
        split.addWidget(self.text)
        split.setSizes([300, 520])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(QLabel("<b>Bundled software and its licences</b>"))
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.packages.setCurrentRow(0)
