"""Play a game to the end with one policy per seat (simulate, benchmark, property tests).

Pure and fast: the only view built per step is the acting seat's, which its
policy needs; actions are encoded for a record only when something goes wrong.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, Protocol

from grasse_tui.core.bots import Policy
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import Game
from grasse_tui.core.record import ActionEntry, GameRecord
from grasse_tui.core.rng import SeededRng

DEFAULT_STEP_CAP = 20_000


class HasGame(Protocol):
    """Anything carrying a rules core, e.g. ``grasse_tui.games.registry.GameModule``."""

    @property
    def game(self) -> Game[Any, Any, Any, Any]: ...


class AutoplayError(RuntimeError):
    """A policy chose an illegal action, the rules rejected a legal one, or the
    game did not end within the step cap.

    ``record`` holds the game up to (not including) the failing step, so the
    position can be replayed; the message ends with its JSON.
    """

    def __init__(self, reason: str, record: GameRecord) -> None:
        super().__init__(f"{reason}; record prefix: {record.to_json()}")
        self.record = record


def bot_rng(seed: int, seat: int) -> SeededRng:
    """The bot RNG of ``seat`` in a game seeded ``seed`` (independent of the game's RNG)."""
    digest = hashlib.sha256(f"bot:{seed}:{seat}".encode()).digest()
    return SeededRng(int.from_bytes(digest[:8], "big"))


def _offered(action: Any, legal: Sequence[Any]) -> bool:
    """Whether ``action`` is one of ``legal``. Policies return one of the very objects
    they were given, so identity is checked first: the action classes' equality runs as
    Python even in the compiled core, and the check would otherwise cost a game several
    per cent of its time."""
    for option in legal:
        if option is action:
            return True
    return action in legal


def play_out(
    module: HasGame,
    config: Any,
    seed: int,
    policies: Sequence[Policy],
    step_cap: int = DEFAULT_STEP_CAP,
) -> Any:
    """Play ``config`` seeded ``seed`` to the end; returns the final state.

    ``policies[i]`` decides for seat ``i`` and gets ``bot_rng(seed, i)``. Each
    step: the first seat in ``seats_to_act`` gets its view and legal actions,
    its policy picks one, and it is applied with ``apply_checked`` (play_out
    checks the choice against the list it gave the policy, so the rules need not
    list the legal actions again). Raises :class:`AutoplayError` (a
    RuntimeError) when a policy returns an action not in the legal ones, the
    rules raise on it, no seat is to act before the game is over, or the game
    takes more than ``step_cap`` actions.
    """
    game = module.game
    apply = game.apply_checked
    state = game.new(config, seed)
    rngs = [bot_rng(seed, seat) for seat in range(len(policies))]
    taken: list[tuple[int, Any]] = []

    def failure(reason: str) -> AutoplayError:
        entries = tuple(ActionEntry(seat, game.encode_action(action)) for seat, action in taken)
        return AutoplayError(reason, GameRecord(game.game_id, seed, game.encode_config(config), entries))

    while not game.is_over(state):
        if len(taken) >= step_cap:
            raise failure(f"game not over after {step_cap} actions")
        to_act = game.seats_to_act(state)
        if not to_act:
            raise failure(f"no seat to act at step {len(taken) + 1} but the game is not over")
        seat = to_act[0]
        legal = game.legal_actions(state, seat)
        action = policies[seat](game.view(state, seat), legal, rngs[seat])
        if not _offered(action, legal):
            raise failure(f"seat {seat + 1}'s policy chose {action!r}, not a legal action, at step {len(taken) + 1}")
        try:
            apply(state, seat, action)
        except IllegalActionError as exc:
            raise failure(f"rules rejected seat {seat + 1}'s legal action {action!r} at step {len(taken) + 1}: {exc}") from exc
        taken.append((seat, action))
    return state
