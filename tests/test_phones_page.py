"""The phones' page in a real Chromium at 360×640, driven as a respondent would: tapping its buttons, typing.

A small server of the test's own serves dpgui/collect/static, the survey's ``page_survey`` JSON and a ``submit`` that
records every byte posted (the real server, dpgui.collect.server, is tested in test_phones_server.py). It sends the
real server's Content-Security-Policy, so an inline script or style would break these tests.
"""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from dpgui.collect.page_survey import page_survey
from dpgui.core.rr.survey import Note, Question, Survey
from tests.browser import chromium

STATIC = Path(__file__).resolve().parent.parent / "dpgui" / "collect" / "static"
TOKEN = "t0ken"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'none'; frame-ancestors 'none'; base-uri 'none'")
KEYS = {"uuid", "fingerprint", "form_version", "language", "answers"}
UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


class PageServer:
    """Serves the page under /t0ken/ on loopback and records each POST body; ``reply`` is what submit answers."""

    def __init__(self, survey: Survey, port: int = 0):
        self.bodies: list[bytes] = []
        self.reply = (200, {"ok": True, "stored": "new"})
        files = {name: (STATIC / name).read_bytes() for name in ("index.html", "page.css", "page.js", "logic.js",
                                                                 "randomise.js")}
        files[""] = files["index.html"]
        files["survey.json"] = json.dumps(page_survey(survey)).encode()
        types = {"html": "text/html", "css": "text/css", "js": "text/javascript", "json": "application/json"}
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def _send(self, status: int, body: bytes, kind: str) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind + "; charset=utf-8")
                self.send_header("Content-Security-Policy", CSP)
                self.send_header("Cache-Control", "no-store")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                name = self.path.removeprefix(f"/{TOKEN}/")
                if name == self.path or name not in files:
                    return self._send(404, b"", "text/plain")
                self._send(200, files[name], types[name.rsplit(".", 1)[-1]] if "." in name else "text/html")

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                owner.bodies.append(body)
                status, reply = owner.reply
                self._send(status, json.dumps(reply).encode(), "application/json")

            def log_message(self, *args):
                pass

        ThreadingHTTPServer.allow_reuse_address = True
        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/{TOKEN}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()


def both(en: str, fr: str) -> dict:
    return {"English": en, "Français": fr}


def field_survey() -> Survey:
    """A note in a group, a constraint, a relevant, a choice_filter, a select_multiple, text, and three sensitive
    questions: yes/no on the device, yes/no with coins (physical) and a multiple choice on the device."""
    towns = [("northville", "north", "Northville"), ("kirkby", "north", "Kirkby"), ("southport", "south", "Southport")]
    survey = Survey(
        id="phones", title="Health and habits", languages=["English", "Français"],
        groups={"about": {"label": both("About you", "À propos de vous")}},
        notes=[Note("welcome", both("Welcome to the survey", "Bienvenue"), before="age", group="about")],
        questions=[
            Question("age", "integer", both("How old are you?", "Quel âge avez-vous ?"), group="about",
                     constraint=". >= 18", constraint_message=both("You must be 18 or older", "18 ans ou plus")),
            Question("region", "select_one", both("Where do you live?", "Où habitez-vous ?"),
                     choices=[{"code": "north", "label": both("North", "Nord")},
                              {"code": "south", "label": both("South", "Sud")}]),
            Question("town", "select_one", both("Which town?", "Quelle ville ?"), choice_filter="region = ${region}",
                     choices=[{"code": code, "label": both(label, label), "columns": {"region": region}}
                              for code, region, label in towns]),
            Question("pets", "select_multiple", both("Which pets do you have?", "Quels animaux ?"), required=False,
                     choices=[{"code": c, "label": both(c.title(), c)} for c in ("cat", "dog", "fish")]),
            Question("pet_name", "text", both("Your dog's name?", "Le nom du chien ?"),
                     relevant="selected(${pets}, 'dog')"),
            Question("drugs", "sensitive_yes_no", both("Have you used drugs this year?", "Drogues cette année ?"),
                     design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"}),
            Question("cheat", "sensitive_yes_no", both("Have you cheated in an exam?", "Triché à un examen ?"),
                     design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"},
                     randomiser="physical"),
            Question("income", "sensitive_choice", both("Your income band?", "Votre tranche de revenu ?"),
                     choices=[{"code": f"band{i}", "label": both(f"Band {i}", f"Tranche {i}")} for i in range(3)],
                     design={"epsilon": "2", "oracle": "grr"}),
        ])
    survey.validate()
    return survey


def wait(driver, condition, seconds: float = 10):
    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: condition(d))


def title(driver) -> str:
    """The screen's heading, which has the keyboard's (and a screen reader's) focus."""
    heading = wait(driver, lambda d: d.find_element(By.TAG_NAME, "h1").text)
    assert driver.execute_script("return document.activeElement.tagName") == "H1"
    return heading


def page_text(driver) -> str:
    return driver.find_element(By.TAG_NAME, "body").text


def check_phone_layout(driver) -> None:
    """No horizontal scrolling at 360 px, touch targets of at least 48 px, type of at least 18 px."""
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 360
    sizes = driver.execute_script(
        "return Array.from(document.querySelectorAll('button, label.tick, input')).filter(e => e.offsetParent)"
        ".map(e => [e.getBoundingClientRect().height, e.getBoundingClientRect().width, e.textContent])")
    for height, width, text in sizes:
        assert height >= 28 if text == "" else height >= 48, (height, text)  # a checkbox sits in its 52 px label
        assert width >= 28, (width, text)
    assert driver.execute_script("return parseFloat(getComputedStyle(document.body).fontSize)") >= 18


def tap(driver, text: str) -> None:
    """Tap the button (or ticked label) that says ``text`` on the current screen, after checking the screen."""
    check_phone_layout(driver)
    target = wait(driver, lambda d: next((e for e in d.find_elements(By.CSS_SELECTOR, "button, label")
                                          if e.text.strip().lstrip("‹ ") == text and e.is_displayed()), None))
    target.click()


def type_in(driver, text: str) -> None:
    box = driver.find_element(By.ID, "entry")
    box.clear()
    box.send_keys(text)


@pytest.fixture
def served():
    survey = field_survey()
    server = PageServer(survey)
    yield survey, server
    server.stop()


def count_reports(driver) -> None:
    """Count the page's calls of DpRandom.report, and make each report "no" (an answer the respondent never gave
    below): then a "yes" anywhere in what is posted would be a true answer leaking."""
    driver.execute_script("window.reports = []; DpRandom.report = (r, truth, codes) => "
                          "(window.reports.push(codes.length), codes[codes.length - 1 - codes.indexOf(truth)]);")


def test_a_respondent_answers_every_kind_of_question_and_only_reported_answers_are_posted(served):
    survey, server = served
    with chromium() as driver:
        driver.get(server.url)
        assert title(driver) == "Choose your language / Choisissez votre langue"
        tap(driver, "English")
        assert driver.execute_script("return document.documentElement.lang") == "en"
        assert title(driver).startswith("This survey asks some personal questions")
        tap(driver, "I agree to take part")
        assert "never leaves this phone" in page_text(driver)
        tap(driver, "How this protects you")
        assert title(driver) == "How this protects you"
        words = page_text(driver)
        assert ("If your true answer is Yes, the answer sent is Yes in 7 of every 8 cases, and No otherwise. If your "
                "true answer is No, the answer sent is Yes in 1 of every 8 cases") in words
        assert "Your income band?" in words and "Of the 3 answers" in words
        tap(driver, "Back")
        tap(driver, "Continue")
        assert title(driver) == "Welcome to the survey"
        assert "About you" in page_text(driver)
        count_reports(driver)
        tap(driver, "Next")
        assert title(driver) == "How old are you?"
        assert "This question is not protected" in page_text(driver)
        type_in(driver, "12")
        tap(driver, "Next")
        assert wait(driver, lambda d: d.find_element(By.ID, "error").text) == "You must be 18 or older"
        type_in(driver, "34")
        tap(driver, "Next")
        assert title(driver) == "Where do you live?"
        tap(driver, "North")
        assert title(driver) == "Which town?"
        assert "Northville" in page_text(driver) and "Southport" not in page_text(driver)
        tap(driver, "Back")  # forgets the region: the town offered follows the new one
        assert title(driver) == "Where do you live?"
        tap(driver, "South")
        assert "Southport" in page_text(driver) and "Northville" not in page_text(driver)
        tap(driver, "Southport")
        assert title(driver) == "Which pets do you have?"
        tap(driver, "Cat")
        tap(driver, "Dog")
        tap(driver, "Next")
        assert title(driver) == "Your dog's name?"
        type_in(driver, "Rex-7431")
        tap(driver, "Next")
        assert title(driver) == "Have you used drugs this year?"
        assert "not protected" not in page_text(driver)
        tap(driver, "Yes")
        assert title(driver) == "Have you cheated in an exam?"
        tap(driver, "Back")  # the answer is forgotten; given again, it is randomised afresh
        tap(driver, "Yes")
        assert driver.execute_script("return window.reports") == [2, 2]
        words = page_text(driver)
        assert "Do this privately" in words and "toss three coins" in words
        tap(driver, "No")  # what the coins said to press: the truth is never asked
        assert title(driver) == "Your income band?"
        tap(driver, "Band 0")
        assert title(driver) == "Thank you for taking part."
        wait(driver, lambda d: d.find_element(By.ID, "status").text == "Your answers were sent.")
        assert driver.execute_script("return localStorage.getItem('dpgui.pending')") is None
        check_phone_layout(driver)
        tap(driver, "Start again for another person")
        assert title(driver) == "Choose your language / Choisissez votre langue"
        assert not driver.find_element(By.ID, "status").is_displayed()
        assert not [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]  # no script error, no CSP block
    assert len(server.bodies) == 1
    body = server.bodies[0]
    posted = json.loads(body)
    assert set(posted) == KEYS and UUID4.fullmatch(posted["uuid"])
    assert (posted["fingerprint"], posted["form_version"], posted["language"]) == (survey.fingerprint, "", "English")
    assert posted["answers"] == {"age": "34", "region": "south", "town": "southport", "pets": "cat dog",
                                 "pet_name": "Rex-7431", "drugs": "no", "cheat": "no", "income": "band2"}
    assert b"yes" not in body.lower()  # the two true answers "yes" (and band0) were never posted
    assert b"band0" not in body
    for name, value in posted["answers"].items():
        survey.question(name).check_answer(value)  # each in the kiosk's stored form


def test_a_question_passed_over_is_posted_blank_and_a_skipped_one_too(served):
    survey, server = served
    with chromium() as driver:
        driver.get(server.url)
        tap(driver, "Français")
        assert driver.execute_script("return document.documentElement.lang") == "fr"
        tap(driver, "J'accepte de participer")
        tap(driver, "Continuer")
        tap(driver, "Suivant")
        type_in(driver, "40")
        tap(driver, "Suivant")
        tap(driver, "Nord")
        tap(driver, "Kirkby")
        tap(driver, "Passer")  # pets are not required; the dog's name is then not asked
        assert title(driver) == "Drogues cette année ?"
        tap(driver, "No")  # the form's own yes and no, as the kiosk says them (this form gives none in French)
        assert "Faites-le en privé" in page_text(driver) and "répondez Yes" in page_text(driver)
        tap(driver, "Yes")
        tap(driver, "Tranche 1")
        wait(driver, lambda d: d.find_element(By.ID, "status").text == "Vos réponses ont été envoyées.")
    posted = json.loads(server.bodies[0])
    assert posted["language"] == "Français"
    assert posted["answers"]["pets"] == "" and posted["answers"]["pet_name"] == ""
    assert posted["answers"]["cheat"] == "yes" and posted["answers"]["town"] == "kirkby"


def one_question_survey(language: str = "English") -> Survey:
    return Survey(id="one", title="One", languages=[language], questions=[
        Question("drugs", "sensitive_yes_no", {language: "?"},
                 design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"})])


def test_arabic_reads_right_to_left_and_fits_the_phone():
    server = PageServer(one_question_survey("العربية (ar)"))
    try:
        with chromium(language="ar") as driver:
            driver.get(server.url)
            title(driver)  # a single language: no choice of language
            assert driver.execute_script("return [document.documentElement.dir, document.documentElement.lang]") == \
                ["rtl", "ar"]
            assert driver.find_elements(By.TAG_NAME, "button")[0].text == "أوافق على المشاركة"
            check_phone_layout(driver)
    finally:
        server.stop()


def test_an_answer_sent_without_a_connection_is_kept_on_the_phone_and_sent_once_when_it_is_back():
    survey = one_question_survey()
    server = PageServer(survey)
    with chromium() as driver:
        driver.get(server.url)
        tap(driver, "I agree to take part")
        tap(driver, "Continue")
        server.stop()  # the connection is lost before the last answer
        tap(driver, "No")
        wait(driver, lambda d: d.find_element(By.ID, "status").text.startswith("Not sent yet"))
        pending = json.loads(driver.execute_script("return localStorage.getItem('dpgui.pending')"))
        assert [set(p) for p in pending] == [KEYS]
        back = PageServer(survey, port=server.port)
        try:
            wait(driver, lambda d: d.find_element(By.ID, "status").text == "Your answers were sent.", seconds=20)
            assert driver.execute_script("return localStorage.getItem('dpgui.pending')") is None
        finally:
            back.stop()
    assert len(back.bodies) == 1 and json.loads(back.bodies[0])["uuid"] == pending[0]["uuid"]
    assert set(json.loads(back.bodies[0])["answers"]) == {"drugs"}


def test_a_response_left_unsent_by_an_earlier_visit_is_sent_when_the_page_opens_again():
    survey = one_question_survey()
    server = PageServer(survey)
    earlier = {"uuid": "0b0f3c5e-6a57-4d7e-9f4b-1f6d2c3a4b5c", "fingerprint": survey.fingerprint, "form_version": "",
               "language": "English", "answers": {"drugs": "no"}}
    try:
        with chromium() as driver:
            driver.get(server.url)
            title(driver)
            driver.execute_script("localStorage.setItem('dpgui.pending', JSON.stringify([arguments[0]]))", earlier)
            driver.refresh()
            wait(driver, lambda d: d.find_element(By.ID, "status").text == "Your answers were sent.")
            assert driver.execute_script("return localStorage.getItem('dpgui.pending')") is None
    finally:
        server.stop()
    assert [json.loads(body) for body in server.bodies] == [earlier]


def test_a_refusal_that_can_never_pass_is_said_in_the_respondents_words_and_dropped():
    server = PageServer(one_question_survey())
    server.reply = (409, {"ok": False, "error": "wrong_survey", "message": "This page is for another version"})
    try:
        with chromium() as driver:
            driver.get(server.url)
            tap(driver, "I agree to take part")
            tap(driver, "Continue")
            tap(driver, "Yes")
            wait(driver, lambda d: d.find_element(By.ID, "status").text.startswith(
                "This page is for another version of the survey"))
            assert driver.execute_script("return localStorage.getItem('dpgui.pending')") is None
            server.reply = (200, {"ok": True, "stored": "new"})
            driver.execute_script("window.dispatchEvent(new Event('online'))")  # a retry now would post it again
            tap(driver, "Start again for another person")
    finally:
        server.stop()
    assert len(server.bodies) == 1


def test_the_survey_json_holds_what_the_page_needs_in_every_language():
    """Directions from the language's code, the odds in words (exact for small fractions), the physical
    instructions with the buttons' words, no constraint on a sensitive question, and only the questions asked here."""
    from dpgui.collect.page_survey import PAGE_WORDS, html_code
    from dpgui.core.rr.survey import KIOSK_TEXTS

    survey = field_survey()
    survey.languages = ["English", "العربية (ar)"]
    survey.questions[5].constraint = ". = 'yes'"  # never evaluated on a sensitive answer: it would test the truth
    survey.questions.append(Question("where", "other", {"English": "GPS"}, form_type="geopoint"))
    survey.questions.append(Question("often", "sensitive_yes_no", {"English": "Often?"},
                                     design={"name": "epsilon", "epsilon": "1"}))
    page = json.loads(json.dumps(page_survey(survey)))  # plain JSON through and through
    assert page["languages"] == [{"name": "English", "code": "en", "dir": "ltr"},
                                 {"name": "العربية (ar)", "code": "ar", "dir": "rtl"}]
    assert [html_code(name) for name in ("Hebrew (he)", "fa", "Urdu (ur)", "Français", "Klingon")] == \
        ["he", "fa", "ur", "fr", ""]
    assert set(page["texts"]["English"]) == set(KIOSK_TEXTS) | set(PAGE_WORDS)
    assert not set(PAGE_WORDS) & set(KIOSK_TEXTS)  # the page's words are not the survey's: no fingerprint changes
    assert page["texts"]["العربية (ar)"]["sent"] == "أُرسلت إجاباتك."
    items = {item["name"]: item for item in page["items"]}
    assert list(items) == ["welcome", "age", "region", "town", "pets", "pet_name", "drugs", "cheat", "income", "often"]
    assert items["age"]["constraint"] == ["chain", ["dot"], ">=", ["num", 18.0]]
    assert items["drugs"]["constraint"] is None and items["drugs"]["randomiser"] == {
        "mode": "device", "kind": "binary", "a": "7/8", "b": "1/8"}
    assert items["welcome"]["heading"]["English"] == "About you" and items["welcome"]["type"] == "note"
    assert items["town"]["choice_filter"] == ["chain", ["column", "region"], "=", ["ref", "region"]]
    assert items["pet_name"]["relevant"] == [["call", "selected", ["ref", "pets"], ["str", "dog"]]]
    assert items["cheat"]["randomiser"]["mode"] == "physical"
    assert "answer Yes" in items["cheat"]["randomiser"]["instructions"]["English"]
    assert items["often"]["odds"]["English"].startswith(
        "If your true answer is Yes, the answer sent is Yes in about 73 of every 100 cases, and No otherwise.")
    assert items["income"]["odds"]["English"].startswith("Of the 3 answers, the one sent is your true answer in about")
    assert items["income"]["codes"] == ["band0", "band1", "band2"] and items["age"]["odds"] == {}
    assert items["age"]["label"]["العربية (ar)"] == "How old are you?"  # the first language's, as the kiosk shows
