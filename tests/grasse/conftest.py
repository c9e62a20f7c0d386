"""Helpers for Grasse rules tests: started games and hand-built positions."""

from __future__ import annotations

import random

from grasse_tui.games.grasse.rules.actions import GrasseAction
from grasse_tui.games.grasse.rules.config import default_config
from grasse_tui.games.grasse.rules.content import (
    COINS_TOTAL,
    FLASKS_PER_TYPE,
    MAX_PRODUCED_PER_TYPE,
    MAX_SALES,
    PERFUMES,
    RESOURCES,
    SPACE_CAPACITY,
    Base,
    Essence,
    LocationId,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind, empty_pieces

# Solo positions: Pierre's seat index, and short names for the pieces.
P = 1
W, A, D, F = Base.WATER, Base.ALCOHOL, Base.DILUENT, Base.FIXATIVE
FLORAL, FRUITY, HERBAL, SPICE, WOODY = Essence.FLORAL, Essence.FRUITY, Essence.HERBAL, Essence.SPICE, Essence.WOODY
ALL_BASES: dict[Resource, int] = {W: 1, A: 1, D: 1, F: 1}


def started(players: int = 4, seed: int = 0) -> GrasseState:
    """A game past the large-tile draft (each seat took the first empty space offered)."""
    state = GRASSE.new(default_config(players), seed)
    while state.drafting:
        seat = state.step.seat
        GRASSE.apply(state, seat, GRASSE.legal_actions(state, seat)[0])
    return state


def act(state: GrasseState, action: GrasseAction) -> None:
    """Apply ``action`` for the seat that must decide now."""
    GRASSE.apply(state, state.step.seat, action)


def legal(state: GrasseState) -> list[GrasseAction]:
    """The legal actions of the seat that must decide now."""
    return list(GRASSE.legal_actions(state, state.step.seat))


def set_stock(state: GrasseState, seat: int, pieces: dict[Resource, int]) -> None:
    """Replace ``seat``'s stock; the displaced pieces go to/come from nowhere (tests only)."""
    state.seats[seat].stock = {**empty_pieces(), **pieces}


def set_space(state: GrasseState, index: int, pieces: dict[Resource, int], owner: int | None = None) -> None:
    """Set a track space's pieces and tile owner."""
    space = state.track[index]
    space.pieces = {**empty_pieces(), **pieces}
    space.count = sum(space.pieces.values())
    space.owner = owner


def clear_track(state: GrasseState) -> None:
    """Empty every space and make every tile grey; lift every pawn and the golden pawn."""
    for index in range(len(state.track)):
        set_space(state, index, {})
    for record in state.seats:
        record.pawn = None
    state.golden = None


def turn_of(state: GrasseState, seat: int, *, open_location: LocationId | None = None) -> None:
    """Make it ``seat``'s turn to place a worker, optionally opening ``open_location``."""
    if open_location is not None and open_location not in state.locations:
        state.locations.append(open_location)
    state.turn = state.turn_order.index(seat)
    state.step = Step(StepKind.PLACE, seat)


def play_random(state: GrasseState, rng: random.Random, limit: int = 5000) -> int:
    """Play random legal actions to the end; returns the number of decisions."""
    count = 0
    while not GRASSE.is_over(state):
        (seat,) = GRASSE.pending(state).acting
        GRASSE.apply(state, seat, rng.choice(GRASSE.legal_actions(state, seat)))
        count += 1
        assert count < limit, "game did not end"
    return count


def check_invariants(state: GrasseState) -> None:
    """Conservation and limits that hold after every action."""
    players = state.players
    on_track = sum(space.count for space in state.track)
    held = sum(sum(record.stock.values()) for record in state.seats)
    assert on_track + held == 42 + 4 * players
    assert all(n >= 0 for record in state.seats for n in record.stock.values())
    for space in state.track:
        assert 0 <= space.count <= SPACE_CAPACITY
        assert space.count == sum(space.pieces.values())
        assert all(n >= 0 for n in space.pieces.values())
    assert state.bank + sum(record.coins for record in state.seats) == COINS_TOTAL
    assert state.bank >= 0 and all(record.coins >= 0 for record in state.seats)
    for perfume in PERFUMES:
        in_hand = sum(record.flasks[perfume] for record in state.seats)
        assert 0 <= state.flask_supply[perfume] <= FLASKS_PER_TYPE
        assert state.flask_supply[perfume] + in_hand == FLASKS_PER_TYPE
    # Views read these dicts in order: every resource (perfume), in RESOURCES (PERFUMES) order.
    assert all(list(space.pieces) == list(RESOURCES) for space in state.track)
    assert list(state.flask_supply) == list(PERFUMES)
    for record in state.seats:
        assert list(record.stock) == list(RESOURCES)
        assert list(record.flasks) == list(PERFUMES) and list(record.produced) == list(PERFUMES)
        assert all(n <= MAX_PRODUCED_PER_TYPE for n in record.produced.values())
        assert 0 <= record.sales <= MAX_SALES
        assert sum(record.flasks.values()) == sum(record.produced.values()) - record.sales
    pawns = [record.pawn for record in state.seats if record.pawn is not None]
    if state.golden is not None:
        pawns.append(state.golden)
    assert len(pawns) == len(set(pawns))


def blank_solo(state: GrasseState, vanguard: Perfume = Perfume.FLORAL, fashion: Perfume = Perfume.WOODY) -> GrasseState:
    """A solo position made blank: an empty grey track, pawns off it, no cards, the seat
    and Pierre with nothing (pieces and coins vanish: conservation does not hold on it)."""
    clear_track(state)
    state.vanguard, state.fashion = vanguard, fashion
    for seat in (0, 1):
        set_stock(state, seat, {})
        state.seats[seat].coins = 0
        state.seats[seat].techniques.clear()
        state.seats[seat].contracts.clear()
    state.touch_all()
    return state

