"""The dialog that adds a query: its kind, declared columns only, and an optional condition."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSpinBox, QVBoxLayout,
                               QWidget)

from dpgui.engine.queries import parse_query
from dpgui.ui.colours import style

KINDS = [("Histogram of a column", "histogram"), ("Count of rows", "count"), ("Two-way table", "table"),
         ("Mean", "mean"), ("Sum", "sum"), ("Median or other quantile", "quantile"), ("Most common category", "mode"),
         ("Many tables at once (k-way tables)", "marginals")]
OPERATORS = [("is", "equals"), ("is one of (comma-separated)", "in"), ("is between (low, high)", "range")]


class ConditionRow(QWidget):
    def __init__(self, columns: list[str], parent=None):
        super().__init__(parent)
        self.column, self.operator, self.value = QComboBox(), QComboBox(), QLineEdit()
        self.column.addItems(columns)
        for text, op in OPERATORS:
            self.operator.addItem(text, op)
        self.value.setPlaceholderText("value")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.column, self.operator, self.value):
            layout.addWidget(w)

    def condition(self) -> dict:
        op, text = self.operator.currentData(), self.value.text().strip()
        if op == "equals":
            return {"column": self.column.currentText(), "equals": text}
        parts = [p.strip() for p in text.split(",") if p.strip()]
        if op == "in":
            return {"column": self.column.currentText(), "in": parts}
        try:
            low, high = (float(p) for p in parts)
        except ValueError:
            raise ValueError("a range needs two numbers: low, high") from None
        return {"column": self.column.currentText(), "range": [low, high]}


class AddQueryDialog(QDialog):
    def __init__(self, schema, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Add a query")
        self.schema = schema
        self.kind = QComboBox()
        for text, kind in KINDS:
            self.kind.addItem(text, kind)
        self.column, self.second, self.q = QComboBox(), QComboBox(), QDoubleSpinBox()
        self.many = QListWidget()
        self.many.setAccessibleName("Columns to release together")
        self.many.setToolTip("Tick the categorical columns whose tables you want")
        self.k = QSpinBox()
        self.k.setRange(1, 3)
        self.k.setValue(2)
        self.tables = QListWidget()
        self.tables.setAccessibleName("Tables to learn")
        self.tables.setToolTip("Untick the tables you do not need: the budget then goes to the ones you do")
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 200)
        self.rounds.setSpecialValueText("automatic")
        self.rounds.setToolTip("How many tables are measured one by one; automatic picks it from ε and the "
                               "number of rows")
        self.many.itemChanged.connect(self._list_tables)
        self.k.valueChanged.connect(self._list_tables)
        self.q.setRange(0.01, 0.99)
        self.q.setSingleStep(0.05)
        self.q.setValue(0.5)
        self.join = QComboBox()
        self.join.addItem("all conditions hold", "and")
        self.join.addItem("any condition holds", "or")
        self.conditions: list[ConditionRow] = []
        self.condition_box = QVBoxLayout()
        add_condition = QPushButton("Add a condition (optional)")
        add_condition.clicked.connect(self._add_condition)
        self.error = QLabel()
        self.error.setStyleSheet(style("error"))
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # messages quote column names and values: never markup
        form = QFormLayout()
        form.addRow("Kind:", self.kind)
        form.addRow("Column:", self.column)
        form.addRow("Second column:", self.second)
        form.addRow("Quantile (0.5 = median):", self.q)
        form.addRow("Columns:", self.many)
        form.addRow("Tables of k columns:", self.k)
        form.addRow("Tables wanted:", self.tables)
        form.addRow("Rounds:", self.rounds)
        form.addRow("Only rows where:", self.join)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Only declared columns are listed; identifiers are never released."))
        layout.addLayout(form)
        layout.addLayout(self.condition_box)
        layout.addWidget(add_condition)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.form = form
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self.query: dict | None = None

    def _declared(self, *types) -> list[str]:
        return [n for n, c in self.schema.columns.items() if c.type in types]

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        numeric = kind in ("mean", "sum", "quantile")
        self.column.clear()
        self.column.addItems(self._declared("numeric") if numeric else self._declared("categorical"))
        self.second.clear()
        self.second.addItems(self._declared("categorical"))
        self.many.clear()
        for name in self._declared("categorical"):
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.many.addItem(item)
        many = kind == "marginals"
        for widget, visible in ((self.column, kind not in ("count", "marginals")), (self.second, kind == "table"),
                                (self.q, kind == "quantile"), (self.many, many), (self.k, many),
                                (self.tables, many), (self.rounds, many)):
            self.form.setRowVisible(widget, visible)
        self._list_tables()

    def _ticked(self, widget: QListWidget) -> list[str]:
        return [widget.item(i).text() for i in range(widget.count())
                if widget.item(i).checkState() == Qt.CheckState.Checked]

    def _list_tables(self) -> None:
        """Every k-way table of the ticked columns, all ticked: untick some for a custom list."""
        self.tables.clear()
        for combo in itertools.combinations(self._ticked(self.many), self.k.value()):
            item = QListWidgetItem(" × ".join(combo))
            item.setData(Qt.ItemDataRole.UserRole, list(combo))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.tables.addItem(item)

    def _add_condition(self) -> None:
        row = ConditionRow(self._declared("categorical", "numeric"))
        self.conditions.append(row)
        self.condition_box.addWidget(row)

    def _build(self) -> dict:
        kind = self.kind.currentData()
        query: dict = {"type": kind}
        if kind == "table":
            query["columns"] = [self.column.currentText(), self.second.currentText()]
        elif kind == "marginals":
            query["columns"], query["k"] = self._ticked(self.many), self.k.value()
            wanted = [self.tables.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.tables.count())
                      if self.tables.item(i).checkState() == Qt.CheckState.Checked]
            if len(wanted) < self.tables.count():
                if not wanted:
                    raise ValueError("tick at least one table")
                query["marginals"] = wanted
            if self.rounds.value():
                query["rounds"] = self.rounds.value()
        elif kind != "count":
            query["column"] = self.column.currentText()
        if kind == "quantile":
            query["q"] = round(self.q.value(), 2)
        conditions = [row.condition() for row in self.conditions if row.value.text().strip()]
        if len(conditions) == 1:
            query["where"] = conditions[0]
        elif conditions:
            query["where"] = {self.join.currentData(): conditions}
        return query

    def _accept(self) -> None:
        try:
            query = self._build()
            parse_query(query, self.schema)
        except ValueError as err:
            self.error.setText(f"⚠ {err}")
            return
        self.query = query
        self.accept()
