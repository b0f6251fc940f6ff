"""Help ▸ Words used in dpgui: the few terms a survey researcher meets in the app, in plain words."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.ui.widgets import fit_to_screen

GLOSSARY = [  # (term, meaning): marked for the catalogue, translated where shown
    (QT_TRANSLATE_NOOP("ui.glossary", "Privacy budget"),
     QT_TRANSLATE_NOOP("ui.glossary", "How much may be learned about any one person from everything you release "
                                      "about a group of people. Each release uses part of it; when it is used up, "
                                      "nothing more can be released. dpgui keeps the account, and you cannot get "
                                      "spent budget back.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "ε (epsilon)"),
     QT_TRANSLATE_NOOP("ui.glossary", "The size of a privacy budget, or of the part one release uses. Smaller "
                                      "means more private and noisier numbers; 1 is a common total. Above about "
                                      "5, an observer can learn a lot about a person.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Noise"),
     QT_TRANSLATE_NOOP("ui.glossary", "A small random amount added to each released number so that no one can "
                                      "tell whether a given person is in the data. It is why released numbers "
                                      "differ a little from the exact ones, and why each comes with a range.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Interval (range)"),
     QT_TRANSLATE_NOOP("ui.glossary", "The low and high ends around a released number. \"95% sure\" means that in "
                                      "95 of 100 releases made this way, the true value lies inside. A wide range "
                                      "means the number says little: do not publish it as if it were precise.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Missing values"),
     QT_TRANSLATE_NOOP("ui.glossary", "Rows with no answer in a column. dpgui leaves them out unless you choose "
                                      "to count them as a value, which pulls averages toward that value; every "
                                      "result says which rule was used.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Randomized response"),
     QT_TRANSLATE_NOOP("ui.glossary", "A way of asking a sensitive question: the respondent's device (or a coin "
                                      "or dice) sometimes replaces the true answer by a random one, by known "
                                      "rules. No single answer can be trusted, so it protects the respondent, yet "
                                      "the share of \"yes\" in the whole group can still be estimated.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Declared schema"),
     QT_TRANSLATE_NOOP("ui.glossary", "What you tell dpgui about each column from the questionnaire or codebook: "
                                      "its type, its allowed answers, the smallest and largest values. It is "
                                      "public and must not be read off the data.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Query (question)"),
     QT_TRANSLATE_NOOP("ui.glossary", "One statistic you ask of the data: a count, a share, an average, a median "
                                      "or a table. You choose how much of the budget each one uses: more budget "
                                      "gives a narrower range. Planning queries costs nothing; only releasing "
                                      "them does.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Release"),
     QT_TRANSLATE_NOOP("ui.glossary", "A query answered with noise added, and with its range. It is paid for from "
                                      "the budget once, when it is made, and kept in the project: looking at it "
                                      "again, exporting it or writing a report about it costs nothing more.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Many tables at once"),
     QT_TRANSLATE_NOOP("ui.glossary", "Several tables released together from one budget. dpgui measures a few of "
                                      "them with noise, one per round, and learns the rest from those "
                                      "measurements (\"private multiplicative weights\"), so that all the tables "
                                      "agree with one another. Their ranges are approximate; tables learned from "
                                      "the others have wider ones.")),
    (QT_TRANSLATE_NOOP("ui.glossary", "Round"),
     QT_TRANSLATE_NOOP("ui.glossary", "One step of \"many tables at once\": the table the learned model answers "
                                      "worst is chosen and measured with noise, using a share of the budget. More "
                                      "rounds measure more tables, each with a smaller share and more noise.")),
]


# The word each page is about: its "?" button (and F1 there) opens the glossary at it.
PAGE_WORDS = {"Data": "Declared schema", "Survey": "Randomized response", "Queries": "Query (question)",
              "Results": "Release", "Budget": "Privacy budget"}


class GlossaryDialog(QDialog):
    """Every word; for a page (its English name, as in the navigation's PAGES), that page's word first, then
    the rest, under ``title`` (the page's help, named in the interface's language)."""

    def __init__(self, parent=None, page: str | None = None, title: str | None = None):
        super().__init__(parent)
        first = PAGE_WORDS.get(page)
        self.setWindowTitle(title or translate("ui.glossary", "Words used in dpgui"))
        self.text = QTextBrowser()
        self.text.setAccessibleName(translate("ui.glossary", "Explanation"))
        entries = sorted(GLOSSARY, key=lambda entry: entry[0] != first)  # stable: the rest keep their order
        self.text.setHtml("".join(f"<h3>{escape(translate('ui.glossary', term))}</h3>"
                                  f"<p>{escape(translate('ui.glossary', meaning))}</p>" for term, meaning in entries))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        fit_to_screen(self, 620, 560)
