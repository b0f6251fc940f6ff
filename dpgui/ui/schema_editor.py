"""A table in which the curator declares each column: type, categories, bounds, missing values.

Each row is checked as it is edited, and the problem is shown in that row's "Check" cell, next to
the field it concerns. Columns left "not released" are simply not declared.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHeaderView, QTableWidget, QTableWidgetItem

from dpgui.store.declared_schema import ColumnSchema, DatasetSchema

NOT_RELEASED = "not released"
TYPES = ["categorical", "numeric", "identifier", NOT_RELEASED]
MISSING = {"categorical": [("own (missing) cell", "cell"), ("count as (other)", "other")],
           "numeric": [("fill with the lower bound", "impute"), ("leave out", "exclude")]}
HEADERS = ["Column", "Type", "Categories (comma-separated)", "Lower bound", "Upper bound", "Missing values", "Check"]


class SchemaEditor(QTableWidget):
    edited = Signal()

    def __init__(self, parent=None):
        super().__init__(0, len(HEADERS), parent)
        self.setHorizontalHeaderLabels(HEADERS)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self._loading = False
        self.itemChanged.connect(self._changed)

    def load(self, columns: list[str], schema: DatasetSchema | None) -> None:
        self._loading = True
        self.setRowCount(len(columns))
        for row, name in enumerate(columns):
            col = schema.columns.get(name) if schema else None
            item = QTableWidgetItem(name)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.setItem(row, 0, item)
            kind = QComboBox()
            kind.addItems(TYPES)
            kind.setCurrentText(col.type if col else NOT_RELEASED)
            kind.currentTextChanged.connect(lambda _t, r=row: self._type_changed(r))
            self.setCellWidget(row, 1, kind)
            self.setItem(row, 2, QTableWidgetItem(", ".join(col.categories) if col else ""))
            self.setItem(row, 3, QTableWidgetItem(_num(col.lower) if col else ""))
            self.setItem(row, 4, QTableWidgetItem(_num(col.upper) if col else ""))
            missing = QComboBox()
            self.setCellWidget(row, 5, missing)
            self._fill_missing(row, col.missing if col else None)
            missing.currentTextChanged.connect(lambda _t: self._changed())
            check = QTableWidgetItem("")
            check.setFlags(check.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.setItem(row, 6, check)
        self.resizeColumnsToContents()
        self.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
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
        try:
            lower, upper = float(text(3)), float(text(4))
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
                cell.setText("not released" if col is None else "✓ stored, never released"
                             if col.type == "identifier" else "✓ declared")
                cell.setForeground(QColor("#2e7d32") if col else QColor("#666666"))
            except ValueError as err:
                problems[self.item(row, 0).text()] = str(err)
                cell.setText(f"⚠ {err}")
                cell.setForeground(QColor("#c62828"))
        self.blockSignals(False)
        return problems

    def schema(self, derived: bool = False) -> DatasetSchema:
        """The declared schema, or ValueError naming the first column with a problem."""
        problems = self.validate()
        if problems:
            name, message = next(iter(problems.items()))
            raise ValueError(f"column {name!r}: {message}")
        columns = {}
        for row in range(self.rowCount()):
            col = self._row_schema(row)
            if col is not None:
                columns[self.item(row, 0).text()] = col
        return DatasetSchema(columns, derived_from_private_data=derived)


def _num(value) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)
