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


def test_the_search_finds_the_columns_and_patterns_np_unique_finds():
    """The event search counts distinct values and output patterns without sorting where it can: the same
    few-valued columns, and the same patterns in the same order with the same counts, as np.unique."""
    import numpy as np

    from dpgui.core.verification.audit import _distinct_rows, _few_values
    gen = np.random.default_rng(29)  # test data only
    for trial in range(200):
        n = int(gen.integers(1, 3000))
        columns = [gen.integers(-1, 2, n), gen.choice([0, 10**12, -5], n), gen.integers(0, 20, n),
                   gen.integers(-10**6, 10**6, n), gen.integers(0, 3 * n + 40, n), gen.choice([-2**62, 2**62], n)]
        rows = np.stack([columns[k] for k in gen.choice(len(columns), int(gen.integers(1, 6)))], axis=1)
        assert [_few_values(c, 16) for c in rows.T] == [len(np.unique(c)) <= 16 for c in rows.T]
        found, counts = _distinct_rows(rows)
        expected, expected_counts = np.unique(rows, axis=0, return_counts=True)
        assert np.array_equal(found, expected) and np.array_equal(counts, expected_counts), trial
