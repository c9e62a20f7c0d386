"""New-game setup: validation, the save row, remembered choices."""

from __future__ import annotations

from pathlib import Path

import pytest
from fixtures.toy_game import TOY_ENTRY
from textual.widgets import Button, Input, Label, OptionList, Select

from grasse_tui.core.pins import is_hashed, pin_matches
from grasse_tui.games.grasse.tui.final_screen import FinalScoreScreen
from grasse_tui.games.grasse.tui.widgets.options import GrasseOptions, TickBox
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.help import HelpScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.setup import (
    BOT_PIN_PLACEHOLDER,
    HUMAN,
    NAME_LENGTH,
    NO_SHIELD_PIN_HINT,
    NO_SHIELD_PIN_NOTE,
    NO_SHIELD_PIN_PLACEHOLDER,
    PIN_HINT,
    PIN_NOTE,
    PIN_PLACEHOLDER,
    SEED_DIGITS,
    NewGame,
    SeatRow,
    SetupMemory,
    SetupScreen,
    random_seed,
)
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.widgets import Note

from .helpers import plain_screen_text, rows_ready, screen_text, setup_ready, wait_for


async def set_seat_count(setup: SetupScreen, pilot, count: int) -> list[SeatRow]:  # type: ignore[no-untyped-def]
    """Choose ``count`` seats and return the seat rows once each is composed."""
    setup.query_one("#seat-count", Select).value = count
    await wait_for(pilot, lambda: rows_ready(setup, count))
    return list(setup.query(SeatRow))


async def open_setup(app: TableApp, pilot, game_id: str) -> SetupScreen:  # type: ignore[no-untyped-def]
    """Menu → the new-game setup of ``game_id``, once its seat rows are composed."""
    await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
    menu = app.screen.query_one("#menu", OptionList)
    menu.highlighted = menu.get_option_index(f"new:{game_id}")
    await pilot.press("enter")
    await wait_for(pilot, lambda: setup_ready(app))
    return app.screen  # type: ignore[return-value]


async def open_toy_setup(app: TableApp, pilot) -> SetupScreen:  # type: ignore[no-untyped-def]
    return await open_setup(app, pilot, TOY_ENTRY.game_id)


async def test_validation_errors_are_shown_inline(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        first, second = setup.query(SeatRow)
        second.colour_select.value = first.colour_select.value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert toy_app.screen is setup
        text = screen_text(toy_app)
        assert "Teal is already taken by seat 1; pick another colour." in text
        assert "Please fix the seats marked above." in text
        assert toy_app.store.list() == []

        # Two seats of one name (whatever the case) are refused on the later seat's row.
        first.name_input.value = "Ann"
        second.name_input.value = "ann"
        second.colour_select.value = "red"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert toy_app.screen is setup
        assert "Seat 1 is already named Ann; pick another name." in screen_text(toy_app)
        assert not first.query_one(".seat-error", Note).display

        # A name that looks like markup is quoted as it is (it once crashed the screen).
        first.name_input.value = "Dj [/]"
        second.name_input.value = "dj [/]"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Seat 1 is already named Dj [/]; pick another name." in screen_text(toy_app)

        # Fixed seats, but the game's own config check refuses them: its message is shown.
        second.name_input.value = "Dealer"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert toy_app.screen is setup
        assert not second.query_one(".seat-error", Note).display
        assert "Cannot start: 'Dealer' is the toy game's own seat" in screen_text(toy_app)
        assert toy_app.store.list() == []


async def test_start_creates_a_save_row_and_remembers_the_table(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        rows = await set_seat_count(setup, pilot, 4)
        await wait_for(pilot, lambda: all(row.colour_select.value != Select.NULL for row in rows))
        assert [row.colour_select.value for row in rows] == ["teal", "red", "blue", "yellow"]
        rows = await set_seat_count(setup, pilot, 3)
        rows[0].name_input.value = "Ann"
        rows[1].player_select.value = "simple"
        await pilot.pause()
        assert rows[1].pin_input.disabled and rows[1].pin_input.placeholder == BOT_PIN_PLACEHOLDER
        assert rows[2].pin_input.placeholder == PIN_PLACEHOLDER and rows[2].pin_input.tooltip == PIN_HINT
        assert "PIN, optional" in screen_text(toy_app)
        rows[2].pin_input.value = "42"
        setup.query_one("#seed", Input).value = "7"
        await pilot.click("#start")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        [listing] = toy_app.store.list()
        assert listing.game_id == "toy"
        assert [(s.name, s.colour, s.bot) for s in listing.summary.seats] == [
            ("Ann", "teal", None),
            ("Bot 2", "red", "simple"),  # an untouched name follows who plays the seat
            ("Player 3", "blue", None),
        ]
        assert listing.summary.progress == "Round 1/2"
        assert not listing.summary.finished
        record = toy_app.store.load(listing.save_id)
        assert record.seed == 7
        stored = record.config["seats"][2]["pin"]  # the save keeps the PIN only hashed
        assert is_hashed(stored) and pin_matches(stored, "42") and not pin_matches(stored, "24")

    again = TableApp(toy_app.data_dir, shelf=toy_app.shelf, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(again, pilot)
        rows = list(setup.query(SeatRow))
        assert [row.seat().name for row in rows] == ["Ann", "Bot 2", "Player 3"]
        assert [row.seat().bot for row in rows] == [None, "simple", None]
        assert rows[2].seat().pin is None  # PINs are never remembered
        assert rows[1].pin_input.disabled and not rows[2].pin_input.disabled  # the remembered bot has no PIN


async def open_grasse_setup(app: TableApp, pilot) -> SetupScreen:  # type: ignore[no-untyped-def]
    return await open_setup(app, pilot, "grasse")


async def solo_table(setup: SetupScreen, pilot, name: str) -> SeatRow:  # type: ignore[no-untyped-def]
    """Set ``setup`` to one seat named ``name``; that seat's row."""
    [row] = await set_seat_count(setup, pilot, 1)
    row.name_input.value = name
    return row


async def test_grasse_offers_one_seat_solo_but_defaults_to_two(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        count = setup.query_one("#seat-count", Select)
        assert count.value == 2 and len(setup.query(SeatRow)) == 2
        assert [str(o.prompt) for o in count.query_one(OptionList).options][:2] == ["1 (solo)", "2"]
        assert "solo against Pierre" not in screen_text(app)

        count.value = 1
        await wait_for(pilot, lambda: rows_ready(setup, 1))
        await pilot.pause()
        note = " ".join(screen_text(app).split())
        assert "solo against Pierre, the Envious, who reacts after each of your turns" in note
        assert "(Secret Formula is not played solo)." in note  # its tick box may be below the fold

        count.value = 2
        await wait_for(pilot, lambda: rows_ready(setup, 2))
        await pilot.pause()
        assert "solo against Pierre" not in screen_text(app)


async def test_a_bot_may_play_the_solo_seat_and_is_watched_to_the_end(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        row = await solo_table(setup, pilot, "Ann")
        row.player_select.value = "greedy"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, FinalScoreScreen))
        await wait_for(pilot, lambda: "Pierre (B)" in screen_text(app))  # once the final screen is drawn
        [listing] = app.store.list()
        assert [(s.name, s.bot) for s in listing.summary.seats] == [("Ann", "greedy")]
        assert listing.summary.finished


async def test_a_human_solo_seat_starts_without_a_shield(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        row = await solo_table(setup, pilot, "Ann")
        # As a human, the seat starts a solo game at once: no handover shield.
        row.player_select.value = "human"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None and app.play.game_screen is not None)
        assert not isinstance(app.screen, ShieldScreen)
        [listing] = app.store.list()
        assert [(s.name, s.bot) for s in listing.summary.seats] == [("Ann", None)]

    again = TableApp(data_dir, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(again, pilot)
        assert setup.query_one("#seat-count", Select).value == 1  # the solo table is remembered
        assert [row.seat().name for row in setup.query(SeatRow)] == ["Ann"]


async def tick(pilot, box: TickBox) -> None:  # type: ignore[no-untyped-def]
    """Toggle ``box`` by keyboard (space), as a player would."""
    box.focus()
    await pilot.press("space")
    await pilot.pause()


async def test_grasse_options_reach_the_config_and_are_remembered(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        options = setup.query_one(GrasseOptions)
        assert options.options() == {"expansions": [], "events_variants": []}
        assert options.query_one("#variant-2", TickBox).disabled  # variants only with Events
        await set_seat_count(setup, pilot, 5)
        assert list(setup.query(SeatRow))[4].seat().colour == "green"
        for box in ("#expansion-events", "#variant-2", "#variant-3", "#expansion-clients", "#expansion-formula"):
            await tick(pilot, options.query_one(box, TickBox))
        assert options.options() == {"expansions": ["events", "clients", "formula"], "events_variants": [2, 3]}
        assert "✓" in options.query_one("#expansion-events", TickBox).render().plain
        assert "✓" not in options.query_one("#variant-1", TickBox).render().plain
        starting: list[NewGame] = []
        setup.dismiss = starting.append  # type: ignore[method-assign,assignment]
        await pilot.press("ctrl+s")
        [new_game] = starting
        assert new_game.config.expansions == {"events", "clients", "formula"}
        assert new_game.config.events_variants == {2, 3}
        assert len(new_game.config.seats) == 5

    again = TableApp(data_dir, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(again, pilot)
        options = setup.query_one(GrasseOptions)
        await wait_for(pilot, lambda: options.options()["expansions"] == ["events", "clients", "formula"])
        assert options.options()["events_variants"] == [2, 3]
        assert len(setup.query(SeatRow)) == 5

        # A solo table cannot play Secret Formula: its box is disabled, says why and is left out.
        setup.query_one("#seat-count", Select).value = 1
        await wait_for(pilot, lambda: options.query_one("#expansion-formula", TickBox).disabled)
        assert options.options() == {"expansions": ["events", "clients"], "events_variants": [2, 3]}
        assert "(not in a solo game)" in str(options.query_one("#note-formula", Label).content)
        formula = options.query_one("#expansion-formula", TickBox)
        assert formula.value and "✓" not in formula.render().plain  # kept for a table of 2+, shown unticked
        # Unticking Events drops its variants too.
        await tick(pilot, options.query_one("#expansion-events", TickBox))
        assert options.options() == {"expansions": ["clients"], "events_variants": []}
        assert options.query_one("#variant-2", TickBox).disabled
        assert "✓" not in options.query_one("#variant-2", TickBox).render().plain
        # Arrow keys walk the enabled boxes: from Events, ↓ skips the disabled variants.
        options.query_one("#expansion-events", TickBox).focus()
        await pilot.press("down")
        await wait_for(pilot, lambda: again.focused is options.query_one("#expansion-clients", TickBox))
        await pilot.press("up")
        await wait_for(pilot, lambda: again.focused is options.query_one("#expansion-events", TickBox))
        setup.query_one("#seat-count", Select).value = 2
        await wait_for(pilot, lambda: not formula.disabled)
        assert "✓" in formula.render().plain


async def test_start_and_errors_stay_on_screen_in_a_short_terminal(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        start = setup.query_one("#start")
        assert setup.query_one("#setup-body").max_scroll_y > 0  # the form itself scrolls here
        assert start.region.bottom <= app.size.height - 1  # above the footer
        setup.rows[1].colour_select.value = setup.rows[0].colour_select.value
        await pilot.click("#start")
        await pilot.pause()
        error = setup.query_one("#setup-error", Note)
        assert error.display and error.region.bottom <= app.size.height - 1
        assert "Please fix the seats marked above." in screen_text(app)


async def test_the_focused_field_is_boxed_heavily_and_a_focused_tick_box_underlined(data_dir) -> None:  # type: ignore[no-untyped-def]
    """Focus shows by shape (┏━┓ box, underline), not colour alone, so it survives NO_COLOR."""
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        first, second = setup.rows

        def heavy_box_around(widget) -> bool:  # type: ignore[no-untyped-def]
            lines = plain_screen_text(app).splitlines()
            region = widget.region
            top = lines[region.y][region.x : region.right]
            middle = lines[region.y + 1][region.x : region.right]
            return top.startswith("┏") and top.endswith("┓") and middle.startswith("┃") and middle.endswith("┃")

        count = setup.query_one("#seat-count", Select)
        await wait_for(pilot, lambda: app.focused is count)  # the form's first field
        assert heavy_box_around(count) and plain_screen_text(app).count("┏") == 1
        await pilot.press("tab")
        await wait_for(pilot, lambda: app.focused is first.name_input)
        assert heavy_box_around(first.name_input)
        assert not heavy_box_around(second.name_input) and not heavy_box_around(first.colour_select)
        assert plain_screen_text(app).count("┏") == 1  # only the focused field

        await pilot.press("tab")  # on to the colour select
        await wait_for(pilot, lambda: app.focused is first.colour_select)
        assert heavy_box_around(first.colour_select) and not heavy_box_around(first.name_input)
        first.pin_input.focus()
        await pilot.pause()
        assert heavy_box_around(first.pin_input)

        box = setup.query_one("#expansion-events", TickBox)

        def label_style():  # type: ignore[no-untyped-def]
            return next(seg.style for seg in box.render_line(0) if "Events" in seg.text)

        assert not label_style().underline
        box.focus()
        await pilot.pause()
        assert label_style().underline and label_style().bold
        assert plain_screen_text(app).count("┏") == 0  # the heavy box moved off the fields
        assert "space Tick or untick" in plain_screen_text(app)  # the footer names the key

        start = setup.query_one("#start", Button)
        start.focus()
        await pilot.pause()
        assert heavy_box_around(start) and not heavy_box_around(setup.query_one("#back", Button))


async def test_a_blank_name_plays_as_the_placeholder_shown(toy_app: TableApp) -> None:
    """Choice: the greyed default (``Player N``) is the name used, as board gamers expect."""
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        first, second = setup.rows
        first.name_input.value = ""
        second.name_input.value = "Player 1"  # a clash with the default name is still refused
        await pilot.pause()
        assert "Player 1" in plain_screen_text(toy_app).splitlines()[first.name_input.region.y + 1]
        starting: list[NewGame] = []
        setup.dismiss = starting.append  # type: ignore[method-assign,assignment]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not starting
        assert "Seat 1 is already named Player 1; pick another name." in screen_text(toy_app)
        assert "Enter a name." not in screen_text(toy_app)

        second.name_input.value = "   "
        await pilot.press("ctrl+s")
        await pilot.pause()
        [new_game] = starting
        assert [seat.name for seat in new_game.config.seats] == ["Player 1", "Player 2"]
        assert new_game.seed >= 2**31  # the seed box was blank: a wide random seed (random_seed)


async def test_an_error_goes_away_as_soon_as_the_field_is_fixed(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        first, second = setup.rows
        await pilot.pause()
        second.colour_select.value = "teal"  # seat 1's colour: nothing is said before Start
        await pilot.pause()
        assert "already taken" not in screen_text(toy_app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Teal is already taken by seat 1; pick another colour." in screen_text(toy_app)
        assert "Please fix the seats marked above." in screen_text(toy_app)

        second.colour_select.value = "blue"
        await pilot.pause()
        text = screen_text(toy_app)
        assert "already taken" not in text and "Please fix" not in text
        assert not second.query_one(".seat-error", Note).display

        # A game-level refusal (a name the toy game keeps for itself) also clears once the name changes.
        first.name_input.value = "Ann"
        second.name_input.value = "Dealer"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Cannot start: 'Dealer' is the toy game's own seat" in screen_text(toy_app)
        second.name_input.value = ""
        second.name_input.focus()
        await pilot.press("B", "o", "b")
        await pilot.pause()
        assert "Cannot start" not in screen_text(toy_app)
        assert setup.rows[1].seat().name == "Bob"


async def test_a_seat_with_no_other_human_at_the_table_has_no_pin_and_says_why(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        setup.rows[0].pin_input.value = "1234"
        await set_seat_count(setup, pilot, 1)
        await pilot.pause()
        [row] = setup.rows
        pin = row.pin_input
        assert pin.disabled and pin.placeholder == NO_SHIELD_PIN_PLACEHOLDER and pin.tooltip == NO_SHIELD_PIN_HINT
        assert pin.value == "" and row.seat().pin is None
        assert f"{NO_SHIELD_PIN_PLACEHOLDER}" in plain_screen_text(app).splitlines()[pin.region.y + 1]
        assert PIN_PLACEHOLDER not in screen_text(app)
        # A line under the seats says what "no shield" means, and what a PIN would do.
        shown = " ".join(plain_screen_text(app).split())
        assert NO_SHIELD_PIN_NOTE in shown and PIN_NOTE not in shown
        # Human or bot, a solo seat keeps its PIN field shut.
        row.player_select.value = "greedy"
        await pilot.pause()
        assert pin.disabled and pin.placeholder == BOT_PIN_PLACEHOLDER
        row.player_select.value = "human"
        await pilot.pause()
        assert pin.disabled and pin.placeholder == NO_SHIELD_PIN_PLACEHOLDER

        starting: list[NewGame] = []
        setup.dismiss = starting.append  # type: ignore[method-assign,assignment]
        await pilot.press("ctrl+s")
        [new_game] = starting
        assert [seat.pin for seat in new_game.config.seats] == [None]

        await set_seat_count(setup, pilot, 2)
        await pilot.pause()
        assert not pin.disabled and pin.placeholder == PIN_PLACEHOLDER and pin.tooltip == PIN_HINT
        shown = " ".join(plain_screen_text(app).split())  # two humans: a shield, opened by a PIN or Enter
        assert PIN_NOTE in shown and NO_SHIELD_PIN_NOTE not in shown
        # Against bots only there is no shield either: the one human's PIN field shuts too.
        setup.rows[1].player_select.value = "greedy"
        await pilot.pause()
        assert pin.disabled and pin.placeholder == NO_SHIELD_PIN_PLACEHOLDER
        setup.rows[1].player_select.value = "human"
        await pilot.pause()
        assert not pin.disabled and pin.placeholder == PIN_PLACEHOLDER


async def test_la_fleur_offers_the_solo_opponents_difficulty_only_at_a_one_seat_table(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_setup(app, pilot, "lafleur")
        options = setup.options_widget
        assert options is not None
        await set_seat_count(setup, pilot, 2)
        await pilot.pause()
        assert "Solo opponent's difficulty" not in screen_text(app)  # no automaton at this table
        assert options.options() == {}
        await set_seat_count(setup, pilot, 1)
        await wait_for(pilot, lambda: "Solo opponent's difficulty" in screen_text(app))
        assert options.options() == {"difficulty": "normal"}
        await set_seat_count(setup, pilot, 3)
        await wait_for(pilot, lambda: "Solo opponent's difficulty" not in screen_text(app))
        assert setup.query_one("#difficulty", Select) not in setup.focus_chain


async def test_once_a_seat_is_a_bot_a_line_says_how_each_bot_plays(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        await pilot.pause()
        assert "Bots: " not in screen_text(app)
        setup.rows[1].player_select.value = "random"
        await wait_for(pilot, lambda: "Bots: Easy plays any legal move" in screen_text(app))
        note = str(setup.query_one("#bot-note", Note).content)
        assert "Normal (greedy) plays to win" in note and "Strong tries its options in games played out" in note
        labels = [str(label) for label, _ in setup.rows[1].player_select._options]
        assert labels == ["Human", "Easy bot", "Normal bot", "Strong bot"]  # the ladder, in order
        setup.rows[1].player_select.value = "human"
        await wait_for(pilot, lambda: "Bots: " not in screen_text(app))


async def test_names_stop_at_the_table_width_and_the_form_box_is_no_tab_stop(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_grasse_setup(app, pilot)
        assert setup.query_one("#setup-body") not in setup.focus_chain
        name = setup.rows[0].name_input
        name.focus()
        await pilot.press("end", "ctrl+u", *"Maximiliana Bartholomew")
        assert name.value == "Maximiliana Bartholomew"[:NAME_LENGTH]


async def test_start_pressed_just_before_help_opens_leaves_the_help_up(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        await pilot.pause()
        setup.query_one("#start", Button).press()  # its message is handled a moment later…
        toy_app.action_help()  # …after F1 has opened the help
        await pilot.pause()  # the app is idle: Start's message has been handled
        assert isinstance(toy_app.screen, HelpScreen) and toy_app.play is None
        await pilot.press("escape")
        await wait_for(pilot, lambda: toy_app.screen is setup)  # Start again from here


@pytest.mark.parametrize("text", ["{not json", "[" * 100_000, '{"toy": {"seats": 3}}', "[1]"])
def test_a_damaged_setup_memory_recalls_nothing(tmp_path: Path, text: str) -> None:
    path = tmp_path / "setup.json"
    path.write_text(text, encoding="utf-8")
    memory = SetupMemory(path)
    assert memory.recall("toy") == () and memory.recall_options("toy") == {}


async def test_back_keeps_the_table_as_filled_in_for_next_time(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        rows = await set_seat_count(setup, pilot, 3)
        rows[0].name_input.value = "Zoé"
        rows[2].player_select.value = "simple"
        rows[1].pin_input.value = "42"
        # The untouched name follows the bot once the choice's message is handled.
        await wait_for(pilot, lambda: rows[2].name_input.value == "Bot 3")
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        setup = await open_toy_setup(toy_app, pilot)
        rows = list(setup.query(SeatRow))
        assert [row.seat().name for row in rows] == ["Zoé", "Player 2", "Bot 3"]
        assert [row.seat().bot for row in rows] == [None, None, "simple"]
        assert rows[1].seat().pin is None  # PINs are never remembered



async def test_an_untouched_name_follows_who_plays_the_seat_a_typed_one_stays(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        setup = await open_toy_setup(toy_app, pilot)
        first, second = list(setup.query(SeatRow))[:2]
        first.name_input.value = "Robo"
        first.player_select.value = "simple"
        second.player_select.value = "simple"
        await pilot.pause()
        assert (first.name_input.value, second.name_input.value) == ("Robo", "Bot 2")
        second.player_select.value = HUMAN
        await pilot.pause()
        assert second.name_input.value == "Player 2"


def test_a_blank_seed_is_drawn_from_a_range_too_wide_to_try_every_seed() -> None:
    # A 31-bit seed could be found by trying them all against the first deal's open cards.
    seeds = [random_seed() for _ in range(20)]
    assert all(0 <= seed < 10**SEED_DIGITS for seed in seeds)
    assert max(seeds) >= 2**40  # 20 draws all under 2**40: about one chance in 10**100


async def test_the_whole_table_can_be_filled_in_and_started_at_80_by_24(data_dir: Path) -> None:
    from grasse_tui.games.grasse.tui.screen import GrasseScreen
    from grasse_tui.ui.too_small import TooSmallScreen

    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "grasse")
        rows = list(setup.query(SeatRow))
        for row in rows:  # every column of every seat is on screen, the PIN too
            for field in (row.name_input, row.colour_select, row.player_select, row.pin_input):
                assert field.region.right <= 80 and field.region.width > 0, field
        rows[0].name_input.value = "Ann"
        last_tick = list(setup.query(TickBox))[-1]
        last_tick.focus()  # the mini-expansions: the form scrolls to each, Tab reaches them all
        await wait_for(pilot, lambda: 0 < last_tick.region.y and last_tick.region.bottom <= 24 - 4)
        await pilot.press("space")  # ticked, at 80×24
        await wait_for(pilot, lambda: last_tick.value)

        await pilot.press("ctrl+s")  # starts: the game waits for a bigger window
        await wait_for(pilot, lambda: isinstance(app.screen, TooSmallScreen) and app.play is not None)
        [listing] = app.store.list()
        assert listing.summary.seats[0].name == "Ann"
        await pilot.resize_terminal(120, 40)
        await wait_for(pilot, lambda: isinstance(app.screen, (ShieldScreen, GrasseScreen)))


async def test_tab_reaches_and_shows_every_field_of_a_five_seat_table_at_80_by_24(data_dir: Path) -> None:
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "grasse")
        rows = await set_seat_count(setup, pilot, 5)
        boxes = list(setup.query(TickBox))
        boxes[0].value = True  # Events: its variants' boxes can be ticked too
        await wait_for(pilot, lambda: not any(box.disabled for box in boxes))
        fields = [field for row in rows for field in (row.name_input, row.colour_select, row.player_select, row.pin_input)]
        wanted = [
            setup.query_one("#seat-count", Select),
            *fields,
            setup.query_one("#seed", Input),
            *boxes,
            setup.query_one("#start", Button),
            setup.query_one("#back", Button),
        ]
        form = setup.query_one("#setup-body")
        setup.query_one("#seat-count", Select).focus()
        await wait_for(pilot, lambda: app.focused is wanted[0])
        reached = []
        while app.focused is not wanted[-1]:
            focused = app.focused
            await pilot.press("tab")
            await wait_for(pilot, lambda: app.focused is not focused)
            field = app.focused
            assert field is not None
            shown = form.region if form in field.ancestors else setup.query_one("#setup-buttons").region

            def in_view(field=field, shown=shown) -> bool:  # type: ignore[no-untyped-def]
                region = field.region
                return region.area > 0 and shown.contains_region(region)

            await wait_for(pilot, in_view)  # scrolled into the form's view, whole, every column in 80
            reached.append(field)
        assert [field for field in wanted[1:] if field not in reached] == []
