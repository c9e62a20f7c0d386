"""Final scoring (rulebook "Final Score"): points track + awards + 1 point per 5 coins.

Ties are broken by resources left behind the screen; seats still tied share the win.
"""

from __future__ import annotations

from typing import Any

from grasse_tui.core.game import FinalScores, ScoreLine
from grasse_tui.games.grasse.awards import award_table
from grasse_tui.games.grasse.content import COINS_PER_POINT
from grasse_tui.games.grasse.state import GrasseState


def final_scores(state: GrasseState) -> FinalScores:
    """Score lines in seat order with breakdown keys ``production``, ``sales``
    (fashion points), ``awards`` and ``coins``, summing to ``total``;
    ``tiebreak`` is the seat's resource count. ``details["awards"]`` holds the
    award table: per slot its criterion, each seat's value, place and points.
    """
    awards = award_table(state)
    lines = []
    for seat, record in enumerate(state.seats):
        breakdown = {
            "production": record.production_points,
            "sales": record.sales_points,
            "awards": sum(result.points[seat] for result in awards),
            "coins": record.coins // COINS_PER_POINT,
        }
        lines.append(ScoreLine(seat, sum(breakdown.values()), breakdown, sum(record.stock.values())))
    best = max((line.total, line.tiebreak) for line in lines)
    winners = tuple(line.seat for line in lines if (line.total, line.tiebreak) == best)
    details: dict[str, Any] = {
        "awards": [
            {
                "slot": result.slot.value,
                "criterion": result.criterion.value,
                "label": result.criterion.label,
                "values": list(result.values),
                "places": list(result.places),
                "points": list(result.points),
            }
            for result in awards
        ]
    }
    return FinalScores(tuple(lines), winners, details)
