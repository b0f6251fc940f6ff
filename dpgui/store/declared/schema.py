"""The declared public schema of a dataset (docs/schema.md has the JSON format).

Category lists and bounds are public metadata the curator declares. Read off the private data
they leak, so :func:`propose_schema` runs only on request and marks its result
"derived from the private data: review before release".
Policies, fixed per type so nothing is dropped silently:
- categorical: values outside the list go to an "(other)" cell (``outside: "other"``, the default) or
  are left out (``outside: "exclude"``); missing values go to a "(missing)" cell (``missing: "cell"``,
  the default), to "(other)" (``missing: "other"``) or are left out (``missing: "exclude"``). A row left
  out is left out of every statistic counted over that column (its histogram, tables, marginals and
  mode), and no "(other)" or "(missing)" cell is released for what was left out. Leaving rows out is a
  row-wise filter, a 1-stable transformation (McSherry, PINQ, 2009): each row is kept or dropped on its
  own value alone, so one person changes the filtered rows no more than the rows themselves and the
  counts keep their sensitivity at no extra privacy cost. Every result says which rows were left out;
- numeric: values are clamped to [lower, upper]; missing values are left out of that column's
  statistics (``missing: "exclude"``, the default) or, only when the curator chooses it, imputed with
  ``impute`` (default: the lower bound), which biases means and sums and is said in every result.
  A schema stored in a project always names its rule; one stored by an older dpgui without it meant
  "impute" and is read so (``parse_schema(..., stored=True)``); a schema file without it means "exclude";
- identifier: stored, never released;
- randomized_response: answers already randomised on the respondent's device (with the stated
  ``design``); kept in the schema so a schema file can describe the whole table, but never released
  centrally: their prevalence is estimated with the design (``dpgui rr estimate``, the Survey page).
Contribution bounding: ``"person": {"column": <an identifier column>, "max_rows": K}`` names who
each row belongs to; the engine then keeps at most K rows per person (chosen at random with the
CSPRNG) before any aggregate. Without it, one row per person is assumed, and every result says so.
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import asdict, dataclass, field

from dpgui.core.words.plain_numbers import localised, plain_number
from dpgui.core.words.translation import translate

TYPES = ("categorical", "numeric", "identifier")
RANDOMIZED = "randomized_response"
OTHER, MISSING = "(other)", "(missing)"
LEFT_OUT = -1  # the cell of a value whose row is left out (ColumnSchema.extra_cells)


@dataclass(frozen=True)
class ColumnSchema:
    type: str
    categories: tuple[str, ...] = ()
    lower: float | None = None
    upper: float | None = None
    missing: str | None = None  # default: "cell" for categorical, "exclude" for numeric
    impute: float | None = None
    outside: str | None = None  # categorical: "other" (the default) or "exclude"

    def __post_init__(self):
        if self.type not in TYPES:
            raise ValueError(translate("store.declared.schema", "Type must be one of {types}, not {type}").format(
                types=", ".join(TYPES), type=repr(self.type)))
        if self.missing is None:
            object.__setattr__(self, "missing", "exclude" if self.type == "numeric" else "cell")
        if self.type == "categorical":
            if self.outside is None:
                object.__setattr__(self, "outside", "other")
            if not self.categories:
                raise ValueError(translate("store.declared.schema", "A categorical column needs a list of categories"))
            if len(set(self.categories)) != len(self.categories):
                raise ValueError(translate("store.declared.schema", "The category list has a duplicate"))
            if self.missing not in ("cell", "other", "exclude"):
                raise ValueError(translate("store.declared.schema",
                                           'Missing must be "cell", "other" or "exclude" for a categorical column'))
            if self.outside not in ("other", "exclude"):
                raise ValueError(translate("store.declared.schema", 'Outside must be "other" or "exclude"'))
            if self.outside == "exclude" and self.missing == "other":
                raise ValueError(translate("store.declared.schema", "Missing values cannot be counted in (other) "
                                           "when values not in the list are left out"))
        elif self.outside is not None:
            raise ValueError(translate("store.declared.schema", '"outside" applies to a categorical column only'))
        if self.type == "numeric":
            if self.lower is None or self.upper is None:
                raise ValueError(translate("store.declared.schema", "A numeric column needs lower and upper bounds"))
            if not (math.isfinite(self.lower) and math.isfinite(self.upper)) or self.lower >= self.upper:
                raise ValueError(translate("store.declared.schema", "The bounds must be finite with lower < upper, got "
                                           "[{lower}, {upper}]").format(lower=localised(str(self.lower)),
                                                                        upper=localised(str(self.upper))))
            if self.missing not in ("impute", "exclude"):
                raise ValueError(translate("store.declared.schema",
                                           'Missing must be "impute" or "exclude" for a numeric column'))
            if self.impute is not None and not self.lower <= self.impute <= self.upper:
                raise ValueError(translate("store.declared.schema", "The imputed value must lie within the bounds"))

    @property
    def labels(self) -> list[str]:
        """Cell labels of a histogram over this column: declared categories, then the extra cells."""
        return ([*self.categories] + ([OTHER] if self.outside == "other" else [])
                + ([MISSING] if self.missing == "cell" else []))

    @property
    def extra_cells(self) -> tuple[int, int]:
        """(the cell of a value outside the list, the cell of a missing value), ``LEFT_OUT`` where the
        row is left out: every engine maps values to cells by these."""
        other = len(self.categories) if self.outside == "other" else LEFT_OUT
        missing = {"cell": len(self.labels) - 1, "other": other}.get(self.missing, LEFT_OUT)
        return other, missing

    @property
    def leaves_out(self) -> bool:
        """Whether the declared rules leave some rows out of the statistics counted over this column."""
        return self.type == "categorical" and LEFT_OUT in self.extra_cells

    @property
    def impute_value(self) -> float:
        return self.lower if self.impute is None else self.impute

    def missing_text(self, name: str) -> str:
        """The rule for missing values in plain words. Only the rule: how many were missing is private."""
        if self.type == "categorical":
            return _categorical_text(self.outside, self.missing).format(name=name)
        if self.missing == "exclude":
            return translate("store.declared.schema", "rows with no {name} were left out").format(name=name)
        value = self.impute_value
        if value == self.lower:
            text = translate("store.declared.schema", "rows with no {name} were counted as {value}, which pulls the "
                             "mean down")
        elif value == self.upper:
            text = translate("store.declared.schema", "rows with no {name} were counted as {value}, which pulls the "
                             "mean up")
        else:
            text = translate("store.declared.schema", "rows with no {name} were counted as {value}, which pulls the "
                             "mean toward {value}")
        return text.format(name=name, value=plain_number(value))

    def to_json(self) -> dict:
        out = {k: v for k, v in asdict(self).items() if v not in (None, ())}
        if self.categories:
            out["categories"] = list(self.categories)
        if self.type == "identifier":
            out.pop("missing")
        if out.get("outside") == "other":  # the default, unwritten: schemas declared before it read the same
            out.pop("outside")
        return out


def _categorical_text(outside: str, missing: str) -> str:
    """What the "(other)" and "(missing)" cells count, or which rows were left out, with ``{name}``."""
    if outside == "exclude":
        if missing == "exclude":
            return translate("store.declared.schema", "rows whose {name} is missing or not in the declared list "
                             "are left out")
        return translate("store.declared.schema", "rows whose {name} is not in the declared list are left out; "
                         "the (missing) cell counts rows with no {name}")
    if missing == "cell":
        return translate("store.declared.schema", "the (other) cell counts {name} values not in the declared "
                         "list, and the (missing) cell counts rows with no {name}")
    if missing == "other":
        return translate("store.declared.schema", "the (other) cell counts {name} values not in the declared "
                         "list and rows with no {name}")
    return translate("store.declared.schema", "the (other) cell counts {name} values not in the declared list; "
                     "rows with no {name} are left out")


@dataclass(frozen=True)
class PersonDeclaration:
    """Which identifier column says whose row it is, and how many rows of one person may count."""

    column: str
    max_rows: int

    def __post_init__(self):
        if not isinstance(self.max_rows, int) or isinstance(self.max_rows, bool) or not 1 <= self.max_rows <= 10_000:
            raise ValueError(translate("store.declared.schema", '"max_rows" must be a whole number from 1 to {most}, '
                                       'got {value}').format(most=plain_number(10_000), value=repr(self.max_rows)))


@dataclass(frozen=True)
class DatasetSchema:
    columns: dict[str, ColumnSchema]
    derived_from_private_data: bool = False
    notes: dict = field(default_factory=dict)
    person: PersonDeclaration | None = None
    derived_columns: tuple[str, ...] = ()  # proposed from the data and not yet confirmed one by one

    @property
    def randomized(self) -> dict[str, dict]:
        """Columns of device-randomised answers: {name: their declaration (with the design)}."""
        return self.notes.get(RANDOMIZED, {})

    def missing_texts(self, names) -> list[str]:
        """The missing-value rules of these columns in plain words, one line per rule: columns that share a rule
        share its line (three tables' "(other)"/"(missing)" cells are explained once, not three times)."""
        rules: dict[str, list[str]] = {}
        for name in names:
            rules.setdefault(self.columns[name].missing_text("\x00"), []).append(name)
        return [rule.replace("\x00", ", ".join(shared)) for rule, shared in rules.items()]

    def column(self, name: str) -> ColumnSchema:
        if name in self.randomized:
            raise ValueError(translate("store.declared.schema", "Column {name} holds randomized-response answers; "
                                       "estimate its prevalence from the design (dpgui rr estimate, or the Survey "
                                       "page) instead of releasing it").format(name=repr(name)))
        if name not in self.columns:
            raise ValueError(translate("store.declared.schema", "Column {name} is not declared in the schema, so it "
                                       "cannot be released").format(name=repr(name)))
        return self.columns[name]

    def releasable(self, name: str, *types: str) -> ColumnSchema:
        col = self.column(name)
        if col.type == "identifier":
            raise ValueError(translate("store.declared.schema", "Column {name} is an identifier and is never "
                                       "released").format(name=repr(name)))
        if types and col.type not in types:
            raise ValueError(translate("store.declared.schema", "Column {name} is declared {type}; this query needs "
                                       "{types}").format(name=repr(name), type=col.type, types=" or ".join(types)))
        return col

    def to_json(self) -> dict:
        out = {"columns": {**{n: c.to_json() for n, c in self.columns.items()}, **self.randomized}}
        if self.person is not None:
            out["person"] = {"column": self.person.column, "max_rows": self.person.max_rows}
        if self.derived_from_private_data:
            out["derived_from_private_data"] = True
            out["warning"] = "derived from the private data: review before release"
            if self.derived_columns:
                out["derived_columns"] = list(self.derived_columns)
        return out

    def dumps(self) -> str:
        return self._text

    @functools.cached_property
    def _text(self) -> str:
        """Written once: each release checks the declaration's digest against the journal."""
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False)


def parse_schema(data: dict | str, known_columns: list[str] | None = None, stored: bool = False) -> DatasetSchema:
    """Read a schema from JSON text or a dict, with a message naming the column at fault.

    A numeric column that names no "missing" rule leaves missing values out; in a schema ``stored`` in
    a project by an older dpgui the absent key meant "impute", and it is read as it was meant."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as err:
            raise ValueError(translate("store.declared.schema", "The schema is not valid JSON: {problem}").format(
                problem=err)) from None
    if not isinstance(data, dict) or not isinstance(data.get("columns"), dict):
        raise ValueError(translate("store.declared.schema", 'The schema must be a JSON object with a "columns" object'))
    columns, randomized = {}, {}
    for name, spec in data["columns"].items():
        if known_columns is not None and name not in known_columns:
            raise ValueError(translate("store.declared.schema", "The schema declares {name}, which is not a column of "
                                       "the dataset").format(name=repr(name)))
        if not isinstance(spec, dict):
            raise ValueError(translate("store.declared.schema", "Column {name}: its declaration must be an "
                                       "object").format(name=repr(name)))
        if spec.get("type") == RANDOMIZED:
            if not isinstance(spec.get("design"), dict):
                raise ValueError(translate("store.declared.schema", "Column {name}: a randomized_response column needs "
                                           "its \"design\" object").format(name=repr(name)))
            randomized[name] = spec
            continue
        try:
            columns[name] = ColumnSchema(
                type=spec.get("type", ""),
                categories=tuple(str(c) for c in spec.get("categories", ())),
                lower=_number(spec.get("lower")), upper=_number(spec.get("upper")),
                missing=spec.get("missing", "impute" if stored and spec.get("type") == "numeric" else None),
                impute=_number(spec.get("impute")), outside=spec.get("outside"),
            )
        except (TypeError, ValueError) as err:
            raise ValueError(translate("store.declared.schema", "Column {name}: {problem}").format(
                name=repr(name), problem=err)) from None
    derived = bool(data.get("derived_from_private_data", False))
    return DatasetSchema(columns, derived, {RANDOMIZED: randomized} if randomized else {},
                         person=_person(data.get("person"), columns),
                         derived_columns=tuple(data.get("derived_columns", columns if derived else ())))


def _person(spec, columns: dict[str, ColumnSchema]) -> PersonDeclaration | None:
    if spec is None:
        return None
    if not isinstance(spec, dict) or not isinstance(spec.get("column"), str):
        raise ValueError(translate("store.declared.schema",
                                   '"person" must be an object naming the identifier "column" and "max_rows"'))
    column = columns.get(spec["column"])
    if column is None or column.type != "identifier":
        raise ValueError(translate("store.declared.schema", '"person" names {name}, which must be a column declared '
                                   'as an identifier').format(name=repr(spec["column"])))
    return PersonDeclaration(spec["column"], spec.get("max_rows", 1))


def _number(value) -> float | None:
    return None if value is None else float(value)


@dataclass(frozen=True)
class Proposal:
    """Declarations proposed from the private data: a derived schema, plus the columns that hold
    numbers, whose bounds the curator must type (the data's own minimum and maximum are never shown)."""

    schema: DatasetSchema
    numeric: tuple[str, ...]

    @property
    def derived(self) -> tuple[str, ...]:
        return (*self.schema.columns, *self.numeric)


def _in_order(value: str) -> tuple:
    """Codes that are numbers in numeric order (2 before 10), then the rest alphabetically."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return (1, 0.0, str(value))
    return (0, number, str(value)) if math.isfinite(number) else (1, 0.0, str(value))


def propose_schema(profile: dict[str, dict]) -> Proposal:
    """Declarations proposed from a per-column profile of the private data (on request only).

    ``profile[name]`` holds ``distinct`` (up to 51 distinct values), ``unique`` (every value
    distinct), ``numeric_range`` (min, max or None), of which only whether it exists is used, and
    ``whole`` (every number whole). Numbers with more than 50 distinct values are proposed numeric,
    with no bounds; fewer are codes, proposed categorical in numeric order. Every value distinct
    makes an identifier, unless the values are numbers with fractions (measurements, not codes).
    The schema is marked derived, column by column.
    """
    columns, numeric = {}, []
    for name, p in profile.items():
        measured = p["numeric_range"] is not None and not p.get("whole", True)
        if p["unique"] and p["rows"] > 50 and not measured:
            columns[name] = ColumnSchema("identifier")
        elif p["numeric_range"] is not None and len(p["distinct"]) > 50:
            numeric.append(name)
        elif p["distinct"]:
            columns[name] = ColumnSchema("categorical", categories=tuple(sorted(p["distinct"], key=_in_order)[:50]))
        else:
            columns[name] = ColumnSchema("identifier")
    return Proposal(DatasetSchema(columns, derived_from_private_data=True, derived_columns=tuple(columns)),
                    tuple(numeric))
