"""The rulebook's worked example (Debriefing): Victor leads, Mark, Sophia and Daria guess."""

from __future__ import annotations

from grasse_tui.games.essences.rules.actions import Guess
from grasse_tui.games.essences.rules.game import ESSENCES

from .helpers import compose, new

VICTOR, MARK, SOPHIA, DARIA = range(4)


def test_victor_mark_sophia_daria() -> None:
    state = new(4)
    assert state.lead == VICTOR
    compose(state)
    state.ticket = 2  # "Unequal Marriage" in the book; here whatever perfume is shown under 2
    ESSENCES.apply(state, MARK, Guess((0, 3, 0, 0)), elapsed_ms=4_000)  # all three right, first: the large Nose
    ESSENCES.apply(state, SOPHIA, Guess((0, 1, 2, 0)), elapsed_ms=6_500)  # one right, second: the small Nose
    ESSENCES.apply(state, DARIA, Guess((1, 1, 0, 1)), elapsed_ms=9_000)  # hedged, last: no Nose left
    debrief = state.debriefs[-1]
    assert dict(debrief.noses) == {MARK: 2, SOPHIA: 1}
    assert dict(debrief.points) == {VICTOR: 3, MARK: 5, SOPHIA: 1, DARIA: 1}
    assert state.scores == [3, 5, 1, 1]


def test_the_lead_scores_only_for_guessers_with_a_token_right() -> None:
    state = new(4)
    compose(state)
    state.ticket = 1
    ESSENCES.apply(state, MARK, Guess((0, 3, 0, 0)), elapsed_ms=1)
    ESSENCES.apply(state, SOPHIA, Guess((1, 2, 0, 0)), elapsed_ms=2)
    ESSENCES.apply(state, DARIA, Guess((0, 0, 0, 3)), elapsed_ms=3)
    assert dict(state.debriefs[-1].points) == {VICTOR: 1, MARK: 0, SOPHIA: 1, DARIA: 0}
