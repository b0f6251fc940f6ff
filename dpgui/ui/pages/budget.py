"""Budget page: spent and remaining per dataset, the ledger, and what ε means."""

from __future__ import annotations

import json

from PySide6.QtWidgets import (QGroupBox, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from dpgui.core.interpretation import plain_words
from dpgui.engine.plan import describe
from dpgui.ui.charts import ChartCanvas

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
        self.chart.show_tradeoff(epsilon, delta)
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
        self.ledger = QTableWidget(0, 5)
        self.ledger.setHorizontalHeaderLabels(["#", "Time (UTC)", "Query", "Mechanism", "Cost"])
        self.ledger.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.ledger.verticalHeader().setVisible(False)
        self.head = QLabel()
        self.head.setStyleSheet("color:#555")
        self.explainer = EpsilonExplainer()
        explain_box = QGroupBox("What does ε mean?")
        QVBoxLayout(explain_box).addWidget(self.explainer)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.gauge)
        layout.addWidget(self.warning)
        layout.addWidget(QLabel("<b>Ledger</b> — every release, in order; it can only grow, and its hash chain "
                                "shows any tampering"))
        layout.addWidget(self.ledger, 1)
        layout.addWidget(self.head)
        layout.addWidget(explain_box, 1)
        context.changed.connect(self.refresh)

    def refresh(self) -> None:
        project, name = self.context.project, self.context.dataset
        if project is None or name is None:
            self.summary.setText("No dataset yet.")
            return
        budget = project.budget(name)
        total, spent = float(budget.total.epsilon), float(budget.spent.epsilon)
        share = spent / total if total else 1.0
        self.gauge.setValue(int(min(share, 1) * 1000))
        color = "#c62828" if share >= 1 else "#ef6c00" if share >= WARN_AT else "#2e7d32"
        self.gauge.setStyleSheet(f"QProgressBar::chunk {{ background: {color}; }}")
        self.summary.setText(f"<h3>{name}: ε {spent:.4g} spent of {total:.4g} — {total - spent:.4g} left "
                             f"({share:.0%} used)</h3>")
        if share >= 1:
            self.warning.setText("⛔ <b>The budget is used up.</b> Every further release from this dataset is refused, "
                                 "because each one would reveal more about the people in it. Past releases can "
                                 "still be viewed and exported at no cost.")
        elif share >= WARN_AT:
            self.warning.setText(f"⚠ <b>{share:.0%} of the budget is spent.</b> Keep the rest for the statistics "
                                 "that matter most.")
        else:
            self.warning.setText("")
        entries = project.ledger(name)
        self.ledger.setRowCount(len(entries))
        for row, e in enumerate(entries):
            mech = {"discrete_laplace": "discrete Laplace", "discrete_gaussian": "discrete Gaussian",
                    "permute_and_flip": "permute-and-flip"}.get(e.mechanism.get("law"), e.mechanism.get("law", ""))
            cells = [str(e.id), e.created_at[:19].replace("T", " "), describe(e.query) + ("" if e.release_id else
                     " (release missing: still counted)"), mech, str(e.cost)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(json.dumps(e.mechanism))
                self.ledger.setItem(row, col, item)
        for col in (0, 1, 3, 4):
            self.ledger.resizeColumnToContents(col)
        self.head.setText(f"Ledger verified; head of the hash chain {project.verify_ledger()[:16]}…")
        self.explainer.show_epsilon(max(total, 0.01), float(budget.total.delta))
