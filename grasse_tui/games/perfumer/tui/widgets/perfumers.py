"""The perfumers: each seat's score (a marker on top of a stack wins a tie: ``▲``), where its
pawn stands, how full its hands are, its fulfilled orders and the markers it holds."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.perfumer.rules.view import PerfumerView
from grasse_tui.games.perfumer.tui.text import SHORT
from grasse_tui.games.perfumer.tui.widgets.round_board import SeatMarks

TURN = "▶"
ON_TOP = "▲"


NAME_WIDTH = 12


def perfumer_lines(view: PerfumerView, marks: SeatMarks) -> list[Content]:
    """A header, then ``"▶ R Ann          12▲ Lim 3/5  2  shop"`` per seat."""
    lines = [Content.styled("    " + "Perfumer".ljust(NAME_WIDTH) + " Pts  At  Ing Ord Markers", "dim")]
    for seat, perfumer in enumerate(view.seats):
        tied = [other for other in view.seats if other.score == perfumer.score]
        top = ON_TOP if len(tied) > 1 and perfumer.stacked == max(other.stacked for other in tied) else " "
        place = SHORT[perfumer.pawn] if perfumer.pawn else "mid"
        held = sum(count for _, count in perfumer.ingredients)
        markers = " ".join(word for word, holder in (("shop", view.shop), ("research", view.research)) if holder == seat)
        lines.append(
            Content.assemble(
                TURN if seat == view.deciding else " ",
                " ",
                marks[seat],
                f" {perfumer.name[:NAME_WIDTH].ljust(NAME_WIDTH)}{perfumer.score:>4}{top} {place} "
                f"{held}/{perfumer.capacity}{len(perfumer.orders):>3}  {markers}",
            )
        )
    return lines


class PerfumerTable(Static):
    """One line per seat."""

    DEFAULT_CSS = """
    PerfumerTable { height: auto; border: round $primary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "Points and ties"

    def on_mount(self) -> None:
        self.border_title = f"Perfumers ({ON_TOP}: on top of a tie)"

    def show(self, view: PerfumerView, marks: SeatMarks) -> None:
        self.update(Content("\n").join(perfumer_lines(view, marks)))
