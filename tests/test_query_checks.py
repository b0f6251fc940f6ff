"""Every part of a query is checked before the charge (issue 25, items 5 and 6): a hostile query is refused
by ``prepare`` with the ledger unchanged, on imported and DuckDB-linked data alike; any query that
passes runs to the end on both engines; and a release that would not fit in memory is refused before
the charge, while one that is allowed stays within its estimate under an address-space limit."""

import json
import math
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine import memory
from dpgui.engine.learned_tables import release_rows
from dpgui.engine.linking import link_dataset
from dpgui.engine.queries import MAX_DEPTH, MAX_ROUNDS, MAX_TABLES, MAX_VALUE_CHARS, MAX_WHERE_PARTS, TYPES
from dpgui.engine.release import prepare, run_prepared, synthesize
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.links import link_to
from dpgui.store.project import Project
from tests import linked_fixtures as fx
from tests.seeded import seeded

ENGINES = ("imported", "linked")
EPS = PrivacySetting.of(epsilon=1)


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    return fx.write_csv(tmp_path_factory.mktemp("rows"))


@pytest.fixture
def project(tmp_path, source):
    """The fixture rows imported and linked (DuckDB) under one budget large enough for every example."""
    with Project.create(tmp_path / "p.dpgui", pure(100_000)) as p:
        p.add_dataset("imported", open_table(source), fx.schema())
        link_dataset(p, "linked", link_to(str(source)), fx.schema())
        yield p


def nested(depth: int) -> dict:
    where = {"column": "region", "equals": "North"}
    for _ in range(depth):
        where = {"and": [where]}
    return where


def where(condition) -> dict:
    return {"type": "count", "where": condition}


HOSTILE = {
    # where-clauses: the issue's own, then their relatives
    "in an empty list": where({"column": "region", "in": []}),
    "and nested 400 deep": where(nested(400)),
    "and nested one too deep": where(nested(MAX_DEPTH)),
    "equals NaN": where({"column": "age", "equals": math.nan}),
    "equals infinity (1e400)": where({"column": "age", "equals": math.inf}),
    "equals a huge integer": where({"column": "age", "equals": 10**400}),
    "equals null": where({"column": "region", "equals": None}),
    "equals an object": where({"column": "region", "equals": {"a": 1}}),
    "equals a list": where({"column": "region", "equals": ["North"]}),
    "equals true": where({"column": "region", "equals": True}),
    "in holding a list": where({"column": "region", "in": [["North"]]}),
    "in holding null": where({"column": "region", "in": ["North", None]}),
    "in not a list": where({"column": "region", "in": "North"}),
    "in too long": where({"column": "region", "in": ["North"] * MAX_WHERE_PARTS}),
    "too many conditions": where({"or": [{"column": "region", "equals": "North"}] * MAX_WHERE_PARTS}),
    "a value too long": where({"column": "region", "equals": "N" * (MAX_VALUE_CHARS + 1)}),
    "a lone surrogate": where({"column": "region", "equals": "\ud800"}),
    "equals and in at once": where({"column": "region", "equals": "North", "in": ["South"]}),
    "an unknown key in a condition": where({"column": "region", "equals": "North", "not": True}),
    "and beside a column": where({"and": [{"column": "region", "equals": "North"}], "column": "region"}),
    "and and or at once": where({"and": [nested(0)], "or": [nested(0)]}),
    "and empty": where({"and": []}),
    "a condition that is a list": where([nested(0)]),
    "a column that is a list": where({"column": ["region"], "equals": "North"}),
    "range of text": where({"column": "age", "range": ["20", "30"]}),
    "range of bools": where({"column": "age", "range": [False, True]}),
    "range with NaN": where({"column": "age", "range": [math.nan, 30]}),
    "range with a huge integer": where({"column": "age", "range": [0, 10**400]}),
    "range reversed": where({"column": "age", "range": [30, 20]}),
    "range of three": where({"column": "age", "range": [1, 2, 3]}),
    "range on a category": where({"column": "region", "range": [1, 2]}),
    "an identifier": where({"column": "pid", "equals": "p1"}),
    # the other fields
    "type not text": {"type": ["count"]},
    "type unknown": {"type": "Count"},
    "a misspelt bound": {"type": "mean", "column": "age", "uper": 60},
    "q on a mean": {"type": "mean", "column": "age", "q": 0.5},
    "bounds on a histogram": {"type": "histogram", "column": "region", "lower": 0},
    "lower as text": {"type": "sum", "column": "income", "lower": "0", "upper": 10},
    "lower as a bool": {"type": "sum", "column": "income", "lower": False, "upper": 10},
    "upper infinite": {"type": "sum", "column": "income", "lower": 0, "upper": math.inf},
    "upper a huge integer": {"type": "mean", "column": "income", "lower": 0, "upper": 10**400},
    "lower NaN": {"type": "mean", "column": "income", "lower": math.nan},
    "lower above upper": {"type": "sum", "column": "income", "lower": 10, "upper": 0},
    "bounds too far apart for a quantile": {"type": "quantile", "column": "income", "lower": -1.7e308,
                                            "upper": 1.7e308},
    "q as text": {"type": "quantile", "column": "income", "q": "0.5"},
    "q as a bool": {"type": "quantile", "column": "income", "q": True},
    "q of 1": {"type": "quantile", "column": "income", "q": 1},
    "column not text": {"type": "histogram", "column": ["region"]},
    "columns repeated": {"type": "table", "columns": ["region", "region"]},
    "columns not text": {"type": "table", "columns": ["region", ["code"]]},
    "columns of one": {"type": "table", "columns": ["region"]},
    "k as a bool": {"type": "marginals", "columns": ["region", "code"], "k": True},
    "k as a float": {"type": "marginals", "columns": ["region", "code"], "k": 1.0},
    "k of 0": {"type": "marginals", "columns": ["region", "code"], "k": 0},
    "rounds as a bool": {"type": "marginals", "columns": ["region", "code"], "rounds": True},
    "rounds as text": {"type": "marginals", "columns": ["region", "code"], "rounds": "5"},
    "rounds huge": {"type": "marginals", "columns": ["region", "code"], "rounds": 10**12},
    "rounds one too many": {"type": "marginals", "columns": ["region", "code"], "rounds": MAX_ROUNDS + 1},
    "marginals not names": {"type": "marginals", "marginals": [["region", 1]]},
    "marginals a table twice": {"type": "marginals", "marginals": [["region", "code"], ["code", "region"]]},
    "marginals too many": {"type": "marginals", "marginals": [["region"]] * (MAX_TABLES + 1)},
    "marginals nested": {"type": "marginals", "marginals": [[["region"]]]},
    # JSON text
    "JSON nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
    "JSON of NaN": '{"type": "count", "where": {"column": "age", "equals": NaN}}',
    "JSON of a 5,000-digit number": '{"type": "count", "where": {"column": "age", "equals": ' + "9" * 5000 + "}}",
    "JSON too long": json.dumps({"type": "count", "where": {"column": "region", "equals": "x" * 1_000_001}}),
}


def test_a_hostile_query_is_refused_before_the_charge(project, monkeypatch):
    monkeypatch.setattr("dpgui.engine.release.open_aggregates", lambda *a, **k: pytest.fail("the data was read"))
    passed, messages = [], []
    for name, query in HOSTILE.items():
        for engine in ENGINES:
            try:
                prepare(project, engine, query, EPS)
                passed.append(f"{name} ({engine})")
            except ValueError as refused:
                messages.append(str(refused))
    assert passed == []
    assert all("\n" not in m and len(m) < 300 for m in messages)  # one line, plain words
    assert project.ledger() == []


def test_what_the_checks_let_through_still_releases_on_both_engines(project):
    """The limits leave room for real queries: the largest allowed where-clause releases everywhere."""
    widest = {"or": [{"column": "region", "in": ["North", 1.5, "é" * MAX_VALUE_CHARS]},
                     {"column": "age", "range": [0, 1e300]}] + [{"column": "code", "equals": str(i)}
                                                                  for i in range((MAX_WHERE_PARTS - 8) // 2)]}
    queries = [where(widest), where(nested(MAX_DEPTH - 1)), {"type": "quantile", "column": "income", "q": 1e-9},
               {"type": "marginals", "columns": ["region", "code"], "k": 1, "rounds": 3}]
    for query in queries:
        for engine in ENGINES:
            out = run_prepared(project, prepare(project, engine, query, EPS))
            assert out["rows"] or release_rows(out)  # many tables keep their cells as arrays
    assert [e.state for e in project.ledger()] == ["completed"] * 2 * len(queries)


# -- a property: refused before the charge, or released to the end on both engines -------------------------

COLUMNS = ["region", "code", "income", "age", "pid", "nope"]
CATEGORICAL, NUMERIC = st.sampled_from(["region", "code"]), st.sampled_from(["income", "age"])
numbers = st.one_of(st.integers(-10**20, 10**20), st.floats(allow_nan=False, allow_infinity=False))
texts = st.one_of(st.text(max_size=6), st.sampled_from(["North", "1", "1.0", "03", "", "N\\A", "'", "a\x00b", "Mars"]))
scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(min_value=10**300),
                    st.floats(allow_nan=True, allow_infinity=True), texts, st.just("\ud800"),
                    st.builds(lambda: "x" * (MAX_VALUE_CHARS + 1)))  # (built: a long literal would fill every report)
anything = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                         st.dictionaries(st.text(max_size=3), inner, max_size=3)),
                        max_leaves=8)


def conditions(column, value, items):
    """Where-clauses built from the given parts: well-formed ones, or anything in their place."""
    leaf = st.one_of(st.fixed_dictionaries({"column": column, "equals": value}),
                     st.fixed_dictionaries({"column": column, "in": st.lists(value, min_size=1, max_size=4)}),
                     st.fixed_dictionaries({"column": NUMERIC, "range": items}))
    return st.recursive(leaf, lambda inner: st.one_of(
        *(st.fixed_dictionaries({op: st.lists(inner, min_size=1, max_size=3)}) for op in ("and", "or"))), max_leaves=6)


def queries(column, categorical, numeric, names, value, items, number, fraction, small, junk):
    """Queries of every kind from the given parts; with ``junk``, fields no query takes."""
    where = {"where": conditions(column, value, items), **junk}
    bounds = {"lower": number, "upper": number}
    kinds = {"count": ({}, {}), "histogram": ({"column": categorical}, {}), "mode": ({"column": categorical}, {}),
             "table": ({"columns": names}, {}), "sum": ({"column": numeric}, bounds),
             "mean": ({"column": numeric}, bounds), "quantile": ({"column": numeric}, {**bounds, "q": fraction}),
             "marginals": ({"columns": names}, {"k": small, "rounds": small})}
    return st.one_of(*(st.fixed_dictionaries({"type": st.just(kind), **required}, optional={**where, **more})
                       for kind, (required, more) in kinds.items()))


well_formed = queries(CATEGORICAL | NUMERIC, CATEGORICAL, NUMERIC, st.lists(CATEGORICAL, min_size=2, max_size=2,
                                                                             unique=True), texts | numbers,
                      st.lists(numbers, min_size=2, max_size=2).map(sorted),
                      st.one_of(st.integers(-100, 100), numbers),  # bounds: often ordered, sometimes extreme
                      st.floats(0, 1, exclude_min=True, exclude_max=True), st.integers(1, 2), {})
some_column = st.sampled_from(COLUMNS) | anything
hostile = queries(some_column, some_column, some_column, st.lists(some_column, max_size=3) | anything, anything,
                  anything, anything, anything, anything, {"junk": anything})
examples = st.one_of(well_formed, well_formed, hostile, anything, well_formed.map(lambda q: json.dumps(q)),
                     hostile.map(lambda q: json.dumps(q, allow_nan=True)), st.text(max_size=30))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                     HealthCheck.too_slow])
@given(query=examples)
def test_any_query_is_refused_before_the_charge_or_released_to_the_end(project, query):
    for engine in ENGINES:
        before = len(project.ledger())
        try:
            prepared = prepare(project, engine, query, EPS)
        except ValueError:
            assert len(project.ledger()) == before
            continue
        result = run_prepared(project, prepared)  # nothing a user can type fails after the charge
        event(f"released {prepared.query.type}")
        assert (result["rows"] or release_rows(result)) and project.ledger()[-1].state == "completed"


# -- memory (item 6) --------------------------------------------------------------------------------------

def wide_schema(columns: int, categories: int):
    return parse_schema({"columns": {f"c{j}": {"type": "categorical", "categories": [str(i) for i in range(categories)]}
                                     for j in range(columns)}})


@pytest.fixture
def wide(tmp_path):
    """Few rows, but 14 declared columns of 100 categories each (Adult's width)."""
    path = tmp_path / "wide.csv"
    path.write_text(",".join(f"c{j}" for j in range(14)) + "\n" + "".join(
        ",".join(str((i * (j + 3)) % 100) for j in range(14)) + "\n" for i in range(50)))
    with Project.create(tmp_path / "w.dpgui", pure(10)) as p:
        p.add_dataset("wide", open_table(path), wide_schema(14, 100))
        yield p


def test_a_release_too_large_for_this_computer_is_refused_before_the_charge(wide, monkeypatch):
    monkeypatch.setattr("dpgui.engine.release.open_aggregates", lambda *a, **k: pytest.fail("the data was read"))
    columns = [f"c{j}" for j in range(14)]
    with pytest.raises(ValueError, match="memory.*fewer columns, a smaller k, fewer rounds"):
        synthesize(wide, "wide", columns, 3, EPS, rows=1000)  # the 14 columns, k = 3: ~10^8 cells
    with pytest.raises(ValueError, match="memory.*fewer columns or coarser categories"):
        prepare(wide, "wide", {"type": "table", "columns": columns[:5]}, EPS)  # 10^10 cells
    assert wide.ledger() == []
    allowed = {"type": "marginals", "columns": columns[:8], "k": 2}
    monkeypatch.setattr(memory, "machine_memory", lambda: 64 << 30)
    prepare(wide, "wide", allowed, EPS)
    monkeypatch.setattr(memory, "machine_memory", lambda: 256 << 20)  # a small machine refuses the same release
    with pytest.raises(ValueError, match=r"up to [\d.,]+ [MG]B of memory, more than the 128 MB dpgui allows itself "
                                         r"on this computer \(half of its 256 MB\)"):
        prepare(wide, "wide", allowed, EPS)
    monkeypatch.setattr(memory, "machine_memory", lambda: 64 << 30)
    with pytest.raises(ValueError, match="memory"):  # the rows to draw count too
        synthesize(wide, "wide", columns[:3], 2, EPS, rows=10**9)
    assert wide.ledger() == []


def test_the_learner_chooses_only_marginals_that_keep_its_model_under_the_cap(monkeypatch):
    """Whatever the data make PMW choose, its model stays within MAX_MODEL_CELLS (here lowered to 2,000):
    only marginals that keep it so can be chosen. The data (six equal columns) push it to merge all it
    can, and without the cap the same run builds a larger model, so the cap is what held it."""
    import numpy as np

    from dpgui.core.mechanisms import pmw as learner

    joint = np.zeros((10,) * 6, dtype=np.int64)
    for i in range(10):
        joint[(i,) * 6] = 500
    marginals = learner.workload(6, 2)
    true = {m: joint.sum(axis=tuple(a for a in range(6) if a not in m)) for m in marginals + learner.workload(6, 1)}

    def largest_model(cap: int) -> int:
        monkeypatch.setattr(learner, "MAX_MODEL_CELLS", cap)
        sizes, merge = [], learner.Factors.merge
        monkeypatch.setattr(learner.Factors, "merge",
                            lambda self, cols: (merge(self, cols), sizes.append(self.cells))[0])
        learner.pmw(true, marginals, 20, rounds=25, shape=(10,) * 6, rng=seeded("cap"))
        monkeypatch.setattr(learner.Factors, "merge", merge)
        return max(sizes)

    assert largest_model(2_000) <= 2_000
    assert largest_model(10**7) > 2_000


LIMITED_RUN = textwrap.dedent("""
    import json, os, resource, sys
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine import memory
    from dpgui.engine.learned_tables import tables
    from dpgui.engine.release import prepare, release, synthesize
    from dpgui.store.project import Project

    share = float(sys.argv[1])
    project = Project.open(sys.argv[2])
    rounds = int(sys.argv[3]) or None  # PMW's rounds, or none: the junction tree
    schema = project.dataset("d").schema
    release(project, "d", {"type": "count"}, PrivacySetting.of(epsilon=1))  # the interpreter at work: its baseline
    query = prepare(project, "d", {"type": "marginals", "columns": list("abcde"), "k": 3,
                                   **({"rounds": rounds} if rounds else {})}, PrivacySetting.of(epsilon=1)).query
    estimate = memory.release_bytes(query, schema, None, synthetic_rows=1000)
    baseline = next(int(line.split()[1]) * 1024 for line in open("/proc/self/status") if line.startswith("VmSize:"))
    cap = baseline + int(estimate * share)
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    try:
        stored, _, rows = synthesize(project, "d", list("abcde"), 3, PrivacySetting.of(epsilon=1), 1000, rounds)
        print(json.dumps({"completed": len(rows), "cells": sum(len(t["estimates"]) for t in tables(stored))}))
    except BaseException as err:
        print(json.dumps({"failed": type(err).__name__}))
""")


def _learner_project(folder: Path) -> Path:
    """5 columns of 12 categories, 3,000 rows, imported here: the limited process only opens it, so that what the
    import left mapped (freed memory, a worker thread's arena) gives the learner no room beyond its estimate."""
    cats = [str(i) for i in range(12)]
    csv = folder / "d.csv"
    csv.write_text("a,b,c,d,e\n" + "".join(",".join(cats[(i * p) % 12] for p in (1, 5, 7, 11, 13)) + "\n"
                                           for i in range(3000)))
    schema = parse_schema({"columns": {c: {"type": "categorical", "categories": cats} for c in "abcde"}})
    with Project.create(folder / "p.dpgui", pure(100)) as project:
        project.add_dataset("d", open_table(csv), schema)
    return folder / "p.dpgui"


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the address space from /proc")
def test_the_learner_stays_within_its_estimate_under_an_address_space_limit(tmp_path):
    """A PMW release (5 columns, all 10 three-way tables: 27,440 released cells) and its synthetic rows run
    under RLIMIT_AS = the interpreter's address space + the estimate, and complete, by the junction tree and by
    PMW; a limit of the interpreter's address space alone stops the same run, so the limit does bind."""
    def run(share: float, rounds: int) -> dict:
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
        folder = tmp_path / f"{share}-{rounds}"
        folder.mkdir()
        project = _learner_project(folder)
        done = subprocess.run([sys.executable, "-c", LIMITED_RUN, str(share), str(project), str(rounds)],
                              capture_output=True, text=True, env=env, timeout=120)
        return json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else {"crashed": done.stderr}

    for rounds in (0, 40):  # the junction tree, and PMW
        assert run(1.0, rounds) == {"completed": 1000, "cells": 10 * 14**3}
    # with the tables kept as arrays both need only a few MB beyond the interpreter here (BASE is most of the
    # estimate), so the limit is shown to bind at the interpreter's own address space
    assert "completed" not in run(0.0, 40)
