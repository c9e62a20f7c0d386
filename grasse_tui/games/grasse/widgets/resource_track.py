"""The 14-space resource track, drawn as one widget of four lines."""

from __future__ import annotations

from functools import lru_cache

from textual import events
from textual.content import Content
from textual.geometry import Offset
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import TRACK_SPACES
from grasse_tui.games.grasse.view import SpaceView
from grasse_tui.games.grasse.widgets.glyphs import (
    GOLDEN_PAWN,
    GOLDEN_STYLE,
    PAWN,
    RESOURCE_LEGEND,
    SeatMark,
    resource_token,
)

TARGET = "▸"
SEPARATOR = "│"


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


class ResourceTrack(Widget):
    """The track, left to right from space 1; pawns move rightwards and wrap round.

    ``targets`` are spaces the viewer's options use; ``selected`` the spaces of
    the highlighted option (drawn reversed). A click posts
    :class:`ResourceTrack.Picked`.
    """

    DEFAULT_CSS = """
    ResourceTrack {
        height: 6;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: right;
    }
    """

    class Picked(Message):
        """The player clicked space ``index`` (``confirm``: a double click)."""

        def __init__(self, index: int, confirm: bool) -> None:
            super().__init__()
            self.index = index
            self.confirm = confirm

    spaces: reactive[tuple[SpaceView, ...]] = reactive(())
    marks: reactive[tuple[SeatMark, ...]] = reactive(())
    targets: reactive[frozenset[int]] = reactive(frozenset())
    selected: reactive[frozenset[int]] = reactive(frozenset())
    help_topic = "Moving on the resource track"

    def on_mount(self) -> None:
        self.border_title = "Resource track (→, wraps round)"
        self.border_subtitle = f"{RESOURCE_LEGEND} · {PAWN}X pawn · {GOLDEN_PAWN} golden pawn"

    def render(self) -> Content:
        if not self.spaces:
            return Content("")
        widths = column_widths(self.content_region.width, len(self.spaces))
        columns = []
        for space, width in zip(self.spaces, widths, strict=True):
            cells = [
                line.truncate(width, pad=True)
                for line in space_lines(space, self.marks, width, space.index in self.targets)
            ]
            if space.index in self.selected:
                cells = [cell.stylize("reverse") for cell in cells]
            columns.append(cells)
        separator = Content.styled(SEPARATOR, "dim")
        return Content("\n").join(separator.join(column[row] for column in columns) for row in range(4))

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
            self.post_message(self.Picked(index, event.chain >= 2))
