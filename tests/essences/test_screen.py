"""Eccentric Essences through the app: whole competitive and cooperative games with three
humans at one terminal, played with the keyboard on an app clock the test moves, so every
guess's time (and so every Nose in the Wind token) is decided by the test, not the machine.
A handover is one key: the shield's Enter opens the seat's screen, with no summary between."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ui.helpers import FakeClock, plain_screen_text, wait_for
from ui.whole_game import play_with_enter

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.essences.rules.config import EssencesConfig, Mode
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.games.essences.tui.final_screen import EssencesFinalScreen
from grasse_tui.games.essences.tui.screen import EssencesScreen
from grasse_tui.games.essences.tui.widgets.table import TICKET
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.decision_screen import DecisionScreen

SIZE = (120, 40)
SEATS = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"), SeatConfig("Cleo", "yellow"))


async def _play(app: TableApp, pilot, clock: FakeClock) -> Counter[str]:  # type: ignore[no-untyped-def]
    """Enter on everything until the final scores. Before each choice the clock moves
    (seat + 1) seconds, so Ann's guesses take 1 s, Bob's 2 s, Cleo's 3 s. Checks on every
    decision screen that the ticket shows exactly where the mode allows it."""
    seen: Counter[str] = Counter()

    def on_shield(text: str) -> None:
        assert TICKET not in text
        seen["queue"] += "Still to choose: 2 (" in text

    async def before_choice(screen: DecisionScreen) -> None:
        view: EssencesView = screen.port.view()
        seat = screen.port.seat
        assert seat is not None
        if view.phase == "guessing" and not view.cooperative:  # the seat's clock is up and counting
            await wait_for(pilot, lambda: "your time counts" in plain_screen_text(app))
        may_know = (seat != view.lead) if view.cooperative else (seat == view.lead)
        assert (f"{TICKET} the ticket" in plain_screen_text(app)) == may_know
        seen["ticket shown"] += may_know
        clock.advance(seat + 1)

    seen += await play_with_enter(
        app, pilot, EssencesScreen, EssencesFinalScreen, on_shield=on_shield, before_choice=before_choice, summaries=False
    )
    return seen


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
