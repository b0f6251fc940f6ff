"""The record of spending an open project uses: this computer's own (``anchor.py``), or the team's on a PostgreSQL
server (``team_record.py``), as chosen now (``record_choice.py``: looked at each use, so a choice changed while a
project is open holds from its next release). A team's record that cannot be used is an error, never a reason to
use this computer's record instead: two computers could then spend the same budget twice."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from dpgui.store.ledger import anchor
from dpgui.store.ledger.record_choice import chosen


class ChosenRecord(anchor.Record):
    """One open project's connection to the chosen record, kept while the project is open: this computer's record
    is the base class's own."""

    def __init__(self):
        super().__init__()
        self._team = None  # a TeamRecordConnection, once the team's record is used

    @contextmanager
    def held(self) -> Iterator[anchor.MachineRecord]:
        """The chosen record in one transaction that serialises every writer of it, committed when the block ends."""
        choice = chosen()
        if choice.kind == "local":
            with super().held() as record:
                yield record
            return
        if self._team is None or self._team.url != choice.url:
            from dpgui.store.ledger.team_record import TeamRecordConnection  # psycopg: only for a team

            self.close()
            self._team = TeamRecordConnection(choice.url)
        with self._team.held() as record:
            yield record

    def close(self) -> None:
        super().close()
        if self._team is not None:
            self._team.close()
            self._team = None
