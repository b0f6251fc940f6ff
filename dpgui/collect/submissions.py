"""A phone's submission, checked as strictly as the kiosk checks its own screens, before anything is stored.

The phone is not trusted: its JSON may come from anyone holding the session's address. Every field must have its
exact type, the submission must be for the survey being served (its fingerprint and form version), and the answers
must be ones the kiosk itself could have stored, walking the same survey with the same logic (``Survey.shown``,
``Question.options``, ``Question.problem``, ``Question.check_answer``). A refusal says what is wrong in plain words
and never repeats a submitted value, so nothing the sender wrote is reflected back to a page.
"""

from __future__ import annotations

import re
import uuid

from dpgui.core.rr.survey import MAX_TEXT_CHARS, Question, Survey

FIELDS = frozenset({"uuid", "fingerprint", "form_version", "language", "answers"})
CHOOSE = ("select_one", "select_multiple")  # options the respondent picks from, after the choice_filter
# No phone types these, and a stored one breaks the exports later (CSV and Stata cannot encode a lone surrogate, a
# workbook refuses control characters other than tab and line ends).
UNWRITABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff]")


class SubmissionRefused(ValueError):
    """A submission stored nothing: ``code`` for the page to word in its language, ``message`` in plain English."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


def check(survey: Survey, payload) -> tuple[str, dict[str, str]]:
    """(the submission's id, every question's answer in stored form) for ``commit_response``, or SubmissionRefused."""
    if not isinstance(payload, dict) or set(payload) != FIELDS:
        raise SubmissionRefused("bad_field", "A submission has exactly the fields uuid, fingerprint, form_version, "
                                "language and answers")
    if not all(isinstance(payload[key], str) for key in FIELDS - {"answers"}):
        raise SubmissionRefused("bad_field", "The fields uuid, fingerprint, form_version and language are text")
    key = payload["uuid"]
    if not _canonical_uuid(key):
        raise SubmissionRefused("bad_field", "The submission's uuid is not a UUID in its usual form")
    if payload["fingerprint"] != survey.fingerprint or payload["form_version"] != survey.form_version:
        raise SubmissionRefused("wrong_survey", "This page is for another version of the survey; reload it")
    if payload["language"] not in survey.languages:
        raise SubmissionRefused("bad_field", "The submission's language is not one of the survey's")
    given = payload["answers"]
    if not isinstance(given, dict) or len(given) > len(survey.questions):
        raise SubmissionRefused("bad_field", "The answers are one text per question of the survey")
    if not all(isinstance(value, str) and len(value) <= MAX_TEXT_CHARS for value in given.values()):
        raise SubmissionRefused("bad_field", f"Each answer is a text of at most {MAX_TEXT_CHARS:,} characters")
    if any(UNWRITABLE.search(value) for value in given.values()):
        raise SubmissionRefused("bad_field", "An answer holds a control character or half of a character")
    names = {q.name for q in survey.questions}
    if not set(given) <= names:
        raise SubmissionRefused("unknown_question", "The submission answers a question this survey does not have")
    return key, _walk(survey, given)


def _canonical_uuid(text: str) -> bool:
    try:
        return str(uuid.UUID(text)) == text
    except ValueError:
        return False


def _walk(survey: Survey, given: dict[str, str]) -> dict[str, str]:
    """The answers as the kiosk would have stored them, in its order; an answer it could not have stored refuses
    the whole submission."""
    stored: dict[str, str] = {}
    for item in survey.items():
        if not isinstance(item, Question):
            continue
        value = given.get(item.name, "")
        if value != value.strip():  # the kiosk trims what is typed; a code never has spaces around it
            raise _impossible(item)
        try:
            shown = survey.shown(item, stored)
            stored[item.name] = _stored(survey, item, value, stored) if shown and value else ""
        except (ValueError, ArithmeticError):
            raise _impossible(item) from None
        if not shown and value:
            raise _impossible(item, "was not asked after the answers before it, so its answer must be blank")
        if shown and not value and item.required:
            raise _impossible(item, "needs an answer")
    not_asked = [q.name for q in survey.questions if not q.asked_here]
    if any(given.get(name, "") for name in not_asked):
        raise SubmissionRefused("unknown_question", "The submission answers a question the page does not ask")
    return {q.name: stored.get(q.name, "") for q in survey.questions}


def _stored(survey: Survey, q: Question, value: str, stored: dict[str, str]) -> str:
    """A shown question's answer in stored form; ValueError for one the kiosk would refuse. A randomised answer is
    the reported one: any of the question's codes (or OUE bit strings), whatever the options shown for the truth.
    The value must already be in stored form (a select_multiple's ticked codes apart): the constraint above was
    evaluated on it as sent, and ODK's number() reads another spelling of a number as NaN."""
    answers = survey.logic_answers(stored)
    if q.problem(value, answers) is not None:
        raise ValueError("Refused by the question's own checks")
    if q.kind in CHOOSE:
        offered = {c["code"] for c in q.options(answers)}
        if not set(value.split() if q.kind == "select_multiple" else [value]) <= offered:
            raise ValueError("Not among the options offered")
    checked = q.check_answer(value)
    if q.kind != "select_multiple" and checked != value:  # "٣٠", "+30" or "3e1" for 30: the constraint read NaN
        raise ValueError("Not in the form the page sends")
    return checked


def _impossible(q: Question, why: str = "has an answer the survey does not allow there") -> SubmissionRefused:
    """A refusal naming the survey's own question, never the value sent."""
    return SubmissionRefused("impossible_answer", f"Question {q.name} {why}")
