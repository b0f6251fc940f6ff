"""Learned tables stored as arrays (engine/learned_tables.py): compact, exact where it was paid for, and a release
written by the code before them (tests/data/marginals_release_v1.dpgui, made with the tree of commit 742feba: PMW,
region × smoker, lists of labels and floats) still reads, shows, exports, replays and reports the same."""

import json
import shutil

import numpy as np
import pytest

from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import learned_tables
from dpgui.engine.learned_tables import cell_labels, measurements, pack, release_rows, tables, unpack
from dpgui.engine.release import learned_distribution, release, synthesize, write_ranges
from dpgui.resources import example_path
from dpgui.store.project import Project
from pathlib import Path

OLD = Path(__file__).parent / "data" / "marginals_release_v1.dpgui"


@pytest.fixture
def project_path(tmp_path):
    path = tmp_path / "m.dpgui"
    shutil.copyfile(example_path("clinic_survey.dpgui"), path)
    return path


@pytest.fixture
def old_release(tmp_path):
    path = tmp_path / "old.dpgui"
    shutil.copyfile(OLD, path)
    Project.open(path).close()  # the file's first open for changes upgrades it, as a user's would
    with Project.open(path, readonly=True) as project:
        project.verify_ledger()  # its result hash still holds: nothing was rewritten
        return project.release(1)


def test_arrays_round_trip_exactly_in_their_dtype():
    counts = np.array([[3, -2**40], [0, 7]])
    assert np.array_equal(unpack(pack(counts, "int64")), counts)
    floats = np.linspace(0, 1, 7).reshape(7, 1)
    back = unpack(pack(floats, "float32"))
    assert back.dtype == np.float32 and back.shape == (7, 1) and np.allclose(back, floats)


def test_a_release_written_before_reads_the_same(old_release, tmp_path):
    old = old_release
    assert "tables_format" not in old and old["noise"]["law"] == "pmw"
    [table] = tables(old)
    assert np.array_equal(table["estimates"], np.array(old["marginals"][0]["estimates"]))
    assert np.array_equal(table["low"], np.array(old["marginals"][0]["low"]))
    assert cell_labels(old, table["columns"]) == old["marginals"][0]["labels"]
    assert release_rows(old) == old["rows"]
    assert [m.cols for m in measurements(old)] == [tuple(m["cols"]) for m in old["measurements"]]
    model = learned_distribution(old)  # replayed by PMW, as it was made
    assert np.allclose(model.marginal((0, 1)) * old["noise"]["n_hat"], table["estimates"].reshape(6, 4))
    companion = write_ranges(old, tmp_path / "old.csv")
    assert len(companion.read_text(encoding="utf-8").splitlines()) == 1 + 24


def test_a_new_release_keeps_its_tables_as_arrays_and_replays_its_tree(project_path, tmp_path):
    with Project.open(project_path) as project:
        stored, _, rows = synthesize(project, "clinic", ["region", "smoker"], 2, PrivacySetting.of(epsilon="1"), 300)
        again = project.release(stored["release_id"])
    assert again["tables_format"] == learned_tables.FORMAT and again["noise"]["law"] == "tree"
    assert again["rows"] == [] and "labels" not in again["marginals"][0] and again["values"] == []
    [table] = tables(again)
    model = learned_distribution(again)  # the tree, refitted from the stored measurements alone
    assert np.allclose(model.marginal((0, 1)).ravel() * again["noise"]["n_hat"], table["estimates"], rtol=1e-5)
    assert all(isinstance(m["noisy"], dict) for m in again["measurements"])
    assert np.all(table["low"] <= table["estimates"] + 1e-3) and np.all(table["estimates"] <= table["high"] + 1e-3)
    assert len(rows) == 300 and {r[0] for r in rows} <= set(again["axes"][0])
    text = json.dumps(again)
    assert "region=North" not in text  # no label per cell: they come from the axes


def test_arrays_are_much_smaller_than_lists_of_labels_and_floats(project_path):
    """The same tables stored the old way (a label and floats per cell, and every cell's row) against the arrays."""
    with Project.open(project_path) as project:
        new = release(project, "clinic", {"type": "marginals", "columns": ["region", "smoker"], "k": 2},
                      PrivacySetting.of(epsilon="1"))
    lists = json.dumps({"marginals": [{"labels": cell_labels(new, t["columns"]), "estimates": t["estimates"].tolist(),
                                       "low": t["low"].tolist(), "high": t["high"].tolist()} for t in tables(new)],
                        "rows": release_rows(new)})
    arrays = json.dumps(new["arrays"])
    assert len(arrays) * 4 < len(lists)


def test_the_old_release_shows_on_the_results_page_and_in_a_report(old_release, qtbot, tmp_path):
    from dpgui.report.charts import plot_marginals
    from dpgui.report.release_export import write_release
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.results import ResultsPage
    from matplotlib.figure import Figure

    page = ResultsPage(StudyContext())
    qtbot.addWidget(page)
    page.current = old_release
    page._render()
    page.marginal.setCurrentIndex(1)
    assert " to " in page.table.item(0, 1).text()
    plot_marginals(Figure(), old_release, 0)
    out = write_release(old_release, tmp_path / "old.csv")
    assert "region=North × smoker=yes" in out.read_text(encoding="utf-8")


def test_the_ranges_file_is_streamed_and_still_neutralises_formula_like_labels(old_release, tmp_path):
    old = json.loads(json.dumps(old_release))
    old["columns"][0] = old["marginals"][0]["columns"][0] = "=HYPERLINK(1)"
    safe = write_ranges(old, tmp_path / "safe.csv").read_text(encoding="utf-8")
    assert "'=HYPERLINK(1) × smoker,'=HYPERLINK(1)=North × smoker=yes," in safe
    kept = write_ranges(old, tmp_path / "kept.csv", keep_formulas=True).read_text(encoding="utf-8")
    assert "\n=HYPERLINK(1) × smoker,=HYPERLINK(1)=North × smoker=yes," in kept
