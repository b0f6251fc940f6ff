"""Errors the store raises, each with a message a curator can act on."""


class StoreError(Exception):
    """A problem with the project file; the message says what and what to do."""


class ProjectBusy(StoreError):
    """The project is open for writing in another window or process."""


class OpenElsewhere(ProjectBusy):
    """The project is open for changes in another window or process: it can still be opened read-only."""


class ReadOnlyMedia(StoreError):
    """The project is on read-only media, or write-protected: it can be looked at (opened read-only), not changed."""


class LedgerTampered(StoreError):
    """A ledger entry or a stored release no longer matches its hash."""


class WriteFailed(StoreError):
    """A file could not be written; nothing was (the old file, if any, is untouched). ``problem`` says what
    happened to which disk, without what to do: a caller that has already spent on the file's contents says
    that instead of "try again"."""

    def __init__(self, message: str, problem: str | None = None):
        super().__init__(message)
        self.problem = problem or message


class DiskFull(WriteFailed):
    """The disk (or the file's size limit) is full; the transaction was rolled back, or nothing was written."""


class ImportFailed(StoreError):
    """The file could not be imported; the project is unchanged. ``lines`` are its problems one by one (a form's
    rows), which the command line prints one per line and lists in --json."""

    def __init__(self, message: str, lines: list[str] | None = None):
        super().__init__(message)
        self.lines = lines or []
