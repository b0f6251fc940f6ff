"""Collect on respondents' phones: the Survey page's window that serves the survey on the local network.

The server (dpgui.collect.server.session.PhoneSession) runs in its own thread; this window only starts and stops it
and reads its two counts with a timer, so no thread ever touches a widget. Starting runs off the GUI thread too (it
builds the page and binds the port), and the window never freezes while it does."""

from __future__ import annotations

import threading
from urllib.parse import urlsplit

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel,
                               QLineEdit, QPushButton, QVBoxLayout)

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.ui.widgets import fit_to_screen, named, wrapped

POLL_MS = 500  # how often the counts are read while serving
STARTING_POLL_MS = 50  # how often a start in progress is checked
# The port is kept from one session to the next (also after a restart): a phone's browser keeps the responses it
# could not send for that address's host and port, and sends them when it opens the new address on the same port.
PORT_SETTING = "phones/port"
QR_SIDE = 320  # the QR code's side in pixels: a phone's camera reads it from a metre or two away


def interface_label(interface) -> str:
    """An interface as a non-programmer knows it: "Wi-Fi (192.168.1.10)", "This computer only (127.0.0.1)"."""
    if interface.loopback:
        words = translate("ui.pages.phones", "This computer only, for a test ({address})")
    elif _kind(interface) == "hotspot":
        words = translate("ui.pages.phones", "This computer's hotspot ({address})")
    elif _kind(interface) == "wifi":
        words = translate("ui.pages.phones", "Wi-Fi ({address})")
    elif _kind(interface) == "cable":
        words = translate("ui.pages.phones", "Network cable ({address})")
    else:
        words = translate("ui.pages.phones", "Network “{name}” ({address})")
    return words.format(name=interface.name, address=interface.address)


def _kind(interface) -> str:
    """The laptop's own hotspot, Wi-Fi or cable, from the system's name and address for the interface: the hotspots
    of Windows (its "Local Area Connection*" adapter, 192.168.137.1) and of Linux's NetworkManager (10.42.0.1); Linux
    wl*/en*/eth*, Windows "Wi-Fi"/"Ethernet". macOS's en0 is Wi-Fi on laptops but cannot be told apart: it reads as a
    cable, which is still an honest name."""
    lowered = interface.name.lower()
    if interface.address in ("192.168.137.1", "10.42.0.1") or lowered.startswith("local area connection*"):
        return "hotspot"
    if lowered.startswith(("wl", "wi-fi", "wifi", "wireless")):
        return "wifi"
    if lowered.startswith(("en", "eth", "ethernet")):
        return "cable"
    return "other"


def ordered(found: list) -> list:
    """The laptop's own hotspot first (the usual field set-up), then Wi-Fi, cables, the rest; this computer alone
    last."""
    rank = {"hotspot": 0, "wifi": 1, "cable": 2, "other": 3}
    return sorted(found, key=lambda i: (i.loopback, rank[_kind(i)]))


def qr_pixmap(text: str, side: int = QR_SIDE, ratio: float = 1.0) -> QPixmap:
    """A QR code of ``text`` as a pixmap about ``side`` pixels wide on screen, whole device pixels a module (sharp for
    a camera, also on a scaled screen: ``ratio`` is the screen's device pixels per pixel)."""
    import io

    import segno

    code = segno.make(text, error="m")
    border = 4  # the quiet zone the standard asks for
    modules = code.symbol_size(scale=1, border=border)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(1, int(side * ratio) // modules), border=border)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


class PhonesDialog(QDialog):
    """Start and stop serving the survey to phones; while serving: the QR code, the address and the counts."""

    received = Signal()  # more responses were stored: the page's counts change

    def __init__(self, project, survey, parent=None):
        super().__init__(parent)
        self.project, self.survey = project, survey
        self.session = None
        self._starting: threading.Thread | None = None
        self._started: tuple | None = None  # (session, error) handed over by the starting thread
        self._closing = False
        self._seen = 0
        self.setWindowTitle(translate("ui.pages.phones", "Collect on respondents' phones"))
        intro = wrapped(translate(
            "ui.pages.phones", "<b>Collect on respondents' phones.</b> This computer shows the survey as a web page "
            "on the local network: a Wi-Fi hotspot or the office network, no internet needed. Respondents scan the "
            "code with their phone's camera and answer there. Each phone randomises the sensitive answers itself and "
            "sends only the reported answer: this computer never sees a true answer."))
        from dpgui.collect.interfaces import interfaces

        self.found = ordered(interfaces())
        self.network = named(QComboBox(), translate("ui.pages.phones", "Network the phones join"))
        for interface in self.found:
            self.network.addItem(interface_label(interface), interface.address)
            self.network.setItemData(self.network.count() - 1, interface.name, Qt.ItemDataRole.ToolTipRole)
        network_label = QLabel(translate("ui.pages.phones", "&Network the phones join:"))
        network_label.setBuddy(self.network)
        self.start_button = QPushButton(translate("ui.pages.phones", "&Start serving"))
        self.stop_button = QPushButton(translate("ui.pages.phones", "S&top"))
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        for button in (self.start_button, self.stop_button):
            button.setMinimumHeight(36)
        self.qr = named(QLabel(), translate("ui.pages.phones", "QR code of the survey's address"))
        self.qr.setFixedSize(QR_SIDE, QR_SIDE)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setWordWrap(True)
        self.qr.setStyleSheet("QLabel { background: white; color: black; border: 1px solid palette(mid); }")
        self.address = named(QLineEdit(), translate("ui.pages.phones", "The survey's address"))
        self.address.setReadOnly(True)  # selectable and copyable, for typing it on a phone without a camera
        larger = self.address.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.25)  # read out or typed from across a table
        self.address.setFont(larger)
        address_label = QLabel(translate("ui.pages.phones", "&Address to type on a phone:"))
        address_label.setBuddy(self.address)
        self.state = wrapped("")
        self.state.setTextFormat(Qt.TextFormat.PlainText)  # a system's error text: never markup
        self.state.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.counts = QLabel()
        self.counts.setFont(larger)
        self.counts.setStyleSheet("QLabel { font-weight: bold; }")
        self.counts.setAccessibleName(translate("ui.pages.phones", "Responses received"))
        advice = wrapped(translate(
            "ui.pages.phones", "Use a private hotspot with a password (WPA2), never public Wi-Fi: others on the same "
            "network could see the reported answers, already randomised, and the address. Only reported answers are "
            "stored, never a phone's address. The page works offline once loaded; a phone that loses the connection "
            "keeps its answers and sends them again, and each is stored once. Serving stops when you close this "
            "window, when the kiosk ends or when dpgui closes. More in docs/phones.md."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(network_label)
        right.addWidget(self.network)
        right.addLayout(row)
        right.addWidget(address_label)
        right.addWidget(self.address)
        right.addWidget(self.counts)
        right.addWidget(self.state)
        right.addWidget(advice)
        right.addStretch(1)
        grid = QGridLayout()
        grid.addWidget(self.qr, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addLayout(right, 0, 1)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid, 1)
        layout.addWidget(buttons)
        self.setTabOrder(self.network, self.start_button)
        self.setTabOrder(self.start_button, self.stop_button)
        self.setTabOrder(self.stop_button, self.address)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._poll)
        app = QApplication.instance()
        if app is not None:  # the app closing stops the server, whatever window is still open
            app.aboutToQuit.connect(self.stop)
        fit_to_screen(self, 940, 450)
        self._show_state()

    # -- serving -------------------------------------------------------------------------------

    @property
    def serving(self) -> bool:
        return self.session is not None

    def start(self) -> None:
        """Start serving on the chosen network, off the GUI thread; the timer picks up the outcome."""
        if self.serving or self._starting is not None or self.network.currentIndex() < 0:
            return
        from dpgui.collect.server.session import PhoneSession

        host = self.network.currentData()
        project, survey = self.project, self.survey
        ports = dict.fromkeys([int(QSettings().value(PORT_SETTING, 0) or 0), 0])  # the last one, else any free one

        def run():  # never touches a widget: it hands the session or the error over
            for port in ports:
                session = PhoneSession(project, survey, host=host, port=port, device="phones")
                try:
                    session.start()
                except Exception as err:  # ServeError in plain words; anything else is shown by its kind
                    self._started = (None, err)
                else:
                    self._started = (session, None)
                    return

        self._started = None
        self._starting = threading.Thread(target=run, name="dpgui-phones-start", daemon=True)
        self._starting.start()
        self.state.setText(translate("ui.pages.phones", "Starting…"))
        self._show_state()
        self.timer.start(STARTING_POLL_MS)

    def stop(self) -> None:
        """Stop serving (idempotent): the port is closed when this returns."""
        if self._starting is not None:  # a start still under way: wait for it, then stop what it started
            self._starting.join()
            self._take_started()
        self.timer.stop()
        if self.session is not None:
            session, self.session = self.session, None
            session.stop()
            self._count(session)
            self.state.setText(translate("ui.pages.phones", "Stopped. The phones can no longer send answers; those "
                                                            "received are saved."))
        self._show_state()

    def _take_started(self) -> None:
        session, error = self._started or (None, None)
        self._starting, self._started = None, None
        if session is not None and self._closing:  # closed while starting: nothing may keep serving
            session.stop()
            return
        self.session = session
        if error is not None:
            from dpgui.collect.server.session import ServeError

            message = str(error) if isinstance(error, ServeError) else type(error).__name__
            self.state.setText(translate("ui.pages.phones", "Could not start serving: {reason}").format(reason=message))
        elif session is not None:
            QSettings().setValue(PORT_SETTING, urlsplit(session.url).port)
            self.state.setText(translate("ui.pages.phones", "Serving. Phones on this network can open the address; "
                                                            "keep this window open while they answer."))

    def _poll(self) -> None:
        if self._starting is not None:
            if self._starting.is_alive():
                return
            self._take_started()
            self._show_state()
            if self.session is None:
                self.timer.stop()
                return
            self.timer.start(POLL_MS)
        if self.session is not None:
            self._count(self.session)

    def _count(self, session) -> None:
        stored, refused = session.stored, session.refused
        self.counts.setText(translate("ui.pages.phones", "Responses received: {stored} saved, {refused} refused").format(
            stored=plain_number(stored), refused=plain_number(refused)))
        if stored != self._seen:
            self._seen = stored
            self.received.emit()

    def _show_state(self) -> None:
        serving, starting = self.serving, self._starting is not None
        self.start_button.setEnabled(not serving and not starting and self.network.count() > 0)
        self.stop_button.setEnabled(serving)
        self.network.setEnabled(not serving and not starting)
        if serving:
            self.address.setText(self.session.url)
            self.qr.setPixmap(qr_pixmap(self.session.url, ratio=self.devicePixelRatioF()))
            self._count(self.session)
        else:
            self.address.clear()
            self.qr.clear()
            self.qr.setText(translate("ui.pages.phones", "The code to scan shows here once serving has started."))
            if not self.counts.text():
                self.counts.setText(translate("ui.pages.phones", "Responses received: none yet"))
        if not self.found:
            self.state.setText(translate("ui.pages.phones", "No network found: turn on Wi-Fi or a hotspot, or plug in "
                                                            "a network cable, then open this window again."))

    # -- closing -------------------------------------------------------------------------------

    def done(self, result: int) -> None:
        """Closing the window (Close, Esc or its frame) stops serving."""
        self._closing = True
        self.stop()
        super().done(result)

    def closeEvent(self, event) -> None:
        self._closing = True
        self.stop()
        super().closeEvent(event)
