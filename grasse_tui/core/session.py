"""A game in progress: rules core + record + undo barrier + autosave hook.

The app shell and every game screen talk to a :class:`GameSession`, never to a
state directly, so there is one place where actions are applied, recorded,
saved and undone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from grasse_tui.core.bots import sampled_world
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import Game, SeatConfig
from grasse_tui.core.record import GameRecord, initial_state, replay, replay_steps
from grasse_tui.core.step import PendingStep, StepInfo

SaveHook = Callable[[GameRecord], None]


class GameSession:
    """One game: its rules core, current state and record.

    ``on_change``, once set, is called with the new record after every applied or
    undone action (the autosave). Undo follows DESIGN.md §1: the seat that made the
    last actions may take them back, but never past an information event
    (draw, reveal, shuffle, chance, a brief reveal) nor past another seat's decision.
    The session keeps no :class:`StepInfo`: a brief reveal lives only in what
    :meth:`submit` returns.
    """

    def __init__(
        self,
        game: Game[Any, Any, Any, Any],
        record: GameRecord,
    ) -> None:
        self.game = game
        self.record = record
        self.on_change: SaveHook | None = None
        self.state = initial_state(game, record)
        self.seats: tuple[SeatConfig, ...] = game.seats(game.decode_config(record.config))
        self._undo_barrier = 0
        """How many actions of the record stand for good (see :meth:`_note_step`)."""
        for count, (entry, info) in enumerate(zip(record.actions, replay_steps(game, self.state, record.actions)), 1):
            self._note_step(count, entry.seat, info)

    @classmethod
    def start(
        cls,
        game: Game[Any, Any, Any, Any],
        config: Any,
        seed: int,
    ) -> GameSession:
        """A new game of ``game`` from ``config`` and ``seed``."""
        return cls(game, GameRecord(game.game_id, seed, game.encode_config(config)))

    def pending(self) -> PendingStep:
        """The decision the game waits for (see :class:`PendingStep`)."""
        return self.game.pending(self.state)

    def legal_actions(self, seat: int) -> Sequence[Any]:
        return self.game.legal_actions(self.state, seat)

    def view(self, viewer: int | None) -> Any:
        return self.game.view(self.state, viewer)

    def world(self, seat: int) -> Any:
        """A world for ``seat``'s searching bot (``core.bots.sampled_world``): the state with
        everything ``seat`` may not see drawn anew; the state itself never reaches a bot."""
        return sampled_world(self.game, self.state, seat, self.record.seed, len(self.record.actions))

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def submit(self, seat: int, action: Any, elapsed_ms: int | None = None) -> StepInfo:
        """Apply ``action`` for ``seat``, record it and autosave; returns what the rules said
        the step did (whether it revealed something, its chance events, a brief reveal).

        ``elapsed_ms`` is the time ``seat`` took on a clocked step; it is required there and
        ignored elsewhere. Raises :class:`IllegalActionError` (state unchanged) when the seat
        may not act now, the action is not legal, or a clocked step's time is missing.
        """
        step = self.pending()
        if not step.may_act(seat):
            raise IllegalActionError(f"seat {seat + 1} is not to act now")
        if step.clock is None:
            elapsed_ms = None
        elif elapsed_ms is None or elapsed_ms < 0:
            raise IllegalActionError(f"seat {seat + 1}'s decision is timed: the time taken is missing")
        info = self.game.apply(self.state, seat, action, elapsed_ms)
        self.record = self.record.with_action(seat, self.game.encode_action(action), elapsed_ms)
        self._note_step(len(self.record.actions), seat, info)
        self._save()
        return info

    def _note_step(self, count: int, seat: int, info: StepInfo) -> None:
        """Move the undo barrier for the ``count``-th action of the record, ``seat``'s: past it
        when it revealed something, else before it when another seat made the one before
        (the same on a resumed game's replay as in play, so a resumed seat may still take
        back its own last steps)."""
        actions = self.record.actions
        if info.information_event:
            self._undo_barrier = count
        elif count == 1 or actions[count - 2].seat != seat:
            self._undo_barrier = count - 1

    def seal(self) -> None:
        """Every step made so far stands: the terminal has passed to another seat (its shield
        closed this seat's view), so a secret choice made behind it can no longer be taken back."""
        self._undo_barrier = len(self.record.actions)

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` (a human) may take back the last action."""
        actions = self.record.actions
        return (
            self.seats[seat].is_human
            and len(actions) > self._undo_barrier
            and actions[-1].seat == seat
        )

    def undo_refusal(self, seat: int) -> str:
        """Why ``seat`` may not take back a step now (a sentence for the player; meant for
        when :meth:`can_undo` is False)."""
        actions = self.record.actions
        if not self.seats[seat].is_human:
            return "Nothing to undo: a bot's moves stand."
        if not any(action.seat == seat for action in actions):
            return "Nothing to undo: you have not played yet."
        if actions[-1].seat != seat:
            return "Nothing to undo: the other seats have played since your last step."
        return "Nothing to undo: something hidden was drawn or revealed since your last step."

    def undo(self, seat: int) -> Any:
        """Take back ``seat``'s last action by replaying the shorter record; returns that action
        (legal again in the state now).

        Raises :class:`IllegalActionError` when :meth:`can_undo` is False.
        """
        if not self.can_undo(seat):
            raise IllegalActionError("nothing to undo since the last reveal or another seat's move")
        taken_back = self.game.decode_action(self.record.actions[-1].action)
        self.record = self.record.truncated(len(self.record.actions) - 1)
        self.state = replay(self.game, self.record)
        self._save()
        return taken_back

    def _save(self) -> None:
        if self.on_change is not None:
            self.on_change(self.record)


class SeatPort:
    """What one seat's screen may ask of a session: that seat's view and options.

    Screens get a port, never the session or state, so a screen cannot render
    anything but ``view(state, seat)``. ``seat`` is ``None`` for a public
    (spectator) port, which has no legal actions.
    """

    def __init__(self, session: GameSession, seat: int | None) -> None:
        self._session = session
        self.seat = seat

    def view(self) -> Any:
        return self._session.view(self.seat)

    def is_my_turn(self) -> bool:
        return self.seat is not None and self._session.pending().may_act(self.seat)

    def legal_actions(self) -> Sequence[Any]:
        """This seat's legal actions now (empty when it is not to act)."""
        if self.seat is None or not self.is_my_turn():
            return ()
        return self._session.legal_actions(self.seat)

    def describe(self, action: Any) -> str:
        """One-line label for one of :meth:`legal_actions` (cost and gain)."""
        if self.seat is None:
            raise IllegalActionError("a public view has no actions")
        return self._session.game.describe_action(self._session.state, self.seat, action)

    def can_undo(self) -> bool:
        return self.seat is not None and self._session.can_undo(self.seat)

    def actions_taken(self) -> int:
        """How many actions the game's record holds: it changes with every action and undo."""
        return len(self._session.record.actions)
