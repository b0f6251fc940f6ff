"""Tools ▸ "Team record of spending…" driven as a person would (issue #32): the record in use said in plain words, a
server tested (off the GUI thread) and put to use, a wrong password said in one line, and back to this computer's
own record. The server is a real PostgreSQL, started by tests/postgres_server.py."""

import keyring
import pytest
from keyring.backend import KeyringBackend
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dpgui.store.ledger import record_choice
from dpgui.ui.team_record_dialog import TeamRecordDialog
from tests.test_accessibility import unnamed
from tests.test_gui import add_query, window  # noqa: F401  (the fixture)

KEY, MOD = Qt.Key, Qt.KeyboardModifier


class MemoryKeyring(KeyringBackend):
    """The operating system's keyring, for a test: what dpgui keeps in it, and nothing else."""
    priority = 1

    def __init__(self):
        super().__init__()
        self.kept = {}

    def get_password(self, service, username):
        return self.kept.get((service, username))

    def set_password(self, service, username, password):
        self.kept[(service, username)] = password

    def delete_password(self, service, username):
        self.kept.pop((service, username), None)


@pytest.fixture
def kept():
    """A keyring of the test's own (the machine's may be none, or a person's)."""
    before = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring.kept
    keyring.set_keyring(before)


def open_dialog(qtbot, w):
    """Tools ▸ Team record of spending…"""
    dialog = w.show_team_record()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot, button):
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def press(qtbot, d, letter):
    """Alt+letter on the dialog, as a person's keyboard sends it."""
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    qtbot.keyClick(QApplication.focusWidget() or d, letter, MOD.AltModifier)
    qtbot.wait(150)  # a button's mnemonic animates the press, then clicks


def test_the_dialog_is_in_the_tools_menu_and_says_which_record_is_in_use(qtbot, window):  # noqa: F811
    tools = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Tools")
    action = next(a for a in tools.actions() if a.text() == "Team &record of spending…")
    action.trigger()
    d = window.findChild(TeamRecordDialog)
    assert d is not None and d.isVisible()
    assert d.in_use.text().startswith("This computer's own record of spending")
    assert not d.use_button.isEnabled()  # nothing tested yet
    assert not d.local_button.isEnabled()  # already this computer's record
    assert unnamed(d) == []


def test_an_address_with_a_password_is_refused_at_once_and_nothing_is_kept(qtbot, window, kept):  # noqa: F811
    d = open_dialog(qtbot, window)
    qtbot.keyClicks(d.address, "postgresql://ann:secret@db.example.org/dpgui")
    click(qtbot, d.test_button)
    assert "holds a password" in d.status.text() and "\n" not in d.status.text()
    assert "secret" not in d.status.text()
    assert not d.use_button.isEnabled() and not window.context.runner.busy
    assert record_choice.chosen().kind == "local" and kept == {}


def test_a_choice_set_by_the_installation_is_shown_and_cannot_be_changed(qtbot, window, monkeypatch):  # noqa: F811
    monkeypatch.setenv(record_choice.ENVIRONMENT, "postgresql://ann@db.example.org:5433/team")
    d = open_dialog(qtbot, window)
    assert "db.example.org:5433" in d.in_use.text() and "team" in d.in_use.text()
    assert d.fixed.isVisible() and "cannot be changed here" in d.fixed.text()
    assert d.address.isReadOnly() and d.address.text() == "postgresql://ann@db.example.org:5433/team"
    assert not d.use_button.isEnabled() and not d.local_button.isEnabled()



def test_every_control_is_reached_by_the_keyboard(qtbot, window):  # noqa: F811
    """Alt+letters reach the fields and press the buttons; Tab goes round every control that can be used."""
    d = open_dialog(qtbot, window)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    qtbot.keyClick(d, KEY.Key_A, MOD.AltModifier)
    assert QApplication.focusWidget() is d.address
    qtbot.keyClicks(d.address, "postgresql://ann:pw@db.example.org/dpgui")
    qtbot.keyClick(d.address, KEY.Key_P, MOD.AltModifier)
    assert QApplication.focusWidget() is d.password
    reached = set()
    for _ in range(8):
        qtbot.keyClick(QApplication.focusWidget(), KEY.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert {d.address, d.password, d.test_button, d.close_button} <= reached
    qtbot.keyClick(QApplication.focusWidget(), KEY.Key_T, MOD.AltModifier)
    qtbot.waitUntil(lambda: "holds a password" in d.status.text())
    qtbot.keyClick(QApplication.focusWidget(), KEY.Key_Escape)
    assert not d.isVisible()

# -- against a real PostgreSQL server ----------------------------------------------------------------------------

MEMBER, MEMBER_PASSWORD = "ann", "ann-secret"


@pytest.fixture(scope="module")
def server():
    """A PostgreSQL server with the team's record set up by its administrator, and one member, ann."""
    from dpgui.store.ledger.team_record import MEMBER_ROLE, init_server
    from tests.postgres_server import ADMIN_PASSWORD, PostgresServer, wait_until_up

    pg = PostgresServer()
    try:
        wait_until_up(pg)
        before = keyring.get_keyring()
        keyring.set_keyring(MemoryKeyring())  # the administrator's own keyring, for the setup only
        try:
            record_choice.save_password(pg.url(), ADMIN_PASSWORD)
            init_server(pg.url())
        finally:
            keyring.set_keyring(before)
        pg.add_login(MEMBER, MEMBER_PASSWORD, MEMBER_ROLE)
        yield pg
    finally:
        pg.close()


def charges_by(server, login: str) -> int:
    with server.admin() as conn:
        return conn.execute("SELECT count(*) FROM dpgui.charges WHERE who = %s", (login,)).fetchone()[0]


def release(qtbot, window):  # noqa: F811
    """A histogram planned and run from the Queries page."""
    add_query(qtbot, window)
    with qtbot.waitSignal(window.queries.released, timeout=20_000):
        click(qtbot, window.queries.run_button)


def on_server(server, table: str) -> int:
    with server.admin() as conn:
        return conn.execute(f"SELECT count(DISTINCT project_id) FROM dpgui.{table}").fetchone()[0]


def run_test(qtbot, window, d, url: str, password: str) -> str:  # noqa: F811
    """Type the address and password, press Test connection; the test runs in the worker, and its one line is read
    back on the GUI thread."""
    d.address.clear()
    qtbot.keyClicks(d.address, url)
    d.password.clear()
    qtbot.keyClicks(d.password, password)
    click(qtbot, d.test_button)
    assert window.context.runner.busy and d.status.text() == "Connecting to the server…"  # off the GUI thread
    qtbot.waitUntil(lambda: not window.context.runner.busy and d.test_button.isEnabled(), timeout=20_000)
    assert "\n" not in d.status.text()
    return d.status.text()


def test_switch_to_the_team_server_and_back(qtbot, window, server, kept, example_project):  # noqa: F811
    """A release made after the switch is charged on the server, by the member; after the switch back, on this
    computer's record. The open project is opened again at each switch, so the record chosen learns its file."""
    url = server.url(MEMBER, "postgres")
    example_project.chmod(0o600)
    window.open_path(str(example_project))
    opened = window.context.project
    d = open_dialog(qtbot, window)
    said = run_test(qtbot, window, d, url, MEMBER_PASSWORD)
    assert said.startswith("Connected: The team's record of spending on the server 127.0.0.1:"), said
    assert d.use_button.isEnabled() and record_choice.chosen().kind == "local"  # tested, not yet used
    d.password.setText(MEMBER_PASSWORD + "x")  # what was tested is no longer what is shown
    assert not d.use_button.isEnabled()
    d.password.setText(MEMBER_PASSWORD)
    press(qtbot, d, KEY.Key_U)  # Use this server
    assert record_choice.chosen() == record_choice.RecordChoice("team", url, "settings")
    assert record_choice.password_for(url) == MEMBER_PASSWORD and list(kept.values()) == [MEMBER_PASSWORD]
    assert d.password.text() == "" and MEMBER_PASSWORD not in (record_choice.data_dir() / "team-record.json").read_text()
    assert "127.0.0.1" in d.in_use.text() and "as ann" in d.in_use.text()
    assert not d.use_button.isEnabled() and d.local_button.isEnabled()
    assert "every release is counted on the team's record" in d.status.text()
    assert window.context.project not in (None, opened) and window.context.project.path == example_project
    opened = window.context.project
    assert on_server(server, "projects") == 1  # opened again: the team's record knows the file now
    before = charges_by(server, MEMBER)
    d.reject()
    release(qtbot, window)  # charged on the server, by ann
    assert charges_by(server, MEMBER) == before + 1

    d = open_dialog(qtbot, window)
    assert "127.0.0.1" in d.in_use.text() and d.address.text() == url
    press(qtbot, d, KEY.Key_O)  # Use this computer's own record
    assert record_choice.chosen() == record_choice.RecordChoice("local", None, "settings")
    assert d.in_use.text().startswith("This computer's own record of spending")
    assert not d.local_button.isEnabled()
    assert window.context.project not in (None, opened)
    d.reject()
    release(qtbot, window)  # charged on this computer's record now, not on the server
    assert charges_by(server, MEMBER) == before + 1


def test_a_wrong_password_is_said_in_one_line_and_changes_nothing(qtbot, window, server, kept):  # noqa: F811
    url = server.url(MEMBER, "postgres")
    record_choice.save_password(url, MEMBER_PASSWORD)  # the right one, kept from before
    d = open_dialog(qtbot, window)
    said = run_test(qtbot, window, d, url, "not-the-password")
    assert said.startswith("The team's record of spending at 127.0.0.1:") and "password authentication failed" in said, said
    assert "not-the-password" not in said
    assert not d.use_button.isEnabled() and record_choice.chosen().kind == "local"
    assert record_choice.password_for(url) == MEMBER_PASSWORD  # the kept one is put back
    said = run_test(qtbot, window, d, url, "")  # the kept password still works
    assert said.startswith("Connected"), said


def test_a_server_without_the_record_is_said_in_one_line(qtbot, window, server, kept):  # noqa: F811
    from tests.postgres_server import ADMIN_PASSWORD

    server_url = server.url(database="template1")  # the administrator's login, a database with no record in it
    d = open_dialog(qtbot, window)
    said = run_test(qtbot, window, d, server_url, ADMIN_PASSWORD)
    assert said.startswith("The team's record of spending at 127.0.0.1:") and "dpgui.identity" in said, said
    assert not d.use_button.isEnabled() and record_choice.password_for(server_url) is None
