"""The mini expansions on hand-built positions: Important Clients, Secret Formula
and Events (rulebook "Mini Expansion Rules"; rulings G22–G32)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.module import make_config
from grasse_tui.games.grasse.rules.actions import (
    Collect,
    Done,
    EventPass,
    EventReturn,
    EventTake,
    EventTakeCard,
    PlaceWorker,
    Produce,
    Sell,
    decode_action,
    encode_action,
)
from grasse_tui.games.grasse.rules.clients import clients_maintenance, formula_met
from grasse_tui.games.grasse.rules.config import GrasseConfig, decode_config, default_config, encode_config
from grasse_tui.games.grasse.rules.content import (
    BASES,
    CHATEAU_BONUS,
    CLIENT_CARDS,
    EVENT_DECK,
    FORMULA_CARDS,
    SALE_COINS,
    Base,
    CardRow,
    Essence,
    EventId,
    LocationId,
    Perfume,
)
from grasse_tui.games.grasse.rules.events import has_effect
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.scoring import final_scores
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind
from grasse_tui.games.grasse.rules.track import collect_options
from grasse_tui.games.grasse.rules.turns import maintenance

from .conftest import act, clear_track, legal, set_space, set_stock, turn_of


def config(players: int = 3, expansions: tuple[str, ...] = (), variants: tuple[int, ...] = ()) -> GrasseConfig:
    return GrasseConfig(default_config(players).seats, frozenset(expansions), frozenset(variants))


def started_with(
    expansions: tuple[str, ...], variants: tuple[int, ...] = (), players: int = 3, seed: int = 0
) -> GrasseState:
    """A game past the large-tile draft (resolving any round-I event by its first option)."""
    state = GRASSE.new(config(players, expansions, variants), seed)
    while state.drafting or state.step.kind is StepKind.EVENT:
        act(state, legal(state)[0])
    return state


def next_round_with(state: GrasseState, *cards: EventId) -> None:
    """End the round now; the next round reveals ``cards`` (in this order)."""
    state.event_deck = [*state.event_deck, *reversed(cards)]
    maintenance(state)


def log_text(state: GrasseState) -> str:
    return "\n".join(entry.public for entry in state.log)


# --- config ---------------------------------------------------------------


def test_config_validates_and_round_trips_expansions() -> None:
    cfg = config(3, ("events", "clients", "formula"), (1, 3))
    assert decode_config(json.loads(json.dumps(encode_config(cfg)))) == cfg
    old = {"seats": encode_config(cfg)["seats"]}  # a record from before expansions
    assert decode_config(old) == config(3)
    assert "events_variants" not in encode_config(config(3, ("clients",)))
    with pytest.raises(ValueError, match="unknown or unsupported expansion"):
        config(2, ("pirates",))
    with pytest.raises(ValueError, match="unknown events variant"):
        config(2, ("events",), (4,))
    with pytest.raises(ValueError, match="need the 'events' expansion"):
        config(2, ("clients",), (1,))


def test_make_config_options() -> None:
    seats = (SeatConfig("A", "red"), SeatConfig("B", "green"))
    cfg = make_config(seats, {"expansions": ["events", "formula"], "events_variants": [2]})
    assert cfg.expansions == {"events", "formula"} and cfg.events_variants == {2}
    with pytest.raises(ValueError, match="list of variant numbers"):
        make_config(seats, {"expansions": ["events"], "events_variants": 2})


def test_new_actions_encode_and_decode() -> None:
    for action in (
        EventTake(3, Base.WATER),
        EventReturn(0, Essence.WOODY),
        EventTakeCard(CardRow.CONTRACT, 2),
        EventPass(),
    ):
        assert decode_action(json.loads(json.dumps(encode_action(action)))) == action


def test_base_game_deals_the_same_with_expansions() -> None:
    plain = GRASSE.new(config(4), 9)
    full = GRASSE.new(config(4, ("events", "clients", "formula")), 9)
    assert [s.pieces for s in plain.track] == [s.pieces for s in full.track]
    assert plain.rows == full.rows and plain.awards == full.awards and plain.turn_order == full.turn_order


# --- Important Clients ------------------------------------------------------


def test_clients_row_and_sale_bonus() -> None:
    state = started_with(("clients",))
    assert len(state.clients) == 3 and len(set(state.clients)) == 3
    assert sorted(p.value for p in [*state.clients, *state.client_deck]) == sorted(p.value for p in CLIENT_CARDS)
    seat = state.turn_order[0]
    state.clients = [Perfume.FLORAL, Perfume.EXOTIC, Perfume.WOODY]
    record = state.seats[seat]
    record.flasks[Perfume.EXOTIC] = 1
    record.flasks[Perfume.SPICE] = 1
    state.flask_supply[Perfume.EXOTIC] -= 1
    state.flask_supply[Perfume.SPICE] -= 1
    state.fashion = Perfume.HERBAL
    coins, points = record.coins, record.points
    turn_of(state, seat)
    state.touch_all()
    act(state, PlaceWorker(LocationId.PERFUMERY))
    assert "+4 coins, +1 point (client)" in GRASSE.describe_action(state, seat, Sell(Perfume.EXOTIC))
    act(state, Sell(Perfume.EXOTIC))
    assert record.coins == coins + 3 + 1 and record.points == points + 1 and record.client_points == 1
    assert state.clients == [Perfume.FLORAL, Perfume.WOODY] and state.client_discards == [Perfume.EXOTIC]
    assert "Exotic client is served" in log_text(state)
    view = GRASSE.view(state, None)
    assert view.clients == (Perfume.FLORAL, Perfume.WOODY)
    assert view.seats[seat].client_points == 1


def test_clients_maintenance_discards_rightmost_slides_and_refills_from_the_left() -> None:
    state = started_with(("clients",))
    state.clients = [Perfume.FLORAL, Perfume.EXOTIC, Perfume.WOODY]
    state.client_deck = [Perfume.SPICE, Perfume.HERBAL, Perfume.FRUITY]
    clients_maintenance(state)
    assert state.clients == [Perfume.FRUITY, Perfume.FLORAL, Perfume.EXOTIC]
    assert state.client_discards == [Perfume.WOODY]
    # Two clients served: the rightmost leaves, two new ones arrive; the pile runs out
    # and the discards are reshuffled into a new pile.
    state.clients = [Perfume.FLORAL]
    state.client_deck = [Perfume.SPICE]
    state.client_discards = [Perfume.WOODY, Perfume.EXOTIC, Perfume.FRUITY, Perfume.HERBAL]
    state.revealed = False
    clients_maintenance(state)
    assert len(state.clients) == 3 and state.clients[-1] is Perfume.SPICE
    assert len(state.clients) + len(state.client_deck) + len(state.client_discards) == 6
    assert state.revealed


def test_clients_count_at_the_chateau_and_in_the_final_free_sale() -> None:
    state = started_with(("clients",), players=3)
    seat = state.turn_order[0]
    state.clients = [Perfume.SPICE, Perfume.FLORAL, Perfume.WOODY]
    record = state.seats[seat]
    record.flasks[Perfume.SPICE] = 1
    record.flasks[Perfume.WOODY] = 1
    state.flask_supply[Perfume.SPICE] -= 1
    state.flask_supply[Perfume.WOODY] -= 1
    state.fashion = Perfume.HERBAL
    turn_of(state, seat, open_location=LocationId.CHATEAU)
    coins = record.coins
    act(state, PlaceWorker(LocationId.CHATEAU))
    act(state, Sell(Perfume.SPICE))
    assert record.coins == coins - 0 + 2 + 1 + 1
    state.step = Step(StepKind.FINAL, seat)
    state.final_index = state.players - 1
    act(state, Sell(Perfume.WOODY))
    assert record.client_points == 2 and state.clients == [Perfume.FLORAL]
    assert final_scores(state).lines[seat].breakdown["clients"] == 2


# --- Secret Formula ---------------------------------------------------------


def test_formulas_are_the_ten_pairs_dealt_privately() -> None:
    assert len(FORMULA_CARDS) == 10 and len(set(FORMULA_CARDS)) == 10
    assert all(a is not b for a, b in FORMULA_CARDS)
    state = started_with(("formula",), players=5)
    formulas = [record.formula for record in state.seats if record.formula is not None]
    assert len(formulas) == 5 and len(set(formulas)) == 5
    for viewer in range(5):
        view = GRASSE.view(state, viewer)
        assert view.me is not None and view.me.formula == formulas[viewer]
        assert all(seat.formula is None for seat in view.seats)
        deal = next(line for line in view.log if "secret formula" in line)
        for other in range(5):
            if other != viewer:
                assert f"Your secret formula: {formulas[other][0].label} + {formulas[other][1].label}" not in deal
    assert all(seat.formula is None for seat in GRASSE.view(state, None).seats)


@pytest.mark.parametrize(
    ("stock", "met"),
    [
        ({Essence.FLORAL: 1, Essence.WOODY: 1, Base.WATER: 4}, True),
        ({Essence.FLORAL: 2, Essence.WOODY: 1, Base.WATER: 3}, True),
        ({Essence.FLORAL: 1, Essence.WOODY: 1, Base.WATER: 3}, False),
        ({Essence.FLORAL: 3, Base.WATER: 4}, False),
        ({Essence.FLORAL: 1, Essence.WOODY: 1, Essence.SPICE: 1, Base.ALCOHOL: 3}, True),
    ],
)
def test_formula_needs_both_essences_and_four_more(stock: dict[Essence | Base, int], met: bool) -> None:
    state = started_with(("formula",))
    state.seats[0].formula = (Essence.FLORAL, Essence.WOODY)
    set_stock(state, 0, stock)
    assert formula_met(state.seats[0]) is met
    line = final_scores(state).lines[0]
    assert line.breakdown["formula"] == (3 if met else 0)
    assert line.total == sum(line.breakdown.values())


def test_formula_is_revealed_at_the_end() -> None:
    state = started_with(("formula",), players=2)
    state.step = Step(StepKind.FINAL, state.turn_order[-1])
    state.final_index = 1
    act(state, Done())
    assert GRASSE.is_over(state)
    view = GRASSE.view(state, 0)
    assert [s.formula for s in view.seats] == [r.formula for r in state.seats]
    assert final_scores(state).details["formulas"][1]
    assert "Secret formulas revealed: " in log_text(state)


# --- Events: immediate cards ---------------------------------------------------


def test_event_deck_has_fifteen_cards_with_two_doubles() -> None:
    assert len(EVENT_DECK) == 15 and set(EVENT_DECK) == set(EventId)
    assert EVENT_DECK.count(EventId.COINS_FOR_ALL) == 2 and EVENT_DECK.count(EventId.TAX) == 2


def test_no_event_in_round_one_without_variant_one() -> None:
    state = started_with(("events",))
    assert state.events_now == [] and len(state.event_deck) == 15
    assert state.step.kind is StepKind.PLACE


def test_good_year_pays_everyone_and_is_an_information_event() -> None:
    state = started_with(("events",))
    before = [r.coins for r in state.seats]
    state.revealed = False
    next_round_with(state, EventId.COINS_FOR_ALL)
    assert [r.coins for r in state.seats] == [c + 2 for c in before]
    assert state.revealed and state.events_now == [EventId.COINS_FOR_ALL]
    assert state.step.kind is StepKind.PLACE
    assert GRASSE.view(state, 0).events is not None


def test_royal_tax_takes_what_each_seat_has() -> None:
    state = started_with(("events",))
    for seat, coins in enumerate((3, 1, 0)):
        state.bank += state.seats[seat].coins - coins
        state.seats[seat].coins = coins
    next_round_with(state, EventId.TAX)
    assert [r.coins for r in state.seats] == [1, 0, 0]
    text = log_text(state)
    assert "1 coin (all they had)" in text and "0 coins (had none)" in text


def test_change_of_taste_flips_a_new_vanguard() -> None:
    state = started_with(("events",))
    old_vanguard = state.vanguard
    second, first = state.vanguard_deck[-2:]  # maintenance flips `first`, the event then `second`
    next_round_with(state, EventId.VANGUARD_SHIFT)
    assert state.fashion is old_vanguard
    assert state.vanguard is second and first not in state.vanguard_deck and second not in state.vanguard_deck
    assert len(state.vanguard_deck) == 2
    assert f"{second.label} replaces {first.label}" in log_text(state)


# --- Events: round-long cards -------------------------------------------------


def test_busy_season_sells_two_flasks_in_one_action() -> None:
    state = started_with(("events", "clients"))
    next_round_with(state, EventId.DOUBLE_SALE)
    seat = state.turn_order[0]
    record = state.seats[seat]
    record.flasks[Perfume.SPICE] = 2
    state.flask_supply[Perfume.SPICE] -= 2
    state.clients = [Perfume.WOODY, Perfume.SPICE, Perfume.FLORAL]
    view = GRASSE.view(state, seat)
    assert view.events is not None and view.events.round_effects == (EventId.DOUBLE_SALE,)
    assert "up to 2 flasks this round" in GRASSE.describe_action(state, seat, PlaceWorker(LocationId.PERFUMERY))
    act(state, PlaceWorker(LocationId.PERFUMERY))
    act(state, Sell(Perfume.SPICE))
    assert state.step.kind is StepKind.EFFECT and legal(state) == [Sell(Perfume.SPICE), Done()]
    assert "second flask" in GRASSE.view(state, seat).step.text
    act(state, Sell(Perfume.SPICE))
    assert record.sales == 2 and record.client_points == 1  # the client is served once
    assert state.step.kind is StepKind.MOVE


def test_busy_season_at_the_chateau_pays_its_extra_coin_on_both_flasks() -> None:
    # Ruling G32: the second sale is a sale at the Château too.
    state = started_with(("events",))
    next_round_with(state, EventId.DOUBLE_SALE)
    if LocationId.CHATEAU not in state.locations:
        state.locations.append(LocationId.CHATEAU)
    seat = state.turn_order[0]
    record = state.seats[seat]
    perfume = next(p for p in (Perfume.SPICE, Perfume.WOODY) if p is not state.fashion)
    record.flasks[perfume] = 2
    state.flask_supply[perfume] -= 2
    act(state, PlaceWorker(LocationId.CHATEAU))
    before = record.coins
    act(state, Sell(perfume))
    act(state, Sell(perfume))
    assert record.coins - before == 2 * (SALE_COINS[perfume] + CHATEAU_BONUS)


def test_full_steam_makes_two_flasks_in_one_action() -> None:
    state = started_with(("events",))
    next_round_with(state, EventId.DOUBLE_PRODUCTION)
    clear_track(state)
    seat = state.turn_order[0]
    state.factories[LocationId.FACTORY_1] = (Perfume.WOODY, Perfume.FLORAL)
    set_stock(state, seat, {**dict.fromkeys(BASES, 2), Essence.WOODY: 1, Essence.FLORAL: 1})
    act(state, PlaceWorker(LocationId.FACTORY_1))
    act(state, Produce(Perfume.WOODY, (Essence.WOODY,)))
    while state.step.kind is StepKind.DELIVER:
        act(state, legal(state)[0])
    assert state.step.kind is StepKind.EFFECT
    assert legal(state) == [Produce(Perfume.FLORAL, (Essence.FLORAL,)), Done()]
    act(state, Produce(Perfume.FLORAL, (Essence.FLORAL,)))
    while state.step.kind is StepKind.DELIVER:
        act(state, legal(state)[0])
    assert state.step.kind is StepKind.MOVE
    assert state.seats[seat].produced[Perfume.WOODY] == state.seats[seat].produced[Perfume.FLORAL] == 1


def _collect_space(state: GrasseState, owner: int | None) -> None:
    clear_track(state)
    set_space(state, 0, {Base.WATER: 2, Essence.FLORAL: 1}, owner)


def test_rich_harvest_collects_two_anywhere_for_one_coin_at_most() -> None:
    state = started_with(("events",))
    next_round_with(state, EventId.RICH_HARVEST)
    seat = state.turn_order[0]
    other = state.turn_order[1]
    _collect_space(state, None)
    assert Collect((Base.WATER, Base.WATER)) in collect_options(state, seat, 0, False)
    assert Collect((Base.WATER, Essence.FLORAL)) in collect_options(state, seat, 0, False)
    assert all(len(c.resources) <= 1 for c in collect_options(state, seat, 0, True))  # not the golden pawn
    _collect_space(state, other)
    state.seats[seat].coins = 1
    state.step = Step(StepKind.COLLECT, seat, space=0)
    state.seats[seat].pawn = 0
    before = state.seats[other].coins
    act(state, Collect((Base.WATER, Essence.FLORAL)))
    assert state.seats[seat].coins == 0 and state.seats[other].coins == before + 1


def test_poor_harvest_collects_one_even_on_your_own_tile() -> None:
    state = started_with(("events",))
    next_round_with(state, EventId.POOR_HARVEST)
    seat = state.turn_order[0]
    _collect_space(state, seat)
    assert all(len(c.resources) <= 1 for c in collect_options(state, seat, 0, False))
    assert GRASSE.view(state, seat).events.collect_limit == 1  # type: ignore[union-attr]


def test_rich_and_poor_harvest_together_cancel() -> None:
    state = started_with(("events",), (3,))
    next_round_with(state, EventId.RICH_HARVEST, EventId.POOR_HARVEST)
    seat = state.turn_order[0]
    assert state.collect_mode == 0
    _collect_space(state, None)
    assert all(len(c.resources) <= 1 for c in collect_options(state, seat, 0, False))
    _collect_space(state, seat)
    assert any(len(c.resources) == 2 for c in collect_options(state, seat, 0, False))


# --- Events: decisions in turn order ---------------------------------------------


def test_supply_wagon_each_seat_may_take_two_bases_in_turn_order() -> None:
    state = started_with(("events",))
    clear_track(state)
    set_space(state, 2, {Base.WATER: 3, Essence.FLORAL: 1})
    next_round_with(state, EventId.TWO_BASES)
    first, second, third = state.turn_order
    assert state.step.kind is StepKind.EVENT and state.step.seat == first
    assert GRASSE.pending(state).acting == (first,)
    assert legal(state) == [EventTake(2, Base.WATER), EventPass()]
    act(state, EventTake(2, Base.WATER))
    act(state, EventTake(2, Base.WATER))
    assert state.step.seat == second
    act(state, EventTake(2, Base.WATER))
    # no base left on the track: the seat's part ends with a public line
    assert state.step.seat == third or state.step.kind is StepKind.PLACE
    assert "finds nothing more on the track" in log_text(state)
    assert state.step.kind is StepKind.PLACE and state.step.seat == first


def test_traveling_merchant_takes_one_base_and_one_essence() -> None:
    state = started_with(("events",))
    clear_track(state)
    set_space(state, 4, {Base.ALCOHOL: 2, Essence.SPICE: 2})
    next_round_with(state, EventId.BASE_AND_ESSENCE)
    act(state, EventTake(4, Base.ALCOHOL))
    assert legal(state) == [EventTake(4, Essence.SPICE), EventPass()]
    act(state, EventPass())
    assert "takes nothing more" in log_text(state)
    assert len(legal(state)) == 3  # the next seat: alcohol, spice or decline


def test_requisition_returns_two_bases_or_what_the_seat_has() -> None:
    state = started_with(("events",))
    clear_track(state)
    order = state.turn_order
    set_stock(state, order[0], {Base.WATER: 1, Base.FIXATIVE: 2})
    set_stock(state, order[1], {Base.DILUENT: 1, Essence.WOODY: 1})
    set_stock(state, order[2], {Essence.WOODY: 1})
    next_round_with(state, EventId.RETURN_TWO_BASES)
    options = legal(state)
    assert EventPass() not in options
    assert {a.resource for a in options if isinstance(a, EventReturn)} == {Base.WATER, Base.FIXATIVE}
    act(state, EventReturn(5, Base.FIXATIVE))
    act(state, EventReturn(5, Base.FIXATIVE))
    assert state.step.seat == order[1]
    act(state, EventReturn(6, Base.DILUENT))
    text = log_text(state)
    assert f"{state.seat_label(order[1])} has no other base to return." in text
    assert f"{state.seat_label(order[2])} has no base to return." in text
    assert state.track[5].pieces[Base.FIXATIVE] == 2 and state.track[6].pieces[Base.DILUENT] == 1
    assert state.step.kind is StepKind.PLACE


def test_spoilage_returns_one_essence_and_logs_only_the_public_fact() -> None:
    state = started_with(("events",))
    clear_track(state)
    order = state.turn_order
    for seat in order:
        set_stock(state, seat, dict.fromkeys(BASES, 1))
    set_stock(state, order[1], {Essence.HERBAL: 1, Base.WATER: 1})
    next_round_with(state, EventId.RETURN_ESSENCE)
    assert state.step.seat == order[1]
    assert all(isinstance(a, EventReturn) and a.resource is Essence.HERBAL for a in legal(state))
    act(state, EventReturn(0, Essence.HERBAL))
    text = log_text(state)
    assert f"{state.seat_label(order[0])} has no essence to return." in text
    assert f"{state.seat_label(order[2])} has no essence to return." in text
    assert "water" not in text.split("Return 1 Essence", 1)[1]  # nothing else of a screen is shown


def test_free_card_events_take_from_the_open_row_or_decline() -> None:
    state = started_with(("events",))
    next_round_with(state, EventId.FREE_TECHNIQUE, EventId.FREE_CONTRACT)  # the second waits in the deck
    first = state.turn_order[0]
    card = state.rows[CardRow.TECHNIQUE][1]
    assert EventTakeCard(CardRow.TECHNIQUE, 1) in legal(state) and EventPass() in legal(state)
    assert "free" in GRASSE.describe_action(state, first, EventTakeCard(CardRow.TECHNIQUE, 1))
    act(state, EventTakeCard(CardRow.TECHNIQUE, 1))
    assert card in state.seats[first].techniques and len(state.rows[CardRow.TECHNIQUE]) == 3
    act(state, EventPass())
    act(state, EventPass())
    assert state.step.kind is StepKind.PLACE
    state2 = started_with(("events",))
    next_round_with(state2, EventId.FREE_CONTRACT)
    act(state2, legal(state2)[0])
    assert len(state2.seats[state2.turn_order[0]].contracts) == 1


def test_events_view_lists_the_cards_still_waiting_and_stays_current_as_each_leaves() -> None:
    state = started_with(("events",), (3,))
    clear_track(state)
    set_space(state, 2, {Base.WATER: 3, Essence.FLORAL: 3})
    next_round_with(state, EventId.TWO_BASES, EventId.BASE_AND_ESSENCE)
    state.touch_all()  # the state was edited by hand
    events = GRASSE.view(state, None).events
    assert events is not None and events.waiting == (EventId.TWO_BASES, EventId.BASE_AND_ESSENCE)
    while state.step.event is EventId.TWO_BASES:
        act(state, EventPass())  # declining changes nothing else the board shows
    assert state.step.event is EventId.BASE_AND_ESSENCE
    view = GRASSE.view(state, None)
    assert view.events is not None and view.events.waiting == (EventId.BASE_AND_ESSENCE,)
    assert view == GRASSE.view(dataclasses.replace(state), None)  # the cached view is current
    while state.step.kind is StepKind.EVENT:
        act(state, EventPass())
    events = GRASSE.view(state, None).events
    assert events is not None and events.waiting == () and events.this_round == (
        EventId.TWO_BASES,
        EventId.BASE_AND_ESSENCE,
    )


# --- Events: variants ---------------------------------------------------------


def test_variant_one_reveals_in_round_one_and_skips_a_card_with_no_effect() -> None:
    state = GRASSE.new(config(3, ("events",), (1,)), 4)
    state.event_deck = [*state.event_deck[:-2], EventId.COINS_FOR_ALL, EventId.RETURN_ESSENCE]
    assert not has_effect(state, EventId.RETURN_ESSENCE)  # nobody holds an essence yet
    info = None
    while state.drafting:
        info = GRASSE.apply(state, state.step.seat, legal(state)[0])
    assert info is not None and info.reveals_information
    assert state.events_now == [EventId.COINS_FOR_ALL]
    assert EventId.RETURN_ESSENCE in state.events_past
    assert "would have no effect" in log_text(state)
    first = state.seat_label(state.turn_order[0])
    assert f"Round I event, revealed by {first}: Everyone Gains 2 Coins" in log_text(state)


def test_variant_two_lays_out_every_rounds_cards_from_the_start() -> None:
    state = GRASSE.new(config(3, ("events",), (2, 3)), 6)
    assert sorted(state.event_schedule) == [2, 3, 4]
    assert all(len(cards) == 2 for cards in state.event_schedule.values())
    view = GRASSE.view(state, None)
    assert view.events is not None and [n for n, _ in view.events.upcoming] == [2, 3, 4]
    assert view.events.deck == 15 - 6
    round_two = state.event_schedule[2]
    while state.drafting or state.step.kind is StepKind.EVENT:
        act(state, legal(state)[0])
    state.event_schedule[2] = [EventId.DOUBLE_SALE, EventId.COINS_FOR_ALL]
    maintenance(state)
    assert state.events_now == [EventId.DOUBLE_SALE, EventId.COINS_FOR_ALL]
    assert 2 not in state.event_schedule and round_two
    # Face up since the setup, so nobody reveals them: they take effect.
    assert any(entry.public.startswith("Round II events take effect: Double Sale") for entry in state.log)
    assert not any("revealed by" in entry.public for entry in state.log)


def test_variants_one_two_three_together() -> None:
    state = GRASSE.new(config(4, ("events", "clients", "formula"), (1, 2, 3)), 12)
    assert sorted(state.event_schedule) == [1, 2, 3, 4]
    assert all(len(cards) == 2 for cards in state.event_schedule.values())
    assert all(has_effect(state, c) for c in state.event_schedule[1])


def test_event_step_is_routed_to_the_deciding_seat() -> None:
    state = started_with(("events",))
    next_round_with(state, EventId.TWO_BASES)
    seat = state.step.seat
    assert GRASSE.pending(state).acting == (seat,)
    for other in range(state.players):
        if other != seat:
            assert not GRASSE.legal_actions(state, other)
    step = GRASSE.view(state, seat).step
    assert step.kind == "event" and step.event is EventId.TWO_BASES and "Take 2 Bases" in step.text


def test_revealing_an_event_is_an_undo_barrier() -> None:
    session = GameSession.start(GRASSE, config(2, ("events",)), 3)
    while session.state.round == 1:
        (seat,) = session.pending().acting
        session.submit(seat, session.legal_actions(seat)[0])
    last = session.record.actions[-1].seat
    assert session.state.events_now and not session.can_undo(last)
