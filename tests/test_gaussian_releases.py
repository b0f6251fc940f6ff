"""Discrete Gaussian releases (counts, sums, means) under (ε, δ) and ρ, against their exact laws.

Each test draws the release's noise through the release path, fits it to DG(σ²) with σ² from the
calibration formula written out here (not read back from the mechanism), and rejects a wrong scale
with the same test (power check, tests/stat_checks.py).
"""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.costs import accounting as acc
from dpgui.core.mechanisms.bounded import grid_step, mean_mechanisms, release_mean, release_sum, sum_mechanism
from dpgui.core.mechanisms.counts import count_mechanism
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting
from tests.stat_checks import assert_dg_law

SETTINGS = [PrivacySetting.of(epsilon=e, delta="1e-6") for e in ("0.01", "0.1", "1", "10")] + \
           [PrivacySetting.of(rho=r) for r in ("1e-4", "0.01", "1/2", "2")]


def expected_sigma2(l2_squared: int, setting: PrivacySetting) -> float:
    """σ² = Δ2²/(2ρ) (CKS20 Thm. 14), ρ solving ρ + 2·sqrt(ρ·ln(1/δ)) = ε (Bun & Steinke 2016)."""
    if setting.rho is not None:
        rho = float(setting.rho)
    else:
        log_term = math.log(1 / float(setting.delta))
        rho = (math.sqrt(log_term + float(setting.epsilon)) - math.sqrt(log_term)) ** 2
    return l2_squared / (2 * rho)


@pytest.mark.parametrize("setting", SETTINGS, ids=str)
def test_count_noise_law(rng, setting):
    mech = count_mechanism(setting, "histogram", REPLACE_ONE)  # Δ2² = 2
    sigma2 = expected_sigma2(2, setting)
    assert float(mech.noise.sigma2) == pytest.approx(sigma2, rel=2e-3)  # rounded up by at most 0.1%
    true = np.full(60_000, 1000)
    noise = np.asarray(mech.release(true, nonnegative=False, rng=rng).values, dtype=np.int64) - true
    assert_dg_law(noise, sigma2, 1.3)


@pytest.mark.parametrize("setting", SETTINGS, ids=str)
def test_sum_noise_law(rng, setting):
    """A single sum has Δ2 = Δ1 = ⌊D/g⌋ + 1 grid units (not 2Δ1² under replace-one)."""
    mech, step = sum_mechanism(setting, 0, 1, REPLACE_ONE)
    delta1 = math.floor(1 / step) + 1
    sigma2 = expected_sigma2(delta1**2, setting)
    true = np.full(20_000, 123_456)
    noise = np.asarray(mech.release(true, nonnegative=False, rng=rng).values, dtype=np.int64) - true
    assert_dg_law(noise, sigma2, 1.5)


@pytest.mark.parametrize("setting", SETTINGS[::3], ids=str)
def test_mean_parts_use_half_the_budget_each(rng, setting):
    mech = mean_mechanisms(setting, 0, 1, ADD_REMOVE)
    half = setting.scaled(Fraction(1, 2))
    delta1 = math.floor(1 / mech.step) + 1
    assert mech.cost == acc.sequential([setting.scaled(Fraction(1, 2)).cost] * 2, setting.cost.kind)
    sums = np.asarray(mech.sum.release(np.zeros(20_000, dtype=int), nonnegative=False, rng=rng).values, dtype=np.int64)
    assert_dg_law(sums, expected_sigma2(delta1**2, half), 1.5)
    counts = np.asarray(mech.count.release(np.zeros(20_000, dtype=int), nonnegative=False, rng=rng).values,
                        dtype=np.int64)
    assert_dg_law(counts, expected_sigma2(1, half), 1.5)


@pytest.mark.parametrize("setting", [PrivacySetting.of(epsilon=1, delta="1e-6"), PrivacySetting.of(rho="1/8")],
                         ids=str)
def test_sum_and_mean_end_to_end(rng, setting):
    """The released number itself, in grid units, minus the exact total rounded once, is DG noise."""
    data = np.array([0.1, 0.25, 0.7, 1.5, -3.0])  # two values clamped to [0, 1]
    step = grid_step(Fraction(0), Fraction(1))
    true_units = round((Fraction(0.1) + Fraction(0.25) + Fraction(0.7) + 1) / step)
    sigma2 = expected_sigma2((math.floor(1 / step) + 1) ** 2, setting)
    sums = [release_sum(data, 0, 1, setting, rng=rng).values[0] for _ in range(1500)]
    assert_dg_law(np.rint(np.array(sums) / float(step)).astype(np.int64) - true_units, sigma2, 1.5)
    data, n = np.tile(data, 2000), 10_000  # many rows, so the noisy mean is never clipped to the bounds
    means = [release_mean(data, -1000, 1000, setting, public_n=n, rng=rng).values[0] for _ in range(1500)]
    step = grid_step(Fraction(-1000), Fraction(1000))
    true_units = round(2000 * (Fraction(0.1) + Fraction(0.25) + Fraction(0.7) + Fraction(1.5) - 3) / step)
    sigma2 = expected_sigma2((math.floor(1000 / step) + 1) ** 2, setting)
    assert_dg_law(np.rint(np.array(means) * n / float(step)).astype(np.int64) - true_units, sigma2, 1.5)
