"""Dice and coins that realise a yes/no randomized-response design exactly, and the words that tell a
respondent how to use them, in the survey's language.

ODK Collect and KoboToolbox cannot randomise an answer, so a form exported for them must let the
respondent randomise privately and enter only the reported answer. A design can be realised when
each of its probabilities is a whole number of equally likely outcomes of one of these randomisers:
a coin (halves), a die (sixths), two coins (quarters) or three coins (eighths). Designs whose
probabilities involve e^ε ("by ε", GRR, OUE) cannot, and :func:`realise` returns None for them; the
kiosk's physical mode then uses cards (:func:`cards`).

The outcomes are equally likely, so which of them give each answer is free: coin results are picked
from sets with a plain description ("all three coins show heads", never "HHH"), and the largest
group may be "any other case". :func:`plan` keeps the chosen outcomes, so a test can check that the
words give exactly the design's probabilities.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction

from dpgui.core.rr import designs as rr
from dpgui.core.rr.instruction_texts import texts

OUTCOMES = {"coin": ("H", "T"), "die": ("1", "2", "3", "4", "5", "6"),
            "two_coins": tuple("".join(o) for o in itertools.product("HT", repeat=2)),
            "three_coins": tuple("".join(o) for o in itertools.product("HT", repeat=3))}
SIMPLEST_FIRST = ("coin", "die", "two_coins", "three_coins")


def _where(randomiser: str, test) -> frozenset[str]:
    return frozenset(o for o in OUTCOMES[randomiser] if test(o, o.count("H")))


# Coin results a respondent can read off at a glance, in the order they are preferred; the key names their words.
NAMED = {
    "coin": {"heads": _where("coin", lambda o, h: h == 1), "tails": _where("coin", lambda o, h: h == 0)},
    "two_coins": {name: _where("two_coins", test) for name, test in (
        ("heads", lambda o, h: h == 2), ("tails", lambda o, h: h == 0), ("one_each", lambda o, h: h == 1),
        ("same", lambda o, h: h != 1), ("any_heads", lambda o, h: h >= 1), ("any_tails", lambda o, h: h <= 1))},
    "three_coins": {name: _where("three_coins", test) for name, test in (
        ("heads", lambda o, h: h == 3), ("tails", lambda o, h: h == 0), ("one_head", lambda o, h: h == 1),
        ("two_heads", lambda o, h: h == 2), ("same", lambda o, h: h in (0, 3)), ("mixed", lambda o, h: 0 < h < 3),
        ("two_plus_heads", lambda o, h: h >= 2), ("two_plus_tails", lambda o, h: h <= 1),
        ("any_heads", lambda o, h: h >= 1), ("any_tails", lambda o, h: h <= 2),
        ("first_two_heads", lambda o, h: o[:2] == "HH"), ("first_two_tails", lambda o, h: o[:2] == "TT"))},
}
ORDERED = {"first_two_heads", "first_two_tails"}  # the coins must then be tossed one after the other


@dataclass(frozen=True)
class Rule:
    """The outcomes that lead to ``then`` ("yes", "no", "truth", "opposite" or "second": draw again);
    ``named`` is their description's key, "" for "any other case", None for die faces (listed)."""

    outcomes: frozenset[str]
    then: str
    named: str | None


@dataclass(frozen=True)
class Step:
    randomiser: str
    rules: tuple[Rule, ...]

    @property
    def ordered(self) -> bool:
        return any(r.named in ORDERED for r in self.rules)


def _rules(randomiser: str, sizes: list[int], thens: list[str]) -> tuple[Rule, ...] | None:
    """Rules giving ``sizes[i]`` outcomes to ``thens[i]``, each described plainly; None if no choice can be."""
    groups = [(size, then) for size, then in zip(sizes, thens) if size]
    if len(groups) < 2:
        return None  # one answer whatever comes up: nothing to randomise
    if randomiser == "die":
        faces = iter(OUTCOMES["die"])
        return tuple(Rule(frozenset(itertools.islice(faces, size)), then, None) for size, then in groups)
    named = NAMED[randomiser]
    for rest in sorted(range(len(groups)), key=lambda i: (-groups[i][0], -i)):  # the largest may be "the rest"
        others = [i for i in range(len(groups)) if i != rest]
        choices = [[key for key, o in named.items() if len(o) == groups[i][0]] for i in others]
        for keys in itertools.product(*choices):
            sets = [named[k] for k in keys]
            if sum(map(len, sets)) != len(frozenset().union(*sets)):
                continue  # two groups would share an outcome
            left = frozenset(OUTCOMES[randomiser]).difference(*sets)
            left_key = next((k for k, o in named.items() if o == left), "")
            rules = {i: Rule(named[k], groups[i][1], k) for i, k in zip(others, keys)}
            rules[rest] = Rule(left, groups[rest][1], left_key)
            ordered = [rules[i] for i in range(len(groups))]
            return tuple(sorted(ordered, key=lambda r: r.named == ""))  # "any other case" comes last
    return None


def _step(probabilities: list[Fraction], thens: list[str]) -> Step | None:
    """The simplest randomiser whose outcomes give each probability exactly, with its rules."""
    for randomiser in SIMPLEST_FIRST:
        sizes = [p * len(OUTCOMES[randomiser]) for p in probabilities]
        if all(s.denominator == 1 for s in sizes):
            rules = _rules(randomiser, [int(s) for s in sizes], thens)
            if rules is not None:
                return Step(randomiser, rules)
    return None


def plan(design: rr.BinaryDesign) -> tuple[Step, ...] | None:
    """The die or coin steps that realise ``design`` exactly (two for an unrelated question: the second
    answers the unrelated question), or None when no die or coin does."""
    if not design.exact:
        return None
    p = design.parameters
    if design.name == "forced":
        step = _step([p["p_yes"], p["p_no"], p["p_truth"]], ["yes", "no", "truth"])
        return None if step is None else (step,)
    if design.name == "warner":
        step = _step([p["p"], 1 - p["p"]], ["truth", "opposite"])
        return None if step is None else (step,)
    if design.name == "unrelated":
        if p["p"] in (0, 1) or p["q"] in (0, 1):
            return None  # nothing to roll for
        first, second = _step([p["p"], 1 - p["p"]], ["truth", "second"]), _step([p["q"], 1 - p["q"]], ["yes", "no"])
        return None if first is None or second is None else (first, second)
    return None


def yes_probabilities(steps: tuple[Step, ...]) -> tuple[Fraction, Fraction]:
    """P(answer yes | the true answer is yes) and P(answer yes | no) when the respondent follows ``steps``
    (for the unrelated question, the second step's yes share stands for the unrelated answer)."""
    def share(step: Step, then: str) -> Fraction:
        return Fraction(sum(len(r.outcomes) for r in step.rules if r.then == then), len(OUTCOMES[step.randomiser]))

    first = steps[0]
    always = share(first, "yes") + (share(first, "second") * share(steps[1], "yes") if len(steps) > 1 else 0)
    return always + share(first, "truth"), always + share(first, "opposite")


def realise(design: rr.BinaryDesign, language: str = "English", yes: str | None = None,
            no: str | None = None) -> str | None:
    """Instructions for a respondent who randomises privately with a coin or die, in ``language`` (English
    when dpgui has no words for it), naming the options ``yes`` and ``no`` as the form labels them; None
    when no coin or die gives exactly this design's probabilities."""
    steps = plan(design)
    if steps is None:
        return None
    words = texts(language)
    yes, no = yes or words["yes"], no or words["no"]
    first, *second = steps
    rules = [_rule(first, rule, words, yes, no, second) for rule in first.rules]
    return words["steps"].format(action=_action(first, words), rules=words["rule_sep"].join(rules))


def _rule(step: Step, rule: Rule, words: dict, yes: str, no: str, second: list[Step]) -> str:
    then = {"yes": lambda: words["answer"].format(answer=yes), "no": lambda: words["answer"].format(answer=no),
            "truth": lambda: words["truth"], "opposite": lambda: words["opposite"].format(yes=yes, no=no),
            "second": lambda: _second(step, second[0], words, yes, no)}[rule.then]()
    if rule.named == "":
        return words["rest"].format(then=then)
    return words["rule"].format(condition=_condition(step, rule, words), then=then)


def _second(first: Step, step: Step, words: dict, yes: str, no: str) -> str:
    """Draw again and answer the unrelated question: "roll a die again" only after a first die."""
    parts = [words["second_rest"].format(answer=yes if r.then == "yes" else no) if r.named == "" else
             words["second_if"].format(answer=yes if r.then == "yes" else no, condition=_condition(step, r, words))
             for r in step.rules]
    again = step.randomiser == first.randomiser
    return words["second"].format(action=_action(step, words, again), answers=words["second_sep"].join(parts))


def _action(step: Step, words: dict, again: bool = False) -> str:
    key = step.randomiser + ("_again" if again else "")
    return words[key + "_ordered"] if step.ordered else words[key]


def _condition(step: Step, rule: Rule, words: dict) -> str:
    if rule.named is not None:
        return words[f"{step.randomiser}.{rule.named}"]
    faces = sorted(rule.outcomes)
    listed = faces[0] if len(faces) == 1 else words["list_sep"].join(faces[:-1]) + words["list_or"] + faces[-1]
    return words["die_shows"].format(faces=listed)


def _share(p: float, words: dict) -> str:
    return words["percent"].format(n=round(100 * float(p)))


def cards(design: rr.BinaryDesign | rr.FrequencyOracle, language: str = "English", yes: str | None = None,
          no: str | None = None) -> str:
    """The kiosk's physical mode with cards, for a design no die or coin realises: what the respondent does,
    and what share of the deck says what (a "by ε" design is Warner's, with P(yes | yes) as its share)."""
    words = texts(language)
    yes, no = yes or words["yes"], no or words["no"]
    if isinstance(design, rr.FrequencyOracle):
        body = words["cards_choice"].format(share=_share(design.p - design.q, words))
    elif design.name == "forced":
        p = design.parameters
        body = words["cards_forced"].format(share_truth=_share(p["p_truth"], words), yes=yes, no=no,
                                            share_yes=_share(p["p_yes"], words), share_no=_share(p["p_no"], words))
    elif design.name == "unrelated":
        body = words["cards_unrelated"].format(share=_share(design.parameters["p"], words))
    else:
        body = words["cards_warner"].format(share=_share(design.a, words))
    return f"{words['cards']} {body[:1].upper()}{body[1:]}"
