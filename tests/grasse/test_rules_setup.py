"""Setup (rulebook "Setup"; rulings G2, G3, G5, G6, G8)."""

from __future__ import annotations

import pytest

from grasse_tui.games.grasse.rules.actions import PlaceTrackTile, PlaceWorker
from grasse_tui.games.grasse.rules.config import default_config
from grasse_tui.games.grasse.rules.content import (
    BASES,
    COINS_TOTAL,
    CONTRACT_CARDS,
    ESSENCES,
    FIXED_LOCATIONS,
    LOCATION_TILES,
    PERFUMES,
    TECHNIQUE_CARDS,
    TILES_SET_ASIDE,
    CardRow,
    Criterion,
)
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.setup import snake_order
from grasse_tui.games.grasse.rules.state import StepKind

from .conftest import started


@pytest.mark.parametrize(("players", "open_tiles"), [(2, 2), (3, 3), (4, 4)])
def test_location_tiles_by_player_count(players: int, open_tiles: int) -> None:
    state = GRASSE.new(default_config(players), seed=11)
    tiles_open = [loc for loc in state.locations if loc in LOCATION_TILES]
    # Open tiles plus the revealed tile of space I.
    assert len(tiles_open) == open_tiles + 1
    assert state.locations[: len(FIXED_LOCATIONS)] == list(FIXED_LOCATIONS)
    assert state.locations[-1] == state.round_tiles[0]
    assert len(set(state.round_tiles)) == 4
    used = set(tiles_open) | set(state.round_tiles)
    assert len(used) == open_tiles + 4
    assert not used & set(TILES_SET_ASIDE[players])


def test_two_player_game_never_uses_the_set_aside_tiles() -> None:
    for seed in range(20):
        state = GRASSE.new(default_config(2), seed)
        assert set(state.round_tiles) | set(state.locations) >= set(FIXED_LOCATIONS)
        assert not (set(state.round_tiles) | set(state.locations)) & set(TILES_SET_ASIDE[2])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_supplies_and_kits(players: int) -> None:
    state = GRASSE.new(default_config(players), seed=3)
    assert [space.count for space in state.track] == [3] * 14
    for base in BASES:
        assert sum(space.pieces[base] for space in state.track) <= 7
    for essence in ESSENCES:
        assert sum(space.pieces[essence] for space in state.track) <= 3
    assert sum(space.count for space in state.track) == 42
    for record in state.seats:
        assert record.coins == 2
        assert {b: record.stock[b] for b in BASES} == dict.fromkeys(BASES, 1)
        assert sum(record.stock[e] for e in ESSENCES) == 0
        assert record.pawn is None
    assert state.bank == COINS_TOTAL - 2 * players
    assert len(state.rows[CardRow.TECHNIQUE]) == len(state.rows[CardRow.CONTRACT]) == 3
    assert len(state.decks[CardRow.TECHNIQUE]) == len(TECHNIQUE_CARDS) - 3
    assert len(state.decks[CardRow.CONTRACT]) == len(CONTRACT_CARDS) - 3
    assert state.vanguard is not state.fashion
    assert len(state.vanguard_deck) == 4
    assert sorted(p.value for pair in state.factories.values() for p in pair) == sorted(p.value for p in PERFUMES)
    assert {criterion for _, criterion in state.awards} == set(Criterion)


def test_setup_is_deterministic_per_seed() -> None:
    a = GRASSE.view(GRASSE.new(default_config(4), 99), None)
    b = GRASSE.view(GRASSE.new(default_config(4), 99), None)
    c = GRASSE.view(GRASSE.new(default_config(4), 100), None)
    assert a == b
    assert a != c


def test_snake_order() -> None:
    assert snake_order([2, 0, 1], 3) == [2, 0, 1, 1, 0, 2, 2, 0, 1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_large_tile_draft_in_snake_order_then_grey_tiles(players: int) -> None:
    state = GRASSE.new(default_config(players), seed=8)
    first = state.turn_order[0]
    expected = snake_order(state.turn_order, 3)
    assert expected[0] == first
    deciders: list[int] = []
    while state.drafting:
        seat = state.step.seat
        assert state.step.kind is StepKind.TRACK_TILE
        options = GRASSE.legal_actions(state, seat)
        assert all(isinstance(a, PlaceTrackTile) for a in options)
        assert len(options) == 14 - len(deciders)
        deciders.append(seat)
        GRASSE.apply(state, seat, options[-1])
    assert deciders == expected
    for seat in range(players):
        assert sum(1 for space in state.track if space.owner == seat) == 3
    view = GRASSE.view(state, None)
    assert sum(1 for space in view.track if space.neutral) == 14 - 3 * players
    assert state.step.kind is StepKind.PLACE and state.step.seat == first
    assert all(isinstance(a, PlaceWorker) for a in GRASSE.legal_actions(state, first))


def test_draft_space_already_tiled_is_not_offered() -> None:
    state = GRASSE.new(default_config(2), seed=1)
    GRASSE.apply(state, state.step.seat, PlaceTrackTile(5))
    assert PlaceTrackTile(5) not in GRASSE.legal_actions(state, state.step.seat)


def test_started_helper_reaches_round_one() -> None:
    state = started(3)
    assert state.round == 1 and not state.drafting
