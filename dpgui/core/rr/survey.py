"""A randomized-response survey: its questions, their designs and ε, and what they promise.

Sensitive yes/no questions use a binary design (Warner, forced response, unrelated question, or "by
ε"; reference §6). Sensitive multiple-choice questions use GRR or OUE, picked by the lower variance
unless the curator overrides it (Wang et al. 2017). Non-sensitive questions are asked directly and
are **not protected**. Free-form answers (text, decimal numbers, dates and times, and the rows of an imported form
the kiosk does not ask: GPS points, photos, barcodes, ...) are kept as given and identify people far more easily,
so estimates and exports leave them out unless the curator includes them. A respondent's total ε adds up the sensitive questions' ε (sequential
composition). A design with ε = ∞ is refused unless it carries an explicit "not private" mark.

The survey is plain data (JSON), stored in the project; its ``fingerprint`` identifies the exact
questions, so response files from another version can be refused.

Forms written for ODK and KoboToolbox bring notes, groups, metadata and logic (``required``,
``relevant``, ``constraint``, ``choice_filter``): the kiosk shows notes and group headings and
evaluates the logic with :mod:`dpgui.core.rr.odk_logic`. Logic may not depend on a randomised answer:
which questions follow would then depend on the true answer, and the stored response would reveal it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, time
from fractions import Fraction

import numpy as np

from dpgui.core.intervals import z_value
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import to_fraction
from dpgui.core.rr import odk_logic, physical, designs as rr
from dpgui.core.rr.estimators import sample_size_for
from dpgui.core.rr.instruction_texts import ENGLISH, texts
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

KINDS = ("sensitive_yes_no", "sensitive_choice", "select_one", "select_multiple", "integer", "decimal", "text", "date",
         "time", "datetime", "other")
# Kept as given, never randomised: out of estimates and exports unless the curator includes them. "other" is a row
# of an imported form that the kiosk does not ask (its XLSForm type is in ``form_type``); its answers come only
# from imported responses.
FREE_FORM = ("decimal", "text", "date", "time", "datetime", "other")
MAX_TEXT_CHARS = 10_000
BINARY_DESIGNS = ("warner", "forced", "unrelated", "epsilon")
YES, NO = "yes", "no"
YES_NO_SPELLINGS = {"yes": YES, "y": YES, "1": YES, "true": YES, "no": NO, "n": NO, "0": NO, "false": NO}
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")  # used with fullmatch: "$" would accept a final newline
REFERENCE = re.compile(r"\$\{\s*([^}\s]*)\s*\}")  # ${name} in any ODK expression, read or not by the kiosk
FORM_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")  # XLSForm's own rule, for questions asked directly

# The kiosk's own words, in English; a survey may give them per language (XLSForm sheet "dpgui_texts").
KIOSK_TEXTS = {key: ENGLISH[key] for key in (
    "choose_language", "consent", "agree", "decline", "explanation", "physical", "continue", "yes", "no", "next",
    "finish", "thanks", "declined", "not_protected", "skip", "required", "invalid", "back", "not_a_number")}
# Said in every language instruction_texts knows, except yes and no, which stay the form's: the form's own labels
# are kept only where they differ from the kiosk's, so changing those would change fingerprints.
KIOSK_WORDS = tuple(key for key in KIOSK_TEXTS if key not in ("yes", "no"))
# Why an imported form's row is not asked is kept in the question (``not_asked_because``), which the survey's
# fingerprint hashes: the words that can end up there (Question.validate, the logic checks, odk_logic) stay English,
# so the same form imported in two interface languages fingerprints alike and its responses merge.
# Question fields added after surveys were first stored: left out of the fingerprint while they hold
# their default, so surveys and responses stored before them keep their fingerprint.
LATER_FIELDS = {"hint": {}, "required": True, "relevant": "", "constraint": "", "constraint_message": {},
                "choice_filter": "", "group": "", "form_type": "", "not_asked_because": ""}


class NotPrivate(ValueError):
    """A design with ε = ∞ that has not been confirmed as not private."""


@dataclass
class Question:
    name: str
    kind: str
    label: dict[str, str]
    choices: list[dict] = field(default_factory=list)  # {"code": ..., "label": {language: text}}
    design: dict = field(default_factory=dict)  # yes/no: {"name", parameters as strings}; choice: {"epsilon", "oracle"}
    randomiser: str = "device"  # "device" or "physical"
    instructions: dict[str, str] = field(default_factory=dict)  # physical mode, per language
    not_private_confirmed: bool = False
    lower: int | None = None  # integer questions
    upper: int | None = None
    hint: dict[str, str] = field(default_factory=dict)
    required: bool = True  # the kiosk offers "skip" only when False (XLSForm's default)
    relevant: str = ""  # ODK expressions (see dpgui.core.rr.odk_logic)
    constraint: str = ""
    constraint_message: dict[str, str] = field(default_factory=dict)
    choice_filter: str = ""
    group: str = ""  # the enclosing groups' names, outermost first, joined by "/"
    form_type: str = ""  # "other": the XLSForm type as the form wrote it (geopoint, image, barcode, ...)
    not_asked_because: str = ""  # why the kiosk does not ask it ("" = it does); answers come from imports

    @property
    def sensitive(self) -> bool:
        return self.kind.startswith("sensitive")

    @property
    def free_form(self) -> bool:
        """Kept as given and easily identifying: left out of estimates and exports unless included."""
        return self.kind in FREE_FORM

    @property
    def asked_here(self) -> bool:
        """Whether the kiosk asks it (an imported form may hold rows it cannot ask, or logic it cannot follow)."""
        return self.kind != "other" and not self.not_asked_because

    @property
    def codes(self) -> list[str]:
        """The stored answer codes, each once (a form may list an option twice under different filters)."""
        return [YES, NO] if self.kind == "sensitive_yes_no" else list(dict.fromkeys(c["code"] for c in self.choices))

    def physical_design(self) -> str | None:
        """Dice or coin instructions that realise this question's design exactly, or None when none can."""
        return physical.realise(self.binary()) if self.kind == "sensitive_yes_no" else None

    def options(self, answers: dict[str, str]) -> list[dict]:
        """The choices offered after ``answers`` (ODK form, see ``Survey.logic_answers``): the
        ``choice_filter`` keeps those for which it is true."""
        if not self.choice_filter:
            return self.choices
        expression = odk_logic.parse(self.choice_filter)
        return [c for c in self.choices if expression(answers, choice={"name": c["code"], **c.get("columns", {})})]

    def problem(self, value: str, answers: dict[str, str]) -> str | None:
        """Why ``value`` (ODK form) cannot be accepted here, or None: a required answer missing, a typed answer
        that is not of its kind, or the constraint false. A constraint the kiosk cannot evaluate was listed at import and is not checked."""
        if value == "":
            return "required" if self.required else None
        if self.kind in ("integer", "decimal") and not odk_logic.XPATH_NUMBER.match(value):
            # One spelling of numbers for the answer and its logic: "3e1", "+30" or "٣٠" would be stored as 30
            # while the constraint read them as not a number (and let them through).
            return "not_a_number"
        if self.free_form:  # the kind first: a constraint on a number means nothing for "sixty"
            try:
                self.check_answer(value)
            except ValueError:
                return "not_a_number" if self.kind == "decimal" else "invalid"
        if self.constraint and not self.sensitive:  # on a sensitive question it would test the true answer
            try:
                ok = odk_logic.parse(self.constraint)(answers, current=value)
            except odk_logic.Unsupported:
                return None
            if not ok:
                return "invalid"
        return None

    def validate(self) -> None:
        """Raise a clear error if the kiosk could not ask this question or an analyst could not estimate it."""
        if not (NAME if self.sensitive else FORM_NAME).fullmatch(self.name):
            raise ValueError(f"Question name {self.name!r}: use letters, digits and _ (it becomes a column name)")
        if self.kind not in KINDS:
            raise ValueError(f"Question {self.name!r}: the type must be one of {', '.join(KINDS)}")
        if self.randomiser not in ("device", "physical"):
            raise ValueError(f"Question {self.name!r}: randomised by \"device\" or \"physical\"")
        if not any(self.label.values()):
            raise ValueError(f"Question {self.name!r} has no text")
        if self.kind in ("sensitive_choice", "select_one", "select_multiple"):
            codes = [c["code"] for c in self.choices]
            if len(set(codes)) < (2 if self.sensitive else 1):
                raise ValueError(f"Question {self.name!r} needs at least {'two different options' if self.sensitive else 'one option'}")
            twice = next((c for c in codes if codes.count(c) > 1), None)
            if twice is not None and self.kind != "select_one":  # a select_one stores the name, as ODK does
                raise ValueError(f"Question {self.name!r} lists the option {twice!r} twice; "
                                 f"{'a randomised question' if self.sensitive else 'a select_multiple'} needs each "
                                 "option once")
            if self.kind == "select_multiple" and any(" " in c or (len(c) == len(codes) and set(c) <= {"0", "1"})
                                                      for c in codes):
                raise ValueError(f"Question {self.name!r}: a select_multiple option cannot contain a space or be "
                                 f"{len(codes)} digits 0/1 (that is how its answers are stored)")
        if self.kind == "sensitive_choice" and self.design.get("oracle", "auto") not in ("auto", "grr", "oue"):
            raise ValueError(f"Question {self.name!r}: the randomiser must be auto, grr or oue")
        if self.sensitive and self.oue and self.randomiser == "physical":
            raise ValueError(f"Question {self.name!r}: OUE can only be run on the device; choose GRR for cards")
        if self.kind in ("integer", "decimal") and None not in (self.lower, self.upper) and self.lower > self.upper:
            raise ValueError(f"Question {self.name!r}: the lowest value is above the highest")
        if self.sensitive:
            self.epsilon  # raises NotPrivate or a design error

    def binary(self) -> rr.BinaryDesign:
        d, infinite = self.design, self.not_private_confirmed
        try:
            if d.get("name") == "warner":
                return rr.warner(d["p"], allow_infinite=infinite)
            if d.get("name") == "forced":
                return rr.forced(d["p_truth"], d["p_yes"], d["p_no"], allow_infinite=infinite)
            if d.get("name") == "unrelated":
                return rr.unrelated(d["p"], d["q"], allow_infinite=infinite)
            if d.get("name") == "epsilon":
                return rr.by_epsilon(d["epsilon"])
        except rr.NotPrivateError as err:
            raise NotPrivate(translate("core.rr.survey", "Question {name}: {problem}").format(
                name=repr(self.name), problem=err)) from None
        except KeyError as err:
            raise ValueError(translate("core.rr.survey", "Question {name}: the {design} design needs {parameter}").format(
                name=repr(self.name), design=d.get("name"), parameter=repr(err.args[0]))) from None
        raise ValueError(translate("core.rr.survey", "Question {name}: the design must be one of {designs}").format(
            name=repr(self.name), designs=", ".join(BINARY_DESIGNS)))

    def oracle(self) -> rr.FrequencyOracle:
        eps = to_fraction(self.design.get("epsilon", 1))
        chosen = self.design.get("oracle", "auto")
        if chosen == "auto":
            return rr.pick_oracle(len(self.choices), eps)
        return rr.FrequencyOracle(chosen, len(self.choices), eps)

    @property
    def epsilon(self) -> float | None:
        """ε of this question (∞ for a confirmed not-private design), None when it is not protected."""
        if self.kind == "sensitive_yes_no":
            return self.binary().epsilon
        if self.kind == "sensitive_choice":
            return float(self.oracle().epsilon)
        return None

    def linear(self) -> tuple[float, float, float]:
        """(c, d, planning prevalence) of P(report) = c·π + d for one option, for planning."""
        if self.kind == "sensitive_yes_no":
            design = self.binary()
            return float(design.c), float(design.d), 0.5
        oracle = self.oracle()
        return oracle.p - oracle.q, oracle.q, 1 / len(self.choices)

    def half_width(self, n: int, confidence: float = 0.95) -> float | None:
        """The expected ± at ``confidence`` for n respondents (Wald, at π = 0.5 or 1/k), for planning."""
        if not self.sensitive or n < 2:
            return None
        c, d, pi = self.linear()
        lam = c * pi + d
        return z_value(confidence) * math.sqrt(lam * (1 - lam) / (n - 1)) / abs(c)

    def sample_size(self, half_width: float, confidence: float = 0.95) -> int | None:
        """The n that gives ± ``half_width`` (the inverse of ``half_width``)."""
        if not self.sensitive:
            return None
        if not 0 < half_width < 1:
            raise ValueError(translate(
                "core.rr.survey", "The wanted ± must be between 0 and 1 (for example 0.05 for ±5 points)"))
        c, d, pi = self.linear()
        return sample_size_for(c, half_width, pi, d, confidence)

    def randomise(self, truth: str, rng: KeystreamSource | None = None) -> str:
        """The reported answer for one respondent's true answer: the only thing ever stored."""
        if truth not in self.codes:
            raise ValueError(translate("core.rr.survey", "Question {name}: {answer} is not one of {codes}").format(
                name=repr(self.name), answer=repr(truth), codes=", ".join(self.codes)))
        if self.kind == "sensitive_yes_no":
            return YES if bool(self.binary().randomise([truth == YES], rng)[0]) else NO
        oracle = self.oracle()
        reported = oracle.randomise([self.codes.index(truth)], rng)
        if oracle.kind == "grr":
            return self.codes[int(reported[0])]
        return "".join(str(int(b)) for b in reported[0])  # OUE: one bit per option

    @property
    def oue(self) -> bool:
        """Stored as one 0/1 bit per option rather than one option: an OUE report, or the options
        ticked in a select_multiple (exports and counts treat both alike)."""
        return self.kind == "select_multiple" or (self.kind == "sensitive_choice" and self.oracle().kind == "oue")

    def logic_value(self, stored: str) -> str:
        """A stored answer as ODK expressions see it: a select_multiple's ticked codes, space-separated."""
        if self.kind == "select_multiple" and stored:
            return " ".join(code for code, bit in zip(self.codes, stored) if bit == "1")
        return stored

    def report(self, value: str, rng: KeystreamSource | None = None) -> str:
        """What is stored for an answer given at the device: randomised here if this question is
        randomised on the device, else checked and kept as given (asked directly, or already
        randomised by the respondent with dice or cards)."""
        return self.randomise(value, rng) if self.sensitive and self.randomiser == "device" else self.check_answer(value)

    def check_answer(self, value: str) -> str:
        """A stored (reported) answer, or a clear error for one outside the design."""
        value = str(value).strip()
        if self.free_form:
            return self._check_free(value)
        if self.kind == "integer":
            try:
                number = int(float(value))
            except ValueError:
                raise ValueError(translate("core.rr.survey", "{name}: {value} is not a whole number").format(
                    name=self.name, value=repr(value))) from None
            if float(value) != number or (self.lower is not None and number < self.lower) or \
                    (self.upper is not None and number > self.upper):
                raise self._outside(value)
            return str(number)
        if self.kind == "sensitive_yes_no" and value.lower() in YES_NO_SPELLINGS:
            return YES_NO_SPELLINGS[value.lower()]
        if self.kind == "select_multiple" and set(value.split()) <= set(self.codes):
            return "".join("1" if code in value.split() else "0" for code in self.codes)
        if self.oue:
            if len(value) != len(self.choices) or set(value) - {"0", "1"}:
                raise ValueError(translate("core.rr.survey", "{name}: {value} is not a possible answer (OUE: {digits} "
                                           "digits, each 0 or 1)").format(name=self.name, value=repr(value),
                                                                          digits=len(self.choices)))
            return value
        allowed = self.codes
        if value not in allowed:
            shown = ", ".join(allowed[:8]) + (" …" if len(allowed) > 8 else "")
            raise ValueError(translate("core.rr.survey", "{name}: {value} is not a possible answer (allowed: {allowed})").format(
                name=self.name, value=repr(value), allowed=shown))
        return value

    def _check_free(self, value: str) -> str:
        """A free-form answer kept as given, once it reads as its kind does in ODK's exports."""
        if len(value) > MAX_TEXT_CHARS:
            raise ValueError(translate("core.rr.survey", "{name}: the answer is {length} characters long; the limit is "
                                       "{most}").format(name=self.name, length=plain_number(len(value)),
                                                        most=plain_number(MAX_TEXT_CHARS)))
        readers = {"decimal": float, "date": date.fromisoformat, "time": time.fromisoformat,
                   "datetime": datetime.fromisoformat}
        if value and self.kind in readers:
            try:
                number = readers[self.kind](value)
            except ValueError:
                raise ValueError(self._misread(value)) from None
            if self.kind == "decimal" and not math.isfinite(number):
                raise ValueError(translate("core.rr.survey", "{name}: {value} is not a number").format(
                    name=self.name, value=repr(value)))
            if self.kind == "decimal" and ((self.lower is not None and number < self.lower)
                                           or (self.upper is not None and number > self.upper)):
                raise self._outside(value)
        return value

    def _misread(self, value: str) -> str:
        """Why ``value`` does not read as this free-form question's kind, with an example of one that does."""
        return {
            "decimal": translate("core.rr.survey", "{name}: {value} is not a decimal (for example 12.5)"),
            "date": translate("core.rr.survey", "{name}: {value} is not a date (for example 2024-03-31)"),
            "time": translate("core.rr.survey", "{name}: {value} is not a time (for example 14:30)"),
            "datetime": translate(
                "core.rr.survey", "{name}: {value} is not a datetime (for example 2024-03-31T14:30:00)"),
        }[self.kind].format(name=self.name, value=repr(value))

    def _outside(self, value: str) -> ValueError:
        return ValueError(translate("core.rr.survey", "{name}: {value} is outside {lower}..{upper}").format(
            name=self.name, value=repr(value), lower=self.lower, upper=self.upper))

    def physical_instructions(self, language: str, yes: str | None = None, no: str | None = None) -> str:
        """What the respondent does privately: the survey's own words in this language if given, else
        generated in it (English when dpgui has no words for it), naming the answers as ``yes`` and ``no``
        (default: the question's own option labels): with a coin or die when one realises the design
        exactly, else with cards."""
        if language in self.instructions:
            return self.instructions[language]
        if self.instructions:
            return next(iter(self.instructions.values()))
        if self.kind != "sensitive_yes_no":
            return physical.cards(self.oracle(), language)
        own = {c["code"]: c["label"].get(language) for c in self.choices}
        yes, no = yes or own.get(YES), no or own.get(NO)
        design = self.binary()
        return physical.realise(design, language, yes, no) or physical.cards(design, language, yes, no)


@dataclass
class Note:
    """Text shown to the respondent (an XLSForm ``note``), just before question ``before`` ("" = at the end)."""

    name: str
    label: dict[str, str]
    before: str = ""
    relevant: str = ""
    group: str = ""


@dataclass
class Survey:
    id: str
    title: str
    version: int = 1
    languages: list[str] = field(default_factory=lambda: ["English"])
    questions: list[Question] = field(default_factory=list)
    texts: dict[str, dict[str, str]] = field(default_factory=dict)  # kiosk text key → {language: text}
    notes: list[Note] = field(default_factory=list)
    groups: dict[str, dict] = field(default_factory=dict)  # path → {"label": {...}, "relevant", "appearance"}
    metadata: list[dict] = field(default_factory=list)  # XLSForm metadata rows ({"type", "name"}): ODK fills them
    form_version: str = ""  # the XLSForm settings' version, as written (often not a number)
    not_used: list[str] = field(default_factory=list)  # what the kiosk does not use from the imported form
    not_asked: list[dict] = field(default_factory=list)  # form rows that are not questions here: repeats, loops
    calculations: list[dict] = field(default_factory=list)  # an imported form's ({"name", "calculation"}), for export

    def question(self, name: str) -> Question:
        for q in self.questions:
            if q.name == name:
                return q
        raise ValueError(translate("core.rr.survey", "The survey has no question {name}").format(name=repr(name)))

    @property
    def sensitive(self) -> list[Question]:
        return [q for q in self.questions if q.sensitive]

    @property
    def total_epsilon(self) -> float:
        """A respondent's total ε across the sensitive questions (sequential composition)."""
        return float(sum(q.epsilon for q in self.sensitive))

    def text(self, key: str, language: str) -> str:
        """The kiosk's words: the survey's own in this language, else dpgui's in it where it has them, else English."""
        given = self.texts.get(key, {})
        return given.get(language) or (texts(language).get(key) if key in KIOSK_WORDS else None) or KIOSK_TEXTS[key]

    def items(self, asked_here: bool = True) -> list[Question | Note]:
        """Notes and the questions the kiosk asks (or, for a form, every question), in the order the respondent
        meets them."""
        out: list[Question | Note] = []
        for q in self.questions:
            out += [n for n in self.notes if n.before == q.name] + ([q] if q.asked_here or not asked_here else [])
        return out + [n for n in self.notes if n.before not in {q.name for q in self.questions}]

    def not_asked_here(self) -> list[dict]:
        """Everything in the form the kiosk does not ask, in one list ({"name", "type", "label", "why"}): its answers,
        if any, come only from responses collected elsewhere and imported."""
        rows = [{"name": q.name, "type": q.form_type or q.kind, "label": next(iter(q.label.values()), ""),
                 "why": q.not_asked_because or translate("core.rr.survey", "the kiosk does not ask {type} questions").format(
                     type=q.form_type or q.kind)}
                for q in self.questions if not q.asked_here]
        return rows + list(self.not_asked)

    def logic_answers(self, stored: dict[str, str]) -> dict[str, str]:
        """Stored answers as ODK expressions see them (``Question.logic_value``). A randomised answer is never among
        them: no logic the kiosk evaluates (relevant, choice_filter, constraint) can depend on one, even if a form
        slipped past the import's check, so no screen can show what was reported."""
        return {q.name: q.logic_value(stored[q.name]) for q in self.questions if q.name in stored and not q.sensitive}

    def randomised_logic(self, elsewhere: list[tuple[str, str]] = ()) -> list[tuple[str, str]]:
        """(where, why) for logic anywhere in the form that uses a randomised answer, directly or through a
        calculation: every question's relevant, choice_filter and constraint (asked here or not), notes, groups, and
        ``elsewhere`` ((name, expression) of rows not kept, such as a repeat's). Which rows follow, or which answers
        are allowed, would then depend on the true answer, in the kiosk or in ODK."""
        sensitive = {q.name for q in self.questions if q.sensitive}
        tainted, grew = set(sensitive), True
        while grew:  # calculations of randomised answers, and of those calculations
            grew = False
            for c in self.calculations:
                if c["name"] not in tainted and set(REFERENCE.findall(c["calculation"])) & tainted:
                    tainted.add(c["name"])
                    grew = True
        texts = [(q.name, what, getattr(q, what)) for q in self.questions for what in ("relevant", "choice_filter",
                                                                                       "constraint")]
        texts += [(n.name, "relevant", n.relevant) for n in self.notes]
        texts += [(path.split("/")[-1], "relevant", g.get("relevant", "")) for path, g in self.groups.items()]
        texts += [(name, "logic", text) for name, text in elsewhere]
        out = []
        for where, what, text in texts:
            hit = sorted(set(REFERENCE.findall(text or "")) & tainted)
            if hit:
                how = "is randomised" if hit[0] in sensitive else "is calculated from a randomised answer"
                out.append((where, f"{what}: ${{{hit[0]}}} {how}: logic on it would reveal the true answer"))
        return out

    def enclosing(self, item: Question | Note) -> list[tuple[str, dict]]:
        """(path, group) of each group around ``item``, outermost first."""
        parts = item.group.split("/") if item.group else []
        paths = ["/".join(parts[:i + 1]) for i in range(len(parts))]
        return [(path, self.groups.get(path, {})) for path in paths]

    def shown(self, item: Question | Note, stored: dict[str, str]) -> bool:
        """Whether ``item`` is asked (or shown) after the ``stored`` answers: its own ``relevant`` and
        every enclosing group's must hold."""
        answers = self.logic_answers(stored)
        conditions = [g.get("relevant", "") for _, g in self.enclosing(item)] + [item.relevant]
        return all(odk_logic.parse(c)(answers) for c in conditions if c)

    def heading(self, item: Question | Note, language: str) -> str:
        """The labels of the groups around ``item``, outermost first."""
        labels = [g.get("label", {}) for _, g in self.enclosing(item)]
        return " › ".join(t.get(language) or next(iter(t.values())) for t in labels if t)

    def logic_problems(self) -> list[tuple[str, str]]:
        """(where, why) for logic the kiosk must evaluate to ask the right questions but cannot: an
        expression outside its subset, or one that uses a randomised answer, an unknown name or a later
        question. ``where`` names the question, note or group whose ``relevant`` or ``choice_filter`` it is."""
        problems, seen, groups_seen = [], set(), set()
        names = {q.name: q for q in self.questions}  # once for every expression of the form

        def check(text: str) -> list[str]:
            return self.expression_problems(text, seen, names)
        for item in self.items():
            for path, group in self.enclosing(item):
                if path not in groups_seen:
                    groups_seen.add(path)
                    problems += [(path.split("/")[-1], f"relevant: {p}") for p in check(group.get("relevant", ""))]
            problems += [(item.name, f"relevant: {p}") for p in check(item.relevant)]
            if isinstance(item, Question):
                problems += [(item.name, f"choice_filter: {p}") for p in check(item.choice_filter)]
                seen.add(item.name)
        return problems

    def expression_problems(self, text: str, earlier: set[str], names: dict[str, Question] | None = None) -> list[str]:
        """Why the kiosk cannot evaluate ``text`` after the questions ``earlier`` (empty if it can); ``names``:
        the questions by name, when the caller checks many expressions."""
        if not text:
            return []
        try:
            expression = _parsed(text)
        except odk_logic.Unsupported as err:
            return [str(err)]
        names = names if names is not None else {q.name: q for q in self.questions}
        out = []
        for ref in sorted(expression.references):
            if ref not in names:
                out.append(f"${{{ref}}} is not a question the kiosk asks")
            elif not names[ref].asked_here:
                out.append(f"${{{ref}}} is not asked on this device")
            elif names[ref].sensitive:
                out.append(f"${{{ref}}} is randomised: logic on it would reveal the true answer")
            elif ref not in earlier:
                out.append(f"${{{ref}}} is asked later")
        return out

    def validate(self) -> None:
        """Raise a clear error for anything a kiosk could not ask or an analyst could not estimate."""
        if not self.questions:
            raise ValueError(translate("core.rr.survey", "Add at least one question"))
        if not self.languages:
            raise ValueError(translate("core.rr.survey", "Give at least one language"))
        names = [q.name for q in self.questions]
        for q in self.questions:
            if names.count(q.name) > 1:
                raise ValueError(translate("core.rr.survey", "Two questions are called {name}").format(
                    name=repr(q.name)))
            q.validate()
        problems = self.logic_problems() + [p for p in self.randomised_logic() if p not in self.logic_problems()]
        if problems:
            raise ValueError(translate("core.rr.survey", "The kiosk cannot follow this logic: {problems}").format(
                problems="; ".join(f"{w} {p}" for w, p in problems)))

    @property
    def fingerprint(self) -> str:
        """Identifies this exact set of questions and designs: responses from another one are refused."""
        questions = [{k: v for k, v in asdict(q).items() if k not in LATER_FIELDS or v != LATER_FIELDS[k]}
                     for q in self.questions]
        body = json.dumps({"id": self.id, "version": self.version, "questions": questions}, sort_keys=True)
        return hashlib.sha256(body.encode()).hexdigest()[:16]

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "Survey":
        questions = [Question(**q) for q in data.get("questions", [])]
        return cls(id=data["id"], title=data.get("title", ""), version=int(data.get("version", 1)),
                   languages=list(data.get("languages", ["English"])), questions=questions,
                   texts=dict(data.get("texts", {})), notes=[Note(**n) for n in data.get("notes", [])],
                   groups=dict(data.get("groups", {})), metadata=list(data.get("metadata", [])),
                   form_version=str(data.get("form_version", "")), not_used=list(data.get("not_used", [])),
                   not_asked=list(data.get("not_asked", [])), calculations=list(data.get("calculations", [])))

    def respond(self, truths: dict[str, str], rng: KeystreamSource | None = None) -> dict[str, str]:
        """Reported answers for one respondent who answers on the device: sensitive ones randomised here.
        The dict of truths is the caller's; nothing here keeps it."""
        return {q.name: q.report(truths[q.name], rng) if q.asked_here else "" for q in self.questions}


def free_form_warning() -> str:
    return translate("core.rr.survey", "Not protected: typed text, numbers, dates and times, and what the kiosk does not "
                     "ask (GPS points, photos, phone numbers, names, ...) are stored exactly as given, and such answers "
                     "can identify people. Estimates leave them out, and exports too unless you choose to include them.")


@functools.lru_cache(maxsize=4096)
def _parsed(text: str):
    """An expression parsed once: a form's logic is checked again after each row it sets aside (the evaluator's
    expressions are pure, so one serves every check)."""
    return odk_logic.parse(text)


def not_asked_lines(survey: Survey) -> list[str]:
    """The form's rows this device does not ask, one line each, for the import summary, the designer and the CLI."""
    return [f"{r['name']} ({r['type']}): {r['why']}" for r in survey.not_asked_here()]


def design_parameters_text(q: Question) -> str:
    """One line naming the design and its parameters, for codebooks and tables."""
    if q.kind == "sensitive_yes_no":
        d = q.binary()
        params = ", ".join(f"{k} = {Fraction(v) if isinstance(v, Fraction) else v}" for k, v in d.parameters.items())
        return f"{d.name} ({params})"
    if q.kind == "sensitive_choice":
        o = q.oracle()
        return translate("core.rr.survey", "{oracle} over {options} options (ε = {epsilon}, p = {p}, q = {q})").format(
            oracle=o.kind.upper(), options=o.k, epsilon=o.epsilon, p=plain_number(o.p, digits=4),
            q=plain_number(o.q, digits=4))
    if not q.asked_here:  # the kind column says it is not asked on this device
        return translate("core.rr.survey", "imported answers only (not protected)")
    return translate("core.rr.survey", "asked directly (not protected)")


def reported_counts(q: Question, answers: list[str]) -> tuple[np.ndarray, int]:
    """(count per option — or per OUE bit, or of "yes" — , n) of the stored answers to a choice or
    yes/no question; missing answers are left out."""
    return tallied_counts(q, Counter(answers))


def tallied_counts(q: Question, tally: dict[str, int]) -> tuple[np.ndarray, int]:
    """``reported_counts`` from how many responses hold each stored answer (a survey repeats a few answers)."""
    tally = {a: c for a, c in tally.items() if a not in (None, "")}
    n = sum(tally.values())
    if q.kind == "sensitive_yes_no":
        return np.array([tally.get(YES, 0)]), n
    if q.oue:
        bits = np.zeros(len(q.choices), dtype=np.int64)
        for a, c in tally.items():
            bits += c * np.array([int(b) for b in a], dtype=np.int64)
        return bits, n
    return np.array([tally.get(code, 0) for code in q.codes]), n
