"""The neighbouring-dataset harness (``tests/neighbours.py``) on the imported path (SQLite) and on linked
CSV and Parquet files (DuckDB); Spark's cases are in ``tests/test_linked_spark.py`` (its one session).

For every query kind, on every edge value: nothing raises, each aggregate moves between neighbours by at
most the sensitivity its noise was calibrated with, and a release on every edge value at once runs to
the end."""

import pytest

from tests import neighbours as nb

ENGINES = ["sqlite", "duckdb-csv", "duckdb-parquet"]


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """The files, written once; each engine's exact answers are computed on first use and kept."""
    return nb.World(tmp_path_factory.mktemp("neighbours"))


@pytest.mark.parametrize("kind", nb.KINDS)
@pytest.mark.parametrize("engine", ENGINES)
def test_every_neighbour_moves_each_aggregate_within_its_calibrated_sensitivity(world, engine, kind):
    failures = world.failures(engine, kind)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_release_on_every_edge_value_at_once_runs_to_the_end(world, engine):
    failures = world.releases(engine, "plain") + world.releases(engine, "person")
    assert not failures, "\n".join(failures)


def test_the_harness_sees_a_sensitivity_smaller_than_its_neighbours_need(world, monkeypatch):
    """Power: with every calibrated sensitivity halved, every query kind fails on the imported path."""
    halved = {key: [{k: v // 2 if k in ("sensitivity_l1", "count_sensitivity_l1", "sensitivity", "group") else v
                     for k, v in noise.items()} for noise in per_query]
              for key, per_query in ((key, world.noise(*key)) for key in
                                     [(f, u) for f in ("plain", "person") for u in nb.UNITS])}
    monkeypatch.setattr(world, "noise", lambda family, unit: halved[family, unit])
    assert all(world.failures("sqlite", kind) for kind in nb.KINDS)


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_a_linked_name_with_glob_characters_reads_exactly_its_files(tmp_path, fmt):
    failures = nb.glob_failures(tmp_path, "duckdb", fmt)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_hostile_where_is_refused_before_the_charge_or_runs(world, engine):
    failures = world.where_failures(engine)
    assert not failures, "\n".join(failures)
