"""Render a report as a standalone HTML file (charts inlined) or as a PDF (matplotlib pages)."""

from __future__ import annotations

import base64
import io
import textwrap
from pathlib import Path

from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure

from dpgui.core.words.plain_numbers import plain_epsilon
from dpgui.report.charts import plot_release
from dpgui.report.document import Report
from dpgui.report.plain_words import cells, plain_summary
from dpgui.store.declared.names import html_text, shown
from dpgui.store.safe_files import write_bytes, write_text

A4 = (8.27, 11.69)
TABLE_ROWS_PER_PAGE = 24


def _chart_png(release: dict) -> str:
    figure = Figure(figsize=(7, 3.6), layout="constrained")
    plot_release(figure, release)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110)
    return base64.b64encode(buffer.getvalue()).decode()


def write_html(report: Report, path: Path) -> None:
    e = html_text  # no markup, and no text-direction override reordering a cell
    parts = [f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{e(report.project)} — release report"
             "</title><style>body{font-family:sans-serif;max-width:920px;margin:2em auto;line-height:1.45}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:3px 8px;"
             "text-align:right}td:first-child,th:first-child{text-align:left}.small{color:#555;font-size:90%}"
             "</style></head><body>",
             f"<h1>Release report: {e(report.project)}</h1><p class='small'>Generated {e(report.generated)}</p>",
             "<h2>Methodology</h2>"]
    parts += [f"<p>{e(p)}</p>" for p in report.methodology]
    parts.append("<h2>Budget</h2><table><tr><th>Dataset</th><th>Total</th><th>Spent</th><th>Remaining</th></tr>")
    for name, b in report.budgets.items():
        key = "rho" if b["total"]["kind"] == "zcdp" else "epsilon"
        parts.append(f"<tr><td>{e(name)}</td>" + "".join(f"<td>{plain_epsilon(b[k][key])}</td>" for k in ("total", "spent",
                                                                                             "remaining")) + "</tr>")
    parts.append("</table><h2>Released statistics</h2>")
    for r in report.releases:
        rel = r.release
        parts.append(f"<h3>{e(r.title)}</h3><p>{e(plain_summary(rel))}</p><p class='small'>{e(r.mechanism)}; "
                     f"{rel['confidence']:.0%} intervals</p><table><tr><th>Label</th><th>Estimate</th><th>Low end</th>"
                     "<th>High end</th></tr>")
        parts += [f"<tr><td>{e(str(row['label']))}</td>" + "".join(f"<td>{e(c)}</td>" for c in cells(row)) + "</tr>"
                  for row in rel["rows"]]
        parts.append(f"</table><img alt='chart of release {rel['release_id']}' style='max-width:100%' "
                     f"src='data:image/png;base64,{_chart_png(rel)}'>")
    parts.append("<h2>Ledger</h2><table><tr><th>#</th><th>Time (UTC)</th><th>Dataset</th><th>Query</th><th>Outcome</th>"
                 "<th>Cost</th><th>Hash</th></tr>")
    parts += [f"<tr><td>{row['id']}</td><td>{e(row['time'])}</td><td>{e(row['dataset'])}</td><td>{e(row['query'])}"
              f"</td><td>{e(row['outcome'])}</td><td>{e(row['cost'])}</td><td>{_short(row['hash'], 16)}</td></tr>"
              for row in report.ledger]
    parts.append(f"</table><p class='small'>Head of the ledger's hash chain: <code>{report.head_hash}</code>. "
                 "Any change to an earlier entry changes this value.</p></body></html>")
    write_text(path, "".join(parts))


def _text_page(pdf: PdfPages, title: str, paragraphs: list[str], width: int = 92) -> None:
    """Pages of wrapped text (as many as the paragraphs need)."""
    lines = []
    for p in paragraphs:
        lines += textwrap.wrap(p, width) + [""]
    per_page = 60
    for start in range(0, max(len(lines), 1), per_page):
        fig = Figure(figsize=A4)
        fig.text(0.08, 0.95, title if start == 0 else f"{title} (continued)", fontsize=15, weight="bold", va="top")
        fig.text(0.08, 0.91, "\n".join(lines[start:start + per_page]), fontsize=9, va="top", family="sans-serif")
        pdf.savefig(fig)


def _table(ax, header: list[str], rows: list[list[str]], widths: list[float] | None = None) -> None:
    """A table on a PDF page; ``widths`` (shares of the width) keep long text inside its own column."""
    ax.set_axis_off()
    table = ax.table(cellText=rows or [["—"] * len(header)], colLabels=header, loc="upper center", cellLoc="right",
                     colWidths=widths)
    table.auto_set_font_size(False)
    table.set_fontsize(8)
    table.scale(1, 1.25)


LEDGER_QUERY_CHARS = 36  # what fits the ledger table's query column at 8 pt
LEDGER_ROWS_PER_PAGE = 30


def _fit(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


def _p(text) -> str:
    """Text for a PDF page: hidden characters made visible, and ``$`` kept from starting matplotlib's math mode."""
    return shown(text).replace("$", r"\$")


def write_pdf(report: Report, path: Path) -> None:
    document = io.BytesIO()
    with PdfPages(document, metadata={"Title": f"Release report: {shown(report.project)}", "Creator": "dpgui"}) as pdf:
        _text_page(pdf, _p(f"Release report: {report.project}"),
                   [_p(p) for p in [f"Generated {report.generated}.", "METHODOLOGY"] + report.methodology])
        for r in report.releases:
            rel = r.release
            rows = [[_p(row["label"]), *cells(row)] for row in rel["rows"]]
            fig = Figure(figsize=A4)
            fig.text(0.08, 0.96, _p(r.title), fontsize=13, weight="bold", va="top")
            intro = textwrap.fill(_p(f"{plain_summary(rel)} {r.mechanism}; {rel['confidence']:.0%} intervals."), 100)
            fig.text(0.08, 0.93, intro, fontsize=8.5, va="top")
            below = 0.013 * intro.count("\n")  # the intro's extra lines push the table and chart down
            first = rows[:TABLE_ROWS_PER_PAGE]
            height = 0.018 * (len(first) + 1)  # the table's own height, so the chart sits just below it
            _table(fig.add_axes((0.08, 0.90 - below - height, 0.84, height)),
                   ["Label", "Estimate", "Low end", "High end"], first)
            if len(rows) > len(first):
                fig.text(0.08, 0.89 - below - height, f"… {len(rows) - len(first)} more rows in the HTML report or the "
                         "exported table.", fontsize=8, va="top")
            chart = Figure(figsize=(7, 3.6), layout="constrained")
            plot_release(chart, rel)
            buffer = io.BytesIO()
            chart.savefig(buffer, format="png", dpi=150)
            buffer.seek(0)
            from matplotlib.image import imread
            image_ax = fig.add_axes((0.08, 0.86 - below - height - 0.44, 0.84, 0.42), anchor="N")
            image_ax.imshow(imread(buffer))
            image_ax.set_axis_off()
            post = rel.get("post_processing") or []
            how = f"How the intervals were computed: {rel['method']}." + (
                f" Post-processing (free): {', '.join(post)}." if post else "")
            fig.text(0.08, 0.86 - below - height - 0.46, textwrap.fill(_p(how), 110), fontsize=8, va="top")
            pdf.savefig(fig)
        for start in range(0, max(len(report.ledger), 1), LEDGER_ROWS_PER_PAGE):
            pdf.savefig(ledger_page(report, start))
    write_bytes(path, document.getvalue())


def ledger_page(report: Report, start: int = 0) -> Figure:
    """A page of the PDF's ledger from row ``start`` (the first page also has the budgets), each text kept inside
    its own column. Every row is printed, so the rows of each group of people add up to its total."""
    fig = Figure(figsize=A4)
    fig.text(0.08, 0.96, "Budget and ledger" if start == 0 else "Ledger (continued)", fontsize=13, weight="bold",
             va="top")
    if start == 0:
        budget_rows = []
        for name, b in report.budgets.items():
            key = "rho" if b["total"]["kind"] == "zcdp" else "epsilon"
            budget_rows.append([_fit(_p(name), 48)] + [plain_epsilon(b[k][key]) for k in ("total", "spent", "remaining")])
        _table(fig.add_axes((0.08, 0.80, 0.84, 0.13)), ["Dataset", "Total", "Spent", "Remaining"], budget_rows,
               widths=[0.46, 0.18, 0.18, 0.18])
    _table(fig.add_axes((0.08, 0.12, 0.84, 0.64)), ["#", "Time (UTC)", "Query", "Outcome", "Cost", "Hash"],
           [[r["id"], r["time"][:16].replace("T", " "), _fit(_p(r["query"]), LEDGER_QUERY_CHARS),
             r["outcome"].split(" (")[0], r["cost"], _short(r["hash"], 9)]
            for r in report.ledger[start:start + LEDGER_ROWS_PER_PAGE]],
           widths=[0.06, 0.17, 0.35, 0.12, 0.14, 0.16])
    fig.text(0.08, 0.08, f"Every entry counts as spent, whatever its outcome. Head of the ledger's hash chain:\n"
             f"{report.head_hash}", fontsize=8, family="monospace")
    return fig


def _short(digest: str, chars: int) -> str:
    return digest[:chars] + "…" if digest else ""


def write_report(report: Report, path) -> None:
    path = Path(path)
    if path.suffix.lower() == ".pdf":
        write_pdf(report, path)
    elif path.suffix.lower() in (".html", ".htm"):
        write_html(report, path)
    else:
        raise ValueError("the report file must end in .pdf or .html")
