"""The Load screen: the public preview of each save, loading, confirmed delete."""

from __future__ import annotations

import re
from pathlib import Path

from fixtures.toy_game import TOY_MODULE, EndTurn, ToyFinalScreen, ToyScreen, toy_shelf
from textual.notifications import Notification
from textual.pilot import Pilot
from textual.widgets import DataTable

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import DB_FILENAME, SaveListing, SaveStore, SaveSummary, read_record_text
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.dialogs import ConfirmScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.registry import GameShelf
from grasse_tui.ui.saves import EXPORT_TIMEOUT, SavesScreen, local_time, seats_text
from grasse_tui.ui.shield import ShieldScreen

from .helpers import click_when_drawn, footer_key, plain_screen_text, screen_text, wait_for
from .test_play import ANN, BOB, BOT_B, act, pass_shield, start


async def leave_unfinished_and_open_load(app: TableApp, pilot: Pilot[None], *seats: SeatConfig) -> None:
    """Start a game of ``seats``, save and quit it at its first shield, then open Load."""
    start(app, *seats, rounds=2)
    await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen))
    await pilot.press("escape")
    await wait_for(pilot, lambda: "Save & quit to menu" in screen_text(app))
    await pilot.press("down", "down", "enter")
    await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("l")
    await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))


async def test_load_lists_saves_and_delete_asks_first(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B)  # played to the end below
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        act(toy_app, 0, EndTurn())
        await wait_for(pilot, lambda: toy_app.play is not None and toy_app.play.turn_end_shown())
        await pilot.press("enter")  # the turn-end bar: let the bot play
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyFinalScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await leave_unfinished_and_open_load(toy_app, pilot, ANN, BOB)
        table = toy_app.screen.query_one(DataTable)
        await wait_for(pilot, lambda: table.row_count == 2)
        text = screen_text(toy_app)
        assert "Ann T · Bob R" in text and "Round 1/2" in text  # an unfinished game shows how far it got
        assert "⏎ Load" in text  # the footer names Enter, though the table has an Enter of its own
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


async def test_names_that_look_like_markup_are_shown_as_typed(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await leave_unfinished_and_open_load(toy_app, pilot, SeatConfig("Dj [/]", "teal"), SeatConfig("[b]Al", "red"))
        await wait_for(pilot, lambda: "Dj [/]" in screen_text(toy_app) and "[b]Al" in screen_text(toy_app))
        await pilot.press("d")  # the question names the seats
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ConfirmScreen))
        await wait_for(pilot, lambda: "Dj [/]" in screen_text(toy_app))


async def test_loading_an_unfinished_two_human_game_starts_with_the_shield(toy_app: TableApp) -> None:
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


async def test_continue_resumes_the_game_opened_last_even_without_a_move(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        for seats in ((ANN, BOB), (BOB, ANN)):
            start(toy_app, *seats, rounds=2)
            await pass_shield(toy_app, pilot, 0)
            toy_app.leave_game()
            await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        first = min(listing.save_id for listing in toy_app.store.list())
        toy_app.resume(first, toy_app.store.load(first))  # what Load does
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        toy_app.leave_game()
        latest = toy_app.store.latest()
        assert latest is not None and latest.listing.save_id == first


def test_a_solo_save_names_the_automaton_as_the_opponent_and_bots_read_as_bots() -> None:
    def listing(*names: str, bot: str | None = None) -> SaveListing:
        seats = [SeatConfig(name, colour) for name, colour in zip(names, ("red", "blue"), strict=False)]
        if bot is not None:
            seats[-1] = SeatConfig(names[-1], "blue", bot)
        return SaveListing(1, "grasse", "", "", SaveSummary.build(seats, "Setup"))

    assert seats_text(listing("Player 1"), GameShelf()) == "Player 1 R vs Pierre"
    assert seats_text(listing("Ann", "Bob"), GameShelf()) == "Ann R · Bob B"
    assert seats_text(listing("Ann", "Bob", bot="greedy"), GameShelf()) == "Ann R · Bob B (bot)"


async def open_load_screen_on(app: TableApp, pilot: Pilot[None], *seats: SeatConfig) -> DataTable[str]:
    """Leave a fresh game of ``seats`` and open the Load screen on it."""
    start(app, *seats, rounds=2)
    await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen))
    app.leave_game()
    await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("l")
    await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
    table = app.screen.query_one(DataTable)
    await wait_for(pilot, lambda: table.row_count == 1)
    return table


async def open_load_screen_with_a_pin_game(app: TableApp, pilot: Pilot[None]) -> DataTable[str]:
    """Leave a fresh Ann/Bob game (Bob has PIN 1234) and open the Load screen on it."""
    return await open_load_screen_on(app, pilot, ANN, BOB)


def notifications(app: TableApp) -> list[Notification]:
    return list(app._notifications)


async def export_saying_yes(app: TableApp, pilot: Pilot[None], *keys: str) -> None:
    """Press ``keys`` (none: Export was already clicked), then Yes to the question an
    unfinished game's export asks first."""
    await pilot.press(*keys)
    await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
    await pilot.press("y")
    await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))


async def test_an_unfinished_game_is_exported_only_after_a_question_saying_what_it_reveals(toy_app: TableApp) -> None:
    exports = toy_app.data_dir / "exports"
    async with toy_app.run_test(size=(100, 30), notifications=True) as pilot:
        await open_load_screen_with_a_pin_game(toy_app, pilot)
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ConfirmScreen))
        await pilot.pause()
        question = " ".join(plain_screen_text(toy_app).replace("█", " ").split())
        assert "Export the unfinished game of Ann T · Bob R (Toy Game, Round 1/2)?" in question
        assert "seed and every move: anyone who reads it can work out every hidden card" in question
        for no in ("n", "escape"):
            if no == "escape":
                await pilot.press("x")
                await wait_for(pilot, lambda: isinstance(toy_app.screen, ConfirmScreen))
            await pilot.press(no)
            await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen))
            await pilot.pause()
            assert not exports.exists() and not notifications(toy_app)  # nothing written, nothing said
        await export_saying_yes(toy_app, pilot, "x")
        await wait_for(pilot, lambda: exports.exists() and len(list(exports.iterdir())) == 1)


async def test_a_finished_game_is_exported_at_once(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(100, 30), notifications=True) as pilot:
        start(toy_app, ANN, BOB, rounds=2)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        toy_app.leave_game()
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        [listing] = toy_app.store.list()
        record = toy_app.store.load(listing.save_id)
        toy_app.store.update(listing.save_id, record, SaveSummary(listing.summary.seats, "Game over", finished=True))
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen) and "finished" in screen_text(toy_app))
        await pilot.press("x")
        await wait_for(pilot, lambda: notifications(toy_app))
        assert isinstance(toy_app.screen, SavesScreen)
        assert len(list((toy_app.data_dir / "exports").iterdir())) == 1


async def test_export_writes_the_record_without_pins_and_names_the_file(toy_app: TableApp) -> None:
    exports = toy_app.data_dir / "exports"
    async with toy_app.run_test(size=(100, 30), notifications=True) as pilot:
        await open_load_screen_with_a_pin_game(toy_app, pilot)
        assert "x Export" in screen_text(toy_app)  # the footer lists it next to Load and Delete
        [listing] = toy_app.store.list()
        table = toy_app.screen.query_one(DataTable)
        assert table.get_row_at(0)[0] == str(listing.save_id)  # the id `replay --save` takes

        await export_saying_yes(toy_app, pilot, "x")
        await wait_for(pilot, lambda: notifications(toy_app))
        [path] = exports.iterdir()
        assert re.fullmatch(rf"toy-{listing.save_id}-\d{{8}}-\d{{6}}\.json", path.name)
        [note] = notifications(toy_app)
        assert note.title == "Game exported" and note.severity == "information"
        assert f"Written to {path.absolute()}" in note.message
        assert "bug report" in note.message and "reveals hidden cards" in note.message
        text = path.read_text(encoding="utf-8")
        assert "1234" not in text  # Bob's PIN is left out
        exported = read_record_text(text)
        saved = toy_app.store.load(listing.save_id)
        assert [seat["pin"] for seat in saved.config["seats"]] == [None, "1234"]  # the save keeps it
        assert exported.actions == saved.actions and exported.seed == saved.seed
        assert [seat["pin"] for seat in exported.config["seats"]] == [None, None]

        await wait_for(pilot, lambda: footer_key(toy_app, "export"))
        await click_when_drawn(pilot, footer_key(toy_app, "export"))  # the footer's Export works as a button too
        await export_saying_yes(toy_app, pilot)
        await wait_for(pilot, lambda: len(list(exports.iterdir())) == 2)
        assert isinstance(toy_app.screen, SavesScreen)  # the list stays open


async def test_export_to_an_unwritable_folder_is_a_one_line_error(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        await open_load_screen_with_a_pin_game(toy_app, pilot)
        (toy_app.data_dir / "exports").write_text("a file where the folder should be")
        await export_saying_yes(toy_app, pilot, "x")
        await wait_for(pilot, lambda: notifications(toy_app))
        [note] = notifications(toy_app)
        assert note.title == "Could not export" and note.severity == "error"
        assert note.message.startswith(f"Could not write the export to {toy_app.data_dir / 'exports'} (")
        assert "\n" not in note.message and "Traceback" not in note.message
        assert isinstance(toy_app.screen, SavesScreen)


async def test_export_is_offered_only_with_a_game_to_export(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen))
        await wait_for(pilot, lambda: "No saved games yet" in screen_text(toy_app))
        await wait_for(pilot, lambda: footer_key(toy_app, "export"))
        assert footer_key(toy_app, "export").has_class("-disabled")  # shown dimmed, as Load and Delete are
        await pilot.press("x")
        await pilot.pause()
        assert not (toy_app.data_dir / "exports").exists() and not notifications(toy_app)


async def test_the_export_toast_is_short_and_goes_when_the_screen_is_left(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        await open_load_screen_with_a_pin_game(toy_app, pilot)
        await export_saying_yes(toy_app, pilot, "x")
        await wait_for(pilot, lambda: "Game exported" in screen_text(toy_app))
        [path] = (toy_app.data_dir / "exports").iterdir()
        [note] = notifications(toy_app)
        assert note.timeout == EXPORT_TIMEOUT and 5 <= EXPORT_TIMEOUT <= 10
        shown = "".join(screen_text(toy_app).replace("▌", "").split())  # the toast wraps lines; all of it is there
        assert "".join(f"Written to {path.absolute()}".split()) in shown

        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        assert not notifications(toy_app)
        await pilot.pause()
        assert "Game exported" not in screen_text(toy_app)


async def test_a_long_seat_list_is_cut_with_an_ellipsis(toy_app: TableApp) -> None:
    names = ("Alexandrina Featherstone", "Bartholomew Quackenbush", "Cornelius Vanderbilt III", "Dorothea Wolfenden")
    seats = tuple(SeatConfig(name, colour) for name, colour in zip(names, ("teal", "red", "blue", "yellow"), strict=True))
    full = " · ".join(f"{name} {letter}" for name, letter in zip(names, "TRBY", strict=True))
    async with toy_app.run_test(size=(100, 30)) as pilot:
        table = await open_load_screen_on(toy_app, pilot, *seats)
        await wait_for(pilot, lambda: "…" in plain_screen_text(toy_app))
        [row] = [line for line in plain_screen_text(toy_app).splitlines() if "Alexandrina" in line]
        cell = row[row.index("Alexandrina") :]
        assert cell.endswith("…") and full.startswith(cell[:-1])  # the cut is marked where it happens
        assert len(cell) > 40  # and the column keeps the room the others leave
        assert table.virtual_size.width <= table.scrollable_content_region.width  # nothing hidden to the right

        await pilot.press("d")  # the delete question still names every seat in full
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ConfirmScreen))
        await wait_for(pilot, lambda: "".join(full.split()) in "".join(screen_text(toy_app).replace("█", "").split()))
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SavesScreen))

        await pilot.resize_terminal(200, 30)  # room enough: the whole list, no ellipsis
        await wait_for(pilot, lambda: full in plain_screen_text(toy_app))
        assert "…" not in plain_screen_text(toy_app)
        await pilot.resize_terminal(100, 30)  # and narrower again: cut again
        await wait_for(pilot, lambda: "…" in plain_screen_text(toy_app))
        assert table.virtual_size.width <= table.scrollable_content_region.width


def test_a_time_stamp_past_the_calendar_is_shown_as_stored() -> None:
    stamp = "9999-12-31T23:59:59-12:00"  # in UTC, past the last year Python can hold
    assert local_time(stamp) == stamp
    assert local_time("not a date") == "not a date"


async def test_what_a_save_file_holds_is_listed_as_text_never_as_markup(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    seats = (SeatConfig("Dj [/]", "teal"), SeatConfig("[b]Bob", "amber"))
    record = GameSession.start(TOY_MODULE.game, TOY_MODULE.make_config(seats, {}), 3).record
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        store.create(record, SaveSummary.build(seats, "Round [/] of [red]2"))  # as an edited file might
    app = TableApp(data_dir, shelf=toy_shelf())
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await wait_for(pilot, lambda: "Round [/] of [red]2" in plain_screen_text(app))
        assert "Dj [/] T · [b]Bob A" in plain_screen_text(app)


async def test_a_damaged_save_chosen_in_load_leaves_the_list_up_to_delete_it(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    seats = (SeatConfig("Ann", "teal"), SeatConfig("Bob", "amber"))
    record = GameSession.start(TOY_MODULE.game, TOY_MODULE.make_config(seats, {}), 3).record
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        save_id = store.create(record, SaveSummary.build(seats, "Round 1/2"))
        store._connection.execute("UPDATE saves SET record = '{not json' WHERE id = ?", (save_id,))
    app = TableApp(data_dir, shelf=toy_shelf())
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen) and app.screen.table.row_count == 1)
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Cannot load" in screen_text(app))
        assert isinstance(app.screen, SavesScreen)  # the list again, not the main menu
        await wait_for(pilot, lambda: app.screen.table.row_count == 1)
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
