"""study.above_threshold through the engine's "above_threshold" query kind (plan31.md's contract).

Run by the lead once the engine's query kind is merged: in the notebook's own branch, before that merge, the engine
refuses the kind and these tests fail (there is no skip)."""

import numpy as np
import pandas as pd
import pytest

from dpgui.core.costs.accounting import BudgetExceeded
from dpgui.notebook import Study

DISTRICTS = ["D1", "D2", "D3", "D4", "D5", "D6"]
SIZES = [300, 4, 250, 2, 6, 280]  # far above or far below the line of 50
SCHEMA = {"columns": {"district": {"type": "categorical", "categories": DISTRICTS, "missing": "exclude",
                                   "outside": "exclude"}}}


def rows() -> pd.DataFrame:
    return pd.DataFrame({"district": [d for d, n in zip(DISTRICTS, SIZES) for _ in range(n)]})


def test_which_districts_are_above_the_line(tmp_path):
    with Study.create(tmp_path / "s.dpgui", epsilon=60) as study:
        study.add(rows(), name="cases", schema=SCHEMA)
        order = ["D2", "D4", "D1", "D5", "D3", "D6"]
        result = study.above_threshold(column="district", threshold=50, c=2, order=order, epsilon=20)
        frame = result.to_pandas()
        assert list(frame.columns[:4]) == ["label", "estimate", "low", "high"] and "above" in frame.columns
        assert list(frame["label"]) == order  # examined in the order given
        # ε = 20: the noise is a fraction of a count, so D2 and D4 are below, D1 and D3 above, and it stops there
        assert list(frame["above"]) == [False, False, True, False, True, None]
        assert result.release["query"] == "above_threshold" and result.release["examined"] == 5
        assert result.release["stopped"] is True and str(result.cost) == "ε = 20"
        assert "yes" in result._repr_html_() and result.sentence
        assert study.budget().spent == 20 and len(study.project.ledger()) == 1

        followed = study.above_threshold(column="district", threshold=50, c=3, follow_up=0.5, monotone=True,
                                         epsilon=20)
        above = followed.to_pandas().query("above == True")
        assert list(above["label"]) == ["D1", "D3", "D6"]
        assert (above["low"] <= above["estimate"]).all() and (above["estimate"] <= above["high"]).all()
        assert study.history()["epsilon"].sum() == study.budget().spent == 40


def test_a_refused_above_threshold_charges_nothing(tmp_path):
    with Study.create(tmp_path / "s.dpgui", epsilon=1, privacy_unit="replace-one") as study:
        study.add(rows(), name="cases", schema=SCHEMA)
        refusals = [dict(column="district", threshold=50, order=["D1", "D2"]),          # not every candidate
                    dict(column="district", threshold=50, monotone=True),                 # not under replace-one
                    dict(column="district", threshold=50, c=0),
                    dict(column="district", threshold=50.5),
                    dict(column="district", threshold=50, follow_up=1)]
        for fields in refusals:
            with pytest.raises((ValueError, BudgetExceeded)):
                study.above_threshold(epsilon=0.5, **fields)
        with pytest.raises(ValueError):
            study.above_threshold(column="district", threshold=50, epsilon=0.5, delta=1e-6)  # pure ε only
        assert study.budget().spent == 0 and study.project.ledger() == []


def test_numpy_numbers_are_taken_as_json_numbers(tmp_path):
    """A notebook's numbers are often numpy's (a maximum, a sum): the line and c are taken as the numbers they are."""
    with Study.create(tmp_path / "s.dpgui", epsilon=1) as study:
        study.add(rows(), name="cases", schema=SCHEMA)
        result = study.above_threshold(column="district", threshold=np.int64(50), c=np.int64(1),
                                       epsilon=np.float64(0.5))
        assert (result.release["threshold"], result.release["c"]) == (50, 1)
