"""Eccentric Essences' score over turns: the turn (each student leads once) and each seat's
points, or in the cooperative game the team's score, for every seat alike."""

from __future__ import annotations

from grasse_tui.core.score_history import RoundPoints, ScoreTrack
from grasse_tui.games.essences.rules.state import EssencesState
from grasse_tui.games.essences.rules.view import view


def round_points(state: EssencesState) -> RoundPoints:
    """The turn under way (``"3"``) and every seat's points (cooperative: the team score
    each), read from the public view."""
    played = view(state, None)
    points = (played.team,) * played.players if played.cooperative else played.scores
    return RoundPoints(str(played.turn), points)


SCORE_TRACK = ScoreTrack(round_points, unit="turn", score="points")
