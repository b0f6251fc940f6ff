"""Fingerprints of both versions, so that the same rows are the same people whichever dpgui fingerprinted them.

Before a file teaches this computer's record (``reconcile.teach``), each of its imported datasets gets from its
stored rows, once, what it lacks:

- a dataset of the first version (``first_version.py``) gets its fingerprint of the current version, which
  imports of the same rows now get (and its whole sketch, if it was made before the shared form);
- a dataset of the current version gets the first version's fingerprint and first-form sketch, but only where
  one could be met: while the file or this computer's record holds a fingerprint of the first version (an
  import gets them at its first charge on such a computer). Elsewhere nothing of the first version exists to
  recognise, and imports stay fast.

Both are kept in the dataset's sketch (``also``, ``hashes``); ``teach`` links each ``also`` fingerprint to the
dataset's people, and the dataset's own fingerprint to the people any ``also`` fingerprint is linked to. A sketch
edited behind dpgui can only add links (the record forgets none), or lose these, which the next opening adds
again.
"""

from __future__ import annotations

import json
import sqlite3

from dpgui.store.ledger.anchor import MachineRecord
from dpgui.store.ledger.fingerprint import RowFingerprint, also, stored_fingerprint, version
from dpgui.store.ledger.first_version import FirstVersion


def complete(conn: sqlite3.Connection, record: MachineRecord) -> int:
    """Give the file's imported datasets the fingerprint and sketch forms they lack (see above); returns how many
    it gave something."""
    datasets = conn.execute("SELECT id, columns_json, fingerprint, sketch FROM datasets WHERE link_json IS NULL"
                            ).fetchall()
    given = 0
    first_here: list[bool] = []  # asked once, and only if a dataset of the current version lacks the first's

    def first_version_here() -> bool:
        if not first_here:
            first_here.append(any(version(f) == 1 for _, _, f, _ in datasets) or record.holds_first_version())
        return first_here[0]

    for dataset_id, columns_json, fingerprint, text in datasets:
        sketch, columns = _dict(text), json.loads(columns_json)
        if version(fingerprint) == 1:
            if "all" in sketch and also(sketch):
                continue
            if "all" not in sketch:  # made before the shared form, or edited away
                sketch = stored_fingerprint(conn, dataset_id, columns, FirstVersion).sketch()
            sketch["also"] = [stored_fingerprint(conn, dataset_id, columns).hexdigest()]
        else:
            lacks_first = "hashes" not in sketch and first_version_here()
            if "all" in sketch and not lacks_first:
                continue
            if "all" not in sketch:  # edited away
                sketch = stored_fingerprint(conn, dataset_id, columns).sketch()
            if lacks_first:
                first = stored_fingerprint(conn, dataset_id, columns, FirstVersion)
                sketch.update(hashes=first.sketch()["hashes"], also=[first.hexdigest()])
        conn.execute("UPDATE datasets SET sketch = ? WHERE id = ?", (json.dumps(sketch), dataset_id))
        given += 1
    return given


def _dict(text: str) -> dict:
    try:
        sketch = json.loads(text)
    except ValueError:
        return {}
    return sketch if isinstance(sketch, dict) else {}  # a bare list: a sketch from before sketches were objects
