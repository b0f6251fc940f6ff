"""Every page and dialog usable, not only displayable, on the screens people have: 1366×768 at 100%,
1280×720 at 125% and 1920×1080 at 150%. tests/screens/probe.py walks the app with real content (a 6×8
table, a 40-cell histogram, a long dataset name) on each screen and lists what is not usable; the three
screens run at once, each in its own process (Qt's scale is fixed when the app starts)."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_translations import tools

ROOT = Path(__file__).resolve().parent.parent
SCREENS = [(1366, 768, "1"), (1280, 720, "1.25"), (1920, 1080, "1.5")]


FRENCH = (1280, 720, "1.25", "fr")  # the smallest screen, in a language whose words run longer than English's
# Words that are the same in French, and names: never a sign of English left in the interface.
ALLOWED = {"dpgui", "csv", "pdf", "html", "json", "xlsx", "xls", "odk", "kobotoolbox", "xlsform", "spss", "stata",
           "sav", "dta", "parquet", "duckdb", "spark", "sqlite", "laplace", "gauss", "gaussian", "python", "excel",
           "qt", "pyside", "zcdp", "mwem", "warner", "english", "español", "français", "português", "kiswahili"}


def run_probes(tmp_path, screens) -> dict:
    running = {}
    for width, height, scale, *language in screens:
        config = tmp_path / f"screen-{width}.json"
        config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width,
                                                   "height": height, "logicalDpi": 96, "dpr": 1}]}))
        env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale}
        extra = [f"--language={language[0]}"] if language else []
        running[(width, height, scale, *language)] = subprocess.Popen(
            [sys.executable, "-m", "tests.screens.probe", str(width), str(height), *extra], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    results = {}
    for screen, process in running.items():
        out, err = process.communicate(timeout=240)
        assert process.returncode == 0, err[-3000:]
        results[screen] = json.loads(out.strip().splitlines()[-1])
    return results


@pytest.fixture(scope="module")
def probes(tmp_path_factory):
    return run_probes(tmp_path_factory.mktemp("screens"), [*SCREENS, FRENCH])


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}@{s[2]}")
def test_every_page_is_usable_on_the_screen(probes, screen):
    result = probes[screen]
    assert result["problems"] == [], "\n".join(result["problems"])
    shown = {name: m["rows_visible"] for name, m in result["measures"].items() if name.startswith("results-")}
    assert len(shown) == 4 and all(rows >= 8 for rows in shown.values()), shown


def words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", text)}


def english_left(texts, code: str) -> dict[str, set[str]]:
    """The texts that carry a word of the interface's English and of none of its translations."""
    found = tools.entries(tools.FOLDER / f"dpgui_{code}.ts")
    english = set().union(*(words(source) for _, source, _ in found))
    translated = set().union(*(words(text) for *_, text in found if text))
    suspicious = english - translated - ALLOWED
    return {text: words(text) & suspicious for text in texts if words(text) & suspicious}


def test_every_page_in_french_shows_no_english(probes):
    result = probes[FRENCH]
    assert result["problems"] == [], "\n".join(result["problems"])
    assert len(result["texts"]) > 200
    left = english_left(result["texts"], "fr")
    assert not left, f"{len(left)} texts with English words, e.g. {list(left.items())[:8]}"


def test_the_english_check_can_fail(probes):
    """Power check: the same check on the English walk finds English everywhere."""
    assert len(english_left(probes[SCREENS[1]]["texts"], "fr")) > 50
