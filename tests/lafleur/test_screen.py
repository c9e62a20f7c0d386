"""La Fleur through the app: a whole solo game and a whole 2-player hot-seat game played
with the keyboard (Enter on the highlighted choice), the shield between the two humans,
the hand shown only to its seat, and the final scores."""

from __future__ import annotations

from pathlib import Path

from ui.helpers import plain_screen_text, send_key, wait_for, wait_for_state

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.rules.config import Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.content import Location
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.games.lafleur.tui.screen import LaFleurScreen, decision_title
from grasse_tui.games.lafleur.tui.widgets.board import locations_text, threshold_text
from grasse_tui.games.lafleur.tui.widgets.own import PRIVATE_TITLE
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.turn_end import TurnEndBar
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog

from .helpers import started

SIZE = (120, 40)
MAX_STEPS = 1500


async def _play_with_enter(app: TableApp, pilot) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Press Enter on whatever is up (a shield, the summary, the turn-end bar, the highlighted
    choice) until the final scores; returns how often each screen was met."""
    seen = {"shield": 0, "choices": 0}
    for _ in range(MAX_STEPS):
        screen = app.screen
        if isinstance(screen, LaFleurFinalScreen):
            return seen
        if isinstance(screen, ShieldScreen):
            seen["shield"] += 1
            await wait_for(pilot, lambda: "Pass the terminal to" in plain_screen_text(app))
            assert PRIVATE_TITLE not in plain_screen_text(app)
            before = screen
            send_key(app, "enter")
            await wait_for_state(lambda: app.screen is not before)
        elif isinstance(screen, SinceLastTurnScreen):
            await wait_for(pilot, lambda: "turn" in plain_screen_text(app))  # drawn: the heading is up
            send_key(app, "enter")  # the next page, or the game once the last one is read
            await pilot.pause(0.02)
        elif isinstance(screen, LaFleurScreen) and not screen.query(DecisionPanel):
            await pilot.pause(0.02)  # not composed yet
        elif isinstance(screen, LaFleurScreen) and screen.query(TurnEndBar):
            send_key(app, "enter")
            await wait_for_state(lambda: not screen.query(TurnEndBar) or app.screen is not screen)
        elif isinstance(screen, LaFleurScreen) and screen.decision.choices:
            play = app.play
            assert play is not None
            taken = len(play.session.record.actions)
            await wait_for_state(lambda: not screen.decision.held)
            send_key(app, "enter")
            seen["choices"] += 1
            await wait_for_state(
                lambda: len(play.session.record.actions) > taken or play.session.is_over() or app.screen is not screen
            )
        else:
            await pilot.pause(0.02)
    raise AssertionError(f"the game did not end; stuck on {app.screen!r}")


async def test_a_whole_solo_game_against_the_automaton_at_the_hardest_level(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        built = app.shelf.load("lafleur")
        config = LaFleurConfig((SeatConfig("Ann", "red"),), Difficulty.HARDEST)
        app.start_game(built, config, 4)
        await wait_for(pilot, lambda: isinstance(app.screen, LaFleurScreen))
        await wait_for(pilot, lambda: "Keep one character" in plain_screen_text(app))
        assert "The board is laid out when the first round starts" in plain_screen_text(app)
        seen = await _play_with_enter(app, pilot)
        assert seen["shield"] == 0 and seen["choices"] > 10  # one human: never a shield
        await wait_for(pilot, lambda: "Prestige by source" in plain_screen_text(app))
        text = plain_screen_text(app)
        assert "Ann" in text and "the automaton" in text and "Seed 4" in text


async def test_a_whole_two_player_hot_seat_game(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        built = app.shelf.load("lafleur")
        config = LaFleurConfig((SeatConfig("Ann", "red"), SeatConfig("Bob", "blue")))
        app.start_game(built, config, 7)
        seen = await _play_with_enter(app, pilot)
        assert seen["shield"] > 10
        play = app.play
        assert play is not None and play.session.is_over()
        await wait_for(pilot, lambda: "Prestige by source" in plain_screen_text(app))
        winners = play.session.game.final_scores(play.session.state).winners
        assert any(("Ann", "Bob")[seat] in plain_screen_text(app) for seat in winners)


def test_the_board_names_the_prestige_marks_reached_and_the_pawns_at_each_location() -> None:
    state = started(players=3)
    assert threshold_text(LAFLEUR.view(state, 0)) == "3 a round + 1 per prestige mark reached: 4 · 8 · 12 ·"
    state.chateaux[2].prestige = {"visitors": 8}
    state.chateaux[1].artisans[0].placed = Location.COIN
    view = LAFLEUR.view(state, 0)
    assert threshold_text(view).endswith("4 ✓ 8 ✓ 12 ·")
    assert f"Coin ({state.chateaux[1].name})" in locations_text(view)


def test_the_decision_panel_says_whose_decision_it_is() -> None:
    state = started(players=2)
    acting = LAFLEUR.pending(state).acting[0]
    other = 1 - acting
    assert decision_title(LAFLEUR.view(state, acting), True) == f"Your decision — {state.chateaux[acting].name}"
    assert decision_title(LAFLEUR.view(state, other), False) == f"Waiting for {state.chateaux[acting].name}"


async def test_l_shows_the_whole_log_across_the_screen(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(app.shelf.load("lafleur"), LaFleurConfig((SeatConfig("Ann", "red"),)), 2)
        await wait_for(pilot, lambda: isinstance(app.screen, LaFleurScreen) and bool(app.screen.query(DecisionPanel)))
        screen = app.screen
        log = screen.query_one("#log", GameLog)
        assert log.size.height <= 10
        await pilot.press("l")
        await wait_for(pilot, lambda: screen.maximized is log and log.size.height >= SIZE[1] - 4)
        await pilot.press("l")
        await wait_for(pilot, lambda: screen.maximized is None and log.size.height <= 10)
