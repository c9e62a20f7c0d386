"""Eccentric Essences' rules core (``core.game.Game``): 3–10 seats, competitive or
cooperative (rulebook: the whole; gaps: ``rulings.py``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from grasse_tui.core.game import FinalScores, SeatConfig
from grasse_tui.core.step import GAME_OVER, Clock, Order, PendingStep, StepInfo, one_seat
from grasse_tui.games.essences.rules.actions import (
    EssencesAction,
    Guess,
    Keep,
    SetIntensity,
    decode_action,
    encode_action,
)
from grasse_tui.games.essences.rules.cards import ESSENCE
from grasse_tui.games.essences.rules.config import MAX_SEATS, MIN_SEATS, EssencesConfig, decode_config, encode_config
from grasse_tui.games.essences.rules.content import INTENSITY_WORDS
from grasse_tui.games.essences.rules.flow import apply_action, check, deciding, legal_actions, new_state, tokens_text, unset
from grasse_tui.games.essences.rules.perturb import perturbed
from grasse_tui.games.essences.rules.scoring import final_scores
from grasse_tui.games.essences.rules.state import EssencesState, Phase
from grasse_tui.games.essences.rules.view import EssencesView, view

GUESS_CLOCK = Clock()
"""A competitive guess is timed, without a limit: the times rank the Nose in the Wind tokens."""


class EssencesGame:
    game_id = "essences"
    title = "Eccentric Essences"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    def new(self, config: EssencesConfig, seed: int) -> EssencesState:
        return new_state(config, seed)

    def seats(self, config: EssencesConfig) -> tuple[SeatConfig, ...]:
        return config.seats

    def pending(self, state: EssencesState) -> PendingStep:
        """Composing: one seat at a time. Guessing: the competitive guessers all at once in
        secret, each on its own clock; the cooperative lead alone."""
        seats = deciding(state)
        if not seats:
            return GAME_OVER
        if state.phase is Phase.GUESS and not state.config.cooperative:
            return PendingStep(seats, Order.SECRET, clock=GUESS_CLOCK)
        return one_seat(seats[0])

    def legal_actions(self, state: EssencesState, seat: int) -> Sequence[EssencesAction]:
        return legal_actions(state, seat)

    def apply(self, state: EssencesState, seat: int, action: EssencesAction, elapsed_ms: int | None = None) -> StepInfo:
        """Carry out ``action`` for ``seat``. Raises IllegalActionError naming the turn and
        the step when it is not legal now. A competitive guess takes the seat's time."""
        check(state, seat, action)
        return self.apply_checked(state, seat, action, elapsed_ms)

    def apply_checked(
        self, state: EssencesState, seat: int, action: EssencesAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        apply_action(state, seat, action, elapsed_ms)
        return StepInfo(state.revealed)

    def view(self, state: EssencesState, viewer: int | None) -> EssencesView:
        return view(state, viewer)

    def perturbed(self, state: EssencesState, viewer: int | None, rng: Random) -> EssencesState:
        return perturbed(state, viewer, rng)

    def is_over(self, state: EssencesState) -> bool:
        return state.phase is Phase.OVER

    def final_scores(self, state: EssencesState) -> FinalScores:
        return final_scores(state)

    def encode_config(self, config: EssencesConfig) -> dict[str, Any]:
        return encode_config(config)

    def decode_config(self, data: Mapping[str, Any]) -> EssencesConfig:
        return decode_config(data)

    def encode_action(self, action: EssencesAction) -> dict[str, Any]:
        return encode_action(action)

    def decode_action(self, data: Mapping[str, Any]) -> EssencesAction:
        return decode_action(data)

    def describe_action(self, state: EssencesState, seat: int, action: EssencesAction) -> str:
        """``"Keep Burnt toast, Sea breeze, Crayons"``, ``"Sea breeze at 3: a lot"``,
        ``"2 on #1, 1 on #3"``."""
        match action:
            case Keep(essences=kept):
                return "Keep " + ", ".join(ESSENCE[card].name for card in kept)
            case SetIntensity(level=level):
                placed = unset(state, seat)
                essence = ESSENCE[placed.essence].name if placed else "the essence"
                return f"{essence} at {level}: {INTENSITY_WORDS[level]}"
            case Guess(tokens=tokens):
                return tokens_text(tokens)
        raise TypeError(f"not an Eccentric Essences action: {action!r}")


ESSENCES = EssencesGame()
