"""The regularised incomplete beta function behind the Clopper–Pearson intervals, against scipy's."""

import numpy as np
from scipy.special import betainc as reference

from dpgui.core.intervals import betainc, binomial_interval


def test_betainc_matches_scipy_on_both_sides_of_the_switch_and_at_the_ends():
    """Each element is computed on its own side of x = (a+1)/(a+b+2), whatever side its neighbours are on;
    x = 0 and x = 1 give 0 and 1."""
    rng = np.random.default_rng(29)
    a, b = rng.uniform(0.5, 3000, 20_000), rng.uniform(0.5, 3000, 20_000)
    x = rng.uniform(0, 1, 20_000)
    x[:10], x[10:20] = 0.0, 1.0
    assert np.max(np.abs(betainc(a, b, x) - reference(a, b, x))) < 1e-10
    assert betainc(2, 3, 0.4) == np.float64(betainc(2, 3, np.array([0.4]))[0])


def test_clopper_pearson_bounds_have_their_tail_probabilities():
    """P(X ≥ y | low) = β/2 and P(X ≤ y | high) = β/2, in scipy's binomial."""
    from scipy.stats import binom
    n, y = 500, np.arange(1, 500)
    _, low, high = binomial_interval(y, n, "clopper-pearson", 0.95)
    assert np.allclose(binom.sf(y - 1, n, low), 0.025, atol=1e-9)
    assert np.allclose(binom.cdf(y, n, high), 0.025, atol=1e-9)
