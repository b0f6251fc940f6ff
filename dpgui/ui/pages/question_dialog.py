"""The dialog that adds or edits one survey question: its text in each language, its kind, and for
sensitive questions the randomized-response design, with its ε shown as it changes."""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QPlainTextEdit, QSpinBox, QVBoxLayout)

from dpgui.core.noise.rationals import to_fraction
from dpgui.core.rr.survey import NotPrivate, Question, design_parameters_text
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.ui.colours import style
from dpgui.ui.widgets import EpsilonSlider


def kinds() -> list[tuple[str, str]]:
    return [(translate("ui.pages.question_dialog", "Sensitive yes/no question (randomised)"), "sensitive_yes_no"),
            (translate("ui.pages.question_dialog", "Sensitive multiple choice (randomised)"), "sensitive_choice"),
            (translate("ui.pages.question_dialog", "Multiple choice, asked directly (NOT protected)"), "select_one"),
            (translate("ui.pages.question_dialog", "Several choices, asked directly (NOT protected)"), "select_multiple"),
            (translate("ui.pages.question_dialog", "Whole number, asked directly (NOT protected)"), "integer")]


def designs() -> list[tuple[str, str]]:
    return [(translate("ui.pages.question_dialog", "Choose ε; the app derives the design (recommended)"), "epsilon"),
            (translate("ui.pages.question_dialog", "Forced response (p_truth, p_yes, p_no)"), "forced"),
            (translate("ui.pages.question_dialog", "Warner: the question or its opposite (p)"), "warner"),
            (translate("ui.pages.question_dialog", "Unrelated question with known yes-rate q (p, q)"), "unrelated")]


LISTED = ("sensitive_choice", "select_one", "select_multiple")  # kinds whose options are typed in
PARAMETERS = {"forced": ("p_truth", "p_yes", "p_no"), "warner": ("p",), "unrelated": ("p", "q")}
DEFAULTS = {"p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8", "p": "3/4", "q": "1/2"}


class QuestionDialog(QDialog):
    def __init__(self, languages: list[str], question: Question | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("ui.pages.question_dialog", "Question"))
        self.languages = languages
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("ui.pages.question_dialog", "a short column name, e.g. drug_use"))
        self.texts = {lang: QLineEdit() for lang in languages}
        self.kind = QComboBox()
        for text, kind in kinds():
            self.kind.addItem(text, kind)
        self.options = QPlainTextEdit()
        self.options.setPlaceholderText(translate("ui.pages.question_dialog", "one option per line: code = label "
                                                  "(labels per language: code = en | fr)"))
        self.options.setFixedHeight(90)
        self.design = QComboBox()
        for text, name in designs():
            self.design.addItem(text, name)
        self.params = {name: QLineEdit(DEFAULTS[name]) for name in DEFAULTS}
        self.epsilon = EpsilonSlider()
        self.oracle = QComboBox()
        for text, value in ((translate("ui.pages.question_dialog", "automatic (lower variance)"), "auto"),
                            ("GRR", "grr"), ("OUE", "oue")):
            self.oracle.addItem(text, value)
        self.randomiser = QComboBox()
        self.randomiser.addItem(translate("ui.pages.question_dialog", "this device, with its secure random numbers"),
                                "device")
        self.randomiser.addItem(translate("ui.pages.question_dialog", "the respondent, with dice or cards (physical)"),
                                "physical")
        self.not_private = QCheckBox(translate("ui.pages.question_dialog", "I understand: this design is NOT private "
                                               "(ε = ∞); some answers reveal the truth"))
        self.lower, self.upper = QSpinBox(), QSpinBox()
        for box, value in ((self.lower, 0), (self.upper, 120)):
            box.setRange(-1_000_000, 1_000_000)
            box.setValue(value)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet(style("error"))
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("ui.pages.question_dialog", "Name:"), self.name)
        for lang, edit in self.texts.items():
            form.addRow(translate("ui.pages.question_dialog", "Question ({language}):").format(language=lang), edit)
        form.addRow(translate("ui.pages.question_dialog", "Kind:"), self.kind)
        form.addRow(translate("ui.pages.question_dialog", "Options:"), self.options)
        form.addRow(translate("ui.pages.question_dialog", "Design:"), self.design)
        for name, edit in self.params.items():
            form.addRow(f"{name}:", edit)
        form.addRow("ε:", self.epsilon)
        form.addRow(translate("ui.pages.question_dialog", "Randomiser:"), self.oracle)
        form.addRow(translate("ui.pages.question_dialog", "Who randomises:"), self.randomiser)
        form.addRow(translate("ui.pages.question_dialog", "Lowest:"), self.lower)
        form.addRow(translate("ui.pages.question_dialog", "Highest:"), self.upper)
        form.addRow(self.not_private)
        self.form = form
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.original = question  # what the dialog does not edit (hint, logic, group) is kept from it
        if question is not None:
            self._load(question)
        for widget in (self.kind, self.design, self.oracle, self.randomiser):
            widget.currentIndexChanged.connect(self._update)
        for edit in self.params.values():
            edit.textChanged.connect(self._update)
        self.options.textChanged.connect(self._update)
        self.epsilon.committed.connect(self._update)
        self.epsilon.moved.connect(self._update)
        self.not_private.toggled.connect(self._update)
        self.question: Question | None = None
        self._update()

    def _load(self, q: Question) -> None:
        self.name.setText(q.name)
        for lang, edit in self.texts.items():
            edit.setText(q.label.get(lang, ""))
        self.kind.setCurrentIndex(self.kind.findData(q.kind))
        self.options.setPlainText("\n".join(
            f"{c['code']} = " + " | ".join(c["label"].get(lang, "") for lang in self.languages) for c in q.choices))
        if q.kind == "sensitive_yes_no":
            self.design.setCurrentIndex(self.design.findData(q.design.get("name")))
            for name in PARAMETERS.get(q.design.get("name"), ()):
                self.params[name].setText(str(q.design[name]))
        if "epsilon" in q.design:
            self.epsilon.set_epsilon(float(to_fraction(q.design["epsilon"])))
        self.oracle.setCurrentIndex(max(self.oracle.findData(q.design.get("oracle", "auto")), 0))
        self.randomiser.setCurrentIndex(self.randomiser.findData(q.randomiser))
        self.not_private.setChecked(q.not_private_confirmed)
        self.lower.setValue(q.lower or 0)
        self.upper.setValue(q.upper if q.upper is not None else 120)

    def _choices(self) -> list[dict]:
        out = []
        for line in self.options.toPlainText().splitlines():
            if not line.strip():
                continue
            code, _, labels = line.partition("=")
            parts = [p.strip() for p in labels.split("|")] if labels.strip() else [code.strip()]
            out.append({"code": code.strip(), "label": {lang: text for lang, text in zip(self.languages, parts)
                                                        if text}})
        return out

    def build(self) -> Question:
        kind = self.kind.currentData()
        design: dict = {}
        if kind == "sensitive_yes_no":
            name = self.design.currentData()
            design = {"name": name}
            if name == "epsilon":
                design["epsilon"] = str(self.epsilon.epsilon())
            for parameter in PARAMETERS.get(name, ()):
                design[parameter] = self.params[parameter].text().strip()
        elif kind == "sensitive_choice":
            design = {"epsilon": str(self.epsilon.epsilon()), "oracle": self.oracle.currentData()}
        base = self.original or Question(name="", kind=kind, label={})
        kept = base.choices if kind == base.kind == "sensitive_yes_no" else []  # an imported form's yes/no labels
        columns = {c["code"]: c["columns"] for c in base.choices if "columns" in c}  # for its choice_filter
        choices = [{**c, **({"columns": columns[c["code"]]} if c["code"] in columns else {})}
                   for c in self._choices()] if kind in LISTED else kept
        return dataclasses.replace(
            base, name=self.name.text().strip(), kind=kind,
            label={lang: e.text().strip() for lang, e in self.texts.items() if e.text().strip()}, choices=choices,
            design=design, randomiser=self.randomiser.currentData(), not_private_confirmed=self.not_private.isChecked(),
            lower=self.lower.value() if kind == "integer" else None,
            upper=self.upper.value() if kind == "integer" else None)

    def _update(self) -> None:
        kind, design = self.kind.currentData(), self.design.currentData()
        binary, choice = kind == "sensitive_yes_no", kind == "sensitive_choice"
        rows = {self.options: kind in LISTED, self.design: binary,
                self.epsilon: choice or (binary and design == "epsilon"), self.oracle: choice,
                self.randomiser: binary or choice, self.lower: kind == "integer", self.upper: kind == "integer"}
        rows.update({edit: binary and name in PARAMETERS.get(design, ()) for name, edit in self.params.items()})
        for widget, visible in rows.items():
            self.form.setRowVisible(widget, visible)
        self.error.clear()
        try:
            q = self.build()
            eps = q.epsilon
            infinite = eps is not None and math.isinf(eps)
            self.form.setRowVisible(self.not_private, infinite or self.not_private.isChecked())
            if eps is None:
                self.summary.setText(translate("ui.pages.question_dialog",
                                               "<b>Not protected:</b> the answer is stored exactly as given."))
            else:
                shown = translate("ui.pages.question_dialog", "∞ (NOT private)") if infinite \
                    else plain_number(eps, digits=3)
                self.summary.setText(translate("ui.pages.question_dialog", "<b>{design}</b> — ε = {epsilon}; about "
                                               "±{margin} points with {n} respondents.").format(
                    design=design_parameters_text(q), epsilon=shown, n=plain_number(500),
                    margin=plain_number(q.half_width(500) * 100, step=0.1)))
        except NotPrivate as err:
            self.form.setRowVisible(self.not_private, True)
            self.summary.setText(translate("ui.pages.question_dialog", "⚠ {reason}").format(reason=err))
        except (ValueError, ZeroDivisionError) as err:
            self.summary.setText("")
            self.error.setText(translate("ui.pages.question_dialog", "⚠ {reason}").format(reason=err))

    def _accept(self) -> None:
        try:
            q = self.build()
            if not q.name:
                raise ValueError(translate("ui.pages.question_dialog", "Give the question a name"))
            if not q.label:
                raise ValueError(translate("ui.pages.question_dialog", "Write the question"))
            q.epsilon  # a design error or an unconfirmed ε = ∞ stops here
        except ValueError as err:
            self.error.setText(translate("ui.pages.question_dialog", "⚠ {reason}").format(reason=err))
            return
        self.question = q
        self.accept()
