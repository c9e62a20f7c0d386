"""What random play must never break: every Savoir card somewhere (a deck or one hand), at
most one card of a city in a hand, ingots conserved, at most three assistants a seat, the
event cards all accounted for, one alchemist per seat that is never diverted."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from grasse_tui.games.alchemist.rules.cards import city_of
from grasse_tui.games.alchemist.rules.content import EVENT_CARDS, SAVOIR_CARDS
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.moves import MAX_ASSISTANTS
from grasse_tui.games.alchemist.rules.state import INGOT_SUPPLY, AlchemistState

from .helpers import config


def check(state: AlchemistState) -> None:
    savoir = [card for deck in state.savoir_decks.values() for card in deck]
    savoir += [card for seat in state.seats for card in seat.savoir]
    assert Counter(savoir) == Counter(card.card_id for card in SAVOIR_CARDS)
    for seat in state.seats:
        assert len({city_of(card) for card in seat.savoir}) == len(seat.savoir)
    assert state.ingot_supply + sum(seat.ingots for seat in state.seats) == INGOT_SUPPLY
    events = state.event_deck + state.event_discard + [card for seat in state.seats for card in seat.events]
    assert sorted(events) == sorted(card.card_id for card in EVENT_CARDS)
    for seat in range(state.players):
        assert state.markers[state.alchemists[seat]].owner == seat
        assert len(state.assistants(seat)) <= MAX_ASSISTANTS


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("seed", [4, 9])
def test_random_play_keeps_the_components_whole(players: int, seed: int) -> None:
    state = ALCHEMIST.new(config(players, public_judgement=seed % 2 == 0, faster=True), seed)
    choose = random.Random(seed)
    while not ALCHEMIST.is_over(state):
        seat = ALCHEMIST.pending(state).acting[0]
        ALCHEMIST.apply(state, seat, choose.choice(list(ALCHEMIST.legal_actions(state, seat))))
        check(state)
