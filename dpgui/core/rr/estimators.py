"""Debiased estimates and intervals for randomized-response data.

A design with P(yes) = λ = c·π + d gives the moment estimator π̂ = (λ̂ − d)/c with
SE = sqrt(λ̂(1 − λ̂)/(n − 1))/|c| (RRreg's convention, reference §6). An interval [L, U] for λ
maps exactly to [(L − d)/c, (U − d)/c] (ends swapped when c < 0) with the same coverage, and
intersecting with [0, 1] never lowers it. When π̂ falls outside [0, 1] the truncated value (the
ML estimate there) is reported beside the raw one, with a flag.
For GRR and OUE each option's report count is binomial with λ_i = q + f_i·(p − q), so the same
machinery applies with c = p − q, d = q (Wang et al. 2017).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from dpgui.core.intervals import binomial_interval, description, z_value
from dpgui.core.rr.designs import BinaryDesign, FrequencyOracle
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate


@dataclass(frozen=True)
class ProportionEstimate:
    estimate: float
    raw_estimate: float
    se: float
    ci_low: float
    ci_high: float
    truncated: bool
    interval: str
    confidence: float
    epsilon: float | None
    n: int
    yes: int
    method: str

    def as_dict(self) -> dict:
        out = asdict(self)
        if out["epsilon"] is not None and math.isinf(out["epsilon"]):
            out["epsilon"] = None
        return out


def estimate_linear(yes, n: int, c: float, d: float, interval: str = "wilson", confidence: float = 0.95):
    """Vectorised (raw π̂, SE, low, high) for yes counts under λ = c·π + d."""
    lam, low, high = binomial_interval(yes, n, interval, confidence)
    c, d = float(c), float(d)
    raw = (lam - d) / c
    se = np.sqrt(lam * (1 - lam) / (n - 1)) / abs(c)
    if interval == "wald":
        mapped_low, mapped_high = raw - z_value(confidence) * se, raw + z_value(confidence) * se
    else:
        mapped_low, mapped_high = (low - d) / c, (high - d) / c
        if c < 0:
            mapped_low, mapped_high = mapped_high, mapped_low
    return raw, se, np.clip(mapped_low, 0, 1), np.clip(mapped_high, 0, 1)


def estimate_binary(design: BinaryDesign, yes: int, n: int, interval: str = "wilson",
                    confidence: float = 0.95) -> ProportionEstimate:
    """The prevalence of the trait from ``yes`` reported yes answers out of ``n``."""
    raw, se, low, high = estimate_linear(yes, n, design.c, design.d, interval, confidence)
    raw = float(raw[0])
    return ProportionEstimate(
        estimate=min(max(raw, 0.0), 1.0), raw_estimate=raw, se=float(se[0]), ci_low=float(low[0]),
        ci_high=float(high[0]), truncated=not 0 <= raw <= 1, interval=interval, confidence=confidence,
        epsilon=design.epsilon, n=n, yes=int(yes),
        method=translate("core.rr.estimators", "the share of yes reports with the design's known noise removed "
                         "(moment estimator (λ̂ − d)/c, c = {c}, d = {d}); {interval}").format(
            c=plain_number(float(design.c), digits=4), d=plain_number(float(design.d), digits=4),
            interval=description(interval)),
    )


def estimate_frequencies(oracle: FrequencyOracle, counts, n: int, interval: str = "wilson",
                         confidence: float = 0.95) -> list[ProportionEstimate]:
    """Each option's share from GRR report counts, or OUE per-bit sums, out of ``n`` respondents."""
    counts = np.asarray(counts, dtype=np.int64)
    if counts.size != oracle.k:
        raise ValueError(translate("core.rr.estimators", "Expected {expected} counts, got {got}").format(
            expected=oracle.k, got=counts.size))
    raw, se, low, high = estimate_linear(counts, n, oracle.p - oracle.q, oracle.q, interval, confidence)
    method = translate("core.rr.estimators", "{oracle} estimator (C_i/n − q)/(p − q) with p = {p}, q = {q}; "
                       "{interval}").format(oracle=oracle.kind.upper(), p=plain_number(oracle.p, digits=4),
                                            q=plain_number(oracle.q, digits=4), interval=description(interval))
    return [
        ProportionEstimate(
            estimate=float(np.clip(r, 0, 1)), raw_estimate=float(r), se=float(s), ci_low=float(lo),
            ci_high=float(hi), truncated=not 0 <= r <= 1, interval=interval, confidence=confidence,
            epsilon=float(oracle.epsilon), n=n, yes=int(c), method=method)
        for r, s, lo, hi, c in zip(raw, se, low, high, counts)
    ]


def sample_size_for(design_c: float, half_width: float, prevalence: float = 0.5, d: float = 0.0,
                    confidence: float = 0.95) -> int:
    """The n whose Wald ± at ``confidence`` is at most ``half_width`` (planning, before data)."""
    lam = design_c * prevalence + d
    z = z_value(confidence)
    return math.ceil(1 + (z / (half_width * abs(design_c))) ** 2 * lam * (1 - lam))
