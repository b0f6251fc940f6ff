import math

import pytest

from dpgui.engine.plan import PlannedQuery, accuracy, describe, epsilon_for, split_budget, total_epsilon
from dpgui.store.declared.schema import parse_schema
from tests.conftest import EXAMPLE_SCHEMA

SCHEMA = parse_schema(EXAMPLE_SCHEMA)
HIST = {"type": "histogram", "column": "region"}


def test_accuracy_preview_matches_the_mechanism():
    acc = accuracy(HIST, SCHEMA, 1.0, "add_remove", 1)
    assert acc.half_width == 3 and "± 3 per cell" in acc.text  # discrete Laplace scale 1: P(|Y| > 3) ≤ 5%
    assert accuracy(HIST, SCHEMA, 0.1, "add_remove", 1).half_width > 25
    mean = {"type": "mean", "column": "age"}
    assert "depends on how many rows" in accuracy(mean, SCHEMA, 1, "add_remove", 1).text  # no formula with n
    assert "with about 2,000 rows at 95%" in accuracy(mean, SCHEMA, 1, "add_remove", 1, rows=2000).text
    assert "largest count" in accuracy({"type": "mode", "column": "region"}, SCHEMA, 1, "add_remove", 1).text


def test_epsilon_solved_from_target_accuracy():
    eps = epsilon_for(HIST, SCHEMA, 10, "add_remove", 1)
    assert accuracy(HIST, SCHEMA, eps, "add_remove", 1).half_width <= 10
    assert accuracy(HIST, SCHEMA, eps * 0.97, "add_remove", 1).half_width > 10
    with pytest.raises(ValueError, match="looser"):
        epsilon_for({"type": "sum", "column": "age"}, SCHEMA, 1, "add_remove", 1)
    with pytest.raises(ValueError, match="private n"):
        epsilon_for({"type": "mean", "column": "age"}, SCHEMA, 1, "add_remove", 1)


def test_split_by_weights_keeps_locks():
    items = [PlannedQuery(HIST, 0.3, locked=True), PlannedQuery(HIST, 0.1, weight=1), PlannedQuery(HIST, 0.1, weight=3)]
    split = split_budget(items, 1.0)
    assert split[0].epsilon == 0.3
    assert math.isclose(split[1].epsilon, 0.175) and math.isclose(split[2].epsilon, 0.525)
    assert math.isclose(total_epsilon(split), 1.0)


def test_descriptions():
    assert describe(HIST) == "Histogram of region"
    assert describe({"type": "quantile", "column": "age", "q": 0.5}) == "Median of age"
    where = {"and": [{"column": "smoker", "equals": "yes"}, {"column": "age", "range": [18, 30]}]}
    assert describe({"type": "count", "where": where}) == "Count of rows where smoker = yes and 18 ≤ age ≤ 30"


def test_plan_is_saved_in_the_project(example_project):
    from dpgui.store.project import Project
    with Project.open(example_project) as project:
        project.save_plan("clinic", [PlannedQuery(HIST, 0.5).to_json()])
    with Project.open(example_project) as project:
        assert [PlannedQuery.from_json(d) for d in project.plan("clinic")] == [PlannedQuery(HIST, 0.5)]


def test_selection_previews_match_the_released_margins(rng):
    import numpy as np

    from dpgui.core.mechanisms.selection import release_mode
    preview = accuracy({"type": "mode", "column": "region"}, SCHEMA, 1.0, "add_remove", 2)
    released = release_mode(np.array([5, 9, 1, 0, 0, 0]), SCHEMA.columns["region"].labels, 1, max_rows=2, rng=rng)
    assert preview.half_width == pytest.approx(released.extra["margin"])
