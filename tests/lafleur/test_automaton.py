"""The solo opponent: set-up at each difficulty, its four-step turn, its place in the
round and the challenges' groundwork (rulebook: Solo Mode, Solo Difficulties)."""

from __future__ import annotations

from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.automaton import automaton_turn, commonest_type
from grasse_tui.games.lafleur.rules.catalogue import CHARACTER, SOLO_OPPONENTS
from grasse_tui.games.lafleur.rules.config import Difficulty
from grasse_tui.games.lafleur.rules.content import TRACKED, Allure, Location
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.state import Do, LaFleurState

from .helpers import card_id, set_allure, started

ROBOT = 1


def test_solo_set_up_removes_the_marked_cards_and_deals_the_opponent() -> None:
    state = started(players=1)
    everything = set(state.feature_deck + state.visitor_deck + state.event_deck + state.visitors + state.events)
    everything |= {card for card in state.feature_row if card}
    everything |= {card for home in state.chateaux for card in home.features}
    for name in ("Pergola", "Kai", "Catherine", "La Seine", "Goats", "Hot Air Balloon Voyage"):
        assert card_id(name) not in everything
    robot = state.chateaux[ROBOT]
    assert robot.automaton and robot.character in SOLO_OPPONENTS
    assert CHARACTER[robot.character].name in ("Mademoiselle Niwa", "Marie-Amélie", "Louise-Marie", "Captain George")


def test_the_difficulties_start_the_opponent_differently() -> None:
    assert started(players=1, difficulty=Difficulty.HARDER).chateaux[ROBOT].allure == dict.fromkeys(TRACKED, 1)
    for level in (Difficulty.EASIER, Difficulty.NORMAL, Difficulty.HARDEST):
        robot = started(players=1, difficulty=level).chateaux[ROBOT]
        assert robot.allure == dict.fromkeys(TRACKED, 0) and robot.coins == 3 and len(robot.hand) == 3


def _turn_position(difficulty: Difficulty) -> LaFleurState:
    state = started(players=1, difficulty=difficulty)
    state.flower_row = [card_id("Peony"), card_id("Tulip"), card_id("Lavender"), None]
    state.visitors = [card_id("André"), card_id("Camille"), card_id("Antoine"), card_id("Rosalie")]
    state.flower_deck.append(card_id("Corn Poppy"))  # drawn last: a wild
    state.flower_deck += [card_id("Common Ivy"), card_id("Peony"), card_id("Tulip")]
    state.feature_deck.append(card_id("Pavilion"))
    set_allure(state, ROBOT)
    return state


def test_the_opponents_turn_discards_takes_a_feature_draws_per_visitor() -> None:
    state = _turn_position(Difficulty.EASIER)
    robot = state.chateaux[ROBOT]
    automaton_turn(state, ROBOT)
    assert state.flower_row == [card_id("Peony"), card_id("Tulip"), None, None]  # the rightmost went
    assert card_id("Pavilion") in robot.features  # for its ability: its symbols stay off the tracker (L16)
    # Four visitors: Tulip, Peony (Flower each), Common Ivy (2 Architecture, ruling L18), Corn Poppy:
    # wild, the visitors' commonest type (André and Antoine: Architecture).
    drawn = {Allure.FLOWER: 2, Allure.ARCHITECTURE: 3}
    assert robot.allure == {allure: drawn.get(allure, 0) for allure in TRACKED}
    assert card_id("Corn Poppy") in state.flower_discard[-1:]  # discarded in the order drawn


def test_hardest_gains_the_first_three_visitors_types_and_normal_the_commonest() -> None:
    hardest = _turn_position(Difficulty.HARDEST)
    easier = _turn_position(Difficulty.EASIER)
    automaton_turn(hardest, ROBOT)
    automaton_turn(easier, ROBOT)
    extra = {a: hardest.chateaux[ROBOT].allure[a] - easier.chateaux[ROBOT].allure[a] for a in TRACKED}
    assert extra == {Allure.ARCHITECTURE: 2, Allure.FLOWER: 1, Allure.PATH: 0, Allure.WATER: 0, Allure.VISTA: 0}
    normal = _turn_position(Difficulty.NORMAL)
    automaton_turn(normal, ROBOT)
    extra = {a: normal.chateaux[ROBOT].allure[a] - easier.chateaux[ROBOT].allure[a] for a in TRACKED}
    assert extra == {Allure.ARCHITECTURE: 1, Allure.FLOWER: 0, Allure.PATH: 0, Allure.WATER: 0, Allure.VISTA: 0}


def test_the_commonest_type_goes_to_the_first_shown_on_a_tie() -> None:
    assert commonest_type([card_id("Camille"), card_id("André")]) is Allure.FLOWER
    assert commonest_type([card_id("André"), card_id("Camille"), card_id("Antoine")]) is Allure.ARCHITECTURE
    assert commonest_type([card_id("Marie Catherine")]) is None


def test_you_place_every_artisan_in_a_row_then_the_opponent_and_first_player_alternates() -> None:
    state = started(players=1)
    assert state.first == 0 and not state.automaton_done
    for _ in range(len(state.chateaux[0].artisans)):
        assert state.agenda[0].do is Do.PLACE and state.agenda[0].chateau == 0
        LAFLEUR.apply(state, 0, act.Place(next(s.card for s in state.chateaux[0].artisans if s.placed is None), Location.COIN))
    # The opponent has moved and the round has ended: round 2, the opponent first.
    while state.round == 1:
        LAFLEUR.apply(state, 0, LAFLEUR.legal_actions(state, 0)[0])
    assert state.first == ROBOT and state.automaton_done
    assert any("discards" in entry.public for entry in state.log if "automaton" in entry.public.lower())
