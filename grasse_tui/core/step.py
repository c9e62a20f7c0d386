"""What a step can be: the pending decision every rules core describes, and what applying one did.

A game returns a :class:`PendingStep` from ``Game.pending(state)``; the shell, the
hot-seat controller, autoplay and the bots all read it (DESIGN.md §1, "A step says
what it is"). ``Game.apply`` returns a :class:`StepInfo`: whether the action drew or
revealed something (the undo barrier), the chance events it made, and a brief
private reveal for one seat.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from grasse_tui.core.game import LogEntry


class Order(enum.Enum):
    """How the seats of a step decide."""

    IN_TURN = "in turn"
    """One after another: the first listed seat decides now, the next once it has."""
    SECRET = "secret"
    """Simultaneously in secret: every listed seat decides now, each behind its own shield, in
    any order; nobody sees another's choice, and the choices take effect together once all
    are in (the rules keep them hidden until then)."""


@dataclass(frozen=True, slots=True)
class Clock:
    """A timed decision (Eccentric Essences' race to guess).

    A seat's time starts when its private view opens after the shield and stops when it
    confirms; the milliseconds taken go into the action record and reach the rules through
    ``Game.apply(..., elapsed_ms=...)``, so a replay is exact and the game can rank seats by
    speed. ``limit`` is the seconds allowed (None: no limit); when it runs out the shell
    records ``time_up`` (an action the rules accept from that seat then) with the limit as
    the time taken.

    Raises ValueError for a limit that is not positive, or a limit without ``time_up``.
    """

    limit: float | None = None
    time_up: Any = None

    def __post_init__(self) -> None:
        if self.limit is not None and not self.limit > 0:
            raise ValueError(f"a clock's limit must be a positive number of seconds, not {self.limit!r}")
        if self.limit is not None and self.time_up is None:
            raise ValueError("a clock with a limit needs the action to record when time is up")

    @property
    def limit_ms(self) -> int | None:
        """The limit in whole milliseconds (None: no limit)."""
        return None if self.limit is None else round(self.limit * 1000)


@dataclass(frozen=True, slots=True)
class PendingStep:
    """The decision a game waits for.

    ``seats`` are the seats that must still decide, in order (empty only once the game is
    over); ``order`` says whether they decide one after another or simultaneously in secret
    (see :class:`Order`). ``private`` is False when the deciding seat's screen shows nothing
    the others may not see (a public vote, a die everyone watches): no shield comes up then,
    even with several humans at the terminal. ``clock`` times the decision (see
    :class:`Clock`). Who must still decide is public: the shell serves those seats one
    after another, so at one terminal everyone can tell who has not chosen yet (a game's
    views can still hide what was chosen). Raises ValueError for a secret step that is not
    private.
    """

    seats: tuple[int, ...]
    order: Order = Order.IN_TURN
    private: bool = True
    clock: Clock | None = None

    def __post_init__(self) -> None:
        if self.order is Order.SECRET and not self.private:
            raise ValueError("a secret step is private: each seat chooses behind its own shield")

    @property
    def acting(self) -> tuple[int, ...]:
        """The seats that may decide now: all of a secret step's, the first of an in-turn one's."""
        return self.seats if self.order is Order.SECRET else self.seats[:1]

    def may_act(self, seat: int) -> bool:
        """Whether ``seat`` may decide now."""
        return seat in self.acting


GAME_OVER = PendingStep(())
"""The step of a finished game: nobody decides."""


def one_seat(seat: int) -> PendingStep:
    """The commonest step: ``seat`` alone decides, privately, with no clock."""
    return PendingStep((seat,))


@dataclass(frozen=True, slots=True)
class Reveal:
    """Something shown to one seat for a moment: a smelled plate, an inspected marker.

    The shell shows it on a screen of its own, behind ``seat``'s shield, until dismissed
    (or for ``seconds``, when set); it is never kept in a view, the log, the "since your last
    turn" summary, undo data or a save. ``title`` heads it; ``lines`` are what the seat
    perceives. A bot seat is handed it instead (``Bot.notice``). ``topic`` names the help
    topic that explains it (F1 on the reveal opens there).
    """

    seat: int
    title: str
    lines: tuple[str, ...]
    seconds: float | None = None
    topic: str | None = None


@dataclass(frozen=True, slots=True)
class StepInfo:
    """What applying one action did, beyond the state change.

    ``reveals_information`` is True when the action drew, revealed or shuffled hidden
    components. ``chance`` holds the chance events the action set off (a die roll, a draw),
    each the very log entry the rules appended, visible to exactly the seats its public and
    private texts name. ``reveal`` is a brief private reveal for one seat, or None. Any of
    the three makes the step an information event: undo never goes back past it.
    """

    reveals_information: bool = False
    chance: tuple[LogEntry, ...] = ()
    reveal: Reveal | None = None

    @property
    def information_event(self) -> bool:
        """Whether the step told some seat something new (the undo barrier, DESIGN.md §1)."""
        return self.reveals_information or bool(self.chance) or self.reveal is not None


NOTHING_NEW = StepInfo()
"""A step that revealed nothing."""
