""""Link a large file…": a Parquet or CSV file stays where it is; the project keeps the link and the
declared schema (a schema file is required: categories and bounds are never read off the data).
Linking reads column names and file metadata, then every row once to sketch it (``engine/link_sketch.py``),
in the worker, with a progress dialog and Cancel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QProgressDialog, QWidget

from dpgui.core.words.translation import translate
from dpgui.engine.linking import link_dataset
from dpgui.store.declared.schema import parse_schema
from dpgui.store.links import link_to


def ask_and_link(parent: QWidget, context) -> None:
    path, _ = QFileDialog.getOpenFileName(parent, translate("ui.link_dialog", "Link a large file"), "",
                                          translate("ui.link_dialog", "Parquet or CSV (*.parquet *.pq *.csv)"))
    if not path:
        return
    schema_path, _ = QFileDialog.getOpenFileName(parent, translate("ui.link_dialog", "Its declared schema (required)"),
                                                 str(Path(path).parent), translate("ui.link_dialog", "Schema (*.json)"))
    if not schema_path:
        return
    name, ok = QInputDialog.getText(parent, translate("ui.link_dialog", "Link a large file"),
                                    translate("ui.link_dialog", "Dataset name:"), text=Path(path).stem)
    if ok and name.strip():
        run_link(parent, context, path, schema_path, name.strip())


def run_link(parent: QWidget, context, path: str, schema_path: str, name: str) -> None:
    """Link in the worker; Cancel leaves the project unchanged."""
    project = context.project
    dialog = QProgressDialog(translate("ui.link_dialog", "Linking {file}…").format(file=Path(path).name),
                             translate("ui.link_dialog", "Cancel"), 0, 1000, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(300)
    dialog.canceled.connect(context.runner.cancel)
    parent._link_dialog = dialog

    def job(task):  # worker thread: engine and store calls only
        schema = parse_schema(Path(schema_path).read_text(encoding="utf-8"))
        return link_dataset(project, name, link_to(path), schema, task).name

    def finished(dataset: str):
        dialog.reset()
        context.dataset = dataset
        context.changed.emit()

    def failed(message: str):
        dialog.reset()
        QMessageBox.warning(parent, translate("ui.link_dialog", "Linking failed"),
                            translate("ui.link_dialog", "{reason}\n\nThe project was not changed.").format(
                                reason=message))

    context.runner.start(job, finished=finished, failed=failed, cancelled=dialog.reset,
                         progress=lambda f, m: (dialog.setValue(int(f * 1000)), dialog.setLabelText(m)))
