"""The value object every mechanism returns, and the privacy settings every mechanism takes."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from dpgui.core.choices import ADD_REMOVE, REPLACE_ONE  # noqa: F401 - re-exported
from dpgui.core.costs.accounting import Cost, approx, pure, rho_for_approx, zcdp
from dpgui.core.noise.rationals import RationalLike
from dpgui.core.words.translation import translate



@dataclass(frozen=True)
class Release:
    """A released statistic: noisy values, their intervals, and exactly how they were made.

    ``values`` are what the mechanism output; ``low``/``high`` are a ``confidence`` interval
    for each true value (``simultaneous`` means all at once). ``method`` says in plain words
    how the interval was computed. Nothing here is the unprotected data.
    """

    query: str
    values: np.ndarray
    low: np.ndarray
    high: np.ndarray
    confidence: float
    simultaneous: bool
    cost: Cost
    noise: dict
    method: str
    labels: list = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {
            "query": self.query,
            "labels": [str(x) for x in self.labels],
            "values": np.asarray(self.values).tolist(),
            "ci_low": np.asarray(self.low).tolist(),
            "ci_high": np.asarray(self.high).tolist(),
            "confidence": self.confidence,
            "simultaneous": self.simultaneous,
            "cost": self.cost.as_dict(),
            "noise": self.noise,
            "method": self.method,
            **self.extra,
        }


@dataclass(frozen=True)
class PrivacySetting:
    """What the curator chose: ε (pure), ε with δ, or ρ (zCDP). ``share`` is the part of the curator's
    setting this one is (after :meth:`scaled`), so that a refusal can name the curator's own ε."""

    epsilon: Fraction | None = None
    delta: Fraction | None = None
    rho: Fraction | None = None
    share: Fraction = field(default=Fraction(1), compare=False, repr=False)

    @classmethod
    def of(cls, epsilon: RationalLike | None = None, delta: RationalLike | None = None,
           rho: RationalLike | None = None) -> "PrivacySetting":
        if rho is not None and (epsilon is not None or delta is not None):
            raise ValueError(translate("core.mechanisms.release", "Give either ρ, or ε (with an optional δ), not both"))
        if rho is None and epsilon is None:
            raise ValueError(translate("core.mechanisms.release", "Give ε (with an optional δ) or ρ"))
        cost = zcdp(rho) if rho is not None else approx(epsilon, delta) if delta else pure(epsilon)
        return cls(epsilon=cost.epsilon if epsilon is not None else None,
                   delta=cost.delta if delta else None, rho=cost.rho if rho is not None else None)

    @property
    def cost(self) -> Cost:
        if self.rho is not None:
            return zcdp(self.rho)
        return approx(self.epsilon, self.delta) if self.delta else pure(self.epsilon)

    @property
    def gaussian(self) -> bool:
        """Gaussian noise for ρ or (ε, δ); Laplace noise for pure ε."""
        return self.rho is not None or bool(self.delta)

    def rho_for_gaussian(self) -> Fraction:
        return self.rho if self.rho is not None else rho_for_approx(self.epsilon, self.delta)

    def scaled(self, share: Fraction) -> "PrivacySetting":
        """The same kind of setting with ``share`` of the budget (for splitting ε or ρ)."""
        if self.rho is not None:
            return PrivacySetting(rho=self.rho * share, share=self.share * share)
        return PrivacySetting(epsilon=self.epsilon * share, delta=self.delta * share if self.delta else None,
                              share=self.share * share)


def clamp_interval(low: np.ndarray, high: np.ndarray, lower=None, upper=None):
    """Intersect intervals with a known range; this never lowers coverage."""
    if lower is not None:
        low, high = np.maximum(low, lower), np.maximum(high, lower)
    if upper is not None:
        low, high = np.minimum(low, upper), np.minimum(high, upper)
    return low, high
