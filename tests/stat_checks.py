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
