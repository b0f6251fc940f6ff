"""The core stays Qt-free and the layers point one way; enforced, not hoped for."""

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


def test_release_code_has_no_seeded_or_non_crypto_randomness():
    offenders = []
    for path in (ROOT / "dpgui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for needle in ("import random", "from random import", "np.random.", "numpy.random"):
            if needle in text:
                offenders.append(f"{path.relative_to(ROOT)}: {needle}")
    assert not offenders, offenders
