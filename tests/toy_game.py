"""A tiny two-to-three-seat counting game for testing generic code (CLI, autoplay).

Seats take turns adding 1 or 2 to a shared count; the seat that first reaches
TARGET or more gets a 3-point bonus. A seeded shuffle picks who starts, so the
seed matters. Seat 0's hand size is private (only seat 0 sees it).
"""

from __future__ import annotations

import copy
import dataclasses

from random import Random

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.step import GAME_OVER, PendingStep, StepInfo, one_seat
from grasse_tui.games.registry import GameModule, SeatColour

TARGET = 10


@dataclass
class ToyState:
    seats: tuple[SeatConfig, ...]
    rng: Random
    turn: int
    count: int = 0
    added: list[int] = field(default_factory=list)
    finisher: int | None = None


class ToyGame:
    game_id = "toy"
    title = "Toy Count"
    min_seats = 2
    max_seats = 3

    def new(self, config: tuple[SeatConfig, ...], seed: int) -> ToyState:
        rng = Random(seed)
        order = list(range(len(config)))
        rng.shuffle(order)
        return ToyState(config, rng, order[0], added=[0] * len(config))

    def seats(self, config: tuple[SeatConfig, ...]) -> tuple[SeatConfig, ...]:
        return config

    def pending(self, state: ToyState) -> PendingStep:
        return GAME_OVER if self.is_over(state) else one_seat(state.turn)

    def legal_actions(self, state: ToyState, seat: int) -> Sequence[int]:
        return (1, 2) if self.pending(state).may_act(seat) else ()

    def apply(self, state: ToyState, seat: int, action: int, elapsed_ms: int | None = None) -> StepInfo:
        if action not in self.legal_actions(state, seat):
            raise IllegalActionError(f"seat {seat + 1} cannot add {action!r} at count {state.count}")
        return self.apply_checked(state, seat, action)

    def apply_checked(self, state: ToyState, seat: int, action: int, elapsed_ms: int | None = None) -> StepInfo:
        state.count += action
        state.added[seat] += action
        if state.count >= TARGET:
            state.finisher = seat
        state.turn = (state.turn + 1) % len(state.seats)
        return StepInfo()

    def view(self, state: ToyState, viewer: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {"count": state.count, "turn": state.turn}
        if viewer == 0:
            view["secret"] = "seat zero only"
        return view

    def is_over(self, state: ToyState) -> bool:
        return state.finisher is not None

    def final_scores(self, state: ToyState) -> FinalScores:
        lines = [
            ScoreLine(seat, added + (3 if seat == state.finisher else 0),
                      {"Added": added, "Finish": 3 if seat == state.finisher else 0})
            for seat, added in enumerate(state.added)
        ]
        best = max(line.total for line in lines)
        return FinalScores(lines, tuple(line.seat for line in lines if line.total == best))

    def encode_config(self, config: tuple[SeatConfig, ...]) -> dict[str, Any]:
        return {"seats": [{"name": s.name, "colour": s.colour, "bot": s.bot, "pin": s.pin} for s in config]}

    def decode_config(self, data: Mapping[str, Any]) -> tuple[SeatConfig, ...]:
        return tuple(SeatConfig(s["name"], s["colour"], s["bot"], s["pin"]) for s in data["seats"])

    def encode_action(self, action: int) -> dict[str, Any]:
        return {"add": action}

    def decode_action(self, data: Mapping[str, Any]) -> int:
        return int(data["add"])

    def describe_action(self, state: ToyState, seat: int, action: int) -> str:
        return f"add {action}"

    def perturbed(self, state: ToyState, viewer: int | None, rng: Random) -> ToyState:
        """Nothing is hidden but the future: the RNG reseeded."""
        other = copy.deepcopy(state)
        other.rng = Random(rng.getrandbits(64))
        return other


def first(view: Any, legal: Sequence[int], rng: Random) -> int:
    return legal[0]


def random_bot(view: Any, legal: Sequence[int], rng: Random) -> int:
    return rng.choice(legal)


def cheat(view: Any, legal: Sequence[int], rng: Random) -> int:
    return 5


def make_config(seats: tuple[SeatConfig, ...], options: Mapping[str, Any]) -> tuple[SeatConfig, ...]:
    if not ToyGame.min_seats <= len(seats) <= ToyGame.max_seats:
        raise ValueError(f"2–3 seats, not {len(seats)}")
    return seats


MODULE = GameModule(
    game=ToyGame(),
    colours=(SeatColour("teal", "Teal", "T"), SeatColour("amber", "Amber", "A"), SeatColour("plum", "Plum", "P")),
    make_config=make_config,
    bots={"first": policy_bot(first), "random": policy_bot(random_bot)},
    default_bot="random",
    progress_label=lambda view: f"Count {view['count']}/{TARGET}",
)

CHEATING_MODULE = dataclasses.replace(MODULE, bots={**MODULE.bots, "cheat": policy_bot(cheat)})
"""The toy game with a bot that plays an illegal action, for the tests of what catches it."""
