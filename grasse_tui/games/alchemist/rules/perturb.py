"""``perturbed``: a copy of a state with everything one viewer may not see redrawn: the
other seats' alchemists among their markers it cannot tell apart, their laboratories, their
Savoir cards' families (within each city) and event cards, the decks' order and the game's
own random numbers."""

from __future__ import annotations

import copy
from random import Random

from grasse_tui.core.worlds import read_by, shuffled
from grasse_tui.games.alchemist.rules.cards import city_of
from grasse_tui.games.alchemist.rules.content import SAVOIR_CITIES
from grasse_tui.games.alchemist.rules.state import AlchemistState, Phase

LAB_TRIES = 20


def perturbed(state: AlchemistState, viewer: int | None, rng: Random) -> AlchemistState:
    twin = copy.deepcopy(state)
    twin.rng = Random(rng.random())
    twin.log = read_by(twin.log, viewer)
    if twin.phase is Phase.OVER:
        return twin
    others = [seat for seat in range(twin.players) if seat != viewer]
    for seat in others:
        _redraw_alchemist(twin, seat, viewer, rng)
    for city in SAVOIR_CITIES:
        _redraw_savoir(twin, city, others, rng)
    _redraw_events(twin, others, rng)
    _redraw_laboratories(twin, others, rng)
    return twin


def _redraw_alchemist(state: AlchemistState, seat: int, viewer: int | None, rng: Random) -> None:
    known = state.known[viewer] if viewer is not None else set()
    unknown = [m for m in state.owned(seat) if m not in state.public_roles and m not in known]
    if state.alchemists[seat] in unknown:
        state.alchemists[seat] = rng.choice(unknown)


def _redraw_savoir(state: AlchemistState, city: str, others: list[int], rng: Random) -> None:
    """The city's cards in the other seats' hands and in its deck, dealt again to the same places."""
    places = [(seat, i) for seat in others for i, card in enumerate(state.seats[seat].savoir) if city_of(card) == city]
    deck = state.savoir_decks[city]
    cards = shuffled([state.seats[seat].savoir[i] for seat, i in places] + deck, rng)
    for (seat, i), card in zip(places, cards, strict=False):
        state.seats[seat].savoir[i] = card
    state.savoir_decks[city] = cards[len(places) :]


def _redraw_events(state: AlchemistState, others: list[int], rng: Random) -> None:
    pool = shuffled([card for seat in others for card in state.seats[seat].events] + state.event_deck, rng)
    for seat in others:
        count = len(state.seats[seat].events)
        state.seats[seat].events, pool = pool[:count], pool[count:]
    state.event_deck = pool


def _redraw_laboratories(state: AlchemistState, others: list[int], rng: Random) -> None:
    """The other seats' laboratories and the pile, dealt again so that no seat's is in a city
    the sheet marks for it: each seat in turn, in an order drawn with ``rng``, draws among
    the laboratories left that the sheet allows it (kept as they were if a few deals all
    run into a seat with none left: then a searching bot's world would hold them)."""
    labs = shuffled([state.seats[seat].laboratory for seat in others] + state.lab_pile, rng)
    for _ in range(LAB_TRIES):
        pool = list(labs)
        dealt: dict[int, str] = {}
        for seat in shuffled(others, rng):
            allowed = [lab for lab in pool if (seat, lab) not in state.sheet]
            if not allowed:
                break
            dealt[seat] = rng.choice(allowed)
            pool.remove(dealt[seat])
        else:
            for seat, lab in dealt.items():
                state.seats[seat].laboratory = lab
            state.lab_pile = shuffled(pool, rng)
            return
