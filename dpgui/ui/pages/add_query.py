"""The dialog that adds a query: its kind, declared columns only, an optional condition, and its ε with the
accuracy that ε gives, seen before the query is added."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QFrame, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QScrollArea,
                               QSpinBox, QVBoxLayout, QWidget)

from dpgui.core.choices import ADD_REMOVE
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number, plain_percent, typed_number
from dpgui.core.words.translation import translate
from dpgui.engine.plan import EPSILON_RANGE, Accuracy, accuracy, epsilon_for
from dpgui.engine.queries import parse_query
from dpgui.store.declared.schema import DatasetSchema
from dpgui.ui.colours import style
from dpgui.ui.pages.above_threshold_parts import AboveThresholdParts
from dpgui.ui.widgets import EpsilonSlider, fit_to_screen, named

NEW_QUERY_EPSILON = 0.1  # a cautious start, changed in the dialog before the query is added


def kinds() -> list[tuple[str, str]]:
    """(shown name, query type) of each kind a query can be, in the interface's language."""
    return [(translate("ui.pages.add_query", "Histogram of a column"), "histogram"),
            (translate("ui.pages.add_query", "Count of rows"), "count"),
            (translate("ui.pages.add_query", "Two-way table"), "table"),
            (translate("ui.pages.add_query", "Mean"), "mean"), (translate("ui.pages.add_query", "Sum"), "sum"),
            (translate("ui.pages.add_query", "Median or other quantile"), "quantile"),
            (translate("ui.pages.add_query", "Most common category"), "mode"),
            (translate("ui.pages.add_query", "Many tables at once (k-way tables)"), "marginals"),
            (translate("ui.pages.add_query", "Which are above a line?"), "above_threshold")]


def operators() -> list[tuple[str, str]]:
    """(shown words, condition operator) of a condition, in the interface's language."""
    return [(translate("ui.pages.add_query", "is"), "equals"),
            (translate("ui.pages.add_query", "is one of (comma-separated)"), "in"),
            (translate("ui.pages.add_query", "is between (low, high)"), "range")]


@dataclass(frozen=True)
class Preview:
    """What a query's ± is computed from: the declared schema and the project's public settings, never the data
    (``rows`` is the imported row count the curator already sees). The Queries page and this dialog share it."""
    schema: DatasetSchema
    unit: str
    max_rows: int
    confidence: float = 0.95
    rows: int | None = None

    def accuracy(self, query: dict, epsilon: float) -> Accuracy:
        return accuracy(query, self.schema, epsilon, self.unit, self.max_rows, self.confidence, rows=self.rows)

    def text(self, query: dict, epsilon: float) -> str:
        try:
            return self.accuracy(query, epsilon).text
        except ValueError as err:
            return translate("ui.pages.add_query", "⚠ {reason}").format(reason=err)

    def epsilon_for(self, query: dict, target: str) -> float:
        """The smallest ε whose ± is at most the typed ``target``; a ValueError says what is wrong."""
        try:
            wanted = typed_number(target)
        except ValueError:
            wanted = math.nan
        if not math.isfinite(wanted):
            raise ValueError(translate("ui.pages.add_query", "Type the ± you want as a number, such as 10"))
        return epsilon_for(query, self.schema, wanted, self.unit, self.max_rows, self.confidence)


class AimForAccuracy(QWidget):
    """"± [target] at 95% [Find ε]": the ε is solved from the accuracy wanted (Enter solves too, and never
    accepts a dialog with an ε not yet shown)."""
    asked = Signal(str)  # the typed target

    def __init__(self, confidence_text: str, parent=None):
        super().__init__(parent)
        self.target = named(QLineEdit(), translate("ui.pages.add_query", "Accuracy to aim for (±)"))
        self.target.setPlaceholderText(translate("ui.pages.add_query", "e.g. 10"))
        self.target.installEventFilter(self)
        self.find = QPushButton(translate("ui.pages.add_query", "Find ε"))
        self.find.setAutoDefault(False)
        self.find.clicked.connect(lambda: self.asked.emit(self.target.text()))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("±"))
        layout.addWidget(self.target)
        layout.addWidget(QLabel(confidence_text))
        layout.addWidget(self.find)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.target and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.find.click()
            return True
        return super().eventFilter(watched, event)


class EpsilonBox(QDoubleSpinBox):
    """ε typed exactly (to 4 decimals, as "Find ε" gives it), written without trailing zeros: 0.1, not 0.1000."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setDecimals(4)
        self.setRange(*EPSILON_RANGE)
        self.setSingleStep(0.01)

    def textFromValue(self, value: float) -> str:
        text = super().textFromValue(value)
        point = self.locale().decimalPoint()
        return text.rstrip("0").rstrip(point) if point in text else text


class ConditionRow(QWidget):
    def __init__(self, columns: list[str], parent=None):
        super().__init__(parent)
        self.column, self.operator, self.value = QComboBox(), QComboBox(), QLineEdit()
        self.column.addItems(columns)
        for text, op in operators():
            self.operator.addItem(text, op)
        self.value.setPlaceholderText(translate("ui.pages.add_query", "value"))
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
            raise ValueError(translate("ui.pages.add_query", "A range needs two numbers: low, high")) from None
        return {"column": self.column.currentText(), "range": [low, high]}


class AddQueryDialog(QDialog):
    """Accepted, it holds ``query`` and ``epsilon``: the ε shown in the dialog, with its accuracy, when OK was pressed."""

    def __init__(self, preview: Preview, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("ui.pages.add_query", "Add a query"))
        self.preview, self.schema = preview, preview.schema
        self.kind = QComboBox()
        for text, kind in kinds():
            self.kind.addItem(text, kind)
        self.column, self.second, self.q = QComboBox(), QComboBox(), QDoubleSpinBox()
        self.many = QListWidget()
        self.many.setAccessibleName(translate("ui.pages.add_query", "Columns to release together"))
        self.many.setToolTip(translate("ui.pages.add_query", "Tick the categorical columns whose tables you want"))
        self.k = QSpinBox()
        self.k.setRange(1, 3)
        self.k.setValue(2)
        self.tables = QListWidget()
        self.tables.setAccessibleName(translate("ui.pages.add_query", "Tables to learn"))
        self.tables.setToolTip(translate("ui.pages.add_query", "Untick the tables you do not need: the budget then "
                                                              "goes to the ones you do"))
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 200)
        self.rounds.setSpecialValueText(translate("ui.pages.add_query", "automatic"))
        self.rounds.setToolTip(translate("ui.pages.add_query", "Automatic: a tree of tables chosen and measured one "
                                                              "by one, one per column; a number: private "
                                                              "multiplicative weights in that many rounds"))
        self.many.itemChanged.connect(self._list_tables)
        self.k.valueChanged.connect(self._list_tables)
        self.q.setRange(0.01, 0.99)
        self.q.setSingleStep(0.05)
        self.q.setValue(0.5)
        self.join = QComboBox()
        self.join.addItem(translate("ui.pages.add_query", "all conditions hold"), "and")
        self.join.addItem(translate("ui.pages.add_query", "any condition holds"), "or")
        self.above = AboveThresholdParts(self.schema, self.preview.unit == ADD_REMOVE,
                                         lambda: ConditionRow(self._declared("categorical", "numeric")))
        self.above.source_changed.connect(self._show_rows)
        self.above.changed.connect(self._list_candidates)
        self.conditions: list[ConditionRow] = []
        self.condition_box = QVBoxLayout()
        privacy = self._privacy_box()
        add_condition = QPushButton(translate("ui.pages.add_query", "Add a condition (optional)"))
        add_condition.clicked.connect(self._add_condition)
        self.error = QLabel()
        self.error.setStyleSheet(style("error"))
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # messages quote column names and values: never markup
        form = QFormLayout()
        form.addRow(translate("ui.pages.add_query", "Kind:"), self.kind)
        form.addRow(translate("ui.pages.add_query", "Column:"), self.column)
        form.addRow(translate("ui.pages.add_query", "Second column:"), self.second)
        form.addRow(translate("ui.pages.add_query", "Quantile (0.5 = median):"), self.q)
        form.addRow(translate("ui.pages.add_query", "Columns:"), self.many)
        form.addRow(translate("ui.pages.add_query", "Tables of k columns:"), self.k)
        form.addRow(translate("ui.pages.add_query", "Tables wanted:"), self.tables)
        form.addRow(translate("ui.pages.add_query", "Rounds:"), self.rounds)
        form.addRow(self.above)
        form.addRow(translate("ui.pages.add_query", "Only rows where:"), self.join)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        # The query's parts scroll on a small screen; its ε, the accuracy that ε gives and OK always show.
        parts = QWidget()
        part_layout = QVBoxLayout(parts)
        part_layout.setContentsMargins(0, 0, 0, 0)
        part_layout.addWidget(QLabel(translate("ui.pages.add_query", "Only declared columns are listed; identifiers "
                                                                   "are never released.")))
        part_layout.addLayout(form)
        part_layout.addLayout(self.condition_box)
        part_layout.addWidget(add_condition)
        part_layout.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the dialog opens on Kind, not on an area showing no focus
        self.scroll.setWidget(parts)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(privacy)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.form = form
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for changed in (self.q.valueChanged, self.tables.itemChanged, self.join.currentIndexChanged):
            changed.connect(self._show_accuracy)
        for changed in (self.column.currentIndexChanged, self.second.currentIndexChanged):
            changed.connect(self._list_candidates)
        self._kind_changed()
        self.query: dict | None = None
        self.epsilon: float | None = None

    def _privacy_box(self) -> QGroupBox:
        """The ε this query gets (slider and box, one value), the accuracy it gives, and "aim for accuracy"."""
        self.slider = EpsilonSlider()
        self.slider.value_label.hide()  # the box beside the slider says the ε exactly
        self.slider.set_epsilon(NEW_QUERY_EPSILON)
        self.epsilon_box = named(EpsilonBox(), translate("ui.pages.add_query", "Privacy level ε of this query"))
        self.epsilon_box.setValue(NEW_QUERY_EPSILON)
        self.half_typed = False  # the box holds text that is not an ε, so it will show another one
        self.slider.moved.connect(self.epsilon_box.setValue)
        self.slider.committed.connect(self.epsilon_box.setValue)
        self.epsilon_box.valueChanged.connect(self._epsilon_changed)
        self.epsilon_box.lineEdit().textEdited.connect(
            lambda: setattr(self, "half_typed", not self.epsilon_box.hasAcceptableInput()))
        self.accuracy = QLabel()
        self.accuracy.setWordWrap(True)
        self.accuracy.setTextFormat(Qt.TextFormat.PlainText)  # a condition's values are quoted in it
        self.accuracy.setMinimumHeight(3 * self.accuracy.fontMetrics().lineSpacing())  # the longest says it in 3 lines
        self.aim = AimForAccuracy(translate("ui.pages.add_query", "at {confidence}").format(
            confidence=plain_percent(self.preview.confidence)))
        self.aim.asked.connect(self._aim)
        level = QHBoxLayout()
        level.addWidget(QLabel(translate("ui.pages.add_query", "ε:")))
        level.addWidget(self.slider, 1)
        level.addWidget(self.epsilon_box)
        aim = QHBoxLayout()
        aim.addWidget(QLabel(translate("ui.pages.add_query", "Or aim for accuracy:")))
        aim.addWidget(self.aim, 1)
        box = QGroupBox(translate("ui.pages.add_query", "Privacy level of this query"))
        rows = QVBoxLayout(box)  # a box layout gives the wrapped lines (accuracy, the warning above ε = 5) their height
        rows.addLayout(level)
        rows.addWidget(self.accuracy)
        rows.addLayout(aim)
        return box

    def _fit(self) -> None:
        """As tall and as wide as the query's parts need (their words run longer in some languages), within the
        screen: a small screen scrolls those parts, never the ε, its accuracy or OK."""
        hint, parts = self.sizeHint(), self.scroll.widget().sizeHint()
        fit_to_screen(self, max(hint.width(), parts.width() + self.scroll.verticalScrollBar().sizeHint().width() + 24),
                      hint.height() - self.scroll.sizeHint().height() + parts.height())
        screen, frame = self.screen().availableGeometry(), self.frameGeometry()
        if self.isVisible() and frame.bottom() > screen.bottom():  # grown past the screen's foot: move it up
            self.move(frame.x(), max(screen.top(), screen.bottom() - frame.height()))

    def _epsilon_changed(self, eps: float) -> None:
        self.half_typed = False
        if not self.slider.slider.isSliderDown() and self.slider.epsilon() != eps:  # typed or found: move the slider
            self.slider.set_epsilon(eps)
        self._show_accuracy()

    def _show_accuracy(self) -> None:
        """The ± the ε in the box gives this query, from the schema and public settings alone (never the data)."""
        try:
            query = self._build()
            found = self.preview.accuracy(query, self.epsilon_box.value())
        except ValueError as err:
            self.accuracy.setText(translate("ui.pages.add_query", "The accuracy shows once the query is complete: "
                                            "{reason}").format(reason=err))
            self.aim.setEnabled(False)
            return
        if query["type"] == "above_threshold":
            self.accuracy.setText(self._above_preview(query, found))
        elif query["type"] == "marginals":
            self.accuracy.setText(translate("ui.pages.add_query", "How accurate these tables are is only known after "
                                            "they are released: they are learned together, and each table's error "
                                            "is shown with it."))
        else:
            self.accuracy.setText(translate("ui.pages.add_query", "Expected accuracy: {accuracy}").format(
                accuracy=found.text))
        known = found.half_width is not None
        self.aim.setEnabled(known)
        self.aim.setToolTip("" if known else translate("ui.pages.add_query", "Aiming needs an accuracy known before "
                                                                            "the release; this query's is not"))

    def _above_preview(self, query: dict, found: Accuracy) -> str:
        """The cost, however many are found above, and what "above" means: the line ± w (the core's uncertainty)."""
        eps = self.epsilon_box.value()
        share = query.get("follow_up", 0)
        cost = translate("ui.pages.add_query", "Cost: ε = {epsilon} in all, however many are above.").format(
            epsilon=plain_epsilon(eps)) if not share else translate(
            "ui.pages.add_query", "Cost: ε = {epsilon} in all, however many are above ({comparisons} to compare, "
            "{counts} for the counts of those above).").format(epsilon=plain_epsilon(eps),
                                                               comparisons=plain_epsilon(eps * (1 - share)),
                                                               counts=plain_epsilon(eps * share))
        return cost + " " + translate("ui.pages.add_query", "Uncertainty: ± {w} around the line: a count {w} or more "
                                      "below it is rarely reported above ({rare} of the time at most), one {w} or more "
                                      "above it usually is ({usual} at least).").format(
            w=plain_number(found.half_width), rare=plain_percent(1 - self.preview.confidence),
            usual=plain_percent(self.preview.confidence))

    def _aim(self, target: str) -> None:
        """Put in the box the smallest ε whose ± is at most the target: that ε, and its accuracy, are then shown."""
        try:
            eps = self.preview.epsilon_for(self._build(), target)
        except ValueError as err:
            self.error.setText(translate("ui.pages.add_query", "⚠ {reason}").format(reason=err))
            return
        self.error.setText("")
        self.epsilon_box.setValue(eps)

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
        self._show_rows()
        self._list_tables()

    def _show_rows(self) -> None:
        """The form's rows this kind of query uses (an above-threshold query's depend on where its candidates are)."""
        kind = self.kind.currentData()
        many, above = kind == "marginals", kind == "above_threshold"
        source = self.above.source.currentData()
        one_column = kind not in ("count", "marginals") and not (above and source == "filters")
        for widget, visible in ((self.column, one_column),
                                (self.second, kind == "table" or (above and source == "columns")),
                                (self.q, kind == "quantile"), (self.many, many), (self.k, many),
                                (self.tables, many), (self.rounds, many), (self.above, above)):
            self.form.setRowVisible(widget, visible)
        self._list_candidates()
        self._fit()

    def _list_candidates(self) -> None:
        """An above-threshold query's candidates, listed to be put in order (then its preview is shown again)."""
        if self.kind.currentData() == "above_threshold":
            try:
                self.above.show_candidates(self.above.candidates(self.column.currentText(), self.second.currentText()))
            except ValueError:
                self.above.show_candidates([])
        self._show_accuracy()

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
        self._show_accuracy()

    def _add_condition(self) -> None:
        row = ConditionRow(self._declared("categorical", "numeric"))
        self.conditions.append(row)
        self.condition_box.addWidget(row)
        for changed in (row.column.currentIndexChanged, row.operator.currentIndexChanged, row.value.textChanged):
            changed.connect(self._show_accuracy)
        self._fit()

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
                    raise ValueError(translate("ui.pages.add_query", "Tick at least one table"))
                query["marginals"] = wanted
            if self.rounds.value():
                query["rounds"] = self.rounds.value()
        elif kind == "above_threshold":
            query.update(self.above.query(self.column.currentText(), self.second.currentText()))
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
        if self.half_typed:  # the box holds no ε: put back the last one, and show it before it is used
            self.half_typed = False
            self.epsilon_box.setValue(self.epsilon_box.value())
            self.error.setText(translate("ui.pages.add_query", "⚠ What was typed in the ε box is not a number from "
                                         "{low} to {high}, so the box is back at ε = {epsilon}. Press OK to add "
                                         "the query with it, or type another.").format(
                low=plain_epsilon(EPSILON_RANGE[0]), high=plain_epsilon(EPSILON_RANGE[1]),
                epsilon=self.epsilon_box.text()))
            return
        try:
            query = self._build()
            parse_query(query, self.schema)
        except ValueError as err:
            self.error.setText(translate("ui.pages.add_query", "⚠ {reason}").format(reason=err))
            return
        self.query, self.epsilon = query, self.epsilon_box.value()
        self.accept()
