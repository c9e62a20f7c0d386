"""Five players (rulebook "Rules for 5 Players"; rulings G19–G21)."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.actions import PlaceWorker
from grasse_tui.games.grasse.rules.awards import award_points
from grasse_tui.games.grasse.rules.config import default_config
from grasse_tui.games.grasse.rules.content import (
    FIXED_LOCATIONS,
    LOCATION_TILES,
    AwardSlot,
    Colour,
    LocationId,
)
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.turns import allocation_cost, worker_cost

from .conftest import act, check_invariants, started, turn_of


def test_five_seats_play_green_with_full_kits() -> None:
    config = default_config(5)
    assert config.colour(4) is Colour.GREEN and Colour.GREEN.letter == "G"
    state = GRASSE.new(config, 5)
    assert all(record.coins == 2 and sum(record.stock.values()) == 4 for record in state.seats)
    check_invariants(state)
    assert "(G)" in state.seat_label(4)


def test_five_open_tiles_and_one_left_in_the_box() -> None:
    for seed in range(10):
        state = GRASSE.new(default_config(5), seed)
        open_tiles = [loc for loc in state.locations if loc in LOCATION_TILES]
        assert len(open_tiles) == 5 + 1  # five open tiles and the tile of space I
        assert state.locations[: len(FIXED_LOCATIONS)] == list(FIXED_LOCATIONS)
        used = set(open_tiles) | set(state.round_tiles)
        assert len(used) == 9


def test_two_large_tiles_each_in_two_snake_passes() -> None:
    state = GRASSE.new(default_config(5), 8)
    order = state.turn_order
    assert state.draft_order == [*order, *reversed(order)]
    state = started(5, 8)
    owners = [space.owner for space in state.track]
    assert owners.count(None) == 4
    assert all(owners.count(seat) == 2 for seat in range(5))


def test_five_player_worker_cost() -> None:
    assert [worker_cost(n, 5) for n in range(5)] == [0, 0, 1, 2, 3]
    state = started(5, 2)
    seat = state.turn_order[0]
    turn_of(state, seat)
    state.workers[LocationId.BANK] = [1]
    assert allocation_cost(state, LocationId.BANK) == 0
    state.noble = LocationId.BANK
    assert allocation_cost(state, LocationId.BANK) == 1
    state.workers[LocationId.BANK] = []
    assert allocation_cost(state, LocationId.BANK) == 0  # the noble alone: one figure, free
    state.workers[LocationId.BANK] = [1, 2]
    coins = state.seats[seat].coins
    act(state, PlaceWorker(LocationId.BANK))
    assert state.seats[seat].coins == coins - 2 + 2


def test_five_player_award_table() -> None:
    assert AwardSlot.A.points_for(5) == (4, 3, 2, 1)
    assert AwardSlot.B.points_for(5) == (6, 5, 4, 3)
    assert AwardSlot.D.points_for(5) == (5, 4, 3, 2)
    assert AwardSlot.A.points_for(4) == (3, 2, 1)
    # 4th place scores; a tie for 3rd drops to 4th; a group pushed to 5th scores nothing.
    assert award_points([5, 4, 3, 2, 1], AwardSlot.B, 5) == ([1, 2, 3, 4, 5], [6, 5, 4, 3, 0])
    assert award_points([5, 4, 2, 2, 1], AwardSlot.A, 5) == ([1, 2, 4, 4, 5], [4, 3, 1, 1, 0])
    assert award_points([3, 3, 3, 3, 0], AwardSlot.C, 5) == ([2, 2, 2, 2, None], [5, 5, 5, 5, 0])
    view = GRASSE.view(GRASSE.new(default_config(5), 1), 0)
    assert all(len(award.points) == 4 for award in view.awards)
