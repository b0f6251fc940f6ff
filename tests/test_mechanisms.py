"""Mechanisms: exact output laws, interval coverage, budget refusal before noise, power checks."""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.costs import accounting as acc
from dpgui.core.mechanisms.bounded import grid_step, release_mean, release_sum, sum_sensitivity
from dpgui.core.mechanisms.counts import count_mechanism, sensitivities
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting
from dpgui.core.mechanisms.selection import permute_and_flip, release_mode, release_quantile
from dpgui.core.mechanisms.sparse_vector import sparse_vector, sparse_vector_runs, sparse_vector_scales
from dpgui.core.mechanisms.truncated_geometric import truncated_geometric, truncated_geometric_matrix
from dpgui.core.noise.distributions import DiscreteLaplace
from tests.stat_checks import assert_fits, assert_rejects


class CountingSource:
    """Wraps a source and counts the draws, to prove a refused release drew no noise."""

    def __init__(self, inner):
        self.inner, self.draws = inner, 0

    def words(self, n):
        self.draws += n
        return self.inner.words(n)

    def words32(self, n):
        self.draws += n
        return self.inner.words32(n)

    def bits(self, n):
        self.draws += n
        return self.inner.bits(n)


def test_sensitivities_follow_the_privacy_unit():
    assert sensitivities("count", ADD_REMOVE) == (1, 1)
    assert sensitivities("histogram", ADD_REMOVE) == (1, 1)
    assert sensitivities("histogram", REPLACE_ONE) == (2, 2)
    assert sensitivities("count", REPLACE_ONE, max_rows=3) == (3, 9)


def test_laplace_noise_scale_is_sensitivity_over_epsilon():
    mech = count_mechanism(PrivacySetting.of(epsilon="0.5"), "histogram", REPLACE_ONE)
    assert mech.noise == DiscreteLaplace(Fraction(4))
    assert mech.cost == acc.pure("0.5")


def test_histogram_release_law_and_power(rng):
    mech = count_mechanism(PrivacySetting.of(epsilon="0.5"), "histogram")
    true = np.full(200_000, 1000)
    r = mech.release(true, query="histogram", rng=rng)
    noise = r.values - true
    y = np.arange(-120, 121)
    assert_fits(noise, y, mech.noise.pmf(y))
    assert_rejects(noise, y, DiscreteLaplace(Fraction(5, 2)).pmf(y))


@pytest.mark.parametrize("setting", [PrivacySetting.of(epsilon=1), PrivacySetting.of(rho="0.125"),
                                     PrivacySetting.of(epsilon=1, delta=1e-6)])
def test_count_interval_coverage(rng, setting):
    mech = count_mechanism(setting, "histogram")
    true = np.full(100_000, 500)
    r = mech.release(true, rng=rng, confidence=0.9)
    covered = ((r.low <= true) & (true <= r.high)).mean()
    se = math.sqrt(0.9 * 0.1 / true.size)
    assert covered >= 0.9 - 5 * se
    width = (r.high - r.values)[0]
    narrower = ((r.values - (width - 1) <= true) & (true <= r.values + (width - 1))).mean()
    assert narrower < 0.9 - 5 * se or mech.noise.tail(width - 1) - 0.1 < 5 * se  # power where detectable


def test_simultaneous_intervals_cover_all_cells_together(rng):
    mech = count_mechanism(PrivacySetting.of(epsilon=1), "histogram")
    true = np.full((3000, 10), 50)
    noise = mech.noise.sample(true.size, rng).reshape(true.shape)
    w_sim, w_one = mech.half_width(0.9, 10, True), mech.half_width(0.9)
    all_sim = (np.abs(noise) <= w_sim).all(axis=1).mean()
    all_one = (np.abs(noise) <= w_one).all(axis=1).mean()
    se = math.sqrt(0.09 / 3000)
    assert all_sim >= 0.9 - 5 * se
    assert all_one < 0.9 - 5 * se  # the per-cell width is not enough for all ten at once


def test_refused_release_draws_no_noise(rng):
    odo = acc.Odometer(acc.pure("0.5"))
    source = CountingSource(rng)
    mech = count_mechanism(PrivacySetting.of(epsilon=1))
    with pytest.raises(acc.BudgetExceeded):
        mech.release([10], odometer=odo, rng=source)
    with pytest.raises(acc.BudgetExceeded):
        release_mean([1.0, 2.0], 0, 10, PrivacySetting.of(epsilon=1), odometer=odo, rng=source)
    with pytest.raises(acc.BudgetExceeded):
        sparse_vector([1, 2], 1, 1, odometer=odo, rng=source)
    assert source.draws == 0 and odo.spent.epsilon == 0


def test_negative_counts_are_clamped_without_losing_coverage(rng):
    mech = count_mechanism(PrivacySetting.of(epsilon="0.1"))
    r = mech.release(np.zeros(10_000, dtype=int), rng=rng)
    assert r.values.min() >= 0 and r.low.min() >= 0
    assert ((r.low <= 0) & (0 <= r.high)).mean() >= 0.95 - 5 * math.sqrt(0.05 * 0.95 / 10_000)


def test_sum_grid_and_sensitivity_charge_the_rounding():
    step = grid_step(Fraction(0), Fraction(100))
    assert step == Fraction(2) ** -14 and 100 / step >= 2**20
    # one person moves the exact total by ≤ D, so its one rounding to the grid by ≤ ⌊D/g⌋ + 1 units
    assert sum_sensitivity(Fraction(-3), Fraction(5), Fraction(1, 2), ADD_REMOVE, 1) == 11
    assert sum_sensitivity(Fraction(-3), Fraction(5), Fraction(1, 2), REPLACE_ONE, 2) == 33
    assert sum_sensitivity(Fraction(-3), Fraction(5), Fraction(3, 4), ADD_REMOVE, 1) == 7


def test_sum_and_mean_coverage(rng):
    data = np.linspace(10, 90, 400)
    data[:5] = 1000  # outside the declared bounds: clamped, not dropped
    clamped = np.clip(data, 0, 100)
    hits_sum = hits_mean = 0
    reps = 400
    for _ in range(reps):
        s = release_sum(data, 0, 100, PrivacySetting.of(epsilon="0.5"), confidence=0.9, rng=rng)
        m = release_mean(data, 0, 100, PrivacySetting.of(epsilon="0.5"), confidence=0.9, rng=rng)
        hits_sum += s.low[0] <= clamped.sum() <= s.high[0]  # the one rounding is inside the interval
        hits_mean += m.low[0] <= clamped.mean() <= m.high[0]
    assert hits_sum / reps >= 0.9 - 5 * math.sqrt(0.09 / reps)
    assert hits_mean / reps >= 0.9 - 5 * math.sqrt(0.09 / reps)


def test_mean_with_public_n_uses_replace_one_sensitivity(rng):
    data = np.zeros(100)
    m = release_mean(data, -10, 10, PrivacySetting.of(epsilon=1), unit=REPLACE_ONE, public_n=100, rng=rng)
    step = grid_step(Fraction(-10), Fraction(10))
    expected = DiscreteLaplace(Fraction(20) / step + 1).half_width(0.05) * float(step) / 100  # Δ = U − L
    assert m.cost == acc.pure(1)
    if -10 < m.low[0] and m.high[0] < 10:  # not clipped by the bounds; the sum's rounding is g/2 in all
        assert m.high[0] - m.low[0] == pytest.approx(2 * expected + float(step) / 100, rel=1e-6)
    with pytest.raises(ValueError, match="upper bound"):
        release_sum([1.0], 5, 5, PrivacySetting.of(epsilon=1))


def test_truncated_geometric_matrix_matches_seed():
    rows = truncated_geometric_matrix(Fraction(1, 2), 5)
    assert rows[0] == [Fraction(2, 3), Fraction(1, 6), Fraction(1, 12), Fraction(1, 24), Fraction(1, 48), Fraction(1, 48)]
    assert all(sum(r) == 1 for r in rows)


def test_truncated_geometric_sampler_matches_matrix(rng):
    rows = truncated_geometric_matrix(Fraction(1, 2), 5)
    for f in (0, 2, 5):
        x = truncated_geometric(np.full(200_000, f), Fraction(1, 2), 5, rng)
        assert_fits(x, range(6), [float(v) for v in rows[f]])
    wrong = truncated_geometric_matrix(Fraction(3, 5), 5)
    assert_rejects(truncated_geometric(np.full(200_000, 2), Fraction(1, 2), 5, rng), range(6), [float(v) for v in wrong[2]])


def _pf_law(utilities, eps, monotone):
    """Exact law of permute-and-flip: uniform among the accepted set, enumerated."""
    import itertools
    best = max(utilities)
    acc_p = [math.exp(-eps * (best - u) / (1 if monotone else 2)) for u in utilities]
    k = len(utilities)
    law = [0.0] * k
    for mask in itertools.product([0, 1], repeat=k):
        prob = math.prod(p if m else 1 - p for p, m in zip(acc_p, mask))
        chosen = [i for i in range(k) if mask[i]]
        for i in chosen:
            law[i] += prob / len(chosen)
    return law


def test_permute_and_flip_exact_law(rng):
    """6,000 draws: the χ² fit has its false-alarm rate 1e-6 at any size; against the law at ε = 2 (3 cells
    after pooling) the noncentrality is 6,000 · Σ(p−q)²/q ≈ 2,400, so the power check misses with
    probability below 1e-300 (scipy.stats.ncx2; 30,000 draws took five times as long for nothing more)."""
    utils = [10, 9, 7, 4]
    draws = np.array([permute_and_flip(utils, 1, rng=rng) for _ in range(6_000)])
    assert_fits(draws, range(4), _pf_law(utils, 1, False))
    assert_rejects(draws, range(4), _pf_law(utils, 2, False))


def test_mode_and_quantile_releases(rng):
    r = release_mode([5, 400, 30], ["a", "b", "c"], 1, rng=rng)
    assert r.values[0] == "b" and "within" in r.method
    values = np.arange(1000)
    q = release_quantile(values, list(range(0, 1001, 50)), "1/2", 2, rng=rng)
    assert 350 <= q.values[0] <= 650


def _svt_first_top_law(answers, threshold, eps):
    """P(first ⊤ at i), i = 0..m−1, and P(no ⊤), by summing over the discrete threshold noise."""
    t_scale, q_scale = sparse_vector_scales(eps)
    R = 400
    y = np.arange(-R, R + 1)
    rho_p, nu_p = DiscreteLaplace(t_scale).pmf(y), DiscreteLaplace(q_scale).pmf(y)
    cdf = np.concatenate([[0.0], np.cumsum(nu_p)])

    def below(s):  # P(answer + ν < s) for each noisy threshold s; index into cdf
        return cdf[np.clip(s + R, 0, 2 * R + 1)]

    law, alive = [], np.ones_like(rho_p)
    for a in answers:
        b = below(threshold + y - a)
        law.append(float((rho_p * alive * (1 - b)).sum()))
        alive = alive * b
    law.append(float((rho_p * alive).sum()))
    return law


def test_sparse_vector_exact_law_and_power(rng):
    answers, eps = [0, 2, 3, 5], Fraction(1)
    runs = sparse_vector_runs(answers, 4, eps, runs=200_000, rng=rng)
    has_top = (runs == 1).any(axis=1)
    first = np.where(has_top, (runs == 1).argmax(axis=1), len(answers))
    assert_fits(first, range(5), _svt_first_top_law(answers, 4, eps))
    assert_rejects(first, range(5), _svt_first_top_law(answers, 4, Fraction(3, 2)))
    assert set(np.unique(runs[has_top][:, -1])) <= {-1, 0, 1}


def _dlap_bin_probs(scale, edges):
    """P(edges[i] <= Y < edges[i+1]) for the discrete Laplace, from its closed-form CDF."""
    a = math.exp(-1 / float(scale))

    def cdf_below(y):  # P(Y < y) for integer y
        y = y - 1
        return 1 - a ** (y + 1) / (1 + a) if y >= 0 else a ** (-y) / (1 + a)

    return [cdf_below(hi) - cdf_below(lo) for lo, hi in zip(edges[:-1], edges[1:])]


def test_sum_noise_law_in_grid_units_and_power(rng):
    """6,000 releases: the χ² fit has its false-alarm rate 1e-6 at any size; against the wrong scale (5/4 of
    it), with the cells pooled as chi2_pvalue pools them (21 degrees of freedom), the noncentrality is
    6,000 · Σ(p−q)²/q ≈ 245, so the power check misses with probability 4.6e-17 (scipy.stats.ncx2.cdf at the
    1e-6 critical value; 20,000 releases gave 1e-96 for 3.3 times the time)."""
    data = np.linspace(0, 1, 50)
    step = grid_step(Fraction(0), Fraction(1))
    true_units = round(sum(Fraction(x) for x in data) / step)  # the exact total, rounded once
    scale = Fraction(sum_sensitivity(Fraction(0), Fraction(1), step, ADD_REMOVE, 1))  # ε = 1
    draws = np.array([release_sum(data, 0, 1, PrivacySetting.of(epsilon=1), rng=rng).values[0] for _ in range(6_000)])
    noise_units = np.rint(draws / float(step)).astype(np.int64) - true_units
    edges = [int(e) for e in np.linspace(-6 * float(scale), 6 * float(scale), 25)]
    binned = np.digitize(noise_units, edges) - 1
    assert_fits(binned, range(len(edges) - 1), _dlap_bin_probs(scale, edges))
    assert_rejects(binned, range(len(edges) - 1), _dlap_bin_probs(scale * Fraction(5, 4), edges))


def test_post_processing_never_touches_the_cost():
    from dpgui.core.mechanisms import postprocess
    assert postprocess.clamp([-3, 5], 0).tolist() == [0, 5]
    assert postprocess.round_to([1.26, 3.74], 0.5).tolist() == [1.5, 3.5]
    assert postprocess.renormalise([-1, 1, 3]).tolist() == [0, 0.25, 0.75]
    assert postprocess.renormalise([-1, 0]).tolist() == [0.5, 0.5]


def test_selection_sensitivity_grows_with_rows_per_person(rng):
    one = release_quantile(np.arange(100), list(range(0, 101, 10)), "1/2", 1, rng=rng)
    three = release_quantile(np.arange(100), list(range(0, 101, 10)), "1/2", 1, max_rows=3, rng=rng)
    assert three.extra["rank_margin"] == pytest.approx(3 * one.extra["rank_margin"])


def test_permute_and_flip_with_gaps_beyond_2_to_the_70(rng):
    """Gaps from the data (a count of 2^70 against a handful, at tiny or complicated ε) stay exact."""
    huge = 2**70
    for eps in (Fraction(1, 10**12), Fraction(3, 7), 1000):
        index = permute_and_flip([0, huge, 5, huge - 1], eps, rng=rng)
        assert index in (0, 1, 2, 3)
    assert permute_and_flip([0, huge, 5], 1, rng=rng) == 1  # the others are accepted with probability e^-(2^69)
    # the law on a small case, through the Python-integer path: utilities near 2^70 and ε = 1 + 2^-80
    # (denominators beyond int64); the last candidate (gap 2^70) has probability exp(−2^69) = 0
    eps = 1 + Fraction(1, 2**80)
    utils = [huge + 10, huge + 9, huge + 7, huge + 4, 0]
    draws = np.array([permute_and_flip(utils, eps, rng=rng) for _ in range(6000)])
    small = [10, 9, 7, 4]
    assert_fits(draws, range(5), _pf_law(small, 1, False) + [0.0])
    assert_rejects(draws, range(5), _pf_law(small, 2, False) + [0.0])


def test_mode_and_quantile_never_fail_on_their_data(rng):
    for counts in ([0, 0, 0], [2**62, 0, 1], [2**80, 2**80 - 1, 0]):
        for eps in ("1e-12", 1, 10**6):
            assert release_mode(counts, ["a", "b", "c"], eps, rng=rng).values[0] in ("a", "b", "c")
    grid = list(range(0, 101, 10))
    for values in ([], [0.0], [100.0] * 50, [-1e308, 1e308, float("inf")]):
        assert release_quantile(values, grid, "1/2", "1e-12", rng=rng).values[0] in grid


def test_bounds_are_said_as_typed_never_as_fractions():
    """Issue #28: 17.5, never 35/2, in the method every result and report shows; 1/3 stays 1/3."""
    from fractions import Fraction

    from dpgui.core import PrivacySetting, release_mean, release_sum
    from dpgui.core.words.plain_numbers import as_typed

    setting = PrivacySetting.of(epsilon="1")
    mean = release_mean([20.0, 30.0, 95.0], 17.5, 90.25, setting)
    total = release_sum([20.0, 30.0], 17.5, 90.25, setting)
    for method in (mean.method, total.method):
        assert "[17.5, 90.25]" in method and "35/2" not in method
    assert [as_typed(v) for v in (Fraction(35, 2), Fraction(1, 3), Fraction(-7, 8), 0, Fraction(1, 1024))] == \
        ["17.5", "1/3", "-0.875", "0", "0.0009765625"]


def test_a_count_mechanism_calibrated_once_still_refuses_what_its_share_refuses():
    """Calibrations are kept per setting, and a setting's equality leaves its share out: the same ε as a small
    share of a curator's too large ε is refused, after the same ε on its own was accepted."""
    alone = PrivacySetting.of(epsilon=1)
    split = PrivacySetting.of(epsilon=2 * 10**6).scaled(Fraction(1, 2 * 10**6))
    assert split == alone and split.share != alone.share
    assert count_mechanism(alone, "histogram") is count_mechanism(alone, "histogram")  # calibrated once
    with pytest.raises(ValueError, match="too large"):
        count_mechanism(split, "histogram")
