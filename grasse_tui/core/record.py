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
from grasse_tui.core.game import Game
from grasse_tui.core.step import StepInfo

RECORD_VERSION = 2
"""Version 2 adds each action's time taken on a clocked step (``"ms"``). A record with no
timed action is written as version 1, which older versions of the app read too."""
READABLE_VERSIONS = (1, 2)


@dataclass(frozen=True, slots=True)
class ActionEntry:
    """One applied action: the acting seat, the game-encoded action, and on a clocked step
    the milliseconds the seat took (see :class:`grasse_tui.core.step.Clock`; None elsewhere)."""

    seat: int
    action: Mapping[str, Any]
    elapsed_ms: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "action": dict(self.action)}
        if self.elapsed_ms is not None:
            data["ms"] = self.elapsed_ms
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ActionEntry:
        """Parse :meth:`to_dict` output; raises KeyError, TypeError or ValueError when it does not fit."""
        elapsed = data.get("ms")
        return cls(_whole(data["seat"]), dict(data["action"]), None if elapsed is None else _whole(elapsed))


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

    def with_action(self, seat: int, encoded: Mapping[str, Any], elapsed_ms: int | None = None) -> GameRecord:
        return GameRecord(
            self.game_id,
            self.seed,
            self.config,
            self.actions + (ActionEntry(seat, encoded, elapsed_ms),),
        )

    def truncated(self, length: int) -> GameRecord:
        """The record with only its first ``length`` actions."""
        return GameRecord(self.game_id, self.seed, self.config, self.actions[:length])

    def to_json(self) -> str:
        return json.dumps(
            {
                "version": RECORD_VERSION if any(a.elapsed_ms is not None for a in self.actions) else 1,
                "game": self.game_id,
                "seed": self.seed,
                "config": dict(self.config),
                "actions": [entry.to_dict() for entry in self.actions],
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
        if data.get("version") not in READABLE_VERSIONS:
            readable = " and ".join(map(str, READABLE_VERSIONS))
            raise RecordError(f"unsupported record version {data.get('version')!r} (this app reads {readable})")
        try:
            actions = tuple(ActionEntry.from_dict(a) for a in data["actions"])
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
            info = game.apply(state, entry.seat, game.decode_action(entry.action), entry.elapsed_ms)
        except (IllegalActionError, KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"action {number} cannot be replayed: {exc}") from exc
        yield info
