"""A project file's account of spending, checked against this machine's record (``anchor.py``).

For each population in the file, the machine knows every charge it has seen against those people: in
this project (any copy of it), in a population missing from this file (a backup from before a dataset
got its own budget), or in another project that held the same rows. If the file counts less than that,
the shortfall is carried into it: a file can never show more budget than this machine has seen spent.
Comparing totals, not hashes, means no edit of the file's own events (a lowered outcome, a forged
carried event, a cut tail) can hide a charge the machine has seen. Before counting, every open teaches the
record what the file holds (:func:`teach`).
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from dpgui.core.costs.accounting import Cost, sequential_counted
from dpgui.core.words.translation import translate
from dpgui.store.ledger.anchor import MachineRecord, ProjectRecord
from dpgui.store.ledger.fingerprint import also_in
from dpgui.store.ledger.journal import JournalState, cost_fields, cost_from

FIELDS = ("epsilon", "delta", "rho")


@dataclass(frozen=True)
class Shortfall:
    population: str
    cost: Cost


def shortfalls(state: JournalState, record: MachineRecord, project_id: str) -> list[Shortfall]:
    """Per population, what the machine has seen spent beyond what the file counts."""
    present = set(state.populations)
    out = []
    for population, info in state.populations.items():
        total = info["budget"]
        fingerprints = [d["fingerprint"] for d in state.datasets.values() if d["population_id"] == population]
        charged = Counter()
        for fields, n in record.owed(project_id, population, fingerprints, present):
            charged[cost_from(fields)] += n  # two texts of one cost (say "0.5" and "1/2") count together
        try:
            owed = sequential_counted(charged, total.kind)
        except ValueError:  # spending in terms this budget cannot express (ρ on an ε budget): count it all
            owed = total
        has = state.spent(population)
        short = Cost(total.kind, *(max(getattr(owed, f) - getattr(has, f), Fraction(0)) for f in FIELDS))
        if any(getattr(short, f) > 0 for f in FIELDS):
            out.append(Shortfall(population, short))
    return out


def notices(state: JournalState, short: list[Shortfall], continues: bool, file_name: str, written: bool) -> list[str]:
    """What happened, in plain words."""
    said = []
    for s in short:
        name = state.populations[s.population]["name"]
        if written:
            text = translate("store.ledger.reconcile", "{file} counts less spending on {name} than this computer has "
                             "recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger "
                             "was cut or rewritten, or its rows were already used in another project on this computer. "
                             "The difference still counts: it has been added to the budget spent.")
        else:
            text = translate("store.ledger.reconcile", "{file} counts less spending on {name} than this computer has "
                             "recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger "
                             "was cut or rewritten, or its rows were already used in another project on this computer. "
                             "The difference still counts: this computer's record keeps it, and it is written into the "
                             "file when the file is next opened for changes.")
        said.append(text.format(file=file_name, name=name, cost=s.cost))
    if not short and not continues:
        said.append(translate("store.ledger.reconcile", "{file} does not continue the ledger this computer last saw for "
                              "this project (a copy that went its own way, or a ledger rewritten outside dpgui). No "
                              "spending recorded here is missing from it.").format(file=file_name))
    return said


def teach(record: MachineRecord, state: JournalState, datasets: list[tuple], known: ProjectRecord | None) -> bool:
    """Teach this machine's record what a file holds: whose rows each dataset has (its links and sketch, compared
    with datasets elsewhere) and every charge it has made, before its shortfalls are counted, so that they count
    both sides of a copy. ``datasets`` are the file's (fingerprint, population, sketch) rows. True if its rows were
    newly found to be those of a dataset in another project. The file's head and totals are left to a change (a
    look must not vouch for a file it cannot put right). The datasets are taught again only if the record cannot
    vouch that these very rows were taught on its connection with no other writer since (``MachineRecord.taught``:
    the record then holds their links and sketches, and no sketch added since to compare them with); a charge of
    a survey-sized dataset otherwise spent most of its time moving its sketch (tens of KB) again."""
    project_id = state.project["project_id"]
    resembles = False
    key = (project_id, tuple(datasets))
    for fingerprint, population, sketch in (() if record.taught(key) else datasets):
        record.link(fingerprint, project_id, population)
        for other_version in also_in(sketch):  # versions.py
            record.link(other_version, project_id, population)
            for other, people in record.linked(other_version):
                if other != project_id:
                    resembles |= record.link(fingerprint, other, people)
        record.remember_sketch(fingerprint, project_id, population, sketch)
        for other, people in record.resembling(fingerprint, project_id, sketch):
            resembles |= record.link(fingerprint, other, people)
    # The record holds every charge up to the head it remembers (both are written together), so when the file
    # continues that head only the charges after it are new there.
    charges = state.charges
    new = charges.since(known.length) if known and state.continues(known.head, known.length) else charges.values()
    record.remember_charges(project_id, [(c.hash, c.population, cost_fields(c.charged)) for c in new])
    record.learnt(key)
    return resembles


def within(cost: Cost, limit: Cost) -> bool:
    return all(getattr(cost, f) <= getattr(limit, f) for f in ("epsilon", "delta", "rho"))
