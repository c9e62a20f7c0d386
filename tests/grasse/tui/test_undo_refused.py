"""``u`` when nothing may be undone: not offered in the footer, and pressing it says why."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import LocationId
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.messages import ActionChosen

from .harness import screen_text, wait_for


def grasse_screen(app: TableApp) -> GrasseScreen | None:
    screen = app.screen
    return screen if isinstance(screen, GrasseScreen) and screen.view is not None else None


async def solo_game_on_screen(app: TableApp, pilot: Pilot[None]) -> tuple[GameSession, GrasseScreen]:
    """Start Ann's solo game (seed 7) in ``app``; its session and screen once drawn."""
    app.start_game(app.shelf.load("grasse"), GrasseConfig(seats=(SeatConfig("Ann", "red"),)), 7)
    await wait_for(pilot, lambda: grasse_screen(app))
    screen = grasse_screen(app)
    assert app.play is not None and screen is not None
    return app.play.session, screen


async def test_u_at_a_reveal_barrier_is_not_offered_and_says_why(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)

        # Through the setup (first choices), then Ann places a worker at the Master Perfumer
        # and takes a card: a new card is revealed.
        place = act.PlaceWorker(LocationId.MASTER_PERFUMER)
        while place not in session.legal_actions(0):
            count = len(session.record.actions)
            screen.post_message(ActionChosen(0, session.legal_actions(0)[0]))
            await wait_for(pilot, lambda: len(session.record.actions) > count and session.pending().acting == (0,))
        screen.post_message(ActionChosen(0, place))
        await wait_for(pilot, lambda: any(isinstance(a, act.TakeCard) for a in session.legal_actions(0)))
        take = next(a for a in session.legal_actions(0) if isinstance(a, act.TakeCard))
        count = len(session.record.actions)
        screen.post_message(ActionChosen(0, take))
        await wait_for(pilot, lambda: len(session.record.actions) > count and session.pending().acting == (0,))
        await pilot.pause()
        assert not session.can_undo(0)
        assert screen.check_action("undo", ()) is False  # not in the footer
        assert session.undo_refusal(0) == "Nothing to undo: something hidden was drawn or revealed since your last step."
        before = session.record.actions

        await pilot.press("u")
        await wait_for(pilot, lambda: "Nothing to undo" in screen_text(app) and "revealed" in screen_text(app))
        assert session.record.actions == before
