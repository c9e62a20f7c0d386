"""Eccentric Essences' rules: set-up, rounds and Nose tokens by player count, the turn's
steps in both modes, privacy of the ticket and the guesses, the cooperative result table."""

from __future__ import annotations

import pytest

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.step import Order
from grasse_tui.games.essences.rules.actions import Guess, Keep, SetIntensity
from grasse_tui.games.essences.rules.config import NOSE_TOKENS, Mode
from grasse_tui.games.essences.rules.flow import ALL_GUESSES
from grasse_tui.games.essences.rules.game import ESSENCES
from grasse_tui.games.essences.rules.scoring import verdict

from .helpers import compose, new


@pytest.mark.parametrize(
    ("players", "rounds", "large", "small"),
    [(3, 3, 0, 1), (4, 2, 1, 1), (5, 2, 1, 2), (6, 2, 1, 3), (7, 1, 2, 2), (8, 1, 2, 3), (9, 1, 2, 4), (10, 1, 2, 5)],
)
def test_rounds_and_nose_tokens_by_player_count(players: int, rounds: int, large: int, small: int) -> None:
    state = new(players)
    assert state.config.rounds == rounds
    assert state.config.turns == players * rounds
    assert NOSE_TOKENS[players].count(2) == large and NOSE_TOKENS[players].count(1) == small
    assert ESSENCES.view(state, 0).nose_tokens == NOSE_TOKENS[players]


def test_every_seat_leads_in_turn_from_the_first() -> None:
    state = new(3)
    leads = []
    while not ESSENCES.is_over(state):
        leads.append(state.lead)
        compose(state)
        for seat in ESSENCES.pending(state).acting:
            ESSENCES.apply(state, seat, Guess((3, 0, 0, 0)), elapsed_ms=1_000)
    assert leads == [0, 1, 2] * 3


def test_a_turn_lays_out_four_new_perfumes_and_draws_five_essences_for_the_lead() -> None:
    state = new(4)
    first = list(state.shown)
    assert len(state.hands[0]) == 5 and len(first) == 4
    compose(state)
    for seat in ESSENCES.pending(state).acting:
        ESSENCES.apply(state, seat, Guess((3, 0, 0, 0)), elapsed_ms=1_000)
    assert not set(state.shown) & set(first) and len(state.shown) == 4
    assert set(card for card, _ in first) <= set(state.perfume_discard)
    assert len(state.hands[1]) == 5


def test_the_lead_keeps_three_of_five_and_sets_each_intensity() -> None:
    state = new(4)
    keeps = ESSENCES.legal_actions(state, 0)
    assert len(keeps) == 10 and all(isinstance(keep, Keep) and len(keep.essences) == 3 for keep in keeps)
    ESSENCES.apply(state, 0, keeps[0])
    assert ESSENCES.legal_actions(state, 0) == tuple(SetIntensity(level) for level in range(5))
    for level in (0, 2, 4):
        ESSENCES.apply(state, 0, SetIntensity(level))
    assert [p.intensity for p in state.placed] == [0, 2, 4]
    assert len(state.essence_discard) == 2


def test_guessers_guess_in_secret_on_their_own_clocks_and_see_only_their_own_tokens() -> None:
    state = new(4)
    compose(state)
    step = ESSENCES.pending(state)
    assert step.order is Order.SECRET and step.clock is not None and step.seats == (1, 2, 3)
    assert ESSENCES.legal_actions(state, 1) == ALL_GUESSES and len(ALL_GUESSES) == 20
    ESSENCES.apply(state, 1, Guess((1, 1, 1, 0)), elapsed_ms=3_000)
    assert ESSENCES.view(state, 1).my_guess == (1, 1, 1, 0)
    assert ESSENCES.view(state, 2).my_guess is None
    assert "1 on #1" not in "\n".join(ESSENCES.view(state, 2).log)
    assert ESSENCES.pending(state).seats == (2, 3)


def test_only_the_lead_sees_the_ticket_in_the_competitive_game() -> None:
    state = new(5)
    assert ESSENCES.view(state, 0).ticket == state.ticket
    assert all(ESSENCES.view(state, seat).ticket is None for seat in (1, 2, 3, 4, None))


def test_in_the_cooperative_game_everyone_but_the_lead_sees_the_ticket() -> None:
    state = new(5, Mode.COOPERATIVE)
    assert ESSENCES.view(state, 0).ticket is None
    assert all(ESSENCES.view(state, seat).ticket == state.ticket for seat in (1, 2, 3, 4))


@pytest.mark.parametrize(("players", "kept"), [(3, 2), (4, 2), (5, 1), (10, 1)])
def test_cooperative_helpers_draw_three_and_keep_one_or_two_in_turn(players: int, kept: int) -> None:
    state = new(players, Mode.COOPERATIVE)
    helpers = list(range(1, players))
    assert all(len(state.hands[seat]) == 3 for seat in helpers)
    for seat in helpers:
        assert ESSENCES.pending(state).seats == (seat,)
        keep = ESSENCES.legal_actions(state, seat)[0]
        assert isinstance(keep, Keep) and len(keep.essences) == kept
        ESSENCES.apply(state, seat, keep)
        for _ in range(kept):
            ESSENCES.apply(state, seat, SetIntensity(3))
    assert len(state.placed) == kept * len(helpers)
    assert ESSENCES.pending(state).seats == (0,) and ESSENCES.pending(state).clock is None
    ticket = state.ticket
    ESSENCES.apply(state, 0, Guess(tuple(3 if n == ticket else 0 for n in range(1, 5))))  # type: ignore[arg-type]
    assert state.team == 3


def test_the_cooperative_essence_deck_is_reshuffled_when_it_runs_out() -> None:
    state = new(10, Mode.COOPERATIVE)
    while not ESSENCES.is_over(state):
        compose(state)
        ESSENCES.apply(state, state.lead, Guess((3, 0, 0, 0)))
    drawn_per_turn = 9 * 3
    assert drawn_per_turn * 10 > 100
    assert any("ran out" in line for line in ESSENCES.view(state, 0).log)
    cards = state.essence_deck + state.essence_discard
    assert sorted(cards) == sorted(set(cards)) and len(cards) == 100


@pytest.mark.parametrize(
    ("players", "floors"),
    [(3, (11, 19, 25)), (9, (11, 19, 25)), (4, (10, 17, 22)), (8, (10, 17, 22)), (5, (13, 22, 28)),
     (10, (13, 22, 28)), (6, (15, 26, 33)), (7, (9, 15, 19))],
)  # fmt: skip
def test_the_cooperative_result_table(players: int, floors: tuple[int, int, int]) -> None:
    assert verdict(players, 0) == 0 and verdict(players, floors[0] - 1) == 0
    for result, floor in enumerate(floors, start=1):
        assert verdict(players, floor) == result and verdict(players, floor - 1) == result - 1


def test_an_illegal_action_names_the_turn_and_step() -> None:
    state = new(3)
    with pytest.raises(IllegalActionError, match=r"turn 1, composing.*seat 2"):
        ESSENCES.apply(state, 1, Guess((3, 0, 0, 0)))


def test_equal_times_give_the_nose_to_the_seat_nearer_the_leads_left() -> None:
    state = new(4)
    compose(state)
    for seat in (3, 2, 1):
        ESSENCES.apply(state, seat, Guess((3, 0, 0, 0)), elapsed_ms=5_000)
    assert dict(state.debriefs[-1].noses) == {1: 2, 2: 1}
