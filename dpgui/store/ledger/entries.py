"""What a budget shows: totals and what is left, one charge and how it ended, spending carried in from outside
the file's own charges, and a population's whole account. Read-only views of the journal (``journal.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from dpgui.core.costs.accounting import Cost
from dpgui.core.words.translation import QT_TRANSLATE_NOOP
from dpgui.store.ledger.journal import DEFAULT_POPULATION


@dataclass(frozen=True)
class Budget:
    total: Cost
    spent: Cost
    remaining: Cost
    population: str = DEFAULT_POPULATION
    shared_with: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        return {"total": self.total.as_dict(), "spent": self.spent.as_dict(), "remaining": self.remaining.as_dict(),
                "population": self.population, "datasets": list(self.shared_with)}


@dataclass(frozen=True)
class LedgerEntry:
    """One charge: what was asked, what it cost, and how it ended (``completed``, ``failed``,
    ``cancelled``, or ``interrupted`` when the process died before saying)."""

    id: int
    dataset: str
    created_at: str
    app_version: str
    query: dict
    mechanism: dict
    cost: Cost
    hash: str
    release_id: int | None
    state: str = "completed"
    reason: str = ""

    def as_dict(self) -> dict:
        return {"id": self.id, "dataset": self.dataset, "created_at": self.created_at,
                "app_version": self.app_version, "query": self.query, "mechanism": self.mechanism,
                "cost": self.cost.as_dict(), "hash": self.hash, "release_id": self.release_id,
                "state": self.state, "reason": self.reason}


# Why spending was carried in. Kept in English (the journal hashes what it stores, and --json gives it as is);
# a front end shows translate("store.ledger.entries", reason).
UNRECORDED = QT_TRANSLATE_NOOP("store.ledger.entries", "spending this computer recorded that the file does not count "
                               "yet (open it for changes to write it there)")
NOT_COUNTED = QT_TRANSLATE_NOOP("store.ledger.entries", "spending this computer recorded that the file did not count")


@dataclass(frozen=True)
class CarriedEntry:
    """Spending a budget counts that no charge in the file shows (``journal.py``'s "carried" events)."""

    at: str
    cost: Cost
    reason: str

    def as_dict(self) -> dict:
        return {"at": self.at, "cost": self.cost.as_dict(), "reason": self.reason}


@dataclass(frozen=True)
class Spending:
    """One population's budget and what its spent adds up from: its charges and what was carried in."""

    budget: Budget
    charges: list[LedgerEntry]
    carried: list[CarriedEntry]

    def as_dict(self) -> dict:
        return {**self.budget.as_dict(), "charges": [e.as_dict() for e in self.charges],
                "carried": [c.as_dict() for c in self.carried]}
