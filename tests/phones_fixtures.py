"""What the phones' server tests share: a survey with every kind of logic, a served session, a plain HTTP client."""

from __future__ import annotations

import http.client
import json
import uuid
from contextlib import contextmanager
from urllib.parse import urlsplit

from dpgui.collect.server.session import PhoneSession
from dpgui.core.rr.survey import Note, Question, Survey
from dpgui.store import surveys as store

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'none'; frame-ancestors 'none'; base-uri 'none'")


def logic_survey() -> Survey:
    """Required, constraint, relevant, choice_filter, a skippable select_multiple, randomised questions (one OUE) and
    a row the phones do not ask."""
    en = lambda text: {"English": text}  # noqa: E731
    options = lambda *codes: [{"code": c, "label": en(c)} for c in codes]  # noqa: E731
    towns = [{"code": "oslo", "label": en("Oslo"), "columns": {"region": "north"}},
             {"code": "rome", "label": en("Rome"), "columns": {"region": "south"}}]
    survey = Survey(
        id="phones-logic", title="Logic", languages=["English", "Français"], form_version="2024-05-01",
        questions=[
            Question("age", "integer", en("Age?"), lower=0, upper=120, constraint=". >= 18",
                     constraint_message=en("Adults only")),
            Question("smoker", "select_one", en("Smoker?"), choices=options("y", "n")),
            Question("packs", "integer", en("Packs a day?"), relevant="${smoker} = 'y'"),
            Question("region", "select_one", en("Region?"), choices=options("north", "south")),
            Question("town", "select_one", en("Town?"), choices=towns, choice_filter="region = ${region}"),
            Question("habits", "select_multiple", en("Habits?"), choices=options("a", "b", "c"), required=False),
            Question("drugs", "sensitive_yes_no", en("Drugs?"),
                     design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"}),
            Question("income", "sensitive_choice", en("Income?"), choices=options("low", "mid", "high"),
                     design={"epsilon": "1", "oracle": "oue"}),
            Question("where", "other", en("GPS"), form_type="geopoint"),
            Question("comment", "text", en("Anything else?"), required=False),
        ],
        notes=[Note("welcome", en("Welcome"), before="age")])
    survey.validate()
    return survey


def answers(**changes) -> dict[str, str]:
    """A complete valid set of answers to ``logic_survey`` (as the page sends them), with ``changes``."""
    given = {"age": "40", "smoker": "y", "packs": "2", "region": "north", "town": "oslo", "habits": "a c",
             "drugs": "yes", "income": "010", "where": "", "comment": "fine"}
    given.update(changes)
    return {k: v for k, v in given.items() if v is not None}


def submission(survey: Survey, given: dict, key: str | None = None, **fields) -> dict:
    return {"uuid": key or str(uuid.uuid4()), "fingerprint": survey.fingerprint, "form_version": survey.form_version,
            "language": survey.languages[0], "answers": given, **fields}


def call(url: str, method: str = "GET", body: bytes | str | dict | None = None, headers: dict | None = None,
         path: str | None = None):
    """(status, headers as a dict with lower-case names, body bytes) of one request on a fresh connection;
    ``path`` replaces the URL's path as sent, unnormalised. A dict body is sent as JSON."""
    parts = urlsplit(url)
    if isinstance(body, dict):
        body, headers = json.dumps(body), {"Content-Type": "application/json", **(headers or {})}
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    try:
        conn.request(method, path or parts.path, body=body, headers=headers or {})
        reply = conn.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        conn.close()


@contextmanager
def served(project, survey: Survey, **kwargs):
    if not store.is_locked(project, survey):
        store.save_survey(project, survey)
    session = PhoneSession(project, survey, "127.0.0.1", **kwargs)
    session.start()
    try:
        yield session
    finally:
        session.stop()
