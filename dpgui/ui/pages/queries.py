"""Queries page: plan the releases, see each one's accuracy and the total cost, then run them.

Accuracy previews come from the mechanisms' analytic accuracy only; the data are not touched
until Run, which goes through the engine in the worker (one transaction per release)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDoubleSpinBox, QFileDialog, QFormLayout,
                               QGroupBox,
                               QHBoxLayout, QHeaderView, QLabel, QMessageBox, QProgressBar, QPushButton,
                               QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from dpgui.engine.plan import PlannedQuery, accuracy, describe, plan_document, read_plan, split_budget, total_epsilon
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number, plain_percent
from dpgui.core.words.translation import translate
from dpgui.engine.plan_run import release_plan
from dpgui.store.declared.names import html_text
from dpgui.store.errors import StoreError
from dpgui.store.safe_files import write_text
from dpgui.ui.colours import style
from dpgui.ui.pages.add_query import AddQueryDialog, AimForAccuracy, Preview
from dpgui.ui.widgets import EpsilonSlider, named, wrapped

CONFIDENCES = [0.95, 0.90, 0.99]


class QueriesPage(QWidget):
    released = Signal(list)  # the ids of the releases just made

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.items: list[PlannedQuery] = []
        self.table = named(QTableWidget(0, 4), translate("ui.pages.queries", "Planned queries"))
        self.table.setHorizontalHeaderLabels([translate("ui.pages.queries", "Query"),
                                              translate("ui.pages.queries", "ε"),
                                              translate("ui.pages.queries", "Expected accuracy"),
                                              translate("ui.pages.queries", "Weight / lock")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        self.table.itemSelectionChanged.connect(self._selected)
        self.add_button = QPushButton(translate("ui.pages.queries", "Add query…"))
        self.remove_button = QPushButton(translate("ui.pages.queries", "Remove"))
        self.add_button.clicked.connect(self._add)
        self.remove_button.clicked.connect(self._remove)
        self.save_plan_button = QPushButton(translate("ui.pages.queries", "Save plan…"))
        self.load_plan_button = QPushButton(translate("ui.pages.queries", "Load plan…"))
        self.save_plan_button.setToolTip(translate("ui.pages.queries", "A plan file holds the queries and their ε "
                                                   "only: no data, no results. `dpgui release --plan` runs it "
                                                   "without the app."))
        self.save_plan_button.clicked.connect(lambda: self.save_plan())
        self.load_plan_button.clicked.connect(lambda: self.load_plan())
        self.confidence = QComboBox()
        for value in CONFIDENCES:
            self.confidence.addItem(plain_percent(value), value)
        self.confidence.currentIndexChanged.connect(self._refresh_table)

        self.slider = EpsilonSlider()
        self.slider.moved.connect(self._preview_selected)
        self.slider.committed.connect(self._set_selected_epsilon)
        self.aim = AimForAccuracy(translate("ui.pages.queries", "at the chosen confidence"))
        self.aim.asked.connect(self._solve)
        self.weight = QDoubleSpinBox()
        self.weight.setRange(0, 100)
        self.weight.setValue(1)
        self.weight.valueChanged.connect(lambda v: self._update_selected(weight=v))
        self.lock = QCheckBox(translate("ui.pages.queries", "Lock this ε when splitting"))
        self.lock.toggled.connect(lambda on: self._update_selected(locked=on))
        self.editor_note = QLabel()
        self.editor_note.setWordWrap(True)
        self.editor = QGroupBox(translate("ui.pages.queries", "Selected query"))
        form = QFormLayout(self.editor)
        form.addRow(translate("ui.pages.queries", "Privacy level:"), self.slider)
        form.addRow(translate("ui.pages.queries", "Or aim for accuracy:"), self.aim)
        form.addRow(translate("ui.pages.queries", "Weight:"), self.weight)
        form.addRow("", self.lock)
        form.addRow(self.editor_note)

        self.split_button = QPushButton(translate("ui.pages.queries", "Split the remaining budget…"))
        self.split_button.setToolTip(translate("ui.pages.queries", "Share all of the budget left among the unlocked "
                                                               "queries, by weight (asks first)"))
        self.split_button.clicked.connect(self._split)
        self.total = QLabel()
        self.total.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setStyleSheet(style("error"))
        self.reason.setWordWrap(True)
        self.run_button = QPushButton(translate("ui.pages.queries", "Run: release these statistics"))
        self.run_button.setMinimumHeight(36)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(translate("ui.pages.queries", "Cancel"))
        self.cancel_button.clicked.connect(context.runner.cancel)
        self.stop_button = QPushButton(translate("ui.pages.queries", "Finish now, keep what is learned"))
        self.stop_button.setToolTip(translate("ui.pages.queries", "Many tables at once: stop after the current round "
                                                              "and release what was learned; only the rounds done are "
                                                              "charged"))
        self.stop_button.clicked.connect(context.runner.stop)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.status = QLabel()
        for label in (self.editor_note, self.reason, self.status):  # column names, file names, messages: not markup
            label.setTextFormat(Qt.TextFormat.PlainText)

        top = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.save_plan_button, self.load_plan_button):
            top.addWidget(button)
        top.addStretch(1)
        top.addWidget(QLabel(translate("ui.pages.queries", "Intervals at:")))
        top.addWidget(self.confidence)
        run_row = QHBoxLayout()
        run_row.addWidget(self.run_button, 1)
        run_row.addWidget(self.stop_button)
        run_row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ui.pages.queries", "<b>Plan before you spend.</b> Each query's expected "
                                           "accuracy is computed from the mechanism alone; the data are only read "
                                           "when you press Run.")))
        layout.addLayout(top)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.editor)
        layout.addWidget(self.split_button)
        # What running will cost, and Run itself, stay in view below the scrolling plan on any screen.
        self.footer = QWidget()
        footer = QVBoxLayout(self.footer)
        footer.setContentsMargins(0, 0, 0, 0)
        footer.addWidget(self.total)
        footer.addWidget(self.reason)
        footer.addLayout(run_row)
        footer.addWidget(self.progress)
        footer.addWidget(self.status)
        context.changed.connect(self.refresh)
        context.runner.busy_changed.connect(self._busy)
        self._busy(False)

    # -- state --------------------------------------------------------------------------------

    def _info(self):
        return self.context.project.dataset(self.context.dataset) if self.context.dataset else None

    def refresh(self) -> None:
        info = self._info()
        self.items = [PlannedQuery.from_json(d) for d in self.context.project.plan(info.name)] if info else []
        self._refresh_table()

    def preview(self) -> Preview:
        """What every accuracy shown here and in the Add-query dialog is computed from: public facts only."""
        info = self._info()
        return Preview(info.schema, self.context.project.privacy_unit, self.context.project.max_rows_per_person,
                       self.confidence.currentData(), info.n_rows)

    def _accuracy_text(self, item: PlannedQuery, eps: float | None = None) -> str:
        return self.preview().text(item.query, eps or item.epsilon)

    def _refresh_table(self) -> None:
        selected = self.table.currentRow()
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.items))
        for row, item in enumerate(self.items):
            weight = plain_epsilon(item.weight)
            if item.locked:
                weight = translate("ui.pages.queries", "{weight} (locked)").format(weight=weight)
            cells = [describe(item.query), plain_epsilon(item.epsilon), self._accuracy_text(item), weight]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.blockSignals(False)
        if self.items:
            self.table.selectRow(min(max(selected, 0), len(self.items) - 1))
        self._selected()
        self._update_total()

    def _update_total(self) -> None:
        info = self._info()
        self.add_button.setEnabled(bool(info and info.schema) and not self.context.project.readonly)
        if info is None:
            self.total.setText(translate("ui.pages.queries", "Import a dataset first."))
            self.reason.setText("")
            self.run_button.setEnabled(False)
            return
        remaining = float(self.context.project.budget(info.name).remaining.epsilon)
        cost = total_epsilon(self.items)
        self.total.setText(translate("ui.pages.queries", "<b>Total cost: ε = {cost}</b> of the "
                                     "<b>ε = {remaining}</b> remaining for {dataset}.").format(
            cost=plain_epsilon(cost), remaining=plain_epsilon(remaining), dataset=html_text(info.name)))
        reason = ""
        if self.context.project.readonly:
            reason = self.context.project.read_only_reason
        elif info.schema is None:
            reason = translate("ui.pages.queries", "Declare the dataset's schema on the Data page first.")
        elif info.schema.derived_from_private_data:
            reason = translate("ui.pages.queries", "The schema was proposed from the private data: review it on the "
                                                "Data page first.")
        elif not self.items:
            reason = translate("ui.pages.queries", "Add a query to release.")
        elif cost > remaining + 1e-12:
            reason = translate("ui.pages.queries", "Over budget: these queries cost ε = {cost} but only ε = "
                               "{remaining} is left. Lower some ε, remove a query, or split the remaining "
                               "budget.").format(
                cost=plain_epsilon(cost), remaining=plain_epsilon(remaining))
        self.reason.setText(reason)
        self.run_button.setEnabled(not reason and not self.context.runner.busy)

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.stop_button.setVisible(busy and any(i.query.get("type") == "marginals" for i in self.items))
        if busy:
            self.run_button.setEnabled(False)
        elif self.context.project is not None:
            self._update_total()

    # -- editing (each change is saved through the undo stack) ----------------------------------

    def _save(self, items: list[PlannedQuery], text: str) -> None:
        self.context.set_plan([i.to_json() for i in items], text)

    def _add(self) -> None:
        dialog = AddQueryDialog(self.preview(), self)
        if dialog.exec() and dialog.query:
            self._save([*self.items, PlannedQuery(dialog.query, dialog.epsilon)],
                       translate("ui.pages.queries", "Add query"))
            self.table.selectRow(len(self.items) - 1)

    def _remove(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.items):
            self._save(self.items[:row] + self.items[row + 1:], translate("ui.pages.queries", "Remove query"))

    def _selected(self) -> None:
        row = self.table.currentRow()
        has = 0 <= row < len(self.items)
        self.editor.setEnabled(has)
        self.remove_button.setEnabled(has)
        if has:
            item = self.items[row]
            self.slider.set_epsilon(item.epsilon)
            for w, value in ((self.weight, item.weight), (self.lock, item.locked)):
                w.blockSignals(True)
                w.setValue(value) if w is self.weight else w.setChecked(value)
                w.blockSignals(False)
            self.editor_note.setText(translate("ui.pages.queries", "{query}: {accuracy}").format(
                query=describe(item.query), accuracy=self._accuracy_text(item)))

    def _preview_selected(self, eps: float) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.items):
            text = self._accuracy_text(self.items[row], eps)
            self.table.item(row, 2).setText(text)
            self.editor_note.setText(translate("ui.pages.queries", "{query} at ε = {epsilon}: {accuracy}").format(
                query=describe(self.items[row].query), epsilon=plain_epsilon(eps), accuracy=text))

    def _update_selected(self, **changes) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.items):
            new = PlannedQuery(**{**self.items[row].to_json(), **changes})
            if new != self.items[row]:
                self._save(self.items[:row] + [new] + self.items[row + 1:],
                           translate("ui.pages.queries", "Change query"))

    def _set_selected_epsilon(self, eps: float) -> None:
        self._update_selected(epsilon=eps)

    def _solve(self, target: str) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self.items):
            return
        try:
            eps = self.preview().epsilon_for(self.items[row].query, target)
        except ValueError as err:
            self.editor_note.setText(translate("ui.pages.queries", "⚠ {reason}").format(reason=err))
            return
        self._update_selected(epsilon=eps)

    def save_plan(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.queries", "Save plan"),
                                                   f"{self.context.dataset}-plan.json",
                                                   translate("ui.pages.queries", "dpgui plans (*.json)"))[0]
        if path:
            document = plan_document(self.context.dataset, self.items, self.confidence.currentData())
            try:
                write_text(path, json.dumps(document, indent=2, ensure_ascii=False))
            except StoreError as err:
                QMessageBox.warning(self, translate("ui.pages.queries", "Plan not saved"), str(err))
                return
            self.status.setText(translate("ui.pages.queries", "Saved {count} planned queries to {file}.").format(
                count=plain_number(len(self.items)), file=Path(path).name))

    def load_plan(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, translate("ui.pages.queries", "Load plan"), "",
                                                   translate("ui.pages.queries", "dpgui plans (*.json)"))[0]
        if not path:
            return
        try:
            _dataset, confidence, items = read_plan(json.loads(Path(path).read_text(encoding="utf-8")))
            for item in items:
                accuracy(item.query, self._info().schema, item.epsilon, "add_remove", 1)  # columns must be declared
        except (OSError, ValueError, RecursionError) as err:  # RecursionError: JSON nested too deeply
            self.status.setText(translate("ui.pages.queries", "⚠ Not loaded: {reason}").format(reason=err))
            return
        index = self.confidence.findData(confidence)
        if index >= 0:
            self.confidence.setCurrentIndex(index)
        self._save(items, translate("ui.pages.queries", "Load plan"))
        self.status.setText(translate("ui.pages.queries", "Loaded {count} planned queries from {file}.").format(
            count=plain_number(len(items)), file=Path(path).name))

    def _split(self) -> None:
        """Plan all that is left, after saying so: running the plan would leave nothing for later."""
        remaining = float(self.context.project.budget(self.context.dataset).remaining.epsilon)
        self.split_confirm = QMessageBox(
            QMessageBox.Icon.Question, translate("ui.pages.queries", "Plan all of the remaining budget?"),
            translate("ui.pages.queries", "This plans all of the ε = {remaining} left for these people, shared among "
                      "the unlocked queries by weight. Running them would leave nothing for any later release.\n\n"
                      "Plan it all?").format(remaining=plain_epsilon(remaining)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        if self.split_confirm.exec() == QMessageBox.StandardButton.Yes:
            self._save(split_budget(self.items, remaining), translate("ui.pages.queries", "Split budget"))

    # -- running -------------------------------------------------------------------------------

    def run(self) -> None:
        """Release every planned query in the worker; results appear once each is committed."""
        if not self.run_button.isEnabled():
            return
        project, dataset = self.context.project, self.context.dataset
        items, confidence = list(self.items), self.confidence.currentData()

        done: list[dict] = []
        self._done = done

        def job(task):  # runs in the worker: no widgets here
            release_plan(project, dataset, items, confidence, task, done, stored_plan=True)
            return done

        self.status.setText(translate("ui.pages.queries", "Running…"))
        self.context.runner.start(job, finished=self._finished, failed=self._failed, cancelled=self._cancelled,
                                  progress=self._progress)

    def _progress(self, fraction: float, message: str) -> None:
        self.progress.setValue(int(fraction * 1000))
        self.status.setText(message)

    def _settle(self) -> list[int]:
        """Drop the queries already released from the plan; return their release ids."""
        done = [r["release_id"] for r in self._done]
        self.context.project.save_plan(self.context.dataset, [i.to_json() for i in self.items[len(done):]])
        self.context.undo.clear()
        self.context.changed.emit()
        if done:
            self.released.emit(done)
        return done

    def _finished(self, ids: list) -> None:
        self._settle()
        self.status.setText(translate("ui.pages.queries", "Released 1 statistic.") if len(ids) == 1 else
                            translate("ui.pages.queries", "Released {count} statistics.").format(
                                count=plain_number(len(ids))))

    def _failed(self, message: str) -> None:
        done = self._settle()
        self.status.setText(translate("ui.pages.queries", "⚠ Stopped after {count} release(s): {reason}").format(
            count=plain_number(len(done)), reason=message))

    def _cancelled(self) -> None:
        done = self._settle()
        self.status.setText(translate("ui.pages.queries", "Cancelled after {count} release(s). The plan was charged "
                                      "whole before its data was read, so the queries not released stay charged in "
                                      "the ledger (as cancelled) and stay planned: running them again spends again. "
                                      "Nothing of them was shown.").format(count=plain_number(len(done))))
