"""Plans: a plan of 50 queries (5 distinct aggregates, each asked 10 times at different ε) released from a
10^7-row imported dataset, end to end (validation, charge, aggregates, noise, ledger, stored releases), beside
its floor: the same 5 aggregates computed once straight from the engine, with no privacy work at all. Two plans:
counts only (histograms, 2-way tables, a filtered count: the strict case, whose floor is cheapest), and one with
a sum and a mean (whose exact clamped sums dominate their floor; run once).

Run: python bench/plans.py [--quick] [--rows N] [--repeat R] [--folder DIR]
     (--quick: 10^6 rows; the project is built once per tree and size in DIR, default /tmp/dpgui-bench-plans,
     with this machine's record of spending beside it). Both trees have ``release_plan`` and ``open_aggregates``,
     so the old tree (PYTHONPATH=/work/base) runs the same plan its own way: one charge and one scan per query.
Target (issue #29): the plan ≤ 1.5× its distinct aggregates computed once.
"""

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import peak_rss_mb  # noqa: E402

import dpgui  # noqa: E402
from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.engine.backends import open_aggregates  # noqa: E402
from dpgui.engine.plan import PlannedQuery  # noqa: E402
try:
    from dpgui.engine.plan_run import release_plan  # noqa: E402
except ImportError:  # the old tree
    from dpgui.engine.release import release_plan  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

REGIONS = ["North", "South", "East", "West", "Centre"]
GROUPS = [f"g{i}" for i in range(50)]
COLUMNS = ["region", "sex", "group50", "age", "income"]
SCHEMA = {"columns": {"group50": {"type": "categorical", "categories": GROUPS},
                      "region": {"type": "categorical", "categories": REGIONS},
                      "sex": {"type": "categorical", "categories": ["F", "M"]},
                      "age": {"type": "numeric", "lower": 18, "upper": 90},
                      "income": {"type": "numeric", "lower": 0, "upper": 100000}}}
COUNTS = [{"type": "histogram", "column": "group50"},
          {"type": "table", "columns": ["region", "sex"]},
          {"type": "histogram", "column": "region", "where": {"column": "sex", "equals": "F"}},
          {"type": "count", "where": {"column": "age", "range": [18, 30]}},
          {"type": "histogram", "column": "sex"}]
WITH_SUMS = [{"type": "histogram", "column": "group50"},
             {"type": "table", "columns": ["region", "sex"]},
             {"type": "count"},
             {"type": "sum", "column": "income", "lower": 0, "upper": 100000},
             {"type": "mean", "column": "age", "lower": 18, "upper": 90}]
REPEATS = 10  # each distinct query planned this many times, at different ε: 50 queries


class Synthetic:
    """An importer-shaped source of benchmark rows (a fixed numpy seed: benchmark data, not noise), so that
    building the project does not time a CSV parser."""

    columns, description, decimal_comma, note = COLUMNS, "benchmark rows", False, None

    def __init__(self, rows: int, chunk_rows: int = 250_000):
        self.rows, self.chunk_rows = rows, chunk_rows

    def chunks(self, task):
        gen = np.random.default_rng(7)
        regions, sexes, groups = np.array(REGIONS, dtype=object), np.array(["F", "M"], dtype=object), \
            np.array(GROUPS, dtype=object)
        ages = np.array([str(a) for a in range(18, 91)], dtype=object)
        for start in range(0, self.rows, self.chunk_rows):
            n = min(self.chunk_rows, self.rows - start)
            income = np.round(gen.gamma(2, 150, n)).astype(np.int64) * 100  # few distinct values, as real incomes
            yield [regions[gen.integers(0, 5, n)].tolist(), sexes[gen.integers(0, 2, n)].tolist(),
                   groups[gen.integers(0, 50, n)].tolist(), ages[gen.integers(0, 73, n)].tolist(),
                   income.astype(str).astype(object).tolist()]


def project_path(folder: Path, rows: int) -> Path:
    """The benchmark project for this tree and size, built once (the trees may write different file versions)."""
    tree = Path(dpgui.__file__).resolve().parents[1].name
    path = folder / f"{tree}-{rows}.dpgui"
    if not path.exists():
        start = time.perf_counter()
        with Project.create(path.with_suffix(".tmp"), pure(10**9)) as project:
            project.add_dataset("big", Synthetic(rows))
            project.set_schema("big", parse_schema(SCHEMA))
        path.with_suffix(".tmp").rename(path)
        print(f"built {path} in {time.perf_counter() - start:.0f} s")
    return path


def plan(distinct: list[dict]) -> list[PlannedQuery]:
    return [PlannedQuery(query, round(0.01 * (1 + r), 4)) for r in range(REPEATS) for query in distinct]


def floor(project: Project, distinct: list[dict]) -> None:
    """The distinct aggregates once each, straight from the engine: no charge, no noise, nothing stored."""
    data = open_aggregates(project, project.dataset("big"))
    for query in distinct:
        where = query.get("where")
        if query["type"] == "count":
            data.count_rows(where)
        elif query["type"] in ("sum", "mean"):
            data.clamped_sum(query["column"], query["lower"], query["upper"], where)
        else:
            data.cell_counts(query.get("columns") or [query["column"]], where)


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10^6 rows")
    parser.add_argument("--rows", type=int)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/dpgui-bench-plans"))
    args = parser.parse_args()
    rows = args.rows or (10**6 if args.quick else 10**7)
    args.folder.mkdir(parents=True, exist_ok=True)
    os.environ["DPGUI_DATA_DIR"] = str(args.folder / "record")  # earlier runs' spending does not weigh on this one
    path = project_path(args.folder, rows)
    print(f"dpgui at {Path(dpgui.__file__).resolve().parents[1]}; {rows:,} imported rows")
    with Project.open(path) as project:
        for name, distinct, repeat in (("counts", COUNTS, args.repeat), ("with a sum and a mean", WITH_SUMS, 1)):
            measure(project, name, distinct, repeat, rows)
    print(f"peak memory {peak_rss_mb():,.0f} MB")


def measure(project: Project, name: str, distinct: list[dict], repeat: int, rows: int) -> None:
    items = plan(distinct)
    t_plan, t_floor = [], []
    for _ in range(repeat):  # in turns, so the machine's load hits both alike
        t_floor.append(timed(lambda: floor(project, distinct)))
        t_plan.append(timed(lambda: release_plan(project, "big", items)))
    plan_s, floor_s = statistics.median(t_plan), statistics.median(t_floor)
    print(f"plan of {len(items)} queries, {name} ({len(distinct)} distinct aggregates), end to end, median of "
          f"{repeat}: {plan_s:.3f} s; its distinct aggregates once, straight from the engine: {floor_s:.3f} s "
          f"(ratio {plan_s / floor_s:.2f}; target ≤ 1.5); load {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print("RATIO " + json.dumps({"task": f"plan of {len(items)} queries ({len(distinct)} distinct, {name}), "
                                         f"{rows:,} rows",
                                 "dpgui": round(plan_s, 3), "peer": round(floor_s, 3),
                                 "peer_name": f"its {len(distinct)} distinct aggregates once, no privacy work",
                                 "unit": "s", "target": "≤ 1.5× its distinct aggregates computed once"}))


if __name__ == "__main__":
    main()
