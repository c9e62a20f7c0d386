"""Undo and the decision list: a choice overtaken by an undo (keys pressed faster than the
screen redraws) is dropped with a plain note, never sent to the rules as a stale move; the
step taken back is highlighted again."""

from __future__ import annotations

from pathlib import Path

from grasse_tui.ui.app import TableApp
from grasse_tui.ui.messages import STALE_CHOICE_NOTE, ActionChosen, UndoRequested
from grasse_tui.ui.widgets.decision_panel import DecisionPanel

from .harness import screen_text, wait_for
from .test_undo_refused import solo_game_on_screen


async def test_a_choice_offered_before_an_undo_is_dropped_with_a_note(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)
        first = len(session.record.actions)
        chosen = session.legal_actions(0)[0]
        label = session.game.describe_action(session.state, 0, chosen)
        screen.post_message(ActionChosen(0, chosen, first))
        await wait_for(pilot, lambda: len(session.record.actions) > first and session.pending().acting == (0,))
        assert session.can_undo(0)

        shown = len(session.record.actions)
        stale = session.legal_actions(0)[-1]
        screen.post_message(UndoRequested(0))  # the undo overtakes the choice made on the list it replaces
        screen.post_message(ActionChosen(0, stale, shown))
        await wait_for(pilot, lambda: "The options changed before that choice arrived" in screen_text(app))
        assert len(session.record.actions) == first  # undone, and the stale choice not played
        assert "illegal" not in screen_text(app).lower()
        # The undo says what it took back.
        await wait_for(pilot, lambda: f"Taken back: {label[:30]}" in screen_text(app))  # the toast wraps the rest


async def test_a_choice_from_a_list_the_screen_has_replaced_goes_no_further(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)
        first = len(session.record.actions)
        screen.post_message(ActionChosen(0, session.legal_actions(0)[0], first))
        await wait_for(pilot, lambda: len(session.record.actions) > first and session.pending().acting == (0,))
        old = screen.decision.choices[-1]
        screen.post_message(UndoRequested(0))
        replaced = lambda: all(c is not old for c in screen.decision.choices)  # noqa: E731
        await wait_for(pilot, lambda: len(session.record.actions) == first and replaced())
        # The list's Enter arrives after the undo's redraw: it must not reach the rules as a move now.
        screen.decision.post_message(DecisionPanel.Chosen(old))
        await wait_for(pilot, lambda: STALE_CHOICE_NOTE[:40] in screen_text(app))  # the toast wraps the rest
        assert len(session.record.actions) == first
        assert "not allowed" not in screen_text(app)


async def test_after_an_undo_the_step_taken_back_is_highlighted(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)
        first = len(session.record.actions)
        last = screen.decision.choices[-1].action  # not the option highlighted first
        assert screen.decision.highlighted is not None and screen.decision.highlighted.action != last
        screen.post_message(ActionChosen(0, last, first))
        await wait_for(pilot, lambda: len(session.record.actions) > first and session.pending().acting == (0,))
        screen.post_message(UndoRequested(0))
        await wait_for(pilot, lambda: len(session.record.actions) == first)
        highlighted = lambda: screen.decision.highlighted  # noqa: E731
        await wait_for(pilot, lambda: (choice := highlighted()) is not None and choice.action == last)
