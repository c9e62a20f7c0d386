"""The alchemists: each seat's ingots, the Savoir cities it holds cards of (public), its
event cards' count, the laboratory cities searched for it (its row of the investigation
sheet), who decides now (▶) and who controls the Grand Inquisitor (☩)."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.games.alchemist.tui.text import savoir_numbers

TURN = "▶"
CONTROLS = "☩"
NAME_WIDTH = 8

SeatMarks = tuple[tuple[str, str], ...]
"""Each seat's (letter, style), so a colour is never the only sign."""


def seat_lines(view: AlchemistView, marks: SeatMarks) -> list[Content]:
    """A header, then ``"▶ R Ann       2  1 2 · · 5 ·  3  Lis Ams ☩"`` per seat."""
    lines = [Content.styled("    " + "Alchemist".ljust(NAME_WIDTH) + " Ing Savoir      Ev Sheet", "dim")]
    for seat, alchemist in enumerate(view.seats):
        searched = " ".join(city[:3] for city in alchemist.sheet) or "-"
        lines.append(
            Content.assemble(
                TURN if seat == view.deciding else " ",
                " ",
                marks[seat],
                f" {alchemist.name[:NAME_WIDTH].ljust(NAME_WIDTH)}{alchemist.ingots:>3}  "
                f"{savoir_numbers(alchemist.savoir_cities)} {alchemist.event_count:>3}  {searched}",
                f" {CONTROLS}" if seat == view.controller else "",
            )
        )
    return lines


class SeatsTable(Static):
    """One line per seat."""

    DEFAULT_CSS = """
    SeatsTable { height: auto; border: round $primary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "A turn"

    def on_mount(self) -> None:
        self.border_title = f"Alchemists ({CONTROLS}: the Inquisitor's)"

    def show(self, view: AlchemistView, marks: SeatMarks) -> None:
        self.update(Content("\n").join(seat_lines(view, marks)))
