"""Spend first, at the edges: a release's outcome and charge cannot depend on who is in the data, and no
failure, cancel or kill after the charge refunds it.

The neighbouring-datasets harness runs the same release, through the command line, on two datasets
that differ in one person (add/remove), for every query kind, with edge parameters: tiny and huge ε,
(ε, δ) and ρ, and filters that single the person out so that utilities and sums jump. Outcome, exit code
and charge must be identical. Its power check plants a mechanism that fails only when that person is
present, and the harness must flag it.
"""

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import approx, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.progress import Cancelled, Task
from dpgui.engine import plan_run
from dpgui.engine import release as engine
from dpgui.engine.plan import PlannedQuery
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.project import Project

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = {"columns": {
    "pid": {"type": "identifier"},
    "region": {"type": "categorical", "categories": ["North", "South", "East", "West"]},
    "smoker": {"type": "categorical", "categories": ["yes", "no"]},
    "income": {"type": "numeric", "lower": 0, "upper": 1000000, "missing": "exclude"},
}, "person": {"column": "pid", "max_rows": 2}}
THE_PERSON = "p-target,East,yes,1000000\np-target,East,yes,999999\np-target,East,yes,1000000\n"
ALONE = {"column": "income", "range": [999000, 1000000]}  # matches the target person only

QUERIES = {
    "count": {"type": "count", "where": ALONE},
    "histogram": {"type": "histogram", "column": "region", "where": ALONE},
    "table": {"type": "table", "columns": ["region", "smoker"]},
    "sum": {"type": "sum", "column": "income", "where": ALONE},
    "mean": {"type": "mean", "column": "income", "where": ALONE},
    "quantile": {"type": "quantile", "column": "income", "q": 0.5, "where": ALONE},
    "mode": {"type": "mode", "column": "region", "where": ALONE},
    "marginals": {"type": "marginals", "columns": ["region", "smoker"], "k": 2},
}
PURE = ["1e-320", "1e-30", "1e-17", "1e-9", "0.0001", "1", "50", "1e6"]
GAUSSIAN = [("0.01", "1e-9"), ("1", "1e-6"), ("10", "1e-3")]
RHO = ["1e-30", "0.0005", "5"]


def dataset_csv(folder: Path, with_person: bool, tag: str = "") -> Path:
    """300 people, and the target person or not; a ``tag`` in every identifier makes other people, so that
    projects do not hold the same rows (the same rows in two projects share their spending on one computer)."""
    rows = "".join(f"{tag}p{i},{['North', 'South', 'East', 'West'][i % 4]},{['yes', 'no'][i % 3 == 0]},"
                   f"{i * 37 % 50000}\n" for i in range(300))
    path = folder / ("with.csv" if with_person else "without.csv")
    path.write_text("pid,region,smoker,income\n" + rows + (THE_PERSON if with_person else ""), encoding="utf-8")
    return path


@contextlib.contextmanager
def computer_of(path: Path):
    """The project at ``path`` on a computer of its own. Neighbouring datasets are mostly the same rows,
    which one computer would rightly count as the same people; the harness compares them apart."""
    before = os.environ["DPGUI_DATA_DIR"]
    os.environ["DPGUI_DATA_DIR"] = str(path.parent / "computer")
    try:
        yield
    finally:
        os.environ["DPGUI_DATA_DIR"] = before


def make_project(folder: Path, with_person: bool, budget, tag: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ("with.dpgui" if with_person else "without.dpgui")
    with computer_of(path), Project.create(path, budget) as project:
        project.add_dataset("d", open_table(dataset_csv(folder, with_person, tag)), parse_schema(SCHEMA))
    return path


def cli(*args: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exit_:
            code = exit_.code
        except Exception as exc:  # noqa: BLE001 - a traceback is an outcome too, and must match
            code = f"crash: {type(exc).__name__}"
    return code, err.getvalue()


def outcome(path: Path, query: dict, privacy: list[str]) -> tuple:
    """(exit code, refusal class, charge) of one release through the command line."""
    with computer_of(path):
        return _outcome(path, query, privacy)


def _outcome(path: Path, query: dict, privacy: list[str]) -> tuple:
    with Project.open(path) as project:
        before = project.budget("d").spent
    code, err = cli("release", str(path), "--dataset", "d", "--query", json.dumps(query), *privacy, "--json")
    with Project.open(path) as project:
        after = project.budget("d").spent
        states = [e.state for e in project.ledger()]
    kind = "ok" if code == 0 else ("refused" if "nothing was spent" in err or not states else "charged")
    return code, kind, (after.epsilon - before.epsilon, after.delta - before.delta, after.rho - before.rho), states


def neighbours(tmp_path, budget, tag: str = ""):
    return make_project(tmp_path / "a", True, budget, tag), make_project(tmp_path / "b", False, budget, tag)


def compare(pair, settings) -> list:
    """The releases whose outcome or charge differ between the neighbours. Most releases must succeed, or
    the comparison would prove nothing."""
    differences, completed = [], 0
    for name, query in QUERIES.items():
        for privacy in settings:
            a, b = (outcome(path, query, privacy) for path in pair)
            completed += a[1] == "ok"
            if a[:3] != b[:3]:
                differences.append((name, privacy, a, b))
    assert completed >= len(QUERIES) * len(settings) // 3, "too few releases ran for the comparison to mean much"
    return differences


def test_pure_releases_do_not_depend_on_one_person(tmp_path):
    pair = neighbours(tmp_path, pure(10**9))
    assert compare(pair, [["--epsilon", e] for e in PURE]) == []


def test_gaussian_releases_do_not_depend_on_one_person(tmp_path):
    pair = neighbours(tmp_path / "approx", approx(10**9, "0.5"), "approx")
    assert compare(pair, [["--epsilon", e, "--delta", d] for e, d in GAUSSIAN]) == []
    from dpgui.core.costs.accounting import zcdp
    pair = neighbours(tmp_path / "rho", zcdp(10**9), "rho")
    assert compare(pair, [["--rho", r] for r in RHO]) == []


def test_the_harness_flags_a_mechanism_that_fails_on_one_person(tmp_path, monkeypatch):
    """Power check: a sum that raises only when the target person's income is summed."""
    real = engine.release_sum

    def broken(values, *args, **kwargs):
        if values.total >= 999_999:
            raise OverflowError("planted")
        return real(values, *args, **kwargs)

    monkeypatch.setattr(engine, "release_sum", broken)
    differences = compare(neighbours(tmp_path, pure(10**9)), [["--epsilon", "1"]])
    assert [d[0] for d in differences] == ["sum"]
    (_, _, with_person, without) = differences[0]
    assert with_person[1] == "charged" and without[1] == "ok"  # even then, the charge was identical
    assert with_person[2] == without[2]


def test_contributions_are_bounded_before_aggregation(tmp_path):
    path = make_project(tmp_path, True, pure(10**9))
    with Project.open(path) as project:
        result = engine.release(project, "d", {"type": "count", "where": ALONE}, PrivacySetting.of(epsilon="1000"))
    assert result["values"] == [2]  # three rows, at most two of them count
    assert result["rows_per_person"] == "enforced"


# -- fault injection at every progress point ---------------------------------------------------------

FAULT_QUERIES = list(QUERIES.values())


def progress_points(path: Path, query: dict) -> list[str]:
    """The progress messages of a release, in order."""
    calls = []
    with Project.open(path) as project:
        engine.release(project, "d", query, PrivacySetting.of(epsilon="1"), task=Task(lambda f, m: calls.append(m)))
    return calls


class Planted(Exception):
    pass


@pytest.mark.parametrize("query", FAULT_QUERIES, ids=[q["type"] for q in FAULT_QUERIES])
def test_an_exception_or_cancel_at_any_progress_point_keeps_the_charge(tmp_path, query):
    path = make_project(tmp_path, True, pure(10**9))
    messages = progress_points(path, query)
    points = len(messages)
    assert points >= 1
    for point in range(points):
        for fault in ("exception", "cancel", "interrupt"):
            calls = []
            task = Task()

            def on_progress(fraction, message, task=task):
                calls.append(message)
                if len(calls) > point:
                    if fault == "cancel":
                        task.cancel()
                    elif fault == "interrupt":
                        raise KeyboardInterrupt  # Ctrl-C, as a SIGINT to `dpgui synthesize` delivers it
                    else:
                        raise Planted("at a progress point")

            task._on_progress = on_progress
            with Project.open(path) as project:
                before = len(project.ledger())
                try:
                    engine.release(project, "d", query, PrivacySetting.of(epsilon="1"), task=task)
                    ended = "completed"  # a cancel asked at the last progress point has nothing left to stop
                except engine.ReleaseFailed:
                    ended = "failed"
                except Cancelled:
                    ended = "cancelled"
            # the free ranges of many tables come after every measurement is paid for: a fault or cancel there
            # ends only them, and the paid tables are kept
            surfaces = messages[min(point + (fault == "cancel"), points - 1)]  # a cancel is raised at the next point
            free = surfaces.startswith("Ranges of the learned tables") and fault != "interrupt"
            assert ended == ("completed" if free else "failed" if fault == "exception" else "cancelled") or (
                fault == "cancel" and point == points - 1)
            with Project.open(path) as project:
                project.verify_ledger()
                entries = project.ledger()
                assert len(entries) == before + 1  # what was shown was charged
                assert entries[-1].state == ended
                assert entries[-1].reason in ("", "internal error (Planted)", "stopped by the user after the charge")
                assert (entries[-1].release_id is None) == (ended != "completed")


def test_kill_at_progress_points_keeps_the_charge(tmp_path):
    """kill -9 at the first and the last progress point of several mechanisms, in parallel processes."""
    jobs = []
    for index, query in enumerate(FAULT_QUERIES):
        points = len(progress_points(make_project(tmp_path / f"{index}-probe", True, pure(10**9), f"{index}-probe"),
                                     query))
        for point in sorted({0, points - 1}):
            path = make_project(tmp_path / f"{index}-{point}", True, pure(10**9), f"{index}-{point}")
            code = textwrap.dedent(f"""
                import os, signal
                from dpgui.core.mechanisms.release import PrivacySetting
                from dpgui.core.progress import Task
                from dpgui.engine.release import release
                from dpgui.store.project import Project
                seen = []
                def die(fraction, message):
                    seen.append(message)
                    if len(seen) > {point}:
                        print("SHOWN", message, flush=True)
                        os.kill(os.getpid(), signal.SIGKILL)
                with Project.open({str(path)!r}) as p:
                    release(p, "d", {query!r}, PrivacySetting.of(epsilon="1"), task=Task(die))
            """)
            jobs.append((path, subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=os.environ.copy(),
                                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)))
    for path, proc in jobs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == -signal.SIGKILL and out.startswith("SHOWN"), err
        with Project.open(path) as project:
            project.verify_ledger()
            entries = project.ledger()
            assert entries[-1].state == "interrupted" and entries[-1].release_id is None
            assert project.budget("d").spent.epsilon == 1


# -- plans ---------------------------------------------------------------------------------------

def test_a_plan_with_a_bad_third_query_spends_nothing(tmp_path):
    path = make_project(tmp_path, True, pure(10))
    items = [PlannedQuery(QUERIES["count"], 0.1), PlannedQuery(QUERIES["histogram"], 0.1),
             PlannedQuery({"type": "mean", "column": "region"}, 0.1)]
    with Project.open(path) as project:
        with pytest.raises(ValueError, match="numeric"):
            plan_run.release_plan(project, "d", items)
        assert project.ledger() == []


def test_a_project_plan_cut_short_keeps_only_what_was_not_released_planned(tmp_path):
    """A cancel (or a closed window, a kill) in the second query: the first, paid and stored, has left the stored
    plan already, so running the plan again cannot pay for it twice."""
    path = make_project(tmp_path, True, pure(10))
    items = [PlannedQuery(QUERIES["count"], 0.1), PlannedQuery(QUERIES["histogram"], 0.1)]
    task = Task(lambda fraction, message: task.cancel() if message.startswith("Releasing") and fraction > 0 else None)
    with Project.open(path) as project:
        project.save_plan("d", [i.to_json() for i in items])
        done = []
        with pytest.raises(Cancelled):
            plan_run.release_plan(project, "d", items, task=task, done=done, stored_plan=True)
        assert len(done) == 1 and [e.state for e in project.ledger()] == ["completed", "cancelled"]
        assert project.plan("d") == [items[1].to_json()]


def test_a_plan_that_fails_at_run_time_keeps_and_shows_what_it_spent(tmp_path, monkeypatch):
    path = make_project(tmp_path, True, pure(10))
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"format": "dpgui-plan", "version": 1, "dataset": "d", "queries": [
        {"query": QUERIES["count"], "epsilon": 0.1}, {"query": QUERIES["histogram"], "epsilon": 0.2},
        {"query": QUERIES["sum"], "epsilon": 0.3}]}), encoding="utf-8")

    def broken(*args, **kwargs):
        raise OverflowError("planted")

    monkeypatch.setattr(engine, "release_sum", broken)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["release", str(path), "--plan", str(plan)])
    assert code == 2
    assert "Release" in out.getvalue() and "stopped after 2 of 3 releases" in err.getvalue()
    with Project.open(path) as project:
        assert [e.state for e in project.ledger()] == ["completed", "completed", "failed"]
        assert float(project.budget("d").spent.epsilon) == pytest.approx(0.6)


@pytest.mark.parametrize("query, confidence", [
    ({"type": "quantile", "column": "income", "lower": -1e308, "upper": 1e308}, 0.95),
    ({"type": "count"}, 1e-17), ({"type": "sum", "column": "income"}, 1e-17),
    ({"type": "mean", "column": "income"}, 0.9999999999999999)])
def test_what_would_fail_after_the_charge_is_refused_before_it(tmp_path, query, confidence):
    path = make_project(tmp_path, True, pure(10))
    with Project.open(path) as project:
        with pytest.raises(ValueError):
            engine.release(project, "d", query, PrivacySetting.of(epsilon="1"), confidence)
        assert project.ledger() == []


def test_a_release_that_cannot_be_stored_says_its_charge_stays(tmp_path):
    path = make_project(tmp_path, True, pure(10))
    with Project.open(path) as project:
        real = project.store_releases  # the door stores a release and shows it from what it stored

        def disk_full(*args, **kwargs):
            from dpgui.store.errors import DiskFull
            raise DiskFull("the disk is full, so nothing was saved; free some space and try again")

        project.store_releases = disk_full
        with pytest.raises(engine.ReleaseFailed, match="stays spent .*running it again would spend again"):
            engine.release(project, "d", QUERIES["count"], PrivacySetting.of(epsilon="1"))
        project.store_releases = real
        [entry] = project.ledger()
        assert entry.state == "failed" and project.budget("d").spent.epsilon == 1


def test_running_out_of_delta_is_a_budget_refusal(tmp_path):
    from dpgui.core.costs.accounting import BudgetExceeded
    path = make_project(tmp_path, True, approx(10, "0.9"))
    with Project.open(path) as project:
        engine.release(project, "d", QUERIES["count"], PrivacySetting.of(epsilon="1", delta="0.5"))
        with pytest.raises(BudgetExceeded, match="nothing was spent"):
            engine.release(project, "d", QUERIES["count"], PrivacySetting.of(epsilon="1", delta="0.6"))
