"""The too-small guard: an opaque screen shown while the terminal is smaller than the
screen beneath it needs (100×30 for a game; 80×24 for the main menu, the new-game table
and the rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.geometry import Size
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from grasse_tui.ui.widgets import StableFooter

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

MIN_SIZE = Size(100, 30)
"""What a screen needs unless it says otherwise (its ``MIN_SIZE`` class attribute): a game
screen, the saves list."""
READING_SIZE = Size(80, 24)
"""What the main menu, the new-game table and the help need: the rules can be read, and a
game set up and started, on a standard terminal."""
BEST_SIZE = Size(120, 40)


def needed_size(stack: Sequence[Screen[Any]]) -> Size:
    """The smallest terminal the top screen of ``stack`` is laid out for: its ``MIN_SIZE``
    class attribute when it has one; for a modal dialog without one, what the screen it is
    drawn over needs; else :data:`MIN_SIZE`."""
    for screen in reversed(stack):
        size = getattr(screen, "MIN_SIZE", None)
        if isinstance(size, Size):
            return size
        if not isinstance(screen, ModalScreen):
            break
    return MIN_SIZE


def fits(size: Size, needed: Size) -> bool:
    """True when ``size`` is at least ``needed`` both ways."""
    return size.width >= needed.width and size.height >= needed.height


def too_small_message(size: Size, needed: Size = MIN_SIZE) -> str:
    """What the too-small screen says: the size, the size ``needed``, and that the rules
    can be read meanwhile when they fit."""
    message = (
        f"This terminal is {size.width}×{size.height}. This screen needs at least "
        f"{needed.width}×{needed.height} (best {BEST_SIZE.width}×{BEST_SIZE.height}). Enlarge the window."
    )
    return f"{message} Meanwhile F1 shows the rules." if fits(size, READING_SIZE) else message


class TooSmallScreen(Screen[None]):
    """Says how big the terminal is and how big it must be for the screen it covers
    (``needed``); the app pops it on resize.

    The app pushes it over whatever is showing. While it is up nothing beneath
    changes: players cannot reach the screens below, and bots only move when
    the game screen is the top screen. F1 still opens the rules while the terminal
    is at least :data:`READING_SIZE`; Escape goes back from the screen it covers
    (the setup, the saves list) to the menu, or leaves a covered game (it is saved
    after every action) for the menu.
    """

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        background: $background;
    }
    TooSmallScreen #too-small-message {
        width: 60;
        max-width: 100%;
        height: auto;
        padding: 1 2;
        border: heavy $warning;
        text-align: center;
    }
    """

    MIN_SIZE = Size(0, 0)
    """It says what it has to say at any size."""

    BINDINGS = [
        Binding("escape", "app.leave_covered", "Back"),
        Binding("escape", "app.leave_covered_game", "Save & quit to menu"),
    ]

    def __init__(self, needed: Size) -> None:
        super().__init__()
        self.needed = needed

    def compose(self) -> ComposeResult:
        yield Static(too_small_message(self.app.size, self.needed), id="too-small-message")
        yield StableFooter()

    def _show(self, size: Size) -> None:
        self.query_one("#too-small-message", Static).update(too_small_message(size, self.needed))

    def on_screen_resume(self) -> None:
        self._show(self.app.size)

    def on_resize(self, event: events.Resize) -> None:
        self._show(event.size)
