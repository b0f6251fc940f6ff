"""The phone's randomiser (dpgui/collect/static/randomise.js) in Chromium: its reports follow each design's exact law
(dpgui.core.rr.designs), the survey's own estimate covers a known truth at its nominal rate over repeated runs,
and both tests catch a deliberately wrong page (a slightly wrong ε or a, or a page that sends the truth).

Statistical tests use a false-alarm rate of 1e-6 each.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

from dpgui.collect import page_logic
from dpgui.core.rr.survey import Question
from dpgui.engine.survey_estimates import estimate_tally
from tests.browser import chromium

RANDOMISE_JS = (Path(page_logic.__file__).parent / "static" / "randomise.js").read_text(encoding="utf-8")
ALPHA = 1e-6
DRAWS = 20_000  # reports per true value

# Tallies of DpRandom.report for each job [randomiser, truths (one per respondent), codes, runs], in one call.
TALLY = """
const jobs = JSON.parse(arguments[0]);
return jobs.map(([randomiser, truths, codes, runs]) => {
  const tallies = [];
  for (let run = 0; run < runs; run += 1) {
    const tally = {};
    for (const truth of truths) {
      const reported = window.DpRandom.report(randomiser, truth, codes);
      tally[reported] = (tally[reported] || 0) + 1;
    }
    tallies.push(tally);
  }
  return tallies;
});
"""


def yes_no(name: str, **design) -> Question:
    return Question(name, "sensitive_yes_no", {"English": name}, design={"name": name.split("_")[0], **design})


def choice(name: str, k: int, oracle: str, epsilon: str) -> Question:
    choices = [{"code": f"c{i}", "label": {"English": f"option {i}"}} for i in range(k)]
    return Question(name, "sensitive_choice", {"English": name}, choices=choices,
                    design={"epsilon": epsilon, "oracle": oracle})


QUESTIONS = [
    yes_no("warner", p="3/4"),
    yes_no("forced", p_truth="2/3", p_yes="1/6", p_no="1/6"),
    yes_no("unrelated", p="1/2", q="1/3"),
    yes_no("epsilon", epsilon="1"),
    yes_no("epsilon_big", epsilon="5/2"),  # ε > 1: the exp(-1) factors of the floor split
    choice("grr", 5, "grr", "1"),
    choice("grr_big", 5, "grr", "5/2"),
    choice("oue", 4, "oue", "1"),
]


@pytest.fixture(scope="module")
def browser():
    with chromium() as driver:
        driver.get("about:blank")
        driver.execute_script(RANDOMISE_JS)
        yield driver


def tallies(driver, jobs: list) -> list[list[dict]]:
    return driver.execute_script(TALLY, json.dumps(jobs))


def spec(q: Question) -> dict:
    return {"mode": "device", **page_logic.randomiser(q)}


def law(q: Question) -> tuple[list[list[float]], list[str]]:
    """Rows: the true codes in order; columns: the possible reports; from dpgui.core.rr.designs."""
    if q.kind == "sensitive_yes_no":
        rows = q.binary().matrix()
        return [[float(p) for p in row] for row in rows], ["yes", "no"]
    rows, outputs = q.oracle().matrix()
    return rows, (q.codes if q.oracle().kind == "grr" else outputs)


def law_p_values(driver, q: Question, randomiser: dict) -> list[float]:
    """For each true answer, the p-value of DRAWS reports of ``randomiser`` against q's exact law."""
    rows, outputs = law(q)
    jobs = [[randomiser, [truth] * DRAWS, q.codes, 1] for truth in q.codes]
    p_values = []
    for row, (tally,) in zip(rows, tallies(driver, jobs)):
        assert set(tally) <= set(outputs)
        observed = [tally.get(o, 0) for o in outputs]
        if len(outputs) == 2:
            p_values.append(stats.binomtest(observed[0], DRAWS, row[0]).pvalue)
        else:
            p_values.append(stats.chisquare(observed, np.array(row) * DRAWS).pvalue)
    return p_values


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: q.name)
def test_reports_follow_the_designs_exact_law(browser, q):
    p_values = law_p_values(browser, q, spec(q))
    print(f"\n{q.name}: p-values {', '.join(f'{p:.3g}' for p in p_values)}")
    assert min(p_values) > ALPHA


@pytest.mark.parametrize("q, wrong", [
    (QUESTIONS[1], {"kind": "binary", "a": str(Fraction(5, 6) + Fraction(1, 40)), "b": "1/6"}),  # a off by 0.025
    (QUESTIONS[3], {"kind": "binary_epsilon", "epsilon": "6/5"}),  # ε 1.2 instead of 1
    (QUESTIONS[5], {"kind": "grr", "k": 5, "epsilon": "6/5"}),
    (QUESTIONS[7], {"kind": "oue", "k": 4, "epsilon": "6/5"}),
], ids=["a-off", "binary-epsilon-off", "grr-epsilon-off", "oue-epsilon-off"])
def test_the_law_test_catches_a_wrong_randomiser(browser, q, wrong):
    p_values = law_p_values(browser, q, wrong)
    print(f"\n{q.name} with {wrong}: smallest p-value {min(p_values):.3g}")
    assert min(p_values) < ALPHA


RESPONDENTS, PREVALENCE, RUNS = 300, 0.3, 2_000
COVERAGE_Q = QUESTIONS[1]  # forced response: a = 5/6, b = 1/6


def population_runs(seed: int = 30) -> list[list[str]]:
    """Each run's 300 respondents drawn afresh from a population with prevalence 0.3 (their true answers are known
    to the test; the interval is for the population's prevalence, so this is the setting its 95% is promised in)."""
    truths = np.random.default_rng(seed).random((RUNS, RESPONDENTS)) < PREVALENCE
    return [["yes" if t else "no" for t in run] for run in truths]


def fixed_runs() -> list[list[str]]:
    """The same 300 respondents, exactly 90 of them yes, in every run."""
    yes = round(PREVALENCE * RESPONDENTS)
    return [["yes"] * yes + ["no"] * (RESPONDENTS - yes)] * RUNS


def reported(driver, q: Question, runs: list[list[str]]) -> list[dict]:
    return [tally for (tally,) in tallies(driver, [[spec(q), truths, q.codes, 1] for truths in runs])]


def covered(q: Question, tally: dict) -> bool:
    """Whether the interval dpgui shows (estimate_tally: Wilson, mapped through the design) holds the prevalence."""
    (row,) = estimate_tally(q, tally)
    return row["ci_low"] <= PREVALENCE <= row["ci_high"]


def exact_coverage(q: Question, fixed: bool) -> float:
    """The coverage this design and interval give at n = 300: the reported yes count is Binomial(300, λ) for a
    population, Binomial(90, a) + Binomial(210, b) for the fixed respondents."""
    design, n = q.binary(), RESPONDENTS
    a, b = float(design.a), float(design.b)
    if fixed:
        yes = round(PREVALENCE * n)
        pmf = np.convolve(stats.binom.pmf(np.arange(yes + 1), yes, a), stats.binom.pmf(np.arange(n - yes + 1), n - yes, b))
    else:
        pmf = stats.binom.pmf(np.arange(n + 1), n, a * PREVALENCE + b * (1 - PREVALENCE))
    return float(sum(p for y, p in enumerate(pmf) if covered(q, {"yes": y, "no": n - y})))


def coverage_test(q: Question, runs: list[dict], nominal: float) -> tuple[float, float]:
    """The measured coverage and the two-sided binomial test's p-value against ``nominal``."""
    held = sum(covered(q, tally) for tally in runs)
    return held / len(runs), stats.binomtest(held, len(runs), nominal).pvalue


def test_the_surveys_interval_covers_the_populations_prevalence_at_95_percent(browser):
    rate, p_value = coverage_test(COVERAGE_Q, reported(browser, COVERAGE_Q, population_runs()), 0.95)
    print(f"\ncoverage {rate:.3f} over {RUNS:,} runs of {RESPONDENTS} respondents drawn from a population with "
          f"prevalence {PREVALENCE} (forced response 5/6, 1/6; Wilson 95%): exact rate "
          f"{exact_coverage(COVERAGE_Q, fixed=False):.4f}; binomial test against 0.95: p = {p_value:.3g}")
    assert p_value > ALPHA


def test_for_the_same_respondents_every_run_the_interval_is_conservative(browser):
    """With the respondents fixed, only the randomiser varies; the interval, which also allows for who was asked,
    then covers their 30% more often than 95%, at exactly the rate the design's law predicts."""
    exact = exact_coverage(COVERAGE_Q, fixed=True)
    rate, p_value = coverage_test(COVERAGE_Q, reported(browser, COVERAGE_Q, fixed_runs()), exact)
    print(f"\nsame 300 respondents (90 yes) every run: coverage {rate:.3f} over {RUNS:,} runs; exact rate {exact:.4f}; "
          f"binomial test against it: p = {p_value:.3g}")
    assert exact >= 0.95 and p_value > ALPHA


SHARES = [0.4, 0.3, 0.15, 0.1, 0.05]  # a population's true shares of five options


@pytest.mark.parametrize("q", [choice("grr", 5, "grr", "1"), choice("oue", 5, "oue", "1")], ids=["grr", "oue"])
def test_each_options_interval_covers_its_share_at_95_percent(browser, q):
    """The k-ary oracles end to end: 1,000 runs of 300 respondents drawn from a population with known shares, each
    option's interval (estimate_tally) tested against 95%."""
    rng = np.random.default_rng(31)
    runs = [list(rng.choice(q.codes, size=RESPONDENTS, p=SHARES)) for _ in range(RUNS // 2)]
    rows = [estimate_tally(q, tally) for tally in reported(browser, q, runs)]
    for i, share in enumerate(SHARES):
        held = sum(row[i]["ci_low"] <= share <= row[i]["ci_high"] for row in rows)
        p_value = stats.binomtest(held, len(rows), 0.95).pvalue
        print(f"\n{q.oracle().kind.upper()} option {i} (share {share}): coverage {held / len(rows):.3f} over "
              f"{len(rows):,} runs; binomial p = {p_value:.3g}", end="")
        assert p_value > ALPHA


def test_the_coverage_test_catches_a_page_that_sends_the_truth(browser):
    browser.execute_script("window.DpRandom.report = (randomiser, truth) => truth;")  # the broken page
    try:
        runs = reported(browser, COVERAGE_Q, population_runs())
    finally:
        browser.execute_script(RANDOMISE_JS)
    rate, p_value = coverage_test(COVERAGE_Q, runs, 0.95)
    print(f"\na page sending the truth: coverage {rate:.3f}, binomial p = {p_value:.3g}")
    assert p_value < ALPHA


# The samplers' arithmetic, with the byte source replaced by a known sequence (the only use tests may make of it).
COUNTING = """
const d = BigInt(arguments[0]);
let index = 0;
// Every pair of bytes once: (0,0), (0,1), ... (255,255).
window.DpRandom.source = (count) => Uint8Array.from({length: count}, () => {
  const pair = Math.floor(index / 2), high = index % 2 === 0;
  index += 1;
  return high ? (pair >> 8) & 255 : pair & 255;
});
const counts = {};
for (let accepted = 0; accepted < 300 * 128; accepted += 1) { // as many as the 65,536 pairs hold below 300
  const value = window.DpRandom.uniformBelow(d).toString();
  counts[value] = (counts[value] || 0) + 1;
}
window.DpRandom.source = (count) => crypto.getRandomValues(new Uint8Array(count));
return [counts, index];
"""


def test_uniform_integers_have_no_bias(browser):
    """Over every 16-bit input once, each of 0..299 comes out exactly as often (the low 9 bits, 300..511 redrawn)."""
    counts, served = browser.execute_script(COUNTING, "300")
    assert served <= 2 * 65_536 + 1024  # the pairs were read once each (plus one pool's read-ahead)
    assert len(counts) == 300 and set(counts.values()) == {128}
    assert set(counts) == {str(i) for i in range(300)}


def test_big_bounds_take_whole_bytes_and_redraw(browser):
    d = 2 ** 70 + 1  # 71 bits: 9 bytes, the first masked to 7 bits
    got = browser.execute_script("""
      const queue = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xbf, 0, 0, 0, 0, 0, 0, 0, 5];
      window.DpRandom.source = (count) => Uint8Array.from(queue.splice(0, count));
      const value = window.DpRandom.uniformBelow(BigInt(arguments[0])).toString();
      window.DpRandom.source = (count) => crypto.getRandomValues(new Uint8Array(count));
      return value;""", str(d))
    assert int(got) == 0x3f * 2 ** 64 + 5  # 2^71 - 1 >= d was redrawn; the top bit of 0xbf masked off


def test_the_page_makes_no_floating_point_draws():
    for word in ("Math.random", "Math.exp", "Math.log", "Math.pow", "parseFloat", "Number(randomiser"):
        assert word not in RANDOMISE_JS, word
    assert "crypto.getRandomValues" in RANDOMISE_JS


def test_a_physical_randomiser_or_a_wrong_answer_is_refused(browser):
    refused = browser.execute_script("""
      const attempts = [
        [{"mode": "physical", "instructions": {}}, "yes", ["yes", "no"]],
        [{"kind": "binary", "a": "5/6", "b": "1/6"}, "maybe", ["yes", "no"]],
        [{"kind": "binary", "a": "7/6", "b": "1/6"}, "yes", ["yes", "no"]],
        [{"kind": "binary", "a": "0.8", "b": "1/6"}, "yes", ["yes", "no"]],
        [{"kind": "grr", "k": 3, "epsilon": "1/1"}, "c9", ["c0", "c1", "c2"]],
        [{"kind": "grr", "k": 4, "epsilon": "1/1"}, "c0", ["c0", "c1", "c2"]],
      ];
      return attempts.map(([r, t, c]) => { try { window.DpRandom.report(r, t, c); return false; }
                                            catch (error) { return true; } });""")
    assert refused == [True] * 6


def test_reports_are_in_the_stored_form_the_survey_accepts(browser):
    """A GRR report is one of the codes, an OUE report one bit per option: Question.check_answer keeps them."""
    for q in (QUESTIONS[5], QUESTIONS[7]):
        (runs,) = tallies(browser, [[spec(q), ["c2"] * 200, q.codes, 1]])
        assert all(q.check_answer(report) == report for report in runs[0])
