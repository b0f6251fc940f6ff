"""300 respondents with known true answers, through the real page in Chromium, the real server and a real project.

Between the browser and the server a proxy keeps every byte the browser sent. What reached the laptop must be only
reported answers: every submission has exactly the page's fields, and the reported answers agree with the true ones
as often as the design says (5 in 6 for this forced-response design), not always. The same test run on a page whose
randomiser sends the truth fails (the power check). The estimate from the stored responses holds the true share.
The interval's rate over many repeated runs of 300 is measured in test_phones_randomise.py (the same randomiser code,
without the clicks).
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
from scipy import stats

from dpgui.collect.server.app import RateLimit
from dpgui.core.rr.survey import Question, Survey
from dpgui.engine.survey_estimates import estimate_question
from dpgui.store import surveys as store
from dpgui.store.project import Project
from tests.browser import chromium
from tests.phones_fixtures import served
from tests.recording_proxy import RecordingProxy
from dpgui.core.costs.accounting import pure

RESPONDENTS = 300
TRUE_YES = 90  # a true share of 0.3
AGREE = 5 / 6  # P(reported = true) for forced response (2/3 truth, 1/6 yes, 1/6 no), whatever the truth
FALSE_ALARM = 1e-6
FIELDS = {"uuid", "fingerprint", "form_version", "language", "answers"}

# One respondent after another, tapping the page's real buttons (in the page, so 300 take seconds, not minutes).
RESPOND = """
const [people, done] = [arguments[0], arguments[arguments.length - 1]];
const sleep = ms => new Promise(r => setTimeout(r, ms));
const visible = text => [...document.querySelectorAll('button')]
  .find(b => b.textContent.trim() === text && b.offsetParent !== null);
async function until(test) {
  for (const started = Date.now(); !test(); await sleep(2)) {
    if (Date.now() - started > 20000) { throw new Error('waited too long on: ' + document.body.innerText); }
  }
}
async function tap(text) { await until(() => visible(text)); visible(text).click(); }
(async () => {
  try {
    for (const [region, drugs] of people) {
      await tap('I agree to take part');
      await tap('Continue');
      await tap(region);
      await tap(drugs);
      await until(() => document.getElementById('status').textContent === 'Your answers were sent.');
      await tap('Start again for another person');
    }
    done('ok');
  } catch (e) { done(String(e)); }
})();
"""


def survey() -> Survey:
    made = Survey(id="phones-e2e", title="Habits", questions=[
        Question("region", "select_one", {"English": "Where do you live?"},
                 choices=[{"code": "north", "label": {"English": "North"}},
                          {"code": "south", "label": {"English": "South"}}]),
        Question("drugs", "sensitive_yes_no", {"English": "Have you used drugs this year?"},
                 design={"name": "forced", "p_truth": "2/3", "p_yes": "1/6", "p_no": "1/6"})])
    made.validate()
    return made


def people() -> list[tuple[str, str]]:
    """(region, true drugs answer) of each respondent: 90 of 300 truly "Yes", regions alternating."""
    return [("North" if i % 2 else "South", "Yes" if i < TRUE_YES else "No") for i in range(RESPONDENTS)]


class Run:
    """One run of every respondent through the page: what the browser sent, what was stored, and where."""

    def __init__(self, tmp_path, broken: bool = False):
        self.survey = survey()
        # 300 people from one browser, one after another: the per-phone request limit is lifted as 300 phones have it.
        limits = RateLimit(rate=1000, burst=1000)
        with Project.create(tmp_path / "phones.dpgui", pure(1)) as project, \
                served(project, self.survey, limits=limits) as session:
            address = urlsplit(session.url)
            self.path = address.path
            proxy = RecordingProxy((address.hostname, address.port))
            try:
                respond(f"http://127.0.0.1:{proxy.port}{address.path}", broken)
            finally:
                proxy.close()
            self.requests = proxy.requests()
            self.stored = store.responses(project, self.survey)
            self.count = session.stored


def respond(url: str, broken: bool) -> None:
            with chromium() as driver:
                driver.set_script_timeout(240)
                driver.get(url)
                if broken:  # a page that sends the truth (its randomiser reports what it is given)
                    driver.execute_script("DpRandom.report = (randomiser, truth) => truth;")
                assert driver.execute_async_script(RESPOND, people()) == "ok"
                assert not [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def submissions(requests, token_path: str) -> list[dict]:
    """The JSON body of every POST the browser made, in order; each must be a submission to this survey."""
    out = []
    for line, headers, body in requests:
        method, path, _ = line.split(b" ")
        assert method in (b"GET", b"POST")
        if method == b"GET":
            assert body == b""
            continue
        assert path.decode() == token_path + "submit" and headers[b"content-type"] == b"application/json"
        out.append(json.loads(body))
    return out


def agreement_p_value(sent: list[dict]) -> float:
    """Two-sided binomial p-value of how many reported answers equal the true ones, against the design's 5 in 6."""
    truths = [drugs.lower() for _, drugs in people()]
    agree = sum(s["answers"]["drugs"] == truth for s, truth in zip(sent, truths))
    return stats.binomtest(agree, RESPONDENTS, AGREE).pvalue


def check_only_reports_reached_the_laptop(run: Run) -> None:
    sent = submissions(run.requests, run.path)
    assert len(sent) == RESPONDENTS == len(run.stored) == run.count  # none lost, none twice
    assert len({s["uuid"] for s in sent}) == RESPONDENTS
    for s, (region, _) in zip(sent, people()):
        assert set(s) == FIELDS and set(s["answers"]) == {"region", "drugs"}
        assert (s["fingerprint"], s["language"]) == (run.survey.fingerprint, "English")
        assert s["answers"]["region"] == region.lower() and s["answers"]["drugs"] in ("yes", "no")
    by_id = {s["uuid"]: s["answers"] for s in sent}
    assert {r["uuid"]: r["answers"] for r in run.stored} == by_id  # stored as sent
    assert agreement_p_value(sent) > FALSE_ALARM  # reported answers, not true ones


def test_300_respondents_through_the_real_page_send_only_reported_answers_and_the_estimate_holds_the_truth(
        tmp_path):
    run = Run(tmp_path)
    check_only_reports_reached_the_laptop(run)
    reported = [r["answers"]["drugs"] for r in run.stored]
    (row,) = estimate_question(run.survey.question("drugs"), reported, confidence=1 - FALSE_ALARM)
    assert row["ci_low"] <= TRUE_YES / RESPONDENTS <= row["ci_high"]
    (shown,) = estimate_question(run.survey.question("drugs"), reported)
    print(f"\n{RESPONDENTS} respondents, true share {TRUE_YES / RESPONDENTS:.3f}: estimate {shown['estimate']:.3f}, "
          f"95% interval {shown['ci_low']:.3f} to {shown['ci_high']:.3f}; agreement p = "
          f"{agreement_p_value(submissions(run.requests, run.path)):.3g}; "
          f"{sum(len(line) + len(b) + sum(len(k) + len(v) for k, v in h.items()) for line, h, b in run.requests):,} "
          f"request bytes in {len(run.requests):,} requests inspected")


def test_power_a_page_that_sends_the_truth_fails_the_same_check(tmp_path):
    run = Run(tmp_path, broken=True)
    with pytest.raises(AssertionError):
        check_only_reports_reached_the_laptop(run)
    assert agreement_p_value(submissions(run.requests, run.path)) < FALSE_ALARM
