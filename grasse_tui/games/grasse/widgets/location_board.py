"""Every open location, one line each, then the tiles on round spaces I–IV."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.content import Content
from textual.geometry import Offset, Region
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

from grasse_tui.games.grasse.content import LOCATIONS, PERFUMES, ROMAN, LocationId
from grasse_tui.games.grasse.view import LocationView
from grasse_tui.games.grasse.widgets.glyphs import NOBLE, NOBLE_STYLE, PERFUME_SYMBOLS, SeatMark

NAME_WIDTH = 17
PERFUME_WIDTH = 5
WORKER_WIDTH = 6
TARGET = "▸"
CURSOR = "›"


@lru_cache(maxsize=512)
def location_line(location: LocationView, marks: tuple[SeatMark, ...], target: bool) -> Content:
    """``▸Factory I   Fr/Sp $1  RB     Make one flask…``: name, perfumes, cost, workers, summary (cached)."""
    perfumes = "any" if location.perfumes == PERFUMES else "/".join(PERFUME_SYMBOLS[p] for p in location.perfumes)
    workers = [marks[seat].tag() for seat in location.workers if seat < len(marks)]
    if location.noble:
        workers.append(Content.styled(NOBLE, NOBLE_STYLE))
    crew = Content("").join(workers)
    return Content.assemble(
        (TARGET if target else " ", "bold"),
        (location.name.ljust(NAME_WIDTH), "bold"),
        " ",
        perfumes.ljust(PERFUME_WIDTH),
        " ",
        (f"${location.cost}", "bold" if location.cost else "dim"),
        "  ",
        crew.pad_right(max(WORKER_WIDTH - crew.cell_length, 0)),
        " ",
        (location.summary, "dim"),
    )


@lru_cache(maxsize=512)
def board_line(
    location: LocationView, marks: tuple[SeatMark, ...], target: bool, selected: bool, cursor: bool, width: int
) -> Content:
    """:func:`location_line`, reversed across ``width`` cells when ``selected``, with the ``›`` cursor (cached)."""
    line = location_line(location, marks, target)
    if selected:
        line = line.pad_right(max(width - line.cell_length, 0)).stylize("reverse")
    if cursor:
        line = Content.assemble((CURSOR, "bold"), line[1:]).stylize("underline", 1)
    return line


RowKey = tuple[LocationView, tuple[SeatMark, ...], bool, bool, bool, int]
""":func:`board_line`'s arguments for one row: everything that row shows."""


def round_tiles_line(round_tiles: Sequence[LocationId | None]) -> Content:
    """`` Round tiles  I Palace  II ?  III ?  IV ?`` (face-down tiles as ``?``, no local names)."""
    parts = [
        Content.assemble((ROMAN[index], "bold"), " ", LOCATIONS[tile].name.split(" (")[0] if tile is not None else "?")
        for index, tile in enumerate(round_tiles)
    ]
    return Content.assemble((" Round tiles  ", "dim"), Content("  ").join(parts))


class LocationBoard(Widget, can_focus=True):
    """The open locations in board order, one focusable list.

    ``targets`` are locations the viewer's options use (``▸``); ``selected``
    the highlighted option's (drawn reversed). While focused, ↑/↓ move a
    cursor (``›``), ``help_topic`` is the location under it (so F1 opens its
    rules) and Enter picks it; a click picks the location clicked. Both post
    :class:`LocationBoard.Picked`. Summaries too long for the line are cut
    with an ellipsis; hovering a line shows it in full as a tooltip.

    Each line is rendered on its own (:meth:`render_line`), and a change of
    ``targets``, ``selected`` or ``cursor`` repaints only the lines it
    touches: moving the highlight in the decision list redraws two lines,
    not the board.
    """

    DEFAULT_CSS = """
    LocationBoard {
        height: auto;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: right;
        padding: 0 1 0 0;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    LocationBoard:focus {
        border: heavy $accent;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "pick", "Pick this location"),
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("down", "cursor(1)", "Down", show=False),
    ]

    class Picked(Message):
        """The player picked ``location`` on the board (``confirm``: a double click)."""

        def __init__(self, location: LocationId, confirm: bool) -> None:
            super().__init__()
            self.location = location
            self.confirm = confirm

    locations: reactive[tuple[LocationView, ...]] = reactive(())
    marks: reactive[tuple[SeatMark, ...]] = reactive(())
    targets: reactive[frozenset[LocationId]] = reactive(frozenset(), repaint=False)
    selected: reactive[frozenset[LocationId]] = reactive(frozenset(), repaint=False)
    round_tiles: reactive[tuple[LocationId | None, ...]] = reactive(())
    cursor: reactive[int] = reactive(0, repaint=False)

    STRIP_CACHE_SIZE = 256
    """Rendered lines kept: every row in several states (targeted, selected, under the cursor)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._strips: LRUCache[tuple[object, ...], Strip] = LRUCache(self.STRIP_CACHE_SIZE)

    def on_mount(self) -> None:
        self.border_title = "Locations · makes · cost · workers · what it does"
        self.border_subtitle = f"{TARGET} you can pick it · {NOBLE} noble · {CURSOR} cursor (Tab here, ↑↓ Enter)"

    def watch_round_tiles(self, old: tuple[LocationId | None, ...], new: tuple[LocationId | None, ...]) -> None:
        if bool(old) != bool(new):
            self.refresh(layout=True)

    def watch_locations(self, old: tuple[LocationView, ...], new: tuple[LocationView, ...]) -> None:
        if len(old) != len(new):
            self.refresh(layout=True)
        self.cursor = min(self.cursor, max(len(new) - 1, 0))

    def watch_targets(self, old: frozenset[LocationId], new: frozenset[LocationId]) -> None:
        self._refresh_rows(row for row, loc in enumerate(self.locations) if loc.id in old ^ new)

    def watch_selected(self, old: frozenset[LocationId], new: frozenset[LocationId]) -> None:
        self._refresh_rows(row for row, loc in enumerate(self.locations) if loc.id in old ^ new)

    def watch_cursor(self, old: int, new: int) -> None:
        if self.has_focus:
            self._refresh_rows((old, new))

    def _refresh_rows(self, rows: Iterable[int]) -> None:
        """Repaint these lines only (the rest keep their rendered strips)."""
        width = self.size.width
        regions = [Region(0, row, width, 1) for row in rows]
        if regions:
            self.refresh(*regions)

    @property
    def help_topic(self) -> str:
        """The location under the cursor (the help has a section per location)."""
        if self.has_focus and self.locations:
            return self.locations[self.cursor].name
        return "Locations"

    def _row_key(self, y: int) -> RowKey | None:
        """What location row ``y`` shows (None: below the locations)."""
        if y >= len(self.locations):
            return None
        location = self.locations[y]
        return (
            location,
            self.marks,
            location.id in self.targets,
            location.id in self.selected,
            self.has_focus and y == self.cursor,
            self.content_region.width,
        )

    def _line(self, y: int) -> Content:
        """Line ``y``: a location in board order, then the round tiles (if any), then nothing."""
        key = self._row_key(y)
        if key is not None:
            return board_line(*key)
        return round_tiles_line(self.round_tiles) if y == len(self.locations) and self.round_tiles else Content("")

    def render(self) -> Content:
        """All lines (what Textual sizes the board by and copies a text selection from)."""
        count = len(self.locations) + (1 if self.round_tiles else 0)
        return Content("\n").join(self._line(y) for y in range(count))

    def render_line(self, y: int) -> Strip:
        """Line ``y`` alone, rendered as Textual renders that line of :meth:`render`.

        The strip is kept under what the line shows, so a line the highlight
        leaves or reaches again is not rendered a second time.
        """
        if self.text_selection is not None:
            return super().render_line(y)  # a selection's offsets run over the whole render
        width, style = self.size.width, self.visual_style
        key = (y, width, style, self._row_key(y) or (len(self.locations), self.round_tiles))
        strip = self._strips.get(key)
        if strip is None:
            strips = Visual.to_strips(self, self._line(y), width, 1, style)
            line = strips[0] if strips else Strip.blank(width, style.rich_style)
            strip = self._strips[key] = line.apply_offsets(0, y)  # where a text selection finds the line
        return strip

    def row_offset(self, location: LocationId) -> Offset:
        """Where to click (relative to this widget) to pick ``location``."""
        row = next(i for i, loc in enumerate(self.locations) if loc.id is location)
        gutter = self.styles.gutter
        return Offset(gutter.left + 2, gutter.top + row)

    def _row_at(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self.locations):
            return None
        return offset.y

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        row = self._row_at(event)
        self.tooltip = self.locations[row].summary if row is not None else None

    def on_click(self, event: events.Click) -> None:
        row = self._row_at(event)
        if row is not None:
            event.stop()
            self.cursor = row
            self.post_message(self.Picked(self.locations[row].id, event.chain >= 2))

    def action_cursor(self, step: int) -> None:
        if self.locations:
            self.cursor = (self.cursor + step) % len(self.locations)

    def action_pick(self) -> None:
        if self.locations:
            self.post_message(self.Picked(self.locations[self.cursor].id, False))
