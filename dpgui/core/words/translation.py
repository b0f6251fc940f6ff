"""Every word a person reads goes through ``translate(context, text)``.

The call has the shape Qt's ``lupdate`` extracts from Python, so one set of ``.ts`` catalogues (in
``resources/translations``) serves every front end: in the desktop app ``translate`` hands over to Qt's
own translator (``QCoreApplication.translate`` with the compiled ``.qm`` files installed); the command
line and the reports, which run without Qt, look the same catalogue up here. Placeholders are
``{name}`` fields filled after translation, so a translator may move them but never loses one.

The language also decides how numbers are written (1 234,5 in French): ``separators`` is what
``plain_numbers`` asks."""

from __future__ import annotations

from typing import Callable

ENGLISH = "en"

# Thousands and decimal separators (CLDR's for each language; a narrow no-break space groups French digits).
SEPARATORS = {"en": (",", "."), "fr": ("\u202f", ","), "es": (".", ","), "pt": (".", ","),
              "ar": (",", "."), "sw": (",", ".")}
RIGHT_TO_LEFT = {"ar"}

_state: dict = {"language": ENGLISH, "catalogue": {}, "backend": None}


def translate(context: str, text: str) -> str:
    """``text`` in the chosen language (itself when no translation exists: English is the source)."""
    backend: Callable[[str, str], str] | None = _state["backend"]
    if backend is not None:
        return backend(context, text)
    return _state["catalogue"].get((context, text)) or text


def use(language: str, catalogue: dict[tuple[str, str], str] | None = None,
        backend: Callable[[str, str], str] | None = None) -> None:
    """Choose the language, with either a looked-up ``catalogue`` or a ``backend`` (Qt's translator)."""
    _state.update(language=language if language in SEPARATORS else ENGLISH, catalogue=catalogue or {},
                  backend=backend)


def language() -> str:
    return _state["language"]


def separators() -> tuple[str, str]:
    """(thousands, decimal) for the chosen language."""
    return SEPARATORS[_state["language"]]


def right_to_left() -> bool:
    return _state["language"] in RIGHT_TO_LEFT


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802: the name lupdate looks for
    """Marks a constant for the catalogue without translating it yet (a module's constants are built
    before a language is chosen): pass it to ``translate(context, constant)`` where it is shown."""
    return text
