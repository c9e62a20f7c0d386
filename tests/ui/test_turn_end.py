"""The end of a human's turn when another human is next: the seat's own screen
with the turn-end bar, Enter to the shield, ``u`` to take the last step back."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from fixtures.toy_game import COLOURS, EndTurn, Play, ToyScreen, hand_text, toy_shelf
from textual.app import App, ComposeResult
from textual.widgets import Button

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveSummary, StoreError
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.games.grasse.tui.widgets.location_board import LocationBoard
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.messages import ActionChosen
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.turn_end import DECISION_MADE, NO_UNDO, TOAST_RACK, TurnEndBar, turn_end_text

from .helpers import plain_screen_text, screen_text, wait_for
from .test_bot_turn_keys import footer_keys
from .test_play import ANN, BOT_B, CAT, act, pass_shield, start, toy_screen

BOB = SeatConfig("Bob", "red")
BAR_TEXT = "Your turn is over. Enter: pass the terminal to Bob (R) · u: undo your last step"


def bar(app: TableApp) -> TurnEndBar | None:
    """The turn-end bar on the current screen, if any."""
    bars = list(app.screen.query(TurnEndBar))
    return bars[0] if bars else None


def bar_painted(app: TableApp) -> bool:
    """The turn-end bar is on screen and painted, not only mounted (keys and clicks reach it)."""
    return bar(app) is not None and "Enter: " in " ".join(screen_text(app).split())


async def ann_ends_her_turn(app: TableApp, pilot) -> int:  # type: ignore[no-untyped-def]
    """Ann (seat 0, past her shield) plays her lowest card and ends her turn; the card."""
    await pass_shield(app, pilot, 0)
    await wait_for(pilot, lambda: toy_screen(app, 0))
    session = app.play.session  # type: ignore[union-attr]
    card = min(session.view(0).hand)
    act(app, 0, Play(card))
    await wait_for(pilot, lambda: len(session.record.actions) == 1)
    act(app, 0, EndTurn())
    await wait_for(pilot, lambda: bar(app) is not None and "⏎ Pass the terminal" in screen_text(app))
    return card


async def test_the_turn_end_shows_the_seats_own_result_and_enter_passes(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)
        card = await ann_ends_her_turn(toy_app, pilot)
        session = toy_app.play.session
        assert session.pending().acting == (1,)
        screen = toy_app.screen
        assert isinstance(screen, ToyScreen) and screen.port.seat == 0
        text = screen_text(toy_app)
        assert BAR_TEXT in " ".join(text.split())
        assert hand_text(session.view(0).hand) in text and f"Ann plays {card}." in text
        assert "⏎ Pass the terminal" in text  # in the footer
        assert not any(isinstance(s, ShieldScreen) for s in toy_app.screen_stack)

        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen) and toy_app.screen.seat_index == 1)
        assert not any(isinstance(s, ToyScreen) for s in toy_app.screen_stack)
        assert "Your hand" not in screen_text(toy_app)
        assert toy_app.play.turn_end is None


async def test_u_at_the_turn_end_undoes_and_the_same_seat_acts_again(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)
        await ann_ends_her_turn(toy_app, pilot)
        session = toy_app.play.session
        screen = toy_app.screen
        await pilot.press("u")
        await wait_for(pilot, lambda: bar(toy_app) is None and len(session.record.actions) == 1)
        assert session.pending().acting == (0,)
        assert toy_app.screen is screen  # the same view, no shield
        await wait_for(pilot, lambda: "End turn" in (text := screen_text(toy_app)) and "Your turn is over" not in text)

        # She plays on, ends her turn again, and passes with the mouse this time.
        act(toy_app, 0, EndTurn())
        await wait_for(pilot, lambda: bar_painted(toy_app))
        await pilot.pause()  # laid out above the footer before the click
        await pilot.click("#turn-end-pass")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen))
        assert [a.seat for a in session.record.actions] == [0, 0]


async def test_the_undo_button_and_the_bar_keep_the_focus_where_it_was(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)
        await ann_ends_her_turn(toy_app, pilot)
        focused = toy_app.focused
        for button in toy_app.screen.query(Button):
            assert not (button.can_focus and button.id and button.id.startswith("turn-end"))
        await pilot.click("#turn-end-undo")
        await wait_for(pilot, lambda: bar(toy_app) is None)
        assert len(toy_app.play.session.record.actions) == 1
        assert toy_app.focused is focused or toy_app.focused is None


async def test_before_a_bot_the_bar_lets_the_bots_play_or_undoes(data_dir: Path) -> None:
    for players in ((ANN, BOT_B, CAT), (ANN, BOT_B)):  # with another human, and alone with a bot
        app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            start(app, *players)
            if len(players) == 3:
                await pass_shield(app, pilot, 0)
            await wait_for(pilot, lambda: toy_screen(app, 0))
            act(app, 0, EndTurn())
            await wait_for(pilot, lambda: bar(app) is not None)
            # The bar is drawn a frame after it is mounted.
            await wait_for(pilot, lambda: "Your turn is over" in screen_text(app))
            text = " ".join(screen_text(app).split())
            closes = "close your view and " if len(players) == 3 else ""  # another human may come by
            assert re.search(rf"Your turn is over\. Enter: {closes}let Botty \(.\) play \(a bot\)", text), text
            await wait_for(pilot, lambda: "⏎ Let the bots play" in screen_text(app))
            assert "Pass the terminal" not in screen_text(app)
            assert app.play.session.pending().acting == (1,)  # the bot waits for Enter
            await pilot.press("u")  # the last step can still be taken back
            await wait_for(pilot, lambda: bar(app) is None and app.play.session.pending().acting == (0,))
            act(app, 0, EndTurn())
            await wait_for(pilot, lambda: bar_painted(app))
            await pilot.press("enter")
            await wait_for(pilot, lambda: app.play.session.pending().acting != (1,))
            assert bar(app) is None


async def test_with_another_human_the_bots_play_on_the_public_screen(data_dir: Path) -> None:
    app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=60)  # the bot holds still while we look
    async with app.run_test(size=(120, 40)) as pilot:
        start(app, ANN, BOT_B, CAT)
        await pass_shield(app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(app, 0))
        act(app, 0, EndTurn())
        await wait_for(pilot, lambda: bar_painted(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: toy_screen(app, None))  # Ann's hand is gone while Botty thinks
        assert app.play.session.pending().acting == (1,)  # type: ignore[union-attr]


async def test_a_seats_toasts_do_not_follow_its_view_to_the_public_screen_or_a_shield(data_dir: Path) -> None:
    for players in ((ANN, BOT_B, CAT), (ANN, BOB)):
        app = TableApp(data_dir, shelf=toy_shelf(), bot_delay=60)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            start(app, *players)
            await pass_shield(app, pilot, 0)
            await wait_for(pilot, lambda: toy_screen(app, 0))
            card = min(app.play.session.view(0).hand)  # type: ignore[union-attr]
            act(app, 0, Play(card))
            await wait_for(pilot, lambda: len(app.play.session.record.actions) == 1)  # type: ignore[union-attr]
            await pilot.press("u")  # "Taken back: Play <card>" names a card of Ann's hand
            await wait_for(pilot, lambda: "Taken back" in screen_text(app))
            act(app, 0, EndTurn())
            await wait_for(pilot, lambda: bar_painted(app))
            await pilot.press("enter")
            await wait_for(pilot, lambda: toy_screen(app, None) or isinstance(app.screen, ShieldScreen))
            await pilot.pause()
            assert "Taken back" not in screen_text(app)


def test_the_bar_says_when_the_last_step_cannot_be_undone() -> None:
    text = turn_end_text(BOB, COLOURS[1], can_undo=False).plain
    assert text.startswith("Your turn is over. Enter: pass the terminal to Bob (R)")
    assert "u: undo" not in text and text.endswith(f" · {NO_UNDO}")



class BarApp(App[None]):
    def __init__(self, bar: TurnEndBar) -> None:
        super().__init__()
        self.bar = bar

    def compose(self) -> ComposeResult:
        yield self.bar


@pytest.mark.parametrize("width", [100, 140])
async def test_a_bar_too_long_for_one_line_breaks_between_its_clauses(width: int) -> None:
    robot = SeatConfig("Bot 3", "red", bot="greedy")
    text = turn_end_text(robot, COLOURS[1], can_undo=True, to_bot=True, closes_view=True)
    app = BarApp(TurnEndBar(text, can_undo=True, to_bot=True))
    async with app.run_test(size=(width, 10)) as pilot:
        await pilot.pause()
        lines = [line.strip() for line in plain_screen_text(app).splitlines() if line.strip()][1:]  # under its border
        if width == 100:
            assert lines[0].startswith("Your turn is over.") and "play (a bot)" in lines[0]
            assert lines[1].startswith("u: undo your last step")
        else:
            assert "play (a bot) · u: undo your last step" in lines[0]


def test_the_bar_can_say_only_a_decision_was_made() -> None:
    text = turn_end_text(BOB, COLOURS[1], can_undo=True, ended=DECISION_MADE).plain
    assert text.startswith("Your decision is made. Enter: pass the terminal to Bob (R)")
    assert "turn is over" not in text


def before_a_round_ending_step(to_bot: bool = False) -> tuple[GameSession, int, object]:
    """A Grasse game of two humans (and with ``to_bot`` a bot) just before a human's step
    ends a round (the maintenance reveals what the next round brings) and hands the turn to
    another seat (with ``to_bot`` the bot): the session, that seat and that step."""
    seats = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"))
    if to_bot:
        seats += (SeatConfig("Robo", "green", bot="greedy"),)
    for game_seed in range(3, 100):
        session = GameSession.start(GRASSE, GrasseConfig(seats), game_seed)
        rng = random.Random(1)
        while not session.is_over():
            seat = session.pending().acting[0]
            round_before = session.view(None).round
            session.submit(seat, rng.choice(list(session.legal_actions(seat))))
            following = session.pending().acting[:1]
            if (
                session.view(None).round != round_before
                and following not in ((), (seat,))
                and seats[seat].is_human
                and (seats[following[0]].bot is not None) == to_bot
            ):
                record = session.record
                step = GRASSE.decode_action(record.actions[-1].action)
                return GameSession(GRASSE, record.truncated(len(record.actions) - 1)), seat, step
    raise AssertionError("no game found with such a step")


async def resume_to_summary(app: TableApp, pilot, session: GameSession, seat: int) -> None:  # type: ignore[no-untyped-def]
    """Save ``session`` in ``app``'s store, resume it and pass ``seat``'s shield: its "since your
    last turn" summary is up."""
    save_id = app.store.create(session.record, SaveSummary.build(session.seats, "Round I"))
    app.resume(save_id, session.record)
    await pass_shield(app, pilot, seat)
    await wait_for(pilot, lambda: isinstance(app.screen, SinceLastTurnScreen))


async def test_after_a_round_change_the_bar_offers_no_undo(tmp_path: Path) -> None:
    session, seat, step = before_a_round_ending_step()
    round_before = session.view(None).round
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await resume_to_summary(app, pilot, session, seat)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
        app.screen.post_message(ActionChosen(seat, step))
        await wait_for(pilot, lambda: bar(app) is not None and NO_UNDO in screen_text(app))
        played = app.play.session  # type: ignore[union-attr]
        assert played.view(None).round == round_before + 1 and not played.can_undo(seat)

        await pilot.pause()
        keys = footer_keys(app)
        assert keys.get("Pass the terminal") is True
        assert "Undo" not in keys, keys  # neither shown nor greyed out
        assert not [b for b in app.screen.query("#turn-end-undo") if b.display]
        await wait_for(pilot, lambda: "Pass the terminal" in plain_screen_text(app).splitlines()[-1])
        footer = plain_screen_text(app).splitlines()[-1]
        assert "Undo" not in footer, footer

        count = len(played.record.actions)
        await pilot.press("u")  # says why, and takes nothing back
        await wait_for(pilot, lambda: "something hidden was drawn or revealed" in screen_text(app))
        assert len(played.record.actions) == count and bar(app) is not None


async def test_with_another_human_the_bar_comes_before_a_bot_even_without_undo(tmp_path: Path) -> None:
    session, seat, step = before_a_round_ending_step(to_bot=True)
    app = TableApp(tmp_path / "data", bot_delay=60)  # the bot holds still while we look
    async with app.run_test(size=(120, 40)) as pilot:
        await resume_to_summary(app, pilot, session, seat)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
        app.screen.post_message(ActionChosen(seat, step))
        # The seat sees what its step revealed before its view closes for the bot.
        await wait_for(pilot, lambda: bar_painted(app))
        text = " ".join(screen_text(app).split())
        assert "Enter: close your view and let Robo" in text and "no undo" in text
        played = app.play.session  # type: ignore[union-attr]
        assert played.pending().acting == (2,)  # the bot waits for Enter
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.port.seat is None)
        assert bar(app) is None and played.pending().acting == (2,)


async def test_an_autosave_error_stays_on_screen_at_the_turn_end_and_is_told_again_to_the_next_seat(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        start(toy_app, ANN, BOB)
        await pass_shield(toy_app, pilot, 0)
        await wait_for(pilot, lambda: toy_screen(toy_app, 0))

        def full_disk(*args: object, **kwargs: object) -> None:
            raise StoreError("disk full")

        toy_app.store.update = full_disk  # type: ignore[method-assign]
        act(toy_app, 0, EndTurn())
        await wait_for(pilot, lambda: bar(toy_app) is not None)
        await pilot.pause()
        assert any("disk full" in note.message for note in toy_app._notifications)

        # The handover clears Ann's toasts; the next failing save tells Bob in turn.
        await pilot.press("enter")
        await pass_shield(toy_app, pilot, 1)
        assert not toy_app._notifications
        await wait_for(pilot, lambda: isinstance(toy_app.screen, SinceLastTurnScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: toy_screen(toy_app, 1))
        act(toy_app, 1, EndTurn())
        await wait_for(pilot, lambda: any("disk full" in note.message for note in toy_app._notifications))


async def test_a_notification_pops_up_above_the_bar_not_over_its_buttons(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40), notifications=True) as pilot:
        start(toy_app, ANN, BOB)
        await ann_ends_her_turn(toy_app, pilot)
        turn_end = bar(toy_app)
        assert turn_end is not None
        toy_app.notify("Round II begins.")
        await wait_for(pilot, lambda: toy_app.screen.query("Toast"))
        await pilot.pause()
        [toast] = toy_app.screen.query("Toast")
        assert toast.region.bottom <= turn_end.region.y
        assert not toast.region.overlaps(toy_app.screen.query_one("#turn-end-pass").region)

        rack = toy_app.screen.query_one(TOAST_RACK)
        assert rack.styles.inline.has_rule("margin")
        await pilot.press("u")  # the bar goes: notifications go back where Textual puts them
        await wait_for(pilot, lambda: bar(toy_app) is None)
        assert not rack.styles.inline.has_rule("margin")


async def test_after_a_step_that_revealed_a_new_round_the_next_summary_starts_at_that_step(tmp_path: Path) -> None:
    session, seat, step = before_a_round_ending_step()
    other = 1 - seat
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await resume_to_summary(app, pilot, session, seat)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
        played = app.play.session  # type: ignore[union-attr]
        before = len(played.view(seat).log)
        app.screen.post_message(ActionChosen(seat, step))
        await wait_for(pilot, lambda: bar_painted(app))
        own_step, round_news = played.view(seat).log[before], played.view(seat).log[-1]
        assert round_news.startswith("Round ")  # the step set off the new round
        await pilot.press("enter")
        await pass_shield(app, pilot, other)
        await wait_for(pilot, lambda: isinstance(app.screen, SinceLastTurnScreen))
        await pilot.press("enter")
        rng = random.Random(2)
        while played.pending().acting[:1] == (other,):  # the other seat plays its turn
            await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
            count = len(played.record.actions)
            app.screen.post_message(ActionChosen(other, rng.choice(list(played.legal_actions(other)))))
            await wait_for(pilot, lambda: len(played.record.actions) > count)  # noqa: B023
        await wait_for(pilot, lambda: bar_painted(app))
        await pilot.press("enter")
        await pass_shield(app, pilot, seat)
        await wait_for(pilot, lambda: isinstance(app.screen, SinceLastTurnScreen))
        summary = app.screen.lines  # type: ignore[attr-defined]
        assert summary[:2] == (own_step, played.view(seat).log[before + 1])
        assert round_news in summary


async def test_a_resumed_game_starts_the_summary_at_a_step_that_revealed_a_new_round(tmp_path: Path) -> None:
    session, seat, step = before_a_round_ending_step()
    other = 1 - seat
    before = len(session.view(seat).log)
    session.submit(seat, step)
    own_step, round_news = session.view(seat).log[before], session.view(seat).log[-1]
    assert round_news.startswith("Round ")
    rng = random.Random(2)
    while session.pending().acting[:1] == (other,):  # the other seat plays its turn
        session.submit(other, rng.choice(list(session.legal_actions(other))))
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await resume_to_summary(app, pilot, session, seat)
        summary = app.screen.lines  # type: ignore[attr-defined]
        assert summary[0] == own_step and round_news in summary


async def test_the_board_keeps_its_columns_when_the_bar_comes(tmp_path: Path) -> None:
    # At 120×36 the board just fits in one column: the bar's rows would make it two.
    session, seat, step = before_a_round_ending_step()
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 36)) as pilot:
        await resume_to_summary(app, pilot, session, seat)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
        await pilot.pause()
        board = app.screen.query_one(LocationBoard)
        assert board.columns == 1
        app.screen.post_message(ActionChosen(seat, step))
        await wait_for(pilot, lambda: bar_painted(app))
        await pilot.pause()
        assert board.columns == 1


async def test_a_game_resumed_in_the_middle_of_a_turn_does_not_tell_the_seat_its_own_steps(toy_app: TableApp) -> None:
    from fixtures.toy_game import TOY_MODULE

    session = GameSession.start(TOY_MODULE.game, TOY_MODULE.make_config((ANN, BOB), {}), 11)
    session.submit(0, Play(min(session.view(0).hand)))
    session.submit(0, EndTurn())
    session.submit(1, Play(min(session.view(1).hand)))  # Bob's turn is under way when the game is left
    anns_turn = session.view(1).log[-3:-1]
    bobs_step = session.view(1).log[-1]
    assert bobs_step.startswith("Bob") and all(line.startswith("Ann") for line in anns_turn)
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await resume_to_summary(toy_app, pilot, session, 1)
        summary = toy_app.screen.lines  # type: ignore[attr-defined]
        assert summary[-2:] == anns_turn and bobs_step not in summary
