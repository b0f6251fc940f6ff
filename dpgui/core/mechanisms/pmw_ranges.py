"""Approximate ranges for the cells of the tables PMW learns, from what it released alone: its noisy
measurements and their noise scales (post-processing: the data are not read and nothing more is spent).

PMW (MWEM, Hardt, Ligett & McSherry 2012; core/mechanisms/pmw.py) releases its measurements, and its learned
tables are a deterministic fit of them (:func:`~dpgui.core.mechanisms.pmw.replay`). A cell's range has two parts.

1. The noise, by Efron's parametric bootstrap (Efron 1979; Efron & Tibshirani 1993, ch. 6): every measurement is
   drawn again from the learned distribution with fresh discrete Laplace noise of its own released scale (from
   the CSPRNG; adding the noise to the noisy values instead would count it twice), the same fit is rerun, and
   the refits' spread around the released estimate (centred by their mean shift, with Student's t for the few
   refits) is the noise's part.
2. What the fit cannot learn. The bootstrap's world is the learned model itself, which its own fit reproduces,
   so it cannot see what that model misses: MW's small steps leave cells near the independence it starts from,
   and on Adult (6 columns, 2-way tables) the bootstrap alone covered only 50–70% of true counts. Before each
   of its last rounds (the last quarter) the model predicted the table it then measured this far from that
   measurement; with the measurement's own noise variance v taken out, s² = Σ(gap² − v) / Σ max(count, 1) is its
   typical squared miss per row (an upper 95% bound of it: the gaps are mostly noise when the model is good),
   and each cell widens by z·s·√count: z the normal quantile for a measured table
   (its own measurement has since been fitted, so s overstates what is left), Chebyshev's 1/√β for a table
   learned from the others (whatever the shape of its misses, the chosen tables being the worst answered).
Cells of "(other)"/"(missing)" categories the model left out reach up to that category's noisy one-way count
plus its noise's half-width. The ranges are approximate and, measured by simulation, conservative: on Adult (6
columns, every 2-way table, ε = 0.3 and 1) 97–99% of measured tables' true counts and 99–100% of the others' were
inside their 95% ranges; tests/test_pmw_ranges.py checks it on a small domain.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from dpgui.core.mechanisms.pmw import Factors, Measurement, noisy_total, replay
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.noise.integers import to_float
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

REFITS = 20  # at most; fewer when the model is large (WORK_BUDGET)
MIN_REFITS = 8  # below this the refits' spread says too little: no ranges
WORK_BUDGET = 6 * 10**9  # cells updated by the replay and all refits together: 6 Adult columns, 40 rounds get 12
# refits, 16-21 s on a 2-core test machine (a refit there: 1.2-1.6 s; 3 columns, 0.25 s)
UPDATE_OVERHEAD = 20_000  # one multiplicative-weights update's fixed cost, in cells (about 50 µs)
MAX_CELLS = 2 * 10**6  # a larger model gets no ranges: the replay and a refit are two more models in memory
LAST_ROUNDS = 4  # the misses of the last quarter of the rounds measure what the model still gets wrong
MISS_Z = 1.645  # the misses are estimated through the noise: an upper 95% bound of them is used


@dataclass
class Ranges:
    low: list[np.ndarray]  # per table, over its declared cells
    high: list[np.ndarray]
    refits: int
    miss: float  # s: the model's typical miss, in rows per √row


def affordable_refits(d: int, measurements: int, passes: int, cells: int) -> int:
    """How many refits fit the work budget: each repeats the fit of every round (public facts only); none for a
    model of more than MAX_CELLS cells."""
    if cells > MAX_CELLS:
        return 0
    updates = passes * (d + sum(range(d + 1, measurements + 1)))
    return min(REFITS, WORK_BUDGET // max(updates * (cells + UPDATE_OVERHEAD), 1) - 1)  # and the replay itself


def learned_ranges(shape: tuple[int, ...], measurements: list[Measurement], n_hat: float, passes: int,
                   tables: list[tuple[int, ...]], refits: int, optional: list | None = None,
                   confidence: float = 0.95, rng: KeystreamSource | None = None,
                   task: Task | None = None, fit: Callable | None = None) -> Ranges | None:
    """Each table's (low, high) arrays from ``refits`` refits (see :func:`affordable_refits`), or None when no
    round was run (nothing tells what the model misses) or fewer than MIN_REFITS refits were done before a stop
    (``task.stop()`` asked during the refits ends them; a cancel raises Cancelled, as everywhere). ``fit(shape,
    measurements, n_hat, before=None)`` is the learner's deterministic fit (default: PMW's replay); any model with
    ``marginal``, ``shape`` and ``held`` will do, such as the junction tree's (core/mechanisms/marginal_tree.py)."""
    task = task or Task()
    fit = fit or functools.partial(_pmw_fit, passes=passes, optional=optional)
    before: list[np.ndarray] = []
    model = fit(shape, measurements, n_hat, before)
    if not before:
        return None
    estimates = [model.marginal(c) * n_hat for c in tables]
    spread = _bootstrap(shape, measurements, model, n_hat, fit, tables, estimates, refits, rng, task)
    if spread is None:
        return None
    done, shift, sd = spread
    measured = {m.cols for m in measurements}
    miss = _miss(measurements[len(shape):], before)
    z, chebyshev = reach_factors(confidence)
    noise = _student(z, done - 1)
    low, high = [], []
    for cols, estimate, s, dev in zip(tables, estimates, shift, sd):
        reach = (z if cols in measured else chebyshev) * miss * np.sqrt(np.maximum(estimate, 1.0))
        centre = estimate - s
        low.append(np.maximum(np.minimum(centre - noise * dev - reach, estimate), 0.0))
        high.append(np.maximum(np.maximum(centre + noise * dev + reach, estimate),
                               _left_out_reach(model, measurements, cols, 1 - confidence)))
    return Ranges(low, high, done, miss)


def reach_factors(confidence: float) -> tuple[float, float]:
    """The multipliers of s·√count: the normal quantile for a measured table, Chebyshev's 1/√β for a table
    learned from the others."""
    from statistics import NormalDist  # loaded only when a synthesis asks (not on a release's path)

    beta = 1 - confidence
    return NormalDist().inv_cdf(1 - beta / 2), 1 / math.sqrt(beta)


def _pmw_fit(shape, measurements, n_hat, before=None, *, passes: int, optional: list | None) -> Factors:
    return replay(shape, measurements, n_hat, passes, optional, before)


def _bootstrap(shape, measurements, model, n_hat, fit: Callable, tables, estimates, refits, rng, task: Task):
    """(refits done, mean shift, standard deviation) of the refits' estimates per table, kept as running sums
    (Welford), so memory stays that of the tables, whatever the number of refits."""
    d, done = len(shape), 0
    centre = [Measurement(m.cols, model.marginal(m.cols) * n_hat, m.scale) for m in measurements]
    mean = [np.zeros_like(e) for e in estimates]
    squares = [np.zeros_like(e) for e in estimates]
    stopping = task.stopping  # a stop asked during the rounds ended the rounds, not these refits
    for b in range(refits):
        task.progress(b / refits, translate("core.mechanisms.pmw_ranges",
                                            "Ranges of the learned tables: refit {done} of {total}").format(
            done=plain_number(b + 1), total=plain_number(refits)))
        if task.stopping and not stopping:
            break
        drawn = [Measurement(m.cols, m.noisy + to_float(DiscreteLaplace(m.scale).sample(m.noisy.size, rng)).reshape(
            m.noisy.shape), m.scale) for m in centre]
        total = noisy_total(drawn[:d])
        refitted = fit(shape, drawn, total)
        done += 1
        for cols, estimate, m, q in zip(tables, estimates, mean, squares):
            shift = refitted.marginal(cols) * total - estimate
            step = shift - m
            m += step / done
            q += step * (shift - m)
    if done < MIN_REFITS:
        return None
    return done, mean, [np.sqrt(q / (done - 1)) for q in squares]


def _miss(rounds: list[Measurement], before: list[np.ndarray]) -> float:
    """s, from the last quarter of the rounds: Σ(gap² − noise variance) / Σ max(predicted count, 1), square-rooted
    (0 when the gaps are within the noise). A discrete Laplace of scale b has variance 2α/(1 − α)², α = e^(−1/b)."""
    last = math.ceil(len(before) / LAST_ROUNDS)
    excess, counts = [], 0.0
    for m, predicted in zip(rounds[-last:], before[-last:]):
        alpha = math.exp(-1 / float(m.scale))
        variance = 2 * alpha / math.expm1(-1 / float(m.scale)) ** 2
        excess.append(((m.noisy - predicted) ** 2 - variance).ravel())
        counts += float(np.maximum(predicted, 1.0).sum())
    excess = np.concatenate(excess)
    upper = excess.sum() + MISS_Z * math.sqrt(excess.size) * float(excess.std())
    return math.sqrt(max(upper, 0.0) / counts)


def _student(z: float, df: int) -> float:
    """Student's t quantile from the normal one (Cornish–Fisher; Abramowitz & Stegun 26.7.5), within 0.5% for
    df ≥ 7: the few refits' standard deviation is itself uncertain."""
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def _left_out_reach(model, measurements: list[Measurement], cols: tuple[int, ...], beta: float) -> np.ndarray:
    """Per cell of ``cols``, how high its count may be when one of its categories was left out of the model (its
    noisy one-way count plus that count's noise half-width: a left-out category's rows bound each of its cells);
    0 elsewhere."""
    reach = np.full([model.shape[c] for c in cols], np.inf)
    for axis, c in enumerate(cols):
        one_way = measurements[c]
        cap = np.full(model.shape[c], np.inf)
        out = np.setdiff1d(np.arange(model.shape[c]), model.held[c])
        cap[out] = one_way.noisy[out] + DiscreteLaplace(one_way.scale).half_width(beta)
        shape = [1] * len(cols)
        shape[axis] = model.shape[c]
        reach = np.minimum(reach, cap.reshape(shape))
    return np.where(np.isfinite(reach), np.maximum(reach, 0.0), 0.0)
