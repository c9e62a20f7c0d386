"""The course of a game: who decides, what they may do, and what follows each decision
(the helpers, the turns in seat order, a stage's end, the perfumer stage)."""

from __future__ import annotations

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import LogEntry
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.actions import PerfumerAction
from grasse_tui.games.perfumer.rules.config import Mode
from grasse_tui.games.perfumer.rules.helpers import apply_helper_action, helper_actions, helper_deciding
from grasse_tui.games.perfumer.rules.scoring import score_stage
from grasse_tui.games.perfumer.rules.setup import second_stage
from grasse_tui.games.perfumer.rules.state import PerfumerState, Phase
from grasse_tui.games.perfumer.rules.turns import (
    action_phase_actions,
    apply_take,
    apply_turn_action,
    begin_turn,
    end_actions,
    take_actions,
)


def deciding(state: PerfumerState) -> int | None:
    """The one seat that decides now (None: the game is over)."""
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.HELPERS:
        return helper_deciding(state)
    return state.current


def legal_actions(state: PerfumerState, seat: int) -> tuple[PerfumerAction, ...]:
    if seat != deciding(state):
        return ()
    if state.phase is Phase.HELPERS:
        return helper_actions(state, seat)
    if state.phase is Phase.ACTIONS:
        return tuple(action_phase_actions(state, seat))
    return tuple(take_actions(state, seat))


def check(state: PerfumerState, seat: int, action: PerfumerAction) -> None:
    if action not in legal_actions(state, seat):
        raise IllegalActionError(
            f"The Perfumer stage {state.stage}, {state.phase.value}: {action!r} is not a legal action for seat {seat + 1}"
        )


def apply_action(state: PerfumerState, seat: int, action: PerfumerAction) -> None:
    """Carry out a legal ``action``; ``state.smelled`` holds a reveal's lines when a turn ended."""
    state.revealed, state.smelled, state.turn_done = False, [], False
    if state.phase is Phase.HELPERS:
        if apply_helper_action(state, seat, action):
            state.current = 0
            begin_turn(state)
        return
    if state.phase is Phase.ACTIONS:
        if isinstance(action, act.EndActions):
            state.log.append(LogEntry(f"{state.name(seat)} is done with actions.", seat=seat))
            end_actions(state)
        else:
            apply_turn_action(state, seat, action)
    else:
        apply_take(state, seat, action)
    if state.turn_done:
        _next_turn(state)


def _next_turn(state: PerfumerState) -> None:
    """The next seat's turn; or, with the order deck spent and the first seat next, the
    stage's end (and the perfumer stage, or the game's end)."""
    state.turns_taken += 1
    state.current = (state.current + 1) % state.players
    if state.last_round and state.current == 0:
        state.revealed = True
        score_stage(state)
        if state.config.mode is Mode.PERFUMER and state.stage == 1:
            second_stage(state)
        else:
            state.phase = Phase.OVER
            state.log.append(LogEntry("The game is over."))
        return
    begin_turn(state)
