"""The locations go into two columns when one would make the board's column scroll."""

from __future__ import annotations

from textual.screen import Screen

from grasse_tui.games.grasse.rules.content import LocationId
from grasse_tui.games.grasse.tui.choices import locations_of
from grasse_tui.games.grasse.tui.widgets.columns import BoardColumn, MoreBelow
from grasse_tui.games.grasse.tui.widgets.location_board import LocationBoard, round_tiles_line

from .harness import SeatApp, late_five_seat_game, screen_text, seat_screen, session_for, wait_for


def _parts(app: SeatApp) -> tuple[BoardColumn, LocationBoard]:
    return app.screen.query_one("#board", BoardColumn), app.screen.query_one("#locations", LocationBoard)


async def test_a_late_five_seat_game_fits_120_by_40_with_the_locations_in_two_columns() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        column, board = _parts(app)
        assert board.columns == 2
        assert column.max_scroll_y == 0
        text = screen_text(app)
        for location in board.locations:
            assert location.name in text
        assert "Flasks left" in text  # the last panel of the column
        assert "(F1 or hover: what it does)" in text
        assert board.locations[0].summary not in text


async def test_a_tall_terminal_keeps_one_column_with_what_each_location_does() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(120, 60)) as (app, pilot):
        column, board = _parts(app)
        assert board.columns == 1
        assert column.max_scroll_y == 0
        assert board.locations[-1].summary[:20] in screen_text(app)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert board.columns == 2
        await pilot.resize_terminal(120, 60)
        await pilot.pause()
        assert board.columns == 1


async def test_two_columns_stay_while_the_size_does_when_the_panels_get_shorter() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        column, board = _parts(app)
        assert board.columns == 2
        app.screen.query_one("#cards-area").display = False  # a view later, the column is shorter
        await pilot.pause()
        column.fit()
        await pilot.pause()
        assert board.columns == 2  # no flip back to one column between turns
        await pilot.resize_terminal(120, 41)  # a new size is fitted afresh
        await pilot.pause()
        assert board.columns == 1


async def test_in_two_columns_left_and_right_move_the_cursor_across_and_a_click_picks_the_right_column() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        _, board = _parts(app)
        board.focus()
        await pilot.pause()
        board.cursor = 0
        # The footer is rebuilt a refresh after the focus moves.
        await wait_for(pilot, lambda: "↑↓ Move" in (text := screen_text(app)) and "←→ Other column" in text)
        await pilot.press("down", "right")
        assert board.cursor == 1 + board.rows
        await pilot.press("left")
        assert board.cursor == 1
        right = board.locations[board.rows]
        await pilot.click(board, offset=board.location_offset(right.id))
        await pilot.pause()
        assert board.cursor == board.rows
        decision = app.game_screen.decision
        assert decision.highlighted is not None and right.id in locations_of(decision.highlighted)


async def test_too_narrow_for_a_useful_summary_the_board_shows_none_and_points_to_f1() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        _, board = _parts(app)
        assert board.columns == 1 and not board.summaries  # no room for two columns or a summary
        lines = board.render().plain.splitlines()
        assert all("…" not in line for line in lines[: len(board.locations)])
        assert "F1" in str(board.border_title)
        title, subtitle = str(board.border_title), str(board.border_subtitle)
        assert len(title) <= board.size.width - 6 and len(subtitle) <= board.size.width - 6  # neither is cut
        await pilot.resize_terminal(160, 60)
        await pilot.pause()
        assert board.summaries and board.locations[0].summary[:20] in board.render().plain


async def test_a_fit_asked_for_by_a_view_still_runs_quietly_once_its_screen_is_gone() -> None:
    """A new view asks for a fit after the next refresh; Textual runs such calls on whichever
    screen is current then, which may be the next one (the shield after Enter at the turn end)."""
    session = session_for(players=2, seed=7)
    async with seat_screen(session, 0, size=(120, 40)) as (app, pilot):
        screen = app.game_screen
        screen.refresh_view()  # asks for the fit
        app.switch_screen(Screen())  # and the game screen goes before it runs
        await pilot.pause()
        await pilot.pause()
        assert not screen.is_attached and app.is_running


def test_the_round_tiles_line_shortens_its_label_before_a_name_is_cut() -> None:
    tiles = (LocationId.GRAND_FAIR, LocationId.ENFLEURAGE, LocationId.ALLEYWAY, None)
    assert round_tiles_line(tiles, 80).plain == " Round tiles  I Grand Fair  II Enfleurage  III Alleyway  IV ?"
    assert round_tiles_line(tiles, 57).plain == " Round tiles I Grand Fair II Enfleurage III Alleyway IV ?"
    assert round_tiles_line(tiles, 50).plain == " Tiles I Grand Fair II Enfleurage III Alleyway IV ?"


async def test_at_100_by_30_a_line_says_there_is_more_below_until_the_column_is_scrolled_down() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        column, _ = _parts(app)
        assert column.max_scroll_y > 0
        await wait_for(pilot, lambda: MoreBelow.TEXT in screen_text(app))
        column.scroll_end(animate=False)
        await wait_for(pilot, lambda: MoreBelow.TEXT not in screen_text(app))
        assert "Flasks left" in screen_text(app)  # the last panel's last line, no longer under it
