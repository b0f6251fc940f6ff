"""Hostile clients against the phones' server on loopback: wrong tokens, replays, oversized and malformed bodies,
wrong types, and a flood of 1,000 requests a second for 10 s while 50 phones submit: nothing is lost or duplicated,
nothing hostile is stored or echoed, and the server keeps answering."""

import gzip
import http.client
import json
import random
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from dpgui.collect.server.app import RateLimit
from dpgui.core.costs.accounting import pure
from dpgui.store import surveys as store
from dpgui.store.project import Project
from tests.phones_fixtures import CSP, answers, call, logic_survey, served, submission

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def project(tmp_path):
    with Project.create(tmp_path / "p.dpgui", pure(1)) as p:
        yield p


def error(reply) -> tuple[int, str]:
    status, headers, body = reply
    assert headers["content-security-policy"] == CSP
    return status, json.loads(body)["error"]


def test_a_wrong_token_stores_nothing_and_says_nothing(project):
    s = logic_survey()
    with served(project, s) as session:
        other = session.url.replace(session.token, "A" * 22)
        for url in (other, session.url.replace(session.token, session.token[:-1])):
            assert call(url + "submit", "POST", submission(s, answers()))[::2] == (404, b"")
    assert store.responses(project, s) == []


def test_a_replay_to_a_later_session_is_stored_once(project):
    s = logic_survey()
    payload = submission(s, answers())
    with served(project, s) as first:
        assert json.loads(call(first.url + "submit", "POST", payload)[2])["stored"] == "new"
    with served(project, s) as second:  # another token, another port: the phone kept its answers
        assert json.loads(call(second.url + "submit", "POST", payload)[2])["stored"] == "already"
        assert (second.stored, second.refused) == (0, 0)
    assert len(store.responses(project, s)) == 1


def test_oversized_bodies_are_refused_before_they_are_read(project):
    s = logic_survey()
    big = json.dumps(submission(s, answers(comment="x" * 9_000)) | {"pad": "y" * 70_000})
    with served(project, s) as session:
        assert error(call(session.url + "submit", "POST", big, {"Content-Type": "application/json"})) == \
            (413, "too_large")
        parts = urlsplit(session.url)
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)  # no length given: chunks
        conn.request("POST", parts.path + "submit", body=iter([big[i:i + 8192].encode()
                                                                 for i in range(0, len(big), 8192)]),
                     headers={"Content-Type": "application/json"}, encode_chunked=True)
        reply = conn.getresponse()
        assert error((reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read())) == \
            (413, "too_large")
        conn.close()
        assert session.refused == 2
    assert store.responses(project, s) == []


@pytest.mark.parametrize("body, kind, code", [
    (b"", "application/json", "bad_json"), (b"{", "application/json", "bad_json"),
    (b"\xff\xfe{}", "application/json", "bad_json"), (b"[" * 60_000, "application/json", "bad_json"),
    (gzip.compress(b"{}", mtime=0), "application/json", "bad_json"), (b"NaN", "application/json", "bad_field"),
    (b'{"uuid": "x"}', "text/plain", "bad_json"), (b"uuid=x", "application/x-www-form-urlencoded", "bad_json"),
    (b"null", "application/json", "bad_field"), (b'[{"uuid": 1}]', "application/json", "bad_field"),
    (b'{"uuid": 1, "fingerprint": 2, "form_version": 3, "language": 4, "answers": 5}', "application/json",
     "bad_field")])
def test_malformed_bodies_and_wrong_types_store_nothing(project, body, kind, code):
    s = logic_survey()
    with served(project, s) as session:
        headers = {"Content-Type": kind} | ({"Content-Encoding": "gzip"} if body[:2] == b"\x1f\x8b" else {})
        status, found = error(call(session.url + "submit", "POST", body, headers))
        assert found == code and status == (415 if kind != "application/json" else 400)
    assert store.responses(project, s) == []


def test_hostile_values_are_neither_stored_nor_echoed(project):
    s = logic_survey()
    hostile = "<script>alert('x')</script>\u202e"
    with served(project, s) as session:
        for payload in (submission(s, answers(town=hostile)), submission(s, answers(), hostile),
                        submission(s, answers(**{"town": "oslo", hostile: "1", "where": None})),
                        submission(s, answers(), language=hostile)):
            status, _, body = call(session.url + "submit", "POST", payload)
            assert status == 400 and hostile.encode() not in body and b"<script" not in body
    assert store.responses(project, s) == []


def test_a_fast_client_is_told_when_to_come_back(project):
    with served(project, logic_survey(), limits=RateLimit(rate=1, burst=3)) as session:
        replies = [call(session.url + "survey.json") for _ in range(10)]
    limited = [(h, b) for status, h, b in replies if status == 429]
    assert limited and all(int(h["retry-after"]) >= 1 and h["content-security-policy"] == CSP
                           and json.loads(b)["error"] == "rate_limited" for h, b in limited)
    assert replies[0][0] == 200


def test_a_flood_of_1000_requests_a_second_loses_and_duplicates_nothing(project):
    """10 s of flood from ten other addresses; meanwhile 50 phones (one sharing a flooding address) each submit and
    send again as if the first acknowledgement were lost, backing off on 429 as the page does."""
    s = logic_survey()
    replayed = submission(s, answers())
    phones = [submission(s, answers(age=str(20 + i))) for i in range(50)]
    outcomes: dict[int, list[str]] = {i: [] for i in range(50)}
    with served(project, s) as session:
        flood = subprocess.Popen([sys.executable, "-m", "tests.phones_flood", session.url, "10", "1000",
                                  json.dumps(replayed)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        parts = urlsplit(session.url)

        def phone(i: int):
            source = "127.0.0.100" if i == 0 else f"127.0.1.{i}"
            time.sleep(random.uniform(0.5, 8.0))
            for _ in range(2):  # the ack "lost": sent again
                delay = 0.1
                while True:
                    try:
                        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10,
                                                          source_address=(source, 0))
                        conn.request("POST", parts.path + "submit", json.dumps(phones[i]),
                                     {"Content-Type": "application/json"})
                        reply = conn.getresponse()
                        body = json.loads(reply.read())
                        conn.close()
                        if reply.status == 200:
                            outcomes[i].append(body["stored"])
                            break
                        assert reply.status in (429, 503), reply.status
                    except OSError:
                        pass
                    time.sleep(delay)
                    delay = min(2 * delay, 1.0)
        threads = [threading.Thread(target=phone, args=(i,)) for i in range(50)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        flooded = json.loads(flood.communicate(timeout=60)[0])
        assert call(session.url + "survey.json")[0] == 200  # still answering
        stored = session.stored
    print(f"\nflood: {flooded}")
    assert all(outcomes[i] == ["new", "already"] for i in range(50)), outcomes
    rows = store.responses(project, s)
    keys = [r["uuid"] for r in rows]
    assert sorted(keys) == sorted([p["uuid"] for p in phones] + [replayed["uuid"]])  # once each
    assert stored == 51 and flooded.get("broken", 0) == 0 and flooded["sent"] >= 1000
    assert flooded.get("429", 0) > flooded["sent"] / 2  # the flooding addresses were held to their rate
