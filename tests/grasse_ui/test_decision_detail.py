"""The decision panel's default highlight and its detail box (full text, or "…" and a tooltip)."""

from __future__ import annotations

from grasse_tui.core.session import GameSession, SeatPort
from grasse_tui.games.grasse.widgets.choices import Choice, build_choices
from grasse_tui.games.grasse.widgets.decision_panel import ChoiceDetail, detail_lines

from .harness import SeatApp, play_until, screen_text, session_for, settle, wait_for


def _first_choice_idle(session: GameSession) -> bool:
    """The acting seat's first choice is a useless placement, and some other choice is useful."""
    port = SeatPort(session, session.seats_to_act()[0])
    choices = build_choices(port.view(), port.legal_actions(), port.describe)
    return bool(choices) and choices[0].idle and any(not c.idle for c in choices)


def _session() -> GameSession:
    session = session_for(players=2, seed=3)
    play_until(session, _first_choice_idle, seed=3)
    return session


async def _detail_of_the_idle_choice(pilot, app: SeatApp) -> tuple[Choice, ChoiceDetail]:  # type: ignore[no-untyped-def]
    """Highlight the (idle) first choice; returns it and the detail box once it shows it."""
    await settle(pilot, app)
    decision = app.game_screen.decision
    idle = decision.choices[0]
    decision.highlight(lambda c: c is idle)
    detail = decision.query_one(ChoiceDetail)
    await wait_for(pilot, lambda: detail.choice is idle)
    await pilot.pause()
    return idle, detail


async def test_the_first_useful_option_is_highlighted_not_a_dimmed_one() -> None:
    session = _session()
    app = SeatApp(session, session.seats_to_act()[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        assert decision.choices[0].idle
        assert decision.highlighted is next(c for c in decision.choices if not c.idle)


async def test_the_detail_box_shows_a_long_description_in_full() -> None:
    session = _session()
    app = SeatApp(session, session.seats_to_act()[0])
    async with app.run_test(size=(120, 40)) as pilot:
        idle, detail = await _detail_of_the_idle_choice(pilot, app)
        assert 3 <= len(detail_lines(idle, detail.size.width)) <= detail.size.height
        assert " ".join(detail.render().plain.split()) == " ".join(f"{idle.label} {idle.detail}".split())
        assert idle.detail.split()[-1] in screen_text(app)
        assert detail.tooltip is None


async def test_a_short_terminal_cuts_the_detail_with_an_ellipsis_and_a_tooltip() -> None:
    session = _session()
    app = SeatApp(session, session.seats_to_act()[0])
    async with app.run_test(size=(100, 30)) as pilot:
        idle, detail = await _detail_of_the_idle_choice(pilot, app)
        assert detail.size.height == 2
        assert len(detail_lines(idle, detail.size.width)) > 2
        assert detail.tooltip == f"{idle.label}\n{idle.detail}"
        assert "…" in detail.render().plain.splitlines()[-1]
