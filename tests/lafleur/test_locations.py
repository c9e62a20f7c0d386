"""Each location, each kind of artisan ability, the garden party's rules and the events
that change a round (rulebook: Locations, Artisans, Special Invitation, Garden Party)."""

from __future__ import annotations

from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.actions import DECK
from grasse_tui.games.lafleur.rules.content import Location
from grasse_tui.games.lafleur.rules.flow import run
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.party import host
from grasse_tui.games.lafleur.rules.state import ArtisanSlot, Do, Item, LaFleurState

from .helpers import card_id, set_allure, started


def _seat_with(state: LaFleurState, *occupations: str) -> int:
    """The seat to act now, its artisans replaced by ``occupations``."""
    seat = state.agenda[0].chateau
    assert seat is not None
    state.chateaux[seat].artisans = [ArtisanSlot(card_id(name)) for name in occupations]
    return seat


def _place(state: LaFleurState, seat: int, occupation: str, location: Location) -> None:
    LAFLEUR.apply(state, seat, act.Place(card_id(occupation), location))


def test_the_coin_location_gives_two_coins() -> None:
    state = started()
    seat = _seat_with(state, "Stonemason", "Poet")
    coins = state.chateaux[seat].coins
    _place(state, seat, "Stonemason", Location.COIN)
    assert state.chateaux[seat].coins == coins + 2


def test_an_artisan_at_its_own_location_adds_its_reward() -> None:
    state = started()
    seat = _seat_with(state, "Bookkeeper", "Poet")  # +1 coin at Coin
    coins = state.chateaux[seat].coins
    _place(state, seat, "Bookkeeper", Location.COIN)
    assert state.chateaux[seat].coins == coins + 3


def test_prestige_once_a_round_for_each_player() -> None:
    state = started(players=2)
    seat = _seat_with(state, "Stonemason", "Poet")
    _place(state, seat, "Stonemason", Location.PRESTIGE)
    assert state.chateaux[seat].total_prestige == 1
    other = 1 - seat
    LAFLEUR.apply(state, other, act.Place(state.chateaux[other].artisans[0].card, Location.COIN))
    legal = LAFLEUR.legal_actions(state, seat)
    assert act.Place(card_id("Poet"), Location.PRESTIGE) not in legal
    assert act.Place(card_id("Poet"), Location.COIN) in legal


def test_flower_market_prices_and_the_deck() -> None:
    state = started()
    seat = _seat_with(state, "Stonemason", "Poet")
    state.flower_row = [card_id("Peony"), card_id("Common Ivy"), card_id("Corn Poppy"), None]
    state.chateaux[seat].coins = 1
    _place(state, seat, "Stonemason", Location.FLOWER_MARKET)
    legal = LAFLEUR.legal_actions(state, seat)
    assert set(legal) == {act.BuyFlower(0), act.BuyFlower(2), act.BuyFlower(DECK)}  # the Ivy costs 2
    LAFLEUR.apply(state, seat, act.BuyFlower(2))
    assert state.chateaux[seat].coins == 0 and card_id("Corn Poppy") in state.chateaux[seat].hand
    assert state.flower_row[2] is None  # not refilled before the next round


def test_the_gardener_buys_a_second_flower_and_may_stop() -> None:
    state = started()
    seat = _seat_with(state, "Gardener", "Poet")
    state.flower_row = [card_id("Peony"), card_id("Tulip"), None, None]
    _place(state, seat, "Gardener", Location.FLOWER_MARKET)
    assert act.Done() not in LAFLEUR.legal_actions(state, seat)
    LAFLEUR.apply(state, seat, act.BuyFlower(0))
    assert act.Done() in LAFLEUR.legal_actions(state, seat)
    LAFLEUR.apply(state, seat, act.BuyFlower(1))
    assert state.agenda[0].do is not Do.FLOWER_MARKET


def test_the_florists_discount_is_for_one_flower() -> None:
    state = started()
    seat = _seat_with(state, "Florist", "Poet")
    state.flower_row = [card_id("Common Ivy"), None, None, None]
    state.chateaux[seat].coins = 1
    _place(state, seat, "Florist", Location.FLOWER_MARKET)
    LAFLEUR.apply(state, seat, act.BuyFlower(0))  # 2 coins less 1
    assert state.chateaux[seat].coins == 0


def test_revealing_a_feature_costs_a_coin_and_the_landscaper_reveals_free() -> None:
    state = started()
    seat = _seat_with(state, "Poet", "Landscaper")
    state.feature_row[1] = None
    state.chateaux[seat].hand = []
    state.chateaux[seat].coins = 3
    _place(state, seat, "Poet", Location.GARDEN_FEATURES)
    assert act.Reveal() in LAFLEUR.legal_actions(state, seat)
    LAFLEUR.apply(state, seat, act.Reveal())
    assert state.chateaux[seat].coins == 2 and state.feature_row[1] is not None
    LAFLEUR.apply(state, seat, act.Done())
    state.feature_row[3] = None
    other = 1 - seat
    LAFLEUR.apply(state, other, act.Place(state.chateaux[other].artisans[0].card, Location.COIN))
    state.chateaux[seat].coins = 0
    _place(state, seat, "Landscaper", Location.GARDEN_FEATURES)
    LAFLEUR.apply(state, seat, act.Reveal())
    assert state.feature_row[3] is not None and state.chateaux[seat].coins == 0


def test_hiring_costs_eight_and_replacing_four_with_a_choice_to_keep() -> None:
    state = started()
    seat = _seat_with(state, "Stonemason", "Poet")
    home = state.chateaux[seat]
    home.coins = 4
    _place(state, seat, "Stonemason", Location.ARTISAN_GUILD)
    assert LAFLEUR.legal_actions(state, seat) == [act.Replace()]  # 8 for a hire
    LAFLEUR.apply(state, seat, act.Replace())
    drawn = state.agenda[0].card
    assert state.agenda[0].do is Do.GUILD_DRAWN and drawn is not None
    LAFLEUR.apply(state, seat, act.KeepDrawn(card_id("Stonemason")))
    assert [slot.card for slot in home.artisans] == [drawn, card_id("Poet")]
    assert home.artisans[0].placed is Location.ARTISAN_GUILD  # the pawn stays out (ruling L6)
    assert card_id("Stonemason") in state.artisan_discard and home.coins == 0


def test_the_foremans_discount_at_the_guild() -> None:
    state = started()
    seat = _seat_with(state, "Foreman", "Poet")
    state.chateaux[seat].coins = 6
    _place(state, seat, "Foreman", Location.ARTISAN_GUILD)
    assert act.Hire() in LAFLEUR.legal_actions(state, seat)
    LAFLEUR.apply(state, seat, act.Hire())
    assert state.chateaux[seat].coins == 0 and len(state.chateaux[seat].artisans) == 3


def test_an_invitation_breaks_a_tie_and_a_higher_allure_beats_it() -> None:
    state = started()
    andre = card_id("André")
    state.visitors = [andre]
    set_allure(state, 0, ARCHITECTURE=2)
    set_allure(state, 1, ARCHITECTURE=2)
    assert host(state, andre) is None
    state.pawns[andre] = (1, False)
    assert host(state, andre) == 1
    set_allure(state, 0, ARCHITECTURE=3)
    assert host(state, andre) == 0


def _romance_case(occupation: str) -> tuple[LaFleurState, int, str]:
    """Louise Marie Madeleine (Vista) on show, the acting seat with 4 Vista allure, its
    ``occupation`` artisan sent to Special Invitation."""
    state = started()
    seat = _seat_with(state, occupation, "Poet")
    louise = card_id("Louise Marie Madeleine")
    state.visitors = [louise]
    set_allure(state, seat, VISTA=4)
    set_allure(state, 1 - seat)
    _place(state, seat, occupation, Location.SPECIAL_INVITATION)
    return state, seat, louise


def test_romance_needs_five_or_four_with_the_painter_and_makes_a_companion() -> None:
    state, seat, louise = _romance_case("Stonemason")
    assert LAFLEUR.legal_actions(state, seat) == [act.Invite(louise)]
    state, seat, louise = _romance_case("Painter")  # romances at 4+ at Special Invitation
    assert act.Invite(louise, romance=True) in LAFLEUR.legal_actions(state, seat)
    LAFLEUR.apply(state, seat, act.Invite(louise, romance=True))
    state.agenda = [Item(Do.GARDEN_PARTY)]
    run(state)
    home = state.chateaux[seat]
    assert home.companion == louise and louise not in home.guests
    assert louise not in state.visitor_discard  # a companion stays


def test_a_two_type_visitor_counts_both_types_together() -> None:
    state = started()
    valentin = card_id("Valentin")  # Architecture and Vista
    set_allure(state, 0, ARCHITECTURE=3)
    set_allure(state, 1, ARCHITECTURE=1, VISTA=3)
    state.visitors = [valentin]
    assert host(state, valentin) == 1


def test_marie_catherine_visits_the_least_prestige() -> None:
    state = started(players=3)
    marie = card_id("Marie Catherine")
    state.visitors = [marie]
    for index, points in enumerate((3, 1, 2)):
        state.chateaux[index].prestige = {"visitors": points}
    assert host(state, marie) == 1
    state.chateaux[2].prestige = {"visitors": 1}
    assert host(state, marie) is None


def test_an_event_changes_prices_and_adds_to_a_location() -> None:
    state = started()
    seat = _seat_with(state, "Stonemason", "Poet")
    state.round = 2
    state.events = [card_id("Flower Show")]  # flowers 1 coin cheaper
    state.flower_row = [card_id("Common Ivy"), None, None, None]
    state.chateaux[seat].coins = 1
    assert act.Place(card_id("Stonemason"), Location.FLOWER_MARKET) in LAFLEUR.legal_actions(state, seat)
    state.events = [card_id("Bank Holiday")]  # +1 coin at the Coin location
    coins = state.chateaux[seat].coins
    _place(state, seat, "Stonemason", Location.COIN)
    assert state.chateaux[seat].coins == coins + 3


def test_twelve_prestige_makes_the_next_round_the_last() -> None:
    state = started()
    state.chateaux[0].prestige = {"visitors": 12}
    state.visitors.clear()
    state.event_deck.clear()
    for home in state.chateaux:
        home.character = None
    state.agenda = [Item(Do.END_ROUND, after=3)]
    run(state)
    assert state.final_round and state.triggered_by == (0,) and state.round == 2
    state.agenda = [Item(Do.END_ROUND, after=3)]
    run(state)
    assert LAFLEUR.is_over(state)
