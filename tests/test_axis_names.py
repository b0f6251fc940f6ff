"""Heat maps and tables name their variables: the chart's axes, the Results page's header, the CSV and XLSX
exports (one column per variable), the HTML and PDF reports; and every text of a chart stays inside it."""

import csv
import itertools
import subprocess

import openpyxl
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.report.charts import plot_release
from dpgui.report.document import build_report
from dpgui.report.release_export import write_release
from dpgui.report.render import release_chart, write_report
from dpgui.store.project import Project
from dpgui.ui.charts import ChartCanvas

TABLE = {"type": "table", "columns": ["region", "smoker"]}
SPEND = PrivacySetting.of(epsilon=0.2)


@pytest.fixture
def released(example_project):
    """The example project with a table, a histogram and a count released."""
    with Project.open(example_project) as project:
        out = [release(project, "clinic", q, SPEND) for q in
               (TABLE, {"type": "histogram", "column": "region"}, {"type": "count"})]
    return example_project, out


def test_heat_map_and_bars_name_their_variables(released):
    _, (table, histogram, _count) = released

    def axes(release):
        figure = Figure()
        plot_release(figure, release)
        return figure.axes[0]
    heat = axes(table)
    assert (heat.get_ylabel(), heat.get_xlabel()) == ("region", "smoker")
    assert axes(histogram).get_xlabel() == "region"
    older = {k: v for k, v in table.items() if k != "columns"}  # stored before releases kept the names
    assert axes(older).get_xlabel() == ""


def long_table(rows=6, columns=8):
    """A 6 × 8 table whose categories and variables have long names."""
    first = [f"Household of {i} persons living together in one dwelling" for i in range(rows)]
    second = [f"Highest level of education completed: level {j} of the scale" for j in range(columns)]
    cells = [{"label": f"{a} × {b}", "estimate": 37 * i, "ci_low": 37 * i - 3, "ci_high": 37 * i + 3}
             for i, (a, b) in enumerate(itertools.product(first, second))]
    return {"query": "table", "confidence": 0.95, "axes": [first, second], "rows": cells, "method": "",
            "columns": ["number of people in the household of the respondent", "highest level of education"]}


def long_histogram(cells=40):
    rows = [{"label": f"District number {i} of the northern province", "estimate": 10 * i, "ci_low": 10 * i - 3,
             "ci_high": 10 * i + 3} for i in range(cells)]
    return {"query": "histogram", "confidence": 0.95, "rows": rows, "method": "", "axes": [[r["label"] for r in rows]],
            "columns": ["district of residence of the respondent at the time of the interview"]}


def texts_outside(figure, monkeypatch) -> list[str]:
    """Every text drawn (as one draw lays the figure out and paints it) whose extent leaves the figure."""
    drawn, paint = [], Text.draw

    def draw(text, renderer):
        paint(text, renderer)
        if text.get_visible() and text.get_text():
            drawn.append(text)
    renderer = FigureCanvasAgg(figure).get_renderer()
    with monkeypatch.context() as patched:
        patched.setattr(Text, "draw", draw)
        figure.draw(renderer)
    box = figure.bbox
    extents = [(text.get_text(), text.get_window_extent(renderer)) for text in drawn]
    return [name for name, e in extents
            if e.x0 < box.x0 - 0.5 or e.y0 < box.y0 - 0.5 or e.x1 > box.x1 + 0.5 or e.y1 > box.y1 + 0.5]


@pytest.mark.parametrize("chart", [long_table, long_histogram])
def test_every_text_stays_inside_the_chart(qtbot, monkeypatch, chart):
    """The report's chart, and the app's at a height the Results page gives it beside the table."""
    assert texts_outside(release_chart(chart()), monkeypatch) == []
    canvas = ChartCanvas(size=(6.0, 2.5))
    qtbot.addWidget(canvas)
    canvas.plot(plot_release, chart())
    assert texts_outside(canvas.figure, monkeypatch) == []


def test_a_pdf_page_keeps_its_table_chart_and_method_on_the_page(released, tmp_path):
    """A table of 24 cells once pushed its chart and its method off the bottom of the page."""
    with Project.open(released[0]) as project:
        write_report(build_report(project, [1]), tmp_path / "r.pdf")
    pages = subprocess.run(["pdftotext", "-layout", str(tmp_path / "r.pdf"), "-"], capture_output=True, text=True,
                           check=True).stdout.split("\f")
    method = next(i for i, p in enumerate(pages) if "How the intervals were computed" in p)
    assert "Budget and ledger" in pages[method + 1]  # the method is printed, before the ledger's page


def test_exports_have_one_column_per_variable(released, tmp_path):
    _, (table, _histogram, count) = released
    cells = [[*cell, row["estimate"], row["ci_low"], row["ci_high"]]
             for cell, row in zip(itertools.product(*table["axes"]), table["rows"])]
    with open(write_release(table, tmp_path / "t.csv"), newline="", encoding="utf-8") as f:
        written = list(csv.reader(f))
    assert written[0] == ["region", "smoker", "estimate", "ci_low", "ci_high"]
    assert written[1:1 + len(cells)] == [[str(c) for c in row] for row in cells]
    sheet = openpyxl.load_workbook(write_release(table, tmp_path / "t.xlsx")).active
    assert [list(r) for r in sheet.iter_rows(max_row=1 + len(cells), values_only=True)] == [written[0], *cells]
    with open(write_release(count, tmp_path / "c.csv"), newline="", encoding="utf-8") as f:
        assert next(csv.reader(f)) == ["label", "estimate", "ci_low", "ci_high"]  # no variable: as before


def test_a_category_holding_the_joining_sign_stays_whole(tmp_path):
    """The cells are split by the release's categories, never by cutting its joined labels at " × "."""
    rows = [{"label": label, "estimate": 1, "ci_low": 0, "ci_high": 2} for label in ("a × b × c", "a × b × d")]
    fake = {"release_id": 1, "query": "table", "confidence": 0.95, "method": "m", "rows": rows,
            "columns": ["x", "y"], "axes": [["a × b"], ["c", "d"]]}
    with open(write_release(fake, tmp_path / "t.csv"), newline="", encoding="utf-8") as f:
        assert list(csv.reader(f))[1:3] == [["a × b", "c", "1", "0", "2"], ["a × b", "d", "1", "0", "2"]]


def test_reports_name_the_variables(released, tmp_path, monkeypatch):
    path, _ = released
    stored = Project.releases
    monkeypatch.setattr(Project, "releases", lambda self: {  # stored before releases kept the names
        number: {k: v for k, v in r.items() if k != "columns"} for number, r in stored(self).items()})
    with Project.open(path) as project:
        report = build_report(project, [1, 2])  # the table and the histogram
    write_report(report, tmp_path / "r.html")
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "<tr><th>region</th><th>smoker</th><th>Estimate</th>" in html
    assert "<tr><td>North</td><td>yes</td><td>" in html
    assert "<tr><th>region</th><th>Estimate</th>" in html
    write_report(report, tmp_path / "r.pdf")
    text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "r.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert [line.split() for line in text.splitlines() if "Estimate" in line][:2] == [
        ["region", "smoker", "Estimate", "Low", "end", "High", "end"], ["region", "Estimate", "Low", "end", "High", "end"]]


def test_the_results_table_names_the_variables(qtbot, released, tmp_path):
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

    from dpgui.ui.main_window import MainWindow
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName("dpgui-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_path(str(released[0]))
    page = window.results
    headers = {}
    for i in range(page.list.count()):
        page.list.setCurrentRow(i)
        headers[page.current["query"]] = page.table.horizontalHeaderItem(0).text()
    assert headers == {"table": "region × smoker", "histogram": "region", "count": "What"}
    window.close()
