"""Every open location, one line each (in two columns when the board is short of
rows), then the tiles on round spaces I–IV."""

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

from grasse_tui.games.grasse.rules.content import LOCATIONS, PERFUMES, ROMAN, LocationId
from grasse_tui.games.grasse.rules.view import LocationView
from grasse_tui.games.grasse.tui.widgets.glyphs import NOBLE, NOBLE_STYLE, PERFUME_SYMBOLS, SeatMark

NAME_WIDTH = 17
PERFUME_WIDTH = 5
WORKER_WIDTH = 6
TARGET = "▸"
IDLE_TARGET = "◦"
"""A location the viewer may pick but would do nothing at now (the list dims it the same way)."""
CURSOR = "›"
SUMMARY_START = 1 + NAME_WIDTH + 1 + PERFUME_WIDTH + 1 + 2 + 2 + WORKER_WIDTH + 1
"""Where a line's summary starts: after the target mark, name, perfumes, cost and workers."""
MIN_SUMMARY = 20
"""Fewer cells than this of a location's summary tell nothing, so none is shown."""
COLUMN_GAP = 2
"""Cells between the two columns of locations."""
MIN_COLUMN_WIDTH = 1 + NAME_WIDTH + 1 + PERFUME_WIDTH + 1 + 2 + 2 + 3
"""A column of locations without their summaries: a cursor/target cell, the name, the
perfumes, the cost and three workers (more are cut with an ellipsis)."""


@lru_cache(maxsize=512)
def location_line(location: LocationView, marks: tuple[SeatMark, ...], target: str, summary: bool = True) -> Content:
    """``▸Factory I   Fr/Sp $1  RB     Make one flask…``: the ``target`` mark (:data:`TARGET`,
    :data:`IDLE_TARGET` or ""), name, perfumes, cost, workers and, with ``summary``, what the
    location does (cached)."""
    perfumes = "any" if location.perfumes == PERFUMES else "/".join(PERFUME_SYMBOLS[p] for p in location.perfumes)
    workers = [marks[seat].tag() for seat in location.workers if seat < len(marks)]
    if location.noble:
        workers.append(Content.styled(NOBLE, NOBLE_STYLE))
    crew = Content("").join(workers)
    line = Content.assemble(
        (target or " ", "dim" if target == IDLE_TARGET else "bold"),
        (location.name.ljust(NAME_WIDTH), "bold"),
        " ",
        perfumes.ljust(PERFUME_WIDTH),
        " ",
        (f"${location.cost}", "bold" if location.cost else "dim"),
        "  ",
        crew,
    )
    if not summary:
        return line
    return Content.assemble(line, " " * max(WORKER_WIDTH - crew.cell_length, 0), " ", (location.summary, "dim"))


@lru_cache(maxsize=512)
def board_line(
    location: LocationView,
    marks: tuple[SeatMark, ...],
    target: str,
    selected: bool,
    cursor: bool,
    width: int,
    summary: bool = True,
) -> Content:
    """:func:`location_line`, reversed across ``width`` cells when ``selected``, with the ``›``
    cursor (cached). Without ``summary`` (a column of two) it is cut to ``width`` cells."""
    line = location_line(location, marks, target, summary)
    if not summary and line.cell_length > width:
        line = line.truncate(width, ellipsis=True)
    if selected:
        line = line.pad_right(max(width - line.cell_length, 0)).stylize("reverse")
    if cursor:
        line = Content.assemble((CURSOR, "bold"), line[1:]).stylize("underline", 1)
    return line


CellKey = tuple[LocationView, tuple[SeatMark, ...], str, bool, bool, int, bool]
""":func:`board_line`'s arguments for one location: everything its cell shows."""


def round_tiles_line(round_tiles: Sequence[LocationId | None], width: int) -> Content:
    """`` Round tiles  I Palace  II ?  III ?  IV ?`` (face-down tiles as ``?``, no local names),
    with single spaces when two would not fit in ``width`` cells, then with the label cut to
    ``Tiles`` (a location's name cut short could read as another: "Alley…" for the Alleyway)."""
    parts = [
        Content.assemble((ROMAN[index], "bold"), " ", LOCATIONS[tile].name.split(" (")[0] if tile is not None else "?")
        for index, tile in enumerate(round_tiles)
    ]
    line = Content.assemble((" Round tiles  ", "dim"), Content("  ").join(parts))
    if line.cell_length <= width:
        return line
    line = Content.assemble((" Round tiles ", "dim"), Content(" ").join(parts))
    if line.cell_length <= width:
        return line
    return Content.assemble((" Tiles ", "dim"), Content(" ").join(parts))


class LocationBoard(Widget, can_focus=True):
    """The open locations in board order, one focusable list.

    ``targets`` are locations the viewer's options use (``▸``, or ``◦`` for those
    in ``idle``, where it would do nothing now); ``selected`` the highlighted
    option's (drawn reversed). While focused, ↑/↓ move a
    cursor (``›``) through board order (←/→ between columns), ``help_topic``
    is the location under it (so F1 opens its rules), each move posts
    :class:`LocationBoard.Pointed` (the screen highlights its choice, so its cost
    shows) and Enter confirms it; a click picks the location clicked, a double
    click confirms. Enter and clicks post :class:`LocationBoard.Picked`.
    Summaries too long for the line are cut with an ellipsis; hovering a
    location shows it in full as a tooltip.

    ``columns`` is 1 or 2: in two columns (top to bottom, then the right
    column) the lines leave out the summaries, so the board takes half the
    rows; :meth:`columns_to_fit` says which the board's container needs.

    Each line is rendered on its own (:meth:`render_line`), and a change of
    ``targets``, ``idle``, ``selected`` or ``cursor`` repaints only the lines it
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
        Binding("enter", "pick", "Choose"),
        Binding("down", "cursor(1)", "Move", key_display="↑↓"),
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("right", "cursor_column(1)", "Other column", key_display="←→"),
        Binding("left", "cursor_column(-1)", "Left", show=False),
        Binding("home", "cursor_to(0)", "First", show=False),
        Binding("end", "cursor_to(-1)", "Last", show=False),
    ]

    class Picked(Message):
        """The player picked ``location`` on the board (``confirm``: a double click, or Enter
        on the cursor, ``cursor`` True: choose the highlighted choice if it is that location's)."""

        def __init__(self, location: LocationId, confirm: bool, cursor: bool = False) -> None:
            super().__init__()
            self.location = location
            self.confirm = confirm
            self.cursor = cursor

    class Pointed(Message):
        """The keyboard cursor moved onto ``location``."""

        def __init__(self, location: LocationId) -> None:
            super().__init__()
            self.location = location

    locations: reactive[tuple[LocationView, ...]] = reactive(())
    marks: reactive[tuple[SeatMark, ...]] = reactive(())
    targets: reactive[frozenset[LocationId]] = reactive(frozenset(), repaint=False)
    idle: reactive[frozenset[LocationId]] = reactive(frozenset(), repaint=False)
    """Of the targets, those where the viewer would do nothing now (marked :data:`IDLE_TARGET`)."""
    selected: reactive[frozenset[LocationId]] = reactive(frozenset(), repaint=False)
    round_tiles: reactive[tuple[LocationId | None, ...]] = reactive(())
    cursor: reactive[int] = reactive(0, repaint=False)
    columns: reactive[int] = reactive(1, layout=True)

    STRIP_CACHE_SIZE = 256
    """Rendered lines kept: every row in several states (targeted, selected, under the cursor)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._strips: LRUCache[tuple[object, ...], Strip] = LRUCache(self.STRIP_CACHE_SIZE)

    def watch_columns(self, columns: int) -> None:
        self._set_titles()
        self.refresh_bindings()  # the footer lists ←→ in two columns only

    def on_resize(self) -> None:
        self._set_titles()

    @property
    def summaries(self) -> bool:
        """Whether the lines end with what each location does: in one column, with room for
        :data:`MIN_SUMMARY` cells of it (else hover, a highlighted choice or F1 tell)."""
        return self.columns == 1 and self.content_region.width >= SUMMARY_START + MIN_SUMMARY

    def _set_titles(self) -> None:
        if self.summaries:
            titles = ["Locations · makes · cost · workers · what it does"]
        else:
            titles = [
                "Locations · makes · cost · workers (F1 or hover: what it does)",
                "Locations · makes · cost · workers (F1: what it does)",
                "Locations · makes · cost · workers (F1)",
            ]
        keys = "↑↓ Enter" if self.columns == 1 else "↑↓←→ Enter"
        subtitles = [
            f"{TARGET} you can pick it · {NOBLE} noble · {CURSOR} cursor (Shift+Tab, {keys})",
            f"{TARGET} pick · {NOBLE} noble · {CURSOR} cursor (Shift+Tab, {keys})",
            f"{TARGET} pick · {NOBLE} noble · {CURSOR} cursor (Shift+Tab)",  # the footer has the keys
        ]
        self.border_title = self._fitting(titles)
        self.border_subtitle = self._fitting(subtitles)

    def _fitting(self, texts: Sequence[str]) -> str:
        """The first of ``texts`` (longest first) that fits on the border, else the last."""
        room = self.size.width - 6  # the corners, the rules beside the text and its spaces
        return next((text for text in texts if len(text) <= room), texts[-1])

    def watch_round_tiles(self, old: tuple[LocationId | None, ...], new: tuple[LocationId | None, ...]) -> None:
        if bool(old) != bool(new):
            self.refresh(layout=True)

    def watch_locations(self, old: tuple[LocationView, ...], new: tuple[LocationView, ...]) -> None:
        if len(old) != len(new):
            self.refresh(layout=True)
        self.cursor = min(self.cursor, max(len(new) - 1, 0))

    def watch_targets(self, old: frozenset[LocationId], new: frozenset[LocationId]) -> None:
        self._refresh_locations(i for i, loc in enumerate(self.locations) if loc.id in old ^ new)

    watch_idle = watch_targets

    def watch_selected(self, old: frozenset[LocationId], new: frozenset[LocationId]) -> None:
        self._refresh_locations(i for i, loc in enumerate(self.locations) if loc.id in old ^ new)

    def watch_cursor(self, old: int, new: int) -> None:
        if self.has_focus:
            self._refresh_locations((old, new))

    @property
    def rows(self) -> int:
        """Lines of locations (the round tiles' line comes after them)."""
        return -(-len(self.locations) // self.columns)

    def columns_to_fit(self, overflow: int, width: int) -> int:
        """How many columns the board needs when its container's content is ``overflow``
        lines taller than the container (negative: lines to spare) with the board laid
        out as now, and the board's content is ``width`` cells wide: two when one column
        would overflow and two fit side by side, else one."""
        one_column = overflow + (len(self.locations) // 2 if self.columns == 2 else 0)  # the rows two columns save
        return 2 if one_column > 0 and width >= 2 * MIN_COLUMN_WIDTH + COLUMN_GAP else 1

    def _refresh_locations(self, indices: Iterable[int]) -> None:
        """Repaint the lines of these locations only (the rest keep their rendered strips)."""
        width, rows = self.size.width, self.rows
        regions = [Region(0, index % rows, width, 1) for index in set(indices)] if rows else []
        if regions:
            self.refresh(*regions)

    @property
    def help_topic(self) -> str:
        """The location under the cursor (the help has a section per location)."""
        if self.has_focus and self.locations:
            return self.locations[self.cursor].name
        return "Locations"

    def _column_width(self) -> int:
        width = self.content_region.width
        return width if self.columns == 1 else (width - COLUMN_GAP) // 2

    def _cell_key(self, index: int, width: int) -> CellKey:
        """:func:`board_line`'s arguments for the location at ``index`` in a column ``width`` wide."""
        location = self.locations[index]
        target = "" if location.id not in self.targets else IDLE_TARGET if location.id in self.idle else TARGET
        return (
            location,
            self.marks,
            target,
            location.id in self.selected,
            self.has_focus and index == self.cursor,
            width,
            self.summaries,
        )

    def _row_key(self, y: int) -> tuple[CellKey, ...]:
        """What line ``y`` shows: its locations' cell keys (none below the locations)."""
        rows, count = self.rows, len(self.locations)
        if y >= rows:
            return ()
        width = self._column_width()
        return tuple(self._cell_key(index, width) for index in range(y, count, rows))

    def _line(self, y: int) -> Content:
        """Line ``y``: locations in board order, then the round tiles (if any), then nothing."""
        cells = self._row_key(y)
        if cells:
            if len(cells) == 1:
                return board_line(*cells[0])
            left, right = (board_line(*key) for key in cells)
            return Content.assemble(left.pad_right(self._column_width() - left.cell_length + COLUMN_GAP), right)
        if y == self.rows and self.round_tiles:
            return round_tiles_line(self.round_tiles, self.content_region.width)
        return Content("")

    def render(self) -> Content:
        """All lines (what Textual sizes the board by and copies a text selection from)."""
        count = self.rows + (1 if self.round_tiles else 0)
        return Content("\n").join(self._line(y) for y in range(count))

    def render_line(self, y: int) -> Strip:
        """Line ``y`` alone, rendered as Textual renders that line of :meth:`render`.

        The strip is kept under what the line shows, so a line the highlight
        leaves or reaches again is not rendered a second time.
        """
        if self.text_selection is not None:
            return super().render_line(y)  # a selection's offsets run over the whole render
        width, style = self.size.width, self.visual_style
        key = (y, width, style, self._row_key(y) or (self.rows, self.round_tiles))
        strip = self._strips.get(key)
        if strip is None:
            strips = Visual.to_strips(self, self._line(y), width, 1, style)
            line = strips[0] if strips else Strip.blank(width, style.rich_style)
            strip = self._strips[key] = line.apply_offsets(0, y)  # where a text selection finds the line
        return strip

    def location_offset(self, location: LocationId) -> Offset:
        """Where to click (relative to this widget) to pick ``location``."""
        index = next(i for i, loc in enumerate(self.locations) if loc.id is location)
        column, row = divmod(index, self.rows)
        gutter = self.styles.gutter
        return Offset(gutter.left + 2 + column * (self._column_width() + COLUMN_GAP), gutter.top + row)

    def _index_at(self, event: events.MouseEvent) -> int | None:
        """The location under the mouse (None: none)."""
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < self.rows:
            return None
        column = min(offset.x // (self._column_width() + COLUMN_GAP), self.columns - 1)
        index = column * self.rows + offset.y
        return index if index < len(self.locations) else None

    def on_focus(self) -> None:
        """Start the cursor on the highlighted choice's location, if it has one."""
        at = next((i for i, loc in enumerate(self.locations) if loc.id in self.selected), None)
        if at is not None:
            self.cursor = at
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self._index_at(event)
        self.tooltip = self.locations[index].summary if index is not None else None

    def on_click(self, event: events.Click) -> None:
        index = self._index_at(event)
        if index is not None:
            event.stop()
            self.cursor = index
            self.post_message(self.Picked(self.locations[index].id, event.chain >= 2))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action != "cursor_column" or self.columns == 2  # one column: ←/→ are left to others

    def action_cursor(self, step: int) -> None:
        if self.locations:
            self._point((self.cursor + step) % len(self.locations))

    def action_cursor_to(self, index: int) -> None:
        """Home/End: the first or last location (the column scrolls with the cursor)."""
        if self.locations:
            self._point(index % len(self.locations))

    def action_cursor_column(self, step: int) -> None:
        """←/→: the location beside the cursor in the other column (two columns only)."""
        if self.columns == 2 and self.locations:
            index = self.cursor + step * self.rows
            if 0 <= index < len(self.locations):
                self._point(index)

    def _point(self, index: int) -> None:
        self.cursor = index
        self.post_message(self.Pointed(self.locations[index].id))

    def action_pick(self) -> None:
        if self.locations:
            self.post_message(self.Picked(self.locations[self.cursor].id, True, cursor=True))
