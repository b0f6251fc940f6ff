"""The app's few colours, by meaning, chosen from the system palette so that dark and high-contrast themes work.

Every colour a page shows is one of these roles. In a high-contrast theme each foreground is the theme's own text
colour (and each background its window), since the user chose those for a reason; in a light or dark theme the
role's shade is the one of its pair that stands out from the window at 4.5:1 or more (WCAG AA for text).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

# role → (shade on a light window, shade on a dark window)
FOREGROUNDS = {"error": ("#b71c1c", "#ff8a80"), "warning": ("#8a4b00", "#ffcc80"), "ok": ("#1b5e20", "#a5d6a7"),
               "muted": ("#555555", "#bbbbbb"), "heading": ("#223355", "#c5cae9")}
BACKGROUNDS = {"notice": ("#fff3cd", "#4a3b00"), "highlight": ("#ffcdd2", "#5c1a1a")}
HIGH_CONTRAST = 19.5  # text against window beyond this: a high-contrast theme (ordinary light ones reach ~18)


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2.1)."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, 1 to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _palette() -> QPalette:
    return QGuiApplication.palette()


def high_contrast() -> bool:
    """The system says the user wants more contrast, or the palette is black on white (or white on black), as the
    high-contrast themes of systems that do not say it are."""
    hints = QGuiApplication.styleHints()
    if hints.accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast:
        return True
    palette = _palette()
    return contrast(palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window)) > \
        HIGH_CONTRAST


def _dark() -> bool:
    return luminance(_palette().color(QPalette.ColorRole.Window)) < 0.2


def colour(role: str) -> QColor:
    """A text colour (``FOREGROUNDS``) or a background (``BACKGROUNDS``) for this theme."""
    palette = _palette()
    if role in BACKGROUNDS:
        if high_contrast():
            return palette.color(QPalette.ColorRole.Window)
        return QColor(BACKGROUNDS[role][_dark()])
    if high_contrast():
        return palette.color(QPalette.ColorRole.WindowText)
    return QColor(FOREGROUNDS[role][_dark()])


def style(role: str, more: str = "") -> str:
    """A style sheet line: the role's colour (text, or background for a background role), then ``more``."""
    key = "background" if role in BACKGROUNDS else "color"
    return f"{key}: {colour(role).name()};" + (f" {more}" if more else "")
