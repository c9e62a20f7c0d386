"""What stands behind the viewer's own screen: coins, resources, flasks."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import BASES, ESSENCES
from grasse_tui.games.grasse.view import PrivateView
from grasse_tui.games.grasse.widgets.glyphs import PERFUME_SYMBOLS, RESOURCE_SYMBOLS, aligned, count_line


def stock_lines(me: PrivateView) -> list[Content]:
    """Three lines of ``me``'s stock: coins and flasks held, bases, essences."""
    counts = dict(me.resources)
    held = [(PERFUME_SYMBOLS[p], n) for p, n in me.flasks if n]
    flasks = count_line(held) if held else Content.styled("none", "dim")
    rows: list[list[Content | str]] = [
        [
            Content.styled("Coins", "bold"),
            Content.assemble((str(me.coins), "bold"), "   ", ("Flasks ", "bold"), flasks),
        ],
        [Content.styled("Bases", "bold"), count_line((RESOURCE_SYMBOLS[b], counts[b]) for b in BASES)],
        [Content.styled("Essences", "bold"), count_line((RESOURCE_SYMBOLS[e], counts[e]) for e in ESSENCES)],
    ]
    return aligned(rows)


class PrivateStock(Widget):
    """The viewer's private stock, from ``view.me`` only (never mounted for a spectator)."""

    DEFAULT_CSS = """
    PrivateStock {
        height: auto;
        border: round $success;
        border-title-align: left;
        padding: 0 1;
    }
    """

    me: reactive[PrivateView | None] = reactive(None, layout=True)
    help_topic = "Collecting"

    def on_mount(self) -> None:
        self.border_title = "Behind your screen (private)"

    def render(self) -> Content:
        if self.me is None:
            return Content("")
        return Content("\n").join(stock_lines(self.me))
