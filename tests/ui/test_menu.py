"""The main menu: the catalogue, Continue, the damaged-store fallback."""

from __future__ import annotations

from pathlib import Path

from fixtures.toy_game import toy_shelf
from textual.widgets import OptionList

from grasse_tui.core.store import DB_FILENAME
from grasse_tui.games import CATALOGUE
from grasse_tui.ui.app import GrasseApp
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.setup import SetupScreen
from grasse_tui.ui.widgets import Note

from .helpers import screen_text, wait_for


async def test_menu_lists_five_games_unbuilt_disabled(data_dir: Path) -> None:
    app = GrasseApp(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        options = app.screen.query_one("#menu", OptionList)
        text = screen_text(app)
        for entry in CATALOGUE:
            assert entry.title in text
            option = options.get_option(f"new:{entry.game_id}")
            assert option.disabled is (not entry.built)
        assert len(CATALOGUE) == 5
        assert text.count("coming soon") == sum(1 for e in CATALOGUE if not e.built)


async def test_continue_disabled_with_empty_store(data_dir: Path) -> None:
    app = GrasseApp(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen
        assert menu.query_one("#menu", OptionList).get_option("continue").disabled
        assert menu.check_action("choose", ("continue",)) is None
        await pilot.press("c")
        await pilot.pause()
        assert app.screen is menu


async def test_damaged_store_shows_message_and_new_game_still_works(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    db = data_dir / DB_FILENAME
    db.write_bytes(b"this is not a database at all" * 100)
    app = GrasseApp(data_dir, shelf=toy_shelf(), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        problem = app.screen.query_one("#store-problem", Note)
        assert problem.display
        text = screen_text(app)
        assert "damaged" in text and "not saved when you quit" in text
        app.screen.query_one("#menu", OptionList).highlighted = len(CATALOGUE)  # the toy game
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None)
        assert len(app.store.list()) == 1  # kept in memory for this session
    assert db.read_bytes() == b"this is not a database at all" * 100  # left untouched
