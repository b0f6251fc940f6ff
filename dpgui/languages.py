"""The interface languages shipped, and choosing one: the system's by default, or the one the user
picked (kept in ``DPGUI_LANGUAGE`` for the command line, in the app's settings for the desktop).

The catalogues are Qt Linguist ``.ts`` files in ``resources/translations`` (the source translators edit)
and the ``.qm`` files ``pyside6-lrelease`` compiles from them for the app. Without Qt (the command line,
reports), the ``.ts`` file is read here with the standard library."""

from __future__ import annotations

import locale
import os
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from dpgui.core.words import translation
from dpgui.resources import resources_dir

# Each language in its own name, as the menu offers it.
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español", "pt": "Português", "ar": "العربية",
             "sw": "Kiswahili"}


def catalogue_path(language: str, suffix: str = ".ts") -> Path:
    return resources_dir() / "translations" / f"dpgui_{language}{suffix}"


def read_catalogue(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) → translation, for every finished entry of a ``.ts`` file."""
    catalogue = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            target = message.find("translation")
            if target is None or target.get("type") in ("unfinished", "obsolete", "vanished") or not target.text:
                continue
            catalogue[(name, message.findtext("source", ""))] = target.text
    return catalogue


def system_language() -> str:
    """The first of the shipped languages the system asks for (English otherwise)."""
    for variable in ("DPGUI_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for wanted in os.environ.get(variable, "").split(":"):
            code = wanted.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    code = (locale.getlocale()[0] or "").split("_")[0].lower()
    return code if code in LANGUAGES else translation.ENGLISH


def choose(language: str | None = None) -> str:
    """Use ``language`` (or the system's) for everything Qt-free: the command line and the reports."""
    language = language if language in LANGUAGES else system_language()
    path = catalogue_path(language)
    translation.use(language, read_catalogue(path) if language != translation.ENGLISH and path.exists() else {})
    return language
