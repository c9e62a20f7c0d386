"""Other worlds a seat cannot tell from the real one (``Game.perturbed``).

A perturbed copy redraws what the viewer's view hides, keeping every count it shows:
the flower cards in other seats' hands and the solo opponent's face-down ones are pooled
with the flower deck and dealt back (each hand as many as it held), the order of every
deck is shuffled, and during set-up the other seats' deals (and the cards they kept) are
drawn again from the characters and artisans the viewer has not seen. The game's own RNG
is reseeded.
"""

from __future__ import annotations

from copy import deepcopy
from random import Random

from grasse_tui.core.worlds import read_by, shuffled
from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.state import LaFleurState, Phase


def perturbed(state: LaFleurState, viewer: int | None, rng: Random) -> LaFleurState:
    twin = deepcopy(state)
    hidden = [i for i, home in enumerate(twin.chateaux) if i != viewer]
    pool = list(twin.flower_deck)
    for index in hidden:
        pool += twin.chateaux[index].hand
    pool = shuffled(pool, rng)
    for index in hidden:
        home = twin.chateaux[index]
        home.hand = [pool.pop() for _ in home.hand]
    twin.flower_deck = pool
    if twin.phase is Phase.SETUP:
        _redeal(twin, viewer, rng)
    twin.feature_deck = shuffled(twin.feature_deck, rng)
    twin.visitor_deck = shuffled(twin.visitor_deck, rng)
    twin.event_deck = shuffled(twin.event_deck, rng)
    twin.artisan_deck = shuffled(twin.artisan_deck, rng)
    twin.log = read_by(twin.log, viewer)
    twin.rng = Random(rng.random())
    return twin


def _redeal(state: LaFleurState, viewer: int | None, rng: Random) -> None:
    """Set-up: the other seats' dealt (or kept) characters and artisans drawn anew from
    those the viewer cannot see."""
    seen = set()
    if viewer is not None:
        me = state.chateaux[viewer]
        seen |= set(me.dealt_characters) | {me.character} | set(me.dealt_artisans)
        seen |= {slot.card for slot in me.artisans}
    seen |= {home.character for home in state.chateaux if home.automaton}
    others = [i for i, home in enumerate(state.chateaux) if i != viewer and not home.automaton]
    characters = [c.card_id for c in cards.CHARACTERS if c.card_id not in seen]
    artisans = list(state.artisan_deck)
    for index in others:
        home = state.chateaux[index]
        artisans += home.dealt_artisans + [slot.card for slot in home.artisans]
    rng.shuffle(characters)
    artisans = shuffled(artisans, rng)
    for index in others:
        home = state.chateaux[index]
        home.dealt_characters = [characters.pop() for _ in home.dealt_characters]
        home.dealt_artisans = [artisans.pop() for _ in home.dealt_artisans]
        if home.character is not None:
            home.character = characters.pop()
        for slot in home.artisans:
            slot.card = artisans.pop()
    state.artisan_deck = artisans
