"""Typing a spot's number to find its choice: one digit, or two typed quickly."""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

TYPING_WINDOW = 1.0
"""Seconds within which a second digit joins the first ("1" then "2": spot 12)."""


class NumberTyped(NamedTuple):
    """Where the digits typed so far lead: ``number`` is the spot number (1-based; 0 or
    above the highest when no spot has it), ``found`` whether a choice uses that
    spot, ``more`` whether a second digit could still make a number a choice uses."""

    number: int
    found: bool
    more: bool


class NumberTyping:
    """The digits typed toward a spot number, for spots numbered 1 to ``highest``."""

    def __init__(self, highest: int) -> None:
        self._highest = highest
        self._typed = ""
        self._at = float("-inf")

    def digit(self, digit: int, now: float, usable: Collection[int]) -> NumberTyped:
        """Add ``digit`` (0–9), typed at ``now`` (seconds, any monotonic clock), toward one of
        the numbers ``usable`` (the spots the choices use). Within :data:`TYPING_WINDOW` of the
        last digit the two make one number if some spot has that number (of 14 spots: "1" "2":
        12, whether or not a choice uses it; "1" "7": 7, there being no spot 17); else the
        digit starts afresh."""
        joined = f"{self._typed}{digit}"
        if now - self._at > TYPING_WINDOW or not 1 <= int(joined) <= self._highest:
            joined = str(digit)
        self._typed, self._at = joined, now
        number = int(joined)
        more = len(joined) == 1 and any(used // 10 == number for used in usable if used >= 10)
        return NumberTyped(number, number in usable, more)
