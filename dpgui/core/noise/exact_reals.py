"""Exact comparisons of uniform random reals with irrational thresholds, from integer brackets.

A uniform U in (0, 1) is a stream of fair bits; a sampler reads only as many as a decision needs. To decide
U < x for a threshold x that is not a dyadic rational (exp of a nonzero rational is transcendental, by
Lindemann-Weierstrass), compare U's first B bits with floor(2**B·x): smaller proves U < x, larger proves U > x,
and only on equality (probability 2**-B) are more of U's bits drawn and compared with more of x's, which ends
with probability 1. The floors are exact integers computed from rigorous brackets of x, so no rounding enters
any decision (Devroye 1986, ch. II-III; Canonne, Kamath & Steinke 2020 ask for exactly this: no floating point).
The thresholds 0 and 1 are exact too (their floors never tie a smaller or a larger draw for long).
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

import numpy as np

from dpgui.core.noise.randomness import KeystreamSource

MASK64 = (1 << 64) - 1


def exp_neg(x: Fraction, prec: int) -> tuple[int, int]:
    """Integers lo <= 2**prec · exp(-x) <= hi, a few units apart, for a rational x >= 0.

    exp(-x) = exp(-y)**(2**m) with y = x / 2**m <= 1. The Taylor series of exp(-y) alternates with decreasing
    terms, so its last partial sum and the next one bracket exp(-y); squaring with floor and ceil keeps a bracket.
    """
    m = 0
    while x > (1 << m):
        m += 1
    work = prec + m + 8  # each squaring about doubles the bracket's width: m + 8 spare bits absorb it
    y = x / (1 << m)
    total, term, i = Fraction(0), Fraction(1), 0
    while term * (1 << work) > 1:
        total += -term if i % 2 else term
        i += 1
        term = term * y / i
    ends = (total, total + (-term if i % 2 else term))
    lo, hi = math.floor(min(ends) * (1 << work)), math.ceil(max(ends) * (1 << work))
    for _ in range(m):
        lo, hi = (lo * lo) >> work, -((-hi * hi) >> work)
    return lo >> (work - prec), -((-hi) >> (work - prec))


class Reals:
    """Reals x_0, x_1, … in [0, 1], irrational except perhaps 0 and 1, given by ``brackets(prec)`` = [(lo, hi)]
    with lo <= 2**prec · x <= hi, and exact comparisons of uniforms with them."""

    def __init__(self, brackets):
        self._brackets = brackets
        self._floors: dict[int, list[int]] = {}

    @functools.cached_property
    def top(self) -> np.ndarray:
        """floor(2**64 · x) for each x, as uint64 (a threshold of 1 has none: build such tables with ``floors``)."""
        return np.array(self.floors(64), dtype=np.uint64)

    def floors(self, bits: int) -> list[int]:
        """floor(2**bits · x) for each x. An irrational x is never a multiple of 2**-bits, so raising the
        precision until both ends of every bracket have the same floor always ends (0 and 1 have exact brackets)."""
        if bits not in self._floors:
            prec = bits + 32
            while True:
                brackets = self._brackets(prec)
                floors = [lo >> (prec - bits) for lo, _ in brackets]
                if floors == [hi >> (prec - bits) for _, hi in brackets]:
                    break
                prec *= 2
            self._floors[bits] = floors
        return self._floors[bits]

    def below(self, words: np.ndarray, index, rng: KeystreamSource) -> np.ndarray:
        """U < x[index], exactly, for each uniform U whose first 64 bits are ``words`` (further bits drawn
        only on a tie, 64 at a time, until U and x differ). ``index`` is an int or an array like ``words``."""
        result = words < self.top[index]
        tied = np.flatnonzero(words == self.top[index])
        if tied.size:  # rare: U and x share their first 64 bits
            result[tied] = self.below_when_tied(np.broadcast_to(index, words.shape)[tied], 64, rng)
        return result

    def below_when_tied(self, index: np.ndarray, bits: int, rng: KeystreamSource) -> np.ndarray:
        """U < x[index] for uniforms whose first ``bits`` bits are those of x[index]: U's next bits are fresh
        64-bit words, compared with x's next 64 bits until they differ."""
        result = np.zeros(index.size, dtype=bool)
        tied = np.arange(index.size)
        while tied.size:
            bits += 64
            floors = self.floors(bits)
            next_bits = np.array([floors[j] & MASK64 for j in index[tied]], dtype=np.uint64)
            more = rng.words(tied.size)
            result[tied] = more < next_bits
            tied = tied[more == next_bits]
        return result
