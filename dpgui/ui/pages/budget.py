"""Budget page: the budget of the people the current dataset describes (shared by every dataset about
them), its ledger with how each charge ended, and what ε means."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QGroupBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QMessageBox, QProgressBar,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from dpgui.core.costs.accounting import pure

from dpgui.core.words.interpretation import plain_words
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.engine.plan import describe
from dpgui.report import charts
from dpgui.report.plain_words import OUTCOMES
from dpgui.store.declared.names import html_text, shown
from dpgui.store.errors import StoreError
from dpgui.ui.charts import ChartCanvas
from dpgui.ui.colours import colour, style
from dpgui.ui.widgets import named
from dpgui.store.ledger.journal import population_name

WARN_AT = 0.8


class EpsilonExplainer(QWidget):
    """The hypothesis-testing picture of ε, in a plot and plain words."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.chart = ChartCanvas(size=(5.0, 3.4))
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.text, 2)

    def show_epsilon(self, epsilon: float, delta: float = 0.0) -> None:
        self.chart.plot(charts.plot_tradeoff, epsilon, delta)
        self.text.setText(plain_words(epsilon, delta))


class BudgetPage(QWidget):
    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.gauge = QProgressBar()
        self.gauge.setRange(0, 1000)
        self.gauge.setTextVisible(False)
        self.gauge.setMinimumHeight(22)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.shared = QLabel()
        self.shared.setWordWrap(True)
        self.shared.setTextFormat(Qt.TextFormat.PlainText)  # dataset names are shown as typed, never as markup
        self.separate = QPushButton(translate("ui.pages.budget", "Give this dataset its own budget…"))
        self.separate.setToolTip(translate("ui.pages.budget", "Only if this dataset is about people that none of the "
                                                          "other datasets cover"))
        self.separate.clicked.connect(self.declare_different_people)
        self.ledger = named(QTableWidget(0, 6), translate("ui.pages.budget", "Ledger: every charge"))
        self.ledger.setHorizontalHeaderLabels([
            translate("ui.pages.budget", "#"), translate("ui.pages.budget", "Time (UTC)"),
            translate("ui.pages.budget", "Dataset"), translate("ui.pages.budget", "Query"),
            translate("ui.pages.budget", "Outcome"), translate("ui.pages.budget", "Cost")])
        self.ledger.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.ledger.verticalHeader().setVisible(False)
        self.ledger.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        self.head = QLabel()
        self.head.setStyleSheet(style("muted"))
        self.explainer = EpsilonExplainer()
        self.explain_box = explain_box = QGroupBox(translate("ui.pages.budget", "What does ε mean?"))
        QVBoxLayout(explain_box).addWidget(self.explainer)
        # plain words first; the hypothesis-testing chart and the ledger's hash chain for those who want them
        self.details = QCheckBox(translate("ui.pages.budget", "Details: the chart of what an observer can tell, and "
                                                              "the ledger's hash"))
        self.details.toggled.connect(self._show_details)
        self._show_details(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.gauge)
        layout.addWidget(self.warning)
        row = QHBoxLayout()
        row.addWidget(self.shared, 1)
        row.addWidget(self.separate)
        layout.addLayout(row)
        layout.addWidget(QLabel(translate("ui.pages.budget", "<b>Ledger</b> — every charge, in order; it can only "
                                          "grow, and its hash chain shows any tampering")))
        layout.addWidget(self.ledger, 1)
        layout.addWidget(explain_box)
        layout.addWidget(self.details)
        layout.addWidget(self.head)
        context.changed.connect(self.refresh)

    def _show_details(self, on: bool) -> None:
        self.explainer.chart.setVisible(on)
        self.head.setVisible(on)
        if self.layout() is not None:  # the words alone take the room they need; the chart takes a share
            self.layout().setStretchFactor(self.explain_box, 1 if on else 0)

    def refresh(self) -> None:
        project, name = self.context.project, self.context.dataset
        if project is None or name is None:
            self.summary.setText(translate("ui.pages.budget", "No dataset yet."))
            return
        budget = project.budget(name)
        total, spent = float(budget.total.epsilon), float(budget.spent.epsilon)
        share = spent / total if total else 1.0
        self.gauge.setValue(int(min(share, 1) * 1000))
        level = colour("error" if share >= 1 else "warning" if share >= WARN_AT else "ok").name()
        self.gauge.setStyleSheet(f"QProgressBar::chunk {{ background: {level}; }}")
        self.summary.setText(translate("ui.pages.budget", "<h3>Budget of {people}: ε {spent} spent of {total} — "
                                       "{left} left ({percent}% used)</h3>").format(
            people=html_text(population_name(budget.population)), spent=plain_number(spent, digits=4),
            total=plain_number(total, digits=4), left=plain_number(max(total - spent, 0), digits=4),
            percent=plain_number(share * 100, step=1)))
        others = [n for n in budget.shared_with if n != name]
        self.shared.setText(shown(
            translate("ui.pages.budget", "Shared by every dataset about these people: {datasets}. A release from any "
                      "of them spends from this one budget.").format(datasets=", ".join(budget.shared_with))
            if others else translate("ui.pages.budget", "Only {dataset} uses this budget. If you import another "
                                     "table about the same people, it will share it.").format(dataset=name)))
        self.separate.setVisible(not project.readonly and len(project.datasets()) > 1)
        if share >= 1:
            self.warning.setText(translate("ui.pages.budget", "⚠ <b>The budget is used up.</b> Every further release "
                                           "about these people is refused, because each one would reveal more about "
                                           "them. Past releases can still be viewed and exported at no cost."))
        elif share >= WARN_AT:
            self.warning.setText(translate("ui.pages.budget", "⚠ <b>{percent}% of the budget is spent.</b> Keep the "
                                           "rest for the statistics that matter most.").format(
                percent=plain_number(share * 100, step=1)))
        else:
            self.warning.setText("")
        spending = next(s for s in project.spending() if name in s.budget.shared_with)
        rows = [([str(e.id), _time(e.created_at), e.dataset, describe(e.query),
                  _outcome(e.state, missing=not e.release_id), str(e.cost)],
                 e.reason or json.dumps(e.mechanism)) for e in spending.charges]
        rows += [(["—", _time(c.at), "", translate("ui.pages.budget", "carried into this file: {reason}").format(
            reason=c.reason), translate("ui.pages.budget", "counted"), str(c.cost)], c.reason)
                 for c in spending.carried]  # spending with no charge of its own here: the total needs it
        if rows:
            rows.append((["", "", "", translate("ui.pages.budget", "Total: what the budget counts as spent"), "",
                          str(budget.spent)], translate("ui.pages.budget", "every line above, added up")))
        self.ledger.setRowCount(len(rows))
        for row, (cells, tip) in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(shown(text))  # names may hold anything an old file or a data file did
                item.setToolTip(shown(tip))
                self.ledger.setItem(row, col, item)
        for col in (0, 1, 2, 4, 5):
            self.ledger.resizeColumnToContents(col)
        self.head.setText(translate("ui.pages.budget", "Ledger verified; head of the hash chain {head}…").format(
            head=project.verify_ledger()[:16]))
        self.explainer.show_epsilon(max(total, 0.01), float(budget.total.delta))

    def declare_different_people(self) -> None:
        """Give the current dataset a budget of its own: only right when it is about other people."""
        project, name = self.context.project, self.context.dataset
        epsilon, ok = QInputDialog.getDouble(
            self, translate("ui.pages.budget", "A budget of its own"),
            translate("ui.pages.budget", "Only do this if {dataset} is about people that none of the other datasets "
                      "in this project cover.\nWhat was already spent on it still counts against its new budget.\n\n"
                      "Total ε for its people:").format(dataset=shown(name)),
            1.0, 0.01, 100.0, 2)
        if not ok:
            return
        try:
            project.declare_different_people(name, pure(str(epsilon)))
        except (ValueError, StoreError) as err:
            QMessageBox.warning(self, translate("ui.pages.budget", "Not changed"), str(err))
            return
        self.context.changed.emit()


def _outcome(state: str, missing: bool) -> str:
    """How a charge ended, in the interface's language; a completed one whose release is gone still counts."""
    words = translate("report.plain_words", OUTCOMES.get(state, state))
    if state == "completed" and missing:
        return translate("ui.pages.budget", "{outcome} (release missing: still counted)").format(outcome=words)
    return words


def _time(at: str) -> str:
    return at[:19].replace("T", " ")
