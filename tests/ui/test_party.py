"""The platform's kinds of step, played through the app with the toy party game (Mystery Number).

A round with four humans, and a game of one human among bots, read off the rendered
screens: a public die roll with no shield, a brief private reveal behind the shield that is
gone once seen, secret picks each behind its own shield (undoable until the terminal is
passed), a clocked guess whose time goes into the record, and time running out.
"""

from __future__ import annotations

from fixtures.party_game import GUESS_SECONDS, PARTY, NoAnswer, PartyState, make_config
from fixtures.party_screen import PARTY_BUILT, PartyScreen, party_shelf
from textual.pilot import Pilot
from textual.widgets import Button, Input

from grasse_tui.core.game import SeatConfig
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.reveal import RevealScreen
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.step_clock import ClockBar

from .helpers import FakeClock, screen_text, wait_for

ANA, BEA, CY, DAN = (SeatConfig(name, colour) for name, colour in (("Ana", "red"), ("Bea", "blue"), ("Cy", "yellow"), ("Dan", "teal")))


def party_screen(app: TableApp, seat: int | None) -> bool:
    return isinstance(app.screen, PartyScreen) and app.screen.port.seat == seat and bool(app.screen.query(Button))


def state(app: TableApp) -> PartyState:
    assert app.play is not None
    party_state: PartyState = app.play.session.state
    return party_state


async def press_button(app: TableApp, pilot: Pilot[object], label: str) -> None:
    """Focus the game screen's button ``label`` with the keyboard (Tab), then press Enter."""
    for _ in range(len(app.screen.query(Button)) + 1):
        if isinstance(app.focused, Button) and str(app.focused.label) == label:
            await pilot.press("enter")
            return
        await pilot.press("tab")
    raise AssertionError(f"no button {label!r} on {type(app.screen).__name__}: {screen_text(app)}")


async def through_shield(app: TableApp, pilot: Pilot[object], seat: int, pin: str | None = None) -> None:
    """Pass ``seat``'s shield (typing ``pin``) and close its "since your last turn" note."""
    await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen) and app.screen.seat_index == seat)
    await wait_for(pilot, lambda: bool(app.screen.query("#shield-message")))  # composed
    if pin is not None:
        app.screen.query_one("#pin", Input).value = pin
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(app.screen, SinceLastTurnScreen) or party_screen(app, seat))
    if isinstance(app.screen, SinceLastTurnScreen):
        await pilot.press("enter")
    await wait_for(pilot, lambda: party_screen(app, seat))


async def pick(app: TableApp, pilot: Pilot[object], seat: int, number: int) -> None:
    await press_button(app, pilot, f"Pick {number}")
    await wait_for(pilot, lambda: seat in state(app).picks and app.play is not None and app.play.turn_end_shown())


async def test_a_round_with_four_humans(data_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    clock = FakeClock()
    app = TableApp(data_dir, shelf=party_shelf(), bot_delay=0)
    app.now = clock
    seen_screens: list[str] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.screen_change_signal.subscribe(app, lambda screen: seen_screens.append(type(screen).__name__))
        app.start_game(PARTY_BUILT, make_config((ANA, BEA, CY, DAN), {"rounds": 1}), 7)
        mystery = state(app).mystery

        # 1. The roll is public: Ana's screen comes up with no shield, though four humans play.
        await wait_for(pilot, lambda: party_screen(app, 0))
        assert "ShieldScreen" not in seen_screens
        assert "Ana rolls the stake die" in screen_text(app)
        await press_button(app, pilot, "Roll the stake die")
        await wait_for(pilot, lambda: state(app).stake > 0)

        # 2. The peek is private: her shield first, then the reveal on a screen of its own.
        await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen))
        await wait_for(pilot, lambda: "Ana (R, Red): what comes next is for your eyes only." in screen_text(app))
        roll = next(line for line in PARTY.view(state(app), None).log if "rolls the stake die" in line)
        assert roll in screen_text(app)  # the roll everyone watched, said on the shield that covers it
        await through_shield(app, pilot, 0)
        await press_button(app, pilot, "Peek at the mystery number")
        await wait_for(pilot, lambda: isinstance(app.screen, RevealScreen))
        shown = screen_text(app)
        assert "For Ana" in shown and f"It is {mystery}." in shown
        await pilot.press("enter")

        # 3. Secret picks, each behind its own shield; the reveal is gone for good.
        await through_shield(app, pilot, 1)
        assert f"It is {mystery}" not in screen_text(app)
        assert "Ana peeks at the mystery number." in "\n".join(PARTY.view(state(app), 1).log)
        await pick(app, pilot, 1, 2)
        assert "Your sealed pick: 2" in screen_text(app)
        assert "pass the terminal to Cy" in screen_text(app) and "u: undo" in screen_text(app)
        await pilot.press("u")  # taken back while her shield is still open …
        await wait_for(pilot, lambda: 1 not in state(app).picks and party_screen(app, 1))
        await pick(app, pilot, 1, 5)  # … and picked again
        await pilot.press("enter")  # pass the terminal: Bea's pick now stands
        await through_shield(app, pilot, 2)
        assert "Your sealed pick" not in screen_text(app)  # nothing of Bea's pick on Cy's screen
        assert not app.play.session.can_undo(1)
        await pick(app, pilot, 2, 3)
        await pilot.press("enter")
        await through_shield(app, pilot, 3)
        await pick(app, pilot, 3, mystery)
        await pilot.press("enter")

        # 4. Ana's clocked answer: the clock starts when her screen opens, its time is recorded.
        await through_shield(app, pilot, 0)
        await wait_for(pilot, lambda: bool(app.screen.query(ClockBar)))
        await wait_for(pilot, lambda: f"{GUESS_SECONDS:.1f} s left" in screen_text(app))
        clock.advance(4.25)
        await wait_for(pilot, lambda: "⏱ 4.2 s" in screen_text(app) or "⏱ 4.3 s" in screen_text(app))
        right = sum(number == mystery for number in state(app).picks.values())
        await press_button(app, pilot, f"{right} right")
        await wait_for(pilot, lambda: app.play is not None and app.play.finished)
        assert app.play.session.record.actions[-1].elapsed_ms == 4250
        assert "Winner" in screen_text(app)
        assert "RevealScreen" in seen_screens and seen_screens.count("RevealScreen") == 1


async def test_one_human_among_bots_plays_with_no_shield_and_runs_out_of_time(data_dir) -> None:  # type: ignore[no-untyped-def]
    clock = FakeClock()
    bots = [SeatConfig(f"Bot {n}", colour, bot="scout") for n, colour in ((1, "red"), (3, "yellow"), (4, "teal"))]
    seats = (bots[0], SeatConfig("Ann", "blue"), bots[1], bots[2])
    app = TableApp(data_dir, shelf=party_shelf(), bot_delay=0)
    app.now = clock
    seen_screens: list[str] = []
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        app.screen_change_signal.subscribe(app, lambda screen: seen_screens.append(type(screen).__name__))
        app.start_game(PARTY_BUILT, make_config(seats, {"rounds": 2}), 3)

        # Round 1: the bot scout rolls, peeks (the reveal goes to the bot, never on screen),
        # the bots pick first; Ann picks on her own screen.
        await wait_for(pilot, lambda: party_screen(app, 1))
        assert len(state(app).picks) == 2 and 1 not in state(app).picks  # the bots have picked
        assert "Your sealed pick" not in screen_text(app)
        await pick(app, pilot, 1, 4)
        await pilot.press("enter")  # let the bots play: the bot scout answers on its own clock
        await wait_for(pilot, lambda: state(app).round == 2 and party_screen(app, 1))
        first = app.play.session.record.actions
        assert first[len(first) - 1 - [e.seat for e in reversed(first)].index(0)].elapsed_ms is not None

        # Round 2: Ann is the scout: roll, peek (reveal at once: no other human), then her clock.
        await press_button(app, pilot, "Roll the stake die")
        await wait_for(pilot, lambda: state(app).stake > 0 and party_screen(app, 1))
        roll = next(line for line in reversed(PARTY.view(state(app), None).log) if "rolls the stake die" in line)
        await wait_for(pilot, lambda: "Chance" in screen_text(app))  # chance is said in a toast, too
        assert roll in screen_text(app)
        await press_button(app, pilot, "Peek at the mystery number")
        await wait_for(pilot, lambda: isinstance(app.screen, RevealScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: bool(app.screen.query(ClockBar)))
        clock.advance(GUESS_SECONDS + 1)
        await wait_for(pilot, lambda: app.play is not None and app.play.finished)
        last = app.play.session.record.actions[-1]
        assert last.seat == 1 and PARTY.decode_action(last.action) == NoAnswer() and last.elapsed_ms == 20_000
        assert "ShieldScreen" not in seen_screens
        assert "answered no answer (time up)" in "\n".join(PARTY.view(state(app), None).log)


async def test_a_round_of_secret_picks_resumes_behind_the_next_pickers_pin(data_dir) -> None:  # type: ignore[no-untyped-def]
    dan = SeatConfig("Dan", "teal", pin="2468")
    first = TableApp(data_dir, shelf=party_shelf(), bot_delay=0)
    async with first.run_test(size=(100, 30)) as pilot:
        first.start_game(PARTY_BUILT, make_config((ANA, BEA, CY, dan), {"rounds": 1}), 7)
        await wait_for(pilot, lambda: party_screen(first, 0))
        await press_button(first, pilot, "Roll the stake die")
        await through_shield(first, pilot, 0)
        await press_button(first, pilot, "Peek at the mystery number")
        await wait_for(pilot, lambda: isinstance(first.screen, RevealScreen))
        await pilot.press("enter")
        for seat, number in ((1, 1), (2, 6)):
            await through_shield(first, pilot, seat)
            await pick(first, pilot, seat, number)
            await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(first.screen, ShieldScreen))
        saved = first.play.session.record
    # The terminal closed on Dan's shield; every pick so far was saved as it was made.
    again = TableApp(data_dir, shelf=party_shelf(), bot_delay=0)
    async with again.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: again.store is not None)
        again.continue_last()
        await wait_for(pilot, lambda: isinstance(again.screen, ShieldScreen) and again.screen.seat_index == 3)
        assert again.play.session.record == saved
        assert not any(again.play.session.can_undo(seat) for seat in range(4))
        await wait_for(pilot, lambda: bool(again.screen.query("#pin")))
        again.screen.query_one("#pin", Input).value = "1111"
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Wrong PIN" in screen_text(again))
        await through_shield(again, pilot, 3, pin="2468")
        assert state(again).picks == {1: 1, 2: 6}  # the picks made before, still sealed
        assert "Your sealed pick" not in screen_text(again)
        await pick(again, pilot, 3, 2)
        await pilot.press("enter")
        await through_shield(again, pilot, 0)
        await wait_for(pilot, lambda: bool(again.screen.query(ClockBar)))
        await press_button(again, pilot, "0 right")
        await wait_for(pilot, lambda: again.play is not None and again.play.finished)


async def test_a_resumed_bot_scout_remembers_what_it_peeked(data_dir) -> None:  # type: ignore[no-untyped-def]
    scout = SeatConfig("Bot", "red", bot="scout")
    first = TableApp(data_dir, shelf=party_shelf(), bot_delay=0)
    async with first.run_test(size=(100, 30)) as pilot:
        first.start_game(PARTY_BUILT, make_config((scout, BEA, CY), {"rounds": 1}), 7)
        await wait_for(pilot, lambda: isinstance(first.screen, ShieldScreen))  # the bot rolled and peeked
        mystery = state(first).mystery
        assert first.play._bot(0).seen == mystery  # type: ignore[union-attr]
    again = TableApp(data_dir, shelf=party_shelf(), bot_delay=0)
    async with again.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: again.store is not None)
        again.continue_last()
        await wait_for(pilot, lambda: isinstance(again.screen, ShieldScreen))
        assert again.play._bot(0).seen == mystery  # type: ignore[union-attr]  # a new bot, told again
