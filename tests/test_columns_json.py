"""The dictionary of a stored chunk is written as json.dumps writes it, byte for byte, whatever its texts hold."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from dpgui.store.columns import json_list


@settings(max_examples=500, deadline=None)
@given(st.lists(st.text(st.sampled_from(['a', '"', "\\", "\n", "\x00", "\x1f", "\x7f", "é", "\u202e", " ", ",",
                                         "\U0001f600", "\ud800"]), max_size=4), max_size=5))
def test_a_dictionary_is_written_as_json_dumps_writes_it(texts):
    try:
        expected = json.dumps(texts, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate, which no stored value holds: refused alike
        try:
            json_list(texts)
        except UnicodeEncodeError:
            return
        raise AssertionError("json_list wrote a lone surrogate")
    assert json_list(texts) == expected
