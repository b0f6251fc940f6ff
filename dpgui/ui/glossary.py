"""Help ▸ Words used in dpgui: the few terms a survey researcher meets in the app, in plain words."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from dpgui.ui.widgets import fit_to_screen

GLOSSARY = [
    ("Privacy budget", "How much may be learned about any one person from everything you release about a "
     "group of people. Each release uses part of it; when it is used up, nothing more can be released. dpgui "
     "keeps the account, and you cannot get spent budget back."),
    ("ε (epsilon)", "The size of a privacy budget, or of the part one release uses. Smaller means more "
     "private and noisier numbers; 1 is a common total. Above about 5, an observer can learn a lot about a "
     "person."),
    ("Noise", "A small random amount added to each released number so that no one can tell whether a given "
     "person is in the data. It is why released numbers differ a little from the exact ones, and why each "
     "comes with a range."),
    ("Interval (range)", "The low and high ends around a released number. \"95% sure\" means that in 95 of "
     "100 releases made this way, the true value lies inside. A wide range means the number says little: "
     "do not publish it as if it were precise."),
    ("Missing values", "Rows with no answer in a column. dpgui leaves them out unless you choose to count them "
     "as a value, which pulls averages toward that value; every result says which rule was used."),
    ("Randomized response", "A way of asking a sensitive question: the respondent's device (or a coin or dice) "
     "sometimes replaces the true answer by a random one, by known rules. No single answer can be trusted, so "
     "it protects the respondent, yet the share of \"yes\" in the whole group can still be estimated."),
    ("Declared schema", "What you tell dpgui about each column from the questionnaire or codebook: its type, its "
     "allowed answers, the smallest and largest values. It is public and must not be read off the data."),
]


class GlossaryDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Words used in dpgui")
        self.text = QTextBrowser()
        self.text.setAccessibleName("Explanation")
        self.text.setHtml("".join(f"<h3>{term}</h3><p>{meaning}</p>" for term, meaning in GLOSSARY))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        fit_to_screen(self, 620, 560)
