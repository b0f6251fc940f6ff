"""Interval coverage by simulation through the real randomisers, with a power check."""

import math
from fractions import Fraction

import pytest

from dpgui.core.coverage import coverage, coverage_table, method_interval, simulate_yes_counts
from dpgui.core.rr import forced, warner
from dpgui.core.rr_estimators import estimate_linear

PREVALENCES = [Fraction(1, 100), Fraction(5, 100), Fraction(3, 10), Fraction(1, 2)]
SIZES = [50, 500, 5000]
REPS = 3000
CONF = 0.95
# A valid method's simulated coverage falls more than 5 SE below nominal with probability < 1e-6.
TOLERANCE = 5 * math.sqrt(CONF * (1 - CONF) / REPS)


@pytest.mark.parametrize("design", [warner("0.7"), forced("2/3", "1/6", "1/6")], ids=["warner", "forced"])
def test_conservative_methods_cover_everywhere(rng, design):
    rows = coverage_table(design, PREVALENCES, SIZES, REPS, CONF, ("clopper-pearson", "hoeffding", "wilson"), rng)
    for row in rows:
        for method in ("clopper-pearson", "hoeffding"):
            assert row[method] >= CONF - TOLERANCE, (method, row)
        # Wilson is not guaranteed to reach nominal, but it must stay close in every cell.
        assert row["wilson"] >= CONF - 0.03, row


def test_power_a_wrong_interval_is_caught(rng):
    design = warner("0.7")

    def forgets_the_design(yes, n):  # the λ interval used as if it were the π interval
        _, _, low, high = estimate_linear(yes, n, 1, 0, "wilson", CONF)
        return low, high

    def too_narrow(yes, n):  # divides the SE by c twice
        raw, se, _, _ = estimate_linear(yes, n, design.c, design.d, "wald", CONF)
        return raw - 1.96 * se * float(design.c), raw + 1.96 * se * float(design.c)

    yes = simulate_yes_counts(design, Fraction(3, 10), 500, REPS, rng)
    assert coverage(yes, 500, 0.3, method_interval(design, "wilson", CONF)) >= CONF - TOLERANCE
    for wrong in (forgets_the_design, too_narrow):
        assert coverage(yes, 500, 0.3, wrong) < CONF - TOLERANCE
