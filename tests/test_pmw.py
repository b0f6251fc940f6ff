"""Private multiplicative weights: the update, the budget, accuracy at the extremes, and audits."""

from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.verification.audit import audit
from dpgui.core.mechanisms.pmw import (SELECT_SHARE, DomainTooLarge, Factors, Measurement, mw_fit, mwem_bound, pmw, project,
                                       replay, synthetic_rows, total_variation, workload)
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.progress import Task


def small_data(seed=3):
    gen = np.random.default_rng(seed)  # test data only
    a = gen.integers(0, 3, 4000)
    b = (a + gen.integers(0, 2, 4000)) % 4  # b depends on a
    c = gen.integers(0, 2, 4000)
    counts = np.zeros((3, 4, 2), dtype=np.int64)
    np.add.at(counts, (a, b, c), 1)
    return counts


def test_workload_and_projection():
    assert workload(4, 2) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    data = small_data()
    assert project(data, (0, 1)).shape == (3, 4) and project(data, (0, 1)).sum() == data.sum()
    with pytest.raises(ValueError):
        workload(3, 4)


def test_mw_update_converges_to_exact_measurements():
    data = small_data()
    n = float(data.sum())
    exact = [Measurement(c, project(data, c).astype(float), Fraction(0)) for c in workload(3, 2)]
    model = mw_fit(Factors(data.shape), exact, n, passes=1000)
    for c in workload(3, 2):
        assert total_variation(project(data, c), model.marginal(c)) < 0.01


def test_budget_split_sums_exactly_to_epsilon(rng):
    result = pmw(small_data(), workload(3, 2), "0.7", rounds=4, rng=rng)
    one_way = sum(Fraction(1) / m.scale for m in result.measurements[:3])  # d histograms, scale d/ε1
    # each round's selection spends SELECT_SHARE of it, its measurement the rest
    rounds = sum((Fraction(1) / m.scale) / (1 - SELECT_SHARE) for m in result.measurements[3:])
    assert one_way + rounds == Fraction(7, 10) == result.epsilon


def test_huge_epsilon_is_nearly_exact_and_tiny_epsilon_stays_bounded(rng):
    data = small_data()
    good = pmw(data, workload(3, 2), 1000, rounds=6, passes=50, rng=rng)
    assert max(total_variation(project(data, c), good.marginal(c)) for c in workload(3, 2)) < 0.02
    poor = pmw(data, workload(3, 2), "0.001", rounds=3, rng=rng)
    assert all(0 <= total_variation(project(data, c), poor.marginal(c)) <= 1 for c in workload(3, 2))


def test_synthetic_rows_follow_the_learned_distribution(rng):
    data = small_data()
    result = pmw(data, workload(3, 2), 50, rounds=6, rng=rng)
    rows = synthetic_rows(result, 20_000, rng)
    assert rows.shape == (20_000, 3) and rows.max(axis=0).tolist() <= [2, 3, 1]
    counts = np.zeros(data.shape)
    np.add.at(counts, tuple(rows.T), 1)
    assert total_variation(counts, result.model.dense()) < 0.03


def test_audit_of_the_selection_and_measurement_steps():
    """One PMW round on neighbouring tables (one row moved out): the whole output stays within ε."""
    data = small_data()
    neighbour = data.copy()
    neighbour[0, 0, 0] -= 1

    def run(table, runs):
        out = []
        for _ in range(runs):
            r = pmw(table, workload(3, 2), 2, rounds=1, passes=1)
            chosen = r.measurements[-1]
            out.append([workload(3, 2).index(chosen.cols), int(chosen.noisy.ravel()[0])])
        return np.array(out)

    result = audit(run, data, neighbour, 2.0, runs=3000, search_runs=1000, alpha=1e-6)
    assert not result.violation, result


def test_replay_rebuilds_the_learned_distribution_from_measurements_alone(rng):
    data = small_data()
    result = pmw(data, workload(3, 2), 5, rounds=4, rng=rng)
    again = replay(data.shape, result.measurements, result.n_hat, result.passes)
    assert np.array_equal(again.dense(), result.model.dense())


def test_empty_catch_all_cells_are_left_out_of_the_model_and_a_full_one_is_kept(rng):
    """Each column gets a catch-all cell ("(other)"): empty ones become structural zeros (decided from the
    noisy one-way counts), a populated one stays; replay makes the same choice from the measurements.

    An empty cell's noisy count passes the 95% half-width one time in 40, so whether this run's draws keep one is
    read from them (a fixed expectation held only for the draws of one seed). Over 40 runs both empty cells are left
    out in at least 28 (expected 38: each is kept with probability at most 1/40; fewer than 28 happens with
    probability below 10**-7; a rule that kept every positive count would leave both out about 1 run in 4)."""
    data = np.pad(small_data(), [(0, 1)] * 3)  # one more, empty cell per column
    data[3, 0, 0] = 3000  # but column 0's catch-all holds many rows
    optional = [[3], [4], [2]]

    def left_out(result) -> set[int]:
        return {c for c, cell in ((1, 4), (2, 2)) if result.measurements[c].noisy[cell]
                <= DiscreteLaplace(result.measurements[c].scale).half_width(0.05)}

    runs = [pmw(data, workload(3, 2), 5, rounds=1, rng=rng, optional=optional) for _ in range(40)]
    assert sum(left_out(r) == {1, 2} for r in runs) >= 28
    result = pmw(data, workload(3, 2), 5, rounds=4, rng=rng, optional=optional)
    out = left_out(result)
    assert [h.tolist() for h in result.model.held] == [[0, 1, 2, 3], [0, 1, 2, 3] + ([] if 1 in out else [4]),
                                                       [0, 1] + ([] if 2 in out else [2])]
    assert (1 not in out or result.marginal((1, 2))[4, :].sum() == 0) and (
        2 not in out or result.marginal((1, 2))[:, 2].sum() == 0)
    rows = synthetic_rows(result, 5000, rng)
    assert (1 not in out or (rows[:, 1] < 4).all()) and (2 not in out or (rows[:, 2] < 2).all())
    assert (rows[:, 0] == 3).mean() > 0.2
    again = replay(data.shape, result.measurements, result.n_hat, result.passes, optional)
    assert np.array_equal(again.dense(), result.model.dense())


def test_factors_match_one_dense_vector_and_merge_only_when_needed():
    data = small_data()
    n = float(data.sum())
    exact = [Measurement((0,), project(data, (0,)).astype(float), Fraction(0)),
             Measurement((1, 2), project(data, (1, 2)).astype(float), Fraction(0))]
    model = mw_fit(Factors(data.shape), exact, n, passes=3)
    assert sorted(fc for fc, _ in model.factors) == [(0,), (1, 2)]  # column 0 stays its own factor
    p = np.full(data.shape, 1 / data.size)  # the same fit on one dense vector, written out by hand
    for _ in range(3):
        for m in exact:
            q = project(p, m.cols) * n
            shape = [s if a in m.cols else 1 for a, s in enumerate(data.shape)]
            p = p * np.exp(((m.noisy - q) / (2 * n)).reshape(shape))
            p /= p.sum()
    assert np.allclose(model.dense(), p)
    assert np.allclose(model.marginal((2, 0)), project(p, (0, 2)).T)  # any order of columns


def test_a_domain_far_beyond_a_dense_vector_runs_factored(rng):
    """12 columns of 10 categories: 10^12 cells, but every measured pair fits."""
    gen = np.random.default_rng(5)  # test data only
    rows = gen.integers(0, 10, (3000, 12))
    rows[:, 1] = (rows[:, 0] + gen.integers(0, 2, 3000)) % 10  # a dependence to find
    pairs = [(0, 1), (2, 3), (4, 5)]
    true = {}
    for m in pairs + [(a,) for a in range(12)]:
        key = np.ravel_multi_index(tuple(rows[:, a] for a in m), [10] * len(m))
        true[m] = np.bincount(key, minlength=10 ** len(m)).reshape([10] * len(m))
    result = pmw(true, pairs, 20, rounds=3, passes=300, rng=rng, shape=(10,) * 12)
    assert result.model.cells < 1000
    assert total_variation(true[(0, 1)], result.marginal((0, 1))) < 0.1
    with pytest.raises(DomainTooLarge, match="cells"):
        result.model.dense()
    assert synthetic_rows(result, 50, rng).shape == (50, 12)
    with pytest.raises(DomainTooLarge, match="One marginal alone"):
        pmw(true, [tuple(range(8))], 1, rounds=1, shape=(10,) * 12)


def test_merges_beyond_the_limit_are_never_chosen(rng):
    data = small_data()
    model = Factors(data.shape, limit=12)
    model.merge((0, 1))
    with pytest.raises(DomainTooLarge, match="joint table"):
        model.merge((1, 2))  # would need 3·4·2 = 24 cells


def test_stopping_early_keeps_the_rounds_done_and_charges_only_them(rng):
    task = Task()
    seen = []

    def progress(fraction, message):
        seen.append(message)
        if message == "round 3 of 6":
            task.stop()

    task._on_progress = progress
    result = pmw(small_data(), workload(3, 2), "0.6", rounds=6, rng=rng, task=task)
    assert result.stopped_early and result.rounds == 2 and len(result.measurements) == 3 + 2  # round 3 not begun
    assert result.epsilon == Fraction(6, 10) / 5 + 2 * (Fraction(6, 10) * 4 / 5) / 6


def test_mwem_bound_shrinks_with_epsilon_and_grows_with_rounds():
    assert mwem_bound(1000, 100, 50, 10, 10) < mwem_bound(1000, 100, 50, 10, 1)
    assert mwem_bound(1000, 100, 50, 10, 1) == pytest.approx(2000 * np.sqrt(np.log(100) / 10) + 100 * np.log(50))


def test_mwem_bound_is_given_only_when_its_probability_is_positive():
    assert mwem_bound(1000, 100, 50, 25, 1) is None  # 1 − 2·25/50 = 0: the theorem promises nothing
    assert mwem_bound(1000, 100, 50, 40, 1) is None
    assert mwem_bound(1000, 100, 51, 25, 1) > 0
