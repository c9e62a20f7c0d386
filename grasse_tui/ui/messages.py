"""Messages every game screen posts to the shell (they bubble up to the app).

A game screen never applies an action itself: it posts :class:`ActionChosen`
or :class:`UndoRequested` and the play controller decides what happens.
"""

from __future__ import annotations

from typing import Any

from textual.message import Message

STALE_CHOICE_NOTE = "The options changed before that choice arrived: choose again."
"""What a seat is told when a choice from a list that has since been replaced is dropped."""

NO_SEAT_UNDO_NOTE = "Nothing to undo: this screen shows the game to no seat."
"""Why ``u`` does nothing on the public screen (shown while bots play before a human's view)."""


class ActionChosen(Message):
    """``seat`` chose ``action`` (one of its port's ``legal_actions()``).

    ``offered_at`` is the port's ``actions_taken()`` when the choice was offered. Keys
    travel to the shell by different routes, so an undo pressed just after a choice can
    reach it first; the shell then drops the choice, offered before the record changed
    (None: not checked). ``then`` are the actions the same decision takes after ``action``,
    each legal once the one before is applied (a choice made of several rules steps): the
    shell applies and records each, stops at one refused or once the seat is no longer to
    act, and an undo takes the whole decision back.
    """

    def __init__(self, seat: int, action: Any, offered_at: int | None = None, then: tuple[Any, ...] = ()) -> None:
        super().__init__()
        self.seat = seat
        self.action = action
        self.offered_at = offered_at
        self.then = then


class UndoRequested(Message):
    """``seat`` asks to take back its last action.

    Usually when its port's ``can_undo()``; a screen may also post it when that is False, and
    the shell then refuses with a notification that says why.
    """

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat


class StepTakenBack(Message):
    """The shell took back ``seat``'s step ``action`` (an undo) and sends this to the game
    screen: ``action`` is on offer again, and a screen may highlight it, so the choice under
    the highlight is the one just taken back, not whatever comes first. ``then`` are the
    actions taken back with it, when the decision took several (see :class:`ActionChosen`)."""

    def __init__(self, seat: int, action: Any, then: tuple[Any, ...] = ()) -> None:
        super().__init__()
        self.seat = seat
        self.action = action
        self.then = then
