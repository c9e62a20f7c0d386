"""Spots a player can find by typing their number, as a game numbers and names them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from grasse_tui.ui.widgets.choice import Spot, no_choice_uses


@dataclass(frozen=True)
class NumberedSpots:
    """A game's numbered spots (Grasse: the resource track's spaces, numbered 1 to 14 on the
    board), given to the decision panel: while the choices concern two or more of these spots
    and no other spot, typing a spot's number highlights its choice.

    ``spots`` in number order (typing 1 finds ``spots[0]``). ``name`` is what one spot is
    called before its number (``"space"``: "space 3"); ``all_named`` what they are called
    together, capitalised, for a number no spot has (``"The track's spaces"``: "The track's
    spaces are numbered 1 to 14."); ``hint`` is the decision panel's bottom line while
    typing a number finds a choice (``"↑↓ Enter · or type a space's number"``).
    """

    spots: tuple[Spot, ...]
    name: str
    all_named: str
    hint: str

    @property
    def count(self) -> int:
        """The highest number: spots are numbered 1 to ``count``."""
        return len(self.spots)

    def numbers(self, spots: Iterable[Spot]) -> frozenset[int]:
        """The numbers of those of ``spots`` that are numbered."""
        return frozenset(self.spots.index(spot) + 1 for spot in spots if spot in self.spots)

    def spot(self, number: int) -> Spot:
        """The spot numbered ``number`` (1 to :attr:`count`)."""
        return self.spots[number - 1]

    def unused_note(self, number: int) -> str:
        """The note for a typed ``number`` that no choice uses (or no spot has)."""
        if not 1 <= number <= self.count:
            return f"{self.all_named} are numbered 1 to {self.count}."
        return no_choice_uses(f"{self.name} {number}")
