"""Reports speak the chosen language (issue #28): their headings, sentences and table headers go through
translate(context, text), numbers follow the language's separators (0,3 and 1 800 grouped with a narrow no-break
space in French) and the page says which language it is in; the methodology's promise about values outside a
declared list is true whether the release counted them in "(other)" or left them out."""

import copy

import pytest

from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.words import translation
from dpgui.engine.release import release
from dpgui.report.document import build_report
from dpgui.report.render import release_chart, write_report
from dpgui.store.declared.schema import parse_schema
from dpgui.store.project import Project
from tests.conftest import EXAMPLE_SCHEMA

NARROW = "\u202f"
FRENCH = {
    ("report.render", "Release report: {project}"): "Rapport de publication : {project}",
    ("report.render", "Methodology"): "Méthodologie",
    ("report.render", "Released statistics"): "Statistiques publiées",
    ("report.render", "Estimate"): "Estimation",
    ("report.document", "Reading the intervals: each interval contains the true value with the stated probability. "
                        "Post-processing such as clamping or rounding never changes the privacy cost."):
        "Lire les intervalles : chacun contient la vraie valeur avec la probabilité indiquée.",
    ("report.document", "{law} with {scale} on the sum, costing {spend}"): "{law} d'échelle {scale} sur la somme, "
                                                                          "pour {spend}",
    ("report.document", "scale {width}"): "{width}",
    ("report.charts", "Estimates with {confidence} intervals"): "Estimations avec intervalles à {confidence}",
}


@pytest.fixture
def french(monkeypatch):
    """French words from a tiny catalogue in place of the shipped one; English again afterwards."""
    monkeypatch.setattr(translation, "catalogue", lambda language: FRENCH if language == "fr" else {})
    translation.use("fr")
    yield
    translation.use(translation.ENGLISH)


@pytest.fixture
def released(example_project):
    """A histogram (ε = 0.2) and a mean (ε = 0.1: its sum's noise has scale 1,800) of the example."""
    with Project.open(example_project) as project:
        for query, epsilon in (({"type": "histogram", "column": "region"}, 0.2), ({"type": "mean", "column": "age"}, 0.1)):
            release(project, "clinic", query, PrivacySetting.of(epsilon=epsilon))
    return example_project


def html_report(path, tmp_path, name="report.html") -> str:
    with Project.open(path, readonly=True) as project:
        write_report(build_report(project), tmp_path / name)
    return (tmp_path / name).read_text(encoding="utf-8")


def test_the_html_report_is_written_in_french_with_french_numbers(released, tmp_path, french):
    text = html_report(released, tmp_path)
    assert text.startswith("<!DOCTYPE html><html lang='fr'>")
    for heading in ("<h1>Rapport de publication : study.dpgui</h1>", "<h2>Méthodologie</h2>",
                    "<h2>Statistiques publiées</h2>", "<th>Estimation</th>", "<p>Lire les intervalles : chacun"):
        assert heading in text
    assert "Methodology" not in text and "Released statistics" not in text
    assert "<td>1</td><td>0,3</td><td>0,7</td>" in text  # the budget: total, spent, remaining
    assert f"discrete Laplace d&#x27;échelle 1{NARROW}800 sur la somme, pour ε = 0,1" in text
    assert "Low end" in text  # not in the tiny catalogue: English words


def test_a_reports_chart_speaks_french_too(released, french):
    with Project.open(released, readonly=True) as project:
        histogram = build_report(project).releases[0].release
    axes = release_chart(histogram).axes[0]
    assert axes.get_title() == "Estimations avec intervalles à 95%"
    mean = copy.deepcopy(histogram) | {"query": "mean", "rows": [{"label": "share", "estimate": 0.45, "ci_low": 0.4,
                                                                    "ci_high": 0.5}]}
    ticks = [t.get_text() for t in release_chart(mean).axes[0].get_xticklabels()]
    assert any("," in t for t in ticks) and not any("." in t for t in ticks), ticks


def test_english_again_after_french(released, tmp_path, monkeypatch):
    monkeypatch.setattr(translation, "catalogue", lambda language: FRENCH)
    translation.use("fr")
    html_report(released, tmp_path, "fr.html")
    translation.use(translation.ENGLISH)
    text = html_report(released, tmp_path)
    assert "<html lang='en'>" in text and "<h2>Methodology</h2>" in text and "<td>1</td><td>0.3</td><td>0.7</td>" in text
    assert "discrete Laplace with scale 1,800 on the sum, costing ε = 0.1" in text


def test_the_methodology_allows_for_values_left_out_of_a_list(example_project, tmp_path):
    """A release whose schema leaves values outside the list out says so, and the methodology allows for it."""
    schema = copy.deepcopy(EXAMPLE_SCHEMA)
    schema["columns"]["region"]["outside"] = "exclude"
    with Project.open(example_project) as project:
        project.set_schema("clinic", parse_schema(schema))
        release(project, "clinic", {"type": "histogram", "column": "region"}, PrivacySetting.of(epsilon=0.2))
        report = build_report(project)
    assert "counted in an explicit \"(other)\" cell, unless a release below says that they were left out" \
        in report.methodology[2]
    assert "rows whose region is not in the declared list are left out" in report.methodology[-2].lower()
