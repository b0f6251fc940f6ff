"""What ε means, in the hypothesis-testing view (Wasserman & Zhou 2010; Kairouz, Oh & Viswanath 2015).

An observer tests "this person is in the data". For an (ε, δ)-DP release, every test satisfies
TPR ≤ e^ε·FPR + δ and 1 − FPR ≤ e^ε·(1 − TPR) + δ, so the best reachable true-positive rate at a
false-positive rate f is min(1, e^ε·f + δ, 1 − e^(−ε)·(1 − f − δ)).
"""

from __future__ import annotations

import math

import numpy as np
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate


MAX_EXPONENT = 50.0  # beyond e^50 the bound is 1 for every false-positive rate above 1e-21


def best_true_positive_rate(fpr, epsilon: float, delta: float = 0.0):
    f = np.asarray(fpr, dtype=float)
    e = math.exp(min(epsilon, MAX_EXPONENT))
    return np.clip(np.minimum(e * f + delta, 1 - (1 - f - delta) / e), 0, 1)


def plain_words(epsilon: float, delta: float = 0.0, fpr: float = 0.10) -> str:
    """Two or three sentences, with the example's numbers computed from the bound above."""
    tpr = float(best_true_positive_rate(fpr, epsilon, delta))
    if delta:
        text = translate("core.words.interpretation", "Differential privacy limits what anyone can learn about a single "
                         "person from the released numbers. With ε = {epsilon} and δ = {delta}, an observer who wrongly "
                         "accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the "
                         "time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; "
                         "larger ε gives more accurate numbers.")
    else:
        text = translate("core.words.interpretation", "Differential privacy limits what anyone can learn about a single "
                         "person from the released numbers. With ε = {epsilon}, an observer who wrongly accuses an "
                         "innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without "
                         "the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives "
                         "more accurate numbers.")
    return text.format(epsilon=plain_number(epsilon, digits=3), delta=plain_number(delta, digits=2),
                       fpr=plain_number(fpr * 100, step=1), tpr=plain_number(tpr * 100, step=1))
