"""Randomized response: designs and their ε, randomisers against their exact law, estimators."""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.rr.designs import FrequencyOracle, NotPrivateError, by_epsilon, forced, pick_oracle, unrelated, warner
from dpgui.core.rr.estimators import estimate_binary, estimate_frequencies, sample_size_for
from tests.stat_checks import assert_fits, assert_rejects

N = 200_000


def test_worked_example_warner():
    est = estimate_binary(warner("0.7"), 420, 1000, "wald")
    assert est.estimate == pytest.approx(0.300, abs=1e-12)
    assert est.se == pytest.approx(0.03904, abs=5e-6)


def test_worked_example_forced_response():
    est = estimate_binary(forced("2/3", "1/6", "1/6"), 60, 200)
    assert est.estimate == pytest.approx(0.200, abs=1e-12)


@pytest.mark.parametrize("design, eps, form", [
    (warner("0.7"), math.log(7 / 3), "ln(7/3)"),
    (warner("0.25"), math.log(3), "ln 3"),
    (forced("1/2", "1/4", "1/4"), math.log(3), "ln 3"),
    (forced("2/3", "1/6", "1/6"), math.log(5), "ln 5"),
    (unrelated("0.7", "0.2"), math.log(1 + 0.7 / (0.3 * 0.2)), "ln(38/3)"),
    (by_epsilon("1.5"), 1.5, "3/2 (by design)"),
])
def test_design_epsilon_matches_reference_table(design, eps, form):
    assert design.epsilon == pytest.approx(eps, rel=1e-12)
    assert design.epsilon_closed_form == form


def test_infinite_epsilon_needs_the_explicit_flag():
    with pytest.raises(NotPrivateError, match="ε = ∞"):
        forced("1/2", "1/2", "0")
    design = forced("1/2", "1/2", "0", allow_infinite=True)
    assert math.isinf(design.epsilon) and not design.private
    with pytest.raises(NotPrivateError):
        warner(1)


def test_bad_design_parameters_are_refused():
    with pytest.raises(ValueError, match="must be 1"):
        forced("1/2", "1/4", "1/2")
    with pytest.raises(ValueError, match="independent"):
        warner("1/2")
    with pytest.raises(ValueError, match="between 0 and 1"):
        unrelated("1.2", "0.1")


@pytest.mark.parametrize("design", [warner("0.7"), forced("2/3", "1/6", "1/6"), unrelated("0.6", "1/3"),
                                    by_epsilon("1")])
def test_randomisers_match_their_design(rng, design):
    for trait, p_yes in ((True, float(design.a)), (False, float(design.b))):
        reported = design.randomise(np.full(N, trait), rng).astype(int)
        assert_fits(reported, [0, 1], [1 - p_yes, p_yes])
        wrong = p_yes + 0.01 if p_yes < 0.5 else p_yes - 0.01
        assert_rejects(reported, [0, 1], [1 - wrong, wrong])


def test_grr_randomiser_matches_its_law(rng):
    oracle = FrequencyOracle("grr", 5, Fraction(1))
    reported = oracle.randomise(np.full(N, 2), rng)
    law = [oracle.q] * 5
    law[2] = oracle.p
    assert_fits(reported, range(5), law)
    wrong = FrequencyOracle("grr", 5, Fraction(11, 10))
    assert_rejects(reported, range(5), [wrong.p if i == 2 else wrong.q for i in range(5)])


def test_oue_randomiser_matches_its_law(rng):
    oracle = FrequencyOracle("oue", 4, Fraction(1))
    bits = oracle.randomise(np.full(N, 1), rng)
    assert_fits(bits[:, 1], [0, 1], [0.5, 0.5])
    assert_fits(bits[:, 3], [0, 1], [1 - oracle.q, oracle.q])
    assert_rejects(bits[:, 3], [0, 1], [1 - oracle.q - 0.01, oracle.q + 0.01])


def test_oracle_choice_follows_variance():
    assert pick_oracle(4, 1).kind == "grr"          # 4 < 3e + 2
    assert pick_oracle(20, 1).kind == "oue"
    for k in (3, 10, 30):
        choice = pick_oracle(k, 1)
        other = FrequencyOracle("oue" if choice.kind == "grr" else "grr", k, Fraction(1))
        assert choice.variance_at_zero(1000) <= other.variance_at_zero(1000)


def test_frequency_estimates_recover_shares(rng):
    shares = np.array([0.5, 0.3, 0.15, 0.05])
    n = 50_000
    values = np.repeat(np.arange(4), (shares * n).astype(int))
    for kind in ("grr", "oue"):
        oracle = FrequencyOracle(kind, 4, Fraction(2))
        reports = oracle.randomise(values, rng)
        counts = np.bincount(reports, minlength=4) if kind == "grr" else reports.sum(axis=0)
        ests = estimate_frequencies(oracle, counts, n)
        for true, est in zip(shares, ests):
            assert est.ci_low - 0.01 <= true <= est.ci_high + 0.01
            assert abs(est.raw_estimate - true) < 6 * est.se


def test_boundary_is_truncated_and_flagged():
    est = estimate_binary(warner("0.8"), 150, 1000)  # λ̂ = 0.15 < d = 0.2
    assert est.truncated and est.estimate == 0 and est.raw_estimate < 0
    assert est.ci_low == 0


def test_sample_size_planning_inverts_the_width():
    design = forced("2/3", "1/6", "1/6")
    n = sample_size_for(float(design.c), 0.05, prevalence=0.2, d=float(design.d))
    lam = float(design.c) * 0.2 + float(design.d)
    se = math.sqrt(lam * (1 - lam) / (n - 1)) / float(design.c)
    assert 1.96 * se <= 0.05 < 1.96 * math.sqrt(lam * (1 - lam) / (n - 2)) / float(design.c)
