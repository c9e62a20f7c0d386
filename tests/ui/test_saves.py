"""The Load screen: the public preview of each save, loading, confirmed delete."""

from __future__ import annotations

from fixtures.toy_game import EndTurn, ToyFinalScreen, ToyScreen
from textual.widgets import DataTable

from grasse_tui.ui.app import GrasseApp
from grasse_tui.ui.dialogs import ConfirmScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.store import SaveListing, SaveSummary
from grasse_tui.ui.registry import GameShelf
from grasse_tui.ui.saves import SavesScreen, seats_text
from grasse_tui.ui.shield import ShieldScreen

from .helpers import screen_text, wait_for
from .test_play import ANN, BOB, BOT_B, act, pass_shield, start


async def test_load_lists_saves_and_delete_asks_first(toy_app: GrasseApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B)  # played to the end below
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        act(toy_app, 0, EndTurn())
        await wait_for(pilot, lambda: toy_app.play is not None and toy_app.play.turn_end_shown())
        await pilot.press("enter")  # the turn-end bar: let the bot play
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyFinalScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        start(toy_app, ANN, BOB, rounds=2)  # left unfinished
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Save & quit to menu" in screen_text(toy_app))
        await pilot.press("down", "down", "enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))

        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen))
        table = toy_app.screen.query_one(DataTable)
        await wait_for(pilot, lambda: table.row_count == 2)
        text = screen_text(toy_app)
        assert "Ann T · Bob R" in text and "Round 1/2" in text  # an unfinished game shows how far it got
        assert "Ann T · Botty R (bot)" in text and "finished" in text
        assert table.virtual_size.width <= table.scrollable_content_region.width  # nothing cut at 120
        assert "1234" not in text  # Bob's PIN is not part of any preview

        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ConfirmScreen))
        assert "This cannot be undone." in screen_text(toy_app)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen))
        assert table.row_count == 2
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: table.row_count == 1)
        assert len(toy_app.store.list()) == 1
        [remaining] = toy_app.store.list()
        assert remaining.summary.finished  # the newest (unfinished) one was highlighted and deleted

        await pilot.press("enter")  # a finished game opens at its final screen
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyFinalScreen))


async def test_loading_an_unfinished_two_human_game_starts_with_the_shield(toy_app: GrasseApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB, rounds=2)
        await pass_shield(toy_app, pilot, 0)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        toy_app.leave_game()
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen))
        await wait_for(pilot, lambda: toy_app.screen.query_one(DataTable).row_count == 1)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        assert toy_app.screen.seat_index == 0


def test_a_solo_save_names_the_automaton_as_the_opponent_and_bots_read_as_bots() -> None:
    def listing(*names: str, bot: str | None = None) -> SaveListing:
        seats = [SeatConfig(name, colour) for name, colour in zip(names, ("red", "blue"), strict=False)]
        if bot is not None:
            seats[-1] = SeatConfig(names[-1], "blue", bot)
        return SaveListing(1, "grasse", "", "", SaveSummary.build(seats, "Setup"))

    assert seats_text(listing("Player 1"), GameShelf()) == "Player 1 R vs Pierre"
    assert seats_text(listing("Ann", "Bob"), GameShelf()) == "Ann R · Bob B"
    assert seats_text(listing("Ann", "Bob", bot="greedy"), GameShelf()) == "Ann R · Bob B (bot)"
