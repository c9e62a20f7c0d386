"""Final standings (rulebook: Ending the Game, End-of-Game Scoring; Solo Mode, Game End)."""

from __future__ import annotations

from grasse_tui.core.game import FinalScores, ScoreLine
from grasse_tui.games.lafleur.rules.state import LaFleurState

SOURCES = (
    "visitors",
    "features",
    "characters",
    "prestige location",
    "events",
    "artisans",
    "coins",
    "flower cards",
)
"""Where prestige comes from, in the score sheet's order."""


def final_scores(state: LaFleurState) -> FinalScores:
    """A line per château (the solo opponent's with its ``name``), its breakdown by source
    summing to the total; ``tiebreak`` is the total allure (ruling L12: a tie on both is
    shared; solo, ruling L19)."""
    lines = []
    for index, home in enumerate(state.chateaux):
        breakdown = {source: home.prestige.get(source, 0) for source in SOURCES}
        breakdown |= {source: points for source, points in home.prestige.items() if source not in breakdown}
        name = home.name if home.automaton else None
        lines.append(ScoreLine(index, home.total_prestige, breakdown, home.total_allure, name))
    best = max((line.total, line.tiebreak) for line in lines)
    winners = tuple(line.seat for line in lines if (line.total, line.tiebreak) == best)
    return FinalScores(tuple(lines), winners, {"triggered_by": list(state.triggered_by)})
