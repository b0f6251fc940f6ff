"""Exact, vectorised samplers over numpy integer arrays.

Every sampler consumes only uniform integers from a CSPRNG-backed source, and every
probability it realises is an exact rational or an exact function of ``exp`` of an exact rational;
there is no floating-point arithmetic on a probability anywhere. Bernoulli(exp(-gamma)) is Algorithm 1
of Canonne, Kamath & Steinke, "The Discrete Gaussian for Differential Privacy" (NeurIPS 2020),
vectorised with rejection masks: each loop works only on the entries that are still undecided, so the
work per output stays a small constant. The discrete Laplace inverts one 64-bit word per draw against
exactly computed thresholds, plus one word for each low binary digit split off a large scale (see
:func:`_geometric`); the discrete Gaussian built on it is in
:mod:`dpgui.core.noise.gaussian`.

Integers that do not fit numpy's int64 (a bound, an exponent's numerator or denominator, a scale, a
noise value) switch to the same algorithms on object arrays of Python integers, so no parameter or
outcome size makes a sampler fail; results come back as int64 whenever every value fits.

All samplers take ``rng=None`` (the system CSPRNG); tests pass a seeded source.
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

import numpy as np

from dpgui.core.noise.exact_reals import Reals, exp_neg
from dpgui.core.noise.gaussian_table import GaussianTable
from dpgui.core.noise.integers import SAFE, as_ints, narrow
from dpgui.core.noise.randomness import KeystreamSource, resolve
from dpgui.core.noise.rationals import RationalLike, positive, probability
from dpgui.core.words.translation import translate

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
        raise ValueError(translate("core.noise.samplers", "uniform_below needs d >= 1"))
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
            k += 1  # (gamma = 1 at k = 1, as in the Bernoulli(exp(-1)) factors of bernoulli_exp)
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
        raise ValueError(translate("core.noise.samplers", "bernoulli_exp needs gamma = num/den >= 0"))
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
        raise ValueError(translate("core.noise.samplers", "Alpha must be below 1"))
    rng = resolve(rng)
    count = np.zeros(size, dtype=np.int64)
    active = np.arange(size)
    while active.size:
        success = uniform_below(alpha.denominator, active.size, rng) < alpha.numerator
        active = active[success]
        count[active] += 1
    return count


# The magnitude of the discrete Laplace, by exact inversion (Devroye 1986, ch. II-III): a 64-bit word W is the
# first 64 bits of a uniform U, compared with exact floors of irrational thresholds (exp of a nonzero rational,
# and r/(1 + r) for such an r), more bits drawn only on a tie (see dpgui.core.noise.exact_reals).

_TAIL = 7  # a table covers G < L with exp(-L/scale) <= e**-7: 99.9% of draws; the rest redraw (memorylessness)
_TABLE_SCALE = 1024  # larger scales split off low binary digits, so a table has at most 7·1024 entries
_SHORT_TABLE = 256  # thresholds any call may build: together they cost about what one exact exponential costs
_MIN_DRAWS_PER_ENTRY = 16  # a table of L thresholds is built only for a call of at least 16·L draws (or kept)
_GUIDE_BITS = 16  # the guide table is indexed by the top 16 bits of a word
_GUIDE_SHIFT = 64 - _GUIDE_BITS
_GUIDE_MIN_DRAWS = 1 << 14  # a table searches its floors until it has served this many draws, then builds its guide
_DIGIT_BATCH = 1 << 16  # up to this many digit words are drawn and compared in one go


def _power_brackets(n: int, d: int, length: int, prec: int) -> list[tuple[int, int]]:
    """Brackets of exp(-g·n/d) for g = 1 … length: running products of a bracket of exp(-n/d)."""
    q_lo, q_hi = exp_neg(Fraction(n, d), prec)
    lo = hi = 1 << prec
    brackets = []
    for _ in range(length):
        lo, hi = (lo * q_lo) >> prec, -((-hi * q_hi) >> prec)
        brackets.append((lo, hi))
    return brackets


def _digit_brackets(n: int, d: int, digits: int, prec: int) -> list[tuple[int, int]]:
    """Brackets of r/(1 + r) with r = exp(-2**k·n/d), k = 0 … digits-1 (increasing in r, so r's bracket maps).

    r_(k+1) = r_k², so one exact exponential and squarings give them all (floor the lower end, ceil the upper);
    a squaring at most doubles the bracket's width (plus one unit), so digits + 8 spare bits absorb it.
    """
    spare = digits + 8
    work = prec + spare
    lo, hi = exp_neg(Fraction(n, d), work)
    brackets = []
    for _ in range(digits):
        r_lo, r_hi = lo >> spare, -((-hi) >> spare)
        brackets.append(((r_lo << prec) // ((1 << prec) + r_lo), -(-(r_hi << prec) // ((1 << prec) + r_hi))))
        lo, hi = (lo * lo) >> work, -((-hi * hi) >> work)
    return brackets


class _GeometricTable:
    """G >= 0 with P(G >= g) = exp(-g·n/d), for a scale d/n <= 1024, from one 64-bit word per draw.

    Inversion: G >= g exactly when U < exp(-g·n/d), so min(G, L) counts the thresholds x_g = exp(-g·n/d),
    g = 1 … L, above U: a binary search of their floors, then an exact comparison with the next threshold. A call
    of many draws first asks a guide table (Chen & Asau 1974; Devroye 1986, ch. III), built then: it holds that
    count for every 16-bit prefix of W that no floor(2**64·x_g) starts with, so only words with the other prefixes
    (under 7·1024 of 65536) are searched. The floors strictly decrease (with two or more, n/d <= 7, so neighbours
    differ by x_g·(1 - exp(-n/d)) >= e**-14·(1 - e**(-1/1024)) > 2**-31), so U ties at most one.
    """

    def __init__(self, n: int, d: int):
        self.length = -(-_TAIL * d // n)  # L = ceil(7·scale): P(G >= L) <= e**-7
        self.thresholds = Reals(lambda prec: _power_brackets(n, d, self.length, prec))
        self.ascending = self.thresholds.top[::-1].copy()
        self.drawn = 0  # words inverted so far: the guide is built once they reach _GUIDE_MIN_DRAWS

    @functools.cached_property
    def guide(self) -> np.ndarray:
        """min(G, L) for each 16-bit prefix of W, or -1 where a threshold's floor starts with it (0.5 MB)."""
        bucket_tops = (np.arange(1 << _GUIDE_BITS, dtype=np.uint64) << _GUIDE_SHIFT) | ((1 << _GUIDE_SHIFT) - 1)
        guide = self.length - np.searchsorted(self.ascending, bucket_tops, side="right")
        guide[self.ascending >> _GUIDE_SHIFT] = -1  # a threshold lies in these buckets: search
        return guide

    def sample(self, size: int, rng: KeystreamSource) -> np.ndarray:
        out = self._capped(rng.words(size), rng)
        tail = np.flatnonzero(out == self.length)
        while tail.size:  # G >= L: then G - L has G's law again (memorylessness), so it is drawn afresh
            more = self._capped(rng.words(tail.size), rng)
            out[tail] += more
            tail = tail[more == self.length]
        return out

    def _capped(self, words: np.ndarray, rng: KeystreamSource) -> np.ndarray:
        """min(G, L) for the uniforms whose first 64 bits are ``words``."""
        self.drawn += words.size
        if self.drawn < _GUIDE_MIN_DRAWS:  # few draws so far: searching costs less than building the guide
            return self._searched(words, rng)
        count = self.guide[words >> _GUIDE_SHIFT]
        search = np.flatnonzero(count < 0)
        if search.size:
            count[search] = self._searched(words[search], rng)
        return count

    def _searched(self, words: np.ndarray, rng: KeystreamSource) -> np.ndarray:
        """min(G, L) by a binary search of the floors: ``above`` of them exceed W, so x_(above+1)'s floor is at most
        W and U < x_(above+1) only when the two are equal (then U's next bits decide, exactly)."""
        position = np.searchsorted(self.ascending, words, side="right")
        above = self.length - position
        tied = np.flatnonzero(self.ascending[position - 1] == words)  # position 0 wraps to the largest floor: > W
        if tied.size:
            above[tied] += self.thresholds.below_when_tied(above[tied], 64, rng)
        return above


_geometric_table = functools.lru_cache(maxsize=16)(_GeometricTable)  # the discrete Gaussian's tables
_SCALES: dict[tuple[int, int], tuple[int, _GeometricTable, int]] = {}  # (n, d) -> digits, table, draws served


@functools.lru_cache(maxsize=16)
def _digit_probabilities(n: int, d: int, digits: int) -> Reals:
    """P(B_k = 1) for the binary digits of :func:`_geometric`."""
    return Reals(lambda prec: _digit_brackets(n, d, digits, prec))


def _digits(n: int, d: int, draws: int) -> int:
    """How many low binary digits :func:`_geometric` splits off a scale d/n that has served ``draws`` draws: the
    least K whose table, of L = ceil(7·d/(n·2**K)) thresholds, has at most 7·1024 of them and at most one for
    every 16 draws (256 always allowed). A threshold costs about 0.5 µs once (a table about 0.2 ms more, for its
    exact exponential, as do the digits), a digit a word a draw: so the first small call at a scale of 10**7 builds
    a table of scale 19 and draws 19 digits instead of waiting 5 ms for 7,168 thresholds, and a scale
    drawn again and again earns longer tables, each at most one threshold per 16 of the draws it has served."""
    longest = min(_TAIL * _TABLE_SCALE, max(_SHORT_TABLE, draws // _MIN_DRAWS_PER_ENTRY))
    return (-(-_TAIL * d // (longest * n)) - 1).bit_length()  # the least K with 7·d <= longest·n·2**K


def _scale_table(n: int, d: int, size: int) -> tuple[int, _GeometricTable]:
    """The digits and table for a call of ``size`` draws at scale d/n: the kept ones, unless the draws made at
    this scale now earn a longer table. The last 16 scales are kept, with the draws each has served."""
    kept = _SCALES.pop((n, d), None)
    draws = size + (kept[2] if kept else 0)
    digits = _digits(n, d, draws)
    table = kept[1] if kept and kept[0] == digits else _GeometricTable(n << digits, d)
    _SCALES[n, d] = (digits, table, draws)
    while len(_SCALES) > 16:
        _SCALES.pop(next(iter(_SCALES)))
    return digits, table


def _geometric(n: int, d: int, size: int, rng: KeystreamSource) -> np.ndarray:
    """G >= 0 with P(G >= g) = exp(-g·n/d), i.e. P(G = g) ∝ exp(-g·n/d), for integers n, d >= 1.

    G = 2**K·H + (binary digits B_(K-1) … B_0), K from :func:`_scale_table`: P(G = g) factorises over g's binary
    digits, so for ANY K, H and the digits are independent, P(H >= h) = exp(-h·2**K·n/d) (:class:`_GeometricTable`),
    and B_k = 1 with probability r/(1 + r), r = exp(-2**k·n/d). int64, or Python ints when 2**K·(H + 1) leaves int64.
    """
    digits, table = _scale_table(n, d, size)
    out = table.sample(size, rng)
    if not digits:
        return out
    probabilities = _digit_probabilities(n, d, digits)
    if (int(out.max(initial=0)) + 1) << digits >= SAFE:
        out = out.astype(object)
    elif digits * size <= _DIGIT_BATCH:  # a small call: every digit's words at once, B_(K-1) first as below
        rows = np.arange(digits - 1, -1, -1)
        bits = probabilities.below(rng.words(digits * size), np.repeat(rows, size), rng).reshape(digits, size)
        return (out << digits) + (np.int64(1) << rows) @ bits
    for k in reversed(range(digits)):
        out = 2 * out + probabilities.below(rng.words(size), k, rng)
    return out


def discrete_laplace(scale: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) ∝ exp(-|y| / scale), for a rational scale > 0 of any size.

    Y = ±G with G >= 0, P(G >= g) = exp(-g / scale) (:func:`_geometric`), and a fair sign; the draw (-, 0)
    is rejected so that 0 is not counted twice, as in CKS20 Algorithm 2. Then P(Y = y) ∝ exp(-|y| / scale)
    for every integer y. The accepted draws are iid with that law whatever their order, so a round draws a few
    more than are still needed (sized from a float estimate of the share rejected: only the speed depends on it)
    and keeps the first accepted ones; another round is rarely needed. int64 out, unless a value leaves int64
    (a huge scale): then exact Python ints.
    """
    scale = positive(scale, "scale")
    rng = resolve(rng)
    rejected_share = -math.expm1(-float(1 / scale)) / 2 if scale > Fraction(1, 1 << 20) else 0.5  # P(-, 0)

    def signed(count: int) -> tuple[np.ndarray, np.ndarray]:
        """``count`` draws of ±G, and which of them are the rejected (-, 0)."""
        magnitude = _geometric(scale.denominator, scale.numerator, count, rng)
        negative = rng.bits(count)
        sign = 1 - 2 * negative.view(np.int8)  # ±1 (a multiplication is much faster than np.where here)
        return magnitude * sign, negative & np.asarray(magnitude == 0, dtype=bool)

    kept, needed = [], size
    while needed:
        values, rejected = signed(_enough(needed, rejected_share))
        accepted = values[~rejected][:needed]
        kept.append(accepted)
        needed -= accepted.size
    if len(kept) != 1:  # none asked, or a second round: one array (object if any part holds Python ints)
        return narrow(np.concatenate(kept) if kept else np.empty(0, dtype=np.int64))
    return narrow(kept[0])


def _enough(needed: int, rejected_share: float) -> int:
    """Draws for a round of :func:`discrete_laplace` that should yield ``needed`` accepted ones: their mean number,
    plus 4 standard deviations."""
    share = rejected_share
    return needed + math.ceil(needed * share / (1 - share) + 4 * math.sqrt(needed * share) + 1)


def discrete_gaussian(sigma2: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) ∝ exp(-y² / (2 sigma²)), for a rational sigma² > 0 of any size (CKS20 Algorithm 3).

    Propose Y ~ DiscreteLaplace(t) with t = floor(sigma) + 1 and accept it with probability
    exp(-(|Y| - sigma²/t)² / (2 sigma²)), the rational exponent (|Y|·b·t - a)² / (2·a·b·t²) for sigma² = a/b.
    For t <= 1024 a table does both from one 32-bit word a proposal (:mod:`dpgui.core.noise.gaussian_table`);
    larger sigma, and calls too small to repay a table, take :func:`_by_rejection`. Both are exact.
    int64 out, or exact Python ints when a value leaves int64 (a huge sigma²).
    """
    sigma2 = positive(sigma2, "sigma²")
    a, b = sigma2.numerator, sigma2.denominator
    t = math.isqrt(a // b) + 1
    rng = resolve(rng)
    table = _table(a, b, size) if t <= _TABLE_SCALE else None
    return table.sample(size, rng) if table else _by_rejection(a, b, t, size, rng)


def _table(a: int, b: int, size: int) -> GaussianTable | None:
    """The table for sigma² = a/b: the one kept from an earlier call, or a new one when this call is large enough
    to repay its thresholds (a small release must not wait for 7·t exact exponentials); the last 16 are kept."""
    table = _TABLES.get((a, b))
    if table is None and size >= _MIN_DRAWS_PER_ENTRY * _TAIL * (math.isqrt(a // b) + 1):
        t = math.isqrt(a // b) + 1
        table = _TABLES[a, b] = GaussianTable(a, b, _geometric_table(1, t),
                                              functools.partial(_accepted, a=a, b=b, t=t))
        while len(_TABLES) > 16:
            _TABLES.pop(next(iter(_TABLES)))
    return table


def _by_rejection(a: int, b: int, t: int, size: int, rng: KeystreamSource) -> np.ndarray:
    """CKS20 Algorithm 3 on whole vectors: discrete Laplace proposals, each accepted by the exact
    Bernoulli(exp(-gamma)); the proposals still waiting are redrawn."""
    out = np.empty(size, dtype=np.int64)
    todo = np.arange(size)
    while todo.size:
        y = discrete_laplace(t, todo.size, rng)
        accept = _accepted(np.abs(y), rng, a, b, t)
        if y.dtype == object:
            out = out.astype(object)
        out[todo[accept]] = y[accept]
        todo = todo[~accept]
    return narrow(out)


def _accepted(magnitude: np.ndarray, rng: KeystreamSource, a: int, b: int, t: int) -> np.ndarray:
    """Bernoulli(exp(-(|Y|·b·t - a)² / (2·a·b·t²))) for each |Y|: the exponent in int64 when it fits, else
    in Python ints."""
    if magnitude.dtype == np.int64 and (int(magnitude.max(initial=0)) * b * t + a) ** 2 < SAFE:
        gap = magnitude * (b * t) - a
    else:
        gap = magnitude.astype(object) * (b * t) - a
    return bernoulli_exp(gap * gap, 2 * a * b * t * t, rng=rng)


_TABLES: dict[tuple[int, int], GaussianTable] = {}  # 0.5 MB each (the guide), in the order they were built


def two_sided_geometric(alpha: RationalLike, size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Y with P(Y = y) = (1 - alpha)/(1 + alpha) * alpha**|y| for rational alpha (GRS 2009).

    The difference of two independent Geometric(alpha) variables has exactly this law.
    """
    return geometric(alpha, size, rng) - geometric(alpha, size, rng)


def categorical(weights: list[Fraction], size: int, rng: KeystreamSource | None = None) -> np.ndarray:
    """Indices drawn with exact rational probabilities ``weights`` (which must sum to 1)."""
    weights = [probability(w, "weight") for w in weights]
    if sum(weights) != 1:
        raise ValueError(translate("core.noise.samplers", "Category probabilities must sum to 1"))
    common = math.lcm(*(w.denominator for w in weights))
    edges = np.cumsum([w.numerator * (common // w.denominator) for w in weights])
    return np.searchsorted(edges, uniform_below(common, size, rng), side="right")
