"""``Study``: the whole tool from a notebook, pandas in and out (docs/notebook.md).

A front end beside the command line, and as thin: every release is the query JSON the CLI takes, passed to the
same door (``engine.release``: validated without the data, charged first, recorded in the ledger and in this
computer's record of spending), and every import goes through the same importers, number checks and
fingerprints. Nothing here computes a statistic or a cost of its own.
"""

from __future__ import annotations

import warnings
from pathlib import Path

from dpgui.core.mechanisms.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting
from dpgui.notebook.results import Budget, Result
from dpgui.notebook.tables import declared, source_of

UNITS = {"add-remove": ADD_REMOVE, "replace-one": REPLACE_ONE, ADD_REMOVE: ADD_REMOVE, REPLACE_ONE: REPLACE_ONE}


class Study:
    """A project file opened for a notebook. Make one with :meth:`create` or :meth:`open`; close it with
    :meth:`close` or use it in a ``with`` block (the file is locked for changes while it is open)."""

    def __init__(self, project):
        self.project = project

    # -- opening -------------------------------------------------------------------------------

    @classmethod
    def create(cls, path, epsilon=None, delta=None, rho=None, privacy_unit: str = "add-remove",
               max_rows_per_person: int = 1) -> "Study":
        """A new project file whose people have a budget of ε (with δ), or of ρ (zCDP). ``privacy_unit``:
        "add-remove" (neighbours add or remove one person) or "replace-one"."""
        from dpgui.store.project import Project

        if privacy_unit not in UNITS:
            raise ValueError(f'privacy_unit is "add-remove" or "replace-one", not {privacy_unit!r}')
        total = PrivacySetting.of(epsilon=epsilon, delta=delta, rho=rho).cost
        return cls(Project.create(path, total, UNITS[privacy_unit], max_rows_per_person))

    @classmethod
    def open(cls, path, readonly: bool = False, wait: float = 30) -> "Study":
        """An existing project file (read-only: to look, report and export, never to spend)."""
        from dpgui.engine.linking import changed_sources
        from dpgui.store.project import Project

        project = Project.open(path, readonly=readonly, wait=wait)
        _notify(project.notices + changed_sources(project))
        return cls(project)

    def close(self) -> None:
        self.project.close()

    def __enter__(self) -> "Study":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<Study {self.project.path.name}: {', '.join(d.name for d in self.project.datasets()) or 'no data'}>"

    # -- data ----------------------------------------------------------------------------------

    def add(self, data, name: str | None = None, schema=None):
        """Import rows with their declared schema: ``data`` is a file path (CSV, Excel, Parquet, Stata, SPSS), a
        pandas DataFrame, an Arrow table or a Polars DataFrame (read through Arrow); ``schema`` a dict, JSON text or
        the path of a JSON file, as docs/schema.md declares it. Categories and bounds come from the declaration,
        never from the data; a schema is required. Returns the dataset's ``DatasetInfo``."""
        from dpgui.store.declared.numbers import CheckedSource

        name, source = source_of(data, name)
        schema = declared(schema, name)
        said = len(self.project.notices)
        info = self.project.add_dataset(name, CheckedSource(source, schema), schema)
        _notify(self.project.notices[said:])  # rows shared with a dataset here, a look-alike name
        return info

    def declare(self, dataset: str, schema) -> None:
        """Declare (or correct) an imported dataset's schema, as ``dpgui schema … --set`` does: a proposal made from
        the data (``dpgui import … --propose-schema``) is declared once reviewed, without its "derived" mark."""
        from dpgui.store.declared.numbers import check_stored

        schema = declared(schema, dataset)
        check_stored(self.project, self.project.dataset(dataset), schema)
        self.project.set_schema(dataset, schema)

    def datasets(self) -> list[str]:
        return [d.name for d in self.project.datasets()]

    # -- releases: each builds the CLI's query JSON -----------------------------------------------

    def release(self, query: dict, *, epsilon=None, delta=None, rho=None, confidence: float = 0.95,
                dataset: str | None = None) -> Result:
        """Spend on one query given as the CLI's JSON (docs/cli.md): validated without the data, then charged,
        then computed. A refused query charges nothing; a charged one stays charged whatever happens next."""
        from dpgui.engine.release import prepare, run_prepared

        setting = PrivacySetting.of(epsilon=_plain(epsilon), delta=_plain(delta), rho=_plain(rho))
        prepared = prepare(self.project, self._dataset(dataset), query, setting, _plain(confidence))
        return Result(run_prepared(self.project, prepared), prepared.cost)

    def count(self, *, epsilon=None, where: dict | None = None, **how) -> Result:
        """The number of rows (those matching ``where``)."""
        return self.release(_query("count", where=where), epsilon=epsilon, **how)

    def histogram(self, column: str, *, epsilon=None, where: dict | None = None, **how) -> Result:
        """A count for each declared category of ``column`` (and its "(other)" and "(missing)" cells)."""
        return self.release(_query("histogram", column=column, where=where), epsilon=epsilon, **how)

    def table(self, columns: list[str], *, epsilon=None, where: dict | None = None, **how) -> Result:
        """A count for each combination of the declared categories of two or more columns."""
        return self.release(_query("table", columns=list(columns), where=where), epsilon=epsilon, **how)

    def sum(self, column: str, *, epsilon=None, lower=None, upper=None, where: dict | None = None, **how) -> Result:
        """The sum of a numeric column, each value clamped to its declared bounds (or narrower ones given here)."""
        return self.release(_query("sum", column=column, lower=lower, upper=upper, where=where), epsilon=epsilon,
                            **how)

    def mean(self, column: str, *, epsilon=None, lower=None, upper=None, where: dict | None = None,
             **how) -> Result:
        """The mean of a numeric column, each value clamped to its declared bounds (or narrower ones given here)."""
        return self.release(_query("mean", column=column, lower=lower, upper=upper, where=where), epsilon=epsilon,
                            **how)

    def quantile(self, column: str, q: float = 0.5, *, epsilon=None, lower=None, upper=None,
                 where: dict | None = None, **how) -> Result:
        """The q-quantile (0.5: the median) of a numeric column, chosen from a grid within its bounds; pure ε."""
        return self.release(_query("quantile", column=column, q=q, lower=lower, upper=upper, where=where),
                            epsilon=epsilon, **how)

    def mode(self, column: str, *, epsilon=None, where: dict | None = None, **how) -> Result:
        """The most common declared category of ``column``, chosen privately; pure ε."""
        return self.release(_query("mode", column=column, where=where), epsilon=epsilon, **how)

    def many_tables(self, columns: list[str], *, epsilon=None, k: int = 2, marginals: list[list[str]] | None = None,
                    method: str | None = None, rounds: int | None = None, where: dict | None = None,
                    **how) -> Result:
        """Every k-way table of ``columns`` (or the ``marginals`` listed), learned together from one model; pure ε."""
        return self.release(_query("marginals", columns=list(columns), k=k, marginals=marginals, method=method,
                                   rounds=rounds, where=where), epsilon=epsilon, **how)

    def above_threshold(self, *, epsilon=None, threshold: int, column: str | None = None,
                        columns: list[str] | None = None, filters: list[dict] | None = None, c: int = 1,
                        order: list[str] | None = None, monotone: bool = False, follow_up: float = 0,
                        where: dict | None = None, **how) -> Result:
        """Which candidates have a count above ``threshold``, by the sparse vector technique (Lyu, Su & Li 2017):
        it pays for the (at most ``c``) answers "above" and nothing more for the many below, and stops after the
        c-th. The candidates are the declared categories of ``column``, the cells of the two-way table of
        ``columns``, or ``filters`` (a list of ``{"name": ..., "where": {...}}``), examined in their declared order
        or in the ``order`` given (every candidate's label, never an order taken from the data). ``monotone`` (only
        under add-remove, where counts are monotone) uses the tighter noise; ``follow_up`` (0 ≤ s < 1) spends that
        share of ε on noisy counts, with intervals, of the candidates reported above. Pure ε.

        ``to_pandas()`` has a row per candidate in the order examined: ``above`` is True, False, or None when the run
        had stopped before reaching it; ``estimate``, ``low`` and ``high`` the follow-up count, where there is one."""
        return self.release(_query("above_threshold", column=column, columns=None if columns is None else list(columns),
                                   filters=filters, threshold=threshold, c=c, order=order,
                                   monotone=monotone or None, follow_up=follow_up or None, where=where),
                            epsilon=epsilon, **how)

    def synthesize(self, columns: list[str], *, rows: int, epsilon=None, k: int = 2, rounds: int | None = None,
                   dataset: str | None = None):
        """Synthetic rows (a pandas DataFrame of declared categories) drawn from every k-way table of ``columns``,
        learned in one release (its number is in ``.attrs["release"]``); drawing the rows is free post-processing."""
        import pandas as pd

        from dpgui.engine.release import synthesize

        stored, header, table = synthesize(self.project, self._dataset(dataset), list(columns), k,
                                           PrivacySetting.of(epsilon=epsilon), rows, rounds)
        frame = pd.DataFrame(table, columns=header)
        frame.attrs["release"] = stored["release_id"]
        return frame

    # -- the budget, the ledger and reports ------------------------------------------------------

    def budget(self, dataset: str | None = None) -> Budget:
        """The budget of the people ``dataset`` is about (shared by every dataset about them)."""
        return Budget.of(self.project.budget(self._dataset(dataset)).as_dict())

    def history(self):
        """The ledger as a DataFrame: every charge (interrupted and failed ones too, which stay spent) and any
        spending carried into the file, with its ε, δ and ρ; each group's rows add up to its budget's spent."""
        import pandas as pd

        from dpgui.engine.plan import describe

        rows = []
        for spending in self.project.spending():
            group = spending.budget.population
            rows += [{"id": e.id, "time": e.created_at, "dataset": e.dataset, "people": group, "query": describe(e.query),
                      "type": e.query.get("type"), "epsilon": float(e.cost.epsilon), "delta": float(e.cost.delta),
                      "rho": float(e.cost.rho), "outcome": e.state, "release": e.release_id} for e in spending.charges]
            rows += [{"id": None, "time": c.at, "dataset": None, "people": group, "query": c.reason, "type": None,
                      "epsilon": float(c.cost.epsilon), "delta": float(c.cost.delta), "rho": float(c.cost.rho),
                      "outcome": "carried", "release": None} for c in spending.carried]
        columns = ["id", "time", "dataset", "people", "query", "type", "epsilon", "delta", "rho", "outcome", "release"]
        return pd.DataFrame(rows, columns=columns).astype({"id": "Int64", "release": "Int64"})

    def report(self, path, releases: list[int] | None = None, detail: list[int] | str | None = None) -> Path:
        """Write the report the app and ``dpgui report`` write (PDF or HTML, by the suffix of ``path``) of
        ``releases`` (default all), those in ``detail`` in full (a list of numbers, or "all", "none", "last:20")."""
        from dpgui.report.document import build_report, detail_choice
        from dpgui.report.render import write_report

        if isinstance(detail, str):
            detail = detail_choice(detail, releases or [e.release_id for e in self.project.ledger() if e.release_id])
        report = build_report(self.project, releases, detail, how_to_choose=(
            "To show some in detail: study.report(path, detail=[3, 17, 42]) (or \"last:20\", or \"all\")."))
        write_report(report, path)
        return Path(path)

    # -- internals -----------------------------------------------------------------------------

    def _dataset(self, name: str | None) -> str:
        """The dataset named, or the only one there is."""
        if name is not None:
            return name
        names = self.datasets()
        if len(names) != 1:
            raise ValueError("This study has no datasets yet; add one with study.add(...)" if not names else
                             f"This study has several datasets ({', '.join(names)}); name one with dataset=...")
        return names[0]


def _query(kind: str, **fields) -> dict:
    """The CLI's query JSON: the fields given, none of those left unset. numpy's numbers (a notebook's usual ones,
    such as ``df["n"].max()``) become JSON's: the query's checks take JSON numbers only."""
    return {"type": kind, **{k: _plain(v) for k, v in fields.items() if v is not None}}


def _plain(value):
    import numbers

    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        return float(value)
    return value


def _notify(notices: list[str]) -> None:
    """What opening or importing found (a copy behind this computer's record, rows shared with another dataset),
    as warnings: the command line says the same on standard error."""
    for notice in notices:
        warnings.warn(notice, stacklevel=3)
