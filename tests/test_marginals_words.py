"""How a many-tables release is put into words (issue #28): its report names its noise law in plain words and says
its ranges are approximate 95% ones (a release stored before ranges has none, never "0%"); its chart shows the
typical difference in rows per cell (an old release: the distance it stored); and every word of the Results page
goes through translate("ui.pages.results", ...), in English exactly as before."""

import json
import re
import shutil

import pytest
from matplotlib.figure import Figure

from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.words import translation
from dpgui.engine.release import release
from dpgui.report.charts import plot_marginals
from dpgui.report.document import ReportRelease, _mechanism_sentence, _release_paragraph, build_report
from dpgui.report.document import interval_words as _intervals
from dpgui.report.render import write_report
from dpgui.resources import example_path
from dpgui.store.project import Project

MARGINALS = {"type": "marginals", "columns": ["region", "smoker"], "k": 2, "rounds": 3}


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """The example with a histogram and a many-tables release; the project's path and both releases."""
    path = tmp_path_factory.mktemp("words") / "m.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    with Project.open(path) as project:
        histogram = release(project, "clinic", {"type": "histogram", "column": "region"},
                            PrivacySetting.of(epsilon="0.1"))
        many = release(project, "clinic", MARGINALS, PrivacySetting.of(epsilon="0.5"))
    return path, histogram, many


def stored_before_ranges(many: dict) -> dict:
    """The same release as one stored before ranges and the typical difference: confidence 0, no low or high."""
    old = json.loads(json.dumps(many))
    for table in old["marginals"]:
        for key in ("low", "high", "learned_vs_measured_rows", "typical_half_width"):
            table.pop(key, None)
    old.get("arrays", {}).update(low=None, high=None)
    old["confidence"] = 0.0
    return old


def test_the_report_says_approximate_ranges_and_names_the_law(released, tmp_path):
    path, _, many = released
    with Project.open(path, readonly=True) as project:
        write_report(build_report(project), tmp_path / "r.html")
    text = re.sub(r"<[^>]+>", " ", re.sub(r"data:image/[^'\"]+", "", (tmp_path / "r.html").read_text("utf-8")))
    assert "learned by private multiplicative weights, costing ε = 0.5" in text and "pmw" not in text
    assert "Approximate ranges (95%): private multiplicative weights" in text and "(0%)" not in text
    assert "ε = 0.5; approximate 95% ranges" in text
    old = stored_before_ranges(many)
    paragraph = _release_paragraph(ReportRelease(old, "#2 Many tables", _mechanism_sentence(old)))
    assert "No per-cell ranges; how it was computed: private" in paragraph and "0%" not in paragraph
    assert _intervals(old) == "no per-cell ranges"


def test_the_chart_shows_the_typical_difference_in_rows(released):
    _, _, many = released
    for stored, key, words in ((many, "learned_vs_measured_rows", "rows per cell"),
                               (stored_before_ranges(many), "learned_vs_measured_tv", "0 = same, 1 = disjoint")):
        figure = Figure()
        plot_marginals(figure, stored, None)
        ax = figure.axes[0]
        assert words in ax.get_xlabel()
        assert [bar.get_width() for bar in ax.patches] == [t[key] or 0 for t in stored["marginals"]]
    assert any(t["learned_vs_measured_rows"] > 1 for t in many["marginals"])  # rows, not a share of 1


def page_for(release_shown: dict, qtbot):
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.results import ResultsPage

    page = ResultsPage(StudyContext())
    qtbot.addWidget(page)
    page.current = release_shown
    page.details.setChecked(True)
    page._render()
    return page


def headers(page) -> list[str]:
    return [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]


def test_in_english_the_page_reads_as_before(released, qtbot):
    _, histogram, many = released
    page = page_for(histogram, qtbot)
    assert headers(page) == ["region", "Estimate", "Low end", "High end", "Noise scale", "ε"]
    assert page.table.horizontalHeaderItem(2).toolTip() == ("We are this sure (e.g. 95%) that the true value is at "
                                                            "least this")
    assert page.title.text() == "<b>Release #1: Histogram of region</b> (used ε = 0.1 of the budget)"
    assert [b.text() for b in page.buttons] == ["Export table…", "Export chart…", "Copy table", "Report…", "Manifest…"]
    page = page_for(many, qtbot)
    assert page.title.text() == ("<b>Release #2: 1 table at once</b> — cost ε = 0.5, learned by private "
                                 "multiplicative weights")
    assert headers(page) == ["Table", "Measured directly", "Typical range\n(±, rows)",
                             "Typical difference\n(rows per cell)", "Its noise\n(95% ±, rows)", "ε"]
    assert not any(page.table.isColumnHidden(c) for c in range(6))
    page.marginal.setCurrentIndex(1)
    assert [page.table.isColumnHidden(c) for c in range(6)] == [False, False, False, True, False, False]
    assert headers(page)[1] == "Learned estimate\n(95% range)"


def test_every_word_of_the_page_goes_through_translate(released, qtbot, monkeypatch):
    """A language whose every word of this page is marked ‹so›: whatever shows unmarked was never translated."""
    _, histogram, many = released
    seen = set()

    def marked(language, context, text):
        seen.add(context)
        return f"‹{text}›" if context == "ui.pages.results" else ""

    translation.use("fr", marked)
    try:
        page = page_for(histogram, qtbot)
        words = [*headers(page)[1:5], *(page.table.horizontalHeaderItem(c).toolTip() for c in range(2, 6)),
                 *(b.text() for b in page.buttons), page.title.text(), page.method.text(),
                 *(box.text() for box in (page.details, page.clamp, page.round, page.normalise, page.synthetic_button)),
                 *(w.toolTip() for w in (page.total, page.marginal, page.synthetic_button)),
                 *(w.accessibleName() for w in (page.list, page.table, page.total, page.marginal))]
        page = page_for(many, qtbot)
        words += [*headers(page)[:5], page.title.text(), page.method.text(), page.marginal.itemText(0),
                  page.table.item(0, 1).text()]
        page.marginal.setCurrentIndex(1)
        words += [h for h in headers(page)[1:5] if h]
        page._warn = lambda title, message: page.status.setText(title)  # no modal box in a test
        page.export_table("/nonexistent/dir/t.csv")
        words.append(page.status.text())
        page.current, page.context.project = None, None
        page.refresh()
        words.append(page.title.text())
    finally:
        translation.use(translation.ENGLISH)
    unmarked = [w for w in words if "‹" not in w]
    assert not unmarked, unmarked
    assert "ui.pages.results" in seen
