"""The Grasse screen shows every area, from the port's view, at 120×40 and 100×30."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widget import Widget

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession, SeatPort
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import (
    BASES,
    LOCATIONS,
    RESOURCES,
    ROMAN,
    Base,
    ContractCard,
    Essence,
    Perfume,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.scoring import solo_totals_now
from grasse_tui.games.grasse.rules.view import PrivateView
from grasse_tui.games.grasse.tui.choices import PLAN_GROUP
from grasse_tui.games.grasse.tui.screen import NO_CHOICE_TO_DESCRIBE, round_news
from grasse_tui.games.grasse.tui.widgets.card_rows import CardRows
from grasse_tui.games.grasse.tui.widgets.columns import MoreBelow, ScrollColumn
from grasse_tui.games.grasse.tui.widgets.game_header import GameHeader
from grasse_tui.games.grasse.tui.widgets.glyphs import RESOURCE_SYMBOLS
from grasse_tui.games.grasse.tui.widgets.location_board import LocationBoard
from grasse_tui.games.grasse.tui.widgets.private_stock import (
    FORMULA_RULE,
    PrivateStock,
    Standing,
    formula_met,
    if_ended_text,
    standing_line,
    standing_text,
    stock_lines,
)
from grasse_tui.games.grasse.tui.widgets.resource_track import ResourceTrack
from grasse_tui.games.grasse.tui.widgets.seat_table import SeatTable, cards_text

from .harness import (
    ALL_EXPANSIONS,
    PLAYERS,
    late_five_seat_game,
    play,
    play_until,
    screen_text,
    seat_screen,
    session_for,
    settle,
    wait_for,
)


async def test_every_area_is_rendered() -> None:
    session = session_for(players=4, seed=3)
    play(session, 30)
    seat = session.pending().acting[0]
    view = session.view(seat)
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        text = screen_text(app)
        mover = view.seats[seat]
        assert f"Round {view.round}/4" in text
        assert f"Turn {view.turn}/{view.turns_in_round}" in text
        assert f"{mover.name} ({mover.letter}) to act" in text
        # 120 cells leave room for the vanguard and the fashion on the round's line
        perfumes = f"Vanguard {view.vanguard.label} (+1 if made) · Fashion {view.fashion.label} (+1 if sold)"
        assert f"to act  ·  {perfumes}" in text
        for award in view.awards:
            points = "/".join(map(str, award.points))
            assert f"{award.slot.value} {award.criterion.label} {points}" in text
        for location in view.locations:
            assert location.name in text
        tiles = [LOCATIONS[t].name.split(" (")[0] if t is not None else "?" for t in view.round_tiles]
        assert "Round tiles  " + "  ".join(f"{ROMAN[i]} {name}" for i, name in enumerate(tiles)) in text
        assert "?" in tiles
        assert app.game_screen.query_one("#track", ResourceTrack).spaces == view.track
        for public in view.seats:
            assert f"{public.name} ({public.letter})" in text
        assert "Techniques" in text and "Contracts" in text and "Flasks left" in text
        assert "Behind your screen" in text
        assert f"Coins     {view.me.coins}" in text
        assert view.log[-1][:30] in text
        assert view.step.text[1:20] in text


async def test_factories_show_their_perfumes_and_workers_show_letters() -> None:
    session = session_for(players=2, seed=5)
    play(session, 20)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        view = app.game_screen.view
        assert view is not None
        lines = app.game_screen.query_one("#locations", LocationBoard).render().plain.splitlines()
        assert lines[-1].startswith(" Round tiles")
        for location, rendered in zip(view.locations, lines[:-1], strict=True):
            assert location.name in rendered
            assert f"${location.cost}" in rendered
            for perfume in location.perfumes[:2]:
                assert perfume.value[:2].capitalize() in rendered or "any" in rendered
            letters = "".join(view.seats[w].letter for w in location.workers)
            assert letters in rendered


async def test_track_spaces_show_tile_pieces_and_pawns() -> None:
    session = session_for(players=2, seed=5)
    play(session, 20)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        view = app.game_screen.view
        assert view is not None
        track = app.game_screen.query_one("#track", ResourceTrack)
        rows = track.render().plain.splitlines()
        for space in view.track:
            rendered = "\n".join(row.split("│")[space.index] for row in rows)
            assert str(space.index + 1) in rendered.splitlines()[0]
            if space.owner is not None:
                assert view.seats[space.owner].letter in rendered.splitlines()[0]
            elif space.neutral:
                assert "·" in rendered.splitlines()[0]
            if space.pawn is not None:
                assert "▲" + view.seats[space.pawn].letter in rendered
            if space.golden:
                assert "★" in rendered


async def test_refresh_updates_widgets_in_place() -> None:
    session = session_for(players=2, seed=5)
    play(session, 8)
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        screen = app.game_screen
        mine = "GameHeader, ResourceTrack, LocationBoard, CardRows, SeatTable, PrivateStock, DecisionPanel, GameLog"
        before = {id(w) for w in screen.query(mine)}
        action = SeatPort(session, seat).legal_actions()[0]
        session.submit(seat, action)
        screen.refresh_view()
        await pilot.pause()
        after = {id(w) for w in screen.query(mine)}
        assert before <= after


async def test_a_bot_turn_shows_waiting() -> None:
    session = session_for(players=2, seed=4, bots=(1,))
    while session.pending().acting != (1,):
        play(session, 1)
    async with seat_screen(session, 0, size=(120, 40), notifications=True) as (app, pilot):
        assert "Bob (bot) is to act." in screen_text(app)
        assert "click ▸ on the board" not in screen_text(app)  # no keys to offer while waiting
        assert app.game_screen.decision.choices == []
        assert app.game_screen.check_action("focus_choices", ()) is False  # Escape: the shell's menu
        await pilot.press("d")
        await wait_for(pilot, lambda: NO_CHOICE_TO_DESCRIBE in screen_text(app))


@pytest.mark.parametrize("size", [(100, 30), (120, 40), (160, 50)])
async def test_renders_at_supported_sizes(size: tuple[int, int]) -> None:
    session = session_for(players=4, seed=11)
    play(session, 60)
    async with seat_screen(session, session.pending().acting[0], size=size) as (app, pilot):
        text = screen_text(app)
        assert "Resource track" in text
        assert "Your decision" in text
        assert app.game_screen.decision.choices
        assert app.focused is not None and app.focused.id == "actions"
        # The track's legend is whole, and says what Ex is (the word "essences" goes where it would not fit).
        [legend] = [line for line in text.splitlines() if "fixative" in line and "pawn" in line]
        assert "golden pawn ─╯" in legend and "Ex Exotic" in legend
        assert ("essences" in legend) is (size[0] > 100)


async def test_a_narrow_header_gives_the_vanguard_and_fashion_a_line_of_their_own() -> None:
    session = session_for(players=4, seed=11)
    play(session, 60)
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        view = app.game_screen.view
        assert view is not None
        lines = app.game_screen.query_one("#header", GameHeader).render().plain.splitlines()
        assert len(lines) == 3
        assert lines[0].endswith(" to act")
        assert lines[1] == (
            f"Vanguard {view.vanguard.label}: +1 point when made this round  ·  "
            f"Fashion {view.fashion.label}: +1 point when sold"
        )


async def test_renders_with_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    session = session_for(players=3, seed=2)
    play(session, 25)
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        assert app.no_color
        assert "▸" in screen_text(app)  # option targets are marked by a glyph, not only by colour
        app.game_screen.query_one("#seats").scroll_visible(animate=False)
        await pilot.pause()
        text = screen_text(app)
        view = app.game_screen.view
        assert view is not None
        for public in view.seats:
            assert f"{public.name} ({public.letter})" in text


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_every_seats_cards_are_readable(size: tuple[int, int]) -> None:
    session = session_for(players=4, seed=12)
    play_until(session, lambda s: sum(len(p.techniques) + len(p.contracts) for p in s.view(None).seats) >= 6)
    async with seat_screen(session, session.pending().acting[0], size=size) as (app, pilot):
        table = app.game_screen.query_one("#seats", SeatTable)
        shown = table.render().plain
        assert all(len(line) <= table.content_region.width for line in shown.splitlines())
        words = " ".join(shown.split())
        for seat in session.view(None).seats:
            if seat.techniques or seat.contracts:
                assert " ".join(cards_text(seat).split()) in words


async def test_the_board_draws_each_line_as_its_whole_render_would() -> None:
    """The board paints line by line; each line matches that line of Textual's render of the whole."""
    session = session_for(players=2, seed=5)
    play(session, 20)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        board = app.game_screen.query_one("#locations", LocationBoard)
        board.focus()
        board.cursor = 2
        board.targets = frozenset({board.locations[0].id, board.locations[2].id})
        board.selected = frozenset({board.locations[1].id, board.locations[2].id})
        await pilot.pause()
        lines = range(board.size.height)
        assert [board.render_line(y) for y in lines] == [Widget.render_line(board, y) for y in lines]


async def test_the_track_joins_each_row_as_its_whole_render_would() -> None:
    """The track joins rows from cached cells; each row matches that row of Textual's render of the whole."""
    session = session_for(players=2, seed=5)
    play(session, 20)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        track = app.game_screen.query_one("#track", ResourceTrack)
        for targets, selected in (({1, 5}, {5}), ({1, 5}, {1}), (set(), set())):
            track.targets = frozenset(targets)
            track.selected = frozenset(selected)
            await pilot.pause()
            rows = range(track.size.height)
            assert [track.render_line(y) for y in rows] == [Widget.render_line(track, y) for y in rows]


def test_the_setup_draft_offers_only_spaces_without_a_tile_and_never_calls_them_empty() -> None:
    view = session_for(players=2).view(0)
    assert view.step.text == "place a large tile (3 to place)"  # one line in the decision panel at 100×30
    assert "empty" not in view.step.text  # every space shows resources


async def test_a_focused_overflowing_board_column_shows_heavy_borders_and_its_scroll_keys() -> None:
    session = session_for(players=3, seed=1, expansions=ALL_EXPANSIONS, variants=frozenset())
    async with seat_screen(session, 0, size=(100, 30)) as (app, pilot):
        board = app.screen.query_one("#board", ScrollColumn)
        assert board.max_scroll_y > 0 and board.focusable  # at 100×30 the column overflows
        board.focus()
        await settle(pilot, app)
        text = screen_text(app)
        assert "┏━ Locations" in text and "Scroll the board" in text
        await pilot.press("down")
        await settle(pilot, app)
        assert board.scroll_y > 0
        # Every panel of the column is boxed heavily and lined up, the card rows (in a plain
        # container of their own) too.
        cards, seats = app.screen.query_one(CardRows), app.screen.query_one(SeatTable)
        assert cards.styles.border_top[0] == seats.styles.border_top[0] == "heavy"
        assert cards.region.x == seats.region.x and cards.region.width == seats.region.width
        assert board.query_one(MoreBelow).styles.border_top[0] in ("", "none")  # a line, not an empty box


@pytest.mark.parametrize("size", [(120, 40), (100, 30)])
async def test_shift_tab_from_the_choices_reaches_the_board_then_the_track_as_the_legend_says(
    size: tuple[int, int],
) -> None:
    session = session_for(players=2, seed=7)
    play(session, 20)
    async with seat_screen(session, session.pending().acting[0], size=size) as (app, pilot):
        assert app.focused is not None and app.focused.id == "actions"
        assert "cursor (Shift+Tab" in str(app.screen.query_one(LocationBoard).border_subtitle)
        await pilot.press("shift+tab")
        assert isinstance(app.focused, LocationBoard)
        await pilot.press("shift+tab")
        if not isinstance(app.focused, ResourceTrack):  # a scrolling board column is a stop first
            assert isinstance(app.focused, ScrollColumn)
            await pilot.press("shift+tab")
        assert isinstance(app.focused, ResourceTrack)
        assert "Back to the choices" in screen_text(app)  # in the footer
        await pilot.press("escape")  # back to the list, not the game menu
        assert app.focused is not None and app.focused.id == "actions"
        await pilot.press("shift+tab", "escape")
        assert app.focused is not None and app.focused.id == "actions"
        assert app.game_screen.check_action("focus_choices", ()) is False  # on the list: the game menu's
        app.game_screen.query_one("#log").focus()
        await pilot.press("escape")  # the log too
        assert app.focused is not None and app.focused.id == "actions"


async def test_a_board_column_with_nothing_to_scroll_is_no_tab_stop() -> None:
    session = session_for(players=2, seed=7)
    play(session, 20)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        board = app.screen.query_one("#board", ScrollColumn)
        assert board.max_scroll_y == 0
        assert board not in app.screen.focus_chain


async def test_at_100_by_30_the_side_column_fits_a_five_seat_game_with_a_secret_formula() -> None:
    session = late_five_seat_game()
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        text = screen_text(app)
        assert "Formula   " in text and FORMULA_RULE not in text  # the short layout leaves the rule out
        stock = app.screen.query_one("#private", PrivateStock)
        assert stock.tooltip == f"Secret formula: {FORMULA_RULE}"
        # The seat's points and tiles move into the panel's bottom border.
        view = session.view(session.pending().acting[0])
        assert view.me is not None
        tiles = " ".join(str(space.index + 1) for space in view.track if space.owner == view.me.seat)
        subtitle = f"Points {view.seats[view.me.seat].points} · tiles on spaces {tiles}"
        assert stock.border_subtitle == subtitle and subtitle in text
        assert "Points    " not in text
        log = app.screen.query_one("#log")
        assert log.region.bottom <= app.size.height - 1  # above the footer, so a focused log is seen
        # Three choices at a time when placing a worker, with the formula and two lines of events.
        assert app.screen.query_one("#actions").scrollable_content_region.height >= 3


async def test_long_names_at_100_by_30_move_sales_workers_and_cards_under_each_seat() -> None:
    seats = tuple(SeatConfig(f"Player {n}", colour) for n, (_, colour) in enumerate(PLAYERS, start=1))
    session = GameSession.start(GRASSE, GrasseConfig(seats), 3)
    play(session, 200)
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        table = app.game_screen.query_one("#seats", SeatTable)
        lines = table.render().plain.splitlines()
        assert all(len(line) <= table.content_region.width for line in lines)
        assert "Sold" not in lines[0] and "Pts" in lines[0]
        assert table.border_title == SeatTable.TITLES[-1]  # the title that fits the narrow box
        view = session.view(None)
        for seat in view.seats:
            name = next(i for i, line in enumerate(lines) if f"{seat.name} ({seat.letter})" in line)
            under = lines[name + 1]
            assert f"sold {seat.sales}  workers {seat.workers_left}" in under
            if seat.techniques or seat.contracts:
                assert " ".join(cards_text(seat).split()) in " ".join(under.split())


async def test_while_delivering_the_private_panel_shows_what_is_owed_to_the_track() -> None:
    session = session_for(players=2, seed=5)
    play_until(session, lambda s: s.view(None).step.kind == "deliver" and len(s.view(None).step.pending) > 1)
    seat = session.pending().acting[0]
    view = session.view(seat)
    owed = " ".join(RESOURCE_SYMBOLS[r] for r in view.step.pending)
    assert view.me is not None
    left = dict(view.me.resources)
    for piece in view.step.pending:
        left[piece] -= 1
    bases = "  ".join(f"{RESOURCE_SYMBOLS[b]} {left[b]}" for b in BASES)
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        [line] = [line for line in screen_text(app).splitlines() if "Owed" in line]
        assert f"Owed      {owed}, to the track" in line
        # The owed pieces are not counted twice: the stock lines leave them out.
        assert f"Bases     {bases}" in screen_text(app)
        decision = app.game_screen.decision
        decision.choose(next(c for c in decision.choices if c.group != PLAN_GROUP))  # the first piece alone
        await settle(pilot, app)
        assert f"Owed      {owed.split(' ', 1)[1]}, to the track" in screen_text(app)


async def test_a_seat_acting_on_into_a_new_round_is_told_what_the_round_brings() -> None:
    played = session_for(players=2, seed=7)
    play_until(played, lambda s: s.view(None).round == 2)
    record = played.record
    before = GameSession(GRASSE, GameRecord(record.game_id, record.seed, record.config, record.actions[:-1]))
    last = record.actions[-1]
    async with seat_screen(before, last.seat, size=(120, 40), notifications=True) as (app, pilot):
        before.submit(last.seat, GRASSE.decode_action(last.action))
        assert before.pending().acting == (last.seat,)  # it ended round I and acts first in round II
        app.game_screen.refresh_view()
        await pilot.pause()
        view = before.view(last.seat)
        text = " ".join(screen_text(app).split())
        assert "Round II begins" in text
        assert " ".join(round_news(view).split()) in text
        assert f"Vanguard {view.vanguard.label}, fashion {view.fashion.label}; the " in round_news(view)


async def test_a_seat_back_to_act_after_others_opened_a_new_round_on_its_screen_is_told_too() -> None:
    played = session_for(players=2, seed=7)
    play_until(played, lambda s: s.view(None).round == 2)
    first = played.pending().acting[0]  # acts first in round II
    other = 1 - first
    actions = played.record.actions
    last_own = max(i for i, action in enumerate(actions) if action.seat == other)  # its last step of round I
    record = played.record
    session = GameSession(GRASSE, GameRecord(record.game_id, record.seed, record.config, actions[:last_own]))
    async with seat_screen(session, other, size=(120, 40), notifications=True) as (app, pilot):
        for action in actions[last_own:]:  # the rest of round I, as on that seat's screen
            session.submit(action.seat, GRASSE.decode_action(action.action))
            app.game_screen.refresh_view()
        await pilot.pause()
        while session.pending().acting[0] == first:  # the first seat's turn in round II, as a bot's
            assert "Round II begins" not in screen_text(app)  # not while the other seat plays
            session.submit(first, session.legal_actions(first)[0])
            app.game_screen.refresh_view()
            await pilot.pause()
        assert session.view(other).round == 2 and session.pending().acting[0] == other
        assert "Round II begins" in " ".join(screen_text(app).split())


async def test_notes_left_from_another_seats_turn_go_when_the_viewers_turn_begins() -> None:
    session = session_for(players=2, seed=4)
    play_until(session, lambda s: s.pending().acting == (1,))
    async with seat_screen(session, 0, size=(120, 40), notifications=True) as (app, pilot):
        app.notify("Too late to undo: it is Bob's turn.", severity="warning")
        await pilot.pause()
        assert "Too late to undo" in screen_text(app)
        play_until(session, lambda s: s.pending().acting == (0,))
        app.game_screen.refresh_view()
        await pilot.pause()
        assert "Too late to undo" not in screen_text(app)


async def test_before_the_draft_the_private_panel_says_no_tile_is_on_the_track_yet() -> None:
    session = session_for(players=2, seed=5)
    async with seat_screen(session, 0, size=(120, 40)) as (app, pilot):
        assert "Tiles none on the track yet" in screen_text(app)
        play_until(session, lambda s: s.view(None).step.kind != "track_tile")
        app.game_screen.refresh_view()
        await settle(pilot, app)
        tiles = " ".join(str(space.index + 1) for space in session.view(0).track if space.owner == 0)
        assert f"Tiles on spaces {tiles}" in screen_text(app)


async def test_the_solo_stock_says_what_both_totals_would_be_if_the_game_ended_now() -> None:
    session = session_for(players=1, seed=4)

    def more_than_the_track(s: GameSession) -> bool:  # awards or coins count on top
        totals = solo_totals_now(s.view(0))
        return totals is not None and totals[0] > s.view(0).seats[0].points

    play_until(session, more_than_the_track, seed=1)
    mine, his = solo_totals_now(session.view(0)) or (0, 0)
    async with seat_screen(session, 0, size=(120, 40)) as (app, pilot):
        assert f"If it ended: {mine} (Pierre {his})" in screen_text(app)  # the panel's bottom border
    async with seat_screen(session, 0, size=(100, 30)) as (app, pilot):  # compact: in the border
        assert f"Points {session.view(0).seats[0].points} · if it ended {mine} (Pierre {his})" in screen_text(app)


def test_one_tile_is_named_in_the_singular() -> None:
    assert standing_line(Standing(3, (6,))).plain == "Points    3   Tile on space 7"
    assert standing_text(Standing(3, (6, 11))) == "Points 3 · tiles on spaces 7 12"
    assert standing_text(Standing(3, ())) == "Points 3 · no tiles yet"
    # Solo: Pierre's points beside one's own.
    assert standing_line(Standing(3, (6, 9), ("Pierre", 5))).plain == "Points    3 (Pierre 5)   Tiles 7 10"
    assert standing_text(Standing(3, (6,), ("Pierre", 5))) == "Points 3 (Pierre 5) · tiles 7"
    assert standing_line(Standing(0, (), ("Pierre", 0))).plain == "Points    0 (Pierre 0)   Tiles none yet"
    solo = Standing(3, (6,), ("Pierre", 5), (7, 9))
    assert if_ended_text(solo) == "If it ended: 7 (Pierre 9)"
    assert standing_text(solo) == "Points 3 · if it ended 7 (Pierre 9)"
    assert if_ended_text(Standing(3, (6,))) is None


def test_the_formula_is_not_met_by_pieces_owed_to_the_track() -> None:
    stock = {**dict.fromkeys(RESOURCES, 0), **dict.fromkeys(BASES, 1), Essence.FRUITY: 2, Essence.WOODY: 1}
    me = PrivateView(0, tuple(stock.items()), 0, (), (Essence.FRUITY, Essence.WOODY))
    assert formula_met(me)
    # A Woody perfume being made: its recipe's pieces are on their way to the track.
    owed = (*BASES, Essence.WOODY)
    assert not formula_met(me, owed)
    assert any("✗ not yet" in line.plain for line in stock_lines(me, owed=owed))
    assert any("✓ met now" in line.plain for line in stock_lines(me))


def test_flasks_keep_their_column_when_the_coins_reach_ten() -> None:
    me = PrivateView(0, tuple(dict.fromkeys(RESOURCES, 0).items()), 5, (), None)
    five, eleven = (stock_lines(replace(me, coins=n))[0].plain for n in (5, 11))
    assert "Coins" in five and five.index("Flasks") == eleven.index("Flasks")


def test_a_seats_cards_wrap_between_techniques_and_contracts_only() -> None:
    seat = replace(
        session_for(players=2, seed=1).view(None).seats[0],
        techniques=(TechniqueCard(Perfume.FRUITY, Base.FIXATIVE), TechniqueCard(Perfume.FLORAL, Base.FIXATIVE)),
        contracts=(ContractCard(Perfume.FRUITY, 1), ContractCard(Perfume.FLORAL, 1)),
    )
    text = cards_text(seat)
    techniques, contracts = text.split(" ")  # the one breakable space
    assert techniques.split("\N{NO-BREAK SPACE}")[0] == "T" and len(techniques.split("\N{NO-BREAK SPACE}")) == 3
    assert contracts.split("\N{NO-BREAK SPACE}") == ["C", "Fr", "Fl"]
    three = replace(seat, techniques=(*seat.techniques, TechniqueCard(Perfume.HERBAL, Base.ALCOHOL)), contracts=())
    assert cards_text(three).split(" ")[0] == "T\N{NO-BREAK SPACE}Fr−fx"  # too long to hold together
