"""Play a game to the end with one bot per seat (simulate, benchmark, property tests).

Pure: the only view built per decision is the deciding seat's, which its bot needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from grasse_tui.core.bots import Bot, sampled_world, timed_choice
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import Game
from grasse_tui.core.record import ActionEntry, GameRecord

DEFAULT_STEP_CAP = 20_000


class HasGame(Protocol):
    """Anything carrying a rules core, e.g. ``grasse_tui.games.registry.GameModule``."""

    @property
    def game(self) -> Game[Any, Any, Any, Any]: ...


class AutoplayError(RuntimeError):
    """A bot chose an illegal action, the rules rejected a legal one, or the
    game did not end within the step cap.

    ``record`` holds the game up to (not including) the failing step, so the
    position can be replayed; the message ends with its JSON.
    """

    def __init__(self, reason: str, record: GameRecord) -> None:
        super().__init__(f"{reason}; record prefix: {record.to_json()}")
        self.record = record


def play_out(
    module: HasGame,
    config: Any,
    seed: int,
    bots: Sequence[Bot],
    step_cap: int = DEFAULT_STEP_CAP,
) -> Any:
    """Play ``config`` seeded ``seed`` to the end; returns the final state.

    ``bots[i]`` decides for seat ``i``. Each step, every seat that may act now (the first
    of an in-turn step, each of a secret step's in seat order) gets its view and legal
    actions and its bot picks one; on a clocked step the bot's ``think_ms`` is the time
    recorded (past the limit, the clock's time-up action: ``core.bots.timed_choice``); a searching bot
    also gets a world drawn for its seat (``core.bots.sampled_world``); a brief reveal goes to its seat's bot (``notice``). Raises
    :class:`AutoplayError` (a RuntimeError) when a bot returns an action not in the legal
    ones, the rules raise on it, no seat is to act before the game is over, or the game
    takes more than ``step_cap`` actions.
    """
    game = module.game
    state = game.new(config, seed)
    taken: list[ActionEntry] = []

    def failure(reason: str) -> AutoplayError:
        return AutoplayError(reason, GameRecord(game.game_id, seed, game.encode_config(config), tuple(taken)))

    while not game.is_over(state):
        step = game.pending(state)
        if not step.acting:
            raise failure(f"no seat to act at step {len(taken) + 1} but the game is not over")
        for seat in step.acting:
            if len(taken) >= step_cap:
                raise failure(f"game not over after {step_cap} actions")
            legal = game.legal_actions(state, seat)
            def world(seat: int = seat, decision: int = len(taken)) -> Any:
                return sampled_world(game, state, seat, seed, decision)

            action, elapsed = timed_choice(bots[seat], game.view(state, seat), legal, step.clock, world)
            timed_out = step.clock is not None and action == step.clock.time_up
            if action not in legal and not timed_out:
                raise failure(f"seat {seat + 1}'s bot chose {action!r}, not a legal action, at step {len(taken) + 1}")
            try:
                info = game.apply_checked(state, seat, action, elapsed)
            except IllegalActionError as exc:
                raise failure(f"rules rejected seat {seat + 1}'s legal action {action!r} at step {len(taken) + 1}: {exc}") from exc
            taken.append(ActionEntry(seat, game.encode_action(action), elapsed))
            if info.reveal is not None:
                bots[info.reveal.seat].notice(info.reveal)
    return state
