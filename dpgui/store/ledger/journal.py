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

import datetime as dt
import functools
import hashlib
import json
import uuid
from dataclasses import dataclass, field, replace
from fractions import Fraction

from dpgui import __version__
from dpgui.core.costs.accounting import Cost, sequential
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

    @property
    def charged(self) -> Cost:
        """What this charge counts against the budget: all of it, unless it completed having used less."""
        return self.spent if self.state == "completed" and self.spent is not None else self.cost


@dataclass
class JournalState:
    """What the journal says, replayed from its first event."""

    project: dict = field(default_factory=dict)
    populations: dict[str, dict] = field(default_factory=dict)  # id -> {"name", "budget": Cost}
    datasets: dict[int, dict] = field(default_factory=dict)     # id -> the latest "dataset" body
    charges: dict[int, Charge] = field(default_factory=dict)
    carried: list[dict] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)
    _spent: dict[str, Cost] = field(default_factory=dict, init=False, repr=False, compare=False)  # per state: a copy starts anew

    @property
    def head(self) -> str:
        return self.hashes[-1] if self.hashes else GENESIS

    @property
    def length(self) -> int:
        return len(self.hashes)

    def continues(self, head: str | None, length: int) -> bool:
        """Whether this journal holds ``head`` as its event number ``length`` (it may have grown since)."""
        return head is None or (0 < length <= self.length and self.hashes[length - 1] == head)

    def numbered(self, number: int) -> Charge | None:
        return next((c for c in self.charges.values() if c.number == number), None)

    def spent(self, population: str) -> Cost:
        if population not in self._spent:
            self._spent[population] = self._total(population)
        return self._spent[population]

    def _total(self, population: str) -> Cost:
        budget = self.populations[population]["budget"]
        costs = [c.charged for c in self.charges.values() if c.population == population]
        costs += [cost_from(c["cost"]) for c in self.carried if c["population_id"] == population]
        try:
            return sequential(costs, budget.kind)
        except ValueError:  # δs adding up to 1 or more (several populations merged on upgrade): all of it is spent
            return budget


class JournalBroken(Exception):
    """The chain does not verify; the message names the first event at fault."""


def replay(rows, start: JournalState | None = None) -> JournalState:
    """Verify the chain of (seq, kind, body, prev_hash, hash) rows, in order, and replay it; with ``start``
    (a verified state, left unchanged), the rows are the events that follow it."""
    state = JournalState() if start is None else JournalState(
        start.project, dict(start.populations), dict(start.datasets), dict(start.charges), list(start.carried),
        list(start.hashes))
    prev = state.head
    for seq, kind, body_json, prev_hash, digest in rows:
        if kind not in KINDS or prev_hash != prev or event_hash(prev, kind, body_json) != digest:
            raise JournalBroken(translate("store.ledger.journal", "Journal event {event} was changed, removed or reordered after it was "
                                          "written").format(event=seq))
        body = json.loads(body_json)
        _apply(state, seq, kind, body, digest)
        state.hashes.append(digest)
        prev = digest
    return state


class ReplayCache:
    """The last verified state of one project's journal and the number of its last event. While that event
    is still there, as the same event and with as many events up to it, only the events after it are
    verified and replayed (a release reads the state several times; a long journal made each read slow).
    Anything else (a rolled-back write, an edited or shortened journal) replays it all again."""

    def __init__(self):
        self._last: tuple[int, JournalState] | None = None

    def state(self, conn) -> JournalState:
        last = self._last  # one read: another thread may replace it meanwhile
        if last is not None:
            seq, state = last
            if conn.execute("SELECT hash, (SELECT count(*) FROM journal WHERE seq <= ?) FROM journal WHERE seq = ?",
                            (seq, seq)).fetchone() == (state.head, state.length):
                rows = conn.execute("SELECT seq, kind, body, prev_hash, hash FROM journal WHERE seq > ? ORDER BY seq",
                                    (seq,)).fetchall()
                return self._keep(rows[-1][0], replay(rows, state)) if rows else state
        rows = conn.execute("SELECT seq, kind, body, prev_hash, hash FROM journal ORDER BY seq").fetchall()
        return self._keep(rows[-1][0], replay(rows)) if rows else replay(rows)

    def _keep(self, seq: int, state: JournalState) -> JournalState:
        self._last = (seq, state)
        return state


def _apply(state: JournalState, seq: int, kind: str, body: dict, digest: str) -> None:
    if kind == "project":
        state.project = body
    elif kind == "population":
        state.populations[body["population_id"]] = {"name": body["name"], "budget": cost_from(body["budget"])}
    elif kind == "dataset":
        if body["population_id"] not in state.populations:
            raise JournalBroken(translate("store.ledger.journal", "Journal event {event} puts a dataset in a population that does not "
                                          "exist").format(event=seq))
        state.datasets[body["dataset_id"]] = body
    elif kind == "charge":
        state.charges[seq] = Charge(seq, len(state.charges) + 1, digest, body["population_id"], body["dataset_id"],
                                    cost_from(body["cost"]), body)
    elif kind == "outcome":
        charge = state.charges.get(body["charge"])
        if charge is None or charge.state != "interrupted" or body["state"] not in STATES:
            raise JournalBroken(translate("store.ledger.journal", "Journal event {event} settles a charge that does not exist or was "
                                          "settled").format(event=seq))
        charge = state.charges[body["charge"]] = replace(charge)  # a state handed out earlier stays as it was
        spent = cost_from(body["spent"])
        if any(getattr(spent, f) > getattr(charge.cost, f) for f in ("epsilon", "delta", "rho")):
            raise JournalBroken(translate(
                "store.ledger.journal", "Journal event {event} spends more than its charge").format(
                event=seq))
        charge.state, charge.spent, charge.reason = body["state"], spent, body.get("reason", "")
        charge.result_hash = body.get("result_hash")
    else:  # carried
        state.carried.append(body)


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def append(conn, kind: str, body: dict) -> tuple[int, str]:
    """Append one event to the journal table (inside the caller's transaction): (seq, hash)."""
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
