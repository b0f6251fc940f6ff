"""Opening a project only to look: it teaches this computer's record what the file has spent (a copy spent under
another record and brought back cannot give its people a second budget here), writes nothing to the file, and
works where nothing can be written at all (a write-protected stick, a CD, an archive share)."""

import os
import shutil
import sqlite3
import subprocess
from fractions import Fraction

import pytest

from dpgui.cli.main import main
from dpgui.core.costs.accounting import BudgetExceeded, pure
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.engine.release import release
from dpgui.store.errors import StoreError
from dpgui.store.project import Project
from tests.test_gui import window  # noqa: F401 - the fixture

HIST = {"type": "histogram", "column": "region"}
READ_ONLY = "this copy is on read-only media or write-protected, so nothing can be spent"


def spend(path, epsilon: str):
    with Project.open(path) as project:
        return release(project, "clinic", HIST, PrivacySetting.of(epsilon=epsilon))


def looks(path, out):
    """Every read-only command, as a command line; the API's read-only open is ``None``."""
    return {"budget": ["budget", str(path)], "history": ["history", str(path)],
            "export": ["export", str(path), "--release", "1", "--format", "csv", "--out", str(out / "r.csv")],
            "report": ["report", str(path), "--out", str(out / "r.html")], "api": None}


def look(argv, path) -> None:
    if argv is None:
        with Project.open(path, readonly=True) as project:
            assert project.readonly and project.ledger()
    else:
        assert main(argv) == 0


def unchanged(path) -> tuple:
    return path.read_bytes(), path.stat().st_mtime_ns


@pytest.mark.parametrize("command", ["budget", "history", "export", "report", "api"])
def test_a_copy_spent_under_another_record_and_only_looked_at_still_counts(example_project, tmp_path, monkeypatch,
                                                                           machine_records, command):
    """The copy goes to another user (another record of spending), is spent on, and comes back; looking at it here
    teaches this computer's record, so the original cannot then spend the same people's budget again."""
    copy = tmp_path / "copy.dpgui"
    shutil.copyfile(example_project, copy)
    monkeypatch.setenv("DPGUI_DATA_DIR", str(tmp_path / "another-user"))
    spend(copy, "0.4")
    monkeypatch.setenv("DPGUI_DATA_DIR", str(machine_records))
    before = unchanged(copy)
    look(looks(copy, tmp_path)[command], copy)
    assert unchanged(copy) == before  # only a look: the file itself is not written
    with Project.open(example_project) as project:
        with pytest.raises(BudgetExceeded):  # before: it was spent, 1.4 of a budget of 1
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="1"))
        assert project.budget("clinic").spent.epsilon == Fraction(2, 5)


def test_a_read_only_look_counts_both_sides_of_a_copy(example_project, tmp_path, monkeypatch, machine_records):
    """Spent here and, as a copy, elsewhere: a look at the copy shows the spending of both at once."""
    copy = tmp_path / "copy.dpgui"
    shutil.copyfile(example_project, copy)
    spend(example_project, "0.3")
    monkeypatch.setenv("DPGUI_DATA_DIR", str(tmp_path / "another-user"))
    spend(copy, "0.4")
    monkeypatch.setenv("DPGUI_DATA_DIR", str(machine_records))
    with Project.open(copy, readonly=True) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(7, 10)
        assert any("counts less spending" in n for n in project.notices)


def damage(record):
    data = bytearray(record.read_bytes())
    data[100:4096] = b"\xa5" * (4096 - 100)
    record.write_bytes(bytes(data))


def test_a_damaged_record_does_not_stop_a_look_and_says_so(example_project, machine_records, capsys):
    spend(example_project, "0.25")
    damage(machine_records / "spending-record.sqlite")
    assert main(["budget", str(example_project)]) == 0
    out = capsys.readouterr()
    assert "ε 0.25 spent of 1" in out.out
    assert "is shown as the file itself counts it" in out.err and "is damaged" in out.err
    assert main(["release", str(example_project), "--dataset", "clinic", "--query", '{"type":"count"}',
                 "--epsilon", "0.1"]) == 2  # spending still needs the record
    assert "is damaged" in capsys.readouterr().err


def test_a_busy_record_does_not_stop_a_look_and_says_so(example_project, record_held_elsewhere):
    spend(example_project, "0.25")
    with record_held_elsewhere(), Project.open(example_project, readonly=True) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)
        assert any("stayed busy in another dpgui" in n for n in project.notices)


def test_a_look_leaves_beside_the_file_only_sqlites_empty_log_and_index_private_like_it(example_project, capsys):
    """To read a WAL file SQLite makes its log (-wal) and index (-shm) beside it, and a look leaves them: the log
    empty (a look writes nothing), the index without rows, both with the project's own permissions; the next open
    for changes removes them. Nothing to fix, and kept so (docs/files.md)."""
    folder = example_project.parent
    assert main(["budget", str(example_project)]) == 0
    beside = {p.name: p for p in folder.iterdir()}
    assert set(beside) == {"study.dpgui", "study.dpgui-wal", "study.dpgui-shm"}, capsys.readouterr().err
    assert {oct(p.stat().st_mode & 0o777) for p in beside.values()} == {"0o600"}
    assert beside["study.dpgui-wal"].stat().st_size == 0
    Project.open(example_project).close()
    assert [p.name for p in folder.iterdir()] == ["study.dpgui"]


# -- read-only media ---------------------------------------------------------------------------------------------


@pytest.fixture
def read_only_media(tmp_path):
    """Puts a copy of a file on read-only media and returns its path there. As root (as in CI), who ignores
    permission bits: a read-only bind mount, or where mounting is not allowed, Linux's immutable flag; as another
    user, a folder and file without write permission."""
    stick, done = tmp_path / "stick", []

    def put(path, *logs, file_writable=False):
        """The file alone (copied as a user copies it), or with the logs named (``-wal``, ``-shm``). With
        ``file_writable`` only the folder is read-only, not the file: a share where its owner may be writing it."""
        stick.mkdir()
        files = [str(stick / f"{path.name}{suffix}") for suffix in ("", *logs)]
        for suffix, file in zip(("", *logs), files):
            shutil.copyfile(f"{path}{suffix}", file)
            os.chmod(file, 0o600)  # private, as dpgui makes it: no warning that others can read it
        locked = ([] if file_writable else files) + [str(stick)]
        if os.geteuid() == 0:
            mount = tmp_path / "mounted"
            mount.mkdir()
            mounted = subprocess.run(["mount", "--bind", "-o", "ro", str(stick), str(mount)], capture_output=True)
            if mounted.returncode == 0:
                done.append(["umount", "-l", str(mount)])
                if file_writable:  # the file mounted writable over its read-only self
                    subprocess.run(["mount", "--bind", files[0], str(mount / path.name)], check=True)
                    done.insert(0, ["umount", "-l", str(mount / path.name)])
                return mount / path.name
            if subprocess.run(["chattr", "+i", *locked], capture_output=True).returncode != 0:
                pytest.fail("this machine lets the tests make no read-only media (no mount, no chattr)")
            done.append(["chattr", "-i", *locked])
        else:
            subprocess.run(["chmod", "a-w", *locked], check=True)
            done.append(["chmod", "u+w", str(stick)])
        return stick / path.name

    yield put
    for command in done:
        subprocess.run(command, check=True)


def test_a_copy_on_read_only_media_can_be_looked_at_but_not_spent(example_project, read_only_media, tmp_path, capsys):
    spend(example_project, "0.25")
    assert main(["manifest", str(example_project), "--release", "1", "--out", str(tmp_path / "m.json")]) == 0
    path = read_only_media(example_project)
    before, beside = unchanged(path), sorted(os.listdir(path.parent))
    for argv in [argv for argv in looks(path, tmp_path).values() if argv] + [
            ["verify-manifest", str(path), str(tmp_path / "m.json")], ["history", str(path), "--json"]]:
        assert main(argv) == 0, capsys.readouterr().err
    assert "ε 0.25 spent of 1" in capsys.readouterr().out
    assert main(["release", str(path), "--dataset", "clinic", "--query", '{"type":"count"}', "--epsilon", "0.1"]) == 2
    err = capsys.readouterr().err
    assert READ_ONLY in err and len(err.strip().splitlines()) == 1
    assert unchanged(path) == before and sorted(os.listdir(path.parent)) == beside


def test_the_api_opens_read_only_media_read_only_and_refuses_to_spend_there(example_project, read_only_media):
    spend(example_project, "0.25")
    path = read_only_media(example_project)
    before = unchanged(path)
    with pytest.raises(StoreError, match=READ_ONLY):
        Project.open(path)
    with Project.open(path, readonly=True) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)
        assert project.verify_ledger() and project.release(1)["rows"]
        with pytest.raises(StoreError, match=READ_ONLY):
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.1"))
        with pytest.raises(StoreError, match=READ_ONLY):
            project.set_budget("clinic", pure(2))
    assert unchanged(path) == before


def copied_while_open(example_project, tmp_path, monkeypatch, *suffixes):
    """The project as copied while open on another user's computer after a charge of ε = 0.25 (so this computer's
    record does not know it), which is still only in its log (``-wal``): the file and the SQLite files named by
    ``suffixes``."""
    folder = tmp_path / "taken"
    folder.mkdir()
    with monkeypatch.context() as elsewhere:
        elsewhere.setenv("DPGUI_DATA_DIR", str(tmp_path / "another-user"))
        with Project.open(example_project) as project:
            project._conn.execute("PRAGMA wal_autocheckpoint = 0")
            release(project, "clinic", HIST, PrivacySetting.of(epsilon="0.25"))
            for suffix in ("", *suffixes):
                shutil.copyfile(f"{example_project}{suffix}", folder / f"study.dpgui{suffix}")
    assert (folder / "study.dpgui-wal").stat().st_size > 0
    return folder / "study.dpgui"


def test_a_project_copied_with_its_log_onto_read_only_media_shows_its_latest_spending(example_project, read_only_media,
                                                                                       tmp_path, monkeypatch):
    """Copied while open elsewhere: the latest charge is still in the log beside the file, and is read from there."""
    copy = copied_while_open(example_project, tmp_path, monkeypatch, "-wal", "-shm")
    with Project.open(read_only_media(copy, "-wal", "-shm"), readonly=True) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)


def test_a_link_to_a_project_on_read_only_media_shows_the_spending_in_its_log(example_project, read_only_media,
                                                                              tmp_path, monkeypatch, capsys):
    """Opened through a link in a writable folder: the log is looked for beside the real file, where SQLite reads
    it (beside the link it was missed, and the file was read as unchanging, without its latest charge)."""
    copy = copied_while_open(example_project, tmp_path, monkeypatch, "-wal", "-shm")
    link = tmp_path / "link.dpgui"
    link.symlink_to(read_only_media(copy, "-wal", "-shm"))
    with Project.open(link, readonly=True) as project:
        assert project.budget("clinic").spent.epsilon == Fraction(1, 4)
    with pytest.raises(StoreError, match=READ_ONLY):
        Project.open(link)
    assert main(["budget", str(link)]) == 0
    assert "ε 0.25 spent of 1" in capsys.readouterr().out


def test_a_log_that_cannot_be_read_on_read_only_media_is_said(example_project, read_only_media, tmp_path,
                                                               monkeypatch):
    """Without its index (``-shm``) SQLite cannot read the log on read-only media; reading the file without it
    would show less spending than there is, so the open says what to do instead."""
    copy = copied_while_open(example_project, tmp_path, monkeypatch, "-wal")
    with pytest.raises(StoreError, match="latest changes are still in study.dpgui-wal"):
        Project.open(read_only_media(copy, "-wal"), readonly=True)


def test_a_file_its_owner_may_be_writing_is_never_read_as_unchanging(example_project, read_only_media):
    """A folder this user cannot write to, holding a file that can still be written (a colleague's share): read as
    unchanging (``immutable``), SQLite would show a stale or half-written file, so it is read as usual or, where
    SQLite cannot (no index beside it can be made), refused in one line."""
    path = read_only_media(example_project, file_writable=True)
    with pytest.raises(StoreError, match="it can still be changed .* copy it to a disk you can write to") as refused:
        Project.open(path, readonly=True)
    assert "\n" not in str(refused.value)
    with pytest.raises(StoreError, match=READ_ONLY):
        Project.open(path)


def test_an_old_file_on_read_only_media_is_refused_with_what_can_be_done_there(example_project, read_only_media):
    """An upgrade needs a change, which read-only media cannot take: "open it once for changes" is no advice there."""
    from dpgui.store.migrations import SCHEMA_VERSION
    conn = sqlite3.connect(example_project)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION - 1}")
    conn.close()
    with pytest.raises(StoreError, match="cannot be made on read-only media; copy it to a disk you can write to"):
        Project.open(read_only_media(example_project), readonly=True)


def test_the_app_opens_read_only_media_read_only_and_says_why_nothing_can_be_spent(qtbot, window, example_project,
                                                                                    read_only_media, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from dpgui.ui.main_window import PAGES
    spend(example_project, "0.25")
    path = read_only_media(example_project)
    refusals = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: refusals.append(text))
    window.open_path(str(path))
    assert refusals == [] and window.context.project.readonly and "(read-only)" in window.windowTitle()
    qtbot.waitUntil(lambda: getattr(window, "_notice", None) is not None and window._notice.isVisible())
    assert READ_ONLY in window._notice.text()
    window._notice.accept()
    window.nav.setCurrentRow(PAGES.index("Queries"))
    assert READ_ONLY in window.queries.reason.text()
    assert not window.queries.run_button.isEnabled() and not window.queries.add_button.isEnabled()
    window.close_project()
