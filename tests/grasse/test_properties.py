"""Random legal play from random seeds, 2–5 players, any mix of mini expansions
and Events variants, and the base game alone at 2–4 players: the game always ends
and every invariant holds after every action. ``GRASSE_DEEP=1`` runs many more games."""

from __future__ import annotations

import dataclasses
import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from grasse_tui.games.grasse.rules.config import KNOWN_EXPANSIONS, GrasseConfig, default_config
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState

from .conftest import check_invariants

EXAMPLES = 1500 if os.environ.get("GRASSE_DEEP") == "1" else 150


def _check_views(state: GrasseState) -> None:
    players = state.players
    for viewer in range(players):
        view = GRASSE.view(state, viewer)
        assert view == GRASSE.view(dataclasses.replace(state), viewer)  # the cached view is current
        assert view.me is not None and view.me.seat == viewer
        assert view.me.coins == state.seats[viewer].coins
        # Secret formulas: only the owner's view holds its card until the game is over.
        assert view.me.formula == state.seats[viewer].formula
        for seat_view in view.seats:
            assert seat_view.formula == (state.seats[seat_view.seat].formula if state.over else None)
        text = repr(view)
        for other in range(players):
            if other != viewer:
                assert f"PrivateView(seat={other}" not in text
        for line, entry in zip(view.log, state.log, strict=True):
            for seat, secret in entry.private.items():
                if seat != viewer and secret != entry.private.get(viewer):
                    assert secret not in line
    public = GRASSE.view(state, None)
    assert "PrivateView" not in repr(public)
    assert all(seat_view.formula is None for seat_view in public.seats) or state.over


@settings(deadline=None, max_examples=EXAMPLES)
@given(
    players=st.integers(min_value=2, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    expansions=st.frozensets(st.sampled_from(sorted(KNOWN_EXPANSIONS))),
    variants=st.frozensets(st.sampled_from([1, 2, 3])),
)
def test_random_play_reaches_the_end_with_invariants(
    players: int, seed: int, expansions: frozenset[str], variants: frozenset[int]
) -> None:
    if "events" not in expansions:
        variants = frozenset()
    _play_to_the_end(GrasseConfig(default_config(players).seats, expansions, variants), seed)


@settings(deadline=None, max_examples=EXAMPLES)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_play_of_the_base_game_reaches_the_end_with_invariants(players: int, seed: int) -> None:
    """The base game alone gets seeds of its own (the test above spreads its seeds over
    every mix of expansions and player count)."""
    _play_to_the_end(default_config(players), seed)


def _play_to_the_end(config: GrasseConfig, seed: int) -> None:
    """Random legal play seeded ``seed`` to the end, checking the invariants after every
    action, the views every 97th, and the final scores against their breakdown."""
    players = config.players
    state = GRASSE.new(config, seed)
    rng = random.Random(seed)
    check_invariants(state)
    decisions = 0
    while not GRASSE.is_over(state):
        acting = GRASSE.pending(state).acting
        assert len(acting) == 1
        options = GRASSE.legal_actions(state, acting[0])
        assert options, "a non-final state must offer an action"
        for seat in range(players):
            if seat != acting[0]:
                assert not GRASSE.legal_actions(state, seat)
        GRASSE.apply(state, acting[0], rng.choice(options))
        check_invariants(state)
        decisions += 1
        assert decisions < 3000
        if decisions % 97 == 0:
            _check_views(state)
    assert state.round == 4
    assert GRASSE.pending(state).acting == ()
    _check_views(state)
    scores = GRASSE.final_scores(state)
    for line in scores.lines:
        assert line.total == sum(line.breakdown.values())
        assert line.tiebreak == sum(state.seats[line.seat].stock.values())
    best = max(line.total for line in scores.lines)
    assert scores.winners and all(scores.lines[w].total == best for w in scores.winners)
