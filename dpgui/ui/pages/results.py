"""Results page: every release of the dataset, reopened at no cost: first one plain sentence (what
the number is, how sure we are, how missing values were treated), then the table and the chart;
noise scales, costs and the method sit behind "Details"."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from pathlib import Path

import numpy as np
from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDoubleSpinBox, QFileDialog, QInputDialog, QHBoxLayout, QHeaderView, QLabel, QListWidget,
                               QListWidgetItem, QMessageBox, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from dpgui.core.mechanisms import postprocess
from dpgui.core.words.plain_numbers import plain_epsilon, plain_estimate, plain_number, plain_percent
from dpgui.core.words.translation import translate
from dpgui.engine.plan import describe
from dpgui.engine.learned_tables import cell_labels, measured_counts
from dpgui.engine.learned_tables import tables as learned_tables
from dpgui.engine.release import synthetic_table, write_ranges
from dpgui.report.charts import plot_marginals, plot_release
from dpgui.report.manifest import manifest
from dpgui.report.plain_words import above_word, cells, missing_sentence, noise_scale, row_label, summary, warning
from dpgui.report.release_export import HEADER, release_table, write_release
from dpgui.store.declared.names import html_text, shown
from dpgui.store.errors import StoreError
from dpgui.store.safe_cells import neutralise, write_csv
from dpgui.store.safe_files import write_bytes, write_text
from dpgui.ui.charts import ChartCanvas
from dpgui.ui.colours import style
from dpgui.ui.widgets import named, wrapped

DETAIL_COLUMNS = (4, 5)


def _headers() -> list[str]:
    """The table's column headers, in the interface's language (chosen after this module loads)."""
    return [translate("ui.pages.results", "What"), translate("ui.pages.results", "Estimate"),
            translate("ui.pages.results", "Low end"), translate("ui.pages.results", "High end"),
            translate("ui.pages.results", "Noise scale"), "ε"]


def _header_tips() -> dict[int, str]:
    """What the less obvious columns mean, shown when the pointer rests on their headers."""
    return {2: translate("ui.pages.results", "We are this sure (e.g. 95%) that the true value is at least this"),
            3: translate("ui.pages.results", "We are this sure (e.g. 95%) that the true value is at most this"),
            4: translate("ui.pages.results", "How spread out the added random noise is (larger = more privacy, less "
                         "accuracy)"),
            5: translate("ui.pages.results", "The privacy cost of this release")}


def _what(release: dict) -> str:
    """The first column's header: the variables whose categories a histogram's or table's rows are (sex × age
    group), else "What" (and for a release stored before releases kept their columns' names)."""
    return shown(" × ".join(release.get("columns") or [])) or translate("ui.pages.results", "What")


def _marginals_summary(tables: list[dict]) -> tuple[list[str | None], list[list[str]]]:
    """Many tables at once, one row a table: measured or learned from the others, its typical range, its typical
    difference from its own measurement and that measurement's noise (releases stored before ranges: "—")."""
    headers = [translate("ui.pages.results", "Table"), translate("ui.pages.results", "Measured directly"),
               translate("ui.pages.results", "Typical range\n(±, rows)"),
               translate("ui.pages.results", "Typical difference\n(rows per cell)"),
               translate("ui.pages.results", "Its noise\n(95% ±, rows)"), "ε"]
    rows = []
    for t in tables:
        typical = t.get("typical_half_width")
        if typical is None and t["low"] is not None:  # a release stored before the arrays
            halves = np.sort((t["high"] - t["low"]) / 2)
            typical = float(halves[len(halves) // 2])
        rows.append([" × ".join(t["columns"]),
                     translate("ui.pages.results", "Yes") if t.get("measured")
                     else translate("ui.pages.results", "No, learned from the others"),
                     plain_number(typical) if typical is not None else "—",
                     plain_number(t.get("learned_vs_measured_rows")) if t.get("measured") else "—",
                     plain_number(t.get("measured_half_width_95")) if t.get("measured") else "—"])
    return headers, rows


def _marginal_cells(release: dict, table: dict) -> tuple[list[str | None], list[list[str]]]:
    """One table's cells (named by their categories alone: the header names the columns), the learned estimate with
    its range, beside the noisy measurement (if it was measured); the fourth column is unused (header None)."""
    cols = tuple(release["columns"].index(c) for c in table["columns"])
    noisy = measured_counts(release).get(cols)
    sure = plain_percent(release["confidence"]) if table["low"] is not None else ""
    labels = cell_labels(release, table["columns"], named=False)
    headers = [" × ".join(table["columns"]),
               translate("ui.pages.results", "Learned estimate\n({sure} range)").format(sure=sure) if sure
               else translate("ui.pages.results", "Learned estimate"),
               translate("ui.pages.results", "Noisy measurement"), None,
               translate("ui.pages.results", "Its noise\n(95% ±, rows)"), "ε"]
    width = plain_number(table.get("measured_half_width_95")) if noisy is not None else "—"
    none = [None] * len(table["estimates"])
    low, high = (none, none) if table["low"] is None else (table["low"], table["high"])
    learned = translate("ui.pages.results", "Learned from the others")
    return headers, [[label, plain_estimate(value, lo, hi), plain_number(noisy[i]) if noisy is not None else learned,
                      "", width] for i, (label, value, lo, hi) in enumerate(zip(labels, table["estimates"], low, high))]


def _how(release: dict) -> str:
    """The release's stored method, as the Details line opens."""
    return translate("ui.pages.results", "<b>How it was computed:</b> {method}.").format(
        method=html_text(release["method"]))


COUNTS = ("count", "histogram", "table")  # the releases the free post-processing is for


class ResultsPage(QWidget):
    selection_changed = Signal()  # a release is shown, or none

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.current: dict | None = None
        self.list = named(QListWidget(), translate("ui.pages.results", "Releases"))
        self.list.currentItemChanged.connect(self._show_selected)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.sentence = QLabel()
        self.sentence.setWordWrap(True)
        self.sentence.setStyleSheet("font-size: 12pt")
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(style("notice", "padding: 4px;"))
        for label in (self.sentence, self.warning):  # they quote column names and categories: never read as markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.details = QCheckBox(translate("ui.pages.results", "Details (noise, cost, method)"))
        self.details.toggled.connect(lambda _on: self._render())
        self.method = QLabel()
        self.method.setWordWrap(True)
        self.method.setStyleSheet(style("muted"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # file names and messages that may quote names
        headers = _headers()
        self.table = named(QTableWidget(0, len(headers)), translate("ui.pages.results", "Released values"))
        self.table.setHorizontalHeaderLabels(headers)
        for column, tip in _header_tips().items():
            self.table.horizontalHeaderItem(column).setToolTip(tip)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().sectionResized.connect(lambda *_: self._keep_eight_rows())
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height()  # 8 rows and the header
                                    + 8 * self.table.verticalHeader().defaultSectionSize() + 4)
        self.chart = ChartCanvas()
        self.clamp = QCheckBox(translate("ui.pages.results", "Clamp negative counts to 0"))
        self.clamp.setChecked(True)
        self.round = QCheckBox(translate("ui.pages.results", "Round to whole numbers"))
        self.normalise = QCheckBox(translate("ui.pages.results", "Scale to a total of"))
        self.total = named(QDoubleSpinBox(), translate("ui.pages.results", "Scale shares to a total"))
        self.total.setRange(0.01, 1e9)
        self.total.setValue(100)
        self.total.setToolTip(translate("ui.pages.results", "For example 100 to show percentages"))
        for box in (self.clamp, self.round, self.normalise):
            box.toggled.connect(self._render)
        self.total.valueChanged.connect(self._render)
        self.free = free = QLabel(translate("ui.pages.results", "<i>Free, no extra privacy cost:</i>"))
        free.setToolTip(translate("ui.pages.results", "These only change how the released numbers are shown; the data "
                                  "are not read again."))
        buttons = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        self.marginal = named(QComboBox(), translate("ui.pages.results", "Table shown"))
        self.marginal.setToolTip(translate("ui.pages.results", "Which of the many tables to show"))
        self.marginal.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.marginal.setMinimumContentsLength(28)
        self.marginal.currentIndexChanged.connect(lambda _i: self._render())
        self.synthetic_button = QPushButton(translate("ui.pages.results", "Synthetic data…"))
        self.synthetic_button.setToolTip(translate("ui.pages.results", "Rows drawn from the learned distribution: free "
                                                   "post-processing"))
        self.synthetic_button.clicked.connect(lambda: self.export_synthetic())
        for text, handler in ((translate("ui.pages.results", "Export table…"), self.export_table),
                              (translate("ui.pages.results", "Export chart…"), self.export_chart),
                              (translate("ui.pages.results", "Copy table"), self.copy_table),
                              (translate("ui.pages.results", "Report…"), self.export_report),
                              (translate("ui.pages.results", "Manifest…"), self.export_manifest)):
            button = QPushButton(text)
            button.clicked.connect(handler)
            buttons.addWidget(button)
            self.buttons.append(button)
        buttons.addStretch(1)
        heading = QHBoxLayout()  # Details beside the title: the button row stays narrow enough for a small screen
        heading.addWidget(self.title, 1)
        heading.addWidget(self.details)
        post = QHBoxLayout()
        for widget in (self.clamp, self.round, self.normalise, self.total):
            post.addWidget(widget)
        post.addStretch(1)
        many = QHBoxLayout()  # shown for "many tables" releases instead of the row above
        many.addWidget(self.marginal)
        many.addWidget(self.synthetic_button)
        many.addStretch(1)
        self.chart.setMinimumHeight(160)
        right = QWidget()
        layout = QVBoxLayout(right)
        layout.addLayout(heading)
        layout.addLayout(buttons)  # the page's actions first: in view without scrolling on a small screen
        layout.addWidget(self.status)
        layout.addWidget(self.sentence)
        layout.addWidget(self.warning)
        layout.addLayout(many)
        layout.addWidget(self.table, 1)
        layout.addWidget(free)
        layout.addLayout(post)
        layout.addWidget(self.chart, 2)
        layout.addWidget(self.method)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(wrapped(translate("ui.pages.results", "<b>Releases</b> (reopening costs nothing)")))
        left_layout.addWidget(self.list)
        left.setMaximumWidth(max(200, self.fontMetrics().horizontalAdvance("#000  Table of region × age group ")))
        outer = QHBoxLayout(self)  # not a splitter: a layout passes the wrapped texts' heights on to the scroll area
        outer.addWidget(left)
        outer.addWidget(right, 1)
        context.changed.connect(self.refresh)

    def refresh(self, select: int | None = None) -> None:
        project = self.context.project
        keep = select or (self.current or {}).get("release_id")
        self.list.blockSignals(True)
        self.list.clear()
        entries = [e for e in project.ledger(self.context.dataset) if e.release_id] if project and self.context.dataset else []
        for entry in reversed(entries):
            item = QListWidgetItem(translate("ui.pages.results", "#{number}  {query}\n{cost} · {time}").format(
                number=entry.release_id, query=describe(entry.query), cost=entry.cost,
                time=entry.created_at[:16].replace("T", " ")))
            item.setData(Qt.ItemDataRole.UserRole, entry.release_id)
            item.setToolTip(item.text())  # the whole name and date where the narrow list cuts them
            self.list.addItem(item)
        self.list.blockSignals(False)
        match = [i for i in range(self.list.count()) if self.list.item(i).data(Qt.ItemDataRole.UserRole) == keep]
        if self.list.count():
            self.list.setCurrentRow(match[0] if match else 0)
        else:
            self.current = None
            self.title.setText(translate("ui.pages.results", "No releases yet. Plan queries on the Queries page and "
                                         "press Run."))
            for label in (self.sentence, self.warning, self.method):
                label.clear()
            self.warning.hide()
            self.table.setRowCount(0)
            self.chart.blank()
        for button in self.buttons:
            button.setEnabled(self.current is not None)
        self.selection_changed.emit()

    def _show_selected(self, item, _previous=None) -> None:
        if item is None:
            return
        self.current = self.context.project.release(item.data(Qt.ItemDataRole.UserRole))
        self._render()
        for button in self.buttons:
            button.setEnabled(True)
        self.selection_changed.emit()

    def displayed_rows(self) -> list[dict]:
        """The release's rows after the chosen free post-processing."""
        rows = [dict(r) for r in self.current["rows"]]
        if self.current["query"] not in COUNTS:
            return rows
        raw = self.current.get("unclamped")
        if raw and not self.clamp.isChecked():
            for r, v, lo, hi in zip(rows, raw["values"], raw["low"], raw["high"]):
                r["estimate"], r["ci_low"], r["ci_high"] = v, lo, hi
        numeric = [r for r in rows if isinstance(r["estimate"], (int, float)) and r["ci_low"] is not None]
        if self.normalise.isChecked() and numeric:
            # counts become shares of the target total; each interval is scaled by the same factor
            factor = self.total.value() / (sum(max(r["estimate"], 0) for r in numeric) or 1)
            for r in numeric:
                r["estimate"], r["ci_low"], r["ci_high"] = (v * factor for v in
                                                            (r["estimate"], r["ci_low"], r["ci_high"]))
        if self.round.isChecked():
            for r in numeric:
                for key in ("estimate", "ci_low", "ci_high"):
                    r[key] = float(postprocess.round_to([r[key]], 1)[0])
        return rows

    def _keep_eight_rows(self) -> None:
        """A header tall enough for its words wrapped at each column's width (in any language), and room for 8 rows
        below it. Called again whenever a column's width changes."""
        header, wrap = self.table.horizontalHeader(), Qt.TextFlag.TextWordWrap.value | Qt.AlignmentFlag.AlignCenter.value
        header.setDefaultAlignment(Qt.AlignmentFlag(wrap))
        lines = [header.fontMetrics().boundingRect(QRect(0, 0, max(header.sectionSize(c) - 8, 20), 10_000), wrap,
                                                   self.table.horizontalHeaderItem(c).text()).height()
                 for c in range(self.table.columnCount())
                 if not self.table.isColumnHidden(c) and self.table.horizontalHeaderItem(c) is not None]
        header.setMinimumHeight(max(lines, default=0) + 8)
        self.table.setMinimumHeight(max(header.sizeHint().height(), header.minimumHeight())
                                    + 8 * self.table.verticalHeader().defaultSectionSize() + 2 * self.table.frameWidth() + 2)

    def _render(self) -> None:
        release = self.current
        if release is None:
            return
        many = release["query"] == "marginals"
        for widget in (self.free, self.clamp, self.round, self.normalise, self.total):
            widget.setVisible(release["query"] in COUNTS)  # a mean is never "a count clamped to 0" or "scaled to 100"
        self.marginal.setVisible(many)
        self.synthetic_button.setVisible(many)
        if many:
            return self._render_marginals(release)
        if release["query"] == "above_threshold":
            return self._render_above(release)
        scale = noise_scale(release["noise"])
        cost = self._show_title(release)
        rows = self.displayed_rows()
        self.sentence.setText(shown(summary(release, rows) + " " + missing_sentence(release)))
        self.warning.setText(shown(warning(release, rows)))
        self.warning.setVisible(bool(self.warning.text()))
        self.table.setHorizontalHeaderLabels([_what(release), *_headers()[1:]])
        self._keep_eight_rows()
        for column in (2, 3):
            self.table.setColumnHidden(column, False)
        for column in DETAIL_COLUMNS:
            self.table.setColumnHidden(column, not self.details.isChecked())
        self.table.setRowCount(len(rows))
        for i, r in enumerate(rows):
            row = [row_label(release, r), *cells(r), plain_number(scale), cost]
            for j, text in enumerate(row):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.chart.plot(plot_release, {**release, "rows": rows})
        post = [t for box, t in ((self.clamp, translate("ui.pages.results", "negative counts clamped to 0")),
                                 (self.round, translate("ui.pages.results", "rounded")),
                                 (self.normalise, translate("ui.pages.results", "scaled to a total of {total}").format(
                                     total=plain_number(self.total.value()))))
                if box.isChecked()]
        self.method.setVisible(self.details.isChecked())
        self.method.setText(_how(release) + (" " + translate("ui.pages.results", "Post-processing (free): {steps}.").format(
            steps=", ".join(post)) if post else ""))

    def _show_title(self, release: dict) -> str:
        cost = (f"ρ = {plain_epsilon(release['cost']['rho'])}" if release["cost"]["kind"] == "zcdp"
                else f"ε = {plain_epsilon(release['cost']['epsilon'])}")
        self.title.setText(translate("ui.pages.results", "<b>Release #{number}: {asked}</b> (used {cost} of the "
                                     "budget)").format(number=release["release_id"], cost=cost,
                                                       asked=html_text(release.get("asked") or release["query"])))
        return cost

    def _render_above(self, release: dict) -> None:
        """Each candidate in the order examined: above (marked, in bold), below, or not examined (nothing about it
        was released), with its follow-up count and range where one was asked for; the sentence says what "above"
        means. The noise's scales and the method are behind Details."""
        cost = self._show_title(release)
        self.sentence.setText(shown(summary(release) + " " + missing_sentence(release)))
        self.warning.hide()
        follow = bool(release.get("follow_up"))
        self.table.setHorizontalHeaderLabels(
            [translate("ui.pages.results", "Candidate, in the order examined"), translate("ui.pages.results", "Answer"),
             translate("ui.pages.results", "Follow-up count ({sure} range)").format(
                 sure=plain_percent(release["confidence"])), "", translate("ui.pages.results", "Noise scale"), "ε"])
        self.table.setColumnHidden(2, not follow)
        self.table.setColumnHidden(3, True)
        for column in DETAIL_COLUMNS:
            self.table.setColumnHidden(column, not self.details.isChecked())
        self._keep_eight_rows()
        marks = {True: "▲ ", False: "▽ ", None: "· "}
        scale = plain_number(float(Fraction(release["noise"]["query_scale"])), digits=3)
        self.table.setRowCount(len(release["rows"]))
        for i, r in enumerate(release["rows"]):
            texts = [f"{i + 1}. {row_label(release, r)}", marks[r["above"]] + above_word(r),
                     plain_estimate(r["estimate"], r["ci_low"], r["ci_high"]) if r["estimate"] is not None else "",
                     "", scale, cost]
            for j, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if r["above"]:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(i, j, item)
        self.chart.plot(plot_release, release)
        self.method.setVisible(self.details.isChecked())
        self.method.setText(_how(release))

    def _render_marginals(self, release: dict) -> None:
        """First a summary of every table (its typical range, how far it is from its own measurement), then any
        one table's cells, each estimate with its range, beside the noisy measurement."""
        tables = learned_tables(release)
        if self.marginal.count() != len(tables) + 1:
            self.marginal.blockSignals(True)
            self.marginal.clear()
            self.marginal.addItems([translate("ui.pages.results", "All tables: summary")]
                                   + [" × ".join(t["columns"]) for t in tables])
            self.marginal.blockSignals(False)
        eps = plain_epsilon(release["cost"]["epsilon"])
        self.sentence.setText(shown(summary(release) + " " + missing_sentence(release)))
        self.warning.setText(shown(warning(release)))
        self.warning.setVisible(bool(self.warning.text()))
        self.method.setVisible(self.details.isChecked())
        if release["noise"]["law"] == "tree":
            title = translate("ui.pages.results", "<b>Release #{number}: {count} table at once</b> — cost ε = "
                              "{epsilon}, learned from a tree of measured tables") if len(tables) == 1 else \
                translate("ui.pages.results", "<b>Release #{number}: {count} tables at once</b> — cost ε = {epsilon}, "
                          "learned from a tree of measured tables")
        else:
            title = translate("ui.pages.results", "<b>Release #{number}: {count} table at once</b> — cost ε = "
                              "{epsilon}, learned by private multiplicative weights") if len(tables) == 1 else \
                translate("ui.pages.results", "<b>Release #{number}: {count} tables at once</b> — cost ε = {epsilon}, "
                          "learned by private multiplicative weights")
        self.title.setText(title.format(number=release["release_id"], count=plain_number(len(tables)), epsilon=eps))
        index = self.marginal.currentIndex() - 1
        headers, rows = (_marginals_summary(tables) if index < 0 else _marginal_cells(release, tables[index]))
        rows = [[*row, eps] for row in rows]
        for column, header in enumerate(headers):
            self.table.setColumnHidden(column, header is None)
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([header or "" for header in headers])
        self._keep_eight_rows()
        for i, texts in enumerate(rows):
            for j, text in enumerate(texts):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeRowsToContents()  # "Learned from the others" wraps rather than being cut
        self.chart.plot(plot_marginals, release, index if index >= 0 else None)
        self.method.setText(_how(release) + " " + html_text(translate(
            "ui.pages.results", "\"Typical difference\" is the mean gap between a table's learned cells and its noisy "
            "measurement, in rows; \"typical range\" is the middle (median) cell's ± half-width.")))

    def export_synthetic(self, path: str | None = None, rows: int | None = None) -> None:
        """Synthetic rows from the learned distribution, drawn in the worker (free post-processing)."""
        if not self.current or self.current["query"] != "marginals":
            return
        if rows is None:
            rows, ok = QInputDialog.getInt(self, translate("ui.pages.results", "Synthetic data"),
                                           translate("ui.pages.results", "How many rows?"),
                                           int(self.current["noise"]["n_hat"]), 1, 10_000_000)
            if not ok:
                return
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.results", "Write synthetic data"),
                                                   "synthetic.csv", translate("ui.pages.results", "CSV (*.csv)"))[0]
        if not path:
            return
        release = self.current

        def job(task):
            written = write_csv(path, release["columns"], synthetic_table(release, rows), private=True)
            return written, write_ranges(release, written)

        def finished(paths):
            self.status.setText(translate("ui.pages.results", "Wrote {rows} synthetic rows to {path}, and each learned "
                                          "table's cells with their ranges to {ranges}.").format(
                rows=plain_number(rows), path=paths[0], ranges=paths[1]))
        self.context.runner.start(job, finished=finished, failed=lambda m: self._warn(
            translate("ui.pages.results", "Synthetic data not written"), m))

    def _warn(self, title: str, message: str) -> None:
        """A failure in one line, as a dialog (and on the page)."""
        self.status.setText(shown(translate("ui.pages.results", "⚠ {title}: {message}").format(title=title,
                                                                                               message=message)))
        QMessageBox.warning(self, title, message)

    def _write(self, title: str, write) -> None:
        try:
            write()
        except (StoreError, ValueError, OSError) as err:
            self._warn(title, str(err))

    # -- export -------------------------------------------------------------------------------

    def table_text(self) -> str:
        out = io.StringIO()
        writer = csv.writer(out)
        if self.current["query"] == "above_threshold":  # with each candidate's answer, as the exported table
            header, rows = release_table(self.current, self.current["rows"])
            writer.writerows([header, *([neutralise(v) for v in row] for row in rows)])
            return out.getvalue()
        writer.writerow(HEADER)
        for r in self.displayed_rows():
            writer.writerow([neutralise(r[h]) for h in HEADER])  # pasted into a spreadsheet: no formulas
        return out.getvalue()

    def copy_table(self) -> None:
        if self.current:
            QApplication.clipboard().setText(self.table_text().replace(",", "\t"))

    def export_table(self, path: str | None = None) -> None:
        if not self.current:
            return
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.results", "Export table"),
                                                   f"release-{self.current['release_id']}.csv",
                                                   translate("ui.pages.results", "CSV (*.csv);;Excel (*.xlsx);;JSON "
                                                             "(*.json)"))[0]
        if not path:
            return
        self._write(translate("ui.pages.results", "Table not written"), lambda: write_release(self.current, path, rows=self.displayed_rows()))

    def export_report(self, path: str | None = None):
        """The Report dialog (every release summed up, those ticked in detail, written in the worker with progress
        and Cancel); ``path`` fills in its file. Returns the dialog, or None without a release to report."""
        if not self.current:
            return None
        from dpgui.ui.report_dialog import ReportDialog

        self.report_dialog = dialog = ReportDialog(self.context, path or "", self)
        dialog.written.connect(lambda p: self.status.setText(translate(
            "ui.pages.results", "Wrote the report to {path}.").format(path=p)))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def export_manifest(self, path: str | None = None) -> None:
        if not self.current:
            return
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.results", "Write the release manifest"),
                                                   f"release-{self.current['release_id']}-manifest.json",
                                                   translate("ui.pages.results", "JSON (*.json)"))[0]
        if path:
            document = manifest(self.context.project, self.current["release_id"])
            self._write(translate("ui.pages.results", "Manifest not written"),
                        lambda: write_text(path, json.dumps(document, indent=2, ensure_ascii=False)))

    def export_chart(self, path: str | None = None) -> None:
        if not self.current:
            return
        path = path or QFileDialog.getSaveFileName(self, translate("ui.pages.results", "Export chart"),
                                                   f"release-{self.current['release_id']}.png",
                                                   translate("ui.pages.results", "PNG (*.png);;SVG (*.svg)"))[0]
        if path:
            self._write(translate("ui.pages.results", "Chart not written"), lambda: self._save_chart(path))

    def _save_chart(self, path: str) -> None:
        buffer = io.BytesIO()
        self.chart.figure.savefig(buffer, format=Path(path).suffix.lstrip(".").lower() or "png", dpi=150)
        write_bytes(path, buffer.getvalue())

