"""Grasse's score over rounds: the round (I–IV) and each seat's points on the points track.

The track shows the points of made perfumes, fashion sales and served clients; awards, the
secret formula and coins are scored only at the end, so the plot names its points "points
on the public track" and its last sample, the final score, jumps by them.
"""

from __future__ import annotations

from grasse_tui.core.score_history import RoundPoints, ScoreTrack
from grasse_tui.games.grasse.rules.content import ROMAN
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState


def round_points(state: GrasseState) -> RoundPoints:
    """The round under way (``"II"``; the set-up draft counts as round I, with no points
    yet) and every seat's points track, Pierre's included in the solo game, read from the
    public view."""
    view = GRASSE.view(state, None)
    return RoundPoints(ROMAN[view.round - 1], tuple(seat.points for seat in view.seats))


SCORE_TRACK = ScoreTrack(round_points, unit="round", score="points on the public track")
