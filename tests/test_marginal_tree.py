"""Many tables at once from a junction tree of measured marginals (core/mechanisms/marginal_tree.py and
tree_model.py): the projection, the model's consistency, the exact budget split, the noise's law (with a power
check), accuracy at the extremes, an audit of the private steps, replay, synthetic rows and the ranges' coverage."""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.mechanisms import marginal_tree, pmw_ranges, tree_model
from dpgui.core.mechanisms.marginal_tree import (ONE_WAY_SHARE, SELECT_SHARE, candidate_sets, check_tree, fit, steps,
                                                 tree_marginals)
from dpgui.core.mechanisms.pmw import DomainTooLarge, project, total_variation, workload
from dpgui.core.mechanisms.pmw_ranges import MIN_REFITS, learned_ranges
from dpgui.core.mechanisms.tree_model import TreeModel, project_rows
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.progress import Task
from dpgui.core.verification.audit import audit
from tests.seeded import seeded
from tests.stat_checks import assert_fits, assert_rejects
from tests.test_pmw_ranges import NOMINAL, floor


def chain(n=6000, seed=5):
    """Four columns, each depending on the one before (a tree), the last also on the first two together."""
    gen = np.random.default_rng(seed)  # test data only
    a = gen.integers(0, 3, n)
    b = (a + (gen.random(n) < 0.3)) % 4
    c = ((b + a) % 3 + (gen.random(n) < 0.2)) % 3
    d = (c + (gen.random(n) < 0.4)) % 2
    counts = np.zeros((3, 4, 3, 2), dtype=np.int64)
    np.add.at(counts, (a, b, c, d), 1)
    return counts


def workload_counts(data, tables):
    return {m: project(data, m) for m in tables + [(a,) for a in range(data.ndim)]}


def test_projection_is_the_nearest_non_negative_row_with_its_total():
    gen = np.random.default_rng(1)
    noisy = gen.normal(0, 5, (200, 7)) + gen.integers(0, 20, (200, 7))
    totals = gen.uniform(0, 80, 200)
    totals[:5] = 0
    out = project_rows(noisy, totals)
    assert np.all(out >= 0) and np.allclose(out.sum(axis=1), totals)
    for row, y, t in zip(out, noisy, totals):  # optimality: x = max(y − θ, 0) with one θ per row
        if t > 0:
            theta = (y - row)[row > 0]
            assert np.allclose(theta, theta[0])
            assert np.all(y[row == 0] <= theta[0] + 1e-9)
        else:
            assert np.all(row == 0)


def test_the_model_is_a_distribution_whose_cliques_agree_with_each_other():
    data = chain().astype(float)
    n = data.sum()
    one_way = [project(data, (a,)) / n for a in range(4)]
    model = TreeModel(data.shape, one_way)
    model.add((0, 1, 2), project(data, (0, 1, 2)), n)  # exact counts: the fit reproduces them
    model.add((2, 3), project(data, (2, 3)), n)
    assert math.isclose(model.marginal((0, 1, 2, 3)).sum(), 1)
    assert np.allclose(model.marginal((0, 1, 2)) * n, project(data, (0, 1, 2)))
    assert np.allclose(model.marginal((2, 3)) * n, project(data, (2, 3)))
    assert np.allclose(model.marginal((3, 0)), model.marginal((0, 3)).T)  # axes in the order asked
    with pytest.raises(ValueError):
        model.add((0, 1), project(data, (0, 1)), n)  # a later clique must add a column


def test_budget_split_sums_exactly_to_epsilon(rng):
    data = chain()
    tables = workload(4, 3)
    result = tree_marginals(workload_counts(data, tables), tables, "0.7", data.shape, rng=rng)
    assert result.rounds == steps(data.shape, tables) == 2
    one_way = sum(Fraction(1) / m.scale for m in result.measurements[:4])  # d histograms, scale d/ε1
    cliques = sum((Fraction(1) / m.scale) / (1 - SELECT_SHARE) for m in result.measurements[4:])
    assert one_way == Fraction(7, 10) * ONE_WAY_SHARE
    assert one_way + cliques == Fraction(7, 10) == result.epsilon


def test_the_measurement_noise_has_its_exact_law_and_a_wrong_one_is_rejected():
    """The cliques' noisy counts minus the true ones, over many runs, against the discrete Laplace of the
    released scale (χ², p > 10⁻⁶), and against twice that scale (must be rejected: the test's power)."""
    data = chain()
    tables = [(0, 1)]
    counts = workload_counts(data, tables)
    rng = seeded("tree noise")
    noise, scale = [], None
    for _ in range(400):
        result = tree_marginals(dict(counts), tables, 2, data.shape, rng=rng)
        m = result.measurements[-1]
        noise.append((m.noisy - counts[m.cols]).ravel())
        scale = m.scale
    noise = np.concatenate(noise).astype(int)
    support = np.arange(-25, 26)
    assert_fits(noise, support, DiscreteLaplace(scale).pmf(support))
    assert_rejects(noise, support, DiscreteLaplace(2 * scale).pmf(support))


def test_huge_epsilon_is_nearly_exact_and_tiny_epsilon_stays_bounded(rng):
    data = chain()
    tables = workload(4, 3)
    good = tree_marginals(workload_counts(data, tables), tables, 1000, data.shape, rng=rng)
    assert max(total_variation(project(data, c), good.marginal(c)) for c in tables) < 0.03
    poor = tree_marginals(workload_counts(data, tables), tables, "0.001", data.shape, rng=rng)
    assert all(0 <= total_variation(project(data, c), poor.marginal(c)) <= 1 + 1e-12 for c in tables)  # 1 when disjoint, give or take rounding
    assert all(np.all(poor.marginal(c) >= 0) for c in tables)


def test_the_cliques_come_from_the_workload_and_the_choice_finds_the_dependence(rng):
    data = chain()
    assert candidate_sets([(0, 1, 2)]) == [(0, 1), (0, 2), (1, 2), (0, 1, 2)]
    tables = workload(4, 2)
    result = tree_marginals(workload_counts(data, tables), tables, 50, data.shape, rng=rng)
    chosen = [m.cols for m in result.measurements[4:]]
    assert len(chosen) == 3 and all(len(c) == 2 for c in chosen)
    assert {(0, 1), (2, 3)} <= set(chosen)  # the strong dependencies, at a large ε


def test_audit_of_the_selection_and_measurement_steps():
    """The whole mechanism on neighbouring tables (one row moved out): its outputs stay within ε."""
    data = chain(n=400)
    neighbour = data.copy()
    neighbour[0, 0, 0, 0] -= 1
    tables = [(0, 1), (1, 2)]

    def run(table, runs):
        out = []
        counts = workload_counts(table, tables)
        for _ in range(runs):
            r = tree_marginals(dict(counts), tables, 2, table.shape)
            first = r.measurements[4]
            out.append([tables.index(first.cols), int(first.noisy.ravel()[0]), int(r.measurements[0].noisy[0])])
        return np.array(out)

    result = audit(run, data, neighbour, 2.0, runs=1500, search_runs=500, alpha=1e-6)
    assert not result.violation, result


def test_replay_rebuilds_the_model_from_measurements_alone(rng):
    data = chain()
    tables = workload(4, 3)
    result = tree_marginals(workload_counts(data, tables), tables, 5, data.shape, rng=rng)
    again = fit(data.shape, result.measurements, result.n_hat)
    for c in tables:
        assert np.array_equal(again.marginal(c), result.model.marginal(c))


def test_synthetic_rows_follow_the_learned_distribution_closer_than_independent_draws(rng):
    data = chain()
    tables = workload(4, 3)
    result = tree_marginals(workload_counts(data, tables), tables, 20, data.shape, rng=rng)
    rows = result.model.sample(6000, rng)
    assert rows.shape == (6000, 4) and rows.max(axis=0).tolist() <= [2, 3, 2, 1]
    counts = np.zeros(data.shape)
    np.add.at(counts, tuple(rows.T), 1)
    root = result.measurements[4].cols
    learned = result.model.marginal(root) * 6000
    assert np.abs(project(counts, root) - learned).max() <= 1 + 1e-9  # systematic: within one row per cell
    assert total_variation(counts, result.model.marginal((0, 1, 2, 3))) < 0.03


def test_stopping_early_keeps_the_steps_done_and_charges_only_them(rng):
    data = chain()
    tables = workload(4, 2)
    task = Task(lambda fraction, message: task.stop() if message == "step 3 of 3" else None)
    result = tree_marginals(workload_counts(data, tables), tables, 1, data.shape, rng=rng, task=task)
    assert result.rounds == 2 and result.stopped_early
    per_step = (1 - ONE_WAY_SHARE) / 3
    assert result.epsilon == ONE_WAY_SHARE + 2 * per_step


def test_checks_before_the_charge():
    with pytest.raises(DomainTooLarge):
        check_tree(1, [(0, 1)], (10**4, 10**4))
    with pytest.raises(ValueError):
        check_tree(1, [], (3, 3))
    with pytest.raises(ValueError):
        check_tree(0, [(0, 1)], (3, 3))
    assert check_tree("0.5", [(0, 1)], (3, 3)) == Fraction(1, 2)


RELEASES = 20
EPSILONS = (0.3, 1, 3)


def covered_trials() -> tuple[int, int]:
    """As tests/test_pmw_ranges.py does for PMW: one cell per simulated release is one independent trial."""
    data, tables = chain(n=4000), workload(4, 2)
    truth = [project(data, c) for c in tables]
    covered = trials = 0
    for eps in EPSILONS:
        rng = seeded(f"tree ranges-{eps}")
        for r in range(RELEASES):
            result = tree_marginals(workload_counts(data, tables), tables, eps, data.shape, rng=rng)
            ranges = learned_ranges(data.shape, result.measurements, result.n_hat, 0, tables, MIN_REFITS, rng=rng,
                                    fit=fit)
            flat = np.concatenate([((t >= lo) & (t <= hi)).ravel() for t, lo, hi in zip(truth, ranges.low,
                                                                                         ranges.high)])
            covered += bool(flat[(7 * (r + len(flat) * EPSILONS.index(eps))) % flat.size])
            trials += 1
    return covered, trials


def test_tree_ranges_cover_true_counts_at_least_as_often_as_stated():
    covered, trials = covered_trials()
    assert covered >= floor(trials), f"{covered} of {trials} covered, below {floor(trials)} at {NOMINAL}"


def test_power_tree_ranges_without_widening_fail_the_same_check(monkeypatch):
    monkeypatch.setattr(pmw_ranges, "_miss", lambda rounds, before: 0.0)
    covered, trials = covered_trials()
    assert covered < floor(trials), f"power check: wrong ranges passed ({covered} of {trials})"


def test_module_constants_are_shares():
    assert 0 < marginal_tree.ONE_WAY_SHARE < 1 and 0 < marginal_tree.SELECT_SHARE < 1


def test_empty_catch_all_cells_are_left_out_and_a_full_one_is_kept(rng):
    """As PMW: a catch-all cell whose noisy one-way count is within the noise becomes a structural zero (from released
    values only), a populated one stays; replay makes the same choice from the measurements."""
    data = np.pad(chain(), [(0, 1)] * 4)  # one more, empty cell per column
    data[3, 0, 0, 0] = 3000  # but column 0's catch-all holds many rows
    optional = [[3], [4], [3], [2]]
    tables = workload(4, 2)
    result = tree_marginals(workload_counts(data, tables), tables, 5, data.shape, rng=rng, optional=optional)
    assert [h.tolist() for h in result.model.held] == [[0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2], [0, 1]]
    assert result.marginal((1, 3))[4, :].sum() == 0 and result.marginal((1, 3))[:, 2].sum() == 0
    rows = result.model.sample(5000, rng)
    assert (rows[:, 1] < 4).all() and (rows[:, 3] < 2).all() and (rows[:, 0] == 3).mean() > 0.2
    again = fit(data.shape, result.measurements, result.n_hat, optional=optional)
    assert all(np.array_equal(again.marginal(c), result.model.marginal(c)) for c in tables)


def test_summing_out_never_builds_a_table_beyond_a_clique_and_the_columns_asked(rng, monkeypatch):
    """A chain of ten columns of ten cells each: every 3-way marginal is computed with no table larger than
    marginal_cells (a clique of 3 and the 3 asked: 10^6), where one joint table would have 10^10 cells."""
    from dpgui.core.mechanisms import tree_model

    gen = np.random.default_rng(2)
    x = [gen.integers(0, 10, 3000)]
    for _ in range(9):
        x.append((x[-1] + gen.integers(0, 3, 3000)) % 10)
    shape = (10,) * 10
    tables = workload(10, 3)
    counts = {}
    for m in tables + [(a,) for a in range(10)]:
        key = np.ravel_multi_index(tuple(x[a] for a in m), [10] * len(m))
        counts[m] = np.bincount(key, minlength=10 ** len(m)).reshape([10] * len(m))
    result = tree_marginals(counts, tables, 5, shape, rng=rng)
    sizes = []
    real = tree_model._product
    monkeypatch.setattr(tree_model, "_product", lambda f, out: sizes.append(10 ** len(out)) or real(f, out))
    for c in tables:
        assert math.isclose(result.model.marginal(c).sum(), 1)
    assert max(sizes) <= tree_model.marginal_cells(shape, 3, 3) < 10**10


def test_the_fit_makes_every_measurement_agree_on_each_column(rng):
    """Post-processing: after agreeing(), every measurement holding a column says the same counts of it (the
    inverse-variance mean, so the precise cliques outweigh the noisy one-ways), and the fitted model has them."""
    data = chain()
    tables = workload(4, 3)
    result = tree_marginals(workload_counts(data, tables), tables, 2, data.shape, rng=rng)
    raw = result.measurements
    agreed = marginal_tree.agreeing(data.shape, raw)
    for c in range(4):
        says = [project(m.noisy, (m.cols.index(c),)) for m in agreed if c in m.cols]
        assert len(says) >= 2
        for s in says[1:]:
            assert np.allclose(s, says[0])
        before = [project(m.noisy, (m.cols.index(c),)) for m in raw if c in m.cols]
        assert not all(np.allclose(b, before[0]) for b in before[1:])  # the raw measurements disagreed
        cliques = [project(m.noisy, (m.cols.index(c),)) for m in raw if c in m.cols and len(m.cols) > 1]
        assert np.abs(says[0] - np.mean(cliques, axis=0)).max() < np.abs(says[0] - before[0]).max()
    assert np.allclose(result.marginal((0,)), project(agreed[0].noisy, (0,)).clip(0) * result.n_hat
                       / project(agreed[0].noisy, (0,)).clip(0).sum(), atol=0.02 * result.n_hat)


def test_shrinking_rows_toward_the_column_sums_cuts_the_noise_of_sparse_rows():
    """Rows that follow the column sums, with heavy noise: the James-Stein pull toward totals × column sums gives a
    far smaller error than the noisy rows, and leaves a row that differs alone when the
    noise is small."""
    gen = np.random.default_rng(3)  # test data only
    column = np.array([0.5, 0.2, 0.15, 0.1, 0.05])
    totals = gen.integers(5, 50, 400).astype(float)
    true = totals[:, None] * column
    keep = np.ones(true.shape, dtype=bool)
    noisy = true + DiscreteLaplace(20).sample(true.size).reshape(true.shape)
    shrunk = tree_model.shrink_rows(noisy, totals, keep, 20)
    assert np.abs(shrunk - true).sum() < 0.5 * np.abs(noisy - true).sum()
    different = np.vstack([true, [[0, 0, 0, 0, 1000.0]]])
    out = tree_model.shrink_rows(different, np.r_[totals, 1000.0], np.ones(different.shape, dtype=bool), 0.5)
    assert out[-1, -1] > 990


def test_the_learned_total_weighs_every_measurement_by_its_noise():
    """On few rows the one-ways' noisy totals carry the most noise (each of d columns gets ε/d of their share): the
    n̂ the final fit scales to is the inverse-variance weighted total of every measurement, so a clique measured
    with little noise pulls it to itself, where the one-ways' median would stay far off."""
    from dpgui.core.mechanisms.pmw import Measurement, noisy_total

    one_ways = [Measurement((0,), np.array([450.0, 450.0]), Fraction(40)),
                Measurement((1,), np.array([300.0, 300.0, 300.0]), Fraction(40))]
    clique = Measurement((0, 1), np.full(6, 100.0), Fraction(2))  # total 600, noise scale 2
    assert noisy_total(one_ways) == 900
    assert abs(marginal_tree.agreed_total(one_ways + [clique]) - 600) < 5
    assert marginal_tree.agreed_total([Measurement((0,), np.array([-3.0, 1.0]), Fraction(1))]) == 1.0  # at least 1
