"""The acting seat's rendered screen shows none of the others' hidden values: drawn for a
position and for that position perturbed (everything the seat may not see changed), it is the
same screen, character for character."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from ui.helpers import FakeClock, plain_screen_text

from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession, SeatPort
from grasse_tui.ui.notes import UnstackedNotesApp

from .games import Table, random_moves, richest_tables

POSITIONS = (0.3, 0.7)
"""Where in a random game the screens are compared (shares of its moves)."""


class ScreenHost(UnstackedNotesApp):
    """Shows one game screen for one seat of ``session``, as the shell would."""

    def __init__(self, table: Table, session: GameSession, seat: int) -> None:
        super().__init__()
        self.now = FakeClock()
        self.table = table
        self.session = session
        self.seat = seat

    def on_mount(self) -> None:
        ui = self.table.case.ui
        assert ui is not None
        self.push_screen(ui.screen_factory(SeatPort(self.session, self.seat), self.session.seats))


async def rendered(table: Table, session: GameSession, seat: int) -> str:
    """``seat``'s game screen of ``session`` as plain text, at 120×40, once settled."""
    app = ScreenHost(table, session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
        return plain_screen_text(app)


def screen_tables() -> list[Table]:
    """For every game with screens: its largest table with its richest option set."""
    return [table for table in richest_tables() if table.case.ui is not None]


def position(table: Table, share: float) -> tuple[GameRecord, Any]:
    """A random game of ``table`` played ``share`` of its way: its record and its state."""
    game = table.case.module.game
    config, seed = table.config(bots=False), 4
    moves = list(random_moves(table, seed, game.new(config, seed)))
    session = GameSession.start(game, config, seed)
    for move in moves[: int(len(moves) * share)]:
        session.submit(move.seat, move.action, move.elapsed_ms)
    return session.record, session.state


@pytest.mark.parametrize("table", screen_tables(), ids=lambda t: t.id)
@pytest.mark.parametrize("share", POSITIONS)
async def test_the_acting_seats_screen_is_the_same_whatever_it_may_not_see(table: Table, share: float) -> None:
    game = table.case.module.game
    record, state = position(table, share)
    seat = game.pending(state).acting[0]
    real = GameSession(game, record)
    perturbed = GameSession(game, record)
    perturbed.state = game.perturbed(state, seat, Random(9))
    assert game.view(perturbed.state, seat) == game.view(real.state, seat)
    assert await rendered(table, perturbed, seat) == await rendered(table, real, seat)
