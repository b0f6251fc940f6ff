"""A survey as the phone's page gets it (``survey.json``): what the kiosk shows, in every language, as plain JSON.

The page asks what the kiosk asks, in the same order, with the same words: the kiosk's words come from
``Survey.text`` (the survey's own where it gives them), the page's own (sending, sent, kept on this phone...) from
:mod:`dpgui.core.rr.instruction_texts` in the survey's language. The logic and the randomisers are the exact trees
and parameters of :mod:`dpgui.collect.page_logic`, so the page walks the very expressions the kiosk walks. Nothing
here depends on a response: the JSON is built once per session and is the same for every phone.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dpgui.collect import page_logic
from dpgui.core.rr import odk_logic
from dpgui.core.rr.instruction_texts import language_code, texts
from dpgui.core.rr.survey import KIOSK_TEXTS, Note, Question, Survey

# The page's own words to respondents (instruction_texts.ENGLISH holds them, translated like the kiosk's).
PAGE_WORDS = ("phone_explanation", "how_protected", "sending", "kept", "sent", "phone_thanks",
              "phone_declined", "start_again", "wrong_survey", "refused", "closed", "choose_any")
RIGHT_TO_LEFT = {"ar", "he", "fa", "ur"}
SMALL = 20  # a probability with a denominator up to this is said exactly ("in 5 of every 6 cases")
_BRACKETED = re.compile(r".*\(\s*([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)\s*\)\s*")
_BARE = re.compile(r"\s*([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)\s*")


def page_survey(survey: Survey) -> dict:
    """The page's ``survey.json`` (see the module docstring); only the questions asked here."""
    languages = survey.languages
    return {"survey": survey.id, "title": survey.title, "fingerprint": survey.fingerprint,
            "form_version": survey.form_version,
            "languages": [_language(lang) for lang in languages],
            "texts": {lang: _texts(survey, lang) for lang in languages},
            "items": [_item(survey, item) for item in survey.items()]}


def html_code(language: str) -> str:
    """The language's code for the page's ``lang`` attribute ("" when the survey's name for it says none)."""
    code = language_code(language)
    if code:
        return code
    written = _BRACKETED.fullmatch(language) or _BARE.fullmatch(language)
    return written.group(1).replace("_", "-").lower() if written else ""


def _language(language: str) -> dict:
    code = html_code(language)
    return {"name": language, "code": code, "dir": "rtl" if code.split("-")[0] in RIGHT_TO_LEFT else "ltr"}


def _texts(survey: Survey, language: str) -> dict[str, str]:
    words = {key: survey.text(key, language) for key in KIOSK_TEXTS}
    own = texts(language)
    words.update({key: own[key] for key in PAGE_WORDS})
    for kiosk, page in (("thanks", "phone_thanks"), ("declined", "phone_declined")):
        given = survey.texts.get(kiosk, {}).get(language)  # a survey's own words win over the page's
        if given:
            words[page] = given
    return words


def _per_language(survey: Survey, given: dict[str, str]) -> dict[str, str]:
    """The text in each survey language, the first one given where a language lacks it (as the kiosk shows)."""
    first = next(iter(given.values()), "")
    return {lang: given.get(lang) or first for lang in survey.languages}


def _item(survey: Survey, item: Question | Note) -> dict:
    common = {"name": item.name, "label": _per_language(survey, item.label),
              "heading": {lang: survey.heading(item, lang) for lang in survey.languages},
              "relevant": page_logic.relevant(survey, item)}
    if isinstance(item, Note):
        return {"type": "note", **common}
    q = item
    choices = _choices(survey, q)
    return {"type": "question", **common, "kind": q.kind, "hint": _per_language(survey, q.hint),
            "required": q.required, "constraint": None if q.sensitive else _tree(q.constraint),
            "constraint_message": _per_language(survey, q.constraint_message) if q.constraint_message else {},
            "choice_filter": _tree(q.choice_filter), "choices": choices, "codes": q.codes if q.sensitive else [],
            "lower": q.lower, "upper": q.upper, "randomiser": _randomiser(survey, q, choices),
            "odds": _odds(survey, q, choices) if q.sensitive else {}}


def _tree(text: str):
    """The compiled expression; None for none, or for a constraint the kiosk cannot evaluate (not checked there
    either, and listed at import)."""
    try:
        return page_logic.tree(text)
    except odk_logic.Unsupported:
        return None


def _choices(survey: Survey, q: Question) -> list[dict]:
    """The options with their labels in every language; a yes/no question without its own says the kiosk's words."""
    if q.kind == "sensitive_yes_no" and not q.choices:
        return [{"code": code, "label": {lang: survey.text(code, lang) for lang in survey.languages}, "columns": {}}
                for code in ("yes", "no")]
    return [{"code": c["code"], "label": _per_language(survey, c["label"]) if any(c["label"].values())
             else {lang: c["code"] for lang in survey.languages}, "columns": c.get("columns", {})}
            for c in q.choices]


def _answer_words(choices: list[dict], language: str) -> tuple[str | None, str | None]:
    """How this question's buttons say yes and no in ``language`` (None where it has no such option)."""
    words = {c["code"]: c["label"][language] for c in choices}
    return words.get("yes"), words.get("no")


def _randomiser(survey: Survey, q: Question, choices: list[dict]) -> dict | None:
    if not q.sensitive:
        return None
    if q.randomiser == "physical":
        return {"mode": "physical", "instructions": {
            lang: q.physical_instructions(lang, *_answer_words(choices, lang)) for lang in survey.languages}}
    return {"mode": "device", **page_logic.randomiser(q)}


def _odds(survey: Survey, q: Question, choices: list[dict]) -> dict[str, str]:
    """The randomiser's odds in plain words, per language, for the "how this protects you" screen."""
    out = {}
    for lang in survey.languages:
        said = texts(lang)
        if q.kind == "sensitive_yes_no":
            design = q.binary()
            yes, no = _answer_words(choices, lang)
            words = said["odds_binary"].format(yes=yes, no=no, a=_share(design.a, said), b=_share(design.b, said))
        else:
            oracle = q.oracle()
            words = said["odds_grr" if oracle.kind == "grr" else "odds_oue"].format(
                k=oracle.k, p=_share(oracle.p, said), q=_share(oracle.q, said))
        out[lang] = f"{words} {said['odds_meaning']}"
    return out


def _share(probability, said: dict[str, str]) -> str:
    """"in 5 of every 6 cases" for a probability with a small denominator, else "in about 73 of every 100 cases"."""
    exact = Fraction(probability).limit_denominator(10**6) if isinstance(probability, float) else Fraction(probability)
    if exact.denominator <= SMALL and (not isinstance(probability, float) or float(exact) == probability):
        return said["share"].format(n=exact.numerator, m=exact.denominator)
    return said["share_about"].format(n=round(100 * float(probability)))
