"""The too-small guard covers a screen while the terminal is smaller than it needs (a game
100×30, the menu and the rules 80×24) and goes away on resize."""

from __future__ import annotations

from fixtures.toy_game import ToyScreen
from textual.widgets import OptionList

from grasse_tui.games import CATALOGUE
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.help import HelpScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.setup import SetupScreen
from grasse_tui.ui.too_small import TooSmallScreen

from .helpers import screen_text, setup_ready, wait_for
from .test_play import ANN, BOT_B, start


async def test_small_terminal_shows_the_size_message_until_enlarged(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(79, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        message = str(toy_app.screen.query_one("#too-small-message").render())
        assert message == (
            "This terminal is 79×24. This screen needs at least 80×24 (best 120×40). Enlarge the window."
        )
        assert "This terminal is 79×24." in screen_text(toy_app)
        await pilot.resize_terminal(78, 28)
        await wait_for(pilot, lambda: "This terminal is 78×28." in screen_text(toy_app))
        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        assert "needs at least" not in screen_text(toy_app)
        assert "Grasse: Mestres Perfumistas" in screen_text(toy_app)


async def test_the_rules_and_the_table_work_at_80x24_but_a_game_needs_100x30(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, HelpScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        toy_app.screen.query_one("#menu", OptionList).highlighted = len(CATALOGUE)  # the toy game
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SetupScreen))  # the table, at 80×24
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        assert "needs at least 100×30" in str(toy_app.screen.query_one("#too-small-message").render())
        await pilot.resize_terminal(100, 30)
        await wait_for(pilot, lambda: not isinstance(toy_app.screen, TooSmallScreen))
        assert toy_app.play is not None


async def test_below_80x24_f1_opens_nothing_and_never_stacks_help(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(70, 20)) as pilot:
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        assert "Back" not in screen_text(toy_app)  # nothing to go back from over the menu
        await pilot.press("f1", "f1")
        await pilot.pause()
        assert [type(s) for s in toy_app.screen_stack] == [MenuScreen, TooSmallScreen]
        assert "Meanwhile F1" not in screen_text(toy_app)
        await pilot.resize_terminal(90, 26)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, HelpScreen))
        await pilot.resize_terminal(70, 20)  # the help shrinks too small, F1 again does nothing
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        await pilot.press("f1")
        await pilot.pause()
        assert [type(s) for s in toy_app.screen_stack] == [MenuScreen, HelpScreen, TooSmallScreen]


async def test_shrinking_mid_game_covers_the_game(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        game_screen = toy_app.screen
        await pilot.resize_terminal(90, 40)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        assert "Your hand" not in screen_text(toy_app)
        await pilot.press("f1")  # the rules fit where the game does not
        await wait_for(pilot, lambda: isinstance(toy_app.screen, HelpScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        await pilot.resize_terminal(120, 40)
        await wait_for(pilot, lambda: toy_app.screen is game_screen)


async def test_bots_wait_while_the_terminal_is_too_small(toy_app: TableApp) -> None:
    toy_app.bot_delay = 1.0
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, BOT_B, ANN)
        await pilot.resize_terminal(90, 40)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        await wait_for(pilot, lambda: toy_app.play.waiting_for_screen == 1)  # past its pause, the bot waits
        assert toy_app.play.session.record.actions == ()
        await pilot.resize_terminal(120, 40)
        await wait_for(pilot, lambda: len(toy_app.play.session.record.actions) > 0)


async def test_escape_on_a_covered_game_saves_and_goes_to_the_menu(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        await pilot.resize_terminal(90, 26)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        await wait_for(pilot, lambda: "Save & quit to menu" in screen_text(toy_app))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        assert toy_app.play is None and [type(s) for s in toy_app.screen_stack] == [MenuScreen]
        assert len(toy_app.store.list()) == 1  # Continue brings it back


async def test_escape_on_a_covered_setup_keeps_the_table_filled_in(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        toy_app.screen.query_one("#menu", OptionList).highlighted = len(CATALOGUE)  # the toy game
        await pilot.press("enter")
        await wait_for(pilot, lambda: setup_ready(toy_app))
        setup = toy_app.screen
        assert isinstance(setup, SetupScreen)
        setup.rows[0].name_input.value = "Zoe"
        await pilot.resize_terminal(70, 20)  # smaller than the table needs
        await wait_for(pilot, lambda: isinstance(toy_app.screen, TooSmallScreen))
        await pilot.press("escape")  # the table is left (for the menu, covered too at this size)
        await wait_for(pilot, lambda: not any(isinstance(screen, SetupScreen) for screen in toy_app.screen_stack))
        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: setup_ready(toy_app))
        assert isinstance(toy_app.screen, SetupScreen) and toy_app.screen.rows[0].name_input.value == "Zoe"
