"""Letters typed at the decision list start the filter; ``r`` takes again a step just taken back."""

from __future__ import annotations

from pathlib import Path

from grasse_tui.games.grasse.rules.actions import MovePawn
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.widgets.choice_filter import ChoiceFilter

from .harness import play_until, screen_text, seat_screen, session_for, wait_for
from .test_undo_refused import solo_game_on_screen


async def test_a_letter_that_is_no_key_starts_the_filter_with_it() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: s.view(None).step.kind == "place")
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        total, taken = len(decision.choices), len(session.record.actions)
        assert app.focused is decision.action_list and "m" not in app.active_bindings
        await pilot.press("m")
        await wait_for(pilot, lambda: decision.filtering and decision.choice_filter.value == "m")
        assert app.focused is decision.query_one(ChoiceFilter)
        await pilot.press(*"ar")  # typing goes on in the filter: "mar"
        await wait_for(pilot, lambda: decision.choice_filter.value == "mar")
        shown = decision.action_list.option_count
        assert 0 < shown < total and "Market" in screen_text(app)
        assert app.chosen == [] and len(session.record.actions) == taken  # nothing chosen, nothing undone


async def test_r_takes_again_the_step_just_taken_back_and_only_then(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)
        seat = 0

        def on_a_move() -> bool:
            return session.pending().acting == (seat,) and any(isinstance(a, MovePawn) for a in session.legal_actions(seat))

        while not on_a_move():  # Ann plays on (the first choice each time) to a pawn move
            count = len(session.record.actions)
            await pilot.press("enter")
            await wait_for(pilot, lambda: len(session.record.actions) != count or on_a_move())  # noqa: B023
        await pilot.press("enter")  # moves the pawn
        await wait_for(pilot, lambda: session.record.actions and not on_a_move())
        moved = session.record.actions[-1]
        count = len(session.record.actions)

        await pilot.press("u")
        await wait_for(pilot, lambda: len(session.record.actions) == count - 1 and "r Redo" in screen_text(app))
        await pilot.press("r")
        await wait_for(pilot, lambda: len(session.record.actions) == count)
        assert session.record.actions[-1].action == moved.action
        await wait_for(pilot, lambda: "r Redo" not in screen_text(app))

        await pilot.press("u")  # taken back, then something else is done: no redo any more
        await wait_for(pilot, lambda: len(session.record.actions) == count - 1 and "r Redo" in screen_text(app))
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: len(session.record.actions) >= count)
        await wait_for(pilot, lambda: "r Redo" not in screen_text(app))
