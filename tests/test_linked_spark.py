"""Spark in local mode (one session for the module): the same true aggregates as the imported path, from
Parquet files and from a table, and a release through it. If Spark cannot start, this fails (CI installs
Java and PySpark): it is never skipped."""

import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import spark_backend
from dpgui.engine.backends import open_aggregates
from dpgui.engine.linking import link_dataset
from dpgui.engine.release import release
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.links import Link, link_to
from dpgui.store.project import Project
from tests import linked_fixtures as fx
from tests import neighbours as nb

@pytest.fixture(scope="module")  # one JVM: the suite runs with --dist loadfile, so a module stays on one worker
def spark():
    """Tuned for many tiny queries: each costs its planning, not its rows, so no code generation (Spark's
    interpreted expressions compute the same values) and a JVM that compiles hot code quickly (C1 only) and
    collects garbage on one thread: this file's time falls by half, on a machine of two cores."""
    from pyspark.sql import SparkSession
    session = (SparkSession.builder.master("local[1]").appName("dpgui-tests")
               .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "1")
               .config("spark.sql.adaptive.enabled", "false").config("spark.sql.codegen.wholeStage", "false")
               .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
               .config("spark.driver.extraJavaOptions", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC")
               .getOrCreate())
    spark_backend.use_session(session)
    yield session
    spark_backend.use_session(None)
    session.stop()


def test_spark_gives_the_imported_path_s_true_aggregates(spark, tmp_path):
    parquet = fx.write_parquet(tmp_path)
    csv = fx.write_csv(tmp_path)
    spark.read.parquet(str(parquet)).createOrReplaceTempView("people")
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        project.add_dataset("imported", open_table(csv), fx.schema())
        link_dataset(project, "files", link_to(str(parquet), engine="spark"), fx.schema())
        link_dataset(project, "csv", link_to(str(csv), engine="spark"), fx.schema())
        link_dataset(project, "table", Link("spark", "table", "people"), fx.schema())
        stored = fx.true_aggregates(open_aggregates(project, project.dataset("imported")))
        assert fx.true_aggregates(open_aggregates(project, project.dataset("table"))) == stored
        for name in ("files", "csv"):  # the same SQL; here the reading of the files is checked
            data = open_aggregates(project, project.dataset(name))
            assert data.cell_counts(["region", "code"], fx.WHERE)[0].tolist() == stored["table"], name
        assert release(project, "files", fx.QUERIES["histogram"], PrivacySetting.of(epsilon=5))["rows"]
        assert project.dataset("files").population == project.dataset("imported").population
        project.add_dataset("imported parquet", open_table(parquet), fx.schema())
        shared = ("rows", "columns", "all", "without")  # each link's sketch, computed by Spark, is the importer's
        for linked, imported in (("csv", "imported"), ("files", "imported parquet"), ("table", "imported parquet")):
            assert {k: project.sketch(linked)[k] for k in shared} == {k: project.sketch(imported)[k] for k in shared}


def test_spark_leaves_out_the_rows_the_declared_rules_leave_out(spark, tmp_path):
    """Values outside the list and missing values left out (tests/test_left_out.py has every rule and engine)."""
    path = fx.write_left_out(tmp_path, "parquet")
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        for rules in (("exclude", "exclude"), ("other", "exclude")):
            data = open_aggregates(project, link_dataset(project, "-".join(rules), link_to(str(path), engine="spark"),
                                                         fx.left_out_schema(rules)))
            counts, axes = data.cell_counts(["sex", "grp"], None)
            assert fx.as_table(counts, axes) == fx.expected_table(rules), rules
            marginals, _ = data.marginal_counts(["sex", "grp"], [(0,), (0, 1)], None)
            assert marginals[(0,)].tolist() == counts.sum(axis=1).tolist() and (marginals[(0, 1)] == counts).all()


def test_spark_bounds_contributions_in_its_own_query(spark, tmp_path):
    csv = fx.write_csv(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        link_dataset(project, "d", link_to(str(csv), engine="spark"), fx.schema(max_rows=2))
        persons = {r[0] for r in fx.rows() if r[0]}
        assert open_aggregates(project, project.dataset("d")).count_rows(None) == 2 * len(persons)


def test_spark_s_clamped_sum_is_exact_for_awkward_doubles(spark, tmp_path):
    from dpgui.core.progress import Task
    for bounds in fx.AWKWARD_BOUNDS[2:]:  # both paths of the sum, scaled down and up
        path, schema, expected = fx.awkward(tmp_path, *bounds)
        result = spark_backend.aggregates(link_to(str(path), engine="spark"), schema, 1, Task()).clamped_sum(
            "x", *bounds, None)
        assert (result.total, result.n) == expected, bounds


# the neighbouring-dataset harness (tests/neighbours.py): Spark is slow, so its neighbours are checked only
# where its reading of text and its SQL literals differ from DuckDB's, with the count whose where holds
# hostile values; every query kind is released once on every edge value at once
SPARK_EDGES = {"plain": ["ordinary", "newlines", "backslash", "invalid UTF-8 in a category"]}
SPARK_QUERIES = [q for q in nb.QUERIES if q.get("where") is nb.INJECTION]


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    return nb.World(tmp_path_factory.mktemp("neighbours"), SPARK_EDGES, SPARK_QUERIES)


@pytest.mark.parametrize("engine", ["spark-csv", "spark-parquet"])
def test_spark_s_neighbours_move_each_aggregate_within_its_calibrated_sensitivity(spark, world, engine):
    failures = world.failures(engine, "count")
    assert not failures, "\n".join(failures)


def test_a_spark_release_of_each_kind_on_every_edge_value_at_once_runs_to_the_end(spark, world):
    failures = world.releases("spark-csv", "plain", nb.ONE_OF_EACH)  # CSV: the reading with the most to go wrong
    assert not failures, "\n".join(failures)


def test_a_hostile_where_is_refused_before_the_charge_or_runs_in_spark(spark, world):
    failures = world.where_failures("spark-csv", ("count",))  # Spark's own literals: one query kind suffices
    assert not failures, "\n".join(failures)


# -- values, names and files that must never change what Spark reads (issue 25, items 2 to 4) --------------

def test_spark_s_literal_and_name_writers_read_back_exactly(spark):
    from dpgui.engine.spark_backend import SPARK
    values = fx.HOSTILE + [fx.HOSTILE_COLUMN, "\x00", ""]
    row = spark.sql("SELECT " + ", ".join(f"{SPARK.text(v)} AS {SPARK.quote(v)}" for v in values)).collect()[0]
    assert list(row) == values and row.__fields__ == [SPARK.quote(v) for v in values]
    assert len({SPARK.quote(v).lower() for v in ["A", "a", "Ä", "ä"]}) == 4  # Spark ignores case in names


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_spark_counts_hostile_values_names_and_where_as_sqlite(spark, tmp_path, fmt):
    """The issue's injection replaced Spark's filter (4 instead of 1). Spark now counts what SQLite counts,
    as DuckDB does (tests/test_linked.py), so all three count alike."""
    path = fx.write_hostile(tmp_path, fmt)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        linked = fx.hostile_counts(open_aggregates(project, link_dataset(
            project, "spark", link_to(str(path), engine="spark"), fx.hostile_schema())))
        stored = fx.hostile_counts(open_aggregates(project, project.add_dataset(
            "imported", open_table(path), fx.hostile_schema())))
    assert linked == stored


def test_spark_reads_text_as_the_rule_says_and_never_fails_on_a_value(spark, tmp_path):
    """Windows-1252, a file gaining malformed lines after linking, Parquet text that is not UTF-8, bytes
    and nested values: Spark counts what DuckDB counts, and what the imported path counts where it reads."""
    cities = fx.write_windows_1252(tmp_path)
    malformed = fx.write_malformed_csv(tmp_path)
    clean = malformed.read_bytes()
    malformed.write_text("pid,region,income\np1,North,10\n", encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        stored = open_aggregates(project, project.add_dataset("imported", open_table(cities), fx.cities_schema()))
        data = open_aggregates(project, link_dataset(project, "cities", link_to(str(cities), engine="spark"),
                                                     fx.cities_schema()))
        assert data.cell_counts(["city"], None)[0].tolist() == stored.cell_counts(["city"], None)[0].tolist()
        link_dataset(project, "malformed", link_to(str(malformed), engine="spark"), fx.malformed_schema())
        malformed.write_bytes(clean)
        data = open_aggregates(project, project.dataset("malformed"))
        assert data.cell_counts(["region"], None)[0].tolist() == fx.MALFORMED_REGIONS
        assert release(project, "malformed", {"type": "histogram", "column": "region"}, PrivacySetting.of(epsilon=1))
        parquet = fx.write_unreadable_parquet(tmp_path)
        data = open_aggregates(project, link_dataset(project, "unreadable", link_to(str(parquet), engine="spark"),
                                                     fx.unreadable_schema()))
        assert {c: data.cell_counts([c], None)[0].tolist() for c in fx.UNREADABLE_COUNTS} == fx.UNREADABLE_COUNTS


def test_spark_reads_exactly_the_files_listed_when_linked(spark, tmp_path):
    folder = fx.write_folder(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        data = open_aggregates(project, link_dataset(project, "d", link_to(str(folder), engine="spark"),
                                                     fx.cities_schema()))
        assert data.count_rows(None) == 5
        (folder / "new.csv").write_text("pid,city\np9,Paris\n", encoding="utf-8")
        (folder / "*.csv").unlink()
        assert open_aggregates(project, project.dataset("d")).count_rows(None) == 3


def test_spark_sketches_a_large_table_as_the_importer_does(spark, tmp_path, monkeypatch):
    """As for a large table: a column of few distinct values hashed once per value, joined back."""
    from dpgui.engine import link_sketch
    monkeypatch.setattr(link_sketch, "LARGE", 1)
    csv = fx.write_csv(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        project.add_dataset("imported", open_table(csv), fx.schema())
        link_dataset(project, "csv", link_to(str(csv), engine="spark"), fx.schema())
        shared = ("rows", "columns", "all", "without")
        assert {k: project.sketch("csv")[k] for k in shared} == {k: project.sketch("imported")[k] for k in shared}


def test_a_parquet_folder_spark_cannot_read_is_refused_at_linking_in_one_plain_line(spark, tmp_path):
    """A column that is a number in one file and text in another: Spark's own error, as one plain line."""
    import pyarrow as pa
    import pyarrow.parquet as pq
    folder = tmp_path / "mixed"
    folder.mkdir()
    pq.write_table(pa.table({"x": pa.array([1, 2], pa.int64())}), folder / "a.parquet")
    pq.write_table(pa.table({"x": pa.array(["3", "4"])}), folder / "b.parquet")
    schema = parse_schema({"columns": {"x": {"type": "numeric", "lower": 0, "upper": 10}}})
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        with pytest.raises(ValueError, match=r"^The spark engine could not read these parquet files \(\w+\): [^\n]*$"):
            link_dataset(project, "linked", link_to(str(folder), engine="spark"), schema)


def test_spark_reads_a_one_column_csv_s_blank_lines_as_missing_values_as_the_importer(spark, tmp_path):
    """Spark's CSV reader skips blank lines; with one column the importer (and DuckDB) keep them as missing
    values, so a person's line made blank would otherwise leave the data (a blank line within a quoted
    value, a line of spaces and Windows line endings are no missing rows)."""
    path = tmp_path / "one.csv"
    path.write_bytes(b'y\r\n90\r\n\r\n50\n\n \n"a\n\nb"\n\n')
    schema = parse_schema({"columns": {"y": {"type": "numeric", "lower": 0, "upper": 100,
                                             "missing": "impute", "impute": 7}}})
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        engines = [open_aggregates(project, project.add_dataset("imported", open_table(path), schema)),
                   open_aggregates(project, link_dataset(project, "duckdb", link_to(str(path)), schema)),
                   open_aggregates(project, link_dataset(project, "spark", link_to(str(path), engine="spark"), schema))]
        sums = [(d.count_rows(None), d.clamped_sum("y", 0, 100, None).total) for d in engines]
    assert sums[0] == sums[1] == sums[2] == (7, 90 + 50 + 5 * 7)
