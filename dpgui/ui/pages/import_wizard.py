"""The import wizard: choose a file, look at a private preview, declare each column."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWizard, QWizardPage)

from dpgui.core.progress import Task
from dpgui.core.words.translation import translate
from dpgui.store.declared.schema import propose_schema
from dpgui.store.errors import StoreError
from dpgui.store.importers import READERS, open_table
from dpgui.store.profile import profile_source
from dpgui.ui.colours import style
from dpgui.ui.pages.data import DERIVED_TEXT
from dpgui.ui.schema_editor import SchemaEditor
from dpgui.ui.widgets import fit_to_screen

PREVIEW_ROWS = 20


def _file_filter() -> str:
    """The file dialog's filter: its name in words, then every extension a reader knows."""
    return translate("ui.pages.import_wizard", "Data files ({patterns})").format(
        patterns=" ".join(f"*{ext}" for ext in READERS))


class ChooseFilePage(QWizardPage):
    def __init__(self, start_path: str = ""):
        super().__init__()
        self.setTitle(translate("ui.pages.import_wizard", "1. Choose a data file"))
        self.setSubTitle(translate("ui.pages.import_wizard", "CSV or TSV, Excel (.xlsx), Parquet, Stata (.dta) or "
                                   "SPSS (.sav). ODK and KoboToolbox CSV exports are read too."))
        self.path = QLineEdit(start_path)
        self.path.setPlaceholderText(translate("ui.pages.import_wizard", "the file to import"))
        browse = QPushButton(translate("ui.pages.import_wizard", "Browse…"))
        browse.clicked.connect(self._browse)
        self.name = QLineEdit(Path(start_path).stem if start_path else "")
        self.name.setPlaceholderText(translate("ui.pages.import_wizard", "a short name for this dataset"))
        self.odk = QCheckBox(translate("ui.pages.import_wizard", "This is an ODK / KoboToolbox export (strip group "
                                       "prefixes such as household/)"))
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        layout = QVBoxLayout(self)
        for text, field in ((translate("ui.pages.import_wizard", "&File:"), row),
                            (translate("ui.pages.import_wizard", "Dataset na&me:"), self.name)):
            label = QLabel(text)
            label.setBuddy(self.path if field is row else field)  # its name for a screen reader, and Alt+letter
            layout.addWidget(label)
            layout.addLayout(field) if field is row else layout.addWidget(field)
        layout.addWidget(self.odk)
        self.path.textChanged.connect(self._path_changed)
        self.name.textChanged.connect(self.completeChanged)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("ui.pages.import_wizard", "Choose a data file"), "",
                                              _file_filter())
        if path:
            self.path.setText(path)

    def _path_changed(self, text: str) -> None:
        if not self.name.text().strip() and text:
            self.name.setText(Path(text).stem)
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return Path(self.path.text()).is_file() and bool(self.name.text().strip())

    def options(self) -> dict:
        return {"odk": True} if self.odk.isChecked() else {}


class PreviewPage(QWizardPage):
    def __init__(self, choose: ChooseFilePage):
        super().__init__()
        self.choose = choose
        self.setTitle(translate("ui.pages.import_wizard", "2. Check the file (private preview)"))
        self.notice = QLabel(translate("ui.pages.import_wizard", "⚠ <b>Private preview, shown only to you.</b> These "
                                       "rows are the confidential data: they are never released, exported or shown "
                                       "in results."))
        self.notice.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet(style("error"))
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # messages quote the file's column names: never markup
        self.table = QTableWidget()
        self.table.setAccessibleName(translate("ui.pages.import_wizard", "The file's first rows"))
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.error)
        layout.addWidget(self.table, 1)
        self.source = None

    def initializePage(self) -> None:
        self.source, self.error.setText("")
        self.table.clear()
        try:
            source = open_table(self.choose.path.text(), **self.choose.options())
            preview = open_table(self.choose.path.text(), chunk_rows=PREVIEW_ROWS, **self.choose.options())
            first = next(iter(preview.chunks(Task())))
        except (StoreError, StopIteration, ValueError) as err:
            self.error.setText(translate("ui.pages.import_wizard", "⚠ This file cannot be imported: {reason}").format(
                reason=err))
            self.completeChanged.emit()
            return
        self.table.setColumnCount(len(source.columns))
        self.table.setHorizontalHeaderLabels(source.columns)
        self.table.setRowCount(len(first[0]))
        for c, values in enumerate(first):
            for r, v in enumerate(values):
                self.table.setItem(r, c, QTableWidgetItem("" if v is None else str(v)))
        self.table.resizeColumnsToContents()
        self.source = source
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.source is not None


class DeclarePage(QWizardPage):
    def __init__(self, preview: PreviewPage):
        super().__init__()
        self.preview = preview
        self.setTitle(translate("ui.pages.import_wizard", "3. Declare each column (public metadata)"))
        self.setSubTitle(translate("ui.pages.import_wizard", "Type the categories and bounds you know from the "
                                   "questionnaire or codebook. They are public: never read them off the data. "
                                   "Columns left 'not released' stay private."))
        self.editor = SchemaEditor()
        self.propose = QPushButton(translate("ui.pages.import_wizard", "Propose from data…"))
        self.propose.setToolTip(translate("ui.pages.import_wizard", "Suggest types and category lists from the file "
                                          "(never bounds). This reads the private data: each proposed line is "
                                          "highlighted until you confirm it."))
        self.propose.clicked.connect(self._propose)
        self.derived = QLabel(translate("ui.pages.data", DERIVED_TEXT))
        self.derived.setWordWrap(True)
        self.derived.setStyleSheet(style("notice", "padding: 6px;"))
        self.derived.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.propose)
        layout.addWidget(self.derived)
        layout.addWidget(self.editor, 1)
        self.editor.edited.connect(self.completeChanged)
        self.editor.edited.connect(self._show_derived)

    def initializePage(self) -> None:
        self.editor.load(self.preview.source.columns, None)

    def _propose(self) -> None:
        self.editor.load(self.preview.source.columns, None, propose_schema(profile_source(self.preview.source)))
        self._show_derived()

    def _show_derived(self) -> None:
        """The warning that lines were read off the private data, until each is ticked (or not released)."""
        self.derived.setVisible(bool(self.editor.unconfirmed()))

    def isComplete(self) -> bool:
        return not self.editor.validate()

    def schema(self):
        return self.editor.schema()


class ImportWizard(QWizard):
    def __init__(self, parent=None, start_path: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("ui.pages.import_wizard", "Import data"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)  # no side picture: room for the table on a laptop
        fit_to_screen(self, 1100, 640)
        self.choose = ChooseFilePage(start_path)
        self.preview = PreviewPage(self.choose)
        self.declare = DeclarePage(self.preview)
        for page in (self.choose, self.preview, self.declare):
            self.addPage(page)
        self.setButtonText(QWizard.WizardButton.FinishButton, translate("ui.pages.import_wizard", "&Import"))

    def result_request(self) -> tuple[str, str, dict, object]:
        """(file path, dataset name, reader options, declared schema) chosen by the curator."""
        return self.choose.path.text(), self.choose.name.text().strip(), self.choose.options(), self.declare.schema()
