"""La Fleur through the app: a whole solo game and a whole 2-player hot-seat game played
with the keyboard (Enter on the highlighted choice), the shield between the two humans,
the hand shown only to its seat, and the final scores."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ui.helpers import plain_screen_text, wait_for
from ui.whole_game import play_with_enter

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.catalogue import artisan_text
from grasse_tui.games.lafleur.rules.config import Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.content import Location
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.games.lafleur.tui.screen import LaFleurScreen, decision_title
from grasse_tui.games.lafleur.tui.widgets.board import locations_text, threshold_text
from grasse_tui.games.lafleur.tui.widgets.own import PRIVATE_TITLE
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.messages import ActionChosen
from grasse_tui.ui.widgets.action_list import ActionList
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog

from .helpers import started

SIZE = (120, 40)


async def _play_with_enter(app: TableApp, pilot) -> Counter[str]:  # type: ignore[no-untyped-def]
    """Enter on everything until the final scores; no shield ever shows the seat's hand."""

    def hand_hidden(shield_text: str) -> None:
        assert PRIVATE_TITLE not in shield_text

    return await play_with_enter(app, pilot, LaFleurScreen, LaFleurFinalScreen, on_shield=hand_hidden)


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
    # No mark is shown with a "·", which reads as a separator with nothing after it.
    assert threshold_text(LAFLEUR.view(state, 0)) == "3 a round + 1 per prestige mark reached (4, 8, 12)"
    state.chateaux[2].prestige = {"visitors": 8}
    state.chateaux[1].artisans[0].placed = Location.COIN
    view = LAFLEUR.view(state, 0)
    assert threshold_text(view).endswith("reached (4 ✓, 8 ✓, 12)")
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


async def test_the_place_prompt_names_the_artisans_left_the_last_one_too(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(app.shelf.load("lafleur"), LaFleurConfig((SeatConfig("Ann", "red"),)), 3)
        assert app.play is not None
        play, session = app.play, app.play.session

        def step_text() -> str:
            return str(app.screen.query_one("#step").render())

        def ready() -> bool:
            on_screen = isinstance(app.screen, LaFleurScreen) and bool(app.screen.query(DecisionPanel))
            return play.turn_end_shown() or (session.pending().may_act(0) and on_screen)

        prompts: list[str] = []
        while True:
            await wait_for(pilot, ready)
            if play.turn_end_shown():
                await pilot.press("enter")
                await wait_for(pilot, lambda: not play.turn_end_shown())
                continue
            view = session.view(0)
            home = [a.card for a in view.chateaux[0].artisans if a.placed is None]
            if view.step.kind == "place":
                names = [artisan_text(card, letter=True) for card in home]
                expected = f"You: send {' or '.join(names)} to a location."
                await wait_for(pilot, lambda: step_text() == expected)
                prompts.append(expected)
                if len(home) == 1:
                    # One artisan left: its choices are the locations alone, under no heading naming it.
                    options = [str(o.prompt) for o in app.screen.query_one(ActionList).options]
                    assert not any(names[0] in option for option in options)
                    break
            legal = session.legal_actions(0)
            coin = [a for a in legal if isinstance(a, act.Place) and a.location is Location.COIN]
            count = len(session.record.actions)
            app.screen.post_message(ActionChosen(0, (coin or legal)[0]))
            await wait_for(pilot, lambda: len(session.record.actions) > count)
        assert len(prompts) == 2 and " or " in prompts[0]
