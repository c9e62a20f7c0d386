"""Moving the highlight repaints only the lines it changes; the terminal must still show the screen.

Snapshots render the whole screen afresh, so they cannot see a line left stale by a partial
repaint. Here every frame the app sends is applied to a grid of cells, as a terminal would, and
after each key the grid must equal the screen rendered anew (every widget refreshed first). Textual has no public hook for
the frames of a headless app, so this wraps ``App._display`` and reads the screen's compositor.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rich.segment import ControlType, Segment

from grasse_tui.core.session import GameSession

from .harness import SeatApp, late_five_seat_game, play, play_until, session_for, settle

Cell = tuple[str, str]
KEYS = ["down"] * 10 + ["up"] * 4 + ["tab", "down", "down", "enter", "shift+tab", "down", "up"]


class Terminal:
    """Cells written by a stream of segments with cursor moves (what Textual writes to a terminal)."""

    def __init__(self, width: int, height: int) -> None:
        self.cells: list[list[Cell]] = [[(" ", "")] * width for _ in range(height)]
        self.x = self.y = 0

    def write(self, segments: Any) -> None:
        for segment in segments:
            if segment.control:
                for control in segment.control:
                    if control[0] == ControlType.CURSOR_MOVE_TO:
                        self.x, self.y = control[1], control[2]
            elif segment.text == "\n":
                self.x, self.y = 0, self.y + 1
            else:
                self._put(segment)

    def _put(self, segment: Segment) -> None:
        style = str(segment.style or "")
        for char in segment.text:
            if 0 <= self.y < len(self.cells) and 0 <= self.x < len(self.cells[0]):
                self.cells[self.y][self.x] = (char, style)
            self.x += 1


def _full_render(app: SeatApp, width: int, height: int) -> list[list[Cell]]:
    terminal = Terminal(width, height)
    for y, strip in enumerate(app.screen._compositor.render_strips()):
        terminal.x, terminal.y = 0, y
        terminal.write(strip)
    return terminal.cells


def _placing(players: int, seed: int) -> GameSession:
    session = session_for(players, seed=seed)
    play_until(session, lambda s: s.view(s.pending().acting[0]).step.kind == "place")
    return session


def _mid_game(players: int, seed: int) -> GameSession:
    session = session_for(players, seed=seed)
    play(session, 40, seed=2)
    return session


@pytest.mark.parametrize(
    ("position", "size"),
    [
        (lambda: session_for(2, seed=3), (120, 40)),  # the draft: the choices are track spaces
        (lambda: _placing(4, seed=5), (120, 40)),  # workers: locations, more than the list shows
        (lambda: _mid_game(4, seed=5), (100, 30)),  # short: a small detail box, the board scrolls
        (late_five_seat_game, (120, 40)),  # the locations in two columns
    ],
    ids=["draft", "placing", "short", "two-columns"],
)
async def test_after_each_key_the_terminal_shows_what_a_full_render_draws(
    position: Callable[[], GameSession], size: tuple[int, int]
) -> None:
    session = position()
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        terminal = Terminal(*size)
        terminal.cells = _full_render(app, *size)
        display = app._display

        def display_and_write(screen: Any, update: Any) -> None:
            display(screen, update)
            if update is not None:
                terminal.write(update.__rich_console__(app.console, app.console.options))

        app._display = display_and_write  # type: ignore[method-assign,assignment]
        for key in KEYS:
            await pilot.press(key)
            await pilot.pause()
            shown = [list(row) for row in terminal.cells]
            for widget in app.screen.walk_children(with_self=True):
                widget.refresh()  # forget every line Textual keeps, so the next render is drawn afresh
            assert shown == _full_render(app, *size), f"stale cells after {key!r}"
            await pilot.pause()  # that fresh frame reaches the terminal before the next key
