"""XLSForms written the way KoboToolbox and ODK users write them (built with openpyxl), and helpers to
convert a form with pyxform and, when Java and the validator jar are there, check it with ODK Validate."""

from __future__ import annotations

import shutil
from pathlib import Path

from openpyxl import Workbook

EN, FR = "English (en)", "Français (fr)"


def workbook(path: Path, survey: list[list], choices: list[list], settings: list[list] | None = None) -> Path:
    """Sheets given as rows, the header first; cells as the user typed them."""
    book = Workbook()
    book.active.title = "survey"
    for row in survey:
        book["survey"].append(row)
    sheet = book.create_sheet("choices")
    for row in choices:
        sheet.append(row)
    if settings:
        sheet = book.create_sheet("settings")
        for row in settings:
            sheet.append(row)
    book.save(path)
    return path


def kobo_household(path: Path) -> Path:
    """Kobo's form builder output: metadata, two languages, a group with a note, hints, required,
    relevant, constraint with a message, a select_multiple, one randomised question (a die design),
    and Kobo's version string."""
    header = ["type", "name", f"label::{EN}", f"label::{FR}", f"hint::{EN}", f"hint::{FR}", "required", "relevant",
              "constraint", f"constraint_message::{EN}", f"constraint_message::{FR}", "appearance", "rr_design",
              "rr_p_truth", "rr_p_yes", "rr_p_no"]
    rows = [
        header,
        ["start", "start"], ["end", "end"], ["today", "today"], ["deviceid", "deviceid"], ["username", "username"],
        ["audit", "audit"],
        ["begin_group", "household", "Your household", "Votre ménage", "", "", "", "", "", "", "", "field-list"],
        ["note", "welcome", "A few questions about your household.", "Quelques questions sur votre ménage."],
        ["select_one region", "region", "Where do you live?", "Où habitez-vous ?", "Pick one", "Choisissez",
         "true"],
        ["integer", "members", "How many people live here?", "Combien de personnes vivent ici ?", "", "", "yes", "",
         ". >= 1 and . <= 30", "Between 1 and 30", "Entre 1 et 30"],
        ["select_multiple fruit", "fruit", "Which fruit do you grow?", "Quels fruits cultivez-vous ?", "", "", "",
         "${region} = 'north'"],
        ["end_group"],
        ["select_one yes_no", "drugs", "Have you used drugs this year?", "Drogues cette année ?", "", "", "yes", "",
         "", "", "", "", "forced", "4/6", "1/6", "1/6"],
        ["note", "bye", "Thank you!", "Merci !", "", "", "", "${members} > 1"],
    ]
    choices = [["list_name", "name", f"label::{EN}", f"label::{FR}"],
               ["region", "north", "North", "Nord"], ["region", "south", "South", "Sud"],
               ["fruit", "mango", "Mango", "Mangue"], ["fruit", "banana", "Banana", "Banane"],
               ["yes_no", "yes", "Yes", "Oui"], ["yes_no", "no", "No", "Non"]]
    settings = [["form_title", "form_id", "version", "default_language"],
                ["Household survey", "household_2024", "vQh3kXZ8 (2024-03-01 10:11:12)", EN]]
    return workbook(path, rows, choices, settings)


def odk_list_name(path: Path, list_header: str = "list name") -> Path:
    """ODK's style: plain labels, the old ``list name`` header, ``selected()``, ``not()``, a choice_filter,
    nested groups with a relevant on the outer one."""
    rows = [
        ["type", "name", "label", "required", "relevant", "choice_filter"],
        ["select_one zone", "zone", "Which zone?", "yes"],
        ["select_one district", "district", "Which district?", "yes", "", "zone = ${zone}"],
        ["select_multiple crops", "crops", "Which crops?", "yes"],
        ["begin group", "maize", "Maize", "", "selected(${crops}, 'maize')"],
        ["begin group", "yield", "Yield"],
        ["integer", "bags", "How many bags of maize?", "yes", "not(${zone} = 'dry')"],
        ["end group"],
        ["end group"],
    ]
    choices = [[list_header, "name", "label", "zone"],
               ["zone", "wet", "Wet"], ["zone", "dry", "Dry"],
               ["district", "d1", "District 1", "wet"], ["district", "d2", "District 2", "wet"],
               ["district", "d3", "District 3", "dry"],
               ["crops", "maize", "Maize"], ["crops", "beans", "Beans"], ["crops", "rice", "Rice"]]
    return workbook(path, rows, choices, [["form_title", "form_id", "version"], ["Crops", "crops", "2024030101"]])


def with_repeat(path: Path, randomised: bool = False) -> Path:
    rows = [["type", "name", "label", "rr_design", "rr_p"],
            ["integer", "n", "How many children?"],
            ["begin_repeat", "child", "Child"],
            ["integer", "age", "Age of this child?"] if not randomised else
            ["select_one yes_no", "hiv", "Is this child HIV positive?", "warner", "3/4"],
            ["end_repeat"]]
    return workbook(path, rows, [["list_name", "name", "label"], ["yes_no", "yes", "Yes"], ["yes_no", "no", "No"]])


def many_problems(path: Path, without: tuple[str, ...] = ()) -> Path:
    """Logic on a randomised answer on rows 6 and 9 (a group's relevant), which stops the form; and what the kiosk
    asks or lists as not asked: text, a decimal, logic on a calculation or on today(), a one-option list."""
    rows = [["type", "name", "label", "relevant", "rr_design", "rr_p", "calculation"],
            ["select_one yes_no", "hiv", "Are you HIV positive?", "", "warner", "5/6"],
            ["text", "comment", "Any comment?"],
            ["decimal", "weight", "Your weight?"],
            ["calculate", "late", "", "", "", "", "today() > date('2024-01-01')"],
            ["select_one yes_no", "treated", "Are you treated?", "${hiv} = 'yes'"],
            ["integer", "visits", "How many visits?", "${late}"],
            ["integer", "days", "How many days?", "today() > 3"],
            ["begin_group", "care", "Care", "selected(${hiv}, 'yes')"],
            ["integer", "pills", "How many pills a day?"],
            ["end_group"],
            ["select_one only", "consent", "Do you agree?"]]
    rows = [[cell if not (r[1:2] and r[1] in without and i == 3) else "" for i, cell in enumerate(r)] for r in rows]
    return workbook(path, rows, [["list_name", "name", "label"], ["yes_no", "yes", "Yes"], ["yes_no", "no", "No"],
                                 ["only", "yes", "Yes"]])


def ignorable(path: Path) -> Path:
    """Accepted, with three things listed as not used: a calculation nothing asked depends on, a
    constraint the kiosk cannot check, and a required that depends on an answer."""
    rows = [["type", "name", "label", "required", "constraint", "calculation"],
            ["integer", "age", "Your age?", "yes", "regex(., '^[0-9]+$')"],
            ["calculate", "decade", "", "", "", "int(${age} div 10)"],
            ["select_one yes_no", "smoke", "Do you smoke?", "${age} > 17"]]
    return workbook(path, rows, [["list_name", "name", "label"], ["yes_no", "yes", "Yes"], ["yes_no", "no", "No"]])


def to_xform(path: Path) -> str:
    """pyxform's conversion of ``path`` (raises if ODK would refuse the XLSForm)."""
    from pyxform.xls2xform import convert

    return convert(xlsform=str(path)).xform


def odk_validate_skip_reason() -> str | None:
    """Why ODK Validate cannot run here, or None."""
    from pyxform.validators import odk_validate

    if shutil.which("java") is None:
        return "ODK Validate needs Java, which is not installed"
    if not odk_validate.install_exists():
        return "pyxform's ODK Validate jar is not installed (its updater downloads it; no network here)"
    return None


def odk_validate(paths: list[Path], tmp: Path) -> None:
    """Run ODK Validate (JavaRosa, what Collect uses) on each form's XForm; raises on the first error."""
    from pyxform.validators import odk_validate

    for i, path in enumerate(paths):
        xml = tmp / f"form{i}.xml"
        xml.write_text(to_xform(path), encoding="utf-8")
        odk_validate.check_xform(str(xml))
