"""The highlighted option stays in the visible part of the decision list, under as many of the
options before it as fit (100×30, solo)."""

from __future__ import annotations

from textual.content import Content

from grasse_tui.ui.widgets.action_list import ActionList

from .harness import SeatApp, play, settle
from .test_solo_screen import solo_session

SMALLEST = (100, 30)


def highlight_in_view(actions: ActionList) -> bool:
    """Whether the highlighted option's line lies within the list's visible lines."""
    assert actions.highlighted is not None
    top, height = actions.scroll_offset.y, actions.scrollable_content_region.height
    return top <= actions.highlighted < top + height


async def test_a_new_decision_scrolls_its_highlight_into_view_once_laid_out() -> None:
    session = solo_session(0)
    play(session, 3, seed=0)  # Ann places a worker: the three factories (idle) come first
    app = SeatApp(session, 0)
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        actions = decision.action_list
        assert decision.highlighted is not None and decision.highlighted.label.startswith("Master Perfumer")
        assert highlight_in_view(actions)
        assert actions.scroll_offset.y == 0  # the dimmed factories above it stay in sight
        # A new decision whose step text takes two lines: the list gets shorter after the
        # highlight was set, and must still show it.
        prompt = Content("Place a worker (4 left this round)\nA second line of step text")
        decision.show("Your decision — Ann", prompt, decision.choices, "A round")
        await pilot.pause()
        await pilot.pause()
        assert decision.highlighted is not None and decision.highlighted.label.startswith("Master Perfumer")
        assert highlight_in_view(actions), (actions.highlighted, actions.scroll_offset, actions.size)
        assert actions.scroll_offset.y == max(0, actions.highlighted - actions.scrollable_content_region.height + 1)
