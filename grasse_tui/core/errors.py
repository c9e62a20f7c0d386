"""Typed errors shared by every game's rules core."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that is not among the legal actions of the seat that sent it.

    The message names the action and the game position (round, turn, step) so a
    bug report can be reproduced from the record alone. It never names another
    seat's private information.
    """


class RecordError(ValueError):
    """A game record (saved or exported) that cannot be read or replayed."""
