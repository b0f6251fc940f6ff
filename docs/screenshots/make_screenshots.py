"""Regenerate the README's screenshots as a person sees them on a 1366×768 laptop: open the example,
plan three queries, run them, and photograph the whole screen (window frame included) on every page.

Run from the repository root: ``python docs/screenshots/make_screenshots.py``. It needs Xvfb and a
small window manager (Debian: ``apt-get install xvfb openbox``): it starts both on a private display of
1366×768 pixels, maximises the window as a person would, and grabs the screen. With ``--size WxH`` it
uses another screen size (e.g. 1280x720); ``QT_SCALE_FACTOR=1.25`` shows the 125% scaling; ``--language ar``
shows the app in another language; ``--phones`` takes only the phones' window; ``--above`` only the two shots of "Which are above a line?"; ``--team`` only the Team record of spending dialog. ``--screens`` photographs a few pages on each screen people have
(1366×768, 1280×720 at 125%, 1920×1080 at 150%, and 1366×768 in Arabic) into ``screens/``.
"""

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The screens people have (size, scaling, language), for docs/screenshots/screens/: a few pages on each.
SCREENS = [("1366x768", "1", "en"), ("1280x720", "1.25", "en"), ("1920x1080", "1.5", "en"), ("1366x768", "1", "ar")]
if "--screens" in sys.argv:
    for size, scale, language in SCREENS:
        folder = Path(__file__).resolve().parent / "screens" / f"{size}-{int(float(scale) * 100)}-{language}"
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, __file__, "--size", size, "--language", language, "--few"], check=True,
                       env={**os.environ, "QT_SCALE_FACTOR": scale, "DPGUI_SCREENSHOT_DIR": str(folder)})
    sys.exit(0)
SIZE = sys.argv[sys.argv.index("--size") + 1] if "--size" in sys.argv else "1366x768"
LANGUAGE = sys.argv[sys.argv.index("--language") + 1] if "--language" in sys.argv else "en"
if "DPGUI_SCREENSHOT_DISPLAY" not in os.environ:  # first run: start the screen and the window manager, re-run inside
    read, write = os.pipe()  # Xvfb picks a free display and writes its number here (other X servers may run)
    screen = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SIZE}x24", "-nolisten", "tcp"],
                              pass_fds=(write,))
    os.close(write)
    display = ":" + os.read(read, 16).decode().strip()
    env = {**os.environ, "DISPLAY": display, "DPGUI_SCREENSHOT_DISPLAY": display, "QT_QPA_PLATFORM": "xcb",
           "DPGUI_DATA_DIR": tempfile.mkdtemp()}  # a fresh computer: a new copy of the example, nothing spent
    manager = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    try:
        code = subprocess.call([sys.executable, *sys.argv], env=env)
    finally:
        manager.terminate()
        screen.terminate()
    sys.exit(code)
os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

HERE = Path(os.environ.get("DPGUI_SCREENSHOT_DIR") or Path(__file__).resolve().parent)


def snap(app, name: str) -> None:
    """The whole screen, as the person sees it (the window manager's frame and all)."""
    for _ in range(20):
        app.processEvents()
        time.sleep(0.02)
    app.primaryScreen().grabWindow(0).save(str(HERE / f"{name}.png"))
PLAN = [({"type": "histogram", "column": "region"}, 0.3), ({"type": "mean", "column": "age"}, 0.2),
        ({"type": "table", "columns": ["region", "smoker"]}, 0.3)]


def report_page(project) -> None:
    """Page 1 of the example's PDF report (the methodology and the summary of every release), by pdftoppm."""
    import subprocess

    from dpgui.report.document import build_report
    from dpgui.report.render import write_pdf

    folder = Path(tempfile.mkdtemp())
    write_pdf(build_report(project), folder / "report.pdf")
    subprocess.run(["pdftoppm", "-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile", str(folder / "report.pdf"),
                    str(HERE / "report-page")], check=True)


def many_tables(window, app) -> None:
    """A "Many tables at once" release: the error summary, then one table learned beside measured."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.ui.main_window import PAGES

    query = {"type": "marginals", "columns": ["region", "smoker"], "k": 2}  # the junction tree, the default
    out = release(window.context.project, "clinic", query, PrivacySetting.of(epsilon="0.15"))
    window.nav.setCurrentRow(PAGES.index("Results"))
    window.results.refresh(select=out["release_id"])
    window.results.marginal.setCurrentIndex(0)
    app.processEvents()
    snap(app, "many-tables-summary")
    window.results.marginal.setCurrentIndex(1)
    app.processEvents()
    snap(app, "many-tables")


def above_threshold(window, app) -> None:
    """"Which are above a line?": the Add query form with an order set by hand, then its release on Results."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.ui.main_window import PAGES
    from dpgui.ui.pages.add_query import AddQueryDialog

    window.nav.setCurrentRow(PAGES.index("Queries"))
    dialog = AddQueryDialog(window.queries.preview(), window)
    dialog.kind.setCurrentIndex(dialog.kind.findData("above_threshold"))
    dialog.column.setCurrentText("region")
    dialog.above.threshold.setValue(140)
    dialog.above.c.setValue(2)
    dialog.above.given.setCurrentIndex(dialog.above.given.findData(True))
    dialog.above.order.setCurrentRow(2)  # East first
    dialog.above.move(-1)
    dialog.above.move(-1)
    dialog.above.follow.setValue(50)
    dialog.epsilon_box.setValue(0.5)
    dialog.show()
    app.processEvents()
    snap(app, "above-threshold-query")
    query = {"type": "above_threshold", "column": "region", "threshold": 140, "c": 2, "follow_up": 0.5,
             "order": ["East", "North", "South", "West", "(other)", "(missing)"]}
    dialog.reject()
    out = release(window.context.project, "clinic", query, PrivacySetting.of(epsilon="0.5"))
    window.nav.setCurrentRow(PAGES.index("Results"))
    window.results.refresh(select=out["release_id"])
    app.processEvents()
    snap(app, "above-threshold-results")


def survey_screens(window, app) -> None:
    """The example's survey: the designer, the kiosk's question screen, and the estimates."""
    from dpgui.ui.main_window import PAGES

    window.nav.setCurrentRow(PAGES.index("Survey"))
    app.processEvents()
    snap(app, "survey")
    kiosk = window.survey.start_kiosk(pin="0000", full_screen=False)
    kiosk.showMaximized()
    for text in ("Français", "J'accepte de participer", "Continuer", "Nord"):
        next(b for b in kiosk.buttons if b.text() == text).click()
    app.processEvents()
    snap(app, "kiosk")
    kiosk.request_exit("0000")  # mid-way: nothing is stored
    window.nav.setCurrentRow(PAGES.index("Results"))
    window.results_tabs.setCurrentWidget(window.survey_results)
    deadline = time.monotonic() + 30
    while not window.survey_results.rows and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    snap(app, "survey-estimates")
    window.results_tabs.setCurrentWidget(window.results)


def phones(window, app) -> None:
    """The Survey page's "Collect on phones…" window, serving the example's survey on the first network."""
    from dpgui.ui.main_window import PAGES

    window.nav.setCurrentRow(PAGES.index("Survey"))
    app.processEvents()
    if "--phones" in sys.argv:  # the page under it too, to check its buttons on this screen
        snap(app, "survey")
    dialog = window.survey.open_phones()
    dialog.start()
    deadline = time.monotonic() + 30
    while not dialog.serving and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    snap(app, "phones")
    dialog.close()


def dialogs(window, app) -> None:
    """The glossary, the import wizard's declarations after "Propose from data…", and the report's dialog."""
    from dpgui.resources import example_path
    from dpgui.ui.glossary import GlossaryDialog
    from dpgui.ui.pages.import_wizard import ImportWizard
    from dpgui.ui.report_dialog import ReportDialog

    glossary = GlossaryDialog(window)
    glossary.show()
    snap(app, "glossary")
    glossary.close()
    wizard = ImportWizard(window, str(example_path("clinic_survey.csv")))
    wizard.show()
    wizard.next()
    wizard.next()
    wizard.declare.propose.click()
    snap(app, "import-declare")
    wizard.reject()
    report = ReportDialog(window.context, parent=window)
    report.show()
    app.processEvents()
    snap(app, "report-dialog")
    report.reject()
    team_record(window, app)


def team_record(window, app) -> None:
    """Tools ▸ Team record of spending…, a team's server address typed in."""
    dialog = window.show_team_record()
    dialog.address.setText("postgresql://curator@records.example.org:5432/dpgui")
    dialog.password.setText("password")
    app.processEvents()
    snap(app, "team-record")
    dialog.reject()


def main() -> None:
    app = QApplication(sys.argv)
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName("dpgui-screenshots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from dpgui.engine.plan import PlannedQuery
    from dpgui.ui.language import install
    from dpgui.ui.main_window import PAGES, MainWindow

    install(app, LANGUAGE)

    window = MainWindow()
    window.showMaximized()
    app.processEvents()
    if "--phones" in sys.argv:  # only the phones' window (phones.png)
        window.open_example()
        phones(window, app)
        window.close()
        return
    if "--team" in sys.argv:  # only the Team record of spending dialog (team-record.png)
        team_record(window, app)
        window.close()
        return
    if "--above" in sys.argv:  # only "Which are above a line?" (above-threshold-query.png, above-threshold-results.png)
        window.open_example()
        above_threshold(window, app)
        window.close()
        return
    snap(app, "start")
    window.open_example()
    app.processEvents()
    snap(app, "data")
    window.context.set_plan([PlannedQuery(q, eps).to_json() for q, eps in PLAN])
    window.nav.setCurrentRow(PAGES.index("Queries"))
    window.queries.table.selectRow(0)
    app.processEvents()
    snap(app, "queries")
    window.queries.run()
    deadline = time.monotonic() + 60
    while window.context.runner.busy and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    snap(app, "results-table")
    window.results.list.setCurrentRow(2)  # the histogram
    app.processEvents()
    snap(app, "results")
    if "--few" in sys.argv:  # and the survey designer, where the survey's languages and the interface's meet
        window.nav.setCurrentRow(PAGES.index("Survey"))
        app.processEvents()
        snap(app, "survey")
        window.close()
        return
    window.results.list.setCurrentRow(1)  # the mean: one sentence, details on request
    snap(app, "results-mean")
    window.results.details.setChecked(True)
    snap(app, "results-mean-details")
    window.results.details.setChecked(False)
    many_tables(window, app)
    survey_screens(window, app)
    phones(window, app)
    window.nav.setCurrentRow(PAGES.index("Budget"))
    app.processEvents()
    snap(app, "budget")
    report_page(window.context.project)
    window.show_inspector()  # Tools ▸ Mechanism inspector
    window.inspector_window.showMaximized()
    verify = window.inspector.verify
    verify.kind.setCurrentText("Truncated α-geometric on {0..n}")
    verify.views.setCurrentIndex(2)
    app.processEvents()
    snap(app, "inspector")
    window.inspector_window.close()
    dialogs(window, app)
    window.close()
    print(f"screenshots written to {HERE}")


if __name__ == "__main__":
    main()
