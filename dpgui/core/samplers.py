"""Exact, vectorised samplers over numpy integer arrays.

Every sampler consumes only uniform integers from a CSPRNG-backed source, and every
probability it realises is an exact rational or ``exp`` of an exact rational; there is no
floating-point arithmetic on a probability anywhere. The algorithms are those of
Canonne, Kamath & Steinke, "The Discrete Gaussian for Differential Privacy" (NeurIPS 2020),
Algorithms 1-3, vectorised with rejection masks: each loop works only on the entries that
are still undecided, so the work per output stays a small constant.

All samplers take ``rng=None`` (the system CSPRNG); tests pass a seeded source.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from dpgui.core.randomness import KeystreamSource, resolve
from dpgui.core.rationals import RationalLike, positive, probability

_U64_LIMIT = 1 << 63  # keep every modulus well inside uint64


def _as_int_array(values, size: int | None) -> np.ndarray:
    arr = np.asarray(values, dtype=np.int64)
    if size is not None:
        arr = np.broadcast_to(arr, (size,))
    return np.ascontiguousarray(arr.ravel())


def uniform_below(d, size: int | None = None, rng: KeystreamSource | None = None) -> np.ndarray:
    """Uniform integers in ``{0, …, d-1}`` with no modulo bias.

    A word ``w`` of B bits is accepted when ``w >= 2**B mod d``; the accepted range is then a
    whole multiple of ``d``, so ``w mod d`` is exactly uniform (Lemire 2019's threshold).
    Bounds below 2**32 use 32-bit words: half the keystream and a much faster division.
    ``d`` may be a scalar with ``size`` or an array of per-entry bounds.
    """
    rng = resolve(rng)
    scalar = np.ndim(d) == 0
    bound = np.asarray(d, dtype=np.int64) if scalar else _as_int_array(d, size)
    count = size if scalar else bound.size
    if count == 0:
        return np.empty(0, dtype=np.int64)
    if bound.min() < 1 or bound.max() >= _U64_LIMIT:
        raise ValueError("uniform_below needs 1 <= d < 2**63")
    narrow = bound.max() <= 0xFFFFFFFF
    dtype, draw = (np.uint32, rng.words32) if narrow else (np.uint64, rng.words)
    bound = bound.astype(dtype)
    threshold = (dtype(0) - bound) % bound  # == 2**B mod d
    words = draw(count)
    out = words % bound
    todo = np.flatnonzero(words < threshold)
    while todo.size:  # rare: a rejected word is redrawn
        dd = bound if scalar else bound[todo]
        th = threshold if scalar else threshold[todo]
        words = draw(todo.size)
        ok = words >= th
        out[todo[ok]] = (words % dd)[ok]
        todo = todo[~ok]
    return out.astype(np.int64)


def bernoulli(p: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Bernoulli(p) for rational p: ``uniform_below(den) < num``."""
    p = probability(p, "p")
    return uniform_below(p.denominator, size, rng) < p.numerator


def _bernoulli_exp_unit(num, den, size: int, rng) -> np.ndarray:
    """Bernoulli(exp(-num/den)) for 0 <= num/den <= 1 (CKS20 Algorithm 1).

    Draw A_k ~ Bernoulli(gamma/k) for k = 1, 2, … until the first failure at step K;
    P(K odd) = exp(-gamma). Every entry still drawing is at the same step k, so k is a
    scalar and ``num``/``den`` (scalars or arrays) shrink with the survivors.
    """
    result = np.ones(size, dtype=bool)
    alive = np.arange(size)
    k = 1
    while alive.size:
        success = uniform_below(den * k, alive.size, rng) < num
        if k % 2 == 0:
            result[alive[~success]] = False
        alive = alive[success]
        if np.ndim(num):
            num = num[success]
        if np.ndim(den):
            den = den[success]
        k += 1
    return result


def bernoulli_exp(num, den, size: int | None = None, rng: KeystreamSource | None = None) -> np.ndarray:
    """Bernoulli(exp(-gamma)) for rational gamma = num/den >= 0, entrywise.

    gamma > 1 is split as exp(-gamma) = exp(-1)**floor(gamma) * exp(-frac(gamma)) (CKS20 §5).
    """
    rng = resolve(rng)
    num = _as_int_array(num, size)
    den = _as_int_array(den, num.size if np.ndim(den) == 0 else None)
    num, den = np.broadcast_arrays(num, den)
    if num.size and (num.min() < 0 or den.min() < 1):
        raise ValueError("bernoulli_exp needs gamma = num/den >= 0")
    if den.size and int(den.max()) >= _U64_LIMIT >> 8:
        raise OverflowError("the exponent's denominator is too large for exact sampling")
    whole, frac = np.divmod(num, den)
    result = _bernoulli_exp_unit(frac, den, num.size, rng)
    remaining = whole.copy()
    alive = np.flatnonzero(result & (remaining > 0))
    while alive.size:
        result[alive] = _bernoulli_exp_unit(1, 1, alive.size, rng)
        remaining[alive] -= 1
        alive = alive[result[alive] & (remaining[alive] > 0)]
    return result


def geometric(alpha: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """G >= 0 with P(G = g) = (1 - alpha) * alpha**g, for rational alpha in [0, 1).

    Counts Bernoulli(alpha) successes before the first failure; used by the
    alpha-geometric mechanism of Ghosh, Roughgarden & Sundararajan (2009).
    """
    alpha = probability(alpha, "alpha")
    if alpha == 1:
        raise ValueError("alpha must be below 1")
    rng = resolve(rng)
    count = np.zeros(size, dtype=np.int64)
    active = np.arange(size)
    while active.size:
        success = uniform_below(alpha.denominator, active.size, rng) < alpha.numerator
        active = active[success]
        count[active] += 1
    return count


def _geometric_exp_one(size: int, rng) -> np.ndarray:
    """V >= 0 with P(V = v) = (1 - 1/e) * e**(-v): successes of Bernoulli(exp(-1)) in a row."""
    count = np.zeros(size, dtype=np.int64)
    active = np.arange(size)
    while active.size:
        success = _bernoulli_exp_unit(1, 1, active.size, rng)
        active = active[success]
        count[active] += 1
    return count


def discrete_laplace(scale: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) ∝ exp(-|y| / scale), for a rational scale > 0 (CKS20 Algorithm 2).

    With scale = t/s: U ~ Uniform{0..t-1} kept with probability exp(-U/t), V ~ Geometric(e^-1),
    Y = floor((U + t V) / s), a fair sign, and the draw (-, 0) rejected so 0 is not counted twice.
    """
    scale = positive(scale, "scale")
    t, s = scale.numerator, scale.denominator
    rng = resolve(rng)
    out = np.empty(size, dtype=np.int64)
    todo = np.arange(size)
    while todo.size:
        u = uniform_below(t, todo.size, rng)
        kept = np.flatnonzero(_bernoulli_exp_unit(u, t, u.size, rng))
        y = (u[kept] + t * _geometric_exp_one(kept.size, rng)) // s
        negative = rng.bits(kept.size)
        valid = ~(negative & (y == 0))
        out[todo[kept[valid]]] = np.where(negative, -y, y)[valid]
        accepted = np.zeros(todo.size, dtype=bool)
        accepted[kept[valid]] = True
        todo = todo[~accepted]
    return out


def discrete_gaussian(sigma2: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) ∝ exp(-y² / (2 sigma²)), for rational sigma² > 0 (CKS20 Algorithm 3).

    Propose Y ~ DiscreteLaplace(t) with t = floor(sigma) + 1 and accept it with probability
    exp(-(|Y| - sigma²/t)² / (2 sigma²)); with sigma² = a/b that exponent is the rational
    (|Y| b t - a)² / (2 a b t²).
    """
    sigma2 = positive(sigma2, "sigma²")
    a, b = sigma2.numerator, sigma2.denominator
    t = math.isqrt(a // b) + 1
    den = 2 * a * b * t * t
    rng = resolve(rng)
    out = np.empty(size, dtype=np.int64)
    todo = np.arange(size)
    while todo.size:
        y = discrete_laplace(t, todo.size, rng)
        gap = np.abs(y) * (b * t) - a
        if gap.size and max(int(np.abs(gap).max()) ** 2, den) >= _U64_LIMIT >> 8:
            raise OverflowError(
                f"sigma² = {sigma2} has too large a numerator or denominator for exact sampling; "
                "use a simpler fraction"
            )
        accept = bernoulli_exp(gap * gap, den, rng=rng)
        out[todo[accept]] = y[accept]
        todo = todo[~accept]
    return out


def two_sided_geometric(alpha: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) = (1 - alpha)/(1 + alpha) * alpha**|y| for rational alpha (GRS 2009).

    The difference of two independent Geometric(alpha) variables has exactly this law.
    """
    return geometric(alpha, size, rng) - geometric(alpha, size, rng)


def categorical(weights: list[Fraction], size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Indices drawn with exact rational probabilities ``weights`` (which must sum to 1)."""
    weights = [probability(w, "weight") for w in weights]
    if sum(weights) != 1:
        raise ValueError("category probabilities must sum to 1")
    common = math.lcm(*(w.denominator for w in weights))
    edges = np.cumsum([w.numerator * (common // w.denominator) for w in weights])
    return np.searchsorted(edges, uniform_below(common, size, rng), side="right")
