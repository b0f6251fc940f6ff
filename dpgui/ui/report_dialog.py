"""The Report dialog: the format and file, which releases get full detail (every release is summed up either way),
then the report written in the worker with a progress bar and Cancel.

Detail is what costs time (a chart each) and pages, so by default it follows the command line: every release when
there are at most DETAIL_LIMIT, else none, with quick choices for the last 20, all or none. The report is written
whole at the end, so a cancel leaves no file (and an existing one unchanged)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QListWidgetItem, QProgressBar, QPushButton, QVBoxLayout)

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.engine.plan import describe
from dpgui.report.document import DETAIL_LIMIT, build_report
from dpgui.store.declared.names import brief, shown
from dpgui.ui.widgets import fit_to_screen, named, wrapped

SUFFIXES = {"pdf": ".pdf", "html": ".html"}
NUMBER = Qt.ItemDataRole.UserRole  # a list item's release number


def how_to_choose() -> str:
    """What a report's summary tells its reader about the releases not in detail."""
    return translate("ui.report_dialog", "To show others in detail, tick them in the app's Report dialog.")


class ReportDialog(QDialog):
    written = Signal(str)  # a report written whole, to this path

    def __init__(self, context, path: str = "", parent=None):
        super().__init__(parent)
        self.context = context
        self.running = False
        self.setWindowTitle(translate("ui.report_dialog", "Write a report"))
        entries = [e for e in context.project.ledger() if e.release_id]
        self.count = len(entries)
        self.format = named(QComboBox(), translate("ui.report_dialog", "Report format"))
        self.format.addItem(translate("ui.report_dialog", "PDF"), "pdf")
        self.format.addItem(translate("ui.report_dialog", "HTML (a web page)"), "html")
        default = context.project.path.with_name(f"{context.project.path.stem}-report.pdf")
        self.file = named(QLineEdit(str(path or default)), translate("ui.report_dialog", "Report file"))
        if Path(self.file.text()).suffix.lower() in (".html", ".htm"):
            self.format.setCurrentIndex(self.format.findData("html"))
        self.format.currentIndexChanged.connect(self._follow_format)
        self.browse = QPushButton(translate("ui.report_dialog", "&Browse…"))
        self.browse.clicked.connect(self.choose_file)
        self.last = QPushButton(translate("ui.report_dialog", "The &last {count}").format(count=DETAIL_LIMIT))
        self.all = QPushButton(translate("ui.report_dialog", "&All"))
        self.none = QPushButton(translate("ui.report_dialog", "&None"))
        self.list = named(QListWidget(), translate("ui.report_dialog", "Releases shown in full detail"),
                          translate("ui.report_dialog", "Tick a release to show its method, table and chart in full"))
        self.list.setUniformItemSizes(True)  # thousands of releases: rows of one height are laid out at once
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # long names: cut, with a tip
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        several = len({e.dataset for e in entries}) > 1  # one dataset: said once, above, not on every row
        for e in reversed(entries):  # the newest first, as on the Results page
            words = dict(number=e.release_id, query=describe(e.query), dataset=shown(brief(e.dataset)),
                         time=e.created_at[:16].replace("T", " "))
            item = QListWidgetItem((translate("ui.report_dialog", "#{number}  {query} ({dataset}) · {time}") if several
                                    else translate("ui.report_dialog", "#{number}  {query} · {time}")).format(**words))
            item.setToolTip(item.text())
            item.setData(NUMBER, e.release_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.chosen: set[int] = set()
        self.list.itemChanged.connect(self._ticked)
        self.last.clicked.connect(lambda: self.choose_last(DETAIL_LIMIT))
        self.all.clicked.connect(lambda: self.choose(lambda row: True))
        self.none.clicked.connect(lambda: self.choose(lambda row: False))
        self.tally = QLabel()
        self.progress = named(QProgressBar(), translate("ui.report_dialog", "Report progress"))
        self.progress.setRange(0, 1000)
        self.progress.hide()
        self.status = wrapped("")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # file names and messages
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(translate("ui.report_dialog", "&Start"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.setDefault(True)
        for button in (self.browse, self.last, self.all, self.none):
            button.setAutoDefault(False)  # Enter starts the report, wherever the focus was left
        self.start_button.clicked.connect(self.start)
        self.close_button = buttons.addButton(translate("ui.report_dialog", "Close"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        self.close_button.clicked.connect(self.reject)

        form = QFormLayout()
        form.addRow(translate("ui.report_dialog", "&Format:"), self.format)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file, 1)
        file_row.addWidget(self.browse)
        file_label = QLabel(translate("ui.report_dialog", "F&ile:"))
        file_label.setBuddy(self.file)  # Alt+I reaches the file name, as Alt+F the format
        form.addRow(file_label, file_row)
        quick = QHBoxLayout()
        for button in (self.last, self.all, self.none):
            quick.addWidget(button)
        quick.addStretch(1)
        quick.addWidget(self.tally)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ui.report_dialog", "The report sums up every release of the project "
                                           "({count}) with its numbers and cost, and shows those you tick in full: "
                                           "method, table and chart.").format(count=plain_number(self.count))))
        layout.addLayout(form)
        layout.addWidget(wrapped(translate("ui.report_dialog", "<b>Releases in full detail</b> (the newest first)")))
        layout.addLayout(quick)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        if self.count <= DETAIL_LIMIT:  # the command line's default
            self.choose(lambda row: True)
        else:
            self.choose(lambda row: False)
            self.status.setText(translate("ui.report_dialog", "With more than {limit} releases, none is in full "
                                          "detail unless you tick it.").format(limit=DETAIL_LIMIT))
        if not self.count:  # said before Start, not after it as an error
            self.start_button.setEnabled(False)
            self.status.setText(translate("ui.report_dialog", "There are no releases to report yet"))
        fit_to_screen(self, 720, 620)

    # -- choosing ------------------------------------------------------------------------------------

    def choose(self, tick) -> None:
        """Tick the rows for which ``tick(row)`` holds and untick the others, in one go (thousands of rows)."""
        self.list.blockSignals(True)
        for row in range(self.list.count()):
            self.list.item(row).setCheckState(Qt.CheckState.Checked if tick(row) else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)
        self.chosen = {self.list.item(row).data(NUMBER) for row in range(self.list.count()) if tick(row)}
        self._show_tally()

    def choose_last(self, count: int) -> None:
        self.choose(lambda row: row < count)  # the list is newest first

    def detail(self) -> list[int]:
        """The release numbers ticked, oldest first."""
        return sorted(self.chosen)

    def _ticked(self, item: QListWidgetItem) -> None:
        if item.checkState() == Qt.CheckState.Checked:
            self.chosen.add(item.data(NUMBER))
        else:
            self.chosen.discard(item.data(NUMBER))
        self._show_tally()

    def _show_tally(self) -> None:
        self.tally.setText(translate("ui.report_dialog", "{chosen} of {count} in detail").format(
            chosen=plain_number(len(self.chosen)), count=plain_number(self.count)))

    # -- the file ------------------------------------------------------------------------------------

    def _follow_format(self) -> None:
        """The file's ending follows the chosen format."""
        text = self.file.text().strip()
        if text:
            self.file.setText(str(Path(text).with_suffix(SUFFIXES[self.format.currentData()])))

    def choose_file(self) -> None:
        kind = self.format.currentData()
        filters = {"pdf": translate("ui.report_dialog", "PDF (*.pdf)"),
                   "html": translate("ui.report_dialog", "HTML (*.html)")}
        path, _ = QFileDialog.getSaveFileName(self, translate("ui.report_dialog", "Write a report"), self.file.text(),
                                              filters[kind])
        if path:
            if Path(path).suffix.lower() in (".html", ".htm", ".pdf"):
                self.format.blockSignals(True)
                self.format.setCurrentIndex(self.format.findData("pdf" if path.lower().endswith(".pdf") else "html"))
                self.format.blockSignals(False)
            else:
                path += SUFFIXES[kind]
            self.file.setText(path)

    def target(self) -> str:
        """The file to write: its ending made the chosen format's."""
        path = Path(self.file.text().strip())
        wanted = SUFFIXES[self.format.currentData()]
        if path.suffix.lower() not in ((".html", ".htm") if wanted == ".html" else (".pdf",)):
            path = path.with_name(path.name + wanted)
        return str(path)

    # -- running -------------------------------------------------------------------------------------

    def start(self) -> None:
        """Write the report in the worker: the ledger is read and the file written there, never in the window."""
        if self.running:
            return
        if not self.file.text().strip():
            self.status.setText(translate("ui.report_dialog", "Choose a file for the report first."))
            self.file.setFocus()
            return
        path, detail, project = self.target(), self.detail(), self.context.project
        self.file.setText(path)

        def job(task):  # worker thread: report and store calls only
            from dpgui.report.render import write_report

            report = build_report(project, detail=detail, task=task, how_to_choose=how_to_choose())
            write_report(report, path, task)
            return path, len(report.summary), len(report.releases)

        self.progress.setValue(0)
        self.progress.show()
        self.status.setText(translate("ui.report_dialog", "Starting…"))
        if self.context.runner.start(job, finished=self._finished, failed=self._failed, cancelled=self._cancelled,
                                     progress=self._progress):
            self._running(True)

    def _running(self, running: bool) -> None:
        self.running = running
        for widget in (self.format, self.file, self.browse, self.last, self.all, self.none, self.list,
                       self.start_button):
            widget.setEnabled(not running)
        self.close_button.setText(translate("ui.report_dialog", "Cancel") if running
                                  else translate("ui.report_dialog", "Close"))
        if running:
            self.close_button.setFocus()
        if not running:
            self.start_button.setFocus()

    def _progress(self, fraction: float, message: str) -> None:
        self.progress.setValue(int(fraction * 1000))
        self.status.setText(message)

    def _finished(self, result) -> None:
        path, count, detailed = result
        self._running(False)
        self.progress.setValue(1000)
        self.status.setText(translate("ui.report_dialog", "Wrote the report to {path}: {count} releases summed up, "
                                      "{detailed} in full detail.").format(path=path, count=plain_number(count),
                                                                           detailed=plain_number(detailed)))
        self.written.emit(path)

    def _failed(self, message: str) -> None:
        self._running(False)
        self.progress.hide()
        self.status.setText(translate("ui.report_dialog", "⚠ Report not written: {message}").format(message=message))

    def _cancelled(self) -> None:
        self._running(False)
        self.progress.hide()
        self.status.setText(translate("ui.report_dialog", "Cancelled. No report was written, and no file was "
                                      "changed."))

    def reject(self) -> None:
        """Cancel (the button, Esc, the window's close) stops a running report first; once idle, it closes."""
        if self.running:
            self.status.setText(translate("ui.report_dialog", "Cancelling…"))
            self.context.runner.cancel()
            return
        super().reject()
