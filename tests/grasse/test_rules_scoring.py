"""Final score (rulebook "Final Score"): points track + awards + 1 point per 5 coins,
ties broken by resources left."""

from __future__ import annotations

import random

from grasse_tui.games.grasse.rules.awards import award_table
from grasse_tui.games.grasse.rules.content import Base, Essence, Perfume
from grasse_tui.games.grasse.rules.effects import score
from grasse_tui.games.grasse.rules.game import GRASSE

from .conftest import play_random, set_stock, started


def test_breakdown_sums_to_total_with_a_point_per_five_coins() -> None:
    state = started(3, seed=2)
    score(state, 0, 7)
    score(state, 0, 1, sale=True)
    state.seats[0].coins = 14
    state.seats[0].produced[Perfume.FLORAL] = 3
    state.seats[0].sales = 1
    awards = sum(result.points[0] for result in award_table(state))
    line = GRASSE.final_scores(state).lines[0]
    assert line.breakdown == {"production": 7, "sales": 1, "awards": awards, "coins": 2}
    assert line.total == 10 + awards
    assert awards > 0


def test_ties_broken_by_resources_left_then_shared() -> None:
    state = started(2, seed=2)
    for seat in (0, 1):
        state.seats[seat].coins = 0
    set_stock(state, 0, {Base.WATER: 2})
    set_stock(state, 1, {Base.WATER: 1, Essence.FLORAL: 2})
    scores = GRASSE.final_scores(state)
    assert [line.total for line in scores.lines] == [0, 0]
    assert [line.tiebreak for line in scores.lines] == [2, 3]
    assert scores.winners == (1,)
    set_stock(state, 1, {Base.WATER: 2})
    assert GRASSE.final_scores(state).winners == (0, 1)


def test_award_details_per_criterion() -> None:
    state = started(4, seed=9)
    play_random(state, random.Random(9))
    scores = GRASSE.final_scores(state)
    table = scores.details["awards"]
    assert [row["slot"] for row in table] == ["A", "B", "C", "D"]
    for row in table:
        assert len(row["values"]) == len(row["places"]) == len(row["points"]) == 4
    for line in scores.lines:
        assert line.total == sum(line.breakdown.values())
        assert line.breakdown["awards"] == sum(row["points"][line.seat] for row in table)
        assert line.breakdown["coins"] == state.seats[line.seat].coins // 5
        assert line.breakdown["production"] + line.breakdown["sales"] == state.seats[line.seat].points
