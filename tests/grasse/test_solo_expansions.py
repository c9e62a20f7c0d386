"""Solo play with the Events and Important Clients mini expansions (rulebook
"Solo Mode" note, "Mini Expansion Rules"; rulings G33–G39): Pierre's part of
every event card, his collections and reactions under the round-long cards, and
his sales to the clients, on hand-built positions."""

from __future__ import annotations

import random

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.rules import pierre, pierre_reactions
from grasse_tui.games.grasse.rules.actions import (
    ChooseForPierre,
    Collect,
    EventPass,
    EventReturn,
    EventTakeCard,
    MovePawn,
    PlaceWorker,
)
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import (
    CLIENT_COINS,
    SALE_COINS,
    CardRow,
    ContractCard,
    Essence,
    EventId,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.effects import sell, with_article
from grasse_tui.games.grasse.rules.events import begin_round_events, run_events
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.scoring import final_scores
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind, Then
from grasse_tui.games.grasse.rules.turns import maintenance

from .conftest import (
    ALL_BASES,
    FLORAL,
    FRUITY,
    HERBAL,
    SPICE,
    WOODY,
    A,
    D,
    F,
    P,
    W,
    act,
    blank_solo,
    check_invariants,
    clear_track,
    legal,
    set_space,
    set_stock,
)


def solo_with(
    expansions: tuple[str, ...] = ("events", "clients"), variants: tuple[int, ...] = (), seed: int = 0
) -> GrasseState:
    """A solo game with ``expansions`` past the large-tile draft (round-I events resolved by the first option)."""
    config = GrasseConfig((SeatConfig("Ann", "red"),), frozenset(expansions), frozenset(variants))
    state = GRASSE.new(config, seed)
    while state.drafting or state.step.kind is StepKind.EVENT:
        act(state, legal(state)[0])
    return state


blank = blank_solo


def reveal(state: GrasseState, *cards: EventId) -> int:
    """Start round II revealing ``cards`` and resolve them up to the first decision
    (or the first placement); returns the log length before the reveal."""
    start = len(state.log)
    state.event_deck.extend(reversed(cards))
    state.round = 2
    begin_round_events(state)
    if not run_events(state):
        state.step = Step(StepKind.PLACE, 0)
    return start


def lines_since(state: GrasseState, start: int) -> list[str]:
    return [entry.public for entry in state.log[start:]]


def pierre_lines(state: GrasseState, start: int) -> list[str]:
    return [line for line in lines_since(state, start) if line.startswith("Pierre")]


def react(state: GrasseState, location: LocationId | None) -> Step | None:
    state.cue = location
    return pierre_reactions.react(state, Then.PIERRE_TURN_DONE)


# --- setup -----------------------------------------------------------------


def test_a_solo_game_deals_the_clients_and_the_event_pile() -> None:
    state = solo_with()
    assert len(state.clients) == 3 and len(state.event_deck) == 15
    text = "\n".join(entry.public for entry in state.log)
    assert "Important clients wait for" in text and "event cards are shuffled" in text


def test_secret_formula_is_still_refused_solo() -> None:
    with pytest.raises(ValueError, match="not played solo"):
        GrasseConfig((SeatConfig("Ann", "red"),), frozenset({"formula"}))


# --- immediate cards (G33) --------------------------------------------------


def test_everyone_gains_two_pays_pierre_after_you_even_from_a_short_bank() -> None:
    state = blank(solo_with(("events",)))
    state.seats[P].coins = 1
    bank = state.bank
    start = reveal(state, EventId.COINS_FOR_ALL)
    assert state.seats[0].coins == 2 and state.seats[P].coins == 3 and state.bank == bank - 4
    lines = lines_since(state, start)
    assert lines[-1] == "Pierre takes 2 coins from the bank (Everyone Gains 2 Coins); he now has 3 coins."
    assert lines[-2].startswith("Everyone Gains 2 Coins: the bank pays Ann (R) 2 coins")
    assert state.step.kind is StepKind.PLACE and state.step.seat == 0
    # The bank pays what it has: you first, then Pierre (G8).
    state.seats[0].coins = state.seats[P].coins = 0
    state.bank = 3
    start = reveal(state, EventId.COINS_FOR_ALL)
    assert state.seats[0].coins == 2 and state.seats[P].coins == 1 and state.bank == 0
    assert pierre_lines(state, start) == [
        "Pierre takes 1 coin from the bank (Everyone Gains 2 Coins); he now has 1 coin."
    ]
    start = reveal(state, EventId.COINS_FOR_ALL)
    assert pierre_lines(state, start) == ["Pierre gets nothing: the bank has no coin left (Everyone Gains 2 Coins)."]
    assert state.seats[P].coins == 1


@pytest.mark.parametrize(
    ("coins", "line"),
    [
        (5, "Pierre pays 2 coins to the bank (Everyone Pays 2 Coins); he now has 3 coins."),
        (1, "Pierre pays 1 coin (all he had) to the bank (Everyone Pays 2 Coins); he now has 0 coins."),
        (0, "Pierre has no coin to pay (Everyone Pays 2 Coins)."),
    ],
)
def test_everyone_pays_two_takes_what_pierre_has(coins: int, line: str) -> None:
    state = blank(solo_with(("events",)))
    state.seats[P].coins = coins
    state.seats[0].coins = 4
    start = reveal(state, EventId.TAX)
    assert state.seats[0].coins == 2 and state.seats[P].coins == max(coins - 2, 0)
    assert pierre_lines(state, start) == [line]


def test_vanguard_flip_changes_pierres_orders_without_a_line_of_his() -> None:
    state = blank(solo_with(("events",)))
    state.vanguard_deck.append(Perfume.SPICE)
    start = reveal(state, EventId.VANGUARD_SHIFT)
    assert state.vanguard is Perfume.SPICE
    assert pierre.perfume_preference(state)[0] is Perfume.SPICE
    assert pierre.collection_order(state, {**ALL_BASES, W: 1})[0] is SPICE
    assert pierre_lines(state, start) == []


# --- take cards (G34) -------------------------------------------------------


def test_take_two_bases_after_you_from_the_first_spaces_ahead() -> None:
    state = blank(solo_with(("events",)))
    set_stock(state, P, {W: 1})
    state.seats[P].pawn = 3
    set_space(state, 1, {D: 2})  # behind his pawn: he does not reach back there
    set_space(state, 5, {A: 1, FLORAL: 1})
    set_space(state, 9, {W: 2})
    start = reveal(state, EventId.TWO_BASES)
    assert state.step.kind is StepKind.EVENT and state.step.seat == 0  # you first
    assert not pierre_lines(state, start)
    act(state, EventPass())
    # First space ahead with a base: 6 (alcohol, a base he lacks); then 10 (water, all that is left ahead).
    assert pierre_lines(state, start) == [
        "Pierre takes alcohol (a base he lacks) from space 6, free (Take 2 Bases).",
        "Pierre takes water (first on his list there) from space 10, free (Take 2 Bases).",
    ]
    assert state.seats[P].stock[A] == 1 and state.seats[P].stock[W] == 2
    assert state.track[5].pieces[FLORAL] == 1 and state.track[1].pieces[D] == 2
    assert state.step.kind is StepKind.PLACE


def test_take_reaches_the_space_under_his_pawn_last_and_stops_when_nothing_is_left() -> None:
    state = blank(solo_with(("events",)))
    state.seats[P].pawn = 3
    set_space(state, 3, {D: 1})
    start = reveal(state, EventId.TWO_BASES)
    act(state, EventPass())
    assert pierre_lines(state, start) == [
        "Pierre takes diluent (a base he lacks) from space 4, free (Take 2 Bases).",
        "Pierre finds no other base on the track to take (Take 2 Bases).",
    ]


def test_take_a_base_and_an_essence_by_his_list_from_space_one_when_off_the_track() -> None:
    state = blank(solo_with(("events",)))
    set_stock(state, P, dict(ALL_BASES))
    set_space(state, 1, {FRUITY: 1, A: 1})
    set_space(state, 4, {FLORAL: 1})
    start = reveal(state, EventId.BASE_AND_ESSENCE)
    act(state, EventPass())
    # Space 2 is the first holding either: essences come before bases he already has.
    assert pierre_lines(state, start) == [
        "Pierre takes fruity (first on his list there) from space 2, free (Take a Base and an Essence).",
        "Pierre takes alcohol (first on his list there) from space 2, free (Take a Base and an Essence).",
    ]
    assert state.track[4].pieces[FLORAL] == 1


def test_take_with_an_empty_track_takes_nothing() -> None:
    state = blank(solo_with(("events",)))
    start = reveal(state, EventId.BASE_AND_ESSENCE)
    # You have nothing to take either, so nobody is asked.
    assert state.step.kind is StepKind.PLACE
    assert pierre_lines(state, start) == [
        "Pierre finds no base or essence on the track to take (Take a Base and an Essence)."
    ]


# --- return cards (G35) -----------------------------------------------------


def test_return_two_bases_gives_a_spare_then_the_least_wanted_to_his_tile_ahead() -> None:
    state = blank(solo_with(("events",)))
    set_stock(state, 0, {W: 1, F: 1})
    set_stock(state, P, {W: 2, A: 1, F: 1})
    state.seats[P].pawn = 3
    set_space(state, 6, {}, owner=P)
    start = reveal(state, EventId.RETURN_TWO_BASES)
    assert state.step.kind is StepKind.EVENT and state.step.seat == 0
    act(state, EventReturn(0, W))
    act(state, EventReturn(0, F))
    lines = lines_since(state, start)
    assert lines.index("Ann (R) returns fixative to space 1 (Return 2 Bases).") < lines.index(
        "Pierre returns water to space 7 (his tile; Return 2 Bases)."
    )
    # Water was his spare; then one each of water, alcohol, fixative: his list puts fixative last.
    assert pierre_lines(state, start) == [
        "Pierre returns water to space 7 (his tile; Return 2 Bases).",
        "Pierre returns fixative to space 7 (his tile; Return 2 Bases).",
    ]
    assert state.seats[P].stock[W] == 1 and state.seats[P].stock[A] == 1 and state.seats[P].stock[F] == 0
    assert state.track[6].count == 2 and state.step.kind is StepKind.PLACE


def test_return_two_bases_with_one_base_returns_it() -> None:
    state = blank(solo_with(("events",)))
    set_stock(state, P, {D: 1, FLORAL: 1})
    start = reveal(state, EventId.RETURN_TWO_BASES)
    assert state.step.kind is StepKind.PLACE  # you hold no base
    assert pierre_lines(state, start) == [
        "Pierre returns diluent to space 1 (grey tile; Return 2 Bases).",
        "Pierre has no other base to return (Return 2 Bases).",
    ]


@pytest.mark.parametrize(
    ("stock", "returned"),
    [
        ({FLORAL: 1, WOODY: 1}, WOODY),  # a tie: woody is last in his list (vanguard floral, fashion spice)
        ({FLORAL: 2, WOODY: 1}, FLORAL),  # a spare first
        ({SPICE: 1, FRUITY: 1}, FRUITY),
    ],
)
def test_return_one_essence_by_spare_then_least_wanted(stock: dict[Resource, int], returned: Essence) -> None:
    state = blank(solo_with(("events",)), Perfume.FLORAL, Perfume.SPICE)
    set_stock(state, P, stock)
    start = reveal(state, EventId.RETURN_ESSENCE)
    assert pierre_lines(state, start) == [f"Pierre returns {returned.value} to space 1 (grey tile; Return 1 Essence)."]
    assert state.seats[P].stock[returned] == stock[returned] - 1


def test_return_one_essence_with_none_and_with_a_full_track() -> None:
    state = blank(solo_with(("events",)))
    start = reveal(state, EventId.RETURN_ESSENCE)
    assert pierre_lines(state, start) == ["Pierre has no essence to return (Return 1 Essence)."]
    for index in range(len(state.track)):
        set_space(state, index, {W: 4})
    set_stock(state, P, {HERBAL: 1})
    start = reveal(state, EventId.RETURN_ESSENCE)
    assert lines_since(state, start)[-1] == (
        "The track has no room left for Pierre to return anything (Return 1 Essence)."
    )
    assert state.seats[P].stock[HERBAL] == 1


# --- free cards (G36) -------------------------------------------------------


def test_free_technique_by_his_master_perfumer_order_within_the_row() -> None:
    state = blank(solo_with(("events",)), Perfume.FLORAL, Perfume.WOODY)
    row = [TechniqueCard(Perfume.SPICE, W), TechniqueCard(Perfume.WOODY, A), TechniqueCard(Perfume.FLORAL, D)]
    state.rows[CardRow.TECHNIQUE] = list(row)
    state.rows[CardRow.CONTRACT] = [ContractCard(Perfume.FLORAL, 1)]  # not this card's row
    start = reveal(state, EventId.FREE_TECHNIQUE)
    act(state, EventPass())
    assert state.seats[P].techniques == [row[2]]  # the vanguard's
    assert state.seats[P].contracts == []
    assert pierre_lines(state, start) == [
        f"Pierre picks {row[2].label}: a technique for the vanguard, first on his list.",
        f"Pierre takes {row[2].label}.",
    ]
    assert len(state.rows[CardRow.TECHNIQUE]) == 3  # the gap is refilled
    # Holding a Floral technique, the next one goes to the fashion perfume, then the leftmost.
    state.rows[CardRow.TECHNIQUE] = [TechniqueCard(Perfume.SPICE, W), TechniqueCard(Perfume.WOODY, A)]
    reveal(state, EventId.FREE_TECHNIQUE)
    act(state, EventPass())
    assert state.seats[P].techniques[-1] == TechniqueCard(Perfume.WOODY, A)


def test_free_contract_takes_the_leftmost_he_may_hold_or_none() -> None:
    state = blank(solo_with(("events",)), Perfume.EXOTIC, Perfume.EXOTIC)
    state.rows[CardRow.CONTRACT] = [ContractCard(Perfume.HERBAL, 1), ContractCard(Perfume.SPICE, 1)]
    state.seats[0].contracts.append(ContractCard(Perfume.HERBAL, 2))
    state.seats[0].contracts.append(ContractCard(Perfume.SPICE, 2))
    start = reveal(state, EventId.FREE_CONTRACT)  # you may hold neither: Pierre goes on at once
    assert state.seats[P].contracts[0].perfume is Perfume.HERBAL
    picked, taken = pierre_lines(state, start)[:2]
    assert picked == (
        "Pierre picks Contract Herbal (+1 point): the first contract he may hold "
        "(none open is for the vanguard or the fashion perfume)."
    )
    assert taken.startswith("Pierre takes Contract Herbal")
    state.seats[P].contracts.append(ContractCard(Perfume.SPICE, 3))
    state.rows[CardRow.CONTRACT] = [ContractCard(Perfume.SPICE, 1)]
    start = reveal(state, EventId.FREE_CONTRACT)
    assert pierre_lines(state, start) == [
        "Pierre may hold none of the open contract cards, so he takes none (Free Contract Card)."
    ]


def test_you_take_your_free_card_before_pierre() -> None:
    state = blank(solo_with(("events",)), Perfume.FLORAL, Perfume.WOODY)
    state.rows[CardRow.CONTRACT] = [ContractCard(Perfume.FLORAL, 1), ContractCard(Perfume.WOODY, 1)]
    state.decks[CardRow.CONTRACT] = []
    state.discards[CardRow.CONTRACT] = []
    reveal(state, EventId.FREE_CONTRACT)
    act(state, EventTakeCard(CardRow.CONTRACT, 0))  # you take his favourite first
    assert [c.perfume for c in state.seats[P].contracts] == [Perfume.WOODY]
    assert state.rows[CardRow.CONTRACT] == []


# --- harvest cards (G37) ----------------------------------------------------


def _pierre_collects(state: GrasseState, owner: int | None, coins: int = 1) -> tuple[list[Resource], str]:
    clear_track(state)
    set_space(state, 4, {W: 2, FLORAL: 1, SPICE: 1}, owner)
    set_stock(state, P, dict(ALL_BASES))
    state.seats[P].coins = coins
    state.seats[0].coins = 0
    before = dict(state.seats[P].stock)
    start = len(state.log)
    pierre.collect_at(state, 4)
    got = [r for r in state.seats[P].stock for _ in range(state.seats[P].stock[r] - before[r])]
    return got, lines_since(state, start)[-1]


def test_collect_two_gives_pierre_two_pieces_anywhere_for_one_coin_at_most() -> None:
    state = blank(solo_with(("events",)))
    start = reveal(state, EventId.RICH_HARVEST)
    assert state.collect_mode == 2
    assert pierre_lines(state, start) == [
        "Pierre too: wherever his pawn stops this round he collects 2 pieces (1 coin in all on your tile)."
    ]
    got, line = _pierre_collects(state, None)
    assert set(got) == {FLORAL, SPICE}  # the vanguard's essence, then another essence
    assert line.endswith("from space 5 (Collect 2).")
    got, line = _pierre_collects(state, 0)
    assert len(got) == 2 and state.seats[P].coins == 0 and state.seats[0].coins == 1
    assert line.endswith("from space 5, paying 1 coin to Ann (R) (Collect 2).")
    got, line = _pierre_collects(state, P)
    assert len(got) == 2 and "(Collect 2)" not in line  # his own tile gives 2 anyway


def test_collect_at_most_one_holds_pierre_to_one_on_his_own_tile() -> None:
    state = blank(solo_with(("events",)))
    reveal(state, EventId.POOR_HARVEST)
    got, line = _pierre_collects(state, P)
    assert len(got) == 1 and line.endswith("from space 5 (Collect at Most 1).")
    got, line = _pierre_collects(state, None)
    assert len(got) == 1 and "(Collect" not in line


def test_both_harvest_cards_cancel_for_pierre_too() -> None:
    state = blank(solo_with(("events",), (3,)))
    start = reveal(state, EventId.RICH_HARVEST, EventId.POOR_HARVEST)
    assert state.collect_mode == 0 and pierre_lines(state, start) == []
    got, _ = _pierre_collects(state, P)
    assert len(got) == 2
    got, _ = _pierre_collects(state, None)
    assert len(got) == 1


def test_harvest_cards_reach_his_grand_fair_stop_but_not_his_fixed_takes() -> None:
    state = blank(solo_with(("events",)))
    reveal(state, EventId.RICH_HARVEST)
    set_space(state, 0, {W: 2, A: 1})
    assert react(state, LocationId.GRAND_FAIR) is None
    assert state.seats[P].pawn == 0 and sum(state.seats[P].stock.values()) == 2
    set_stock(state, P, {})
    set_space(state, 3, {FLORAL: 2, HERBAL: 1})
    assert react(state, LocationId.ENFLEURAGE) is None
    assert sum(state.seats[P].stock.values()) == 1


# --- double sale and double production (G38) --------------------------------


def _flasks(state: GrasseState, *perfumes: Perfume) -> None:
    for perfume in perfumes:
        state.seats[P].flasks[perfume] += 1
        state.seats[P].produced[perfume] += 1
        state.flask_supply[perfume] -= 1


def test_double_sale_pierre_sells_a_second_flask_at_the_perfumery() -> None:
    state = blank(solo_with(("events",)), Perfume.FLORAL, Perfume.WOODY)
    start = reveal(state, EventId.DOUBLE_SALE)
    _flasks(state, Perfume.FLORAL, Perfume.WOODY, Perfume.SPICE)
    assert react(state, LocationId.PERFUMERY) is None
    assert state.seats[P].sales == 2 and state.seats[P].flasks[Perfume.SPICE] == 1
    lines = pierre_lines(state, start)
    assert lines[0].startswith("Pierre too: when he answers the Perfumery or the Château with a sale")
    assert lines[-5:] == [
        "Pierre picks Floral: the vanguard comes first for him.",
        "Pierre sells a Floral perfume for 2 coins.",
        "Pierre sells a second flask (Double Sale).",
        "Pierre picks Woody: it is in fashion (after the vanguard and his contracts).",
        "Pierre sells a Woody perfume for 2 coins and 1 point.",
    ]
    # At the Château too (no bonus); with one flask left he says he cannot sell another.
    state.seats[P].flasks[Perfume.SPICE] = 0
    state.flask_supply[Perfume.SPICE] += 1
    _flasks(state, Perfume.EXOTIC)
    start = len(state.log)
    assert react(state, LocationId.CHATEAU) is None
    assert pierre_lines(state, start)[-2:] == [
        "Pierre sells an Exotic perfume for 3 coins.",
        "Pierre cannot sell a second flask (Double Sale).",
    ]


def test_double_sale_does_not_double_his_factory_fallback_or_his_free_action() -> None:
    state = blank(solo_with(("events",)))
    reveal(state, EventId.DOUBLE_SALE)
    _flasks(state, Perfume.FLORAL, Perfume.WOODY)
    start = len(state.log)
    assert react(state, LocationId.FACTORY_1) is None  # cannot make: sells one
    assert state.seats[P].sales == 1
    assert "Pierre cannot make any perfume, so he sells one instead." in pierre_lines(state, start)
    assert pierre.final_action(state, True, Then.PIERRE_FINAL_DONE) is None
    assert state.seats[P].sales == 2
    _flasks(state, Perfume.FLORAL, Perfume.FLORAL)
    state.events_now = [EventId.DOUBLE_PRODUCTION]
    assert react(state, LocationId.PERFUMERY) is None
    assert state.seats[P].sales == 3


def test_double_production_pierre_makes_two_at_a_factory_but_one_as_a_fallback() -> None:
    state = blank(solo_with(("events",)), Perfume.FLORAL, Perfume.WOODY)
    reveal(state, EventId.DOUBLE_PRODUCTION)
    set_stock(state, P, {W: 2, A: 2, D: 2, F: 2, FLORAL: 1, WOODY: 1})
    start = len(state.log)
    assert react(state, LocationId.FACTORY_2) is None
    assert state.seats[P].produced[Perfume.FLORAL] == 1 and state.seats[P].produced[Perfume.WOODY] == 1
    assert "Pierre makes a second flask (Double Production)." in pierre_lines(state, start)
    assert sum(state.seats[P].stock.values()) == 0
    assert react(state, LocationId.PERFUMERY) is None  # sells one: the card doubles production only
    assert state.seats[P].sales == 1
    state.seats[P].flasks[Perfume.WOODY] = 0
    set_stock(state, P, {W: 2, A: 2, D: 2, F: 2, FLORAL: 2})
    start_fallback = len(state.log)
    assert react(state, LocationId.PERFUMERY) is None  # nothing to sell: makes one only
    assert state.seats[P].produced[Perfume.FLORAL] == 2
    assert "Pierre cannot sell a flask, so he makes a perfume instead." in pierre_lines(state, start_fallback)
    assert react(state, LocationId.GRANDE_USINE) is None  # one flask's worth left
    assert state.seats[P].produced[Perfume.FLORAL] == 3
    assert "Pierre cannot make a second flask (Double Production)." == pierre_lines(state, start)[-1]


def test_you_choose_both_flasks_when_none_is_preferred() -> None:
    state = blank(solo_with(("events",)), Perfume.FLORAL, Perfume.WOODY)
    reveal(state, EventId.DOUBLE_SALE)
    _flasks(state, Perfume.HERBAL, Perfume.SPICE, Perfume.FRUITY)
    set_space(state, 1, {W: 1})
    start = len(state.log)
    act(state, PlaceWorker(LocationId.PERFUMERY))  # you have nothing to sell
    act(state, MovePawn(2))
    act(state, Collect((W,)))
    assert state.step.kind is StepKind.PIERRE and state.step.selling and state.step.times_done == 0
    act(state, ChooseForPierre(Perfume.HERBAL))
    assert state.step.kind is StepKind.PIERRE and state.step.times_done == 1
    assert "Pierre can sell none of his preferred perfumes; you choose his second flask (Fruity, Spice)." in (
        lines_since(state, start)
    )
    assert legal(state) == [ChooseForPierre(Perfume.FRUITY), ChooseForPierre(Perfume.SPICE)]
    act(state, ChooseForPierre(Perfume.SPICE))
    assert state.seats[P].sales == 2 and state.seats[P].flasks[Perfume.FRUITY] == 1
    assert state.step.kind is StepKind.PLACE and state.turn == 1
    assert any(line.startswith("Pierre moves") for line in lines_since(state, start))


# --- Important Clients (G39) ------------------------------------------------


def test_pierres_sale_serves_a_client() -> None:
    state = blank(solo_with(("clients",)), Perfume.FLORAL, Perfume.WOODY)
    state.clients = [Perfume.SPICE, Perfume.FLORAL, Perfume.HERBAL]
    _flasks(state, Perfume.FLORAL)
    bank = state.bank
    start = len(state.log)
    assert react(state, LocationId.PERFUMERY) is None
    record = state.seats[P]
    assert record.coins == SALE_COINS[Perfume.FLORAL] + CLIENT_COINS and state.bank == bank - record.coins
    assert record.client_points == 1 and record.points == 1
    assert state.clients == [Perfume.SPICE, Perfume.HERBAL] and state.client_discards[-1] is Perfume.FLORAL
    assert pierre_lines(state, start)[-1] == (
        "Pierre sells a Floral perfume for 3 coins; the Floral client is served (+1 point) and leaves."
    )
    # A second Floral sale finds no client.
    _flasks(state, Perfume.FLORAL)
    assert react(state, LocationId.PERFUMERY) is None
    assert record.client_points == 1 and record.coins == 3 + SALE_COINS[Perfume.FLORAL]


def test_pierres_client_points_count_in_his_final_score() -> None:
    state = blank(solo_with(("clients",)))
    state.clients = [Perfume.SPICE]
    _flasks(state, Perfume.SPICE)
    sell(state, P, Perfume.SPICE, 0)
    line = next(line for line in final_scores(state).lines if line.seat == P)
    assert line.total == sum(line.breakdown.values()) and state.seats[P].client_points == 1


def test_client_maintenance_is_unchanged_solo() -> None:
    state = solo_with(("clients",))
    state.clients = [Perfume.SPICE, Perfume.FLORAL, Perfume.HERBAL]
    state.client_deck.append(Perfume.WOODY)
    maintenance(state)
    assert state.clients == [Perfume.WOODY, Perfume.SPICE, Perfume.FLORAL]
    assert state.client_discards[-1] is Perfume.HERBAL


# --- log wording -----------------------------------------------------------


def test_articles_follow_the_first_letter() -> None:
    assert with_article("Exotic") == "an Exotic" and with_article("Floral") == "a Floral"
    state = blank(solo_with(("events",)), Perfume.EXOTIC, Perfume.WOODY)
    set_stock(state, P, {**ALL_BASES, FLORAL: 1, SPICE: 1})
    start = len(state.log)
    assert react(state, LocationId.FACTORY_1) is None
    assert any(line.startswith("Pierre makes an Exotic perfume (+4 points)") for line in lines_since(state, start))


def test_every_pierre_line_of_a_whole_game_starts_with_his_bare_name() -> None:
    state = solo_with(("events", "clients"), (1, 3), seed=7)
    rng = random.Random(7)
    while not GRASSE.is_over(state):
        act(state, rng.choice(legal(state)))
        check_invariants(state)
    lines = [entry.public for entry in state.log]
    assert not [line for line in lines if line.startswith("Pierre (")]
    assert not [line for line in lines if " a Exotic" in line]
    labels = [card.label for card in (*state.events_past, *state.events_now)]
    assert len(labels) >= 6
    assert any(line.startswith("Pierre") and any(f"{label})" in line for label in labels) for line in lines)
