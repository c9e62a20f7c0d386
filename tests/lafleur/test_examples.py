"""The rulebook's worked examples, played on the rules core."""

from __future__ import annotations

from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.catalogue import FEATURE
from grasse_tui.games.lafleur.rules.content import Allure
from grasse_tui.games.lafleur.rules.flow import run, visitor_count
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.payment import kind_of, suggested
from grasse_tui.games.lafleur.rules.state import ArtisanSlot, Do, Item

from .helpers import card_id, set_allure, started

A, P, V, F, W = Allure.ARCHITECTURE, Allure.PATH, Allure.VISTA, Allure.FLOWER, Allure.WATER
PAVILION = card_id("Pavilion")
ROSE = card_id("Double Pink Scotch Briar Rose")
IVY = card_id("Common Ivy")
WILD = card_id("Corn Poppy")


def test_the_pavilion_costs_a_vista_a_path_and_two_architecture() -> None:
    assert sorted(a.value for a in FEATURE[PAVILION].allures) == ["A", "A", "P", "V"]


def test_the_pavilion_paid_with_the_rose_a_wild_and_the_ivy_whose_second_symbol_is_lost() -> None:
    hand = [(ROSE, kind_of((V, A))), (WILD, (Allure.WILD,)), (IVY, kind_of((A, A)))]
    plan = suggested(FEATURE[PAVILION].allures, hand, [])
    assert plan is not None
    assert {(use.flowers, tuple(sorted(a.value for a in use.pays))) for use in plan} == {
        ((ROSE,), ("A", "V")),
        ((IVY,), ("A",)),
        ((WILD,), ("P",)),
    }


def test_the_pavilion_paid_with_the_ivy_the_landscaper_and_the_painter() -> None:
    landscaper, painter = card_id("Landscaper"), card_id("Painter")
    plan = suggested(FEATURE[PAVILION].allures, [(IVY, kind_of((A, A)))], [(landscaper, P), (painter, V)])
    assert plan is not None and len(plan) == 3
    assert {use.artisan for use in plan} == {landscaper, painter, None}
    assert next(use for use in plan if use.flowers == (IVY,)).pays == (A, A)


def test_buying_the_pavilion_raises_the_allure_tracker_by_its_symbols() -> None:
    state = started()
    seat = state.agenda[0].chateau
    assert seat is not None
    home = state.chateaux[seat]
    home.hand = [ROSE, WILD, IVY]
    state.feature_row[0] = PAVILION
    before = dict(home.allure)
    state.agenda.insert(0, Item(Do.GARDEN_FEATURES, seat, count=1))
    LAFLEUR.apply(state, seat, act.BuyFeature(0))
    while state.agenda[0].do is Do.PAY:
        LAFLEUR.apply(state, seat, LAFLEUR.legal_actions(state, seat)[0])
    assert PAVILION in home.features and home.hand == []
    gained = {allure: home.allure[allure] - before[allure] for allure in before}
    assert gained == {A: 2, P: 1, W: 0, F: 0, V: 1}


def test_the_garden_party_example() -> None:
    state = started()
    aurora, james = 0, 1
    set_allure(state, aurora, ARCHITECTURE=1, PATH=2, FLOWER=3)
    set_allure(state, james, ARCHITECTURE=1, WATER=3, VISTA=4)
    camille, andre, louise = card_id("Camille"), card_id("André"), card_id("Louise Marie Madeleine")
    state.visitors = [camille, andre, louise]
    state.first = aurora
    for home in state.chateaux:
        home.features.clear()
        home.coins = 0
        home.prestige.clear()
    state.agenda = [Item(Do.GARDEN_PARTY)]
    run(state)
    assert state.chateaux[aurora].guests == [camille]
    assert state.chateaux[james].guests == [louise]
    assert andre in state.visitors  # a tie in Architecture: he visits no one
    # Aurora resolves first: +1 prestige, then the flower card she chooses.
    assert state.chateaux[aurora].total_prestige == 1
    assert state.agenda[0].do is Do.TAKE_FLOWERS and state.agenda[0].chateau == aurora
    assert state.chateaux[james].coins == 0  # James waits for her
    hand = len(state.chateaux[aurora].hand)
    LAFLEUR.apply(state, aurora, act.TakeFlower(0))
    assert len(state.chateaux[aurora].hand) == hand + 1
    assert state.chateaux[james].coins == 2


def test_the_character_ability_example() -> None:
    state = started()
    aurora = 0
    home = state.chateaux[aurora]
    home.character = card_id("Aurora")
    set_allure(state, aurora, FLOWER=7, VISTA=4)
    home.hand = home.hand[:3] + [state.flower_deck.pop() for _ in range(3)]
    home.coins, home.prestige = 0, {}
    home.features.clear()
    state.chateaux[1].character = None
    state.agenda = [Item(Do.END_ROUND, after=2)]
    state.visitors.clear()
    state.event_deck.clear()  # no event in the next round to muddle the figures
    run(state)
    # First ability: two flower cards for 7 Flower allure, taken one after the other.
    assert state.agenda[0].do is Do.TAKE_FLOWERS and state.agenda[0].count == 2
    LAFLEUR.apply(state, aurora, act.TakeFlower(0))
    LAFLEUR.apply(state, aurora, act.TakeFlower(1))
    # Then +1 coin for 4 Vista allure, and +1 prestige for 8 cards in hand (5+).
    assert home.coins == 1 and home.total_prestige == 1 and len(home.hand) == 8


def test_james_end_game_example() -> None:
    state = started()
    james = 0
    home = state.chateaux[james]
    home.features = [card_id("Hedge Garden"), card_id("Flower Clock"), card_id("Wildflower Meadow")]
    set_allure(state, james, PATH=2, VISTA=2, FLOWER=4, ARCHITECTURE=2, WATER=1)
    home.prestige = {"visitors": 14}
    home.coins = 10
    home.hand = [state.flower_deck.pop() for _ in range(6)]
    state.chateaux[1].features.clear()
    state.final_round = True
    state.agenda = [Item(Do.GAME_END)]
    run(state)
    # Hedge Garden: only 1 Water, no +3; Flower Clock: 4 Flower, +1; Wildflower Meadow: +2;
    # then 10 coins +1 and 6 flower cards +2.
    assert home.total_prestige == 20
    assert home.prestige["features"] == 3
    assert home.prestige["coins"] == 1 and home.prestige["flower cards"] == 2


def test_ronan_poppy_and_amy_reveal_five_visitors() -> None:
    state = started(players=3)
    state.chateaux[0].prestige = {"visitors": 8}
    assert visitor_count(state) == 5
    state.chateaux[0].prestige = {"visitors": 3}
    assert visitor_count(state) == 3


def test_a_hired_artisan_may_act_later_in_the_same_round() -> None:
    state = started()
    seat = state.agenda[0].chateau
    assert seat is not None
    home = state.chateaux[seat]
    home.coins = 8
    state.agenda.insert(0, Item(Do.GUILD, seat))
    LAFLEUR.apply(state, seat, act.Hire())
    assert len(home.artisans) == 3 and home.coins == 0
    assert home.artisans[-1] == ArtisanSlot(home.artisans[-1].card)
