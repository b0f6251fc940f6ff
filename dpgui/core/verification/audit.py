"""A statistical audit of the code that actually runs (DP-Sniper, Bichsel et al. 2021; StatDP,
Ding et al. 2018; reference §8).

1. Run the mechanism many times on two neighbouring inputs (the search sample).
2. Among candidate events S (output patterns, and thresholds on numeric outputs within a
   pattern), pick the one with the largest estimated privacy loss.
3. On **fresh** samples, bound P1 = P[M(x) ∈ S] from below and P2 = P[M(x') ∈ S] from above by
   Clopper–Pearson, each at confidence 1 − α/2.
4. ε_lower = ln((P1_low − δ)/P2_high). For an (ε, δ)-DP mechanism, ε_lower ≤ ε except with
   probability at most α; a larger value is proof, at that confidence, that the claim is false.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from dpgui.core.intervals import binomial_interval
from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

Sampler = Callable[[object, int], np.ndarray]  # (input, runs) -> runs × m integer outputs


@dataclass(frozen=True)
class Event:
    description: str
    pattern: tuple | None
    column: int | None = None
    threshold: int | None = None
    above: bool = True

    def test(self, out: np.ndarray, discrete: list[int]) -> np.ndarray:
        hit = np.ones(len(out), dtype=bool)
        if self.pattern is not None:
            hit &= np.all(out[:, discrete] == np.asarray(self.pattern), axis=1)
        if self.column is not None:
            col = out[:, self.column]
            hit &= (col >= self.threshold) if self.above else (col <= self.threshold)
        return hit


@dataclass(frozen=True)
class AuditResult:
    claimed_epsilon: float
    claimed_delta: float
    epsilon_lower: float
    event: str
    direction: str
    hits: tuple[int, int]
    runs: int
    alpha: float

    @property
    def violation(self) -> bool:
        """True when the audit proves, at confidence 1 − α, that the claim is false."""
        return self.epsilon_lower > self.claimed_epsilon

    @property
    def probabilities(self) -> tuple[float, float]:
        """The two observed event frequencies, P1 on the first input and P2 on its neighbour."""
        return self.hits[0] / self.runs, self.hits[1] / self.runs

    def as_dict(self) -> dict:
        return {"claimed_epsilon": self.claimed_epsilon, "claimed_delta": self.claimed_delta,
                "epsilon_lower": self.epsilon_lower, "confidence": 1 - self.alpha, "violation": self.violation,
                "passed": not self.violation, "event": self.event, "direction": self.direction,
                "hits": list(self.hits), "probabilities": list(self.probabilities), "runs": self.runs,
                "alpha": self.alpha}


def _as_rows(out) -> np.ndarray:
    arr = np.asarray(out)
    return arr.reshape(len(arr), -1).astype(np.int64)


def _few_values(column: np.ndarray, most: int) -> bool:
    """Whether the column holds at most ``most`` distinct values: by its range, or by counting in that range,
    before sorting it (on a million rows, sorting each column cost most of the search)."""
    if column.size == 0:
        return True
    low, span = int(column.min()), int(column.max()) - int(column.min())
    if span < most:
        return True
    if span < min(1 << 22, 8 * column.size):  # a count costs the range: only where it is no wider than the rows
        return int(np.count_nonzero(np.bincount(column - low))) <= most
    return len(np.unique(column)) <= most


def _distinct_rows(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.unique(rows, axis=0, return_counts=True)``: the same rows in the same (lexicographic) order, found
    by one number per row (its values as digits in each column's range) where those numbers fit in 62 bits."""
    if not rows.size:
        return np.unique(rows, axis=0, return_counts=True)
    low = rows.min(axis=0)
    spans = [int(high) - int(least) + 1 for least, high in zip(low, rows.max(axis=0))]  # Python's: no overflow
    if math.prod(spans) >= 2 ** 62:
        return np.unique(rows, axis=0, return_counts=True)
    key = np.zeros(len(rows), dtype=np.int64)
    for j, span in enumerate(spans):
        key = key * span + (rows[:, j] - low[j])
    keys, counts = np.unique(key, return_counts=True)
    digits = np.empty((len(keys), len(spans)), dtype=rows.dtype)
    for j in range(len(spans) - 1, -1, -1):
        keys, digits[:, j] = np.divmod(keys, spans[j])
    return digits + low, counts


def candidate_events(a: np.ndarray, b: np.ndarray, max_patterns: int = 30,
                     thresholds: int = 25) -> tuple[list[Event], list[int], np.ndarray, np.ndarray]:
    """Patterns over the few-valued columns, each alone and with thresholds on the many-valued ones,
    with how often each event occurs in ``a`` and in ``b``. Counts come from sorted values, not from
    testing each event on every row: the search scores about 1,500 events on a million rows."""
    both = np.vstack([a, b])
    discrete = [j for j in range(both.shape[1]) if _few_values(both[:, j], 16)]
    numeric = [j for j in range(both.shape[1]) if j not in discrete]
    patterns: list[tuple | None] = [None]
    if discrete:
        rows, counts = _distinct_rows(both[:, discrete])
        patterns += [tuple(int(v) for v in rows[i]) for i in np.argsort(-counts)[:max_patterns]]
    events, hits_a, hits_b = [], [], []
    for pattern in patterns:
        label = translate("core.verification.audit", "any output") if pattern is None else translate("core.verification.audit", "pattern {pattern}").format(
            pattern=pattern)
        in_a, in_b = (sample if pattern is None else sample[np.all(sample[:, discrete] == pattern, axis=1)]
                      for sample in (a, b))
        if pattern is not None:
            events.append(Event(label, pattern))
            hits_a.append(len(in_a))
            hits_b.append(len(in_b))
        for j in numeric:
            va, vb = np.sort(in_a[:, j]), np.sort(in_b[:, j])
            if va.size + vb.size == 0:
                continue
            cuts = np.unique(np.quantile(np.concatenate([va, vb]), np.linspace(0, 1, thresholds)).round()
                             .astype(np.int64))
            for t, ge_a, ge_b, le_a, le_b in zip(
                    cuts, va.size - np.searchsorted(va, cuts, "left"), vb.size - np.searchsorted(vb, cuts, "left"),
                    np.searchsorted(va, cuts, "right"), np.searchsorted(vb, cuts, "right")):
                events += [Event(f"{label}, output[{j}] ≥ {t}", pattern, j, int(t), True),
                           Event(f"{label}, output[{j}] ≤ {t}", pattern, j, int(t), False)]
                hits_a += [ge_a, le_a]
                hits_b += [ge_b, le_b]
    return events, discrete, np.array(hits_a, dtype=np.int64), np.array(hits_b, dtype=np.int64)


def epsilon_bounds(hits_x, hits_y, runs: int, alpha: float, delta: float = 0.0,
                   method: str = "clopper-pearson") -> np.ndarray:
    """ln((P1_low − δ)/P2_high) for arrays of hit counts, bounds at one-sided level α/2 each."""
    _, p1_low, _ = binomial_interval(hits_x, runs, method, 1 - alpha)
    _, _, p2_high = binomial_interval(hits_y, runs, method, 1 - alpha)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(p1_low - delta > 0, np.log((p1_low - delta) / p2_high), -np.inf)


def audit(sampler: Sampler, x, x_prime, claimed_epsilon: float, claimed_delta: float = 0.0,
          runs: int = 200_000, search_runs: int = 50_000, alpha: float = 1e-6, task: Task | None = None) -> AuditResult:
    """Search an event on one sample, then bound ε from below on fresh samples."""
    task = task or Task()
    a, b = _as_rows(sampler(x, search_runs)), _as_rows(sampler(x_prime, search_runs))
    task.progress(0.25, translate("core.verification.audit", "choosing the event"))
    events, discrete, ha, hb = candidate_events(a, b)
    # Score with the final α so that the choice favours events frequent enough to be bounded.
    forward = epsilon_bounds(ha, hb, search_runs, alpha, claimed_delta, "wilson")
    backward = epsilon_bounds(hb, ha, search_runs, alpha, claimed_delta, "wilson")
    flip = backward.max() > forward.max()
    event = events[int(np.argmax(backward if flip else forward))]
    task.progress(0.35, translate("core.verification.audit", "running the mechanism {runs} more times on each input").format(
        runs=plain_number(runs)))
    fa = _as_rows(sampler(x, runs))
    task.progress(0.65, translate("core.verification.audit", "and on the neighbouring input"))
    fb = _as_rows(sampler(x_prime, runs))
    h1, h2 = int(event.test(fa, discrete).sum()), int(event.test(fb, discrete).sum())
    if flip:
        h1, h2 = h2, h1
    bound = float(epsilon_bounds([h1], [h2], runs, alpha, claimed_delta)[0])
    task.progress(1.0, translate("core.verification.audit", "done"))
    return AuditResult(claimed_epsilon, claimed_delta, bound, event.description,
                       translate("core.verification.audit", "x' over x") if flip else translate("core.verification.audit", "x over x'"), (h1, h2), runs, alpha)
