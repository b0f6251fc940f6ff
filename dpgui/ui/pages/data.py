"""Data page: the datasets of the project, and the declared schema of the current one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate
from dpgui.engine.linking import source_changed
from dpgui.store.declared.names import html_text
from dpgui.store.declared.schema import DatasetSchema, PersonDeclaration, Proposal, propose_schema
from dpgui.store.profile import profile_dataset
from dpgui.ui.colours import style
from dpgui.ui.link_dialog import ask_and_link
from dpgui.ui.schema_editor import SchemaEditor
from dpgui.ui.widgets import named
from dpgui.store.ledger.journal import population_name


# Shown as translate("ui.pages.data", DERIVED_TEXT), here and in the import wizard.
DERIVED_TEXT = QT_TRANSLATE_NOOP("ui.pages.data", "⚠ <b>Some lines were proposed from the private data</b> "
                                 "(highlighted). Check each against the questionnaire or codebook and tick it in the "
                                 "Check column; releases are refused until every proposed line is ticked. Bounds are "
                                 "never proposed: type them.")


class DataPage(QWidget):
    def __init__(self, context, import_action, parent=None):
        super().__init__(parent)
        self.context = context
        self.dataset = named(QComboBox(), translate("ui.pages.data", "Dataset"))
        self.dataset.currentTextChanged.connect(lambda name: name and context.select_dataset(name))
        self.import_button = QPushButton(translate("ui.pages.data", "Import data…"))
        self.import_button.clicked.connect(import_action.trigger)
        self.link_button = QPushButton(translate("ui.pages.data", "Link a large file…"))
        self.link_button.setToolTip(translate("ui.pages.data", "Parquet or CSV that stays where it is: DuckDB "
                                              "computes only the aggregates each release needs. Needs a declared "
                                              "schema file."))
        self.link_button.setProperty("usual_tip", self.link_button.toolTip())  # shown again when linking is allowed
        self.link_button.clicked.connect(lambda: ask_and_link(self, context))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.propose = QPushButton(translate("ui.pages.data", "Propose from data…"))
        self.propose.setToolTip(translate("ui.pages.data", "Reads the private data to suggest types and category "
                                          "lists (never bounds); each proposed line is highlighted until you confirm "
                                          "it."))
        self.propose.clicked.connect(self._propose)
        self.derived = QLabel(translate("ui.pages.data", DERIVED_TEXT))
        self.derived.setWordWrap(True)
        self.derived.setStyleSheet(style("notice", "padding: 6px;"))
        self.editor = SchemaEditor()
        self.editor.edited.connect(self._save)
        self.person = named(QComboBox(), translate("ui.pages.data", "Column that identifies people"))
        self.person.setToolTip(translate("ui.pages.data", "The identifier column that says whose row it is. With it, "
                                         "dpgui keeps at most the number of rows you give per person (chosen at "
                                         "random) before counting anything."))
        self.person_rows = named(QSpinBox(), translate("ui.pages.data", "Most rows kept per person"))
        self.person_rows.setRange(1, 10_000)
        self.person.currentIndexChanged.connect(lambda _i: self._save())
        self.person_rows.valueChanged.connect(lambda _v: self._save())
        self.problem = QLabel()
        self.problem.setStyleSheet(style("error"))
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # messages quote column names: never markup
        self._proposing: str | None = None  # the dataset whose proposal is on screen, not yet valid
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("ui.pages.data", "Dataset:")))
        top.addWidget(self.dataset, 1)
        top.addWidget(self.import_button)
        top.addWidget(self.link_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        heading = QLabel(translate("ui.pages.data", "<b>Declared schema</b> — public metadata; every change is saved "
                                   "at once (Edit ▸ Undo to go back)."))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        layout.addWidget(self.derived)
        layout.addWidget(self.editor, 1)
        people = QHBoxLayout()
        people.addWidget(QLabel(translate("ui.pages.data", "Whose rows:")))
        people.addWidget(self.person, 1)
        people.addWidget(QLabel(translate("ui.pages.data", "count at most")))
        people.addWidget(self.person_rows)
        people.addWidget(QLabel(translate("ui.pages.data", "rows of each person")))
        layout.addLayout(people)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addWidget(self.propose)
        context.changed.connect(self.refresh)

    def refresh(self) -> None:
        project = self.context.project
        names = [d.name for d in project.datasets()] if project else []
        self.dataset.blockSignals(True)
        self.dataset.clear()
        self.dataset.addItems(names)
        if self.context.dataset:
            self.dataset.setCurrentText(self.context.dataset)
        self.dataset.blockSignals(False)
        has = bool(self.context.dataset)
        for w in (self.editor, self.propose):
            w.setEnabled(has)
        if not has:
            self.summary.setText(translate("ui.pages.data", "No data yet. Use <b>Import data…</b> or drag a file "
                                           "onto the window."))
            self.editor.setRowCount(0)
            self.derived.hide()
            return
        info = project.dataset(self.context.dataset)
        self.summary.setText(translate("ui.pages.data", "<b>{dataset}</b>: {origin}. {budget}").format(
            dataset=html_text(info.name), origin=html_text(_origin(info)),
            budget=html_text(_budget_text(info.name, project.budget(info.name)))))
        self.propose.setEnabled(info.link is None)  # a linked source is never profiled
        current = self._editor_schema()
        stored = (info.schema.columns, info.schema.derived_columns) if info.schema else ({}, ())
        completing = self._proposing == info.name and current is None  # a proposal awaiting typed bounds stays
        if not completing and (current is None or (current.columns, current.derived_columns) != stored
                               or self.editor.rowCount() != len(info.columns)):
            self.editor.load(info.columns, info.schema)
        self.derived.setVisible(bool(self.editor.unconfirmed()))
        self._show_person(info.schema)

    def _show_person(self, schema: DatasetSchema | None) -> None:
        """The person choices: the declared identifier columns, or "one row per person" (assumed)."""
        identifiers = [n for n, c in (schema.columns.items() if schema else []) if c.type == "identifier"]
        for widget in (self.person, self.person_rows):
            widget.blockSignals(True)
        self.person.clear()
        self.person.addItem(translate("ui.pages.data", "one row per person (assumed, not checked)"), None)
        for name in identifiers:
            self.person.addItem(translate("ui.pages.data", "the person is identified by {column}").format(column=name),
                                name)
        person = schema.person if schema else None
        self.person.setCurrentIndex(max(self.person.findData(person.column), 0) if person else 0)
        self.person_rows.setValue(person.max_rows if person else 1)
        self.person_rows.setEnabled(person is not None)
        for widget in (self.person, self.person_rows):
            widget.blockSignals(False)

    def _declared_person(self, schema: DatasetSchema) -> PersonDeclaration | None:
        column = self.person.currentData()
        if column is None or column not in schema.columns or schema.columns[column].type != "identifier":
            return None
        return PersonDeclaration(column, self.person_rows.value())

    def _editor_schema(self) -> DatasetSchema | None:
        try:
            return self.editor.schema()
        except ValueError:
            return None

    def _save(self) -> None:
        try:
            schema = self.editor.schema()
        except ValueError as err:
            self.problem.setText(translate("ui.pages.data", "Not saved yet: {reason}").format(reason=err))
            return
        self.problem.setText("")
        self._proposing = None
        info = self.context.project.dataset(self.context.dataset)
        schema = DatasetSchema(schema.columns, schema.derived_from_private_data,
                               info.schema.notes if info.schema else {},  # e.g. randomized-response columns
                               person=self._declared_person(schema), derived_columns=schema.derived_columns)
        self.derived.setVisible(bool(self.editor.unconfirmed()))
        if info.schema is None or _declared(schema) != _declared(info.schema):
            try:
                self.context.set_schema(schema, translate("ui.pages.data", "Edit schema"))
            except ValueError as err:
                self.problem.setText(translate("ui.pages.data", "Not saved: {reason}").format(reason=err))

    def _propose(self) -> None:
        """Profile the whole dataset in the worker (it may be large), then offer the proposal."""
        project, info = self.context.project, self.context.project.dataset(self.context.dataset)
        self.problem.setText(translate("ui.pages.data", "Reading the data to propose declarations…"))
        randomized = set(info.schema.randomized) if info.schema else set()  # device-randomised: never released
        self.context.runner.start(lambda task: propose_schema(
                                      {n: p for n, p in profile_dataset(project, info).items() if n not in randomized}),
                                  finished=self._proposed, failed=self.problem.setText)

    def _proposed(self, proposal: Proposal) -> None:
        """Show the proposal for review; it is saved (marked derived) once every released row is valid."""
        self.problem.setText("")
        self._proposing = self.context.dataset
        self.editor.load(self.context.project.dataset(self.context.dataset).columns, None, proposal)
        self.derived.setVisible(bool(self.editor.unconfirmed()))
        self._save()


def _declared(schema: DatasetSchema) -> tuple:
    return schema.columns, schema.person, schema.derived_columns


def _origin(info) -> str:
    if info.link is None:
        return translate("ui.pages.data", "{rows} rows × {columns} columns, imported {date} from {source}").format(
            rows=plain_number(info.n_rows), columns=plain_number(len(info.columns)), date=info.imported_at[:10],
            source=info.source)
    linked = translate("ui.pages.data", "{columns} columns, linked {date} to {source} ({format}, aggregated by "
                       "{engine}; the rows stay there)").format(
        columns=plain_number(len(info.columns)), date=info.imported_at[:10], source=info.source,
        format=info.link["format"], engine=info.link["engine"])
    if info.link["format"] != "table" and source_changed(info):  # files: a cheap look at their metadata
        return translate("ui.pages.data", "{linked} — <b>its files have changed since they were linked</b>; releases "
                         "use them as they are now").format(linked=linked)
    return linked


def _budget_text(name: str, budget) -> str:
    others = [n for n in budget.shared_with if n != name]
    if others:
        return translate("ui.pages.data", "Budget of {people}: {total}, shared with {datasets}; {remaining} "
                         "left.").format(people=population_name(budget.population), total=budget.total, datasets=", ".join(others),
                                         remaining=budget.remaining)
    return translate("ui.pages.data", "Budget of {people}: {total}; {remaining} left.").format(
        people=population_name(budget.population), total=budget.total, remaining=budget.remaining)
