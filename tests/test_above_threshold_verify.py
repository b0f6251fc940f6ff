"""The exact ε of an above-threshold release's own chain, and the audit of the code it runs (Lyu, Su & Li 2017)."""

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.mechanisms import above_threshold
from dpgui.core.mechanisms.above_threshold import above_threshold_scales, release_above_threshold
from dpgui.core.verification import above_threshold_chain as chain
from dpgui.core.verification.audit_gallery import BY_NAME, run_case

PARAMETERS = [  # ε, c, Δ, monotone, candidates
    ("1", 1, 1, False, 8), ("1", 2, 1, False, 8), ("1", 3, 1, False, 6), ("1/2", 1, 2, False, 5),
    ("1", 1, 1, True, 8), ("2", 2, 1, True, 6), ("1/4", 3, 1, True, 4),
]


@pytest.mark.parametrize("epsilon, c, delta_rows, monotone, m", PARAMETERS)
def test_the_chain_loses_no_more_than_it_is_charged(epsilon, c, delta_rows, monotone, m):
    scales = above_threshold_scales(epsilon, c, delta_rows, monotone)
    loss = chain.chain_loss(scales.threshold_scale, scales.query_scale, c, m, delta_rows, monotone,
                            float(scales.epsilon_svt))
    assert loss.holds and loss.epsilon <= float(scales.epsilon_svt)
    assert loss.epsilon > 0.4 * float(scales.epsilon_svt)  # the model is not trivially loose
    assert 0 < loss.delta <= chain.TAIL


@pytest.mark.parametrize("c, m", [(1, 8), (2, 8), (3, 8)])
def test_a_wrong_scale_loses_more_than_it_is_charged(c, m):
    """The power check: the monotone scale (half the query noise) on counts that move either way."""
    wrong = above_threshold_scales(1, c, 1, monotone=True)
    loss = chain.chain_loss(wrong.threshold_scale, wrong.query_scale, c, m, 1, False, 1.0)
    assert not loss.holds and loss.epsilon > 1.3  # the proof's bound for it is ε1 + 2ε2 = 1.5


def test_query_noise_not_scaled_by_c_is_caught():
    wrong = above_threshold_scales(1, 1, 1)  # c = 1's scale used for c = 3
    assert not chain.chain_loss(wrong.threshold_scale, wrong.query_scale, 3, 8, 1, False, 1.0).holds


def _brute_force(threshold_scale, query_scale, c, m, d, monotone, grid, r):
    """ε* by enumerating every count vector on the grid, every neighbour (each count moved by −Δ..Δ, or all the
    same way when monotone) and every output pattern, with each tail summed from the probability mass."""
    a_t, a_q = (math.exp(-1 / float(s)) for s in (threshold_scale, query_scale))
    rho = np.arange(-r, r + 1)
    p_rho = (1 - a_t) / (1 + a_t) * a_t ** np.abs(rho)
    nu = np.arange(-4 * r, 4 * r + 1)
    p_nu = (1 - a_q) / (1 + a_q) * a_q ** np.abs(nu)

    def above(k):  # P(ν ≥ k) for an array of k, from the mass itself
        return np.array([p_nu[nu >= x].sum() for x in np.ravel(k)]).reshape(np.shape(k))

    outputs = [p for n in range(1, m + 1) for p in itertools.product((0, 1), repeat=n)
               if (sum(p) == c and p[-1] == 1) or (sum(p) < c and n == m)]
    offsets = sorted({o + s for o in grid for s in range(-d, d + 1)})
    table = {o: above(rho - o) for o in offsets}

    def prob(x, pattern):
        terms = p_rho.copy()
        for o, answer in zip(x, pattern):
            terms = terms * (table[o] if answer else 1 - table[o])
        return terms.sum()

    moves = [s for s in itertools.product(range(-d, d + 1), repeat=m)
             if not monotone or all(v >= 0 for v in s) or all(v <= 0 for v in s)]
    best = 0.0
    for x in itertools.product(grid, repeat=m):
        for pattern in outputs:
            p = prob(x, pattern)
            best = max(best, max(math.log(p / prob([o + s for o, s in zip(x, move)], pattern)) for move in moves))
    return best


@pytest.mark.parametrize("monotone", [False, True])
def test_the_search_finds_what_enumerating_everything_finds(monotone):
    """The termwise worst neighbour and the order-free outputs lose nothing: a small chain enumerated whole."""
    scales = above_threshold_scales(2, 2, 1, monotone)
    loss = chain.chain_loss(scales.threshold_scale, scales.query_scale, 2, 3, 1, monotone, 2.0)
    brute = _brute_force(scales.threshold_scale, scales.query_scale, 2, 3, 1, monotone, loss.offsets,
                         loss.truncation)
    assert loss.epsilon == pytest.approx(brute, abs=1e-9)


def test_a_stored_release_opens_in_the_model_with_its_own_parameters(rng):
    stored = release_above_threshold([3, 60, 2, 80, 51, 9, 10, 70, 1, 2], list("abcdefghij"), 50, 1, c=2,
                                     follow_up=Fraction(1, 2), rng=rng).as_dict()
    loss = chain.release_chain_loss(stored)
    assert (loss.m, loss.c, loss.monotone) == (8, 2, False)
    assert loss.threshold_scale == Fraction(stored["noise"]["threshold_scale"]) == 4  # ε_svt = 1/2 in halves
    assert loss.charged == 0.5 and loss.holds
    words = chain.describe_loss(loss, 10)
    assert "8 candidates (of 10)" in words and "✓" in words
    with pytest.raises(ValueError, match="not an above-threshold"):
        chain.release_chain_loss({**stored, "query": "histogram"})
    with pytest.raises(ValueError, match="c up to 3"):
        chain.release_chain_loss({**stored, "c": 4})


def test_the_audit_passes_the_released_chain_and_flags_the_broken_one():
    real = run_case("above-threshold", BY_NAME["above-threshold"].demo_epsilon)
    broken = run_case("broken-above-threshold-monotone-scale", 2)
    assert not real.violation, real
    assert broken.violation and broken.epsilon_lower > 2, broken


def test_the_audit_runs_the_released_function(monkeypatch):
    """Not a copy: the audit's sampler goes through above_threshold_runs and the chain it calls."""
    calls = []
    real = above_threshold.chain_runs
    monkeypatch.setattr(above_threshold, "chain_runs", lambda *a, **k: calls.append(a) or real(*a, **k))
    sampler, x, _, _ = BY_NAME["above-threshold"].build(Fraction(2))
    out = sampler(x, 10)
    assert calls and out.shape == (10, len(x))


def test_the_inspector_shows_a_releases_exact_epsilon(qtbot, rng):
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.inspector import InspectorPage

    context = StudyContext()
    page = InspectorPage(context)
    qtbot.addWidget(page)
    stored = {**release_above_threshold([3, 60, 2, 80, 51], list("abcde"), 50, 1, c=1, rng=rng).as_dict(),
              "release_id": 7}
    page.open_release(stored)
    assert page.currentWidget() is page.release
    tab = page.release
    qtbot.waitUntil(lambda: "ε*" in tab.headline.text(), timeout=30_000)
    loss = chain.release_chain_loss(stored)
    text = tab.headline.text()
    assert "#7" in text and "ε = 1" in text and f"ε* = {loss.epsilon:.6f}".rstrip("0") in text and "✓" in text
    assert "5 candidates (of 5)" in tab.result.text() and tab.number.value() == 7
    page.open_release({"query": "histogram"})
    assert "above-threshold" in tab.headline.text()
    tab.open_number()  # no project open
    assert "Open a project first" in tab.headline.text()


def _stored_project(path):
    """The example project with one above-threshold release (ε = 1/2) through the engine."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.store.project import Project

    with Project.open(path) as project:
        return release(project, "clinic", {"type": "above_threshold", "column": "region", "threshold": 40, "c": 2},
                       PrivacySetting.of(epsilon="1/2"))


def test_the_inspector_opens_a_stored_release_by_number(qtbot, example_project):
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.inspector import InspectorPage

    stored = _stored_project(example_project)
    context = StudyContext()
    context.open(example_project)
    page = InspectorPage(context)
    qtbot.addWidget(page)
    tab = page.release
    tab.number.setValue(stored["release_id"] + 1)
    tab.open_button.click()
    assert "There is no release" in tab.headline.text()
    tab.number.setValue(stored["release_id"])
    tab.open_button.click()
    qtbot.waitUntil(lambda: "ε*" in tab.headline.text(), timeout=30_000)
    loss = chain.release_chain_loss(stored)
    assert (loss.m, loss.c, loss.charged) == (6, 2, 0.5) and loss.holds  # with "(other)" and "(missing)"
    assert f"#{stored['release_id']}" in tab.headline.text() and "ε = 0.5" in tab.headline.text()
    assert "6 candidates (of 6)" in tab.result.text()
    context.close()


def test_the_results_pages_release_opens_in_the_inspector(qtbot, tmp_path, example_project):
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

    from dpgui.ui.main_window import MainWindow

    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName("dpgui-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    stored = _stored_project(example_project)
    w = MainWindow()
    qtbot.addWidget(w)
    w.open_path(str(example_project))
    assert w.results.current["release_id"] == stored["release_id"]
    w.inspect_release()
    tab = w.inspector.release
    assert w.inspector.currentWidget() is tab and w.inspector_window.isVisible()
    qtbot.waitUntil(lambda: "ε*" in tab.headline.text(), timeout=30_000)
    assert f"#{stored['release_id']}" in tab.headline.text() and "✓" in tab.headline.text()
    w.close()
