"""Master Perfumer: taking cards, the one-per-type rule and the refresh (ruling G12)."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.actions import Done, PlaceWorker, RefreshRow, SkipEffect, TakeCard
from grasse_tui.games.grasse.rules.content import Base, CardRow, ContractCard, LocationId, Perfume, TechniqueCard
from grasse_tui.games.grasse.rules.effects import can_hold
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind

from .conftest import act, legal, started, turn_of

T, C = CardRow.TECHNIQUE, CardRow.CONTRACT
MASTER = LocationId.MASTER_PERFUMER


def _at_master(seed: int = 0) -> tuple[GrasseState, int]:
    state = started(4, seed)
    seat = state.turn_order[0]
    state.rows[T] = [
        TechniqueCard(Perfume.FLORAL, Base.WATER),
        TechniqueCard(Perfume.FLORAL, Base.ALCOHOL),
        TechniqueCard(Perfume.SPICE, Base.WATER),
    ]
    state.rows[C] = [ContractCard(Perfume.WOODY, 1), ContractCard(Perfume.HERBAL, 1), ContractCard(Perfume.WOODY, 2)]
    state.decks[T] = [TechniqueCard(Perfume.HERBAL, Base.DILUENT), TechniqueCard(Perfume.FRUITY, Base.WATER)]
    state.decks[C] = [ContractCard(Perfume.FLORAL, 1), ContractCard(Perfume.SPICE, 3)]
    turn_of(state, seat)
    return state, seat


def test_take_two_cards_rows_refill_in_place() -> None:
    state, seat = _at_master()
    act(state, PlaceWorker(MASTER))
    assert legal(state) == [
        TakeCard(T, 0),
        TakeCard(T, 1),
        TakeCard(T, 2),
        TakeCard(C, 0),
        TakeCard(C, 1),
        TakeCard(C, 2),
        SkipEffect(),
    ]
    info = GRASSE.apply(state, seat, TakeCard(T, 1))
    assert info.reveals_information
    assert state.seats[seat].techniques == [TechniqueCard(Perfume.FLORAL, Base.ALCOHOL)]
    assert state.rows[T][1] == TechniqueCard(Perfume.FRUITY, Base.WATER)
    # A second Floral technique is not allowed; stopping after one card is.
    options = legal(state)
    assert TakeCard(T, 0) not in options
    assert options[-1] == Done()
    act(state, TakeCard(C, 2))
    assert state.seats[seat].contracts == [ContractCard(Perfume.WOODY, 2)]
    assert state.step.kind is StepKind.MOVE


def test_stop_after_one_card() -> None:
    state, seat = _at_master()
    act(state, PlaceWorker(MASTER))
    act(state, TakeCard(C, 0))
    act(state, Done())
    assert state.step.kind is StepKind.MOVE
    assert len(state.seats[seat].contracts) == 1


def test_one_card_per_type_per_kind() -> None:
    state, seat = _at_master()
    state.seats[seat].contracts.append(ContractCard(Perfume.WOODY, 3))
    assert not can_hold(state, seat, ContractCard(Perfume.WOODY, 1))
    assert can_hold(state, seat, TechniqueCard(Perfume.WOODY, Base.WATER))
    act(state, PlaceWorker(MASTER))
    assert TakeCard(C, 0) not in legal(state) and TakeCard(C, 2) not in legal(state)
    assert TakeCard(C, 1) in legal(state)


def test_refresh_only_when_no_open_card_can_be_taken() -> None:
    state, seat = _at_master()
    record = state.seats[seat]
    record.contracts += [ContractCard(Perfume.WOODY, 3), ContractCard(Perfume.HERBAL, 3)]
    act(state, PlaceWorker(MASTER))
    options = legal(state)
    assert not any(isinstance(a, TakeCard) and a.row is C for a in options)
    assert RefreshRow(C) in options and RefreshRow(T) not in options
    info = GRASSE.apply(state, seat, RefreshRow(C))
    assert info.reveals_information
    assert any(can_hold(state, seat, card) for card in state.rows[C])
    # The two deck cards opened first, then the old row was reshuffled to fill the third slot.
    assert state.rows[C][:2] == [ContractCard(Perfume.SPICE, 3), ContractCard(Perfume.FLORAL, 1)]
    everywhere = state.rows[C] + state.decks[C] + state.discards[C]
    assert len(everywhere) == len(set(everywhere)) == 5
    assert any(isinstance(a, TakeCard) and a.row is C for a in legal(state))


def test_refresh_reshuffles_discards_when_the_deck_runs_out() -> None:
    state, seat = _at_master()
    record = state.seats[seat]
    record.contracts += [ContractCard(Perfume.WOODY, 3), ContractCard(Perfume.HERBAL, 3)]
    state.decks[C] = [ContractCard(Perfume.WOODY, 1)]
    state.discards[C] = [ContractCard(Perfume.FRUITY, 2)]
    state.rows[C] = [ContractCard(Perfume.HERBAL, 1), ContractCard(Perfume.WOODY, 2)]
    act(state, PlaceWorker(MASTER))
    act(state, RefreshRow(C))
    assert ContractCard(Perfume.FRUITY, 2) in state.rows[C]


def test_no_refresh_when_no_card_anywhere_could_be_taken() -> None:
    state, seat = _at_master()
    record = state.seats[seat]
    record.contracts += [ContractCard(Perfume.WOODY, 3), ContractCard(Perfume.HERBAL, 3)]
    state.decks[C] = [ContractCard(Perfume.WOODY, 1)]
    state.discards[C] = []
    act(state, PlaceWorker(MASTER))
    assert RefreshRow(C) not in legal(state)


def test_refill_reshuffles_discards_then_leaves_the_row_short() -> None:
    state, seat = _at_master()
    state.decks[T] = []
    state.discards[T] = [TechniqueCard(Perfume.WOODY, Base.FIXATIVE)]
    act(state, PlaceWorker(MASTER))
    act(state, TakeCard(T, 0))
    assert state.rows[T][0] == TechniqueCard(Perfume.WOODY, Base.FIXATIVE)
    assert state.discards[T] == [] and state.decks[T] == []
    act(state, TakeCard(T, 2))
    assert state.rows[T] == [TechniqueCard(Perfume.WOODY, Base.FIXATIVE), TechniqueCard(Perfume.FLORAL, Base.ALCOHOL)]
