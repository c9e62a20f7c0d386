"""The too-small guard: an opaque screen shown while the terminal is under 100×30."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from grasse_tui.ui.widgets import StableFooter

MIN_SIZE = Size(100, 30)
BEST_SIZE = Size(120, 40)


def is_too_small(size: Size) -> bool:
    """True when ``size`` is narrower or shorter than :data:`MIN_SIZE`."""
    return size.width < MIN_SIZE.width or size.height < MIN_SIZE.height


def too_small_message(size: Size) -> str:
    return (
        f"This terminal is {size.width}×{size.height}. grasse_tui needs at least "
        f"{MIN_SIZE.width}×{MIN_SIZE.height} (best {BEST_SIZE.width}×{BEST_SIZE.height}). "
        "Enlarge the window."
    )


class TooSmallScreen(Screen[None]):
    """Says how big the terminal is and how big it must be; the app pops it on resize.

    The app pushes it over whatever is showing. While it is up nothing beneath
    changes: players cannot reach the screens below, and bots only move when
    the game screen is the top screen.
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

    def compose(self) -> ComposeResult:
        yield Static(too_small_message(self.app.size), id="too-small-message")
        yield StableFooter()

    def _show(self, size: Size) -> None:
        self.query_one("#too-small-message", Static).update(too_small_message(size))

    def on_screen_resume(self) -> None:
        self._show(self.app.size)

    def on_resize(self, event: events.Resize) -> None:
        self._show(event.size)
