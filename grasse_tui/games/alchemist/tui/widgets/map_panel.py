"""The map of Renaissance Europe in characters: each city as a three-letter code (``1Par``: a
Savoir city and its die number; ``⚗Lis``: a laboratory city; ``Por``: any other city), the
roads (``·``), shortcuts (``:``) and sea passages (``≈``) between them, and after each code
the markers there, the Grand Inquisitor (``☩``) and the plague (``☣``). A marker shows its
seat's letter: ``R✚`` the viewer knows it is the alchemist, ``r`` an assistant, ``R`` the
viewer does not know. The dungeon, no city, has a line of its own under the map.

The full form takes 66 columns and 22 rows; the compact form (for 100×30 terminals) 54
columns and 16 rows, the same geography without the links."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from operator import itemgetter
from typing import Final

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.alchemist.rules.content import CITIES, CITY, CONNECTIONS, PRISON_SPACES, CityKind, Link
from grasse_tui.games.alchemist.rules.content import Role
from grasse_tui.games.alchemist.rules.view import AlchemistView, MarkerView

SeatMarks = tuple[tuple[str, str], ...]
"""Each seat's (letter, style), so a colour is never the only sign."""
Piece = tuple[str, str]
"""A run of one-cell characters and their style."""
Grid = list[list[Piece]]
"""The canvas: rows of cells, each one character and its style."""

FULL_SIZE: Final = (66, 21)
"""(columns, rows) of the full map; the dungeon line comes under it."""
COMPACT_SIZE: Final = (54, 15)

POSITIONS: Final[dict[str, tuple[int, int]]] = {
    "Bergen": (26, 0),
    "Oslo": (38, 0),
    "Stockholm": (56, 1),
    "Edinburgh": (3, 3),
    "Dunbar": (13, 3),
    "Copenhagen": (45, 4),
    "York": (10, 5),
    "Hamburg": (41, 6),
    "Bremen": (34, 7),
    "Berlin": (50, 7),
    "London": (11, 8),
    "Amsterdam": (28, 8),
    "Dover": (17, 9),
    "Calais": (21, 10),
    "Brussels": (31, 10),
    "Cologne": (41, 10),
    "Prague": (51, 10),
    "Rouen": (14, 11),
    "Nantes": (8, 12),
    "Paris": (21, 12),
    "Strasbourg": (36, 12),
    "Vienna": (55, 12),
    "Geneva": (34, 13),
    "Bordeaux": (14, 14),
    "Lyon": (27, 14),
    "Milan": (42, 14),
    "Venice": (53, 14),
    "Valladolid": (10, 16),
    "Toulouse": (22, 16),
    "Marseille": (32, 16),
    "Genoa": (42, 16),
    "Salamanca": (5, 17),
    "Zaragoza": (18, 17),
    "Barcelona": (28, 17),
    "Florence": (48, 17),
    "Porto": (0, 18),
    "Madrid": (14, 18),
    "Rome": (51, 18),
    "Valencia": (24, 19),
    "Naples": (57, 19),
    "Lisbon": (0, 20),
    "Seville": (11, 20),
}
"""Each city's (column, row) on the full map: where its code begins."""
COMPACT_POSITIONS: Final[dict[str, tuple[int, int]]] = {
    "Bergen": (20, 0),
    "Oslo": (31, 0),
    "Stockholm": (45, 1),
    "Edinburgh": (1, 2),
    "Dunbar": (11, 2),
    "Copenhagen": (37, 2),
    "York": (8, 3),
    "Hamburg": (33, 3),
    "Berlin": (43, 3),
    "London": (9, 4),
    "Bremen": (28, 4),
    "Dover": (12, 5),
    "Amsterdam": (22, 5),
    "Calais": (13, 6),
    "Brussels": (23, 6),
    "Cologne": (33, 6),
    "Prague": (43, 6),
    "Rouen": (10, 7),
    "Strasbourg": (29, 7),
    "Vienna": (44, 7),
    "Nantes": (4, 8),
    "Paris": (17, 8),
    "Geneva": (28, 8),
    "Bordeaux": (10, 9),
    "Lyon": (22, 9),
    "Milan": (34, 9),
    "Venice": (45, 9),
    "Valladolid": (4, 10),
    "Toulouse": (15, 10),
    "Marseille": (25, 10),
    "Genoa": (35, 10),
    "Salamanca": (2, 11),
    "Zaragoza": (12, 11),
    "Barcelona": (22, 11),
    "Florence": (39, 11),
    "Porto": (0, 12),
    "Madrid": (10, 12),
    "Rome": (41, 12),
    "Valencia": (18, 13),
    "Naples": (45, 13),
    "Lisbon": (0, 14),
    "Seville": (11, 14),
}
"""The same on the compact map."""

_CODE_EXCEPTIONS: Final = {"Valencia": "Vle", "Geneva": "Gva", "Bergen": "Bgn"}
CODE: Final = {city.name: _CODE_EXCEPTIONS.get(city.name, city.name[:3]) for city in CITIES}
"""Each city's three letters: its name's first three, but ``Vle`` Valencia (``Val`` is
Valladolid), ``Gva`` Geneva (``Gen`` Genoa) and ``Bgn`` Bergen (``Ber`` Berlin)."""

LABORATORY_SIGN: Final = "⚗"
ALCHEMIST_SIGN: Final = "✚"
INQUISITOR: Final = ("☩", "bold magenta")
PLAGUE: Final = ("☣", "bold yellow")
LINK_MARK: Final = {Link.ROAD: ("·", ""), Link.SHORTCUT: (":", "dim"), Link.SEA: ("≈", "blue")}
TITLE: Final = "Europe · 1–6 Savoir · ⚗ laboratory · : shortcut · ≈ sea"
COMPACT_TITLE: Final = "Europe · 1–6 Savoir · ⚗ laboratory"


def label(city: str) -> tuple[Piece, ...]:
    """The city's code as drawn: ``("1Par", "bold")``, ``("⚗", "bold"), ("Lis", "")`` or ``("Por", "dim")``."""
    kind = CITY[city].kind
    if kind is CityKind.SAVOIR:
        return ((f"{CITY[city].number}{CODE[city]}", "bold"),)
    if kind is CityKind.LABORATORY:
        return (LABORATORY_SIGN, "bold"), (CODE[city], "")
    return ((CODE[city], "dim"),)


def width(pieces: Sequence[Piece]) -> int:
    """The cells ``pieces`` take (every character used here is one cell wide)."""
    return sum(len(text) for text, _ in pieces)


def label_cells(positions: dict[str, tuple[int, int]]) -> set[tuple[int, int]]:
    """Every (column, row) a label covers."""
    return {(x + dx, y) for city, (x, y) in positions.items() for dx in range(width(label(city)))}


def room(city: str, positions: dict[str, tuple[int, int]], columns: int) -> int:
    """The cells for the city's markers: from one blank after its label to one blank before
    the next label on its row (or the map's edge)."""
    x, y = positions[city]
    start = x + width(label(city)) + 1
    stop = min((px - 1 for px, py in positions.values() if py == y and px > x), default=columns)
    return max(0, stop - start)


def line(start: tuple[int, int], end: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells of a straight line from ``start`` to ``end``, both included (Bresenham)."""
    (x, y), (x1, y1) = start, end
    dx, dy = abs(x1 - x), -abs(y1 - y)
    sx, sy = (1 if x1 > x else -1), (1 if y1 > y else -1)
    error, cells = dx + dy, [(x, y)]
    while (x, y) != (x1, y1):
        double = 2 * error
        if double >= dy:
            error, x = error + dy, x + sx
        if double <= dx:
            error, y = error + dx, y + sy
        cells.append((x, y))
    return cells


def pawn(marker: MarkerView, marks: SeatMarks) -> Piece:
    """``("R✚", style)`` a known alchemist, ``("r", style)`` a known assistant, ``("R", style)`` unknown."""
    letter, style = marks[marker.owner]
    if marker.role is Role.ALCHEMIST:
        return letter.upper() + ALCHEMIST_SIGN, style
    return (letter.lower() if marker.role is Role.ASSISTANT else letter.upper()), style


def fitted(pawns: list[Piece], signs: list[Piece], cells: int, sep: str = "") -> list[Piece]:
    """The pawns then the signs, ``sep`` between them, in at most ``cells`` cells: pawns that
    do not fit give way to their count (``+3``); the signs stay. Should even the count and
    the signs overflow, they are cut at ``cells``."""
    for shown in range(len(pawns), -1, -1):
        count = [(f"+{len(pawns) - shown}", "bold")] if shown < len(pawns) else []
        items = [*pawns[:shown], *count, *signs]
        pieces = [piece for item in items for piece in ((sep, ""), item)][1:]
        if width(pieces) <= cells:
            return pieces
    return [(char, style) for text, style in pieces for char in text][:cells]


def city_marks(view: AlchemistView, city: str, marks: SeatMarks, cells: int) -> list[Piece]:
    """What stands in ``city``, in ``cells`` cells: its markers, the Inquisitor, the plague."""
    pawns = [pawn(marker, marks) for marker in view.markers if marker.place == city]
    signs = [sign for sign, here in ((INQUISITOR, view.inquisitor), (PLAGUE, view.plague)) if here == city]
    return fitted(pawns, signs, cells)


def put(grid: Grid, x: int, y: int, pieces: Sequence[Piece]) -> None:
    """Write ``pieces`` on the grid from (x, y) rightwards."""
    for text, style in pieces:
        for char in text:
            grid[y][x] = (char, style)
            x += 1


def draw_links(grid: Grid, positions: dict[str, tuple[int, int]]) -> None:
    """Every connection as a line of its mark between the middles of its two labels, hidden
    under the labels it crosses; roads drawn last, over the sea passages and shortcuts."""
    covered = label_cells(positions)
    for connection in reversed(CONNECTIONS):
        ends = [(x + width(label(city)) // 2, y) for city in (connection.a, connection.b) for x, y in [positions[city]]]
        for x, y in line(ends[0], ends[1]):
            if (x, y) not in covered:
                grid[y][x] = LINK_MARK[connection.link]


def dungeon_space(view: AlchemistView, space: str, marks: SeatMarks, cells: int) -> Content:
    """``prison B b``: the space and its markers in ``cells`` cells (``-``: nobody there)."""
    pawns = [pawn(marker, marks) for marker in view.markers if marker.place == space]
    return Content.assemble((f"{space.lower()} ", "dim"), *(fitted(pawns, [], cells, " ") or [("-", "dim")]))


def dungeon_line(view: AlchemistView, marks: SeatMarks, columns: int) -> Content:
    """``Dungeon: judgement R · prison B b``, in ``columns`` cells."""
    cells = (columns - len("Dungeon: judgement  · prison ")) // 2
    spaces = [dungeon_space(view, space, marks, cells) for space in PRISON_SPACES]
    return Content.assemble(("Dungeon: ", "dim"), Content.styled(" · ", "dim").join(spaces))


def row_content(row: list[Piece]) -> Content:
    """A grid row as Content, a span per run of one style."""
    return Content.assemble(*(("".join(char for char, _ in run), style) for style, run in groupby(row, itemgetter(1))))


def map_lines(view: AlchemistView, marks: SeatMarks, compact: bool) -> list[Content]:
    """The map's rows, then the dungeon line: 22 lines of at most 66 cells, or (compact,
    without the links) 16 of at most 54."""
    columns, rows = COMPACT_SIZE if compact else FULL_SIZE
    positions = COMPACT_POSITIONS if compact else POSITIONS
    grid: Grid = [[(" ", "")] * columns for _ in range(rows)]
    if not compact:
        draw_links(grid, positions)
    for city, (x, y) in positions.items():
        put(grid, x, y, label(city))
        here = city_marks(view, city, marks, room(city, positions, columns))
        if here:
            put(grid, x + width(label(city)), y, [(" ", ""), *here])
    return [*(row_content(row) for row in grid), dungeon_line(view, marks, columns)]


BORDER_ROWS = 2


class MapPanel(Static):
    """The map, full or compact as the widget's width allows; it redraws itself when a resize
    changes the form."""

    DEFAULT_CSS = """
    MapPanel { height: auto; border: round $primary; border-title-align: left; padding: 0; text-wrap: nowrap; }
    """

    help_topic = "The map"
    _shown: tuple[AlchemistView, SeatMarks] | None = None
    _compact: bool | None = None

    def on_mount(self) -> None:
        self.border_title = TITLE

    def on_resize(self) -> None:
        if self._shown is not None and self.compact != self._compact:
            self.show(*self._shown)

    @property
    def compact(self) -> bool:
        """Whether the full map does not fit the widget's width."""
        return self.size.width < FULL_SIZE[0]

    def show(self, view: AlchemistView, marks: SeatMarks) -> None:
        self._shown, self._compact = (view, marks), self.compact
        self.border_title = COMPACT_TITLE if self._compact else TITLE
        lines = map_lines(view, marks, self._compact)
        self.update(Content("\n").join(lines))
        # Set, not left to ``height: auto``: a resize that switches the form would otherwise
        # keep the old form's height and cut the map short.
        self.styles.height = len(lines) + BORDER_ROWS
