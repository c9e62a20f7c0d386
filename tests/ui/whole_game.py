"""A whole game through the app, every decision taken with Enter: the shield, the summary,
the turn-end bar and the highlighted choice, until the final screen. Each game's Pilot
test gives its screen types and its own checks (hooks) for what must be on screen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen

from grasse_tui.ui.app import TableApp
from grasse_tui.ui.decision_screen import DecisionScreen
from grasse_tui.ui.reveal import RevealScreen
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.turn_end import TurnEndBar
from grasse_tui.ui.widgets.decision_panel import DecisionPanel

from .helpers import plain_screen_text, send_key, wait_for, wait_for_state

MAX_STEPS = 2500


async def _read_and_close(
    app: TableApp, pilot: Pilot[Any], screen: Screen[Any], drawn: str, read: Callable[[str], None] | None
) -> None:
    """Once ``drawn`` is on screen, hand its text to ``read``, then Enter until it goes."""
    await wait_for(pilot, lambda: drawn in plain_screen_text(app))
    if read is not None:
        read(plain_screen_text(app))
    send_key(app, "enter")
    await wait_for_state(lambda: app.screen is not screen)


async def play_with_enter(
    app: TableApp,
    pilot: Pilot[Any],
    screen_type: type[DecisionScreen],
    final_type: type[Screen[Any]],
    *,
    on_shield: Callable[[str], None] | None = None,
    on_reveal: Callable[[str], None] | None = None,
    before_choice: Callable[[DecisionScreen], Awaitable[None]] | None = None,
    summaries: bool = True,
    max_steps: int = MAX_STEPS,
) -> Counter[str]:
    """Press Enter on whatever is up until ``final_type`` is; returns how often a shield
    (``"shield"``), a private reveal (``"reveal"``) and a choice (``"choices"``) were met.
    ``on_shield`` and ``on_reveal`` get each shield's and reveal's text once drawn; ``before_choice`` runs before each Enter on a choice; ``summaries``
    False fails the game if a "since your last turn" summary comes up."""
    seen: Counter[str] = Counter()
    for _ in range(max_steps):
        screen = app.screen
        if isinstance(screen, final_type):
            return seen
        if isinstance(screen, ShieldScreen):
            seen["shield"] += 1
            await _read_and_close(app, pilot, screen, "Pass the terminal to", on_shield)
        elif isinstance(screen, RevealScreen):
            seen["reveal"] += 1
            await _read_and_close(app, pilot, screen, "alone:", on_reveal)
        elif isinstance(screen, SinceLastTurnScreen):
            assert summaries, "a handover is one key: no summary after the shield"
            await wait_for(pilot, lambda: "turn" in plain_screen_text(app))  # drawn: the heading is up
            send_key(app, "enter")  # the next page, or the game once the last one is read
            await pilot.pause(0.02)
        elif isinstance(screen, screen_type) and not screen.query(DecisionPanel):
            await pilot.pause(0.02)  # not composed yet
        elif isinstance(screen, screen_type) and screen.query(TurnEndBar):
            send_key(app, "enter")
            await wait_for_state(lambda: not screen.query(TurnEndBar) or app.screen is not screen)
        elif isinstance(screen, screen_type) and screen.decision.choices:
            play = app.play
            assert play is not None
            if before_choice is not None:
                await before_choice(screen)
            taken = len(play.session.record.actions)
            await wait_for_state(lambda: not screen.decision.held)
            send_key(app, "enter")
            seen["choices"] += 1
            await wait_for_state(
                lambda: len(play.session.record.actions) > taken or play.session.is_over() or app.screen is not screen
            )
        else:
            await pilot.pause(0.02)
    raise AssertionError(f"the game did not end; stuck on {app.screen!r}")
