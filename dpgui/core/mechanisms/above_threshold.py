"""Which candidate counts are above a line: AboveThreshold as a release, with an optional numeric follow-up.

The curator's ε is split: ε_svt = (1 − s)·ε runs the sparse vector chain of Lyu, Su & Li (2017), Alg. 1
(:mod:`dpgui.core.mechanisms.sparse_vector`: ε_svt in halves, threshold noise Δ/ε1, query noise 2cΔ/ε2,
or cΔ/ε2 when the counts are monotone), and ε_num = s·ε buys, for each candidate reported above, a fresh
discrete Laplace count of scale cΔ/ε_num (at most c of them, each of sensitivity Δ: basic composition, the
NumericSparse split of Dwork & Roth 2014 §3.6). Everything is ε-DP in total; candidates below the line
cost nothing more, which is why this beats a noisy histogram when few are above.

The uncertainty is exact: a candidate with true count q is reported above when q + ν ≥ T + ρ, with ν and ρ
independent discrete Laplace, so P(above) = P(ν − ρ ≥ T − q), summed in closed form below.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from dpgui.core.costs.limits import laplace_scale
from dpgui.core.mechanisms.release import PrivacySetting, Release
from dpgui.core.mechanisms.sparse_vector import ABOVE, BELOW, NOT_ASKED, chain_runs
from dpgui.core.noise import integers
from dpgui.core.noise.distributions import DiscreteLaplace
from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.noise.rationals import RationalLike, positive, to_fraction
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

__all__ = ["ABOVE", "BELOW", "NOT_ASKED", "AboveThresholdScales", "above_threshold_scales", "above_threshold_runs",
           "release_above_threshold", "reported_above_probability", "uncertainty"]

MAX_C = 1_000


@dataclass(frozen=True)
class AboveThresholdScales:
    """The discrete Laplace scales of one release, and how its ε is split (all exact)."""

    threshold_scale: Fraction
    query_scale: Fraction
    value_scale: Fraction | None  # None: no follow-up
    epsilon_svt: Fraction
    epsilon_values: Fraction

    def as_dict(self) -> dict:
        return {"threshold_scale": str(self.threshold_scale), "query_scale": str(self.query_scale),
                "value_scale": None if self.value_scale is None else str(self.value_scale),
                "epsilon_svt": str(self.epsilon_svt), "epsilon_values": str(self.epsilon_values)}


def above_threshold_scales(epsilon: RationalLike, c: int = 1, sensitivity: int = 1, monotone: bool = False,
                           follow_up: RationalLike = 0) -> AboveThresholdScales:
    """The scales for a pure ε, c answers "above", sensitivity Δ and follow-up share s (0 ≤ s < 1).

    Public parameters only: call it before the charge. Each scale goes through the same limits and rounding
    up as every Laplace count (:func:`dpgui.core.costs.limits.laplace_scale`), so a refusal names the
    curator's ε, and a rounded scale only adds noise.
    """
    eps = positive(epsilon, "ε")
    share = to_fraction(follow_up)
    if isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= MAX_C:
        raise ValueError(translate("core.mechanisms.above_threshold", "c, the number of answers above the line, "
                                   "must be a whole number from 1 to {most}").format(most=plain_number(MAX_C)))
    if not 0 <= share < 1:
        raise ValueError(translate("core.mechanisms.above_threshold",
                                   "The follow-up share must be at least 0 and less than 1"))
    setting = PrivacySetting.of(epsilon=eps)
    half = setting.scaled((1 - share) / 2)  # ε1 = ε2 = ε_svt / 2
    return AboveThresholdScales(
        threshold_scale=laplace_scale(sensitivity, half),
        query_scale=laplace_scale((1 if monotone else 2) * c * sensitivity, half),
        value_scale=laplace_scale(c * sensitivity, setting.scaled(share)) if share else None,
        epsilon_svt=eps * (1 - share), epsilon_values=eps * share)


def above_threshold_runs(counts, threshold: int, scales: AboveThresholdScales, c: int, runs: int = 1,
                         rng: KeystreamSource | None = None) -> np.ndarray:
    """``runs`` independent runs of the chain on the true counts, in the order given: a runs × m array of
    ABOVE, BELOW, or NOT_ASKED (after the c-th ABOVE). The release calls it with runs = 1; the audit with many."""
    return chain_runs(counts, threshold, scales.threshold_scale, scales.query_scale, c, runs, rng)


def _alpha(scale: Fraction) -> float:
    return math.exp(-1 / float(scale))


def _at_least(d: int, scales: AboveThresholdScales) -> float:
    """P(ν − ρ ≥ d) for ν ~ DL(query scale), ρ ~ DL(threshold scale), by symmetry from d ≥ 1 (closed form).

    For d ≥ 1, with a = e^(−1/b_query), t = e^(−1/b_threshold), k = (1 − t)/(1 + t) (ρ's pmf is k·t^|r|) and
    P(ν ≥ j) = a^j/(1 + a) for j ≥ 1, 1 − a^(1−j)/(1 + a) for j ≤ 0, summing over r in three ranges:
      r ≥ 0:            k·a^d / (1 − a·t)
      1 − d ≤ r ≤ −1:   k·a·t·(a^(d−1) − t^(d−1)) / (a − t)   (k·(d − 1)·a^d when a = t; 0 when d = 1)
      (both over 1 + a), and r ≤ −d:  t^d/(1 + t) − k·t^d·a / ((1 − a·t)(1 + a)).
    """
    if d <= 0:
        return 1.0 - _at_least(1 - d, scales)
    a, t = _alpha(scales.query_scale), _alpha(scales.threshold_scale)
    k = math.tanh(1 / (2 * float(scales.threshold_scale)))  # (1 − t)/(1 + t), without cancellation
    one_minus_at = -math.expm1(-1 / float(scales.query_scale) - 1 / float(scales.threshold_scale))
    ad, td = a**d, t**d
    if d == 1:
        middle = 0.0  # the range 1 − d ≤ r ≤ −1 is empty
    elif a == t:  # equal scales, or both e^(−1/b) rounded to the same float (0.0 for ε in the thousands)
        middle = k * (d - 1) * ad
    else:
        middle = k * a * t * (a ** (d - 1) - t ** (d - 1)) / (a - t)
    upper = (k * ad / one_minus_at + middle) / (1 + a)
    lower = td / (1 + t) - k * td * a / (one_minus_at * (1 + a))
    return min(1.0, max(0.0, upper + lower))


def reported_above_probability(true_count: int, threshold: int, scales: AboveThresholdScales) -> float:
    """P(a candidate with this true count is reported above), over both noises: P(q + ν ≥ T + ρ).

    This is each candidate's own probability (as when it is examined first). The threshold's noise ρ is
    shared, so outcomes of different candidates are not independent: after others came out below, ρ is
    more likely high, and the chance of "above" only lower."""
    return _at_least(int(threshold) - int(true_count), scales)


def uncertainty(threshold: int, scales: AboveThresholdScales, level: float = 0.95) -> dict:
    """The smallest whole w with P(above | T − w) ≤ 1 − level and P(above | T + w) ≥ level.

    P(above | T − w) = P(ν − ρ ≥ w) decreases in w, and P(above | T + w) = 1 − P(ν − ρ ≥ w + 1) ≥ 1 − P(ν − ρ ≥ w)
    by symmetry, so the first condition is the binding one; w is found by doubling, then bisection.
    """
    if not 0.5 < level < 1:
        raise ValueError(translate("core.mechanisms.above_threshold", "The level must be between 0.5 and 1"))
    beta = 1 - level
    high = 1
    while _at_least(high, scales) > beta:
        high *= 2
    low = high // 2  # _at_least(low) > beta, or low = 0 (and P(ν − ρ ≥ 0) > 1/2 > beta)
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (low, mid) if _at_least(mid, scales) <= beta else (mid, high)
    w = high
    threshold = int(threshold)
    return {"w": w, "below": threshold - w, "above": threshold + w,
            "p_below": reported_above_probability(threshold - w, threshold, scales),
            "p_above": reported_above_probability(threshold + w, threshold, scales)}


def release_above_threshold(counts, labels, threshold: int, epsilon: RationalLike, c: int = 1, sensitivity: int = 1,
                            monotone: bool = False, follow_up: RationalLike = 0, confidence: float = 0.95,
                            rng: KeystreamSource | None = None, order: str = "declared") -> Release:
    """Which of the candidate counts (examined in the order given) are above ``threshold``.

    ``values`` are 1 (above), 0 (below) or None (not examined: the run stopped at the c-th above); with a
    follow-up share, ``low``/``high`` hold the interval of each follow-up count, None elsewhere. Nothing here
    can fail on the counts: validate with :func:`above_threshold_scales` before the charge.
    """
    labels = [str(x) for x in labels]
    scales = above_threshold_scales(epsilon, c, sensitivity, monotone, follow_up)
    row = above_threshold_runs(counts, int(threshold), scales, c, 1, rng)[0]
    values = np.array([None if v == NOT_ASKED else int(v) for v in row], dtype=object)
    above = np.flatnonzero(row == ABOVE)
    follow = [None] * len(labels)
    low, high = np.full(len(labels), None, dtype=object), np.full(len(labels), None, dtype=object)
    width = None
    if scales.value_scale is not None:
        law = DiscreteLaplace(scales.value_scale)
        width = law.half_width(1 - confidence)
        true = integers.as_ints([counts[i] for i in above]) if above.size else np.empty(0, dtype=np.int64)
        noisy = integers.add(true, law.sample(above.size, rng)).tolist()
        for i, value in zip(above, noisy):
            follow[i], low[i], high[i] = int(value), int(value) - width, int(value) + width
    examined = int((row != NOT_ASKED).sum())
    stopped = bool(above.size >= c)
    sure = uncertainty(threshold, scales, confidence)
    method = describe(len(labels), order, threshold, c, scales, sensitivity, monotone, examined,
                      stopped, sure, confidence, width)
    noise = {"law": "above_threshold", "epsilon": float(to_fraction(epsilon)), "sensitivity": sensitivity,
             "monotone": monotone, **scales.as_dict()}
    return Release(
        query="above_threshold", values=values, low=low, high=high, confidence=confidence, simultaneous=False,
        cost=PrivacySetting.of(epsilon=epsilon).cost, noise=noise, method=method, labels=labels,
        extra={"threshold": int(threshold), "c": c, "examined": examined, "stopped": stopped, "monotone": monotone,
               "follow_up": float(to_fraction(follow_up)), "follow_up_values": follow, "uncertainty": sure,
               "order": order})


def describe(candidates: int, order: str, threshold: int, c: int, scales: AboveThresholdScales,
             sensitivity: int, monotone: bool, examined: int, stopped: bool, sure: dict, confidence: float,
             width: int | None) -> str:
    """The method in plain words: candidates, order, line, c, the split, the noise, what was examined, the rates."""
    num = plain_number
    ordered = translate("core.mechanisms.above_threshold", "declared") if order == "declared" \
        else translate("core.mechanisms.above_threshold", "given")
    text = translate("core.mechanisms.above_threshold", "Above-threshold (sparse vector, Lyu, Su & Li 2017): "
                     "{candidates} candidates, taken one by one in the {order} order, each compared with the line "
                     "{threshold}; the run stops after {c} reported above.").format(
        candidates=num(candidates), threshold=num(threshold), c=num(c), order=ordered)
    shape = translate("core.mechanisms.above_threshold", "monotone counts") if monotone \
        else translate("core.mechanisms.above_threshold", "counts")
    text += " " + translate("core.mechanisms.above_threshold", "ε = {svt} for the comparisons, split in halves: "
                            "discrete Laplace noise of scale {t_scale} on the line, once, and of scale {q_scale} on "
                            "each count ({shape}; sensitivity {sensitivity}, the most rows one person has).").format(
        svt=num(float(scales.epsilon_svt), digits=3), t_scale=num(float(scales.threshold_scale), digits=3),
        q_scale=num(float(scales.query_scale), digits=3), sensitivity=num(sensitivity), shape=shape)
    if scales.value_scale is not None:
        text += " " + translate("core.mechanisms.above_threshold", "ε = {values} for a fresh count of each candidate "
                                "reported above: discrete Laplace noise of scale {scale}, each interval the count ± "
                                "{width} ({confidence}%).").format(
            values=num(float(scales.epsilon_values), digits=3), scale=num(float(scales.value_scale), digits=3),
            width=num(width), confidence=num(confidence * 100, step=1))
    examined_text = translate("core.mechanisms.above_threshold", "{examined} of {candidates} were examined: it "
                              "stopped there, with {c} reported above.") if stopped \
        else translate("core.mechanisms.above_threshold", "All {candidates} were examined.")
    text += " " + examined_text.format(examined=num(examined), candidates=num(candidates), c=num(c))
    text += " " + translate("core.mechanisms.above_threshold", "A candidate whose true count is {below} or less (the "
                            "line minus {w}) is reported above with probability at most {p_low}%; one with {above} "
                            "or more, if it is examined first, with probability at least {p_high}% (each candidate "
                            "on its own: the line's noise is shared)").format(
        below=num(sure["below"]), above=num(sure["above"]), w=num(sure["w"]),
        p_low=num((1 - confidence) * 100, digits=3), p_high=num(confidence * 100, digits=3))
    return text
