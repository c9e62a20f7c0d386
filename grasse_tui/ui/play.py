"""The play controller: handovers, bot turns, autosave, undo, the final screen.

One :class:`PlayController` runs one game on screen. It owns the "game layer":
exactly one screen above the main menu, which is a seat's game screen, the
public game screen (while bots play and no human's view is up), the handover
shield, a brief reveal's screen, or the final screen. Dialogs (game menu, help,
"since your last turn") open above that layer; bots wait while one is open.

It reads the game's pending step (``core.step.PendingStep``) before each decision:
which seat to serve (a secret step's bots first, then each human in turn), whether a
shield is needed (never for a step that shows nothing private), whether a clock runs
(:mod:`grasse_tui.ui.step_clock`); a brief reveal from ``StepInfo`` goes to its seat
on a screen of its own (:mod:`grasse_tui.ui.reveal`), and chance events are said in
a toast on the screen up.

When a human's step ends their turn and another human is next, the controller
first keeps that seat's screen up with a :class:`TurnEndBar` (see the rules of
:meth:`PlayController.advance`): the player sees what the step did, and may
take it back, before passing the terminal. When a bot is next, the same bar
holds the bots until Enter while the step can still be undone, and always when
other humans share the terminal: their Enter then puts the public screen up
while the bots play, so no private view is left on screen for whoever comes by.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from textual.screen import Screen

from grasse_tui.core.bots import Bot, WorldBot, searches, timed_choice
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import FinalScores, LogEntry
from grasse_tui.core.hotseat import Handover, HotSeat
from grasse_tui.core.record import initial_state, replay_steps
from grasse_tui.core.records import game_result
from grasse_tui.core.score_history import score_history
from grasse_tui.core.session import GameSession, SeatPort
from grasse_tui.core.step import Clock, Order, PendingStep, Reveal
from grasse_tui.core.store import StoreError
from grasse_tui.games.registry import SeatColour
from grasse_tui.ui.autosave import Autosave
from grasse_tui.ui.messages import (
    NO_SEAT_UNDO_NOTE,
    STALE_CHOICE_NOTE,
    ActionChosen,
    StepTakenBack,
    UndoRequested,
)
from grasse_tui.ui.registry import BuiltGame, GameScreen
from grasse_tui.ui.reveal import RevealScreen
from grasse_tui.ui.seats import seat_badge
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.step_clock import ClockBar, SeatClocks
from grasse_tui.ui.thinking import SearchWatch, ThinkingBar
from grasse_tui.ui.turn_end import TURN_OVER, SaysWhatEnded, TurnEndBar, turn_end_text

if TYPE_CHECKING:
    from grasse_tui.ui.app import TableApp

BOT_GROUP = "bot-turn"
BOT_WAIT_POLL = 0.1
FOLLOW_ON_PAUSE = 1 / 3
"""The share of the bot pace a bot waits between two steps of one run of its own (a Perfumer
turn is a dozen moves, gathers and droppers): the whole pace comes before its first."""
"""Seconds between checks while a bot waits for a dialog or the too-small screen to close."""


class PlayController:
    """Runs one game: decides what is on screen before each decision.

    Create it with :meth:`new_game` or :meth:`resume`, then call :meth:`begin`.
    """

    def __init__(self, app: TableApp, built: BuiltGame, session: GameSession, autosave: Autosave) -> None:
        self.app = app
        self.built = built
        self.session = session
        self.autosave = autosave
        self.hotseat = HotSeat(session.seats)
        self.layer: Screen[Any] | None = None
        self.game_screen: Screen[Any] | None = None
        self.viewer: int | None = None
        self.turn_end: TurnEndBar | None = None
        self.finished = False
        self.closed = False
        self._bots: dict[int, Bot] = {}
        """Each bot seat's bot, made when it first decides (it keeps its RNG for the game)."""
        self._turn_end_log: dict[int, int] | None = None
        self.clocks = SeatClocks(app.now)
        """The clocks of a clocked step's seats (see ``PendingStep.clock``)."""
        self.search: SearchWatch | None = None
        """The Strong bot's search under way, if one is."""
        self._reveal: Reveal | None = None
        """A brief reveal not yet shown to its seat (kept here only until it is on screen)."""
        self._clock_bar: ClockBar | None = None
        """The bar of the clocked decision on screen, if any."""
        self._news: tuple[str, ...] = ()
        """What chance just did, as everyone may read it: said on the shield that comes next."""
        self._last_served: int | None = None
        """The human whose view was put up for a decision last (a secret step serves the next one after)."""
        self.waiting_for_screen = 0
        """How many moves (a bot's, or a choice sent as a dialog opened) wait for the game
        layer to be on top again."""
        self._decisions: dict[int, int] = {}
        """For each decision that took several rules actions (``ActionChosen.then``): the
        record's length after it → before it, so an undo takes the whole decision back."""

    @classmethod
    def new_game(cls, app: TableApp, built: BuiltGame, config: Any, seed: int) -> PlayController:
        """Start a game of ``built`` and create its save row."""
        session = GameSession.start(built.module.game, config, seed)
        autosave = Autosave(app.store, built, session, app.report_save_problem, not_kept=app.not_kept)
        autosave.attach()
        return cls(app, built, session, autosave)

    @classmethod
    def resume(cls, app: TableApp, built: BuiltGame, session: GameSession, save_id: int) -> PlayController:
        """Carry on a saved game (its session already replayed)."""
        autosave = Autosave(app.store, built, session, app.report_save_problem, save_id, app.not_kept)
        autosave.attach()
        play = cls(app, built, session, autosave)
        play._remind_bots()
        return play

    def _remind_bots(self) -> None:
        """A resumed game's bots are new ones: hand each the brief reveals its seat was shown
        before (a player remembers them too). The session keeps none, so the record is
        replayed once more to find them."""
        session = self.session
        seats = session.seats
        if all(seat.is_human for seat in seats):
            return
        state = initial_state(session.game, session.record)
        for info in replay_steps(session.game, state, session.record.actions):
            reveal = info.reveal
            if reveal is not None and not seats[reveal.seat].is_human:
                bot = self._bot(reveal.seat)
                if bot is not None:
                    bot.notice(reveal)

    # -- what is on screen -------------------------------------------------

    def begin(self) -> None:
        """Put the first screen up (a shield first when two or more humans play).

        A game left at a human's turn-end bar before a bot's turn, while that seat could
        still take its last step back, comes back to that bar (behind that seat's shield
        when two or more humans play): the seat may still undo, and the bots wait for its
        Enter. Before another human's turn the record cannot tell the bar from that
        human's shield (passing the terminal saves nothing), so that human's shield comes up.
        """
        session = self.session
        last = session.record.actions[-1].seat if session.record.actions else None
        if (
            last is not None
            and not session.is_over()
            and not session.pending().may_act(last)
            and session.can_undo(last)
            and self.bots_come_next()
        ):
            if self.hotseat.next_step(last) is Handover.SHIELD:
                self._cover(last)  # passing it brings back the bar (see shield_passed)
            else:
                self._back_to_turn_end(last)
            return
        self.advance()

    def _back_to_turn_end(self, seat: int) -> None:
        """Show ``seat``'s screen, then (once it is up, so the bar can go on it) the turn-end
        bar of the turn it had ended when the game was resumed."""
        self._show_game(seat)
        self.app.call_after_refresh(self.advance)

    def _show(self, screen: Screen[Any]) -> None:
        """Replace the game layer with ``screen`` (the old one is removed, not covered).

        When a seat's view goes, so do the toasts (Textual shows them again on the next
        screen): one said to that seat may name its cards ("Taken back: …"). An autosave
        failure among them is reported again at the next action's save."""
        if self.viewer is not None:
            self._clear_toasts()
        if self.layer is None:
            self.app.push_screen(screen)
        else:
            self.app.switch_screen(screen)
        self.layer = screen
        self.game_screen = None
        self.viewer = None
        self.turn_end = None

    def _show_game(self, viewer: int | None) -> None:
        screen = self.built.ui.screen_factory(SeatPort(self.session, viewer), self.session.seats)
        self._show(screen)
        self.game_screen = screen
        self.viewer = viewer
        if viewer is not None and self.session.pending().may_act(viewer):
            self._last_served = viewer

    def _serve(self, step: PendingStep) -> int:
        """The seat to serve next among those that may act now: a bot first (a secret
        step's bots choose before any human, and see none of the humans' choices), else the
        human whose view is up, else the next human after the last one served, in seat order."""
        acting = step.acting
        seats = self.session.seats
        bots = [seat for seat in acting if not seats[seat].is_human]
        if bots:
            return bots[0]
        if self.viewer in acting:
            return self.viewer
        after = -1 if self._last_served is None else self._last_served
        return min(acting, key=lambda seat: (seat - after - 1) % len(seats))

    def _refresh_game(self) -> None:
        if self.game_screen is not None:
            cast(GameScreen, self.game_screen).refresh_view()

    def advance(self) -> None:
        """After a start, resume, action or undo: show what the next decision needs (then
        the clock of a clocked one: :meth:`sync_clock`).

        Before another human's shield, the seat whose view is up and who made
        the last step first gets the turn-end bar on its own screen (Enter
        passes the terminal: :meth:`pass_terminal`). Before a bot's turn it gets
        the bar when other humans share the terminal or while its last step can
        be undone (Enter lets the bots play: :meth:`_let_bot_play`); the same seat
        going on needs no such step.
        """
        if self.closed:
            return
        self.app.call_after_refresh(self.sync_clock)
        if self._reveal is not None:
            self._show_reveal(self._reveal)
            return
        if self.session.is_over():
            self._finish()
            return
        pending = self.session.pending()
        seat = self._serve(pending)
        step = self.hotseat.next_step(seat, pending.private)
        if step is Handover.SHIELD or step is Handover.OPEN:
            if self._turn_just_ended() and seat != self.viewer:
                self._end_turn(seat)
            else:
                self._hand_over(seat, step)
            return
        if step is Handover.BOT:
            viewer = self.viewer
            held = viewer is not None and (self.hotseat.shared or self.session.can_undo(viewer))
            if held and self._turn_just_ended():
                self._end_turn(seat)  # the seat sees its step's result (and may take it back) before the bots move
            else:
                self._let_bot_play(seat)
            return
        self._drop_turn_end()
        if self.game_screen is not None and self.viewer == seat:
            self._refresh_game()
        else:
            self._show_game(seat)

    def _hand_over(self, seat: int, step: Handover) -> None:
        """Put ``seat``'s screen up for a human's decision: in the open when the step shows
        nothing private (:attr:`Handover.OPEN`, see :meth:`HotSeat.next_step`), else behind
        its shield."""
        if step is not Handover.OPEN:
            self._cover(seat)
            return
        self.hotseat.covered()  # the terminal is in the open: a later private step needs a shield
        self._show_game(seat)

    # -- a clocked decision --------------------------------------------------

    def sync_clock(self) -> None:
        """Show the clock of the decision on screen when it is clocked, and no other: a seat's
        clock starts once its own screen is the one the players see (after its shield and its
        summary) and its bar belongs to one decision; an undo back to a step without a clock
        stops it. Called after every change of the game layer or of the screen on top."""
        if self.closed:
            return
        seat, screen, step = self.viewer, self.game_screen, self.session.pending()
        offered_at = len(self.session.record.actions)
        clocked = seat is not None and screen is not None and step.clock is not None and step.may_act(seat)
        bar = self._clock_bar
        if bar is not None and (not clocked or bar.offered_at != offered_at or bar.screen is not screen):
            bar.remove()
            self._clock_bar = None
        if seat is None or step.clock is None or not clocked:
            if seat is not None:
                self.clocks.stop(seat)
            return
        if screen is None or self._clock_bar is not None or not self.is_on_top():
            return
        self.clocks.start(seat)
        self._clock_bar = ClockBar(seat, step.clock, self.clocks, offered_at)
        screen.mount(self._clock_bar)

    def time_up(self, message: ClockBar.TimeUp) -> None:
        """``seat``'s time ran out on its own screen: record the clock's "time is up" action,
        with the limit as its time (once nothing covers the game, and unless the seat chose
        meanwhile)."""

        def record_time_up() -> None:
            clock = self.session.pending().clock
            if (
                clock is None
                or clock.limit_ms is None
                or message.seat != self.viewer
                or message.offered_at != len(self.session.record.actions)
            ):
                return
            self._apply(message.seat, clock.time_up, clock.limit_ms)

        self._once_on_top(record_time_up)

    def _once_on_top(self, do: Callable[[], None]) -> None:
        """Run ``do`` now if nothing covers the game layer, else once the dialog above it has
        closed (a change of the layer must not replace a dialog: see :meth:`_show`)."""
        if self.is_on_top():
            do()
            return

        async def later() -> None:
            if await self._until_on_top():
                do()

        self.app.run_worker(later(), exit_on_error=False)

    # -- a brief private reveal ------------------------------------------------

    def _show_reveal(self, reveal: Reveal) -> None:
        """Show ``reveal`` to its seat on a screen of its own: at once when that seat's view
        is up (or it is the only human), else behind its shield first."""
        seat = reveal.seat
        if self.hotseat.next_step(seat) is Handover.SHIELD:
            self._cover(seat)  # passing it shows the reveal (see shield_passed)
            return
        self._reveal = None  # from now on it lives on its screen only
        self._show(RevealScreen(reveal, seat_badge(self.session.seats[seat], self._colour(seat))))

    def reveal_seen(self, message: RevealScreen.Seen) -> None:
        """The reveal's screen was closed (or its time ran out): it is gone for good; play on,
        once nothing covers it."""

        def play_on() -> None:
            if message.screen is self.layer:
                self.advance()

        self._once_on_top(play_on)

    def _let_bot_play(self, seat: int) -> None:
        """Schedule ``seat``'s bot, its moves narrated on the screen up: the one human's own
        screen, else the public one (a private view must not stay up while bots play: its
        seat may have walked off, and another human come by)."""
        self._drop_turn_end()
        if isinstance(self.layer, RevealScreen) and not self.hotseat.shared:
            self._show_game(self._only_human())  # back to the one human's own screen
        elif self.game_screen is None or (self.viewer is not None and self.hotseat.shared):
            self.hotseat.covered()
            self._show_game(None)
        else:
            self._refresh_game()
        self._schedule_bot(seat)

    def _only_human(self) -> int | None:
        """The one human seat at a table without another (None: bots only)."""
        return next((seat for seat, config in enumerate(self.session.seats) if config.is_human), None)

    def _cover(self, seat: int) -> None:
        """Replace the game layer (and any private view on it) with ``seat``'s shield. When
        the terminal passes to another seat, the steps made so far stand (``GameSession.seal``)."""
        actions = self.session.record.actions
        if actions and actions[-1].seat != seat:
            self.session.seal()
        kept = self.viewer == seat  # its screen was up in the open: the same seat goes on, privately
        self.hotseat.covered()
        step = self.session.pending()
        waiting = tuple(self.session.seats[s].name for s in step.seats) if step.order is Order.SECRET else ()
        self._show(
            ShieldScreen(
                seat, self.session.seats[seat], self._colour(seat), kept=kept, news=self._news, still_to_choose=waiting
            )
        )

    def _turn_just_ended(self) -> bool:
        """True when the seat whose view is up made the last step (so its turn just ended)."""
        if self.game_screen is None or self.viewer is None or not self.session.record.actions:
            return False
        return self.session.record.actions[-1].seat == self.viewer

    def _end_turn(self, next_seat: int) -> None:
        """Keep the viewer's refreshed screen up with the turn-end bar naming ``next_seat``."""
        screen = self.game_screen
        assert screen is not None and self.viewer is not None
        self._refresh_game()
        if self.turn_end is None:
            ended = screen.turn_end_words() if isinstance(screen, SaysWhatEnded) else TURN_OVER
            can_undo, to_bot = self.session.can_undo(self.viewer), self.bots_come_next()
            seat, colour = self.session.seats[next_seat], self._colour(next_seat)
            text = turn_end_text(seat, colour, can_undo, ended, to_bot=to_bot, closes_view=self.hotseat.shared)
            self.turn_end = TurnEndBar(text, can_undo=can_undo, to_bot=to_bot)
            screen.mount(self.turn_end)
        screen.refresh_bindings()

    def _drop_turn_end(self) -> None:
        """Take the turn-end bar off the game screen (after an undo, the seat plays on)."""
        if self.turn_end is not None:
            self.turn_end.remove()
            self.turn_end = None
            if self.game_screen is not None:
                self.game_screen.refresh_bindings()

    def turn_end_shown(self) -> bool:
        """True when the turn-end bar is up and nothing covers the game screen."""
        return self.turn_end is not None and self.is_on_top()

    def can_undo_turn_end(self) -> bool:
        """True when the seat whose turn just ended may take its last step back."""
        return self.turn_end is not None and self.turn_end.can_undo

    def refuses_undo(self) -> bool:
        """True when the game screen is up but its seat may not take a step back from it now:
        the turn-end bar's last step stands, it is not that seat's turn (a bot plays, or the
        screen is the public one), or the seat has no step it may take back (none played yet, or
        the last one revealed something). The footer then offers no Undo; ``u`` says why
        (:meth:`refuse_undo`)."""
        if not self.is_on_top() or self.game_screen is None:
            return False
        if self.turn_end is not None:
            return not self.turn_end.can_undo
        viewer = self.viewer
        return viewer is None or viewer not in self.session.pending().acting or not self.session.can_undo(viewer)

    def _viewer_to_act(self) -> bool:
        return self.viewer is not None and self.viewer in self.session.pending().acting

    def undo_refusal(self) -> str:
        """Why the seat on screen may not take a step back now (see :meth:`refuses_undo`)."""
        viewer = self.viewer
        if viewer is None:
            return NO_SEAT_UNDO_NOTE
        session = self.session
        if self.turn_end is None and not self._viewer_to_act() and session.can_undo(viewer):
            # Its turn was over and it let the bots play: their turn has begun.
            acting = session.pending().acting
            name = session.seats[acting[0]].name if acting else "another seat"
            return f"Too late to undo: it is {name}'s turn."
        return session.undo_refusal(viewer)

    def refuse_undo(self) -> None:
        """``u`` while :meth:`refuses_undo`: a note saying why."""
        self.app.notify(self.undo_refusal(), severity="warning", markup=False)

    def bots_come_next(self) -> bool:
        """True when the seat to act next is a bot (the turn-end bar's Enter lets it play)."""
        return self.hotseat.next_step(self._serve(self.session.pending())) is Handover.BOT

    def pass_terminal(self) -> None:
        """The turn-end bar's Enter: on to the next human's shield (or straight to their screen
        when the step shows nothing private), or let the bots play."""
        if not self.turn_end_shown():
            return
        pending = self.session.pending()
        seat = self._serve(pending)
        step = self.hotseat.next_step(seat, pending.private)
        if step is Handover.BOT:
            self._let_bot_play(seat)
        else:
            self._hand_over(seat, step)

    def undo_turn_end(self) -> None:
        """The turn-end bar's ``u``: take the last step back; the seat goes on with its turn."""
        if self.turn_end_shown() and self.viewer is not None:
            self._undo(self.viewer)

    def _finish(self) -> None:
        self.finished = True
        self._cancel_bot()
        scores = self._remember_achievements(self.session.game.final_scores(self.session.state))
        self._remember_results(scores)
        # Only now is the seed shown: it deals every hidden card.
        session = self.session
        track = self.built.module.score_track
        history = None if track is None else partial(score_history, session.game, session.record, track)
        self._show(
            self.built.ui.final_screen_factory(scores, session.view(None), session.seats, session.record.seed, history)
        )

    def _remember_achievements(self, scores: FinalScores) -> FinalScores:
        """Store what the game won (``details["achievements"]``) and add every achievement won
        so far at this game, for the final screen. A save file that cannot take them says so
        and the game still ends."""
        won = list(scores.details.get("achievements", ()))
        if not won:
            return scores
        store = self.app.store
        game_id = self.built.game_id
        try:
            store.record_achievements(game_id, won, self.autosave.save_id)
            so_far = list(store.achievements(game_id))
        except StoreError as exc:
            self.app.notify(str(exc), severity="error", title="Achievements not saved", markup=False)
            so_far = won
        return replace(scores, details={**scores.details, "achievements_so_far": so_far})

    def _remember_results(self, scores: FinalScores) -> None:
        """Add the game's result to each human seat's player record (once per save: a finished
        game's end shown again adds nothing; a game without a save row has nothing to key it
        by). A save file that cannot take them says so and the game still ends."""
        save_id = self.autosave.save_id
        if save_id is None:
            return
        try:
            self.app.store.record_results(save_id, game_result(self.built.game_id, self.session.seats, scores))
        except StoreError as exc:
            self.app.notify(str(exc), severity="error", title="Player records not saved", markup=False)

    def _clear_toasts(self) -> None:
        self.app.clear_notifications()
        self.autosave.report_again()

    def close(self) -> None:
        """Leave the game (it is already saved): back to the screen under the layer, without
        the toasts (a seat's own may name its cards, and Textual would show them there)."""
        self.closed = True
        self.stop_search()  # its thread ends with its next playout; the move is then stale
        self._cancel_bot()
        self.clocks.clear()
        self._clear_toasts()
        if self.layer is not None and self.app.screen is self.layer:
            self.app.pop_screen()
        self.layer = self.game_screen = None
        self.turn_end = None

    def is_on_top(self) -> bool:
        """True when the game layer is the screen the players see (no dialog above)."""
        return not self.closed and self.layer is not None and self.app.screen is self.layer

    def _colour(self, seat: int) -> SeatColour:
        return self.built.colour(self.session.seats[seat].colour)

    # -- players' requests -------------------------------------------------

    def shield_passed(self, message: ShieldScreen.Passed) -> None:
        """The shield's Enter: check the PIN, then build that seat's view."""
        if message.shield is not self.layer or not self.is_on_top():
            return  # a stale shield, or help opened before its Enter arrived: Enter again once it closes
        if not self.hotseat.uncovered(message.seat, message.pin):
            message.shield.refuse()
            return
        seat = message.seat
        if self._reveal is not None and self._reveal.seat == seat:
            self._show_reveal(self._reveal)
            return
        if not self.session.pending().may_act(seat):  # a resumed game, back at this seat's turn end
            self._back_to_turn_end(seat)
            return
        self._show_game(seat)
        lines = self._since_last_turn(seat) if self.built.ui.since_last_turn else []
        if lines:
            badge = seat_badge(self.session.seats[seat], self._colour(seat))
            first = all(entry.seat != seat for entry in self.session.record.actions)
            self.app.push_screen(SinceLastTurnScreen(badge, lines, first))  # the seat's clock waits for it

    def action_chosen(self, message: ActionChosen) -> None:
        if self.game_screen is None or message.seat != self.viewer:
            return
        expected = len(self.session.record.actions)
        if message.offered_at is not None and message.offered_at != expected:
            self.app.notify(STALE_CHOICE_NOTE, severity="warning", markup=False)
            return
        if self.is_on_top():
            self._decide(message.seat, message.action, message.then)
        else:  # a dialog (help) opened before the choice arrived: the screen it brings must not replace it
            worker = self._apply_when_on_top(message.seat, message.action, message.then, expected)
            self.app.run_worker(worker, exit_on_error=False)

    async def _apply_when_on_top(self, seat: int, action: Any, then: tuple[Any, ...], expected: int) -> None:
        """Apply a choice that waited for a dialog to close, unless another choice (sent at
        the same point, also waiting) was applied first."""
        if not await self._until_on_top():
            return
        if self._stale(seat, expected):
            self.app.notify(STALE_CHOICE_NOTE, severity="warning", markup=False)
            return
        self._decide(seat, action, then)

    def _decide(self, seat: int, action: Any, then: tuple[Any, ...]) -> None:
        """Apply ``seat``'s decision: ``action``, then each of ``then`` while the one before
        was applied and the seat is still to act; a decision of several actions is noted for
        undo (:meth:`_take_back`)."""
        start = len(self.session.record.actions)
        for done, step in enumerate((action, *then)):
            if len(self.session.record.actions) != start + done or not self.session.pending().may_act(seat):
                break  # the step before was refused, or ended the seat's turn
            self._apply(seat, step)
        end = len(self.session.record.actions)
        if end > start + 1:
            self._decisions[end] = start

    def undo_requested(self, message: UndoRequested) -> None:
        if self.game_screen is None or message.seat != self.viewer or not self.is_on_top():
            return  # a screen came up over the game since the key was pressed: its new screen must not replace that
        if self.turn_end is None and not self._viewer_to_act():
            self.refuse_undo()  # not its turn: the bots' turn has begun (the bar's ``u`` is gone)
            return
        self._undo(message.seat)

    def _undo(self, seat: int) -> None:
        if not self.session.can_undo(seat):
            self.app.notify(self.session.undo_refusal(seat), severity="warning", markup=False)
            return
        self._cancel_bot()
        taken_ms = self.session.record.actions[-1].elapsed_ms
        action, then = self._take_back(seat)
        if taken_ms is not None:
            self.clocks.resume(seat, taken_ms)  # taking a timed decision back buys no time
        self.advance()
        if self.game_screen is not None:
            self.game_screen.post_message(StepTakenBack(seat, action, then))
        label = self.session.game.describe_action(self.session.state, seat, action)
        self.app.notify(f"Taken back: {label}.", timeout=4, markup=False)

    def _take_back(self, seat: int) -> tuple[Any, tuple[Any, ...]]:
        """Undo ``seat``'s last decision: its last action, or every action of a decision that
        took several (:meth:`_decide`). Returns the decision's first action and the ones after it."""
        actions = self.session.record.actions
        start = self._decisions.pop(len(actions), len(actions) - 1)
        taken = [self.session.undo(seat)]
        while len(self.session.record.actions) > start and self.session.can_undo(seat):
            taken.append(self.session.undo(seat))
        return taken[-1], tuple(reversed(taken[:-1]))

    def _apply(self, seat: int, action: Any, elapsed_ms: int | None = None) -> None:
        """Submit ``seat``'s ``action``; a human's time on a clocked step is read off its clock
        (a bot's, and a time-up's, come as ``elapsed_ms``). A brief reveal the step makes goes
        to its seat's bot, or waits to be shown to its human (see :meth:`advance`)."""
        before = len(self.session.view(seat).log)
        clock = self.session.pending().clock
        if clock is not None and elapsed_ms is None:
            elapsed_ms = self.clocks.elapsed_ms(seat)
            if clock.limit_ms is not None and elapsed_ms >= clock.limit_ms:
                action, elapsed_ms = clock.time_up, clock.limit_ms  # chosen as time ran out: too late
        try:
            info = self.session.submit(seat, action, elapsed_ms)
        except IllegalActionError as exc:
            self.app.log.warning(f"choice refused by the rules: {exc}")  # devtools only: it names the move
            self.app.notify(
                "That choice is not allowed now: choose one of the options listed.", severity="warning", markup=False
            )
            return
        if self._turn_end_log is not None and not self.session.pending().may_act(seat):
            # A last step that revealed something (it cannot be undone) may have set off more:
            # a new round, its event cards. The seat's next summary starts at that step.
            revealed = self.session.seats[seat].is_human and info.information_event
            self._turn_end_log[seat] = before if revealed else len(self.session.view(seat).log)
        if clock is not None:
            self.clocks.stop(seat)
        reveal = info.reveal
        if reveal is not None:
            if self.session.seats[reveal.seat].is_human:
                self._reveal = reveal
            else:
                bot = self._bot(reveal.seat)
                if bot is not None:
                    bot.notice(reveal)
        self._news = tuple(entry.text_for(None) for entry in info.chance)
        self.advance()
        self._announce_chance(info.chance)
        self._news = ()

    def _announce_chance(self, events: tuple[LogEntry, ...]) -> None:
        """Say what chance did (a die roll, a draw) on the game screen now up, as that screen's
        seat may read it (the log keeps it too); a shield that came up instead shows its
        public part (see :meth:`_cover`)."""
        if self.game_screen is None or not self.is_on_top():
            return
        for entry in events:
            self.app.notify(entry.text_for(self.viewer), title="Chance", timeout=6, markup=False)

    # -- "since your last turn" ----------------------------------------------

    def _since_last_turn(self, seat: int) -> tuple[str, ...]:
        """``seat``'s log lines since its last turn ended, up to where its current turn began:
        a game resumed in the middle of a seat's turn does not tell it its own steps."""
        if self._turn_end_log is None:
            self._turn_end_log = self._turn_ends_from_record()
        log = self.session.view(seat).log
        start = min(self._turn_end_log.get(seat, 0), len(log))
        stop = self._log_at_own_turn_start(seat)
        return tuple(log[start : len(log) if stop is None else max(start, stop)])

    def _log_at_own_turn_start(self, seat: int) -> int | None:
        """The length of ``seat``'s log before its own steps that end the record (its turn
        under way), or None when the record does not end with its steps."""
        actions = self.session.record.actions
        first = len(actions)
        while first > 0 and actions[first - 1].seat == seat:
            first -= 1
        if first == len(actions):
            return None
        game = self.session.game
        state = initial_state(game, self.session.record)
        for _ in replay_steps(game, state, actions[:first]):
            pass
        return len(game.view(state, seat).log)

    def _turn_ends_from_record(self) -> dict[int, int]:
        """Per seat, the length of its own view's log when its last turn ended.

        Built from the record the first time a shield is passed (a resumed
        game has no memory of it), then kept up to date after each action: a
        turn ends at a seat's action followed by another seat's decision. A
        seat that has not finished a turn yet counts from the start of the game.
        As in :meth:`_apply`, a human's last step that revealed something counts
        from before that step, so the next summary shows what it set off.
        """
        session = self.session
        game = session.game
        actions = session.record.actions
        ends = {seat: 0 for seat in range(len(session.seats))}
        for index, entry in enumerate(actions):
            following = (
                actions[index + 1].seat if index + 1 < len(actions) else next(iter(session.pending().acting), None)
            )
            if following != entry.seat:
                ends[entry.seat] = index + 1
        # One replay, reading each seat's log just before and after the step that ended its last turn.
        state = initial_state(game, session.record)

        def log_length(seat: int) -> int:
            return len(game.view(state, seat).log)

        lengths = {seat: log_length(seat) for seat, end in ends.items() if not end}
        ended_by = {end - 1: seat for seat, end in ends.items() if end}
        before = log_length(ended_by[0]) if 0 in ended_by else 0
        for index, info in enumerate(replay_steps(game, state, actions[: max(ends.values())])):
            seat = ended_by.get(index)
            if seat is not None:
                revealed = info.information_event and session.seats[seat].is_human
                lengths[seat] = before if revealed else log_length(seat)
            if index + 1 in ended_by:
                before = log_length(ended_by[index + 1])
        return lengths

    # -- bots --------------------------------------------------------------

    def _schedule_bot(self, seat: int) -> None:
        expected = len(self.session.record.actions)
        self.app.run_worker(self._bot_turn(seat, expected), group=BOT_GROUP, exclusive=True, exit_on_error=False)

    def _cancel_bot(self) -> None:
        self.stop_search()  # its thread would think on after its worker is gone
        self.app.workers.cancel_group(self.app, BOT_GROUP)

    def _stale(self, seat: int, expected: int) -> bool:
        session = self.session
        return self.closed or len(session.record.actions) != expected or not session.pending().may_act(seat)

    def _bot(self, seat: int) -> Bot | None:
        """``seat``'s bot (made on first use), or None when this version lacks the bot it names."""
        if seat not in self._bots:
            factory = self.built.module.bots.get(self.session.seats[seat].bot or "")
            if factory is None:
                return None
            self._bots[seat] = factory(seat, self.session.record.seed)
        return self._bots[seat]

    def _bot_pause(self, seat: int) -> float:
        """Seconds before ``seat``'s bot steps: the bot pace, or :data:`FOLLOW_ON_PAUSE` of it
        when the last step was its own too."""
        actions = self.session.record.actions
        carrying_on = bool(actions) and actions[-1].seat == seat
        return self.app.bot_delay * (FOLLOW_ON_PAUSE if carrying_on else 1)

    async def _bot_turn(self, seat: int, expected: int) -> None:
        """After a readable pause (and while no dialog covers the game), let the bot decide."""
        await asyncio.sleep(self._bot_pause(seat))
        if not await self._until_on_top() or self._stale(seat, expected):
            return
        config = self.session.seats[seat]
        bot = self._bot(seat)
        if bot is None:
            self.app.notify(
                f"{config.name} is played by the bot {config.bot!r}, which this version lacks.",
                severity="error",
                markup=False,
            )
            return
        view = self.session.view(seat)
        legal = self.session.legal_actions(seat)
        clock = self.session.pending().clock
        try:
            if searches(bot) and len(legal) > 1:
                action, elapsed_ms = await self._search(seat, bot, view, legal, clock)
            else:
                action, elapsed_ms = await asyncio.to_thread(timed_choice, bot, view, legal, clock)
        except Exception:  # a bot bug must not take the saved game down with it
            # The message could quote the bot's private view, so it goes to the log only.
            self._report_bot_failure(seat, f"failed:\n{traceback.format_exc()}")
            return
        if action not in legal and not (clock is not None and action == clock.time_up):
            self._report_bot_failure(seat, "chose a move the rules do not offer")  # the move stays off screen
            return
        # A dialog (help, the game menu) opened while the bot thought: its move waits for it,
        # or the game screen the move brings would replace the dialog.
        if await self._until_on_top() and not self._stale(seat, expected):
            self._apply(seat, action, elapsed_ms)

    async def _search(
        self, seat: int, bot: WorldBot, view: Any, legal: Sequence[Any], clock: Clock | None
    ) -> tuple[Any, int | None]:
        """A searching bot's decision, made in a thread while a :class:`ThinkingBar` shows it
        (Escape: :meth:`cut_search_short`). Its world is drawn here, before the thread starts,
        so nothing changes the state while it is copied."""
        world = self.session.world(seat)
        watch = self.search = SearchWatch(self.app.now, self.session.seats[seat].name)
        bar = ThinkingBar(watch)
        layer = self.layer
        if layer is not None:
            await layer.mount(bar)
        self.app.refresh_bindings()  # Escape stops the search now
        try:
            return await asyncio.to_thread(timed_choice, bot, view, legal, clock, lambda: world, watch.report)
        finally:  # also when the worker is cancelled (the game left or the app closing)
            watch.stop()
            if self.search is watch:  # not a search begun since this one was cancelled
                self.search = None
            await bar.remove()
            self.app.refresh_bindings()

    @property
    def searching(self) -> bool:
        """Whether a Strong bot is thinking now (and Escape may cut it short)."""
        return self.search is not None and not self.search.stopping

    def stop_search(self) -> None:
        """Stop the Strong bot's search under way, if any (its move, the best found so far, is
        played unless the game or the step has gone meanwhile)."""
        if self.search is not None:
            self.search.stop()

    def cut_search_short(self) -> None:
        """Escape while a Strong bot thinks: it plays the best move it has found so far, and a
        note names the seat. The note is all that says so: the game log is the rules' own
        record, which knows nothing of how long a bot thought."""
        search = self.search
        if search is None or search.stopping:
            return
        search.stop()
        self.app.notify(f"{search.seat_name} plays its best move so far (search cut short).", timeout=4, markup=False)

    def _report_bot_failure(self, seat: int, details: str) -> None:
        """Say that ``seat``'s bot cannot play on; ``details`` (which may quote its private
        view) go to the developer log only."""
        config = self.session.seats[seat]
        self.app.log.error(f"bot {config.bot!r} for seat {seat} {details}")
        self.app.notify(
            f"The bot for {config.name} failed. The game is saved; Escape → Save & quit.",
            title="Bot error",
            severity="error",
            markup=False,
        )

    async def _until_on_top(self) -> bool:
        """Wait until nothing covers the game layer; False when the game was closed meanwhile.

        It polls (every :data:`BOT_WAIT_POLL` s): the layer is covered and uncovered by
        screens that know nothing of the game (help, the game menu, the too-small screen),
        and a bot waiting a tenth of a second longer is never noticed."""
        self.waiting_for_screen += 1
        try:
            while not self.is_on_top():
                if self.closed:
                    return False
                await asyncio.sleep(BOT_WAIT_POLL)
        finally:
            self.waiting_for_screen -= 1
        return True
