"""Final scoring (rulebook "Final Score", "Solo Mode"): points track + awards + 1 point per 5 coins.

Ties are broken by resources left behind the screen; seats still tied share the win.
Solo: Pierre gets a line of his own, scored the same way (ruling G60).
"""

from __future__ import annotations

from typing import Any

from grasse_tui.core.game import FinalScores, ScoreLine
from grasse_tui.games.grasse.rules.awards import award_points, award_table, standing_in
from grasse_tui.games.grasse.rules.clients import formula_points, formula_text
from grasse_tui.games.grasse.rules.config import CLIENTS, FORMULA
from grasse_tui.games.grasse.rules.content import COINS_PER_POINT, PIERRE_NAME
from grasse_tui.games.grasse.rules.state import GrasseState
from grasse_tui.games.grasse.rules.view import GrasseView


def final_scores(state: GrasseState) -> FinalScores:
    """Score lines in seat order with breakdown keys ``production``, ``sales``
    (fashion points), ``clients`` (Important Clients only), ``awards``,
    ``formula`` (Secret Formula only, 0 or 3) and ``coins``, summing to
    ``total``; ``tiebreak`` is the seat's resource count. ``details["awards"]``
    holds the award table: per slot its criterion, each seat's value, place and
    points, and whether it scores (False for a solo face-down criterion); with
    Secret Formula, ``details["formulas"]`` lists each seat's card as text
    (``"Floral + Woody"``), revealed at the end.

    Solo: the lines are yours then Pierre's (``seat`` = his index, ``name`` =
    ``"Pierre"``); ``details["pierre"]`` is his index. He can win, or share the win.
    """
    awards = award_table(state)
    expansions = state.config.expansions
    lines = []
    for seat, record in enumerate(state.seats):
        breakdown = {"production": record.production_points, "sales": record.sales_points}
        if CLIENTS in expansions:
            breakdown["clients"] = record.client_points
        breakdown["awards"] = sum(result.points[seat] for result in awards)
        if FORMULA in expansions:
            breakdown["formula"] = formula_points(record)
        breakdown["coins"] = record.coins // COINS_PER_POINT
        name = PIERRE_NAME if seat == state.pierre else None
        lines.append(ScoreLine(seat, sum(breakdown.values()), breakdown, sum(record.stock.values()), name))
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
                "scored": result.scored,
            }
            for result in awards
        ]
    }
    if state.pierre is not None:
        details["pierre"] = state.pierre
    if FORMULA in expansions:
        details["formulas"] = [formula_text(r.formula) if r.formula else "" for r in state.seats]
    return FinalScores(tuple(lines), winners, details)


def solo_totals_now(view: GrasseView) -> tuple[int, int] | None:
    """Solo ("Solo Mode", "Final Score"): (the viewer's total, Pierre's) were the game to end
    now: the points track, the face-up awards and a point per 5 coins. The solo player
    knows all of it (Pierre hides nothing), and it is what :func:`final_scores` gives for
    the same state. None outside the solo game or for a spectator."""
    pierre, me = view.pierre, view.me
    if pierre is None or me is None:
        return None
    held = {me.seat: me, pierre.seat: pierre.stock}
    totals = [view.seats[seat].points + held[seat].coins // COINS_PER_POINT for seat in range(len(view.seats))]
    for award in view.awards:
        if not award.scored:
            continue
        values = [
            standing_in(award.criterion, s.sales, [n for _, n in s.production], sum(n for _, n in held[s.seat].flasks))
            for s in view.seats
        ]
        for seat, points in enumerate(award_points(values, award.slot, len(view.seats))[1]):
            totals[seat] += points
    return totals[me.seat], totals[pierre.seat]
