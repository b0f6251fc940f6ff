"""`dpgui survey serve`: a real process serving the survey on loopback, a phone's submission to the address it prints,
and a clean stop on SIGTERM or Ctrl+C (SIGINT) that says how many responses were saved; the network is asked for
when it is not clear which one the phones join."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys

import pytest

from dpgui.cli import survey_commands
from dpgui.collect.interfaces import Interface
from dpgui.core.costs.accounting import pure
from dpgui.store import surveys as store
from dpgui.store.project import Project
from tests.test_gui_phones import served_survey, submit
from tests.test_gui_survey import one_question

ADDRESS = re.compile(r"^(http://127\.0\.0\.1:\d+/[a-z0-9]{12}/)$", re.MULTILINE)


@pytest.fixture
def project_path(tmp_path):
    path = tmp_path / "field.dpgui"
    with Project.create(path, pure(1)) as project:
        store.save_survey(project, one_question())
    return path


def serve(path, *extra: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.Popen([sys.executable, "-m", "dpgui", "survey", "serve", str(path), "--survey", "Kiosk test",
                             "--interface", "127.0.0.1", "--port", "0", *extra], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8", env=env)


def address(child: subprocess.Popen) -> str:
    """Read the output up to "Press Ctrl+C to stop.": the address, then the QR code, are printed before it."""
    seen = []
    for line in child.stdout:
        seen.append(line)
        if line.startswith("Press Ctrl+C"):
            break
    text = "".join(seen)
    found = ADDRESS.search(text)
    assert found, f"no address in {text!r}; stderr: {child.stderr.read() if child.poll() is not None else ''}"
    assert "▀" in text or "█" in text  # the QR code, in half blocks
    return found.group(1)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "Ctrl+C"])
def test_serve_prints_an_address_that_takes_answers_and_stops_cleanly(project_path, stop):
    child = serve(project_path)
    try:
        url = address(child)
        survey = one_question()
        assert served_survey(url)["fingerprint"] == survey.fingerprint
        assert submit(url, survey, {"drugs": "no"}) == {"ok": True, "stored": "new"}
        child.send_signal(stop)
        out, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert child.returncode == 0, err
    assert "Stopped. 1 response saved, 0 refused." in out
    with Project.open(project_path, readonly=True) as project:
        assert store.response_count(project, store.current_survey(project)) == 1


def test_serve_in_json_gives_the_address_first_and_the_totals_last(project_path):
    child = serve(project_path, "--json")
    try:
        first = json.loads(child.stdout.readline())
        assert served_survey(first["url"])
        child.send_signal(signal.SIGTERM)
        out, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert child.returncode == 0, err
    assert json.loads(out) == {"url": first["url"], "stored": 0, "refused": 0}


def test_an_unknown_survey_or_network_is_refused_with_the_choices(project_path):
    done = subprocess.run([sys.executable, "-m", "dpgui", "survey", "serve", str(project_path), "--interface",
                           "no-such-network"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "no-such-network" in done.stderr and "(127.0.0.1)" in done.stderr
    done = subprocess.run([sys.executable, "-m", "dpgui", "survey", "serve", str(project_path), "--survey", "other",
                           "--interface", "127.0.0.1"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Kiosk test" in done.stderr


def test_the_network_is_the_only_one_or_asked_for(monkeypatch):
    lo = Interface("lo", "127.0.0.1", True)
    wifi, cable = Interface("wlan0", "192.168.1.10", False), Interface("eth0", "10.0.0.5", False)
    from dpgui.collect import interfaces
    monkeypatch.setattr(interfaces, "interfaces", lambda: [wifi, lo])
    assert survey_commands._interface(None) == wifi  # the only one the phones can reach
    assert survey_commands._interface("lo") == lo and survey_commands._interface("127.0.0.1") == lo
    monkeypatch.setattr(interfaces, "interfaces", lambda: [wifi, cable, lo])
    with pytest.raises(survey_commands.NoNetworkChosen) as asked:
        survey_commands._interface(None)
    assert asked.value.lines == ["wlan0 (192.168.1.10)", "eth0 (10.0.0.5)", "lo (127.0.0.1)"]
    monkeypatch.setattr(interfaces, "interfaces", lambda: [lo])
    with pytest.raises(survey_commands.NoNetworkChosen, match="127.0.0.1"):
        survey_commands._interface(None)  # this computer alone only when asked for
