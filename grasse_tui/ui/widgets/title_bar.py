"""The bar at the top of a shell screen that names it."""

from __future__ import annotations

from textual.widgets import Static


class TitleBar(Static):
    """A one-line bar docked at the top of a screen, naming it (and often its keys).

    The Records, Saves and Setup screens open with one; each gives it its own id.
    """

    DEFAULT_CSS = """
    TitleBar {
        dock: top;
        width: 100%;
        padding: 0 1;
        background: $primary;
        color: $text;
        text-style: bold;
    }
    """
