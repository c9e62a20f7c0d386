"""How the shell names a seat: always with its letter, so colour is never the only signal."""

from __future__ import annotations

from textual.color import Color, ColorParseError
from textual.content import Content

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.registry import SeatColour


def colour_style(colour: SeatColour) -> str:
    """A Textual style for the colour's letter: bold, in that colour if it has one."""
    try:
        Color.parse(colour.colour_id)
    except ColorParseError:
        return "bold"
    return f"bold {colour.colour_id}"


def seat_badge(seat: SeatConfig, colour: SeatColour) -> Content:
    """``Ann (T, Teal)``: the name, then the seat letter (coloured) and colour label."""
    return Content.assemble(
        (seat.name, "bold"),
        " (",
        (colour.letter, colour_style(colour)),
        f", {colour.label})",
    )
