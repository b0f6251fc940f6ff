"""The examples in docs/api.md run as written."""

import doctest
from pathlib import Path

import dpgui.core
from dpgui.core.noise import samplers


def test_api_examples_run():
    text = (Path(__file__).resolve().parent.parent / "docs" / "api.md").read_text(encoding="utf-8")
    text = text.replace("\n```", "\n\n```")  # a closing fence ends the expected output
    globs = {"samplers": samplers, **{n: getattr(dpgui.core, n) for n in dpgui.core.__all__}}
    test = doctest.DocTestParser().get_doctest(text, globs, "api.md", "docs/api.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted > 20
