"""The above-threshold release: its scales, its chain, its exact uncertainty, and the query kind end to end."""

from fractions import Fraction

import numpy as np
import pytest
from scipy import stats

from dpgui.core.mechanisms.above_threshold import (
    ABOVE, BELOW, NOT_ASKED, AboveThresholdScales, above_threshold_runs, above_threshold_scales,
    release_above_threshold, reported_above_probability, uncertainty)
from dpgui.core.noise.distributions import DiscreteLaplace
from tests.stat_checks import FALSE_ALARM


def brute_at_least(d, scales, reach=60):
    """P(ν − ρ ≥ d) by summing the two pmfs over a wide square (tails beyond it below 1e-20)."""
    r_reach = int(reach * float(scales.threshold_scale)) + 1
    y_reach = int(reach * float(scales.query_scale)) + abs(d) + r_reach
    r = np.arange(-r_reach, r_reach + 1)
    y = np.arange(-y_reach, y_reach + 1)
    pr, py = DiscreteLaplace(scales.threshold_scale).pmf(r), DiscreteLaplace(scales.query_scale).pmf(y)
    tail = np.concatenate([np.cumsum(py[::-1])[::-1], [0.0]])  # tail[i] = P(ν ≥ y[i])
    return float((pr * tail[np.clip(d + r + y_reach, 0, y.size)]).sum())


def test_scales_follow_lyu_su_li_and_the_follow_up_split():
    s = above_threshold_scales(1, c=1, sensitivity=1)
    assert (s.threshold_scale, s.query_scale, s.value_scale) == (2, 4, None)
    assert (s.epsilon_svt, s.epsilon_values) == (1, 0)
    m = above_threshold_scales(1, c=1, sensitivity=1, monotone=True)
    assert (m.threshold_scale, m.query_scale) == (2, 2)
    f = above_threshold_scales(2, c=3, sensitivity=2, follow_up=Fraction(1, 4))
    # ε_svt = 3/2, ε1 = ε2 = 3/4: Δ/ε1 = 8/3, 2cΔ/ε2 = 16; ε_num = 1/2: cΔ/ε_num = 12
    assert (f.threshold_scale, f.query_scale, f.value_scale) == (Fraction(8, 3), 16, 12)
    assert f.epsilon_svt + f.epsilon_values == 2


@pytest.mark.parametrize("bad", [dict(c=0), dict(c=1001), dict(c=True), dict(c=1.0), dict(follow_up=1),
                                 dict(follow_up=-0.1), dict(epsilon=0), dict(epsilon=Fraction(1, 2**60))])
def test_scales_refuse_bad_parameters(bad):
    args = {"epsilon": 1, "c": 1, "follow_up": 0, **bad}
    with pytest.raises(ValueError):
        above_threshold_scales(args["epsilon"], args["c"], 1, False, args["follow_up"])


@pytest.mark.parametrize("t_scale,q_scale", [(2, 4), (2, 2), (Fraction(8, 3), 16), (Fraction(1, 3), Fraction(1, 2)),
                                             (5, 5)])
def test_reported_above_probability_matches_a_brute_force_sum(t_scale, q_scale):
    scales = AboveThresholdScales(Fraction(t_scale), Fraction(q_scale), None, Fraction(1), Fraction(0))
    for d in (-40, -7, -1, 0, 1, 2, 3, 9, 25, 60):
        exact = reported_above_probability(50 - d, 50, scales)
        assert exact == pytest.approx(brute_at_least(d, scales), rel=1e-9, abs=1e-15), d


@pytest.mark.parametrize("kwargs", [dict(), dict(monotone=True), dict(c=3, follow_up=0.5), dict(epsilon=4)])
def test_uncertainty_is_the_smallest_w_by_brute_force(kwargs):
    args = {"epsilon": 1, **kwargs}
    scales = above_threshold_scales(args.pop("epsilon"), **args)
    sure = uncertainty(50, scales, 0.95)
    w = sure["w"]
    assert brute_at_least(w, scales) <= 0.05 < brute_at_least(w - 1, scales)
    assert sure["below"] == 50 - w and sure["above"] == 50 + w
    assert sure["p_below"] == pytest.approx(brute_at_least(w, scales), rel=1e-9) and sure["p_below"] <= 0.05
    assert sure["p_above"] == pytest.approx(1 - brute_at_least(w + 1, scales), rel=1e-9)
    assert sure["p_above"] >= 0.95
    assert set(sure) == {"w", "below", "above", "p_below", "p_above"}


def test_uncertainty_figures_for_epsilon_one():
    assert uncertainty(50, above_threshold_scales(1))["w"] == 11
    assert uncertainty(50, above_threshold_scales(1, monotone=True))["w"] == 7


def test_chain_stops_after_c_aboves(rng):
    scales = above_threshold_scales(1000)  # tiny noise: the pattern is the true one
    runs = above_threshold_runs([0, 100, 0, 100, 100, 0], 50, above_threshold_scales(1000, c=2), 2, 3, rng)
    assert runs.tolist() == [[BELOW, ABOVE, BELOW, ABOVE, NOT_ASKED, NOT_ASKED]] * 3
    one = above_threshold_runs([100, 100], 50, scales, 1, 1, rng)
    assert one.tolist() == [[ABOVE, NOT_ASKED]]


def test_chain_takes_counts_beyond_int64(rng):
    runs = above_threshold_runs([2**70, 0], 2**69, above_threshold_scales(1), 1, 4, rng)
    assert runs.tolist() == [[ABOVE, NOT_ASKED]] * 4


def _above_rate_pvalue(samples_above: int, n: int, p: float) -> float:
    return stats.binomtest(samples_above, n, p).pvalue


@pytest.mark.parametrize("monotone", [False, True])
def test_stated_rates_hold_at_the_line_plus_and_minus_w_with_power(rng, monotone):
    """A candidate at T ± w examined first is reported above at exactly the stated rate (p < 1e-6 false alarm);
    the same test rejects a chain run at a deliberately wrong (too small, unscaled by c) query noise."""
    c, threshold, n = 2, 50, 200_000
    scales = above_threshold_scales(1, c=c, monotone=monotone)
    sure = uncertainty(threshold, scales)
    wrong = AboveThresholdScales(scales.threshold_scale, scales.query_scale / c, None, Fraction(1), Fraction(0))
    for true, stated in ((sure["below"], sure["p_below"]), (sure["above"], sure["p_above"])):
        counts = [true, 0, 0]
        right_runs = above_threshold_runs(counts, threshold, scales, c, n, rng)[:, 0]
        assert _above_rate_pvalue(int((right_runs == ABOVE).sum()), n, stated) > FALSE_ALARM
        wrong_runs = above_threshold_runs(counts, threshold, wrong, c, n, rng)[:, 0]
        assert _above_rate_pvalue(int((wrong_runs == ABOVE).sum()), n, stated) < FALSE_ALARM


def test_release_lists_above_below_and_not_examined(rng):
    r = release_above_threshold([0, 500, 0, 500, 500], list("abcde"), 250, 1000, c=2, rng=rng)
    d = r.as_dict()
    assert d["query"] == "above_threshold"
    assert d["values"] == [0, 1, 0, 1, None] and d["labels"] == list("abcde")
    assert d["ci_low"] == [None] * 5 and d["follow_up_values"] == [None] * 5
    assert (d["examined"], d["stopped"], d["threshold"], d["c"], d["order"]) == (4, True, 250, 2, "declared")
    assert d["cost"]["epsilon"] == 1000 and "4 of 5 were examined" in d["method"]


def test_follow_up_counts_cover_at_the_stated_rate(rng):
    """Each follow-up interval covers the true count at ≥ 95%: many releases at a small ε."""
    trues = [80, 90, 70]
    hits = total = 0
    for _ in range(400):
        d = release_above_threshold(trues, list("xyz"), 10, 1, c=3, follow_up=0.5, rng=rng).as_dict()
        for i, v in enumerate(d["values"]):
            if v == 1:
                assert d["ci_low"][i] <= d["follow_up_values"][i] <= d["ci_high"][i]
                hits += d["ci_low"][i] <= trues[i] <= d["ci_high"][i]
                total += 1
    assert total > 1000
    assert stats.binomtest(hits, total, 0.95, alternative="less").pvalue > FALSE_ALARM


def test_method_says_it_all_in_plain_words(rng):
    d = release_above_threshold([10, 90], ["D1", "D2"], 50, 1, rng=rng, order="given").as_dict()
    m = d["method"]
    for words in ("2 candidates", "given order", "line 50", "after 1 reported above", "discrete Laplace",
                  "scale 2", "scale 4", "39 or less (the line minus 11)", "61 or more", "at most 5%",
                  "at least 95%"):
        assert words in m, words
