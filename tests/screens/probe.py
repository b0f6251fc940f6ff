"""Walk every page and dialog of the app with real content on one screen size and list what is not
usable there: the page's main action below the fold, a result table showing fewer than 8 rows, widgets
of one layout overlapping, text cut, chart text outside its canvas.

Run as ``python -m tests.screens.probe WIDTH HEIGHT`` with ``QT_SCALE_FACTOR`` set and the offscreen
platform given a screen of WIDTH×HEIGHT pixels (tests/test_screen_sizes.py does this); prints JSON.
With ``--shots FOLDER`` it also saves each page as a PNG; with ``--language=fr`` it walks the app in French.
It also lists every text it saw, for the test that no English is left in a translated app. The window is the screen less a taskbar and
a title bar (70 px), as a maximised window is on a laptop."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_API", "pyside6")
os.environ["DPGUI_DATA_DIR"] = tempfile.mkdtemp()  # a fresh computer: its record of spending starts empty

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QPoint, QRect, QSettings, QStandardPaths, Qt  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QCheckBox,  # noqa: E402
                               QComboBox, QDialogButtonBox, QGroupBox, QLabel, QLineEdit, QMenuBar,
                               QPushButton, QScrollArea, QTabBar, QWidget)

TASKBAR_AND_TITLE = 70
# Names in Swahili, so that a walk in another language can tell the data's words from the interface's.
LONG_NAME = "Utafiti wa kaya wa huduma za afya za wilaya, awamu ya pili (2026), faili safi la mwisho"
TABLE_A = [f"Mkoa wa pwani namba {i}" for i in range(6)]
TABLE_B = [f"Umri {10 * i}-{10 * i + 9}" for i in range(8)]
HIST = [f"Kituo {i:02d}" for i in range(40)]


def build_project(folder: Path):
    """A project with a long dataset name and a 6×8 table, a 40-cell histogram, a mean and many tables at once
    released."""
    from dpgui.core.costs.accounting import pure
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    from dpgui.store.project import Project

    rows = ["mkoa,umri,kituo,mapato"] + [f"{TABLE_A[i % 6]},{TABLE_B[i % 8]},{HIST[i % 40]},{i % 97}"
                                             for i in range(2000)]
    (folder / "survey.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    schema = parse_schema({"columns": {
        "mkoa": {"type": "categorical", "categories": TABLE_A},
        "umri": {"type": "categorical", "categories": TABLE_B},
        "kituo": {"type": "categorical", "categories": HIST},
        "mapato": {"type": "numeric", "lower": 0, "upper": 100}}})
    path = folder / "study.dpgui"
    with Project.create(path, pure(50)) as project:
        project.add_dataset(LONG_NAME, open_table(folder / "survey.csv"), schema)
        setting = PrivacySetting.of(epsilon="1")
        for query in ({"type": "histogram", "column": "kituo"}, {"type": "mean", "column": "mapato"},
                      {"type": "table", "columns": ["mkoa", "umri"]},
                      {"type": "marginals", "columns": ["mkoa", "umri", "kituo"], "k": 2, "rounds": 3}):
            release(project, LONG_NAME, query, setting)
    return path


def settle(app) -> None:
    for _ in range(5):
        app.processEvents()


def visible_in(widget: QWidget, window: QWidget) -> bool:
    """Whether the widget's whole rectangle shows: inside every scrolling viewport above it and the window."""
    if not widget.isVisible():
        return False
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if parent.objectName() == "qt_scrollarea_viewport":
            view = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
            if not view.contains(rect):
                return False
        parent = parent.parentWidget()
    return window.rect().contains(rect)


def layout_widgets(layout) -> list[QWidget]:
    out = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            out.append(item.widget())
        elif item.layout() is not None:
            out += layout_widgets(item.layout())
    return out


def problems_in(root: QWidget, where: str) -> list[str]:
    """Overlapping widgets of one layout, and labels or buttons narrower than their text."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if widget.layout() is not None:
            shown = [w for w in layout_widgets(widget.layout()) if w.isVisible() and not w.isWindow()]
            for i, a in enumerate(shown):
                for b in shown[i + 1:]:
                    if a.geometry().intersects(b.geometry()):
                        found.append(f"{where}: {describe(a)} overlaps {describe(b)}")
        if isinstance(widget, (QPushButton, QCheckBox)) and widget.text():
            text = widget.fontMetrics().horizontalAdvance(widget.text().replace("&", ""))
            needed = widget.minimumSizeHint().width() if isinstance(widget, QCheckBox) else text + 8
            if widget.width() < needed - 1:
                found.append(f"{where}: {describe(widget)} is cut ({widget.width()} < {needed} px)")
        if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap() and widget.pixmap().isNull():
            if widget.width() < widget.minimumSizeHint().width() - 1:
                found.append(f"{where}: {describe(widget)} is cut")
    return found


def visible_texts(root: QWidget) -> set[str]:
    """Every text a person can read on ``root`` now: labels, buttons, tabs, headers, lists, menus, charts."""
    texts = {root.windowTitle()}
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.add(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.add(widget.title())
        elif isinstance(widget, QTabBar):
            texts.update(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, QComboBox):
            texts.update(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QLineEdit):
            texts.add(widget.placeholderText())
        elif isinstance(widget, QMenuBar):
            for action in widget.actions():
                texts.add(action.text())
                if action.menu() is not None:
                    texts.update(a.text() for a in action.menu().actions())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None \
                and type(widget.window()).__name__ != "AboutDialog":  # the About box lists packages' own licence names
            model = widget.model()
            columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
            for column in range(columns):
                texts.add(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
            for row in range(min(model.rowCount(QModelIndex()), 60)):
                for column in range(columns):
                    texts.add(str(model.index(row, column).data() or ""))
        if hasattr(widget, "figure") and hasattr(widget, "plot"):  # a chart: its titles, labels and ticks
            texts.update(t.get_text() for t in widget.figure.findobj(lambda a: hasattr(a, "get_text")))
    return {t for t in texts if t and t.strip()}


def describe(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QAbstractButton, QLabel)) else widget.accessibleName()
    return f"{type(widget).__name__} '{(text or widget.objectName())[:40]}'"


def visible_rows(view: QAbstractItemView) -> float:
    height = view.verticalHeader().defaultSectionSize() if hasattr(view, "verticalHeader") else 20
    return view.viewport().height() / max(height, 1)


def chart_text_outside(chart) -> list[str]:
    """Every text the chart draws (as the canvas lays the figure out and paints it) that leaves the figure:
    tick labels matplotlib lays out but never paints do not count."""
    from matplotlib.text import Text

    figure, drawn, paint = chart.figure, [], Text.draw

    def draw(text, renderer):
        paint(text, renderer)
        if text.get_visible() and text.get_text().strip():
            drawn.append(text)
    Text.draw = draw
    try:
        figure.canvas.draw()
    finally:
        Text.draw = paint
    renderer, box = figure.canvas.get_renderer(), figure.bbox
    return [t.get_text()[:30] for t in drawn if (e := t.get_window_extent(renderer)).x0 < box.x0 - 1
            or e.y0 < box.y0 - 1 or e.x1 > box.x1 + 1 or e.y1 > box.y1 + 1]


def main() -> None:
    width, height = int(sys.argv[1]), int(sys.argv[2])
    shots = Path(sys.argv[sys.argv.index("--shots") + 1]) if "--shots" in sys.argv else None
    app = QApplication([])
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName("dpgui-screens")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    folder = Path(tempfile.mkdtemp())
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
    language = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--language=")), None)
    if language:
        from dpgui.ui.language import install
        install(app, language)
    from dpgui.ui.main_window import PAGES, MainWindow

    screen = app.primaryScreen().availableGeometry()
    window = MainWindow()
    window.setGeometry(0, 0, screen.width(), screen.height() - TASKBAR_AND_TITLE)
    window.show()
    settle(app)
    problems: list[str] = []
    measures: dict = {"screen": [width, height], "window": [window.width(), window.height()]}
    texts: set[str] = set()

    def page(name: str, main_action: QWidget | None) -> None:
        settle(app)
        if main_action is not None and not visible_in(main_action, window):
            problems.append(f"{name}: the main action {describe(main_action)} is not visible without scrolling")
        problems.extend(problems_in(window, name))
        texts.update(visible_texts(window))
        for area in window.findChildren(QScrollArea):
            if area.isVisible() and area.horizontalScrollBar().isVisible():
                problems.append(f"{name}: wider than the window (scrolls sideways), so its right side is cut")
        if shots is not None:
            window.grab().save(str(shots / f"{name}.png"))

    page("start", window.start.example_button)
    window.open_path(str(build_project(folder)))
    settle(app)
    main_actions = {"Data": window.data.import_button, "Survey": window.survey.kiosk_button,
                    "Queries": window.queries.run_button, "Results": window.results.buttons[0],
                    "Budget": None}
    for row, name in enumerate(PAGES):
        window.nav.setCurrentRow(row)
        if name == "Queries":
            window.queries.table.setRowCount(window.queries.table.rowCount())
        page(name.lower(), main_actions[name])
    window.nav.setCurrentRow(PAGES.index("Results"))
    for index in range(window.results.list.count()):
        window.results.list.setCurrentRow(index)
        settle(app)
        label = window.results.list.item(index).text()
        name = f"results-{index}"
        page(name, window.results.buttons[0])
        rows = visible_rows(window.results.table)
        measures[name] = {"rows_visible": round(rows, 1), "release": label}
        if window.results.table.rowCount() >= 8 and rows < 8:
            problems.append(f"{name}: the result table shows {rows:.1f} rows (fewer than 8)")
        if window.results.chart.isVisible():
            outside = chart_text_outside(window.results.chart)
            if outside:
                problems.append(f"{name}: chart text outside the canvas: {outside[:5]}")
            if not visible_in(window.results.chart, window) and not _below(window.results.chart,
                                                                          window.results.table):
                problems.append(f"{name}: the chart neither beside nor below the table")
        item = window.results.list.item(index)
        fm = window.results.list.fontMetrics()
        if fm.horizontalAdvance(item.text()) > window.results.list.viewport().width() and not item.toolTip():
            problems.append(f"{name}: the release name is cut and has no tooltip")
    window.results_tabs.setCurrentWidget(window.survey_results)
    page("survey-estimates", None)
    for dialog, accept in dialogs(window):
        dialog.show()
        settle(app)
        if not screen.contains(dialog.frameGeometry()):
            problems.append(f"{type(dialog).__name__}: larger than the screen {dialog.frameGeometry()}")
        if accept is not None and not visible_in(accept, dialog):
            problems.append(f"{type(dialog).__name__}: {describe(accept)} is not visible")
        problems.extend(problems_in(dialog, type(dialog).__name__))
        texts.update(visible_texts(dialog))
        for area in dialog.findChildren(QScrollArea):
            if area.isVisible() and area.horizontalScrollBar().isVisible():
                problems.append(f"{type(dialog).__name__}: part of it scrolls sideways, so its right side is cut")
        if shots is not None:
            dialog.grab().save(str(shots / f"dialog-{type(dialog).__name__}.png"))
        dialog.reject()
    print(json.dumps({"problems": problems, "measures": measures, "texts": sorted(texts)}))


def _below(chart: QWidget, table: QWidget) -> bool:
    return chart.mapToGlobal(QPoint(0, 0)).y() >= table.mapToGlobal(QPoint(0, table.height())).y() - 1


def dialogs(window):
    """Every dialog a person opens in the workflow, with its accepting button."""
    from dpgui.ui.about import AboutDialog
    from dpgui.ui.glossary import GlossaryDialog
    from dpgui.ui.pages.add_query import AddQueryDialog
    from dpgui.ui.pages.import_wizard import ImportWizard
    from dpgui.ui.pages.question_dialog import QuestionDialog

    add = AddQueryDialog(window.queries.preview(), window)
    yield add, add.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    above = AddQueryDialog(window.queries.preview(), window)  # "Which are above a line?", its order list shown
    above.kind.setCurrentIndex(above.kind.findData("above_threshold"))
    above.above.given.setCurrentIndex(above.above.given.findData(True))
    yield above, above.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    wizard = ImportWizard(window)
    yield wizard, None
    yield GlossaryDialog(window), None
    yield AboutDialog(window), None
    yield QuestionDialog(["English", "Kiswahili"], parent=window), None
    yield window.inspector_window, None
    report = window.results.export_report()
    yield report, report.start_button
    from dpgui.core.rr.survey import Question, Survey
    from dpgui.ui.pages.phones import PhonesDialog

    survey = Survey(id="probe", title="Probe", questions=[Question("q", "sensitive_yes_no", {"English": "Q?"})])
    phones = PhonesDialog(window.context.project, survey, parent=window)
    yield phones, phones.start_button
    from dpgui.ui.team_record_dialog import TeamRecordDialog

    team = TeamRecordDialog(window.context.runner, window)
    team.address.setText("postgresql://curator@records.statistics-office.example.org:5432/dpgui")
    yield team, team.test_button


if __name__ == "__main__":
    main()
