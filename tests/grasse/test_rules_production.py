"""Production and sales limits and bonuses ("Factories", "Vanguard/Fashion Cards",
"Contract Cards", "Technique Cards", "Perfumery", "Château"; ruling G4)."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.actions import PlaceWorker, Produce, Sell, SkipEffect
from grasse_tui.games.grasse.rules.content import (
    BASES,
    Base,
    ContractCard,
    Essence,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.effects import produce_options, production_points, recipe, sell_options
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind

from .conftest import act, clear_track, legal, set_stock, started, turn_of

ALL_BASES: dict[Resource, int] = dict.fromkeys(BASES, 1)


def _maker(**essences: int) -> tuple[GrasseState, int]:
    state = started(4, seed=1)
    clear_track(state)
    seat = state.turn_order[0]
    set_stock(state, seat, {**ALL_BASES, **{Essence(k): v for k, v in essences.items()}})
    state.vanguard = Perfume.WOODY
    state.fashion = Perfume.WOODY
    return state, seat


def _usine(state: GrasseState, seat: int) -> list[Produce]:
    return produce_options(state, seat, tuple(Perfume))


def test_classic_needs_four_bases_and_its_essence() -> None:
    state, seat = _maker(floral=1)
    assert _usine(state, seat) == [Produce(Perfume.FLORAL, (Essence.FLORAL,))]
    state.seats[seat].stock[Base.DILUENT] = 0
    assert _usine(state, seat) == []


def test_technique_card_removes_one_base_for_its_type_only() -> None:
    state, seat = _maker(floral=1, fruity=1)
    state.seats[seat].stock[Base.DILUENT] = 0
    state.seats[seat].techniques.append(TechniqueCard(Perfume.FLORAL, Base.DILUENT))
    assert _usine(state, seat) == [Produce(Perfume.FLORAL, (Essence.FLORAL,))]
    assert recipe(state, seat, Perfume.FLORAL, (Essence.FLORAL,)) == [
        Base.WATER,
        Base.ALCOHOL,
        Base.FIXATIVE,
        Essence.FLORAL,
    ]
    # Never for Exotic.
    assert Base.DILUENT in recipe(state, seat, Perfume.EXOTIC, (Essence.FLORAL, Essence.FRUITY))


def test_exotic_needs_two_different_essences_and_scores_three() -> None:
    state, seat = _maker(spice=2)
    assert all(p.perfume is not Perfume.EXOTIC for p in _usine(state, seat))
    state.seats[seat].stock[Essence.HERBAL] = 1
    assert Produce(Perfume.EXOTIC, (Essence.HERBAL, Essence.SPICE)) in _usine(state, seat)
    assert production_points(state, seat, Perfume.EXOTIC) == 3


def test_only_an_exotic_option_names_its_essences() -> None:
    state, seat = _maker(floral=1, herbal=1)
    classic = GRASSE.describe_action(state, seat, Produce(Perfume.FLORAL, (Essence.FLORAL,)))
    assert classic.startswith("Make Floral — hand in ")  # its one essence is its own: not "with floral"
    exotic = GRASSE.describe_action(state, seat, Produce(Perfume.EXOTIC, (Essence.FLORAL, Essence.HERBAL)))
    assert exotic.startswith("Make Exotic with floral + herbal — hand in ")


def test_contract_and_vanguard_each_add_a_point() -> None:
    state, seat = _maker(woody=1)
    assert production_points(state, seat, Perfume.FLORAL) == 2
    assert production_points(state, seat, Perfume.WOODY) == 3  # vanguard
    state.seats[seat].contracts.append(ContractCard(Perfume.WOODY, 2))
    assert production_points(state, seat, Perfume.WOODY) == 4
    label = GRASSE.describe_action(state, seat, Produce(Perfume.WOODY, (Essence.WOODY,)))
    assert label.endswith("; +4 points (contract +1 and vanguard +1 included)")  # a total, not to add
    turn_of(state, seat, open_location=LocationId.GRANDE_USINE)
    act(state, PlaceWorker(LocationId.GRANDE_USINE))
    act(state, Produce(Perfume.WOODY, (Essence.WOODY,)))
    assert state.seats[seat].points == 4
    assert state.seats[seat].production_points == 4


def test_no_flask_left_in_the_supply_no_production() -> None:
    state, seat = _maker(herbal=1)
    state.flask_supply[Perfume.HERBAL] = 0
    assert _usine(state, seat) == []


def test_at_most_five_of_a_type() -> None:
    state, seat = _maker(herbal=1)
    state.seats[seat].produced[Perfume.HERBAL] = 5
    assert _usine(state, seat) == []
    state.seats[seat].produced[Perfume.HERBAL] = 4
    assert _usine(state, seat) == [Produce(Perfume.HERBAL, (Essence.HERBAL,))]


def test_one_flask_per_action() -> None:
    state, seat = _maker(herbal=2)
    set_stock(state, seat, {b: 2 for b in BASES} | {Essence.HERBAL: 2})
    turn_of(state, seat, open_location=LocationId.GRANDE_USINE)
    act(state, PlaceWorker(LocationId.GRANDE_USINE))
    act(state, Produce(Perfume.HERBAL, (Essence.HERBAL,)))
    step = GRASSE.view(state, None).step
    assert (step.kind, step.text) == ("deliver", "deliver water to the track (then 4 more)")
    while state.step.kind is StepKind.DELIVER:
        act(state, legal(state)[0])
    assert state.step.kind is StepKind.MOVE
    assert state.seats[seat].flasks[Perfume.HERBAL] == 1


def test_sales_limit_of_five() -> None:
    state, seat = _maker()
    record = state.seats[seat]
    record.flasks[Perfume.FLORAL] = 1
    record.sales = 5
    assert sell_options(state, seat) == []
    record.sales = 4
    assert sell_options(state, seat) == [Sell(Perfume.FLORAL)]


def test_fashion_sale_earns_a_point_classic_two_coins() -> None:
    state, seat = _maker()
    record = state.seats[seat]
    record.flasks[Perfume.WOODY] = 1
    record.produced[Perfume.WOODY] = 1
    state.flask_supply[Perfume.WOODY] = 4
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.PERFUMERY))
    assert legal(state) == [Sell(Perfume.WOODY), SkipEffect()]
    coins = record.coins
    act(state, Sell(Perfume.WOODY))
    assert record.coins == coins + 2
    assert record.points == 1 and record.sales_points == 1
    assert record.sales == 1


def test_perfumery_without_flasks_is_skipped_with_a_log_line() -> None:
    state, seat = _maker()
    turn_of(state, seat)
    act(state, PlaceWorker(LocationId.PERFUMERY))
    assert state.step.kind is StepKind.MOVE
    entry = state.log[-1]
    assert "does not use the Perfumery" in entry.public
    assert "Nothing" not in entry.public  # why it was skipped stays private
    assert entry.private == {entry.seat: "(Nothing you could do there.)"}
