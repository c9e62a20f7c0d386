"""Choosing by keyboard, by clicking an option, by clicking the board; undo."""

from __future__ import annotations

import pytest
from textual.content import Content
from textual.pilot import Pilot
from textual.widget import Widget
from ui.helpers import hold_enter

from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.rules.actions import Collect, Deliver, MovePawn, PlaceTrackTile, PlaceWorker
from grasse_tui.games.grasse.rules.content import LocationId, nearest_space, track_distance
from grasse_tui.games.grasse.tui.choices import PLAN_GROUP, locations_of, spaces_of
from grasse_tui.games.grasse.tui.screen import SAME_SEAT_AGAIN_HOLD, GrasseScreen, cannot_pay
from grasse_tui.games.grasse.tui.widgets.location_board import LocationBoard
from grasse_tui.games.grasse.tui.widgets.resource_track import ResourceTrack
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.widgets.action_list import ActionList
from grasse_tui.ui.widgets.choice_detail import ChoiceDetail
from grasse_tui.ui.widgets.number_typing import TYPING_WINDOW

from .harness import SeatApp, play, play_until, screen_text, seat_screen, session_for, settle, wait_for


def _help_topic(widget: Widget | None) -> object:
    return getattr(widget, "help_topic", None)


def _placing(session: GameSession) -> bool:
    """A human seat is about to place a worker (past the draft)."""
    view = session.view(session.pending().acting[0])
    return view.step.kind == "place"


async def test_keys_only_choose_the_highlighted_option() -> None:
    session = session_for(players=2, seed=7)
    app = SeatApp(session, 0, follow=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        choices = app.game_screen.decision.choices
        spaces = [c.action.space for c in choices if isinstance(c.action, PlaceTrackTile)]
        assert len(spaces) == len(choices) and spaces == sorted(spaces)
        await pilot.press("down", "down", "enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 1)
        assert app.chosen[0].seat == 0
        assert app.chosen[0].action == choices[2].action
        await settle(pilot, app)
        assert app.seat == 1
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 2)


async def test_enter_twice_submits_once() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    seat = session.pending().acting[0]
    app = SeatApp(session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        app.game_screen.decision.choose(app.game_screen.decision.choices[0])
        app.game_screen.decision.choose(app.game_screen.decision.choices[0])
        await pilot.pause()
        assert len(app.chosen) == 1


async def test_moving_the_highlight_re_marks_the_board_in_the_same_call() -> None:
    """The detail box and the board follow the list at once, so all three repaint in one frame."""
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        board = app.game_screen.query_one("#locations", LocationBoard)
        actions = decision.action_list
        for index, choice in enumerate(decision.choices):
            actions.highlighted = actions.get_option_index(f"choice-{index}")
            assert decision.highlighted is choice
            assert decision.query_one(ChoiceDetail).choice is choice
            assert board.selected == locations_of(choice)


async def test_clicking_an_option_chooses_it() -> None:
    session = session_for(players=2, seed=7)
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        second = app.game_screen.decision.choices[1]
        actions = app.game_screen.query_one("#actions", ActionList)
        await pilot.click(actions, offset=(3, actions.get_option_index("choice-1")))
        await wait_for(pilot, lambda: len(session.record.actions) == 1)
        assert app.chosen[0].action == second.action


async def test_clicking_the_board_highlights_then_double_click_chooses() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    seat = session.pending().acting[0]
    app = SeatApp(session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        board = app.game_screen.query_one("#locations", LocationBoard)
        await pilot.click(board, offset=board.location_offset(LocationId.BANK))
        await pilot.pause()
        assert decision.highlighted is not None
        assert decision.highlighted.action == PlaceWorker(LocationId.BANK)
        assert app.focused is decision.action_list
        assert board.selected == {LocationId.BANK}
        assert app.chosen == []
        await pilot.click(board, offset=board.location_offset(LocationId.BANK), times=2)
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == PlaceWorker(LocationId.BANK)


async def test_clicking_a_track_space_picks_its_option() -> None:
    session = session_for(players=2, seed=7)
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        track = app.game_screen.query_one("#track", ResourceTrack)
        await pilot.click(track, offset=track.space_offset(4))
        await pilot.pause()
        decision = app.game_screen.decision
        assert decision.highlighted is not None
        assert decision.highlighted.action == PlaceTrackTile(4)
        assert track.selected == {4}
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == PlaceTrackTile(4)


async def test_a_focused_location_names_its_help_and_enter_chooses_it() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        board = app.game_screen.query_one("#locations", LocationBoard)
        highlighted = app.game_screen.decision.highlighted
        assert highlighted is not None
        board.focus()
        await pilot.pause()
        assert board.locations[board.cursor].id in locations_of(highlighted)  # starts on the highlighted choice
        board.cursor = 0
        assert _help_topic(app.focused) == board.locations[0].name
        # The footer is rebuilt a refresh after the focus moves.
        await wait_for(pilot, lambda: "↑↓ Move" in screen_text(app))
        assert "Other column" not in screen_text(app)  # one column: ←→ do nothing here
        market = next(i for i, loc in enumerate(board.locations) if loc.id is LocationId.MARKET)
        await pilot.press(*["down"] * market)
        assert _help_topic(app.focused) == "Market"
        await pilot.press("end")
        assert board.cursor == len(board.locations) - 1
        await pilot.press("home")
        assert board.cursor == 0
        await pilot.press(*["down"] * market)
        await pilot.pause()
        decision = app.game_screen.decision
        assert decision.highlighted is not None  # the cursor's choice is highlighted, its cost on show
        assert decision.highlighted.action == PlaceWorker(LocationId.MARKET)
        assert _help_topic(app.focused) == "Market"
        assert "Market" in str(decision.query_one("#action-detail").render())
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == PlaceWorker(LocationId.MARKET)


async def test_a_focused_track_chooses_the_space_under_its_cursor_with_enter() -> None:
    session = session_for(players=2, seed=7)  # the large-tile draft: the options are track spaces
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        track = app.game_screen.query_one("#track", ResourceTrack)
        highlighted = app.game_screen.decision.highlighted
        assert highlighted is not None
        track.focus()
        await pilot.pause()
        assert track.cursor == min(spaces_of(highlighted))  # the cursor starts on the highlighted choice
        track.cursor = 0
        # The footer names the keys (rebuilt a refresh after the focus moves).
        await wait_for(pilot, lambda: "⏎ Choose" in (text := screen_text(app)) and "←→ Move" in text)
        await pilot.press("right", "right", "right", "right", "left")
        assert track.cursor == 3
        assert "›" in track.render().plain.splitlines()[0]
        await pilot.pause()
        decision = app.game_screen.decision
        assert decision.highlighted is not None
        assert decision.highlighted.action == PlaceTrackTile(3)  # highlighted as the cursor moves
        assert app.focused is track
        await pilot.press("enter")  # one Enter chooses it
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == PlaceTrackTile(3)


async def test_undo_is_offered_only_once_possible_then_works() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    seat = session.pending().acting[0]
    app = SeatApp(session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = app.game_screen
        assert not session.can_undo(seat)
        assert screen.check_action("undo", ()) is False
        count = len(session.record.actions)
        await pilot.press("u")
        await pilot.pause()
        assert len(session.record.actions) == count
        bank = next(c for c in screen.decision.choices if c.action == PlaceWorker(LocationId.BANK))
        screen.decision.choose(bank)
        await wait_for(pilot, lambda: len(session.record.actions) == count + 1)
        assert session.pending().acting == (seat,)
        assert screen.check_action("undo", ()) is True
        await pilot.press("u")
        await wait_for(pilot, lambda: len(session.record.actions) == count)
        await pilot.pause()
        assert screen.check_action("undo", ()) is False
        assert any(c.action == PlaceWorker(LocationId.BANK) for c in screen.decision.choices)


async def test_keys_work_again_after_waiting_for_a_bot() -> None:
    session = session_for(players=2, seed=4, bots=(1,))
    while session.pending().acting != (1,):
        play(session, 1)
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert "Bob (bot) is to act." in screen_text(app)
        while session.pending().acting == (1,):
            play(session, 1)
            app.game_screen.refresh_view()
            await pilot.pause()
        count = len(session.record.actions)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) == count + 1)


async def test_picking_a_spot_no_option_uses_says_so() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot, app)
        track = app.game_screen.query_one("#track", ResourceTrack)
        before = app.game_screen.decision.highlighted
        await pilot.click(track, offset=track.space_offset(2))
        await wait_for(pilot, lambda: "None of your choices now uses space 3." in screen_text(app))
        assert app.game_screen.decision.highlighted == before
        assert app.chosen == []
        await pilot.click(track, offset=track.space_offset(2))
        await settle(pilot, app)
        assert screen_text(app).count("None of your choices now uses space 3.") == 1, "the same note twice"


async def test_the_arrows_stop_at_the_ends_of_the_choices() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _placing)
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        first, last = decision.choices[0], decision.choices[-1]
        await pilot.press("home", "up")
        assert decision.highlighted == first  # not wrapped round to the last choice
        await pilot.press("end", "down")
        assert decision.highlighted == last


def _collecting(session: GameSession) -> bool:
    seat = session.pending().acting[0]
    return sum(isinstance(a, Collect) and bool(a.resources) for a in session.legal_actions(seat)) > 1


async def _focused_track(app: SeatApp, pilot: Pilot[None]) -> ResourceTrack:
    """The game screen's track, focused (its cursor keys and Enter then act)."""
    track = app.game_screen.query_one("#track", ResourceTrack)
    track.focus()
    await pilot.pause()
    return track


async def test_enter_on_a_spot_with_several_choices_goes_to_the_list_without_choosing() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _collecting)
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40), notifications=True) as (app, pilot):
        space = session.view(seat).step.space
        assert space is not None
        track = await _focused_track(app, pilot)
        track.cursor = space
        await pilot.press("enter")
        await wait_for(pilot, lambda: "offers several choices" in screen_text(app))
        assert app.chosen == [] and app.focused is app.game_screen.decision.action_list


async def test_after_a_delivery_the_track_cursor_points_at_the_next_one_and_undo_points_back() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: len(s.view(None).step.pending) >= 3)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        track = await _focused_track(app, pilot)
        target = min(track.targets, key=lambda i: session.view(None).track[i].count)  # room for two more
        while track.cursor != target:  # the arrows point: the choice there is highlighted
            await pilot.press("right")
        assert decision.highlighted is not None and decision.highlighted.group == PLAN_GROUP
        await pilot.press(*str(target + 1))  # typed again: the space's next choice, its piece alone
        alone = decision.highlighted
        assert alone is not None and alone.group != PLAN_GROUP and alone.then == ()
        decision.choose(alone)
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        await pilot.pause()
        assert app.focused is track and app.chosen[0].action == Deliver(target)
        # The new decision's choice at the cursor is highlighted already: the pieces left, from there on.
        highlighted = decision.highlighted
        assert highlighted is not None and highlighted.group == PLAN_GROUP and highlighted.action == Deliver(target)
        taken = len(session.record.actions)
        track.cursor = (target + 5) % 14
        await pilot.press("u")  # the list highlights the delivery taken back, and the track points there too
        await wait_for(pilot, lambda: len(session.record.actions) == taken - 1)
        await pilot.pause()
        highlighted = app.game_screen.decision.highlighted
        assert highlighted is not None and (highlighted.action, highlighted.then) == (Deliver(target), ())
        assert track.cursor == target


async def test_after_a_decision_a_track_cursor_on_no_choice_moves_to_the_nearest_and_points_there() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: any(isinstance(a, MovePawn) for a in s.legal_actions(s.pending().acting[0])))
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        track = await _focused_track(app, pilot)
        targets = sorted(track.targets)
        away = next(i for i in range(14) if i not in targets and track_distance(i, targets[-1]) < track_distance(i, targets[0]))
        track.cursor = away
        app.game_screen.refresh_view()  # as after a decision (a delivery that filled the space)
        assert track.cursor == targets[-1]  # the nearest, not the list's first
        highlighted = app.game_screen.decision.highlighted
        assert highlighted is not None and spaces_of(highlighted) == {targets[-1]}
        assert app.focused is track


async def test_typing_a_space_number_highlights_its_delivery_on_the_list_or_the_track() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: s.view(None).step.kind == "deliver" and len(s.legal_actions(s.pending().acting[0])) > 3)
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40), notifications=True) as (app, pilot):
        decision = app.game_screen.decision
        assert "type a space's number" in screen_text(app)
        first = decision.highlighted
        assert first is not None
        spaces = sorted(next(iter(spaces_of(c))) + 1 for c in decision.choices)
        one_digit = next(n for n in reversed(spaces) if n < 10 and n - 1 not in spaces_of(first))
        await pilot.press(str(one_digit))
        assert decision.highlighted is not None and spaces_of(decision.highlighted) == {one_digit - 1}
        track = await _focused_track(app, pilot)
        app.now.advance(TYPING_WINDOW)
        two_digits = max(spaces)
        assert two_digits >= 10
        await pilot.press(*str(two_digits))  # typed at once: one number, and no note for its first digit
        assert decision.highlighted is not None and spaces_of(decision.highlighted) == {two_digits - 1}
        assert track.cursor == two_digits - 1 and app.focused is track
        app.now.advance(TYPING_WINDOW)
        await pilot.pause()
        assert "None of your choices" not in screen_text(app)
        await pilot.press("0")
        await wait_for(pilot, lambda: "spaces are numbered 1 to 14" in screen_text(app))
        assert decision.highlighted is not None and spaces_of(decision.highlighted) == {two_digits - 1}
        assert app.chosen == []


def _delivering_with_a_space_left_out(session: GameSession) -> bool:
    """A delivery to several spaces, not to some space above 1 (a full one, say)."""
    if session.view(None).step.kind != "deliver":
        return False
    spaces = {a.space for a in session.legal_actions(session.pending().acting[0]) if isinstance(a, Deliver)}
    return len(spaces) > 1 and any(space not in spaces for space in range(1, 14))


async def test_enter_after_a_typed_number_no_choice_uses_chooses_nothing_and_says_so() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _delivering_with_a_space_left_out)
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40), notifications=True) as (app, pilot):
        decision = app.game_screen.decision
        spaces = {next(iter(spaces_of(c))) + 1 for c in decision.choices}
        full = max(n for n in range(2, 15) if n not in spaces)  # as the report's space 14: no delivery there
        await pilot.press(*str(full))
        await wait_for(pilot, lambda: f"None of your choices now uses space {full}" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Enter chose" in screen_text(app) and "type another number" in screen_text(app))
        await pilot.pause()
        assert app.chosen == []  # not the highlighted default
        await pilot.press("down", "enter")  # the player moves on: Enter chooses again
        await wait_for(pilot, lambda: len(app.chosen) == 1)


def _delivering_where_1_may_begin_a_number(session: GameSession) -> bool:
    """A delivery on offer to space 10 or above but not to space 1: a typed 1 waits for a second digit."""
    if session.view(None).step.kind != "deliver":
        return False
    spaces = {a.space for a in session.legal_actions(session.pending().acting[0]) if isinstance(a, Deliver)}
    return 0 not in spaces and any(space >= 9 for space in spaces)


async def test_a_digit_typed_for_one_decision_says_nothing_on_the_next() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _delivering_where_1_may_begin_a_number)
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40), notifications=True) as (app, pilot):
        await pilot.press("1", "enter")  # "1", then the highlighted delivery before a second digit
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        app.now.advance(TYPING_WINDOW)
        await pilot.pause()
        assert "None of your choices" not in screen_text(app)


async def test_a_second_draft_tile_in_a_row_ignores_an_enter_pressed_at_once() -> None:
    session = session_for(players=2, seed=7)
    session.submit(0, session.legal_actions(0)[0])  # Ann's first tile: Bob places two in a row
    app = SeatApp(session, 1)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 2)
        await wait_for(pilot, lambda: "The draft turns back to you" in screen_text(app))
        step = app.game_screen.decision.query_one("#step")
        assert "The draft turns back to you" in str(step.render())  # in the step text too, not only a toast
        await pilot.press("enter")  # meant as "go on": ignored
        await pilot.pause()
        assert len(session.record.actions) == 2 and session.pending().acting == (1,)
        app.now.advance(SAME_SEAT_AGAIN_HOLD)
        app.clear_notifications()
        await pilot.press("u")  # back to the first of the two tiles: nothing was placed, nothing held
        await wait_for(pilot, lambda: len(session.record.actions) == 1)
        await pilot.pause()
        assert not app.game_screen.decision.held
        assert "The draft turns back to you" not in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 2 and app.game_screen.decision.held)
        app.now.advance(SAME_SEAT_AGAIN_HOLD)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 3)
        await pilot.pause()
        assert "The draft turns back to you" not in screen_text(app)  # the toast went with its tile


def test_the_nearest_space_is_taken_ahead_on_a_tie() -> None:
    assert nearest_space(11, {10, 12}) == 12  # the way pawns move
    assert nearest_space(0, {13, 3}) == 13  # round the end of the track
    assert nearest_space(5, {5, 9}) == 5


async def test_the_next_piece_of_a_delivery_starts_beside_the_last_one_on_the_list() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: len(s.view(None).step.pending) >= 2)
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        track = session.view(seat).track
        before = frozenset().union(*(spaces_of(c) for c in decision.choices))
        # A space with room for one piece whose nearest space after it is not the list's first.
        last = next(
            c
            for c in decision.choices
            if c.group != PLAN_GROUP  # the piece alone
            and track[space := min(spaces_of(c))].count == 3
            and nearest_space(space, before - {space}) != min(before - {space})
        )
        space = min(spaces_of(last))
        decision.choose(last)
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        await settle(pilot, app)
        targets = frozenset().union(*(spaces_of(c) for c in decision.choices))
        assert space not in targets  # full now
        highlighted = decision.highlighted
        assert highlighted is not None and spaces_of(highlighted) == {nearest_space(space, targets)}


async def test_enter_held_does_not_choose_on_a_game_screen_just_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    session = session_for(players=2, seed=7)
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        monkeypatch.setattr(GrasseScreen, "ARRIVAL_HOLD", 0.8)
        app.push_screen(SinceLastTurnScreen(Content("Ann"), ("Bob places a tile.",)))
        await pilot.pause()
        await pilot.press("enter")  # closes the summary (its own delay is 0 here) …
        await hold_enter(pilot, app.now, 1.6)  # … and the key goes on repeating on the game screen
        assert app.screen is app.game_screen and not session.record.actions
        app.now.advance(0.8)  # the key let go, and a pause
        assert not app.game_screen.decision.held
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 1)


async def test_an_enter_after_another_key_acts_at_once_and_a_dropped_one_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    session = session_for(players=2, seed=7)
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot, app)
        monkeypatch.setattr(GrasseScreen, "ARRIVAL_HOLD", 0.8)
        app.push_screen(SinceLastTurnScreen(Content("Ann"), ("Bob places a tile.",)))
        await pilot.pause()
        await pilot.press("enter")  # closes the summary; the game screen holds Enter for a moment
        await wait_for(pilot, lambda: app.screen is app.game_screen and app.game_screen.decision.held)
        await pilot.press("enter")  # straight after: dropped, and said
        await wait_for(pilot, lambda: "Enter ignored" in screen_text(app))
        assert not session.record.actions
        app.now.advance(0.2)  # as reported: 0.2 s later ↓, then Enter — both meant
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: len(session.record.actions) == 1)


async def test_an_enter_pressed_twice_makes_one_choice_and_not_the_next_one_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GrasseScreen, "NEXT_DECISION_HOLD", 0.8)
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: s.view(None).step.kind == "move")
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        await pilot.press("enter", "enter")  # moves the pawn (the same seat collects next), twice
        await wait_for(pilot, lambda: app.game_screen.view.step.kind == "collect")
        await pilot.pause()
        assert session.pending().acting == (seat,) and len(app.chosen) == 1
        app.now.advance(0.8)  # the key let go, and a pause
        assert not app.game_screen.decision.held
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 2)


async def test_enter_held_through_the_bots_turns_does_not_choose_when_the_turn_comes_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: s.pending().acting == (1,) and s.view(None).round == 1 and s.view(None).step.kind == "place")
    async with seat_screen(session, 0, size=(120, 40)) as (app, pilot):  # Bob (a bot, say) to act
        monkeypatch.setattr(GrasseScreen, "ARRIVAL_HOLD", 0.8)
        play_until(session, lambda s: s.pending().acting == (0,), seed=3)  # Bob's turn, off screen
        app.game_screen.refresh_view()  # as the shell does after each bot step
        await hold_enter(pilot, app.now, 1.6)  # the Enter that let the bots play, still repeating
        assert app.chosen == []
        app.now.advance(0.8)  # the key let go, and a pause
        assert not app.game_screen.decision.held
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 1)


def _a_location_too_dear(session: GameSession) -> bool:
    """A worker to place, and a location its seat cannot pay for."""
    seat = session.pending().acting[0]
    view = session.view(seat)
    return view.step.kind == "place" and view.me is not None and any(p.cost > view.me.coins for p in view.locations)


async def test_clicking_a_location_the_seat_cannot_pay_for_says_so() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, _a_location_too_dear)
    seat = session.pending().acting[0]
    view = session.view(seat)
    assert view.me is not None
    dear = next(p for p in view.locations if p.cost > view.me.coins)
    async with seat_screen(session, seat, size=(120, 40), notifications=True) as (app, pilot):
        board = app.game_screen.query_one("#locations", LocationBoard)
        await pilot.click(board, offset=board.location_offset(dear.id))
        note = cannot_pay(dear.id.the_label, dear.cost, view.me.coins)
        await wait_for(pilot, lambda: note[:30] in screen_text(app))  # the toast wraps after
        assert app.chosen == []
