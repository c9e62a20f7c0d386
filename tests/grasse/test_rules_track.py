"""The resource track: movement, collection by tile colour, delivery limit
("Movement on the Track", "Collecting Resources"; rulings G7, G11)."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.actions import Collect, Deliver, MovePawn, PlaceWorker, Produce
from grasse_tui.games.grasse.rules.content import BASES, Base, Essence, LocationId, Perfume
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind
from grasse_tui.games.grasse.rules.track import backward_target, collect_options, forward_target, pawn_walk, pieces_text

from .conftest import act, clear_track, legal, set_space, set_stock, started, turn_of


def test_entry_from_the_left_counts_free_spaces_only() -> None:
    state = started(4)
    clear_track(state)
    assert forward_target(state, 0, 1) == 0
    assert forward_target(state, 0, 2) == 1
    state.seats[1].pawn = 0
    state.golden = 1
    assert forward_target(state, 0, 1) == 2
    assert forward_target(state, 0, 2) == 3


def _blocked_ahead() -> GrasseState:
    """Seat 0's pawn on space 6 (index 5), seat 1's pawn and the golden pawn just ahead of it."""
    state = started(4)
    clear_track(state)
    state.seats[0].pawn = 5
    state.seats[1].pawn = 6
    state.golden = 7
    return state


def test_forward_move_skips_pawns_and_golden_pawn() -> None:
    state = _blocked_ahead()
    assert forward_target(state, 0, 1) == 8
    assert forward_target(state, 0, 2) == 9


def test_a_move_option_names_the_occupied_spaces_it_skips() -> None:
    state = _blocked_ahead()
    assert pawn_walk(state, 0, 1) == (8, (6, 7))
    assert pawn_walk(state, 0, 1, back=True) == (4, ())  # back: nothing occupied behind it
    assert GRASSE.describe_action(state, 0, MovePawn(1)).startswith("Move 1 — space 9 (skipping 7, 8), ")
    state.golden = None
    assert GRASSE.describe_action(state, 0, MovePawn(2)).startswith("Move 2 — space 9 (skipping 7), ")
    state.seats[1].pawn = 3
    assert GRASSE.describe_action(state, 0, MovePawn(1)).startswith("Move 1 — space 7, ")


def test_a_move_option_onto_an_opponents_tile_says_collecting_there_costs_a_coin() -> None:
    state = _blocked_ahead()
    state.seats[1].pawn = 3
    set_space(state, 6, {Base.WATER: 2}, owner=1)
    label = GRASSE.describe_action(state, 0, MovePawn(1))
    assert label.startswith(f"Move 1 — space 7, {state.seat_label(1)}'s tile, 1 coin to collect (")
    set_space(state, 6, {Base.WATER: 2}, owner=0)
    assert "coin" not in GRASSE.describe_action(state, 0, MovePawn(1))


def test_forward_move_wraps_around_the_end() -> None:
    state = started(4)
    clear_track(state)
    state.seats[0].pawn = 12
    state.seats[2].pawn = 13
    assert forward_target(state, 0, 1) == 0
    assert forward_target(state, 0, 2) == 1


def test_backward_move_skips_and_wraps() -> None:
    state = started(4)
    clear_track(state)
    state.seats[0].pawn = 1
    state.seats[1].pawn = 0
    state.golden = 13
    assert backward_target(state, 0, 1) == 12
    assert backward_target(state, 0, 3) == 10


def _arrive(state, seat: int, space: int) -> None:
    """Put ``seat``'s pawn just before ``space`` and play a Bank turn moving 1 onto it."""
    turn_of(state, seat)
    state.seats[seat].pawn = (space - 1) % 14
    act(state, PlaceWorker(LocationId.BANK))
    act(state, MovePawn(1))


def test_grey_tile_gives_one_piece_free() -> None:
    state = started(4)
    clear_track(state)
    set_space(state, 4, {Base.WATER: 2, Essence.FLORAL: 1})
    seat = state.turn_order[0]
    _arrive(state, seat, 4)
    assert state.step.kind is StepKind.COLLECT
    assert legal(state) == [Collect((Base.WATER,)), Collect((Essence.FLORAL,)), Collect(())]
    coins = state.seats[seat].coins
    act(state, Collect((Essence.FLORAL,)))
    assert state.seats[seat].stock[Essence.FLORAL] == 1
    assert state.track[4].pieces[Essence.FLORAL] == 0 and state.track[4].count == 2
    assert state.seats[seat].coins == coins


def test_own_tile_gives_up_to_two_pieces() -> None:
    state = started(4)
    clear_track(state)
    seat = state.turn_order[0]
    set_space(state, 4, {Base.WATER: 2, Essence.FLORAL: 1}, owner=seat)
    options = collect_options(state, seat, 4, golden=False)
    assert set(options) == {
        Collect((Base.WATER,)),
        Collect((Essence.FLORAL,)),
        Collect((Base.WATER, Base.WATER)),
        Collect((Base.WATER, Essence.FLORAL)),
        Collect(()),
    }
    set_space(state, 4, {Base.WATER: 1, Essence.FLORAL: 1}, owner=seat)
    assert Collect((Base.WATER, Base.WATER)) not in collect_options(state, seat, 4, golden=False)
    _arrive(state, seat, 4)
    act(state, Collect((Base.WATER, Essence.FLORAL)))
    assert state.track[4].count == 0
    assert state.seats[seat].stock[Essence.FLORAL] == 1


def test_opponent_tile_costs_one_coin_paid_to_its_owner() -> None:
    state = started(4)
    clear_track(state)
    seat = state.turn_order[0]
    owner = state.turn_order[2]
    set_space(state, 4, {Base.WATER: 2, Essence.FLORAL: 1}, owner=owner)
    assert Collect((Base.WATER, Base.WATER)) not in collect_options(state, seat, 4, golden=False)
    _arrive(state, seat, 4)
    mine, theirs = state.seats[seat].coins, state.seats[owner].coins
    act(state, Collect((Base.WATER,)))
    assert state.seats[seat].coins == mine - 1
    assert state.seats[owner].coins == theirs + 1
    entry = state.log[-1]
    assert set(entry.private) == {seat, owner} and "now have" not in entry.public
    assert entry.private[owner].startswith("(You receive 1 coin; you now have")


def test_opponent_tile_without_coins_collects_nothing() -> None:
    state = started(4)
    clear_track(state)
    seat = state.turn_order[0]
    set_space(state, 4, {Base.WATER: 2}, owner=state.turn_order[1])
    state.seats[seat].coins = 0
    assert collect_options(state, seat, 4, golden=False) == [Collect(())]
    turn_of(state, seat)
    state.seats[seat].pawn = 3
    act(state, PlaceWorker(LocationId.CITY_HALL))  # no tile of its own: nothing to swap
    assert state.step.kind is StepKind.MOVE
    act(state, MovePawn(1))
    # Nothing could be collected, so the turn passed on without a collect step.
    assert state.step.kind is StepKind.PLACE and state.step.seat != seat
    assert state.track[4].count == 2
    # The others read what a seat taking nothing by choice leaves, not that it had no coin.
    entry = state.log[-1]
    assert entry.public == f"{state.seat_label(seat)} takes nothing from space 5."
    assert set(entry.private) == {seat}


def test_delivery_only_onto_spaces_with_fewer_than_four_pieces() -> None:
    state = started(4)
    clear_track(state)
    for index in range(14):
        set_space(state, index, {Base.ALCOHOL: 4} if index != 9 else {Base.ALCOHOL: 3})
    seat = state.turn_order[0]
    set_stock(state, seat, {**dict.fromkeys(BASES, 1), Essence.SPICE: 1})
    state.factories[LocationId.FACTORY_1] = (Perfume.SPICE, Perfume.EXOTIC)
    turn_of(state, seat)
    # The track has room for only one piece: a 5-piece recipe is not offered.
    act(state, PlaceWorker(LocationId.FACTORY_1))
    assert state.step.kind is StepKind.MOVE
    set_space(state, 0, {Base.ALCOHOL: 1})
    set_space(state, 1, {})
    turn_of(state, seat, open_location=LocationId.GRANDE_USINE)
    act(state, PlaceWorker(LocationId.GRANDE_USINE))
    act(state, Produce(Perfume.SPICE, (Essence.SPICE,)))
    assert legal(state) == [Deliver(0), Deliver(1), Deliver(9)]
    act(state, Deliver(9))
    assert legal(state) == [Deliver(0), Deliver(1)]
    act(state, Deliver(0))
    act(state, Deliver(0))
    act(state, Deliver(0))
    assert legal(state) == [Deliver(1)]
    assert state.track[0].count == 4 and state.track[9].count == 4


def test_collected_pieces_read_as_a_count_when_alike() -> None:
    assert pieces_text([Base.WATER, Base.WATER]) == "2 water"
    assert pieces_text([Base.WATER, Essence.FLORAL]) == "water and floral"
    assert pieces_text([Base.DILUENT]) == "diluent"
