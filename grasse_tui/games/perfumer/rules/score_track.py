"""The Perfumer's score over rounds: the stage and the round within it, and each seat's
marker on the score track.

A round is every seat taking one turn, the first seat's turn starting it (the helpers'
pick or auction before a stage's first turn counts in its first round). Every point is on
the open score track as it is scored (the reveal at a stage's end included), so the plot's
last round ends on the final totals.
"""

from __future__ import annotations

from grasse_tui.core.score_history import RoundPoints, ScoreTrack
from grasse_tui.games.perfumer.rules.state import PerfumerState
from grasse_tui.games.perfumer.rules.view import view


def round_points(state: PerfumerState) -> RoundPoints:
    """``"1.3"``: stage 1, its round 3 (from the turns taken this stage, a count every seat
    sees), and every seat's score from the public view."""
    played = view(state, None)
    return RoundPoints(
        f"{played.stage}.{state.turns_taken // state.players + 1}", tuple(seat.score for seat in played.seats)
    )


SCORE_TRACK = ScoreTrack(round_points, unit="round (stage.round)", score="points")
