"""Set-up (rulebook: Section 1; rulings A1–A3): decks shuffled, a secret laboratory and
three event cards each, roles dealt among each seat's three markers, one laboratory set
aside at 3–4 seats, the Grand Inquisitor on the Savoir city a die names."""

from __future__ import annotations

from random import Random

from grasse_tui.core.game import LogEntry
from grasse_tui.games.alchemist.rules.cards import fill_hand
from grasse_tui.games.alchemist.rules.config import AlchemistConfig
from grasse_tui.games.alchemist.rules.content import EVENT_CARDS, LABORATORY_CITIES, SAVOIR_CARDS, SAVOIR_CITIES
from grasse_tui.games.alchemist.rules.state import AlchemistSeat, AlchemistState, Marker

MARKERS_PER_SEAT = 3


def marker_ids(seat: int) -> list[str]:
    """``seat``'s three markers at set-up: ``m01``–``m03`` for seat 0, and so on."""
    return [f"m{MARKERS_PER_SEAT * seat + n:02d}" for n in range(1, MARKERS_PER_SEAT + 1)]


def new_state(config: AlchemistConfig, seed: int) -> AlchemistState:
    rng = Random(seed)
    labs = list(LABORATORY_CITIES)
    rng.shuffle(labs)
    seats = [AlchemistSeat(laboratory=labs.pop()) for _ in range(config.players)]
    decks = {city: [card.card_id for card in SAVOIR_CARDS if card.city == city] for city in SAVOIR_CITIES}
    for deck in decks.values():
        rng.shuffle(deck)
    events = [card.card_id for card in EVENT_CARDS]
    rng.shuffle(events)
    markers = {m: Marker(m, seat, "") for seat in range(config.players) for m in marker_ids(seat)}
    alchemists = {seat: rng.choice(marker_ids(seat)) for seat in range(config.players)}
    state = AlchemistState(config, rng, seats, markers, alchemists, decks, events, lab_pile=labs)
    state.known = {seat: set() for seat in range(config.players)}
    state.log.append(
        LogEntry(
            f"The game begins: {config.players} alchemists race to {config.ingots_to_win} gold ingots.",
            private={seat: _secrets(state, seat) for seat in range(config.players)},
        )
    )
    if config.laboratories_removed:
        state.lab_removed = labs.pop()
        state.log.append(LogEntry(f"At {config.players} seats one laboratory card is set aside: {state.lab_removed}."))
    for seat in range(config.players):
        fill_hand(state, seat)
    state.first = state.current = state.controller = rng.randrange(config.players)
    first = state.name(state.first)
    state.log.append(LogEntry(f"{first} is drawn to play first, and controls the Grand Inquisitor this turn."))
    state.inquisitor.place = SAVOIR_CITIES[state.roll(f"{first} rolls the Grand Inquisitor's die") - 1]
    state.log.append(LogEntry(f"The Grand Inquisitor appears in {state.inquisitor.place}."))
    state.chance.clear()
    state.revealed = False
    return state


def _secrets(state: AlchemistState, seat: int) -> str:
    """What ``seat`` alone learns at set-up: its laboratory and which marker is its alchemist."""
    lab = state.seats[seat].laboratory
    return f"Your laboratory is in {lab}; your alchemist is marker {state.alchemists[seat]}."
