"""kill -9 during an import and during releases, and processes racing for the last ε."""

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from fractions import Fraction
from pathlib import Path

import pytest

from dpgui.core.costs.accounting import pure, sequential
from dpgui.store.declared.schema import parse_schema
from dpgui.store.project import Project

ROOT = Path(__file__).resolve().parent.parent


def start(code: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def wait_for_lines(proc: subprocess.Popen, count: int, timeout: float = 120) -> list[str]:
    lines, deadline = [], time.monotonic() + timeout
    while len(lines) < count and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.strip())
    return lines


def assert_consistent(path: Path) -> Project:
    project = Project.open(path)  # runs the integrity check and the ledger check
    conn = project._conn
    charges = conn.execute("SELECT COUNT(*) FROM journal WHERE kind = 'charge'").fetchone()[0]
    releases = conn.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    orphans = conn.execute("SELECT COUNT(*) FROM results r LEFT JOIN journal j ON j.seq = r.charge_seq"
                           " AND j.kind = 'charge' WHERE j.seq IS NULL").fetchone()[0]
    assert orphans == 0 and releases <= charges
    return project


def test_kill_during_import_leaves_the_project_as_it_was(tmp_path, example_project):
    big = tmp_path / "big.csv"
    with big.open("w", encoding="utf-8") as f:
        f.write("a,b,c\n")
        for i in range(600_000):
            f.write(f"{i},{i % 13},x{i % 1000}\n")
    proc = start(f"""
        from dpgui.core.progress import Task
        from dpgui.store.importers import open_table
        from dpgui.store.project import Project
        with Project.open({str(example_project)!r}) as p:
            p.add_dataset("big", open_table({str(big)!r}, chunk_rows=20_000),
                          task=Task(lambda f, m: print(f, flush=True)))
            print("DONE", flush=True)
    """)
    lines = wait_for_lines(proc, 4)
    assert len(lines) == 4 and "DONE" not in lines, proc.stderr.read()
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    with assert_consistent(example_project) as project:
        assert [d.name for d in project.datasets()] == ["clinic"]


def test_kill_during_releases_keeps_ledger_and_releases_together(tmp_path):
    path = tmp_path / "r.dpgui"
    csv = tmp_path / "d.csv"
    csv.write_text("g\n" + "a\nb\n" * 5000, encoding="utf-8")
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    with Project.create(path, pure(1000)) as p:
        p.add_dataset("d", open_table(csv), parse_schema({"columns": {"g": {"type": "categorical",
                                                                              "categories": ["a", "b"]}}}))
    proc = start(f"""
        from dpgui.core.mechanisms.release import PrivacySetting
        from dpgui.engine.release import release
        from dpgui.store.project import Project
        with Project.open({str(path)!r}) as p:
            while True:
                r = release(p, "d", {{"type": "histogram", "column": "g"}}, PrivacySetting.of(epsilon="0.01"))
                print(r["release_id"], flush=True)
    """)
    shown = wait_for_lines(proc, 25)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert len(shown) == 25, proc.stderr.read()
    with assert_consistent(path) as project:
        entries = project.ledger("d")
        # every result a caller saw was charged first; a charge always counts as spent
        assert {int(s) for s in shown} <= {e.release_id for e in entries}
        # A kill after this computer's record took a charge but before the file did leaves it carried into the file
        # on opening (about one run in five under load): the ledger's charges and what was carried add up exactly.
        assert_history_adds_up(project)
        [spending] = project.spending()
        assert len(spending.carried) <= 1 and spending.budget.spent.epsilon == Fraction(1, 100) * (
            len(entries) + len(spending.carried))


def assert_history_adds_up(project: Project) -> None:
    """Each population's charges (interrupted ones too) and carried spending add up to what its budget counts."""
    for spending in project.spending():
        costs = [e.cost for e in spending.charges] + [c.cost for c in spending.carried]
        assert sequential(costs, spending.budget.total.kind) == spending.budget.spent


def test_a_kill_between_the_record_and_the_file_is_carried_and_history_adds_up(tmp_path, capsys):
    """The window that made the test above fail now and then, hit on purpose: the process dies right after this
    computer's record committed a charge and before the project file did."""
    from dpgui.cli.main import main

    path = tmp_path / "r.dpgui"
    with Project.create(path, pure(1)) as p:
        p.add_dataset("d", open_table_of(tmp_path, "g\n" + "a\nb\n" * 50), parse_schema(
            {"columns": {"g": {"type": "categorical", "categories": ["a", "b"]}}}))
    proc = start(f"""
        import os
        from contextlib import contextmanager
        from dpgui.core.mechanisms.release import PrivacySetting
        from dpgui.engine.release import release
        from dpgui.store.ledger import anchor
        from dpgui.store.project import Project
        real = anchor.Record.held
        with Project.open({str(path)!r}) as p:
            release(p, "d", {{"type": "count"}}, PrivacySetting.of(epsilon="0.25"))

            @contextmanager
            def held(self):
                with real(self) as record:
                    yield record
                os._exit(9)  # the record has committed the next charge; the file has not
            anchor.Record.held = held
            release(p, "d", {{"type": "count"}}, PrivacySetting.of(epsilon="0.01"))
    """)
    assert proc.wait(timeout=120) == 9, proc.stderr.read()
    with assert_consistent(path) as project:
        assert [e.cost.epsilon for e in project.ledger()] == [Fraction(1, 4)]
        assert [c.cost.epsilon for c in project.spending()[0].carried] == [Fraction(1, 100)]
        assert_history_adds_up(project)
    capsys.readouterr()
    assert main(["history", str(path), "--json"]) == 0
    [people] = json.loads(capsys.readouterr().out)["populations"]
    listed = [e["cost"]["epsilon"] for e in people["charges"]] + [c["cost"]["epsilon"] for c in people["carried"]]
    assert sum(listed) == pytest.approx(people["spent"]["epsilon"]) == pytest.approx(0.26)
    assert main(["history", str(path)]) == 0
    text = capsys.readouterr().out
    assert "carried" in text and "Total (1 charge and 1 carried): ε 0.26 spent of 1" in text


def test_a_power_cut_that_loses_the_files_unsynced_commits_keeps_the_charge(tmp_path):
    """A release's own commits in the project file are not synced (only this computer's record syncs the charge),
    so a power cut may lose them: the file and its log then hold what they held before. The charge still counts
    (the record carries it back in) and what survived is whole; the lost release is lost, never refunded."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release

    path, lost = tmp_path / "r.dpgui", tmp_path / "after-the-cut.dpgui"
    with Project.create(path, pure(1)) as p:
        p.add_dataset("d", open_table_of(tmp_path, "g\n" + "a\nb\n" * 50), parse_schema(
            {"columns": {"g": {"type": "categorical", "categories": ["a", "b"]}}}))
    with Project.open(path) as p:
        kept = release(p, "d", {"type": "count"}, PrivacySetting.of(epsilon="0.25"))
        for suffix in ("", "-wal"):  # the bytes on disk (the log not yet folded in) if nothing after this is synced
            Path(f"{lost}{suffix}").write_bytes(Path(f"{path}{suffix}").read_bytes())
        release(p, "d", {"type": "count"}, PrivacySetting.of(epsilon="0.01"))
    with assert_consistent(lost) as project:
        assert any("restored backup" in n for n in project.notices)
        assert project.budget("d").spent.epsilon == Fraction(26, 100)
        assert [e.cost.epsilon for e in project.ledger()] == [Fraction(1, 4)]
        assert [c.cost.epsilon for c in project.spending()[0].carried] == [Fraction(1, 100)]
        assert project.release(kept["release_id"])["rows"] == kept["rows"]
        assert_history_adds_up(project)


def commits(project: Project, do) -> list[str]:
    """The statements that set durability or end a transaction, on the project file (F) and on this computer's
    record (R), in the order they ran during ``do()``."""
    said = []
    project._record._connection()
    for name, conn in (("F", project._conn), ("R", project._record._conn)):
        conn.set_trace_callback(lambda s, name=name: said.append(f"{name} {s}") if s.startswith(
            ("PRAGMA synchronous", "COMMIT", "BEGIN")) else None)
    try:
        do()
    finally:
        for conn in (project._conn, project._record._conn):
            conn.set_trace_callback(None)
    return said


def test_the_record_syncs_a_charge_before_the_file_commits_it_and_only_a_releases_commits_skip_the_sync(tmp_path):
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release

    path = tmp_path / "r.dpgui"
    with Project.create(path, pure(1)) as p:
        p.add_dataset("d", open_table_of(tmp_path, "g\n" + "a\nb\n" * 50), parse_schema(
            {"columns": {"g": {"type": "categorical", "categories": ["a", "b"]}}}))
    with Project.open(path) as p:
        said = commits(p, lambda: release(p, "d", {"type": "count"}, PrivacySetting.of(epsilon="0.25")))
        assert said == ["F PRAGMA synchronous=NORMAL", "F BEGIN IMMEDIATE", "R BEGIN IMMEDIATE", "R COMMIT",
                        "F COMMIT", "F PRAGMA synchronous=FULL",  # the charge: the record (synced) first
                        "F PRAGMA synchronous=NORMAL", "F BEGIN IMMEDIATE", "F COMMIT",
                        "F PRAGMA synchronous=FULL"]  # the stored release
        assert p._record._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert commits(p, lambda: p.settle(p.charge("d", pure("0.1"), {"type": "count"}, {}), "failed", "test"))[-2:] \
            == ["F BEGIN IMMEDIATE", "F COMMIT"]  # anything else syncs, as the connection is FULL
        assert p._conn.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_a_practice_projects_file_syncs_its_charges(tmp_path):
    """The bundled example keeps no record of spending, so its file must hold its charges durably itself."""
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.resources import example_path

    shutil.copy(example_path("clinic_survey.dpgui"), tmp_path / "practice.dpgui")
    with Project.open(tmp_path / "practice.dpgui") as p:
        assert p.practice
        said = commits(p, lambda: release(p, p.datasets()[0].name, {"type": "count"}, PrivacySetting.of(epsilon="0.1")))
        assert "F PRAGMA synchronous=NORMAL" not in said and "F COMMIT" in said


def test_history_the_budget_page_and_reports_list_interrupted_and_carried_spending(example_project, tmp_path,
                                                                                   qtbot, capsys):
    """A restored backup lacks a release (carried on opening), and a charge has no outcome (interrupted): every
    view of the ledger lists both, and its lines add up to the budget."""
    from dpgui.cli.main import main
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.report.document import build_report
    from dpgui.ui.context import StudyContext
    from dpgui.ui.pages.budget import BudgetPage

    with Project.open(example_project) as project:
        release(project, "clinic", {"type": "count"}, PrivacySetting.of(epsilon="0.1"))
    backup = example_project.read_bytes()
    with Project.open(example_project) as project:
        release(project, "clinic", {"type": "count"}, PrivacySetting.of(epsilon="0.25"))
    example_project.write_bytes(backup)  # the backup knows nothing of the 0.25
    with Project.open(example_project) as project:
        project.charge("clinic", pure("0.05"), {"type": "count"}, {})  # then the process dies
    with Project.open(example_project) as project:
        assert_history_adds_up(project)
        assert project.budget("clinic").spent.epsilon == Fraction(2, 5)
        rows = build_report(project).ledger
    assert [r["id"] for r in rows] == ["1", "2", "carried", ""]
    assert rows[1]["outcome"] == "interrupted (still counted)" and rows[-1]["cost"] == "ε = 0.4"
    assert main(["history", str(example_project)]) == 0
    text = capsys.readouterr().out
    assert "#2" in text and "interrupted" in text and "carried" in text
    assert "Total (2 charges and 1 carried): ε 0.4 spent of 1" in text
    context = StudyContext()
    page = BudgetPage(context)
    qtbot.addWidget(page)
    context.open(example_project, Project.open(example_project, readonly=True))
    cells = [[page.ledger.item(r, c).text() for c in range(6)] for r in range(page.ledger.rowCount())]
    assert [row[0] for row in cells] == ["1", "2", "—", ""] and cells[-1][5] == "ε = 0.4"
    context.close()


def open_table_of(tmp_path, text: str):
    from dpgui.store.importers import open_table

    csv = tmp_path / "d.csv"
    csv.write_text(text, encoding="utf-8")
    return open_table(csv)


@pytest.mark.parametrize("attempts", [2, 4])
def test_racing_processes_for_the_last_epsilon(example_project, attempts):
    go = example_project.with_name("go")
    code = f"""
        import os, time
        from dpgui.core.costs.accounting import BudgetExceeded
        from dpgui.core.mechanisms.release import PrivacySetting
        from dpgui.engine.release import release
        from dpgui.store.project import Project
        while not os.path.exists({str(go)!r}):
            time.sleep(0.001)
        try:
            with Project.open({str(example_project)!r}, wait=60) as p:
                release(p, "clinic", {{"type": "count"}}, PrivacySetting.of(epsilon="0.6"))
            print("WON")
        except BudgetExceeded as err:
            print("REFUSED", err)
    """
    procs = [start(code) for _ in range(attempts)]
    time.sleep(0.5)
    go.touch()
    outcomes = [p.communicate(timeout=120)[0].strip() for p in procs]
    assert sum(o.startswith("WON") for o in outcomes) == 1, outcomes
    assert all(o.startswith("WON") or "nothing was spent" in o for o in outcomes), outcomes
    with Project.open(example_project) as project:
        assert project.budget("clinic").spent.epsilon == pytest.approx(0.6)


def test_kill_during_kiosk_collection_loses_no_completed_response_and_keeps_no_partial(tmp_path):
    """A kiosk process answering through its widgets is killed; every response it reported as saved
    is there, whole, and nothing else."""
    from dpgui.store import surveys as store
    from tests.survey_fixtures import make_survey
    path = tmp_path / "kiosk.dpgui"
    with Project.create(path, pure(1)) as p:
        store.save_survey(p, make_survey())
    proc = start(f"""
        import os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from dpgui.store import surveys as store
        from dpgui.store.project import Project
        from dpgui.ui.kiosk import KioskWindow
        project = Project.open({str(path)!r})
        kiosk = KioskWindow(project, store.current_survey(project), "2468")
        kiosk.committed.connect(lambda key: print(key, flush=True))
        def press(text):
            [b for b in kiosk.buttons if b.text() == text][0].click()
        while True:
            for text in ["English", kiosk._t("agree"), kiosk._t("continue"), "North", "Yes", "Band 1"]:
                press(text)  # the last question's answer commits, then the thanks screen shows
            press(kiosk._t("next"))
    """)
    shown = wait_for_lines(proc, 30)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert len(shown) == 30, proc.stderr.read()
    with Project.open(path) as project:  # integrity check on open
        stored = store.responses(project, store.current_survey(project))
    keys = {r["uuid"] for r in stored}
    assert set(shown) <= keys and len(stored) - len(shown) <= 1  # at most the one committed as it was killed
    assert all(set(r["answers"]) == {"region", "drugs", "income"} and all(r["answers"].values()) for r in stored)
