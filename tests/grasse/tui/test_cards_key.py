"""At 100×30 the open card rows are below the board: ``c`` brings them up beside the decision."""

from __future__ import annotations

from grasse_tui.games.grasse.tui.widgets.card_rows import CardRows
from grasse_tui.games.grasse.tui.widgets.columns import BoardColumn

from .harness import ALL_EXPANSIONS, play_until, screen_text, seat_screen, session_for, wait_for


async def test_c_shows_the_open_card_rows_beside_the_decision_and_c_again_the_board() -> None:
    for players, expansions in ((2, frozenset()), (4, ALL_EXPANSIONS)):
        session = session_for(players=players, seed=7, expansions=expansions)
        play_until(session, lambda s: s.view(None).step.kind == "place")
        async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
            board = app.game_screen.query_one(BoardColumn)
            cards = app.game_screen.query_one(CardRows)
            assert board.max_scroll_y > 0 and cards.region.bottom > board.region.bottom  # out of sight
            await wait_for(pilot, lambda: "c Cards" in screen_text(app))
            await pilot.press("c")
            await wait_for(pilot, lambda: board.region.y <= cards.region.y and cards.region.bottom <= board.region.bottom)  # noqa: B023
            assert app.game_screen.decision.choices  # the decision is still beside them
            await pilot.press("c")
            await wait_for(pilot, lambda: board.scroll_y == 0)  # noqa: B023
