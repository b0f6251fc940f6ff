"""The project file's SQL schema, as numbered migrations; ``PRAGMA user_version`` holds the version.

Migration n takes a file from version n − 1 to n: an SQL script, or a function of the connection
when rows must be rewritten. Never edit a released migration: add one.
"""

from dpgui.store.ledger.journal_migration import to_journal
from dpgui.store.response_batches import to_batches

MIGRATIONS = [
    # 1: datasets, their chunks, the append-only ledger and the releases.
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE datasets (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        source TEXT NOT NULL,
        imported_at TEXT NOT NULL,
        n_rows INTEGER NOT NULL,
        columns_json TEXT NOT NULL,
        decimal_comma INTEGER NOT NULL DEFAULT 0,
        budget_kind TEXT NOT NULL,
        budget_epsilon TEXT NOT NULL,
        budget_delta TEXT NOT NULL,
        budget_rho TEXT NOT NULL,
        schema_json TEXT
    );
    CREATE TABLE chunks (
        dataset_id INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
        column_index INTEGER NOT NULL,
        chunk_index INTEGER NOT NULL,
        n_rows INTEGER NOT NULL,
        uniques BLOB NOT NULL,
        codes BLOB NOT NULL,
        PRIMARY KEY (dataset_id, column_index, chunk_index)
    );
    CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        dataset_id INTEGER NOT NULL REFERENCES datasets(id),
        created_at TEXT NOT NULL,
        app_version TEXT NOT NULL,
        query_json TEXT NOT NULL,
        mechanism_json TEXT NOT NULL,
        cost_kind TEXT NOT NULL,
        cost_epsilon TEXT NOT NULL,
        cost_delta TEXT NOT NULL,
        cost_rho TEXT NOT NULL,
        result_hash TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    );
    CREATE TABLE releases (
        id INTEGER PRIMARY KEY,
        ledger_id INTEGER NOT NULL UNIQUE REFERENCES ledger(id),
        result_json TEXT NOT NULL
    );
    CREATE TRIGGER ledger_append_only_update BEFORE UPDATE ON ledger
        BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    CREATE TRIGGER ledger_append_only_delete BEFORE DELETE ON ledger
        BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    """,
    # 2: each release records the free post-processing applied to it.
    """
    ALTER TABLE releases ADD COLUMN post_processing TEXT NOT NULL DEFAULT '[]';
    """,
    # 3: randomized-response surveys (each version frozen once it has responses) and their responses,
    # which hold only the reported answers.
    """
    CREATE TABLE surveys (
        id TEXT NOT NULL,
        version INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        survey_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (id, version)
    );
    CREATE TABLE responses (
        uuid TEXT PRIMARY KEY,
        survey_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        device TEXT NOT NULL,
        collected_at TEXT NOT NULL,
        source TEXT NOT NULL,
        answers_json TEXT NOT NULL,
        FOREIGN KEY (survey_id, version) REFERENCES surveys(id, version)
    );
    CREATE TRIGGER survey_locked BEFORE UPDATE ON surveys
        WHEN EXISTS (SELECT 1 FROM responses WHERE survey_id = OLD.id AND version = OLD.version)
        BEGIN SELECT RAISE(ABORT, 'this survey version has responses: make a new version'); END;
    CREATE TRIGGER responses_kept_update BEFORE UPDATE ON responses
        BEGIN SELECT RAISE(ABORT, 'responses are never changed'); END;
    CREATE TRIGGER responses_kept_delete BEFORE DELETE ON responses
        BEGIN SELECT RAISE(ABORT, 'responses are never deleted'); END;
    """,
    # 4: spend first and one budget per population: the hash-chained journal of every event that decides
    # a budget replaces the ledger and the per-dataset budget columns (journal_migration.py).
    to_journal,
    # 5: linked datasets: the rows stay where they are (Parquet, CSV, a Spark table); the dataset keeps its
    # link (NULL for imported data) and the source's state when linked (store/links.py).
    """
    ALTER TABLE datasets ADD COLUMN link_json TEXT;
    ALTER TABLE datasets ADD COLUMN source_state TEXT;
    """,
    # 6: survey responses stored together (imports, merges, and every row of an older file) move into batches of
    # dictionary-coded columns; a response committed alone stays one row (response_batches.py).
    to_batches,
]

SCHEMA_VERSION = len(MIGRATIONS)
