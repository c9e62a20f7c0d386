"""``perturbed``: a copy of a state with everything no seat may see redrawn."""

from __future__ import annotations

import copy
from random import Random

from grasse_tui.core.worlds import read_by, shuffled
from grasse_tui.games.perfumer.rules.content import PLATES, SCENTS
from grasse_tui.games.perfumer.rules.state import PerfumerState


def perturbed(state: PerfumerState, viewer: int | None, rng: Random) -> PerfumerState:
    """The plates' contents (hidden from every seat until a stage's reveal), the decks'
    order and the game's own random numbers. Once the game is over the plates are known."""
    twin = copy.deepcopy(state)
    twin.rng = Random(rng.random())
    twin.log = read_by(twin.log, viewer)
    twin.order_deck = shuffled(twin.order_deck, rng)
    twin.order_box = shuffled(twin.order_box, rng)
    if twin.phase.value != "over":
        scents = list(SCENTS)
        rng.shuffle(scents)
        twin.plates = dict(zip(PLATES, scents, strict=True))
    return twin
