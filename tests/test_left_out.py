"""Declared rules that leave rows out: values outside a categorical column's list, and missing values, may
be left out instead of counted in "(other)" or "(missing)". The schema keeps old declarations as they
were; every engine that counts (imported: SQLite; linked: DuckDB on CSV and Parquet; Spark in
tests/test_linked_spark.py) gives the counts the rules' words say; releases carry no cell for what was left
out and say which rows were; plan, memory and PMW see the shorter axes. Sensitivity under these rules is
checked on every engine by the neighbouring-dataset harness (tests/neighbours.py, column cat3)."""

import json
import re

import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.mechanisms.selection import selection_margin
from dpgui.engine import aggregates, memory
from dpgui.engine.backends import open_aggregates
from dpgui.engine.learned_tables import release_rows
from dpgui.engine.linking import link_dataset
from dpgui.engine.plan import accuracy
from dpgui.engine.queries import parse_query
from dpgui.engine.release import release
from dpgui.store.declared.schema import ColumnSchema, parse_schema, propose_schema
from dpgui.store.importers import open_table
from dpgui.store.links import link_to
from dpgui.store.profile import profile_chunks
from dpgui.store.project import Project
from tests import linked_fixtures as fx

BIG = PrivacySetting.of(epsilon=50)
LEFT_OUT = ("exclude", "exclude")


# -- the schema -----------------------------------------------------------------------------------------

def test_an_old_declaration_reads_and_writes_exactly_as_before():
    """A schema without the new rule keeps its text (its digest is in the journal) and its cells."""
    text = json.dumps({"columns": {"sex": {"type": "categorical", "categories": ["F", "M"], "missing": "cell"},
                                   "kind": {"type": "categorical", "categories": ["a"], "missing": "other"}}},
                      indent=2, ensure_ascii=False)
    schema = parse_schema(text, stored=True)
    assert schema.dumps() == text
    assert schema.columns["sex"].outside == "other" and schema.columns["sex"].labels == ["F", "M", "(other)", "(missing)"]
    assert schema.columns["kind"].labels == ["a", "(other)"]
    assert ColumnSchema("categorical", ("F", "M")) == schema.columns["sex"]


@pytest.mark.parametrize("rules", fx.RULES)
def test_every_rule_survives_json_and_a_stored_project(tmp_path, rules):
    schema = fx.left_out_schema(rules)
    again = parse_schema(schema.dumps())
    assert again == schema and again.dumps() == schema.dumps()
    assert ("outside" in schema.to_json()["columns"]["sex"]) == (rules[0] == "exclude")  # written only when chosen
    (tmp_path / "d.csv").write_text("pid,sex,grp\np1,F,1\n", encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        project.add_dataset("d", open_table(tmp_path / "d.csv"), schema)
    with Project.open(tmp_path / "p.dpgui") as project:
        assert project.dataset("d").schema == schema


LABELS = {("other", "cell"): ["F", "M", "(other)", "(missing)"], ("other", "other"): ["F", "M", "(other)"],
          ("other", "exclude"): ["F", "M", "(other)"], ("exclude", "cell"): ["F", "M", "(missing)"],
          ("exclude", "exclude"): ["F", "M"]}
TEXTS = {("other", "cell"): "the (other) cell counts sex values not in the declared list, and the (missing) cell "
                            "counts rows with no sex",
         ("other", "other"): "the (other) cell counts sex values not in the declared list and rows with no sex",
         ("other", "exclude"): "the (other) cell counts sex values not in the declared list; rows with no sex are "
                               "left out",
         ("exclude", "cell"): "rows whose sex is not in the declared list are left out; the (missing) cell counts "
                              "rows with no sex",
         ("exclude", "exclude"): "rows whose sex is missing or not in the declared list are left out"}


@pytest.mark.parametrize("rules", fx.RULES)
def test_each_rule_has_its_cells_and_says_what_they_count(rules):
    column = fx.left_out_schema(rules).columns["sex"]
    assert column.labels == LABELS[rules]
    assert column.leaves_out == ("exclude" in rules)
    assert column.missing_text("sex") == TEXTS[rules]


@pytest.mark.parametrize("spec, message", [
    ({"outside": "exclude", "missing": "other"}, "missing values cannot be counted in \\(other\\)"),
    ({"outside": "drop"}, 'outside must be "other" or "exclude"'),
    ({"missing": "drop"}, 'missing must be "cell", "other" or "exclude"'),
])
def test_a_rule_that_cannot_hold_is_refused_naming_the_column(spec, message):
    with pytest.raises(ValueError, match=f"(?i)column 'sex': {message}"):
        parse_schema({"columns": {"sex": {"type": "categorical", "categories": ["F"], **spec}}})


def test_outside_belongs_to_categorical_columns_only():
    with pytest.raises(ValueError, match="(?i)outside.* categorical column only"):
        parse_schema({"columns": {"x": {"type": "numeric", "lower": 0, "upper": 1, "outside": "exclude"}}})


def test_randomized_response_columns_are_untouched_beside_a_left_out_column():
    rr = {"type": "randomized_response", "design": {"name": "forced", "p_truth": "2/3", "p_yes": "1/6", "p_no": "1/6"}}
    schema = parse_schema({"columns": {"sex": {"type": "categorical", "categories": ["F"], "outside": "exclude"},
                                       "drugs": rr}})
    assert schema.randomized == {"drugs": rr} and parse_schema(schema.dumps()).randomized == {"drugs": rr}
    with pytest.raises(ValueError, match="randomized-response"):
        schema.column("drugs")


# -- every engine -----------------------------------------------------------------------------------------

ENGINES = ["sqlite", "sqlite-by-row", "duckdb-csv", "duckdb-parquet"]


def _engine(project, tmp_path, engine: str, schema):
    """The rows as a dataset of ``project`` read by ``engine``."""
    fmt = "parquet" if engine.endswith("parquet") else "csv"
    path = fx.write_left_out(tmp_path, fmt)
    name = f"d{len(project.datasets())}"
    if engine.startswith("sqlite"):
        project.add_dataset(name, open_table(path), schema)
    else:
        link_dataset(project, name, link_to(str(path)), schema)
    return open_aggregates(project, project.dataset(name))


@pytest.mark.parametrize("engine", ENGINES)
def test_every_engine_counts_what_the_rules_say(tmp_path, monkeypatch, engine):
    if engine == "sqlite-by-row":  # too many code combinations: rows are mapped to cells one by one
        monkeypatch.setattr(aggregates, "COMBINATIONS_LIMIT", 1)
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        for rules in fx.RULES:
            data = _engine(project, tmp_path, engine, fx.left_out_schema(rules))
            counts, axes = data.cell_counts(["sex", "grp"], None)
            assert axes == [LABELS[rules], ["1", "2", "(missing)"]]
            expected = fx.expected_table(rules)
            assert fx.as_table(counts, axes) == expected, rules
            sex = {}
            for (s, _), n in fx.expected_table(rules, ("other", "cell")).items():
                sex[(s,)] = sex.get((s,), 0) + n
            assert fx.as_table(*data.cell_counts(["sex"], None)) == sex, rules  # grp does not filter sex alone
            marginals, _ = data.marginal_counts(["sex", "grp"], [(0,), (1,), (0, 1)], None)
            assert fx.as_table(marginals[(0, 1)], axes) == expected
            assert marginals[(0,)].tolist() == marginals[(0, 1)].sum(axis=1).tolist()  # one set of rows for all
            assert marginals[(1,)].tolist() == marginals[(0, 1)].sum(axis=0).tolist()
            assert data.count_rows(None) == len(fx.left_out_rows())  # a count uses no categorical column


def test_a_where_is_applied_with_the_rules(tmp_path):
    """A row must pass the where and the rules; the where itself is not changed by the rules."""
    where = {"column": "grp", "in": ["7", "1"]}
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        counts = {engine: fx.as_table(*_engine(project, tmp_path, engine, fx.left_out_schema(LEFT_OUT))
                                      .cell_counts(["sex"], where)) for engine in ("sqlite", "duckdb-csv")}
    wanted = {(sex,): sum(1 for _, s, g in fx.left_out_rows() if s == sex and g in ("7", "1")) for sex in "FM"}
    assert counts["sqlite"] == counts["duckdb-csv"] == wanted


# -- releases, plans and memory ---------------------------------------------------------------------------

@pytest.fixture
def project(tmp_path):
    path = fx.write_left_out(tmp_path, "csv")
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as p:
        p.add_dataset("left", open_table(path), fx.left_out_schema(LEFT_OUT, LEFT_OUT))
        p.add_dataset("kept", open_table(path), fx.left_out_schema(("other", "cell"), ("other", "cell")))
        yield p


QUERIES = [{"type": "histogram", "column": "sex"}, {"type": "table", "columns": ["sex", "grp"]},
           {"type": "mode", "column": "sex"}, {"type": "marginals", "columns": ["sex", "grp"], "k": 1}]


@pytest.mark.parametrize("query", QUERIES, ids=[q["type"] for q in QUERIES])
def test_a_release_with_rows_left_out_has_no_catch_all_and_says_so(project, query):
    left, kept = (release(project, name, query, BIG) for name in ("left", "kept"))
    labels = " ".join(str(r["label"]) for r in left["rows"]) + json.dumps(left.get("axes"))
    assert "(other)" not in labels and "(missing)" not in labels
    # columns with the same rule share one line ("sex, grp" when a table has both)
    assert re.search(r"Rows whose sex(, grp)? is missing or not in the declared list are left out", left["method"])
    assert "left out" in " ".join(left["missing_values"])
    assert re.search(r"The \(other\) cell counts sex(, grp)? values not in the declared list, and the \(missing\) cell "
                     r"counts rows with no sex", kept["method"])
    if query["type"] != "mode":
        kept_labels = " ".join(str(r["label"]) for r in release_rows(kept))  # many tables: from their arrays
        assert "(other)" in kept_labels and "(missing)" in kept_labels
    if query["type"] == "marginals":
        assert left["noise"]["optional_cells"] == [[], []]  # no catch-all for PMW to drop
        assert kept["noise"]["optional_cells"] == [[2, 3], [2, 3]]


def test_a_histogram_with_rows_left_out_estimates_only_the_declared_rows(project):
    rows = {r["label"]: r["estimate"] for r in release(project, "left", QUERIES[0], BIG)["rows"]}
    truth = {"F": sum(1 for _, s, _ in fx.left_out_rows() if s == "F"),
             "M": sum(1 for _, s, _ in fx.left_out_rows() if s == "M")}
    assert set(rows) == {"F", "M"} and all(abs(rows[k] - truth[k]) <= 2 for k in truth)


def test_plan_and_memory_see_the_shorter_axes(project):
    left, kept = project.dataset("left").schema, project.dataset("kept").schema
    mode = {"type": "mode", "column": "sex"}
    for schema, cells in ((left, 2), (kept, 4)):
        margin = selection_margin(1.0, cells, 0.95, 1, True)
        assert accuracy(mode, schema, 1.0, "add_remove", 1).half_width == pytest.approx(margin)
    for query in QUERIES:
        need = [memory.release_bytes(parse_query(query, s), s) for s in (left, kept)]
        assert need[0] < need[1], query["type"]


# -- proposing from the data --------------------------------------------------------------------------------

def test_propose_reads_numbers_as_numeric_codes_as_categories_and_ids_as_identifiers():
    rows = 200
    values = {"weight": [f"{60 + i / 7:.3f}" for i in range(rows)],  # measurements, every one different
              "income": [str(100 * (i % 90)) for i in range(rows)],  # many numbers, some repeated
              "code": [str(v) for v in (10, 2, 1, 3) * 50],  # few codes: categorical, in numeric order
              "id": [str(1000 + i) for i in range(rows)],  # whole numbers, every one different
              "name": [f"n{i}" for i in range(rows)]}
    chunk = {name: sorted(set(v)) for name, v in values.items()}  # a chunk's distinct values, as stored
    proposal = propose_schema(profile_chunks(list(chunk), [chunk], rows))
    assert set(proposal.numeric) == {"weight", "income"}
    assert proposal.schema.columns["code"].categories == ("1", "2", "3", "10")
    assert proposal.schema.columns["id"].type == proposal.schema.columns["name"].type == "identifier"
    assert proposal.schema.derived_from_private_data and set(proposal.derived) == set(values)
