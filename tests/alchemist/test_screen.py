"""The Grand Alchemist through the app: a whole three-seat hot-seat game with the keyboard,
each choice the scholar bot's for that seat (highlighted as a click on it would, then
Enter), on an app clock the test moves. Checks the shield never shows a seat's secrets, each
seat's screen shows its own laboratory only, and the final screen lays the secrets open."""

from __future__ import annotations

from pathlib import Path

from ui.helpers import FakeClock, plain_screen_text, wait_for
from ui.whole_game import play_with_enter

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.alchemist.bots.scholar import scholar_policy
from grasse_tui.games.alchemist.rules.config import AlchemistConfig
from grasse_tui.games.alchemist.rules.content import LABORATORY_CITIES
from grasse_tui.games.alchemist.tui.final_screen import AlchemistFinalScreen
from grasse_tui.games.alchemist.tui.screen import AlchemistScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.decision_screen import DecisionScreen

SIZE = (120, 40)
SEATS = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"), SeatConfig("Cleo", "green"))


async def test_a_whole_three_seat_game(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    clock = FakeClock()
    app.now = clock
    bots = {seat: policy_bot(scholar_policy)(seat, 5) for seat in range(len(SEATS))}

    def no_secret_on_a_shield(text: str) -> None:
        assert "Laboratory:" not in text and "alchemist" not in text.lower().replace("grand alchemist", "")

    async def the_bots_choice(screen: DecisionScreen) -> None:
        seat = screen.port.seat
        assert seat is not None
        text = plain_screen_text(app)
        play = app.play
        assert play is not None
        own = play.session.state.seats[seat].laboratory
        assert f"Laboratory: {own}" in text  # its own laboratory, and no other
        assert not any(f"Laboratory: {city}" in text for city in LABORATORY_CITIES if city != own)
        wanted = bots[seat].choose(screen.port.view(), screen.port.legal_actions())
        assert screen.decision.highlight(lambda choice: choice.action == wanted, first=True) is not None
        clock.advance(1)  # past the list's arrival hold

    async with app.run_test(size=SIZE) as pilot:
        app.start_game(app.shelf.load("alchemist"), AlchemistConfig(SEATS, faster=True), 5)  # a short game
        seen = await play_with_enter(
            app,
            pilot,
            AlchemistScreen,
            AlchemistFinalScreen,
            on_shield=no_secret_on_a_shield,
            before_choice=the_bots_choice,
        )
        play = app.play
        assert play is not None and play.session.is_over()
        assert seen["shield"] >= 6 and seen["choices"] >= 30
        await wait_for(pilot, lambda: "Gold ingots" in plain_screen_text(app))
        text = plain_screen_text(app)
        assert "The secrets" in text and "laboratory in" in text and "Seed 5" in text
