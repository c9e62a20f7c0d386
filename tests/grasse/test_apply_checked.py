"""GRASSE.apply_checked: the trusted path play_out uses skips only the legality check."""

from __future__ import annotations

import pytest

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.games.grasse.module import MODULE
from grasse_tui.games.grasse.rules.actions import PlaceWorker
from grasse_tui.games.grasse.rules.config import default_config
from grasse_tui.games.grasse.rules.content import LocationId
from grasse_tui.games.grasse.rules.game import GRASSE

from .conftest import started


def test_play_out_plays_the_same_game_as_checked_applies() -> None:
    config, seed = default_config(4), 5
    greedy = MODULE.bots["greedy"]
    fast = play_out(MODULE, config, seed, [greedy(seat, seed) for seat in range(4)])
    state = GRASSE.new(config, seed)
    bots = [greedy(seat, seed) for seat in range(4)]
    while not GRASSE.is_over(state):
        (seat,) = GRASSE.pending(state).acting
        legal = GRASSE.legal_actions(state, seat)
        GRASSE.apply(state, seat, bots[seat].choose(GRASSE.view(state, seat), legal))
    assert GRASSE.final_scores(fast) == GRASSE.final_scores(state)
    assert [entry.public for entry in fast.log] == [entry.public for entry in state.log]


def test_apply_still_checks_what_apply_checked_trusts() -> None:
    state = started(4)
    seat = state.step.seat
    for loc in state.locations:
        state.workers[loc] += [(seat + 1) % 4, (seat + 2) % 4]
    state.seats[seat].coins = 0
    state.touch_all()
    with pytest.raises(IllegalActionError):
        GRASSE.apply(state, seat, PlaceWorker(LocationId.BANK))
