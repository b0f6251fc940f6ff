"""No text dpgui shows has a character its fonts cannot draw (issue #28): a missing glyph is an empty box, or a
symbol that differs from one computer to the next. Every string literal in the code that shows words (the app,
reports, the core's words and messages, the kiosk's texts), and every translation in the catalogues, is checked
against the app's own font under the offscreen platform and against DejaVu Sans, matplotlib's font for charts and
PDF reports."""

import ast
import unicodedata
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import matplotlib
from matplotlib import font_manager, ft2font
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QApplication

import dpgui

ROOT = Path(dpgui.__file__).parent
SHOWN = ("ui", "report", "core", "engine", "store")  # the command line writes to a terminal, in its own font
NEVER_DRAWN = {ROOT / "store" / "declared" / "confusables.py"}  # look-alike characters that names are checked for
CATALOGUES = ROOT.parent / "resources" / "translations"
NOT_DRAWN = {"Cc", "Cf", "Zl", "Zp"}  # controls and format characters (bidi marks, zero-width joiners): no glyph


def _docstrings(tree: ast.Module) -> set[int]:
    holders = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {id(node.body[0].value) for node in ast.walk(tree) if isinstance(node, holders) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}


def literals(path: Path):
    """(line, text) of each string literal in ``path`` but its docstrings, which only programmers read."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


def shown_characters() -> dict[str, str]:
    """Each character a person may see, with one place it comes from."""
    found: dict[str, str] = {}
    texts = [(f"{path.relative_to(ROOT.parent)}:{line}", text) for folder in SHOWN
             for path in sorted((ROOT / folder).rglob("*.py")) if path not in NEVER_DRAWN for line, text in literals(path)]
    for catalogue in sorted(CATALOGUES.glob("*.ts")):
        texts += [(catalogue.name, node.text or "") for node in ElementTree.parse(catalogue).iter("translation")]
    for where, text in texts:
        for char in text:
            if unicodedata.category(char) not in NOT_DRAWN:
                found.setdefault(char, where)
    return found


def app_font_draws(qapp):
    raw = QRawFont.fromFont(QApplication.font())  # the font itself, without the fallbacks Qt may find elsewhere
    assert raw.isValid()
    return lambda char: raw.supportsCharacter(ord(char))  # by code point: the QChar overload takes Latin-1 only


def charts_font_draws():
    path = font_manager.findfont(font_manager.FontProperties(family=matplotlib.rcParams["font.family"]),
                                 fallback_to_default=False)
    assert "DejaVuSans" in Path(path).name
    charmap = ft2font.FT2Font(path).get_charmap()
    return lambda char: ord(char) in charmap


def test_power_a_symbol_the_fonts_lack_is_found(qapp):
    for draws in (app_font_draws(qapp), charts_font_draws()):
        assert draws("ε") and draws("✓") and draws("⚠")
        assert not draws("🔒") and not draws("✅")


def test_every_shown_character_is_in_the_app_font_and_the_charts_font(qapp):
    found = shown_characters()
    assert {"ε", "…", "⚠"} <= set(found)  # the walk reaches the app's texts
    for name, draws in (("the app's font", app_font_draws(qapp)), ("DejaVu Sans", charts_font_draws())):
        missing = {f"{char} (U+{ord(char):04X} {unicodedata.name(char, '?')}) at {where}"
                   for char, where in found.items() if not draws(char)}
        assert not missing, f"{name} cannot draw: " + "; ".join(sorted(missing))
