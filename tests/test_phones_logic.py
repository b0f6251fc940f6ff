"""The phones' page follows the kiosk's logic exactly: the same cases through dpgui.core.rr.odk_logic and through
dpgui/collect/static/logic.js in Chromium, plus a few thousand random expressions compared between the two.

The cases (tests/data/logic_cases.json) cover every operator and function, precedence, blanks, NaN, XPath's
number() grammar, Python's str() of numbers, hostile strings, long lists and brackets nested to the limit.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from dpgui.collect import page_logic
from dpgui.core.rr import odk_logic
from tests.browser import chromium

CASES = json.loads((Path(__file__).parent / "data" / "logic_cases.json").read_text(encoding="utf-8"))
LOGIC_JS = (Path(page_logic.__file__).parent / "static" / "logic.js").read_text(encoding="utf-8")

# Evaluates every [tree, answers, current, choice] of a JSON list in one call (a round trip per case is slow).
RUN = """
const rows = JSON.parse(arguments[0]);
return rows.map(([tree, answers, current, choice]) => {
  try { return window.DpLogic.evaluate(tree, answers, current, choice); }
  catch (error) { return "error: " + error.message; }
});
"""


@pytest.fixture(scope="module")
def browser():
    with chromium() as driver:
        driver.get("about:blank")
        yield driver


def in_browser(driver, script: str, rows: list) -> list:
    """Load ``script`` (logic.js or a variant of it) and evaluate ``rows`` of (expression, answers, current, choice)."""
    driver.execute_script(script)
    trees = [[page_logic.tree(text), answers, current, choice] for text, answers, current, choice in rows]
    return driver.execute_script(RUN, json.dumps(trees, allow_nan=False))


def case_rows() -> list:
    return [(c["expression"], c["answers"], c["current"], c["choice"]) for c in CASES]


def in_python(rows: list) -> list:
    return [odk_logic.parse(text)(answers, current, choice) for text, answers, current, choice in rows]


def test_the_cases_cover_the_language():
    text = " ".join(c["expression"] for c in CASES)
    for word in ("=", "!=", "<", "<=", ">", ">=", "+", "-", "*", " div ", " mod ", " and ", " or ", "not(", "selected(",
                 "count-selected(", "string-length(", "true()", "false()", "${", ".", "'", '"'):
        assert word in text, word
    assert len(CASES) >= 300
    assert {c["expected"] for c in CASES} == {True, False}


def test_python_gives_the_expected_value_for_every_case():
    got = in_python(case_rows())
    wrong = [(c["expression"][:80], c["answers"], got[i]) for i, c in enumerate(CASES) if got[i] != c["expected"]]
    assert not wrong


def test_the_page_gives_the_expected_value_for_every_case(browser):
    got = in_browser(browser, LOGIC_JS, case_rows())
    wrong = [(c["expression"][:80], c["answers"], got[i]) for i, c in enumerate(CASES) if got[i] != c["expected"]]
    assert not wrong


@pytest.mark.parametrize("broken, original", [
    ("left = number(left);\n      right = number(right);", "left = text(left);\n      right = text(right);"),
    ("a % b; //", "((a % b) + b) % b; //"),
    ("Array.from(text(args[0])).length", "text(args[0]).length"),
    ("[ \\t\\r\\n]*(-?", "\\s*([-+]?"),
    ("return sign + whole + \".\" + (fraction || \"0\");", "return String(x);"),
], ids=["strings-compared", "mod-floored", "utf16-length", "lax-number", "js-number-text"])
def test_the_cases_catch_a_wrong_page(browser, broken, original):
    """Power: each deliberately wrong variant of logic.js fails some of the shared cases."""
    assert broken in LOGIC_JS
    wrong_script = LOGIC_JS.replace(broken, original)
    got = in_browser(browser, wrong_script, case_rows())
    assert sum(got[i] != c["expected"] for i, c in enumerate(CASES)) > 0


VALUES = ["", "0", "1", "2", "-1", " 3 ", "1.5", ".5", "5.", "-0", "007", "1e3", "+4", "1_000", "inf", "nan", "٣",
          "abc", "a", "b", "a b", "b  c", "a\u00a0b", "1 2 3", "True", "False", "😀", "e\u0301", "it's", 'q"', "\\",
          "9" * 30, "0.1", "0.30000000000000004", "\t\n", "12345678901234567", "x\u2028y"]
LITERALS = ["0", "1", "2", "3", "0.5", "10", "0.1", "0.00001", "12345678901234567", "1" + "0" * 320, "'a'", "'b'",
            "''", "'1'", "' 2 '", "'a b'", "\"it's\"", "'1.0'", "'True'", "'nan'"]
FUNCTIONS = ["not({0})", "selected({0}, {1})", "count-selected({0})", "string-length({0})", "true()", "false()"]
OPERATORS = ["=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "div", "mod", "and", "or"]


def random_expression(rng: random.Random, depth: int = 0) -> str:
    roll = rng.random()
    if depth > 3 or roll < 0.3:
        return rng.choice([rng.choice(LITERALS), f"${{{rng.choice('xyz')}}}", ".", rng.choice(["c", "d"])])
    if roll < 0.45:
        pattern = rng.choice(FUNCTIONS)
        return pattern.format(random_expression(rng, depth + 1), random_expression(rng, depth + 1))
    if roll < 0.55:
        return f"({random_expression(rng, depth + 1)})"
    if roll < 0.6:
        return f"-{random_expression(rng, depth + 1)}"
    parts = [random_expression(rng, depth + 1)]
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        parts += [rng.choice(OPERATORS), random_expression(rng, depth + 1)]
    return " ".join(parts)


def random_rows(count: int, seed: int = 30) -> list:
    rng = random.Random(seed)
    rows = []
    for _ in range(count):
        answers = {name: rng.choice(VALUES) for name in "xyz" if rng.random() < 0.8}
        choice = {name: rng.choice(VALUES) for name in "cd" if rng.random() < 0.8}
        rows.append((random_expression(rng), answers, rng.choice(VALUES), choice))
    return rows


def test_random_expressions_agree_between_python_and_the_page(browser):
    rows = random_rows(4000)
    expected = in_python(rows)
    got = in_browser(browser, LOGIC_JS, rows)
    disagree = [(rows[i], expected[i], got[i]) for i in range(len(rows)) if got[i] != expected[i]]
    assert not disagree[:5]
    assert 0.2 < sum(expected) / len(expected) < 0.8  # both answers are common, so agreement means something


def test_random_expressions_catch_a_page_comparing_as_strings(browser):
    rows = random_rows(4000)
    wrong_script = LOGIC_JS.replace("left = number(left);\n      right = number(right);",
                                    "left = text(left);\n      right = text(right);")
    got = in_browser(browser, wrong_script, rows)
    assert sum(g != e for g, e in zip(got, in_python(rows))) > 50


@pytest.mark.parametrize("text, number", [
    ("5", 5.0), (" 5 ", 5.0), ("\t-5.\r\n", -5.0), (".5", 0.5), ("-.5", -0.5), ("007", 7.0), ("1" + "0" * 400, math.inf),
    ("1e3", math.nan), ("+5", math.nan), ("1_000", math.nan), ("inf", math.nan), ("nan", math.nan),
    ("Infinity", math.nan), ("٣", math.nan), ("5\u00a0", math.nan), ("5\v", math.nan), ("- 5", math.nan), ("", math.nan),
    ("0x10", math.nan), ("1.2.3", math.nan),
])
def test_text_reads_as_a_number_by_xpath_number_grammar(text, number):
    """One rule both walkers share: XPath 1.0 number(), not Python's float() (which reads 1_000, inf and ٣)."""
    got = odk_logic._number(text)
    assert got == number or (math.isnan(got) and math.isnan(number))


def test_infinite_modulo_is_nan_not_an_error():
    assert odk_logic.parse("9" * 400 + " mod 2 != 0")({})
    assert page_logic.tree("9" * 400 + " = 1") == ["chain", ["num", "Infinity"], "=", ["num", 1.0]]
