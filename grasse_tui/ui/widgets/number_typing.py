"""Typing a track space's number to find its choice: one digit, or two typed quickly."""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from grasse_tui.games.grasse.rules.content import TRACK_SPACES

TYPING_WINDOW = 1.0
"""Seconds within which a second digit joins the first ("1" then "2": space 12)."""


class SpaceTyped(NamedTuple):
    """Where the digits typed so far lead: ``number`` is the space number (1-based; 0 or
    above :data:`TRACK_SPACES` when no space has it), ``found`` whether a choice uses that
    space, ``more`` whether a second digit could still make a number a choice uses."""

    number: int
    found: bool
    more: bool


class SpaceTyping:
    """The digits typed toward a space number, for the choices' space numbers ``usable``."""

    def __init__(self) -> None:
        self._typed = ""
        self._at = float("-inf")

    def digit(self, digit: int, now: float, usable: Collection[int]) -> SpaceTyped:
        """Add ``digit`` (0–9), typed at ``now`` (seconds, any monotonic clock). Within
        :data:`TYPING_WINDOW` of the last digit the two make one number if the track has a
        space of that number ("1" "2": 12, whether or not a choice uses it; "1" "7": 7, there
        being no space 17); else the digit starts afresh."""
        joined = f"{self._typed}{digit}"
        if now - self._at > TYPING_WINDOW or not 1 <= int(joined) <= TRACK_SPACES:
            joined = str(digit)
        self._typed, self._at = joined, now
        number = int(joined)
        more = len(joined) == 1 and any(used // 10 == number for used in usable if used >= 10)
        return SpaceTyped(number, number in usable, more)


def numbered_spaces(spaces: Collection[int]) -> frozenset[int]:
    """Track spaces (0-based indexes) as the numbers the board shows (1–:data:`TRACK_SPACES`)."""
    return frozenset(space + 1 for space in spaces if 0 <= space < TRACK_SPACES)
