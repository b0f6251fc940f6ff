"""Ranges of the tables PMW learns (core/mechanisms/pmw_ranges.py): by simulation on data with known truth they
cover the true counts at least as often as stated, and deliberately wrong ranges fail the same check (its power);
they are a function of the release alone, survive a cancel, and reach the release, its warning, the results page
and the file beside synthetic data."""

import csv
import json
import shutil

import numpy as np
import pytest
from scipy import stats

from dpgui.core.mechanisms import pmw_ranges
from dpgui.core.mechanisms.pmw import Measurement, pmw, project, workload
from dpgui.core.mechanisms.pmw_ranges import MIN_REFITS, REFITS, affordable_refits, learned_ranges
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.progress import Cancelled, Task
from dpgui.engine.learned_tables import release_rows, tables
from dpgui.engine.release import release
from dpgui.resources import example_path
from dpgui.store.project import Project
from tests.seeded import seeded
from tests.stat_checks import FALSE_ALARM

NOMINAL = 0.95
EPSILONS = (0.3, 1, 3)
RELEASES = 20  # per ε: one cell of each simulated release is one independent trial


def known_truth(n=4000):
    gen = np.random.default_rng(3)  # the test's data, whose true tables are known
    a = gen.integers(0, 3, n)
    b = (a + gen.integers(0, 2, n)) % 4  # b depends on a
    c = (gen.random(n) < 0.3 + 0.3 * (a == 1)).astype(int)  # and c too
    counts = np.zeros((3, 4, 2), dtype=np.int64)
    np.add.at(counts, (a, b, c), 1)
    return counts


def covered_trials() -> tuple[int, int, dict]:
    """Simulated releases at a few ε, each with its ranges; returns how many trials were covered, of how many, and
    the coverage of all cells by kind of table (cells of one release are not independent: reported, not tested)."""
    data, tables = known_truth(), workload(3, 2)
    truth = [project(data, c) for c in tables]
    covered, trials, cells = 0, 0, {True: [0, 0], False: [0, 0]}
    for eps in EPSILONS:
        rng = seeded(f"ranges-{eps}")
        for r in range(RELEASES):
            result = pmw(data, tables, eps, rounds=4, rng=rng)
            ranges = learned_ranges(data.shape, result.measurements, result.n_hat, result.passes, tables, MIN_REFITS,
                                    rng=rng)
            measured = {m.cols for m in result.measurements}
            hits = [(t >= lo) & (t <= hi) for t, lo, hi in zip(truth, ranges.low, ranges.high)]
            for cols, hit in zip(tables, hits):
                cells[cols in measured][0] += int(hit.sum())
                cells[cols in measured][1] += hit.size
            flat = np.concatenate([h.ravel() for h in hits])
            covered += bool(flat[(7 * (r + len(flat) * EPSILONS.index(eps))) % flat.size])  # every cell in turn
            trials += 1
    return covered, trials, {("measured" if k else "learned from the others"): c / n for k, (c, n) in cells.items() if n}


def floor(trials: int) -> int:
    """The fewest covered trials that nominal 95% ranges give with probability at least 1 − 10⁻⁶: independent
    trials each covered with probability ≥ 0.95 fall below it with probability ≤ FALSE_ALARM (binomial tail;
    unequal probabilities with the same mean concentrate more, Hoeffding 1956)."""
    least = int(stats.binom.ppf(FALSE_ALARM, trials, NOMINAL))
    assert stats.binom.cdf(least - 1, trials, NOMINAL) <= FALSE_ALARM
    return least


def test_ranges_cover_true_counts_at_least_as_often_as_stated():
    covered, trials, rates = covered_trials()
    print(f"covered {covered} of {trials} trials (floor {floor(trials)}); all cells: {rates}")
    assert covered >= floor(trials), f"{covered} of {trials} covered, below {floor(trials)} (cells: {rates})"


def test_power_ranges_without_widening_fail_the_same_check(monkeypatch):
    """The bootstrap alone (no widening for what the fit misses) is the deliberately wrong range."""
    monkeypatch.setattr(pmw_ranges, "_miss", lambda rounds, before: 0.0)
    covered, trials, rates = covered_trials()
    assert covered < floor(trials), f"power check: wrong ranges passed ({covered} of {trials}; cells: {rates})"


def test_ranges_hold_the_estimate_and_come_from_the_release_alone():
    data, tables = known_truth(), workload(3, 2)
    result = pmw(data, tables, 1, rounds=4, rng=seeded("alone"))
    transcript = [Measurement(m.cols, m.noisy.copy(), m.scale) for m in result.measurements]  # no data in it
    first, again = (learned_ranges(data.shape, transcript, result.n_hat, result.passes, tables, MIN_REFITS,
                                   rng=seeded("refits")) for _ in range(2))
    assert first.refits == MIN_REFITS and first.miss > 0
    for cols, low, high, low2 in zip(tables, first.low, first.high, again.low):
        estimate = result.marginal(cols)
        assert np.all(low >= 0) and np.all(low <= estimate) and np.all(estimate <= high)
        assert np.array_equal(low, low2)  # the same refits give the same ranges: nothing else is read


def test_finish_now_during_the_refits_keeps_what_was_done_and_a_cancel_cancels():
    data, tables = known_truth(), workload(3, 2)
    result = pmw(data, tables, 1, rounds=4, rng=seeded("stop"))

    def asking_at(refit, ask):
        def progress(fraction, message):
            if message.endswith(f"refit {refit} of {REFITS}"):
                ask(task)
        task = Task(progress)
        return task

    def ranges(task):
        return learned_ranges(data.shape, result.measurements, result.n_hat, result.passes, tables, REFITS,
                              rng=seeded("stop"), task=task)

    assert ranges(asking_at(MIN_REFITS + 3, Task.stop)).refits == MIN_REFITS + 2  # the refits before it
    assert ranges(asking_at(MIN_REFITS, Task.stop)) is None  # too few refits to say anything: no ranges
    stopped = Task()
    stopped.stop()  # "finish now" pressed during the rounds ended the rounds, not the refits
    assert ranges(stopped).refits == REFITS
    with pytest.raises(Cancelled):  # as at every other point after the charge: cancelled, still charged
        ranges(asking_at(MIN_REFITS + 3, Task.cancel))


def test_a_left_out_catch_all_reaches_up_to_its_noisy_count_and_noise():
    data = np.zeros((3, 3), dtype=np.int64)
    data[:2, :2] = [[900, 300], [200, 600]]  # the third category of each column is an empty catch-all
    result = pmw(data, [(0, 1)], 1, rounds=3, rng=seeded("left out"), optional=[[2], [2]])
    assert [h.tolist() for h in result.model.held] == [[0, 1], [0, 1]]
    ranges = learned_ranges(data.shape, result.measurements, result.n_hat, result.passes, [(0, 1)], MIN_REFITS,
                            optional=[[2], [2]], rng=seeded("left out"))
    one_way = result.measurements[0]
    reach = one_way.noisy[2] + DiscreteLaplace(one_way.scale).half_width(0.05)
    assert result.marginal((0, 1))[2, 0] == 0 and ranges.high[0][2, 0] >= reach


def test_refits_fit_the_work_budget():
    adult_like = affordable_refits(6, 46, 5, 9 * 16 * 7 * 6 * 5 * 2)  # bench: 6 Adult columns, 40 rounds
    assert MIN_REFITS <= adult_like < REFITS
    assert affordable_refits(3, 7, 5, 24) == REFITS
    assert affordable_refits(8, 48, 5, 10**6) < MIN_REFITS  # too long: no ranges rather than hours of refits
    assert affordable_refits(2, 3, 5, 10**7) == 0  # too large to hold two more copies of the model


@pytest.fixture
def project_path(tmp_path):
    path = tmp_path / "m.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    return path


def test_a_release_keeps_each_cells_range_and_says_how(project_path):
    from dpgui.report.plain_words import plain_summary

    with Project.open(project_path) as project:
        out = release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 1},
                      PrivacySetting.of(epsilon="0.5"))
    assert out["confidence"] == NOMINAL and "Efron's parametric bootstrap" in out["method"]
    assert "No per-cell" not in out["method"]
    for table in tables(out):
        assert len(table["low"]) == len(table["high"]) == len(table["estimates"])
        assert all(lo <= e <= hi for lo, e, hi in zip(table["low"], table["estimates"], table["high"]))
        assert table["learned_vs_measured_rows"] >= 0
    assert all(r["ci_low"] is not None and r["ci_high"] is not None for r in release_rows(out))
    assert "95% sure" in plain_summary(out) and out["warning"] == "" and out["too_noisy"] is None


def test_too_noisy_tables_warn_with_the_epsilon_that_would_do(project_path):
    from dpgui.report.plain_words import plain_summary

    with Project.open(project_path) as project:
        out = release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 2, "rounds": 3},
                      PrivacySetting.of(epsilon="0.05"))
    noisy = out["too_noisy"]
    assert noisy["half_width"] > noisy["typical_count"]
    assert noisy["epsilon_needed"] == pytest.approx(0.05 * noisy["half_width"] / max(noisy["typical_count"], 1))
    assert out["warning"].startswith("⚠ These tables are not fit to publish") and "ε = " in out["warning"]
    assert out["warning"] in plain_summary(out)  # the reports and the command line say it too


def test_synthetic_rows_come_with_their_ranges(project_path, tmp_path, capsys):
    from dpgui.cli.main import main

    out = tmp_path / "synthetic.csv"
    assert main(["synthesize", str(project_path), "--dataset", "clinic", "--columns", "region,smoker", "--k", "2",
                 "--epsilon", "0.4", "--rounds", "3", "--rows", "50", "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    with (tmp_path / "synthetic-ranges.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    [table] = summary["marginals"]
    assert len(rows) == 6 * 4 and rows[0]["table"] == "region × smoker"  # every declared cell
    assert all(float(r["low"]) <= float(r["estimate"]) <= float(r["high"]) and r["confidence"] == "0.95"
               for r in rows)
    again = tmp_path / "again.csv"
    assert main(["export", str(project_path), "--release", "1", "--format", "csv", "--synthetic-rows", "5",
                 "--out", str(again)]) == 0
    assert (tmp_path / "again-ranges.csv").read_text(encoding="utf-8") == \
        (tmp_path / "synthetic-ranges.csv").read_text(encoding="utf-8")


def test_results_page_shows_ranges_the_warning_and_old_releases_without_ranges(qtbot, project_path, tmp_path):
    from dpgui.engine.release import write_ranges
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.results import ResultsPage

    with Project.open(project_path) as project:
        out = release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 2, "rounds": 3},
                      PrivacySetting.of(epsilon="0.05"))

    page = ResultsPage(StudyContext())
    qtbot.addWidget(page)
    page.current = out
    page.marginal.setCurrentIndex(-1)
    page._render()
    page.show()
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]
    assert "Typical difference\n(rows per cell)" in headers and not any("variation" in h for h in headers)
    assert page.warning.isVisible() and "not fit to publish" in page.warning.text()
    page.marginal.setCurrentIndex(1)
    estimate = page.table.item(0, 1).text()
    assert " to " in estimate and "(" in estimate  # "12 (0 to 173)"
    old = json.loads(json.dumps(out))  # a release stored before ranges: no low, high, warning or typical difference
    for table in old["marginals"]:
        for key in ("low", "high", "learned_vs_measured_rows", "typical_half_width"):
            table.pop(key, None)
    old["arrays"].update(low=None, high=None)
    for key in ("warning", "too_noisy"):
        old.pop(key)
    old["confidence"] = 0.0
    page.current = old
    page._render()
    assert " to " not in page.table.item(0, 1).text() and not page.warning.isVisible()
    page.marginal.setCurrentIndex(0)
    assert page.table.item(0, 2).text() == "—"
    companion = write_ranges(old, tmp_path / "old.csv")
    assert companion.name == "old-ranges.csv" and ",," in companion.read_text(encoding="utf-8")
