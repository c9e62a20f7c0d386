"""The footer of a Grasse screen while a bot plays: no "Choose" (nothing to choose) and no
"Undo" (it is not the viewer's turn); ``u`` then says why instead of taking a step back."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.messages import ActionChosen

from .helpers import plain_screen_text, screen_text, wait_for

SLOW_BOT = 60.0
"""A bot pause longer than any test: the bot's turn stays on screen."""


def footer_keys(app: App[object]) -> dict[str, bool]:
    """What the footer lists: each shown binding's label and whether it is enabled."""
    return {
        active.binding.description: active.enabled
        for active in app.screen.active_bindings.values()
        if active.binding.show
    }


def grasse_screen(app: TableApp) -> GrasseScreen | None:
    screen = app.screen
    return screen if isinstance(screen, GrasseScreen) and screen.view is not None else None


def start(app: TableApp, *seats: SeatConfig) -> None:
    app.start_game(app.shelf.load("grasse"), GrasseConfig(seats), 7)


async def test_while_the_bot_plays_the_humans_footer_offers_neither_choose_nor_undo(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=SLOW_BOT)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        start(app, SeatConfig("Ann", "red"), SeatConfig("Robo", "blue", bot="greedy"))
        await wait_for(pilot, lambda: grasse_screen(app))
        play = app.play
        assert play is not None
        session = play.session
        assert session.pending().acting == (0,)  # with seed 7, Ann begins
        assert {"Choose": True}.items() <= footer_keys(app).items()
        assert "Undo" not in footer_keys(app)  # she has played nothing yet

        # Ann takes her first choices until her turn is over and the bar holds the bot.
        while not play.turn_end_shown():
            count = len(session.record.actions)
            app.screen.post_message(ActionChosen(0, session.legal_actions(0)[0]))
            await wait_for(pilot, lambda: len(session.record.actions) > count)
        assert session.can_undo(0)
        await wait_for(pilot, lambda: "Undo" in footer_keys(app))  # the bar's

        await pilot.press("enter")  # let the bots play
        await wait_for(pilot, lambda: not play.turn_end_shown())
        await pilot.pause()
        assert session.pending().acting == (1,) and session.can_undo(0)  # the bot has not moved yet
        keys = footer_keys(app)
        assert "Choose" not in keys and "Undo" not in keys, keys
        # The footer is rebuilt a refresh after the bindings change.
        await wait_for(pilot, lambda: "Let the bots play" not in plain_screen_text(app).splitlines()[-1])
        footer = plain_screen_text(app).splitlines()[-1]
        assert "Quit" in footer and "Choose" not in footer and "Undo" not in footer, footer

        count = len(session.record.actions)
        await pilot.press("u")
        await wait_for(pilot, lambda: "Too late to undo" in screen_text(app))
        assert len(session.record.actions) == count and session.pending().acting == (1,)


async def test_a_bot_playing_solo_against_pierre_shows_no_choose_or_undo(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=SLOW_BOT)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        start(app, SeatConfig("Robo", "blue", bot="greedy"))
        await wait_for(pilot, lambda: grasse_screen(app))
        screen = grasse_screen(app)
        assert screen is not None and screen.port.seat is None  # the public screen
        await pilot.pause()
        keys = footer_keys(app)
        assert "Choose" not in keys and "Undo" not in keys, keys

        await pilot.press("u")
        await wait_for(pilot, lambda: "Nothing to undo" in screen_text(app))
        assert app.play is not None and app.play.session.record.actions == ()
