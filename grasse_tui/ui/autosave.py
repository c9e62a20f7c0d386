"""Autosave: the session's save hook, which writes the game to the save store after every action."""

from __future__ import annotations

from collections.abc import Callable

from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveStore, SaveSummary, StoreError
from grasse_tui.ui.registry import BuiltGame


class Autosave:
    """The session's ``on_change`` hook: create the save row once, then update it.

    The summary holds only public information: seat names/colours/bots and
    the game's progress label computed from the public view. A store failure
    is reported (``report``) once until :meth:`report_again`, and play goes on.
    ``not_kept`` is why ``store`` keeps games in memory only (the save file could
    not be opened), or None: it is reported as a failure would be, since the
    game is lost when the app quits.
    """

    def __init__(
        self,
        store: SaveStore,
        built: BuiltGame,
        session: GameSession,
        report: Callable[[str], None],
        save_id: int | None = None,
        not_kept: str | None = None,
    ) -> None:
        self.store = store
        self.built = built
        self.session = session
        self.report = report
        self.save_id = save_id
        self.not_kept = not_kept
        self._reported = False

    def attach(self) -> None:
        """Hook into the session; a new game's row is created now, a resumed one's is
        marked as played now (Continue then picks it)."""
        self.session.on_change = self
        if self.save_id is None:
            self(self.session.record)
            return
        problem = self.not_kept
        try:
            self.store.touch(self.save_id)
        except StoreError as exc:
            problem = str(exc)
        if problem is not None:
            self._report(problem)

    def __call__(self, record: GameRecord) -> None:
        session = self.session
        summary = SaveSummary.build(
            session.seats,
            self.built.module.progress_label(session.view(None)),
            finished=session.is_over(),
        )
        problem = self.not_kept
        try:
            if self.save_id is None:
                self.save_id = self.store.create(record, summary)
            else:
                self.store.update(self.save_id, record, summary)
        except StoreError as exc:
            problem = str(exc)
        if problem is not None:
            self._report(problem)

    def _report(self, problem: str) -> None:
        if not self._reported:
            self._reported = True
            self.report(problem)

    def report_again(self) -> None:
        """The last report was cleared off the screen: report the next failure too, so
        whoever plays next learns that the game is not being saved."""
        self._reported = False
