"""Goodness-of-fit against an exact law, with a fixed false-alarm rate.

Every distribution test asserts p > FALSE_ALARM for the correct sampler and p < FALSE_ALARM for
a deliberately wrong one (the power check), so a test that cannot fail is caught.
"""

import numpy as np
from scipy import stats

FALSE_ALARM = 1e-6


def chi2_pvalue(samples, support, probabilities, min_expected: float = 20.0) -> float:
    """χ² of integer ``samples`` against ``probabilities`` on ``support``; sparse cells are pooled
    (with the residual mass outside ``support``) so every expected count is at least min_expected."""
    samples = np.asarray(samples).ravel()
    support = np.asarray(support)
    probs = np.asarray(probabilities, dtype=float)
    n = samples.size
    order = np.argsort(support, kind="stable")
    ranked = support[order]
    pos = np.clip(np.searchsorted(ranked, samples), 0, ranked.size - 1)
    hit = ranked[pos] == samples
    observed = np.empty(support.size, dtype=float)
    observed[order] = np.bincount(pos[hit], minlength=ranked.size)
    outside_obs = n - observed.sum()
    outside_p = max(0.0, 1 - probs.sum())
    bins_o, bins_e, acc_o, acc_e = [], [], outside_obs, outside_p * n
    for o, p in zip(observed, probs):
        acc_o, acc_e = acc_o + o, acc_e + p * n
        if acc_e >= min_expected:
            bins_o.append(acc_o), bins_e.append(acc_e)
            acc_o = acc_e = 0.0
    if bins_o:
        bins_o[-1] += acc_o
        bins_e[-1] += acc_e
    bins_o, bins_e = np.array(bins_o), np.array(bins_e)
    if bins_o.size < 2:
        raise AssertionError("too few bins for a χ² test")
    stat = ((bins_o - bins_e) ** 2 / bins_e).sum()
    return float(stats.chi2.sf(stat, bins_o.size - 1))


def assert_fits(samples, support, probabilities):
    p = chi2_pvalue(samples, support, probabilities)
    assert p > FALSE_ALARM, f"sampler does not match its exact law (p = {p:.2e})"


def assert_rejects(samples, support, probabilities):
    p = chi2_pvalue(samples, support, probabilities)
    assert p < FALSE_ALARM, f"power check failed: a wrong law was not rejected (p = {p:.2e})"


def binned_pvalue(samples, edges, cdf_below) -> float:
    """χ² of integer ``samples`` in the bins (−∞, e0), [e0, e1), …, [e_last, ∞) against a law given by
    ``cdf_below(y) = P(Y < y)``: for laws too wide to list point by point."""
    edges = np.asarray(edges)
    inner = np.diff(cdf_below(edges))
    probs = np.concatenate([[cdf_below(edges[:1])[0]], inner, [1 - cdf_below(edges[-1:])[0]]])
    return chi2_pvalue(np.digitize(np.asarray(samples, dtype=float), edges), range(edges.size + 1), probs)


def dg_cdf_below(sigma2: float):
    """P(Y < y) for the discrete Gaussian with variance parameter σ². For σ ≥ 3 the normal CDF at
    y − ½: by Poisson summation its error is below 4·exp(−2π²σ²) < 1e-70. Below, summed exactly."""
    sigma = float(sigma2) ** 0.5
    if sigma >= 3:
        return lambda y: stats.norm.cdf((np.asarray(y, dtype=float) - 0.5) / sigma)
    support = np.arange(-int(40 * sigma) - 40, int(40 * sigma) + 41)
    weights = np.exp(-support.astype(float) ** 2 / (2 * float(sigma2)))
    cdf = np.concatenate([[0.0], np.cumsum(weights / weights.sum())])
    return lambda y: cdf[np.clip(np.asarray(y) - support[0], 0, support.size)]


def assert_dg_law(samples, sigma2: float, wrong_factor: float):
    """Samples fit DG(σ²), and the same test rejects DG(σ²·wrong_factor) (the power check)."""
    sigma = float(sigma2) ** 0.5
    edges = np.unique(np.round(sigma * np.linspace(-3.5, 3.5, 31)).astype(np.int64))
    if edges.size < 4:
        edges = np.arange(-3, 4)
    p = binned_pvalue(samples, edges, dg_cdf_below(sigma2))
    assert p > FALSE_ALARM, f"noise does not match DG(σ² = {float(sigma2):.4g}) (p = {p:.2e})"
    p = binned_pvalue(samples, edges, dg_cdf_below(sigma2 * wrong_factor))
    assert p < FALSE_ALARM, f"power check failed: DG(σ²·{wrong_factor}) was not rejected (p = {p:.2e})"
