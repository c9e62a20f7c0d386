"""Pierre, the solo automaton, in full: everything of his is public."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.rules.view import PierreView
from grasse_tui.games.grasse.tui.widgets.glyphs import SEAT_COLOURS
from grasse_tui.games.grasse.tui.widgets.private_stock import Standing, standing_line, stock_lines


def points_line(pierre: PierreView) -> Content:
    """``Points 7 (5 made, 1 fashion, 1 client)  Tiles 4 6 12``: his score so far and his track tiles."""
    detail = f"{pierre.production_points} made, {pierre.sales_points} fashion{_clients(pierre)}"
    return standing_line(Standing(pierre.public.points, pierre.tiles), detail)


def _clients(pierre: PierreView) -> str:
    served = pierre.public.client_points
    return f", {served} client{'s' if served != 1 else ''}" if served else ""


def pierre_lines(pierre: PierreView) -> list[Content]:
    """Four lines: his coins and flasks, bases, essences, then points and tiles."""
    return [*stock_lines(pierre.stock), points_line(pierre)]


class PierrePanel(Widget):
    """Pierre's stock, coins, flasks, points and tiles, from ``view.pierre``.

    Mounted only in the solo game. His production, sales and cards are on
    his row of the seat table; the log tells each step he takes.
    """

    DEFAULT_CSS = """
    PierrePanel {
        height: auto;
        border: round $warning;
        border-title-align: left;
        border-subtitle-align: right;
        padding: 0 1;
    }
    """

    pierre: reactive[PierreView | None] = reactive(None, layout=True)
    help_topic = "Pierre's table"

    def watch_pierre(self, pierre: PierreView | None) -> None:
        if pierre is None:
            return
        colour = SEAT_COLOURS.get(pierre.colour)
        self.border_title = Content.assemble(
            (f"{pierre.name} (", "bold"),
            (pierre.letter, f"bold {colour}" if colour else "bold"),
            ("), the Envious", "bold"),
            " · nothing hidden",
        )
        self.border_subtitle = "he reacts after each of your turns (log)"

    def render(self) -> Content:
        if self.pierre is None:
            return Content("")
        return Content("\n").join(pierre_lines(self.pierre))
