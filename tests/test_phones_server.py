"""The phones' server: a submission checked as the kiosk checks its screens, and the web server's routes, headers,
durable acknowledgement and shutdown, on a real port on 127.0.0.1."""

import json
import logging
import socket
import threading
import uuid
from urllib.parse import urlsplit

import pytest

from dpgui.collect import interfaces as nics
from dpgui.collect.server import app as phones_app
from dpgui.collect.server.session import PhoneSession, ServeError
from dpgui.collect.submissions import SubmissionRefused, check
from dpgui.core.costs.accounting import pure
from dpgui.store import surveys as store
from dpgui.store.project import Project
from tests.phones_fixtures import CSP, answers, call, logic_survey, served, submission

HOSTILE = ["<script>alert(1)</script>", "\"'quoted'\"", "\u202eevil\u202c", "x" * 500]


@pytest.fixture
def project(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(1)) as p:
        yield p


def refused(survey, payload) -> SubmissionRefused:
    with pytest.raises(SubmissionRefused) as caught:
        check(survey, payload)
    return caught.value


# -- submissions.check ---------------------------------------------------------------------------------------------

def test_a_valid_submission_is_returned_in_stored_form():
    s = logic_survey()
    key = str(uuid.uuid4())
    assert check(s, submission(s, answers(), key)) == (key, {
        "age": "40", "smoker": "y", "packs": "2", "region": "north", "town": "oslo", "habits": "101", "drugs": "yes",
        "income": "010", "where": "", "comment": "fine"})


def test_questions_passed_over_or_not_asked_here_are_blank_or_absent():
    s = logic_survey()
    _, stored = check(s, submission(s, answers(smoker="n", packs=None, habits="", comment=None, where=None)))
    assert stored["packs"] == stored["habits"] == stored["comment"] == stored["where"] == ""
    # a randomised answer is any reported code: the question's options filter the truth, not the report
    _, stored = check(s, submission(s, answers(drugs="no", income="111")))
    assert (stored["drugs"], stored["income"]) == ("no", "111")


@pytest.mark.parametrize("payload", [None, [], "text", 3, {}])
def test_a_payload_that_is_not_the_submission_object_is_refused(payload):
    assert refused(logic_survey(), payload).code == "bad_field"


@pytest.mark.parametrize("change", [
    {"extra": "1"}, {"uuid": 5}, {"uuid": None}, {"language": ["English"]}, {"fingerprint": 1.5},
    {"uuid": "not-a-uuid"}, {"uuid": str(uuid.uuid4()).upper()}, {"uuid": "{" + str(uuid.uuid4()) + "}"},
    {"uuid": uuid.uuid4().hex}, {"language": "Deutsch"}, {"answers": []}, {"answers": "age=40"},
    {"answers": answers(age=40)}, {"answers": answers(habits=["a"])}, {"answers": answers(comment=None) | {"comment": None}},
    {"answers": answers(comment="x" * 10_001)}])
def test_wrong_types_and_fields_are_refused(change):
    s = logic_survey()
    assert refused(s, submission(s, answers()) | change).code == "bad_field"


def test_a_missing_field_is_refused():
    s = logic_survey()
    payload = submission(s, answers())
    del payload["form_version"]
    assert refused(s, payload).code == "bad_field"


@pytest.mark.parametrize("change", [{"fingerprint": "0" * 16}, {"form_version": "2023"}])
def test_another_version_of_the_survey_is_refused_with_words_for_the_phone(change):
    s = logic_survey()
    error = refused(s, submission(s, answers()) | change)
    assert error.code == "wrong_survey" and "reload" in error.message


@pytest.mark.parametrize("given", [answers(nickname="Bob", where=None), answers(where="59.9 10.7 0 5")])
def test_unknown_questions_and_rows_the_page_does_not_ask_are_refused(given):
    s = logic_survey()
    assert refused(s, submission(s, given)).code == "unknown_question"


@pytest.mark.parametrize("change", [
    {"age": "17"},                 # the constraint
    {"age": "200"}, {"age": "forty"}, {"age": "4.5"},  # the range and the kind
    {"age": ""}, {"region": None},  # required
    {"smoker": "maybe"},
    {"smoker": "n"},               # packs was not asked, so it must be blank
    {"town": "rome"},              # not offered after region = north (choice_filter)
    {"habits": "a z"}, {"drugs": "maybe"}, {"drugs": "1/2"},
    {"income": "01"}, {"income": "012"}, {"income": "mid"},  # OUE: one bit per option
    {"region": " north"},          # the kiosk trims; a code has no spaces
    {"comment": "\n".join(["x"] * 3) + " "},
])
def test_answers_the_kiosk_could_not_have_stored_are_refused(change):
    s = logic_survey()
    assert refused(s, submission(s, answers(**change))).code == "impossible_answer"


@pytest.mark.parametrize("hostile", HOSTILE)
def test_refusals_never_repeat_a_submitted_value(hostile):
    s = logic_survey()
    payloads = [submission(s, answers(), hostile), submission(s, answers(), fingerprint=hostile),
                submission(s, answers(), language=hostile), submission(s, answers(**{"smoker": hostile})),
                submission(s, answers(age=hostile)), submission(s, answers(town=hostile)),
                submission(s, answers(**{hostile[:40]: "1"})), submission(s, answers(drugs=hostile)),
                submission(s, answers()) | {hostile: hostile}]
    for payload in payloads:
        message = refused(s, payload).message
        assert hostile not in message and hostile[:12] not in message
        assert not set(message) & set("<>\"\u202e")


# -- interfaces ----------------------------------------------------------------------------------------------------

def test_interfaces_are_ipv4_with_the_loopback_last():
    found = nics.interfaces()
    assert any(i.address == "127.0.0.1" and i.loopback for i in found)
    assert all(socket.inet_aton(i.address) and ":" not in i.address for i in found)
    assert [i.loopback for i in found] == sorted(i.loopback for i in found)


# -- the server ----------------------------------------------------------------------------------------------------

@pytest.fixture
def static(tmp_path, monkeypatch):
    """The page's folder as the allow-list sees it: served files, and things that must never be served."""
    folder = tmp_path / "static"
    (folder / "secret").mkdir(parents=True)
    (folder / "index.html").write_text("<!doctype html><title>é</title>", encoding="utf-8")
    (folder / "page.js").write_text("'use strict';", encoding="utf-8")
    (folder / "page.css").write_text("body{}", encoding="utf-8")
    (folder / "secret" / "x.js").write_text("secret", encoding="utf-8")
    (folder / ".hidden.js").write_text("hidden", encoding="utf-8")
    (folder / "notes.txt").write_text("notes", encoding="utf-8")
    monkeypatch.setattr(phones_app, "static_folder", lambda: folder)
    return folder


def secure(headers: dict) -> bool:
    return (headers.get("content-security-policy") == CSP and headers.get("x-content-type-options") == "nosniff"
            and headers.get("referrer-policy") == "no-referrer" and headers.get("server") == "dpgui")


def test_only_the_page_its_files_and_the_survey_are_served_under_the_token(project, static):
    s = logic_survey()
    with served(project, s) as session:
        url, token = session.url, session.token
        assert len(token) == 12 and set(token) <= set("23456789abcdefghjkmnpqrstuvwxyz") and url.endswith(f"/{token}/")
        status, headers, body = call(url)
        assert (status, headers["content-type"], body.decode()) == (200, "text/html; charset=utf-8",
                                                                   "<!doctype html><title>é</title>")
        assert secure(headers)
        for name, kind in (("page.js", "text/javascript"), ("page.css", "text/css"), ("index.html", "text/html")):
            status, headers, _ = call(url + name)
            assert status == 200 and headers["content-type"] == f"{kind}; charset=utf-8" and secure(headers)
        status, headers, body = call(url + "survey.json")
        assert status == 200 and headers["cache-control"] == "no-store" and secure(headers)
        assert json.loads(body)["fingerprint"] == s.fingerprint
        for path in ("/", f"/{token}", "/x/", "/index.html", f"/{token[:-1]}/", f"/{token}x/", f"/{token}/secret/",
                     f"/{token}/secret/x.js", f"/{token}/.hidden.js", f"/{token}/notes.txt", f"/{token}/../index.html",
                     f"/{token}/%2e%2e/index.html", f"/{token}/page.js/", f"/{token}//page.js", f"/{token}/submit/",
                     f"/{token.upper()}/", f"/{token}/index.html%00"):
            status, headers, body = call(url, path=path)
            assert (status, body) == (404, b"") and secure(headers), path


def test_other_methods_are_refused_with_405(project, static):
    with served(project, logic_survey()) as session:
        for method, name in (("PUT", ""), ("DELETE", "submit"), ("HEAD", ""), ("OPTIONS", "submit"),
                             ("PATCH", "page.js"), ("GET", "submit"), ("POST", ""), ("POST", "survey.json")):
            status, headers, _ = call(session.url + name, method)
            assert status == 405 and secure(headers), (method, name)


def test_a_submission_is_stored_once_and_acknowledged_after_it_is_durable(project, static):
    s = logic_survey()
    with served(project, s) as session:
        payload = submission(s, answers())
        replies = [call(session.url + "submit", "POST", payload) for _ in range(2)]
        assert [json.loads(body) for _, _, body in replies] == [{"ok": True, "stored": "new"},
                                                                {"ok": True, "stored": "already"}]
        assert all(status == 200 and secure(headers) for status, headers, _ in replies)
        status, headers, body = call(session.url + "submit", "POST", submission(s, answers(age="12")))
        assert status == 400 and json.loads(body)["error"] == "impossible_answer" and secure(headers)
        assert (session.stored, session.refused) == (1, 1)
    rows = store.responses(project, s)
    assert [(r["uuid"], r["source"], r["device"]) for r in rows] == [(payload["uuid"], "phone", "phone")]
    assert rows[0]["answers"]["habits"] == "101"


def test_the_same_uuid_sent_many_times_at_once_is_stored_once(project, static):
    s = logic_survey()
    payload = submission(s, answers())
    with served(project, s) as session:
        results, gate = [], threading.Barrier(8)

        def send():
            gate.wait()
            results.append(json.loads(call(session.url + "submit", "POST", payload)[2]))
        threads = [threading.Thread(target=send) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert sorted(r["stored"] for r in results) == ["already"] * 7 + ["new"]
    assert len(store.responses(project, s)) == 1


def test_a_failing_disk_answers_503_and_stores_nothing_until_it_works(project, static, monkeypatch):
    s = logic_survey()
    payload = submission(s, answers())
    with served(project, s) as session:
        def broken(*args, **kwargs):
            raise OSError(28, "No space left on device")
        with monkeypatch.context() as patch:
            patch.setattr(store, "commit_responses", broken)
            status, headers, body = call(session.url + "submit", "POST", payload)
        assert status == 503 and json.loads(body)["error"] == "not_saved" and secure(headers)
        assert headers["retry-after"] and store.responses(project, s) == [] and session.stored == 0
        status, _, body = call(session.url + "submit", "POST", payload)  # the phone sends it again
        assert (status, json.loads(body)) == (200, {"ok": True, "stored": "new"})
    assert len(store.responses(project, s)) == 1


def test_stop_closes_the_port_and_can_be_called_twice(project, static):
    with served(project, logic_survey()) as session:
        port = urlsplit(session.url).port
        assert session.running
        session.stop()
        session.stop()
        assert not session.running
        with pytest.raises(ConnectionRefusedError):
            socket.create_connection(("127.0.0.1", port), timeout=5).close()


def test_start_says_in_plain_words_why_it_cannot_listen(project):
    s = logic_survey()
    store.save_survey(project, s)
    with served(project, s) as first:
        port = urlsplit(first.url).port
        with pytest.raises(ServeError, match="already in use"):
            PhoneSession(project, s, "127.0.0.1", port=port).start()
    for host, words in (("192.0.2.123", "not an address of this machine"), ("0.0.0.0", "one network interface"),
                        ("laptop.local", "not an IP address")):
        session = PhoneSession(project, s, host)
        with pytest.raises(ServeError, match=words):
            session.start()
        assert not session.running


def test_a_survey_the_phones_cannot_ask_is_not_served(project):
    s = logic_survey()
    s.questions = [q for q in s.questions if not q.asked_here]
    with pytest.raises(ServeError, match="no question a phone can ask"):
        PhoneSession(project, s, "127.0.0.1").start()
    s.questions = []
    with pytest.raises(ServeError, match="cannot be served"):
        PhoneSession(project, s, "127.0.0.1").start()


def test_no_address_and_no_refused_answer_is_written_anywhere(project, static, caplog, monkeypatch):
    caplog.set_level(logging.DEBUG)
    s = logic_survey()
    marker = "Zq7-never-stored"
    with served(project, s) as session:
        call(session.url + "submit", "POST", submission(s, answers(comment=marker, age="12")))  # refused
        call(session.url + "submit", "POST", submission(s, answers(comment=marker + "<")) | {"x": marker})
        call(session.url + "submit", "POST", b"{" + marker.encode())
        call(session.url + "submit", "POST", submission(s, answers()))
        with monkeypatch.context() as patch:
            patch.setattr(store, "commit_responses", lambda *a, **k: (_ for _ in ()).throw(OSError(marker)))
            call(session.url + "submit", "POST", submission(s, answers(comment=marker)))
        call(session.url, path=f"/{marker}/")
    project.close()
    written = b"".join(p.read_bytes() for p in project.path.parent.iterdir() if p.is_file())
    assert marker.encode() not in written and b"127.0.0.1" not in written
    assert marker not in caplog.text and "127.0.0.1" not in caplog.text
    assert "OSError" in caplog.text  # the disk's failure is logged, by its kind only


def test_responses_committed_together_are_all_or_none_and_each_id_once(project):
    s = logic_survey()
    store.save_survey(project, s)
    stored = check(s, submission(s, answers()))[1]
    store.commit_response(project, s, stored, key="id-1")
    assert store.commit_responses(project, s, [(stored, "id-2"), (stored, "id-1"), (stored, "id-2")]) == \
        [True, False, False]
    with pytest.raises(ValueError):
        store.commit_responses(project, s, [(stored, "id-3"), (stored | {"drugs": "maybe"}, "id-4")])
    assert sorted(r["uuid"] for r in store.responses(project, s)) == ["id-1", "id-2"]
