"""`dpgui --self-test`: prove that this installation works, from source or frozen.

Starts the GUI offscreen, opens a copy of the example in a temporary folder, runs one small
release through the real worker, and checks that the result and its ledger entry exist; then writes
the example's survey as an XLSForm and reads it back with pyxform (whose data files a frozen app
must carry), and serves that survey to phones on this computer alone, fetching the page and each of its files
(which a frozen app must carry too) over HTTP. Nothing is written outside the temporary folder (Qt's settings and data paths are in
test mode, and dpgui's per-user records are kept there too).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

TIMEOUT_MS = 60_000


def run_self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTimer

    from dpgui.engine.plan import PlannedQuery
    from dpgui.resources import example_path
    from dpgui.store.safe_files import copy_file
    from dpgui.ui.app import create_window

    QStandardPaths.setTestModeEnabled(True)
    folder = Path(tempfile.mkdtemp(prefix="dpgui-self-test-"))
    # This machine's anchors too: every copy of the example is one project to them, so with the user's own anchors
    # each self-test would carry the earlier ones' spending, and after a few the example's budget would be spent.
    os.environ["DPGUI_DATA_DIR"] = str(folder / "data")
    QCoreApplication.setOrganizationName("dpgui-self-test")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
    try:
        app, window = create_window()
        project_path = folder / "example.dpgui"
        copy_file(example_path("clinic_survey.dpgui"), project_path, private=True)
        window.open_path(str(project_path))
        window.context.set_plan([PlannedQuery({"type": "histogram", "column": "region"}, 0.1).to_json()])
        outcome: list[str] = []
        window.queries.released.connect(lambda ids: (outcome.append(f"release {ids}"), app.exit(0)))
        # a failed run ends too; the runner is free just before the page hears the result, so leave a turn after
        window.context.runner.busy_changed.connect(lambda busy: busy or QTimer.singleShot(0, lambda: app.exit(0)))
        QTimer.singleShot(TIMEOUT_MS, lambda: (outcome.append("timeout"), app.exit(0)))
        QTimer.singleShot(0, window.queries.run)
        app.exec()  # ended by exit(), which unlike quit() leaves the window (and project) open
        project = window.context.project
        problem = _check(project, outcome) or _check_xlsform(project, folder) or _check_phones(project)
        window.close()
    except Exception as err:  # any failure is the answer
        problem = f"{type(err).__name__}: {err}"
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if problem:
        print(translate("ui.self_test", "dpgui self-test FAILED: {problem}").format(problem=problem), file=sys.stderr)
        return 1
    print(translate("ui.self_test", "dpgui self-test passed in {seconds} s: the window opened offscreen, the "
                    "example was copied and opened, a histogram was released by the worker, its ledger entry exists, "
                    "its survey went out as an XLSForm and back through pyxform unchanged, and it was served to phones "
                    "with every file of their page.").format(
        seconds=plain_number(time.perf_counter() - started, step=0.1)))
    return 0


def _check(project, outcome: list[str]) -> str:
    if project is None:
        return translate("ui.self_test", "the example project did not open")
    if not outcome or outcome[0] == "timeout":
        return translate("ui.self_test", "no release within {seconds} s").format(
            seconds=plain_number(TIMEOUT_MS // 1000))
    entries = project.ledger("clinic")
    if len(entries) != 1 or entries[0].release_id is None:
        return translate("ui.self_test", "the release has no ledger entry")
    rows = project.release(entries[0].release_id)["rows"]
    if [r["label"] for r in rows][:4] != ["North", "South", "East", "West"]:
        return translate("ui.self_test", "the released table is not the expected histogram")
    if abs(float(project.budget("clinic").spent.epsilon) - 0.1) > 1e-12:
        return translate("ui.self_test", "the budget did not go down by exactly the cost")
    return ""


def _check_xlsform(project, folder: Path) -> str:
    from dpgui.store.importers.xlsform import read_xlsform
    from dpgui.store.importers.xlsform_writer import write_xlsform
    from dpgui.store.surveys import current_survey

    survey = current_survey(project)
    if survey is None:
        return translate("ui.self_test", "the example has no survey")
    if read_xlsform(write_xlsform(survey, folder / "survey.xlsx")).fingerprint != survey.fingerprint:
        return translate("ui.self_test", "the example's survey did not come back unchanged from its XLSForm")
    return ""


PHONE_PAGE = ("index.html", "page.css", "page.js", "logic.js", "randomise.js")  # the page and what it loads


def _check_phones(project) -> str:
    """Serve the example's survey on this computer alone and fetch the page, its files and the survey's words."""
    import urllib.request

    from dpgui.collect.server.session import PhoneSession
    from dpgui.store.surveys import current_survey

    session = PhoneSession(project, current_survey(project), host="127.0.0.1", port=0)
    session.start()
    try:
        for name in ("", "survey.json", *PHONE_PAGE):
            try:
                with urllib.request.urlopen(session.url + name, timeout=30) as reply:
                    served = reply.status == 200 and bool(reply.read())
            except OSError:  # a file missing from the bundle answers 404
                served = False
            if not served:
                return translate("ui.self_test", "the phones' page did not serve {name}").format(
                    name=name or "index.html")
    finally:
        session.stop()
    return ""
