"""``perturbed``: a copy of a state with everything one viewer may not see redrawn."""

from __future__ import annotations

import copy
from random import Random

from grasse_tui.core.worlds import read_by, shuffled
from grasse_tui.games.essences.rules.flow import ALL_GUESSES
from grasse_tui.games.essences.rules.state import EssencesState


def perturbed(state: EssencesState, viewer: int | None, rng: Random) -> EssencesState:
    """The decks' order, the face-down essence discards and other seats' drawn essences
    (shuffled together), the ticket when ``viewer`` may not know it, other guessers'
    tokens and times before the debriefing, and the game's own random numbers."""
    twin = copy.deepcopy(state)
    twin.rng = Random(rng.random())
    twin.log = read_by(twin.log, viewer)
    twin.perfume_deck = shuffled(twin.perfume_deck, rng)
    others = [seat for seat in twin.hands if seat != viewer]
    pool = shuffled(twin.essence_deck + twin.essence_discard + [card for seat in others for card in twin.hands[seat]], rng)
    twin.essence_deck = pool[: len(twin.essence_deck)]
    del pool[: len(twin.essence_deck)]
    for seat in others:
        twin.hands[seat] = pool[: len(twin.hands[seat])]
        del pool[: len(twin.hands[seat])]
    twin.essence_discard = pool
    if not twin.ticket_seen_by(viewer):
        twin.ticket = rng.randrange(1, 5)
    for seat in twin.guesses:
        if seat != viewer:
            twin.guesses[seat] = rng.choice(ALL_GUESSES).tokens
    for seat in twin.elapsed:
        if seat != viewer:
            twin.elapsed[seat] = rng.randrange(1, 60_000)
    return twin
