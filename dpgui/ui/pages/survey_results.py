"""Survey estimates on the Results page: debiased shares and their ranges, by subgroup, in the
answers' own words; the standard error, the raw estimate, ε and the method are details shown on
request. Charted and exported with a codebook. Estimates are computed in the worker (a million
responses take a few seconds to read)."""

from __future__ import annotations

import math

from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QMessageBox,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from dpgui.core.words.plain_numbers import plain_number, too_wide, wide_warning
from dpgui.core.words.translation import translate
from dpgui.engine.survey_estimates import survey_estimates
from dpgui.report.charts import plot_survey_estimates
from dpgui.report.survey_export import write_export
from dpgui.store import surveys as store
from dpgui.store.declared.names import html_text
from dpgui.store.errors import StoreError
from dpgui.ui.charts import ChartCanvas
from dpgui.ui.widgets import named


def intervals() -> list[tuple[str, str]]:
    return [(translate("ui.pages.survey_results", "Wilson (recommended)"), "wilson"),
            (translate("ui.pages.survey_results", "Clopper–Pearson (exact, wider)"), "clopper-pearson"),
            (translate("ui.pages.survey_results", "Wald (simple; poor for small groups)"), "wald"),
            (translate("ui.pages.survey_results", "Hoeffding (safe for any number of answers)"), "hoeffding")]


def headers() -> list[str]:
    return [translate("ui.pages.survey_results", "Group"), translate("ui.pages.survey_results", "Question"),
            translate("ui.pages.survey_results", "Answer"), translate("ui.pages.survey_results", "Share"),
            translate("ui.pages.survey_results", "Range (95% sure)"), translate("ui.pages.survey_results", "Answers"),
            translate("ui.pages.survey_results", "Note"), translate("ui.pages.survey_results", "Raw estimate"),
            translate("ui.pages.survey_results", "Standard error"), "ε", translate("ui.pages.survey_results", "How")]


DETAIL_COLUMNS = range(7, 11)  # shown only with "Details": the raw estimate to the method


class SurveyResultsPanel(QWidget):
    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.rows: list[dict] = []
        self._stale = True
        self.interval = named(QComboBox(), translate("ui.pages.survey_results", "Interval method"))
        for text, value in intervals():
            self.interval.addItem(text, value)
        self.by = named(QComboBox(), translate("ui.pages.survey_results", "Subgroups by"))
        self.refresh_button = QPushButton(translate("ui.pages.survey_results", "Estimate"))
        self.refresh_button.clicked.connect(self.estimate)
        self.export_button = QPushButton(translate("ui.pages.survey_results", "Export responses and estimates…"))
        self.export_button.clicked.connect(lambda: self.export())
        self.free_form = QCheckBox(translate("ui.pages.survey_results", "Include typed answers (text, dates, GPS points, …)"))
        self.free_form.setToolTip(translate("ui.pages.survey_results", "They are stored exactly as given and can identify "
                                            "people; left out unless ticked. The codebook says so."))
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.details = QCheckBox(translate("ui.pages.survey_results", "Details"))
        self.details.setToolTip(translate("ui.pages.survey_results",
                                          "Show the raw estimate, standard error, ε and method of each row"))
        self.details.toggled.connect(lambda _on: self._show())
        self.table = named(QTableWidget(0, len(headers())), translate("ui.pages.survey_results", "Survey estimates"))
        self.table.setHorizontalHeaderLabels(headers())
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control; the arrow keys move between cells
        self.chart = ChartCanvas(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(translate("ui.pages.survey_results", "Interval:")))
        controls.addWidget(self.interval)
        controls.addWidget(QLabel(translate("ui.pages.survey_results", "Subgroups by:")))
        controls.addWidget(self.by)
        controls.addWidget(self.refresh_button)
        controls.addWidget(self.details)
        controls.addStretch(1)
        exports = QHBoxLayout()
        exports.addStretch(1)
        exports.addWidget(self.free_form)
        exports.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(controls)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.chart, 2)
        layout.addWidget(self.note)
        layout.addLayout(exports)
        self.interval.currentIndexChanged.connect(lambda _i: self.estimate())
        self.by.currentIndexChanged.connect(lambda _i: self.estimate())
        context.project_changed.connect(self.reload)

    def showEvent(self, event) -> None:
        """Estimate when shown, not when a project opens: the worker stays free for releases."""
        super().showEvent(event)
        if self._stale:
            self.estimate()

    def reload(self) -> None:
        """Refill the subgroup choices; estimate again now if shown, else when next shown."""
        survey = store.current_survey(self.context.project) if self.context.project else None
        self.by.blockSignals(True)
        self.by.clear()
        self.by.addItem(translate("ui.pages.survey_results", "(no subgroups)"), None)
        for q in survey.questions if survey else []:
            if q.kind == "select_one":
                self.by.addItem(q.name, q.name)
        self.by.blockSignals(False)
        self.free_form.setChecked(False)  # each survey's export leaves them out until asked again
        self.free_form.setVisible(any(q.free_form for q in survey.questions) if survey else False)
        self._stale = True
        if self.isVisible():
            self.estimate()

    def estimate(self) -> None:
        project = self.context.project
        survey = store.current_survey(project) if project else None
        if survey is None:
            self.title.setText(translate("ui.pages.survey_results", "No survey in this project."))
            self.rows = []
            return self._show()
        interval, by = self.interval.currentData(), self.by.currentData()

        def job(task):  # worker: store and engine only
            task.progress(0.1, translate("ui.pages.survey_results", "reading responses"))
            return survey_estimates(survey, store.response_columns(project, survey), interval, 0.95, by)

        def done(rows):
            self.rows, self._stale = rows, False
            n = max((r["n"] for r in rows if r["group"] == "(everyone)"), default=0)
            words = translate("ui.pages.survey_results", "<b>{title}</b>, version {version}: {count} response. "
                              "Randomized response protects each answer on the device, so these estimates use no "
                              "central privacy budget.") if n == 1 else \
                translate("ui.pages.survey_results", "<b>{title}</b>, version {version}: {count} responses. "
                          "Randomized response protects each answer on the device, so these estimates use no central "
                          "privacy budget.")
            self.title.setText(words.format(title=html_text(survey.title), version=survey.version, count=plain_number(n)))
            self._show()

        self.context.runner.start(job, finished=done, failed=lambda m: self.title.setText(html_text(f"⚠ {m}")))

    def _show(self) -> None:
        self.table.setRowCount(len(self.rows))
        for column in DETAIL_COLUMNS:
            self.table.setColumnHidden(column, not self.details.isChecked())
        wide = False
        for i, r in enumerate(self.rows):
            raw = _pct(r["raw_estimate"]) + (translate("ui.pages.survey_results", " (outside 0–100%, shown as the "
                                                                               "nearest end)") if r["truncated"] else "")
            eps = translate("ui.pages.survey_results", "not protected") if r["epsilon"] is None else \
                ("∞" if math.isinf(r["epsilon"]) else plain_number(r["epsilon"]))
            unusable = too_wide(r["estimate"], r["ci_low"], r["ci_high"], span=1)
            wide |= unusable
            cells = [r.get("group_label", r["group"]), r.get("question_label", r["question"]),
                     r.get("option_label", r["option"]), _pct(r["estimate"]),
                     translate("ui.pages.survey_results", "{low} to {high}").format(
                         low=_pct(r["ci_low"]), high=_pct(r["ci_high"])) if r["ci_low"] is not None else "—",
                     _answers(r["n"]),
                     translate("ui.pages.survey_results", "⚠ too few answers: range too wide") if unusable else "",
                     raw, _pct(r["se"]), eps, r["method"]]
            for j, text in enumerate(cells):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.chart.plot(plot_survey_estimates, self.rows)
        self.note.setText(("<b>" + wide_warning() + "</b><br>" if wide else "") +
                          translate("ui.pages.survey_results", "Each share is estimated from the answers given, with "
                                    "the randomisation's known noise removed; we are 95% sure the true share lies in "
                                    "its range. Unanswered questions are left out: only the answers given are "
                                    "counted."))

    def export(self, path: str | None = None) -> list:
        survey = store.current_survey(self.context.project) if self.context.project else None
        if survey is None:
            return []
        path = path or QFileDialog.getSaveFileName(
            self, translate("ui.pages.survey_results", "Export responses and estimates"), "survey.xlsx",
            "Excel (*.xlsx);;CSV (*.csv);;SPSS (*.sav);;Stata (*.dta)")[0]
        if not path:
            return []
        try:
            written = write_export(survey, store.response_columns(self.context.project, survey), self.rows, path,
                                   include_free_form=self.free_form.isChecked())
        except (StoreError, ValueError, OSError) as err:
            self.note.setText(html_text(f"⚠ {err}"))
            QMessageBox.warning(self, translate("ui.pages.survey_results", "Export not written"), str(err))
            return []
        self.note.setText(translate("ui.pages.survey_results", "Wrote {paths} (the codebook names each question's "
                                    "design and ε, and the arguments for R's rr and RRreg).").format(
                                        paths=html_text(", ".join(str(p) for p in written))))
        return written


def _pct(value) -> str:
    return "—" if value is None else translate("ui.pages.survey_results", "{percent}%").format(
        percent=plain_number(value * 100, step=0.1))


def _answers(count: int) -> str:
    words = translate("ui.pages.survey_results", "{count} answer") if count == 1 else \
        translate("ui.pages.survey_results", "{count} answers")
    return words.format(count=plain_number(count))
