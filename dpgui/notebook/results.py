"""What a notebook shows of a release and of a budget: a table for pandas, the plain sentence dpgui writes for every
release (report/plain_words.py), and HTML for Jupyter, every text escaped (labels are the curator's declared
categories, which may hold anything) and every number written for people (25,040).

Nothing here reads the data or spends: a ``Result`` holds a release already stored in the project's ledger."""

from __future__ import annotations

import html
from dataclasses import dataclass

from dpgui.core.costs.accounting import Cost
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.report.plain_words import cells, plain_summary, row_label

COLUMNS = ("label", "estimate", "low", "high")
RENAMED = {"ci_low": "low", "ci_high": "high"}
STORED = ("label", "estimate", "ci_low", "ci_high")


@dataclass(frozen=True)
class Budget:
    """One group of people's budget, in the project's currency (ε, with δ when it has one; or ρ)."""

    kind: str      # "pure", "approx" or "zcdp"
    total: float
    spent: float
    left: float
    delta_total: float = 0.0
    delta_spent: float = 0.0
    population: str = ""
    datasets: tuple[str, ...] = ()

    @classmethod
    def of(cls, budget: dict) -> "Budget":
        """From ``Budget.as_dict()`` (store/ledger/entries.py), as every release returns it."""
        key = "rho" if budget["total"]["kind"] == "zcdp" else "epsilon"
        return cls(budget["total"]["kind"], budget["total"][key], budget["spent"][key], budget["remaining"][key],
                   budget["total"]["delta"], budget["spent"]["delta"], budget["population"],
                   tuple(budget["datasets"]))

    @property
    def symbol(self) -> str:
        return "ρ" if self.kind == "zcdp" else "ε"

    def __str__(self) -> str:
        text = (f"{self.symbol} {plain_epsilon(self.spent)} spent of {plain_epsilon(self.total)}; "
                f"{plain_epsilon(self.left)} left")
        if self.kind == "approx":
            text += f" (δ {plain_number(self.delta_spent, digits=3)} of {plain_number(self.delta_total, digits=3)})"
        return text + "."

    def __repr__(self) -> str:
        return f"<Budget: {self}>"

    def _repr_html_(self) -> str:
        return f"<p><b>Budget left</b>: {html.escape(str(self))}</p>"


class Result:
    """A release made through the engine (spend first, recorded in the ledger): ``release`` is the stored dict,
    ``cost`` what was charged for it, ``sentence`` the plain summary, ``to_pandas()`` its table."""

    def __init__(self, release: dict, cost: Cost):
        self.release, self.cost = release, cost

    @property
    def id(self) -> int:
        return self.release["release_id"]

    @property
    def sentence(self) -> str:
        """What the number is and how sure we are, the missing-values rule, and any warning (as reports say it)."""
        return plain_summary(self.release)

    @property
    def budget(self) -> Budget:
        """The budget left just after this release."""
        return Budget.of(self.release["budget"])

    def rows(self) -> list[dict]:
        """The released table's rows (many tables at once: every learned cell, labelled by its columns)."""
        if self.release["query"] == "marginals":
            from dpgui.engine.learned_tables import release_rows

            return release_rows(self.release)
        return self.release["rows"]

    def to_pandas(self):
        """label, estimate, low, high (low and high empty where the kind has no interval), then what the kind adds
        (an above-threshold release: whether each candidate was reported above)."""
        import pandas as pd

        rows = [{RENAMED.get(k, k): v for k, v in row.items()} for row in self.rows()]
        extra = [k for row in rows for k in row if k not in COLUMNS]
        return pd.DataFrame(rows, columns=[*COLUMNS, *dict.fromkeys(extra)])

    def __repr__(self) -> str:
        return f"<Result: release {self.id}, {self.release.get('asked') or self.release['query']}, {self.cost}>"

    def _repr_html_(self) -> str:
        rows = self.rows()
        extra = list(dict.fromkeys(k for row in rows for k in row if k not in STORED))
        header = "".join(f"<th>{html.escape(name)}</th>" for name in ("", "estimate", "low", "high", *extra))
        body = "".join("<tr>" + "".join(f"<td>{html.escape(text)}</td>" for text in [
            row_label(self.release, row), *cells(row), *(_shown(row.get(k)) for k in extra)]) + "</tr>"
            for row in rows[:MAX_HTML_ROWS])
        more = (f"<p>… and {plain_number(len(rows) - MAX_HTML_ROWS)} more rows: see <code>to_pandas()</code>.</p>"
                if len(rows) > MAX_HTML_ROWS else "")
        return (f"<div><p>{html.escape(self.sentence)}</p><table><thead><tr>{header}</tr></thead>"
                f"<tbody>{body}</tbody></table>{more}<p>Release {self.id}, costing {html.escape(str(self.cost))}. "
                f"<b>Budget left</b>: {html.escape(str(self.budget))}</p></div>")


MAX_HTML_ROWS = 200  # a notebook cell stays readable; the whole table is in to_pandas()


def _shown(value) -> str:
    """A cell a kind adds (an above-threshold candidate's "above"), for people."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return plain_number(value)
