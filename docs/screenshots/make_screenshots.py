"""Regenerate the README's screenshots: open the example, plan three queries, run them, and grab
every page offscreen. Run from the repository root: python docs/screenshots/make_screenshots.py"""

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

HERE = Path(__file__).resolve().parent
PLAN = [({"type": "histogram", "column": "region"}, 0.3), ({"type": "mean", "column": "age"}, 0.2),
        ({"type": "table", "columns": ["region", "smoker"]}, 0.3)]


def report_page(project) -> None:
    """Page 2 of the example's PDF report (the first release), rendered with pdftoppm."""
    import subprocess

    from dpgui.report.document import build_report
    from dpgui.report.render import write_pdf

    folder = Path(tempfile.mkdtemp())
    write_pdf(build_report(project), folder / "report.pdf")
    subprocess.run(["pdftoppm", "-png", "-r", "70", "-f", "2", "-l", "2", "-singlefile", str(folder / "report.pdf"),
                    str(HERE / "report-page")], check=True)


def many_tables(window, app) -> None:
    """A "Many tables at once" release: the error summary, then one table learned beside measured."""
    from dpgui.core.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.ui.main_window import PAGES

    query = {"type": "marginals", "columns": ["region", "smoker"], "k": 2, "rounds": 3}
    out = release(window.context.project, "clinic", query, PrivacySetting.of(epsilon="0.15"))
    window.nav.setCurrentRow(PAGES.index("Results"))
    window.results.refresh(select=out["release_id"])
    window.results.marginal.setCurrentIndex(0)
    app.processEvents()
    window.grab().save(str(HERE / "many-tables-summary.png"))
    window.results.marginal.setCurrentIndex(1)
    app.processEvents()
    window.grab().save(str(HERE / "many-tables.png"))


def survey_screens(window, app) -> None:
    """The example's survey: the designer, the kiosk's question screen, and the estimates."""
    from dpgui.ui.main_window import PAGES

    window.nav.setCurrentRow(PAGES.index("Survey"))
    app.processEvents()
    window.grab().save(str(HERE / "survey.png"))
    kiosk = window.survey.start_kiosk(pin="0000", full_screen=False)
    kiosk.resize(1000, 640)
    for text in ("Français", "J'accepte de participer", "Continuer", "Nord"):
        next(b for b in kiosk.buttons if b.text() == text).click()
    app.processEvents()
    kiosk.grab().save(str(HERE / "kiosk.png"))
    kiosk.request_exit("0000")  # mid-way: nothing is stored
    window.nav.setCurrentRow(PAGES.index("Results"))
    window.results_tabs.setCurrentWidget(window.survey_results)
    deadline = time.monotonic() + 30
    while not window.survey_results.rows and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    window.grab().save(str(HERE / "survey-estimates.png"))
    window.results_tabs.setCurrentWidget(window.results)


def main() -> None:
    app = QApplication(sys.argv)
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName("dpgui-screenshots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from dpgui.engine.plan import PlannedQuery
    from dpgui.ui.main_window import PAGES, MainWindow

    window = MainWindow()
    window.resize(1180, 820)
    window.show()
    app.processEvents()
    window.grab().save(str(HERE / "start.png"))
    window.open_example()
    app.processEvents()
    window.grab().save(str(HERE / "data.png"))
    window.context.set_plan([PlannedQuery(q, eps).to_json() for q, eps in PLAN])
    window.nav.setCurrentRow(PAGES.index("Queries"))
    window.queries.table.selectRow(0)
    app.processEvents()
    window.grab().save(str(HERE / "queries.png"))
    window.queries.run()
    deadline = time.monotonic() + 60
    while window.context.runner.busy and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    window.grab().save(str(HERE / "results-table.png"))
    window.results.list.setCurrentRow(2)  # the histogram
    app.processEvents()
    window.grab().save(str(HERE / "results.png"))
    many_tables(window, app)
    survey_screens(window, app)
    window.nav.setCurrentRow(PAGES.index("Budget"))
    app.processEvents()
    window.grab().save(str(HERE / "budget.png"))
    report_page(window.context.project)
    window.nav.setCurrentRow(PAGES.index("Inspector"))
    verify = window.inspector.verify
    verify.kind.setCurrentText("Truncated α-geometric on {0..n}")
    verify.views.setCurrentIndex(2)
    app.processEvents()
    window.grab().save(str(HERE / "inspector.png"))
    window.close()
    print(f"screenshots written to {HERE}")


if __name__ == "__main__":
    main()
