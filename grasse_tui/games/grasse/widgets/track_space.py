"""One space of the resource track: its tile, pieces, and pawn."""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.view import SpaceView
from grasse_tui.games.grasse.widgets.glyphs import GOLDEN_PAWN, PAWN, SeatMark, resource_token

TARGET = "▸"


class TrackSpace(Widget):
    """Four lines: number and tile letter, two lines of pieces, then the pawn.

    The tile is the owner's letter in its colour, ``·`` for a grey tile, blank
    while the space is still empty in the setup draft. ``target`` marks a space
    that one of the viewer's options uses (``▸`` before the number);
    ``selected`` one that the highlighted option uses (drawn reversed).
    Clicking posts :class:`TrackSpace.Picked`.
    """

    DEFAULT_CSS = """
    TrackSpace {
        width: 1fr;
        height: 4;
        border-right: solid $primary 50%;
    }
    TrackSpace:last-child {
        border-right: none;
    }
    TrackSpace.-target {
        background: $accent 15%;
    }
    TrackSpace.-selected {
        background: $accent 40%;
        text-style: reverse;
    }
    TrackSpace:hover {
        background: $boost;
    }
    """

    class Picked(Message):
        """The player clicked space ``index`` (``confirm``: a double click)."""

        def __init__(self, index: int, confirm: bool) -> None:
            super().__init__()
            self.index = index
            self.confirm = confirm

    space: reactive[SpaceView | None] = reactive(None)
    marks: reactive[tuple[SeatMark, ...]] = reactive(())
    target: reactive[bool] = reactive(False)
    selected: reactive[bool] = reactive(False)
    help_topic = "Collecting"

    def __init__(self, index: int) -> None:
        super().__init__(id=f"space-{index + 1}")
        self.index = index

    def watch_target(self, target: bool) -> None:
        self.set_class(target, "-target")

    def watch_selected(self, selected: bool) -> None:
        self.set_class(selected, "-selected")

    def render(self) -> Content:
        space = self.space
        if space is None:
            return Content("")
        if space.owner is not None and space.owner < len(self.marks):
            tile = self.marks[space.owner].tag()
        else:
            tile = Content.styled("·" if space.neutral else " ", "dim")
        number = Content.assemble(
            (TARGET if self.target else " ", "bold"), (f"{space.index + 1:>2}", "bold"), " ", tile
        )
        pawn = Content("")
        if space.pawn is not None and space.pawn < len(self.marks):
            mark = self.marks[space.pawn]
            pawn = Content.assemble((PAWN, mark.style), mark.tag())
        elif space.golden:
            pawn = Content.styled(GOLDEN_PAWN, "bold ansi_yellow")
        first, second = self._piece_lines(space)
        return Content("\n").join([number, first, second, pawn])

    def _piece_lines(self, space: SpaceView) -> tuple[Content, Content]:
        """The pieces greedily packed into two lines as wide as the cell."""
        width = max(self.content_region.width, 5)
        lines: list[list[Content]] = [[], []]
        used = [0, 0]
        line = 0
        for resource, count in space.pieces:
            token = resource_token(resource, count)
            extra = token.cell_length + (1 if lines[line] else 0)
            if used[line] + extra > width and lines[line] and line == 0:
                line = 1
                extra = token.cell_length
            lines[line].append(token)
            used[line] += extra
        return Content(" ").join(lines[0]), Content(" ").join(lines[1])

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Picked(self.index, event.chain >= 2))
