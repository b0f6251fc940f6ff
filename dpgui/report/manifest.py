"""Release manifests: a JSON record of one release that anyone can check against the project's
ledger. The release's result is carried whole, so its hash can be recomputed; the ledger entry's
hash ties it into the chain."""

from __future__ import annotations

import hashlib
import json

from dpgui import __version__
from dpgui.core.words.translation import translate
from dpgui.store.project import Project

FORMAT = "dpgui-release-manifest"


def manifest(project: Project, release_id: int) -> dict:
    release = project.release(release_id)
    entry = next(e for e in project.ledger() if e.release_id == release_id)
    result = {k: v for k, v in release.items() if k not in ("release_id", "ledger_id", "dataset", "post_processing")}
    return {
        "format": FORMAT, "version": 1, "app_version": __version__, "release_id": release_id,
        "dataset": entry.dataset, "created_at": entry.created_at, "query": entry.query,
        "mechanism": entry.mechanism, "cost": entry.cost.as_dict(), "post_processing": release["post_processing"],
        "result": result, "ledger": {"entry": entry.id, "hash": entry.hash, "head": project.verify_ledger()},
    }


def _result_hash(result: dict) -> str:
    text = json.dumps(result, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def verify_manifest(project: Project, data: dict) -> list[str]:
    """Problems found (an empty list means the manifest matches the ledger exactly)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return [translate("report.manifest", "this is not a dpgui release manifest")]
    project.verify_ledger()  # the chain itself must be intact (raises LedgerTampered)
    entry_id = (data.get("ledger") or {}).get("entry")
    record = project.ledger_record(entry_id) if isinstance(entry_id, int) else None
    if record is None:
        return [translate("report.manifest", "the project's ledger has no entry {entry}").format(entry=entry_id)]
    checks = [
        (data["ledger"].get("hash") == record["hash"],
         translate("report.manifest", "the ledger hash differs from the project's ledger")),
        (_result_hash(data.get("result", {})) == record["result_hash"],
         translate("report.manifest", "the released values or intervals differ from what the ledger recorded")),
        (data.get("query") == record["query"], translate("report.manifest", "the query differs from the ledger")),
        (data.get("release_id") == record["release_id"],
         translate("report.manifest", "the release number differs from the ledger")),
        (data.get("cost") == record["cost"].as_dict(),
         translate("report.manifest", "the cost differs from the ledger")),
    ]
    return [message for ok, message in checks if not ok]
