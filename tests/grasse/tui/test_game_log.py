"""The game log on a Grasse screen: the bots' turns shown from their start when the seat is back,
and the whole log closed then."""

from __future__ import annotations

import random
from collections.abc import Callable

from textual.pilot import Pilot

from grasse_tui.core.session import GameSession
from grasse_tui.ui.widgets.game_log import GameLog, wrap_entry

from .harness import SeatApp, play_until, session_for, settle, wait_for


def _a_seat_before_bots() -> GameSession:
    """Three seats, the last two random bots, seat 0 about to place a worker in round II."""
    session = session_for(players=3, seed=5, bots=(1, 2))
    play_until(session, lambda s: s.pending().acting == (0,) and s.view(0).step.kind == "place" and s.view(0).round > 1)
    return session


async def _play_on_screen(app: SeatApp, pilot: Pilot[None], rng: random.Random, while_: Callable[[], bool]) -> None:
    """Random legal actions, each followed by a screen refresh, as long as ``while_()`` holds."""
    session = app.session
    while while_():
        seat = session.pending().acting[0]
        session.submit(seat, rng.choice(list(session.legal_actions(seat))))
        app.game_screen.refresh_view()
        await pilot.pause()


async def test_back_to_a_seat_after_bots_played_the_log_shows_their_turns_from_the_start() -> None:
    session = _a_seat_before_bots()
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        log = app.game_screen.query_one("#log", GameLog)
        rng = random.Random(3)
        await _play_on_screen(app, pilot, rng, lambda: session.pending().acting == (0,))  # this seat's turn
        others_from = len(session.view(0).log)
        await _play_on_screen(app, pilot, rng, lambda: session.pending().acting != (0,))  # the bots', same screen
        await settle(pilot, app)
        width = log.scrollable_content_region.width
        first = sum(len(wrap_entry(entry, width)) for entry in log.entries[:others_from])
        assert len(log.lines) - first > log.scrollable_content_region.height  # more than the log shows
        assert log.first_unread == first
        await wait_for(pilot, lambda: round(log.scroll_y) == first and "more lines · l: whole log" in str(log.border_subtitle))


async def test_the_whole_log_read_while_bots_played_closes_when_the_seat_is_back() -> None:
    session = _a_seat_before_bots()
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        rng = random.Random(3)
        await _play_on_screen(app, pilot, rng, lambda: session.pending().acting == (0,))
        await pilot.press("l")  # the whole log, to watch the bots
        await wait_for(pilot, lambda: app.game_screen.maximized is not None)
        await _play_on_screen(app, pilot, rng, lambda: session.pending().acting != (0,))
        await wait_for(pilot, lambda: app.game_screen.maximized is None)  # the seat's turn: the game again
        assert app.focused is app.game_screen.decision.action_list
