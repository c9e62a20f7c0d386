"""The Perfumer's invariants over whole random games, checked at every step: 49
ingredient tokens (7 of each), every scent card and plate in one place, a dropper per
plate colour at most, one dropper per plant, scores equal their sources."""

from __future__ import annotations

from random import Random

import pytest

from grasse_tui.games.perfumer.rules.config import Mode
from grasse_tui.games.perfumer.rules.content import Plate, Scent
from grasse_tui.games.perfumer.rules.game import PERFUMER
from grasse_tui.games.perfumer.rules.state import PerfumerState

from .helpers import config


def _check(state: PerfumerState) -> None:
    for scent in Scent:
        held = sum(seat.ingredients.get(scent, 0) for seat in state.seats)
        assert state.supply[scent] + state.rewards[scent] + state.box[scent] + held == 7
        assert min(state.supply[scent], state.rewards[scent], held) >= 0
    assert set(state.cards) == set(Scent) and set(state.plates) == set(Plate)
    assert sorted(state.plates.values(), key=list(Scent).index) == list(Scent)
    for seat in state.seats:
        assert len(set(seat.droppers.values())) == len(seat.droppers)
        assert seat.score == sum(seat.parts.values())
        assert seat.held <= 7


@pytest.mark.parametrize(("players", "mode", "variant"), [(2, Mode.APPRENTICE, None), (5, Mode.PERFUMER, 2)])
def test_invariants_hold_at_every_step_of_a_random_game(players: int, mode: Mode, variant: int | None) -> None:
    state = PERFUMER.new(config(players, mode=mode, variant=variant), 4)
    choose = Random(4)
    while not PERFUMER.is_over(state):
        _check(state)
        seat = PERFUMER.pending(state).acting[0]
        PERFUMER.apply(state, seat, choose.choice(list(PERFUMER.legal_actions(state, seat))))
    _check(state)
