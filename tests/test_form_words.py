"""The words an exported XLSForm shows respondents and enumerators: plain, in the form's languages, and
exactly the design's probabilities.

Every die or coin design dpgui can realise is generated, in every language it has words for; the
English steps are read back by a small reader written here from their meaning (not from dpgui's
tables), and must give the design's P(yes | yes) and P(yes | no) exactly."""

import itertools
import re
import string
from fractions import Fraction

import pytest
from openpyxl import load_workbook

from dpgui.core.rr import designs as rr
from dpgui.core.rr import physical
from dpgui.core.rr.instruction_texts import NAMES, language_code, texts
from dpgui.core.rr.survey import Question, Survey
from dpgui.store.importers.xlsform import read_xlsform
from dpgui.store.importers.xlsform_writer import language_warnings, mode, write_xlsform
from tests import odk_forms as forms

JARGON = re.compile(r"ε|epsilon|warner|forced|grr|oue|unrelated|randomi[sz]ed response|design|p =|p_|\b[HT]{2,3}\b|"
                    r"H = heads|[{}]", re.I)
DOUBLED = re.compile(r"\b(\w+(?:\s+\w+)?)\s+\1\b", re.I)  # "the the", "the form the form"
LANGUAGES = ["English (en)", "Français (fr)", "Español (es)", "Português (pt)", "العربية (ar)", "Kiswahili (sw)"]
FRACTIONS = sorted({Fraction(k, n) for n in (2, 4, 6, 8) for k in range(1, n)})


def every_design() -> list[rr.BinaryDesign]:
    """Every Warner, forced and unrelated design whose probabilities are halves, quarters, sixths or eighths."""
    out = [rr.warner(p, allow_infinite=True) for p in FRACTIONS if p != Fraction(1, 2)]
    for n in (4, 6, 8):
        for yes, no in itertools.product(range(n + 1), repeat=2):
            truth = n - yes - no
            if 0 < truth < n:  # no truth: the answer says nothing; all truth: nothing to randomise
                out.append(rr.forced(Fraction(truth, n), Fraction(yes, n), Fraction(no, n), allow_infinite=True))
    out += [rr.unrelated(p, q) for p in FRACTIONS for q in FRACTIONS]
    return list({repr(d.parameters): d for d in out}.values())


# -- a reader of the English steps, written from what the words mean -----------------------------------
OUTCOMES = {"a coin": ["H", "T"], "a die": list("123456"),
            "two coins": ["".join(o) for o in itertools.product("HT", repeat=2)],
            "three coins": ["".join(o) for o in itertools.product("HT", repeat=3)]}
MEANS = {  # English words → which coin results they mean (h = number of heads, n = number of coins, o = results)
    "the coin shows heads": lambda o, h, n: h == 1, "the coin shows tails": lambda o, h, n: h == 0,
    "both coins show heads": lambda o, h, n: h == 2, "both coins show tails": lambda o, h, n: h == 0,
    "one coin shows heads and the other tails": lambda o, h, n: h == 1,
    "both coins show heads or both show tails": lambda o, h, n: h in (0, 2),
    "all three coins show heads": lambda o, h, n: h == 3, "all three coins show tails": lambda o, h, n: h == 0,
    "all three coins show heads or all three show tails": lambda o, h, n: h in (0, 3),
    "exactly one coin shows heads": lambda o, h, n: h == 1, "exactly two coins show heads": lambda o, h, n: h == 2,
    "some coins show heads and some show tails": lambda o, h, n: 0 < h < n,
    "at least one coin shows heads": lambda o, h, n: h >= 1,
    "at least one coin shows tails": lambda o, h, n: n - h >= 1,
    "at least two coins show heads": lambda o, h, n: h >= 2,
    "at least two coins show tails": lambda o, h, n: n - h >= 2,
    "the first two coins show heads": lambda o, h, n: o[:2] == "HH",
    "the first two coins show tails": lambda o, h, n: o[:2] == "TT",
}


def _randomiser(action: str) -> tuple[list[str], bool]:
    """The outcomes of "toss three coins, one after the other", "roll a die again", ..., and whether it says again."""
    found = re.fullmatch(r"(?:toss|roll) (?:the )?(a coin|a die|two coins|three coins)( again)?"
                         r"(, one after the other)?", action)
    assert found, action
    if found[3]:
        assert found[1] == "three coins"
    return OUTCOMES[found[1]], bool(found[2])


def _matches(condition: str, outcome: str) -> bool:
    if condition.startswith("the die shows "):
        return outcome in re.split(r", | or ", condition.removeprefix("the die shows "))
    return MEANS[condition](outcome, outcome.count("H"), len(outcome))


def _choose(rules: list[tuple[str | None, str]], outcome: str) -> str:
    """What the rules say for ``outcome``: exactly one condition holds, or none and "any other case" is there."""
    said = [then for condition, then in rules if condition is not None and _matches(condition, outcome)]
    rest = [then for condition, then in rules if condition is None]
    assert len(said) + len(rest) >= 1 and len(said) <= 1 and len(rest) <= 1, (rules, outcome)
    return said[0] if said else rest[0]


def read_english(text: str) -> tuple[Fraction, Fraction]:
    """P(the respondent answers Yes | the truth is Yes) and (| No), following the English steps."""
    found = re.fullmatch(r"Privately (.+?), so that nobody sees the result: (.+)\.", text)
    assert found, text
    outcomes, again = _randomiser(found[1])
    assert not again
    rules = []
    for rule in found[2].split("; "):
        parts = re.fullmatch(r"(?:if (.+)|in any other case), (answer Yes|answer No|answer the question truthfully|"
                             r"give the opposite of your true answer \(No if the truth is Yes, Yes if the truth is "
                             r"No\)|"
                             r"(?:toss|roll) .+ and answer .+)", rule)
        assert parts, rule
        rules.append((parts[1], parts[2]))
    a = b = Fraction(0)
    for outcome in outcomes:
        then = _choose(rules, outcome)
        share = Fraction(1, len(outcomes))
        if then == "answer Yes":
            a, b = a + share, b + share
        elif then == "answer the question truthfully":
            a += share
        elif then.startswith("give the opposite"):
            b += share
        elif then != "answer No":
            yes = share * _second(then, found[1])
            a, b = a + yes, b + yes
    return a, b


def _second(text: str, first_action: str) -> Fraction:
    """The share of Yes from "roll a die and answer Yes if ..., No otherwise"; "again" only for the same randomiser."""
    action, answers = re.fullmatch(r"(.+?) and answer (.+)", text).groups()
    outcomes, again = _randomiser(action)
    assert again == (outcomes == _randomiser(first_action)[0]), text  # "roll a die again" only after a first die
    rules = []
    for part in re.split(r", (?=(?:Yes|No) (?:if|otherwise))", answers):
        word, condition = re.fullmatch(r"(Yes|No) (?:if (.+)|otherwise)", part).groups()
        rules.append((condition, word))
    return Fraction(sum(_choose(rules, o) == "Yes" for o in outcomes), len(outcomes))


# -- the tests -------------------------------------------------------------------------------------------
def test_every_die_or_coin_design_is_realised_and_its_english_words_give_its_probabilities_exactly():
    designs = every_design()
    assert len(designs) == 184  # 10 Warner, 53 forced, 121 unrelated
    for design in designs:
        steps = physical.plan(design)
        assert steps is not None, design.parameters
        assert physical.yes_probabilities(steps) == (design.a, design.b), design.parameters
        assert read_english(physical.realise(design)) == (design.a, design.b), physical.realise(design)


def test_every_design_in_every_language_is_plain_with_no_doubled_words():
    for design, language in itertools.product(every_design(), LANGUAGES):
        text = physical.realise(design, language)
        assert not JARGON.search(text) and not DOUBLED.search(text), (language, text)
        assert text.count(texts(language)["rule_sep"].strip()) == len(physical.plan(design)[0].rules) - 1
    assert "if all three coins show heads, answer Yes" in physical.realise(rr.forced("3/4", "1/8", "1/8"))
    assert "roll a die again" in physical.realise(rr.unrelated("2/3", "1/6"))
    assert "again" not in physical.realise(rr.unrelated("2/3", "1/2"))  # a die, then a coin


def test_every_language_has_every_text_with_the_same_blanks_and_distinct_coin_words():
    blanks = {key: {f for _, f, _, _ in string.Formatter().parse(text) if f} for key, text in texts("en").items()}
    for code in NAMES:
        words = texts(code)
        assert words.keys() == texts("en").keys(), code
        for key, text in words.items():
            assert {f for _, f, _, _ in string.Formatter().parse(text) if f} == blanks[key], (code, key)
        for randomiser, named in physical.NAMED.items():
            said = [words[f"{randomiser}.{name}"] for name in named]
            assert len(set(said)) == len(said), (code, randomiser)  # no two sets of results with the same words


@pytest.mark.parametrize("name,code", [
    ("French", "fr"), ("Français", "fr"), ("French (fr)", "fr"), ("fr", "fr"), ("FRENCH", "fr"),
    ("français (FR)", "fr"), ("English", "en"), ("english (en)", "en"), ("Spanish", "es"), ("Español (es-MX)", "es"),
    ("Portuguese (Brazil)", "pt"),
    ("pt_BR", "pt"), ("Arabic", "ar"), ("العربية", "ar"), ("Swahili", "sw"), ("Kiswahili (sw)", "sw"),
    ("Hausa", None), ("Hausa (ha)", None), ("no", None), ("English (ha)", None),
])
def test_languages_are_found_by_name_or_code_whatever_the_case(name, code):
    assert language_code(name) == code


def _survey(languages: list[str]) -> Survey:
    """One question of each design, a multiple-choice one (GRR, OUE) and one asked directly, in ``languages``."""
    def label(text):
        return {lang: f"{text}, {lang}?" for lang in languages}

    yes_no = [("die", {"name": "forced", "p_truth": "4/6", "p_yes": "1/6", "p_no": "1/6"}),
              ("three", {"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"}),
              ("two", {"name": "forced", "p_truth": "1/2", "p_yes": "1/4", "p_no": "1/4"}),
              ("warner", {"name": "warner", "p": "5/6"}), ("unrelated", {"name": "unrelated", "p": "2/3", "q": "1/8"}),
              ("again", {"name": "unrelated", "p": "1/2", "q": "1/2"}), ("by_eps", {"name": "epsilon", "epsilon": "1"})]
    questions = [Question("region", "select_one", label("Where"),
                          choices=[{"code": c, "label": label(c)} for c in ("north", "south")])]
    questions += [Question(name, "sensitive_yes_no", label(f"Question {i}"), design=d)
                  for i, (name, d) in enumerate(yes_no)]
    questions += [Question(name, "sensitive_choice", label("Income"), design={"epsilon": eps, "oracle": oracle},
                           choices=[{"code": f"b{i}", "label": label(f"Band {i}")} for i in range(k)])
                  for name, eps, oracle, k in (("grr", "2", "grr", 3), ("oue", "0.5", "oue", 8))]
    return Survey(id="words", title="Words", languages=languages, questions=questions)


def _sheet(path, title: str) -> list[dict]:
    rows = list(load_workbook(path)[title].iter_rows(values_only=True))
    return [dict(zip(rows[0], row)) for row in rows[1:]]


def test_an_exported_form_speaks_plainly_in_each_of_its_languages(tmp_path):
    from pyxform.xls2xform import convert

    s = _survey(LANGUAGES)
    out = write_xlsform(s, tmp_path / "words.xlsx")
    assert convert(xlsform=str(out)).warnings == []  # languages with codes: pyxform has nothing to say
    assert read_xlsform(out).fingerprint == s.fingerprint and read_xlsform(out).languages == LANGUAGES
    rows = _sheet(out, "survey")
    for lang in LANGUAGES:
        words = texts(lang)
        for row in rows:
            for column in ("label", "hint", "guidance_hint"):
                text = row.get(f"{column}::{lang}") or ""
                assert not DOUBLED.search(text), (lang, row["name"], text)
                if column == "label":
                    assert not JARGON.search(text), (lang, row["name"], text)
            if row["name"] in ("die", "three", "two", "warner", "unrelated", "again"):
                assert words["recorded"] in row[f"label::{lang}"] and "ε = " in row[f"guidance_hint::{lang}"]
                assert row[f"label::{lang}"].startswith(words["steps"].split("{")[0])  # in this language
            if row["name"] in ("by_eps", "grr", "oue"):
                assert row[f"label::{lang}"] == words["kiosk_only"] and "ε = " in row[f"guidance_hint::{lang}"]
        options = {(c["list_name"], c["name"]): c[f"label::{lang}"] for c in _sheet(out, "choices")}
        assert (options[("die_list", "yes")], options[("die_list", "no")]) == (words["yes"], words["no"])
        die = next(r[f"label::{lang}"] for r in rows if r["name"] == "die")
        assert words["answer"].format(answer=words["yes"]) in die
    assert language_warnings(s) == []


def test_the_kiosks_card_instructions_are_in_the_respondents_language():
    s = _survey(["Français"])
    for q in s.questions[1:]:
        q.randomiser = "physical" if q.name != "oue" else "device"
    for q in s.sensitive:
        text = q.physical_instructions("Français")
        assert not JARGON.search(text) and not DOUBLED.search(text) and "Privately" not in text, text
    assert "des cartes disent « Votre vraie réponse »" in s.question("grr").physical_instructions("Français")
    assert "73 % des cartes posent la question" in s.question("by_eps").physical_instructions("Français")
    assert s.question("die").physical_instructions("Español").startswith("Sin que nadie vea el resultado, lance un "
                                                                          "dado")
    assert "répondez Oui" in s.question("die").physical_instructions("Français")


def test_modes_read_plainly():
    for q in _survey(["English"]).questions:
        assert not DOUBLED.search(mode(q)), mode(q)


def test_a_language_dpgui_has_no_words_for_exports_with_a_warning_naming_the_rows_still_in_english(tmp_path):
    s = _survey(["English", "Hausa"])
    s.question("warner").instructions = {"Hausa": "Jefa kwabo a ɓoye."}
    out = write_xlsform(s, tmp_path / "ha.xlsx")
    assert "<h:html" in forms.to_xform(out)
    [warning] = language_warnings(s)
    rows = {r["name"]: n for n, r in enumerate(_sheet(out, "survey"), start=2)}
    steps = "rows " + ", ".join(f"{rows[name]} ({name})" for name in ("die", "three", "two", "unrelated")) + \
        f" and {rows['again']} (again)"
    assert "Hausa" in warning and steps in warning and "rr_instructions::Hausa" in warning, warning
    assert f"row {rows['warner']}" not in warning  # its own Hausa steps
    assert "dpgui_texts" in warning and "Yes and No" in warning
    warner = next(r for r in _sheet(out, "survey") if r["name"] == "warner")["label::Hausa"]
    assert warner.startswith("Jefa kwabo a ɓoye.\n\n")  # no English sentence added to the author's words


def test_a_form_with_a_plain_label_column_is_exported_with_one(tmp_path):
    from pyxform.xls2xform import convert

    rows = [["type", "name", "label", "hint", "rr_design", "rr_p"],
            ["select_one yes_no", "hiv", "Are you HIV positive?", "Think of your last test", "warner", "5/6"],
            ["integer", "age", "Your age?"]]
    form = forms.workbook(tmp_path / "plain.xlsx", rows, [["list_name", "name", "label"], ["yes_no", "yes", "Yes"],
                                                           ["yes_no", "no", "No"]])
    s = read_xlsform(form)
    assert s.languages == ["English"]
    out = write_xlsform(s, tmp_path / "out.xlsx")
    book = load_workbook(out)
    headers = [cell.value for sheet in book for cell in sheet[1]]
    assert "label" in headers and not [h for h in headers if "::" in h], headers
    assert convert(xlsform=str(out)).warnings == []
    back = read_xlsform(out)
    assert back.fingerprint == s.fingerprint and back.languages == ["English"]


def test_a_single_language_other_than_english_stays_plain_and_reads_back(tmp_path):
    s = _survey(["Kiswahili"])
    out = write_xlsform(s, tmp_path / "sw.xlsx")
    assert not [c.value for sheet in load_workbook(out) for c in sheet[1] if "::" in str(c.value)]
    back = read_xlsform(out)
    assert back.fingerprint == s.fingerprint and back.languages == ["Kiswahili"]
    assert "jibu Ndiyo" in next(r["label"] for r in _sheet(out, "survey") if r["name"] == "die")


def test_languages_that_differ_only_by_case_are_one_language(tmp_path):
    rows = [["type", "name", "label::English", "label::english", "hint::ENGLISH"],
            ["select_one yes_no", "smoke", "Do you smoke?", "", "Cigarettes"],
            ["integer", "age", "", "Your age?"]]
    choices = [["list_name", "name", "label::English", "label::english"], ["yes_no", "yes", "Yes", ""],
               ["yes_no", "no", "", "No"]]
    s = read_xlsform(forms.workbook(tmp_path / "case.xlsx", rows, choices))
    assert s.languages == ["English"]
    assert s.question("age").label == {"English": "Your age?"} and s.question("smoke").hint == {"English": "Cigarettes"}
    assert s.question("smoke").choices[1]["label"] == {"English": "No"}
    out = write_xlsform(s, tmp_path / "out.xlsx")
    assert "label" in [c.value for c in load_workbook(out)["survey"][1]]
    assert read_xlsform(out).fingerprint == s.fingerprint


def test_own_yes_no_labels_survive_beside_generated_ones(tmp_path):
    """Kobo's form labels its yes/no list itself (Oui/Non): the French Yes/No written for a new question
    must not make those labels look like dpgui's own, or the read-back survey would differ."""
    s = read_xlsform(forms.kobo_household(tmp_path / "kobo.xlsx"))
    s.questions.append(Question("sex", "sensitive_yes_no", {forms.EN: "Paid for sex?", forms.FR: "Sexe payé ?"},
                                design={"name": "warner", "p": "5/6"}))
    back = read_xlsform(write_xlsform(s, tmp_path / "out.xlsx"))
    assert back.fingerprint == s.fingerprint and back.question("drugs").choices[0]["label"][forms.FR] == "Oui"
    s.questions = [q for q in s.questions if q.name != "drugs"]  # without Kobo's list, the French words are dpgui's
    back = read_xlsform(write_xlsform(s, tmp_path / "own.xlsx"))
    assert back.fingerprint == s.fingerprint and back.text("yes", forms.FR) == "Oui"  # the kiosk's buttons too
