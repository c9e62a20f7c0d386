"""La Fleur's own invariants, after every step of many bot games: every card is in exactly
one place, coins never go below zero, prestige is the sum of its sources."""

from __future__ import annotations

from collections import Counter

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.module import MODULE
from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.config import SEAT_COLOURS, Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.state import LaFleurState, Phase


def _flowers(state: LaFleurState) -> Counter[str]:
    places = [state.flower_deck, state.flower_discard, [c for c in state.flower_row if c]]
    places += [home.hand for home in state.chateaux]
    return Counter(card for place in places for card in place)


def _features(state: LaFleurState) -> Counter[str]:
    places = [state.feature_deck, state.feature_discard, [c for c in state.feature_row if c]]
    places += [home.features for home in state.chateaux]
    return Counter(card for place in places for card in place)  # one being paid is still in its space


def _visitors(state: LaFleurState) -> Counter[str]:
    places = [state.visitor_deck, state.visitor_discard, state.visitors]
    places += [home.guests + ([home.companion] if home.companion else []) for home in state.chateaux]
    return Counter(card for place in places for card in place)


def _artisans(state: LaFleurState) -> Counter[str]:
    places = [state.artisan_deck, state.artisan_discard]
    places += [[slot.card for slot in home.artisans] + home.dealt_artisans for home in state.chateaux]
    places += [[item.card] for item in state.agenda if item.do.value == "drawn artisan" and item.card]
    return Counter(card for place in places for card in place)


def check(state: LaFleurState) -> None:
    solo = state.solo
    assert _flowers(state) == Counter(card.card_id for card in cards.FLOWERS)
    assert _features(state) == Counter(card.card_id for card in cards.FEATURES if card.solo or not solo)
    assert _visitors(state) == Counter(card.card_id for card in cards.VISITORS if card.solo or not solo)
    assert _artisans(state) == Counter(card.card_id for card in cards.ARTISANS)
    events = Counter(state.event_deck + state.events)
    assert events == Counter(card.card_id for card in cards.EVENTS if card.solo or not solo)
    for home in state.chateaux:
        assert home.coins >= 0 and all(value >= 0 for value in home.allure.values())
        assert home.total_prestige == sum(home.prestige.values())
        assert len(home.artisans) <= 4 and (state.phase is Phase.SETUP or home.automaton or len(home.artisans) >= 2)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_step_of_bot_games_keeps_the_invariants(players: int) -> None:
    for seed in range(3):
        bot = "greedy" if seed % 2 else "random"
        seats = tuple(SeatConfig(f"S{i}", c, bot) for i, c in enumerate(SEAT_COLOURS[:players]))
        config = LaFleurConfig(seats, Difficulty.HARDEST if players == 1 else None)
        state = LAFLEUR.new(config, seed)
        bots = [MODULE.bots[bot](i, seed) for i in range(players)]
        check(state)
        while not LAFLEUR.is_over(state):
            seat = LAFLEUR.pending(state).acting[0]
            action = bots[seat].choose(LAFLEUR.view(state, seat), LAFLEUR.legal_actions(state, seat))
            LAFLEUR.apply(state, seat, action)
            check(state)
