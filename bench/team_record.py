"""The cost of the team's record of spending on a PostgreSQL server on this machine, against this computer's own
record (the peer), in the same run:

1. one small release (a histogram of 1,000 rows) with each record, in turns, medians compared: the extra cost per
   release of charging the server (one round trip for the lock, the reconcile's reads and writes, one durable
   commit) instead of the local SQLite file;
2. 8 clients releasing at once, each its own process, data folder and project: the p99 of the charge step
   (``BudgetBook.charge_many``: the reconcile, the budget check and the durable commits, record first), with the
   team's server, then with this computer's record shared by the 8 processes.

The server is Debian's PostgreSQL 15, started in a temporary folder with its durable defaults (fsync on), as the
tests do (``tests/postgres_server.py``). The old tree has no team's record: its team rows print n/a.

Run: python bench/team_record.py [--quick]
"""

import argparse
import json
import multiprocessing
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import peak_rss_mb  # noqa: E402

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.core.mechanisms.release import PrivacySetting  # noqa: E402
from dpgui.engine.release import release  # noqa: E402
from dpgui.store.declared.schema import parse_schema  # noqa: E402
from dpgui.store.importers import open_table  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

try:
    from dpgui.store.ledger import team_record
except ImportError:  # the tree before the team's record
    team_record = None

REGIONS = ["North", "South", "East", "West", "Centre"]
QUERY = {"type": "histogram", "column": "region"}
SCHEMA = {"columns": {"region": {"type": "categorical", "categories": REGIONS}}}
ROWS = 1_000
CLIENTS = 8
PASSWORD = "bench-secret"


def _postgres_server():
    """The tests' server (tests/postgres_server.py), loaded from its file: the tree measured comes from PYTHONPATH."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "postgres_server", Path(__file__).resolve().parent.parent / "tests" / "postgres_server.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_project(folder: Path, first_id: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    csv = folder / "people.csv"
    csv.write_text("id,region\n" + "".join(f"{first_id + i},{REGIONS[(i * 7) % 5]}\n" for i in range(ROWS)),
                   encoding="utf-8")
    path = folder / "p.dpgui"
    with Project.create(path, pure(10**9)) as project:
        project.add_dataset("people", open_table(csv), parse_schema(SCHEMA))
    return path


def environment(folder: Path, url: str | None) -> dict:
    env = {"DPGUI_DATA_DIR": str(folder / "data")}
    if url:
        env.update(DPGUI_TEAM_RECORD=url, PGPASSWORD=PASSWORD)
    return env


class On:
    def __init__(self, env: dict):
        self.env = env

    def __enter__(self):
        self.before = {k: os.environ.get(k) for k in ("DPGUI_DATA_DIR", "DPGUI_TEAM_RECORD", "PGPASSWORD")}
        for k in self.before:
            os.environ.pop(k, None)
        os.environ.update(self.env)

    def __exit__(self, *exc):
        for k, v in self.before.items():
            os.environ.pop(k, None)
            if v is not None:
                os.environ[k] = v


def per_release(runs: list[tuple[Path, dict]], releases: int) -> list[list[float]]:
    """Seconds per release with each (project, environment), in turns of 5 releases, projects kept open."""
    times = [[] for _ in runs]
    opened = []
    for path, env in runs:
        with On(env):
            opened.append(Project.open(path))
    setting = PrivacySetting.of(epsilon=1)
    for start in range(0, releases, 5):
        for i, ((_, env), project) in enumerate(zip(runs, opened)):
            with On(env):
                for _ in range(min(5, releases - start)):
                    t = time.perf_counter()
                    release(project, "people", QUERY, setting)
                    times[i].append(time.perf_counter() - t)
    for project in opened:
        project.close()
    return times


def client(path: str, env: dict, releases: int, barrier, results) -> None:
    """One client: wait for the others, then release; the time of each charge step goes back."""
    from dpgui.store.ledger.book import BudgetBook

    os.environ.update(env)
    name = "charge_many" if hasattr(BudgetBook, "charge_many") else "charge"  # older trees charge one at a time
    charge, steps = getattr(BudgetBook, name), []

    def timed(self, *args, **kwargs):
        t = time.perf_counter()
        try:
            return charge(self, *args, **kwargs)
        finally:
            steps.append(time.perf_counter() - t)

    setattr(BudgetBook, name, timed)
    setting = PrivacySetting.of(epsilon=1)
    try:
        with Project.open(Path(path)) as project:
            barrier.wait()
            for _ in range(releases):
                release(project, "people", QUERY, setting)
    finally:  # a failed client still answers, so the others are not waited for in vain
        results.put(steps)


def at_once(folder: Path, url: str | None, releases: int, first_id: int) -> list[float]:
    """Charge steps of ``CLIENTS`` processes releasing at once, each with its own project (different people)."""
    jobs = []
    for i in range(CLIENTS):
        env = environment(folder / f"client{i}", url) if url else {"DPGUI_DATA_DIR": str(folder / "shared")}
        with On(env):
            jobs.append((str(make_project(folder / f"client{i}", first_id + i * ROWS)), env))
    context = multiprocessing.get_context("fork")
    barrier, results = context.Barrier(CLIENTS, timeout=300), context.Queue()
    workers = [context.Process(target=client, args=(path, env, releases, barrier, results)) for path, env in jobs]
    for w in workers:
        w.start()
    steps = [s for _ in workers for s in results.get(timeout=600)]
    for w in workers:
        w.join()
        if w.exitcode != 0:
            raise SystemExit(f"a client failed ({w.exitcode})")
    return steps


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[98]


def ratio(task: str, dpgui, peer, unit: str, target: str) -> None:
    print("RATIO " + json.dumps({"task": task, "dpgui": dpgui, "peer": peer, "peer_name": "this computer's record "
                                 "(SQLite)", "unit": unit, "target": target}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    releases, each = (40, 15) if args.quick else (200, 50)
    folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-team-"))
    server = None
    try:
        url = None
        if team_record is not None:
            server = _postgres_server().PostgresServer(fast=False)  # fsync on: a charge's commit is as durable as in production
            os.environ["PGPASSWORD"] = "admin-secret"
            team_record.init_server(server.url())
            del os.environ["PGPASSWORD"]
            server.add_login("bench", PASSWORD, "dpgui_member")
            url = server.url("bench")
        runs = []
        with On(environment(folder / "local", None)):
            runs.append((make_project(folder / "local", 0), environment(folder / "local", None)))
        if url:
            with On(environment(folder / "team", url)):
                runs.append((make_project(folder / "team", 10**6), environment(folder / "team", url)))
        times = per_release(runs, releases)
        local = statistics.median(times[0]) * 1000
        team = statistics.median(times[1]) * 1000 if url else None
        print(f"One release ({ROWS:,} rows, a histogram), {releases:,} with each record in turns of 5:")
        print(f"  this computer's record: median {local:.2f} ms")
        if url:
            print(f"  the team's server:      median {team:.2f} ms  (+{team - local:.2f} ms, x{team / local:.2f})")
        else:
            print("  the team's server:      n/a (this tree has no team's record)")
        local_steps = at_once(folder / "clients-local", None, each, 10**7)
        team_steps = at_once(folder / "clients-team", url, each, 2 * 10**7) if url else None
        print(f"{CLIENTS} clients releasing at once, {each:,} releases each; the charge step:")
        print(f"  this computer's record (8 processes, one record): p50 {statistics.median(local_steps) * 1000:.2f} ms, "
              f"p99 {p99(local_steps) * 1000:.2f} ms")
        if team_steps:
            print(f"  the team's server (8 clients):                  p50 {statistics.median(team_steps) * 1000:.2f} ms, "
                  f"p99 {p99(team_steps) * 1000:.2f} ms")
        print(f"peak memory {peak_rss_mb():.0f} MB (this process); load {os.getloadavg()}")
        ratio("release with the team's record", round(team, 3) if url else None, round(local, 3), "ms",
              "small extra cost per release with the server on this machine")
        ratio("8 clients at once: p99 charge step", round(p99(team_steps) * 1000, 3) if team_steps else None,
              round(p99(local_steps) * 1000, 3), "ms", "p99 of the charge step with 8 clients releasing at once")
    finally:
        if server is not None:
            server.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
