"""Spark in local mode (one session for the module): the same true aggregates as the imported path, from
Parquet files and from a table, and a release through it. If Spark cannot start, this fails (CI installs
Java and PySpark): it is never skipped."""

import pytest

from dpgui.core.accounting import pure
from dpgui.core.release import PrivacySetting
from dpgui.engine import spark_backend
from dpgui.engine.backends import open_aggregates
from dpgui.engine.linking import link_dataset
from dpgui.engine.release import release
from dpgui.store.importers import open_table
from dpgui.store.links import Link, link_to
from dpgui.store.project import Project
from tests import linked_fixtures as fx

@pytest.fixture(scope="module")  # one JVM: the suite runs with --dist loadfile, so a module stays on one worker
def spark():
    from pyspark.sql import SparkSession
    session = (SparkSession.builder.master("local[1]").appName("dpgui-tests")  # small data: no code generation
               .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "1")
               .config("spark.sql.adaptive.enabled", "false").config("spark.sql.codegen.wholeStage", "false")
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
