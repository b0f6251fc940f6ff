"""Dice and coins that realise a yes/no randomized-response design exactly, and the words that tell a
respondent how to use them.

ODK Collect and KoboToolbox cannot randomise an answer, so a form exported for them must let the
respondent randomise privately and enter only the reported answer. A design can be realised when
each of its probabilities is a whole number of equally likely outcomes of one of these randomisers:
a coin (halves), a die (sixths), two coins (quarters) or three coins (eighths). Designs whose
probabilities involve e^ε ("by ε", GRR, OUE) cannot, and :func:`realise` returns None for them.
"""

from __future__ import annotations

from fractions import Fraction

from dpgui.core.rr import designs as rr

RANDOMISERS = (  # (what to do, its equally likely outcomes, how to name the result)
    ("toss a coin", ["heads", "tails"], "the coin shows"),
    ("roll a die", ["1", "2", "3", "4", "5", "6"], "the die shows"),
    ("toss two coins, one after the other (H = heads, T = tails)", [a + b for a in "HT" for b in "HT"],
     "the coins show"),
    ("toss three coins, one after the other (H = heads, T = tails)", [a + b + c for a in "HT" for b in "HT"
                                                                      for c in "HT"], "the coins show"),
)


def _split(probabilities: list[Fraction]):
    """The simplest randomiser and, for each probability, the outcomes that give it; None if none fits."""
    for action, outcomes, shows in RANDOMISERS:
        counts = [p * len(outcomes) for p in probabilities]
        if all(c.denominator == 1 for c in counts):
            groups, start = [], 0
            for c in counts:
                groups.append(outcomes[start:start + int(c)])
                start += int(c)
            return action, shows, groups
    return None


def _either(outcomes: list[str]) -> str:
    return outcomes[0] if len(outcomes) == 1 else ", ".join(outcomes[:-1]) + " or " + outcomes[-1]


def realise(design: rr.BinaryDesign) -> str | None:
    """Instructions for a respondent who randomises privately with a coin or die, or None when no coin
    or die gives exactly this design's probabilities."""
    if not design.exact:
        return None
    p = design.parameters
    if design.name == "forced":
        split = _split([p["p_yes"], p["p_no"], p["p_truth"]])
        if split is None:
            return None
        action, shows, (yes, no, truth) = split
        rules = [f"if {shows} {_either(o)}, answer {answer}" for o, answer in ((yes, "Yes"), (no, "No")) if o]
        return (f"Privately {action}, so that nobody sees the result: " + "; ".join(rules) +
                f"; if {shows} {_either(truth)}, answer the question truthfully.")
    if design.name == "warner":
        split = _split([p["p"], 1 - p["p"]])
        if split is None:
            return None
        action, shows, (truth, opposite) = split
        return (f"Privately {action}, so that nobody sees the result: if {shows} {_either(truth)}, answer the "
                f"question truthfully; if {shows} {_either(opposite)}, give the opposite of your true answer "
                "(No if the truth is Yes, Yes if the truth is No).")
    if design.name == "unrelated":
        first, second = _split([p["p"], 1 - p["p"]]), _split([p["q"], 1 - p["q"]])
        if first is None or second is None or not all(first[2] + second[2]):
            return None  # p or q of 0 or 1: nothing to roll for
        action, shows, (asked, other) = first
        action2, shows2, (yes, no) = second
        return (f"Privately {action}, so that nobody sees the result: if {shows} {_either(asked)}, answer the "
                f"question truthfully; if {shows} {_either(other)}, {action2} again and answer Yes if {shows2} "
                f"{_either(yes)}, No if {shows2} {_either(no)}.")
    return None
