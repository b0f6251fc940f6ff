"""Migration 4: from per-dataset budgets and the old release ledger to populations and the journal.

How old files map onto the new model:
- The old ledger's hash chain is verified first; a file whose old ledger was tampered with is not
  migrated (it would launder the edit into a fresh chain).
- All datasets whose budgets were in the same currency become one population, "everyone in this
  project", whose total is the largest of their old totals: datasets about the same people share one
  budget from now on. Every old charge counts against it, so a project that spent on several datasets
  may find that population's budget spent. A dataset about other people can be declared so
  (``Project.declare_different_people``); it then gets its own budget, still charged with what was
  spent on it. Datasets with budgets in another currency form one population per currency.
- The project's identity is derived from the old file's ledger head and rows, so every upgrade of the
  same old file (a copy, a backup restored later) is the same project to this machine's record.
- Every old ledger entry becomes a charge; one with its stored release also gets a "completed"
  outcome and keeps its result, now under the charge's number. The old chain's head is kept in
  ``meta`` (``legacy_ledger_head``) so manifests published before can still be traced.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from fractions import Fraction

from dpgui import __version__
from dpgui.core.costs.accounting import Cost
from dpgui.core.words.translation import translate
from dpgui.store.declared.schema import parse_schema
from dpgui.store.errors import LedgerTampered
from dpgui.store.ledger.fingerprint import column_digests, stored_fingerprint
from dpgui.store.ledger.first_version import FirstVersion
from dpgui.store.ledger.journal import append, canonical, cost_fields, declare, now, start

UPGRADED = uuid.UUID("6f1c0e2a-5d8b-4c47-9a0e-3d2f4b7c9e11")  # the namespace of upgraded projects' identities

SCHEMA = """
CREATE TABLE journal (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE TABLE results (
    charge_seq INTEGER PRIMARY KEY REFERENCES journal(seq),
    result_json TEXT NOT NULL,
    post_processing TEXT NOT NULL DEFAULT '[]'
);
CREATE TRIGGER journal_append_only_update BEFORE UPDATE ON journal
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
CREATE TRIGGER journal_append_only_delete BEFORE DELETE ON journal
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
CREATE TRIGGER results_kept_update BEFORE UPDATE ON results
    BEGIN SELECT RAISE(ABORT, 'releases are never changed'); END;
ALTER TABLE datasets ADD COLUMN population_id TEXT NOT NULL DEFAULT '';
ALTER TABLE datasets ADD COLUMN fingerprint TEXT NOT NULL DEFAULT '';
ALTER TABLE datasets ADD COLUMN sketch TEXT NOT NULL DEFAULT '{}';
"""

DROP_OLD = """
DROP TRIGGER ledger_append_only_update;
DROP TRIGGER ledger_append_only_delete;
DROP TABLE releases;
DROP TABLE ledger;
ALTER TABLE datasets DROP COLUMN budget_kind;
ALTER TABLE datasets DROP COLUMN budget_epsilon;
ALTER TABLE datasets DROP COLUMN budget_delta;
ALTER TABLE datasets DROP COLUMN budget_rho;
"""


def _legacy_hash(prev: str, fields: dict) -> str:
    text = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256((prev + text).encode("utf-8")).hexdigest()


def _legacy_entries(conn) -> tuple[list[tuple], str]:
    """The old ledger's entries with their releases, after checking its chain; and its head."""
    rows = conn.execute(
        "SELECT l.id, l.dataset_id, l.created_at, l.app_version, l.query_json, l.mechanism_json, l.cost_kind,"
        " l.cost_epsilon, l.cost_delta, l.cost_rho, l.result_hash, l.prev_hash, l.hash, r.result_json,"
        " r.post_processing FROM ledger l LEFT JOIN releases r ON r.ledger_id = l.id ORDER BY l.id").fetchall()
    prev = "0" * 64
    for (id_, ds, created, version, query, mech, *cost, result_hash, prev_hash, digest, result, _post) in rows:
        fields = {"dataset_id": ds, "created_at": created, "app_version": version, "query": json.loads(query),
                  "mechanism": json.loads(mech), "cost": cost, "result_hash": result_hash}
        if prev_hash != prev or _legacy_hash(prev, fields) != digest:
            raise LedgerTampered(translate("store.ledger.journal_migration", "Ledger entry {entry} was changed after it was written; the budget "
                                           "record cannot be trusted, so this file is not upgraded").format(entry=id_))
        if result is not None and hashlib.sha256(result.encode("utf-8")).hexdigest() != result_hash:
            raise LedgerTampered(translate("store.ledger.journal_migration", "The release of ledger entry {entry} was changed after it was "
                                           "written").format(entry=id_))
        prev = digest
    return rows, prev


def to_journal(conn) -> None:
    fresh = conn.execute("SELECT 1 FROM meta WHERE key = 'app'").fetchone() is None
    legacy, head = ([], None) if fresh else _legacy_entries(conn)
    for statement in (s.strip() for s in SCHEMA.split(";\n")):
        if statement:
            conn.execute(statement + (";" if statement.endswith("END") else ""))
    if not fresh:
        _convert(conn, legacy, head)
    for statement in (s.strip() for s in DROP_OLD.split(";\n")):
        if statement:
            conn.execute(statement.rstrip(";"))


def _convert(conn, legacy: list[tuple], head: str) -> None:
    meta = dict(conn.execute("SELECT key, value FROM meta"))
    datasets = conn.execute("SELECT id, name, columns_json, schema_json, budget_kind, budget_epsilon, budget_delta,"
                            " budget_rho FROM datasets ORDER BY id").fetchall()
    # the first version, as every upgrade computed it (the project's id comes from it): versions.py adds the current
    fingerprints = {id_: stored_fingerprint(conn, id_, json.loads(columns_json), FirstVersion) for id_, _, columns_json, *_ in datasets}
    # The same old file upgraded twice (a copy, a backup restored later) must become the same project, so that
    # this machine's record of its spending applies to every upgrade of it.
    project_id = str(uuid.uuid5(UPGRADED, canonical({"legacy_head": head, "created_at": meta.get("created_at"),
                                                     "fingerprints": sorted(f.hexdigest()
                                                                            for f in fingerprints.values())})))
    by_kind: dict[str, list[Cost]] = {}
    for *_, kind, eps, delta, rho in datasets:
        by_kind.setdefault(kind, []).append(Cost(kind, Fraction(eps), Fraction(delta), Fraction(rho)))
    default = json.loads(meta["default_budget"])
    first_kind = datasets[0][4] if datasets else default[0]
    totals = {kind: Cost(kind, max(c.epsilon for c in costs), max(c.delta for c in costs), max(c.rho for c in costs))
              for kind, costs in by_kind.items()}
    at = meta.get("created_at") or "before the journal"  # fixed, like every id below: see UPGRADED
    people = {kind: str(uuid.uuid5(UPGRADED, f"{project_id}/{kind}")) for kind in {first_kind, *totals}}
    population = {first_kind: start(conn, project_id, meta["privacy_unit"], int(meta["max_rows_per_person"]),
                                    totals.get(first_kind) or Cost(*default[:1], *map(Fraction, default[1:])),
                                    population=people[first_kind], at=at)}
    for kind, total in totals.items():
        if kind not in population:
            population[kind] = people[kind]
            append(conn, "population", {"population_id": population[kind], "at": at, "budget": cost_fields(total),
                                        "name": f"the people of the datasets with a {kind} budget"})
    names = {}
    for id_, name, columns_json, schema_json, kind, *_ in datasets:
        fingerprint = fingerprints[id_].hexdigest()
        schema_json = parse_schema(schema_json, stored=True).dumps() if schema_json else None  # the form declarations hash
        conn.execute("UPDATE datasets SET population_id = ?, fingerprint = ?, sketch = ?, schema_json = ? WHERE id = ?",
                     (population[kind], fingerprint, json.dumps(fingerprints[id_].sketch()), schema_json, id_))
        n_rows, decimal_comma = conn.execute("SELECT n_rows, decimal_comma FROM datasets WHERE id = ?",
                                             (id_,)).fetchone()
        columns = json.loads(columns_json)
        declare(conn, id_, name, population[kind], fingerprint, schema_json,
                {"columns": columns, "n_rows": n_rows, "decimal_comma": bool(decimal_comma),
                 "columns_sha256": column_digests(conn, id_, len(columns))}, at=at)
        names[id_] = (name, population[kind])
    for (id_, ds, created, version, query, mech, *cost, _rh, _prev, digest, result, post) in legacy:
        name, pop = names[ds]
        seq, _ = append(conn, "charge", {"population_id": pop, "dataset_id": ds, "dataset": name, "at": created,
                                         "app_version": version, "query": json.loads(query),
                                         "mechanism": json.loads(mech), "cost": cost, "legacy_hash": digest})
        if result is not None:
            conn.execute("INSERT INTO results (charge_seq, result_json, post_processing) VALUES (?, ?, ?)",
                         (seq, result, post))
            append(conn, "outcome", {"charge": seq, "state": "completed", "reason": "", "at": created, "spent": cost,
                                     "result_hash": hashlib.sha256(result.encode("utf-8")).hexdigest()})
    conn.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", [
        ("project_id", project_id), ("legacy_ledger_head", head),
        ("migrated_to_journal", canonical({"at": now(), "by": __version__, "charges": len(legacy),
                                           "populations": len(population)}))])
