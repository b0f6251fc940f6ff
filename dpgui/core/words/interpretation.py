"""What ε means, in the hypothesis-testing view (Wasserman & Zhou 2010; Kairouz, Oh & Viswanath 2015).

An observer tests "this person is in the data". For an (ε, δ)-DP release, every test satisfies
TPR ≤ e^ε·FPR + δ and 1 − FPR ≤ e^ε·(1 − TPR) + δ, so the best reachable true-positive rate at a
false-positive rate f is min(1, e^ε·f + δ, 1 − e^(−ε)·(1 − f − δ)).
"""

from __future__ import annotations

import math

import numpy as np
from dpgui.core.words.plain_numbers import plain_number


MAX_EXPONENT = 50.0  # beyond e^50 the bound is 1 for every false-positive rate above 1e-21


def best_true_positive_rate(fpr, epsilon: float, delta: float = 0.0):
    f = np.asarray(fpr, dtype=float)
    e = math.exp(min(epsilon, MAX_EXPONENT))
    return np.clip(np.minimum(e * f + delta, 1 - (1 - f - delta) / e), 0, 1)


def plain_words(epsilon: float, delta: float = 0.0, fpr: float = 0.10) -> str:
    """Two or three sentences, with the example's numbers computed from the bound above."""
    tpr = float(best_true_positive_rate(fpr, epsilon, delta))
    return (f"Differential privacy limits what anyone can learn about a single person from the released numbers. "
            f"With ε = {plain_number(epsilon, digits=3)}{f' and δ = {plain_number(delta, digits=2)}' if delta else ''}, an observer who wrongly accuses an "
            f"innocent person {fpr:.0%} of the time can be right about you at most {tpr:.0%} of the time "
            f"(without the release: {fpr:.0%}). Smaller ε means the release reveals less about anyone; "
            "larger ε gives more accurate numbers.")
