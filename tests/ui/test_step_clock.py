"""The clock of a clocked step, through the app, on the toy Quick Quiz: one bar per decision,
none on a step without a clock, time that runs out while a dialog is up, time that an undo
does not give back, and a reveal that goes by itself on the app's clock."""

from __future__ import annotations

from fixtures.quiz_game import ANSWER_SECONDS, LOOK_SECONDS, QUIZ, QUIZ_BUILT, Answer, NoAnswer, QuizScreen, quiz_shelf
from textual.pilot import Pilot
from textual.widgets import Button

from grasse_tui.core.game import SeatConfig
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.help import HelpScreen
from grasse_tui.ui.reveal import RevealScreen
from grasse_tui.ui.step_clock import ClockBar

from .helpers import FakeClock, click_when_drawn, screen_text, wait_for

ANN = SeatConfig("Ann", "red")


def started(data_dir: object) -> tuple[TableApp, FakeClock]:
    app = TableApp(data_dir, shelf=quiz_shelf(), bot_delay=0)  # type: ignore[arg-type]
    clock = app.now = FakeClock()
    return app, clock


def actions(app: TableApp) -> int:
    assert app.play is not None
    return len(app.play.session.record.actions)


def bars(app: TableApp) -> list[ClockBar]:
    return list(app.screen.query(ClockBar))


async def choose(app: TableApp, pilot: Pilot[None], label: str) -> None:
    """Press the quiz screen's button ``label`` (by click), once it is up."""
    count = actions(app)
    await wait_for(pilot, lambda: isinstance(app.screen, QuizScreen) and any(str(b.label) == label for b in app.screen.query(Button)))
    button = next(b for b in app.screen.query(Button) if str(b.label) == label)
    await click_when_drawn(pilot, button)
    await wait_for(pilot, lambda: actions(app) == count + 1)


async def to_the_first_question(app: TableApp, pilot: Pilot[None], clock: FakeClock) -> None:
    """Ann looks at the card (the reveal goes by itself on the app's clock) and is ready."""
    app.start_game(QUIZ_BUILT, (ANN,), 1)
    await choose(app, pilot, "Look")
    await wait_for(pilot, lambda: isinstance(app.screen, RevealScreen))
    assert "It shows" in screen_text(app)
    clock.advance(LOOK_SECONDS)
    await wait_for(pilot, lambda: isinstance(app.screen, QuizScreen))
    await choose(app, pilot, "Ready")
    await wait_for(pilot, lambda: len(bars(app)) == 1)


async def test_two_clocked_questions_in_a_row_each_get_their_own_bar_and_limit(data_dir) -> None:  # type: ignore[no-untyped-def]
    app, clock = started(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_first_question(app, pilot, clock)
        first = bars(app)[0]
        clock.advance(2.5)
        await choose(app, pilot, "Answer 2")
        await wait_for(pilot, lambda: len(bars(app)) == 1 and bars(app)[0] is not first)
        assert app.play.session.record.actions[-1].elapsed_ms == 2500  # type: ignore[union-attr]
        clock.advance(ANSWER_SECONDS + 1)  # the second question's own limit runs out
        await wait_for(pilot, lambda: actions(app) == 4)
        last = app.play.session.record.actions[-1]  # type: ignore[union-attr]
        assert QUIZ.decode_action(last.action) == NoAnswer() and last.elapsed_ms == ANSWER_SECONDS * 1000


async def test_an_undo_back_to_a_step_without_a_clock_takes_the_clock_away(data_dir) -> None:  # type: ignore[no-untyped-def]
    app, clock = started(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_first_question(app, pilot, clock)
        await pilot.press("u")  # back to "Ready", which has no clock
        await wait_for(pilot, lambda: actions(app) == 1 and not bars(app))
        clock.advance(3 * ANSWER_SECONDS)
        await pilot.pause()
        assert actions(app) == 1 and not bars(app)
        await choose(app, pilot, "Ready")  # the question again: a fresh clock
        await wait_for(pilot, lambda: len(bars(app)) == 1)
        assert "⏱ 0.0 s" in screen_text(app)


async def test_taking_a_timed_answer_back_gives_no_time_back(data_dir) -> None:  # type: ignore[no-untyped-def]
    app, clock = started(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_first_question(app, pilot, clock)
        clock.advance(4)
        await choose(app, pilot, "Answer 1")
        await pilot.press("u")
        await wait_for(pilot, lambda: actions(app) == 2 and "⏱ 4.0 s" in screen_text(app))
        clock.advance(1)
        await choose(app, pilot, "Answer 3")
        assert app.play.session.record.actions[-1].elapsed_ms == 5000  # type: ignore[union-attr]


async def test_time_running_out_under_the_help_is_recorded_once_it_closes(data_dir) -> None:  # type: ignore[no-untyped-def]
    app, clock = started(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_first_question(app, pilot, clock)
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        clock.advance(ANSWER_SECONDS + 1)
        await wait_for(pilot, lambda: app.play is not None and app.play.waiting_for_screen == 1)
        assert isinstance(app.screen, HelpScreen) and actions(app) == 2  # the help stays up
        await pilot.press("escape")
        await wait_for(pilot, lambda: actions(app) == 3)
        assert QUIZ.decode_action(app.play.session.record.actions[-1].action) == NoAnswer()  # type: ignore[union-attr]
        assert isinstance(app.screen, QuizScreen)


async def test_an_answer_given_after_the_limit_counts_as_none(data_dir) -> None:  # type: ignore[no-untyped-def]
    app, clock = started(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_first_question(app, pilot, clock)
        play = app.play
        assert play is not None
        clock.advance(ANSWER_SECONDS)
        play._apply(0, Answer(1))  # the click that lands in the same instant as the limit
        last = play.session.record.actions[-1]
        assert QUIZ.decode_action(last.action) == NoAnswer() and last.elapsed_ms == ANSWER_SECONDS * 1000
