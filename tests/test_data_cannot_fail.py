"""Spend first: once a release's public parameters are accepted, nothing in its data can make it fail.

For every core mechanism: the calibration (public parameters only) refuses what it cannot do with a
one-line ValueError before any randomness is drawn; and a release whose calibration succeeded returns
on adversarial data and on its neighbours (one row more, one row less): empty data, one row, counts up
to 2^62 and beyond, every value at a bound, and the extremes of floating point.
"""

from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.costs.limits import MAX_NOISE_SCALE
from dpgui.core.mechanisms.bounded import mean_mechanisms, release_mean, release_sum, sum_mechanism
from dpgui.core.mechanisms.counts import CountMechanism, count_mechanism
from dpgui.core.mechanisms.pmw import Factors, Measurement, check_pmw, mw_fit, pmw, workload
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting
from dpgui.core.mechanisms.selection import check_selection, release_mode, release_quantile

TINY, HUGE = PrivacySetting.of(epsilon="1e-30"), PrivacySetting.of(epsilon="1e30")


@pytest.mark.parametrize("calibrate", [
    lambda s: count_mechanism(s),
    lambda s: count_mechanism(s, "histogram", REPLACE_ONE, max_rows=3),
    lambda s: CountMechanism.calibrate(s, 1, 1),
    lambda s: sum_mechanism(s, 0, 100),
    lambda s: mean_mechanisms(s, -5, 5),
    lambda s: mean_mechanisms(s, -5, 5, public_n=10),
    lambda s: check_selection(s.epsilon, 10, 1),
    lambda s: check_pmw(s.epsilon, workload(3, 2), (3, 4, 2)),
])
def test_calibration_refuses_tiny_and_absurd_epsilon_in_one_line(calibrate):
    with pytest.raises(ValueError, match=r"ε = about 0\.0+1 is too small for this query.*use ε ≥") as err:
        calibrate(TINY)
    assert "\n" not in str(err.value)
    with pytest.raises(ValueError, match="too large"):
        calibrate(HUGE)
    with pytest.raises(ValueError, match="too small"):
        calibrate(PrivacySetting.of(epsilon="1e-320"))


@pytest.mark.parametrize("setting, name", [(PrivacySetting.of(epsilon="1e-40", delta="1e-6"), "ε"),
                                           (PrivacySetting.of(rho="1e-70"), "ρ")])
def test_gaussian_calibration_names_the_smallest_setting(setting, name):
    with pytest.raises(ValueError, match=f"{name} = .* is too small for this query.*use {name} ≥") as err:
        count_mechanism(setting)
    smallest = Fraction(str(err.value).rsplit("≥ ", 1)[1])
    if name == "ε":
        count_mechanism(PrivacySetting.of(epsilon=smallest, delta="1e-6"))  # the advice works
    else:
        count_mechanism(PrivacySetting.of(rho=smallest))


def test_the_limit_is_where_the_message_says():
    edge = Fraction(1, MAX_NOISE_SCALE)  # Δ1/ε = 2^50 exactly
    assert count_mechanism(PrivacySetting.of(epsilon=edge)).noise.scale == MAX_NOISE_SCALE
    with pytest.raises(ValueError):
        count_mechanism(PrivacySetting.of(epsilon=edge * Fraction(99, 100)))


def test_unwieldy_epsilon_is_rounded_to_a_larger_simple_scale():
    eps = Fraction("0.12345678901234567890123")
    scale = count_mechanism(PrivacySetting.of(epsilon=eps)).noise.scale
    assert scale >= 1 / eps and scale - 1 / eps < Fraction(1, 2**30) and scale.numerator < 2**52


EDGE_SETTINGS = [PrivacySetting.of(epsilon="1e-8"), PrivacySetting.of(epsilon=10**6),
                 PrivacySetting.of(epsilon="1e-6", delta="1e-12"), PrivacySetting.of(rho="1e-14")]
COUNTS = [[], [0], [1], [2**62], [2**62, 0, 2**62 - 1], [2**80, -(2**80)]]
VALUES = [[], [0.0], [100.0] * 100, [-100.0] * 7, [1e308, -1e308, 5e-324, -0.0], [float("inf"), float("-inf")],
          np.linspace(-1e300, 1e300, 1001)]


def neighbours(rows: list) -> list:
    """The data, with its last row removed and with a copy of its first row added."""
    return [rows, rows[:-1], rows[:1] + rows] if len(rows) else [rows, [0.0]]


@pytest.mark.parametrize("setting", EDGE_SETTINGS, ids=str)
def test_counts_never_fail_once_calibrated(rng, setting):
    for unit in (ADD_REMOVE, REPLACE_ONE):
        mech = count_mechanism(setting, "histogram", unit, max_rows=2)
        for counts in COUNTS:
            for nonnegative in (True, False):
                r = mech.release(counts, nonnegative=nonnegative, rng=rng)
                assert len(r.values) == len(counts) and all(lo <= hi for lo, hi in zip(r.low, r.high))


@pytest.mark.parametrize("setting", EDGE_SETTINGS, ids=str)
def test_sums_and_means_never_fail_once_calibrated(rng, setting):
    accepted = 0
    for lower, upper in ((-100, 100), (0, "1e-300"), ("-1e300", "1e300"), (10**6, 10**6 + 1)):
        try:
            sum_mechanism(setting, lower, upper)
            mean_mechanisms(setting, lower, upper)
            mean_mechanisms(setting, lower, upper, REPLACE_ONE, public_n=5)
        except ValueError:
            continue  # refused from public parameters alone, before any data
        accepted += 1  # accepted: every release below must then succeed
        for values in VALUES:
            for rows in neighbours(list(values)):
                r = release_sum(rows, lower, upper, setting, rng=rng)
                assert r.low[0] <= r.high[0] or np.isnan(r.values[0])
                release_mean(rows, lower, upper, setting, rng=rng)
                release_mean(rows, lower, upper, setting, unit=REPLACE_ONE, public_n=5, rng=rng)
    assert accepted >= 1


def test_selections_never_fail_once_checked(rng):
    for eps in ("1e-12", "3/7", 10**6):
        check_selection(eps, 4, 2)
        for counts in ([0, 0, 0, 0], [2**62, 0, 1, 2**62], [2**100, 0, 0, 1]):
            for rows in neighbours(counts):
                rows = (rows + [0] * 4)[:4]
                assert release_mode(rows, list("abcd"), eps, max_rows=2, rng=rng).values[0] in "abcd"
        for values in VALUES:
            release_quantile(values, [-1e308, 0.0, 1e308], "0.9", eps, rng=rng)


def test_pmw_never_fails_once_checked(rng):
    shape = (3, 4, 2)
    for eps in ("1e-9", 10**6):
        check_pmw(eps, workload(3, 2), shape, rounds=2)
        for fill in (0, 1, 2**40):
            data = np.full(shape, fill, dtype=np.int64)
            data[0, 0, 0] = 2**62 if fill else 0
            result = pmw(data, workload(3, 2), eps, rounds=2, passes=2, rng=rng)
            assert np.isfinite(result.model.dense()).all() and result.model.dense().sum() == pytest.approx(1)


def test_multiplicative_weights_are_safe_far_from_the_model():
    """A measurement 10^6 rows away with n = 1, a huge n, and zero counts: no inf, no NaN, mass where measured."""
    for noisy, n_hat in (([1e6, -1e6], 1.0), ([1e18, 0.0], 1e18), ([0.0, 0.0], 1.0), ([-5.0, 3e300], 1.0)):
        model = mw_fit(Factors((2,)), [Measurement((0,), np.array(noisy), Fraction(1))], n_hat, passes=50)
        p = model.dense()
        assert np.isfinite(p).all() and p.sum() == pytest.approx(1)
        if noisy[0] != noisy[1]:
            assert p[int(np.argmax(noisy))] > 0.5


def test_refusals_name_the_epsilon_that_was_asked():
    """Bounds far from zero make even a large ε too small; the message must say which ε was asked."""
    with pytest.raises(ValueError, match=r"ε = 1,000 is too small") as err:
        sum_mechanism(PrivacySetting.of(epsilon="1000"), 10**15, 10**15 + 1)
    assert "e+" not in str(err.value).split("is too small")[0]
