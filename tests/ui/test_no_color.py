"""With NO_COLOR the highlight of a list still shows: underlined (option lists) or reversed
(the saves table), since a background colour alone would vanish."""

from __future__ import annotations

from pathlib import Path

import pytest
from grasse.tui.harness import play_until, seat_screen, session_for
from grasse.tui.test_undo_refused import solo_game_on_screen
from textual.widgets import OptionList

from grasse_tui.games.grasse.rules.content import LocationId
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.widgets.action_list import ActionList

from .helpers import wait_for


def highlighted_line_styles(options: OptionList) -> list[tuple[bool, bool]]:
    """(underline, bold) of each segment of the highlighted option's first line."""
    assert options.highlighted is not None
    line = options.render_line(options.highlighted - round(options.scroll_y))
    return [(bool(seg.style and seg.style.underline), bool(seg.style and seg.style.bold)) for seg in line if seg.text.strip()]


@pytest.fixture
def no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.usefixtures("no_color")
async def test_the_menus_highlight_is_underlined(data_dir: Path) -> None:
    app = TableApp(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        assert app.no_color
        styles = highlighted_line_styles(app.screen.query_one("#menu", OptionList))
        assert styles and all(underline for underline, _ in styles)


@pytest.mark.usefixtures("no_color")
async def test_the_decision_lists_highlight_is_underlined_and_the_rest_is_not(data_dir: Path) -> None:
    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        _, screen = await solo_game_on_screen(app, pilot)
        actions = screen.query_one(ActionList)
        await pilot.pause()
        assert all(underline for underline, _ in highlighted_line_styles(actions))
        other = next(i for i, option in enumerate(actions.options) if i != actions.highlighted and not option.disabled)
        line = actions.render_line(other - round(actions.scroll_y))
        assert not any(seg.style and seg.style.underline for seg in line if seg.text.strip())


@pytest.mark.usefixtures("no_color")
async def test_a_group_heading_is_not_underlined_like_the_highlight() -> None:
    session = session_for(players=2, seed=7)
    # The Master Perfumer's choices come in three groups: two card rows and "Or".
    play_until(session, lambda s: s.view(s.pending().acting[0]).step.location is LocationId.MASTER_PERFUMER)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        assert app.no_color
        actions = app.game_screen.query_one(ActionList)
        heading = next(i for i, option in enumerate(actions.options) if option.disabled)
        line = actions.render_line(heading - round(actions.scroll_y))
        styles = [seg.style for seg in line if seg.text.strip()]
        assert styles and not any(style and style.underline for style in styles)
