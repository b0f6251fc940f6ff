"""Confidence intervals for a binomial proportion λ, vectorised over the observed counts.

Wald, Wilson (score) and Clopper–Pearson (exact) are the standard ones; Hoeffding's bound
λ̂ ± sqrt(ln(2/β)/(2n)) is the one seed 004 derives, valid for every n but wide.
Clopper–Pearson inverts the binomial tail, P(X ≥ y | L) = β/2 and P(X ≤ y | U) = β/2, using
the regularised incomplete beta function I_x(y, n − y + 1) (Numerical Recipes §6.4 continued
fraction), solved by bisection, so no statistics library is needed at run time.
"""

from __future__ import annotations

import math
from statistics import NormalDist

import numpy as np

from dpgui.core.choices import METHODS  # noqa: F401 - re-exported
from dpgui.core.words.translation import translate


def z_value(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError(translate("core.intervals", "The confidence level must be strictly between 0 and 1, got "
                                   "{confidence}").format(confidence=confidence))
    return NormalDist().inv_cdf(1 - (1 - confidence) / 2)


def _beta_cf(a, b, x, iterations: int = 300):
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1, a - 1
    c = np.ones_like(x)
    d = 1 - qab * x / qap
    d = np.where(np.abs(d) < tiny, tiny, d)
    d = 1 / d
    h = d.copy()
    for m in range(1, iterations + 1):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1 + aa * d
        d = np.where(np.abs(d) < tiny, tiny, d)
        c = 1 + aa / c
        c = np.where(np.abs(c) < tiny, tiny, c)
        d = 1 / d
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1 + aa * d
        d = np.where(np.abs(d) < tiny, tiny, d)
        c = 1 + aa / c
        c = np.where(np.abs(c) < tiny, tiny, c)
        d = 1 / d
        step = d * c
        h *= step
        if np.all(np.abs(step - 1) < 1e-14):
            break
    return h


def betainc(a, b, x):
    """Regularised incomplete beta I_x(a, b) for a, b > 0 and x in [0, 1], elementwise."""
    a, b, x = np.broadcast_arrays(np.asarray(a, float), np.asarray(b, float), np.asarray(x, float))
    lgam = np.vectorize(math.lgamma, otypes=[float])
    out = np.where(x <= 0, 0.0, np.where(x >= 1, 1.0, np.nan))
    inside = (x > 0) & (x < 1)
    direct = inside & (x < (a + 1) / (a + b + 2))
    mirrored = inside & ~direct
    with np.errstate(divide="ignore", invalid="ignore"):
        front = np.exp(lgam(a + b) - lgam(a) - lgam(b) + a * np.log(x) + b * np.log1p(-x))
        # each side's fraction only where it converges quickly: run on the other side, it would hold every
        # element to the last iteration
        out[direct] = front[direct] * _beta_cf(a[direct], b[direct], x[direct]) / a[direct]
        out[mirrored] = 1 - front[mirrored] * _beta_cf(b[mirrored], a[mirrored], 1 - x[mirrored]) / b[mirrored]
    return out


def _solve_increasing(f, target, size: int) -> np.ndarray:
    """x in [0, 1] with f(x) = target for an increasing f, by 60 bisection steps."""
    low, high = np.zeros(size), np.ones(size)
    for _ in range(60):
        mid = (low + high) / 2
        below = f(mid) < target
        low, high = np.where(below, mid, low), np.where(below, high, mid)
    return (low + high) / 2


def binomial_interval(yes, n: int, method: str = "wilson", confidence: float = 0.95):
    """(λ̂, low, high) for ``yes`` successes in ``n`` trials; arrays of the shape of ``yes``."""
    y = np.atleast_1d(np.asarray(yes, dtype=float))
    if n < 2:
        raise ValueError(translate("core.intervals", "At least 2 responses are needed for an interval"))
    if np.any((y < 0) | (y > n)):
        raise ValueError(translate("core.intervals", "The number of yes answers must be between 0 and n = {n}").format(
            n=n))
    lam = y / n
    beta = 1 - confidence
    z = z_value(confidence)
    if method == "wald":
        half = z * np.sqrt(lam * (1 - lam) / (n - 1))
        low, high = lam - half, lam + half
    elif method == "wilson":
        centre = (lam + z * z / (2 * n)) / (1 + z * z / n)
        half = z / (1 + z * z / n) * np.sqrt(lam * (1 - lam) / n + z * z / (4 * n * n))
        low, high = centre - half, centre + half
    elif method == "clopper-pearson":
        low = _solve_increasing(lambda p: betainc(np.maximum(y, 1), n - y + 1, p), beta / 2, y.size)
        high = _solve_increasing(lambda p: betainc(y + 1, np.maximum(n - y, 1), p), 1 - beta / 2, y.size)
        low, high = np.where(y == 0, 0.0, low), np.where(y == n, 1.0, high)
    elif method == "hoeffding":
        half = math.sqrt(math.log(2 / beta) / (2 * n))
        low, high = lam - half, lam + half
    else:
        raise ValueError(translate("core.intervals", "Unknown interval {method}; choose one of {methods}").format(
            method=repr(method), methods=", ".join(METHODS)))
    return lam, np.clip(low, 0, 1), np.clip(high, 0, 1)


def description(method: str) -> str:
    """How the interval ``method`` is computed, in the reader's language (a method text says it)."""
    return {
        "wilson": translate("core.intervals", "Wilson score interval for the yes-rate, mapped through the design"),
        "wald": translate("core.intervals", "Wald interval: estimate ± z·SE (poor near 0 and 1)"),
        "clopper-pearson": translate("core.intervals",
                                     "Clopper–Pearson exact interval for the yes-rate, mapped through the design"),
        "hoeffding": translate("core.intervals", "Hoeffding bound ± sqrt(ln(2/β)/(2n)) on the yes-rate, divided by |c| "
                               "(valid for every n)"),
    }[method]
