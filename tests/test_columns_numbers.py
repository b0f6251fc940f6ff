"""A linked dataset's release reads its declared categories as numbers without pandas
(``columns.finite_floats``), exactly as the imported path reads them with pandas (``columns.to_float``)."""

import unicodedata

import numpy as np

from dpgui.store import columns as codec

WRITTEN = ["1", " 2.5 ", "+3", "-4e2", ".5", "5.", "1E+3", "\t7\n", "1e400", "-1e400", "1e-400", "inf", "-Infinity",
           "nan", "NaN", "", " ", "1_000", "0x10", "1,5", "١٢", "１２", "²", "1j", "g7", "North", "e", "+", "--1", "1 2",
           "\u00a01", "1\u2009", "007", "9" * 400]


def test_finite_floats_are_to_float_s_finite_numbers():
    read = codec.to_float(WRITTEN)
    expected = np.where(np.isfinite(read), read, np.nan)
    assert np.array_equal(codec.finite_floats(WRITTEN), expected, equal_nan=True)
    assert np.isfinite(codec.finite_floats(WRITTEN)).sum() == 10  # the check can fail: some are numbers


def test_no_text_with_another_character_is_read_as_a_finite_number():
    """Every character of the first plane, and every digit, number and space of the others, alone, before,
    after and inside a number: a text holding one that is not in NUMBER_CHARACTERS is never read as a finite
    number, so finite_floats may skip reading it."""
    others = [ch for ch in map(chr, range(0x110000)) if ch not in codec.NUMBER_CHARACTERS and not "\ud800" <= ch < "\ue000"
              and (ch < "\U00010000" or ch.isspace() or unicodedata.category(ch)[0] in "NZ")]
    texts = [t for ch in others for t in (ch, "1" + ch, ch + "1", "1" + ch + "1", "1e" + ch + "1")]
    assert not np.isfinite(codec.to_float(texts)).any()
    inside = [t for ch in sorted(codec.NUMBER_CHARACTERS) for t in (ch, "1" + ch + "1")]  # power: these are read
    assert np.isfinite(codec.to_float(inside)).sum() >= 10
