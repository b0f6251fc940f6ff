"""Render a report as a standalone HTML file (charts inlined) or as a PDF (``pdf_report``): the words and headers
both share, and the charts (matplotlib figures)."""

from __future__ import annotations

import base64
import html
import io
from pathlib import Path

from matplotlib.figure import Figure

from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.core.words.translation import language, right_to_left, translate
from dpgui.report.charts import local_numbers, plot_release
from dpgui.report.document import Report, SummaryRow, interval_words
from dpgui.report.plain_words import cells, plain_summary, row_label
from dpgui.report.release_export import by_variable
from dpgui.store.declared.names import html_text
from dpgui.store.safe_files import write_text


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


def cell_headers() -> list[str]:
    return [translate("report.render", "Estimate"), translate("report.render", "Low end"),
            translate("report.render", "High end")]


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
                     + "".join(f"<th>{_words(h)}</th>" for h in cell_headers()) + "</tr>")
        parts += ["<tr>" + "".join(f"<td>{e(c)}</td>" for c in label)
                  + "".join(f"<td>{e(c)}</td>" for c in cells(row)) + "</tr>"
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


def write_report(report: Report, path, task: Task | None = None) -> None:
    """Write the report as PDF or HTML, whole or not at all: ``task`` hears the progress and may cancel it."""
    path = Path(path)
    if path.suffix.lower() == ".pdf":
        from dpgui.report.pdf_report import write_pdf  # fpdf2 loads only for a PDF

        write_pdf(report, path, task)
    elif path.suffix.lower() in (".html", ".htm"):
        write_html(report, path, task)
    else:
        raise ValueError(translate("report.render", "The report file must end in .pdf or .html"))
