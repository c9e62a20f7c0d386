"""Every location's effect on hand-built positions ("Locations and Effects";
rulings G7, G10, G11)."""

from __future__ import annotations

import pytest

from grasse_tui.games.grasse.rules.actions import (
    Collect,
    Deliver,
    MarketBuy,
    MarketTrade,
    MoveNoble,
    MovePawn,
    MovePawnBack,
    PlaceGoldenPawn,
    PlaceWorker,
    Produce,
    Sell,
    SkipEffect,
    SwapCubes,
    SwapPawns,
    SwapTiles,
    TakeFromSpace,
)
from grasse_tui.games.grasse.rules.content import BASES, Base, Essence, LocationId, Perfume
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind
from grasse_tui.games.grasse.rules.turns import allocation_cost, maintenance

from .conftest import act, clear_track, legal, set_space, set_stock, started, turn_of


def _board(players: int = 4, seed: int = 0) -> tuple[GrasseState, int]:
    state = started(players, seed)
    clear_track(state)
    return state, state.turn_order[0]


def _deliver_all(state: GrasseState) -> None:
    while state.step.kind is StepKind.DELIVER:
        act(state, legal(state)[0])


def test_factory_makes_only_its_two_perfumes() -> None:
    state, seat = _board()
    state.factories[LocationId.FACTORY_2] = (Perfume.WOODY, Perfume.EXOTIC)
    set_stock(state, seat, {**dict.fromkeys(BASES, 1), Essence.WOODY: 1, Essence.FLORAL: 1})
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.FACTORY_2))
    assert legal(state) == [
        Produce(Perfume.WOODY, (Essence.WOODY,)),
        Produce(Perfume.EXOTIC, (Essence.FLORAL, Essence.WOODY)),
        SkipEffect(),
    ]
    act(state, Produce(Perfume.WOODY, (Essence.WOODY,)))
    assert state.step.pending == [*BASES, Essence.WOODY]
    _deliver_all(state)
    assert state.step.kind is StepKind.MOVE
    record = state.seats[seat]
    assert record.flasks[Perfume.WOODY] == 1 and record.produced[Perfume.WOODY] == 1
    assert sum(record.stock.values()) == 1
    assert sum(space.count for space in state.track) == 5


def test_grande_usine_makes_any_perfume() -> None:
    state, seat = _board()
    set_stock(state, seat, {**dict.fromkeys(BASES, 1), Essence.HERBAL: 1, Essence.SPICE: 1})
    turn_of(state, seat, open_location=LocationId.GRANDE_USINE)
    act(state, PlaceWorker(LocationId.GRANDE_USINE))
    assert set(legal(state)) == {
        Produce(Perfume.HERBAL, (Essence.HERBAL,)),
        Produce(Perfume.SPICE, (Essence.SPICE,)),
        Produce(Perfume.EXOTIC, (Essence.HERBAL, Essence.SPICE)),
        SkipEffect(),
    }


@pytest.mark.parametrize(("location", "coins"), [(LocationId.BANK, 2), (LocationId.ROYAL_BANK, 3)])
def test_banks_pay_and_the_bank_pays_only_what_it_has(location: LocationId, coins: int) -> None:
    state, seat = _board()
    turn_of(state, seat, open_location=location)
    before = state.seats[seat].coins
    act(state, PlaceWorker(location))
    assert state.seats[seat].coins == before + coins
    assert state.step.kind is StepKind.MOVE
    turn_of(state, seat)
    state.workers[location].clear()
    state.seats[seat].coins += state.bank - 1
    state.bank = 1
    before = state.seats[seat].coins
    act(state, PlaceWorker(location))
    assert state.seats[seat].coins == before + 1 and state.bank == 0


def test_city_hall_swaps_own_tile_with_a_pawn_free_space() -> None:
    state, seat = _board()
    other = state.turn_order[1]
    state.track[2].owner = seat
    state.track[3].owner = seat
    state.track[5].owner = other
    state.seats[other].pawn = 3
    state.golden = 6
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.CITY_HALL))
    options = legal(state)
    assert SwapTiles(2, 5) in options
    assert SwapTiles(2, 0) in options  # grey tiles too
    assert not any(isinstance(a, SwapTiles) and 3 in (a.a, a.b) for a in options)  # pawn there
    assert not any(isinstance(a, SwapTiles) and 6 in (a.a, a.b) for a in options)  # golden pawn
    assert SwapTiles(2, 3) not in options
    label = GRASSE.describe_action(state, seat, SwapTiles(2, 5))
    assert label == f"Spaces 3 ↔ 6: your tile moves to 6, {state.seat_label(other)}'s tile to 3"
    assert GRASSE.describe_action(state, seat, SwapTiles(2, 0)).endswith(", the grey tile to 3")
    set_space(state, 2, {Base.WATER: 2}, owner=seat)
    act(state, SwapTiles(2, 5))
    assert state.track[2].owner == other and state.track[5].owner == seat
    assert state.track[2].pieces[Base.WATER] == 2 and state.track[5].count == 0  # pieces stay (G15)
    assert state.step.kind is StepKind.MOVE


def test_market_trades_deliver_first_then_take() -> None:
    state, seat = _board()
    set_space(state, 0, {Essence.FLORAL: 1})
    set_space(state, 1, {Base.DILUENT: 2})
    set_stock(state, seat, {Base.WATER: 2, Essence.SPICE: 1})
    state.seats[seat].coins = 0
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.MARKET))
    options = set(legal(state))
    assert MarketTrade((Base.WATER, Base.WATER), (Essence.FLORAL,)) in options
    assert MarketTrade((Essence.SPICE,), (Base.DILUENT, Base.DILUENT)) in options
    assert MarketTrade((Base.WATER,), (Base.DILUENT,)) in options
    assert MarketTrade((Essence.SPICE,), (Essence.FLORAL,)) in options
    # Not on the track, or not enough of them:
    assert MarketTrade((Base.WATER, Base.WATER), (Essence.WOODY,)) not in options
    assert MarketTrade((Essence.SPICE,), (Base.ALCOHOL, Base.ALCOHOL)) not in options
    assert not any(isinstance(a, MarketBuy) for a in options)  # no coin
    act(state, MarketTrade((Base.WATER, Base.WATER), (Essence.FLORAL,)))
    assert state.step.kind is StepKind.DELIVER
    act(state, Deliver(5))
    act(state, Deliver(6))
    assert state.step.kind is StepKind.TAKE
    assert legal(state) == [TakeFromSpace(0, Essence.FLORAL)]
    act(state, TakeFromSpace(0, Essence.FLORAL))
    assert state.seats[seat].stock[Base.WATER] == 0
    assert state.seats[seat].stock[Essence.FLORAL] == 1
    assert state.track[5].pieces[Base.WATER] == state.track[6].pieces[Base.WATER] == 1
    assert state.step.kind is StepKind.MOVE


def test_market_essence_for_two_bases_may_take_from_two_spaces() -> None:
    state, seat = _board()
    set_space(state, 1, {Base.FIXATIVE: 1})
    set_space(state, 2, {Base.FIXATIVE: 1})
    set_stock(state, seat, {Essence.SPICE: 1})
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.MARKET))
    trade = MarketTrade((Essence.SPICE,), (Base.FIXATIVE, Base.FIXATIVE))
    assert GRASSE.describe_action(state, seat, trade) == "Give spice — take 2 fixative"
    act(state, trade)
    assert state.log[-1].public.endswith(" trades spice for 2 fixative.")
    act(state, Deliver(0))
    assert legal(state) == [TakeFromSpace(1, Base.FIXATIVE), TakeFromSpace(2, Base.FIXATIVE)]
    act(state, TakeFromSpace(2, Base.FIXATIVE))
    assert legal(state) == [TakeFromSpace(1, Base.FIXATIVE)]
    act(state, TakeFromSpace(1, Base.FIXATIVE))
    assert state.seats[seat].stock[Base.FIXATIVE] == 2


def test_market_buy_costs_one_coin() -> None:
    state, seat = _board()
    set_space(state, 7, {Essence.WOODY: 1})
    set_stock(state, seat, {})
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.MARKET))
    assert legal(state) == [MarketBuy(Essence.WOODY), SkipEffect()]
    coins, bank = state.seats[seat].coins, state.bank
    act(state, MarketBuy(Essence.WOODY))
    act(state, TakeFromSpace(7, Essence.WOODY))
    assert state.seats[seat].coins == coins - 1 and state.bank == bank + 1
    assert state.seats[seat].stock[Essence.WOODY] == 1


@pytest.mark.parametrize(("location", "bonus"), [(LocationId.PERFUMERY, 0), (LocationId.CHATEAU, 1)])
def test_selling_at_perfumery_and_chateau(location: LocationId, bonus: int) -> None:
    state, seat = _board()
    record = state.seats[seat]
    state.fashion = Perfume.FLORAL
    for perfume in (Perfume.WOODY, Perfume.EXOTIC):
        record.flasks[perfume] = 1
        record.produced[perfume] = 1
        state.flask_supply[perfume] -= 1
    turn_of(state, seat, open_location=location)
    act(state, PlaceWorker(location))
    assert legal(state) == [Sell(Perfume.WOODY), Sell(Perfume.EXOTIC), SkipEffect()]
    coins, points = record.coins, record.points
    act(state, Sell(Perfume.EXOTIC))
    assert record.coins == coins + 3 + bonus
    assert record.points == points
    assert record.sales == 1 and record.flasks[Perfume.EXOTIC] == 0
    assert state.flask_supply[Perfume.EXOTIC] == 5
    assert state.step.kind is StepKind.MOVE


def test_palace_sends_the_noble_and_runs_that_effect_free() -> None:
    state, seat = _board()
    turn_of(state, seat, open_location=LocationId.PALACE)
    state.noble = LocationId.MARKET
    state.workers[LocationId.BANK] += [1, 2, 3]
    act(state, PlaceWorker(LocationId.PALACE))
    options = legal(state)
    assert MoveNoble(LocationId.PALACE) not in options
    assert MoveNoble(LocationId.MARKET) not in options
    assert MoveNoble(LocationId.BANK) in options
    coins = state.seats[seat].coins
    act(state, MoveNoble(LocationId.BANK))
    assert state.seats[seat].coins == coins + 2  # no allocation cost for the noble
    assert state.noble is LocationId.BANK
    assert allocation_cost(state, LocationId.BANK) == 4
    assert state.step.kind is StepKind.MOVE
    maintenance(state)
    assert state.noble is None


def test_palace_to_a_location_with_choices_asks_for_them() -> None:
    state, seat = _board()
    set_space(state, 3, {Essence.FRUITY: 1})
    turn_of(state, seat, open_location=LocationId.PALACE)
    state.locations.append(LocationId.ENFLEURAGE)
    act(state, PlaceWorker(LocationId.PALACE))
    act(state, MoveNoble(LocationId.ENFLEURAGE))
    assert state.step.kind is StepKind.EFFECT and state.step.location is LocationId.ENFLEURAGE
    assert legal(state) == [TakeFromSpace(3, Essence.FRUITY), SkipEffect()]


def test_a_market_purchase_through_the_noble_still_costs_its_coin() -> None:
    # Ruling G10: the noble skips the allocation cost, not a price inside the effect.
    state, seat = _board()
    set_space(state, 7, {Essence.WOODY: 1})
    set_stock(state, seat, {})
    turn_of(state, seat, open_location=LocationId.PALACE)
    state.workers[LocationId.MARKET] += [1, 2]
    act(state, PlaceWorker(LocationId.PALACE))
    coins = state.seats[seat].coins
    act(state, MoveNoble(LocationId.MARKET))
    assert state.seats[seat].coins == coins  # no allocation cost, however crowded
    act(state, MarketBuy(Essence.WOODY))
    act(state, TakeFromSpace(7, Essence.WOODY))
    assert state.seats[seat].coins == coins - 1 and state.seats[seat].stock[Essence.WOODY] == 1


def test_noble_options_read_well_for_enfleurage_and_la_grande_usine() -> None:
    state, seat = _board()
    turn_of(state, seat, open_location=LocationId.PALACE)
    state.locations += [LocationId.ENFLEURAGE, LocationId.GRANDE_USINE]
    act(state, PlaceWorker(LocationId.PALACE))
    describe = lambda location: GRASSE.describe_action(state, seat, MoveNoble(location))  # noqa: E731
    clear_track(state)
    set_stock(state, seat, dict.fromkeys(BASES, 1))
    # No essence on the track nor in the stock: both would do nothing, and the options say so.
    idle = " (nothing you can do there now)"
    assert describe(LocationId.ENFLEURAGE) == f"Noble to the Enfleurage — take any essence from the track, free{idle}"
    assert describe(LocationId.GRANDE_USINE) == f"Noble to La Grande Usine — make any perfume, free{idle}"
    set_space(state, 4, {Essence.WOODY: 1})
    set_stock(state, seat, {**dict.fromkeys(BASES, 1), Essence.FLORAL: 1})
    assert describe(LocationId.ENFLEURAGE) == "Noble to the Enfleurage — take any essence from the track, free"
    assert describe(LocationId.GRANDE_USINE) == "Noble to La Grande Usine — make any perfume, free"
    assert describe(LocationId.BANK) == "Noble to the Bank — gain 2 coins, free"


def test_alley_moves_back_up_to_three_and_collects() -> None:
    state, seat = _board()
    state.seats[seat].pawn = 6
    state.seats[state.turn_order[1]].pawn = 5
    set_space(state, 3, {Base.ALCOHOL: 1})
    turn_of(state, seat, open_location=LocationId.ALLEY)
    act(state, PlaceWorker(LocationId.ALLEY))
    assert legal(state) == [MovePawnBack(1), MovePawnBack(2), MovePawnBack(3), SkipEffect()]
    act(state, MovePawnBack(2))
    assert state.seats[seat].pawn == 3
    assert legal(state) == [Collect((Base.ALCOHOL,)), Collect(())]
    act(state, Collect((Base.ALCOHOL,)))
    assert state.step.kind is StepKind.MOVE
    act(state, MovePawn(1))
    assert state.seats[seat].pawn == 4


def test_alley_and_alleyway_need_pawns_on_the_track() -> None:
    state, seat = _board()
    for location in (LocationId.ALLEY, LocationId.ALLEYWAY):
        turn_of(state, seat, open_location=location)
        act(state, PlaceWorker(location))
        assert state.step.kind is StepKind.MOVE
    state.seats[seat].pawn = 2
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.ALLEYWAY))
    assert state.step.kind is StepKind.MOVE  # nobody else on the track


def test_alleyway_swaps_pawns_and_collects_at_the_new_space() -> None:
    state, seat = _board()
    other = state.turn_order[2]
    state.seats[seat].pawn = 1
    state.seats[other].pawn = 9
    set_space(state, 9, {Essence.HERBAL: 1})
    turn_of(state, seat, open_location=LocationId.ALLEYWAY)
    act(state, PlaceWorker(LocationId.ALLEYWAY))
    assert legal(state) == [SwapPawns(other), SkipEffect()]
    act(state, SwapPawns(other))
    assert (state.seats[seat].pawn, state.seats[other].pawn) == (9, 1)
    act(state, Collect((Essence.HERBAL,)))
    assert state.seats[seat].stock[Essence.HERBAL] == 1
    assert state.step.kind is StepKind.MOVE


def test_grand_fair_is_an_extra_move_with_collection_before_the_normal_move() -> None:
    state, seat = _board()
    set_space(state, 1, {Base.WATER: 1})
    set_space(state, 2, {Base.DILUENT: 1})
    turn_of(state, seat, open_location=LocationId.GRAND_FAIR)
    act(state, PlaceWorker(LocationId.GRAND_FAIR))
    assert legal(state) == [MovePawn(1), MovePawn(2), SkipEffect()]
    act(state, MovePawn(2))
    assert state.seats[seat].pawn == 1
    act(state, Collect((Base.WATER,)))
    assert state.step.kind is StepKind.MOVE
    act(state, MovePawn(1))
    act(state, Collect((Base.DILUENT,)))
    assert state.seats[seat].stock[Base.WATER] == 2 and state.seats[seat].stock[Base.DILUENT] == 2


def test_enfleurage_takes_any_essence_free() -> None:
    state, seat = _board()
    set_space(state, 4, {Essence.SPICE: 1, Base.WATER: 2}, owner=state.turn_order[1])
    set_space(state, 11, {Essence.FLORAL: 2})
    turn_of(state, seat, open_location=LocationId.ENFLEURAGE)
    coins = state.seats[seat].coins
    act(state, PlaceWorker(LocationId.ENFLEURAGE))
    assert legal(state) == [TakeFromSpace(4, Essence.SPICE), TakeFromSpace(11, Essence.FLORAL), SkipEffect()]
    act(state, TakeFromSpace(4, Essence.SPICE))
    assert state.seats[seat].stock[Essence.SPICE] == 1
    assert state.seats[seat].coins == coins
    assert state.step.kind is StepKind.MOVE


def test_square_golden_pawn_collects_free_blocks_and_must_move() -> None:
    state, seat = _board()
    owner = state.turn_order[1]
    set_space(state, 5, {Base.ALCOHOL: 1, Essence.WOODY: 1}, owner=owner)
    state.seats[owner].pawn = 2
    turn_of(state, seat, open_location=LocationId.SQUARE)
    act(state, PlaceWorker(LocationId.SQUARE))
    options = legal(state)
    assert PlaceGoldenPawn(2) not in options and PlaceGoldenPawn(5) in options
    act(state, PlaceGoldenPawn(5))
    assert legal(state) == [Collect((Base.ALCOHOL,)), Collect((Essence.WOODY,)), Collect(())]
    coins = state.seats[seat].coins
    act(state, Collect((Essence.WOODY,)))
    assert state.seats[seat].coins == coins
    assert state.golden == 5
    state.seats[seat].pawn = 4
    act(state, MovePawn(1))  # space 5 is blocked by the golden pawn
    assert state.seats[seat].pawn == 6
    turn_of(state, seat)
    state.workers[LocationId.SQUARE].clear()
    act(state, PlaceWorker(LocationId.SQUARE))
    assert PlaceGoldenPawn(5) not in legal(state)
    maintenance(state)
    assert state.golden is None


def test_shortcut_exchanges_the_contents_of_two_spaces() -> None:
    state, seat = _board()
    set_space(state, 0, {Base.WATER: 3}, owner=seat)
    set_space(state, 13, {Essence.FLORAL: 1})
    turn_of(state, seat, open_location=LocationId.SHORTCUT)
    act(state, PlaceWorker(LocationId.SHORTCUT))
    options = legal(state)
    assert SwapCubes(0, 13) in options
    assert SwapCubes(1, 2) not in options  # both empty: nothing would change
    # The option names its two spaces first, so a list cut short still tells the options apart.
    assert GRASSE.describe_action(state, seat, SwapCubes(0, 13)).startswith("Exchange spaces 1 and 14 (3 water / ")
    act(state, SwapCubes(0, 13))
    assert state.track[0].pieces[Essence.FLORAL] == 1 and state.track[0].count == 1
    assert state.track[13].pieces[Base.WATER] == 3 and state.track[13].count == 3
    assert state.track[0].owner == seat and state.track[13].owner is None


def test_effect_can_be_skipped() -> None:
    state, seat = _board()
    set_space(state, 4, {Essence.FLORAL: 1})
    turn_of(state, seat, open_location=LocationId.ENFLEURAGE)
    act(state, PlaceWorker(LocationId.ENFLEURAGE))
    act(state, SkipEffect())
    assert state.step.kind is StepKind.MOVE
    assert state.track[4].count == 1
