"""Exact, vectorised samplers over numpy integer arrays.

Every sampler consumes only uniform integers from a CSPRNG-backed source, and every
probability it realises is an exact rational or ``exp`` of an exact rational; there is no
floating-point arithmetic on a probability anywhere. The algorithms are those of
Canonne, Kamath & Steinke, "The Discrete Gaussian for Differential Privacy" (NeurIPS 2020),
Algorithms 1-3, vectorised with rejection masks: each loop works only on the entries that
are still undecided, so the work per output stays a small constant.

Integers that do not fit numpy's int64 (a bound, an exponent's numerator or denominator, a scale, a
noise value) switch to the same algorithms on object arrays of Python integers, so no parameter or
outcome size makes a sampler fail; results come back as int64 whenever every value fits.

All samplers take ``rng=None`` (the system CSPRNG); tests pass a seeded source.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from dpgui.core.integers import SAFE, as_ints, narrow
from dpgui.core.randomness import KeystreamSource, resolve
from dpgui.core.rationals import RationalLike, positive, probability

_U64_LIMIT = 1 << 63  # bounds below this use numpy's words; larger ones the Python-int path


def uniform_below(d, size: int | None = None, rng: KeystreamSource | None = None) -> np.ndarray:
    """Uniform integers in ``{0, …, d-1}`` with no modulo bias, for bounds of any size.

    A word ``w`` of B bits is accepted when ``w >= 2**B mod d``; the accepted range is then a
    whole multiple of ``d``, so ``w mod d`` is exactly uniform (Lemire 2019's threshold).
    Bounds below 2**32 use 32-bit words: half the keystream and a much faster division.
    Bounds of 2**63 and more take :func:`_uniform_below_big` and come back as Python ints.
    ``d`` may be a scalar with ``size`` or an array of per-entry bounds.
    """
    rng = resolve(rng)
    scalar = np.ndim(d) == 0
    if scalar and 1 <= int(d) <= 0xFFFFFFFF and size:
        return _uniform_below_word(int(d), size, rng)
    bound = np.asarray(int(d), dtype=object if int(d) >= _U64_LIMIT else np.int64) if scalar else as_ints(d, size)
    count = size if scalar else bound.size
    if count == 0:
        return np.empty(0, dtype=np.int64)
    if bound.min() < 1:
        raise ValueError("uniform_below needs d >= 1")
    if bound.dtype == object or bound.max() >= _U64_LIMIT:
        return _uniform_below_big(np.broadcast_to(bound.astype(object), (count,)), rng)
    narrow_words = bound.max() <= 0xFFFFFFFF
    dtype, draw = (np.uint32, rng.words32) if narrow_words else (np.uint64, rng.words)
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


def _uniform_below_word(d: int, count: int, rng: KeystreamSource) -> np.ndarray:
    """:func:`uniform_below` for one bound below 2**32, the samplers' commonest call, with its threshold
    computed once in Python integers (the same words and the same results, a fraction of the overhead)."""
    threshold, bound = (1 << 32) % d, np.uint32(d)
    words = rng.words32(count)
    out = words % bound
    todo = np.flatnonzero(words < threshold) if threshold else ()
    while len(todo):  # rare: a rejected word is redrawn
        words = rng.words32(len(todo))
        ok = words >= threshold
        out[todo[ok]] = (words % bound)[ok]
        todo = todo[~ok]
    return out.astype(np.int64)


def _uniform_below_big(bounds: np.ndarray, rng: KeystreamSource) -> np.ndarray:
    """Python-int uniforms below arbitrarily large ``bounds``: the top B bits of fresh words, where
    2**(B-1) < d <= 2**B, kept when below d (so each try succeeds with probability above 1/2)."""
    bits = [int(b - 1).bit_length() for b in bounds]
    per = max(1, -(-max(bits) // 64))  # 64-bit words per entry
    out = np.empty(bounds.size, dtype=object)
    todo = np.arange(bounds.size)
    while todo.size:
        raw = rng.words(todo.size * per).tobytes()
        keep = []
        for j, i in enumerate(todo):
            value = int.from_bytes(raw[8 * per * j: 8 * per * (j + 1)], "little") >> (64 * per - bits[i])
            if value < bounds[i]:
                out[i] = value
            else:
                keep.append(i)
        todo = np.array(keep, dtype=np.int64)
    return out


def bernoulli(p: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Bernoulli(p) for rational p: ``uniform_below(den) < num``."""
    p = probability(p, "p")
    return np.asarray(uniform_below(p.denominator, size, rng) < p.numerator, dtype=bool)


def _bernoulli_exp_unit(num, den, size: int, rng) -> np.ndarray:
    """Bernoulli(exp(-num/den)) for 0 <= num/den <= 1 (CKS20 Algorithm 1).

    Draw A_k ~ Bernoulli(gamma/k) for k = 1, 2, … until the first failure at step K;
    P(K odd) = exp(-gamma). Every entry still drawing is at the same step k, so k is a
    scalar and ``num``/``den`` (scalars or arrays, int64 or Python ints) shrink with the survivors.
    """
    result = np.ones(size, dtype=bool)
    alive = np.arange(size)
    k = 1
    while alive.size:
        if np.ndim(den) and den.dtype == np.int64 and int(den.max()) * k >= _U64_LIMIT:
            den = den.astype(object)  # den·k would wrap in int64
        if np.ndim(num) == np.ndim(den) == 0 and num >= den * k:  # gamma/k >= 1: A_k succeeds for sure
            k += 1  # (gamma = 1 at k = 1, as in every Bernoulli(exp(-1)) of the geometric)
            continue
        success = np.asarray(uniform_below(den * k, alive.size, rng) < num, dtype=bool)
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
    """Bernoulli(exp(-gamma)) for rational gamma = num/den >= 0 of any size, entrywise.

    gamma > 1 is split as exp(-gamma) = exp(-1)**floor(gamma) * exp(-frac(gamma)) (CKS20 §5); the
    Bernoulli(exp(-1)) factors stop at the first failure, so even floor(gamma) = 2**70 costs a few draws.
    """
    rng = resolve(rng)
    num = as_ints(num, size)
    den = as_ints(den, num.size if np.ndim(den) == 0 else None)
    num, den = np.broadcast_arrays(num, den)
    if num.size == 0:
        return np.empty(0, dtype=bool)
    if num.min() < 0 or den.min() < 1:
        raise ValueError("bernoulli_exp needs gamma = num/den >= 0")
    whole, frac = num // den, num % den
    common = int(den[0]) if (den == den[0]).all() else den
    result = _bernoulli_exp_unit(frac, common, num.size, rng)
    remaining = whole.copy()
    alive = np.flatnonzero(result & np.asarray(remaining > 0, dtype=bool))
    while alive.size:
        result[alive] = _bernoulli_exp_unit(1, 1, alive.size, rng)
        remaining[alive] -= 1
        alive = alive[result[alive] & np.asarray(remaining[alive] > 0, dtype=bool)]
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
    """Y with P(Y = y) ∝ exp(-|y| / scale), for a rational scale > 0 of any size (CKS20 Algorithm 2).

    With scale = t/s: U ~ Uniform{0..t-1} kept with probability exp(-U/t), V ~ Geometric(e^-1),
    Y = floor((U + t V) / s), a fair sign, and the draw (-, 0) rejected so 0 is not counted twice.
    int64 out, unless t·V leaves int64 (a huge scale, or a tail beyond 2^62): then exact Python ints.
    """
    scale = positive(scale, "scale")
    t, s = scale.numerator, scale.denominator
    rng = resolve(rng)
    out = np.empty(size, dtype=np.int64)
    todo = np.arange(size)
    while todo.size:
        u = uniform_below(t, todo.size, rng)
        kept = np.flatnonzero(_bernoulli_exp_unit(u, t, u.size, rng))
        v = _geometric_exp_one(kept.size, rng)
        if u.dtype == np.int64 and t * (int(v.max(initial=0)) + 1) < SAFE:
            y = (u[kept] + t * v) // s
        else:
            y = narrow((u[kept].astype(object) + v.astype(object) * t) // s)
            out = out.astype(object) if y.dtype == object else out  # widen only: earlier entries may be huge
        negative = rng.bits(kept.size)
        valid = ~(negative & np.asarray(y == 0, dtype=bool))
        out[todo[kept[valid]]] = np.where(negative, -y, y)[valid]
        accepted = np.zeros(todo.size, dtype=bool)
        accepted[kept[valid]] = True
        todo = todo[~accepted]
    return narrow(out)


def discrete_gaussian(sigma2: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) ∝ exp(-y² / (2 sigma²)), for a rational sigma² > 0 of any size (CKS20 Algorithm 3).

    Propose Y ~ DiscreteLaplace(t) with t = floor(sigma) + 1 and accept it with probability
    exp(-(|Y| - sigma²/t)² / (2 sigma²)); with sigma² = a/b that exponent is the rational
    (|Y| b t - a)² / (2 a b t²), computed in int64 when it fits and in Python ints otherwise.
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
        magnitude = np.abs(y)
        if y.dtype == np.int64 and (int(magnitude.max(initial=0)) * b * t + a) ** 2 < SAFE:
            gap = magnitude * (b * t) - a
        else:
            gap = magnitude.astype(object) * (b * t) - a
            out = out.astype(object)
        accept = bernoulli_exp(gap * gap, den, rng=rng)
        out[todo[accept]] = y[accept]
        todo = todo[~accept]
    return narrow(out)


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
