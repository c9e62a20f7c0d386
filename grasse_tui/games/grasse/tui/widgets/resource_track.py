"""The 14-space resource track, drawn as one widget of four lines."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial
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

from grasse_tui.games.grasse.rules.content import TRACK_SPACES
from grasse_tui.games.grasse.rules.view import SpaceView
from grasse_tui.games.grasse.tui.widgets.glyphs import (
    BASE_LEGEND,
    ESSENCE_SYMBOL_LIST,
    EXOTIC_LEGEND,
    GOLDEN_PAWN,
    GOLDEN_STYLE,
    PAWN,
    RESOURCE_LEGEND,
    SeatMark,
    resource_token,
)

TARGET = "▸"
CURSOR = "›"
SEPARATOR = "│"
SEPARATOR_CELL = Content.styled(SEPARATOR, "dim")


def column_widths(width: int, count: int = TRACK_SPACES) -> list[int]:
    """Widths of ``count`` cells filling ``width`` with a separator between cells."""
    room = max(width - (count - 1), count)
    base, extra = divmod(room, count)
    return [base + (1 if index < extra else 0) for index in range(count)]


@lru_cache(maxsize=512)
def space_lines(space: SpaceView, marks: tuple[SeatMark, ...], width: int, target: bool) -> tuple[Content, ...]:
    """A space's four lines: number and tile, two lines of pieces, the pawn.

    The tile is the owner's letter in its colour, ``·`` for a grey tile, blank
    while the space is still empty in the setup draft; ``▸`` marks a space one
    of the viewer's options uses. Cached: a space is redrawn only when it changed.
    """
    if space.owner is not None and space.owner < len(marks):
        tile = marks[space.owner].tag()
    else:
        tile = Content.styled("·" if space.neutral else " ", "dim")
    number = Content.assemble((TARGET if target else " ", "bold"), (f"{space.index + 1:>2}", "bold"), " ", tile)
    pieces: list[list[Content]] = [[], []]
    used = [0, 0]
    line = 0
    for resource, count in space.pieces:
        token = resource_token(resource, count)
        extra = token.cell_length + (1 if pieces[line] else 0)
        if line == 0 and pieces[0] and used[0] + extra > width:
            line, extra = 1, token.cell_length
        pieces[line].append(token)
        used[line] += extra
    pawn = Content("")
    if space.pawn is not None and space.pawn < len(marks):
        mark = marks[space.pawn]
        pawn = Content.assemble((PAWN, mark.style), mark.tag())
    elif space.golden:
        pawn = Content.styled(GOLDEN_PAWN, GOLDEN_STYLE)
    return (number, Content(" ").join(pieces[0]), Content(" ").join(pieces[1]), pawn)


class ResourceTrack(Widget, can_focus=True):
    """The track, left to right from space 1; pawns move rightwards and wrap round.

    ``targets`` are spaces the viewer's options use; ``selected`` the spaces of
    the highlighted option (drawn reversed). While focused, ←/→ move a cursor
    (``›``) along the spaces, each move posting :class:`ResourceTrack.Pointed`
    (the screen highlights its choice, so its cost shows), and Enter confirms it;
    a click picks the space clicked, a double click confirms. Enter and clicks
    post :class:`ResourceTrack.Picked`.

    Each row is joined from its spaces' cells, rendered once and kept while
    they stay the same, and joined rows are kept too: moving the highlight
    between two spaces renders at most two columns again and repaints only
    those columns.
    """

    DEFAULT_CSS = """
    ResourceTrack {
        height: 6;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: right;
    }
    ResourceTrack:focus {
        border: heavy $accent;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "pick", "Choose"),
        Binding("right", "cursor(1)", "Move", key_display="←→"),
        Binding("left", "cursor(-1)", "Left", show=False),
    ]

    class Picked(Message):
        """The player clicked space ``index`` (``confirm``: a double click, or Enter on the
        cursor, ``cursor`` True: choose the highlighted choice if it is that space's)."""

        def __init__(self, index: int, confirm: bool, cursor: bool = False) -> None:
            super().__init__()
            self.index = index
            self.confirm = confirm
            self.cursor = cursor

    class Pointed(Message):
        """The keyboard cursor moved onto space ``index``."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    spaces: reactive[tuple[SpaceView, ...]] = reactive(())
    marks: reactive[tuple[SeatMark, ...]] = reactive(())
    targets: reactive[frozenset[int]] = reactive(frozenset(), repaint=False)
    selected: reactive[frozenset[int]] = reactive(frozenset(), repaint=False)
    cursor: reactive[int] = reactive(0, repaint=False)
    help_topic = "Moving on the resource track"

    CELL_CACHE_SIZE = 512
    """Rendered cells kept: every cell of the track in several states."""
    ROW_CACHE_SIZE = 64
    """Joined rows kept: the four rows for each of a decision's highlights."""
    LEGEND = f"{RESOURCE_LEGEND} · {EXOTIC_LEGEND} · {PAWN}X pawn · {GOLDEN_PAWN} golden pawn"
    """The bottom border's legend."""
    SHORT_LEGEND = f"{BASE_LEGEND} · {ESSENCE_SYMBOL_LIST} {EXOTIC_LEGEND} · {PAWN}X pawn {GOLDEN_PAWN} golden pawn"
    """The legend where the whole one would be cut (100 columns)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._cells: LRUCache[tuple[object, ...], Strip] = LRUCache(self.CELL_CACHE_SIZE)
        self._rows: LRUCache[tuple[object, ...], Strip] = LRUCache(self.ROW_CACHE_SIZE)

    def on_mount(self) -> None:
        self.border_title = "Resource track (pawns move →, wrapping round)"

    def on_resize(self) -> None:
        # The bottom border shows its text between a corner and "─ " on each side.
        room = self.size.width - 6
        self.border_subtitle = self.LEGEND if len(self.LEGEND) <= room else self.SHORT_LEGEND

    def watch_targets(self, old: frozenset[int], new: frozenset[int]) -> None:
        self._refresh_spaces(old ^ new)

    def watch_selected(self, old: frozenset[int], new: frozenset[int]) -> None:
        self._refresh_spaces(old ^ new)

    def watch_cursor(self, old: int, new: int) -> None:
        if self.has_focus:
            self._refresh_spaces(frozenset({old, new}))

    def on_focus(self) -> None:
        """Start the cursor on the highlighted choice's space, if it has one."""
        if self.selected:
            self.cursor = min(self.selected)
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def _cursor_at(self) -> int | None:
        """The space the cursor marks (None: the track is not focused)."""
        return self.cursor if self.has_focus else None

    def _refresh_spaces(self, indexes: frozenset[int]) -> None:
        """Repaint these spaces' columns only (the rest of the track keeps its rendered lines)."""
        if not self.spaces:
            return
        widths = column_widths(self.content_region.width, len(self.spaces))
        regions = [Region(sum(widths[:i]) + i, 0, widths[i], 4) for i in sorted(indexes) if i < len(widths)]
        if regions:
            self.refresh(*regions)

    def _cell(self, space: SpaceView, width: int, row: int) -> Content:
        """Line ``row`` of ``space``'s column, ``width`` cells wide, marked as the reactives say."""
        cell = space_lines(space, self.marks, width, space.index in self.targets)[row].truncate(width, pad=True)
        if row == 0 and space.index == self._cursor_at():
            cell = Content.assemble((CURSOR, "bold"), cell[1:]).stylize("underline", 1, 3)
        return cell.stylize("reverse") if space.index in self.selected else cell

    def render(self) -> Content:
        """All four rows (what Textual copies a text selection from)."""
        if not self.spaces:
            return Content("")
        widths = column_widths(self.content_region.width, len(self.spaces))
        return Content("\n").join(
            SEPARATOR_CELL.join(self._cell(space, width, row) for space, width in zip(self.spaces, widths, strict=True))
            for row in range(4)
        )

    def render_line(self, y: int) -> Strip:
        """Row ``y``, as that row of :meth:`render`; kept while the track and its marks stay the same."""
        if self.text_selection is not None or not self.spaces or y >= 4:
            return super().render_line(y)  # a selection's offsets run over the whole render
        marked = (self.targets, self.selected, self._cursor_at())
        key = (y, self.size.width, self.visual_style, self.spaces, self.marks, marked)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = self._join_row(y)
        return row

    def _join_row(self, y: int) -> Strip:
        """Row ``y`` joined from cached cells."""
        style = self.visual_style
        separator = self._rendered((SEPARATOR, style), lambda: SEPARATOR_CELL)
        strips: list[Strip] = []
        for space, width in zip(self.spaces, column_widths(self.size.width, len(self.spaces)), strict=True):
            if strips:
                strips.append(separator)
            state = (space.index in self.targets, space.index in self.selected, space.index == self._cursor_at())
            key = (space, self.marks, width, state, y, style)
            strips.append(self._rendered(key, partial(self._cell, space, width, y)))
        return Strip.join(strips).apply_offsets(0, y)

    def _rendered(self, key: tuple[object, ...], cell: Callable[[], Content]) -> Strip:
        """The strip cached under ``key``, rendering ``cell()`` when it is missing."""
        strip = self._cells.get(key)
        if strip is None:
            content = cell()
            strip = self._cells[key] = Visual.to_strips(self, content, content.cell_length, 1, self.visual_style)[0]
        return strip

    def space_at(self, x: int) -> int | None:
        """The space under content column ``x`` (None on a separator)."""
        left = 0
        for index, width in enumerate(column_widths(self.content_region.width, len(self.spaces))):
            if left <= x < left + width:
                return index
            left += width + 1
        return None

    def space_offset(self, index: int) -> Offset:
        """Where to click (relative to this widget) to pick space ``index``."""
        widths = column_widths(self.content_region.width, len(self.spaces))
        x = sum(widths[:index]) + index + widths[index] // 2
        gutter = self.styles.gutter
        return Offset(gutter.left + x, gutter.top + 1)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self.space_at(offset.x)
        if index is not None:
            event.stop()
            self.cursor = index
            self.post_message(self.Picked(index, event.chain >= 2))

    def action_cursor(self, step: int) -> None:
        if self.spaces:
            self.cursor = (self.cursor + step) % len(self.spaces)
            self.post_message(self.Pointed(self.cursor))

    def action_pick(self) -> None:
        if self.spaces:
            self.post_message(self.Picked(self.cursor, True, cursor=True))
