"""Debiased estimates for a randomized-response survey, overall and by subgroup.

Each sensitive question gives the debiased share of each answer (reference §6; Wang et al. 2017
for GRR and OUE): raw and truncated to [0, 1] with the truncation flagged, its SE, an interval by
the chosen method (Wilson mapped by default) and n. Non-sensitive questions were asked directly:
their shares get a plain binomial interval and are marked as not protected. Randomized response
protects each respondent locally, so these estimates spend no central budget.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from dpgui.core.intervals import binomial_interval
from dpgui.core.rr.estimators import estimate_binary, estimate_frequencies
from dpgui.core.rr.responses import ResponseColumns
from dpgui.core.rr.survey import Question, Survey, design_parameters_text, tallied_counts
from dpgui.core.words.translation import translate

ALL = "(everyone)"  # the group of every response, as a key ("group_label" says it in words)


def direct_method(interval: str) -> str:
    """How a share of answers asked directly gets its interval, in words."""
    return {"wilson": translate("engine.survey_estimates", "Wilson score interval"),
            "wald": translate("engine.survey_estimates", "Wald interval (poor near 0 and 1)"),
            "clopper-pearson": translate("engine.survey_estimates", "Clopper–Pearson exact interval"),
            "hoeffding": translate("engine.survey_estimates", "Hoeffding bound (valid for every n)")}[interval]


def estimate_question(q: Question, answers: list[str], interval: str = "wilson",
                      confidence: float = 0.95) -> list[dict]:
    """One row per answer option (one for a yes/no question: the share of "yes"); none for a number or a
    free-form answer (kept as given, and left out of every estimate)."""
    return estimate_tally(q, Counter(answers), interval, confidence)


def estimate_tally(q: Question, tally: dict[str, int], interval: str = "wilson",
                   confidence: float = 0.95) -> list[dict]:
    """``estimate_question`` from how many responses hold each stored answer."""
    if q.kind == "integer" or q.free_form:
        return []
    counts, n = tallied_counts(q, tally)
    base = {"question": q.name, "question_label": _text(q.label) or q.name, "design": design_parameters_text(q),
            "epsilon": q.epsilon, "n": n}
    if n < 2:
        return [{**base, "option": option, "option_label": option_label(q, option), "estimate": None, "raw_estimate": None, "truncated": False, "se": None,
                 "ci_low": None, "ci_high": None,
                 "method": translate("engine.survey_estimates", "fewer than two responses: no estimate")}
                for option in (["yes"] if q.kind == "sensitive_yes_no" else q.codes)]
    if q.kind == "sensitive_yes_no":
        found = [("yes", estimate_binary(q.binary(), int(counts[0]), n, interval, confidence))]
    elif q.sensitive:
        found = list(zip(q.codes, estimate_frequencies(q.oracle(), counts, n, interval, confidence)))
    else:
        share, low, high = binomial_interval(counts, n, interval, confidence)
        return [{**base, "option": code, "option_label": option_label(q, code), "estimate": float(s), "raw_estimate": float(s), "truncated": False,
                 "se": float(np.sqrt(s * (1 - s) / max(n - 1, 1))), "ci_low": float(lo), "ci_high": float(hi),
                 "method": translate("engine.survey_estimates", "asked directly, not protected: share of answers; "
                                     "{interval}").format(interval=direct_method(interval))}
                for code, s, lo, hi in zip(q.codes, share, low, high)]
    return [{**base, "option": option, "option_label": option_label(q, option), "estimate": e.estimate, "raw_estimate": e.raw_estimate,
             "truncated": e.truncated, "se": e.se, "ci_low": e.ci_low, "ci_high": e.ci_high, "method": e.method}
            for option, e in found]


def survey_estimates(survey: Survey, responses: ResponseColumns | list[dict], interval: str = "wilson", confidence: float = 0.95,
                     by: str | None = None) -> list[dict]:
    """Rows of estimates for every question (sensitive first), for everyone and, with ``by`` (a
    non-sensitive question), for each of its answers."""
    if by is not None and survey.question(by).sensitive:
        raise ValueError(translate("engine.survey_estimates", "Subgroups must come from a question asked directly; "
                                   "{question} is randomised").format(question=repr(by)))
    if by is not None and survey.question(by).free_form:
        raise ValueError(translate("engine.survey_estimates", "Subgroups must come from a choice or a number; "
                                   "{question} holds answers as typed, which identify people").format(question=repr(by)))
    data = as_columns(survey, responses)
    groups: dict[str, np.ndarray | None] = {ALL: None}  # group → which responses (None: all)
    labels: dict[str, str] = {}  # group → how a reader names it, with the answers' labels
    if by is not None:
        column, asked = data.answers[by], survey.question(by)
        for value in sorted(column.tally()):
            groups[f"{by} = {value}"] = column.codes == column.values.index(value)
            labels[f"{by} = {value}"] = translate("engine.survey_estimates", "{question}: {answer}").format(
                question=_text(asked.label) or by,
                answer=option_label(asked, value) if value else translate("engine.survey_estimates", "(no answer)"))
    out, everyone = [], translate("engine.survey_estimates", "everyone")
    ordered = sorted(survey.questions, key=lambda q: not q.sensitive)
    for group, mask in groups.items():
        for q in ordered:
            if q.name == by:
                continue
            for row in estimate_tally(q, data.answers[q.name].tally(mask), interval, confidence):
                out.append({"group": group, "group_label": labels.get(group) or everyone, **row})
    return out


def option_label(q: Question, code: str) -> str:
    """What the respondent saw for ``code`` (its label in the survey's first language), not the code."""
    choice = next((c for c in q.choices if c["code"] == code), None)
    return (_text(choice.get("label", {})) if choice else "") or code


def _text(label: dict[str, str]) -> str:
    return next(iter(label.values()), "") if label else ""


def as_columns(survey: Survey, responses: ResponseColumns | list[dict]) -> ResponseColumns:
    """Responses as columns (``store.surveys.response_columns``), also when given as dicts."""
    if isinstance(responses, ResponseColumns):
        return responses
    return ResponseColumns.from_dicts([q.name for q in survey.questions], responses)
