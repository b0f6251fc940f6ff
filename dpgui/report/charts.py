"""Charts drawn on a matplotlib Figure (never pyplot), shared by the app's canvases and the
reports: ``plot_release(figure, release)`` and ``plot_tradeoff(figure, ε, δ)``. Qt-free."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import numpy as np

from dpgui.core.words.interpretation import best_true_positive_rate
from dpgui.core.words.plain_numbers import plain_number, plain_percent
from dpgui.core.words.translation import separators, translate
from dpgui.report.plain_words import category, row_label

if TYPE_CHECKING:  # the figure's module loads with the canvas that draws it
    from matplotlib.figure import Figure


def _fresh_axes(figure: Figure):
    figure.clear()
    return figure.add_subplot()


def _short(label: str, width: int = 14) -> str:
    """A long name cut in the middle, so that names sharing a beginning ("Region 1 of the coast", "Region 2 of
    the coast") stay apart."""
    if len(label) <= width:
        return label
    head = (width - 1) // 2
    return label[:head] + "…" + label[len(label) - (width - 1 - head):]


def local_numbers(figure: Figure) -> None:
    """The numbers along the axes and colour bars with the language's decimal mark (0,5 in French), as every other
    number is written; category names on an axis stay as they are, and nothing changes in English."""
    decimal = separators()[1]
    if decimal == ".":
        return
    from matplotlib.ticker import ScalarFormatter

    class Local(ScalarFormatter):
        def __call__(self, x, pos=None):
            return super().__call__(x, pos).replace(".", decimal)

    for ax in figure.axes:
        for axis in (ax.xaxis, ax.yaxis):
            if type(axis.get_major_formatter()) is ScalarFormatter:
                axis.set_major_formatter(Local())


def _name_axes(ax, along_x: list[str], along_y: list[str]) -> None:
    """Title each axis with the variables it shows, as named (a "$" in a name is not maths), on as many lines as
    the figure needs; a release stored before releases kept their columns' names has none: no titles."""
    if along_x:
        ax.set_xlabel(_short(" × ".join(along_x), 80), parse_math=False, wrap=True)
    if along_y:
        ax.set_ylabel(_short(" × ".join(along_y), 60), parse_math=False, wrap=True)


def plot_release(figure: Figure, release: dict) -> None:
    """Bars with error bars, a heatmap for 2-way tables, or a point with its interval."""
    ax = _fresh_axes(figure)
    rows = release["rows"]
    kind = release["query"]
    conf = plain_percent(release["confidence"])
    if kind == "above_threshold":
        return _plot_above(ax, release)
    if kind == "table" and len(release.get("axes", [])) == 2:
        first, second = release["axes"]
        grid = np.array([r["estimate"] for r in rows], dtype=float).reshape(len(first), len(second))
        image = ax.imshow(grid, cmap="Blues", aspect="auto")
        ax.set_xticks(range(len(second)), [_short(category(s)) for s in second], rotation=30, ha="right",
                      parse_math=False)
        ax.set_yticks(range(len(first)), [_short(category(f)) for f in first], parse_math=False)
        _name_axes(ax, release.get("columns", [])[1:], release.get("columns", [])[:1])
        for (i, j), v in np.ndenumerate(grid):
            ax.text(j, i, plain_number(v, step=1), ha="center", va="center", fontsize=8,
                    color="white" if v > grid.max() * 0.6 else "black")
        width = rows[0]["ci_high"] - rows[0]["estimate"] if rows[0]["ci_high"] is not None else 0
        ax.set_title(translate("report.charts", "Noisy counts; each cell ± {width} ({confidence} interval)").format(
            width=plain_number(width, step=1), confidence=conf), fontsize=10)
        figure.colorbar(image, ax=ax, label=translate("report.charts", "count"))
    elif kind in ("mean", "sum") or (kind == "count" and len(rows) == 1):
        r = rows[0]
        ax.errorbar([r["estimate"]], [0], xerr=[[r["estimate"] - r["ci_low"]], [r["ci_high"] - r["estimate"]]],
                    fmt="o", capsize=8, markersize=8, color="#1f5fa8")
        ax.set_yticks([])
        what = {"mean": translate("report.charts", "mean"), "sum": translate("report.charts", "sum")}.get(
            kind, translate("report.charts", "count"))
        ax.set_xlabel(translate("report.charts", "{what} (dot: estimate; bar: {confidence} interval)").format(
            what=what, confidence=conf))
        span = max(r["ci_high"] - r["ci_low"], abs(r["estimate"]) * 0.05, 1e-9)
        ax.set_xlim(r["ci_low"] - span, r["ci_high"] + span)
    elif kind in ("quantile", "mode"):
        ax.text(0.5, 0.55, str(rows[0]["estimate"]), ha="center", va="center", fontsize=28, transform=ax.transAxes)
        ax.text(0.5, 0.25, release["method"].split(";")[-1].strip(), ha="center", va="center", fontsize=9,
                wrap=True, transform=ax.transAxes)
        ax.set_axis_off()
    else:
        labels = [_short(row_label(release, r)) for r in rows]
        est = np.array([r["estimate"] for r in rows], dtype=float)
        low = np.array([r["ci_low"] for r in rows], dtype=float)
        high = np.array([r["ci_high"] for r in rows], dtype=float)
        ax.bar(range(len(rows)), est, color="#8fb3de", edgecolor="#1f5fa8")
        ax.errorbar(range(len(rows)), est, yerr=[est - low, high - est], fmt="none", ecolor="black", capsize=4)
        many = len(rows) > 12  # then upright labels, one beside the next, as narrow as a bar
        ax.set_xticks(range(len(rows)), labels, rotation=90 if many else 30 if len(rows) > 4 else 0,
                      ha="right" if 4 < len(rows) <= 12 else "center", fontsize=7 if many else None, parse_math=False)
        _name_axes(ax, release.get("columns", []), [])
        ax.set_ylabel(translate("report.charts", "count (people)"))
        ax.set_title(translate("report.charts", "Estimates with {confidence} intervals").format(confidence=conf),
                     fontsize=10)


def _plot_above(ax, release: dict) -> None:
    """A marker per candidate in the order examined: above (filled, up), below (open), not examined (a grey dash)."""
    rows = release["rows"]
    marks = {True: (1, "^", "#c55a11", translate("report.charts", "above")),
             False: (0, "o", "#1f5fa8", translate("report.charts", "below")),
             None: (0.5, "_", "#999999", translate("report.charts", "not examined"))}
    for answer, (height, marker, colour, name) in marks.items():
        at = [i for i, r in enumerate(rows) if r["above"] is answer]
        if at:
            ax.scatter(at, [height] * len(at), marker=marker, s=60, color=colour, label=name,
                       facecolors="none" if answer is False else colour)
    ax.set_yticks([0, 0.5, 1], [marks[False][3], marks[None][3], marks[True][3]])
    ax.set_ylim(-0.5, 1.5)
    if len(rows) <= 30:
        ax.set_xticks(range(len(rows)), [_short(row_label(release, r)) for r in rows], rotation=30 if len(rows) > 4
                      else 0, ha="right" if len(rows) > 4 else "center", parse_math=False)
    ax.set_xlabel(translate("report.charts", "candidates, in the order examined"))
    ax.set_title(translate("report.charts", "Which are above {threshold} (examined {examined} of {count})").format(
        threshold=plain_number(release["threshold"]), examined=plain_number(release["examined"]),
        count=plain_number(len(rows))), fontsize=10)


def plot_tradeoff(figure: Figure, epsilon: float, delta: float = 0.0) -> None:
    """The hypothesis-testing region: the best true-positive rate at each false-positive rate."""
    ax = _fresh_axes(figure)
    f = np.linspace(0, 1, 401)
    eps = plain_number(epsilon, digits=3)
    ax.fill_between(f, f, best_true_positive_rate(f, epsilon, delta), color="#f4b183", alpha=0.6,
                    label=translate("report.charts", "what an observer can reach (ε = {epsilon})").format(epsilon=eps))
    ax.plot(f, f, color="#1f5fa8", label=translate("report.charts", "no release: pure guessing"))
    ax.plot(f, best_true_positive_rate(f, epsilon, delta), color="#c55a11")
    ax.set_xlabel(translate("report.charts", "false-positive rate (innocent people accused)"))
    ax.set_ylabel(translate("report.charts", "true-positive rate\n(you, correctly identified)"))
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.legend(loc="lower right", fontsize=8)
    ax.set_title(translate("report.charts", "Best possible test of \"is this person in the data?\" (ε = {epsilon})")
                 .format(epsilon=eps), fontsize=10)


def plot_matrix(figure: Figure, mech, worst: tuple[str, str] | None = None, worst_output: str | None = None) -> None:
    """The mechanism's matrix as a heatmap; the worst pair's cells at the worst output are outlined."""
    ax = _fresh_axes(figure)
    grid = np.array([[float(v) for v in row] for row in mech.matrix])
    image = ax.imshow(grid, cmap="Blues", aspect="auto", vmin=0, vmax=max(grid.max(), 1e-12))
    ax.set_xticks(range(len(mech.outputs)), [_short(o, 8) for o in mech.outputs], rotation=45, ha="right", fontsize=8)
    ax.set_yticks(range(len(mech.inputs)), [_short(i, 10) for i in mech.inputs], fontsize=8)
    ax.set_xlabel(translate("report.charts", "output"))
    ax.set_ylabel(translate("report.charts", "input"))
    if worst and worst_output in mech.outputs:
        col = mech.outputs.index(worst_output)
        for name in worst:
            row = mech.inputs.index(name)
            ax.add_patch(_rect(col, row))
    figure.colorbar(image, ax=ax, label=translate("report.charts", "probability"))
    ax.set_title(translate("report.charts", "P(output | input); red boxes: the pair and output that set ε*"),
                 fontsize=10)


def _rect(col: int, row: int):
    from matplotlib.patches import Rectangle
    return Rectangle((col - 0.5, row - 0.5), 1, 1, fill=False, edgecolor="#d62728", linewidth=2.5)


def plot_markov_chain(figure: Figure, mech, fractions: bool = True) -> None:
    """Inputs on the left, outputs on the right, one edge per positive probability, labelled."""
    ax = _fresh_axes(figure)
    ax.set_axis_off()
    n_in, n_out = len(mech.inputs), len(mech.outputs)
    y_in = np.linspace(1, 0, n_in) if n_in > 1 else np.array([0.5])
    y_out = np.linspace(1, 0, n_out) if n_out > 1 else np.array([0.5])
    size = 9 if max(n_in, n_out) <= 6 else 7 if max(n_in, n_out) <= 9 else 6
    colours = ["#1f5fa8", "#c55a11", "#2e7d32", "#7b1fa2", "#00838f", "#ad1457"]
    for i, row in enumerate(mech.matrix):
        colour = colours[i % len(colours)]
        for o, p in enumerate(row):
            if p == 0:
                continue
            ax.plot([0.1, 0.9], [y_in[i], y_out[o]], color=colour, lw=0.4 + 2.5 * float(p), alpha=0.75)
            # each input labels its edges at its own distance along them, so labels of different inputs
            # do not pile up, and the edges of one input have fanned apart there
            t = 0.16 + 0.62 * i / max(n_in - 1, 1)
            x, y = 0.1 + 0.8 * t, y_in[i] + (y_out[o] - y_in[i]) * t
            text = str(p) if fractions and hasattr(p, "denominator") else f"{plain_number(float(p), digits=3)}"
            ax.text(x, y, text, fontsize=size - 1, color=colour, ha="center", va="center",
                    bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.8})
    for i, name in enumerate(mech.inputs):
        ax.text(0.08, y_in[i], f"{name} ", ha="right", va="center", fontsize=size + 1, weight="bold")
    for o, name in enumerate(mech.outputs):
        ax.text(0.92, y_out[o], f" {name}", ha="left", va="center", fontsize=size + 1)
    ax.set_xlim(-0.15, 1.15)
    ax.set_ylim(-0.08, 1.08)
    ax.set_title(translate("report.charts", "Markov chain: each input (left) moves to an output (right) with the "
                           "labelled probability"), fontsize=10)


def plot_delta_curve(figure: Figure, epsilons, deltas, star: float) -> None:
    """δ(ε), the hockey-stick divergence: the smallest δ for which the mechanism is (ε, δ)-DP."""
    ax = _fresh_axes(figure)
    ax.plot(epsilons, deltas, color="#1f5fa8", lw=2)
    if np.isfinite(star):
        ax.axvline(star, color="#c55a11", ls="--", label=translate(
            "report.charts", "ε* = {epsilon} (δ = 0 from here)").format(epsilon=plain_number(star, digits=4)))
        ax.legend(fontsize=8)
    ax.set_xlabel("ε")
    ax.set_ylabel(translate("report.charts", "smallest δ"))
    ax.set_ylim(bottom=0)
    ax.set_title(translate("report.charts", "δ(ε): every (ε, δ) on or above the curve is guaranteed"), fontsize=10)


def plot_marginals(figure: Figure, release: dict, selected: int | None) -> None:
    """Many tables at once. ``selected`` None: the error of every table (how far the learned table is
    from its own noisy measurement, where there is one: the typical difference in rows per cell, or, in a
    release stored before that, the total-variation distance). Otherwise that table as heatmaps, learned
    beside its noisy measurement, on one colour scale."""
    from dpgui.engine.learned_tables import measured_counts, tables as learned_tables

    figure.clear()
    tables = learned_tables(release) if selected is not None else release["marginals"]
    if selected is None:
        ax = figure.add_subplot()
        in_rows = any("learned_vs_measured_rows" in t for t in tables)
        gaps = [t.get("learned_vs_measured_rows" if in_rows else "learned_vs_measured_tv") for t in tables]
        y = np.arange(len(tables))
        ax.barh(y, [g or 0 for g in gaps], color=["#8fb3de" if g is not None else "#dddddd" for g in gaps])
        ax.set_yticks(y, [_short(" × ".join(t["columns"]), 24) for t in tables], fontsize=7 if len(tables) > 12 else 8)
        ax.invert_yaxis()
        ax.set_xlabel(translate("report.charts", "Typical difference from its noisy measurement, in rows per "
                                "cell") if in_rows else
                      translate("report.charts", "Distance of the learned table from its noisy measurement "
                                "(0 = same, 1 = disjoint)"))
        ax.set_title(translate("report.charts", "Error by table (grey: not measured directly, learned from the "
                               "others)"), fontsize=9)
        return
    t = tables[selected]
    measured = measured_counts(release)
    key = tuple(release["columns"].index(c) for c in t["columns"])
    shown = [(translate("report.charts", "learned"), t["estimates"])]
    if key in measured:
        shown.append((translate("report.charts", "noisy measurement"), measured[key]))
    axes = [release["axes"][i] for i in key]
    rows, cols = (axes[0], [" × ".join(c) for c in itertools.product(*axes[1:])]) if len(axes) > 1 else ([""], axes[0])
    low, high = min(v.min() for _, v in shown), max(v.max() for _, v in shown)
    grid = figure.subplots(1, len(shown), squeeze=False)[0]
    for ax, (label, values) in zip(grid, shown):
        image = ax.imshow(values.reshape(len(rows), len(cols)), cmap="Blues", aspect="auto", vmin=low, vmax=high)
        ax.set_title(label, fontsize=9)
        ax.set_xticks(range(len(cols)), [_short(c, 12) for c in cols] if len(cols) <= 24 else [], rotation=60,
                      ha="right", fontsize=7)
        ax.set_yticks(range(len(rows)), [_short(r, 12) for r in rows] if len(rows) <= 24 else [], fontsize=7)
    figure.colorbar(image, ax=list(grid), shrink=0.8, label=translate("report.charts", "estimated count"))
    title = " × ".join(t["columns"])
    if len(axes) > 1:
        title = translate("report.charts", "{table}: rows {rows}, columns {columns}").format(
            table=title, rows=t["columns"][0], columns=" × ".join(t["columns"][1:]))
    figure.suptitle(title, fontsize=9)


def plot_survey_estimates(figure: Figure, rows: list[dict]) -> None:
    """Each estimated share with its interval, one line per question and answer (and group)."""
    ax = _fresh_axes(figure)
    shown = [r for r in rows if r["estimate"] is not None]
    if not shown:
        ax.text(0.5, 0.5, translate("report.charts", "No estimates yet: collect or import responses."), ha="center",
                va="center")
        ax.set_axis_off()
        return
    y = np.arange(len(shown))
    estimate = np.array([r["estimate"] for r in shown])
    low, high = np.array([r["ci_low"] for r in shown]), np.array([r["ci_high"] for r in shown])
    protected = np.array([r["epsilon"] is not None for r in shown])
    for mask, colour in ((protected, "#1f5fa8"), (~protected, "#888888")):
        if mask.any():
            ax.errorbar(estimate[mask], y[mask], xerr=[(estimate - low)[mask], (high - estimate)[mask]], fmt="o",
                        color=colour, capsize=3)
    groups = len({r["group"] for r in shown}) > 1
    ax.set_yticks(y, [_short((f"{r.get('group_label', r['group'])}: " if groups else "")
                             + f"{r.get('question_label', r['question'])} = {r.get('option_label', r['option'])}", 34)
                      for r in shown], fontsize=7 if len(shown) > 14 else 8)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel(translate("report.charts", "estimated share, with {confidence} intervals (grey: asked directly, not "
                            "protected)").format(confidence=plain_percent(shown[0].get("confidence", 0.95))))
