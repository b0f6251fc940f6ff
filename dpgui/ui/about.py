"""About dpgui: its version (from the package metadata) and the licences of everything it ships."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QPlainTextEdit, QSplitter, QVBoxLayout

from dpgui import __version__
from dpgui.core.words.translation import translate
from dpgui.licenses import QT_NOTICE, shipped_licences
from dpgui.ui.widgets import fit_to_screen


class AboutDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("ui.about", "About dpgui"))
        fit_to_screen(self, 820, 560)
        self.licences = shipped_licences()
        header = QLabel(translate("ui.about", "<h2>dpgui {version}</h2><p>Release statistics about sensitive data "
                                  "with differential privacy. dpgui is free software under the MIT licence.</p>"
                                  "<p>{qt_notice}</p>").format(version=__version__, qt_notice=translate("licenses", QT_NOTICE)))
        header.setWordWrap(True)
        self.packages = QListWidget()
        self.packages.setAccessibleName(translate("ui.about", "Packages shipped, with their licences"))
        for licence in self.licences:
            self.packages.addItem(translate("ui.about", "{package} {version} — {licence}").format(
                package=licence.package, version=licence.version,
                licence=licence.name or translate("ui.about", "see text")))
        self.text = QPlainTextEdit()
        self.text.setAccessibleName(translate("ui.about", "Licence text"))
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
        layout.addWidget(QLabel(translate("ui.about", "<b>Bundled software and its licences</b>")))
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.packages.setCurrentRow(0)
