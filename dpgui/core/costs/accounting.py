"""Privacy costs, composition, and the budget odometer.

Three currencies: pure ε-DP, approximate (ε, δ)-DP, and ρ-zCDP (Bun & Steinke 2016).
Costs are exact Fractions, so spending 0.1 ten times fits a budget of 1 exactly.
Conversions (reference §1): ε-DP ⇒ (ε²/2)-zCDP; ρ-zCDP ⇒ (ρ + 2·sqrt(ρ·ln(1/δ)), δ)-DP.
"""

from __future__ import annotations

import math
import threading
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from dpgui.core.noise.rationals import RationalLike, to_fraction
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate


def _upper_fraction(x: float) -> Fraction:
    """A Fraction no smaller than the real number the float ``x`` approximates."""
    return Fraction(x) * (1 + Fraction(1, 10**12))


@dataclass(frozen=True)
class Cost:
    """A privacy cost in one currency: ``kind`` is "pure", "approx" or "zcdp"."""

    kind: str
    epsilon: Fraction = Fraction(0)
    delta: Fraction = Fraction(0)
    rho: Fraction = Fraction(0)

    def __post_init__(self):
        if self.kind not in ("pure", "approx", "zcdp"):
            raise ValueError(translate("core.costs.accounting", "Unknown cost kind {kind}").format(
                kind=repr(self.kind)))
        for name in ("epsilon", "delta", "rho"):
            if getattr(self, name) < 0:
                raise ValueError(translate("core.costs.accounting", "{name} cannot be negative").format(name=name))
        if self.delta >= 1:
            raise ValueError(translate("core.costs.accounting", "Delta must be below 1"))

    def __hash__(self) -> int:
        """Hashed once: a ledger's sums group many equal costs, and a Fraction's hash is slow."""
        if "_hash" not in self.__dict__:
            object.__setattr__(self, "_hash", hash((self.kind, self.epsilon, self.delta, self.rho)))
        return self.__dict__["_hash"]

    def __str__(self) -> str:
        if self.kind == "zcdp":
            return translate("core.costs.accounting", "ρ = {rho} (zCDP)").format(
                rho=plain_number(float(self.rho), digits=4))
        if self.kind == "approx":
            return translate("core.costs.accounting", "ε = {epsilon}, δ = {delta}").format(
                epsilon=plain_number(float(self.epsilon), digits=4), delta=plain_number(float(self.delta), digits=3))
        return translate("core.costs.accounting", "ε = {epsilon}").format(
            epsilon=plain_number(float(self.epsilon), digits=4))

    def as_dict(self) -> dict:
        return {"kind": self.kind, "epsilon": float(self.epsilon), "delta": float(self.delta),
                "rho": float(self.rho)}


def pure(epsilon: RationalLike) -> Cost:
    return Cost("pure", epsilon=_finite_positive(epsilon, "ε"))


def approx(epsilon: RationalLike, delta: RationalLike) -> Cost:
    eps, dlt = _finite_positive(epsilon, "ε", allow_zero=True), to_fraction(delta)
    if not 0 <= dlt < 1:
        raise ValueError(translate("core.costs.accounting", "δ must be in [0, 1), got {delta}").format(delta=dlt))
    return Cost("approx", epsilon=eps, delta=dlt)


def zcdp(rho: RationalLike) -> Cost:
    return Cost("zcdp", rho=_finite_positive(rho, "ρ"))


def _finite_positive(value: RationalLike, name: str, allow_zero: bool = False) -> Fraction:
    x = to_fraction(value)
    if x < 0 or (x == 0 and not allow_zero):
        raise ValueError(translate("core.costs.accounting", "{name} must be greater than 0, got {value}").format(
            name=name, value=x))
    return x


def zcdp_to_approx(rho: Fraction, delta: Fraction) -> Cost:
    """ρ-zCDP ⇒ (ρ + 2·sqrt(ρ·ln(1/δ)), δ)-DP (Bun & Steinke 2016, Prop. 1.3), rounded up."""
    if not 0 < delta < 1:
        raise ValueError(translate("core.costs.accounting", "The conversion needs 0 < δ < 1"))
    eps = float(rho) + 2 * math.sqrt(float(rho) * math.log(1 / float(delta)))
    return Cost("approx", epsilon=_upper_fraction(eps), delta=Fraction(delta))


def rho_for_approx(epsilon: Fraction, delta: Fraction) -> Fraction:
    """The largest ρ whose zCDP ⇒ (ε, δ) conversion stays within (ε, δ), rounded down.

    Solves ρ + 2·sqrt(ρ·L) = ε with L = ln(1/δ): sqrt(ρ) = sqrt(L + ε) − sqrt(L) = ε/(sqrt(L + ε) + sqrt(L)),
    the second form free of cancellation (the first loses up to half the digits when ε ≪ L). Every float
    step is within a few ulps, so shrinking by 10^-9 keeps ρ on the safe side: ρ + 2·sqrt(ρ·L) ≤ ε.
    """
    if not 0 < delta < 1:
        raise ValueError(translate("core.costs.accounting", "δ must be in (0, 1) for a Gaussian mechanism"))
    log_term = math.log(delta.denominator) - math.log(delta.numerator)  # exact ints: no underflow for tiny δ
    eps = float(epsilon)
    root = eps / (math.sqrt(log_term + eps) + math.sqrt(log_term))
    return Fraction(root * root) * (1 - Fraction(1, 10**9))


CURRENCY_NAMES = {"pure": "ε-DP", "approx": "(ε, δ)-DP", "zcdp": "ρ-zCDP"}


def convert(cost: Cost, currency: str) -> Cost:
    """Express ``cost`` in ``currency``, or raise ValueError when no standard conversion exists."""
    if cost.kind == currency:
        return cost
    if cost.kind == "pure" and currency == "approx":
        return Cost("approx", epsilon=cost.epsilon)
    if cost.kind == "pure" and currency == "zcdp":
        return Cost("zcdp", rho=cost.epsilon ** 2 / 2)
    raise ValueError(translate(
        "core.costs.accounting", "An {cost} cost cannot be charged to an {budget} budget; "
        "choose the release's privacy setting in the budget's own terms"
    ).format(cost=CURRENCY_NAMES[cost.kind], budget=CURRENCY_NAMES[currency]))


def sequential(costs: list[Cost], currency: str) -> Cost:
    """Costs of mechanisms run one after another on the same data add up."""
    return sequential_counted(Counter(costs), currency)


def sequential_counted(counts: Counter[Cost], currency: str) -> Cost:
    """``sequential`` of each cost as many times as it is counted. A ledger repeats a few costs many times,
    so each distinct cost is added once, times its count; Fraction arithmetic is slow, so zero parts (a pure ε
    has no δ or ρ) and counts of one are not multiplied, and the sums start from the integer 0 (exact all the same:
    every step is a Fraction or integer operation)."""
    sums = [0, 0, 0]
    for cost, n in counts.items():
        if cost.kind != currency:
            cost = convert(cost, currency)
        for i, part in enumerate((cost.epsilon, cost.delta, cost.rho)):
            if part:
                sums[i] += part if n == 1 else part * n
    return Cost(currency, *(x if isinstance(x, Fraction) else Fraction(x) for x in sums))


def parallel(costs: list[Cost], currency: str) -> Cost:
    """Costs of mechanisms on disjoint parts of the data (each person in one part): the maximum."""
    parts = [convert(c, currency) for c in costs]
    return Cost(currency, epsilon=max((c.epsilon for c in parts), default=Fraction(0)),
                delta=max((c.delta for c in parts), default=Fraction(0)),
                rho=max((c.rho for c in parts), default=Fraction(0)))


def advanced_composition(epsilon: float, k: int, delta_prime: float) -> float:
    """ε of k ε-DP mechanisms together, with extra δ' (Dwork, Rothblum & Vadhan 2010)."""
    return math.sqrt(2 * k * math.log(1 / delta_prime)) * epsilon + k * epsilon * math.expm1(epsilon)


class BudgetExceeded(Exception):
    """A spend that would take the total over the budget; nothing was spent or sampled."""


class Odometer:
    """An in-memory budget that refuses any spend over it, before noise is drawn.

    ``spend`` checks and records under one lock, so two threads cannot both take the last of it.
    """

    def __init__(self, budget: Cost):
        self.budget = budget
        self._spent: list[Cost] = []
        self._lock = threading.Lock()

    @property
    def spent(self) -> Cost:
        return sequential(self._spent, self.budget.kind)

    @property
    def remaining(self) -> Cost:
        used = self.spent
        return Cost(self.budget.kind, epsilon=self.budget.epsilon - used.epsilon,
                    delta=self.budget.delta - used.delta, rho=self.budget.rho - used.rho)

    def check(self, cost: Cost) -> None:
        """Raise BudgetExceeded if ``cost`` does not fit in what remains."""
        try:  # nothing spent yet and the budget's own terms: the cost is its own total (already a valid Cost)
            total = cost if not self._spent and cost.kind == self.budget.kind else \
                sequential([*self._spent, cost], self.budget.kind)
            budget = self.budget
            over = total.epsilon > budget.epsilon or total.delta > budget.delta or total.rho > budget.rho
        except ValueError:  # the δs would add up to 1 or more: certainly over any budget
            over = True
        if over:
            raise BudgetExceeded(translate(
                "core.costs.accounting", "This release costs {cost}, but only {remaining} of the budget "
                "({budget}) is left; nothing was spent"
            ).format(cost=cost, remaining=self.remaining, budget=self.budget))

    def spend(self, cost: Cost) -> None:
        with self._lock:
            self.check(cost)
            self._spent.append(cost)
