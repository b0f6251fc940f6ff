"""Render a report as a standalone HTML file (charts inlined) or as a PDF (matplotlib pages)."""

from __future__ import annotations

import base64
import html
import io
import textwrap
from pathlib import Path

from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure

from dpgui.core.words.plain_numbers import plain_epsilon, plain_number, plain_percent
from dpgui.core.words.translation import language, right_to_left, translate
from dpgui.report.charts import local_numbers, plot_release
from dpgui.report.document import Report, ReportRelease
from dpgui.report.plain_words import cells, plain_summary, row_label
from dpgui.report.release_export import by_variable
from dpgui.store.declared.names import html_text, shown
from dpgui.store.safe_files import write_bytes, write_text

A4 = (8.27, 11.69)
TABLE_ROWS_PER_PAGE = 24


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


def _intervals(release: dict) -> str:
    """What ranges the numbers have: many tables at once have approximate ones, or none (stored before them, or too
    large to refit: confidence 0)."""
    sure = plain_percent(release["confidence"])
    if release["query"] != "marginals":
        return translate("report.render", "{confidence} intervals").format(confidence=sure)
    if release["confidence"]:
        return translate("report.render", "approximate {confidence} ranges").format(confidence=sure)
    return translate("report.render", "no per-cell ranges")


def _cell_headers() -> list[str]:
    return [translate("report.render", "Estimate"), translate("report.render", "Low end"),
            translate("report.render", "High end")]


def _budget_headers() -> list[str]:
    return [translate("report.render", "Dataset"), translate("report.render", "Total"),
            translate("report.render", "Spent"), translate("report.render", "Remaining")]


def _ledger_headers() -> list[str]:
    """The ledger table's columns (the PDF's leaves the dataset out: the third)."""
    return ["#", translate("report.render", "Time (UTC)"), translate("report.render", "Dataset"),
            translate("report.render", "Query"), translate("report.render", "Outcome"),
            translate("report.render", "Cost"), translate("report.render", "Hash")]


def write_html(report: Report, path: Path) -> None:
    e = html_text  # no markup, and no text-direction override reordering a cell
    direction = " dir='rtl'" if right_to_left() else ""
    parts = [f"<!DOCTYPE html><html lang='{language()}'{direction}><head><meta charset='utf-8'><title>"
             + _words(translate("report.render", "{project} — release report")).format(project=e(report.project))
             + "</title><style>body{font-family:sans-serif;max-width:920px;margin:2em auto;line-height:1.45}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:3px 8px;"
             "text-align:right}td:first-child,th:first-child{text-align:left}.small{color:#555;font-size:90%}"
             ".cells td:nth-last-child(n+4),.cells th:nth-last-child(n+4){text-align:left}"  # each variable's category
             "</style></head><body>",
             "<h1>" + _words(translate("report.render", "Release report: {project}")).format(project=e(report.project))
             + "</h1><p class='small'>"
             + _words(translate("report.render", "Generated {time}")).format(time=e(report.generated)) + "</p>",
             "<h2>" + _words(translate("report.render", "Methodology")) + "</h2>"]
    parts += [f"<p>{e(p)}</p>" for p in report.methodology]
    parts.append("<h2>" + _words(translate("report.render", "Budget")) + "</h2><table><tr>"
                 + "".join(f"<th>{_words(h)}</th>" for h in _budget_headers()) + "</tr>")
    for name, b in report.budgets.items():
        key = "rho" if b["total"]["kind"] == "zcdp" else "epsilon"
        parts.append(f"<tr><td>{e(name)}</td>" + "".join(f"<td>{plain_epsilon(b[k][key])}</td>" for k in ("total", "spent",
                                                                                             "remaining")) + "</tr>")
    parts.append("</table><h2>" + _words(translate("report.render", "Released statistics")) + "</h2>")
    for r in report.releases:
        rel = r.release
        names, labels = _labels(rel)
        parts.append(f"<h3>{e(r.title)}</h3><p>{e(plain_summary(rel))}</p><p class='small'>{e(r.mechanism)}; "
                     f"{_words(_intervals(rel))}</p><table class='cells'><tr>"
                     + "".join(f"<th>{e(n)}</th>" for n in names)
                     + "".join(f"<th>{_words(h)}</th>" for h in _cell_headers()) + "</tr>")
        parts += ["<tr>" + "".join(f"<td>{e(c)}</td>" for c in label)
                  + "".join(f"<td>{e(c)}</td>" for c in cells(row)) + "</tr>"
                  for label, row in zip(labels, rel["rows"], strict=True)]
        alt = html.escape(translate("report.render", "chart of release {number}").format(number=rel["release_id"]))
        parts.append(f"</table><img alt='{alt}' style='max-width:100%' src='data:image/png;base64,{_chart_png(rel)}'>")
    parts.append("<h2>" + _words(translate("report.render", "Ledger")) + "</h2><table><tr>"
                 + "".join(f"<th>{_words(h)}</th>" for h in _ledger_headers()) + "</tr>")
    parts += [f"<tr><td>{row['id']}</td><td>{e(row['time'])}</td><td>{e(row['dataset'])}</td><td>{e(row['query'])}"
              f"</td><td>{e(row['outcome'])}</td><td>{e(row['cost'])}</td><td>{_short(row['hash'], 16)}</td></tr>"
              for row in report.ledger]
    parts.append("</table><p class='small'>" + _words(translate(
        "report.render", "Head of the ledger's hash chain: {hash}. Any change to an earlier entry changes this value."
    )).format(hash=f"<code>{report.head_hash}</code>") + "</p></body></html>")
    write_text(path, "".join(parts))


def _labels(release: dict) -> tuple[list[str], list[tuple[str, ...]]]:
    """The headers naming what each row is, and each row's: its category of each variable of a histogram or
    table (sex, age group), else its label."""
    split = by_variable(release)
    return split or ([translate("report.render", "Label")], [(row_label(release, row),) for row in release["rows"]])


def _text_page(pdf: PdfPages, title: str, paragraphs: list[str], width: int = 92) -> None:
    """Pages of wrapped text (as many as the paragraphs need)."""
    lines = []
    for p in paragraphs:
        lines += textwrap.wrap(p, width) + [""]
    per_page = 60
    for start in range(0, max(len(lines), 1), per_page):
        fig = Figure(figsize=A4)
        fig.text(0.08, 0.95, title if start == 0 else translate("report.render", "{title} (continued)").format(
            title=title), fontsize=15, weight="bold", va="top")
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
    title = translate("report.render", "Release report: {project}")
    with PdfPages(document, metadata={"Title": title.format(project=shown(report.project)), "Creator": "dpgui"}) as pdf:
        generated = translate("report.render", "Generated {time}").format(time=report.generated) + "."
        _text_page(pdf, _p(title.format(project=report.project)),
                   [_p(p) for p in [generated, translate("report.render", "METHODOLOGY")] + report.methodology])
        for r in report.releases:
            pdf.savefig(release_page(r))
        for start in range(0, max(len(report.ledger), 1), LEDGER_ROWS_PER_PAGE):
            pdf.savefig(ledger_page(report, start))
    write_bytes(path, document.getvalue())


def release_page(r: ReportRelease) -> Figure:
    """A release's PDF page: its title and summary, as many rows of its table as leave room for its chart and its
    method below (the others are in the HTML report and the exported table), each text inside its own column."""
    rel = r.release
    names, labels = _labels(rel)
    chars = 52 // len(names)  # what fits one of the names' columns at 8 pt (they share 55% of the width)
    rows = [[*(_fit(_p(c), chars) for c in label), *cells(row)] for label, row in zip(labels, rel["rows"], strict=True)]
    fig = Figure(figsize=A4)
    fig.text(0.08, 0.96, _p(r.title), fontsize=13, weight="bold", va="top")
    intro = textwrap.fill(_p(f"{plain_summary(rel)} {r.mechanism}; {_intervals(rel)}."), 100)
    fig.text(0.08, 0.93, intro, fontsize=8.5, va="top")
    below = 0.013 * intro.count("\n")  # the intro's extra lines push the table and chart down
    post = rel.get("post_processing") or []
    how = translate("report.render", "How the intervals were computed: {method}.").format(method=rel["method"])
    if post:
        how += " " + translate("report.render", "Post-processing (free): {steps}.").format(steps=", ".join(post))
    how = textwrap.fill(_p(how), 110)
    room = 0.86 - below - 0.46 - 0.012 * (how.count("\n") + 1) - 0.03  # what the chart and the method leave
    first = rows[:max(1, min(TABLE_ROWS_PER_PAGE, int(room / 0.018) - 1))]
    height = 0.018 * (len(first) + 1)  # the table's own height, so the chart sits just below it
    _table(fig.add_axes((0.08, 0.90 - below - height, 0.84, height)),
           [_fit(_p(n), chars) for n in names] + _cell_headers(), first,
           widths=[0.55 / len(names)] * len(names) + [0.15] * 3)
    if len(rows) > len(first):
        fig.text(0.08, 0.89 - below - height, translate("report.render", "… {count} more rows in the HTML report or "
                 "the exported table.").format(count=plain_number(len(rows) - len(first))), fontsize=8, va="top")
    buffer = io.BytesIO()
    release_chart(rel).savefig(buffer, format="png", dpi=150)
    buffer.seek(0)
    from matplotlib.image import imread
    image_ax = fig.add_axes((0.08, 0.86 - below - height - 0.44, 0.84, 0.42), anchor="N")
    image_ax.imshow(imread(buffer))
    image_ax.set_axis_off()
    fig.text(0.08, 0.86 - below - height - 0.46, how, fontsize=8, va="top")
    return fig


def ledger_page(report: Report, start: int = 0) -> Figure:
    """A page of the PDF's ledger from row ``start`` (the first page also has the budgets), each text kept inside
    its own column. Every row is printed, so the rows of each group of people add up to its total."""
    fig = Figure(figsize=A4)
    fig.text(0.08, 0.96, translate("report.render", "Budget and ledger") if start == 0
             else translate("report.render", "Ledger (continued)"), fontsize=13, weight="bold", va="top")
    if start == 0:
        budget_rows = []
        for name, b in report.budgets.items():
            key = "rho" if b["total"]["kind"] == "zcdp" else "epsilon"
            budget_rows.append([_fit(_p(name), 48)] + [plain_epsilon(b[k][key]) for k in ("total", "spent", "remaining")])
        _table(fig.add_axes((0.08, 0.80, 0.84, 0.13)), _budget_headers(), budget_rows,
               widths=[0.46, 0.18, 0.18, 0.18])
    headers = _ledger_headers()
    _table(fig.add_axes((0.08, 0.12, 0.84, 0.64)), headers[:2] + headers[3:],
           [[r["id"], r["time"][:16].replace("T", " "), _fit(_p(r["query"]), LEDGER_QUERY_CHARS),
             r["outcome"].split(" (")[0], r["cost"], _short(r["hash"], 9)]
            for r in report.ledger[start:start + LEDGER_ROWS_PER_PAGE]],
           widths=[0.06, 0.17, 0.35, 0.12, 0.14, 0.16])
    fig.text(0.08, 0.08, translate("report.render", "Every entry counts as spent, whatever its outcome. Head of the "
                                   "ledger's hash chain:") + f"\n{report.head_hash}", fontsize=8, family="monospace")
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
        raise ValueError(translate("report.render", "The report file must end in .pdf or .html"))
