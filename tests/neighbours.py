"""The neighbouring-dataset harness (reference/trust.md: "sensitivity covers every neighbour").

Each family is a base dataset plus one victim: a row (``plain``: no person column, one row per person
assumed) or a person's rows (``person``: a person column and K = 2). The victim takes every edge value
in turn, so the files ``base + victim(e)`` are, under add/remove, neighbours of ``base``, and under
replace-one, neighbours of each other (they differ in the victim alone). For every query the harness
runs ``prepare`` and then the mechanism's own data step on each file, in each engine, stopping it at
its one request to the engine (``Exact``): so the aggregates compared are exactly those the noise would
be added to. Every move between neighbours must stay within the sensitivity the mechanism was
calibrated with, read off the noise of a release it made (``Release.noise``), not re-derived here.

Also: a release of every query on every edge value at once runs to the end (success never depends on a
row); hostile where-clauses are refused before the charge or run; a linked name holding glob characters
reads exactly its own files.
"""

from __future__ import annotations

import csv
import io
import itertools
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import numpy as np

from dpgui.core.costs.accounting import pure
from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting
from dpgui.core.mechanisms.selection import quantile_utilities
from dpgui.engine.aggregates import predicate_columns
from dpgui.engine.backends import open_aggregates
from dpgui.engine.learned_tables import release_rows
from dpgui.engine.linking import link_dataset
from dpgui.engine.release import prepare, release
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.links import link_to
from dpgui.store.project import Project
from tests.seeded import seeded

COLUMNS = ["pid", "grp", "cat", "cat2", "cat3", "x", "y"]
CATEGORIES = ["North", "South", "é", "N\\A", "a'b\"c", "*?[]{}", "line\nbreak", "\u202eevil"]
BAD = "caf\udce9"  # cp1252 é in a UTF-8 file: the surrogate stands for the byte 0xE9 (surrogateescape)


def schema(person: bool):
    """x: missing left out; y: missing imputed; cat: missing in its own cell; cat2: missing in (other);
    cat3: rows whose value is missing or undeclared left out (a filter: no extra sensitivity)."""
    return parse_schema({"columns": {
        "pid": {"type": "identifier"},
        "grp": {"type": "categorical", "categories": ["in", "out"]},
        "cat": {"type": "categorical", "categories": CATEGORIES},
        "cat2": {"type": "categorical", "categories": ["North", "South"], "missing": "other"},
        "cat3": {"type": "categorical", "categories": ["North", "South"], "outside": "exclude", "missing": "exclude"},
        "x": {"type": "numeric", "lower": 18, "upper": 90, "missing": "exclude"},
        "y": {"type": "numeric", "lower": 18, "upper": 90, "missing": "impute", "impute": 40},
    }, **({"person": {"column": "pid", "max_rows": 2}} if person else {})})


ORDINARY = {"grp": "in", "cat": "North", "cat2": "South", "cat3": "North", "x": "50", "y": "50"}
NUMBERS = {"at the lower bound": "18", "at the upper bound": "90", "zero": "0", "far below": "-1e9",
           "far above": "1e9", "negative": "-50", "NaN as text": "NaN", "inf as text": "inf",
           "-Infinity as text": "-Infinity", "1e400 as text": "1e400", "largest double": "1.7976931348623157e308",
           "unreadable number": "12abc"}
EDGES = {  # name: what the victim's rows hold instead of ORDINARY (None: no value at all)
    "ordinary": {},
    "filtered out by where": {"grp": "out", "x": "90", "y": "90"},
    "missing values": {"cat": None, "cat2": None, "cat3": None, "x": None, "y": None},
    "empty strings": {"grp": "", "cat": "", "cat2": "", "cat3": "", "x": "", "y": ""},
    **{name: {"x": v, "y": v} for name, v in NUMBERS.items()},
    "undeclared category": {"cat": "Mars", "cat2": "Mars", "cat3": "Mars"},
    "backslash": {"cat": "N\\A", "cat2": "C:\\dir\\", "x": "90"},
    "quotes": {"cat": "a'b\"c", "cat2": "'); --", "x": "90"},
    "newlines": {"cat": "line\nbreak", "cat2": "a\r\nb", "x": "90"},
    "glob characters": {"cat": "*?[]{}", "cat2": "*", "x": "90"},
    "bidi characters": {"cat": "\u202eevil", "cat2": "\u2067x\u2069", "x": "90"},
    "invalid UTF-8 in a category": {"cat": BAD, "cat3": BAD, "x": "90"},
    "invalid UTF-8 in a number": {"x": "9\udce9", "y": "9\udce9"},
}
PERSON_EDGES = {  # the person family: the victim person's rows (each edge applied to every one of them)
    name: EDGES[name] for name in ("ordinary", "filtered out by where", "missing values", "at the upper bound",
                                   "far below", "negative", "backslash", "invalid UTF-8 in a category")}
PERSON_EDGES |= {"no person": {"pid": ""}, "hostile person id": {"pid": "v\\'\"\n*?"}}

W = {"column": "grp", "equals": "in"}
# Spark reads \' as a quote inside a literal: then this where would count the rows whose value is shared
# by another row (a data-dependent filter, far beyond any sensitivity); elsewhere it is two plain values
INJECTION = {"column": "cat", "in": ["N\\A", "a'b\"c", "x\\", ") OR dpgui_n >= 2)) GROUP BY GROUPING SETS (()) --"]}
QUERIES = [
    {"type": "count", "where": INJECTION},
    {"type": "histogram", "column": "cat", "where": W},
    {"type": "table", "columns": ["cat", "cat2"]},
    {"type": "table", "columns": ["cat2", "cat3"], "where": W},
    {"type": "sum", "column": "x", "lower": 18, "upper": 90, "where": W},
    {"type": "sum", "column": "y", "lower": -50, "upper": -10,
     "where": {"and": [W, {"or": [{"column": "x", "range": [20, 1e9]},
                                  {"column": "cat2", "in": ["South", "'); --"]}]}]}},
    {"type": "mean", "column": "x", "lower": 18, "upper": 90},
    {"type": "mean", "column": "y", "lower": -5, "upper": 5, "where": W},  # 0 within the bounds
    {"type": "quantile", "column": "x", "lower": 18, "upper": 90, "q": 0.5, "where": W},
    {"type": "mode", "column": "cat2", "where": W},
    {"type": "marginals", "columns": ["cat", "cat2", "cat3"], "k": 2, "where": W},
]


def _nested(depth: int) -> dict:
    where = W
    for _ in range(depth):
        where = {"and": [where]}
    return where


HOSTILE_WHERES = {  # each refused in one line before the charge, or harmless in every engine
    "in an empty list": {"column": "cat", "in": []},
    "and 400 deep": _nested(400),
    "and 5000 deep": _nested(5000),
    "equals NaN": {"column": "x", "equals": float("nan")},
    "equals inf (1e400 in JSON)": {"column": "x", "equals": float("inf")},
    "equals a huge whole number": {"column": "x", "equals": 10**400},
    "equals null": {"column": "cat", "equals": None},
    "equals true": {"column": "cat", "equals": True},
    "equals an object": {"column": "cat", "equals": {"or": "TRUE"}},
    "in a list of lists": {"column": "cat", "in": [["North"], {"a": 1}]},
    "equals a NUL character": {"column": "cat", "equals": "North\x00"},
    "equals 100,000 characters": {"column": "cat", "equals": "N" * 100_000},
    "range with NaN": {"column": "x", "range": [float("nan"), 50]},
    "range of text": {"column": "x", "range": ["1e400", "-1e400"]},
}
KINDS = list(dict.fromkeys(q["type"] for q in QUERIES))
ONE_OF_EACH = [next(q for q in QUERIES if q["type"] == kind) for kind in KINDS]
UNITS = (ADD_REMOVE, REPLACE_ONE)
ONE = PrivacySetting.of(epsilon=1)


def _row(pid: str, changes: dict | None = None) -> dict:
    return {**ORDINARY, "pid": pid} | (changes or {})


def base(family: str) -> list[dict]:
    """Rows around the victim: one "North" (so a filter on how many rows share a value would show), one
    non-ASCII category; in ``person``, people with 1 to 4 rows (K = 2) and a row with no person."""
    if family == "plain":
        values = [("in", "South", "North", "20"), ("in", "é", "South", "35.5"), ("out", "South", "", "89"),
                  ("in", "North", "South", ""), ("in", "é", "North", "70"), ("in", "line\nbreak", "South", "25")]
        return [_row(f"b{i}", {"grp": g, "cat": c, "cat2": c2, "cat3": c2, "x": x, "y": x})
                for i, (g, c, c2, x) in enumerate(values)]
    people = {"a": 1, "b": 2, "c": 3, "d": 4, "": 1}
    return [_row(p, {"cat": ["South", "é", "North"][i % 3], "x": str(20 + 7 * i + j), "y": str(30 + j)})
            for i, (p, n) in enumerate(people.items()) for j in range(n)]


def victim(family: str, edge: str, pid: str = "v") -> list[dict]:
    if family == "plain":
        return [_row(pid, EDGES[edge])]
    return [_row(pid, PERSON_EDGES[edge])] * 3


def every_victim(family: str) -> list[dict]:
    """Every edge value at once, each in a victim of its own."""
    edges = EDGES if family == "plain" else PERSON_EDGES
    return [row for i, edge in enumerate(edges) for row in victim(family, edge, f"v{i}")]


def pairs(names: list[str], unit: str) -> list[tuple[str, str]]:
    """The neighbouring pairs among a family's datasets (``base`` and edge names) under the privacy unit."""
    edges = [n for n in names if n != "base"]
    if unit == ADD_REMOVE:
        return [("base", e) for e in edges]
    return list(itertools.combinations(edges, 2))


def write_csv(path: Path, rows: list[dict]) -> Path:
    """UTF-8, except the surrogates of BAD, written back as the raw bytes they stand for."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows([["" if r[c] is None else r[c] for c in COLUMNS] for r in rows])
    path.write_bytes(text.getvalue().encode("utf-8", "surrogateescape"))
    return path


def write_parquet(path: Path, rows: list[dict]) -> Path:
    """Text columns as Parquet strings (an invalid UTF-8 value unchecked, as other writers leave it), x as
    a typed double (NaN, ±inf, NULL where unreadable), y as text."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    def text(column):
        raw = [None if r[column] is None else r[column].encode("utf-8", "surrogateescape") for r in rows]
        return pa.array(raw, pa.binary()).view(pa.string())

    def number(value):
        try:
            return float(value)
        except (TypeError, ValueError):
            return None

    table = pa.table({c: text(c) for c in COLUMNS if c != "x"} | {"x": pa.array([number(r["x"]) for r in rows],
                                                                                pa.float64())})
    pq.write_table(table.select(COLUMNS), path)
    return path


FORMAT_OF = {"sqlite": "csv", "duckdb-csv": "csv", "duckdb-parquet": "parquet", "spark-csv": "csv",
           "spark-parquet": "parquet"}
WRITERS = {"csv": write_csv, "parquet": write_parquet}


class Seen(Exception):
    """The mechanism's request to the engine was answered: stop it before any noise."""


class Exact:
    """Stands in for the engine: passes the mechanism's one request on, keeps the answer, then stops it."""

    def __init__(self, data):
        self.data, self.task = data, data.task

    def __getattr__(self, name):
        method = getattr(self.data, name)

        def answer(*args):
            self.call, self.answer = (name, args), method(*args)
            raise Seen

        return answer


def exact(prepared, data):
    """(the request, the exact answer) the prepared mechanism gets from ``data``; raises what the engine does."""
    probe = Exact(data)
    try:
        prepared.run(probe)
    except Seen:
        return probe.call, probe.answer
    raise AssertionError("the mechanism never asked the engine")


def excess(query: dict, call, a, b, noise: dict) -> str | None:
    """How the move from answer ``a`` to ``b`` exceeds the calibrated sensitivity, or None if it does not."""
    name, args = call
    kind = query["type"]
    if name == "count_rows":
        moves = {"count": (abs(a - b), noise["sensitivity_l1"])}
    elif name == "cell_counts":
        d = np.abs(np.asarray(a[0], dtype=object) - np.asarray(b[0], dtype=object))
        moves = {"largest cell": (int(d.max()), noise["sensitivity"])} if kind == "mode" \
            else {"cells (L1)": (int(d.sum()), noise["sensitivity_l1"])}
    elif name == "marginal_counts":
        moves = {f"marginal {m} (L1)": (int(np.abs(a[0][m] - b[0][m]).sum()), noise["group"]) for m in a[0]}
    elif name == "clamped_sum":
        step = Fraction(noise["grid_step"])
        moves = {"sum (grid units)": (abs(round(a.total / step) - round(b.total / step)), noise["sensitivity_l1"])}
        if kind == "mean":
            moves["count"] = (abs(a.n - b.n), noise["count_sensitivity_l1"])
    else:  # ranks
        grid, q = args[3], Fraction(str(query.get("q", 0.5)))
        utility = np.abs(np.array(quantile_utilities(a, grid, q), dtype=object)
                         - np.array(quantile_utilities(b, grid, q), dtype=object))
        moves = {"utility": (max(utility), noise["sensitivity"]), "n": (abs(a.n - b.n), noise["sensitivity"]),
                 "ranks": (int(np.abs(a.below - b.below).max()), noise["sensitivity"])}
    over = [f"{what} moved {float(moved):g} > {bound}" for what, (moved, bound) in moves.items() if moved > bound]
    return "; ".join(over) or None


class World:
    """The families' files in every format (written once), and per engine the exact answers of every query
    on every file, computed on first use. ``edges`` narrows a family to some edge values (Spark is slow)."""

    def __init__(self, folder: Path, edges: dict[str, list[str]] | None = None, queries: list[dict] = QUERIES):
        self.folder, self.queries = folder, queries
        self.names = edges or {"plain": list(EDGES), "person": list(PERSON_EDGES)}
        self.paths = {}
        for family, names in self.names.items():
            victims = {"base": [], **{e: victim(family, e) for e in names}, "everything": every_victim(family)}
            for i, (name, rows) in enumerate(victims.items()):
                for fmt, write in WRITERS.items():
                    self.paths[family, fmt, name] = write(folder / f"{family}-{i}.{fmt}", base(family) + rows)
        self._answers: dict = {}
        self._noise: dict = {}

    def noise(self, family: str, unit: str) -> list[dict]:
        """Per query, the noise parameters of a real release on the family's base data (imported)."""
        if (family, unit) not in self._noise:
            with Project.create(self.folder / f"calibrate-{family}-{unit}.dpgui", pure(10**6), unit) as project:
                project.add_dataset("d", open_table(self.paths[family, "csv", "base"]), schema(family == "person"))
                data = open_aggregates(project, project.dataset("d"), rng=seeded("noise"))
                self._noise[family, unit] = [prepare(project, "d", q, ONE).run(data).noise for q in self.queries]
        return self._noise[family, unit]

    def answers(self, engine: str, family: str) -> dict[str, list]:
        """{dataset: per query, (request, exact answer) or the exception the engine raised}."""
        if (engine, family) not in self._answers:
            self._answers[engine, family] = self._compute(engine, family)
        return self._answers[engine, family]

    def _dataset(self, project: Project, engine: str, family: str, name: str, like=None):
        """The file as a dataset of ``project``: imported, or linked (``like``: a linked dataset to point
        elsewhere, which skips the link's bookkeeping)."""
        path = self.paths[family, FORMAT_OF[engine], name]
        if engine == "sqlite":
            return project.add_dataset(f"d{len(project.datasets())}", open_table(path), schema(family == "person"))
        link = link_to(str(path), engine=engine.split("-")[0])
        if like is not None:
            return replace(like, link=link.as_dict())
        return link_dataset(project, f"d{len(project.datasets())}", link, schema(family == "person"))

    def _compute(self, engine: str, family: str) -> dict[str, list]:
        with Project.create(self.folder / f"{engine}-{family}.dpgui", pure(10**6), REPLACE_ONE) as project:
            first = self._dataset(project, engine, family, "base")
            like = None if engine == "sqlite" else first
            infos = {"base": first} | {n: self._dataset(project, engine, family, n, like) for n in self.names[family]}
            prepared = [prepare(project, first.name, q, ONE) for q in self.queries]
            out = {}
            for name, info in infos.items():
                data = _attempt(open_aggregates, project, info, None, seeded("bounding"))  # others keep the same rows
                out[name] = [data if isinstance(data, Exception) else _attempt(exact, p, data) for p in prepared]
        return out

    def failures(self, engine: str, kind: str) -> list[str]:
        """One line per query, family and privacy unit: an engine that raised, or the edge values whose
        neighbours moved an aggregate beyond its calibrated sensitivity."""
        lines = []
        for family in self.names:
            answers = self.answers(engine, family)
            for i, q in enumerate(self.queries):
                if q["type"] != kind:
                    continue
                lines += [f"{engine} {family} {_short(q)}: raised {type(r).__name__} on '{name}': "
                          f"{str(r).splitlines()[0][:120]}" for name, r in
                          ((name, results[i]) for name, results in answers.items()) if isinstance(r, Exception)]
                for unit in UNITS:
                    noise, over = self.noise(family, unit)[i], {}
                    for a, b in pairs(list(answers), unit):
                        ra, rb = answers[a][i], answers[b][i]
                        if not (isinstance(ra, Exception) or isinstance(rb, Exception)):
                            why = excess(q, ra[0], ra[1], rb[1], noise)
                            if why:
                                over[a, b] = why
                    lines += [f"{engine} {family} {unit} {_short(q)}: {text}" for text in _culprits(over)]
        return lines

    def releases(self, engine: str, family: str, queries: list[dict] | None = None) -> list[str]:
        """One line per query (by default the world's) whose release, with real noise and charged, on every
        edge value at once did not run to the end."""
        lines = []
        with Project.create(self.folder / f"release-{engine}-{family}.dpgui", pure(10**6), REPLACE_ONE) as project:
            try:
                info = self._dataset(project, engine, family, "everything")
            except ValueError:  # refused in one line when linked, before anything could be charged: allowed
                return []
            except Exception as err:  # noqa: BLE001 - reported
                return [f"{engine} {family}: linking or importing raised {type(err).__name__}: "
                        f"{str(err).splitlines()[0][:120]}"]
            for q in queries or self.queries:
                try:
                    result = release(project, info.name, q, ONE)
                    assert (result["rows"] or release_rows(result)) and \
                        project.ledger(info.name)[-1].state == "completed"
                except Exception as err:  # noqa: BLE001 - reported, each query on its own
                    lines.append(f"{engine} {family} {_short(q)}: {type(err).__name__}: {err}")
        return lines

    def where_failures(self, engine: str, kinds: tuple[str, ...] = ("count", "sum", "quantile")) -> list[str]:
        """One line per hostile where and query kind (one per way the engines apply a filter) that neither was
        refused in one line by ``prepare`` nor ran on the data."""
        lines = []
        with Project.create(self.folder / f"where-{engine}.dpgui", pure(10**6), REPLACE_ONE) as project:
            info = self._dataset(project, engine, "plain", "ordinary")
            data = open_aggregates(project, info)
            for (name, where), q in itertools.product(HOSTILE_WHERES.items(), ONE_OF_EACH):
                if q["type"] not in kinds:
                    continue
                try:
                    prepared = prepare(project, info.name, {**q, "where": where}, ONE)
                except ValueError:
                    continue  # refused before anything could be charged
                except Exception as err:  # noqa: BLE001 - reported
                    lines.append(f"{engine} {q['type']} where {name}: prepare raised {type(err).__name__}")
                    continue
                result = _attempt(exact, prepared, data)
                if isinstance(result, Exception):
                    lines.append(f"{engine} {q['type']} where {name}: accepted, then the engine raised "
                                 f"{type(result).__name__}: {str(result).splitlines()[0][:100]}")
        return lines


def _culprits(over: dict[tuple[str, str], str]) -> list[str]:
    """The violating pairs, told by the edge values they share: each time the edge in most pairs left,
    with how many and one example."""
    lines, left = [], dict(over)
    while left:
        ends = [e for pair in left for e in pair if e != "base"]
        edge = max(dict.fromkeys(ends), key=ends.count)
        mine = [pair for pair in left if edge in pair]
        (a, b), n = mine[0], len(mine)
        other = b if a == edge else a
        lines.append(f"'{edge}' against {n} neighbour{'s' * (n > 1)}, e.g. '{other}': {left[mine[0]]}")
        for pair in mine:
            del left[pair]
    return lines


def _attempt(function, *args):
    try:
        return function(*args)
    except Exception as err:  # noqa: BLE001 - recorded: an engine must not fail on any value
        return err


def _short(query: dict) -> str:
    where = "" if "where" not in query else " where " + ("cat in hostile values" if query["where"] is INJECTION
                                                         else ", ".join(sorted(predicate_columns(query["where"]))))
    bounds = f" [{query['lower']}, {query['upper']}]" if "lower" in query else ""
    what = query.get("column") or ",".join(query.get("columns", []))
    return f"{query['type']}({what}){bounds}{where}"


GLOB_FILES = {"a": 3, "*": 1, "[ab]": 2, "{a,b}": 1, "a?": 1}  # file names in one folder → rows


def glob_failures(root: Path, engine: str, fmt: str) -> list[str]:
    """Linked sources whose names hold glob characters: a folder of files named like patterns of each
    other, a folder and a file beside decoys their names match as patterns ("data1", "x1"). Each must
    count exactly its own rows, and one more after a row is added to a file (a file read twice would
    move by two: one person counted twice against noise for one)."""
    write = WRITERS[fmt]

    def rows(n: int, stem: str) -> list[dict]:
        return [_row(f"{stem}{i}") for i in range(n)]

    globs, folder, single = root / "globs", root / "data[1]", root / f"x[1].{fmt}"
    files = {globs / f"{stem}.{fmt}": n for stem, n in GLOB_FILES.items()}
    files |= {folder / f"a.{fmt}": 3, root / "data1" / f"a.{fmt}": 5, single: 2, root / f"x1.{fmt}": 7}
    for path, n in files.items():
        path.parent.mkdir(exist_ok=True)
        write(path, rows(n, path.stem))
    lines = []
    with Project.create(root / "glob.dpgui", pure(10**6)) as project:
        for source, grown in [(globs, globs / f"a.{fmt}"), (folder, folder / f"a.{fmt}"), (single, single)]:
            n = sum(v for path, v in files.items() if path == source or path.parent == source)
            info = link_dataset(project, f"d{len(project.datasets())}", link_to(str(source), engine=engine),
                                schema(False))
            prepared = prepare(project, info.name, {"type": "count"}, ONE)
            before = _attempt(lambda: exact(prepared, open_aggregates(project, info))[1])
            write(grown, rows(files[grown] + 1, grown.stem))
            after = _attempt(lambda: exact(prepared, open_aggregates(project, info))[1])
            if (before, after) != (n, n + 1):
                lines.append(f"{engine} {fmt} {source.name}: counted {before!r}, then {after!r} with one row added "
                             f"(it holds {n}, then {n + 1})")
    return lines
