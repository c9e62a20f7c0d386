"""The Game protocol every rules core implements (DESIGN.md §1).

A rules core is a module-level object satisfying :class:`Game`. It is pure
Python: no textual/rich imports. States are mutable and owned by the caller;
``apply`` changes a state in place, so a state is rebuilt for undo or resume by
replaying its record (seed + action log) with :func:`grasse_tui.core.record.replay`.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from types import MappingProxyType
from weakref import WeakKeyDictionary
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar

if TYPE_CHECKING:
    from grasse_tui.core.step import PendingStep, StepInfo

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT", covariant=True)


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat at the table: display name, colour id, and who plays it.

    ``colour`` is a game-defined colour id (e.g. ``"teal"``); ``bot`` names the
    bot (by name, see ``GameModule.bots``) for a bot seat (``None`` for a human); ``pin`` is an optional
    handover PIN checked by the hot-seat shield: the app stores it hashed
    (:mod:`grasse_tui.core.pins`), older saves hold the digits.
    """

    name: str
    colour: str
    bot: str | None = None
    pin: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None


def check_seats(seats: Sequence[SeatConfig], colours: Collection[str]) -> None:
    """Check a table's seats: each a :class:`SeatConfig` with a name and one of ``colours``,
    no colour twice. Raises TypeError or ValueError naming the seat (1-based)."""
    seen: set[str] = set()
    for number, seat in enumerate(seats, start=1):
        if not isinstance(seat, SeatConfig):
            raise TypeError(f"seat {number} is not a SeatConfig")
        if not seat.name.strip():
            raise ValueError(f"seat {number} has an empty name")
        if seat.colour not in colours:
            raise ValueError(f"seat {number} colour {seat.colour!r} is not one of {', '.join(sorted(colours))}")
        if seat.colour in seen:
            raise ValueError(f"colour {seat.colour!r} is used by more than one seat")
        seen.add(seat.colour)


def encode_seats(seats: Sequence[SeatConfig]) -> list[dict[str, str | None]]:
    """A config's seats as JSON: ``[{"name", "colour", "bot", "pin"}, ...]``."""
    return [{"name": s.name, "colour": s.colour, "bot": s.bot, "pin": s.pin} for s in seats]


def _optional_text(value: object) -> str | None:
    """An optional text field (a seat's bot or PIN hash): a string or None, else TypeError."""
    if value is not None and not isinstance(value, str):
        raise TypeError(f"expected text or null, got {value!r}")
    return value


def decode_seats(data: Sequence[Mapping[str, Any]]) -> tuple[SeatConfig, ...]:
    """Inverse of :func:`encode_seats`. Raises KeyError/TypeError on damaged data."""
    return tuple(
        SeatConfig(str(s["name"]), str(s["colour"]), _optional_text(s.get("bot")), _optional_text(s.get("pin")))
        for s in data
    )


NO_PRIVATE: Final[Mapping[int, str]] = MappingProxyType({})
"""The ``private`` part of a log entry that has none (shared, read-only)."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of a game log.

    ``public`` is shown to everyone; ``private`` maps a seat index to extra text
    only that seat may read. Views copy only the viewer's private text. ``seat`` is
    the seat whose decision the line tells (None: the rules, or chance).
    """

    public: str
    private: Mapping[int, str] = field(default_factory=lambda: NO_PRIVATE)
    seat: int | None = None

    def text_for(self, viewer: int | None) -> str:
        """The entry as ``viewer`` may read it (``None``: a spectator)."""
        extra = self.private.get(viewer) if viewer is not None else None
        return f"{self.public} {extra}" if extra else self.public

    def __deepcopy__(self, memo: dict[int, Any]) -> LogEntry:
        """A log entry never changes, so a copied state shares it (its read-only private
        mapping could not be copied anyway)."""
        return self


_LOG_LINES: WeakKeyDictionary[object, dict[int | None, tuple[str, ...]]] = WeakKeyDictionary()


def log_lines(owner: object, log: Sequence[LogEntry], viewer: int | None) -> tuple[str, ...]:
    """``log`` (a game state's, which only grows) as ``viewer`` reads it, kept for each live
    ``owner`` (the state; weakly referenced) so a view reads only the entries new since the
    last: a long game's views would otherwise read the whole log every time."""
    logs = _LOG_LINES.setdefault(owner, {})
    lines = logs.get(viewer, ())
    if len(lines) < len(log):
        lines += tuple(entry.text_for(viewer) for entry in log[len(lines) :])
        logs[viewer] = lines
    return lines


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """A seat's final score and its breakdown (label -> points, summing to total).

    ``name`` is set only for a line that is not a configured seat, such as a
    solo game's scripted automaton (Grasse's Pierre); ``seat`` is then the index
    the game uses for it in its views.
    """

    seat: int
    total: int
    breakdown: Mapping[str, int]
    tiebreak: int = 0
    name: str | None = None


@dataclass(frozen=True, slots=True)
class FinalScores:
    """Final standings: score lines in seat order and the winning seat(s).

    ``winners`` may name a line with a ``name`` (an automaton) as well as seats.
    ``details`` holds a game's own extras; one key the shell reads: ``"achievements"``,
    names of what this game won (La Fleur's solo challenges), which the shell remembers in
    the save store and completes with ``"achievements_so_far"`` (every name ever won at
    this game, oldest first) before the final screen.
    """

    lines: Sequence[ScoreLine]
    winners: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)


class Game(Protocol[ConfigT, StateT, ActionT, ViewT]):
    """A rules core. Every method is deterministic given the state.

    Raises :class:`grasse_tui.core.errors.IllegalActionError` from ``apply`` for
    an action not in ``legal_actions(state, seat)``. ``apply`` checks the action
    against those and then calls ``apply_checked``, the same change without the
    check, for callers that took the action from that very list.
    """

    game_id: str
    title: str
    min_seats: int
    max_seats: int

    def new(self, config: ConfigT, seed: int) -> StateT: ...

    def seats(self, config: ConfigT) -> tuple[SeatConfig, ...]:
        """The table of a config, in seat (clockwise) order."""
        ...

    def pending(self, state: StateT) -> PendingStep:
        """The decision the game waits for: which seats, in turn or in secret, private or
        not, timed or not (:data:`~grasse_tui.core.step.GAME_OVER` once the game is over)."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> Sequence[ActionT]:
        """Every decision open to ``seat`` now (empty when it may not decide)."""
        ...

    def apply(self, state: StateT, seat: int, action: ActionT, elapsed_ms: int | None = None) -> StepInfo:
        """Carry out ``action`` for ``seat`` in place, after checking it is legal now.
        ``elapsed_ms`` is the time the seat took on a clocked step (None on any other)."""
        ...

    def apply_checked(self, state: StateT, seat: int, action: ActionT, elapsed_ms: int | None = None) -> StepInfo:
        """:meth:`apply` without the legality check: ``action`` must be an element the caller
        took from ``legal_actions(state, seat)`` for this very state (e.g. after handing that
        list to a bot), so the legal actions are not listed again. Anything else may
        leave the state corrupt; interactive play goes through :meth:`apply`."""
        ...

    def view(self, state: StateT, viewer: int | None) -> ViewT:
        """What ``viewer`` may see (``None``: public information only)."""
        ...

    def is_over(self, state: StateT) -> bool: ...

    def final_scores(self, state: StateT) -> FinalScores: ...

    def encode_config(self, config: ConfigT) -> dict[str, Any]: ...

    def decode_config(self, data: Mapping[str, Any]) -> ConfigT: ...

    def encode_action(self, action: ActionT) -> dict[str, Any]: ...

    def decode_action(self, data: Mapping[str, Any]) -> ActionT: ...

    def describe_action(self, state: StateT, seat: int, action: ActionT) -> str:
        """A one-line label for a legal action (what it costs and gives)."""
        ...

    def perturbed(self, state: StateT, viewer: int | None, rng: Random) -> StateT:
        """A copy of ``state`` with everything ``viewer`` may not see changed to other legal
        values drawn with ``rng`` (other seats' hidden cards and stock, deck order, hidden
        identities, the game's own RNG); ``state`` is left as it was. ``view(copy, viewer)``
        must equal ``view(state, viewer)``: the conformance suite's privacy test, and the
        worlds a search bot may sample."""
        ...
