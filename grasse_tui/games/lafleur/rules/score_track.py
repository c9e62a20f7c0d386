"""La Fleur's score over rounds: the round and each château's prestige, the solo
automaton's included. Prestige is on the open track as it is won (the Grande Soirée's
too), so the last round ends on the final totals."""

from __future__ import annotations

from grasse_tui.core.score_history import RoundPoints, ScoreTrack
from grasse_tui.games.lafleur.rules.state import LaFleurState
from grasse_tui.games.lafleur.rules.view import view


def round_points(state: LaFleurState) -> RoundPoints | None:
    """The round under way (``"3"``) and every château's prestige, read from the public
    view; None during the set-up, before round 1."""
    played = view(state, None)
    if played.round == 0:
        return None
    return RoundPoints(str(played.round), tuple(home.prestige for home in played.chateaux))


SCORE_TRACK = ScoreTrack(round_points, unit="round", score="prestige")
