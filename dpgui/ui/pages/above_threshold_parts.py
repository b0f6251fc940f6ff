"""The Add query form's parts for "Which are above a line?": where the candidates come from (one column's
categories, a two-way table's cells, or named filters), the line, when to stop, the order to examine them in
(as declared, or one the curator sets with Up/Down: never one from the data), monotone (offered only under
add-remove) and the follow-up share. Everything here is public: the declared schema and what the curator typed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from dpgui.core.mechanisms.above_threshold import MAX_C
from dpgui.core.words.translation import translate
from dpgui.report.plain_words import category
from dpgui.store.declared.schema import DatasetSchema
from dpgui.ui.widgets import named, wrapped

MOST_LINE = 1_000_000_000  # a spin box holds at most 2^31 − 1; the CLI and plans take lines up to 10^15


def sources() -> list[tuple[str, str]]:
    """(shown words, query field) of where the candidates come from."""
    return [(translate("ui.pages.above_threshold_parts", "the categories of one column"), "column"),
            (translate("ui.pages.above_threshold_parts", "the cells of a two-way table"), "columns"),
            (translate("ui.pages.above_threshold_parts", "a list of filters I name"), "filters")]


class FilterRow(QWidget):
    """One named filter: a name and one condition (each filter is one candidate count)."""

    def __init__(self, number: int, condition: QWidget, parent=None):
        super().__init__(parent)
        self.name = named(QLineEdit(), translate("ui.pages.above_threshold_parts", "Name of filter {number}").format(
            number=number))
        self.name.setPlaceholderText(translate("ui.pages.above_threshold_parts", "name, e.g. young men"))
        self.condition = condition
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name, 1)
        layout.addWidget(condition, 3)


class AboveThresholdParts(QWidget):
    """The candidates, the line, c, the order, monotone and the follow-up share; ``query`` gives the query's fields."""
    changed = Signal()  # anything that changes the query (the preview is shown again)
    source_changed = Signal()  # the candidates now come from elsewhere: the form shows other rows

    def __init__(self, schema: DatasetSchema, add_remove: bool, condition_row: Callable[[], QWidget], parent=None):
        super().__init__(parent)
        self.schema, self.condition_row = schema, condition_row
        self.source = named(QComboBox(), translate("ui.pages.above_threshold_parts", "Candidates are"))
        for text, field in sources():
            self.source.addItem(text, field)
        self.filters: list[FilterRow] = []
        self.filter_box = QVBoxLayout()
        self.add_filter = QPushButton(translate("ui.pages.above_threshold_parts", "Add a filter"))
        self.add_filter.setAutoDefault(False)
        self.add_filter.clicked.connect(self._add_filter)
        self.threshold = named(QSpinBox(), translate("ui.pages.above_threshold_parts", "The line: a count"))
        self.threshold.setRange(0, MOST_LINE)
        self.threshold.setGroupSeparatorShown(True)
        self.threshold.setValue(50)
        self.c = named(QSpinBox(), translate("ui.pages.above_threshold_parts", "Stop after this many above"))
        self.c.setRange(1, MAX_C)
        self.given = named(QComboBox(), translate("ui.pages.above_threshold_parts", "Order to examine them in"))
        self.given.addItem(translate("ui.pages.above_threshold_parts", "as declared"), False)
        self.given.addItem(translate("ui.pages.above_threshold_parts", "in the order I set below"), True)
        self.order = named(QListWidget(),
                           translate("ui.pages.above_threshold_parts", "Candidates in the order examined"),
                           translate("ui.pages.above_threshold_parts",
                                     "Ctrl+Up and Ctrl+Down move the selected candidate"))
        self.order.setMaximumHeight(7 * self.order.fontMetrics().lineSpacing())
        self.order.installEventFilter(self)
        self.up = QPushButton(translate("ui.pages.above_threshold_parts", "Up"))
        self.down = QPushButton(translate("ui.pages.above_threshold_parts", "Down"))
        self.up.setAccessibleName(translate("ui.pages.above_threshold_parts", "Move the selected candidate up"))
        self.down.setAccessibleName(translate("ui.pages.above_threshold_parts", "Move the selected candidate down"))
        for button, step in ((self.up, -1), (self.down, 1)):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, step=step: self.move(step))
        self.monotone = QCheckBox(translate("ui.pages.above_threshold_parts",
                                            "Less noise: counts only grow when a person is added"))
        self.monotone.setToolTip(translate("ui.pages.above_threshold_parts", "True of counts when the privacy unit is "
                                           "add-remove: adding a person never lowers any count, so half the noise "
                                           "protects them"))
        self.monotone.setVisible(add_remove)  # replace-one can raise one count and lower another: never offered
        self.offered_monotone = add_remove
        self.follow = named(QSpinBox(), translate("ui.pages.above_threshold_parts",
                                                  "Share of ε for the counts of those above"))
        self.follow.setRange(0, 90)
        self.follow.setSingleStep(10)
        self.follow.setSuffix("%")
        self.follow.setSpecialValueText(translate("ui.pages.above_threshold_parts", "no counts"))
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(wrapped(translate("ui.pages.above_threshold_parts", "It pays for the few above the line, not for "
                                      "every cell: the ones below cost nothing more. It stops after the number above "
                                      "you set.")))
        form.addRow(translate("ui.pages.above_threshold_parts", "Candidates are:"), self.source)
        filters = QVBoxLayout()
        filters.addLayout(self.filter_box)
        filters.addWidget(self.add_filter)
        self.filter_rows = QWidget()
        self.filter_rows.setLayout(filters)
        form.addRow(self.filter_rows)
        form.addRow(translate("ui.pages.above_threshold_parts", "The line (a count):"), self.threshold)
        form.addRow(translate("ui.pages.above_threshold_parts", "Stop after this many above:"), self.c)
        form.addRow(translate("ui.pages.above_threshold_parts", "Order:"), self.given)
        moves = QVBoxLayout()
        moves.addWidget(self.up)
        moves.addWidget(self.down)
        moves.addStretch(1)
        ordering = QHBoxLayout()
        ordering.addWidget(self.order, 1)
        ordering.addLayout(moves)
        self.ordering = QWidget()
        self.ordering.setLayout(ordering)
        ordering.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.ordering)
        form.addRow(self.monotone)
        form.addRow(translate("ui.pages.above_threshold_parts", "Also give counts for those above, using:"),
                    self.follow)
        self.form = form
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        self.source.currentIndexChanged.connect(self._source_changed)
        self.given.currentIndexChanged.connect(self._order_shown)
        for signal in (self.threshold.valueChanged, self.c.valueChanged, self.monotone.toggled,
                       self.follow.valueChanged):
            signal.connect(self.changed)
        self._source_changed()

    def _source_changed(self) -> None:
        self.form.setRowVisible(self.filter_rows, self.source.currentData() == "filters")
        if self.source.currentData() == "filters" and not self.filters:
            self._add_filter()
        self._order_shown()
        self.source_changed.emit()

    def _order_shown(self) -> None:
        given = bool(self.given.currentData())
        self.form.setRowVisible(self.ordering, given)
        self.changed.emit()

    def _add_filter(self) -> None:
        row = FilterRow(len(self.filters) + 1, self.condition_row())
        self.filters.append(row)
        self.filter_box.addWidget(row)
        row.name.textChanged.connect(self.changed)
        for child in row.condition.findChildren(QComboBox):
            child.currentIndexChanged.connect(self.changed)
        for child in row.condition.findChildren(QLineEdit):
            child.textChanged.connect(self.changed)
        self.changed.emit()

    def candidates(self, column: str, second: str) -> list[str]:
        """The candidates' labels in the declared order, as the engine names them (a ValueError if none can be)."""
        source = self.source.currentData()
        if source == "filters":
            return [row.name.text().strip() for row in self.filters if row.name.text().strip()]
        first = list(self.schema.releasable(column, "categorical").labels)
        if source == "column":
            return first
        return [f"{a} × {b}" for a in first for b in self.schema.releasable(second, "categorical").labels]

    def show_candidates(self, labels: list[str]) -> None:
        """List the candidates to reorder: the order set so far is kept while they are the same ones."""
        if sorted(self.ordered()) == sorted(labels):
            return
        self.order.clear()
        named = self.source.currentData() == "filters"
        for label in labels:  # shown as the results show it ("(other)" in the reader's language), kept as stored
            item = QListWidgetItem(label if named else " × ".join(map(category, label.split(" × "))))
            item.setData(Qt.ItemDataRole.UserRole, label)
            self.order.addItem(item)
        if labels:
            self.order.setCurrentRow(0)

    def ordered(self) -> list[str]:
        """The candidates' labels in the order listed."""
        return [self.order.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.order.count())]

    def move(self, step: int) -> None:
        """Move the selected candidate one place up (−1) or down (+1), keeping it selected."""
        row = self.order.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.order.count():
            return
        item = self.order.takeItem(row)
        self.order.insertItem(to, item)
        self.order.setCurrentRow(to)
        self.changed.emit()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.order and event.type() == QEvent.Type.KeyPress \
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move(-1 if event.key() == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(watched, event)

    def query(self, column: str, second: str) -> dict:
        """The query's own fields (its kind and "where" are the dialog's)."""
        source = self.source.currentData()
        if source == "filters":
            filters = [{"name": row.name.text().strip(), "where": row.condition.condition()} for row in self.filters
                       if row.name.text().strip() or row.condition.value.text().strip()]
            part: dict = {"filters": filters}
        elif source == "columns":
            part = {"columns": [column, second]}
        else:
            part = {"column": column}
        part.update(threshold=self.threshold.value(), c=self.c.value())
        if self.given.currentData():
            part["order"] = self.ordered()
        if self.offered_monotone and self.monotone.isChecked():
            part["monotone"] = True
        if self.follow.value():
            part["follow_up"] = self.follow.value() / 100
        return part
