"""A table in which the curator declares each column: type, categories, bounds, missing values.

Each row is checked as it is edited, and the problem is shown in that row's "Check" cell, next to
the field it concerns. Columns left "not released" are simply not declared. A row proposed from the
private data carries a tick box in that cell: the schema stays "derived" until each such row is
confirmed by the curator, one by one.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHeaderView, QTableWidget, QTableWidgetItem

from dpgui.core.words.plain_numbers import typed_number
from dpgui.core.words.translation import translate
from dpgui.store.declared.schema import ColumnSchema, DatasetSchema, Proposal
from dpgui.ui.colours import colour

NOT_RELEASED = "not released"  # the Type column's code for a column declared nowhere
MISSING, OUTSIDE, CHECK = 5, 6, 7  # the columns of the two choices and of the check

CATEGORIES_WIDTH = 150
CHECK_WIDTH = 200  # a problem or a request to confirm stays readable (the table scrolls sideways if it must)  # room to read a list; long lists wrap within the cell
PROPOSED = Qt.ItemDataRole.UserRole  # on a row's Check cell: this row was proposed from the data


def _types() -> list[tuple[str, str]]:
    """(words shown, declared type) offered in the Type column: the code is kept as the item's data, so a
    translated word never decides what is declared."""
    return [(translate("ui.schema_editor", "categorical"), "categorical"),
            (translate("ui.schema_editor", "numeric"), "numeric"),
            (translate("ui.schema_editor", "identifier"), "identifier"),
            (translate("ui.schema_editor", "not released"), NOT_RELEASED)]


def _headers() -> list[str]:
    return [translate("ui.schema_editor", "Column"), translate("ui.schema_editor", "Type"),
            translate("ui.schema_editor", "Categories"), translate("ui.schema_editor", "Lower bound"),
            translate("ui.schema_editor", "Upper bound"), translate("ui.schema_editor", "Missing values"),
            translate("ui.schema_editor", "Values not in the list"), translate("ui.schema_editor", "Check")]


def _header_tips() -> dict[int, str]:
    return {2: translate("ui.schema_editor", "The answers allowed, separated by commas, as in the questionnaire"),
            3: translate("ui.schema_editor", "The smallest value the questionnaire allows, in the column's units "
                         "(e.g. age 0, income 0)"),
            4: translate("ui.schema_editor", "The largest value you expect, in the column's units (e.g. age 110, "
                         "monthly income 50,000)"),
            MISSING: translate("ui.schema_editor", "Rows with no value. Numbers: left out (recommended), or counted "
                               "as the lower bound, which pulls means down. Categories: counted in a (missing) "
                               "cell or in (other), or left out"),
            OUTSIDE: translate("ui.schema_editor", "Answers that are not in the category list: counted in an "
                               "(other) cell, or left out of every statistic of this column (each result says so)")}


def _choices(column: int, kind: str) -> list[tuple[str, str]]:
    """(words shown, declared rule) offered in the ``MISSING`` or ``OUTSIDE`` column for a type."""
    other = translate("ui.schema_editor", "count as (other)")
    leave_out = translate("ui.schema_editor", "leave out")
    if kind == "categorical":
        return ([(translate("ui.schema_editor", "own (missing) cell"), "cell"), (other, "other"),
                 (leave_out, "exclude")] if column == MISSING else [(other, "other"), (leave_out, "exclude")])
    if kind == "numeric" and column == MISSING:
        return [(leave_out, "exclude"), (translate("ui.schema_editor", "count as lower bound ⚠"), "impute")]
    return []


class SchemaEditor(QTableWidget):
    edited = Signal()

    def __init__(self, parent=None):
        super().__init__(0, CHECK + 1, parent)
        self.setAccessibleName(translate("ui.schema_editor", "Declared schema"))
        self.setAccessibleDescription(translate("ui.schema_editor", "One row per column: its type, categories, "
                                                "bounds and how missing values are treated"))
        self.setHorizontalHeaderLabels(_headers())
        for column, tip in _header_tips().items():
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

    def moveCursor(self, action, modifiers) -> QModelIndex:  # noqa: N802 (Qt's name)
        """Tab goes cell by cell, and past the last cell (Shift+Tab before the first) on to the next control:
        Qt's table would wrap round and keep the keyboard in it for ever."""
        here, cursor = self.currentIndex(), QAbstractItemView.CursorAction
        at, last = (here.row(), here.column()), (self.rowCount() - 1, self.columnCount() - 1)
        if here.isValid() and ((action == cursor.MoveNext and at == last)
                               or (action == cursor.MovePrevious and at == (0, 0))):
            return QModelIndex()
        return super().moveCursor(action, modifiers)

    def setCellWidget(self, row: int, column: int, box) -> None:  # noqa: N802 (Qt's name)
        """A cell's box is reached through the table, cell by cell, never as a Tab stop of its own: as one, Tab
        from the last cell went back to a box of the first row."""
        box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        super().setCellWidget(row, column, box)

    def currentChanged(self, current, previous) -> None:  # noqa: N802 (Qt's name)
        """Tab or an arrow reaching a cell's box gives it the focus through the table, which Qt takes for a
        focus not set by the keyboard, and would show no focus frame on it: the box shows it."""
        super().currentChanged(current, previous)
        box = self.indexWidget(current)
        if box is not None and box.hasFocus():
            self.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)

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
            kind.setAccessibleName(translate("ui.schema_editor", "Type of {name}").format(name=name))
            for label, code in _types():
                kind.addItem(label, code)
            kind.setCurrentIndex(kind.findData(col.type if col else "numeric" if proposal and name in proposal.numeric
                                               else NOT_RELEASED))
            kind.currentTextChanged.connect(lambda _t, r=row: self._type_changed(r))
            self.setCellWidget(row, 1, kind)
            self.setItem(row, 2, QTableWidgetItem(", ".join(col.categories) if col else ""))
            self.setItem(row, 3, QTableWidgetItem(_num(col.lower) if col else ""))
            self.setItem(row, 4, QTableWidgetItem(_num(col.upper) if col else ""))
            for column, words, rule in ((MISSING, translate("ui.schema_editor", "Missing values of {name}"),
                                         col.missing if col else None),
                                        (OUTSIDE, translate("ui.schema_editor", "Values of {name} not in the list"),
                                         col.outside if col else None)):
                box = QComboBox()
                box.setAccessibleName(words.format(name=name))
                self.setCellWidget(row, column, box)
                self._fill_choices(row, column, rule)
                box.currentTextChanged.connect(lambda _t: self._changed())
            check = QTableWidgetItem("")
            check.setFlags(check.flags() & ~Qt.ItemFlag.ItemIsEditable & ~Qt.ItemFlag.ItemIsUserCheckable)
            if name in derived:  # read from the private data: the curator confirms this row
                check.setData(PROPOSED, True)
                check.setFlags(check.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                check.setCheckState(Qt.CheckState.Unchecked)
                check.setToolTip(translate("ui.schema_editor", "Proposed from the private data. Tick once you "
                                           "have checked this line against the questionnaire or codebook."))
                for column in (0, 2):
                    self.item(row, column) and self.item(row, column).setBackground(colour("notice"))
            self.setItem(row, CHECK, check)
        self.resizeColumnsToContents()  # every header and choice shown whole; the table scrolls if it must
        self.setColumnWidth(2, min(max(self.columnWidth(2), CATEGORIES_WIDTH), 2 * CATEGORIES_WIDTH))
        for column in (1, MISSING, OUTSIDE):  # the choices' own widths: "leave out", "own (missing) cell" never cut
            widest = max((self.cellWidget(r, column).sizeHint().width() for r in range(self.rowCount())), default=0)
            self.setColumnWidth(column, max(self.columnWidth(column), widest))
        self.setColumnWidth(CHECK, max(self.columnWidth(CHECK), CHECK_WIDTH))
        self._loading = False
        self.validate()

    def _fill_choices(self, row: int, column: int, current: str | None) -> None:
        """The rules the row's type offers in ``column`` (``MISSING`` or ``OUTSIDE``), ``current`` chosen."""
        box: QComboBox = self.cellWidget(row, column)
        box.blockSignals(True)
        box.clear()
        options = _choices(column, self._kind(row))
        for label, key in options:
            box.addItem(label, key)
        box.setEnabled(bool(options))
        if box.findData(current) >= 0:
            box.setCurrentIndex(box.findData(current))
        box.blockSignals(False)

    def _type_changed(self, row: int) -> None:
        """The new type's choices, and the fields of the type before emptied: a category list (perhaps
        proposed from the data) or bounds that no longer apply would come back with the old type."""
        kind = self._kind(row)
        self._loading = True
        for column, used in ((2, kind == "categorical"), (3, kind == "numeric"), (4, kind == "numeric")):
            if not used:
                self.item(row, column).setText("")
        self._loading = False
        for column in (MISSING, OUTSIDE):
            self._fill_choices(row, column, None)
        self._changed()

    def unconfirmed(self) -> tuple[str, ...]:
        """Released rows proposed from the data that the curator has not yet ticked as checked."""
        return tuple(self.item(r, 0).text() for r in range(self.rowCount()) if self._awaits_tick(r))

    def _awaits_tick(self, row: int) -> bool:
        """Whether the row was proposed from the data, is released, and is not yet ticked as checked."""
        check = self.item(row, CHECK)
        return bool(check.data(PROPOSED)) and check.checkState() != Qt.CheckState.Checked \
            and self._kind(row) != NOT_RELEASED

    def _kind(self, row: int) -> str:
        """The row's declared type (its code, whatever words the Type box shows)."""
        return self.cellWidget(row, 1).currentData()

    def _changed(self, *_):
        if not self._loading:
            self.validate()
            self.edited.emit()

    def _row_schema(self, row: int) -> ColumnSchema | None:
        kind = self._kind(row)
        if kind == NOT_RELEASED:
            return None
        if kind == "identifier":
            return ColumnSchema("identifier")
        text = lambda c: (self.item(row, c).text() if self.item(row, c) else "").strip()  # noqa: E731
        missing = self.cellWidget(row, MISSING).currentData()
        if kind == "categorical":
            cats = tuple(c.strip() for c in text(2).split(",") if c.strip())
            return ColumnSchema("categorical", categories=cats, missing=missing,
                                outside=self.cellWidget(row, OUTSIDE).currentData())
        if not text(3) or not text(4):
            raise ValueError(translate("ui.schema_editor", "Type both bounds, from the codebook (e.g. age 0 to 110)"))
        try:
            lower, upper = typed_number(text(3)), typed_number(text(4))
        except ValueError:
            raise ValueError(translate("ui.schema_editor", "Type a number in both bounds")) from None
        return ColumnSchema("numeric", lower=lower, upper=upper, missing=missing)

    def validate(self) -> dict[str, str]:
        """Check every row; show each problem next to its row and return them by column."""
        problems = {}
        self.blockSignals(True)
        for row in range(self.rowCount()):
            cell = self.item(row, CHECK)
            proposed = self._awaits_tick(row)
            for column in (0, 2, CHECK):  # italic until the curator declares it: proposed is not declared
                font = self.item(row, column).font()
                font.setItalic(proposed)
                self.item(row, column).setFont(font)
            try:
                col = self._row_schema(row)
                cell.setText(_status(col, proposed))
                cell.setForeground(colour("warning" if col and col.missing == "impute" and col.type == "numeric"
                                          else "ok" if col else "muted"))
            except ValueError as err:
                problems[self.item(row, 0).text()] = str(err)
                cell.setText(translate("ui.schema_editor", "⚠ {problem}").format(problem=err))
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
            raise ValueError(translate("ui.schema_editor", "Column {name}: {message}").format(name=repr(name),
                                                                                               message=message))
        columns = {}
        for row in range(self.rowCount()):
            col = self._row_schema(row)
            if col is not None:
                columns[self.item(row, 0).text()] = col
        unconfirmed = tuple(n for n in self.unconfirmed() if n in columns)
        return DatasetSchema(columns, derived_from_private_data=bool(unconfirmed), derived_columns=unconfirmed)


def _status(col: ColumnSchema | None, proposed: bool) -> str:
    """What the row declares, or, for a row proposed from the data and not yet ticked, that it awaits a tick."""
    if col is not None and col.type == "numeric" and col.missing == "impute":
        return translate("ui.schema_editor", "⚠ missing values counted as the lower bound: this pulls the mean "
                         "down; 'leave out' is safer")
    if proposed and col is not None:
        return translate("ui.schema_editor", "proposed — check, then tick to declare")
    if col is None:
        return translate("ui.schema_editor", "not released")
    if col.type == "identifier":
        return translate("ui.schema_editor", "✓ stored, never released")
    return translate("ui.schema_editor", "✓ declared")


def _num(value) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)
