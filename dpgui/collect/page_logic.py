"""What the phone's page needs to follow a survey's logic and randomise its sensitive answers, as plain JSON.

The logic is sent as the trees :mod:`dpgui.core.rr.odk_logic` compiles, so the page (``static/logic.js``) walks the very
expressions the kiosk walks: there is one definition of the logic, and the tests run both walkers on the same cases.
The randomisers are sent as exact rational parameters (``"3/4"``) and ε as a fraction, for ``static/randomise.js`` to
realise exactly with ``crypto.getRandomValues``: the same laws as :mod:`dpgui.core.rr.designs`.
"""

from __future__ import annotations

import math
from fractions import Fraction

from dpgui.core.rr import odk_logic
from dpgui.core.rr.survey import Note, Question, Survey


def tree(text: str):
    """The compiled expression as JSON lists, or None for no expression."""
    return _lists(odk_logic.parse(text).tree) if text else None


def _lists(node):
    """Tuples as lists; a number literal too long for a float (inf) as the text "Infinity", which logic.js reads back
    (JSON has no infinity)."""
    return [_lists(part) if isinstance(part, tuple) else "Infinity" if part == math.inf else part for part in node]


def relevant(survey: Survey, item: Question | Note) -> list:
    """The trees that must all hold for ``item`` to be shown: each enclosing group's ``relevant``, then its own."""
    texts = [group.get("relevant", "") for _, group in survey.enclosing(item)] + [item.relevant]
    return [tree(text) for text in texts if text]


def randomiser(q: Question) -> dict | None:
    """How the phone randomises ``q`` on the device, with exact parameters; None when it is not randomised there."""
    if not q.sensitive or q.randomiser != "device":
        return None
    if q.kind == "sensitive_yes_no":
        design = q.binary()
        if design.name == "epsilon":
            return {"kind": "binary_epsilon", "epsilon": _fraction(design.epsilon_param)}
        return {"kind": "binary", "a": _fraction(design.a), "b": _fraction(design.b)}
    oracle = q.oracle()
    return {"kind": oracle.kind, "k": oracle.k, "epsilon": _fraction(oracle.epsilon)}


def _fraction(value) -> str:
    value = Fraction(value)
    return f"{value.numerator}/{value.denominator}"
