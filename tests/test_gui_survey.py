"""The survey designer and the kiosk, driven through their widgets: simulated respondents with a
known prevalence, the intervals' coverage (and a deliberately wrong kiosk that must fail it), the
PIN, and a scan for true answers."""

import json
import math
import tempfile
import time
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from scipy.stats import binom

from dpgui.core.costs.accounting import pure
from dpgui.core.rr.survey import Question, Survey
from dpgui.engine.survey_estimates import estimate_question
from dpgui.store import surveys as store
from dpgui.store.project import Project
from dpgui.ui.main_window import PAGES
from tests.stat_checks import FALSE_ALARM
from tests.test_gui import click, window  # noqa: F401  (the fixture)

TRUE_PREVALENCE = 0.05
COVERAGE_FLOOR = 0.93  # Wilson mapped is a little under nominal at small n (docs/statistics.md)
SURVEYS, PER_SURVEY = 1000, 100  # simulated through the core randomiser
KIOSK_RESPONDENTS = 300  # through the kiosk's widgets


def open_with(w, tmp_path, survey: Survey) -> Project:
    path = tmp_path / "field.dpgui"
    project = Project.create(path, pure(1))
    store.save_survey(project, survey)
    w.context.open(path, project)
    return project


def one_question(design=None) -> Survey:
    return Survey(id="kiosk-test", title="Kiosk test", questions=[
        Question("drugs", "sensitive_yes_no", {"English": "Have you used drugs this year?"},
                 design=design or {"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"})])


def press(qtbot, kiosk, text: str) -> None:
    matches = [b for b in kiosk.buttons if b.text() == text]
    assert matches, f"no button {text!r} on this screen: {[b.text() for b in kiosk.buttons]}"
    click(qtbot, matches[0])


def respondent(qtbot, kiosk, answers: list[str], language: str = "English") -> None:
    """One person at the kiosk: language, consent, explanation, the answers, then hand back."""
    press(qtbot, kiosk, language)
    press(qtbot, kiosk, kiosk._t("agree"))
    press(qtbot, kiosk, kiosk._t("continue"))
    for text in answers:
        press(qtbot, kiosk, text)
    press(qtbot, kiosk, kiosk._t("next"))


def test_design_a_question_in_the_dialog_and_see_its_epsilon_and_accuracy(qtbot, window, tmp_path):  # noqa: F811
    w = window
    path = tmp_path / "design.dpgui"
    w.context.open(path, Project.create(path, pure(1)))
    w.nav.setCurrentRow(PAGES.index("Survey"))

    def fill():
        dialog = QApplication.activeModalWidget()
        dialog.name.setText("drugs")
        dialog.texts["English"].setText("Have you used drugs this year?")
        dialog.kind.setCurrentIndex(dialog.kind.findData("sensitive_yes_no"))
        dialog.design.setCurrentIndex(dialog.design.findData("forced"))
        dialog.params["p_no"].setText("0")  # ε = ∞: refused until confirmed
        dialog.params["p_truth"].setText("7/8")
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        click(qtbot, ok)
        assert dialog.isVisible() and "∞" in dialog.error.text()
        dialog.params["p_no"].setText("1/16")
        dialog.params["p_truth"].setText("13/16")
        click(qtbot, ok)
    QTimer.singleShot(50, fill)
    w.survey.new_survey("Field study", "English")
    survey = store.current_survey(w.context.project)
    assert survey.questions[0].design == {"name": "forced", "p_truth": "13/16", "p_yes": "1/8", "p_no": "1/16"}
    table = w.survey.table
    assert table.item(0, 3).text() == f"{math.log(14):.3g}" and table.item(0, 4).text().startswith("±")
    assert "total ε" in w.survey.total.text()


def test_kiosk_needs_the_pin_and_keeps_no_partial_response(qtbot, window, tmp_path):  # noqa: F811
    w = window
    project = open_with(w, tmp_path, one_question())
    kiosk = w.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    press(qtbot, kiosk, "English")
    press(qtbot, kiosk, kiosk._t("agree"))
    kiosk.close()
    assert kiosk.isVisible()  # closing needs the PIN
    assert not kiosk.request_exit("0000") and kiosk.isVisible()
    assert kiosk.request_exit("2468") and not kiosk.isVisible()
    assert store.response_count(project, store.current_survey(project)) == 0  # left mid-way: nothing stored


def run_kiosk(qtbot, w, respondents: int, truth_gen) -> list[str]:
    """``respondents`` simulated people through the kiosk's widgets; the answers it stored, in order."""
    survey = store.current_survey(w.context.project)
    kiosk = w.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    for truth in truth_gen.random(respondents) < TRUE_PREVALENCE:
        respondent(qtbot, kiosk, [kiosk._t("yes") if truth else kiosk._t("no")])
    assert kiosk.request_exit("2468")
    answers = [r["answers"]["drugs"] for r in store.responses(w.context.project, survey)]
    assert len(answers) == respondents
    return answers


def coverage_is_plausible(blocks: list[dict]) -> bool:
    covered = sum(b["ci_low"] <= TRUE_PREVALENCE <= b["ci_high"] for b in blocks)
    return binom.cdf(covered, len(blocks), COVERAGE_FLOOR) > FALSE_ALARM


def simulated_blocks(question: Question, randomise, truth_gen) -> list[dict]:
    """SURVEYS surveys of PER_SURVEY respondents, each answer reported through ``randomise`` (vectorised:
    the design's own randomiser, the one the kiosk calls for each respondent), and each survey's estimate."""
    truths = truth_gen.random(SURVEYS * PER_SURVEY) < TRUE_PREVALENCE
    reported = np.where(randomise(truths), "yes", "no")
    return [estimate_question(question, list(reported[i:i + PER_SURVEY]))[0]
            for i in range(0, reported.size, PER_SURVEY)]


def yes_rate_is_plausible(question: Question, answers: list[str]) -> bool:
    """The kiosk's stored "yes" count against the law the design gives it, P(yes) = 3/4·π + 1/8."""
    design = question.binary()
    p_yes = float(design.a) * TRUE_PREVALENCE + float(design.b) * (1 - TRUE_PREVALENCE)
    yes = sum(a == "yes" for a in answers)
    return min(binom.cdf(yes, len(answers), p_yes), binom.sf(yes - 1, len(answers), p_yes)) > FALSE_ALARM


def test_simulated_respondents_through_the_kiosk_are_covered_at_the_stated_rate(qtbot, window, tmp_path,  # noqa: F811
                                                                                 monkeypatch):
    """The kiosk stores exactly what the core randomiser reports for each true answer (KIOSK_RESPONDENTS
    people through the real widgets), so the coverage of the intervals is that of the randomiser, simulated
    vectorised over SURVEYS surveys: many more than the widgets could take, so more power, not less."""
    w = window
    project = open_with(w, tmp_path, one_question())
    calls, randomise = [], Question.randomise
    monkeypatch.setattr(Question, "randomise", lambda self, truth, rng=None: calls.append(
        (truth, randomise(self, truth, rng))) or calls[-1][1])
    answers = run_kiosk(qtbot, w, KIOSK_RESPONDENTS, truth_gen=np.random.default_rng(11))
    assert [reported for _, reported in calls] == answers  # stored = the randomiser's report, nothing else
    survey = store.current_survey(project)
    question = survey.question("drugs")
    assert yes_rate_is_plausible(question, answers)
    blocks = simulated_blocks(question, question.binary().randomise, np.random.default_rng(13))
    assert coverage_is_plausible(blocks), [(b["ci_low"], b["ci_high"]) for b in blocks]
    # the estimates are the core estimator's, on what the kiosk stored
    from dpgui.core.rr.estimators import estimate_binary
    core = estimate_binary(question.binary(), sum(a == "yes" for a in answers), len(answers))
    ours = estimate_question(question, answers)[0]
    assert (ours["estimate"], ours["ci_low"], ours["ci_high"]) == (core.estimate, core.ci_low, core.ci_high)


def test_power_a_kiosk_that_stores_the_true_answer_fails_the_checks(qtbot, window, tmp_path,  # noqa: F811
                                                                    monkeypatch):
    """Power. Through the widgets: with the true answer stored, "yes" has probability π = 0.05 instead of
    3/4·π + 1/8 = 0.1625; among 600 people the check rejects when at most 56 say yes (false alarm
    6.4e-7 under the right design) and a truth-storing kiosk says yes that rarely with probability
    0.999996 (binomial tails). Vectorised: the same wrong randomiser fails the coverage check."""
    w = window
    open_with(w, tmp_path, one_question())
    monkeypatch.setattr(Question, "randomise", lambda self, truth, rng=None: truth)  # deliberately wrong
    answers = run_kiosk(qtbot, w, 600, truth_gen=np.random.default_rng(12))
    question = store.current_survey(w.context.project).question("drugs")
    assert not yes_rate_is_plausible(question, answers)
    assert not coverage_is_plausible(simulated_blocks(question, lambda truths: truths, np.random.default_rng(14)))


def test_no_true_answer_is_written_anywhere(qtbot, window, tmp_path):  # noqa: F811
    """Four 10-option questions (10^4 possible answer sets): each respondent's true answers,
    serialised the way the project stores answers, must appear nowhere unless some respondent
    *reported* exactly that set (then the bytes cannot tell, and that respondent is skipped)."""
    w = window
    codes = [f"c{i}" for i in range(10)]
    questions = [Question(f"q{j}", "sensitive_choice", {"English": f"Question {j}?"},
                          choices=[{"code": c, "label": {"English": c}} for c in codes],
                          design={"epsilon": "1/2", "oracle": "grr"}) for j in range(4)]
    project = open_with(w, tmp_path, Survey(id="scan", title="Scan", questions=questions))
    started = time.time()
    gen = np.random.default_rng(5)
    kiosk = w.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    truths = [{f"q{j}": codes[gen.integers(0, 10)] for j in range(4)} for _ in range(60)]
    for truth in truths:
        respondent(qtbot, kiosk, [truth[f"q{j}"] for j in range(4)])
    assert kiosk.request_exit("2468")
    reported = [r["answers"] for r in store.responses(project, store.current_survey(project))]
    assert sum(r != t for r, t in zip(reported, truths)) > 40  # the kiosk did randomise
    assert w.context.undo.count() == 0
    w.context.settings.sync()
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    files += [p for p in Path(tempfile.gettempdir()).glob("*") if p.is_file() and p.stat().st_mtime >= started]
    blobs = b"".join(p.read_bytes() for p in files)
    checked = [t for t in truths if t not in reported]
    assert len(checked) >= 50
    for truth in checked:
        assert json.dumps(truth, sort_keys=True).encode() not in blobs, truth
    assert all(json.dumps(r, sort_keys=True).encode() in blobs for r in reported)  # the scan does see stored data


def test_after_a_crash_the_app_reopens_the_kiosk_with_every_saved_response(qtbot, window, tmp_path):  # noqa: F811
    from dpgui.ui.main_window import MainWindow
    w = window
    open_with(w, tmp_path, one_question())
    kiosk = w.survey.start_kiosk(pin="2468", full_screen=False)
    qtbot.addWidget(kiosk)
    for _ in range(3):
        respondent(qtbot, kiosk, [kiosk._t("no")])
    press(qtbot, kiosk, "English")  # a fourth respondent has started when the power goes
    kiosk.hide()  # the crash: no PIN, no clean exit
    w.survey.kiosk = None
    w.context.close()
    again = MainWindow()
    qtbot.addWidget(again)
    resumed = again.survey.kiosk
    assert resumed is not None and resumed.count == 3 and again.context.project.path == tmp_path / "field.dpgui"
    qtbot.addWidget(resumed)
    assert not resumed.request_exit("1111") and resumed.request_exit("2468")
    assert again.context.settings.value("kiosk/project") is None
    again.close()


def test_survey_estimates_on_the_results_page_by_subgroup_and_exported(qtbot, window, tmp_path):  # noqa: F811
    w = window
    click(qtbot, w.start.example_button)  # the example holds the survey behind its drug-use column
    w.nav.setCurrentRow(PAGES.index("Results"))
    panel = w.survey_results
    w.results_tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: panel.table.rowCount() > 0, timeout=20_000)
    drug = next(r for r in panel.rows if r["question"] == "drug_use")
    assert drug["n"] == 600 and drug["ci_low"] < drug["estimate"] < drug["ci_high"]
    panel.by.setCurrentIndex(panel.by.findData("region"))
    qtbot.waitUntil(lambda: any(r["group"] == "region = West" for r in panel.rows), timeout=20_000)
    assert panel.table.item(0, 1).text().startswith("Have you used illegal drugs")  # sensitive first, in words
    written = panel.export(str(tmp_path / "survey.xlsx"))
    from openpyxl import load_workbook
    assert load_workbook(written[0]).sheetnames == ["responses", "codebook", "estimates"]


def test_import_and_merge_from_the_survey_page_run_in_the_worker(qtbot, window, tmp_path):  # noqa: F811
    from tests.survey_fixtures import make_survey
    w = window
    project = open_with(w, tmp_path, make_survey())
    csv = tmp_path / "odk.csv"
    csv.write_text("region,drugs,income\nnorth,yes,band0\nsouth,no,band2\n", encoding="utf-8")
    w.survey.import_responses(str(csv), {"region": "region", "drugs": "drugs", "income": "income"})
    qtbot.waitUntil(lambda: "Imported 2 responses" in w.survey.status.text(), timeout=20_000)
    device = store.export_survey(project, make_survey(), tmp_path / "kiosk.dpgui")
    with Project.open(device) as other:
        s = store.current_survey(other)
        store.commit_response(other, s, s.respond({"region": "north", "drugs": "no", "income": "band1"}))
    w.survey.merge_device(str(device))
    qtbot.waitUntil(lambda: "1 new response," in w.survey.status.text(), timeout=20_000)
    assert "locked" in w.survey.title.text() and not w.survey.add_button.isEnabled()
