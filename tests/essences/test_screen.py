"""Eccentric Essences through the app: whole competitive and cooperative games with three
humans at one terminal, played with the keyboard on an app clock the test moves, so every
guess's time (and so every Nose in the Wind token) is decided by the test, not the machine.
A handover is one key: the shield's Enter opens the seat's screen, with no summary between."""

from __future__ import annotations

from pathlib import Path

from ui.helpers import FakeClock, plain_screen_text, send_key, wait_for, wait_for_state

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.essences.rules.config import EssencesConfig, Mode
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.games.essences.tui.final_screen import EssencesFinalScreen
from grasse_tui.games.essences.tui.screen import EssencesScreen
from grasse_tui.games.essences.tui.widgets.table import TICKET
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.turn_end import TurnEndBar
from grasse_tui.ui.widgets.decision_panel import DecisionPanel

SIZE = (120, 40)
MAX_STEPS = 2000
SEATS = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"), SeatConfig("Cleo", "yellow"))


async def _play(app: TableApp, pilot, clock: FakeClock) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Enter on whatever is up until the final scores. Before each choice the clock moves
    (seat + 1) seconds, so Ann's guesses take 1 s, Bob's 2 s, Cleo's 3 s. Checks on every
    decision screen that the ticket shows exactly where the mode allows it."""
    seen = {"shield": 0, "choices": 0, "ticket shown": 0, "queue": 0}
    for _ in range(MAX_STEPS):
        screen = app.screen
        if isinstance(screen, EssencesFinalScreen):
            return seen
        if isinstance(screen, ShieldScreen):
            seen["shield"] += 1
            await wait_for(pilot, lambda: "Pass the terminal to" in plain_screen_text(app))
            assert TICKET not in plain_screen_text(app)
            seen["queue"] += "Still to choose: 2 (" in plain_screen_text(app)
            before = screen
            send_key(app, "enter")
            await wait_for_state(lambda: app.screen is not before)
        elif isinstance(screen, SinceLastTurnScreen):
            raise AssertionError("a handover is one key: no summary after the shield")
        elif isinstance(screen, EssencesScreen) and not screen.query(DecisionPanel):
            await pilot.pause(0.02)
        elif isinstance(screen, EssencesScreen) and screen.query(TurnEndBar):
            send_key(app, "enter")
            await wait_for_state(lambda: not screen.query(TurnEndBar) or app.screen is not screen)
        elif isinstance(screen, EssencesScreen) and screen.decision.choices:
            play = app.play
            assert play is not None
            view: EssencesView = screen.port.view()
            seat = screen.port.seat
            assert seat is not None
            if view.phase == "guessing" and not view.cooperative:  # the seat's clock is up and counting
                await wait_for(pilot, lambda: "your time counts" in plain_screen_text(app))
            may_know = (seat != view.lead) if view.cooperative else (seat == view.lead)
            assert (f"{TICKET} the ticket" in plain_screen_text(app)) == may_know
            seen["ticket shown"] += may_know
            taken = len(play.session.record.actions)
            clock.advance(seat + 1)
            await wait_for_state(lambda: not screen.decision.held)
            send_key(app, "enter")
            seen["choices"] += 1
            await wait_for_state(
                lambda: len(play.session.record.actions) > taken or play.session.is_over() or app.screen is not screen
            )
        else:
            await pilot.pause(0.02)
    raise AssertionError(f"the game did not end; stuck on {app.screen!r}")


async def test_a_whole_competitive_game_for_three(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    clock = FakeClock()
    app.now = clock
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(app.shelf.load("essences"), EssencesConfig(SEATS), 11)
        seen = await _play(app, pilot, clock)
        play = app.play
        assert play is not None and play.session.is_over()
        assert seen["shield"] > 9 and seen["ticket shown"] > 0
        assert seen["queue"] > 0  # the first guesser's shield says how many are still to guess
        timed = [entry.elapsed_ms for entry in play.session.record.actions if entry.elapsed_ms is not None]
        assert timed and set(timed) <= {1_000, 2_000, 3_000}
        state = play.session.state
        for debrief in state.debriefs:  # the quicker guesser of the two always takes the one token
            assert [seat for seat, _ in debrief.noses] == [min(s for s, _ in debrief.guesses)]
        await wait_for(pilot, lambda: "Points by source" in plain_screen_text(app))
        text = plain_screen_text(app)
        assert ("best pupil" in text or "share the top" in text) and "Seed 11" in text


async def test_a_whole_cooperative_game_for_three(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    clock = FakeClock()
    app.now = clock
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(app.shelf.load("essences"), EssencesConfig(SEATS, Mode.COOPERATIVE), 12)
        seen = await _play(app, pilot, clock)
        play = app.play
        assert play is not None and play.session.is_over()
        assert all(entry.elapsed_ms is None for entry in play.session.record.actions)  # nothing is timed
        assert seen["ticket shown"] > 0
        await wait_for(pilot, lambda: "Team score" in plain_screen_text(app))
        assert "result" in plain_screen_text(app)
