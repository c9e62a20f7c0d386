"""The Grand Alchemist's score over turns: the turn (each seat's sequence, then the
Inquisitor's) and each seat's gold ingots, which lie open on the table."""

from __future__ import annotations

from grasse_tui.core.score_history import RoundPoints, ScoreTrack
from grasse_tui.games.alchemist.rules.state import AlchemistState
from grasse_tui.games.alchemist.rules.view import view


def round_points(state: AlchemistState) -> RoundPoints:
    """The turn under way (``"4"``) and every seat's ingots, read from the public view."""
    played = view(state, None)
    return RoundPoints(str(played.turn), tuple(seat.ingots for seat in played.seats))


SCORE_TRACK = ScoreTrack(round_points, unit="turn", score="gold ingots")
