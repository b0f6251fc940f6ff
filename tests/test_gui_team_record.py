"""Tools ▸ "Team record of spending…" driven as a person would (issue #32): the record in use said in plain words, a
server tested (off the GUI thread) and put to use, a wrong password said in one line, and back to this computer's
own record. The server is a real PostgreSQL, started by tests/postgres_server.py."""

import keyring
import pytest
from keyring.backend import KeyringBackend
from PySide6.QtCore import Qt

from dpgui.store.ledger import record_choice
from dpgui.ui.team_record_dialog import TeamRecordDialog
from tests.test_accessibility import unnamed
from tests.test_gui import window  # noqa: F401  (the fixture)

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
