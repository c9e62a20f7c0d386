"""Game records: config + seed + action log, as versioned JSON.

A record is the whole game (DESIGN.md §1): replaying it through the rules core
rebuilds an identical state. Saves, exports, undo and ``grasse-tui replay`` all
use it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from grasse_tui.core.errors import IllegalActionError, RecordError
from grasse_tui.core.game import Game, StepInfo

RECORD_VERSION = 1


@dataclass(frozen=True, slots=True)
class ActionEntry:
    """One applied action: the acting seat and the game-encoded action."""

    seat: int
    action: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything needed to rebuild a game.

    ``config`` is the game's own encoded config (it includes the seats);
    ``actions`` the log in order of application.
    """

    game_id: str
    seed: int
    config: Mapping[str, Any]
    actions: tuple[ActionEntry, ...] = field(default_factory=tuple)

    def with_action(self, seat: int, encoded: Mapping[str, Any]) -> GameRecord:
        return GameRecord(
            self.game_id,
            self.seed,
            self.config,
            self.actions + (ActionEntry(seat, encoded),),
        )

    def truncated(self, length: int) -> GameRecord:
        """The record with only its first ``length`` actions."""
        return GameRecord(self.game_id, self.seed, self.config, self.actions[:length])

    def to_json(self) -> str:
        return json.dumps(
            {
                "version": RECORD_VERSION,
                "game": self.game_id,
                "seed": self.seed,
                "config": dict(self.config),
                "actions": [{"seat": a.seat, "action": dict(a.action)} for a in self.actions],
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Parse a record. Raises :class:`RecordError` with a one-line reason."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError, RecursionError) as exc:
            raise RecordError(f"not a game record (invalid JSON: {exc})") from exc
        if not isinstance(data, dict):
            raise RecordError("not a game record (expected a JSON object)")
        if data.get("version") != RECORD_VERSION:
            raise RecordError(f"unsupported record version {data.get('version')!r} (this app reads {RECORD_VERSION})")
        try:
            actions = tuple(ActionEntry(_whole(a["seat"]), dict(a["action"])) for a in data["actions"])
            return cls(str(data["game"]), _whole(data["seed"]), dict(data["config"]), actions)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"damaged game record (missing or wrong field: {exc})") from exc


def _whole(value: object) -> int:
    """A JSON whole number (a seed or a seat), else TypeError: not a float, nor true/false."""
    if type(value) is not int:
        raise TypeError(f"expected a whole number, got {value!r}")
    return value


def replay(game: Game[Any, Any, Any, Any], record: GameRecord, upto: int | None = None) -> Any:
    """Rebuild the state of ``record`` (its first ``upto`` actions, default all).

    Raises :class:`RecordError` when the record names another game or an action
    in it is not legal where it stands.
    """
    state = initial_state(game, record)
    for _ in replay_steps(game, state, record.actions if upto is None else record.actions[:upto]):
        pass
    return state


def initial_state(game: Game[Any, Any, Any, Any], record: GameRecord) -> Any:
    """The state of ``record`` before its first action (its config and seed).

    Raises :class:`RecordError` when the record names another game or its config is damaged.
    """
    if record.game_id != game.game_id:
        raise RecordError(f"record is for game {record.game_id!r}, not {game.game_id!r}")
    try:
        return game.new(game.decode_config(record.config), record.seed)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"damaged game config: {exc}") from exc


def replay_steps(game: Game[Any, Any, Any, Any], state: Any, entries: Sequence[ActionEntry]) -> Iterator[StepInfo]:
    """Apply ``entries`` to ``state`` (changed in place) one at a time, yielding each one's
    :class:`StepInfo` once it is applied: between two steps the caller may read the state.

    Raises :class:`RecordError` when an action is not legal where it stands.
    """
    for number, entry in enumerate(entries, start=1):
        try:
            info = game.apply(state, entry.seat, game.decode_action(entry.action))
        except (IllegalActionError, KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"action {number} cannot be replayed: {exc}") from exc
        yield info
