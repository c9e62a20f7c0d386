"""Whole Grasse games driven through the real app with keys only.

From the main menu: pick Grasse, set the seats and a fixed seed on the setup
screen, start, then answer every decision with the arrow keys and Enter,
confirm every end of turn with Enter on the turn-end bar, and pass every
handover shield with Enter, until the final-score screen. The solo game
(one seat against Pierre) is played the same way, with no shield at all.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import textual.screen
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input, OptionList, Select
from ui.helpers import plain_screen_text, send_key, setup_ready, wait_for, wait_for_state

from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.tui.final_screen import BREAKDOWN_LABELS, FinalScoreScreen, ordinal
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.games.grasse.tui.widgets.private_stock import PrivateStock, stock_lines
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.setup import SeatRow, SetupScreen
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.turn_end import TurnEndBar
from grasse_tui.ui.widgets.game_log import GameLog

SIZE = (120, 40)
SEED = "20240611"
ESCAPES = (act.SkipEffect, act.Done, act.DiscardWorker)
"""The "Or" choices (skip, done, discard a worker): chosen only when nothing else is legal."""
MAX_ACTIONS = 400
"""A 2-player game takes about 140 decisions; more means the game is not progressing."""
PRIVATE_TITLE = "Behind your screen (private)"
KEY_PRESSES = {"decision Enter": 150, "arrows": 59, "shield Enter": 35, "summary Enter": 34, "turn-end Enter": 34}
"""The keys the whole 2-player game below takes from the first shield to the final screen
(seed :data:`SEED`, choices drawn with ``random.Random(5)``), by kind. A change that makes the
game take fewer (or more) updates this and its line in docs/performance.md."""
FRAMES_PER_SECOND = 10


def score_row(lines: list[str], name: str) -> str:
    """The final score table's row of the seat whose label starts ``name`` (its place comes first)."""
    [row] = [r for r in lines if re.search(rf"\d(?:st|nd|rd|th) +{re.escape(name)}", r)]
    return row


@pytest.fixture(autouse=True)
def _fewer_frames(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the app redraw on its own at most 10 times a second, not Textual's 60.

    Most of these games' CPU time went into frames nobody reads. Every read of
    the screen here comes after ``pilot.pause`` (which lays out and redraws on
    the spot), or inside :func:`wait_for`, whose polls do the same; the keys and
    what they change do not depend on frames. (``TEXTUAL_FPS`` sets the same
    period, but only before Textual is imported.)
    """
    monkeypatch.setattr(textual.screen, "UPDATE_PERIOD", 1 / FRAMES_PER_SECOND)


def track_screens(app: TableApp) -> list[tuple[str, int | None]]:
    """Every screen that becomes current: (class name, seat it is for or None)."""
    seen: list[tuple[str, int | None]] = []

    def changed(screen: Screen[Any]) -> None:
        seat = None
        if isinstance(screen, ShieldScreen):
            seat = screen.seat_index
        elif isinstance(screen, GrasseScreen):
            seat = screen.port.seat
        seen.append((type(screen).__name__, seat))

    app.screen_change_signal.subscribe(app, changed, immediate=True)
    return seen


async def type_text(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*text)


async def tab_to(pilot: Pilot[None], app: TableApp, widget: object, limit: int = 20) -> None:
    """Press Tab until ``widget`` has the focus."""
    for _ in range(limit):
        if app.focused is widget:
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached {widget!r}")


async def replace_text(pilot: Pilot[None], text: str) -> None:
    """In the focused Input: clear it with keys and type ``text``."""
    await pilot.press("end", "ctrl+u")
    await type_text(pilot, text)


async def choose_in_select(pilot: Pilot[None], app: TableApp, select: Select[Any], label: str) -> None:
    """Open the focused ``select`` with Enter and move down to ``label``, then Enter."""
    await pilot.press("enter")
    await wait_for(pilot, lambda: select.expanded)
    overlay = select.query_one(OptionList)
    for _ in range(len(overlay.options)):
        option = overlay.highlighted_option
        if option is not None and str(option.prompt) == label:
            break
        await pilot.press("down")
    await pilot.press("enter")
    await wait_for(pilot, lambda: not select.expanded)


async def open_grasse_setup(pilot: Pilot[None], app: TableApp) -> SetupScreen:
    """Menu → Grasse, by keys: the new-game setup screen."""
    await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
    menu = app.screen.query_one("#menu", OptionList)
    await wait_for(pilot, lambda: app.focused is menu)
    while menu.highlighted_option is None or menu.highlighted_option.id != "new:grasse":
        await pilot.press("down")
    await pilot.press("enter")
    await wait_for(pilot, lambda: setup_ready(app))
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    return setup


async def set_up_from_menu(
    pilot: Pilot[None], app: TableApp, names: tuple[str, str], seed: str, bot_label: str | None = None
) -> SetupScreen:
    """Menu → Grasse → 2 seats named ``names`` (seat 2 a bot if ``bot_label``), ``seed``; keys only."""
    setup = await open_grasse_setup(pilot, app)
    rows = list(setup.query(SeatRow))
    assert len(rows) == 2
    for row, name in zip(rows, names):
        await tab_to(pilot, app, row.name_input)
        await replace_text(pilot, name)
    if bot_label is not None:
        await tab_to(pilot, app, rows[1].player_select)
        await choose_in_select(pilot, app, rows[1].player_select, bot_label)
    seed_input = setup.query_one("#seed", Input)
    await tab_to(pilot, app, seed_input)
    await type_text(pilot, seed)
    assert [row.seat().name for row in rows] == list(names)
    assert seed_input.value == seed
    return setup


def private_text(app: TableApp, seat: int) -> list[str]:
    """``seat``'s private stock as the panel draws it, one string per line."""
    assert app.play is not None
    me = app.play.session.view(seat).me
    return [line.plain for line in stock_lines(me)]


def assert_only_private_panel_of(app: TableApp, seat: int, other: int) -> None:
    """On screen: ``seat``'s private panel and nothing of ``other``'s."""
    panels = [w for screen in app.screen_stack for w in screen.query(PrivateStock)]
    assert len(panels) == 1, f"{len(panels)} private panels in the screen stack"
    session = app.play.session  # type: ignore[union-attr]
    assert panels[0].me == session.view(seat).me
    text = plain_screen_text(app)
    assert text.count(PRIVATE_TITLE) == 1
    cells = {cell.strip() for line in text.splitlines() for cell in line.split("│")}
    mine, theirs = private_text(app, seat), private_text(app, other)
    for line in mine:
        assert line in cells, f"seat {seat}'s private line {line!r} is not on screen"
    for own, hidden in zip(mine, theirs):
        if hidden != own:
            assert hidden not in cells, f"seat {other}'s private line {hidden!r} is on seat {seat}'s screen"


def visible_log(log: GameLog) -> str:
    """The log lines in the log's window now (scrolled), joined into one line of words."""
    top = round(log.scroll_y)
    shown = log.lines[top : top + log.scrollable_content_region.height]
    return " ".join(" ".join(shown).split())


def pick_keys(choices: list[Any], start: int, rng: random.Random) -> tuple[int, list[str]]:
    """A choice (by index) and the keys that reach it from the highlighted one, ``start``.

    Mostly the highlighted choice (Enter alone, which keeps the game quick);
    about one time in four the next one, reached with Down, or with Down,
    Down, Up. "Or" choices (skip, done, discard a worker) are listed last, so
    they are taken only when nothing else is legal.
    """
    following = start + 1
    if following >= len(choices) or isinstance(choices[following].action, ESCAPES) or rng.random() >= 0.25:
        return start, []
    if following + 1 < len(choices) and rng.random() < 0.5:
        return following, ["down", "down", "up"]
    return following, ["down"]


def highlighted_index(screen: GrasseScreen) -> int:
    """The index of the highlighted choice: the first useful one as the panel opens, or for
    the next piece of a delivery, the space beside the last one."""
    decision = screen.decision
    assert decision.highlighted is not None
    if screen.view is None or screen.view.step.kind != "deliver":
        assert decision.highlighted is next((c for c in decision.choices if not c.idle), decision.choices[0])
    return decision.choices.index(decision.highlighted)


async def choose_by_keys(
    screen: GrasseScreen, index: int, keys: list[str], pressed: Counter[str] | None = None
) -> int:
    """From the highlighted choice in ``#actions``, press ``keys`` to reach choice ``index``, then Enter
    (each key counted in ``pressed``, if given). Returns how many rules actions the choice
    takes (one, or more when it hands several pieces back at once).

    The keys are sent without ``pilot.press``'s wait for the app to go idle
    after each: after each arrow this waits until the highlight has moved one
    choice that way, and after Enter the caller waits for the game to record
    the choice (:func:`wait_for_state`), then for whatever it expects next.
    """
    pressed = Counter() if pressed is None else pressed
    decision = screen.decision
    actions = decision.action_list
    await wait_for_state(lambda: screen.app.focused is actions)
    position = decision.choices.index(decision.highlighted)
    for key in keys:
        position += {"down": 1, "up": -1}[key]
        send_key(screen.app, key)
        pressed["arrows"] += 1
        await wait_for_state(lambda: decision.highlighted is decision.choices[position])
    chosen = decision.choices[index]
    assert decision.highlighted is chosen
    send_key(screen.app, "enter")
    pressed["decision Enter"] += 1
    if chosen.idle and not all(choice.idle for choice in decision.choices):
        send_key(screen.app, "enter")  # a dimmed choice is taken when chosen again
        pressed["decision Enter"] += 1
    return 1 + len(chosen.then)


async def test_two_humans_play_a_whole_game_with_keys_only(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    rng = random.Random(5)
    async with app.run_test(size=SIZE) as pilot:
        seen = track_screens(app)
        await set_up_from_menu(pilot, app, ("Ann [/]", "[b]Bob"), SEED)
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None)
        play = app.play
        assert play is not None
        session = play.session
        assert session.record.seed == int(SEED)
        assert [s.name for s in session.seats] == ["Ann [/]", "[b]Bob"]  # markup-like names are shown as typed

        shields = 0
        turn_ends = 0
        chosen = 0
        taken = 0
        waits = 0
        pressed: Counter[str] = Counter()
        while not isinstance(app.screen, FinalScoreScreen):
            assert chosen <= MAX_ACTIONS, "the game did not end"
            assert waits <= 250, f"stuck on {app.screen!r}"
            screen = app.screen
            if isinstance(screen, ShieldScreen):
                seat = screen.seat_index
                assert seat == session.pending().acting[0]
                await wait_for(pilot, lambda: "Pass the terminal to " in plain_screen_text(app))
                text = plain_screen_text(app)
                assert f"Pass the terminal to {session.seats[seat].name}" in text
                assert PRIVATE_TITLE not in text
                assert not any(layer.query(PrivateStock) for layer in app.screen_stack)
                shields += 1
                send_key(app, "enter")
                pressed["shield Enter"] += 1
                await wait_for_state(lambda: not isinstance(app.screen, ShieldScreen))
                if isinstance(app.screen, SinceLastTurnScreen):
                    first = not any(entry.seat == seat for entry in session.record.actions)
                    heading = "Before your first turn" if first else "Since your last turn"
                    await wait_for(pilot, lambda: heading in plain_screen_text(app))
                    send_key(app, "enter")
                    pressed["summary Enter"] += 1
                await wait_for_state(lambda: isinstance(app.screen, GrasseScreen) and app.screen.port.seat == seat)
                await pilot.pause(0)  # lay out and draw the seat's screen before reading it
                assert_only_private_panel_of(app, seat, 1 - seat)
            elif isinstance(screen, GrasseScreen) and screen.query(TurnEndBar):
                # The turn is over: the seat still sees its own view, and Enter passes the terminal.
                seat = screen.port.seat
                assert seat is not None and session.record.actions[-1].seat == seat
                following = session.seats[session.pending().acting[0]].name
                await wait_for(pilot, lambda: "Your turn is over" in plain_screen_text(app))
                assert f"pass the terminal to {following}" in " ".join(plain_screen_text(app).split())
                assert_only_private_panel_of(app, seat, 1 - seat)
                turn_ends += 1
                send_key(app, "enter")
                pressed["turn-end Enter"] += 1
                await wait_for_state(lambda: isinstance(app.screen, ShieldScreen))
            elif isinstance(screen, GrasseScreen):
                seat = screen.port.seat
                assert seat is not None and seat == session.pending().acting[0]
                before = len(session.record.actions)
                choices = screen.decision.choices
                await wait_for_state(lambda: not screen.decision.held)  # the draft's second tile in a row
                steps = await choose_by_keys(screen, *pick_keys(choices, highlighted_index(screen), rng), pressed)
                await wait_for_state(lambda: len(session.record.actions) >= before + steps or session.is_over())
                chosen += 1
                taken += steps
            else:
                waits += 1
                await pilot.pause(0.02)

        # Every decision was made on the keyboard, one shield per change of seat,
        # each after the previous seat confirmed the end of its turn.
        actions = session.record.actions
        assert taken == len(actions) and chosen < taken  # some decisions hand several pieces back
        assert dict(pressed) == KEY_PRESSES, dict(pressed)  # docs/performance.md records them
        turns = 1 + sum(1 for a, b in zip(actions, actions[1:]) if a.seat != b.seat)
        assert shields == turns
        assert turn_ends == turns - 1
        assert [name for name, _ in seen].count("ShieldScreen") == turns
        covered_for: int | None = None
        for name, seat in seen:
            if name == "ShieldScreen":
                covered_for = seat
            elif name == "GrasseScreen":
                assert seat == covered_for, f"seat {seat}'s view came up after seat {covered_for}'s shield"

        # The final screen: the winner line, the award table and every seat's breakdown.
        await wait_for(pilot, lambda: "Final score" in plain_screen_text(app))
        final = app.screen
        assert isinstance(final, FinalScoreScreen)
        scores = final.scores
        lines = plain_screen_text(app).splitlines()
        [winner_line] = [line for line in lines if "★" in line and " win" in line]
        assert all(session.seats[w].name in winner_line for w in scores.winners)
        assert " wins with " in winner_line or " share the win " in winner_line
        assert any("Awards: each seat's value · place · points" in line for line in lines)
        for award in scores.details["awards"]:
            [row] = [line for line in lines if f" {award['label']} " in line]
            for seat in range(len(session.seats)):
                value, place, points = award["values"][seat], award["places"][seat], award["points"][seat]
                tied = "=" if award["places"].count(place) > 1 else ""
                shown_cell = f"{value} · —" if place is None else f"{value} · {tied}{ordinal(place)} · {points}"
                assert shown_cell in row, (award, row)
        keys = [k for k in BREAKDOWN_LABELS if k in scores.lines[0].breakdown]
        assert any(all(BREAKDOWN_LABELS[k] in line for k in keys) for line in lines)
        for line in scores.lines:
            name = session.seats[line.seat].name
            row = score_row(lines, f"{name} (")
            expected = [str(line.breakdown.get(k, 0)) for k in keys] + [str(line.total), str(line.tiebreak)]
            assert row.strip(" │").split()[-len(expected) :] == expected, (row, expected)
        [listing] = app.store.list()
        assert listing.summary.finished


async def test_one_human_and_a_bot_no_shield_and_the_bot_is_narrated(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        seen = track_screens(app)
        await set_up_from_menu(pilot, app, ("Ann", "Robo"), "77", bot_label="Normal bot")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None)
        session = app.play.session  # type: ignore[union-attr]
        assert session.seats[1].bot == "greedy" and session.seats[0].is_human

        # Ann plays her first turn by keys (the first choice each time) until the bot has moved.
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.port.seat == 0)
        screen = app.screen
        assert isinstance(screen, GrasseScreen)
        for _ in range(10):
            if any(a.seat == 1 for a in session.record.actions):
                break
            before = len(session.record.actions)
            play = app.play
            assert play is not None
            await wait_for(
                pilot,
                lambda: play.turn_end_shown() or (session.pending().acting[0] == 0 and bool(screen.decision.choices)),
            )
            if play.turn_end_shown():  # Ann's turn is over: Enter lets the bot play
                # The bar is set a moment before it is painted: wait for the words, not the flag.
                await wait_for(
                    pilot, lambda: "Enter: let Robo (B) play (a bot)" in " ".join(plain_screen_text(app).split())
                )
                await pilot.press("enter")
                await wait_for(pilot, lambda: any(a.seat == 1 for a in session.record.actions))
                continue
            await choose_by_keys(screen, highlighted_index(screen), [])
            await wait_for(pilot, lambda: len(session.record.actions) > before)
        else:
            raise AssertionError("the bot never got a turn")
        ann_actions = [a for a in session.record.actions if a.seat == 0]
        assert ann_actions and session.record.actions[0].seat == 0

        # The bot moved on its own, on Ann's screen (no shield), and her log narrates it.
        await wait_for(pilot, lambda: session.pending().acting[0] == 0 or session.is_over())
        await pilot.pause()
        assert app.screen is screen and screen.port.seat == 0
        log = screen.query_one("#log", GameLog)
        narrated = [entry for entry in log.entries if entry.startswith("Robo")]
        assert narrated, log.entries
        log.scroll_end(animate=False)  # a long batch of bot lines is shown from its start
        await wait_for(pilot, lambda: " ".join(narrated[-1].split()) in visible_log(log))
        assert not any(name == "ShieldScreen" for name, _ in seen)
        assert ("GrasseScreen", 1) not in seen


SOLO_SEED = "23"
SOLO_PICKS = 3
"""With this seed and these picks the game asks once for Pierre's perfume (the player's choice)."""


async def test_one_human_plays_a_whole_solo_game_against_pierre_with_keys_only(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    rng = random.Random(SOLO_PICKS)
    async with app.run_test(size=SIZE) as pilot:
        seen = track_screens(app)
        setup = await open_grasse_setup(pilot, app)
        count = setup.query_one("#seat-count", Select)
        await tab_to(pilot, app, count)
        await choose_in_select(pilot, app, count, "1 (solo)")
        await wait_for(pilot, lambda: len(setup.query(SeatRow)) == 1)
        await wait_for(pilot, lambda: "solo against Pierre" in plain_screen_text(app))
        [row] = setup.query(SeatRow)
        await tab_to(pilot, app, row.name_input)
        await replace_text(pilot, "Ann")
        await tab_to(pilot, app, setup.query_one("#seed", Input))
        await type_text(pilot, SOLO_SEED)
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.play is not None)
        session = app.play.session  # type: ignore[union-attr]
        assert [s.name for s in session.seats] == ["Ann"]

        chosen = 0
        taken = 0
        for_pierre = 0
        while not isinstance(app.screen, FinalScoreScreen):
            assert chosen <= MAX_ACTIONS, "the game did not end"
            screen = app.screen
            if not isinstance(screen, GrasseScreen):
                await pilot.pause(0.02)
                continue
            # One human, nothing hidden: always Ann's own screen, never a turn-end bar.
            assert screen.port.seat == 0 and not screen.query(TurnEndBar)
            await wait_for(pilot, lambda: bool(screen.decision.choices))
            if screen.view is not None and screen.view.step.kind == "pierre":
                assert screen.decision.border_title == "Your choice for Pierre"
                for_pierre += 1
            before = len(session.record.actions)
            choices = screen.decision.choices
            steps = await choose_by_keys(screen, *pick_keys(choices, highlighted_index(screen), rng))
            await wait_for_state(lambda: len(session.record.actions) >= before + steps or session.is_over())
            chosen += 1
            taken += steps

        assert taken == len(session.record.actions) and chosen < taken
        assert {name for name, _ in seen} >= {"GrasseScreen", "FinalScoreScreen"}
        assert not {"ShieldScreen", "SinceLastTurnScreen"} & {name for name, _ in seen}
        log = session.view(0).log
        assert sum(1 for line in log if line.startswith("Pierre reacts to ")) >= 16
        assert for_pierre == 1
        assert sum(1 for line in log if line.startswith("You choose ")) == for_pierre

        # The final screen: Ann against Pierre, both breakdowns, the face-down criteria unscored.
        await wait_for(pilot, lambda: "Final score" in plain_screen_text(app))
        final = app.screen
        assert isinstance(final, FinalScoreScreen)
        scores = final.scores
        assert [line.name for line in scores.lines] == [None, "Pierre"]
        lines = plain_screen_text(app).splitlines()
        [winner_line] = [line for line in lines if ("★" in line and " wins, " in line) or "A draw:" in line]
        assert "Ann" in winner_line and "Pierre" in winner_line
        for award in scores.details["awards"]:
            [award_row] = [line for line in lines if f" {award['label']}" in line]
            assert ("(not scored)" in award_row) is (not award["scored"])
        for line, name in zip(scores.lines, ("Ann (R)", "Pierre (B)"), strict=True):
            row = score_row(lines, f"{name} ")
            shown = [k for k in BREAKDOWN_LABELS if k in line.breakdown]
            expected = [str(line.breakdown[k]) for k in shown] + [str(line.total), str(line.tiebreak)]
            assert row.strip(" │").split()[-len(expected) :] == expected, (row, expected)
        [listing] = app.store.list()
        assert listing.summary.finished
