"""The 14-space resource track as one row of :class:`TrackSpace` cells."""

from __future__ import annotations

from collections.abc import Collection

from textual.app import ComposeResult
from textual.containers import Horizontal

from grasse_tui.games.grasse.content import TRACK_SPACES
from grasse_tui.games.grasse.view import GrasseView
from grasse_tui.games.grasse.widgets.glyphs import GOLDEN_PAWN, PAWN, RESOURCE_LEGEND, seat_marks
from grasse_tui.games.grasse.widgets.track_space import TrackSpace


class ResourceTrack(Horizontal):
    """The track, left to right from space 1; pawns move rightwards and wrap around."""

    DEFAULT_CSS = """
    ResourceTrack {
        height: 6;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: right;
    }
    """

    help_topic = "Moving on the resource track"

    def compose(self) -> ComposeResult:
        for index in range(TRACK_SPACES):
            yield TrackSpace(index)

    def on_mount(self) -> None:
        self.border_title = "Resource track (→, wraps round)"
        self.border_subtitle = f"{RESOURCE_LEGEND} · {PAWN}X pawn · {GOLDEN_PAWN} golden pawn"

    def show(self, view: GrasseView, targets: Collection[int], selected: Collection[int]) -> None:
        """Update every space in place from ``view``; mark option targets and the selection."""
        marks = seat_marks(view)
        for cell, space in zip(self.query_children(TrackSpace), view.track, strict=True):
            cell.marks = marks
            cell.space = space
            cell.target = space.index in targets
            cell.selected = space.index in selected
