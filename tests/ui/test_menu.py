"""The main menu: the catalogue, Continue, the damaged-store fallback."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from fixtures.toy_game import TOY_MODULE, EndTurn, toy_shelf
from textual.widgets import DataTable, OptionList, Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import ActionEntry
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import DAMAGED_SUMMARY, DB_FILENAME, SaveListing, SaveStore, SaveSummary
from grasse_tui.games import CATALOGUE
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.dialogs import ConfirmScreen
from grasse_tui.ui.help import HelpScreen
from grasse_tui.ui.menu import ALL_FINISHED, NO_UNFINISHED_GAME, NOTHING_TO_CONTINUE, MenuScreen, continue_prompt
from grasse_tui.ui.saves import SavesScreen
from grasse_tui.ui.setup import SetupScreen
from grasse_tui.ui.widgets import Note

from .helpers import screen_text, wait_for
from .test_help import help_ready


async def test_menu_lists_five_games_unbuilt_disabled(data_dir: Path) -> None:
    app = TableApp(data_dir)
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


async def test_continue_disabled_with_empty_store_and_c_says_why(data_dir: Path) -> None:
    app = TableApp(data_dir)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen
        assert menu.query_one("#menu", OptionList).get_option("continue").disabled
        assert menu.check_action("choose", ("continue",)) is None
        await wait_for(pilot, lambda: menu.store is not None)
        await wait_for(pilot, lambda: NO_UNFINISHED_GAME in screen_text(app))
        await pilot.press("c")
        await wait_for(pilot, lambda: NOTHING_TO_CONTINUE in screen_text(app))  # a toast says why
        assert app.screen is menu
        [note] = app._notifications
        assert note.timeout <= 5


async def test_continue_with_only_finished_games_points_to_load(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    seats = (SeatConfig("Ann", "teal"), SeatConfig("Bob", "amber"))
    record = GameSession.start(TOY_MODULE.game, TOY_MODULE.make_config(seats, {}), 3).record
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        store.create(record, SaveSummary.build(seats, "Final scores", finished=True))
    app = TableApp(data_dir, shelf=toy_shelf())
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen) and app.screen.store is not None)
        assert app.screen.query_one("#menu", OptionList).get_option("continue").disabled
        await pilot.press("c")
        await wait_for(pilot, lambda: bool(app._notifications))
        [note] = app._notifications
        assert note.message == ALL_FINISHED
        assert "every saved game is finished" in screen_text(app)
        await wait_for(pilot, lambda: "see them under Load" in " ".join(screen_text(app).split()))


async def test_damaged_store_shows_message_and_new_game_still_works(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    db = data_dir / DB_FILENAME
    db.write_bytes(b"this is not a database at all" * 100)
    app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        problem = app.screen.query_one("#store-problem", Note)
        await wait_for(pilot, lambda: problem.display)  # the store opens just after the first frame
        await wait_for(pilot, lambda: "damaged" in (text := screen_text(app)) and "not saved when you quit" in text)
        assert "the save file cannot be read" in screen_text(app)  # Continue says why it is off
        app.screen.query_one("#menu", OptionList).highlighted = len(CATALOGUE)  # the toy game
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None)
        assert len(app.store.list()) == 1  # kept in memory for this session
        # Nothing in the game may claim it is saved: a toast says it is not, and so does the game menu.
        await wait_for(pilot, lambda: "Autosave failed" in screen_text(app))
        assert "games are not saved" in " ".join(screen_text(app).split())
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Game menu" in screen_text(app))
        text = screen_text(app)
        assert "NOT saved" in text and "Quit to menu (not saved)" in text
        assert "saved after every action" not in text and "Save & quit" not in text
        await pilot.press("down", "down", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("l")
        await wait_for(pilot, lambda: "lost when it quits" in " ".join(screen_text(app).split()))
        app.clear_notifications()
        await pilot.press("enter")  # resumed, the game is still not saved, and says so again
        await wait_for(pilot, lambda: app.play is not None and "Autosave failed" in screen_text(app))
    assert db.read_bytes() == b"this is not a database at all" * 100  # left untouched


async def test_menu_is_laid_out_before_the_store_opens_then_continue_follows_the_saves(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    seats = (SeatConfig("Ann", "teal"), SeatConfig("Bob", "amber"))
    record = GameSession.start(TOY_MODULE.game, TOY_MODULE.make_config(seats, {}), 3).record
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        store.create(record, SaveSummary.build(seats, "Round 1/2"))
    laid_out_first: list[bool] = []
    first_height: list[int] = []

    class Recording(TableApp):
        def open_saves(self) -> tuple[SaveStore, str | None]:
            if not laid_out_first:
                region = self.screen.query_one("#menu", OptionList).region
                laid_out_first.append(region.area > 0)
                first_height.append(region.height)
            return super().open_saves()

    app = Recording(data_dir, shelf=toy_shelf(), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen) and app.screen.can_continue)
        assert laid_out_first == [True]
        assert not app.screen.query_one("#menu", OptionList).get_option("continue").disabled
        assert not app.screen.query_one("#store-problem", Note).display
        # Continue says which game it is, from the save's public summary.
        await wait_for(pilot, lambda: "Toy Game · Round 1/2 · Ann, Bob" in screen_text(app))
        # Continue had its second line from the first frame, so nothing under it moved.
        assert app.screen.query_one("#menu", OptionList).region.height == first_height[0]


async def test_f1_opens_the_apps_help_which_does_not_offer_help_again(data_dir: Path) -> None:
    app = TableApp(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.check_action("help", ()) is True
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert "Using grasse_tui" in screen_text(app)
        assert app.check_action("help", ()) is False
        await wait_for(pilot, lambda: help_ready(app))
        await pilot.press(*"noble")  # a game's word: the app's help says where the rules are
        await wait_for(pilot, lambda: "a game's rules are under Rules (r)" in " ".join(screen_text(app).split()))
        await pilot.press("escape", "escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.check_action("help", ()) is True


def test_continue_says_a_one_seat_game_is_solo() -> None:
    summary = SaveSummary.build((SeatConfig("Ana", "red"),), "Round 1/4")
    prompt = continue_prompt(SaveListing(1, "grasse", "", "", summary), CATALOGUE).plain
    assert prompt.endswith("Grasse: Mestres Perfumistas · Round 1/4 · Ana (solo)")


def test_continue_names_what_a_damaged_preview_still_tells() -> None:
    listing = SaveListing(1, "grasse", "", "", DAMAGED_SUMMARY)
    prompt = continue_prompt(listing, CATALOGUE).plain
    assert prompt.endswith("Grasse: Mestres Perfumistas · (preview unreadable)")


def damaged_toy_file(folder: Path) -> Path:
    """A save file of five unfinished toy games (ids 1–5, 80 steps each: one table page each),
    whose game #3's record does not replay (a card nobody holds) and whose page 4, game #1's
    row, is overwritten with a fixed byte pattern (``test_store.damage``)."""
    from test_store import damage

    seats = (SeatConfig("Ann", "teal"), SeatConfig("Bob", "amber"))
    path = folder / DB_FILENAME
    with SaveStore.open(path) as store:
        for seed in range(5):
            session = GameSession.start(TOY_MODULE.game, TOY_MODULE.make_config(seats, {"rounds": 99}), seed)
            for _ in range(80):
                session.submit(session.pending().seats[0], EndTurn())
            record = session.record
            if seed == 2:
                record = dataclasses.replace(record, actions=(*record.actions, ActionEntry(0, {"kind": "play", "card": 999})))
            store.create(record, SaveSummary.build(seats, f"Round 41/99 (game {seed + 1})"))
    damage(path, 4)
    return path


async def test_a_damaged_save_file_is_never_written_and_its_readable_games_can_be_rescued(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    path = damaged_toy_file(data_dir)
    before = path.read_bytes()
    app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(
            pilot, lambda: isinstance(app.screen, MenuScreen) and all(words in screen_text(app) for words in ("s Rescue saves", "Saving is off"))
        )
        text = " ".join(screen_text(app).split())  # the footer names s while there is something to rescue
        assert "is damaged" in text and "Saving is off" in text
        assert "Its 3 readable games are under Load; 2 cannot be read or replayed (#1, #3)" in text

        await pilot.press("c")  # Continue: the last readable game, from memory
        await wait_for(pilot, lambda: app.play is not None)
        assert app.play is not None and app.play.autosave.save_id == 5
        await wait_for(pilot, lambda: "Autosave failed" in screen_text(app))  # not saved, and said so
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Game menu — NOT saved: saving is off" in screen_text(app))
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Game menu" not in screen_text(app))
        app.leave_game()
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))

        app.clear_notifications()
        app.screen.query_one("#menu", OptionList).highlighted = len(CATALOGUE)  # a new toy game
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None)
        await wait_for(pilot, lambda: "Autosave failed" in screen_text(app))
        assert any("Saving is off" in note.message for note in app._notifications)
        app.leave_game()
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert path.read_bytes() == before  # the damaged file took nothing
        assert sorted(p.name for p in data_dir.iterdir()) == [DB_FILENAME, "setup.json"]

        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen) and "game 5" in screen_text(app))
        listed = app.screen.query_one(DataTable)
        assert sorted(int(str(listed.get_row_at(row)[0])) for row in range(listed.row_count)) == [2, 4, 5, 6]
        assert "the games read from the damaged save file" in " ".join(screen_text(app).split())
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))

        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.pause()
        question = str(app.screen.query_one("#confirm-question", Static).render())
        assert question.startswith("Copy the 4 readable games into a fresh save file? #1, #3 cannot be read or replayed")
        assert "The damaged file is kept, unchanged, beside it as saves.damaged-<date>-<time>.sqlite3" in question
        await pilot.press("y")
        await wait_for(pilot, lambda: "Saves rescued" in screen_text(app))
        assert "Not copied (unreadable or not replaying): #1, #3." in " ".join(screen_text(app).split())
        [aside] = data_dir.glob("saves.damaged-*.sqlite3")
        assert aside.read_bytes() == before
        with SaveStore.open(path) as fresh:
            assert sorted(listing.save_id for listing in fresh.list()) == [2, 4, 5, 6]  # and this session's game
        await wait_for(pilot, lambda: "Saving is off" not in screen_text(app))
        assert "Rescue saves" not in screen_text(app)
