"""Colours come from the system palette: a high-contrast theme shows every text in the theme's own colours, and in a
light or dark theme each meaning's shade stands out from the window at WCAG AA (issue #28)."""

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from dpgui.ui import colours

ROOT = Path(__file__).resolve().parent.parent
THEMES = {"light": ("#efefef", "#000000"), "dark": ("#2d2d2d", "#eeeeee"), "high contrast": ("#000000", "#ffffff"),
          "high contrast, light": ("#ffffff", "#000000")}


@pytest.fixture
def theme(qapp):
    before = QGuiApplication.palette()

    def use(name):
        window, text = THEMES[name]
        palette = QPalette(before)
        palette.setColor(QPalette.ColorRole.Window, QColor(window))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
        QGuiApplication.setPalette(palette)
        return QColor(window), QColor(text)
    yield use
    QGuiApplication.setPalette(before)


@pytest.mark.parametrize("name", THEMES)
def test_every_meaning_is_readable_in_every_theme(theme, name):
    window, text = theme(name)
    for role in colours.FOREGROUNDS:
        assert colours.contrast(colours.colour(role), window) >= 4.5, (name, role)
    for role in colours.BACKGROUNDS:  # the theme's text on the role's background
        assert colours.contrast(text, colours.colour(role)) >= 4.5, (name, role)
    if name.startswith("high contrast"):
        assert all(colours.colour(role) == text for role in colours.FOREGROUNDS)
    else:  # an ordinary theme, black on light grey included, keeps each meaning's hue
        assert colours.colour("error") != text and not colours.high_contrast()


def test_power_a_shade_too_pale_for_the_window_is_caught(theme):
    window, _ = theme("light")
    assert colours.contrast(QColor("#ffcc80"), window) < 4.5  # the dark theme's warning on a light window


def test_no_page_hard_codes_a_colour():
    hard = [f"{p.relative_to(ROOT)}:{n}" for p in (ROOT / "dpgui" / "ui").rglob("*.py") if p.name != "colours.py"
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
            if re.search(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\b", line) and re.search(r"colou?r|background|QColor", line)]
    assert hard == []


def test_the_kiosk_s_error_is_in_the_theme_s_own_text_colour_under_high_contrast(theme, qtbot, tmp_path):
    from dpgui.core.costs.accounting import pure
    from dpgui.store import surveys as store
    from dpgui.store.project import Project
    from dpgui.ui.kiosk import KioskWindow
    from tests.test_gui_odk import typed_survey

    _, text = theme("high contrast")
    project = Project.create(tmp_path / "k.dpgui", pure(1))
    store.save_survey(project, typed_survey())
    kiosk = KioskWindow(project, store.current_survey(project), pin="1")
    qtbot.addWidget(kiosk)
    assert text.name() in kiosk.error.styleSheet()
