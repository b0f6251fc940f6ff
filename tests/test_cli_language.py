"""The command line speaks the chosen language (issue #28): DPGUI_LANGUAGE or --language picks the catalogue before
the parsers are built (so their help is translated too), numbers follow the language's separators (1 234,5 in French,
grouped with a narrow no-break space), and --json, which programs read, stays English."""

import json
import xml.etree.ElementTree as ElementTree

import pytest

from dpgui.cli.main import main
from dpgui.core.words import translation

NARROW = "\u202f"
RR = ["rr", "estimate", "--design", "warner", "--p", "0.7", "--yes", "420", "--n", "1000"]
MISSING = ["rr", "estimate", "--design", "forced", "--p-truth", "1/2", "--yes", "1", "--n", "10"]
AUDIT = ["audit", "--mechanism", "randomized-response", "--samples", "12345"]
FRENCH = {
    "cli.rr_command": {
        "Design: {design}, ε = {epsilon}": "Plan : {design}, ε = {epsilon}",
        "Prevalence: {estimate}  ({confidence} interval {low} to {high})":
            "Prévalence : {estimate}  (intervalle à {confidence} de {low} à {high})",
        "The {design} design needs {options}": "Le plan {design} demande {options}",
        "Debiased prevalence with a confidence interval. Probabilities may be written as fractions like 2/3.":
            "Prévalence débiaisée avec son intervalle de confiance. Les probabilités peuvent s'écrire en fractions "
            "comme 2/3.",
    },
    "cli.output": {"{first} and {second}": "{first} et {second}"},
    "cli.audit_command": {
        "event: {event} ({direction}); P1 = {p1}, P2 = {p2} over {runs} runs each":
            "événement : {event} ({direction}) ; P1 = {p1}, P2 = {p2} sur {runs} tirages chacun",
    },
}


def write_catalogue(path, entries: dict[str, dict[str, str]]) -> None:
    """A Qt Linguist .ts file holding ``entries`` (context → English → translation)."""
    root = ElementTree.Element("TS", version="2.1", language="fr")
    for name, messages in entries.items():
        context = ElementTree.SubElement(root, "context")
        ElementTree.SubElement(context, "name").text = name
        for source, text in messages.items():
            message = ElementTree.SubElement(context, "message")
            ElementTree.SubElement(message, "source").text = source
            ElementTree.SubElement(message, "translation").text = text
    ElementTree.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)


@pytest.fixture(autouse=True)
def french(tmp_path, monkeypatch):
    """A tiny French catalogue in place of the shipped one; English again afterwards."""
    path = tmp_path / "dpgui_fr.ts"
    write_catalogue(path, FRENCH)
    monkeypatch.setattr(translation, "catalogue_path", lambda language, suffix=".ts": path)
    monkeypatch.delenv("DPGUI_LANGUAGE", raising=False)
    translation.catalogue.cache_clear()
    yield
    translation.catalogue.cache_clear()
    translation.use(translation.ENGLISH)


def run(capsys, argv, code=0):
    assert main(argv) == code
    return capsys.readouterr()


def test_dpgui_language_translates_the_words_and_writes_numbers_the_french_way(capsys, monkeypatch):
    english = run(capsys, RR).out.splitlines()
    assert english[1] == "Prevalence: 0.3000  (95% interval 0.2244 to 0.3771)"
    monkeypatch.setenv("DPGUI_LANGUAGE", "fr")
    french = run(capsys, RR).out.splitlines()
    assert french[0] == "Plan : warner, ε = 0,8473 (ln(7/3))"
    assert french[1] == "Prévalence : 0,3000  (intervalle à 95% de 0,2244 à 0,3771)"
    assert french[2] == "Standard error: 0,03904"  # not in the tiny catalogue: English words, French numbers
    assert run(capsys, MISSING, code=2).err == "dpgui rr: Le plan forced demande --p-yes et --p-no\n"


def test_the_language_option_anywhere_on_the_line_groups_thousands_with_a_narrow_space(capsys):
    out = run(capsys, [*AUDIT[:2], "--language", "fr", *AUDIT[2:]]).out
    event = next(line for line in out.splitlines() if line.startswith("événement : "))
    assert f" sur 12{NARROW}345 tirages chacun" in event
    p1 = event.split("P1 = ", 1)[1].split(",", 2)
    assert p1[0] == "0" and len(p1[1]) == 5 and p1[1].isdigit()  # 0,12345: a decimal comma
    assert "over 12,345 runs each" in run(capsys, AUDIT).out  # and English the next time, without the option


def test_the_help_is_written_in_the_chosen_language(capsys, monkeypatch):
    with pytest.raises(SystemExit):
        main(["--language=fr", *RR[:2], "--help"])
    assert "Prévalence débiaisée avec son intervalle de confiance." in " ".join(capsys.readouterr().out.split())


def test_json_stays_english_whatever_the_language(capsys, monkeypatch):
    english = json.loads(run(capsys, [*RR, "--json"]).out)
    english_refusal = run(capsys, [*MISSING, "--json"], code=2).err
    monkeypatch.setenv("DPGUI_LANGUAGE", "fr")
    assert json.loads(run(capsys, [*RR, "--json"]).out) == english
    assert run(capsys, [*MISSING, "--json"], code=2).err == english_refusal
    assert json.loads(english_refusal)["error"] == "The forced design needs --p-yes and --p-no"
    assert run(capsys, ["--language", "fr", *MISSING, "--json"], code=2).err == english_refusal


def test_an_unknown_language_is_refused_in_plain_words(capsys):
    err = run(capsys, ["--language", "xx", *RR], code=2).err
    assert err == "dpgui: --language takes one of en, fr, es, pt, ar, sw, not xx\n"
