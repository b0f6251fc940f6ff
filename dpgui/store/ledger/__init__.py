"""The budget's trust machinery: the hash-chained journal that decides every budget, this machine's record of
spending that copies and backups cannot undo, file locks, the fingerprints that tell whose rows a dataset holds,
and the charges themselves (spend first)."""
