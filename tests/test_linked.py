"""Linked datasets (DuckDB): the same true aggregates as the imported path on the same rows, spend first,
a changed source noticed, old files still opening."""

import itertools
import time

import pytest

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import backends
from dpgui.engine.backends import open_aggregates
from dpgui.engine.learned_tables import release_rows
from dpgui.engine.linking import changed_sources, link_dataset
from dpgui.engine.release import ReleaseFailed, release
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import ImportFailed
from dpgui.store.importers import open_table
from dpgui.store.links import link_to
from dpgui.store.project import Project
from tests import linked_fixtures as fx


def make(tmp_path, max_rows=1000, fmt="csv"):
    source = fx.write_parquet(tmp_path) if fmt == "parquet" else fx.write_csv(tmp_path)
    project = Project.create(tmp_path / "p.dpgui", pure(1000))
    project.add_dataset("imported", open_table(source), fx.schema(max_rows))
    link_dataset(project, "linked", link_to(str(source)), fx.schema(max_rows))
    return project


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_duckdb_gives_the_imported_path_s_true_aggregates(tmp_path, fmt):
    """With K above every person's rows, bounding keeps the same rows (all of them with a person)."""
    with make(tmp_path, fmt=fmt) as project:
        stored = fx.true_aggregates(open_aggregates(project, project.dataset("imported")))
        linked = fx.true_aggregates(open_aggregates(project, project.dataset("linked")))
    assert linked == stored
    assert stored["count_all"] < 600 and stored["sum"].n > 0  # rows with no person were left out


def test_bounding_keeps_at_most_k_rows_of_each_person_in_every_backend(tmp_path):
    with make(tmp_path, max_rows=2) as project:
        counts = [open_aggregates(project, project.dataset(n)).count_rows(None) for n in ("imported", "linked")]
        persons = {r[0] for r in fx.rows() if r[0]}
    assert counts[0] == counts[1] == 2 * len(persons)  # every person here has at least 2 rows


def test_every_query_kind_releases_from_a_linked_dataset(tmp_path):
    with make(tmp_path) as project:
        for kind, query in fx.QUERIES.items():
            result = release(project, "linked", query, PrivacySetting.of(epsilon=5))
            assert result["query"] == kind and release_rows(result)  # learned tables keep their cells as arrays
        assert [e.state for e in project.ledger("linked")] == ["completed"] * len(fx.QUERIES)
        assert project.budget("linked").shared_with == ("imported", "linked")  # one budget for the people


def test_the_charge_is_committed_before_the_backend_is_asked(tmp_path, monkeypatch):
    with make(tmp_path) as project:
        real = backends.open_aggregates

        def checked(project_, info, task=None, rng=None):
            with Project.open(project_.path, readonly=True) as other:  # what is on disk, from outside
                assert [e.state for e in other.ledger("linked")] == ["interrupted"]
            return real(project_, info, task, rng)

        monkeypatch.setattr("dpgui.engine.release.open_aggregates", checked)
        release(project, "linked", fx.QUERIES["histogram"], PrivacySetting.of(epsilon=1))
        assert project.ledger("linked")[0].state == "completed"


def test_an_undeclared_column_is_refused_before_the_backend_runs(tmp_path, monkeypatch):
    with make(tmp_path) as project:
        monkeypatch.setattr("dpgui.engine.release.open_aggregates", lambda *a, **k: pytest.fail("backend opened"))
        with pytest.raises(ValueError, match="not declared"):
            release(project, "linked", {"type": "histogram", "column": "nope"}, PrivacySetting.of(epsilon=1))
        assert project.ledger() == []


def test_a_backend_error_after_the_charge_stays_charged_and_says_nothing_of_the_data(tmp_path, monkeypatch):
    with make(tmp_path) as project:
        def broken(*_a, **_k):
            raise RuntimeError("Binder Error: value 'secret-42' in column income")

        monkeypatch.setattr("dpgui.engine.release.open_aggregates", broken)
        with pytest.raises(ReleaseFailed) as err:
            release(project, "linked", fx.QUERIES["count"], PrivacySetting.of(epsilon=1))
        assert "secret" not in str(err.value)
        [entry] = project.ledger("linked")
        assert entry.state == "failed" and "secret" not in entry.reason
        assert project.budget("linked").spent.epsilon == 1


def test_a_changed_source_is_noticed_without_refusing(tmp_path):
    with make(tmp_path) as project:
        assert changed_sources(project) == []
        source = tmp_path / "people.csv"
        time.sleep(0.01)
        source.write_text(source.read_text(encoding="utf-8") + "p1,North,1,5,30\n", encoding="utf-8")
        [notice] = changed_sources(project)
        assert "'linked'" in notice and "changed" in notice
        release(project, "linked", fx.QUERIES["count"], PrivacySetting.of(epsilon=1))


def test_the_link_is_in_the_journal_and_survives_reopening(tmp_path):
    with make(tmp_path) as project:
        path = project.path
        link = project.dataset("linked").link
    with Project.open(path) as project:
        assert project.dataset("linked").link == link and link["engine"] == "duckdb"
        assert project.verify_ledger()


def test_linking_refuses_a_schema_naming_a_missing_column(tmp_path):
    source = fx.write_csv(tmp_path)
    schema = fx.schema().to_json()
    schema["columns"]["ghost"] = {"type": "numeric", "lower": 0, "upper": 1}
    from dpgui.store.declared.schema import parse_schema
    with Project.create(tmp_path / "p.dpgui", pure(1)) as project:
        with pytest.raises(ValueError, match="ghost"):
            link_dataset(project, "d", link_to(str(source)), parse_schema(schema))
        assert project.datasets() == []


def test_a_file_from_before_links_opens_and_is_upgraded(tmp_path):
    """Version 4 (no link columns): opened for changes, it gains them; its datasets stay imported."""
    import sqlite3

    from dpgui.store.migrations import SCHEMA_VERSION
    with Project.create(tmp_path / "old.dpgui", pure(1)) as project:
        project.add_dataset("d", open_table(fx.write_csv(tmp_path)), fx.schema())
    conn = sqlite3.connect(tmp_path / "old.dpgui")
    conn.executescript("ALTER TABLE datasets DROP COLUMN link_json; ALTER TABLE datasets DROP COLUMN source_state;"
                       "DROP TABLE response_batch_ids; DROP TABLE response_batches; PRAGMA user_version = 4;")
    conn.close()
    with Project.open(tmp_path / "old.dpgui") as project:
        assert project.dataset("d").link is None
        release(project, "d", fx.QUERIES["count"], PrivacySetting.of(epsilon="0.5"))
        link_dataset(project, "linked", link_to(str(tmp_path / "people.csv")), fx.schema())
    version = sqlite3.connect(tmp_path / "old.dpgui").execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION


def test_dpgui_link_then_release_unchanged(tmp_path, capsys):
    import json
    from dpgui.cli.main import main
    source = fx.write_parquet(tmp_path)
    schema = tmp_path / "schema.json"
    schema.write_text(json.dumps(fx.schema().to_json()), encoding="utf-8")
    project = str(tmp_path / "p.dpgui")
    assert main(["project", "create", project, "--epsilon", "2"]) == 0
    assert main(["link", project, str(source), "--name", "big", "--schema", str(schema)]) == 0
    assert "Linked" in capsys.readouterr().out
    assert main(["release", project, "--dataset", "big", "--query", json.dumps(fx.QUERIES["mean"]),
                 "--epsilon", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["query"] == "mean" and result["budget"]["spent"]["epsilon"] == 1
    assert main(["link", project, str(source), "--schema", str(schema), "--spark-master", "local"]) == 2


@pytest.mark.parametrize("bounds", fx.AWKWARD_BOUNDS)
def test_the_engine_s_clamped_sum_is_exact_for_awkward_doubles(tmp_path, bounds):
    """Subnormal, tiny, huge, negative and non-dyadic values, values on the rounded bounds: the sum the
    engine computes equals the core's exact clamped sum."""
    from dpgui.core.progress import Task
    from dpgui.engine import duckdb_backend
    path, schema, expected = fx.awkward(tmp_path, *bounds)
    result = duckdb_backend.aggregates(link_to(str(path)), schema, 1, Task()).clamped_sum("x", *bounds, None)
    assert (result.total, result.n) == expected


def test_a_cancel_while_the_engine_works_keeps_the_charge(tmp_path):
    from dpgui.core.progress import Cancelled, Task
    with make(tmp_path) as project:
        task = Task(lambda fraction, message: task.cancel() if "engine" in message else None)
        with pytest.raises(Cancelled, match="stays spent"):
            release(project, "linked", fx.QUERIES["sum"], PrivacySetting.of(epsilon=1), task=task)
        assert [e.state for e in project.ledger("linked")] == ["cancelled"]


# -- values, names and files that must never change what an engine reads (issue 25, items 2 to 4) ----------

def _linked(project, name, path, schema, engine="duckdb"):
    return open_aggregates(project, link_dataset(project, name, link_to(str(path), engine=engine), schema))


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_hostile_values_names_and_where_give_the_imported_counts(tmp_path, fmt):
    """Backslashes, quotes, newlines, *?[]{} and ${...} in values, categories, where values, a column's
    name and the file's folder: DuckDB counts what SQLite counts (its folder name matched a decoy's)."""
    path = fx.write_hostile(tmp_path, fmt)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        stored = fx.hostile_counts(open_aggregates(project, project.add_dataset(
            "imported", open_table(path), fx.hostile_schema())))
        linked = fx.hostile_counts(_linked(project, "linked", path, fx.hostile_schema()))
    assert linked == stored
    assert sum(stored["cells0"]) == 2 * len(fx.hostile_rows()) // 15  # the injection matched its own rows only


def test_duckdb_s_literal_and_name_writers_read_back_exactly():
    from dpgui.engine.duckdb_backend import DUCKDB, _identifier, connect
    with connect() as conn:
        for value in fx.HOSTILE + [fx.HOSTILE_COLUMN, "\x00", ""]:
            assert conn.execute(f"SELECT {DUCKDB.text(value)} = ?", [value]).fetchone() == (True,), value
            conn.execute(f"CREATE OR REPLACE TABLE t AS SELECT 1 AS {_identifier(value or 'x')}")
            assert [r[0] for r in conn.execute("DESCRIBE t").fetchall()] == [value or "x"]


def test_a_windows_1252_csv_gives_the_imported_counts_and_releases(tmp_path):
    """An export from Excel in Windows-1252 (€ and curly quotes are bytes DuckDB's own reader refuses)."""
    path = fx.write_windows_1252(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        stored = open_aggregates(project, project.add_dataset("imported", open_table(path), fx.cities_schema()))
        linked = _linked(project, "linked", path, fx.cities_schema())
        assert linked.cell_counts(["city"], None)[0].tolist() == stored.cell_counts(["city"], None)[0].tolist() \
            == [2, 2, 2, 1, 0]
        assert release(project, "linked", {"type": "histogram", "column": "city"}, PrivacySetting.of(epsilon=1))


def test_bytes_that_are_not_utf8_after_linking_decide_only_their_own_value(tmp_path):
    """A UTF-8 file linked, then given a row in Windows-1252: that value reads as Windows-1252, every other
    value as before (one person's bytes cannot change how the others read), and the release runs."""
    path = tmp_path / "cities.csv"
    path.write_text("pid,city\n" + "".join(f"p{i},Zürich\n" for i in range(5)), encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        data = _linked(project, "linked", path, fx.cities_schema())
        assert data.cell_counts(["city"], None)[0].tolist() == [0, 5, 0, 0, 0]
        with open(path, "ab") as f:
            f.write("p9,Köln\n".encode("cp1252"))
        data = open_aggregates(project, project.dataset("linked"))  # each release reads the files anew
        assert data.cell_counts(["city"], None)[0].tolist() == [0, 5, 1, 0, 0]
        assert release(project, "linked", {"type": "histogram", "column": "city"}, PrivacySetting.of(epsilon=1))


def test_a_malformed_csv_never_stops_a_release(tmp_path, monkeypatch):
    """After linking, the file gains short and long lines, a zero byte, a 3 MB value, Windows-1252 text
    and a quote never closed: every query kind still runs, and the rows read are as documented. DuckDB
    reads a private decoded copy, removed with the release's engine."""
    import gc
    import tempfile
    path = fx.write_malformed_csv(tmp_path)
    clean = path.read_bytes()
    path.write_text("pid,region,income\np1,North,10\n", encoding="utf-8")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "temporary"))
    (tmp_path / "temporary").mkdir()
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        link_dataset(project, "linked", link_to(str(path)), fx.malformed_schema())
        path.write_bytes(clean)
        data = open_aggregates(project, project.dataset("linked"))
        assert data.cell_counts(["region"], None)[0].tolist() == fx.MALFORMED_REGIONS
        [copy] = (tmp_path / "temporary").glob("*/*.csv")
        assert copy.stat().st_mode & 0o077 == 0 and copy.parent.stat().st_mode & 0o077 == 0
        del data
        gc.collect()
        assert not list((tmp_path / "temporary").iterdir())
        for query in [{"type": "histogram", "column": "region"}, {"type": "mean", "column": "income"},
                      {"type": "count", "where": {"column": "region", "equals": "Köln"}}]:
            assert release(project, "linked", query, PrivacySetting.of(epsilon=1))["rows"]


def test_parquet_text_that_is_not_utf8_bytes_and_nested_values_are_missing(tmp_path):
    path = fx.write_unreadable_parquet(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        data = _linked(project, "linked", path, fx.unreadable_schema())
        assert {c: data.cell_counts([c], None)[0].tolist() for c in fx.UNREADABLE_COUNTS} == fx.UNREADABLE_COUNTS
        assert release(project, "linked", {"type": "table", "columns": ["city", "kv"]}, PrivacySetting.of(epsilon=1))


def test_a_folder_link_reads_exactly_the_files_listed_when_linked(tmp_path):
    """A file named '*.csv' beside 'a.csv', a hidden macOS copy, a second name of a file: each row is read
    once. A file added later is not read and is reported; a file removed leaves its rows out."""
    folder = fx.write_folder(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        data = _linked(project, "linked", folder, fx.cities_schema())
        assert data.count_rows(None) == 5
        assert project.dataset("linked").link["listed"] == ["*.csv", "a.csv"]
        (folder / "new.csv").write_text("pid,city\np9,Paris\n", encoding="utf-8")
        assert data.count_rows(None) == 5
        [notice] = changed_sources(project)
        assert "1 file(s) added" in notice and "not read" in notice
        (folder / "*.csv").unlink()
        assert open_aggregates(project, project.dataset("linked")).count_rows(None) == 3
        assert any("have changed" in n for n in changed_sources(project))


CSV_BASES = {  # lines DuckDB's own CSV reader reads otherwise than the importer, or leaves out
    "spaces before quotes": b"x,c\n" + b'1, "a"\n' * 20,
    "first fields starting with #": b"x,c\n" + b"#1,a\n" * 20 + b"2,b\n",
    "a short line under the header": b"x,c\nnote\n" + b"1,a\n" * 20,
    "one column with blank lines": b"c\n" + b"a\n\n" * 20,
}


@pytest.mark.parametrize("base", CSV_BASES)
def test_one_person_s_bytes_never_change_how_the_other_lines_read(tmp_path, base):
    """Whatever the victim's line holds (a byte that is not UTF-8 among them), DuckDB reads every line as
    the importer does, so the counts move by one row at most between neighbours."""
    schema = parse_schema({"columns": {"c": {"type": "categorical", "categories": ["a", "b"]}}})
    answers = []
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        for i, victim in enumerate([b"b\n", b"\xe9\n", b"2,b\n", b"2,\xe9\n"]):
            path = tmp_path / f"{i}.csv"
            path.write_bytes(CSV_BASES[base] + victim)
            linked = _linked(project, f"l{i}", path, schema)
            answers.append((linked.count_rows(None), linked.cell_counts(["c"], None)[0].tolist()))
            try:  # where the importer reads the file (it refuses a line too long for one column)
                imported = open_aggregates(project, project.add_dataset(f"i{i}", open_table(path), schema))
            except ImportFailed:
                continue
            assert (imported.count_rows(None), imported.cell_counts(["c"], None)[0].tolist()) == answers[-1], victim
    for (n, cells), (m, others) in itertools.combinations(answers, 2):
        assert abs(n - m) <= 1 and sum(abs(a - b) for a, b in zip(cells, others)) <= 2


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_a_column_named_like_the_engine_s_own_names_releases(tmp_path, fmt):
    """The queries' own names (dpgui_n, dpgui_rank, ...) never meet a data column's, whatever its case
    (in Parquet, text that is not UTF-8 makes DuckDB read it the tolerant way)."""
    names = ["DPGUI_N", "dpgui_rank", "dpgui_c0", "one", "v", "file_row_number", "dpgui_file"]
    path = tmp_path / f"named.{fmt}"
    if fmt == "csv":
        path.write_text(",".join(["pid"] + names) + "\n" + "".join(f"p{i % 3}" + f",{i}" * len(names) + "\n"
                                                                for i in range(9)), encoding="utf-8")
    else:
        import pyarrow as pa
        import pyarrow.parquet as pq
        pid = pa.array([f"p{i % 3}".encode() if i else b"\xfc" for i in range(9)], pa.binary()).view(pa.string())
        pq.write_table(pa.table({"pid": pid, **{n: [str(i) for i in range(9)] for n in names}}), path)
    columns = {n: {"type": "numeric", "lower": 0, "upper": 10} for n in names}
    schema = parse_schema({"columns": {"pid": {"type": "identifier"}, **columns},
                           "person": {"column": "pid", "max_rows": 2}})
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        link_dataset(project, "linked", link_to(str(path)), schema)
        for name in names:
            for query in ({"type": "sum", "column": name}, {"type": "quantile", "column": name, "q": 0.5}):
                assert release(project, "linked", query, PrivacySetting.of(epsilon=1))["rows"], query


def test_a_header_with_a_line_break_and_a_byte_that_is_not_utf8_links_and_releases(tmp_path):
    """DuckDB's guess of the line ending failed on such a header in the decoded copy, raising its own error."""
    path = tmp_path / "note.csv"
    path.write_bytes(b'c,"note\nmore"\na,1\n\xe9,2\n')
    schema = parse_schema({"columns": {"c": {"type": "categorical", "categories": ["a", "b"]}}})
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        assert _linked(project, "linked", path, schema).cell_counts(["c"], None)[0].tolist() == [1, 0, 1, 0]
        assert project.dataset("linked").columns == ["c", "note\nmore"]
        assert release(project, "linked", {"type": "histogram", "column": "c"}, PrivacySetting.of(epsilon=1))


def test_a_linked_file_that_cannot_be_opened_any_more_is_refused_before_the_charge(tmp_path, monkeypatch):
    from pathlib import Path
    with make(tmp_path) as project:
        listed = project.dataset("linked").link["location"]
        real = Path.open

        def refused(self, *args, **kwargs):  # as chmod 000 does (for anyone but root)
            if str(self) == listed:
                raise PermissionError(13, "Permission denied")
            return real(self, *args, **kwargs)

        monkeypatch.setattr(Path, "open", refused)
        with pytest.raises(ValueError, match="cannot be opened for reading any more"):
            release(project, "linked", fx.QUERIES["count"], PrivacySetting.of(epsilon=1))
        assert project.ledger("linked") == []


def test_a_file_the_engine_cannot_read_is_refused_at_linking_in_one_plain_line(tmp_path):
    path = tmp_path / "broken.parquet"
    path.write_bytes(b"PAR1 this is not a parquet file PAR1")
    schema = parse_schema({"columns": {"c": {"type": "categorical", "categories": ["a", "b"]}}})
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        with pytest.raises(ValueError, match=r"^The duckdb engine could not read these parquet files \(\w+\): [^\n]*$"):
            link_dataset(project, "linked", link_to(str(path)), schema)
