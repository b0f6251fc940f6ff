"""A table in which the curator declares each column: type, categories, bounds, missing values.

Each row is checked as it is edited, and the problem is shown in that row's "Check" cell, next to
the field it concerns. Columns left "not released" are simply not declared. A row proposed from the
private data carries a tick box in that cell: the schema stays "derived" until each such row is
confirmed by the curator, one by one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHeaderView, QTableWidget, QTableWidgetItem

from dpgui.store.declared.schema import ColumnSchema, DatasetSchema, Proposal
from dpgui.ui.colours import colour

NOT_RELEASED = "not released"
TYPES = ["categorical", "numeric", "identifier", NOT_RELEASED]
MISSING = {"categorical": [("own (missing) cell", "cell"), ("count as (other)", "other")],
           "numeric": [("leave out", "exclude"), ("count as lower bound ⚠", "impute")]}
HEADERS = ["Column", "Type", "Categories", "Lower bound", "Upper bound", "Missing values", "Check"]
HEADER_TIPS = {2: "The answers allowed, separated by commas, as in the questionnaire",
               3: "The smallest value the questionnaire allows, in the column's units (e.g. age 0, income 0)",
               4: "The largest value you expect, in the column's units (e.g. age 110, monthly income 50,000)",
               5: "Rows with no value: left out (recommended), or counted as the lower bound, which pulls means down"}
IMPUTE_WARNING = "⚠ missing values counted as the lower bound: this pulls the mean down; 'leave out' is safer"
BOUNDS_HELP = "type both bounds, from the codebook (e.g. age 0 to 110)"

CATEGORIES_WIDTH = 150
CHECK_WIDTH = 200  # a problem or a request to confirm stays readable (the table scrolls sideways if it must)  # room to read a list; long lists wrap within the cell
PROPOSED = Qt.ItemDataRole.UserRole  # on a row's Check cell: this row was proposed from the data

class SchemaEditor(QTableWidget):
    edited = Signal()

    def __init__(self, parent=None):
        super().__init__(0, len(HEADERS), parent)
        self.setAccessibleName("Declared schema")
        self.setAccessibleDescription("One row per column: its type, categories, bounds and how missing values are "
                                      "treated")
        self.setHorizontalHeaderLabels(HEADERS)
        for column, tip in HEADER_TIPS.items():
            self.horizontalHeaderItem(column).setToolTip(tip)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(True)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)  # the Check column takes what is left; the others are never squeezed
        header.setMinimumSectionSize(60)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self._loading = False
        self.itemChanged.connect(self._changed)

    def load(self, columns: list[str], schema: DatasetSchema | None, proposal: Proposal | None = None) -> None:
        """Show ``schema``'s declarations; with a ``proposal`` read from the data, show it instead, with
        each proposed row highlighted and left for the curator to confirm (numeric bounds left blank)."""
        self._loading = True
        self.clearContents()  # the previous rows' widgets go now, not after they were painted under the new
        self.setRowCount(len(columns))
        derived = set(proposal.derived if proposal else schema.derived_columns if schema else ())
        if proposal:
            schema = proposal.schema
        for row, name in enumerate(columns):
            col = schema.columns.get(name) if schema else None
            item = QTableWidgetItem(name)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.setItem(row, 0, item)
            kind = QComboBox()
            kind.setAccessibleName(f"Type of {name}")
            kind.addItems(TYPES)
            kind.setCurrentText(col.type if col else "numeric" if proposal and name in proposal.numeric
                                else NOT_RELEASED)
            kind.currentTextChanged.connect(lambda _t, r=row: self._type_changed(r))
            self.setCellWidget(row, 1, kind)
            self.setItem(row, 2, QTableWidgetItem(", ".join(col.categories) if col else ""))
            self.setItem(row, 3, QTableWidgetItem(_num(col.lower) if col else ""))
            self.setItem(row, 4, QTableWidgetItem(_num(col.upper) if col else ""))
            missing = QComboBox()
            missing.setAccessibleName(f"Missing values of {name}")
            self.setCellWidget(row, 5, missing)
            self._fill_missing(row, col.missing if col else None)
            missing.currentTextChanged.connect(lambda _t: self._changed())
            check = QTableWidgetItem("")
            check.setFlags(check.flags() & ~Qt.ItemFlag.ItemIsEditable & ~Qt.ItemFlag.ItemIsUserCheckable)
            if name in derived:  # read from the private data: the curator confirms this row
                check.setData(PROPOSED, True)
                check.setFlags(check.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                check.setCheckState(Qt.CheckState.Unchecked)
                check.setToolTip("Proposed from the private data. Tick once you have checked this line "
                                 "against the questionnaire or codebook.")
                for column in (0, 2):
                    self.item(row, column) and self.item(row, column).setBackground(colour("notice"))
            self.setItem(row, 6, check)
        self.resizeColumnsToContents()  # every header and choice shown whole; the table scrolls if it must
        self.setColumnWidth(2, min(max(self.columnWidth(2), CATEGORIES_WIDTH), 2 * CATEGORIES_WIDTH))
        for column in (1, 5):  # the choices' own widths: "leave out", "own (missing) cell" never cut
            widest = max((self.cellWidget(r, column).sizeHint().width() for r in range(self.rowCount())), default=0)
            self.setColumnWidth(column, max(self.columnWidth(column), widest))
        self.setColumnWidth(6, max(self.columnWidth(6), CHECK_WIDTH))
        self._loading = False
        self.validate()

    def _fill_missing(self, row: int, current: str | None) -> None:
        box: QComboBox = self.cellWidget(row, 5)
        box.blockSignals(True)
        box.clear()
        options = MISSING.get(self.cellWidget(row, 1).currentText(), [])
        for label, key in options:
            box.addItem(label, key)
        box.setEnabled(bool(options))
        if box.findData(current) >= 0:
            box.setCurrentIndex(box.findData(current))
        box.blockSignals(False)

    def _type_changed(self, row: int) -> None:
        self._fill_missing(row, None)
        self._changed()

    def unconfirmed(self) -> tuple[str, ...]:
        """Released rows proposed from the data that the curator has not yet ticked as checked."""
        return tuple(self.item(r, 0).text() for r in range(self.rowCount())
                     if self.item(r, 6).data(PROPOSED) and self.item(r, 6).checkState() != Qt.CheckState.Checked
                     and self.cellWidget(r, 1).currentText() != NOT_RELEASED)

    def _changed(self, *_):
        if not self._loading:
            self.validate()
            self.edited.emit()

    def _row_schema(self, row: int) -> ColumnSchema | None:
        kind = self.cellWidget(row, 1).currentText()
        if kind == NOT_RELEASED:
            return None
        if kind == "identifier":
            return ColumnSchema("identifier")
        text = lambda c: (self.item(row, c).text() if self.item(row, c) else "").strip()  # noqa: E731
        missing = self.cellWidget(row, 5).currentData()
        if kind == "categorical":
            cats = tuple(c.strip() for c in text(2).split(",") if c.strip())
            return ColumnSchema("categorical", categories=cats, missing=missing)
        if not text(3) or not text(4):
            raise ValueError(BOUNDS_HELP)
        try:
            lower, upper = float(text(3).replace(",", "")), float(text(4).replace(",", ""))
        except ValueError:
            raise ValueError("type a number in both bounds") from None
        return ColumnSchema("numeric", lower=lower, upper=upper, missing=missing)

    def validate(self) -> dict[str, str]:
        """Check every row; show each problem next to its row and return them by column."""
        problems = {}
        self.blockSignals(True)
        for row in range(self.rowCount()):
            cell = self.item(row, 6)
            try:
                col = self._row_schema(row)
                cell.setText(_status(col, cell))
                cell.setForeground(colour("warning" if col and col.missing == "impute" and col.type == "numeric"
                                          else "ok" if col else "muted"))
            except ValueError as err:
                problems[self.item(row, 0).text()] = str(err)
                cell.setText(f"⚠ {err}")
                cell.setForeground(colour("error"))
        self.blockSignals(False)
        self.resizeRowsToContents()  # long checks wrap inside their cell rather than being cut
        return problems

    def schema(self) -> DatasetSchema:
        """The declared schema (derived while a proposed row is unconfirmed), or ValueError naming the
        first column with a problem."""
        problems = self.validate()
        if problems:
            name, message = next(iter(problems.items()))
            raise ValueError(f"column {name!r}: {message}")
        columns = {}
        for row in range(self.rowCount()):
            col = self._row_schema(row)
            if col is not None:
                columns[self.item(row, 0).text()] = col
        unconfirmed = tuple(n for n in self.unconfirmed() if n in columns)
        return DatasetSchema(columns, derived_from_private_data=bool(unconfirmed), derived_columns=unconfirmed)


def _status(col: ColumnSchema | None, cell: QTableWidgetItem) -> str:
    """What the row declares, or, for a row proposed from the data and not yet ticked, that it awaits a tick."""
    if col is not None and col.type == "numeric" and col.missing == "impute":
        return IMPUTE_WARNING
    if cell.data(PROPOSED) and cell.checkState() != Qt.CheckState.Checked and col is not None:
        return "proposed: tick when checked"
    if col is None:
        return "not released"
    return "✓ stored, never released" if col.type == "identifier" else "✓ declared"


def _num(value) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)
