"""The decision panel's default highlight and its detail box (full text, or "…" and a tooltip)."""

from __future__ import annotations

from ui.helpers import click_when_drawn, footer_key

from grasse_tui.core.session import GameSession, SeatPort
from grasse_tui.games.grasse.tui.choices import build_choices, locations_of
from grasse_tui.games.grasse.tui.screen import WHOLE_TEXT_SHOWN
from grasse_tui.games.grasse.tui.widgets.location_board import IDLE_TARGET, TARGET, LocationBoard
from grasse_tui.ui.widgets.choice import Choice
from grasse_tui.ui.widgets.choice_detail import ChoiceDetail, detail_lines
from grasse_tui.ui.widgets.whole_description import WholeDescription

from .harness import ALL_EXPANSIONS, SeatApp, play_until, screen_text, seat_screen, session_for, settle, wait_for


def _first_choice_idle(session: GameSession) -> bool:
    """The acting seat's first choice is a useless placement, and some other choice is useful."""
    port = SeatPort(session, session.pending().acting[0])
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
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        assert decision.choices[0].idle
        assert decision.highlighted is next(c for c in decision.choices if not c.idle)
        # The bottom line says what the dimmed choices are, and so why the highlight skips them.
        text = screen_text(app)
        assert "◦ = nothing to do there now" in text
        # Marked in text as well as dimmed, for a terminal without colour.
        assert f"◦ {decision.choices[0].label[:20]}" in text


async def test_the_detail_box_shows_a_long_description_in_full() -> None:
    session = _session()
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40)) as pilot:
        idle, detail = await _detail_of_the_idle_choice(pilot, app)
        assert 3 <= len(detail_lines(idle, detail.size.width)) <= detail.size.height
        assert " ".join(detail.render().plain.split()) == " ".join(f"{idle.label} {idle.detail}".split())
        assert idle.detail.split()[-1] in screen_text(app)
        assert detail.tooltip is None


async def test_a_short_terminal_cuts_the_detail_with_an_ellipsis_and_a_tooltip() -> None:
    session = _session()
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(100, 30)) as pilot:
        idle, detail = await _detail_of_the_idle_choice(pilot, app)
        assert detail.size.height == 2
        assert len(detail_lines(idle, detail.size.width)) > 2
        assert detail.tooltip == f"{idle.label}\n{idle.detail}"
        assert "…" in detail.render().plain.splitlines()[-1]

        # The keyboard's way to the whole of it: d, offered in the footer while the box cuts it.
        await wait_for(pilot, lambda: "d Full text" in screen_text(app))
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, WholeDescription))
        await pilot.pause()
        assert " ".join(idle.detail.split()) in " ".join(screen_text(app).split())
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, WholeDescription))

        # And the mouse's way out: the footer's Close.
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, WholeDescription))
        await wait_for(pilot, lambda: footer_key(app, "dismiss"))
        await click_when_drawn(pilot, footer_key(app, "dismiss"))
        await wait_for(pilot, lambda: not isinstance(app.screen, WholeDescription))


async def test_solo_details_show_pierres_reaction_in_full() -> None:
    session = session_for(players=1, seed=4, expansions=frozenset({"events", "clients"}))
    play_until(session, lambda s: s.view(None).step.kind == "place" and s.view(None).round == 2, seed=2)
    async with seat_screen(session, 0, size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        detail = decision.query_one(ChoiceDetail)
        reactions = [c for c in decision.choices if c.detail.startswith("Pierre then")]
        assert len(reactions) > 5
        for choice in reactions:
            decision.highlight(lambda c: c is choice)  # noqa: B023 (called at once)
            await wait_for(pilot, lambda: detail.choice is choice)  # noqa: B023
            assert detail.tooltip is None  # nothing cut
            assert " ".join(detail.render().plain.split()) == " ".join(f"{choice.label} {choice.detail}".split())


async def test_d_with_nothing_cut_says_the_whole_description_is_on_show() -> None:
    session = _session()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40), notifications=True) as (app, pilot):
        assert app.game_screen.decision.query_one(ChoiceDetail).whole_text is None
        await pilot.press("d")
        await wait_for(pilot, lambda: WHOLE_TEXT_SHOWN[:40] in screen_text(app))  # the toast wraps after
        assert not isinstance(app.screen, WholeDescription)


async def test_a_long_list_keeps_five_rows_and_the_detail_gives_way() -> None:
    session = session_for(players=5, seed=3, expansions=ALL_EXPANSIONS, variants=frozenset({1, 2, 3}))
    play_until(session, lambda s: s.view(None).round == 2 and s.view(None).step.kind == "place", seed=3)
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        detail = decision.query_one(ChoiceDetail)
        assert decision.action_list.option_count > 5
        assert decision.action_list.scrollable_content_region.height >= 5
        longest = max(len(detail_lines(c, detail.size.width)) for c in decision.choices)
        assert 2 <= detail.size.height - 1 < longest  # under its top border, cut to leave the list its rows


async def test_at_100_by_30_a_second_card_leaves_the_list_three_rows() -> None:
    session = session_for(players=2, seed=5, expansions=ALL_EXPANSIONS, variants=frozenset({1, 2}))
    play_until(session, lambda s: s.view(s.pending().acting[0]).step.text == "take a second card, or stop", limit=3000)
    async with seat_screen(session, session.pending().acting[0], size=(100, 30)) as (app, pilot):
        decision = app.game_screen.decision
        assert decision.query_one("#step").size.height == 1
        assert decision.action_list.scrollable_content_region.height >= 3


async def test_a_dimmed_choice_is_taken_only_when_chosen_twice_in_a_row() -> None:
    session = _session()
    app = SeatApp(session, session.pending().acting[0])
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        idle, _ = await _detail_of_the_idle_choice(pilot, app)
        decision = app.game_screen.decision
        await pilot.press("enter")
        await wait_for(pilot, lambda: "nothing for you to do there" in screen_text(app))
        assert app.chosen == []
        await pilot.press("down", "up")  # moving away forgets the warning
        assert decision.highlighted is idle
        await pilot.press("enter")
        await pilot.pause()
        assert app.chosen == []
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == idle.action


async def test_the_board_marks_a_location_with_nothing_to_do_as_the_list_does() -> None:
    session = _session()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        choices = app.game_screen.decision.choices
        idle = next(iter(locations_of(choices[0])))
        useful = next(iter(locations_of(next(c for c in choices if not c.idle))))
        board = app.game_screen.query_one(LocationBoard)
        assert board.columns == 1
        row = {location.id: board.render_line(y).text for y, location in enumerate(board.locations)}
        assert row[idle].startswith(IDLE_TARGET) and row[useful].startswith(TARGET)
