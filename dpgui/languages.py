"""The interface languages shipped, and choosing one: the system's by default, or the one the user
picked (``DPGUI_LANGUAGE`` or ``--language`` for the command line, the Language menu in the app)."""

from __future__ import annotations

import locale
import os

from dpgui.core.words import translation

# Each language in its own name, as the menu offers it.
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español", "pt": "Português", "ar": "العربية",
             "sw": "Kiswahili"}


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
    translation.use(language)
    return language
