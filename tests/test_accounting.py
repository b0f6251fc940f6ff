import threading
from fractions import Fraction

import pytest

from dpgui.core.costs import accounting as acc


def test_exact_sums_fit_the_budget_exactly():
    odo = acc.Odometer(acc.pure(1))
    for _ in range(10):
        odo.spend(acc.pure(0.1))
    assert odo.remaining.epsilon == 0
    with pytest.raises(acc.BudgetExceeded, match="nothing was spent"):
        odo.spend(acc.pure(0.01))
    assert odo.spent.epsilon == 1


def test_conversions():
    assert acc.convert(acc.pure(2), "zcdp").rho == 2
    assert acc.convert(acc.pure("1/2"), "approx") == acc.Cost("approx", epsilon=Fraction(1, 2))
    with pytest.raises(ValueError, match="cannot be charged"):
        acc.convert(acc.zcdp(1), "pure")
    converted = acc.zcdp_to_approx(Fraction(1, 2), Fraction(1, 10**6))
    assert float(converted.epsilon) == pytest.approx(0.5 + 2 * (0.5 * 13.815510557964274) ** 0.5, rel=1e-9)
    rho = acc.rho_for_approx(Fraction(1), Fraction(1, 10**6))
    assert acc.zcdp_to_approx(rho, Fraction(1, 10**6)).epsilon <= 1


def test_sequential_and_parallel_composition():
    costs = [acc.approx(0.5, 1e-6), acc.pure(0.25)]
    seq = acc.sequential(costs, "approx")
    assert seq.epsilon == Fraction(3, 4) and seq.delta == Fraction("1e-6")
    par = acc.parallel(costs, "approx")
    assert par.epsilon == Fraction(1, 2)
    assert acc.sequential([acc.pure(1), acc.zcdp(0.5)], "zcdp").rho == 1


def test_advanced_composition_beats_basic_for_many_small_steps():
    assert acc.advanced_composition(0.01, 1000, 1e-6) < 0.01 * 1000


def test_impossible_settings_are_refused():
    for bad in (lambda: acc.pure(0), lambda: acc.pure(-1), lambda: acc.approx(1, 1.5), lambda: acc.pure("x")):
        with pytest.raises(ValueError):
            bad()


def test_two_threads_cannot_both_take_the_last_of_the_budget():
    odo = acc.Odometer(acc.pure(1))
    outcomes = []
    barrier = threading.Barrier(8)

    def spend():
        barrier.wait()
        try:
            odo.spend(acc.pure(0.5))
            outcomes.append("ok")
        except acc.BudgetExceeded:
            outcomes.append("refused")

    threads = [threading.Thread(target=spend) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert outcomes.count("ok") == 2 and odo.spent.epsilon == 1


@pytest.mark.parametrize("epsilon", ["1e-6", "0.001", "0.01", "1", "10", "1000"])
def test_rho_for_approx_is_conservative_and_tight(epsilon):
    """ρ + 2·sqrt(ρ·ln(1/δ)) ≤ ε, checked in 80-digit decimals, and within 2e-9 of ε (no cancellation)."""
    from decimal import Decimal, localcontext
    eps = Fraction(epsilon)
    for delta in (Fraction(1, 10**3), Fraction(1, 10**6), Fraction(1, 10**30), Fraction(1, 10**400)):
        rho = acc.rho_for_approx(eps, delta)
        with localcontext() as ctx:
            ctx.prec = 80
            r = Decimal(rho.numerator) / Decimal(rho.denominator)
            log_term = Decimal(delta.denominator).ln() - Decimal(delta.numerator).ln()
            used = r + 2 * (r * log_term).sqrt()
            target = Decimal(eps.numerator) / Decimal(eps.denominator)
            assert used <= target
            assert (target - used) / target < Decimal("2e-9")
