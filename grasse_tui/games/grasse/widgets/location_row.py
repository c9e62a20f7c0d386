"""One open location on one line: name, perfumes, cost, workers, what it does."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import PERFUMES, LocationId
from grasse_tui.games.grasse.view import LocationView
from grasse_tui.games.grasse.widgets.glyphs import NOBLE, PERFUME_SYMBOLS, SeatMark

NAME_WIDTH = 17
PERFUME_WIDTH = 5
WORKER_WIDTH = 6
TARGET = "▸"


class LocationRow(Widget, can_focus=True):
    """A focusable board location.

    ``help_topic`` is the location's display name, so F1 opens its rules.
    ``target`` marks a location one of the viewer's options uses (``▸``),
    ``selected`` the one the highlighted option uses (reversed). A click, or
    Enter while focused, posts :class:`LocationRow.Picked`.
    """

    DEFAULT_CSS = """
    LocationRow {
        height: 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    LocationRow.-target {
        background: $accent 15%;
    }
    LocationRow.-selected {
        background: $accent 40%;
        text-style: reverse;
    }
    LocationRow:hover {
        background: $boost;
    }
    LocationRow:focus {
        background: $block-cursor-blurred-background;
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "pick", "Pick this location")]

    class Picked(Message):
        """The player picked ``location`` on the board (``confirm``: a double click)."""

        def __init__(self, location: LocationId, confirm: bool) -> None:
            super().__init__()
            self.location = location
            self.confirm = confirm

    location: reactive[LocationView | None] = reactive(None)
    marks: reactive[tuple[SeatMark, ...]] = reactive(())
    target: reactive[bool] = reactive(False)
    selected: reactive[bool] = reactive(False)

    def __init__(self, location: LocationView, marks: tuple[SeatMark, ...]) -> None:
        super().__init__(id=f"loc-{location.id.value}")
        self.set_reactive(LocationRow.location, location)
        self.set_reactive(LocationRow.marks, marks)
        self.tooltip = location.summary

    @property
    def help_topic(self) -> str:
        """The location's display name (the help has a section per location)."""
        return self.location.name if self.location is not None else "Locations"

    def watch_target(self, target: bool) -> None:
        self.set_class(target, "-target")

    def watch_selected(self, selected: bool) -> None:
        self.set_class(selected, "-selected")

    def render(self) -> Content:
        loc = self.location
        if loc is None:
            return Content("")
        perfumes = "any" if loc.perfumes == PERFUMES else "/".join(PERFUME_SYMBOLS[p] for p in loc.perfumes)
        workers = [self.marks[seat].tag() for seat in loc.workers if seat < len(self.marks)]
        if loc.noble:
            workers.append(Content.styled(NOBLE, "bold ansi_magenta"))
        crew = Content("").join(workers)
        return Content.assemble(
            (TARGET if self.target else " ", "bold"),
            (loc.name.ljust(NAME_WIDTH), "bold"),
            " ",
            perfumes.ljust(PERFUME_WIDTH),
            " ",
            (f"${loc.cost}", "bold" if loc.cost else "dim"),
            "  ",
            crew.pad_right(max(WORKER_WIDTH - crew.cell_length, 0)),
            " ",
            (loc.summary, "dim"),
        )

    def action_pick(self) -> None:
        if self.location is not None:
            self.post_message(self.Picked(self.location.id, False))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        if self.location is not None:
            self.post_message(self.Picked(self.location.id, event.chain >= 2))
