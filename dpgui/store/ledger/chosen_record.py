"""The record of spending an open project uses: this computer's own (``anchor.py``), or the team's on a PostgreSQL
server (``team_record.py``), as chosen (``record_choice.py``). A project keeps the record it was opened with: a choice
changed while it is open refuses its next use, before anything is spent, until the project is opened again (else its
later charges would reach a record its earlier ones never did, and the same people could be spent on twice). A team's
record that cannot be used is an error, never a reason to use this computer's record instead: two computers could
then spend the same budget twice."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from dpgui.core.words.translation import translate
from dpgui.store.errors import StoreError
from dpgui.store.ledger import anchor
from dpgui.store.ledger.record_choice import chosen, describe


class ChosenRecord(anchor.Record):
    """One open project's connection to the chosen record, kept while the project is open: this computer's record
    is the base class's own."""

    def __init__(self):
        super().__init__()
        self._team = None  # a TeamRecordConnection, once the team's record is used
        self._opened_with = None  # (kind, url) of the record this project first used

    @contextmanager
    def held(self) -> Iterator[anchor.MachineRecord]:
        """The chosen record in one transaction that serialises every writer of it, committed when the block ends."""
        choice = chosen()
        if self._opened_with is None:
            self._opened_with = (choice.kind, choice.url)
        elif self._opened_with != (choice.kind, choice.url):
            raise StoreError(translate(
                "store.ledger.chosen_record", "The record of spending was changed while this project was open (now: "
                "{record}); close the project and open it again, so that all its spending is counted in one record. "
                "Nothing was spent").format(record=describe(choice)))
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
