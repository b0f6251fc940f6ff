"""An adversarial review of the phones' collection: a hostile submitter, aiohttp's own error paths, a disk failing in
the middle of a group commit, a restart on the same port, and a respondent going Back and answering again."""

import json
import logging
import socket
import threading
import uuid
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By

from dpgui.collect.server.app import RateLimit
from dpgui.collect.server.session import PhoneSession
from dpgui.collect.submissions import SubmissionRefused, check
from dpgui.core.costs.accounting import pure
from dpgui.core.rr.survey import Question, Survey
from dpgui.store import surveys as store
from dpgui.store.project import Project
from tests.browser import chromium
from tests.phones_fixtures import answers, call, logic_survey, served, submission
from tests.test_phones_page import PageServer, tap, title, wait


@pytest.fixture
def project(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(1)) as p:
        yield p


def refusal(survey, payload) -> str:
    with pytest.raises(SubmissionRefused) as caught:
        check(survey, payload)
    return caught.value.code


def one_number_survey() -> Survey:
    en = lambda text: {"English": text}  # noqa: E731
    survey = Survey(id="numbers", title="Numbers", languages=["English"], form_version="1", questions=[
        Question("n", "integer", en("N?"), constraint=". != 30"),
        Question("y", "sensitive_yes_no", en("Y?"), design={"name": "warner", "p": "3/4"}),
        Question("t", "text", en("T?"), required=False)])
    survey.validate()
    return survey


def numbers(**changes) -> dict:
    s = one_number_survey()
    return submission(s, {"n": "5", "y": "yes", "t": ""} | changes)


@pytest.mark.parametrize("spelling", ["٣٠", "３０", "+30", "3e1", "30.0"])
def test_a_number_in_another_spelling_cannot_slip_past_the_constraint(spelling):
    """check_answer reads "٣٠" or "3e1" as 30 and would store "30", while the constraint, evaluated on the text
    sent, read NaN (ODK's number()) and let it through: 30 stored against `. != 30`."""
    assert refusal(one_number_survey(), numbers(n=spelling)) == "impossible_answer"


@pytest.mark.parametrize("spelling", ["Y", "1", "true", "YES"])
def test_a_yes_no_report_is_sent_as_yes_or_no(spelling):
    assert refusal(one_number_survey(), numbers(y=spelling)) == "impossible_answer"


@pytest.mark.parametrize("text", ["\ud800", "half \udc00", "a\x00b", "\x1b[2J", "bell\x07"])
def test_a_text_no_export_could_write_is_refused(text):
    """A lone surrogate stored from a phone made the CSV and Stata exports fail with UnicodeEncodeError; a control
    character made the workbook export fail (quoting the value in its message)."""
    assert refusal(one_number_survey(), numbers(t=text)) == "bad_field"


@pytest.mark.parametrize("text", ["tab\there", "نیم‌فاصله", "emoji 🙂", "=1+1"])
def test_ordinary_text_is_still_accepted(text):
    assert check(one_number_survey(), numbers(t=text))[1]["t"] == text


def raw(url: str, data: bytes) -> bytes:
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as conn:
        conn.sendall(data)
        reply = b""
        while chunk := conn.recv(4096):
            reply += chunk
    return reply


def test_requests_aiohttp_cannot_parse_are_logged_without_the_address_the_token_or_their_bytes(project, caplog):
    """aiohttp logged "Error handling request from <address>" with a traceback quoting the bytes it could not
    parse (a piece of a body, the path with the token) at ERROR, to stderr when nothing else handles it."""
    caplog.set_level(logging.DEBUG)
    marker = "Zq7answer"
    with served(project, logic_survey()) as session:
        token = session.token
        for data in (f"POST /{token}/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     f"Transfer-Encoding: chunked\r\n\r\n{marker}\r\n{{}}\r\n0\r\n\r\n",
                     f"GET /{token}/ HTTP/1.1\r\nHost: x\r\nX: {marker}\x01\r\n\r\n",
                     f"GET /{token}/{marker * 500} HTTP/1.1\r\nHost: x\r\n\r\n"):
            assert raw(session.url, data.encode()).startswith(b"HTTP/1.0 400")
    assert "failed (BadHttpMessage)" in caplog.text  # still said, by its kind
    assert marker not in caplog.text and "127.0.0.1" not in caplog.text and token not in caplog.text


def test_a_disk_failing_in_the_middle_of_a_group_commit_loses_and_duplicates_nothing(project, monkeypatch):
    """Inserts already made when the disk fails are rolled back with their group; every phone of the group hears
    503 and sends again; each response ends up stored exactly once."""
    s = logic_survey()
    store.save_survey(project, s)
    real, calls, lock = store.batches.contains, [0], threading.Lock()

    def failing_midway(conn, key):
        with lock:
            calls[0] += 1
            if 3 <= calls[0] <= 12:  # after some of a group's rows were inserted
                raise OSError(5, "Input/output error")
        return real(conn, key)
    monkeypatch.setattr(store.batches, "contains", failing_midway)
    payloads = [submission(s, answers()) for _ in range(12)]
    replies: dict[str, list] = {p["uuid"]: [] for p in payloads}
    with served(project, s, limits=RateLimit(rate=1000, burst=1000)) as session:  # all phones on one address
        gate = threading.Barrier(len(payloads))

        def phone(payload):
            gate.wait()
            for _ in range(20):
                status, _, body = call(session.url + "submit", "POST", payload)
                replies[payload["uuid"]].append(status)
                if status == 200:
                    return
        threads = [threading.Thread(target=phone, args=(p,)) for p in payloads]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert session.stored == len(payloads)
    assert any(503 in statuses for statuses in replies.values())  # the fault did hit a group
    assert all(statuses[-1] == 200 for statuses in replies.values())
    assert sorted(r["uuid"] for r in store.responses(project, s)) == sorted(replies)


def test_stop_ends_every_thread_and_the_same_port_serves_again(project):
    s = logic_survey()
    with served(project, s) as first:
        port = urlsplit(first.url).port
        assert call(first.url + "submit", "POST", submission(s, answers()))[0] == 200
    assert not [t.name for t in threading.enumerate() if t.name.startswith("dpgui-phones")]
    again = PhoneSession(project, s, "127.0.0.1", port=port)
    again.start()
    try:
        assert urlsplit(again.url).port == port and call(again.url)[0] == 200
        assert call(first.url)[0] == 404  # the old token died with its session
    finally:
        again.stop()


def test_a_page_on_another_origin_can_neither_store_nor_read(project):
    """A simple cross-origin request (text/plain or a form) is refused before it is read, a preflight for JSON is
    refused, no reply allows another origin, and a rebound host name without the token gets an empty 404."""
    s = logic_survey()
    body = json.dumps(submission(s, answers()))
    evil = {"Origin": "http://evil.example"}
    with served(project, s) as session:
        for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
            status, headers, _ = call(session.url + "submit", "POST", body, {"Content-Type": kind} | evil)
            assert status == 415 and not any(h.startswith("access-control") for h in headers)
        status, headers, _ = call(session.url + "submit", "OPTIONS", headers=evil | {
            "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"})
        assert status == 405 and not any(h.startswith("access-control") for h in headers)
        for path in ("/", "/submit", "/survey.json", "/index.html"):
            assert call(session.url, path=path, headers={"Host": "evil.example"})[::2] == (404, b"")
    assert store.responses(project, s) == []


# -- the page: Back and answer again, many times ---------------------------------------------------------------------

def back_and_forth_survey() -> Survey:
    en = lambda text: {"English": text}  # noqa: E731
    survey = Survey(id="back", title="Back", languages=["English"], form_version="1", questions=[
        Question("income", "sensitive_choice", en("Income band?"),
                 choices=[{"code": f"b{i}", "label": en(f"Qx{i}label")} for i in range(3)],
                 design={"epsilon": "1", "oracle": "grr"}),
        Question("town", "select_one", en("Town?"),
                 choices=[{"code": "north", "label": en("North")}, {"code": "south", "label": en("South")}])])
    survey.validate()
    return survey


def test_going_back_and_answering_again_sends_and_keeps_nothing_until_the_end():
    """Twenty answers to one randomised question (Back after each): no request, no localStorage, no history entry
    and no trace of the pressed option on the next screen; at the end one submission, with one report."""
    survey = back_and_forth_survey()
    server = PageServer(survey)
    try:
        with chromium() as driver:
            driver.get(server.url)
            for words in ("I agree to take part", "Continue"):
                tap(driver, words)
            driver.execute_script("window.calls = 0; const f = window.fetch;"
                                  "window.fetch = (...a) => (window.calls += 1, f(...a));")
            start = driver.execute_script("return [history.length, location.href]")
            for attempt in range(20):
                assert title(driver) == "Income band?"
                tap(driver, "Qx1label")
                assert title(driver) == "Town?"
                state = driver.execute_script(
                    "return [window.calls, localStorage.length, history.length, location.href, "
                    "document.documentElement.outerHTML.includes('Qx'), document.cookie]")
                assert state == [0, 0, *start, False, ""], attempt
                tap(driver, "Back")
            tap(driver, "Qx1label")
            tap(driver, "North")
            wait(driver, lambda d: server.bodies)
            wait(driver, lambda d: d.execute_script("return localStorage.length") == 0)
            assert driver.execute_script("return window.calls") == 1
        sent = json.loads(server.bodies[0])
        assert len(server.bodies) == 1 and sent["answers"]["income"] in ("b0", "b1", "b2")
        assert sent["answers"]["town"] == "north"
    finally:
        server.stop()


def heading(driver) -> str:
    """The screen's heading, where the focus stays on the button pressed (an error is said by role=alert)."""
    return driver.find_element(By.TAG_NAME, "h1").text


def test_typed_numbers_are_checked_as_sent_and_control_characters_stay_on_the_phone():
    """The page checks an integer's constraint on the number it sends (+30 is 30), refuses an integer a double
    cannot hold, and refuses a text the laptop would refuse, instead of losing the whole response to a refusal."""
    en = lambda text: {"English": text}  # noqa: E731
    survey = Survey(id="typed", title="Typed", languages=["English"], form_version="1", questions=[
        Question("n", "integer", en("N?"), constraint=". != 30"),
        Question("t", "text", en("T?"))])
    survey.validate()
    server = PageServer(survey)
    try:
        with chromium() as driver:
            driver.get(server.url)
            for words in ("I agree to take part", "Continue"):
                tap(driver, words)
            for typed in ("030", "9007199254740993"):
                box = driver.find_element(By.ID, "entry")
                box.clear()
                box.send_keys(typed)
                tap(driver, "Next")
                assert heading(driver) == "N?" and driver.find_element(By.ID, "error").text, typed
            box = driver.find_element(By.ID, "entry")
            box.clear()
            box.send_keys("031")
            tap(driver, "Next")
            assert title(driver) == "T?"
            driver.execute_script("document.getElementById('entry').value = 'a\\u0001b'")
            tap(driver, "Next")
            assert heading(driver) == "T?" and driver.find_element(By.ID, "error").text
            driver.execute_script("document.getElementById('entry').value = 'fine'")
            tap(driver, "Next")
            wait(driver, lambda d: server.bodies)
        assert json.loads(server.bodies[0])["answers"] == {"n": "31", "t": "fine"}
        assert check(survey, json.loads(server.bodies[0]))[1] == {"n": "31", "t": "fine"}
    finally:
        server.stop()


def test_the_bytes_a_report_used_do_not_stay_in_the_phones_memory():
    """With the random bytes used and the report (kept in localStorage until sent) one could tell the truth: a
    Warner 5/6 report of "yes" from the byte 3 means the truth was yes. The pool forgets each byte it hands out."""
    server = PageServer(back_and_forth_survey())
    try:
        with chromium() as driver:
            driver.get(server.url)
            wait(driver, lambda d: d.execute_script("return !!window.DpRandom"))
            kept = driver.execute_script(
                "const pools = []; DpRandom.source = (n) => { const p = new Uint8Array(n).fill(0xab);"
                " pools.push(p); return p; };"
                "const report = DpRandom.report({kind: 'binary', a: '5/6', b: '1/6'}, 'yes', ['yes', 'no']);"
                "return [report, pools.length, pools[0][0], pools[0][1]];")
        assert kept == ["yes", 1, 0, 0xAB]  # 0xab & 7 = 3 < 6: one byte used, and wiped; the next one untouched
    finally:
        server.stop()


@pytest.mark.parametrize("spelling", ["3e1", "+30", "٣٠", "1_0", " 3 0"])
def test_a_number_is_spelled_as_its_logic_reads_it_in_the_kiosk_and_on_the_laptop(spelling):
    """The constraint and the stored answer must read one number: other spellings are refused as not a number."""
    for kind in ("integer", "decimal"):
        q = Question("n", kind, {"English": "n?"}, constraint=". != 30")
        assert q.problem(spelling, {}) == "not_a_number"
        assert q.problem("30", {}) == "invalid" and q.problem(" 31 ", {}) is None
