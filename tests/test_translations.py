"""The interface's translations: in step with the code, compiled, complete where promised, and the same
words whether Qt (the app) or the standard library (command line, reports) reads them."""

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dpgui.core.words import translation

_spec = importlib.util.spec_from_file_location("dpgui_translation_tools",
                                               Path(__file__).resolve().parent.parent / "packaging" / "translations.py")
tools = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tools)
FOLDER, ROOT, TRANSLATED, entries, tool = tools.FOLDER, tools.ROOT, tools.TRANSLATED, tools.entries, tools.tool

# French and Spanish translate everything; Portuguese, Arabic and Swahili at least what respondents and
# field teams read: the kiosk, the survey pages and the words written into forms.
EVERYTHING = ("fr", "es")
SURVEY_CONTEXTS = re.compile(r"^(ui\.kiosk|ui\.pages\.(survey|survey_results|question_dialog)|core\.rr\.)")


def source_entries() -> set[tuple[str, str]]:
    return {(c, s) for c, s, _ in entries(FOLDER / "dpgui_fr.ts")}


def test_the_catalogues_hold_every_text_of_the_code(tmp_path):
    """Run lupdate afresh: no text of the code is missing from the catalogue, none is left over."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "dpgui").rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources,
                    "-ts", str(tmp_path / "fresh.ts")], cwd=ROOT, check=True, capture_output=True)
    fresh = {(c, s) for c, s, _ in entries(tmp_path / "fresh.ts")}
    assert len(fresh) > 500
    for code in TRANSLATED:
        held = {(c, s) for c, s, _ in entries(FOLDER / f"dpgui_{code}.ts")}
        assert fresh - held == set(), f"{code}: run `python packaging/translations.py update`"
        assert held - fresh == set(), f"{code}: entries the code no longer has"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalogue_is_built_from_the_source(tmp_path, code):
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(FOLDER / f"dpgui_{code}.ts"), "-qm",
                    str(tmp_path / "x.qm")], check=True)
    assert (tmp_path / "x.qm").read_bytes() == (FOLDER / f"dpgui_{code}.qm").read_bytes(), \
        "run `python packaging/translations.py release`"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_promised_entry_is_translated_with_the_same_placeholders(code):
    missing, mismatched = [], []
    for context, source, text in entries(FOLDER / f"dpgui_{code}.ts"):
        promised = code in EVERYTHING or SURVEY_CONTEXTS.match(context)
        if text is None:
            if promised:
                missing.append((context, source))
            continue
        if not translation.fits(source, text):  # the same {fields} and tags, or the app shows English instead
            mismatched.append((context, source, text))
        if source.count("&") == 1 and re.search(r"&\w", source) and not re.search(r"&\w", text):
            mismatched.append((context, source, text))  # a menu's keyboard letter was lost
    assert not missing, f"{len(missing)} untranslated, e.g. {missing[:5]}"
    assert not mismatched, f"{len(mismatched)} with other placeholders or tags, e.g. {mismatched[:5]}"


def test_qt_and_the_command_line_read_the_same_words():
    """The app looks words up in the compiled .qm with QTranslator; without Qt, the .ts is read directly."""
    from PySide6.QtCore import QTranslator

    for code in TRANSLATED:
        qt = QTranslator()
        assert qt.load(str(FOLDER / f"dpgui_{code}.qm"))
        for context, source, text in entries(FOLDER / f"dpgui_{code}.ts"):
            if text:
                assert qt.translate(context, source) == text == translation.catalogue(code)[(context, source)]


def test_the_catalogue_test_can_fail(tmp_path, monkeypatch):
    """Power check: a catalogue with one entry left unfinished, or a placeholder renamed, is caught."""
    broken = tmp_path / "dpgui_fr.ts"
    text = (FOLDER / "dpgui_fr.ts").read_text(encoding="utf-8")
    first = re.search(r"<translation>([^<]*\{([a-z_]+)\}[^<]*)</translation>", text)
    assert first is not None  # a field that reads more than its value: "{cost.__init__}"
    broken.write_text(text.replace(first.group(0), "<translation>" + first.group(1).replace(
        "{" + first.group(2) + "}", "{" + first.group(2) + ".__init__}", 1) + "</translation>", 1)
                      .replace("<translation>", '<translation type="unfinished">', 1), encoding="utf-8")
    monkeypatch.setattr(tools, "FOLDER", tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "FOLDER", tmp_path)
    with pytest.raises(AssertionError):
        test_every_promised_entry_is_translated_with_the_same_placeholders("fr")


def test_the_tools_are_pyside6s_own():
    assert shutil.which(tool("pyside6-lupdate")) or Path(tool("pyside6-lupdate")).exists()


def test_a_translation_that_does_not_fit_its_source_is_not_used(monkeypatch):
    """A catalogue comes from outside the code: a field that reads attributes ("{cost.__init__...}" reaches any
    module's globals through .format), a format spec that raises, or dropped markup shows the English instead."""
    hostile = {("ctx", "Spent {cost}"): "Dépensé {cost.__init__.__globals__}",
               ("ctx", "Refit {done}"): "Réajustement {done}{done:d}",
               ("ctx", "<b>Plan</b> first"): "<img src=x>Plan d'abord",
               ("ctx", "Fine {n}"): "Bien {n}"}
    monkeypatch.setattr(translation, "_from_catalogue", lambda language, context, text: hostile.get((context, text), ""))
    try:
        translation.use("fr")
        assert translation.translate("ctx", "Spent {cost}") == "Spent {cost}"
        assert translation.translate("ctx", "Refit {done}") == "Refit {done}"
        assert translation.translate("ctx", "<b>Plan</b> first") == "<b>Plan</b> first"
        assert translation.translate("ctx", "Fine {n}") == "Bien {n}"
    finally:
        translation.use("en")
