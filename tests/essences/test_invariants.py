"""Eccentric Essences' own invariants over whole bot games: every card is in exactly one
place, scores only grow and equal what the debriefings gave."""

from __future__ import annotations

import pytest

from grasse_tui.core.autoplay import play_out
from grasse_tui.games.essences.module import MODULE
from grasse_tui.games.essences.rules.cards import ESSENCES as ALL_ESSENCES
from grasse_tui.games.essences.rules.cards import PERFUME_CARDS
from grasse_tui.games.essences.rules.config import Mode
from grasse_tui.games.essences.rules.game import ESSENCES
from grasse_tui.games.essences.rules.state import EssencesState

from .helpers import config


def _conserved(state: EssencesState) -> None:
    essences = state.essence_deck + state.essence_discard + [p.essence for p in state.placed]
    essences += [card for hand in state.hands.values() for card in hand]
    assert sorted(essences) == sorted(e.card_id for e in ALL_ESSENCES)
    perfumes = state.perfume_deck + state.perfume_discard + [card for card, _ in state.shown]
    assert sorted(perfumes) == sorted(p.card_id for p in PERFUME_CARDS)


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("players", [3, 6, 10])
def test_cards_are_conserved_and_scores_are_what_the_debriefings_gave(mode: Mode, players: int) -> None:
    table = config(players, mode)
    bots = [MODULE.bots["random"](seat, 3) for seat in range(players)]
    state = play_out(MODULE, table, 3, bots)
    _conserved(state)
    given = [0] * players
    team = 0
    for debrief in state.debriefs:
        for seat, points in debrief.points:
            given[seat] += points
        if mode is Mode.COOPERATIVE:
            team += dict(debrief.points)[debrief.lead]
    assert len(state.debriefs) == table.turns
    if mode is Mode.COOPERATIVE:
        assert state.team == team and all(line.total == team for line in ESSENCES.final_scores(state).lines)
    else:
        assert state.scores == given


def test_cards_are_conserved_at_every_step() -> None:
    state = ESSENCES.new(config(4), 9)
    bots = [MODULE.bots["associate"](seat, 9) for seat in range(4)]
    while not ESSENCES.is_over(state):
        _conserved(state)
        step = ESSENCES.pending(state)
        seat = step.acting[0]
        action = bots[seat].choose(ESSENCES.view(state, seat), ESSENCES.legal_actions(state, seat))
        ESSENCES.apply(state, seat, action, 1_000 if step.clock else None)
    _conserved(state)
