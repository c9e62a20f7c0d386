"""Every open location; the border shows the location tiles on round spaces I–IV."""

from __future__ import annotations

from collections.abc import Collection

from textual.containers import Vertical

from grasse_tui.games.grasse.content import LOCATIONS, ROMAN, LocationId
from grasse_tui.games.grasse.view import GrasseView
from grasse_tui.games.grasse.widgets.glyphs import seat_marks
from grasse_tui.games.grasse.widgets.location_row import LocationRow


class LocationBoard(Vertical):
    """A column of :class:`LocationRow` in board order, updated in place.

    A row is mounted the first time its location opens and is kept (hidden
    when an undo closes it again), so each refresh only updates reactives.
    """

    DEFAULT_CSS = """
    LocationBoard {
        height: auto;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: left;
        padding: 0 1 0 0;
    }
    """

    help_topic = "Locations"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._rows: dict[LocationId, LocationRow] = {}

    def on_mount(self) -> None:
        self.border_title = "Locations · makes · cost in coins · workers (N noble) · what it does"

    def show(self, view: GrasseView, targets: Collection[LocationId], selected: Collection[LocationId]) -> None:
        """Update from ``view``; mark option targets and the highlighted option's location."""
        marks = seat_marks(view)
        for loc in view.locations:
            if loc.id not in self._rows:
                self._rows[loc.id] = row = LocationRow(loc, marks)
                self.mount(row)
        open_ids = [loc.id for loc in view.locations]
        shown = [row.location.id for row in self.query_children(LocationRow) if row.display and row.location]
        if shown != open_ids:
            for location_id, row in self._rows.items():
                row.display = location_id in open_ids
            for location_id in open_ids:
                row = self._rows[location_id]
                if row is not self.children[-1]:
                    self.move_child(row, after=self.children[-1])
        for loc in view.locations:
            row = self._rows[loc.id]
            row.marks = marks
            row.location = loc
            row.target = loc.id in targets
            row.selected = loc.id in selected
        self.border_subtitle = self._round_tiles(view)

    @staticmethod
    def _round_tiles(view: GrasseView) -> str:
        """``Round tiles: I Palace · II ? · III ? · IV ?`` (face-down tiles as ``?``)."""
        parts = [
            f"{ROMAN[index]} {LOCATIONS[tile].name if tile is not None else '?'}"
            for index, tile in enumerate(view.round_tiles)
        ]
        return "Round tiles: " + " · ".join(parts)
