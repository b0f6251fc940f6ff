"""The discrete Gaussian's table path: exactly its law, from about 5.6 bytes of keystream a sample at sigma = 10.

Canonne, Kamath & Steinke, "The Discrete Gaussian for Differential Privacy" (NeurIPS 2020), Algorithm 3:
propose Y ~ DiscreteLaplace(t) with t = floor(sigma) + 1 and accept it with probability
exp(-(|Y| - sigma²/t)² / (2 sigma²)); the accepted Y have P(Y = y) ∝ exp(-y² / (2 sigma²)) exactly. With
sigma² = a/b the exponent is the rational gamma = (|Y|·b·t - a)² / (2·a·b·t²).

For t up to 1024 (``samplers.discrete_gaussian``) each proposal is one 32-bit keystream word, cut into independent bits:
- bits 31…16 start the uniform U that inverts G = |Y| (P(G >= g) = exp(-g/t), the discrete Laplace's table,
  ``samplers._GeometricTable``): its guide decides min(G, L) from them unless one of the L thresholds starts
  with them too (about L in 65,536 words); then U's next bits are drawn fresh and compared exactly;
- bit 15 is Y's sign; the draw (-, 0) is rejected, so 0 is not counted twice (CKS20 Algorithm 2);
- bits 14…0 start a uniform V, accepted when V < exp(-gamma(G)): compared with floor(2**15·exp(-gamma(G)))
  from an exact table, and only on equality (probability 2**-15) decided by fresh bits against exp(-gamma)'s
  next bits (:mod:`dpgui.core.noise.exact_reals`), never by a rounded threshold.
G >= L (probability e**-7 a proposal) is drawn afresh past L (memorylessness) and accepted through the exact
Bernoulli(exp(-gamma)) of CKS20 Algorithm 1, as is every proposal on the general path (``samplers``), which
serves larger sigma and calls too small to repay a table. Accepted proposals are iid draws of the discrete Gaussian, so
the first ``size`` of them, in order, are the sample.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from dpgui.core.noise.exact_reals import Reals, exp_neg
from dpgui.core.noise.randomness import KeystreamSource

_ACCEPT_BITS = 15  # the bits of a word that start V
_SIGN_SHIFT = _ACCEPT_BITS
_KEY_SHIFT = _ACCEPT_BITS  # word >> 15 = (U's first 16 bits, sign): the guide's index
_PAST_TABLE = 1 << 16  # the 15-bit threshold of a key with G >= L: above every V, so that key never ties
_BATCH = 1 << 17  # proposals at a time: 512 kB of words, which stay in the cache


def _acceptance_brackets(a: int, b: int, t: int, length: int, prec: int) -> list[tuple[int, int]]:
    """Brackets of the acceptance probability of each key 2·g + s (g = |Y| < length, s = the sign bit):
    p_g = exp(-gamma_g), gamma_g = (g·b·t - a)² / (2·a·b·t²), for both signs, except 0 for (-, 0), the rejected draw.

    gamma is quadratic in g, so p_(g+1) = p_g·r_g and r_(g+1) = r_g·exp(-b/a), with r_g = exp(-(gamma_(g+1) - gamma_g))
    and gamma_1 - gamma_0 = b/(2a) - 1/t: three exact exponentials and running products of brackets (floor the
    lower end, ceil the upper), carried with 2·log2(length) + 8 spare bits for the width they gather. p_g = 1 exactly
    where gamma_g = 0 (g·b·t = a): the one threshold that is not irrational, so its bracket is exact.
    """
    work = prec + 2 * length.bit_length() + 8
    p = exp_neg(Fraction(a, 2 * b * t * t), work)
    r = _exp_bracket(Fraction(b, 2 * a) - Fraction(1, t), work)
    step = exp_neg(Fraction(b, a), work)
    brackets = []
    for g in range(length):
        bracket = (1 << prec,) * 2 if g * b * t == a else (p[0] >> (work - prec), -((-p[1]) >> (work - prec)))
        brackets += [bracket, bracket if g else (0, 0)]
        p = ((p[0] * r[0]) >> work, -((-p[1] * r[1]) >> work))
        r = ((r[0] * step[0]) >> work, -((-r[1] * step[1]) >> work))
    return brackets


def _exp_bracket(x: Fraction, prec: int) -> tuple[int, int]:
    """Integers lo <= 2**prec · exp(-x) <= hi for a rational x >= -1 (for x < 0, exp(-x) = 1/exp(x))."""
    if x >= 0:
        return exp_neg(x, prec)
    lo, hi = exp_neg(-x, prec)
    return (1 << 2 * prec) // hi, -(-(1 << 2 * prec) // lo)


class GaussianTable:
    """The discrete Gaussian with sigma² = a/b from one 32-bit word a proposal (the module's docstring).

    ``geometric`` is the discrete Laplace's table of scale t = floor(sigma) + 1 (``samplers._GeometricTable(1, t)``),
    and ``exact_accept(magnitudes, rng)`` the exact Bernoulli acceptance of CKS20 Algorithm 3, for the few G >= L.
    """

    def __init__(self, a: int, b: int, geometric, exact_accept):
        self.a, self.b = a, b
        self.t = math.isqrt(a // b) + 1
        self.geometric, self.exact_accept = geometric, exact_accept  # P(G >= g) = exp(-g/t), g < L from a table
        length = self.length = self.geometric.length
        self.acceptance = Reals(lambda prec: _acceptance_brackets(a, b, self.t, length, prec))
        # key = 2·min(G, L) + sign, from the word's top 17 bits; -1 where U's first 16 bits leave G open
        guide = self.geometric.guide.astype(np.int32)
        keys = 2 * np.repeat(guide, 2) + np.tile(np.array([0, 1], dtype=np.int32), guide.size)
        self.guide = np.where(np.repeat(guide, 2) < 0, -1, keys).astype(np.int32)
        self.thresholds = np.array(self.acceptance.floors(_ACCEPT_BITS) + [_PAST_TABLE] * 2, dtype=np.uint32)
        magnitude = np.repeat(np.arange(length + 1, dtype=np.int64), 2)
        self.values = np.where(np.arange(2 * length + 2) % 2, -magnitude, magnitude)  # key -> Y (keys 2L, 2L+1: G >= L)
        # ≈ P(a proposal is accepted), in floats: it only sizes the batches, never decides a draw
        tails = np.exp(-np.arange(length + 1) / self.t)  # P(G >= g)
        self.rate = float(np.repeat((tails[:-1] - tails[1:]) / 2, 2) @ (self.thresholds[:-2] / (1 << _ACCEPT_BITS)))

    def sample(self, size: int, rng: KeystreamSource) -> np.ndarray:
        out, filled = np.empty(size, dtype=np.int64), 0
        while filled < size:  # in batches that stay in the cache; the last one a little larger than needed
            need = size - filled
            proposals = min(_BATCH, int(need / self.rate + 4 * math.sqrt(need / self.rate)) + 16)
            values = self.accepted(rng.words32(proposals), rng)[:need]
            out[filled:filled + values.size] = values
            filled += values.size
        return out

    def accepted(self, words: np.ndarray, rng: KeystreamSource) -> np.ndarray:
        """The values of the accepted proposals among those that start with ``words`` (uint32), in order."""
        key = self.guide[words >> _KEY_SHIFT]
        open_ = np.flatnonzero(key < 0)
        if open_.size:  # U's first 16 bits are those of a threshold: its next 48 are fresh, more on a tie
            prefix = ((words[open_] >> 16).astype(np.uint64) << 48) | (rng.words(open_.size) >> 16)
            sign = (words[open_] >> _SIGN_SHIFT) & 1
            key[open_] = 2 * self.geometric._capped(prefix, rng) + sign
        v = words & ((1 << _ACCEPT_BITS) - 1)
        threshold = self.thresholds[key]
        accept = v < threshold
        tied = np.flatnonzero(v == threshold)
        if tied.size:  # V's first 15 bits are exp(-gamma)'s: decided by V's next bits
            accept[tied] = self.acceptance.below_when_tied(key[tied], _ACCEPT_BITS, rng)
        past = np.flatnonzero(key >= 2 * self.length)
        if past.size:  # G >= L: G - L is G afresh (memorylessness), accepted by the exact Bernoulli
            magnitude = self.length + self.geometric.sample(past.size, rng)
            kept = self.exact_accept(magnitude, rng)
            accept[past] = kept
            past, tail = past[kept], np.where(key[past[kept]] % 2, -magnitude[kept], magnitude[kept])
        chosen = np.flatnonzero(accept)
        out = self.values[key[chosen]]
        if past.size:
            out[np.searchsorted(chosen, past)] = tail
        return out
