"""A project's budget: the journal replayed, this machine's record of spending kept in step, and spending itself.

Spend first: :meth:`BudgetBook.charge` commits a release's cost durably, in its own transaction, before any private
data is read; the mechanism then runs outside the write lock, and :meth:`BudgetBook.complete` or
:meth:`BudgetBook.settle` records how it ended. Nothing after the charge can refund it: not an exception, a cancel
or a kill (a charge with no outcome counts in full).

One budget per population: datasets about the same people share their population's budget; a dataset whose rows
match another's (its fingerprint) always joins that one's population.

File tricks: this machine's record (``anchor.py``) restores any charge a copy, a restored backup or an edited
journal lacks (``reconcile.py``); the project file itself refuses hard links and is locked by its identity
(``locks.py``).
"""

from __future__ import annotations

import functools
import json
import sqlite3
import uuid
from contextlib import contextmanager
from typing import Iterator

from dpgui import __version__
from dpgui.core.costs.accounting import BudgetExceeded, Cost, Odometer, sequential
from dpgui.core.words.translation import translate
from dpgui.store.declared.names import check_name, look_alike, look_alike_notice
from dpgui.store.errors import LedgerTampered, StoreError
from dpgui.store.ledger import anchor, chosen_record, versions
from dpgui.store.ledger.entries import NOT_COUNTED, UNRECORDED, Budget, CarriedEntry, LedgerEntry, Spending
from dpgui.store.ledger.fingerprint import same_people_in_file
from dpgui.store.ledger.journal import (Charge, JournalBroken, JournalState, ReplayCache, append, content_of,
                                        cost_fields, cost_from, declare, extended, now, replay, sha256)
from dpgui.store.ledger.reconcile import notices, shortfalls, teach, within


class BudgetBook:
    """The budget part of :class:`~dpgui.store.project.Project`, which it is mixed into: the project ties the file's
    parts together and lends this part its ``path``, ``notices``, ``readonly``, ``datasets()``, ``dataset(name)``,
    and its ``_write()`` transaction and ``_read()`` connection. :meth:`_open_book` starts it."""

    def _open_book(self) -> None:
        self._journal = ReplayCache()
        self._unrecorded: list[dict] = []  # read-only: what this machine counts beyond the file
        self._opened: set[int] = set()  # charges made through this object: only these can be completed
        self._record = chosen_record.ChosenRecord()  # the record of spending (here, or the team's), open while the project is
        self._transactions = 0  # write transactions begun or ended (``_write`` counts them; see ``ReplayCache``)
        self._sketched: tuple | None = None  # (stamp, last dataset) when every dataset last had a shared sketch

    @property
    def practice(self) -> bool:
        """A copy of the bundled example: made-up people, so every copy may be spent afresh; this machine's
        record of spending, which is for real people, leaves it out, and no data can be imported into it.
        Only the example itself qualifies: its identity, and the digest of every stored column (checked
        against the bytes whenever they are read), must be the shipped file's."""
        state = self._state()
        return bool(state.project.get("practice")) and _is_the_bundled_example(state)

    # -- the journal -------------------------------------------------------------------------

    def _state(self, conn: sqlite3.Connection | None = None) -> JournalState:
        """The journal replayed and verified (``ReplayCache`` replays only what was added since)."""
        conn = conn or self._read()
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        unchanged = (conn, version, conn.total_changes,
                     self._transactions if conn is self._conn else None)  # a rollback shows only there
        # On the project's own connection (inside its transaction, this thread holding it) the stamp is the version
        # just read: ``_stamp`` would read the same pragma of the same connection again.
        stamp = (lambda: version) if conn is self._conn else self._stamp
        try:
            state = self._journal.state(conn, unchanged, stamp)  # both read first: a later change shows next time
        except JournalBroken as err:
            raise LedgerTampered(translate("store.ledger.book", "{file}: {problem}; the budget record cannot be trusted").format(
                file=self.path.name, problem=err)) from None
        if self._unrecorded:  # a read-only view still counts what this machine has seen spent
            state = state.carrying(self._unrecorded)
        return state

    def _stamp(self) -> int | None:
        """SQLite's ``data_version`` of the project's own connection: it changes whenever another connection, in
        this process or any other, commits to the file, and never for this connection's own commits (see
        ``ReplayCache``). None while another thread holds that connection (the cache then counts the journal)."""
        if not self._mutex.acquire(blocking=False):
            return None
        try:
            return self._conn.execute("PRAGMA data_version").fetchone()[0] if self._conn is not None else None
        finally:
            self._mutex.release()

    def _sync_anchor(self) -> None:
        """Reconcile the file with this machine's record on opening (read-only: see :meth:`_look_up_record`)."""
        if self.practice:
            return
        if self.readonly:
            self.notices = self._look_up_record()
            return
        with self._write() as conn, self._record.held() as record:
            self.notices = self._reconcile(conn, record)

    def _carry_from_record(self) -> None:
        """After rows join the project: what this machine has seen spent on the same people is carried in now, as the
        next open or charge would carry it, so the budget shown at once is the one a charge would meet."""
        with self._write() as conn, self._machine_record() as record:
            if record is not None:
                self.notices += self._reconcile(conn, record)

    def _look_up_record(self) -> list[str]:
        """Read-only: teach this machine's record what the file has spent, as every open does (the record is the
        user's own file, writable where the project is not: a copy spent elsewhere and only looked at here must
        still count here), and count in memory, and say, what the record has seen beyond the file. A record that
        cannot be used does not stop a look: the file is then shown as it counts itself, and that is said."""
        state = self._state()
        project_id = state.project["project_id"]
        datasets = self._read().execute("SELECT fingerprint, population_id, sketch FROM datasets").fetchall()
        try:
            with self._record.held() as record:
                known = record.project(project_id)
                teach(record, state, datasets, known)
                short = shortfalls(state, record, project_id)
        except (StoreError, OSError, sqlite3.Error) as err:
            return [translate("store.ledger.book", "{file} is shown as the file itself counts it (spending this "
                              "computer recorded beyond the file is not counted, and the file's own is not yet recorded "
                              "here: look again once the record can be used), because {problem}").format(
                file=self.path.name, problem=err)]
        self._unrecorded = [{"population_id": s.population, "cost": cost_fields(s.cost)} for s in short]
        return notices(state, short, not known or state.continues(known.head, known.length), self.path.name,
                       written=False)

    @contextmanager
    def _machine_record(self, practice: bool | None = None) -> Iterator[anchor.MachineRecord | None]:
        """This machine's record of spending, held for a write; None for a practice project (``practice``, when the
        caller has just asked)."""
        if self.practice if practice is None else practice:
            yield None
            return
        with self._record.held() as record:
            yield record

    def _reconcile(self, conn: sqlite3.Connection, record: anchor.MachineRecord) -> list[str]:
        """Carry into the file what this machine has seen spent beyond the file's account, and undo a total
        raised in a journal that does not continue the one remembered; then remember the file's charges,
        fingerprints, totals and head. Returns what happened, in plain words."""
        state = self._state(conn)
        project_id = state.project["project_id"]
        known = record.project(project_id)
        continues = known is None or state.continues(known.head, known.length)
        remembered = conn.execute("SELECT value FROM meta WHERE key = 'spending_record'").fetchone()
        identity = record.identity()  # one transaction: it cannot change before the block ends
        reset = known is None and remembered is not None and remembered[0] != identity
        # dpgui itself stores every dataset's sketch whole, so once every dataset has what it needs, only a dataset
        # added since, another writer (the stamp) or a first-version fingerprint newly on this computer's record can
        # bring one without it: the look at every sketch is made again only then.
        seen = (self._stamp(), conn.execute("SELECT max(id) FROM datasets").fetchone()[0], record.holds_first_version())
        if seen[0] is None or seen != self._sketched:
            self._sketched = seen if versions.complete(conn, record) == 0 else None
        resembles = teach(record, state, conn.execute("SELECT fingerprint, population_id, sketch FROM datasets")
                           .fetchall(), known)
        short = shortfalls(state, record, project_id)
        said = notices(state, short, continues, self.path.name, written=True)
        if reset:
            said.append(translate("store.ledger.book", "This computer's record of dpgui spending is new, or was deleted, "
                                  "since {file} was last used here, so spending made here before then cannot be checked. "
                                  "If you have a backup of dpgui's folder ({folder}), restore it.").format(
                file=self.path.name, folder=anchor.data_dir()))
        if remembered is None or remembered[0] != identity:  # written only when it changes
            conn.execute("INSERT OR REPLACE INTO meta VALUES ('spending_record', ?)", (identity,))
        if resembles:
            said.append(translate("store.ledger.book", "{file} holds rows that are the same, or mostly the same, as those "
                                  "of a dataset in another project on this computer; what was spent on those people "
                                  "there counts here too.").format(file=self.path.name))
        for s in short:
            append(conn, "carried", {"population_id": s.population, "cost": cost_fields(s.cost), "at": now(),
                                     "reason": NOT_COUNTED})
        appended = bool(short)
        for population, fields in (known.totals.items() if known and not continues else ()):
            remembered, current = cost_from(fields), state.populations.get(population, {}).get("budget")
            if current is not None and current.kind == remembered.kind and not within(current, remembered):
                appended = True
                append(conn, "population", {"population_id": population, "at": now(), "budget": fields,
                                            "name": state.populations[population]["name"]})
                said.append(translate("store.ledger.book", "The budget of {name} in {file} is larger ({current}) than "
                                      "this computer last saw ({remembered}), with no record of the change here; the "
                                      "smaller total is kept.").format(name=state.populations[population]["name"],
                                                                       file=self.path.name, current=current,
                                                                       remembered=remembered))
        if appended:
            state = self._state(conn)
        totals = {pid: cost_fields(p["budget"]) for pid, p in state.populations.items()}
        # The head remembered need not be the file's last event, only one the file continues with every charge up to
        # it recorded (``teach``): a file that only added outcomes since (the last release's) leaves the record as it
        # is, so opening it commits nothing there, and syncs nothing.
        if known is None or not state.continues(known.head, known.length) or known.totals != totals \
                or state.charges.since(known.length):
            record.remember_project(project_id, state.head, state.length, totals)
        return said

    # -- populations and budgets ----------------------------------------------------------------

    def budget(self, name: str) -> Budget:
        """The budget of the people ``name`` describes (shared by every dataset about them)."""
        return self._budget(self._state(), self.dataset(name).population)

    def terms(self, population: str) -> tuple[str, str, int]:
        """What a release from ``population``'s people is calibrated and charged in, from one read of the journal: the
        kind of cost its budget is kept in ("pure", "approx", "zcdp"), the privacy unit and the most rows a person
        is assumed to have."""
        state = self._state()
        return (state.populations[population]["budget"].kind, state.project["privacy_unit"],
                int(state.project["max_rows_per_person"]))

    def _budget(self, state: JournalState, population: str) -> Budget:
        total, spent = state.populations[population]["budget"], state.spent(population)
        remaining = Cost(total.kind, epsilon=max(total.epsilon - spent.epsilon, 0),
                         delta=max(total.delta - spent.delta, 0), rho=max(total.rho - spent.rho, 0))
        names = tuple(d["name"] for d in state.datasets.values() if d["population_id"] == population)
        return Budget(total, spent, remaining, state.populations[population]["name"], names)

    def populations(self) -> list[Budget]:
        """Every population with its budget and the datasets that share it."""
        state = self._state()
        return [self._budget(state, pid) for pid in state.populations]

    def set_budget(self, name: str, total: Cost) -> None:
        """Change the total budget of the people ``name`` describes (recorded in the journal)."""
        info = self.dataset(name)
        with self._write() as conn:
            state = self._state(conn)
            if total.kind != state.populations[info.population]["budget"].kind:
                raise ValueError(translate(
                    "store.ledger.book", "A budget keeps its currency; give the new total in the same terms"))
            append(conn, "population", {"population_id": info.population, "at": now(),
                                         "name": state.populations[info.population]["name"],
                                         "budget": cost_fields(total)})

    def declare_different_people(self, name: str, total: Cost, population_name: str | None = None) -> None:
        """Declare that ``name`` is about people none of the project's other datasets cover, so it gets
        a budget of its own (parallel composition). What was already spent on it still counts there."""
        info = self.dataset(name)
        population_name = check_name(population_name, translate(
            "store.ledger.book", "the group of people")) if population_name \
            else None
        with self._write() as conn, self._machine_record() as record:
            if record is not None:
                self.notices += self._reconcile(conn, record)
            state = self._state(conn)
            sketch = json.loads(conn.execute("SELECT sketch FROM datasets WHERE id = ?", (info.id,)).fetchone()[0])
            twin = same_people_in_file(conn, info.id, info.fingerprint, sketch)
            if twin:
                raise ValueError(translate("store.ledger.book", "{name} holds the same, or mostly the same, rows as "
                                           "{other}; the same people cannot be given a second budget").format(
                    name=repr(name), other=repr(twin[0])))
            other = population_name and look_alike(population_name, [p["name"] for p in state.populations.values()])
            if other:
                self.notices.append(look_alike_notice(population_name, other, translate(
                    "store.ledger.book", "group of people")))
            population = str(uuid.uuid4())
            append(conn, "population", {"population_id": population, "at": now(), "budget": cost_fields(total),
                                         "name": population_name or translate("store.ledger.book", "the people in {name}").format(
                                             name=name)})
            # What these people already had spent on them: the charges on this dataset, and everything carried
            # into their old population (from this machine's record), since which dataset that touched is unknown.
            costs = [c.charged for c in state.charges.values() if c.dataset == info.id]
            costs += [cost_from(c["cost"]) for c in state.carried if c["population_id"] == info.population]
            try:
                past = sequential(costs, total.kind)
            except ValueError:  # spending the new budget's terms cannot express: count all of it
                past = total
            if any(getattr(past, f) > 0 for f in ("epsilon", "delta", "rho")):
                append(conn, "carried", {"population_id": population, "at": now(), "cost": cost_fields(past),
                                         "reason": f"spent on the people of {name} before it got a budget of its own"})
            conn.execute("UPDATE datasets SET population_id = ? WHERE id = ?", (population, info.id))
            declare(conn, info.id, info.name, population, info.fingerprint,
                    info.schema.dumps() if info.schema else None, content_of(state.datasets[info.id]), info.link)

    # -- spending: charge first, then the mechanism, then its outcome --------------------------------

    def charge(self, name: str, cost: Cost, query: dict, mechanism: dict) -> int:
        """Commit ``cost`` against the budget of ``name``'s people before any of its data is read.

        Raises BudgetExceeded (nothing spent) if it does not fit. Returns the charge's number, which
        :meth:`complete` or :meth:`settle` takes. This machine's anchor records the charge before
        the file commits it, so even a crash in between can only count it, never lose it.
        """
        return self.charge_many(name, [(cost, query, mechanism)])[0]

    def charge_many(self, name: str, releases: list[tuple[Cost, dict, dict]]) -> list[int]:
        """Commit the charges of several releases (cost, query, mechanism) of ``name`` at once, as :meth:`charge`
        does one: their total (composed as the budget composes them) is checked and all are committed in one
        transaction, or none (BudgetExceeded). A plan is charged so (``engine/plan_run.py``): one durable commit,
        then each release completes or settles its own charge, so the ledger still lists one charge per release."""
        if not releases:
            return []
        info = self.dataset(name)
        # The record commits (and syncs) the charge before the file does (the blocks close inner first), so the file's
        # commit need not sync: a power cut that lost it leaves the charge in the record, which carries it back into
        # the file when it is next opened. A practice project keeps no record: its file syncs.
        practice = self.practice
        with self._write(durable=practice) as conn, self._machine_record(practice) as record:
            if record is not None:
                self.notices += self._reconcile(conn, record)
            state = self._state(conn)
            self._check_declaration(state, info)
            budget = state.populations[info.population]["budget"]
            odometer = Odometer(budget)
            odometer.spend(state.spent(info.population))
            try:
                odometer.check(sequential([cost for cost, _, _ in releases], budget.kind))
            except BudgetExceeded as err:  # refused; what was carried in above is still committed
                refused, seqs = err, []
            else:
                refused, seqs, remembered = None, [], []
                digest = None  # the journal's last hash once this loop has appended (``append``)
                for cost, query, mechanism in releases:
                    body = {"population_id": info.population, "dataset_id": info.id, "dataset": info.name,
                            "at": now(), "app_version": __version__, "query": query, "mechanism": mechanism,
                            "cost": cost_fields(cost)}
                    seq, digest = append(conn, "charge", body, digest)
                    seqs.append(seq)
                    remembered.append((digest, info.population, cost_fields(cost)))
                self._opened.update(seqs)
                if record is not None:
                    record.remember_charges(state.project["project_id"], remembered)
                    record.remember_project(state.project["project_id"], digest, state.length + len(seqs),
                                            {pid: cost_fields(p["budget"]) for pid, p in state.populations.items()})
        if refused is not None:
            raise refused
        return seqs

    def complete(self, charge: int, result: dict, post_processing: list, spent: Cost) -> int:
        """Store the release of ``charge`` and record that it completed, having spent ``spent`` (the
        charge, or less when a mechanism was stopped early on purpose). Returns the release's number."""
        return self.complete_many([(charge, result, post_processing, spent)])[0]

    def complete_many(self, releases: list[tuple[int, dict, list, Cost]],
                      plan: tuple[str, list[dict]] | None = None) -> list[int]:
        """:meth:`complete` for several releases (charge, result, post-processing, spent) in one transaction;
        with ``plan`` (a dataset's name and what stays planned), the dataset's stored plan is replaced in the
        same transaction, so a release stored is never still planned, to be paid for again."""
        return [shown["release_id"] for shown in self.store_releases(releases, plan)]

    def store_releases(self, releases: list[tuple[int, dict, list, Cost]],
                       plan: tuple[str, list[dict]] | None = None) -> list[dict]:
        """:meth:`complete_many`, returning each release as :meth:`release` shows it, with ``budget``: the budget of
        its people after the transaction. Built from the releases given and the outcomes appended, so a release just
        made is neither read back from the file nor parsed again, nor its outcome replayed from the journal.
        ``result`` and ``post_processing`` must be what JSON gives back (lists, text keys), as ``stored_form`` makes
        them; each is shown as a copy of the top level, its parts shared with what was given."""
        shown, events = [], []
        # Unsynced, as the charge was (see :meth:`charge_many`): a power cut may lose what was stored, never its charge.
        with self._write(durable=self.practice) as conn:
            # One read of the journal for the batch (this transaction is its only writer now): a charge must be open
            # in it and not ended earlier in the batch; each outcome is chained to the one appended before it.
            before, ended, last = self._state(conn), set(), None
            for charge, result, post_processing, spent in releases:
                opened = self._open_charge(conn, charge, before, ended)
                ended.add(charge)
                event = self._complete(conn, opened, result, post_processing, spent, last)
                last = event[3]
                events.append(event)
                shown.append((opened, result, post_processing))
            if plan is not None:
                self._store_plan(conn, *plan)
            state = extended(before, events)
        if events:
            self._journal.committed(before, state, events[-1][0])
        budgets: dict[str, dict] = {}
        for charge, _, _ in shown:
            if charge.population not in budgets:
                budgets[charge.population] = self._budget(state, charge.population).as_dict()
        return [_shown(state, charge, result, post, budget=budgets[charge.population])
                for charge, result, post in shown]

    def _complete(self, conn, opened: Charge, result: dict, post_processing: list, spent: Cost,
                  last: str | None) -> tuple[int, str, dict, str]:
        """Store the release of the open charge ``opened``; returns its outcome event (seq, kind, body, hash).
        ``last``: the journal's last hash, when this transaction wrote it."""
        result_json = json.dumps(result, sort_keys=True, ensure_ascii=False)
        charge, cost = opened.seq, opened.cost
        if charge not in self._opened:  # a charge left by a killed process stays charged in full
            raise ValueError(translate("store.ledger.book", "Charge {charge} was not made by this session; it cannot be completed "
                                       "here").format(charge=charge))
        if spent != cost:  # this machine's record holds the full charge already: only less needs a write
            Odometer(cost).check(spent)  # a mechanism may spend less than its charge, never more
            with self._machine_record() as record:
                if record is not None:
                    record.settle_charge(opened.hash, cost_fields(spent))
        conn.execute("INSERT INTO results (charge_seq, result_json, post_processing) VALUES (?, ?, ?)",
                     (charge, result_json, json.dumps(post_processing)))
        body = {"charge": charge, "state": "completed", "reason": "", "at": now(), "spent": cost_fields(spent),
                "result_hash": sha256(result_json)}
        seq, digest = append(conn, "outcome", body, last)
        return seq, "outcome", body, digest

    def settle(self, charge: int, state: str, reason: str) -> None:
        """Record that ``charge`` ended without a release (``failed`` or ``cancelled``); it stays spent in
        full. ``reason`` must carry no value derived from the data."""
        self.settle_many([charge], state, reason)

    def settle_many(self, charges: list[int], state: str, reason: str) -> None:
        """:meth:`settle` for several charges, in one transaction (the releases a stopped plan did not make)."""
        with self._write() as conn:
            journal, ended, last = self._state(conn), set(), None  # as in :meth:`store_releases`
            for charge in charges:
                cost = self._open_charge(conn, charge, journal, ended).cost
                ended.add(charge)
                _, last = append(conn, "outcome", {"charge": charge, "state": state, "reason": reason, "at": now(),
                                                   "spent": cost_fields(cost), "result_hash": None}, last)

    def _open_charge(self, conn, seq: int, state: JournalState | None = None, ended: set = frozenset()) -> Charge:
        """The charge ``seq``, still open in ``state`` (read now if not given) and not among ``ended`` (those this
        transaction has already ended), or a ValueError."""
        charge = (state or self._state(conn)).charges.get(seq)
        if charge is None or charge.state != "interrupted" or seq in ended:
            raise ValueError(translate(
                "store.ledger.book", "Charge {charge} does not exist or has already ended").format(
                charge=seq))
        return charge

    def _check_declaration(self, state: JournalState, info) -> None:
        declared = state.datasets.get(info.id)
        schema_hash = sha256(info.schema.dumps()) if info.schema else None
        stored = {"columns": info.columns, "n_rows": info.n_rows, "decimal_comma": info.decimal_comma}
        if (declared is None or declared["name"] != info.name or declared["population_id"] != info.population
                or declared["fingerprint"] != info.fingerprint or declared["schema_sha256"] != schema_hash
                or any(declared[k] != v for k, v in stored.items()) or declared.get("link") != info.link):
            raise LedgerTampered(translate("store.ledger.book", "The declaration of {name} in {file} was changed "
                                           "outside dpgui; its budget record cannot be trusted").format(
                name=repr(info.name), file=self.path.name))

    # -- the ledger and releases ----------------------------------------------------------------

    def release(self, release_id: int) -> dict:
        """A stored release, shown again at no cost."""
        state = self._state()
        charge = state.numbered(release_id)
        row = self._read().execute("SELECT result_json, post_processing FROM results WHERE charge_seq = ?",
                                   (charge.seq,)).fetchone() if charge else None
        if row is None:
            raise ValueError(translate("store.ledger.book", "There is no release {release}").format(release=release_id))
        return _stored_release(state, charge, *row)

    def releases(self) -> dict[int, dict]:
        """Every stored release by number, read in one pass over one replayed journal (a report of thousands of
        releases read the journal again for each one)."""
        state = self._state()
        rows = self._read().execute("SELECT charge_seq, result_json, post_processing FROM results").fetchall()
        found = {seq: state.charges.get(seq) for seq, _, _ in rows}
        return {found[seq].number: _stored_release(state, found[seq], result, post)
                for seq, result, post in rows if found[seq] is not None}

    def ledger(self, name: str | None = None) -> list[LedgerEntry]:
        """Every charge (of one dataset, or all), oldest first, with how it ended."""
        entries = [e for _, e in self._entries(self._state())]
        return [e for e in entries if name is None or e.dataset == name]

    def _entries(self, state: JournalState) -> list[tuple[Charge, LedgerEntry]]:
        names = {d["dataset_id"]: d["name"] for d in state.datasets.values()}
        stored = {r[0] for r in self._read().execute("SELECT charge_seq FROM results")}
        return [(c, LedgerEntry(c.number, names.get(c.dataset, c.body.get("dataset", "?")), c.body["at"],
                                c.body["app_version"], c.body["query"], c.body["mechanism"], c.charged, c.hash,
                                c.number if c.seq in stored else None, c.state, c.reason))
                for c in state.charges.values()]

    def carried(self) -> list[dict]:
        """Spending the file took from outside its own charges (this machine's record, a split)."""
        return list(self._state().carried)

    def spending(self) -> list[Spending]:
        """For each population, every charge against it (interrupted ones included) and everything carried
        into it: together exactly what its budget counts as spent. History, the budget page and reports list
        these, so that their entries add up to the budget."""
        state = self._state()
        entries = self._entries(state)
        return [Spending(self._budget(state, pid), [e for c, e in entries if c.population == pid],
                         [CarriedEntry(c.get("at", ""), cost_from(c["cost"]), c.get("reason", UNRECORDED))
                          for c in state.carried if c["population_id"] == pid])
                for pid in state.populations]

    def ledger_record(self, entry_id: int) -> dict | None:
        """The stored fields of one charge, for checking a manifest against it."""
        charge = self._state().numbered(entry_id)
        if charge is None:
            return None
        stored = self._read().execute("SELECT 1 FROM results WHERE charge_seq = ?", (charge.seq,)).fetchone()
        return {"hash": charge.hash, "result_hash": charge.result_hash, "query": charge.body["query"],
                "cost": charge.charged, "release_id": entry_id if stored else None}

    def verify_ledger(self) -> str:
        """Check the journal's chain, every declaration against it and every stored release's hash;
        return the head hash (which reports and manifests print) or raise LedgerTampered."""
        conn = self._read()
        state = self._state(conn)
        for info in self.datasets():
            self._check_declaration(state, info)
        for seq, result in conn.execute("SELECT charge_seq, result_json FROM results"):
            charge = state.charges.get(seq)
            if charge is None or charge.result_hash != sha256(result):
                number = charge.number if charge else seq
                raise LedgerTampered(translate("store.ledger.book", "The release of ledger entry {number} was changed after it was "
                                               "written").format(number=number))
        return state.head


def _stored_release(state: JournalState, charge: Charge, result_json: str, post_processing: str) -> dict:
    return _shown(state, charge, json.loads(result_json), json.loads(post_processing))


def _shown(state: JournalState, charge: Charge, result: dict, post_processing: list, **extra) -> dict:
    dataset = state.datasets.get(charge.dataset, {}).get("name", charge.body.get("dataset"))
    return {**result, "release_id": charge.number, "ledger_id": charge.number, "dataset": dataset,
            "post_processing": post_processing, **extra}


@functools.lru_cache(maxsize=1)
def _bundled_example() -> tuple[str, frozenset] | None:
    """(project id, column digests of each dataset) of the shipped example, read from its file."""
    from dpgui.resources import example_path

    path = example_path("clinic_survey.dpgui")
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)  # may be read-only media
        try:
            state = replay(conn.execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq"))
        finally:
            conn.close()
    except (sqlite3.Error, JournalBroken):
        return None
    return state.project.get("project_id"), frozenset(tuple(d["columns_sha256"]) for d in state.datasets.values())


def _is_the_bundled_example(state: JournalState) -> bool:
    shipped = _bundled_example()
    return (shipped is not None and state.project["project_id"] == shipped[0] and bool(state.datasets)
            and all(tuple(d["columns_sha256"]) in shipped[1] for d in state.datasets.values()))
