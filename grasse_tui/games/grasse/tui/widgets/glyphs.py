"""Short symbols, seat marks and text helpers shared by the Grasse widgets.

Colour is never the only signal: every seat is shown with its letter, bases
are lower-case two-letter symbols (``wa``) and essences capitalised ones
(``Fl``), so the board reads the same with ``NO_COLOR`` or in 16 colours.
Seat colours are light shades chosen so that a 16-colour terminal shows each
as its own bright ANSI colour (red, blue, yellow, cyan, green), whether or not
the app passes ANSI colours through.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from textual.content import Content

from grasse_tui.games.grasse.rules.content import (
    BASES,
    ESSENCES,
    Base,
    Essence,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.view import GrasseView

RESOURCE_SYMBOLS: dict[Resource, str] = {
    Base.WATER: "wa",
    Base.ALCOHOL: "al",
    Base.DILUENT: "di",
    Base.FIXATIVE: "fx",
    Essence.FLORAL: "Fl",
    Essence.FRUITY: "Fr",
    Essence.HERBAL: "He",
    Essence.SPICE: "Sp",
    Essence.WOODY: "Wo",
}
"""Two-letter symbols: lower case for bases, capitalised for essences."""

PERFUME_SYMBOLS: dict[Perfume, str] = {
    Perfume.FLORAL: "Fl",
    Perfume.FRUITY: "Fr",
    Perfume.HERBAL: "He",
    Perfume.SPICE: "Sp",
    Perfume.WOODY: "Wo",
    Perfume.EXOTIC: "Ex",
}
"""Two-letter perfume symbols: an essence's symbol, and ``Ex`` for Exotic (which has no essence)."""

BASE_LEGEND = " ".join(f"{RESOURCE_SYMBOLS[b]} {b.value}" for b in BASES)
"""``wa water al alcohol …``: the bases' symbols, each with its name."""
ESSENCE_SYMBOL_LIST = " ".join(RESOURCE_SYMBOLS[e] for e in ESSENCES)
"""``Fl Fr He Sp Wo``: the essences' symbols (each reads as its perfume's name)."""
RESOURCE_LEGEND = f"{BASE_LEGEND} · essences {ESSENCE_SYMBOL_LIST}"
"""One line explaining the resource symbols (for a border subtitle)."""

EXOTIC_LEGEND = f"{PERFUME_SYMBOLS[Perfume.EXOTIC]} {Perfume.EXOTIC.label}"
"""The one perfume symbol that is not an essence's (for legends that list the essences)."""


def technique_name(card: TechniqueCard) -> str:
    """``Floral (no water)``: a technique card as the rules core's decisions name it."""
    return f"{card.perfume.label} (no {card.base.value})"


def technique_symbol(card: TechniqueCard) -> str:
    """``Fl−wa``: a technique card in symbols (perfume, then the base it spares)."""
    return f"{PERFUME_SYMBOLS[card.perfume]}−{RESOURCE_SYMBOLS[card.base]}"


TECHNIQUE_LEGEND = "Fl−wa = Floral (no water)"
"""How :func:`technique_symbol` reads."""

SEAT_COLOURS: dict[str, str] = {
    "red": "#ff5555",
    "blue": "#5f87ff",
    "yellow": "#ffd75f",
    "teal": "#00d7d7",
    "green": "#5fd75f",
}
"""Colour id -> its shade; in 16 colours these become bright red, bright blue,
bright yellow, cyan and bright green (``tests/grasse/tui`` checks it)."""

NOBLE_STYLE = "bold #d75fd7"
"""The noble's ``N``: magenta in 16 colours."""

GOLDEN_STYLE = "bold #ffaf00"
"""The golden pawn's star: yellow in 16 colours."""

PAWN = "▲"
GOLDEN_PAWN = "★"
NOBLE = "N"
FIRST_PLAYER = "1st"
TO_ACT = "▶"

RESOURCE_STYLE = ""
ESSENCE_STYLE = "bold"


@dataclass(frozen=True, slots=True)
class SeatMark:
    """How a seat is drawn: its letter in its colour, with its name."""

    seat: int
    name: str
    letter: str
    colour: str
    is_bot: bool

    @property
    def style(self) -> str:
        """Bold, in the seat's ANSI colour (plain bold for an unknown colour)."""
        colour = SEAT_COLOURS.get(self.colour)
        return f"bold {colour}" if colour else "bold"

    def tag(self) -> Content:
        """The seat letter, styled."""
        return Content.styled(self.letter, self.style)

    def label(self) -> Content:
        """``Ann (R)``, with ``bot`` added for a bot seat."""
        bot = " bot" if self.is_bot else ""
        return Content.assemble(self.name, " (", self.tag(), f"){bot}")


def seat_marks(view: GrasseView) -> tuple[SeatMark, ...]:
    """One :class:`SeatMark` per seat of ``view``, in seat order (Pierre, the solo
    automaton, is named without ``bot``: his own panel introduces him)."""
    pierre = None if view.pierre is None else view.pierre.seat
    return tuple(SeatMark(s.seat, s.name, s.letter, s.colour, s.is_bot and s.seat != pierre) for s in view.seats)


def resource_token(resource: Resource, count: int = 1) -> Content:
    """``wa`` / ``2wa`` for a base, ``Fl`` / ``2Fl`` (bold) for an essence."""
    style = ESSENCE_STYLE if isinstance(resource, Essence) else RESOURCE_STYLE
    prefix = f"{count}" if count > 1 else ""
    return Content.styled(f"{prefix}{RESOURCE_SYMBOLS[resource]}", style)


def count_line(pairs: Iterable[tuple[str, int]], style_zero: str = "dim") -> Content:
    """``wa 1  al 0 …``: symbol and count pairs, zero counts dimmed."""
    parts: list[Content] = []
    for symbol, count in pairs:
        parts.append(Content.styled(f"{symbol} {count}", style_zero if count == 0 else ""))
    return Content("  ").join(parts)


def _wrap_words(cell: Content, width: int) -> list[Content]:
    """``cell`` split at spaces into lines at most ``width`` cells wide (long words stay whole)."""
    lines: list[Content] = []
    current: Content | None = None
    for word in cell.split(" "):
        if current is None:
            current = word
        elif current.cell_length + 1 + word.cell_length <= width:
            current = Content.assemble(current, " ", word)
        else:
            lines.append(current)
            current = word
    return [*lines, current] if current is not None else [cell]


def aligned(
    rows: Sequence[Sequence[Content | str]], right: Iterable[int] = (), gap: int = 2, width: int | None = None
) -> list[Content]:
    """Rows of cells padded into columns; column indexes in ``right`` are right-aligned.

    With ``width``, a last cell that would overrun it wraps at spaces onto
    continuation lines indented to its column.
    """
    right_columns = set(right)
    cells = [[c if isinstance(c, Content) else Content(c) for c in row] for row in rows]
    columns = max((len(row) for row in cells), default=0)
    widths = [max((row[i].cell_length for row in cells if i < len(row)), default=0) for i in range(columns)]
    lines = []
    for row in cells:
        padded = []
        for index, cell in enumerate(row[:-1]):
            room = widths[index] - cell.cell_length
            padded.append(cell.pad_left(room) if index in right_columns else cell.pad_right(room))
        indent = sum(widths[: len(row) - 1]) + gap * (len(row) - 1)
        last = row[-1] if row else Content("")
        if len(row) - 1 in right_columns:
            last = last.pad_left(widths[len(row) - 1] - last.cell_length)
        parts = [last] if width is None or indent + last.cell_length <= width else _wrap_words(last, width - indent)
        lines.append(Content(" " * gap).join([*padded, parts[0]]).rstrip())
        lines.extend(Content.assemble(" " * indent, part).rstrip() for part in parts[1:])
    return lines
