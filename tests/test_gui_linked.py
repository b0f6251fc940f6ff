"""The Data page's "Link a large file…": the file and its schema chosen, the link made in the worker."""

import json

from PySide6.QtWidgets import QFileDialog, QInputDialog

from tests import linked_fixtures as fx
from dpgui.core.costs.accounting import pure
from dpgui.store.project import Project
from tests.test_gui import click, window  # noqa: F401 - the window fixture


def test_link_a_large_file_from_the_data_page(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    w = window
    path = tmp_path / "study.dpgui"
    w.context.open(path, Project.create(path, pure(1)))  # not the practice project: it takes no real rows
    source = fx.write_parquet(tmp_path)
    schema = tmp_path / "people.schema.json"
    schema.write_text(json.dumps(fx.schema().to_json()), encoding="utf-8")
    chosen = iter([(str(source), ""), (str(schema), "")])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: next(chosen))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("people", True))
    w.nav.setCurrentRow(0)
    click(qtbot, w.data.link_button)
    qtbot.waitUntil(lambda: w.context.dataset == "people", timeout=10_000)
    info = w.context.project.dataset("people")
    assert info.link["engine"] == "duckdb" and "linked" in w.data.summary.text()
    assert not w.data.propose.isEnabled()  # a linked source is never profiled
    assert w.context.project.budget("people").shared_with == ("people",)
    source.write_bytes(source.read_bytes() + b"\0")  # the file changes: said, not refused
    w.data.refresh()
    assert "changed since they were linked" in w.data.summary.text()
