"""Running a plan: every query validated, then one charge for them all, then each aggregate computed once.

The same spend-first door as one release (``release.py``), widened to a plan:

1. every query is prepared (validated from public facts) and the memory of the whole plan bounded: one bad
   query refuses the plan whole, and nothing is spent;
2. one transaction commits a charge for each query, their total checked against what remains (the ledger still
   lists one charge per release, numbered in the plan's order);
3. only then is the data's engine opened, once for the plan. Queries that need the same aggregate (the same
   columns, filter and bounds) share it: it is computed once (``SharedAggregates``); the imported engine counts
   every table and row count in one pass (``counted_together``), and the linked engines the cells of every table
   with one filter in one scan (grouping sets). Each query still draws its own
   fresh noise: sharing a true aggregate costs nothing, sharing noise would not be the mechanisms charged for.

The releases are stored as they are made, a few at a time in one transaction (with the stored plan, when it is the
project's own, losing them in that same transaction). After the charge nothing refunds anything: a cancel or an
error stores what was made and settles every charge not yet released as cancelled or failed (spent in full); a
kill leaves them charged with no outcome, counted in full.

Contributions are bounded once for the plan (the engine keeps the same rows of each person for every query): each
query's sensitivity holds for every choice of the kept rows, and how a person's rows are chosen depends on that
person's rows only, so the plan composes as its queries' costs add up.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass

import numpy as np

from dpgui.core.costs.accounting import BudgetExceeded, Cost, sequential
from dpgui.core.mechanisms.release import PrivacySetting
from dpgui.core.progress import Cancelled, Task
from dpgui.core.words.translation import translate
from dpgui.engine import memory
from dpgui.engine.aggregates import predicate_columns
from dpgui.engine.backends import Aggregates, open_aggregates
from dpgui.engine.errors import ReleaseFailed
from dpgui.engine.link_sketch import refresh
from dpgui.engine.plan import PlannedQuery, describe
from dpgui.engine.queries import Query, quantile_grid
from dpgui.engine.release import PreparedRelease, prepare, stored_form, unsaved_text
from dpgui.store.errors import DiskFull, LedgerTampered, StoreError
from dpgui.store.project import Project


@dataclass(frozen=True)
class Need:
    """One true aggregate a mechanism asks its engine for; queries with equal needs share one computation."""

    kind: str  # "cells", "count", "sum" or "ranks"
    columns: tuple[str, ...]
    where: str  # the filter as canonical JSON
    bounds: tuple = ()


def _where(where: dict | None) -> str:
    return json.dumps(where, sort_keys=True)


def need_of(query: Query) -> Need | None:
    """The aggregate ``query``'s mechanism will ask for (``release._mechanism``); None for many tables at once,
    whose learner asks for its own marginals, and for above-threshold filters, each counted when asked. Only speed
    depends on this: an aggregate asked for but not foreseen is computed when asked."""
    where = _where(query.where)
    if query.type == "count":
        return Need("count", (), where)
    if query.type in ("histogram", "table", "mode") or query.type == "above_threshold" and query.columns:
        return Need("cells", tuple(query.columns), where)
    if query.type in ("sum", "mean"):
        return Need("sum", (query.column,), where, (query.lower, query.upper))
    if query.type == "quantile":
        return Need("ranks", (query.column,), where,
                    (query.lower, query.upper, tuple(quantile_grid(query.lower, query.upper))))
    return None


class SharedAggregates:
    """An engine's aggregates, each computed once for a plan and handed to every query that asks for it (as a
    copy, so that no mechanism can change what another receives)."""

    def __init__(self, engine: Aggregates):
        self.engine, self.task = engine, engine.task
        self._held: dict[Need, object] = {}

    def holds(self, need: Need | None) -> bool:
        return need in self._held

    def compute(self, need: Need, upcoming: list[Need]) -> None:
        """Compute ``need``; with it, in the same pass, the cell and row counts of ``upcoming``: in the imported
        engine all of them (``counted_together``: each column decoded once, each aggregate under its own filter),
        in a SQL engine those that share its filter (``grouped_counts``'s grouping sets)."""
        counted = getattr(self.engine, "counted_together", None)
        grouped = getattr(self.engine, "grouped_counts", None)
        if need.kind in ("cells", "count") and (counted or grouped):
            together = [n for n in dict.fromkeys([need, *upcoming]) if n.kind in ("cells", "count")
                        and (counted or n.where == need.where) and n not in self._held]
            if counted:
                for n, held in zip(together, counted([(n.columns, json.loads(n.where)) for n in together])):
                    self._held[n] = held
                return
            if len(together) > 1 and self._leaves_none_out(together):
                self._grouped(grouped, together)
                return
        self._held[need] = self._ask(need)

    def _leaves_none_out(self, needs: list[Need]) -> bool:
        """Whether no column's declared rule leaves a row out: ``grouped_counts`` then leaves no row out of one
        set because of a column of another, and each set counts what its own query would."""
        columns = self.engine.schema.columns
        return not any(columns[c].leaves_out for n in needs for c in n.columns)

    def _grouped(self, grouped, needs: list[Need]) -> None:
        names = sorted({c for n in needs for c in n.columns})
        sets = {n: tuple(names.index(c) for c in n.columns) for n in needs}
        counts = grouped(names, [tuple(sorted(s)) for s in sets.values()], json.loads(needs[0].where))
        for need, positions in sets.items():
            table = np.transpose(counts[tuple(sorted(positions))], np.argsort(np.argsort(positions)))
            if need.kind == "count":
                self._held[need] = int(table)
            else:
                self._held[need] = (table, [self.engine.schema.columns[c].labels for c in need.columns])

    def _ask(self, need: Need):
        where = json.loads(need.where)
        if need.kind == "cells":
            return self.engine.cell_counts(list(need.columns), where)
        if need.kind == "count":
            return self.engine.count_rows(where)
        if need.kind == "sum":
            return self.engine.clamped_sum(need.columns[0], *need.bounds, where)
        return self.engine.ranks(need.columns[0], need.bounds[0], need.bounds[1], list(need.bounds[2]), where)

    def _served(self, need: Need):
        if need not in self._held:
            self.compute(need, [])
        held = self._held[need]
        if need.kind == "cells":  # (counts, labels per axis): copied as deepcopy would, without its walk
            return held[0].copy(), [list(axis) for axis in held[1]]
        return copy.deepcopy(held)

    # -- the Aggregates interface, as the mechanisms ask for it ----------------------------------------

    def cell_counts(self, columns, where):
        return self._served(Need("cells", tuple(columns), _where(where)))

    def count_rows(self, where):
        return self._served(Need("count", (), _where(where)))

    def clamped_sum(self, column, lower, upper, where):
        return self._served(Need("sum", (column,), _where(where), (lower, upper)))

    def ranks(self, column, lower, upper, grid, where):
        return self._served(Need("ranks", (column,), _where(where), (lower, upper, tuple(grid))))

    def marginal_counts(self, columns, marginals, where):
        return self.engine.marginal_counts(columns, marginals, where)  # many tables at once: asked once


def release_plan(project: Project, dataset: str, items: list[PlannedQuery], confidence: float = 0.95,
                 task: Task | None = None, done: list | None = None, stored_plan: bool = False) -> list[dict]:
    """Release every planned query, the same way whether from the app, a plan file or the API.

    Every query is validated, and the plan's memory bounded, before anything is spent: a plan with a bad query
    spends nothing. Then one transaction charges every query (BudgetExceeded, nothing spent, if the total does not
    fit), and the releases are made and stored in the plan's order; ``done`` collects them as they are stored, so
    a plan stopped midway still shows what it made. With ``stored_plan`` (the project's own plan is being run),
    the releases leave the stored plan in the transaction that stores them: a run cut short by a cancel, a closed
    window or a kill never leaves a released query planned, to be paid for again.
    """
    task = task or Task()
    done = done if done is not None else []
    info = project.dataset(dataset) if items else None
    prepared = [prepare(project, dataset, i.query, PrivacySetting.of(epsilon=str(i.epsilon)), confidence, info)
                for i in items]
    if not prepared:
        return done
    info = prepared[0].dataset
    memory.check_plan([p.query for p in prepared], info)
    refresh(project, info, task)  # a linked source changed since its rows were sketched: sketched again first
    try:
        charges = project.charge_many(dataset, [(p.cost, p.query.raw, p.public) for p in prepared])
    except BudgetExceeded as err:
        raise BudgetExceeded(translate("engine.plan_run", "The whole plan does not fit: {reason}").format(reason=err)) \
            from None
    _Run(project, dataset, items, prepared, charges, task, done, stored_plan).run()
    return done


class _Run:
    """A charged plan being released: made in order, stored a few at a time, and every charge settled."""

    def __init__(self, project: Project, dataset: str, items: list[PlannedQuery], prepared: list[PreparedRelease],
                 charges: list[int], task: Task, done: list, stored_plan: bool):
        self.project, self.dataset, self.items, self.prepared = project, dataset, items, prepared
        self.charges, self.task, self.done, self.stored_plan = charges, task, done, stored_plan
        self.made: list[tuple[int, dict, list, Cost]] = []  # made, not yet stored
        self.next = 0  # the first query neither made nor settled

    def run(self) -> None:
        try:
            data = SharedAggregates(open_aggregates(self.project, self.prepared[0].dataset, self.task))
            needs = [need_of(p.query) for p in self.prepared]
            for index, (item, ready, need) in enumerate(zip(self.items, self.prepared, needs)):
                self.task.progress(index / len(self.items), translate("engine.plan_run", "Releasing {query}").format(
                    query=describe(item.query)))
                if not data.holds(need):  # reading the data next: what is made is stored first
                    self._store()
                    if need is not None:
                        data.compute(need, [n for n in needs[index + 1:] if n is not None])
                elif self.task.cancelled:  # asked while the data was read for it ahead: honoured now all the same
                    raise Cancelled()
                self.made.append((self.charges[index], *stored_form(ready, ready.run(data))))
                self.next = index + 1
        except (Cancelled, KeyboardInterrupt):
            cost = self._unmade_cost()
            self._stop("cancelled", "stopped by the user after the charge")
            raise Cancelled(translate("engine.plan_run", "Cancelled; the {cost} charged for it stays spent, because "
                                      "reading its data had begun").format(cost=cost)) from None
        except LedgerTampered:  # the stored data is not what was declared: say so (its message holds no data)
            self._stop("failed", "the stored data was changed outside dpgui")
            raise
        except ReleaseFailed:  # a batch could not be stored: already settled
            self._stop("failed", "not made: the plan stopped when its releases could not be stored or read back")
            raise
        except Exception as err:  # nothing that depends on the data may fail; say nothing the data could have shaped
            cost = self._unmade_cost()
            self._stop("failed", f"internal error ({type(err).__name__})")
            raise ReleaseFailed(translate("engine.plan_run", "The release failed after its {cost} was charged (an "
                                          "internal error: {error}); the charge stays spent. Please report "
                                          "this.").format(cost=cost, error=type(err).__name__)) from None
        self._store()

    def _store(self) -> None:
        """Store the releases made, and add them (as stored) to ``done``; in one transaction, which also drops them
        from the stored plan when it is the project's own."""
        if not self.made:
            return
        made, self.made = self.made, []
        first = self.charges.index(made[0][0])
        plan = (self.dataset, [i.to_json() for i in self.items[first + len(made):]]) if self.stored_plan else None
        try:
            self.done.extend(self.project.store_releases(made, plan))
        except StoreError as err:
            _settle(self.project, [m[0] for m in made], "failed", "the result could not be stored")
            raise ReleaseFailed(unsaved_text(isinstance(err, DiskFull)).format(
                cost=_total([self.prepared[first + k].cost for k in range(len(made))]))) from None

    def _stop(self, state: str, reason: str) -> None:
        """After a cancel or an error: store what was made, then settle every charge not released (spent in full)."""
        try:
            self._store()
        except ReleaseFailed:
            pass  # settled as failed by ``_store``
        _settle(self.project, self.charges[self.next:], state, reason)
        self.next = len(self.charges)

    def _unmade_cost(self) -> Cost:
        """What the queries not released yet were charged."""
        return _total([p.cost for p in self.prepared[self.next:]])


def _total(costs: list[Cost]) -> Cost:
    return sequential(costs, costs[0].kind)


def _settle(project: Project, charges: list[int], state: str, reason: str) -> None:
    """Record how charges ended; if even that fails, they stay with no outcome (counted in full)."""
    if not charges:
        return
    try:
        project.settle_many(charges, state, reason)
    except Exception:  # noqa: BLE001 - the charges are already counted either way
        pass
