"""The track as one decision sees it: where pawns stand and where a seat's next move
lands (:class:`Geometry`)."""

from __future__ import annotations

from itertools import islice

from grasse_tui.games.grasse.rules.content import TRACK_SPACES
from grasse_tui.games.grasse.rules.view import GrasseView


class Geometry:
    """Where pawns stand (by seat; None: off the track), and where a seat's next move
    (1 or 2) can land."""

    def __init__(self, view: GrasseView) -> None:
        self.pawns = tuple(seat.pawn for seat in view.seats)
        occupied = {pawn for pawn in self.pawns if pawn is not None}
        if view.golden_pawn is not None:
            occupied.add(view.golden_pawn)
        self.occupied = frozenset(occupied)

    def reach(self, start: int | None) -> tuple[int, int]:
        """The spaces a pawn at ``start`` (None: off the track) lands on with a move of 1 and 2."""
        first = 0 if start is None else start + 1
        ahead = ((first + step) % TRACK_SPACES for step in range(TRACK_SPACES))
        one, two = islice((index for index in ahead if index not in self.occupied), 2)
        return one, two

    def backward(self, start: int, steps: int) -> int:
        """Where a pawn at ``start`` lands ``steps`` free spaces back (Alley)."""
        behind = ((start - step) % TRACK_SPACES for step in range(1, TRACK_SPACES))
        return [index for index in behind if index not in self.occupied][steps - 1]

    def rivals(self, seat: int) -> dict[int, list[int]]:
        """Space -> the other seats whose next move can land there."""
        spaces: dict[int, list[int]] = {}
        for other, pawn in enumerate(self.pawns):
            if other != seat:
                for index in sorted(set(self.reach(pawn))):
                    spaces.setdefault(index, []).append(other)
        return spaces
