"""Random legal solo play against Pierre from random seeds, with or without the
Events (any variants) and Important Clients expansions: the game always ends,
every invariant holds after every action (Pierre's pieces, coins, flasks and
limits included), and the scores add up. ``GRASSE_DEEP=1`` runs many more games."""

from __future__ import annotations

import dataclasses
import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.rules.config import CLIENTS, EVENTS, GrasseConfig
from grasse_tui.games.grasse.rules.content import CLIENT_ROW
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.scoring import final_scores, solo_totals_now
from grasse_tui.games.grasse.rules.state import GrasseState

from .conftest import check_invariants

EXAMPLES = 1000 if os.environ.get("GRASSE_DEEP") == "1" else 100
PIERRE = 1


def _check_view(state: GrasseState) -> None:
    view = GRASSE.view(state, 0)
    assert view == GRASSE.view(dataclasses.replace(state), 0)  # the cached view is current
    assert view.me is not None and view.me.coins == state.seats[0].coins
    assert view.pierre is not None and view.pierre.seat == PIERRE
    assert view.pierre.stock.coins == state.seats[PIERRE].coins
    record = state.seats[PIERRE]
    assert view.pierre.public.points == record.points
    assert view.seats[PIERRE].pawn == state.seats[PIERRE].pawn
    # What the solo player is told the game would end at, now, is what scoring gives.
    assert solo_totals_now(view) == tuple(line.total for line in final_scores(state).lines)


@st.composite
def solo_configs(draw: st.DrawFn) -> GrasseConfig:
    """One seat, expansions a subset of {events, clients}, and with events any variants."""
    expansions = draw(st.sets(st.sampled_from((EVENTS, CLIENTS))))
    variants = draw(st.sets(st.sampled_from((1, 2, 3)))) if EVENTS in expansions else set()
    return GrasseConfig((SeatConfig("Red", "red"),), frozenset(expansions), frozenset(variants))


@settings(deadline=None, max_examples=EXAMPLES)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), config=solo_configs())
def test_random_solo_play_reaches_the_end_with_invariants(seed: int, config: GrasseConfig) -> None:
    state = GRASSE.new(config, seed)
    rng = random.Random(seed)
    check_invariants(state)
    decisions = 0
    while not GRASSE.is_over(state):
        assert GRASSE.pending(state).acting == (0,)
        options = GRASSE.legal_actions(state, 0)
        assert options, "a non-final state must offer an action"
        assert not GRASSE.legal_actions(state, PIERRE)
        GRASSE.apply(state, 0, rng.choice(options))
        check_invariants(state)
        assert state.seats[PIERRE].workers_left == 0
        assert len(state.clients) <= CLIENT_ROW and state.turn_order == [0]
        assert state.collect_mode in ((0, 1, 2) if EVENTS in config.expansions else (0,))
        decisions += 1
        assert decisions < 2000
        if decisions % 53 == 0:
            _check_view(state)
    assert state.round == 4 and GRASSE.pending(state).acting == ()
    assert sum(1 for space in state.track if space.owner == PIERRE) == 3
    _check_view(state)
    scores = GRASSE.final_scores(state)
    assert [line.seat for line in scores.lines] == [0, PIERRE]
    if CLIENTS not in config.expansions:
        assert not state.clients and all(record.client_points == 0 for record in state.seats)
    if EVENTS in config.expansions:
        assert state.events_past or state.events_now
        assert not state.event_queue
    for line in scores.lines:
        assert line.total == sum(line.breakdown.values())
        assert line.tiebreak == sum(state.seats[line.seat].stock.values())
    best = max((line.total, line.tiebreak) for line in scores.lines)
    assert scores.winners == tuple(line.seat for line in scores.lines if (line.total, line.tiebreak) == best)
    for award in scores.details["awards"]:
        if not award["scored"]:
            assert award["points"] == [0, 0]
        assert sum(1 for p in award["points"] if p) <= 1  # only 1st place scores
