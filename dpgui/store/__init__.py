"""Qt-free storage: the SQLite project file, its datasets, declared schemas, ledger and releases."""
