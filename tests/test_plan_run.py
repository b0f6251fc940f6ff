"""Running a plan (``engine/plan_run.py``): validated whole, charged once for its total, each distinct aggregate
computed once (in one scan per filter in a SQL engine), each query's own fresh noise, and a plan cut short keeping
its charge and what it stored."""

import math
import os
import signal
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from dpgui.core.costs.accounting import BudgetExceeded, approx, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.progress import Cancelled, Task
from dpgui.engine import memory, plan_run
from dpgui.engine.aggregates import ChunkReader
from dpgui.engine.backends import StoredAggregates, open_aggregates
from dpgui.engine.linking import link_dataset
from dpgui.engine.plan import PlannedQuery
from dpgui.engine.release import prepare, release
from dpgui.engine.sql_aggregates import SqlAggregates
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.links import link_to
from dpgui.store.project import Project
from tests import linked_fixtures as fx
from tests.test_spend_first import QUERIES, computer_of, make_project, neighbours

REGIONS = ["North", "South", "East", "West"]
SCHEMA = {"columns": {"region": {"type": "categorical", "categories": REGIONS},
                      "smoker": {"type": "categorical", "categories": ["yes", "no"]},
                      "age": {"type": "numeric", "lower": 0, "upper": 100}}}
DISTINCT = [{"type": "histogram", "column": "region"},
            {"type": "table", "columns": ["region", "smoker"]},
            {"type": "count", "where": {"column": "smoker", "equals": "yes"}},
            {"type": "sum", "column": "age", "lower": 0, "upper": 100},
            {"type": "quantile", "column": "age", "q": 0.5}]


@pytest.fixture
def project(tmp_path):
    source = tmp_path / "people.csv"
    source.write_text("region,smoker,age\n" + "".join(f"{REGIONS[i % 4]},{['yes', 'no'][i % 3 == 0]},{i % 90}\n"
                                                       for i in range(2_000)), encoding="utf-8")
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        project.add_dataset("d", open_table(source), parse_schema(SCHEMA))
        yield project


def repeated(times: int, epsilon: float = 0.5) -> list[PlannedQuery]:
    """Each distinct query ``times`` times, with a mean and a mode that share the sum's and the histogram's
    aggregates."""
    shared = [{"type": "mean", "column": "age", "lower": 0, "upper": 100}, {"type": "mode", "column": "region"}]
    return [PlannedQuery(q, epsilon) for _ in range(times) for q in DISTINCT + shared]


class Scans:
    """Counts the imported engine's passes over the stored chunks, and the ledger's charges at the first one."""

    def __init__(self, monkeypatch, project):
        self.count, self.charges_at_first, chunks = 0, None, ChunkReader.chunks

        def spy(reader, columns):
            if self.count == 0:
                self.charges_at_first = len(project.ledger())
            self.count += 1
            return chunks(reader, columns)

        monkeypatch.setattr(ChunkReader, "chunks", spy)


def test_a_plan_is_charged_once_for_all_its_queries_before_any_data_is_read(project, monkeypatch):
    items = repeated(3)
    calls = []
    monkeypatch.setattr(Project, "charge", lambda *args: calls.append(args) or pytest.fail("one release's charge"))
    charge_many = Project.charge_many
    monkeypatch.setattr(Project, "charge_many", lambda *args: calls.append(args) or charge_many(*args))
    scans = Scans(monkeypatch, project)
    done = plan_run.release_plan(project, "d", items)
    assert len(calls) == 1 and len(calls[0][2]) == len(items)  # one transaction for every charge
    assert scans.charges_at_first == len(items)  # all committed before the first byte of data
    entries = project.ledger()
    assert [e.state for e in entries] == ["completed"] * len(items)
    assert [e.release_id for e in entries] == [r["release_id"] for r in done] == list(range(1, len(items) + 1))
    assert [e.query for e in entries] == [i.query for i in items]  # numbered in the plan's order
    assert float(project.budget("d").spent.epsilon) == pytest.approx(0.5 * len(items))


def test_each_distinct_aggregate_is_computed_once(project, monkeypatch):
    """21 queries, 5 distinct aggregates (a mean shares the sum's, a mode the histogram's): 3 passes, where the old
    runner made one per query: the histogram, the table and the filtered count in one, then the sum, the ranks."""
    scans = Scans(monkeypatch, project)
    plan_run.release_plan(project, "d", repeated(3))
    assert scans.count == len(DISTINCT) - 2


def test_the_imported_engine_counts_many_tables_in_one_pass_as_each_alone(tmp_path):
    """Tables and row counts under different filters, a column that leaves rows out, a person bound, and several
    chunks: counted together in one pass, each is what it is counted alone."""
    schema = {"columns": {"region": {"type": "categorical", "categories": REGIONS[:3], "outside": "exclude"},
                          "smoker": {"type": "categorical", "categories": ["yes", "no"]},
                          "age": {"type": "numeric", "lower": 0, "upper": 100}, "pid": {"type": "identifier"}},
              "person": {"column": "pid", "max_rows": 2}}
    source = tmp_path / "people.csv"
    source.write_text("pid,region,smoker,age\n" + "".join(
        f"p{i % 700},{REGIONS[i % 4]},{['yes', 'no', ''][i % 3]},{i % 90}\n" for i in range(3_000)), encoding="utf-8")
    wanted = [(("region",), None), (("region", "smoker"), {"column": "age", "range": [20, 60]}),
              (("smoker", "region"), None), ((), {"column": "smoker", "equals": "yes"}), ((), None)]
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        project.add_dataset("d", open_table(source, chunk_rows=1_000), parse_schema(schema))
        info = project.dataset("d")
        reader = ChunkReader(project, info)  # one reader: one choice of each person's rows, as in a plan
        together = StoredAggregates(reader).counted_together(wanted)
        alone = [reader_count(StoredAggregates(reader), columns, where) for columns, where in wanted]
    assert len(together) == len(alone) == len(wanted)
    for a, b in zip(together, alone):
        assert (a == b) if isinstance(a, int) else (np.array_equal(a[0], b[0]) and a[1] == b[1])
    assert together[0][0].sum() < 3_000  # the bound and the excluded region left rows out


def reader_count(engine, columns, where):
    return engine.cell_counts(list(columns), where) if columns else engine.count_rows(where)


def test_a_plan_that_does_not_fit_whole_spends_nothing(project):
    with pytest.raises(BudgetExceeded, match="whole plan"):
        plan_run.release_plan(project, "d", repeated(2, epsilon=80))  # 14 × 80 > 1000, each fits alone
    assert project.ledger() == []


def test_a_plan_whose_memory_does_not_fit_whole_spends_nothing(project, monkeypatch):
    items = repeated(2)
    info = project.dataset("d")
    queries = [prepare(project, "d", i.query, PrivacySetting.of(epsilon="1")).query for i in items]
    largest = max(memory.release_bytes(q, info.schema) for q in queries)
    monkeypatch.setattr(memory, "limit", lambda: largest)  # each release fits alone, not the plan's together
    with pytest.raises(ValueError, match="nothing was spent"):
        plan_run.release_plan(project, "d", items)
    assert project.ledger() == []


def test_a_plan_with_a_bad_last_query_spends_nothing(project):
    items = repeated(2) + [PlannedQuery({"type": "mean", "column": "region"}, 0.1)]
    with pytest.raises(ValueError, match="numeric"):
        plan_run.release_plan(project, "d", items)
    assert project.ledger() == []


def test_queries_sharing_an_aggregate_draw_independent_noise(project):
    """40 copies of one histogram (4 categories, "(other)" and "(missing)") at ε = 0.01: they share one true
    aggregate, so each copy's noise is its release (before the clamp at 0) minus the truth. Independent noise: no
    two copies are the same (a chance below 1e-6 at this noise), and successive copies' noise is uncorrelated
    (Fisher's z over 234 pairs of cells, two-sided p < 1e-6 under independence). Power: one noise draw shared by
    every copy (the wrong thing) gives r = 1."""
    items = [PlannedQuery({"type": "histogram", "column": "region"}, 0.01)] * 40
    done = plan_run.release_plan(project, "d", items)
    values = np.array([r["unclamped"]["values"] for r in done], dtype=float)
    truth = np.array([500, 500, 500, 500, 0, 0])
    noise = values - truth
    assert len({tuple(v) for v in values}) == len(values)
    r = np.corrcoef(noise[:-1].ravel(), noise[1:].ravel())[0, 1]
    n = noise[:-1].size
    assert abs(math.atanh(r)) * math.sqrt(n - 3) < 5.0  # two-sided p ≈ 5.7e-7
    shared = np.tile(noise[0], (len(values), 1))  # the power check: a shared draw is caught
    assert abs(np.corrcoef(shared[:-1].ravel(), shared[1:].ravel())[0, 1]) > 0.99
    assert noise.var() > 3  # and there is noise at all


def test_a_cancel_mid_plan_keeps_the_charge_and_what_was_stored(project):
    """Cancelled once the third distinct aggregate is read: the releases made are stored and leave the stored
    plan; every other query stays charged in full, settled as cancelled, and stays planned."""
    items = repeated(2)
    reads = []

    def watch(fraction, message):
        reads.append(message)
        if reads.count("reading the data") == 3:
            task.cancel()

    task = Task(watch)
    project.save_plan("d", [i.to_json() for i in items])
    done = []
    with pytest.raises(Cancelled, match="stays spent"):
        plan_run.release_plan(project, "d", items, task=task, done=done, stored_plan=True)
    states = [e.state for e in project.ledger()]
    assert 0 < len(done) < len(items) and states == ["completed"] * len(done) + ["cancelled"] * (len(items) - len(done))
    assert project.plan("d") == [i.to_json() for i in items[len(done):]]
    assert float(project.budget("d").spent.epsilon) == pytest.approx(0.5 * len(items))
    assert all("reading" in m or m.startswith("Releasing") for m in reads)  # public words only


def test_a_failure_after_the_charge_stores_what_was_made_and_settles_the_rest(project, monkeypatch):
    def broken(*args, **kwargs):
        raise OverflowError("planted")

    monkeypatch.setattr(plan_run.SharedAggregates, "ranks", broken)
    items = repeated(1)
    done = []
    with pytest.raises(plan_run.ReleaseFailed, match="OverflowError"):
        plan_run.release_plan(project, "d", items, done=done)
    quantile = [q.query["type"] for q in items].index("quantile")
    assert len(done) == quantile
    assert [e.state for e in project.ledger()] == ["completed"] * quantile + ["failed"] * (len(items) - quantile)
    assert float(project.budget("d").spent.epsilon) == pytest.approx(0.5 * len(items))


def test_a_plan_does_not_depend_on_one_person(tmp_path):
    """The neighbours of tests/test_spend_first.py (with and without one person): a plan of every query kind
    runs to the same end, at the same charge, on both."""
    outcomes = []
    items = [PlannedQuery(q, 0.5) for q in QUERIES.values()] * 2
    for path in neighbours(tmp_path, pure(1000)):
        with computer_of(path), Project.open(path) as project:
            done = plan_run.release_plan(project, "d", items)
            outcomes.append((len(done), [e.state for e in project.ledger()], project.budget("d").spent))
    assert outcomes[0] == outcomes[1] and outcomes[0][0] == len(items)


def test_a_sql_engine_counts_every_table_with_one_filter_in_one_scan(tmp_path, monkeypatch):
    """Linked files (DuckDB): a histogram, two tables of the same columns in either order and a count under one
    filter come from one query, and equal what the engine gives each alone."""
    source = fx.write_parquet(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        link_dataset(project, "linked", link_to(str(source)), fx.schema())
        engine = open_aggregates(project, project.dataset("linked"))
        where = {"column": "age", "range": [20, 60]}
        alone = {"histogram": engine.cell_counts(["region"], where)[0],
                 "table": engine.cell_counts(["region", "code"], where)[0],
                 "turned": engine.cell_counts(["code", "region"], where)[0], "count": engine.count_rows(where)}
        queries = []
        grouped = SqlAggregates.grouped_counts
        monkeypatch.setattr(SqlAggregates, "grouped_counts",
                            lambda self, *args: queries.append(args) or grouped(self, *args))
        shared = plan_run.SharedAggregates(engine)
        needs = [plan_run.Need("cells", ("region",), plan_run._where(where)),
                 plan_run.Need("cells", ("region", "code"), plan_run._where(where)),
                 plan_run.Need("cells", ("code", "region"), plan_run._where(where)),
                 plan_run.Need("count", (), plan_run._where(where))]
        shared.compute(needs[0], needs[1:])
        together = {"histogram": shared.cell_counts(["region"], where)[0],
                    "table": shared.cell_counts(["region", "code"], where)[0],
                    "turned": shared.cell_counts(["code", "region"], where)[0], "count": shared.count_rows(where)}
    assert len(queries) == 1
    assert alone.keys() == together.keys() and all(np.array_equal(alone[k], together[k]) for k in alone)


def test_a_plan_on_linked_files_releases_every_query(tmp_path):
    source = fx.write_parquet(tmp_path)
    with Project.create(tmp_path / "p.dpgui", pure(1000)) as project:
        link_dataset(project, "linked", link_to(str(source)), fx.schema())
        items = [PlannedQuery(q, 0.5) for q in fx.QUERIES.values()] * 2
        done = plan_run.release_plan(project, "linked", items)
        assert [r["query"] for r in done] == [q.query["type"] for q in items]
        assert [e.state for e in project.ledger()] == ["completed"] * len(items)


def test_a_plan_killed_midway_keeps_every_charge_and_what_it_stored(project, tmp_path):
    """kill -9 once the third distinct aggregate is read: what was stored stays stored and left the stored plan;
    every other query stays charged in full, with no outcome (interrupted), and stays planned."""
    items = repeated(2)
    project.save_plan("d", [i.to_json() for i in items])
    path = project.path
    project.close()
    code = textwrap.dedent(f"""
        import json, os, signal
        from dpgui.core.progress import Task
        from dpgui.engine.plan import PlannedQuery
        from dpgui.engine.plan_run import release_plan
        from dpgui.store.project import Project
        reads = []
        def die(fraction, message):
            reads.append(message)
            if reads.count("reading the data") == 3:
                os.kill(os.getpid(), signal.SIGKILL)
        with Project.open({str(path)!r}) as p:
            items = [PlannedQuery.from_json(i) for i in p.plan("d")]
            release_plan(p, "d", items, task=Task(die), stored_plan=True)
    """)
    proc = subprocess.run([sys.executable, "-c", code], env=os.environ.copy(), capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    with Project.open(path) as reopened:
        reopened.verify_ledger()
        states = [e.state for e in reopened.ledger()]
        stored = states.count("completed")
        assert 0 < stored < len(items) and states == ["completed"] * stored + ["interrupted"] * (len(items) - stored)
        assert reopened.plan("d") == [i.to_json() for i in items[stored:]]
        assert float(reopened.budget("d").spent.epsilon) == pytest.approx(0.5 * len(items))


def test_a_charge_is_ended_once_even_within_one_batch(tmp_path):
    """A batch reads the journal once: a charge listed twice in it (or settled twice) is refused, and the batch is
    stored whole or not at all, so one charge can never carry two releases."""
    path = make_project(tmp_path, True, pure(10))
    with Project.open(path) as project:
        [first, second] = project.charge_many("d", [(pure(1), {"type": "count"}, {}), (pure(1), {"type": "count"}, {})])
        result = {"values": [1], "method": "", "post_processing": []}
        with pytest.raises(ValueError, match="already ended"):
            project.complete_many([(first, result, [], pure(1)), (second, result, [], pure(1)),
                                   (first, result, [], pure(1))])
        assert [e.state for e in project.ledger()] == ["interrupted", "interrupted"]
        with pytest.raises(ValueError, match="already ended"):
            project.settle_many([second, second], "failed", "test")
        assert project.complete_many([(first, result, [], pure(1))]) == [1]
        assert [e.state for e in project.ledger()] == ["completed", "interrupted"]


def _same(a, b) -> bool:
    """Equal, and of the same types all the way down (a tuple is not a list, 1 is not 1.0); NaN equals NaN."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b or (isinstance(a, float) and math.isnan(a) and math.isnan(b))


def test_a_release_is_shown_as_it_reads_back(tmp_path):
    """A release is shown from what was given to be stored, not parsed back: it must be what reading it back
    gives, for every kind of query (a tuple or a number key would differ)."""
    items = [PlannedQuery(q, 0.5) for q in QUERIES.values()] + [
        PlannedQuery({"type": "above_threshold", "column": "region", "threshold": 10, "c": 2}, 0.5),
        PlannedQuery({"type": "above_threshold", "threshold": 10, "filters": [
            {"name": "smokers", "where": {"column": "smoker", "equals": "yes"}},
            {"name": "poor", "where": {"column": "income", "range": [0, 100]}}]}, 0.5)]
    with computer_of(tmp_path), Project.open(make_project(tmp_path, False, pure(1000))) as project:
        done = plan_run.release_plan(project, "d", items)
        assert len(done) == len(items)
        for shown in done:
            assert _same({k: v for k, v in shown.items() if k != "budget"}, project.release(shown["release_id"]))
    setting = PrivacySetting.of(epsilon=1, delta="1e-6")  # Gaussian noise, through one release's door
    with computer_of(tmp_path / "approx"), \
            Project.open(make_project(tmp_path / "approx", False, approx(1000, "0.1"))) as project:
        for kind in ("histogram", "sum", "count"):
            shown = release(project, "d", QUERIES[kind], setting)
            assert _same({k: v for k, v in shown.items() if k != "budget"}, project.release(shown["release_id"]))


def test_storing_releases_replays_none_of_its_own_outcomes(project, monkeypatch):
    """The outcomes a transaction appends are applied from the bodies it built: neither that transaction nor a
    later read parses them back from the journal, and the budget they leave is the one a fresh replay finds."""
    from dpgui.store.ledger import journal

    replayed, extend = [], journal._extend
    monkeypatch.setattr(journal, "_extend", lambda state, rows: extend(state, replayed.extend(rows) or rows))
    plan_run.release_plan(project, "d", repeated(2))
    budget = project.budget("d")
    assert replayed and {row[1] for row in replayed} == {"charge"}
    rows = project._read().execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq").fetchall()
    fresh = journal.replay(rows)
    assert fresh.head == project._state().head and fresh.spent(project.dataset("d").population) == budget.spent


def test_a_budget_kept_between_reads_is_the_one_a_fresh_replay_finds(project):
    """A state's spending is kept from one read to the next until an event changes it: a charge, an outcome that
    spent less than its charge, a new total, something carried in. After each, it is what replaying the whole
    journal from scratch gives."""
    from dpgui.store.ledger import journal

    population = project.dataset("d").population

    def check():
        rows = project._read().execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq").fetchall()
        assert project.budget("d").spent == journal.replay(rows).spent(population)

    check()
    [first, second] = project.charge_many("d", [(pure(3), {"type": "count"}, {}), (pure(2), {"type": "count"}, {})])
    check()
    project.complete(first, {"values": [1], "method": "", "post_processing": []}, [], pure(1))  # spent less
    check()
    project.settle(second, "failed", "test")
    check()
    project.set_budget("d", pure(500))
    check()
    with project._write() as conn:
        journal.append(conn, "carried", {"population_id": population, "cost": journal.cost_fields(pure(7)),
                                         "at": journal.now(), "reason": "test"})
    check()
    assert float(project.budget("d").spent.epsilon) == 1 + 2 + 7
