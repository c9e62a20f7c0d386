"""The Records screen, reached from the main menu only, and the results the app records when a
game ends (once per save, for human seats only)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fixtures.toy_game import EndTurn, ToyFinalScreen, toy_shelf
from test_records import finished
from textual.pilot import Pilot

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import DB_FILENAME, SaveStore, SaveSummary
from grasse_tui.games.grasse.module import MODULE as GRASSE_MODULE
from grasse_tui.games.grasse.tui.final_screen import FinalScoreScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.dialogs import ConfirmScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.records import HOW_COUNTED, NO_RECORDS, RecordsScreen, RecordsTable
from grasse_tui.ui.saves import SavesScreen
from grasse_tui.ui.shield import ShieldScreen

from .helpers import click_when_drawn, footer_key, plain_screen_text, wait_for
from .test_play import ANN, BOB, BOT_B, act, pass_shield, start, toy_screen

SMALL, LARGE = (100, 30), (120, 40)


def seed_records(data_dir: Path) -> None:
    """Ann and Bob's Grasse games, Ann's solo game, Bob and Cat's La Fleur game."""
    data_dir.mkdir(parents=True)
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        finished(store, "grasse", 2, ("Ann", 30, True), ("Bob", 25, False))
        finished(store, "grasse", 2, ("Ann", 20, False), ("Bob", 28, True))
        finished(store, "grasse", 1, ("Ann", 4321, True))
        finished(store, "lafleur", 2, ("Bob", 41, True), ("Cat", 39, False))


def flat(app: TableApp) -> str:
    """The screen's text with every run of spaces and line breaks made one space."""
    return " ".join(plain_screen_text(app).split())


async def open_records(app: TableApp, pilot: Pilot[None]) -> RecordsScreen:
    """From the main menu, ``p``: the Records screen, its rows drawn."""
    await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen) and app.screen.store is not None)
    await pilot.press("p")
    await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
    screen = app.screen
    assert isinstance(screen, RecordsScreen)
    await wait_for(pilot, lambda: "Player records" in plain_screen_text(app))
    return screen


def rows(screen: RecordsScreen) -> list[tuple[str, str, int]]:
    """The listed records as (player, game, players), in the table's order."""
    return [(record.name, record.game_id, record.players) for record in screen.records]


async def click_heading(pilot: Pilot[None], table: RecordsTable, key: str) -> None:
    """Click the heading of the column ``key``."""
    x = 1
    for column in table.ordered_columns:
        if column.key.value == key:
            break
        x += column.get_render_width(table)
    await wait_for(pilot, lambda: table.region.width > 0)
    assert await pilot.click(RecordsTable, offset=(x, 0))


@pytest.mark.parametrize("size", [SMALL, LARGE])
async def test_each_players_record_per_game_and_player_count_fits_the_screen(data_dir: Path, size: tuple[int, int]) -> None:
    seed_records(data_dir)
    app = TableApp(data_dir)
    async with app.run_test(size=size) as pilot:
        screen = await open_records(app, pilot)
        assert rows(screen) == [
            ("Ann", "grasse", 1),
            ("Ann", "grasse", 2),
            ("Bob", "grasse", 2),
            ("Bob", "lafleur", 2),
            ("Cat", "lafleur", 2),
        ]
        text = plain_screen_text(app)
        ann_solo = next(line for line in text.splitlines() if "4321" in line)
        assert ann_solo.split() == ["Ann", "Grasse", "solo", "1", "1", "100%", "4321", "4321.0", ann_solo.split()[-1]]
        ann_pair = next(line for line in text.splitlines() if line.split()[:3] == ["Ann", "Grasse", "2"])
        assert ann_pair.split()[3:8] == ["2", "1", "50%", "30", "25.0"]
        for heading in ("Player", "Game", "Players", "Played", "Won", "Win %", "Best", "Average", "Last played"):
            assert heading in text
        assert HOW_COUNTED in flat(app)  # bots keep none, a shared win is a win for each
        table = screen.table
        assert table.virtual_size.width <= table.scrollable_content_region.width  # no column out of sight
        # The head-to-head of the highlighted player (Ann): Bob, once ahead and once behind.
        assert "Head-to-head — Ann against each player met here." in flat(app)
        assert [line.split()[-4:] for line in text.splitlines() if line.startswith(" Bob") and "Grasse" in line][-1] == [
            "2",
            "1",
            "1",
            "0",
        ]
        await pilot.press("down", "down", "down")  # Bob's La Fleur row
        await wait_for(pilot, lambda: "Head-to-head — Bob" in flat(app))
        assert "Cat La Fleur 1 1 0 0" in flat(app)
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_a_click_on_a_heading_sorts_by_it_and_s_and_r_sort_from_the_keyboard(data_dir: Path) -> None:
    seed_records(data_dir)
    app = TableApp(data_dir)
    async with app.run_test(size=LARGE) as pilot:
        screen = await open_records(app, pilot)
        table = screen.table
        await pilot.press("down")  # Ann's 2-player Grasse row stays highlighted through every sort
        ann_pair = screen.records[1]
        await click_heading(pilot, table, "best")
        await wait_for(pilot, lambda: screen.sort_column.key == "best")
        assert [record.best for record in screen.records] == [4321, 41, 39, 30, 28]
        assert "Sorted by Best, highest first" in plain_screen_text(app) and "Best ▼" in plain_screen_text(app)
        assert screen.highlighted() == ann_pair
        await click_heading(pilot, table, "best")  # the sorted column's heading again: the other way round
        await wait_for(pilot, lambda: not screen.descending)
        assert [record.best for record in screen.records] == [28, 30, 39, 41, 4321]
        assert screen.highlighted() == ann_pair
        await pilot.press("s")  # the next column: Average, highest first
        await wait_for(pilot, lambda: screen.sort_column.key == "average")
        assert [record.average for record in screen.records] == [4321.0, 41.0, 39.0, 26.5, 25.0]
        assert "Sorted by Average, highest first" in plain_screen_text(app)
        await pilot.press("r")
        await wait_for(pilot, lambda: not screen.descending)
        assert [record.average for record in screen.records] == [25.0, 26.5, 39.0, 41.0, 4321.0]
        await pilot.press("s", "s")  # past the last column: back to the first, Player, A to Z
        await wait_for(pilot, lambda: screen.sort_column.key == "player")
        assert [record.name for record in screen.records] == ["Ann", "Ann", "Bob", "Bob", "Cat"]
        assert screen.highlighted() == ann_pair


async def test_delete_asks_then_removes_only_that_players_records_and_no_save(data_dir: Path) -> None:
    seed_records(data_dir)
    app = TableApp(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_records(app, pilot)
        saves = app.store.list()
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: "Head-to-head — Bob" in flat(app))
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen) and "Only Bob's" in flat(app))
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        question = dialog.question
        assert "Delete every record of Bob, at every game? Only Bob's records go: the saved games stay" in question
        assert "the other players keep their own records" in question
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is screen)
        assert len(screen.records) == 5
        await wait_for(pilot, lambda: footer_key(app, "delete") is not None)
        key = footer_key(app, "delete")
        assert key is not None
        await click_when_drawn(pilot, key)  # the footer's key works with the mouse too
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: app.screen is screen and len(screen.records) == 3)
        assert rows(screen) == [("Ann", "grasse", 1), ("Ann", "grasse", 2), ("Cat", "lafleur", 2)]
        assert app.store.list() == saves
        assert "Bob" not in plain_screen_text(app)
        await wait_for(pilot, lambda: "Ann has not finished a game with another player here yet" in flat(app))


async def test_with_no_records_the_screen_says_how_one_begins(data_dir: Path) -> None:
    app = TableApp(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_records(app, pilot)
        await wait_for(pilot, lambda: NO_RECORDS in flat(app))
        assert not screen.table.display and "Head-to-head" not in plain_screen_text(app)
        for action in ("next_sort", "reverse_sort", "delete"):
            assert screen.check_action(action, ()) is None
        await pilot.press("d")
        assert app.screen is screen


async def test_without_colour_the_highlighted_row_is_reversed(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    seed_records(data_dir)
    app = TableApp(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_records(app, pilot)
        assert app.no_color
        await pilot.pause()
        cursor_line = screen.table.render_line(1)  # under the headings
        assert all(seg.style is not None and seg.style.reverse for seg in cursor_line if seg.text.strip())
        other_line = screen.table.render_line(2)
        assert not any(seg.style is not None and seg.style.reverse for seg in other_line if seg.text.strip())


async def test_no_game_screen_nor_shield_shows_a_players_records(data_dir: Path) -> None:
    seed_records(data_dir)  # Ann's best: 4321
    app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=0)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen) and app.screen.store is not None)
        start(app, ANN, BOB)
        await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen))
        await wait_for(pilot, lambda: "Pass the terminal to" in plain_screen_text(app))
        shown = [plain_screen_text(app)]
        await pass_shield(app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        await wait_for(pilot, lambda: "Ann" in plain_screen_text(app))
        shown.append(plain_screen_text(app))
        for text in shown:
            for record_text in ("4321", "Win %", "Head-to-head", "Player records", "Records"):
                assert record_text not in text


async def test_a_finished_game_records_its_human_seats_once(data_dir: Path) -> None:
    app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=0)
    async with app.run_test(size=SMALL) as pilot:
        start(app, ANN, BOT_B)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        assert app.store.player_records() == []
        act(app, 0, EndTurn())
        await wait_for(pilot, lambda: app.play is not None and app.play.turn_end_shown())
        await pilot.press("enter")  # the turn-end bar: let the bot play to the end
        await wait_for(pilot, lambda: isinstance(app.screen, ToyFinalScreen))
        play = app.play
        assert play is not None
        scores = play.session.game.final_scores(play.session.state)
        [ann] = app.store.player_records()  # the bot keeps none
        assert (ann.name, ann.game_id, ann.players, ann.played, ann.won) == ("Ann", "toy", 2, 1, int(0 in scores.winners))
        assert ann.best == scores.lines[0].total
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("l")  # the finished game opened again shows its end again: no second result
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ToyFinalScreen))
        assert [record.played for record in app.store.player_records()] == [1]
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        screen = await open_records(app, pilot)
        assert rows(screen) == [("Ann", "toy", 2)] and "Botty" not in plain_screen_text(app)


async def test_a_solo_game_against_pierre_counts_as_a_one_player_game(data_dir: Path) -> None:
    seats = (SeatConfig("Ann", "teal"),)
    session = GameSession.start(GRASSE_MODULE.game, GRASSE_MODULE.make_config(seats, {}), 7)
    bot = GRASSE_MODULE.bots["greedy"](0, 7)
    while not session.is_over():  # the greedy bot plays Ann's seat; the save says a human did
        session.submit(0, bot.choose(session.view(0), session.legal_actions(0)))
    data_dir.mkdir(parents=True)
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        store.create(session.record, SaveSummary.build(seats, "Final scores", finished=True))
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=LARGE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen) and app.screen.store is not None)
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, FinalScoreScreen))
        scores = GRASSE_MODULE.game.final_scores(session.state)
        [ann] = app.store.player_records()  # Pierre is no seat, nor a player
        assert (ann.name, ann.game_id, ann.players, ann.best, ann.won) == ("Ann", "grasse", 1, scores.lines[0].total, int(0 in scores.winners))


async def test_with_the_save_file_unreadable_the_screen_says_records_are_not_kept(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_FILENAME).write_bytes(b"this is not a database at all" * 100)
    app = TableApp(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await open_records(app, pilot)
        await wait_for(pilot, lambda: "Records of games finished now are lost when the app quits." in flat(app))
        assert NO_RECORDS in flat(app)


async def test_a_name_that_looks_like_markup_is_shown_as_typed(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        finished(store, "grasse", 2, ("[b]Ann", 3, False), ("Bob[/]", 5, True))
    app = TableApp(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await open_records(app, pilot)
        await wait_for(pilot, lambda: "Head-to-head — [b]Ann against" in flat(app))
        assert "Bob[/] Grasse 1 0 1 0" in flat(app)
