""""Team record of spending…" (Tools menu): which record of spending this user's dpgui writes to — this computer's
own, or the team's on a PostgreSQL server — and switching between them.

A server is used only after a test of it succeeded, for the address shown: the test connects in the app's worker
(a server that does not answer must not freeze the window) and its one-line result is shown on the GUI thread.
A typed password is kept in the system's keyring once a test with it succeeded (never in a project or in the choice)
and is never shown again. A choice set by the installation (the environment variable) is shown and cannot be changed
here."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from dpgui.core.words.translation import translate
from dpgui.store.errors import StoreError
from dpgui.store.ledger import record_choice
from dpgui.ui.colours import style
from dpgui.ui.widgets import fit_to_screen, named, wrapped
from dpgui.ui.workers import BUSY

EXAMPLE_URL = "postgresql://curator@server.example.org:5432/dpgui"


def one_line(message: str) -> str:
    """A message as one line: a server's answer can run over several."""
    return " ".join(message.split())


class TeamRecordDialog(QDialog):
    record_changed = Signal()  # the record in use was switched (to a server, or back to this computer's)

    def __init__(self, runner, parent=None):
        super().__init__(parent)
        self.runner = runner
        self.tested: str | None = None  # the address whose last test succeeded
        self.setWindowTitle(translate("ui.team_record_dialog", "Team record of spending"))
        fit_to_screen(self, 700, 430)
        self.in_use = wrapped("")
        self.in_use.setTextFormat(Qt.TextFormat.PlainText)  # a server's address, typed by a person
        self.fixed = wrapped(translate("ui.team_record_dialog", "It is set by this computer's installation and cannot "
                                       "be changed here; ask whoever installed dpgui."))
        self.address = named(QLineEdit(), translate("ui.team_record_dialog", "Server address"),
                             translate("ui.team_record_dialog", "postgresql://user@host:port/database, without a "
                                       "password"))
        self.address.setPlaceholderText(EXAMPLE_URL)
        self.address.textChanged.connect(self._address_changed)
        self.password = named(QLineEdit(), translate("ui.team_record_dialog", "Password"),
                              translate("ui.team_record_dialog", "Kept in this computer's keyring, never in a "
                                        "project"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(translate("ui.team_record_dialog", "leave empty to use ~/.pgpass or the "
                                                   "kept one"))
        self.password.textChanged.connect(self._address_changed)
        self.status = wrapped("")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a server's own words
        self.status.setAccessibleName(translate("ui.team_record_dialog", "Result of the connection test"))
        buttons = QDialogButtonBox()
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.test_button = buttons.addButton(translate("ui.team_record_dialog", "&Test connection"), role)
        self.use_button = buttons.addButton(translate("ui.team_record_dialog", "&Use this server"), role)
        self.local_button = buttons.addButton(translate("ui.team_record_dialog", "Use this computer's &own record"),
                                              role)
        self.close_button = buttons.addButton(translate("ui.team_record_dialog", "Close"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        for button in (self.test_button, self.use_button, self.local_button):
            button.setAutoDefault(False)  # Enter in a field tests (below), never switches the record
        self.test_button.setDefault(True)
        self.test_button.clicked.connect(self.test)
        self.use_button.clicked.connect(self.use_server)
        self.local_button.clicked.connect(self.use_local)
        self.close_button.clicked.connect(self.reject)

        form = QFormLayout()
        address_label = QLabel(translate("ui.team_record_dialog", "Server &address:"))
        address_label.setBuddy(self.address)
        password_label = QLabel(translate("ui.team_record_dialog", "&Password:"))
        password_label.setBuddy(self.password)
        form.addRow(address_label, self.address)
        form.addRow(password_label, self.password)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ui.team_record_dialog", "<b>Record of spending in use</b>")))
        layout.addWidget(self.in_use)
        layout.addWidget(self.fixed)
        layout.addWidget(wrapped(translate("ui.team_record_dialog", "<b>Why a team shares one record</b>")))
        layout.addWidget(wrapped(translate(
            "ui.team_record_dialog",
            "Each computer keeps a record of what has been spent on the people in its data, so that a copy or a "
            "re-import cannot spend their budget again. When colleagues work on the same people from their own "
            "laptops, each laptop's record knows only its own releases: a team shares one record on its database "
            "server instead, and every colleague's release counts against the same budget.")))
        layout.addWidget(wrapped(translate(
            "ui.team_record_dialog",
            "While the team's record is in use, a release is refused, before anything is spent, when the server "
            "cannot be reached.")))
        layout.addWidget(wrapped(translate(
            "ui.team_record_dialog",
            "The server's administrator can see hashes and sketches of rows, the costs charged, and who charged them "
            "from which computer; never your rows or their values.")))
        layout.addWidget(wrapped(translate("ui.team_record_dialog", "<b>The team's server</b>")))
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.refresh()

    # -- what is shown -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the record in use and what can be changed about it."""
        try:
            choice = record_choice.chosen()
        except StoreError as err:  # an unreadable choice: say so; either button writes a new one
            choice = None
            self.in_use.setText(one_line(str(err)))
        else:
            self.in_use.setText(record_choice.describe(choice))
        fixed = choice is not None and choice.source == "environment"
        self.fixed.setVisible(fixed)
        if choice is not None and choice.kind == "team" and not self.address.text():
            self.address.setText(choice.url)
        self.address.setReadOnly(fixed)
        self.local_button.setEnabled(not fixed and (choice is None or choice.kind == "team"))
        self._address_changed()

    def _address_changed(self) -> None:
        """A server is put to use only once its test succeeded, for the address and password shown now."""
        fixed = self.fixed.isVisibleTo(self)
        self.use_button.setEnabled(not fixed and self.tested is not None and self.tested == self._typed())

    def _typed(self) -> tuple[str, str]:
        return self.address.text().strip(), self.password.text()

    def _say(self, text: str, kind: str = "") -> None:
        self.status.setText(one_line(text))
        self.status.setStyleSheet(style(kind) if kind else "")

    def _busy(self) -> bool:
        """A release under way keeps the record it started with: the switch waits until it is done."""
        if self.runner.busy:
            self._say(translate("ui.workers", BUSY), "warning")
        return self.runner.busy

    # -- actions -------------------------------------------------------------------------------

    def test(self) -> None:
        """Connect to the server in the worker; the answer comes back to ``_tested`` or ``_failed``."""
        url, password = self._typed()
        try:
            record_choice.checked_url(url)
        except StoreError as err:
            self._say(str(err), "warning")
            return
        self.tested = None
        self._address_changed()
        self._say(translate("ui.team_record_dialog", "Connecting to the server…"))
        self.test_button.setEnabled(False)
        self.runner.start(lambda task: _try_server(url, password or None), finished=lambda words: self._tested(
            (url, password), words), failed=self._failed)

    def _tested(self, typed: tuple[str, str], words: str) -> None:
        self.test_button.setEnabled(True)
        self.tested = typed
        self._address_changed()
        self._say(words, "ok")

    def _failed(self, message: str) -> None:
        self.test_button.setEnabled(True)
        self._say(message, "warning")

    def use_server(self) -> None:
        """Keep the tested server as this user's record."""
        url, _ = self._typed()
        if self._busy():
            return
        try:
            record_choice.use(url)  # its password, if one was typed, was kept when the test succeeded
        except StoreError as err:
            self._say(str(err), "warning")
            return
        self.password.clear()  # kept in the keyring; never shown again
        self.tested = None
        self.refresh()
        self._say(translate("ui.team_record_dialog", "From now on, every release is counted on the team's record."),
                  "ok")
        self.record_changed.emit()

    def use_local(self) -> None:
        if self._busy():
            return
        try:
            record_choice.use(None)
        except StoreError as err:
            self._say(str(err), "warning")
            return
        self.refresh()
        self._say(translate("ui.team_record_dialog", "From now on, releases are counted on this computer's own "
                            "record."), "ok")
        self.record_changed.emit()


def _try_server(url: str, password: str | None) -> str:
    """In the worker: reach the team's record at ``url`` with ``password`` (None: the one kept, or ~/.pgpass) and
    read it as a member would. The client reads passwords from the keyring only, so a typed one is kept there for the
    test, and the one kept before is put back if the test fails: a wrong password typed here never breaks the record
    in use."""
    if password is None:
        return _reach(url)
    before = record_choice.password_for(url)
    record_choice.save_password(url, password)
    try:
        return _reach(url)
    except BaseException:
        _keep(url, before)
        raise


def _keep(url: str, password: str | None) -> None:
    if password is not None:
        record_choice.save_password(url, password)
    else:
        record_choice.forget_password(url)


def _reach(url: str) -> str:
    from dpgui.store.ledger.team_record import TeamRecordConnection

    words = record_choice.describe(record_choice.RecordChoice("team", url, "settings"))
    connection = TeamRecordConnection(url)
    try:
        with connection.held() as record:  # a StoreError in one line if not reached, refused, or not set up there
            record.identity()
    finally:
        connection.close()
    return translate("ui.team_record_dialog", "Connected: {record}").format(record=words)
