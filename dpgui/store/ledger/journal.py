"""The project's journal: one append-only, hash-chained list of every event that decides a budget.

Budget totals, dataset declarations (schema, population, row fingerprint), charges and their
outcomes are all journal events, and the budget is *computed* from the journal, never read from a
column that could be edited on its own. An event's hash is sha256(previous hash, kind, canonical
JSON body); changing, removing or reordering any event breaks the chain from that point on, and a
chain recomputed after an edit no longer contains the head this machine remembers (``anchor.py``).

Event kinds:
- ``project``: the project's identity and privacy unit (the first event);
- ``population``: a group of people and its total budget (set or changed);
- ``dataset``: a dataset joined a population, with its row fingerprint, its schema's sha256 and, if it
  is linked rather than imported, its link;
- ``charge``: a release's cost, committed before any private data is read;
- ``outcome``: how a charge ended (completed, failed, cancelled) and what it finally spent;
- ``carried``: spending the file must count that its own charges do not show (recorded on this machine
  but missing from the file, or spent on a dataset's people before it got a budget of its own).
"""

from __future__ import annotations

import bisect
import datetime as dt
import functools
import hashlib
import json
import threading
import uuid
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction

from dpgui import __version__
from dpgui.core.costs.accounting import Cost, sequential_counted
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate

GENESIS = "0" * 64
KINDS = ("project", "population", "dataset", "charge", "outcome", "carried")
STATES = ("completed", "failed", "cancelled")


def canonical(body: dict) -> str:
    return json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def event_hash(prev_hash: str, kind: str, body_json: str) -> str:
    return sha256(f"{prev_hash}\n{kind}\n{body_json}")


def cost_fields(cost: Cost) -> list[str]:
    return [cost.kind, str(cost.epsilon), str(cost.delta), str(cost.rho)]


def cost_from(fields) -> Cost:
    return _parsed_cost(tuple(fields))


@functools.lru_cache(maxsize=1024)
def _parsed_cost(fields: tuple[str, str, str, str]) -> Cost:
    """Costs are immutable and a ledger repeats a few of them many times: each is parsed once."""
    kind, eps, delta, rho = fields
    return Cost(kind, epsilon=Fraction(eps), delta=Fraction(delta), rho=Fraction(rho))


@dataclass
class Charge:
    seq: int
    number: int  # 1 for the project's first charge, and so on: the ledger entry's and its release's number
    hash: str
    population: str
    dataset: int
    cost: Cost
    body: dict
    state: str = "interrupted"  # until an outcome says otherwise: charged in full
    spent: Cost | None = None
    reason: str = ""
    result_hash: str | None = None
    position: int = 0  # its event's place in the journal (0 for the first event)

    @property
    def charged(self) -> Cost:
        """What this charge counts against the budget: all of it, unless it completed having used less."""
        return self.spent if self.state == "completed" and self.spent is not None else self.cost


class _Chain:
    """The events of one verified chain, shared by every state that is a prefix of it: only ever appended to, so
    that replaying the events added since a state costs what they cost, not what the whole journal does. A state
    sees its own prefix (its ``length`` events and ``count`` charges): a charge settled by an outcome after it stays
    unsettled there. A state whose chain went on differently (a rolled-back write) starts a chain of its own."""

    def __init__(self):
        self.hashes: list[str] = []
        self.charges: list[Charge] = []              # in the order they were charged: a charge's number - 1
        self.index: dict[int, int] = {}               # charge seq -> its place in ``charges``
        self.outcomes: dict[int, tuple[int, Charge]] = {}  # charge seq -> (position of its outcome, the charge settled)
        self.lock = threading.Lock()

    def prefix(self, length: int, count: int) -> "_Chain":
        """A chain of its own holding the first ``length`` events (``count`` charges) of this one."""
        chain = _Chain()
        with self.lock:
            chain.hashes = self.hashes[:length]
            chain.charges = self.charges[:count]
            chain.index = {c.seq: i for i, c in enumerate(chain.charges)}
            chain.outcomes = {seq: done for seq, done in self.outcomes.items() if done[0] < length}
        return chain


class Charges(Mapping):
    """A state's charges by their seq (read-only): the shared chain seen up to the state's own length."""

    def __init__(self, chain: _Chain, length: int, count: int):
        self._chain, self._length, self._count = chain, length, count

    def _seen(self, charge: Charge) -> Charge:
        done = self._chain.outcomes.get(charge.seq)
        return done[1] if done is not None and done[0] < self._length else charge

    def __getitem__(self, seq: int) -> Charge:
        index = self._chain.index.get(seq)
        if index is None or index >= self._count:
            raise KeyError(seq)
        return self._seen(self._chain.charges[index])

    def __iter__(self):
        return (c.seq for c in self._chain.charges[:self._count])

    def __len__(self) -> int:
        return self._count

    def values(self) -> list[Charge]:
        return [self._seen(c) for c in self._chain.charges[:self._count]]

    def numbered(self, number: int) -> Charge | None:
        return self._seen(self._chain.charges[number - 1]) if 0 < number <= self._count else None

    def since(self, length: int) -> list[Charge]:
        """The charges among the events after the first ``length`` (in event order, so found by bisection)."""
        charges = self._chain.charges
        first = bisect.bisect_left(charges, length, 0, self._count, key=lambda c: c.position)
        return [self._seen(c) for c in charges[first:self._count]]


@dataclass(eq=False)
class JournalState:
    """What the journal says, replayed from its first event. The budgets are running sums (per population, how many
    times each cost was charged or carried), kept as the events are replayed, so reading them costs the same however
    long the journal is."""

    project: dict = field(default_factory=dict)
    populations: dict[str, dict] = field(default_factory=dict)  # id -> {"name", "budget": Cost}
    datasets: dict[int, dict] = field(default_factory=dict)     # id -> the latest "dataset" body
    carried: list[dict] = field(default_factory=list)
    length: int = 0
    _chain: _Chain = field(default_factory=_Chain, repr=False)
    _count: int = 0  # how many of the chain's charges this state holds
    _charged: dict[str, Counter] = field(default_factory=dict, repr=False)  # population -> Counter[Cost] of charges
    _carried_costs: dict[str, Counter] = field(default_factory=dict, repr=False)  # population -> Counter[cost fields]
    _spent: dict[str, Cost] = field(default_factory=dict, repr=False)  # kept until an event changes its sums

    @property
    def head(self) -> str:
        return self._chain.hashes[self.length - 1] if self.length else GENESIS

    @property
    def hashes(self) -> list[str]:
        return self._chain.hashes[:self.length]

    @property
    def charges(self) -> Charges:
        return Charges(self._chain, self.length, self._count)

    def continues(self, head: str | None, length: int) -> bool:
        """Whether this journal holds ``head`` as its event number ``length`` (it may have grown since)."""
        return head is None or (0 < length <= self.length and self._chain.hashes[length - 1] == head)

    def numbered(self, number: int) -> Charge | None:
        return self.charges.numbered(number)

    def spent(self, population: str) -> Cost:
        if population not in self._spent:
            self._spent[population] = self._total(population)
        return self._spent[population]

    def _total(self, population: str) -> Cost:
        budget = self.populations[population]["budget"]
        costs = Counter(self._charged.get(population, ()))
        for fields, n in self._carried_costs.get(population, Counter()).items():
            costs[cost_from(fields)] += n
        try:
            return sequential_counted(costs, budget.kind)
        except ValueError:  # δs adding up to 1 or more (several populations merged on upgrade): all of it is spent
            return budget

    def carrying(self, extra: list[dict]) -> "JournalState":
        """This state with ``extra`` carried events counted too (kept in memory only: see ``BudgetBook._state``)."""
        state = self._copy()
        for body in extra:
            state._carry(body)
        return state

    def _copy(self) -> "JournalState":
        return JournalState(self.project, dict(self.populations), dict(self.datasets), list(self.carried), self.length,
                            self._chain, self._count, {p: Counter(c) for p, c in self._charged.items()},
                            {p: Counter(c) for p, c in self._carried_costs.items()}, dict(self._spent))

    def _carry(self, body: dict) -> None:
        self.carried.append(body)
        self._carried_costs.setdefault(body.get("population_id"), Counter())[tuple(body.get("cost") or ())] += 1
        self._spent.pop(body.get("population_id"), None)

    def _count_charge(self, population: str, cost: Cost, n: int) -> None:
        self._spent.pop(population, None)
        counter = self._charged.setdefault(population, Counter())
        counter[cost] += n
        if not counter[cost]:
            del counter[cost]


class JournalBroken(Exception):
    """The chain does not verify; the message names the first event at fault."""


def replay(rows, start: JournalState | None = None) -> JournalState:
    """Verify the chain of (seq, kind, body, prev_hash, hash) rows, in order, and replay it; with ``start``
    (a verified state, left unchanged), the rows are the events that follow it."""
    return _continued(start, lambda state: _extend(state, rows))


def extended(start: JournalState, events: list[tuple[int, str, dict, str]]) -> JournalState:
    """``start`` (left unchanged) followed by ``events`` (seq, kind, body, hash) that its reader has just appended
    after it with ``append``, in one transaction: applied from the bodies it built, which need neither reading back
    nor parsing, nor their chain verifying (``append`` chained each hash to the one before, from the verified head).
    For outcomes: the state keeps nothing of their bodies, so it shares no object with the caller."""
    def add(state: JournalState) -> None:
        for seq, kind, body, digest in events:
            _apply(state, seq, kind, body, digest)
            state._chain.hashes.append(digest)
            state.length += 1
    return _continued(start, add)


def _continued(start: JournalState | None, extend) -> JournalState:
    state = JournalState() if start is None else start._copy()
    while True:
        chain = state._chain
        with chain.lock:
            if len(chain.hashes) == state.length:  # the chain ends here: this state goes on with it
                extend(state)
                return state
        state._chain = chain.prefix(state.length, state._count)  # it went on differently: a chain of its own


def _extend(state: JournalState, rows) -> None:
    prev = state.head
    for seq, kind, body_json, prev_hash, digest in rows:
        if kind not in KINDS or prev_hash != prev or event_hash(prev, kind, body_json) != digest:
            raise JournalBroken(translate("store.ledger.journal", "Journal event {event} was changed, removed or reordered after it was "
                                          "written").format(event=seq))
        _apply(state, seq, kind, json.loads(body_json), digest)
        state._chain.hashes.append(digest)
        state.length += 1
        prev = digest


class ReplayCache:
    """The last verified state of one project's journal and the number of its last event.

    A read that finds the file just as when the state was last verified on its connection (``unchanged``: the
    connection itself, SQLite's ``data_version`` of it, which changes when any other connection in any process
    commits, its own count of rows changed, and the project's count of write transactions begun or ended) returns
    the state as it is. Otherwise, while that last event is still there, as the same event, only the events after
    it are verified and replayed (a release reads the state several times; a long journal made each read slow).
    The events up to it are counted again too, as every read did before, so that one removed or added before it
    behind dpgui shows, unless ``stamp()`` (the ``data_version`` of the project's writing connection, which its own
    commits never change; None when it cannot be read now) is what it was when they were last counted: then only
    this project, which only appends, has written to the file since. Anything else (a rolled-back write, an edited
    or shortened journal) replays it all again."""

    def __init__(self):
        self._last: tuple[int, JournalState, int | None, tuple | None] | None = None
        self._lock = threading.Lock()

    def state(self, conn, unchanged: tuple | None = None, stamp=lambda: None) -> JournalState:
        with self._lock:  # two threads never extend one chain at once
            last = self._last
            if last is not None and unchanged is not None and last[3] == unchanged:
                return last[1]
            now_stamp = stamp()
            if last is not None:
                seq, state, counted, _ = last
                if conn.execute("SELECT hash FROM journal WHERE seq = ?", (seq,)).fetchone() == (state.head,) and (
                        (now_stamp is not None and now_stamp == counted) or conn.execute(
                            "SELECT count(*) FROM journal WHERE seq <= ?", (seq,)).fetchone()[0] == state.length):
                    rows = conn.execute("SELECT seq, kind, body, prev_hash, hash FROM journal WHERE seq > ? "
                                        "ORDER BY seq", (seq,)).fetchall()
                    return self._keep(rows[-1][0] if rows else seq, replay(rows, state) if rows else state,
                                      now_stamp, unchanged)
            rows = conn.execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq").fetchall()
            return self._keep(rows[-1][0], replay(rows), now_stamp, unchanged) if rows else replay(rows)

    def committed(self, before: JournalState, after: JournalState, seq: int) -> None:
        """After a transaction that read ``before`` from this cache committed, on the project's own connection, the
        events that make ``after`` (the last of them ``seq``): the next read finds them already replayed. The count
        stamp stays the one ``before`` was counted at, since the connection's own commits leave its
        ``data_version`` as it was; the next read still looks at the file (``unchanged`` is not kept), and a write
        from any other connection since shows as before. Only if this cache still holds ``before``."""
        with self._lock:
            if self._last is not None and self._last[1] is before:
                self._last = (seq, after, self._last[2], None)

    def _keep(self, seq: int, state: JournalState, stamp: int | None, unchanged: tuple | None) -> JournalState:
        self._last = (seq, state, stamp, unchanged)
        return state


def _apply(state: JournalState, seq: int, kind: str, body: dict, digest: str) -> None:
    if kind == "project":
        state.project = body
    elif kind == "population":
        state.populations[body["population_id"]] = {"name": body["name"], "budget": cost_from(body["budget"])}
        state._spent.pop(body["population_id"], None)  # its currency, or all of it when δs add up to 1 or more
    elif kind == "dataset":
        if body["population_id"] not in state.populations:
            raise JournalBroken(translate("store.ledger.journal", "Journal event {event} puts a dataset in a population that does not "
                                          "exist").format(event=seq))
        state.datasets[body["dataset_id"]] = body
    elif kind == "charge":
        charge = Charge(seq, state._count + 1, digest, body["population_id"], body["dataset_id"],
                        cost_from(body["cost"]), body, position=state.length)
        state._chain.index[seq] = len(state._chain.charges)
        state._chain.charges.append(charge)
        state._count += 1
        state._count_charge(charge.population, charge.cost, 1)
    elif kind == "outcome":
        charge = state.charges.get(body["charge"])
        if charge is None or charge.state != "interrupted" or body["state"] not in STATES:
            raise JournalBroken(translate("store.ledger.journal", "Journal event {event} settles a charge that does not exist or was "
                                          "settled").format(event=seq))
        spent = cost_from(body["spent"])  # parsed once per distinct cost: spent in full is the charge's own object
        if spent is not charge.cost and any(getattr(spent, f) > getattr(charge.cost, f)
                                            for f in ("epsilon", "delta", "rho")):
            raise JournalBroken(translate(
                "store.ledger.journal", "Journal event {event} spends more than its charge").format(
                event=seq))
        settled = replace(charge, state=body["state"], spent=spent, reason=body.get("reason", ""),
                          result_hash=body.get("result_hash"))  # a state handed out earlier still sees it unsettled
        state._chain.outcomes[charge.seq] = (state.length, settled)
        if settled.charged is not charge.charged:  # what the budget counts changed: less than the charge was spent
            state._count_charge(charge.population, charge.charged, -1)
            state._count_charge(charge.population, settled.charged, 1)
    else:  # carried
        state._carry(body)


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def append(conn, kind: str, body: dict, last: str | None = None) -> tuple[int, str]:
    """Append one event to the journal table (inside the caller's transaction): (seq, hash). ``last``: the hash
    ``append`` returned for the event the caller appended just before, in the same transaction (the journal's last
    event then, since the transaction is its only writer), which saves reading it back."""
    if last is not None:
        prev_hash = last
    else:
        prev = conn.execute("SELECT hash FROM journal ORDER BY seq DESC LIMIT 1").fetchone()
        prev_hash = prev[0] if prev else GENESIS
    text = canonical(body)
    digest = event_hash(prev_hash, kind, text)
    cur = conn.execute("INSERT INTO journal (kind, body, prev_hash, hash) VALUES (?, ?, ?, ?)",
                       (kind, text, prev_hash, digest))
    return cur.lastrowid, digest


def declare(conn, dataset_id: int, name: str, population: str, fingerprint: str, schema_json: str | None,
            content: dict, link: dict | None = None, at: str | None = None) -> None:
    """A dataset's declaration: its name, population, row fingerprint, the sha256 of its schema, its
    stored ``content`` (columns, n_rows, decimal_comma and each stored column's digest) and, for a linked
    dataset, its link."""
    append(conn, "dataset", {"dataset_id": dataset_id, "name": name, "population_id": population, "at": at or now(),
                             "fingerprint": fingerprint, "schema_sha256": sha256(schema_json) if schema_json else None,
                             **content, **({"link": link} if link else {})})


def content_of(declared: dict) -> dict:
    """The stored-content part of a dataset's declaration (carried over when it is declared again)."""
    return {k: declared[k] for k in ("columns", "n_rows", "decimal_comma", "columns_sha256")}


DEFAULT_POPULATION = QT_TRANSLATE_NOOP("store.ledger.journal", "everyone in this project")  # stored as written


def population_name(population: str) -> str:
    """A population's name as shown: the default one in the reader's language (the file keeps it in English,
    so the same people are the same population whatever language wrote the file)."""
    return translate("store.ledger.journal", population) if population == DEFAULT_POPULATION else population


def start(conn, project_id: str, unit: str, max_rows: int, budget: Cost, practice: bool = False,
          population: str | None = None, at: str | None = None) -> str:
    """The first events of a project: its identity, then its people with their budget (their id).
    A ``practice`` project (the bundled example) holds made-up people only; see ``Project.practice``.
    An upgrade passes ``population`` and ``at`` so that upgrading the same old file twice gives the same events."""
    at = at or now()
    append(conn, "project", {"project_id": project_id, "privacy_unit": unit, "max_rows_per_person": max_rows,
                             "at": at, "app_version": __version__, **({"practice": True} if practice else {})})
    population = population or str(uuid.uuid4())
    append(conn, "population", {"population_id": population, "name": DEFAULT_POPULATION, "at": at,
                                "budget": cost_fields(budget)})
    return population
