"""``perturbed``: a copy of a state with everything no seat may see redrawn."""

from __future__ import annotations

import copy
from random import Random

from grasse_tui.games.perfumer.rules.content import PLATES, SCENTS
from grasse_tui.games.perfumer.rules.state import PerfumerState


def perturbed(state: PerfumerState, viewer: int | None, rng: Random) -> PerfumerState:
    """The plates' contents (hidden from every seat until a stage's reveal), the decks'
    order and the game's own random numbers. Once the game is over the plates are known."""
    twin = copy.deepcopy(state)
    twin.rng = Random(rng.random())
    rng.shuffle(twin.order_deck)
    rng.shuffle(twin.order_box)
    if twin.phase.value != "over":
        scents = list(SCENTS)
        rng.shuffle(scents)
        twin.plates = dict(zip(PLATES, scents, strict=True))
    return twin
