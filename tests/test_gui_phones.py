"""The Survey page's phones window, driven through its widgets with the real server: pick this computer only, Start,
the QR code and the address, a real HTTP request to it, Stop closes the port; and every way the collection ends
(closing the window, the kiosk, another project, the app) stops the server."""

from __future__ import annotations

import json
import socket
import urllib.parse
import urllib.request
import uuid

import pytest
from PySide6.QtCore import Qt

from dpgui.collect.interfaces import Interface
from dpgui.ui.main_window import PAGES
from dpgui.ui.pages.phones import interface_label, ordered
from tests.test_gui import click, window  # noqa: F401  (the fixture)
from tests.test_gui_survey import one_question, open_with


def served_survey(url: str) -> dict:
    """What the page reads first: the survey served at the address shown."""
    with urllib.request.urlopen(url + "survey.json", timeout=10) as reply:
        assert reply.status == 200
        return json.loads(reply.read())


def submit(url: str, survey, answers: dict) -> dict:
    """What a phone sends once its respondent is done (reported answers only), and the server's reply."""
    body = {"uuid": str(uuid.uuid4()), "fingerprint": survey.fingerprint, "form_version": survey.form_version,
            "language": survey.languages[0], "answers": answers}
    request = urllib.request.Request(url + "submit", data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def port_closed(url: str) -> bool:
    parts = urllib.parse.urlsplit(url)
    with socket.socket() as s:
        s.settimeout(2)
        return s.connect_ex((parts.hostname, parts.port)) != 0


def open_phones(qtbot, w, tmp_path):
    open_with(w, tmp_path, one_question())
    w.nav.setCurrentRow(PAGES.index("Survey"))
    page = w.survey
    assert page.phones_button.isEnabled()
    click(qtbot, page.phones_button)
    dialog = page.phones
    assert dialog is not None and dialog.isVisible()
    return page, dialog


def serve_on_loopback(qtbot, dialog) -> str:
    index = dialog.network.findData("127.0.0.1")
    assert index >= 0, "this computer alone is always offered"
    dialog.network.setCurrentIndex(index)
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: dialog.serving, timeout=10_000)
    return dialog.session.url


def test_start_shows_a_readable_qr_code_and_the_address_that_serves_the_page_and_stop_closes_it(
        qtbot, window, tmp_path):  # noqa: F811
    page, dialog = open_phones(qtbot, window, tmp_path)
    assert dialog.qr.pixmap().isNull() and not dialog.address.text()  # nothing to scan before starting
    assert not dialog.stop_button.isEnabled()
    url = serve_on_loopback(qtbot, dialog)
    assert dialog.address.text() == url and url.startswith("http://127.0.0.1:")
    qr = dialog.qr.pixmap()
    assert not qr.isNull() and qr.width() >= 200 and qr.width() == qr.height()
    image = qr.toImage()  # black modules on white: a code, not an empty square
    colours = {image.pixelColor(x, y).lightness() > 127 for x in range(0, image.width(), 3)
               for y in range(0, image.height(), 3)}
    assert colours == {True, False}
    assert served_survey(url)["fingerprint"] == page.survey.fingerprint
    assert "0 saved" in dialog.counts.text()
    assert submit(url, page.survey, {"drugs": "yes"}) == {"ok": True, "stored": "new"}
    qtbot.waitUntil(lambda: "1 saved" in dialog.counts.text(), timeout=5_000)  # read by the timer
    qtbot.waitUntil(lambda: "1 response collected" in page.title.text(), timeout=5_000)  # the page is told
    assert not dialog.start_button.isEnabled() and not dialog.network.isEnabled()
    click(qtbot, dialog.stop_button)
    assert not dialog.serving and port_closed(url)
    assert dialog.start_button.isEnabled() and not dialog.address.text()


def test_serving_again_keeps_the_port_when_it_is_free(qtbot, window, tmp_path):  # noqa: F811
    """A phone keeps an unsent response for the address's host and port: the next session (also after a restart)
    listens on the same port, so the phone sends it when it opens the new address; a port taken by now gives
    another one."""
    page, dialog = open_phones(qtbot, window, tmp_path)
    first = urllib.parse.urlsplit(serve_on_loopback(qtbot, dialog)).port
    click(qtbot, dialog.stop_button)
    again = serve_on_loopback(qtbot, dialog)
    assert urllib.parse.urlsplit(again).port == first
    click(qtbot, dialog.stop_button)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", first))
        taken.listen()
        other = serve_on_loopback(qtbot, dialog)
        assert urllib.parse.urlsplit(other).port != first and served_survey(other)


def test_closing_the_window_stops_the_server(qtbot, window, tmp_path):  # noqa: F811
    page, dialog = open_phones(qtbot, window, tmp_path)
    url = serve_on_loopback(qtbot, dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert port_closed(url) and page.phones is None


def test_closing_the_main_window_stops_the_server(qtbot, window, tmp_path):  # noqa: F811
    page, dialog = open_phones(qtbot, window, tmp_path)
    url = serve_on_loopback(qtbot, dialog)
    window.close()
    assert port_closed(url)


def test_opening_another_project_stops_the_server(qtbot, window, tmp_path):  # noqa: F811
    page, dialog = open_phones(qtbot, window, tmp_path)
    url = serve_on_loopback(qtbot, dialog)
    other = tmp_path / "other"
    other.mkdir()
    open_with(window, other, one_question())
    assert port_closed(url) and page.phones is None


def test_a_new_version_of_the_survey_stops_the_server(qtbot, window, tmp_path):  # noqa: F811
    """The phones answer the version they were given: another one needs a new page (and a new address)."""
    page, dialog = open_phones(qtbot, window, tmp_path)
    url = serve_on_loopback(qtbot, dialog)
    click(qtbot, page.version_button)
    assert port_closed(url) and page.phones is None


def test_the_end_of_the_kiosk_stops_the_server(qtbot, window, tmp_path):  # noqa: F811
    page, dialog = open_phones(qtbot, window, tmp_path)
    url = serve_on_loopback(qtbot, dialog)
    kiosk = page.start_kiosk(pin="2468", full_screen=False)
    assert served_survey(url)  # both collect at once
    assert kiosk.request_exit("2468")  # the enumerator leaves it (which also forgets it for a restart)
    assert port_closed(url) and page.phones is None


def test_a_port_in_use_is_said_in_plain_words(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    """ServeError's words are shown and nothing serves; the window stays usable."""
    from dpgui.collect.server import session

    def refuse(self):
        raise session.ServeError("That address is already in use")

    monkeypatch.setattr(session.PhoneSession, "start", refuse)
    page, dialog = open_phones(qtbot, window, tmp_path)
    dialog.network.setCurrentIndex(dialog.network.findData("127.0.0.1"))
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: "already in use" in dialog.state.text(), timeout=10_000)
    assert not dialog.serving and dialog.start_button.isEnabled() and dialog.qr.pixmap().isNull()


def test_every_control_is_reached_by_tab_and_named(qtbot, window, tmp_path):  # noqa: F811
    page, dialog = open_phones(qtbot, window, tmp_path)
    serve_on_loopback(qtbot, dialog)
    dialog.network.setEnabled(True)  # to walk the whole order, as before starting
    dialog.start_button.setEnabled(True)
    reached, widget = [], dialog.network
    for _ in range(12):
        reached.append(widget)
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) or not widget.isEnabled() \
                or not widget.isVisibleTo(dialog):
            widget = widget.nextInFocusChain()
    for control in (dialog.network, dialog.start_button, dialog.stop_button, dialog.address):
        assert control in reached
        assert control.accessibleName() or control.text()
    assert dialog.qr.accessibleName()


def test_networks_are_named_for_people_wifi_first_this_computer_last():
    found = [Interface("lo", "127.0.0.1", True), Interface("enp3s0", "10.0.0.5", False),
             Interface("wlp2s0", "192.168.1.10", False)]
    labels = [interface_label(i) for i in ordered(found)]
    assert labels == ["Wi-Fi (192.168.1.10)", "Network cable (10.0.0.5)", "This computer only, for a test (127.0.0.1)"]
    assert interface_label(Interface("tun0", "10.8.0.2", False)) == "Network “tun0” (10.8.0.2)"
    hotspots = [Interface("Local Area Connection* 10", "192.168.137.1", False), Interface("wlp2s0", "10.42.0.1", False)]
    for hotspot in hotspots:  # Windows' Mobile hotspot, NetworkManager's: first, by what they are
        assert interface_label(ordered(found + [hotspot])[0]) == f"This computer's hotspot ({hotspot.address})"


@pytest.fixture(autouse=True)
def english():
    from dpgui.core.words import translation
    translation.use("en")
