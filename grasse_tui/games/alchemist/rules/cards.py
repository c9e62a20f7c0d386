"""Cards in hand: Savoir cards (their families, losing them at random), event cards
(drawing, spending), and the laboratory searches that cost Savoir cards (rulebook:
Section 3, Search; Section 4)."""

from __future__ import annotations

from typing import Final

from grasse_tui.core.game import LogEntry
from grasse_tui.core.wording import counted
from grasse_tui.games.alchemist.rules.content import EVENT_CARDS, SAVOIR_CARDS, EventCard, EventKind, Family, SavoirCard
from grasse_tui.games.alchemist.rules.state import AlchemistState

SAVOIR: Final[dict[str, SavoirCard]] = {card.card_id: card for card in SAVOIR_CARDS}
EVENT: Final[dict[str, EventCard]] = {card.card_id: card for card in EVENT_CARDS}
SEARCH_LOSS = 3
"""Savoir cards a found laboratory costs (all of them when fewer)."""


def city_of(card: str) -> str:
    return SAVOIR[card].city


def family(state: AlchemistState, seat: int, card: str) -> Family:
    """The family ``card`` counts as in ``seat``'s hand (a secret alloy may change it)."""
    return state.seats[seat].alloy.get(city_of(card), SAVOIR[card].family)


def cities_held(state: AlchemistState, seat: int) -> list[str]:
    return [city_of(card) for card in state.seats[seat].savoir]


def event_cards(state: AlchemistState, seat: int, kind: EventKind) -> list[str]:
    """``seat``'s event cards of ``kind``."""
    return [card for card in state.seats[seat].events if EVENT[card].kind is kind]


def coach_cards(state: AlchemistState, seat: int) -> list[str]:
    """One of ``seat``'s coach cards per value (+2, +3, +4): the choices they make."""
    by_points = {EVENT[card].points: card for card in event_cards(state, seat, EventKind.COACH)}
    return sorted(by_points.values())


def spend_event(state: AlchemistState, seat: int, card: str) -> None:
    """``card`` leaves ``seat``'s hand for the played pile."""
    state.seats[seat].events.remove(card)
    state.event_discard.append(card)


def fill_hand(state: AlchemistState, seat: int) -> None:
    """Draw event cards up to the hand size (ruling A3: the played pile is shuffled into a
    new deck when the deck runs out)."""
    hand = state.seats[seat].events
    drawn = 0
    while len(hand) < state.config.hand_size:
        if not state.event_deck:
            if not state.event_discard:
                break
            state.event_deck, state.event_discard = state.event_discard, []
            state.rng.shuffle(state.event_deck)
            state.log.append(LogEntry("The played event cards are shuffled into a new deck."))
        hand.append(state.event_deck.pop())
        drawn += 1
    if drawn:
        state.revealed = True
        state.log.append(LogEntry(f"{state.name(seat)} draws {counted(drawn, 'event card')}."))


def return_savoir(state: AlchemistState, seat: int, card: str) -> None:
    """``card`` leaves ``seat``'s hand and goes under its city's deck (its alloy with it)."""
    state.seats[seat].savoir.remove(card)
    state.seats[seat].alloy.pop(city_of(card), None)
    state.savoir_decks[city_of(card)].append(card)


def lose_savoir(state: AlchemistState, seat: int, count: int, cause: str) -> None:
    """``seat`` loses ``count`` Savoir cards drawn at random (all when it holds fewer), back
    under their decks; the log names their cities (public, ruling A5)."""
    hand = state.seats[seat].savoir
    lost = state.rng.sample(hand, min(count, len(hand)))
    for card in lost:
        return_savoir(state, seat, card)
    if lost:
        state.revealed = True
        cities = ", ".join(sorted(city_of(card) for card in lost))
        state.log.append(LogEntry(f"{cause}: {state.name(seat)} loses the Savoir card of {cities}."))


def protected(state: AlchemistState, seat: int, against: str) -> bool:
    """Ruling A7: a protection card in ``seat``'s hand is played for it (said in the log)."""
    cards = event_cards(state, seat, EventKind.PROTECTION)
    if not cards:
        return False
    spend_event(state, seat, cards[0])
    state.revealed = True  # it tells what was in the hand
    state.log.append(LogEntry(f"{state.name(seat)} plays Protection against {against}."))
    return True


def search(state: AlchemistState, searcher: str, seat: int, city: str) -> None:
    """``searcher`` looks for ``seat``'s laboratory in ``city``. Not there: the sheet is
    marked. There: it is shown, ``seat`` loses three Savoir cards at random, draws a new
    laboratory from the pile (its old one shuffled in) and the sheet forgets it."""
    state.log.append(LogEntry(f"{searcher} searches {city} for {state.name(seat)}'s laboratory."))
    if protected(state, seat, "the search"):
        return
    me = state.seats[seat]
    state.revealed = True  # found or not, the search tells something hidden
    if me.laboratory != city:
        state.sheet.add((seat, city))
        state.log.append(LogEntry(f"No laboratory of {state.name(seat)} in {city}: the sheet is marked."))
        return
    state.log.append(LogEntry(f"Found: {state.name(seat)}'s laboratory was in {city}!"))
    lose_savoir(state, seat, SEARCH_LOSS, "The search")
    state.lab_pile.append(city)
    state.rng.shuffle(state.lab_pile)
    me.laboratory = state.lab_pile.pop()
    state.sheet = {(s, c) for s, c in state.sheet if s != seat}
    state.log.append(
        LogEntry(
            f"{state.name(seat)} draws a new laboratory; the sheet's marks for {state.name(seat)} are cleared.",
            private={seat: f"Your new laboratory is in {me.laboratory}."},
        )
    )
