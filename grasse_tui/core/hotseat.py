"""Hot-seat control: whose private view may be on screen (DESIGN.md §1).

Pure logic, no UI: the app asks :meth:`HotSeat.next_step` what to do when a
seat must act, and shows a handover shield before any other human's view.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.pins import pin_matches


class Handover(enum.Enum):
    """What the app must do before ``seat`` decides."""

    SHOW = "show"      # the seat's view is already on screen, or it is the only human
    SHIELD = "shield"  # cover the screen, then build the seat's view
    OPEN = "open"      # the step shows nothing private: put the seat's screen up, no shield
    BOT = "bot"        # a bot decides; no private view is shown for it


class HotSeat:
    """Tracks which human's private view is on screen.

    ``shown`` is the seat whose shield was passed last (``None`` before the first,
    and always with a single human seat, who never needs a shield).
    """

    def __init__(self, seats: Sequence[SeatConfig]) -> None:
        self.seats = tuple(seats)
        self.shown: int | None = None
        self._humans = sum(1 for seat in self.seats if seat.is_human)

    @property
    def shared(self) -> bool:
        """True when two or more humans share the terminal (so shields come between them)."""
        return self._humans > 1

    def next_step(self, seat: int, private: bool = True) -> Handover:
        """The handover needed before ``seat`` acts on a step that is ``private`` or not (see
        ``PendingStep.private``); a question: nothing changes until :meth:`uncovered` or
        :meth:`covered`. A step that shows nothing private needs no shield, even between
        two humans; the screen is then in the open, so a later private step of that seat
        gets its shield (the app calls :meth:`covered`)."""
        if not self.seats[seat].is_human:
            return Handover.BOT
        if self.shown == seat or not self.shared:
            return Handover.SHOW
        return Handover.SHIELD if private else Handover.OPEN

    def uncovered(self, seat: int, pin: str | None = None) -> bool:
        """Record that the shield for ``seat`` was passed.

        Returns False (and shows nothing) when the seat has a PIN and ``pin``
        does not match it (:func:`~grasse_tui.core.pins.pin_matches`).
        """
        expected = self.seats[seat].pin
        if expected and not pin_matches(expected, pin or ""):
            return False
        self.shown = seat
        return True

    def covered(self) -> None:
        """Forget the shown seat (the screen was hidden, e.g. on resume)."""
        self.shown = None
