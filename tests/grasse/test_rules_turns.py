"""Worker allocation, discarding, the turn sequence, maintenance, first player and
the end-of-game free action ("Worker Allocation", "Maintenance", "End of Game";
rulings G9, G13, G14)."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.actions import (
    Collect,
    Deliver,
    DiscardWorker,
    Done,
    MovePawn,
    PlaceWorker,
    Produce,
    Sell,
)
from grasse_tui.games.grasse.rules.content import (
    BASES,
    Base,
    Essence,
    LocationId,
    Perfume,
)
from grasse_tui.games.grasse.rules.effects import score
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import Step, StepKind
from grasse_tui.games.grasse.rules.turns import allocation_cost, first_player, maintenance

from .conftest import act, check_invariants, clear_track, legal, set_space, set_stock, started


def test_allocation_cost_two_players() -> None:
    state = started(2)
    bank = LocationId.BANK
    assert allocation_cost(state, bank) == 0
    state.workers[bank].append(0)
    assert allocation_cost(state, bank) == 2
    state.workers[bank].append(1)
    assert allocation_cost(state, bank) == 3
    state.workers[bank].clear()
    state.noble = bank
    assert allocation_cost(state, bank) == 2


def test_allocation_cost_three_and_four_players() -> None:
    for players in (3, 4):
        state = started(players)
        market = LocationId.MARKET
        assert allocation_cost(state, market) == 0
        state.workers[market].append(1)
        assert allocation_cost(state, market) == 1
        state.workers[market].append(1)
        assert allocation_cost(state, market) == 2
        state.noble = market
        assert allocation_cost(state, market) == 3


def test_placing_pays_the_bank_and_lists_only_affordable_locations() -> None:
    state = started(4)
    seat = state.step.seat
    state.workers[LocationId.BANK] += [1, 2]
    state.seats[seat].coins = 1
    assert PlaceWorker(LocationId.BANK) not in legal(state)
    state.seats[seat].coins = 2
    bank_before = state.bank
    act(state, PlaceWorker(LocationId.BANK))
    # Paid 2, then the Bank paid 2 back.
    assert state.seats[seat].coins == 2
    assert state.bank == bank_before
    assert state.workers[LocationId.BANK] == [1, 2, seat]
    assert state.seats[seat].workers_left == 3
    assert state.step.kind is StepKind.MOVE


def test_discard_only_without_coins_and_free_locations() -> None:
    state = started(3)
    seat = state.step.seat
    for loc in state.locations:
        state.workers[loc].append((seat + 1) % 3)
    state.seats[seat].coins = 1
    assert DiscardWorker() not in legal(state)
    state.seats[seat].coins = 0
    assert legal(state) == [DiscardWorker()]
    act(state, DiscardWorker())
    record = state.seats[seat]
    assert (record.coins, record.workers_left, record.discarded) == (1, 3, 1)
    assert state.step.kind is StepKind.MOVE and state.step.seat == seat


def test_no_coin_seat_may_still_use_an_empty_location() -> None:
    state = started(2)
    seat = state.step.seat
    state.seats[seat].coins = 0
    state.workers[LocationId.BANK].append(1 - seat)
    options = legal(state)
    assert PlaceWorker(LocationId.BANK) not in options
    assert PlaceWorker(LocationId.MARKET) in options
    assert DiscardWorker() not in options


def test_turn_is_place_effect_move_collect_then_next_seat() -> None:
    state = started(4)
    clear_track(state)
    order = state.turn_order
    seat = order[0]
    set_space(state, 0, {Base.WATER: 2})
    act(state, PlaceWorker(LocationId.BANK))
    assert legal(state) == [MovePawn(1), MovePawn(2)]
    act(state, MovePawn(1))
    assert state.seats[seat].pawn == 0
    assert state.step.kind is StepKind.COLLECT
    act(state, Collect((Base.WATER,)))
    assert state.step.kind is StepKind.PLACE and state.step.seat == order[1]


def test_collect_step_skipped_when_nothing_can_be_taken() -> None:
    state = started(4)
    clear_track(state)
    seat = state.turn_order[0]
    act(state, PlaceWorker(LocationId.BANK))
    act(state, MovePawn(2))
    assert state.seats[seat].pawn == 1
    assert state.step.kind is StepKind.PLACE and state.step.seat == state.turn_order[1]


def test_every_seat_places_four_workers_per_round_then_maintenance() -> None:
    state = started(2, seed=4)
    clear_track(state)
    for seat in range(2):
        state.seats[seat].coins = 20
    state.bank = 58 - 40
    old_vanguard = state.vanguard
    round_one = list(state.turn_order)
    seen = []
    for _ in range(8):
        seen.append(state.step.seat)
        act(state, PlaceWorker(LocationId.CITY_HALL if len(seen) % 2 else LocationId.PERFUMERY))
        info = GRASSE.apply(state, state.step.seat, MovePawn(1))
    assert seen == round_one * 4
    assert info.reveals_information
    assert state.round == 2
    assert state.fashion is old_vanguard
    assert state.locations[-1] is state.round_tiles[1]
    assert all(not seats for seats in state.workers.values())
    assert all(record.workers_left == 4 for record in state.seats)


def test_maintenance_rotates_cards_reveals_tile_and_clears_board() -> None:
    state = started(4, seed=2)
    vanguard, next_vanguard = state.vanguard, state.vanguard_deck[-1]
    state.noble = LocationId.BANK
    state.golden = 6
    state.workers[LocationId.MARKET] += [0, 1]
    state.seats[2].discarded = 1
    hidden = state.round_tiles[1]
    assert hidden not in state.locations
    maintenance(state)
    assert (state.fashion, state.vanguard) == (vanguard, next_vanguard)
    assert state.round == 2 and hidden in state.locations
    assert state.noble is None and state.golden is None
    assert state.workers[LocationId.MARKET] == []
    assert state.seats[2].discarded == 0
    assert state.step == Step(StepKind.PLACE, state.turn_order[0])
    view = GRASSE.view(state, None)
    assert view.round_tiles[:2] == tuple(state.round_tiles[:2])
    assert view.round_tiles[2:] == (None, None)


def test_first_player_fewest_points_then_marker_on_top() -> None:
    state = started(4, seed=6)
    round_one = list(state.turn_order)
    # Nobody scored: stacked in reverse round-I order, last seat of round I on top.
    assert first_player(state) == round_one[-1]
    score(state, round_one[-1], 2)
    assert first_player(state) == round_one[-2]
    for seat in round_one:
        if seat != round_one[-1]:
            score(state, seat, 2)
    # All on 2 points: whoever reached 2 last is on top.
    assert first_player(state) == round_one[-2]
    score(state, round_one[0], 1)
    score(state, round_one[-2], 1)
    assert first_player(state) == round_one[1]
    maintenance(state)
    assert state.turn_order[0] == round_one[1]
    assert state.turn_order == [(round_one[1] + i) % 4 for i in range(4)]


def _to_final(players: int = 2, seed: int = 0):
    state = started(players, seed)
    clear_track(state)
    state.round = 4
    state.turn = 4 * players - 1
    last = state.turn_order[-1]
    state.step = Step(StepKind.PLACE, last)
    act(state, PlaceWorker(LocationId.CITY_HALL))
    act(state, MovePawn(1))
    return state


def test_end_of_game_free_action_in_turn_order() -> None:
    state = _to_final(2)
    # Nobody holds an essence or a flask: both pass automatically, game over.
    assert GRASSE.is_over(state)
    assert GRASSE.pending(state).acting == ()
    own_note = "(You have nothing to make or sell, so the game passes for you.)"
    passes = [entry for entry in state.log if entry.private.get(entry.seat) == own_note]
    assert passes and all(entry.public.endswith("passes.") for entry in passes)
    assert [entry.seat for entry in passes] == list(state.turn_order)  # one each, in turn order


def test_end_of_game_production_of_any_type_and_sale() -> None:
    state = started(2, seed=3)
    clear_track(state)
    first, second = state.turn_order
    set_stock(state, first, {**dict.fromkeys(BASES, 1), Essence.HERBAL: 1, Essence.WOODY: 1})
    state.seats[second].flasks[Perfume.SPICE] = 1
    state.seats[second].produced[Perfume.SPICE] = 1
    state.flask_supply[Perfume.SPICE] -= 1
    state.round = 4
    state.turn = 7
    state.step = Step(StepKind.PLACE, second)
    act(state, PlaceWorker(LocationId.CITY_HALL))
    act(state, MovePawn(1))
    assert state.step.kind is StepKind.FINAL and state.step.seat == first
    options = legal(state)
    assert Produce(Perfume.EXOTIC, (Essence.HERBAL, Essence.WOODY)) in options
    assert Produce(Perfume.HERBAL, (Essence.HERBAL,)) in options
    assert options[-1] == Done()
    points = state.seats[first].points
    expected = 3 + (state.vanguard is Perfume.EXOTIC)
    act(state, Produce(Perfume.EXOTIC, (Essence.HERBAL, Essence.WOODY)))
    assert state.seats[first].points == points + expected
    for _ in range(6):
        assert state.step.kind is StepKind.DELIVER
        act(state, Deliver(0 if state.track[0].count < 4 else 1))
    assert state.step.kind is StepKind.FINAL and state.step.seat == second
    assert legal(state) == [Sell(Perfume.SPICE), Done()]
    coins = state.seats[second].coins
    act(state, Sell(Perfume.SPICE))
    assert state.seats[second].coins == coins + 2
    assert state.seats[second].sales == 1
    assert GRASSE.is_over(state)


def test_full_random_game_keeps_invariants() -> None:
    import random

    state = started(3, seed=12)
    rng = random.Random(12)
    while not GRASSE.is_over(state):
        (seat,) = GRASSE.pending(state).acting
        GRASSE.apply(state, seat, rng.choice(GRASSE.legal_actions(state, seat)))
        check_invariants(state)
    assert state.round == 4
