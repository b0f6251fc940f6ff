"""The app's language: Qt's translators for our catalogue and for Qt's own words (standard buttons,
file dialogs), the locale numbers and dates follow, and right-to-left layout for Arabic.

Every word the core, the store, the engine and the pages say in the app is looked up here in the
compiled ``.qm`` catalogues with ``QTranslator``: the interface's language, and a survey's language
for the kiosk, which speaks to respondents in theirs."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, Qt, QTranslator

from dpgui.core.words import translation
from dpgui.core.words.translation import catalogue_path
from dpgui.languages import LANGUAGES, system_language

# The locale Qt's own number boxes and dates follow: Arabic as the Emirates write numbers (12,345.5), with the
# digits every table, chart and report of dpgui uses, rather than Egypt's (١٢٬٣٤٥٫٥) beside them.
LOCALES = {"ar": "ar_AE"}
_translators: dict[str, QTranslator] = {}
_installed: list[QTranslator] = []


def chosen() -> str:
    """The language the user picked in the Language menu, else the system's."""
    stored = QSettings().value("language")
    return stored if stored in LANGUAGES else system_language()


def _translator(language: str) -> QTranslator:
    if language not in _translators:
        _translators[language] = QTranslator()
        _translators[language].load(str(catalogue_path(language, ".qm")))
    return _translators[language]


def qt_words(language: str, context: str, text: str) -> str:
    """The translation backend in the app: Qt's translator for that language's compiled catalogue."""
    return _translator(language).translate(context, text)


def install(app, language: str | None = None) -> str:
    """Translate the app into ``language`` (the chosen one by default); returns its code."""
    code = language if language in LANGUAGES else chosen()
    while _installed:  # the previous language's
        app.removeTranslator(_installed.pop())
    if code != translation.ENGLISH:
        qt_own = QTranslator(app)  # Qt's own words: standard buttons, file dialogs
        if qt_own.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _installed.append(qt_own)
        _installed.append(_translator(code))
        for translator in _installed:
            app.installTranslator(translator)
    translation.use(code, backend=qt_words)
    QLocale.setDefault(QLocale(LOCALES.get(code, code)))
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if code in translation.RIGHT_TO_LEFT
                           else Qt.LayoutDirection.LeftToRight)
    return code
