"""Making a perfume through the app (issue 21 item 8): the perfume is one decision and its
pieces go back to the track in one more (none when they can go back only one way); undo
takes the whole hand-back back, and redo makes it again."""

from __future__ import annotations

from pathlib import Path

from ui.helpers import plain_screen_text, wait_for

from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveSummary
from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.tui.choices import PLAN_GROUP
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp

from grasse_tui.games.grasse.bots.greedy import GreedyBot

from .harness import session_for


def _until_ann_can_make_a_perfume(session: GameSession) -> None:
    """Play Ann's solo game with the greedy bot until a perfume is among her choices."""
    bot = GreedyBot(0, 1)
    while not any(isinstance(action, act.Produce) for action in session.legal_actions(0)):
        assert not session.is_over(), "no perfume was ever on offer"
        session.submit(0, bot.choose(session.view(0), session.legal_actions(0)))


async def _resumed(app: TableApp, pilot, session: GameSession) -> GrasseScreen:  # type: ignore[no-untyped-def]
    """``session`` saved, resumed in ``app`` and its screen ready for a decision."""
    save_id = app.store.create(session.record, SaveSummary.build(session.seats, "Round I"))
    app.resume(save_id, session.record)
    await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
    screen = app.screen
    assert isinstance(screen, GrasseScreen)
    await wait_for(pilot, lambda: bool(screen.decision.choices))
    return screen


async def test_a_perfume_takes_two_decisions_and_undo_takes_its_whole_hand_back(tmp_path: Path) -> None:
    session = session_for(players=1, seed=3)
    _until_ann_can_make_a_perfume(session)
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        screen = await _resumed(app, pilot, session)
        played = app.play.session  # type: ignore[union-attr]
        decision = screen.decision
        made = decision.highlight(lambda c: isinstance(c.action, act.Produce) and not c.then, first=True)
        assert made is not None
        before = len(played.record.actions)
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.view is not None and screen.view.step.kind == "deliver")
        owed = len(screen.view.step.pending)  # type: ignore[union-attr]
        assert owed >= 4
        # The highlighted choice puts every piece back at once, and says where.
        await wait_for(pilot, lambda: decision.highlighted is not None and decision.highlighted.group == PLAN_GROUP)
        plan = decision.highlighted
        assert plan is not None and len(plan.then) == owed - 1
        await wait_for(pilot, lambda: PLAN_GROUP in plain_screen_text(app) and f"• {plan.label}" in plain_screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(played.record.actions) == before + 1 + owed)
        assert played.view(0).step.kind != "deliver"
        spaces = [played.game.decode_action(entry.action) for entry in played.record.actions[before + 1 :]]
        assert spaces == [plan.action, *plan.then]

        await pilot.press("u")  # the whole hand-back, not its last piece
        await wait_for(pilot, lambda: len(played.record.actions) == before + 1)
        await wait_for(pilot, lambda: decision.highlighted is not None and decision.highlighted.then == plan.then)
        await wait_for(pilot, lambda: "Taken back" in plain_screen_text(app))
        await pilot.press("r")  # and again, in one key
        await wait_for(pilot, lambda: len(played.record.actions) == before + 1 + owed)
