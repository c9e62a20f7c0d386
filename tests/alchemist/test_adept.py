"""The adept, the Strong bot's own policy: its plan, its dice, its steps and coaches, its
alchemist's inspections, its Thief's swaps, its cards before the dice, and its results
against three scholars."""

from __future__ import annotations

import random

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.alchemist.bots.adept import IDLE_STEPS, adept_policy, plan
from grasse_tui.games.alchemist.module import MODULE
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.cards import SAVOIR
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS
from grasse_tui.games.alchemist.rules.content import SAVOIR_CITIES, Family
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.state import PRISON, AlchemistState

from .helpers import event, give_event, placed

RNG = random.Random(0)


def choice(state: AlchemistState, seat: int = 0) -> act.AlchemistAction:
    return adept_policy(ALCHEMIST.view(state, seat), ALCHEMIST.legal_actions(state, seat), RNG)


def hold(state: AlchemistState, seat: int, *cards: str) -> None:
    """``cards`` (Savoir card ids) into ``seat``'s hand, out of their decks."""
    for card in cards:
        state.savoir_decks[SAVOIR[card].city].remove(card)
        state.seats[seat].savoir.append(card)


def empty_hand(state: AlchemistState, seat: int = 0) -> None:
    """``seat``'s event cards back to the deck."""
    state.event_deck += state.seats[seat].events
    state.seats[seat].events = []


def card(city: str, family: Family, not_: tuple[str, ...] = ()) -> str:
    return next(c.card_id for c in SAVOIR.values() if c.city == city and c.family is family and c.card_id not in not_)


def test_a_plan_reaches_the_most_savoir_cities_then_ends_nearest_the_rest() -> None:
    # Lyon is 1 from Paris and 4 from Rome; Florence 1 from Rome and 4 from Paris.
    value, targets = plan([("Lyon", 2, ("Lyon",)), ("Florence", 2, ("Florence",))], {"Paris", "Rome"})
    assert targets == ("Paris", "Rome") and value == (2, 0)
    value, targets = plan([("Lyon", 2, ("Lyon",)), ("Lyon", 2, ("Lyon",))], {"Paris", "Rome"})
    assert value == (1, -2) and set(targets) == {"Paris", "Rome"}  # one reaches Paris, one is 2 from Rome
    value, targets = plan([("Paris", 5, ("Paris",))], {"Paris"})
    assert targets == (None,) and value == (0, -IDLE_STEPS)  # no move ends where it began


def test_the_dice_go_where_they_study_the_most() -> None:
    state = placed(3)
    far, lyon, florence = state.owned(0)
    state.markers[far].place, state.markers[florence].place = "Oslo", "Florence"  # Lyon: 1 from Paris, Florence: 1 from Rome
    hold(state, 0, *(card(city, Family.SUN) for city in ("London", "Oslo", "Prague", "Valladolid")))
    state.seq.dice = (1, 2, 2)
    empty_hand(state)
    assert choice(state) == act.Assign((1, 2, 2))  # the 1 to the marker in Oslo, that reaches neither


def moving(state: AlchemistState, places: dict[str, str], dice: dict[str, int]) -> AlchemistState:
    """Seat 0's markers moved to ``places`` and given ``dice`` (a 1 where none is named):
    its moves under way. Its event cards go back to the deck."""
    for marker, place in places.items():
        state.markers[marker].place = place
    given = tuple(dice.get(marker, 1) for marker in state.owned(0))
    state.seq.dice = tuple(sorted(given))
    ALCHEMIST.apply(state, 0, act.Assign(given))
    empty_hand(state)
    return state


def test_a_marker_walks_by_road_before_sea_to_its_city() -> None:
    state = placed(3)
    marker = state.owned(0)[0]
    moving(state, {marker: "Dunbar"}, {marker: 2})  # to Oslo by Edinburgh (road) or Bergen (sea)
    hold(state, 0, *(card(city, Family.SUN) for city in SAVOIR_CITIES if city != "Oslo"))
    assert choice(state) == act.Step(marker, "Edinburgh")


def test_a_coach_brings_a_marker_to_a_city_its_die_falls_short_of() -> None:
    state = placed(3)
    marker = state.owned(0)[0]
    moving(state, {}, {marker: 2})  # Rome is 4 steps from Lyon
    hold(state, 0, *(card(city, Family.SUN) for city in SAVOIR_CITIES if city != "Rome"))
    give_event(state, 0, event("Coach", 2))
    assert choice(state) == act.PlayCoach(event("Coach", 2), marker)


def stopped_on_a_stranger(marker: str) -> tuple[AlchemistState, str]:
    """Seat 0's ``marker`` has just walked from Toulouse to Bordeaux, where a marker of seat
    1 stands (returned)."""
    state = placed(3, seed=2)
    stranger = state.owned(1)[0]
    state.markers[stranger].place = "Bordeaux"
    moving(state, {marker: "Toulouse"}, {marker: 2})
    ALCHEMIST.apply(state, 0, act.Step(marker, "Bordeaux"))
    ALCHEMIST.apply(state, 0, act.Stop(marker))
    return state, stranger


def test_its_alchemist_inspects_a_marker_it_stopped_on_to_win_it_over_and_its_assistants_let_be() -> None:
    alchemist = placed(3, seed=2).alchemists[0]
    state, stranger = stopped_on_a_stranger(alchemist)
    assert choice(state) == act.Inspect(stranger)
    assistant = next(m for m in state.owned(0) if m != alchemist)
    state, _ = stopped_on_a_stranger(assistant)
    assert choice(state) == act.Pass()


def test_the_thief_swaps_for_a_card_of_its_main_family() -> None:
    state = placed(3)
    mine = [card("Paris", Family.SUN), card("London", Family.SUN), card("Oslo", Family.MOON)]
    theirs = [card("Oslo", Family.SUN), card("Paris", Family.EARTH, not_=tuple(mine))]
    hold(state, 0, *mine)
    hold(state, 1, *theirs)
    empty_hand(state)
    give_event(state, 0, event("Thief"))
    assert choice(state) == act.PlayThief(event("Thief"), 1, True)
    ALCHEMIST.apply(state, 0, act.PlayThief(event("Thief"), 1, True))
    assert choice(state) == act.Swap(mine[2], theirs[0])


def test_before_the_dice_a_protection_frees_its_alchemist() -> None:
    state = placed(3)
    give_event(state, 0, event("Protection"))
    state.markers[state.alchemists[0]].place = PRISON
    assert choice(state) == act.PlayProtection(event("Protection"), state.alchemists[0])


def test_the_adept_wins_far_more_than_its_share_against_three_scholars() -> None:
    games, wins = 40, 0.0
    for seed in range(games):
        at = seed % 4
        seats = tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], "scholar") for i in range(4))
        bots = [MODULE.bots["scholar"](seat, seed) for seat in range(4)]
        bots[at] = MODULE.bots["adept"](at, seed)
        winners = MODULE.game.final_scores(play_out(MODULE, MODULE.make_config(seats, {}), seed, bots)).winners
        wins += (at in winners) / len(winners)
    assert wins >= 1.5 * games / 4
