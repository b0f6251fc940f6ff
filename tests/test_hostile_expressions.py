"""A hostile form cannot crash or hang the importer with absurd logic or absurd design numbers.

From the adversarial review: 3,000 nested brackets in a ``relevant`` made the parser raise RecursionError (callers
catch only odk_logic.Unsupported), and a design number written ``7e-99999999`` made Fraction compute a power of
ten for minutes. Each is refused at once with a plain message.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dpgui.core.noise.rationals import to_fraction
from dpgui.core.rr import odk_logic

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("text", [
    "(" * 3000 + "${t} = 'a'" + ")" * 3000,  # the review's form (deep_parens.xlsx)
    "not(" * 1500 + "true()" + ")" * 1500,
    "-" * 3000 + "1 = 1",
    "(" * 101 + "1" + ")" * 101,
])
def test_deeply_nested_logic_is_refused_in_plain_words(text):
    with pytest.raises(odk_logic.Unsupported, match="nested too deeply for the kiosk"):
        odk_logic.parse(text)


def test_logic_longer_than_any_real_form_is_refused_in_plain_words():
    text = " or ".join(["${a} = 'x'"] * 1000)  # 13,996 characters
    with pytest.raises(odk_logic.Unsupported, match="too long for the kiosk"):
        odk_logic.parse(text)


def test_long_lists_of_conditions_are_still_evaluated():
    """A long flat list is wide, not deep: it is read and evaluated without running out of stack."""
    total = odk_logic.parse("1" + " + 1" * 2400)  # 9,601 characters, once 2,400 levels deep
    assert total({}) is True and odk_logic._value(total.tree, {}, "", {}) == 2401.0
    either = odk_logic.parse(" or ".join(f"selected(${{m}}, 'c{i}')" for i in range(300)))
    assert either({"m": "c299"}) is True and either({"m": "c300"}) is False
    assert either.references == {"m"}


def _run(code: str, timeout: float = 5) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh Python, so that a hang fails this test after ``timeout`` seconds instead of stalling
    the suite."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.parametrize("call", ["to_fraction('7e-99999999')", "to_fraction('1e99999999')",
                                  "to_fraction(' -2.5E+0100000 ')", "probability('7e-99999999', 'rr_p')"])
def test_a_number_with_an_absurd_power_of_ten_is_refused_at_once(call):
    done = _run(f"from dpgui.core.noise.rationals import probability, to_fraction\n"
                f"try:\n    {call}\nexcept ValueError as e:\n    print(e)")
    assert "is too large or too small for a usable number (its power of ten is beyond ±1,000)" in done.stdout, \
        done.stderr


def test_a_number_with_more_than_a_thousand_digits_is_refused():
    with pytest.raises(ValueError, match="more than 1,000 digits"):
        to_fraction("0." + "7" * 2000)
    assert to_fraction("0." + "7" * 999) < 1 and to_fraction("1e-1000") > 0 and to_fraction("2/3") * 3 == 2
