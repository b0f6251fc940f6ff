"""Every control a person can reach has a name a screen reader says: the pages with a real project, the start page,
the dialogs and the kiosk's screens, walked through Qt's accessibility interface (issue #28)."""

import shutil

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox,
                               QHeaderView, QLineEdit, QPlainTextEdit, QScrollBar, QTabBar, QTextEdit, QVBoxLayout,
                               QWidget)

from dpgui.resources import example_path
from dpgui.store.project import Project
from dpgui.ui.main_window import PAGES
from tests.test_gui import window  # noqa: F401  (the fixture)

INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit,
               QPlainTextEdit, QTextEdit, QTabBar)


def unnamed(root: QWidget) -> list[str]:
    """The visible controls under ``root`` whose accessible name is empty (a composite's own parts, such as a spin
    box's text field or a table's headers, are named by the composite)."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, INTERACTIVE) or isinstance(widget, (QHeaderView, QScrollBar)) or not widget.isVisible() \
                or widget.objectName().startswith("qt_"):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        if not (face and face.text(QAccessible.Text.Name).strip()):
            found.append(f"{type(widget).__name__} {widget.toolTip()[:40]!r} in {type(widget.window()).__name__}")
    return found


def test_power_an_unnamed_box_is_found(qtbot):
    page = QWidget()
    QVBoxLayout(page).addWidget(box := QComboBox())
    qtbot.addWidget(page)
    page.show()
    assert len(unnamed(page)) == 1
    box.setAccessibleName("Colour")
    assert unnamed(page) == []


def test_every_page_names_every_control(qtbot, window, tmp_path):  # noqa: F811
    assert unnamed(window) == []  # the start page
    shutil.copy(example_path("clinic_survey.dpgui"), tmp_path / "c.dpgui")
    window.context.open(tmp_path / "c.dpgui", Project.open(tmp_path / "c.dpgui"))
    missing = []
    for row, page in enumerate(PAGES):
        window.nav.setCurrentRow(row)
        qtbot.wait(10)
        missing += [f"{page}: {m}" for m in unnamed(window)]
    assert missing == []


@pytest.mark.parametrize("build", ["add_query", "question", "import_wizard", "about", "glossary", "report"])
def test_every_dialog_names_every_control(qtbot, window, build, tmp_path):  # noqa: F811
    from dpgui.store.declared.schema import parse_schema
    from dpgui.ui.about import AboutDialog
    from dpgui.ui.glossary import GlossaryDialog
    from dpgui.ui.pages.add_query import AddQueryDialog, Preview
    from dpgui.ui.pages.import_wizard import ImportWizard
    from dpgui.ui.pages.question_dialog import QuestionDialog
    from dpgui.ui.report_dialog import ReportDialog

    if build == "report":  # reports need a project with releases
        shutil.copy(example_path("clinic_survey.dpgui"), tmp_path / "c.dpgui")
        window.context.open(tmp_path / "c.dpgui", Project.open(tmp_path / "c.dpgui"))
    schema = parse_schema({"columns": {"region": {"type": "categorical", "categories": ["N", "S"]},
                                       "age": {"type": "numeric", "lower": 0, "upper": 99}}})
    dialog = {"add_query": lambda: AddQueryDialog(Preview(schema, "add_remove", 1), window),
              "question": lambda: QuestionDialog(["English"]),
              "import_wizard": lambda: ImportWizard(window, str(example_path("clinic_survey.csv"))),
              "about": lambda: AboutDialog(window), "glossary": lambda: GlossaryDialog(window),
              "report": lambda: ReportDialog(window.context, parent=window)}[build]()
    qtbot.addWidget(dialog)
    dialog.show()
    missing = unnamed(dialog)
    if build == "add_query":  # every kind of query shows its own controls
        for i in range(dialog.kind.count()):
            dialog.kind.setCurrentIndex(i)
            missing += unnamed(dialog)
    if build == "import_wizard":
        for _ in range(2):
            dialog.next()
            missing += unnamed(dialog)
    assert sorted(set(missing)) == []


def test_every_kiosk_screen_and_the_inspector_name_every_control(qtbot, window, tmp_path):  # noqa: F811
    from dpgui.store import surveys as store
    from tests.test_gui_odk import typed_survey
    from tests.test_gui_survey import open_with, press

    open_with(window, tmp_path, typed_survey())
    kiosk = window.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    missing = []
    for step in ("English", kiosk._t("agree"), kiosk._t("continue")):
        press(qtbot, kiosk, step)
        missing += unnamed(kiosk)
    for _ in store.current_survey(window.context.project).questions:  # each typed screen, skipped or answered
        missing += unnamed(kiosk)
        labels = [b.text() for b in kiosk.buttons]
        if kiosk._t("thanks") in labels or not labels:
            break
        press(qtbot, kiosk, kiosk._t("skip") if kiosk._t("skip") in labels else labels[-1])
    window.show_inspector()
    missing += unnamed(window.inspector_window)
    assert sorted(set(missing)) == []
