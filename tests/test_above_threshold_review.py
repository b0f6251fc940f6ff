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


# -- Δ = the most rows one person has, through the engine --------------------------------------------------------

def test_the_engine_scales_every_noise_by_the_max_rows_per_person(tmp_path):
    """With 3 rows per person, a count moves by up to 3: Δ = 3 in the line's, the counts' and the follow-up's noise
    (the engine could pass Δ = 1 and every other test passed)."""
    from dpgui.core.mechanisms.release import ADD_REMOVE
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    from tests.test_above_threshold import SCHEMA

    (tmp_path / "d.csv").write_text("id,district,sex,age\n" + "".join(f"{i},D{1 + i % 4},f,30\n" for i in range(40)),
                                    encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(100), ADD_REMOVE, max_rows_per_person=3) as p:
        p.add_dataset("d", open_table(tmp_path / "d.csv"), parse_schema(SCHEMA))
        r = release(p, "d", {"type": "above_threshold", "column": "district", "threshold": 5, "c": 2,
                             "follow_up": 0.5}, PrivacySetting.of(epsilon=2))
    # ε_svt = 1, halves 1/2: threshold Δ/ε1 = 6, counts 2cΔ/ε2 = 24; ε_num = 1: follow-up cΔ/ε_num = 6
    assert r["noise"]["sensitivity"] == 3
    assert (r["noise"]["threshold_scale"], r["noise"]["query_scale"], r["noise"]["value_scale"]) == ("6", "24", "6")


# -- the follow-up counts: fresh noise of the stated law, independent of the chain's ---------------------------

def _follow_up_noise(rng, releases=30, m=1000):
    """The follow-up noise (value − true count) of every candidate reported above, over many releases whose
    candidates all sit exactly on the line, where being reported above means the chain's own noise was high."""
    from dpgui.core.mechanisms import above_threshold as at

    threshold, out = 50, []
    for _ in range(releases):
        d = release_above_threshold([threshold] * m, [str(i) for i in range(m)], threshold, 1000, c=m,
                                    follow_up=0.5, rng=rng).as_dict()
        values = [v for v in d["follow_up_values"] if v is not None]
        assert len(values) == d["values"].count(1)
        out += [v - threshold for v in values]
    return out, at.above_threshold_scales(1000, c=m, follow_up=0.5)


def test_follow_up_noise_is_the_stated_law_and_independent_of_the_chain(rng, monkeypatch):
    """χ² of the follow-up noise of candidates reported above against DL(cΔ/ε_num) (p < 1e-6 false alarm). If the
    follow-up reused the chain's noise ν (high, given "above") or drew none, it would fail: both checked (power)."""
    import numpy as np

    from dpgui.core.noise.distributions import DiscreteLaplace
    from tests.stat_checks import FALSE_ALARM, chi2_pvalue

    noise, scales = _follow_up_noise(rng)
    assert scales.value_scale == 2 and len(noise) > 10_000
    support = np.arange(-40, 41)
    law = DiscreteLaplace(scales.value_scale)
    assert chi2_pvalue(noise, support, law.pmf(support)) > FALSE_ALARM
    # power: noise of the right law but read off only when it is high enough to pass a line (what reusing the
    # chain's noise for those above would publish), and no noise at all
    from dpgui.core.noise import samplers

    nu = np.asarray(samplers.discrete_laplace(scales.value_scale, 4 * len(noise), rng))
    rho = np.asarray(samplers.discrete_laplace(scales.value_scale, 4 * len(noise), rng))
    assert chi2_pvalue(nu[nu >= rho][:len(noise)], support, law.pmf(support)) < FALSE_ALARM
    assert chi2_pvalue(np.zeros(len(noise), dtype=int), support, law.pmf(support)) < FALSE_ALARM


# -- the notebook: what a study shows of its budget ----------------------------------------------------------------

def test_a_study_shows_the_spending_carried_for_rows_it_just_added(tmp_path):
    import warnings

    import pandas as pd

    import dpgui
    from dpgui.core.costs.accounting import BudgetExceeded

    frame = pd.DataFrame({"k": ["a"] * 30 + ["b"] * 10})
    schema = {"columns": {"k": {"type": "categorical", "categories": ["a", "b"]}}}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with dpgui.Study.create(tmp_path / "first.dpgui", epsilon=10) as first:
            first.add(frame, name="d", schema=schema)
            first.count(epsilon=3)
        with dpgui.Study.create(tmp_path / "second.dpgui", epsilon=10) as second:
            second.add(frame, name="same rows", schema=schema)
            with pytest.raises(BudgetExceeded, match="only ε = 7"):  # the charge counts the 3 spent on these rows
                second.count(epsilon=9)
        with dpgui.Study.create(tmp_path / "third.dpgui", epsilon=10) as third:
            third.add(frame, name="same rows", schema=schema)
            assert third.budget().spent == 3  # shown: 0 spent, 10 left, until the file is reopened or charged


def test_two_way_candidates_with_the_same_name_are_refused_before_the_charge(tmp_path):
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table

    (tmp_path / "d.csv").write_text("a,b\np × q,r\np,q × r\n", encoding="utf-8")
    cats = {"a": ["p × q", "p"], "b": ["q × r", "r"]}  # cells (p × q, r) and (p, q × r) are both "p × q × r"
    schema = {"columns": {c: {"type": "categorical", "categories": v, "outside": "exclude", "missing": "exclude"}
                          for c, v in cats.items()}}
    with Project.create(tmp_path / "p.dpgui", pure(10)) as p:
        p.add_dataset("d", open_table(tmp_path / "d.csv"), parse_schema(schema))
        with pytest.raises(ValueError, match="both be called .p × q × r."):
            release(p, "d", {"type": "above_threshold", "columns": ["a", "b"], "threshold": 1},
                    PrivacySetting.of(epsilon=1))
        assert p.ledger() == []
