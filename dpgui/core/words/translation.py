"""Every word a person reads goes through ``translate(context, text)``.

The call has the shape Qt's ``lupdate`` extracts from Python, so one set of Qt Linguist catalogues
(``resources/translations/dpgui_<code>.ts``, compiled to ``.qm`` by ``lrelease``) serves every front
end: in the desktop app a Qt backend looks words up in the compiled ``.qm`` files with ``QTranslator``;
the command line, the reports and the Python API, which run without Qt, read the same ``.ts`` files
here with the standard library. Placeholders are ``{name}`` fields filled after translation, so a
translator may move them but never loses one.

Two languages can be in play at once: the interface's (``translate``) and a survey's, in which the
kiosk and exported forms speak to respondents (``translate_in``). The interface language also decides
how numbers are written (1 234,5 in French): ``separators`` is what ``plain_numbers`` asks."""

from __future__ import annotations

import re
import string
from functools import lru_cache
from typing import Callable

from dpgui.resources import resources_dir

ENGLISH = "en"
# Thousands and decimal separators (CLDR's for each language; a narrow no-break space groups French digits).
SEPARATORS = {"en": (",", "."), "fr": ("\u202f", ","), "es": (".", ","), "pt": (".", ","),
              "ar": (",", "."), "sw": (",", ".")}
RIGHT_TO_LEFT = {"ar"}

Backend = Callable[[str, str, str], str]  # (language, context, text) → translation, or "" when there is none
_state: dict = {"language": ENGLISH, "backend": None}


def translate(context: str, text: str) -> str:
    """``text`` in the interface's language (itself when no translation exists: English is the source)."""
    return translate_in(_state["language"], context, text)


def translate_in(language: str, context: str, text: str) -> str:
    """``text`` in ``language`` (a code such as "fr"), for words said to respondents in their survey's language."""
    if language == ENGLISH or language not in SEPARATORS:
        return text
    backend: Backend = _state["backend"] or _from_catalogue
    found = backend(language, context, text)
    return found if found and fits(text, found) else text


_TAG = re.compile(r"<[^>]*>")


@lru_cache(maxsize=None)
def fits(source: str, found: str) -> bool:
    """Whether a translation keeps exactly its source's ``{name}`` fields (no format spec, conversion or attribute
    the source lacks: "{cost.__init__...}" would read any module's globals through ``.format``) and its markup
    tags. A catalogue comes from outside the code; one that does not fit is not used, and English is shown."""
    try:
        return (_fields(found) == _fields(source)
                and sorted(_TAG.findall(found)) == sorted(_TAG.findall(source)))
    except ValueError:  # a stray brace
        return False


def _fields(text: str) -> list[tuple[str, str, str]]:
    return sorted((name, spec or "", conversion or "") for _, name, spec, conversion in string.Formatter().parse(text)
                  if name is not None)


def use(language: str, backend: Backend | None = None) -> None:
    """Choose the interface language, and where words are looked up (Qt's translators in the app)."""
    _state.update(language=language if language in SEPARATORS else ENGLISH, backend=backend)


def language() -> str:
    return _state["language"]


def separators() -> tuple[str, str]:
    """(thousands, decimal) for the interface language."""
    return SEPARATORS[_state["language"]]


def right_to_left() -> bool:
    return _state["language"] in RIGHT_TO_LEFT


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802: the name lupdate looks for
    """Marks a constant for the catalogue without translating it yet (a module's constants are built
    before a language is chosen): pass it to ``translate(context, constant)`` where it is shown."""
    return text


def catalogue_path(language: str, suffix: str = ".ts"):
    return resources_dir() / "translations" / f"dpgui_{language}{suffix}"


def _from_catalogue(language: str, context: str, text: str) -> str:
    return catalogue(language).get((context, text), "")


@lru_cache(maxsize=None)
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → translation, for every finished entry of the language's ``.ts`` file."""
    import xml.etree.ElementTree as ElementTree  # loaded only with a language other than English

    path = catalogue_path(language)
    if not path.exists():
        return {}
    found = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            target = message.find("translation")
            if target is None or target.get("type") in ("unfinished", "obsolete", "vanished") or not target.text:
                continue
            found[(name, message.findtext("source", ""))] = target.text
    return found
