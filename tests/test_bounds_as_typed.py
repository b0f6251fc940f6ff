"""Bounds are said as typed, 17.5 and never 35/2 or 17.50000000000000055…, in every message that prints one."""

from fractions import Fraction

import pytest

from dpgui.core.mechanisms.bounded import grid_step
from dpgui.core.words.plain_numbers import as_typed
from dpgui.engine.queries import parse_query
from dpgui.store.declared.schema import parse_schema

SCHEMA = parse_schema({"columns": {"score": {"type": "numeric", "lower": 0, "upper": 40}}})


def test_a_float_is_its_shortest_decimal():
    assert [as_typed(x) for x in (0.1, 18.0, 17.5, 1e-7)] == ["0.1", "18", "17.5", "0.0000001"]
    assert as_typed(Fraction(1, 3)) == "1/3"  # typed as a fraction, said as one


def test_bounds_in_refusals_are_as_typed():
    with pytest.raises(ValueError, match=r"got \[40, 18\]$"):  # not [40.0, 18.0]
        parse_query({"type": "sum", "column": "score", "lower": 40, "upper": 18}, SCHEMA)
    with pytest.raises(ValueError, match=r"upper bound \(2\.5\) must be above the lower bound \(17\.5\)"):
        grid_step(Fraction(35, 2), Fraction(5, 2))  # not 35/2
