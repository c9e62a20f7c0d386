"""Views are built incrementally (view.py's docstring): a view that rebuilt only the parts
the state marked as changed equals one built afresh, whoever else reads the same state,
and the parts kept for a state do not keep it alive."""

from __future__ import annotations

import copy
import gc
import weakref
from random import Random

import pytest

from grasse_tui.games.grasse.rules.config import GrasseConfig, default_config
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.view import Views
from tests.grasse.conftest import started

ALL = frozenset({"events", "clients", "formula"})


@pytest.mark.parametrize(
    ("config", "seed"),
    [
        (default_config(4), 5),
        (GrasseConfig(default_config(5).seats, ALL, frozenset({1, 3})), 8),
        (GrasseConfig(default_config(1).seats, frozenset({"events", "clients"})), 2),
    ],
    ids=["four", "five-all", "solo"],
)
def test_incremental_views_equal_views_built_afresh_throughout_a_game(config: GrasseConfig, seed: int) -> None:
    state = GRASSE.new(config, seed)
    rng = Random(seed)
    viewers = [None, *range(len(config.seats))]
    other_reader = Views()  # follows the same state, every other step only
    steps = 0
    while True:
        for viewer in viewers:
            fresh = Views().view(state, viewer)
            assert GRASSE.view(state, viewer) == fresh
            if steps % 2:
                assert other_reader.view(state, viewer) == fresh
        if GRASSE.is_over(state):
            break
        (seat,) = GRASSE.pending(state).acting
        GRASSE.apply(state, seat, rng.choice(GRASSE.legal_actions(state, seat)))
        steps += 1


def test_a_copy_of_a_state_gets_views_of_its_own() -> None:
    state = started(3, seed=4)
    before = GRASSE.view(state, 0)
    twin = copy.deepcopy(state)
    seat = twin.step.seat
    GRASSE.apply(twin, seat, GRASSE.legal_actions(twin, seat)[0])
    assert GRASSE.view(state, 0) == before
    assert GRASSE.view(twin, 0) != before and GRASSE.view(twin, 0) == Views().view(twin, 0)


def test_the_parts_kept_for_a_state_do_not_keep_it_alive() -> None:
    views = Views()
    state = started(3, seed=1)
    views.view(state, 0)
    gone = weakref.ref(state)
    del state
    gc.collect()
    assert gone() is None
