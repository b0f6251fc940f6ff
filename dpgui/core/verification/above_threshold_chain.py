"""The exact privacy loss of one above-threshold release's own chain (Lyu, Su & Li 2017, Alg. 1).

A stored release fixes the threshold noise scale b_t, the query noise scale b_q (both discrete
Laplace, P(k) ∝ exp(−|k|/b)), c, the sensitivity Δ and whether the queries were declared monotone.
Candidate i is reported above when its offset o_i = q_i − T satisfies ν_i ≥ ρ − o_i, with ρ the
threshold's noise, so an output with ⊥ at offsets B and ⊤ at offsets A has probability

    P = Σ_ρ P(ρ) · Π_{o∈B} P(ν < ρ − o) · Π_{o∈A} P(ν ≥ ρ − o),

in closed form but for the sum over ρ. Three facts make the worst case a finite search:
- given ρ the factors commute, so only the multisets of ⊥ and ⊤ offsets matter, not the order;
- each factor is monotone in its count, so against a fixed x the neighbour that minimises every term
  of x'’s sum at once moves each ⊥ count up by Δ and each ⊤ count down by Δ (monotone: either every
  ⊥ up by Δ with the ⊤ unmoved, or every ⊤ down by Δ with the ⊥ unmoved): no other neighbour needs
  trying;
- an output with k ⊥ and j ⊤ exists when j = c and k + j ≤ m, or j < c and k + j = m.
The model takes x over every count vector of m candidates whose offsets lie on a grid of
``OFFSET_STEPS`` points around the threshold (± two query-noise scales and ± Δ), ρ over |ρ| ≤ R with
R the least whole number leaving a tail mass P(|ρ| > R) ≤ ``tail`` out. That mass is the model's δ:
if every output of the truncated sums satisfies P ≤ e^ε*·P', the whole chain is (ε*, δ)-DP on
these inputs. Longer chains can only lose more (an m-prefix is a post-processing of a longer run),
so ε* of a capped model is what the chain loses at least; the proof bounds it by the charged ε.

The search runs in float64 (sums and products of positive terms, each probability to a relative
error below 1e-12 for these sizes); the worst ratio it finds is recomputed with 40-digit decimals.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction

import numpy as np

from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

MAX_CANDIDATES, MAX_C = 8, 3  # 8 candidates and c = 3: about 10^4 offset patterns, a second or two
OFFSET_STEPS = (-2, -1, 0, 1, 2)  # multiples of the query noise scale (rounded), plus ±Δ around 0
TAIL = 1e-12
_CHUNK = 2048


@dataclass(frozen=True)
class ChainLoss:
    epsilon: float           # ε* of the truncated chain
    delta: float             # the threshold noise's tail mass left out of the sums
    charged: float           # the ε charged for the chain (ε_svt)
    m: int                   # candidates in the model
    c: int
    sensitivity: int
    monotone: bool
    threshold_scale: Fraction
    query_scale: Fraction
    offsets: tuple[int, ...]  # the grid of q − T tried
    truncation: int          # R: the threshold noise is summed over |ρ| ≤ R
    worst_below: tuple[int, ...]  # offsets of the ⊥ answers in the worst output
    worst_above: tuple[int, ...]  # offsets of the ⊤ answers
    worst_move: tuple[int, int]  # how the neighbour moves the counts: (each ⊥ up by, each ⊤ down by)
    error: float = 1e-9      # bound on |ε* − the printed value| from the arithmetic

    @property
    def holds(self) -> bool:
        return self.epsilon <= self.charged + self.error


def _alpha(scale: Fraction) -> float:
    return math.exp(-1 / float(scale))


def _log_below(alpha: float, k: np.ndarray) -> np.ndarray:
    """ln P(ν < k) for ν discrete Laplace with parameter α, in closed form without cancellation."""
    a = math.log(alpha)
    high = np.log1p(-np.exp(np.maximum(k, 1) * a) / (1 + alpha))
    low = (1 - np.minimum(k, 0)) * a - math.log1p(alpha)
    return np.where(k >= 1, high, low)


def _log_at_least(alpha: float, k: np.ndarray) -> np.ndarray:
    """ln P(ν ≥ k) = ln(1 − P(ν < k)), again in closed form."""
    a = math.log(alpha)
    high = np.maximum(k, 1) * a - math.log1p(alpha)
    low = np.log1p(-np.exp((1 - np.minimum(k, 0)) * a) / (1 + alpha))
    return np.where(k >= 1, high, low)


def _truncation(threshold_scale: Fraction, reach: int, tail: float) -> tuple[int, float]:
    """(R, P(|ρ| > R)): the least R beyond every offset's reach whose two tails hold at most ``tail``."""
    alpha = _alpha(threshold_scale)
    extra = max(0, math.ceil(math.log(tail * (1 + alpha) / 2) / math.log(alpha)) - 1)
    r = reach + extra
    return r, 2 * alpha ** (r + 1) / (1 + alpha)


def offset_grid(query_scale: Fraction, sensitivity: int) -> tuple[int, ...]:
    step = max(round(float(query_scale)), sensitivity)
    return tuple(sorted({s * step for s in OFFSET_STEPS} | {-sensitivity, sensitivity}))


def _multisets(values: int, size: int) -> np.ndarray:
    """Every multiset of ``size`` grid points, as rows of counts per point."""
    rows = [np.bincount(combo, minlength=values) for combo in
            itertools.combinations_with_replacement(range(values), size)]
    return np.array(rows, dtype=np.float64).reshape(-1, values)


def _output_shapes(m: int, c: int) -> list[tuple[int, int]]:
    """(⊥ answers, ⊤ answers) of every possible output of an m-candidate run stopping at c ⊤."""
    return [(m - j, j) for j in range(c)] + [(k, c) for k in range(m - c + 1)]


def _logsumexp(rows: np.ndarray) -> np.ndarray:
    top = rows.max(axis=1)
    return top + np.log(np.exp(rows - top[:, None]).sum(axis=1))


def chain_loss(threshold_scale, query_scale, c: int, m: int, sensitivity: int = 1, monotone: bool = False,
               charged=math.inf, tail: float = TAIL, task: Task | None = None) -> ChainLoss:
    """ε* of the chain with these scales, over the model's inputs and their neighbours (module note)."""
    threshold_scale, query_scale = Fraction(threshold_scale), Fraction(query_scale)
    if not 1 <= c <= MAX_C or not c <= m <= MAX_CANDIDATES:
        raise ValueError(translate("core.verification.above_threshold_chain",
                                   "The exact model takes 1 to {c} answers above and up to {m} candidates").format(
            c=MAX_C, m=MAX_CANDIDATES))
    if threshold_scale <= 0 or query_scale <= 0 or sensitivity < 1:
        raise ValueError(translate("core.verification.above_threshold_chain",
                                   "The noise scales and the sensitivity must be positive"))
    task = task or Task()
    grid = offset_grid(query_scale, sensitivity)
    reach = max(abs(o) for o in grid) + sensitivity
    r, delta = _truncation(threshold_scale, reach, tail)
    rho = np.arange(-r, r + 1, dtype=np.float64)
    a_t, a_q = _alpha(threshold_scale), _alpha(query_scale)
    log_p = math.log((1 - a_t) / (1 + a_t)) + np.abs(rho) * math.log(a_t)
    offsets = np.array(grid, dtype=np.float64)[:, None]
    d = sensitivity
    # rows per grid point: ⊥ at o, ⊥ at o + Δ, ⊤ at o, ⊤ at o − Δ (as functions of ρ)
    below, below_up = _log_below(a_q, rho - offsets), _log_below(a_q, rho - offsets - d)
    above, above_down = _log_at_least(a_q, rho - offsets), _log_at_least(a_q, rho - offsets + d)
    # how the neighbour moves the counts: (each ⊥ count up by, each ⊤ count down by)
    moves = {(d, d): (below_up, above_down)} if not monotone else {(d, 0): (below_up, above),
                                                                    (0, d): (below, above_down)}
    shapes = _output_shapes(m, c)
    best = (-math.inf, None)
    for n, (k, j) in enumerate(shapes):
        task.progress(n / len(shapes), translate("core.verification.above_threshold_chain",
                                                 "summing the chain's outputs"))
        below_sets, above_sets = _multisets(len(grid), k), _multisets(len(grid), j)
        pairs = np.array(list(itertools.product(range(len(below_sets)), range(len(above_sets)))))
        for start in range(0, len(pairs), _CHUNK):
            chosen = pairs[start:start + _CHUNK]
            nb, na = below_sets[chosen[:, 0]], above_sets[chosen[:, 1]]
            own = _logsumexp(log_p + nb @ below + na @ above)
            for move, (b_rows, a_rows) in moves.items():
                loss = own - _logsumexp(log_p + nb @ b_rows + na @ a_rows)
                i = int(np.argmax(loss))
                if loss[i] > best[0]:
                    best = (float(loss[i]), (nb[i], na[i], move))
    nb, na, move = best[1]
    worst_below = tuple(g for g, n in zip(grid, nb) for _ in range(int(n)))
    worst_above = tuple(g for g, n in zip(grid, na) for _ in range(int(n)))
    epsilon = _exact_loss(threshold_scale, query_scale, r, worst_below, worst_above, move)
    task.progress(1.0, translate("core.verification.above_threshold_chain", "done"))
    return ChainLoss(epsilon, delta, float(charged), m, c, sensitivity, monotone, threshold_scale, query_scale,
                     grid, r, worst_below, worst_above, move)


def _exact_loss(threshold_scale, query_scale, r, below, above, move) -> float:
    """The worst output's log ratio again, in 40-digit decimals (every term positive, no cancellation)."""
    up_b, down_a = move
    with localcontext() as ctx:
        ctx.prec = 40
        a_t, a_q = (Decimal(-s.denominator / Decimal(s.numerator)).exp() for s in (threshold_scale, query_scale))

        def at_least(k):  # P(ν ≥ k)
            return a_q ** k / (1 + a_q) if k >= 1 else 1 - a_q ** (1 - k) / (1 + a_q)

        def below_(k):  # P(ν < k)
            return 1 - a_q ** k / (1 + a_q) if k >= 1 else a_q ** (1 - k) / (1 + a_q)

        def chain(shift_b, shift_a):
            total = Decimal(0)
            for rho in range(-r, r + 1):
                term = a_t ** abs(rho)
                for o in below:
                    term *= below_(rho - o - shift_b)
                for o in above:
                    term *= at_least(rho - o + shift_a)
                total += term
            return total  # the common factor (1 − α_t)/(1 + α_t) cancels in the ratio

        return float((chain(0, 0) / chain(up_b, down_a)).ln())


def release_chain_loss(release: dict, task: Task | None = None) -> ChainLoss:
    """ε* of a stored above-threshold release's own chain: its scales, c and Δ, with as many of its candidates
    as the model takes (the first ``MAX_CANDIDATES``; a run with c ≥ m candidates never stops early, so c is
    then m, the same chain)."""
    if release.get("query") != "above_threshold":
        raise ValueError(translate("core.verification.above_threshold_chain",
                                   "This release is not an above-threshold release"))
    noise, c = release["noise"], int(release["c"])
    if c > MAX_C:
        raise ValueError(translate("core.verification.above_threshold_chain",
                                   "The exact model takes c up to {most}; this release has c = {c}").format(
            most=MAX_C, c=c))
    m = min(candidates(release), MAX_CANDIDATES)
    return chain_loss(Fraction(noise["threshold_scale"]), Fraction(noise["query_scale"]), min(c, m), m,
                      int(noise["sensitivity"]), bool(noise["monotone"]), float(Fraction(noise["epsilon_svt"])),
                      task=task)


def candidates(release: dict) -> int:
    """How many candidates a release has: one stored row each (a release not yet stored has its labels)."""
    return len(release["rows"]) if "rows" in release else len(release["labels"])


def describe_loss(loss: ChainLoss, candidates: int | None = None) -> str:
    """The result in plain words with its parameters (for the inspector and the CLI)."""
    num = plain_number
    shape = translate("core.verification.above_threshold_chain",
                      "monotone counts (all neighbours' counts move the same way)") if loss.monotone else \
        translate("core.verification.above_threshold_chain", "counts that may move either way")
    parts = [
        translate("core.verification.above_threshold_chain",
                  "The chain of this release: {m} candidates (of {n}), stopping after {c} above; discrete Laplace "
                  "noise of scale {t} on the line and {q} on each count; sensitivity {d}; {shape}.").format(
            m=num(loss.m), n=num(candidates if candidates is not None else loss.m), c=num(loss.c),
            t=num(float(loss.threshold_scale), digits=4), q=num(float(loss.query_scale), digits=4),
            d=num(loss.sensitivity), shape=shape),
        translate("core.verification.above_threshold_chain",
                  "Its exact privacy loss ε* = {epsilon}, with δ = {delta} (the line's noise beyond ±{r} is left out "
                  "of the sums); the ε charged for it is {charged}.").format(
            epsilon=num(loss.epsilon, digits=6), delta=f"{loss.delta:.1e}", r=num(loss.truncation),
            charged=num(loss.charged, digits=6)),
        translate("core.verification.above_threshold_chain", "✓ ε* is within the charge.") if loss.holds else
        translate("core.verification.above_threshold_chain", "✗ ε* is MORE than the charge."),
        translate("core.verification.above_threshold_chain",
                  "Worst case: counts {below} from the line reported below and {above} reported above, against a "
                  "neighbour whose below counts are {up} higher and above counts {down} lower.").format(
            below=", ".join(f"{o:+d}" for o in loss.worst_below) or "–",
            above=", ".join(f"{o:+d}" for o in loss.worst_above) or "–",
            up=num(loss.worst_move[0]), down=num(loss.worst_move[1])),
    ]
    return " ".join(parts)
