"""The above-threshold online model of seed 003, computed exactly.

The database is d ∈ {0..5}; neighbours differ by at most 1. The public threshold t is noised
once by the truncated ¼-geometric mechanism on {0..5}; each query answer f_i(d) by the truncated
½-geometric mechanism; the run answers ⊥ until the first noisy answer ≥ the noisy threshold,
answers ⊤ and stops. In the seed every query is f_i(d) = d; here query i may also be shifted,
f_i(d) = clamp(d + c_i, 0, 5), still of sensitivity 1.

For a fixed query sequence the outputs are ⊥^k⊤ (k < m) or ⊥^m, and
P(⊥^k⊤ | d) = Σ_t' P(t' | t) · Π_{i≤k} P(f_i' < t' | d) · P(f_{k+1}' ≥ t' | d), all exact rationals, so
the model is a finite mechanism whose ε* and δ(ε) are exact. The seed reports (1, 0.74) from a
sufficient condition; the exact δ(1) is at most that (reference §7).
"""

from __future__ import annotations

from fractions import Fraction

from dpgui.core.mechanisms.truncated_geometric import truncated_geometric_matrix
from dpgui.core.verification.verify import FiniteMechanism
from dpgui.core.words.translation import translate

DOMAIN = 6  # values 0..5
THRESHOLD_ALPHA, QUERY_ALPHA = Fraction(1, 4), Fraction(1, 2)
PAPER_BOUND = (1.0, 0.74)


def above_threshold_model(threshold: int, shifts: list[int]) -> FiniteMechanism:
    """The exact output law for databases 0..5, threshold t, and queries f_i(d) = clamp(d + c_i)."""
    if not 0 <= threshold < DOMAIN:
        raise ValueError(translate("core.verification.online_model", "The threshold must be in 0..{last}").format(
            last=DOMAIN - 1))
    if not shifts:
        raise ValueError(translate("core.verification.online_model", "Give at least one query"))
    t_law = truncated_geometric_matrix(THRESHOLD_ALPHA, DOMAIN - 1)[threshold]
    q_law = truncated_geometric_matrix(QUERY_ALPHA, DOMAIN - 1)
    m = len(shifts)
    rows = []
    for d in range(DOMAIN):
        answers = [min(max(d + c, 0), DOMAIN - 1) for c in shifts]
        row = [Fraction(0)] * (m + 1)
        for t_noisy, p_t in enumerate(t_law):
            below = [sum(q_law[a][:t_noisy], Fraction(0)) for a in answers]  # P(f' < t')
            alive = p_t
            for k in range(m):
                row[k] += alive * (1 - below[k])
                alive *= below[k]
            row[m] += alive
        rows.append(row)
    outputs = ["⊥" * k + "⊤" for k in range(m)] + ["⊥" * m]
    return FiniteMechanism.of(rows, [str(d) for d in range(DOMAIN)], outputs)
