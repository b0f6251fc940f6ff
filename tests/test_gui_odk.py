"""The kiosk runs forms written for ODK and Kobo, driven through its widgets: notes and group headings
shown, required and constraint enforced with the form's messages, relevant and choice_filter
followed, select_multiple ticked, in the respondent's language."""

from PySide6.QtWidgets import QCheckBox, QLabel, QSpinBox

from dpgui.store import surveys as store
from dpgui.store.importers.xlsform import read_xlsform
from tests import odk_forms as forms
from tests.test_gui import click, window  # noqa: F401  (the fixture)
from tests.test_gui_survey import open_with, press


def shown(kiosk) -> list[str]:
    return [label.text() for label in kiosk.stack.currentWidget().findChildren(QLabel) if label.text()]


def buttons(kiosk) -> list[str]:
    return [b.text() for b in kiosk.buttons]


def start(qtbot, kiosk, language):
    press(qtbot, kiosk, language)
    press(qtbot, kiosk, kiosk._t("agree"))
    press(qtbot, kiosk, kiosk._t("continue"))


def test_a_kobo_form_in_the_kiosk_shows_notes_and_groups_and_enforces_its_logic(qtbot, window, tmp_path):  # noqa: F811
    survey = read_xlsform(forms.kobo_household(tmp_path / "kobo.xlsx"))
    project = open_with(window, tmp_path, survey)
    kiosk = window.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    start(qtbot, kiosk, forms.FR)
    assert shown(kiosk)[:2] == ["Votre ménage", "Quelques questions sur votre ménage."]  # heading, then the note
    press(qtbot, kiosk, kiosk._t("next"))
    assert "Où habitez-vous ?" in shown(kiosk) and "Choisissez" in "\n".join(shown(kiosk))
    assert buttons(kiosk) == ["Nord", "Sud"]  # required: no skip
    assert kiosk.back_button.text() == "‹ Retour"  # dpgui's own word in the respondent's language
    press(qtbot, kiosk, "Nord")
    spin = kiosk.stack.currentWidget().findChild(QSpinBox)
    spin.setValue(31)
    press(qtbot, kiosk, kiosk._t("next"))
    assert "Entre 1 et 30" in shown(kiosk) and "Combien de personnes vivent ici ?" in shown(kiosk)  # refused, stays
    spin.setValue(4)
    press(qtbot, kiosk, kiosk._t("next"))
    assert "Quels fruits cultivez-vous ?" in shown(kiosk)  # relevant: region is north
    assert buttons(kiosk) == [kiosk._t("next")]  # not required: Next with nothing ticked leaves it blank
    ticks = {b.text(): b for b in kiosk.stack.currentWidget().findChildren(QCheckBox)}
    assert list(ticks) == ["Mangue", "Banane"]
    ticks["Banane"].setChecked(True)
    press(qtbot, kiosk, kiosk._t("next"))
    assert "Drogues cette année ?" in shown(kiosk) and buttons(kiosk) == ["Oui", "Non"]
    press(qtbot, kiosk, "Non")
    assert "Merci !" in shown(kiosk)  # the closing note: relevant as members > 1
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk._t("thanks") in shown(kiosk)
    press(qtbot, kiosk, kiosk._t("next"))

    start(qtbot, kiosk, forms.EN)  # a second respondent: fruit and the closing note are passed over
    press(qtbot, kiosk, kiosk._t("next"))
    press(qtbot, kiosk, "South")
    kiosk.stack.currentWidget().findChild(QSpinBox).setValue(1)
    press(qtbot, kiosk, kiosk._t("next"))
    assert "Have you used drugs this year?" in shown(kiosk)
    press(qtbot, kiosk, "Yes")
    assert kiosk._t("thanks") in shown(kiosk)
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk.request_exit("2468")
    first, second = [r["answers"] for r in store.responses(project, store.current_survey(project))]
    assert (first["region"], first["members"], first["fruit"]) == ("north", "4", "01")
    assert (second["region"], second["members"], second["fruit"]) == ("south", "1", "")
    assert {first["drugs"], second["drugs"]} <= {"yes", "no"}


def test_required_ticks_choice_filter_and_nested_group_relevance(qtbot, window, tmp_path):  # noqa: F811
    survey = read_xlsform(forms.odk_list_name(tmp_path / "crops.xlsx"))
    project = open_with(window, tmp_path, survey)
    kiosk = window.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    for zone, districts, bags in (("Wet", ["District 1", "District 2"], True), ("Dry", ["District 3"], False)):
        start(qtbot, kiosk, "English")
        press(qtbot, kiosk, zone)
        assert buttons(kiosk) == districts  # the choice_filter
        press(qtbot, kiosk, districts[0])
        press(qtbot, kiosk, kiosk._t("next"))  # nothing ticked
        assert kiosk._t("required") in shown(kiosk) and "Which crops?" in shown(kiosk)
        {b.text(): b for b in kiosk.stack.currentWidget().findChildren(QCheckBox)}["Maize"].setChecked(True)
        press(qtbot, kiosk, kiosk._t("next"))
        if bags:  # both groups' and its own relevant hold
            assert shown(kiosk)[:2] == ["Maize › Yield", "How many bags of maize?"]
            kiosk.stack.currentWidget().findChild(QSpinBox).setValue(12)
            press(qtbot, kiosk, kiosk._t("next"))
        assert kiosk._t("thanks") in shown(kiosk)
        press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk.request_exit("2468")
    rows = [r["answers"] for r in store.responses(project, store.current_survey(project))]
    assert rows == [{"zone": "wet", "district": "d1", "crops": "100", "bags": "12"},
                    {"zone": "dry", "district": "d3", "crops": "100", "bags": ""}]


def test_a_question_that_is_not_required_can_be_skipped(qtbot, window, tmp_path):  # noqa: F811
    survey = read_xlsform(forms.ignorable(tmp_path / "ignorable.xlsx"))
    project = open_with(window, tmp_path, survey)
    kiosk = window.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    start(qtbot, kiosk, "English")
    assert buttons(kiosk) == [kiosk._t("next")]  # age is required
    kiosk.stack.currentWidget().findChild(QSpinBox).setValue(40)
    press(qtbot, kiosk, kiosk._t("next"))
    assert buttons(kiosk) == ["Yes", "No", kiosk._t("skip")]
    press(qtbot, kiosk, kiosk._t("skip"))
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk.request_exit("2468")
    assert [r["answers"] for r in store.responses(project, store.current_survey(project))] == [
        {"age": "40", "smoke": ""}]


def test_the_survey_page_lists_what_is_not_used_and_each_questions_mode(qtbot, window, tmp_path):  # noqa: F811
    from dpgui.core.costs.accounting import pure
    from dpgui.store.project import Project
    path = tmp_path / "page.dpgui"
    window.context.open(path, Project.create(path, pure(1)))
    window.survey.import_xlsform(str(forms.kobo_household(tmp_path / "kobo.xlsx")))
    status = window.survey.status.text()
    assert status.startswith("Not used by the kiosk:") and "row 7 (audit)" in status
    assert window.survey.table.rowCount() == 4 and "several choices" in window.survey.table.item(2, 1).text()
    window.survey.export_xlsform(str(tmp_path / "out.xlsx"))
    assert "drugs: ODK Collect/Kobo: physical" in window.survey.status.text()
    assert "<h:html" in forms.to_xform(tmp_path / "out.xlsx")


def typed_survey():
    from dpgui.core.rr.survey import Question, Survey
    en = "English"
    return Survey(id="typed", title="Typed answers", questions=[
        Question("who", "text", {en: "Your name?"}),
        Question("weight", "decimal", {en: "Your weight in kg?"}, constraint=". > 0",
                 constraint_message={en: "A weight is above 0."}),
        Question("visit", "date", {en: "When was your last visit?"}),
        Question("at", "time", {en: "At what time?"}, required=False),
        Question("spot", "other", {en: "Where are you?"}, form_type="geopoint", required=False),
        Question("drugs", "sensitive_yes_no", {en: "Drugs this year?"}, not_private_confirmed=True,
                 design={"name": "forced", "p_truth": "1", "p_yes": "0", "p_no": "0"}),  # reports the truth: testable
        Question("region", "select_one", {en: "Region?"}, choices=[{"code": "n", "label": {en: "North"}},
                                                                  {"code": "s", "label": {en: "South"}}])])


def test_text_numbers_dates_and_times_are_typed_and_back_forgets_the_answers_after_it(qtbot, window, tmp_path):  # noqa: F811
    from PySide6.QtCore import QDate, QTime
    from PySide6.QtWidgets import QDateEdit, QLineEdit, QTimeEdit

    project = open_with(window, tmp_path, typed_survey())
    kiosk = window.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    start(qtbot, kiosk, "English")
    assert "Your name?" in shown(kiosk) and kiosk.back_button is None  # the first question: nothing to go back to
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk._t("required") in shown(kiosk)
    qtbot.keyClicks(kiosk.stack.currentWidget().findChild(QLineEdit), "Ana")
    press(qtbot, kiosk, kiosk._t("next"))
    line = kiosk.stack.currentWidget().findChild(QLineEdit)
    qtbot.keyClicks(line, "sixty")
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk._t("not_a_number") in shown(kiosk)
    line.setText("-2")
    press(qtbot, kiosk, kiosk._t("next"))
    assert "A weight is above 0." in shown(kiosk)
    line.setText("1,250")  # a thousands comma, or a decimal one? Refused rather than read wrong
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk._t("not_a_number") in shown(kiosk)
    line.setText("61,5")  # a decimal comma, as much of the world writes it
    press(qtbot, kiosk, kiosk._t("next"))
    date = kiosk.stack.currentWidget().findChild(QDateEdit)
    assert date.accessibleName() == "When was your last visit?"  # what a screen reader says
    date.setDate(QDate(2024, 3, 31))
    press(qtbot, kiosk, kiosk._t("next"))
    assert buttons(kiosk) == [kiosk._t("next"), kiosk._t("skip")]  # not required
    kiosk.stack.currentWidget().findChild(QTimeEdit).setTime(QTime(14, 30))
    press(qtbot, kiosk, kiosk._t("next"))
    assert "Drogues" not in shown(kiosk) and "Drugs this year?" in shown(kiosk)  # the geopoint is not asked here
    press(qtbot, kiosk, "Yes")
    assert "Region?" in shown(kiosk) and kiosk._reported["drugs"] == "yes"
    click(qtbot, kiosk.back_button)
    assert "Drugs this year?" in shown(kiosk) and "drugs" not in kiosk._reported  # the first report is gone
    press(qtbot, kiosk, "No")
    press(qtbot, kiosk, "South")
    assert kiosk._t("thanks") in shown(kiosk) and kiosk.back_button is None  # saved: no way back
    press(qtbot, kiosk, kiosk._t("next"))
    assert kiosk.request_exit("2468")
    [row] = [r["answers"] for r in store.responses(project, store.current_survey(project))]
    assert row == {"who": "Ana", "weight": "61.5", "visit": "2024-03-31", "at": "14:30", "spot": "", "drugs": "no",
                   "region": "s"}
