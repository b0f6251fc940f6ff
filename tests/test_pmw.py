"""Private multiplicative weights: the update, the budget, accuracy at the extremes, and audits."""

from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.audit import audit
from dpgui.core.pmw import Measurement, mw_fit, pmw, project, synthetic_rows, total_variation, workload


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
    p = mw_fit(np.full(data.shape, 1 / data.size), exact, n, passes=1000)
    for c in workload(3, 2):
        assert total_variation(project(data, c), project(p, c)) < 0.01


def test_budget_split_sums_exactly_to_epsilon(rng):
    result = pmw(small_data(), workload(3, 2), "0.7", rounds=4, rng=rng)
    one_way = sum(Fraction(1) / m.scale for m in result.measurements[:3])  # d histograms, scale d/ε1
    rounds = sum(2 * (Fraction(1) / m.scale) for m in result.measurements[3:])  # selection = measurement ε
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
    assert total_variation(counts, result.distribution) < 0.03


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
    from dpgui.core.pmw import replay
    data = small_data()
    result = pmw(data, workload(3, 2), 5, rounds=4, rng=rng)
    again = replay(data.shape, result.measurements, result.n_hat, result.passes)
    assert np.array_equal(again, result.distribution)
