"""Photograph the phones' page as a respondent sees it on a 360×640 phone, in English, French and Arabic.

Run from the repository root: ``python docs/screenshots/make_phone_screenshots.py``. It needs Debian's chromium and
chromium-driver. The page is served on loopback by the page's own test server (tests/test_phones_page.py), with
that test's survey; the pictures go to docs/screenshots/phone-*.png.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dpgui.core.rr.survey import Question, Survey  # noqa: E402
from tests.browser import chromium  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

from tests.test_phones_page import PageServer, field_survey, tap, title, type_in, wait  # noqa: E402

FOLDER = Path(__file__).resolve().parent


def arabic_survey() -> Survey:
    ar = "العربية (ar)"
    return Survey(id="phones-ar", title="الصحة والعادات", languages=[ar],
                  texts={"yes": {ar: "نعم"}, "no": {ar: "لا"}}, questions=[
        Question("region", "select_one", {ar: "أين تسكن؟"},
                 choices=[{"code": "north", "label": {ar: "الشمال"}}, {"code": "south", "label": {ar: "الجنوب"}}]),
        Question("drugs", "sensitive_yes_no", {ar: "هل تعاطيت المخدرات هذا العام؟"},
                 design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"}, randomiser="physical")])


def shoot(driver, name: str) -> None:
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "h1").text)
    driver.save_screenshot(str(FOLDER / f"phone-{name}.png"))
    print(FOLDER / f"phone-{name}.png")


def english_and_french() -> None:
    survey = field_survey()
    survey.texts = {"yes": {"English": "Yes", "Français": "Oui"}, "no": {"English": "No", "Français": "Non"}}
    server = PageServer(survey)
    try:
        with chromium() as driver:
            driver.get(server.url)
            shoot(driver, "en-language")
            tap(driver, "English")
            tap(driver, "I agree to take part")
            shoot(driver, "en-explanation")
            tap(driver, "How this protects you")
            shoot(driver, "en-protects")
            tap(driver, "Continue")
            tap(driver, "Next")
            type_in(driver, "12")
            tap(driver, "Next")
            shoot(driver, "en-constraint")
            type_in(driver, "34")
            tap(driver, "Next")
            tap(driver, "North")
            tap(driver, "Northville")
            tap(driver, "Cat")
            shoot(driver, "en-select-multiple")
            tap(driver, "Next")
            tap(driver, "No")
            shoot(driver, "en-physical")
            tap(driver, "No")
            tap(driver, "Band 1")
            title(driver)
            driver.execute_script("return new Promise(r => setTimeout(r, 500))")
            shoot(driver, "en-sent")
            tap(driver, "Start again for another person")
            tap(driver, "Français")
            tap(driver, "J'accepte de participer")
            shoot(driver, "fr-explanation")
            tap(driver, "Continuer")
            tap(driver, "Suivant")
            type_in(driver, "40")
            tap(driver, "Suivant")
            tap(driver, "Sud")
            tap(driver, "Southport")
            tap(driver, "Passer")
            shoot(driver, "fr-sensitive")
    finally:
        server.stop()


def arabic() -> None:
    server = PageServer(arabic_survey())
    try:
        with chromium(language="ar") as driver:
            driver.get(server.url)
            shoot(driver, "ar-consent")
            tap(driver, "أوافق على المشاركة")
            tap(driver, "كيف يحميك هذا")
            shoot(driver, "ar-protects")
            tap(driver, "متابعة")
            tap(driver, "الشمال")
            shoot(driver, "ar-physical")
    finally:
        server.stop()


if __name__ == "__main__":
    english_and_french()
    arabic()
