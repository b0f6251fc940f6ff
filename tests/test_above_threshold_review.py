"""Adversarial review of issue #31 (above-threshold releases and dpgui.Study): each test is a problem found, or a
guarantee attacked that must hold."""

import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.above_threshold import (above_threshold_scales, release_above_threshold,
                                                   reported_above_probability, uncertainty)
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.store.project import Project
from tests.test_above_threshold import _make


@pytest.mark.parametrize("epsilon,c,monotone", [(3000, 1, False), (3000, 2, True), (10**6, 1, False),
                                                 (10**6, 1000, True)])
def test_uncertainty_is_computed_for_every_epsilon_the_limits_accept(epsilon, c, monotone):
    """ε up to 10^6 passes the limits; with ε ≥ ~3,000 both noises' e^(−1/b) underflow to 0.0 and the closed form
    divided 0 by 0 (ZeroDivisionError) — inside the release, after the charge."""
    scales = above_threshold_scales(epsilon, c=c, monotone=monotone)
    sure = uncertainty(50, scales)
    assert sure["w"] == 1 and sure["p_below"] <= 0.05 and sure["p_above"] >= 0.95
    assert reported_above_probability(50, 50, scales) == pytest.approx(1.0)  # q = T: ν − ρ ≥ 0, almost surely


def test_a_large_epsilon_is_released_not_failed_after_the_charge(tmp_path, rng):
    with Project.open(_make(tmp_path, budget=pure(10_000))) as p:
        r = release(p, "d", {"type": "above_threshold", "column": "district", "threshold": 100, "c": 2},
                    PrivacySetting.of(epsilon=3000))
        assert [x["above"] for x in r["rows"]] == [False, True, False, True]
        assert [e.state for e in p.ledger()] == ["completed"]
    d = release_above_threshold([0, 500], ["a", "b"], 250, 10**6, rng=rng).as_dict()
    assert d["values"] == [0, 1]
