"""Inspector page: see exactly why a small mechanism is or is not private, and audit the app's own
mechanisms statistically. Works without a project."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from PySide6.QtWidgets import (QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QProgressBar,
                               QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
                               QWidget)

from dpgui.core.mechanisms.truncated_geometric import truncated_geometric_matrix
from dpgui.core.noise.rationals import to_fraction
from dpgui.core.rr.designs import FrequencyOracle, forced, warner
from dpgui.core.verification.above_threshold_chain import candidates, describe_loss, release_chain_loss
from dpgui.core.verification.audit_gallery import CASES, run_case
from dpgui.core.verification.online_model import PAPER_BOUND, above_threshold_model
from dpgui.core.verification.verify import FiniteMechanism, check_claim, epsilon_star, hockey_stick, read_matrix_csv
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number, typed_number
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.report import charts
from dpgui.ui.charts import ChartCanvas
from dpgui.ui.colours import colour, style
from dpgui.ui.widgets import wrapped


def _yes_no() -> tuple[list[str], list[str]]:
    """The inputs and the answers of a yes/no survey mechanism, in the interface's language."""
    return ([translate("ui.pages.inspector", "trait"), translate("ui.pages.inspector", "no trait")],
            [translate("ui.pages.inspector", "yes"), translate("ui.pages.inspector", "no")])


# name → (parameters with defaults, builder); names and parameters are shown as translate("ui.pages.inspector", …)
OWN_MATRIX = QT_TRANSLATE_NOOP("ui.pages.inspector", "Your own matrix")
ABOVE_THRESHOLD = QT_TRANSLATE_NOOP("ui.pages.inspector", "Above-threshold online model (seed 003)")
THRESHOLD = QT_TRANSLATE_NOOP("ui.pages.inspector", "threshold")
SHIFTS = QT_TRANSLATE_NOOP("ui.pages.inspector", "query shifts")
BUILTINS = {
    QT_TRANSLATE_NOOP("ui.pages.inspector", "Survey mechanism (a fair coin)"): ({}, lambda p: FiniteMechanism.of(
        forced("1/2", "1/4", "1/4").matrix(), *_yes_no())),
    QT_TRANSLATE_NOOP("ui.pages.inspector", "Warner randomized response"): ({"p": "0.7"}, lambda p: FiniteMechanism.of(
        warner(p["p"], allow_infinite=True).matrix(), *_yes_no())),
    QT_TRANSLATE_NOOP("ui.pages.inspector", "Forced response"): (
        {"p_truth": "2/3", "p_yes": "1/6", "p_no": "1/6"}, lambda p: FiniteMechanism.of(
            forced(p["p_truth"], p["p_yes"], p["p_no"], allow_infinite=True).matrix(), *_yes_no())),
    QT_TRANSLATE_NOOP("ui.pages.inspector", "Truncated α-geometric on {0..n}"): (
        {"alpha": "1/2", "n": "5"}, lambda p: FiniteMechanism.of(truncated_geometric_matrix(p["alpha"], int(p["n"])))),
    QT_TRANSLATE_NOOP("ui.pages.inspector", "Generalised RR (k options, ε)"): (
        {"k": "3", "epsilon": "1"}, lambda p: _grr(int(p["k"]), p["epsilon"])),
    ABOVE_THRESHOLD: ({THRESHOLD: "2", SHIFTS: "0,0,0"}, lambda p: above_threshold_model(
        int(p[THRESHOLD]), [int(c) for c in p[SHIFTS].split(",") if c.strip()])),
    OWN_MATRIX: ({}, None),
}


def _grr(k: int, epsilon: str) -> FiniteMechanism:
    rows, outputs = FrequencyOracle("grr", k, to_fraction(epsilon)).matrix()
    return FiniteMechanism.of(rows, outputs=outputs)


def neighbours() -> list[tuple[str, str]]:
    """(shown words, relation) for the inputs counted as neighbours, in the interface's language."""
    return [(translate("ui.pages.inspector", "adjacent rows"), "adjacent"),
            (translate("ui.pages.inspector", "all pairs"), "all"),
            (translate("ui.pages.inspector", "these pairs"), "pairs")]


def _plot_delta_curve(figure, mech: FiniteMechanism, relation, star: float) -> None:
    """δ(ε) from 0 to a little past ε*: its 60 points are computed only when the curve is drawn."""
    top = star * 1.3 if math.isfinite(star) and star > 0 else 3.0
    grid = np.linspace(0, top, 60)
    charts.plot_delta_curve(figure, grid, [hockey_stick(mech, float(e), relation)[0] for e in grid], star)


class VerifyTab(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.mechanism: FiniteMechanism | None = None
        self.kind = QComboBox()
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind.setMinimumContentsLength(24)  # long names elide, in any language, rather than push the label out
        for name in BUILTINS:
            self.kind.addItem(translate("ui.pages.inspector", name), name)
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed(self.kind.currentData()))
        self.params = QFormLayout()
        self.param_edits: dict[str, QLineEdit] = {}
        self.custom = QTableWidget(2, 2)
        self.custom.setAccessibleName(translate("ui.pages.inspector", "Your matrix: the chance of each answer for "
                                                "each input"))
        inputs, answers = _yes_no()
        self.custom.setHorizontalHeaderLabels(answers)
        self.custom.setVerticalHeaderLabels(inputs)
        self.custom.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        for r, row in enumerate([["3/4", "1/4"], ["1/4", "3/4"]]):
            for c, v in enumerate(row):
                self.custom.setItem(r, c, QTableWidgetItem(v))
        self.custom.itemChanged.connect(lambda _i: self.recompute())
        self.load_csv = QPushButton(translate("ui.pages.inspector", "Load a matrix from CSV…"))
        self.load_csv.clicked.connect(lambda: self.load_matrix())
        self.neighbours = QComboBox()
        for text, key in neighbours():
            self.neighbours.addItem(text, key)
        self.pairs = QLineEdit()
        self.pairs.setAccessibleName(translate("ui.pages.inspector", "Neighbouring inputs"))
        self.pairs.setPlaceholderText(translate("ui.pages.inspector", "e.g. 0-1, 2-3 (input labels)"))
        self.runs = QSpinBox()
        self.runs.setRange(1, 4)
        self.runs.setToolTip(translate("ui.pages.inspector", "Compose this many independent runs of the mechanism"))
        self.view_run = QComboBox()
        self.view_run.setToolTip(translate("ui.pages.inspector", "With several runs: the joint output, or one run's "
                                                                 "output alone"))
        self.view_run.currentIndexChanged.connect(lambda _i: self.recompute())
        for w in (self.neighbours, self.runs):
            (w.currentIndexChanged if isinstance(w, QComboBox) else w.valueChanged).connect(lambda _v: self.recompute())
        self.pairs.editingFinished.connect(self.recompute)
        self.claim_eps, self.claim_delta = QLineEdit("1"), QLineEdit("0")
        self.claim_eps.setAccessibleName(translate("ui.pages.inspector", "Claimed ε"))
        self.claim_delta.setAccessibleName(translate("ui.pages.inspector", "Claimed δ"))
        check = QPushButton(translate("ui.pages.inspector", "Check the claim"))
        check.clicked.connect(self.check_claim)
        self.claim_result = QLabel()
        self.claim_result.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet(style("error"))
        self.error.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setAccessibleName(translate("ui.pages.inspector", "The mechanism's matrix"))
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        self.views = QTabWidget()
        self.heatmap, self.chain, self.curve = ChartCanvas(), ChartCanvas(), ChartCanvas()
        for canvas, name in ((self.table, translate("ui.pages.inspector", "Matrix")),
                             (self.heatmap, translate("ui.pages.inspector", "Heatmap")),
                             (self.chain, translate("ui.pages.inspector", "Markov chain")),
                             (self.curve, translate("ui.pages.inspector", "δ(ε) curve"))):
            self.views.addTab(canvas, name)

        controls = QVBoxLayout()
        form = QFormLayout()
        form.addRow(translate("ui.pages.inspector", "Mechanism:"), self.kind)
        controls.addLayout(form)
        controls.addLayout(self.params)
        controls.addWidget(self.custom)
        controls.addWidget(self.load_csv)
        more = QFormLayout()
        more.addRow(translate("ui.pages.inspector", "Neighbouring inputs:"), self.neighbours)
        more.addRow("", self.pairs)
        more.addRow(translate("ui.pages.inspector", "Independent runs:"), self.runs)
        more.addRow(translate("ui.pages.inspector", "Look at:"), self.view_run)
        claim_row = QHBoxLayout()
        claim_row.addWidget(QLabel("ε"))
        claim_row.addWidget(self.claim_eps)
        claim_row.addWidget(QLabel("δ"))
        claim_row.addWidget(self.claim_delta)
        claim_row.addWidget(check)
        more.addRow(translate("ui.pages.inspector", "Is it (ε, δ)-DP?"), claim_row)
        controls.addLayout(more)
        controls.addWidget(self.claim_result)
        controls.addStretch(1)
        left = QWidget()
        left.setLayout(controls)
        left.setMaximumWidth(420)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.error)
        right.addWidget(self.views, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(left)
        layout.addLayout(right, 1)
        self._kind_changed(self.kind.currentData())

    def _kind_changed(self, name: str) -> None:
        while self.params.rowCount():
            self.params.removeRow(0)
        self.param_edits = {}
        defaults, _ = BUILTINS[name]
        for key, value in defaults.items():
            edit = QLineEdit(value)
            edit.editingFinished.connect(self.recompute)
            self.param_edits[key] = edit
            self.params.addRow(translate("ui.pages.inspector", "{parameter}:").format(
                parameter=translate("ui.pages.inspector", key)), edit)
        own = name == OWN_MATRIX
        self.custom.setVisible(own)
        self.load_csv.setVisible(own)
        self.recompute()

    def load_matrix(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, translate("ui.pages.inspector", "Load a matrix"), "",
                                                   translate("ui.pages.inspector", "CSV (*.csv)"))[0]
        if not path:
            return
        try:
            mech = read_matrix_csv(Path(path).read_text(encoding="utf-8-sig"))
        except (OSError, ValueError) as err:
            self.error.setText(translate("ui.pages.inspector", "⚠ {reason}").format(reason=err))
            return
        self.kind.setCurrentIndex(self.kind.findData(OWN_MATRIX))
        self.custom.blockSignals(True)
        self.custom.setRowCount(len(mech.inputs))
        self.custom.setColumnCount(len(mech.outputs))
        self.custom.setHorizontalHeaderLabels(list(mech.outputs))
        self.custom.setVerticalHeaderLabels(list(mech.inputs))
        for r, row in enumerate(mech.matrix):
            for c, v in enumerate(row):
                self.custom.setItem(r, c, QTableWidgetItem(str(v)))
        self.custom.blockSignals(False)
        self.recompute()

    def _build(self) -> FiniteMechanism:
        name = self.kind.currentData()
        if name == OWN_MATRIX:
            rows = [[(self.custom.item(r, c).text() if self.custom.item(r, c) else "0") or "0"
                     for c in range(self.custom.columnCount())] for r in range(self.custom.rowCount())]
            inputs = [self.custom.verticalHeaderItem(r).text() for r in range(self.custom.rowCount())]
            outputs = [self.custom.horizontalHeaderItem(c).text() for c in range(self.custom.columnCount())]
            mech = FiniteMechanism.of([[to_fraction(v) for v in row] for row in rows], inputs, outputs)
        else:
            mech = BUILTINS[name][1]({k: e.text() for k, e in self.param_edits.items()})
        runs = self.runs.value()
        if self.view_run.count() != (runs + 1 if runs > 1 else 1):
            self.view_run.blockSignals(True)
            self.view_run.clear()
            self.view_run.addItem(translate("ui.pages.inspector", "the joint output of all runs"), 0)
            for k in range(1, runs + 1) if runs > 1 else ():
                self.view_run.addItem(translate("ui.pages.inspector", "the output of run {run} alone").format(
                    run=plain_number(k)), k)
            self.view_run.blockSignals(False)
        if runs == 1:
            return mech
        composed = mech.compose(runs)
        k = self.view_run.currentData()
        return composed.marginal(k) if k else composed

    def relation(self):
        key = self.neighbours.currentData()
        if key != "pairs":
            return key
        pairs = [tuple(p.strip() for p in part.split("-")) for part in self.pairs.text().split(",") if part.strip()]
        if not pairs or any(len(p) != 2 for p in pairs):
            raise ValueError(translate("ui.pages.inspector", "Write the neighbouring pairs as input labels joined by "
                                       "'-', separated by commas"))
        return pairs

    def recompute(self) -> None:
        try:
            mech = self._build()
            relation = self.relation()
            star = epsilon_star(mech, relation)
        except (ValueError, ZeroDivisionError, TypeError) as err:
            self.error.setText(translate("ui.pages.inspector", "⚠ {reason}").format(reason=err))
            return
        self.error.setText("")
        self.mechanism = mech
        tv = hockey_stick(mech, 0.0, relation)[0]
        eps_text = translate("ui.pages.inspector", "∞ — NOT private: an output is possible for one input and "
                             "impossible for its neighbour") \
            if math.isinf(star.epsilon) else f"{plain_number(star.epsilon, digits=6)} = {star.closed_form}"
        exact = translate("ui.pages.inspector", "exact rational arithmetic") if star.exact else \
            translate("ui.pages.inspector", "floating point (the entries involve e^ε)")
        extra = ""
        if self.kind.currentData() == ABOVE_THRESHOLD:
            d = hockey_stick(mech, PAPER_BOUND[0], relation)[0]
            extra = translate("ui.pages.inspector", "<br>The seed's sufficient condition gave (ε, δ) = {bound}; the "
                              "exact δ at ε = {epsilon} is <b>{delta}</b>.").format(
                bound=PAPER_BOUND, epsilon=plain_epsilon(PAPER_BOUND[0]), delta=plain_number(d, digits=4))
        self.summary.setText(translate("ui.pages.inspector", "<b>ε* = {epsilon}</b><br>worst case: inputs "
                                       "<b>{first}</b> vs <b>{second}</b>, output <b>{output}</b> (highlighted)<br>"
                                       "δ-tv (δ at ε = 0) = {delta_tv} · computed in {arithmetic}{extra}").format(
            epsilon=eps_text, first=star.worst_pair[0], second=star.worst_pair[1], output=star.worst_output,
            delta_tv=plain_number(tv, digits=6), arithmetic=exact, extra=extra))
        self._fill_table(mech, star)
        self.heatmap.plot(charts.plot_matrix, mech, star.worst_pair, star.worst_output)
        self.chain.plot(charts.plot_markov_chain, mech)
        self.curve.plot(_plot_delta_curve, mech, relation, star.epsilon)

    def _fill_table(self, mech: FiniteMechanism, star) -> None:
        self.table.setRowCount(len(mech.inputs))
        self.table.setColumnCount(len(mech.outputs))
        self.table.setHorizontalHeaderLabels(list(mech.outputs))
        self.table.setVerticalHeaderLabels(list(mech.inputs))
        col = mech.outputs.index(star.worst_output)
        for r, row in enumerate(mech.matrix):
            for c, v in enumerate(row):
                item = QTableWidgetItem(str(v) if hasattr(v, "denominator") else f"{plain_number(v, digits=6)}")
                if c == col and mech.inputs[r] in star.worst_pair:
                    item.setBackground(colour("highlight"))
                self.table.setItem(r, c, item)

    def check_claim(self) -> None:
        try:
            eps, delta = typed_number(self.claim_eps.text()), typed_number(self.claim_delta.text())
            result = check_claim(self.mechanism, eps, delta, self.relation())
        except (ValueError, TypeError) as err:
            self.claim_result.setText(translate("ui.pages.inspector", "⚠ {reason}").format(reason=err))
            return
        if result.holds:
            self.claim_result.setText(translate("ui.pages.inspector", "✓ <b>Pass</b>: the mechanism is ({epsilon}, "
                                                "{delta})-DP (it needs only δ = {needed} at this ε).").format(
                epsilon=plain_epsilon(eps), delta=plain_epsilon(delta),
                needed=plain_number(result.delta_needed, digits=4)))
        else:
            self.claim_result.setText(translate("ui.pages.inspector", "✗ <b>Fail</b>: for inputs {first} vs "
                                                "{second}, the event {event} has P = e^ε·P' + {needed}, more than "
                                                "δ = {delta}.").format(
                first=result.pair[0], second=result.pair[1], event="{" + ", ".join(result.event) + "}",
                needed=plain_number(result.delta_needed, digits=4), delta=plain_epsilon(delta)))


class AuditTab(QWidget):
    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.case = QComboBox()
        for case in CASES:
            self.case.addItem(f"{'⚠ ' if case.broken else ''}{case.name}", case.name)
        self.case.currentIndexChanged.connect(self._case_changed)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.epsilon = QLineEdit()
        self.samples = QSpinBox()
        self.samples.setRange(10_000, 5_000_000)
        self.samples.setSingleStep(50_000)
        self.samples.setValue(200_000)
        self.run_button = QPushButton(translate("ui.pages.inspector", "Run the audit"))
        self.run_button.clicked.connect(self.run)
        self.cancel = QPushButton(translate("ui.pages.inspector", "Cancel"))
        self.cancel.clicked.connect(context.runner.cancel)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.result = QLabel()
        self.result.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("ui.pages.inspector", "Mechanism:"), self.case)
        form.addRow("", self.description)
        form.addRow(translate("ui.pages.inspector", "Claimed ε:"), self.epsilon)
        form.addRow(translate("ui.pages.inspector", "Fresh runs per input:"), self.samples)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ui.pages.inspector", "The auditor runs the code that actually ships many "
                                           "times on two neighbouring inputs, picks the most revealing event, and "
                                           "bounds ε from below on fresh runs. A correct mechanism stays below its "
                                           "claim; the broken variants (⚠) show what a failure looks like.")))
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.result)
        layout.addStretch(1)
        context.runner.busy_changed.connect(self._busy)
        self._case_changed()
        self._busy(False)

    def _case_changed(self) -> None:
        case = CASES[self.case.currentIndex()]
        self.description.setText(translate("core.verification.audit_gallery", case.description))
        self.epsilon.setText(str(case.demo_epsilon))

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel.setVisible(busy)
        self.run_button.setEnabled(not busy)

    def run(self) -> None:
        name, eps, samples = self.case.currentData(), self.epsilon.text(), self.samples.value()
        self.result.setText(translate("ui.pages.inspector", "Running…"))
        self.context.runner.start(lambda task: run_case(name, eps, samples, task=task), finished=self._show,
                                  failed=lambda m: self.result.setText(
                                      translate("ui.pages.inspector", "⚠ {reason}").format(reason=m)),
                                  cancelled=lambda: self.result.setText(translate("ui.pages.inspector", "Cancelled.")),
                                  progress=lambda f, m: self.progress.setValue(int(f * 1000)))

    def _show(self, r) -> None:
        p1, p2 = r.probabilities
        if r.violation:
            verdict = translate("ui.pages.inspector", "✗ <b>Fail</b>: the claim is false (with the confidence above)")
        else:
            verdict = translate("ui.pages.inspector", "✓ <b>Pass</b>: no evidence against the claim")
        self.result.setText(translate("ui.pages.inspector", "Claimed ε = {claimed}; <b>ε lower bound = {bound}</b> "
                                      "at confidence {confidence}<br>event: {event} ({direction})<br>P1 = {p1}, "
                                      "P2 = {p2} over {runs} fresh runs each<br>{verdict}").format(
            claimed=plain_epsilon(r.claimed_epsilon), bound=plain_number(r.epsilon_lower, step=1e-4),
            confidence=plain_number(1 - r.alpha, step=1e-6), event=r.event, direction=r.direction,
            p1=plain_number(p1, step=1e-5), p2=plain_number(p2, step=1e-5), runs=plain_number(r.runs),
            verdict=verdict))


class ReleaseTab(QWidget):
    """A stored above-threshold release's own chain in the exact model (core/verification/above_threshold_chain):
    its ε* beside the ε charged for it. The model takes up to seconds, so it runs in the worker."""

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.number = QSpinBox()
        self.number.setRange(1, 10**9)
        self.number.setAccessibleName(translate("ui.pages.inspector", "Release number"))
        self.open_button = QPushButton(translate("ui.pages.inspector", "Compute its exact ε"))
        self.open_button.clicked.connect(self.open_number)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.hide()
        self.headline, self.result = QLabel(), QLabel()
        for label in (self.headline, self.result):
            label.setWordWrap(True)
        form = QFormLayout()
        row = QHBoxLayout()
        row.addWidget(self.number)
        row.addWidget(self.open_button)
        form.addRow(translate("ui.pages.inspector", "Above-threshold release number:"), row)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ui.pages.inspector", "An above-threshold release of the open project, in "
                                           "the exact model of its own chain (its noise scales, c and sensitivity): "
                                           "the privacy loss ε* the chain really has, beside the ε charged for it.")))
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.headline)
        layout.addWidget(self.result)
        layout.addStretch(1)

    def open_number(self) -> None:
        project = self.context.project
        if project is None:
            self._say(translate("ui.pages.inspector", "⚠ {reason}").format(
                reason=translate("ui.pages.inspector", "Open a project first")))
            return
        try:
            release = project.release(self.number.value())
        except ValueError as err:
            self._say(translate("ui.pages.inspector", "⚠ {reason}").format(reason=err))
            return
        self.open_release(release)

    def open_release(self, release: dict | None) -> None:
        """Start the model for a stored release (as the Results page or the project holds it)."""
        if release is None or release.get("query") != "above_threshold":
            self._say(translate("ui.pages.inspector", "⚠ {reason}").format(
                reason=translate("ui.pages.inspector", "Choose an above-threshold release")))
            return
        if release.get("release_id"):
            self.number.setValue(int(release["release_id"]))
        self._say(translate("ui.pages.inspector", "Computing…"))
        self.progress.show()
        self.open_button.setEnabled(False)
        self.context.runner.start(lambda task: release_chain_loss(release, task),
                                  finished=lambda loss: self._show(release, loss), failed=self._failed,
                                  cancelled=lambda: self._failed(translate("ui.pages.inspector", "Cancelled.")),
                                  progress=lambda f, _m: self.progress.setValue(int(f * 1000)))

    def _say(self, text: str) -> None:
        self.headline.setText(text)
        self.result.clear()

    def _failed(self, message: str) -> None:
        self.progress.hide()
        self.open_button.setEnabled(True)
        self._say(translate("ui.pages.inspector", "⚠ {reason}").format(reason=message))

    def _show(self, release: dict, loss) -> None:
        self.progress.hide()
        self.open_button.setEnabled(True)
        self.headline.setText(translate("ui.pages.inspector", "Release #{number}: exact <b>ε* = {exact}</b> "
                                        "(δ = {delta}) beside the charged <b>ε = {charged}</b> {verdict}").format(
            number=release.get("release_id") or "–", exact=plain_number(loss.epsilon, digits=6),
            delta=f"{loss.delta:.1e}", charged=plain_number(loss.charged, digits=6),
            verdict="✓" if loss.holds else "✗"))
        self.result.setText(describe_loss(loss, candidates(release)))


class InspectorPage(QTabWidget):
    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.verify = VerifyTab()
        self.audit = AuditTab(context)
        self.release = ReleaseTab(context)
        self.addTab(self.verify, translate("ui.pages.inspector", "Verify exactly"))
        self.addTab(self.audit, translate("ui.pages.inspector", "Audit the code"))
        self.addTab(self.release, translate("ui.pages.inspector", "An above-threshold release"))

    def open_release(self, release: dict | None) -> None:
        """Show this stored release's chain in the exact model (from the Results page)."""
        self.setCurrentWidget(self.release)
        self.release.open_release(release)
