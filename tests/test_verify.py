import math
from fractions import Fraction

import pytest

from dpgui.core.mechanisms.truncated_geometric import truncated_geometric_matrix
from dpgui.core.rr.designs import FrequencyOracle, forced, warner
from dpgui.core.verification.verify import (FiniteMechanism, check_claim, delta_tv, epsilon_star, hockey_stick,
                                            read_matrix_csv, report)

SURVEY = FiniteMechanism.of(forced("1/2", "1/4", "1/4").matrix(), ["trait", "no trait"], ["yes", "no"])


def test_survey_mechanism_is_ln3_and_ln9_when_run_twice():
    star = epsilon_star(SURVEY)
    assert star.closed_form == "ln 3" and star.epsilon == pytest.approx(math.log(3))
    twice = epsilon_star(SURVEY.compose(2))
    assert twice.closed_form == "ln 9" and twice.worst_output in ("yes,yes", "no,no")
    assert epsilon_star(SURVEY.compose(2).marginal(2)).closed_form == "ln 3"  # the second output alone


def test_truncated_geometric_is_ln2_for_half():
    mech = FiniteMechanism.of(truncated_geometric_matrix(Fraction(1, 2), 5))
    star = epsilon_star(mech)
    assert star.closed_form == "ln 2" and star.exact
    assert epsilon_star(mech, "all").closed_form == "ln 32"  # 0 vs 5: (2/3)/(1/48)


def test_hockey_stick_by_hand():
    # rows (3/4, 1/4) vs (1/4, 3/4): δ(0) = 1/2, δ(ln 2) = 3/4 − 2·1/4 = 1/4, δ(ln 3) = 0.
    assert delta_tv(SURVEY) == 0.5
    assert hockey_stick(SURVEY, math.log(2))[0] == pytest.approx(0.25)
    assert hockey_stick(SURVEY, math.log(3) + 1e-12)[0] == pytest.approx(0, abs=1e-12)


def test_claim_checker_gives_a_witness():
    bad = check_claim(SURVEY, 1.0, 0.0)
    assert not bad.holds and bad.event == ["yes"] and bad.pair == ("trait", "no trait")
    assert check_claim(SURVEY, math.log(3), 0.0).holds
    assert check_claim(SURVEY, 1.0, 0.1).holds


def test_infinite_epsilon_when_a_neighbour_cannot_produce_an_output():
    mech = FiniteMechanism.of(forced("1/2", "1/2", "0", allow_infinite=True).matrix())
    result = report(mech)
    assert result["epsilon"] is None and result["epsilon_closed_form"] == "∞"


def test_float_matrices_are_marked_inexact():
    rows, outs = FrequencyOracle("grr", 3, Fraction(1)).matrix()
    star = epsilon_star(FiniteMechanism.of(rows, outputs=outs), "all")
    assert star.epsilon == pytest.approx(1.0) and not star.exact


def test_neighbour_lists_and_csv_reading():
    text = "input,a,b,c\nx,1/2,1/4,1/4\ny,1/4,1/2,1/4\nz,0.25,0.25,0.5\n"
    mech = read_matrix_csv(text)
    assert mech.outputs == ("a", "b", "c") and mech.matrix[2][2] == Fraction(1, 2)
    star = epsilon_star(mech, [("x", "z")])
    assert star.closed_form == "ln 2" and set(star.worst_pair) == {"x", "z"}
    with pytest.raises(ValueError, match="not an input"):
        epsilon_star(mech, [("x", "q")])


@pytest.mark.parametrize("text, message", [
    ("input,a,b\nx,1/2,1/3\n", "sums to"),
    ("input,a,b\nx,1/2\n", "Line 2 has 1"),
    ("input,a,b\nx,half,1/2\n", "Line 2"),
    ("input,a\n", "at least one input"),
    ("input,a,b\nx,3/2,-1/2\n", "negative"),
])
def test_malformed_matrices_get_clear_messages(text, message):
    with pytest.raises(ValueError, match=message):
        read_matrix_csv(text)


def test_warner_matrix():
    assert epsilon_star(FiniteMechanism.of(warner("0.7").matrix())).closed_form == "ln(7/3)"


def test_above_threshold_model_is_exact_and_within_the_paper_bound():
    from dpgui.core.verification.online_model import PAPER_BOUND, above_threshold_model
    one = above_threshold_model(2, [0])
    assert all(sum(row) == 1 and all(isinstance(v, Fraction) for v in row) for row in one.matrix)
    # one query: ⊤ iff the noisy answer ≥ the noisy threshold; P(⊥ | d = 0) by hand from the seed's tables
    t_law = [Fraction(1, 20), Fraction(3, 20), Fraction(3, 5), Fraction(3, 20), Fraction(3, 80), Fraction(1, 80)]
    q_row0 = [Fraction(2, 3), Fraction(1, 6), Fraction(1, 12), Fraction(1, 24), Fraction(1, 48), Fraction(1, 48)]
    assert one.matrix[0][1] == sum(p * sum(q_row0[:t]) for t, p in enumerate(t_law))
    three = above_threshold_model(2, [0, 0, 0])
    assert epsilon_star(three).closed_form == "ln 8"
    assert hockey_stick(three, PAPER_BOUND[0])[0] <= PAPER_BOUND[1]
    assert check_claim(three, 1.0, 0.05).holds and not check_claim(three, 1.0, 0.01).holds


def test_half_geometric_matrix_entry_by_entry_from_the_seed():
    """Seed 003 lists every row of the truncated ½-geometric mechanism on {0..5}."""
    F = Fraction
    seed = [[F(2, 3), F(1, 6), F(1, 12), F(1, 24), F(1, 48), F(1, 48)],
            [F(1, 3), F(1, 3), F(1, 6), F(1, 12), F(1, 24), F(1, 24)],
            [F(1, 6), F(1, 6), F(1, 3), F(1, 6), F(1, 12), F(1, 12)],
            [F(1, 12), F(1, 12), F(1, 6), F(1, 3), F(1, 6), F(1, 6)],
            [F(1, 24), F(1, 24), F(1, 12), F(1, 6), F(1, 3), F(1, 3)],
            [F(1, 48), F(1, 48), F(1, 24), F(1, 12), F(1, 6), F(2, 3)]]
    assert truncated_geometric_matrix(F(1, 2), 5) == seed
    quarter = truncated_geometric_matrix(F(1, 4), 5)  # the seed's threshold noise, row t = 2
    assert quarter[2] == [F(1, 20), F(3, 20), F(3, 5), F(3, 20), F(3, 80), F(1, 80)]


def test_hockey_stick_is_exact_where_float_e_to_the_epsilon_is_not():
    """math.log(2) is a float just below ln 2, but math.exp of it rounds to exactly 2.0: a float comparison
    finds no event and δ = 0, while the exact δ is 2/3 − e^ε/3 ≈ 1.5e-17 > 0."""
    from decimal import Decimal, getcontext
    mech = FiniteMechanism.of([["2/3", "1/3"], ["1/3", "2/3"]])
    eps = math.log(2)
    assert math.exp(eps) == 2.0
    getcontext().prec = 50
    true_delta = float(Decimal(2) / 3 - Decimal(eps).exp() / 3)
    delta, pair, event = hockey_stick(mech, eps)
    assert delta == pytest.approx(true_delta, rel=1e-12) and event == ["0"]
    assert not check_claim(mech, eps, 0.0).holds
    above = math.nextafter(eps, 1)  # just above ln 2: the event is empty and δ is exactly 0
    assert hockey_stick(mech, above)[0] == 0 and check_claim(mech, above, 0.0).holds
    assert report(mech, delta_at=[eps])["exact"]
