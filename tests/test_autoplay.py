"""play_out: deterministic all-bot games and the errors it raises."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from fixtures import count_game

from grasse_tui.core.autoplay import AutoplayError, play_out
from grasse_tui.core.bots import Bot, bot_rng
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import replay
from grasse_tui.core.step import StepInfo

SEATS = (SeatConfig("A", "teal", "random"), SeatConfig("B", "amber", "random"))


def bots(seed: int, *names: str) -> list[Bot]:
    """The toy module's bots ``names`` (its cheat too) for seats 0, 1, … of a game seeded ``seed``."""
    return [count_game.CHEATING_MODULE.bots[name](seat, seed) for seat, name in enumerate(names)]


def test_play_out_is_deterministic_per_seed() -> None:
    runs = [play_out(count_game.MODULE, SEATS, seed, bots(seed, "random", "random")) for seed in (1, 1, 3)]
    assert all(count_game.MODULE.game.is_over(state) for state in runs)
    assert runs[0].added == runs[1].added
    assert runs[0].added != runs[2].added  # another seed, another game
    assert runs[0].count >= count_game.TARGET


def test_bot_rngs_differ_by_seat_and_repeat_by_seed() -> None:
    draws = [[bot_rng(seed, seat).randrange(10**9) for seat in (0, 1)] for seed in (3, 3)]
    assert draws[0] == draws[1]
    assert draws[0][0] != draws[0][1]


def test_illegal_policy_action_raises_with_a_replayable_prefix() -> None:
    with pytest.raises(AutoplayError) as caught:
        play_out(count_game.MODULE, SEATS, 4, bots(4, "first", "cheat"))
    assert isinstance(caught.value, RuntimeError)
    assert "bot chose 5, not a legal action" in str(caught.value)
    assert "record prefix: {" in str(caught.value)
    prefix = caught.value.record
    state = replay(count_game.MODULE.game, prefix)
    assert count_game.MODULE.game.pending(state).acting == (1,)


def test_step_cap_raises() -> None:
    with pytest.raises(AutoplayError, match="not over after 3 actions") as caught:
        play_out(count_game.MODULE, SEATS, 0, bots(0, "first", "first"), step_cap=3)
    assert len(caught.value.record.actions) == 3


class _CountingToy(count_game.ToyGame):
    """The toy game counting its checked and trusted applies."""

    def __init__(self) -> None:
        self.checked = self.trusted = 0

    def apply(self, state: count_game.ToyState, seat: int, action: int, elapsed_ms: int | None = None) -> StepInfo:
        self.checked += 1
        return super().apply(state, seat, action, elapsed_ms)

    def apply_checked(
        self, state: count_game.ToyState, seat: int, action: int, elapsed_ms: int | None = None
    ) -> StepInfo:
        self.trusted += 1
        return super().apply_checked(state, seat, action, elapsed_ms)


def test_play_out_applies_through_apply_checked_only() -> None:
    game = _CountingToy()
    module = SimpleNamespace(game=game)
    state = play_out(module, SEATS, 2, bots(2, "first", "first"))
    assert game.is_over(state)
    assert game.checked == 0
    assert game.trusted == sum(state.added) > 0  # each of first's actions adds 1
