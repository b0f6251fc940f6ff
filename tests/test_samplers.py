"""Every exact sampler against its exact law, each with a power check at a wrong parameter."""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core import samplers
from dpgui.core.noise import DiscreteGaussian, DiscreteLaplace
from tests.stat_checks import assert_fits, assert_rejects

N = 400_000


def test_uniform_below_small_and_non_power_of_two(rng):
    for d in (3, 7, 1000):
        x = samplers.uniform_below(d, N, rng)
        assert x.min() >= 0 and x.max() < d
        assert_fits(x, range(d), [1 / d] * d)
    assert_rejects(samplers.uniform_below(7, N, rng), range(6), [1 / 6] * 6)


def test_uniform_below_has_no_modulo_bias_for_huge_bounds(rng):
    # d = 2**64 * 2/3 would make naive w % d favour the low third; use the top-bit proportion.
    d = (1 << 62) + (1 << 61)  # 0.75 * 2**63: naive modulo would put ~2/3 of draws below d/2
    x = samplers.uniform_below(d, N, rng)
    low = (x < d // 2).mean()
    assert abs(low - 0.5) < 5 * math.sqrt(0.25 / N)


def test_uniform_below_per_entry_bounds(rng):
    d = np.array([2, 5] * (N // 2))
    x = samplers.uniform_below(d, rng=rng)
    assert np.all(x < d)
    assert_fits(x[d == 5], range(5), [0.2] * 5)


@pytest.mark.parametrize("p, wrong", [(Fraction(1, 3), 0.35), (Fraction(7, 10), 0.68), (Fraction(1, 1000), 0.0015)])
def test_bernoulli(rng, p, wrong):
    x = samplers.bernoulli(p, N, rng).astype(int)
    assert_fits(x, [0, 1], [1 - float(p), float(p)])
    assert_rejects(x, [0, 1], [1 - wrong, wrong])


@pytest.mark.parametrize("gamma", [Fraction(0), Fraction(1, 3), Fraction(1), Fraction(5, 2), Fraction(7)])
def test_bernoulli_exp(rng, gamma):
    x = samplers.bernoulli_exp(gamma.numerator, gamma.denominator, size=N, rng=rng).astype(int)
    p = math.exp(-gamma)
    if gamma == 0:
        assert x.all()
        return
    assert_fits(x, [0, 1], [1 - p, p])
    wrong = math.exp(-gamma * Fraction(11, 10))
    assert_rejects(x, [0, 1], [1 - wrong, wrong])


def test_geometric(rng):
    alpha = Fraction(3, 4)
    x = samplers.geometric(alpha, N, rng)
    k = np.arange(60)
    assert_fits(x, k, (1 - 0.75) * 0.75**k)
    assert_rejects(x, k, (1 - 0.78) * 0.78**k)


def test_two_sided_geometric(rng):
    a = 0.5
    x = samplers.two_sided_geometric(Fraction(1, 2), N, rng)
    y = np.arange(-30, 31)
    assert_fits(x, y, (1 - a) / (1 + a) * a ** np.abs(y))
    b = 0.55
    assert_rejects(x, y, (1 - b) / (1 + b) * b ** np.abs(y))


@pytest.mark.parametrize("scale", [Fraction(1, 2), Fraction(1), Fraction(10, 3), Fraction(10), Fraction(1000)])
def test_discrete_laplace(rng, scale):
    law = DiscreteLaplace(scale)
    x = law.sample(N, rng)
    y = np.arange(-int(40 * scale) - 5, int(40 * scale) + 6)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteLaplace(scale * Fraction(23, 20)).pmf(y))


@pytest.mark.parametrize("sigma2", [Fraction(1, 2), Fraction(2), Fraction(25, 4), Fraction(100)])
def test_discrete_gaussian(rng, sigma2):
    law = DiscreteGaussian(sigma2)
    x = law.sample(N, rng)
    y = np.arange(-int(12 * law.sigma) - 3, int(12 * law.sigma) + 4)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteGaussian(sigma2 * Fraction(13, 10)).pmf(y))


def test_categorical(rng):
    w = [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)]
    x = samplers.categorical(w, N, rng)
    assert_fits(x, range(3), [float(v) for v in w])
    assert_rejects(x, range(3), [0.48, 0.35, 0.17])


def test_discrete_tails_match_sampled_frequencies(rng):
    for law in (DiscreteLaplace(Fraction(5)), DiscreteGaussian(Fraction(9))):
        w = law.half_width(0.05)
        x = law.sample(N, rng)
        assert law.tail(w) <= 0.05 < law.tail(w - 1)
        outside = (np.abs(x) > w).mean()
        assert abs(outside - law.tail(w)) < 6 * math.sqrt(law.tail(w) / N)


def test_invalid_parameters_are_refused():
    with pytest.raises(ValueError):
        samplers.discrete_laplace(0, 10)
    with pytest.raises(ValueError):
        samplers.bernoulli(Fraction(3, 2), 10)
    with pytest.raises(ValueError):
        samplers.uniform_below(0, 10)
    with pytest.raises(ValueError):
        samplers.discrete_laplace("abc", 10)


# Python-integer paths: bounds, exponents and scales beyond int64 are exact, never an OverflowError.

def test_uniform_below_huge_bound_is_uniform(rng):
    d = 3 * 2**64 + 1  # not a power of two: naive top bits or modulo would be biased
    x = samplers.uniform_below(d, 60_000, rng)
    assert all(0 <= int(v) < d for v in x)
    sixths = np.array([int(v) * 6 // d for v in x])
    assert_fits(sixths, range(6), [1 / 6] * 6)
    assert_rejects(sixths, range(6), [0.15, 0.15, 0.15, 0.15, 0.2, 0.2])


def test_bernoulli_exp_with_huge_numerator_and_denominator(rng):
    big = 2**70
    gamma = Fraction(2 * big + 1, 3 * big)  # ≈ 2/3, denominator beyond int64
    x = samplers.bernoulli_exp(gamma.numerator, gamma.denominator, size=40_000, rng=rng).astype(int)
    p = math.exp(-2 / 3)
    assert_fits(x, [0, 1], [1 - p, p])
    assert_rejects(x, [0, 1], [1 - math.exp(-0.75), math.exp(-0.75)])
    # an integer part of 2^70 ends at the first failed Bernoulli(exp(−1)): fast, and never accepted in practice
    assert not samplers.bernoulli_exp(big * 3 + 1, 3, size=1000, rng=rng).any()


def test_discrete_laplace_with_a_scale_beyond_int64(rng):
    scale = Fraction(2**64 + 1, 2**60)  # ≈ 16, numerator beyond int64
    law = DiscreteLaplace(scale)
    x = law.sample(40_000, rng)
    y = np.arange(-400, 401)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteLaplace(scale * Fraction(23, 20)).pmf(y))


def test_discrete_gaussian_with_a_complicated_sigma2(rng):
    sigma2 = Fraction(10**20 + 1, 10**18)  # ≈ 100: the acceptance test needs Python integers
    law = DiscreteGaussian(sigma2)
    x = law.sample(40_000, rng)
    y = np.arange(-150, 151)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteGaussian(sigma2 * Fraction(13, 10)).pmf(y))


def test_huge_scales_give_exact_python_integers(rng):
    x = samplers.discrete_laplace(2**80, 200, rng)
    assert x.dtype == object and max(abs(int(v)) for v in x) > 2**63  # int64 would have wrapped
    g = samplers.discrete_gaussian(Fraction(2**160), 50, rng)
    assert np.std(np.array([float(v) for v in g])) > 2**78
