"""The play controller with the toy game: shields, bots, undo, resume, the end."""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import pytest
from fixtures.toy_game import (
    TOY_BUILT,
    Draw,
    EndTurn,
    Play,
    ToyFinalScreen,
    ToyScreen,
    hand_text,
    make_config,
    simple_bot,
)
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Button, Input

from grasse_tui.core.bots import SearchProgress, policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.help import HelpScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.messages import STALE_CHOICE_NOTE, ActionChosen, UndoRequested
from grasse_tui.ui.play import PlayController
from grasse_tui.ui.registry import GameShelf
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.turn_end import TurnEndBar

from .helpers import WAIT_LIMIT, plain_screen_text, screen_text, wait_for

ANN = SeatConfig("Ann", "teal")
BOB = SeatConfig("Bob", "red", pin="1234")
CAT = SeatConfig("Cat", "blue")
BOT_B = SeatConfig("Botty", "red", bot="simple")
BOT_C = SeatConfig("Robo", "yellow", bot="simple")


def start(app: TableApp, *seats: SeatConfig, rounds: int = 1, seed: int = 11) -> None:
    app.start_game(TOY_BUILT, make_config(seats, {"rounds": rounds}), seed)


def track_screens(app: TableApp) -> list[tuple[str, int | None]]:
    """Every screen that becomes current: (class name, seat it shows or None)."""
    seen: list[tuple[str, int | None]] = []

    def changed(screen: Screen[Any]) -> None:
        seat = screen.seat_index if isinstance(screen, ShieldScreen) else None
        if isinstance(screen, ToyScreen):
            seat = screen.port.seat
        seen.append((type(screen).__name__, seat))

    app.screen_change_signal.subscribe(app, changed, immediate=True)
    return seen


def toy_screen(app: TableApp, seat: int | None) -> bool:
    return isinstance(app.screen, ToyScreen) and app.screen.port.seat == seat


async def pass_shield(app: TableApp, pilot, seat: int, pin: str | None = None) -> None:  # type: ignore[no-untyped-def]
    await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen) and app.screen.seat_index == seat)
    if pin is not None:
        app.screen.query_one("#pin", Input).value = pin
    await pilot.press("enter")


def act(app: TableApp, seat: int, action: object) -> None:
    app.screen.post_message(ActionChosen(seat, action))


async def test_shield_between_two_humans_hides_the_previous_hand(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)
        await pass_shield(toy_app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        ann_hand = hand_text(toy_app.play.session.view(0).hand)
        assert ann_hand in screen_text(toy_app)

        end_turn = next(b for b in toy_app.screen.query(Button) if str(b.label) == "End turn")
        await pilot.click(end_turn)
        await wait_for(pilot, lambda: bool(toy_app.screen.query(TurnEndBar)))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        text = screen_text(toy_app)
        assert "Pass the terminal to Bob (R, Red)" in text
        assert "Your hand" not in text and ann_hand not in text
        assert not any(isinstance(s, ToyScreen) for s in toy_app.screen_stack)

        await pass_shield(toy_app, pilot, 1, pin="99")
        await wait_for(pilot, lambda: "Wrong PIN" in screen_text(toy_app))
        assert isinstance(toy_app.screen, ShieldScreen)
        assert toy_app.play.hotseat.shown is None

        await pass_shield(toy_app, pilot, 1, pin="1234")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SinceLastTurnScreen))
        assert "Ann ends the turn." in screen_text(toy_app)
        assert "For Bob (R, Red). Before your first turn:" in screen_text(toy_app)  # Bob is not the actor
        await pilot.press("enter")
        await wait_for(pilot, lambda: toy_screen(toy_app, 1))
        bob_text = screen_text(toy_app)
        assert hand_text(toy_app.play.session.view(1).hand) in bob_text
        assert ann_hand not in bob_text


async def test_bot_seats_never_get_a_shield_or_a_view(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        seen = track_screens(toy_app)
        start(toy_app, ANN, BOT_B, CAT)
        await pass_shield(toy_app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        act(toy_app, 0, EndTurn())
        await wait_for(pilot, lambda: toy_app.play is not None and toy_app.play.turn_end_shown())
        await pilot.press("enter")  # the turn-end bar: let the bot play
        await pass_shield(toy_app, pilot, 2)  # the bot played in between
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SinceLastTurnScreen))
        text = screen_text(toy_app)
        assert "Ann ends the turn." in text and "Botty plays" in text and "Botty ends the turn." in text
        assert ("ShieldScreen", 1) not in seen
        assert ("ToyScreen", 1) not in seen
        assert [s for s in seen if s[0] == "ShieldScreen"] == [("ShieldScreen", 0), ("ShieldScreen", 2)]


async def test_one_human_with_bots_never_sees_a_shield(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        seen = track_screens(toy_app)
        start(toy_app, BOT_B, ANN, BOT_C)
        await wait_for(pilot, lambda: toy_screen(toy_app, 1))
        assert ("ToyScreen", None) in seen  # the first bot played on the public view
        act(toy_app, 1, EndTurn())
        await wait_for(pilot, lambda: toy_app.play is not None and toy_app.play.turn_end_shown())
        await pilot.press("enter")  # the turn-end bar: let the bots play
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyFinalScreen))
        await wait_for(pilot, lambda: "Winner: " in screen_text(toy_app))
        # The seed is told once the game is over (it deals every hidden card), to replay the deal.
        assert "Seed 11" in screen_text(toy_app)
        assert not any(name == "ShieldScreen" for name, _ in seen)
        assert {seat for name, seat in seen if name == "ToyScreen"} == {None, 1}
        [listing] = toy_app.store.list()
        assert listing.summary.finished
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        assert toy_app.play is None


async def test_undo_goes_back_only_to_the_barrier(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        start(toy_app, ANN, BOT_B)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        session = toy_app.play.session
        port = toy_app.screen.port
        first, second = sorted(session.view(0).hand)[:2]
        assert session.undo_refusal(0) == "Nothing to undo: you have not played yet."
        assert session.undo_refusal(1) == "Nothing to undo: a bot's moves stand."

        act(toy_app, 0, Play(first))
        await wait_for(pilot, lambda: first not in session.view(0).hand)
        assert port.can_undo()
        await pilot.press("u")
        await wait_for(pilot, lambda: first in session.view(0).hand)
        assert not port.can_undo()

        act(toy_app, 0, Play(first))
        act(toy_app, 0, Draw())
        await wait_for(pilot, lambda: len(session.record.actions) == 2)
        assert not port.can_undo()  # the draw revealed a card
        assert session.undo_refusal(0).endswith("drawn or revealed since your last step.")
        act(toy_app, 0, Play(second))
        await wait_for(pilot, lambda: len(session.record.actions) == 3)
        toy_app.screen.post_message(UndoRequested(0))
        await wait_for(pilot, lambda: len(session.record.actions) == 2)
        toy_app.screen.post_message(UndoRequested(0))
        await wait_for(pilot, lambda: "Nothing to undo" in screen_text(toy_app))
        assert len(session.record.actions) == 2
        assert toy_app.store.load(toy_app.play.autosave.save_id).actions == session.record.actions


async def test_illegal_action_is_refused_without_a_crash(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        start(toy_app, ANN, BOT_B)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        act(toy_app, 0, Play(999))
        await wait_for(pilot, lambda: "That choice is not allowed now" in screen_text(toy_app))
        assert toy_app.play.session.record.actions == ()
        assert toy_screen(toy_app, 0)


async def test_resume_starts_with_the_shield_and_shows_the_same_view(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB, rounds=2)
        await pass_shield(toy_app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        card = min(toy_app.play.session.view(0).hand)
        act(toy_app, 0, Play(card))
        await wait_for(pilot, lambda: "Ann plays" in screen_text(toy_app))
        before = toy_app.play.session.view(0)
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Save & quit to menu" in screen_text(toy_app))
        await pilot.press("down", "down", "enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        assert toy_app.play is None
        await pilot.press("ctrl+q")

    again = TableApp(toy_app.data_dir, shelf=toy_app.shelf, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, MenuScreen))
        await wait_for(pilot, lambda: again.screen.can_continue)
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(again.screen, ShieldScreen))
        assert "Your hand" not in screen_text(again)
        await pass_shield(again, pilot, 0)
        # Nobody else has played yet: no summary (it would not repeat her own step).
        await wait_for(pilot, lambda: toy_screen(again, 0))
        assert not any(isinstance(screen, SinceLastTurnScreen) for screen in again.screen_stack)
        assert f"Ann plays {card}." in screen_text(again)  # her unfinished turn, rebuilt from the record, in the log
        assert again.play.session.view(0) == before
        assert hand_text(before.hand) in screen_text(again)


async def _end_turn_then_save_and_quit(app: TableApp, pilot, *seats: SeatConfig) -> int:  # type: ignore[no-untyped-def]
    """Start a game of ``seats`` (Ann first), let Ann play a card and end her turn, then save
    and quit at her turn-end bar; returns the number of actions saved."""
    start(app, *seats, rounds=2)
    if sum(seat.is_human for seat in seats) > 1:
        await pass_shield(app, pilot, 0)
    await wait_for(pilot, lambda: toy_screen(app, 0))
    act(app, 0, Play(min(app.play.session.view(0).hand)))
    act(app, 0, EndTurn())
    await wait_for(pilot, lambda: app.play is not None and app.play.turn_end_shown())
    saved = len(app.play.session.record.actions)
    await pilot.press("escape")
    await wait_for(pilot, lambda: "Save & quit to menu" in screen_text(app))
    await pilot.press("down", "down", "enter")
    await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
    return saved


async def test_a_game_left_at_the_turn_end_bar_before_a_bot_comes_back_to_it(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        saved = await _end_turn_then_save_and_quit(toy_app, pilot, ANN, BOT_B)
    again = TableApp(toy_app.data_dir, shelf=toy_app.shelf, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, MenuScreen) and again.screen.can_continue)
        await pilot.press("c")
        await wait_for(pilot, lambda: again.play is not None and again.play.turn_end_shown())
        assert toy_screen(again, 0)
        await pilot.pause()
        assert not again.workers  # no bot is even scheduled: it waits for Enter
        assert len(again.play.session.record.actions) == saved
        await pilot.press("u")  # Ann's last step can still be taken back
        await wait_for(pilot, lambda: len(again.play.session.record.actions) == saved - 1)
        assert again.play.session.pending().acting == (0,)


async def test_a_game_left_at_the_turn_end_bar_before_a_bot_comes_back_to_it_behind_the_shield(
    toy_app: TableApp,
) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        saved = await _end_turn_then_save_and_quit(toy_app, pilot, ANN, BOT_B, CAT)
    again = TableApp(toy_app.data_dir, shelf=toy_app.shelf, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, MenuScreen) and again.screen.can_continue)
        await pilot.press("c")
        await pass_shield(again, pilot, 0)  # Ann's shield: the bar was hers
        await wait_for(pilot, lambda: again.play is not None and again.play.turn_end_shown())
        assert toy_screen(again, 0)
        await wait_for(pilot, lambda: "let Botty (R) play (a bot)" in plain_screen_text(again))
        assert len(again.play.session.record.actions) == saved
        await pilot.press("enter")  # the bots play, then Cat's shield
        await pass_shield(again, pilot, 2)


async def test_a_game_left_between_two_humans_turns_resumes_at_the_next_humans_shield(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await _end_turn_then_save_and_quit(toy_app, pilot, ANN, CAT)
    again = TableApp(toy_app.data_dir, shelf=toy_app.shelf, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, MenuScreen) and again.screen.can_continue)
        await pilot.press("c")
        # Ann may have passed the terminal before the game was closed: Cat's shield.
        await pass_shield(again, pilot, 1)


def broken_bot(view: object, legal: object, rng: object) -> object:
    raise ValueError(f"cannot decide holding {hand_text(view.hand)}")  # type: ignore[attr-defined]


def cheating_bot(view: object, legal: object, rng: object) -> object:
    return Play(999)  # a card nobody holds: not among the legal actions


@pytest.mark.parametrize(
    ("policy", "never_shown"),
    [
        (broken_bot, "Your hand"),  # the bot's error could quote its private view
        (cheating_bot, "choose one of the options"),  # the human is not blamed for the bot's move
    ],
)
async def test_a_bot_that_fails_or_cheats_is_reported_as_a_bot_failure(data_dir, policy, never_shown) -> None:  # type: ignore[no-untyped-def]
    module = dataclasses.replace(TOY_BUILT.module, bots={"simple": policy_bot(policy)})
    built = dataclasses.replace(TOY_BUILT, module=module)
    app = TableApp(data_dir, shelf=GameShelf(extra=(built,)), bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        app.start_game(built, make_config((BOT_B, ANN), {"rounds": 1}), 5)
        await wait_for(pilot, lambda: "The bot for Botty failed" in screen_text(app))
        assert never_shown not in screen_text(app)
        assert app.play.session.record.actions == ()


async def test_a_bot_move_that_fails_after_it_is_saved_is_reported_not_passed_over_in_silence(data_dir, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, shelf=GameShelf(extra=(TOY_BUILT,)), bot_delay=0)
    apply = PlayController._apply

    def failing(play: PlayController, seat: int, action: object, elapsed_ms: int | None = None) -> None:
        apply(play, seat, action, elapsed_ms)  # a bug after the move is saved
        raise ValueError(f"cannot go on from {hand_text(play.session.view(1).hand)}")

    monkeypatch.setattr(PlayController, "_apply", failing)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        app.start_game(TOY_BUILT, make_config((BOT_B, ANN), {"rounds": 1}), 5)
        await wait_for(pilot, lambda: "Something went wrong while playing a move" in screen_text(app))
        assert app.is_running and app.play.session.record.actions
        assert "cannot go on" not in screen_text(app)  # the error's words (a private view) stay off screen


async def test_once_the_bots_play_the_last_step_is_no_longer_offered_for_undo(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, shelf=GameShelf(extra=(TOY_BUILT,)), bot_delay=60)  # the bot waits
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        start(app, ANN, BOT_B)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        session = app.play.session
        act(app, 0, EndTurn())
        await wait_for(pilot, lambda: app.play.turn_end_shown())
        await pilot.press("enter")  # let the bots play
        await wait_for(pilot, lambda: not app.play.turn_end_shown())
        await pilot.pause()
        assert session.pending().acting == (1,) and session.can_undo(0)  # the session would still allow it
        shown = {a.binding.description for a in app.screen.active_bindings.values() if a.binding.show}
        assert not any("Undo" in label for label in shown), shown

        app.screen.post_message(UndoRequested(0))  # as the screen's own "u" would
        await wait_for(pilot, lambda: "Too late to undo: it is Botty's turn." in screen_text(app))
        assert len(session.record.actions) == 1 and session.pending().acting == (1,)


async def test_a_bot_move_decided_while_help_opened_waits_for_the_help_to_close(data_dir) -> None:  # type: ignore[no-untyped-def]
    thinking, decide, decided = threading.Event(), threading.Event(), threading.Event()

    def slow(view: object, legal: object, rng: object) -> object:
        thinking.set()
        decide.wait(WAIT_LIMIT)
        try:
            return simple_bot(view, legal, rng)  # type: ignore[arg-type]
        finally:
            decided.set()

    module = dataclasses.replace(TOY_BUILT.module, bots={"simple": policy_bot(slow)})
    built = dataclasses.replace(TOY_BUILT, module=module)
    app = TableApp(data_dir, shelf=GameShelf(extra=(built,)), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(built, make_config((BOT_B, ANN), {"rounds": 1}), 5)
        await wait_for(pilot, thinking.is_set)
        await pilot.press("f1")  # help opens while the bot thinks
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        decide.set()
        await wait_for(pilot, decided.is_set)
        await wait_for(pilot, lambda: app.play.waiting_for_screen == 1)  # the move waits for the help to close
        assert isinstance(app.screen, HelpScreen)  # the bot's move did not replace the help
        assert app.play.session.record.actions == ()
        await pilot.press("escape")
        await wait_for(pilot, lambda: len(app.play.session.record.actions) > 0)
        await wait_for(pilot, lambda: toy_screen(app, 1))
        assert [type(s).__name__ for s in app.screen_stack] == ["MenuScreen", "ToyScreen"]


async def test_help_opened_before_the_shields_enter_arrives_stays_until_closed(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        shield = toy_app.screen
        assert isinstance(shield, ShieldScreen)
        shield.action_pass_shield()  # Enter: its message is handled a moment later…
        toy_app.action_help()  # …after F1 has opened the help
        await pilot.pause()  # the app is idle: the shield's Enter has been handled
        assert isinstance(toy_app.screen, HelpScreen)
        await pilot.press("escape")
        await wait_for(pilot, lambda: toy_app.screen is shield)  # Enter again to pass it
        await pass_shield(toy_app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        assert [type(s).__name__ for s in toy_app.screen_stack] == ["MenuScreen", "ToyScreen"]


async def test_a_choice_arriving_after_help_opened_is_played_once_the_help_closes(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B)  # one human: no shield
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        session = toy_app.play.session  # type: ignore[union-attr]
        screen = toy_app.screen
        toy_app.action_help()
        await wait_for(pilot, lambda: isinstance(toy_app.screen, HelpScreen))
        screen.post_message(ActionChosen(0, EndTurn()))  # chosen just before the help opened
        await wait_for(pilot, lambda: toy_app.play.waiting_for_screen == 1)  # type: ignore[union-attr]
        assert isinstance(toy_app.screen, HelpScreen) and session.record.actions == ()
        await pilot.press("escape")
        await wait_for(pilot, lambda: len(session.record.actions) == 1)
        assert session.record.actions[0].seat == 0


async def test_of_two_choices_waiting_for_the_help_to_close_only_the_first_is_played(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        start(toy_app, ANN, BOT_B)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))
        session = toy_app.play.session  # type: ignore[union-attr]
        first, second = sorted(session.view(0).hand)[:2]
        screen = toy_app.screen
        toy_app.action_help()
        await wait_for(pilot, lambda: isinstance(toy_app.screen, HelpScreen))
        screen.post_message(ActionChosen(0, Play(first), offered_at=0))
        screen.post_message(ActionChosen(0, Play(second), offered_at=0))  # a double click, say
        await wait_for(pilot, lambda: toy_app.play.waiting_for_screen == 2)  # type: ignore[union-attr]
        await pilot.press("escape")
        await wait_for(pilot, lambda: STALE_CHOICE_NOTE[:40] in screen_text(toy_app))
        assert [entry.seat for entry in session.record.actions] == [0]
        assert second in session.view(0).hand


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+c"])  # Ctrl+C quits too (outside a text field)
async def test_quitting_in_a_game_blanks_the_screen_before_the_app_exits(data_dir, key: str) -> None:  # type: ignore[no-untyped-def]
    last_frames: list[str] = []

    class Recording(TableApp):
        def exit(self, *args: Any, **kwargs: Any) -> None:
            last_frames.append(screen_text(self))  # what the terminal shows as the app leaves
            super().exit(*args, **kwargs)

    app = Recording(data_dir, shelf=GameShelf(extra=(TOY_BUILT,)), bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        start(app, ANN, BOB)
        await pass_shield(app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        hand = hand_text(app.play.session.view(0).hand)  # type: ignore[union-attr]
        assert hand in screen_text(app)
        await take_back_a_card(app, pilot)
        await pilot.press(key)
        await wait_for(pilot, lambda: bool(last_frames))
    [frame] = last_frames
    assert hand not in frame and "Your hand" not in frame and "Taken back" not in frame


async def take_back_a_card(app: TableApp, pilot: Pilot[None]) -> None:
    """Seat 0 plays its lowest card and takes it back: a toast names the card."""
    assert app.play is not None
    session = app.play.session
    act(app, 0, Play(min(session.view(0).hand)))
    await wait_for(pilot, lambda: len(session.record.actions) == 1)
    await pilot.press("u")
    await wait_for(pilot, lambda: "Taken back: Play" in screen_text(app))


async def test_save_and_quit_leaves_a_seats_toasts_behind(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, shelf=GameShelf(extra=(TOY_BUILT,)), bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        start(app, ANN, BOB)
        await pass_shield(app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        await take_back_a_card(app, pilot)
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Save & quit to menu" in screen_text(app))
        await pilot.press("down", "down", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        assert "Taken back" not in screen_text(app) and not app._notifications


async def test_a_bot_waits_the_whole_pace_before_its_turn_and_a_third_between_its_steps(data_dir) -> None:  # type: ignore[no-untyped-def]
    app = TableApp(data_dir, shelf=GameShelf(extra=(TOY_BUILT,)), bot_delay=60)  # the bot waits
    async with app.run_test(size=(120, 40)) as pilot:
        start(app, ANN, BOT_B)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        play = app.play
        assert play._bot_pause(1) == 60  # Ann made no step yet: Botty's turn starts afresh
        act(app, 0, EndTurn())
        assert play._bot_pause(1) == 60  # the last step was Ann's
        play.session.record = play.session.record.with_action(1, {}, None)  # as if Botty had stepped
        assert play._bot_pause(1) == 20


class PatientSearcher:
    """A searching bot (``core.bots.WorldBot``) that reports progress until it is told to stop,
    then plays the toy game's simple move; it records the world it was given."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat, self.seed = seat, seed
        self.worlds: list[object] = []

    def choose(self, view: object, legal: Any) -> object:
        return simple_bot(view, legal, None)  # type: ignore[arg-type]

    def choose_in(self, view: object, legal: Any, world: object, progress: Any = None) -> object:
        self.worlds.append(world)
        for done in range(1_000):  # at most ten seconds, should the test fail before Escape
            if not progress(SearchProgress(done, 1_000)):
                break
            threading.Event().wait(0.01)  # a search's work between two reports
        return self.choose(view, legal)

    def notice(self, reveal: object) -> None:
        pass

    def think_ms(self, view: object, legal: object) -> int:
        return 0


async def test_a_searching_bot_shows_its_thinking_and_escape_makes_it_play_the_best_so_far(data_dir) -> None:  # type: ignore[no-untyped-def]
    searchers: list[PatientSearcher] = []

    def factory(seat: int, seed: int) -> PatientSearcher:
        searchers.append(PatientSearcher(seat, seed))
        return searchers[-1]

    module = dataclasses.replace(TOY_BUILT.module, bots={"simple": factory})
    built = dataclasses.replace(TOY_BUILT, module=module)
    app = TableApp(data_dir, shelf=GameShelf(extra=(built,)), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(built, make_config((BOT_B, ANN), {"rounds": 1}), 5)
        await wait_for(pilot, lambda: "Botty (Strong bot) is thinking" in screen_text(app))
        await wait_for(pilot, lambda: "/1000 playouts" in screen_text(app))
        shown = {a.binding.description for a in app.screen.active_bindings.values() if a.binding.show}
        assert "Play the best so far" in shown and "Menu" not in shown  # Escape's job now
        session = app.play.session
        assert session.record.actions == ()
        assert searchers[0].worlds[0] is not session.state  # a world, never the state
        await pilot.press("escape")
        await wait_for(pilot, lambda: len(session.record.actions) == 1)  # its best so far: the highest card
        assert len(app.screen_stack) == 2  # Escape stopped the search; it did not open the game menu
        await wait_for(pilot, lambda: len(searchers[0].worlds) == 2)  # its next decision: a search anew


async def test_over_the_whole_log_escape_goes_back_and_cutting_a_search_short_is_noted(data_dir) -> None:  # type: ignore[no-untyped-def]
    from grasse_tui.games.lafleur.rules.config import LaFleurConfig

    class FirstChoiceSearcher(PatientSearcher):
        def choose(self, view: object, legal: Any) -> object:
            return legal[0]

    searchers: list[PatientSearcher] = []

    def factory(seat: int, seed: int) -> PatientSearcher:
        searchers.append(FirstChoiceSearcher(seat, seed))
        return searchers[-1]

    app = TableApp(data_dir, bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        lafleur = app.shelf.load("lafleur")
        built = dataclasses.replace(lafleur, module=dataclasses.replace(lafleur.module, bots={"patient": factory}))
        app.start_game(built, LaFleurConfig((SeatConfig("Botty", "red", bot="patient"), SeatConfig("Ann", "blue"))), 5)
        await wait_for(pilot, lambda: "Botty (Strong bot) is thinking" in screen_text(app) and "Whole log" in screen_text(app))

        def footer() -> set[str]:
            return {a.binding.description for a in app.screen.active_bindings.values() if a.binding.show}

        await pilot.press("l")
        await wait_for(pilot, lambda: app.screen.maximized is not None)
        await pilot.pause()
        assert "Back to the game" in footer() and "Play the best so far" not in footer()  # Escape's job here
        assert "Play the best so far" not in screen_text(app).splitlines()[-1]
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen.maximized is None)
        await pilot.pause()
        assert app.play is not None and app.play.searching  # Escape closed the log; the search goes on
        assert "Play the best so far" in footer()

        await pilot.press("escape")
        await wait_for(pilot, lambda: "Botty plays its best move so far (search cut short)." in screen_text(app))
        session = app.play.session
        await wait_for(pilot, lambda: any(entry.seat == 0 for entry in session.record.actions))
        assert not any("cut short" in line for line in session.view(None).log)  # the rules' log: no word of it
