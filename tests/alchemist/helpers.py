"""Building Grand Alchemist positions for tests."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS, AlchemistConfig
from grasse_tui.games.alchemist.rules.content import EVENT_CARDS
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.state import AlchemistState

NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve", "Fay")


def config(players: int = 3, **options: bool) -> AlchemistConfig:
    return AlchemistConfig(tuple(SeatConfig(NAMES[i], SEAT_COLOURS[i]) for i in range(players)), **options)


def placed(players: int = 3, seed: int = 1, cities: tuple[str, ...] = (), **options: bool) -> AlchemistState:
    """A game whose seats have put their markers (in ``cities``, else all in Lyon): seat 0
    is to give its dice."""
    state = ALCHEMIST.new(config(players, **options), seed)
    state.first = state.current = state.controller = 0  # as if seat 0 were drawn to start
    for seat in range(players):
        ALCHEMIST.apply(state, seat, act.Place(cities[seat] if cities else "Lyon"))
    return state


def event(kind_value: str, points: int | None = None) -> str:
    """The id of an event card of that kind (and coach value)."""
    return next(c.card_id for c in EVENT_CARDS if c.kind.value == kind_value and (points is None or c.points == points))


def give_event(state: AlchemistState, seat: int, card: str) -> None:
    """``card`` into ``seat``'s hand, from wherever it was."""
    for s in state.seats:
        if card in s.events:
            s.events.remove(card)
    if card in state.event_deck:
        state.event_deck.remove(card)
    if card in state.event_discard:
        state.event_discard.remove(card)
    state.seats[seat].events.append(card)
