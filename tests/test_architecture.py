"""The core stays Qt-free and the layers point one way; enforced, not hoped for."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_import_linter_contracts_hold():
    lint = shutil.which("lint-imports") or str(Path(sys.executable).parent / "lint-imports")
    done = subprocess.run([lint], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Contracts: 6 kept, 0 broken" in done.stdout


def test_importing_the_core_and_cli_loads_no_qt():
    code = ("import sys, dpgui.core, dpgui.cli.main; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]; "
            "print(bad); raise SystemExit(bool(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_command_line_parses_its_arguments_before_loading_anything_heavy():
    """`dpgui --version` and `--help` answer in a fraction of a second: building the parser loads no numpy,
    pandas, matplotlib or Qt (commands import what they need when they run)."""
    code = ("import sys, dpgui.cli.main as m; m.build_parser(); "
            "heavy = ('numpy', 'pandas', 'pyarrow', 'matplotlib', 'openpyxl', 'scipy', 'PySide6'); "
            "print(sorted(x for x in sys.modules if x.split('.')[0] in heavy))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


# `python -m dpgui ARGS`, then the heavy modules it loaded (numpy and DuckDB are what a linked release needs), and
# those a histogram does not need, each of which a fresh `dpgui release` once loaded (issue #29): the other queries'
# mechanisms, the importers (a linked CSV file needs them), the XML reader of the catalogues (English needs none),
# statistics (a synthesis's ranges) and the terminal's password prompt.
COMMAND_LOADS = """
import json, runpy, sys
try:
    runpy.run_module('dpgui', run_name='__main__', alter_sys=True)
finally:
    heavy = ('pandas', 'pyarrow', 'matplotlib', 'PySide6', 'shiboken6', 'openpyxl', 'scipy', 'pyxform', 'pyspark')
    unneeded = ('dpgui.core.mechanisms.above_threshold', 'dpgui.core.mechanisms.sparse_vector',
                'dpgui.core.mechanisms.pmw_ranges', 'dpgui.store.importers', 'xml.etree', 'statistics', 'getpass')
    print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in heavy or m in unneeded)), file=sys.stderr)
"""


def linked_release_loads(tmp_path, categories: list[str]) -> list[str]:
    """What a fresh `dpgui release` of a histogram on a linked Parquet file loads besides what it needs."""
    import duckdb

    from dpgui.core.costs.accounting import pure
    from dpgui.engine.linking import link_dataset
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.links import link_to
    from dpgui.store.project import Project

    source, project = tmp_path / "rows.parquet", tmp_path / "p.dpgui"
    with duckdb.connect() as conn:
        conn.execute(f"COPY (SELECT ['{categories[0]}', '{categories[1]}'][1 + i % 2] AS kind, 'p' || i AS pid "
                     f"FROM range(100) t(i)) TO '{source}' (FORMAT parquet)")
    schema = parse_schema({"columns": {"pid": {"type": "identifier"},
                                       "kind": {"type": "categorical", "categories": categories}}})
    with Project.create(project, pure(10)) as opened:
        link_dataset(opened, "linked", link_to(str(source)), schema)
    done = subprocess.run([sys.executable, "-c", COMMAND_LOADS, "release", str(project), "--dataset", "linked",
                           "--query", '{"type": "histogram", "column": "kind"}', "--epsilon", "1", "--json"],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0 and '"Histogram of kind"' in done.stdout, done.stdout + done.stderr
    return json.loads(done.stderr.strip().splitlines()[-1])


def test_a_release_on_a_linked_file_loads_neither_pandas_nor_matplotlib(tmp_path):
    """Issue #29: a fresh `dpgui release` on a linked Parquet file starts in a fraction of a second: it
    needs numpy and DuckDB, and loads nothing else heavy (pandas alone took longer than the release), nor what
    only other queries and commands need."""
    assert linked_release_loads(tmp_path, ["cat", "dog"]) == []


def test_the_import_guard_sees_pandas_when_a_release_needs_it(tmp_path):
    """The power check: categories written as numbers are read as the imported path reads them, with pandas."""
    assert "pandas" in linked_release_loads(tmp_path, ["1", "2"])


FIRST_PAINT = """
import sys
from PySide6.QtCore import QEvent, QObject
from dpgui.ui.app import create_window

HEAVY = ('pandas', 'pyarrow', 'matplotlib', 'openpyxl', 'duckdb', 'scipy', 'pyxform')

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:  # the window starts to paint: what has been loaded?
            watched.removeEventFilter(self)
            loaded = [m for m in sys.modules if m.split('.')[0] in HEAVY or m == 'dpgui.report.render']
            print(sorted(loaded), flush=True)
            app.exit(0)
        return False

app, window = create_window()
window.installEventFilter(FirstPaint(window))
app.exec()
"""


def test_the_main_window_is_painted_before_pandas_matplotlib_or_the_reports_load():
    """Issue #17: the window opens in well under a second. Nothing heavy loads before its first paint:
    pandas and matplotlib load just after it, a chart's canvas when the chart is first shown, and the
    report backend when a report is written."""
    done = subprocess.run([sys.executable, "-c", FIRST_PAINT], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


FIRST_PAGES = """
import json, sys
from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from dpgui.ui.app import create_window
from dpgui.ui.main_window import PAGES

QStandardPaths.setTestModeEnabled(True)
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[1])
app, window = create_window()
seen = {}

def loaded(when):
    seen[when] = sorted(m for m in ('pandas', 'matplotlib') if m in sys.modules)

def step(actions):
    actions[0]()
    QTimer.singleShot(300, lambda: step(actions[1:]) if actions[1:] else app.exit(0))

step([lambda: loaded('start page'), window.start.example_button.click,  # the step guide shows with the project
      lambda: window.nav.setCurrentRow(PAGES.index('Data')), lambda: window.nav.setCurrentRow(PAGES.index('Queries')),
      lambda: loaded('first pages'), lambda: window.nav.setCurrentRow(PAGES.index('Results')),
      lambda: loaded('results')])
app.exec()
print(json.dumps(seen))
"""


def test_the_first_pages_need_neither_pandas_nor_matplotlib(tmp_path):
    """Issue #29: the window answers from its first paint on. The start page, the example project with the step
    guide, the Data page's list and the Queries page load neither pandas nor matplotlib; they load when first
    needed (a chart, a job: ui/loading.py). Power check: the Results page's chart loads matplotlib."""
    done = subprocess.run([sys.executable, "-c", FIRST_PAGES, str(tmp_path / "settings")], capture_output=True,
                          text=True, timeout=120, cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stdout + done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"start page": [], "first pages": [], "results": ["matplotlib"]}, seen


def test_release_code_has_no_seeded_or_non_crypto_randomness():
    offenders = []
    for path in (ROOT / "dpgui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for needle in ("import random", "from random import", "np.random.", "numpy.random"):
            if needle in text:
                offenders.append(f"{path.relative_to(ROOT)}: {needle}")
    assert not offenders, offenders
