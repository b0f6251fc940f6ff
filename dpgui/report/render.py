"""Render a report as a standalone HTML file (charts inlined) or as a PDF.

The PDF is set with fpdf2: its words and tables are PDF text placed directly. Matplotlib set each glyph at about
40 µs, so the summary and ledger of 10,000 releases took minutes; fpdf2 places a whole table cell in about that time.
The charts are still matplotlib's, embedded as PNG images. Every cell is wrapped inside its own column (measured
with the font's own widths), and a table's header repeats at the top of each page it runs onto."""

from __future__ import annotations

import base64
import html
import io
from pathlib import Path

import matplotlib
from fpdf import FPDF
from matplotlib.figure import Figure

from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.core.words.translation import language, right_to_left, translate
from dpgui.report.charts import local_numbers, plot_release
from dpgui.report.document import Report, ReportRelease, SummaryRow, interval_words
from dpgui.report.plain_words import above_cells, cells, plain_summary, row_label
from dpgui.report.release_export import by_variable
from dpgui.store.declared.names import html_text, shown
from dpgui.store.safe_files import write_bytes, write_text


def release_chart(release: dict) -> Figure:
    """A release's chart as reports show it, laid out so that every text stays inside it: twice, since the first
    layout can change a colour bar's ticks (and widen its labels) after it has made room for them."""
    figure = Figure(figsize=(7, 3.6), layout="constrained")
    plot_release(figure, release)
    local_numbers(figure)
    figure.draw_without_rendering()
    return figure


def _chart_png(release: dict) -> str:
    buffer = io.BytesIO()
    release_chart(release).savefig(buffer, format="png", dpi=110)
    return base64.b64encode(buffer.getvalue()).decode()


def _words(text: str) -> str:
    """dpgui's own (translated) words in HTML text: a translation's & < > escaped, its quotes kept as written."""
    return html.escape(text, quote=False)


def cell_headers(release: dict | None = None) -> list[str]:
    """The headers of a release's numbers: an above-threshold release's answers first (above, below, not examined)."""
    ends = [translate("report.render", "Low end"), translate("report.render", "High end")]
    if release and release["query"] == "above_threshold":
        return [translate("report.render", "Answer"), translate("report.render", "Follow-up count"), *ends]
    return [translate("report.render", "Estimate"), *ends]


def row_cells(release: dict, row: dict) -> list[str]:
    """A row's numbers as texts, under :func:`cell_headers`."""
    return above_cells(row) if release["query"] == "above_threshold" else cells(row)


def budget_headers() -> list[str]:
    return [translate("report.render", "Dataset"), translate("report.render", "Total"),
            translate("report.render", "Spent"), translate("report.render", "Remaining")]


def summary_headers() -> list[str]:
    return ["#", translate("report.render", "When (UTC)"), translate("report.render", "What"),
            translate("report.render", "Cost"), translate("report.render", "Released numbers (low to high end)"),
            translate("report.render", "How")]


def summary_cells(row: SummaryRow) -> list[str]:
    return [str(row.number), row.when, row.what, row.cost, row.results, row.how]


def ledger_headers() -> list[str]:
    """The ledger table's columns (the PDF's leaves the dataset out: the third)."""
    return ["#", translate("report.render", "Time (UTC)"), translate("report.render", "Dataset"),
            translate("report.render", "Query"), translate("report.render", "Outcome"),
            translate("report.render", "Cost"), translate("report.render", "Hash")]


def progress_step(task: Task | None, fraction: float, message: str) -> None:
    """Progress for the app's worker (public facts only: release numbers and counts); raises Cancelled on a cancel."""
    if task is not None:
        task.progress(fraction, message)


def summary_progress(done: int, count: int) -> str:
    return translate("report.render", "Writing the summary: release {number} of {count}").format(
        number=plain_number(done + 1), count=plain_number(count))


def detail_progress(r, done: int, count: int) -> str:
    return translate("report.render", "Drawing release {number} ({done} of {count} in detail)").format(
        number=r.release["release_id"], done=plain_number(done + 1), count=plain_number(count))


def write_html(report: Report, path: Path, task: Task | None = None) -> None:
    """The whole page, built in memory and then written whole: a cancel (``task``) leaves no file behind."""
    e = html_text  # no markup, and no text-direction override reordering a cell
    direction = " dir='rtl'" if right_to_left() else ""
    parts = [f"<!DOCTYPE html><html lang='{language()}'{direction}><head><meta charset='utf-8'><title>"
             + _words(translate("report.render", "{project} — release report")).format(project=e(report.project))
             + "</title><style>body{font-family:sans-serif;max-width:920px;margin:2em auto;line-height:1.45}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:3px 8px;"
             "text-align:right}td:first-child,th:first-child{text-align:left}.small{color:#555;font-size:90%}"
             ".cells td:nth-last-child(n+4),.cells th:nth-last-child(n+4){text-align:left}"  # each variable's category
             ".summary td,.summary th{text-align:left;vertical-align:top;font-size:90%}"
             "</style></head><body>",
             "<h1>" + _words(translate("report.render", "Release report: {project}")).format(project=e(report.project))
             + "</h1><p class='small'>"
             + _words(translate("report.render", "Generated {time}")).format(time=e(report.generated)) + "</p>",
             "<h2>" + _words(translate("report.render", "Methodology")) + "</h2>"]
    parts += [f"<p>{e(p)}</p>" for p in report.methodology]
    parts.append("<h2>" + _words(translate("report.render", "Budget")) + "</h2><table><tr>"
                 + "".join(f"<th>{_words(h)}</th>" for h in budget_headers()) + "</tr>")
    for name, b in report.budgets.items():
        key = "rho" if b["total"]["kind"] == "zcdp" else "epsilon"
        parts.append(f"<tr><td>{e(name)}</td>" + "".join(f"<td>{plain_epsilon(b[k][key])}</td>" for k in ("total", "spent",
                                                                                             "remaining")) + "</tr>")
    parts.append("</table><h2>" + _words(translate("report.render", "Summary of the releases")) + "</h2>")
    if report.detail_note:
        parts.append(f"<p>{e(report.detail_note)}</p>")
    parts.append("<table class='summary'><tr>" + "".join(f"<th>{_words(h)}</th>" for h in summary_headers()) + "</tr>")
    for i, row in enumerate(report.summary):
        if i % 2000 == 0:
            progress_step(task, 0.3 + 0.2 * i / len(report.summary), summary_progress(i, len(report.summary)))
        parts.append("<tr>" + "".join(f"<td>{e(c)}</td>" for c in summary_cells(row)) + "</tr>")
    parts.append("</table>")
    if report.releases:
        parts.append("<h2>" + _words(translate("report.render", "Released statistics")) + "</h2>")
    for i, r in enumerate(report.releases):
        progress_step(task, 0.5 + 0.4 * i / len(report.releases), detail_progress(r, i, len(report.releases)))
        rel = r.release
        names, named = labels(rel)
        parts.append(f"<h3>{e(r.title)}</h3><p>{e(plain_summary(rel))}</p><p class='small'>{e(r.mechanism)}; "
                     f"{_words(interval_words(rel))}</p><table class='cells'><tr>"
                     + "".join(f"<th>{e(n)}</th>" for n in names)
                     + "".join(f"<th>{_words(h)}</th>" for h in cell_headers(rel)) + "</tr>")
        parts += ["<tr>" + "".join(f"<td>{e(c)}</td>" for c in label)
                  + "".join(f"<td>{e(c)}</td>" for c in row_cells(rel, row)) + "</tr>"
                  for label, row in zip(named, rel["rows"], strict=True)]
        alt = html.escape(translate("report.render", "chart of release {number}").format(number=rel["release_id"]))
        parts.append(f"</table><img alt='{alt}' style='max-width:100%' src='data:image/png;base64,{_chart_png(rel)}'>")
    parts.append("<h2>" + _words(translate("report.render", "Ledger")) + "</h2><table><tr>"
                 + "".join(f"<th>{_words(h)}</th>" for h in ledger_headers()) + "</tr>")
    parts += [f"<tr><td>{row['id']}</td><td>{e(row['time'])}</td><td>{e(row['dataset'])}</td><td>{e(row['query'])}"
              f"</td><td>{e(row['outcome'])}</td><td>{e(row['cost'])}</td><td>{short_hash(row['hash'], 16)}</td></tr>"
              for row in report.ledger]
    parts.append("</table><p class='small'>" + _words(translate(
        "report.render", "Head of the ledger's hash chain: {hash}. Any change to an earlier entry changes this value."
    )).format(hash=f"<code>{report.head_hash}</code>") + "</p></body></html>")
    progress_step(task, 1.0, translate("report.render", "Saving the report"))
    write_text(path, "".join(parts))


def labels(release: dict) -> tuple[list[str], list[tuple[str, ...]]]:
    """The headers naming what each row is, and each row's: its category of each variable of a histogram or
    table (sex, age group), else its label."""
    split = by_variable(release)
    return split or ([translate("report.render", "Label")], [(row_label(release, row),) for row in release["rows"]])


def short_hash(digest: str, chars: int) -> str:
    return digest[:chars] + "…" if digest else ""


FONTS = Path(matplotlib.get_data_path()) / "fonts" / "ttf"  # DejaVu, shipped with matplotlib (the charts' font)
MARGIN = 15  # mm
WIDTH = 210 - 2 * MARGIN
TABLE_ROWS_PER_PAGE = 24  # of a release's own table: the others are in the HTML report and the exported table


class ReportPdf(FPDF):
    """An A4 document in DejaVu Sans, whose text stays within the margins."""

    def __init__(self, title: str):
        super().__init__(format="A4", unit="mm")
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_auto_page_break(True, MARGIN)
        self.add_font("dejavu", fname=str(FONTS / "DejaVuSans.ttf"))
        self.add_font("dejavu", style="B", fname=str(FONTS / "DejaVuSans-Bold.ttf"))
        self.add_font("mono", fname=str(FONTS / "DejaVuSansMono.ttf"))
        self.set_title(title)
        self.set_creator("dpgui")
        self.set_font("dejavu", size=9)
        self._wrapped: dict[tuple, tuple[str, ...]] = {}

    def heading(self, text: str, size: float = 13) -> None:
        self.set_font("dejavu", "B", size)
        self.multi_cell(0, size * 0.5, shown(text), new_x="LMARGIN", new_y="NEXT")
        self.ln(1.5)
        self.set_font("dejavu", "", 9)

    def paragraph(self, text: str, size: float = 9, family: str = "dejavu") -> None:
        self.set_font(family, "", size)
        self.multi_cell(0, size * 0.45, shown(text), new_x="LMARGIN", new_y="NEXT")
        self.ln(1.5)
        self.set_font("dejavu", "", 9)

    def table(self, header: list[str], rows, widths: list[float], right: int = 0, size: float = 7.5,
              progress=None) -> None:
        """``rows`` of texts under ``header``, each cell wrapped inside its column (``widths`` in mm); the last
        ``right`` columns (numbers) aligned right. ``progress(i)`` is called every 500 rows."""
        line = size * 0.42
        self.set_font("dejavu", "", size)
        self._row([shown(h) for h in header], widths, right, size, line, bold=True)
        for i, row in enumerate(rows):
            if progress is not None and i % 500 == 0:
                progress(i)
            if not self._row([shown(c) for c in row], widths, right, size, line):
                self.add_page()
                self._row([shown(h) for h in header], widths, right, size, line, bold=True)
                self._row([shown(c) for c in row], widths, right, size, line)
        self.ln(2)
        self.set_font("dejavu", "", 9)

    def wrap(self, text: str, width: float, style: str = "", size: float = 7.5) -> tuple[str, ...]:
        """``text`` in lines no wider than ``width`` mm in that font: at spaces, and inside a word too long for a
        line. Kept: the same words recur in row after row (the same query, method and rule for missing values)."""
        key = (text, width, style, size)
        if key not in self._wrapped:
            self.set_font("dejavu", style, size)
            self._wrapped[key] = _wrap(text, lambda t: self.get_string_width(t) <= width)
        return self._wrapped[key]

    def _row(self, texts: list[str], widths: list[float], right: int, size: float, line: float,
             bold: bool = False) -> bool:
        """One row at the current height, or False (nothing drawn) when it does not fit on this page."""
        style = "B" if bold else ""
        wrapped = [self.wrap(text, width - 1.6, style, size) for text, width in zip(texts, widths)]
        height = max(len(lines) for lines in wrapped) * line + 1.2
        top = self.get_y()
        if top + height > self.h - MARGIN and top > self.t_margin + line:
            return False
        self.set_font("dejavu", style, size)
        x = self.l_margin
        first_right = len(widths) - right
        for column, (lines, width) in enumerate(zip(wrapped, widths)):
            for k, text in enumerate(lines):
                dx = width - 0.8 - self.get_string_width(text) if column >= first_right else 0.8
                self.text(x + dx, top + 0.6 + (k + 0.78) * line, text)
            x += width
        self.set_draw_color(190)
        self.line(self.l_margin, top + height, self.l_margin + sum(widths), top + height)
        self.set_y(top + height)
        return True


def _wrap(text: str, fits) -> tuple[str, ...]:
    if fits(text):
        return (text,)
    lines, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if fits(trial):
            line = trial
            continue
        if line:
            lines.append(line)
        while not fits(word):
            cut = len(word) - 1
            while cut > 1 and not fits(word[:cut]):
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    lines.append(line)
    return tuple(lines)


SUMMARY_WIDTHS = [11, 21, 38, 16, 50, 44]
LEDGER_WIDTHS = [11, 26, 66, 25, 28, 24]


def write_pdf(report: Report, path: Path, task: Task | None = None) -> None:
    """The whole PDF, built in memory and then written whole: a cancel (``task``) leaves no file behind."""
    title = translate("report.render", "Release report: {project}")
    pdf = ReportPdf(shown(title.format(project=report.project)))
    pdf.add_page()
    pdf.heading(title.format(project=report.project), 15)
    pdf.paragraph(translate("report.render", "Generated {time}").format(time=report.generated) + ".")
    pdf.heading(translate("report.render", "Methodology"), 11)
    for text in report.methodology:
        pdf.paragraph(text)
    pdf.heading(translate("report.render", "Summary of the releases"), 11)
    if report.detail_note:
        pdf.paragraph(report.detail_note, 8.5)
    count = len(report.summary)
    pdf.table(summary_headers(), (summary_cells(r) for r in report.summary), SUMMARY_WIDTHS, size=7,
              progress=lambda i: progress_step(task, 0.3 + 0.2 * i / count, summary_progress(i, count)))
    for i, r in enumerate(report.releases):
        progress_step(task, 0.5 + 0.4 * i / len(report.releases), detail_progress(r, i, len(report.releases)))
        release_pages(pdf, r)
    progress_step(task, 0.9, translate("report.render", "Writing the ledger"))
    pdf.add_page()
    pdf.heading(translate("report.render", "Budget and ledger"))
    pdf.table(budget_headers(), [[name] + [plain_epsilon(b[k]["rho" if b["total"]["kind"] == "zcdp" else "epsilon"])
                                           for k in ("total", "spent", "remaining")]
                                 for name, b in report.budgets.items()], [84, 32, 32, 32], right=3, size=8)
    headers = ledger_headers()
    pdf.table(headers[:2] + headers[3:], ([r["id"], r["time"][:16].replace("T", " "), r["query"],
                                           r["outcome"].split(" (")[0], r["cost"], short_hash(r["hash"], 9)]
                                          for r in report.ledger), LEDGER_WIDTHS)
    pdf.paragraph(translate("report.render", "Every entry counts as spent, whatever its outcome. Head of the "
                            "ledger's hash chain:") + f"\n{report.head_hash}", 8, "mono")
    data = bytes(pdf.output())
    progress_step(task, 1.0, translate("report.render", "Saving the report"))
    write_bytes(path, data)


def release_pages(pdf: ReportPdf, r: ReportRelease) -> None:
    """A release in detail, from a new page: its title and summary, the first rows of its table (all of them are in
    the HTML report and the exported table), its chart and how its intervals were computed."""
    rel = r.release
    pdf.add_page()
    pdf.heading(r.title)
    pdf.paragraph(f"{plain_summary(rel)} {r.mechanism}; {interval_words(rel)}.", 8.5)
    names, named = labels(rel)
    rows = [[*label, *row_cells(rel, row)] for label, row in zip(named, rel["rows"], strict=True)]
    first = rows[:TABLE_ROWS_PER_PAGE]
    numbers = cell_headers(rel)
    label_width = WIDTH - 27 * len(numbers)
    pdf.table(names + numbers, first, [label_width / len(names)] * len(names) + [27] * len(numbers), right=3, size=8)
    if len(rows) > len(first):
        pdf.paragraph(translate("report.render", "… {count} more rows in the HTML report or the exported table.")
                      .format(count=plain_number(len(rows) - len(first))), 8)
    buffer = io.BytesIO()
    release_chart(rel).savefig(buffer, format="png", dpi=150)
    buffer.seek(0)
    pdf.image(buffer, w=WIDTH)
    how = translate("report.render", "How the intervals were computed: {method}.").format(method=rel["method"])
    post = rel.get("post_processing") or []
    if post:
        how += " " + translate("report.render", "Post-processing (free): {steps}.").format(steps=", ".join(post))
    pdf.ln(1)
    pdf.paragraph(how, 8)


def write_report(report: Report, path, task: Task | None = None) -> None:
    """Write the report as PDF or HTML, whole or not at all: ``task`` hears the progress and may cancel it."""
    path = Path(path)
    if path.suffix.lower() == ".pdf":
        write_pdf(report, path, task)
    elif path.suffix.lower() in (".html", ".htm"):
        write_html(report, path, task)
    else:
        raise ValueError(translate("report.render", "The report file must end in .pdf or .html"))
