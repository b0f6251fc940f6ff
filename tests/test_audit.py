"""The auditor passes every mechanism the app ships and catches every broken variant (reference §8)."""

import pytest

from dpgui.core.verification.audit_gallery import CASES, run_case

SHIPPED = [c for c in CASES if not c.broken]
BROKEN = [c for c in CASES if c.broken]


@pytest.mark.parametrize("case", SHIPPED, ids=[c.name for c in SHIPPED])
def test_every_shipped_mechanism_passes(case):
    result = run_case(case.name, case.demo_epsilon)
    assert not result.violation, result


@pytest.mark.parametrize("case", BROKEN, ids=[c.name for c in BROKEN])
def test_every_broken_variant_is_flagged(case):
    result = run_case(case.name, case.demo_epsilon)
    assert result.violation and result.epsilon_lower > float(case.demo_epsilon), result


def test_histogram_also_passes_at_a_small_epsilon():
    assert not run_case("histogram", "0.1").violation


def test_unknown_mechanism():
    with pytest.raises(ValueError, match="Unknown mechanism"):
        run_case("nope", 1)
