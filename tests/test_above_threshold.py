"""The above-threshold release: its scales, its chain, its exact uncertainty, and the query kind end to end."""

from fractions import Fraction

import numpy as np
import pytest
from scipy import stats

from dpgui.core.mechanisms.above_threshold import (
    ABOVE, BELOW, NOT_ASKED, AboveThresholdScales, above_threshold_runs, above_threshold_scales,
    release_above_threshold, reported_above_probability, uncertainty)
from dpgui.core.noise.distributions import DiscreteLaplace
from tests.stat_checks import FALSE_ALARM


def brute_at_least(d, scales, reach=60):
    """P(ν − ρ ≥ d) by summing the two pmfs over a wide square (tails beyond it below 1e-20)."""
    r_reach = int(reach * float(scales.threshold_scale)) + 1
    y_reach = int(reach * float(scales.query_scale)) + abs(d) + r_reach
    r = np.arange(-r_reach, r_reach + 1)
    y = np.arange(-y_reach, y_reach + 1)
    pr, py = DiscreteLaplace(scales.threshold_scale).pmf(r), DiscreteLaplace(scales.query_scale).pmf(y)
    tail = np.concatenate([np.cumsum(py[::-1])[::-1], [0.0]])  # tail[i] = P(ν ≥ y[i])
    return float((pr * tail[np.clip(d + r + y_reach, 0, y.size)]).sum())


def test_scales_follow_lyu_su_li_and_the_follow_up_split():
    s = above_threshold_scales(1, c=1, sensitivity=1)
    assert (s.threshold_scale, s.query_scale, s.value_scale) == (2, 4, None)
    assert (s.epsilon_svt, s.epsilon_values) == (1, 0)
    m = above_threshold_scales(1, c=1, sensitivity=1, monotone=True)
    assert (m.threshold_scale, m.query_scale) == (2, 2)
    f = above_threshold_scales(2, c=3, sensitivity=2, follow_up=Fraction(1, 4))
    # ε_svt = 3/2, ε1 = ε2 = 3/4: Δ/ε1 = 8/3, 2cΔ/ε2 = 16; ε_num = 1/2: cΔ/ε_num = 12
    assert (f.threshold_scale, f.query_scale, f.value_scale) == (Fraction(8, 3), 16, 12)
    assert f.epsilon_svt + f.epsilon_values == 2


@pytest.mark.parametrize("bad", [dict(c=0), dict(c=1001), dict(c=True), dict(c=1.0), dict(follow_up=1),
                                 dict(follow_up=-0.1), dict(epsilon=0), dict(epsilon=Fraction(1, 2**60))])
def test_scales_refuse_bad_parameters(bad):
    args = {"epsilon": 1, "c": 1, "follow_up": 0, **bad}
    with pytest.raises(ValueError):
        above_threshold_scales(args["epsilon"], args["c"], 1, False, args["follow_up"])


@pytest.mark.parametrize("t_scale,q_scale", [(2, 4), (2, 2), (Fraction(8, 3), 16), (Fraction(1, 3), Fraction(1, 2)),
                                             (5, 5)])
def test_reported_above_probability_matches_a_brute_force_sum(t_scale, q_scale):
    scales = AboveThresholdScales(Fraction(t_scale), Fraction(q_scale), None, Fraction(1), Fraction(0))
    for d in (-40, -7, -1, 0, 1, 2, 3, 9, 25, 60):
        exact = reported_above_probability(50 - d, 50, scales)
        assert exact == pytest.approx(brute_at_least(d, scales), rel=1e-9, abs=1e-15), d


@pytest.mark.parametrize("kwargs", [dict(), dict(monotone=True), dict(c=3, follow_up=0.5), dict(epsilon=4)])
def test_uncertainty_is_the_smallest_w_by_brute_force(kwargs):
    args = {"epsilon": 1, **kwargs}
    scales = above_threshold_scales(args.pop("epsilon"), **args)
    sure = uncertainty(50, scales, 0.95)
    w = sure["w"]
    assert brute_at_least(w, scales) <= 0.05 < brute_at_least(w - 1, scales)
    assert sure["below"] == 50 - w and sure["above"] == 50 + w
    assert sure["p_below"] == pytest.approx(brute_at_least(w, scales), rel=1e-9) and sure["p_below"] <= 0.05
    assert sure["p_above"] == pytest.approx(1 - brute_at_least(w + 1, scales), rel=1e-9)
    assert sure["p_above"] >= 0.95
    assert set(sure) == {"w", "below", "above", "p_below", "p_above"}


def test_uncertainty_figures_for_epsilon_one():
    assert uncertainty(50, above_threshold_scales(1))["w"] == 11
    assert uncertainty(50, above_threshold_scales(1, monotone=True))["w"] == 7


def test_chain_stops_after_c_aboves(rng):
    scales = above_threshold_scales(1000)  # tiny noise: the pattern is the true one
    runs = above_threshold_runs([0, 100, 0, 100, 100, 0], 50, above_threshold_scales(1000, c=2), 2, 3, rng)
    assert runs.tolist() == [[BELOW, ABOVE, BELOW, ABOVE, NOT_ASKED, NOT_ASKED]] * 3
    one = above_threshold_runs([100, 100], 50, scales, 1, 1, rng)
    assert one.tolist() == [[ABOVE, NOT_ASKED]]


def test_chain_takes_counts_beyond_int64(rng):
    runs = above_threshold_runs([2**70, 0], 2**69, above_threshold_scales(1), 1, 4, rng)
    assert runs.tolist() == [[ABOVE, NOT_ASKED]] * 4


def _above_rate_pvalue(samples_above: int, n: int, p: float) -> float:
    return stats.binomtest(samples_above, n, p).pvalue


@pytest.mark.parametrize("monotone", [False, True])
def test_stated_rates_hold_at_the_line_plus_and_minus_w_with_power(rng, monotone):
    """A candidate at T ± w examined first is reported above at exactly the stated rate (p < 1e-6 false alarm);
    the same test rejects a chain run at a deliberately wrong (too small, unscaled by c) query noise."""
    c, threshold, n = 2, 50, 200_000
    scales = above_threshold_scales(1, c=c, monotone=monotone)
    sure = uncertainty(threshold, scales)
    wrong = AboveThresholdScales(scales.threshold_scale, scales.query_scale / c, None, Fraction(1), Fraction(0))
    for true, stated in ((sure["below"], sure["p_below"]), (sure["above"], sure["p_above"])):
        counts = [true, 0, 0]
        right_runs = above_threshold_runs(counts, threshold, scales, c, n, rng)[:, 0]
        assert _above_rate_pvalue(int((right_runs == ABOVE).sum()), n, stated) > FALSE_ALARM
        wrong_runs = above_threshold_runs(counts, threshold, wrong, c, n, rng)[:, 0]
        assert _above_rate_pvalue(int((wrong_runs == ABOVE).sum()), n, stated) < FALSE_ALARM


def test_release_lists_above_below_and_not_examined(rng):
    r = release_above_threshold([0, 500, 0, 500, 500], list("abcde"), 250, 1000, c=2, rng=rng)
    d = r.as_dict()
    assert d["query"] == "above_threshold"
    assert d["values"] == [0, 1, 0, 1, None] and d["labels"] == list("abcde")
    assert d["ci_low"] == [None] * 5 and d["follow_up_values"] == [None] * 5
    assert (d["examined"], d["stopped"], d["threshold"], d["c"], d["order"]) == (4, True, 250, 2, "declared")
    assert d["cost"]["epsilon"] == 1000 and "4 of 5 were examined" in d["method"]


def test_follow_up_counts_cover_at_the_stated_rate(rng):
    """Each follow-up interval covers the true count at ≥ 95%: many releases at a small ε."""
    trues = [80, 90, 70]
    hits = total = 0
    for _ in range(400):
        d = release_above_threshold(trues, list("xyz"), 10, 1, c=3, follow_up=0.5, rng=rng).as_dict()
        for i, v in enumerate(d["values"]):
            if v == 1:
                assert d["ci_low"][i] <= d["follow_up_values"][i] <= d["ci_high"][i]
                hits += d["ci_low"][i] <= trues[i] <= d["ci_high"][i]
                total += 1
    assert total > 1000
    assert stats.binomtest(hits, total, 0.95, alternative="less").pvalue > FALSE_ALARM


def test_method_says_it_all_in_plain_words(rng):
    d = release_above_threshold([10, 90], ["D1", "D2"], 50, 1, rng=rng, order="given").as_dict()
    m = d["method"]
    for words in ("2 candidates", "given order", "line 50", "after 1 reported above", "discrete Laplace",
                  "scale 2", "scale 4", "39 or less (the line minus 11)", "61 or more", "at most 5%",
                  "at least 95%"):
        assert words in m, words


# -- the query kind, through the engine ---------------------------------------------------------------------------

import json  # noqa: E402

from dpgui.cli.main import main  # noqa: E402
from dpgui.core.costs.accounting import pure, zcdp  # noqa: E402
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting  # noqa: E402
from dpgui.engine import plan_run  # noqa: E402
from dpgui.engine import release as engine_release  # noqa: E402
from dpgui.engine.plan import PlannedQuery, accuracy, describe, epsilon_for  # noqa: E402
from dpgui.engine.release import release  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.importers import open_table  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

SCHEMA = {"columns": {"id": {"type": "identifier"},
                      "district": {"type": "categorical", "categories": ["D1", "D2", "D3", "D4"],
                                   "outside": "exclude", "missing": "exclude"},
                      "sex": {"type": "categorical", "categories": ["f", "m"], "outside": "exclude",
                              "missing": "exclude"},
                      "age": {"type": "numeric", "lower": 0, "upper": 100}}}
TRUE = {"D1": 10, "D2": 400, "D3": 30, "D4": 300}  # D2 and D4 above 100
BIG = PrivacySetting.of(epsilon=200)  # little noise, so the pattern is the true one


def _make(tmp_path, unit=ADD_REMOVE, budget=pure(1000)):
    rows = [(d, "fm"[i % 2], i % 90) for d, n in TRUE.items() for i in range(n)]
    text = "id,district,sex,age\n" + "".join(f"{i},{d},{s},{a}\n" for i, (d, s, a) in enumerate(rows))
    (tmp_path / "d.csv").write_text(text, encoding="utf-8")
    path = tmp_path / "p.dpgui"
    with Project.create(path, budget, unit=unit) as p:
        p.add_dataset("d", open_table(tmp_path / "d.csv"), parse_schema(SCHEMA))
    return path


@pytest.fixture
def project(tmp_path):
    with Project.open(_make(tmp_path)) as p:
        yield p


def _above(result):
    return {r["label"]: r["above"] for r in result["rows"]}


def test_a_column_in_declared_order_and_the_stored_form(project):
    r = release(project, "d", {"type": "above_threshold", "column": "district", "threshold": 100, "c": 2}, BIG)
    assert [x["label"] for x in r["rows"]] == ["D1", "D2", "D3", "D4"]  # no catch-all cells declared
    assert _above(r) == {"D1": False, "D2": True, "D3": False, "D4": True}
    assert r["values"] == [0, 1, 0, 1] and (r["examined"], r["stopped"], r["order"]) == (4, True, "declared")
    for field in ("threshold", "c", "monotone", "follow_up", "follow_up_values", "uncertainty", "method"):
        assert field in r
    assert r["asked"] == "Which district counts are above 100" and r["cost"]["epsilon"] == 200


def test_an_order_given_is_kept_and_never_comes_from_the_data(project):
    order = ["D4", "D3", "D2", "D1"]
    r = release(project, "d", {"type": "above_threshold", "column": "district", "threshold": 100, "order": order},
                BIG)
    assert [x["label"] for x in r["rows"]] == order and r["order"] == "given"
    assert _above(r) == {"D4": True, "D3": None, "D2": None, "D1": None} and r["examined"] == 1
    declared = release(project, "d", {"type": "above_threshold", "column": "district", "threshold": 1000}, BIG)
    assert [x["label"] for x in declared["rows"]] == ["D1", "D2", "D3", "D4"]  # none above: still as declared


def test_two_columns_and_filters_with_follow_up(project):
    r = release(project, "d", {"type": "above_threshold", "columns": ["district", "sex"], "threshold": 100, "c": 8},
                BIG)
    above = _above(r)
    assert len(above) == 8 and above["D2 × f"] and above["D4 × m"] and not above["D1 × f"]
    filters = [{"name": "old", "where": {"column": "age", "range": [80, 100]}},
               {"name": "D2 women", "where": {"column": "district", "equals": "D2"}}]
    r = release(project, "d", {"type": "above_threshold", "filters": filters, "threshold": 100, "c": 2,
                               "follow_up": 0.5, "where": {"column": "sex", "equals": "f"}}, BIG)
    assert _above(r) == {"old": False, "D2 women": True}
    row = r["rows"][1]
    assert row["ci_low"] <= row["estimate"] <= row["ci_high"] and abs(row["estimate"] - 200) < 10
    assert r["rows"][0]["estimate"] is None and r["follow_up_values"][0] is None


@pytest.mark.parametrize("query,message", [
    ({"threshold": 10}, "exactly one of"),
    ({"column": "district", "columns": ["district", "sex"], "threshold": 10}, "exactly one of"),
    ({"column": "age", "threshold": 10}, "categorical"),
    ({"column": "district"}, '"threshold"'),
    ({"column": "district", "threshold": 10.5}, '"threshold"'),
    ({"column": "district", "threshold": True}, '"threshold"'),
    ({"column": "district", "threshold": 10, "c": 0}, '"c"'),
    ({"column": "district", "threshold": 10, "c": 5}, '"c"'),  # more than the 4 candidates
    ({"column": "district", "threshold": 10, "order": ["D1", "D2", "D3"]}, '"order"'),
    ({"column": "district", "threshold": 10, "order": ["D1", "D2", "D3", "D3"]}, '"order"'),
    ({"column": "district", "threshold": 10, "order": ["D1", "D2", "D3", "D9"]}, '"order"'),
    ({"column": "district", "threshold": 10, "monotone": "yes"}, '"monotone"'),
    ({"column": "district", "threshold": 10, "follow_up": 1}, '"follow_up"'),
    ({"column": "district", "threshold": 10, "follow_up": -0.5}, '"follow_up"'),
    ({"column": "district", "threshold": 10, "uper": 3}, "does not take"),
    ({"columns": ["district"], "threshold": 10}, "two different"),
    ({"filters": [], "threshold": 10}, '"filters"'),
    ({"filters": [{"name": "a", "where": {"column": "nope", "equals": "x"}}], "threshold": 10}, "nope"),
    ({"filters": [{"name": " ", "where": {"column": "sex", "equals": "f"}}], "threshold": 10}, "name"),
    ({"filters": [{"name": "a", "where": {"column": "sex", "equals": "f"}}] * 2, "threshold": 10}, "same name"),
    ({"filters": [{"name": "a", "where": {"column": "sex", "equals": "f"}, "x": 1}], "threshold": 10},
     "does not take"),
])
def test_bad_queries_are_refused_before_anything_is_spent(project, query, message):
    with pytest.raises(ValueError, match=message):
        release(project, "d", {"type": "above_threshold", **query}, BIG)
    assert project.ledger() == []


def test_pure_epsilon_only_and_limits_before_the_charge(project, tmp_path):
    q = {"type": "above_threshold", "column": "district", "threshold": 10}
    (tmp_path / "z").mkdir()
    with Project.open(_make(tmp_path / "z", budget=zcdp(1000))) as p:
        with pytest.raises(ValueError, match="pure ε"):
            release(p, "d", q, PrivacySetting.of(rho=1))
        assert p.ledger() == []
    with pytest.raises(ValueError, match="too small"):
        release(project, "d", {**q, "follow_up": 1e-20}, BIG)
    assert project.ledger() == []


def test_monotone_is_refused_under_replace_one(tmp_path):
    with Project.open(_make(tmp_path, REPLACE_ONE)) as p:
        q = {"type": "above_threshold", "column": "district", "threshold": 10, "monotone": True}
        with pytest.raises(ValueError, match="add-remove"):
            release(p, "d", q, BIG)
        assert p.ledger() == []
        assert release(p, "d", {**q, "monotone": False}, BIG)["noise"]["query_scale"] == "1/50"  # 2·1·1/(200/2)


def test_the_charge_comes_first_and_stays_when_the_data_fails(project, monkeypatch):
    def broken(*args, **kwargs):
        assert len(project.ledger()) == 1  # charged before any reading
        raise RuntimeError("disk")
    monkeypatch.setattr(engine_release, "open_aggregates", broken)
    with pytest.raises(engine_release.ReleaseFailed):
        release(project, "d", {"type": "above_threshold", "column": "district", "threshold": 10},
                PrivacySetting.of(epsilon=1))
    assert float(project.budget("d").spent.epsilon) == 1 and project.ledger()[0].state == "failed"


def test_a_plan_charges_once_and_the_planner_states_w(project):
    q = {"type": "above_threshold", "column": "district", "threshold": 100, "c": 2}
    items = [PlannedQuery(q, 1.0), PlannedQuery({"type": "histogram", "column": "district"}, 0.5),
             PlannedQuery({**q, "filters": [{"name": "f", "where": {"column": "sex", "equals": "f"}}], "c": 1,
                           "column": None}, 0.5)]
    items[2].query.pop("column")
    done = plan_run.release_plan(project, "d", items)
    assert [r["query"] for r in done] == ["above_threshold", "histogram", "above_threshold"]
    assert float(project.budget("d").spent.epsilon) == pytest.approx(2.0)
    schema = project.dataset("d").schema
    acc = accuracy(q, schema, 1.0, ADD_REMOVE, 1)
    assert acc.half_width == uncertainty(100, above_threshold_scales(1, c=2))["w"]
    eps = epsilon_for(q, schema, acc.half_width, ADD_REMOVE, 1)
    assert accuracy(q, schema, eps, ADD_REMOVE, 1).half_width <= acc.half_width
    assert describe({**q, "where": {"column": "sex", "equals": "f"}}) == \
        "Which district counts are above 100 where sex = f"


def test_the_command_line_releases_it(tmp_path, capsys):
    path = _make(tmp_path)
    query = json.dumps({"type": "above_threshold", "column": "district", "threshold": 100, "c": 2})
    assert main(["release", str(path), "--dataset", "d", "--epsilon", "200", "--query", query, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["above"] for r in out["rows"]] == [False, True, False, True]
    assert main(["release", str(path), "--dataset", "d", "--epsilon", "1", "--query",
                 json.dumps({"type": "above_threshold", "column": "district", "threshold": 1, "c": 9})]) == 2
