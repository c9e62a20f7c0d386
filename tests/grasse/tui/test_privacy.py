"""A seat's screen shows its own stock and secret formula, and nothing private of any other seat."""

from __future__ import annotations

import random

import pytest

from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.tui.widgets.private_stock import (
    FORMULA_RULE,
    SCREENED_TITLE,
    PrivateStock,
    formula_met,
    stock_lines,
)
from grasse_tui.ui.widgets.game_log import GameLog

from .harness import ALL_EXPANSIONS, SeatApp, play_until, screen_lines, screen_text, session_for, settle


def _differ(session: GameSession) -> bool:
    mine, theirs = session.view(0).me, session.view(1).me
    assert mine is not None and theirs is not None
    return (
        session.pending().acting == (0,)
        and mine.coins != theirs.coins
        and all(a.plain != b.plain for a, b in zip(stock_lines(mine)[1:], stock_lines(theirs)[1:], strict=True))
    )


async def test_seat_screen_shows_own_stock_and_not_the_others() -> None:
    session = session_for(players=2, seed=9)
    play_until(session, _differ)
    mine, theirs = session.view(0).me, session.view(1).me
    assert mine is not None and theirs is not None
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        lines = screen_lines(app)
        text = "\n".join(lines)
        for line in stock_lines(mine):
            assert line.plain in text
        assert f"Coins     {mine.coins}" in text
        for line in stock_lines(theirs):
            assert line.plain not in text
        assert app.game_screen.query_one("#private", PrivateStock).me == mine
        # Under the stock, the seat's points and tiles, as Pierre's panel has his.
        view = session.view(0)
        tiles = " ".join(str(space.index + 1) for space in view.track if space.owner == 0)
        assert tiles and f"Points    {view.seats[0].points}   Tiles on spaces {tiles}" in text


async def test_public_screen_has_no_private_panel() -> None:
    session = session_for(players=2, seed=9)
    play_until(session, _differ)
    app = SeatApp(session, None)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        assert not app.game_screen.query(PrivateStock)
        assert "Behind your screen" not in text
        assert "Coins" not in text
        for seat in (0, 1):
            me = session.view(seat).me
            assert me is not None
            for line in stock_lines(me)[1:]:
                assert line.plain not in text
        assert app.game_screen.decision.choices == []
        assert "Ann is to act." in text


@pytest.mark.parametrize("kind", ["effect", "collect"])
async def test_another_seats_effect_or_collection_is_not_spelled_out(kind: str) -> None:
    # Such a step comes only when the seat can do something there, which hangs on its stock.
    session = session_for(players=2, seed=9)
    play_until(session, lambda s: s.view(None).step.kind == kind and s.pending().acting == (1,))
    for viewer in (None, 0):
        app = SeatApp(session, viewer)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            text = screen_text(app)
            assert "Bob is to act." in text
            assert session.view(1).step.text not in " ".join(text.split())


async def test_public_screen_log_is_the_public_log() -> None:
    session = session_for(players=2, seed=9)
    play_until(session, _differ)
    app = SeatApp(session, None)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert app.game_screen.query_one("#log", GameLog).entries == session.view(None).log


def formula_text(session: GameSession, seat: int) -> str:
    """``"Floral + Woody"``: ``seat``'s secret formula card as the screen names it."""
    me = session.view(seat).me
    assert me is not None and me.formula is not None
    return f"{me.formula[0].label} + {me.formula[1].label}"


async def test_a_seat_sees_its_own_formula_and_never_another_seats() -> None:
    session = session_for(players=5, seed=3, expansions=ALL_EXPANSIONS)
    play_until(session, lambda s: s.view(None).turn >= 3)
    mine, theirs = formula_text(session, 0), [formula_text(session, seat) for seat in range(1, 5)]
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        assert f"Formula   {mine}" in text
        assert FORMULA_RULE == "+3 at the end with both essences and 4 more resources"
        assert "+3 at the end with both essences" in text and "and 4 more resources" in text
        assert ("✓ met now" in text) is formula_met(session.view(0).me)  # type: ignore[arg-type]
        assert SCREENED_TITLE in text
        for other in theirs:
            assert other not in text
        # Nor anywhere in the log this seat can scroll back through.
        log = "\n".join(session.view(0).log)
        assert all(other not in log for other in theirs)




def _secrets_of_others(session: GameSession, viewer: int) -> list[str]:
    """Text that would betray another seat's hidden stock, coins, flasks, formula or private
    log lines, leaving out whatever reads the same for ``viewer`` (it may show that)."""
    mine = session.view(viewer).me
    assert mine is not None
    own_lines = {line.plain for line in stock_lines(mine)}
    own_log = "\n".join(session.view(viewer).log)
    secrets: list[str] = []
    for seat in range(len(session.seats)):
        theirs = session.view(seat).me
        if seat == viewer or theirs is None:
            continue
        secrets += [line.plain for line in stock_lines(theirs) if line.plain not in own_lines]
        if theirs.formula is not None and not session.is_over():  # the end reveals the cards
            secrets.append(formula_text(session, seat))
    for entry in session.state.log:
        secrets += [text for seat, text in entry.private.items() if seat != viewer and text not in own_log]
    return secrets


@pytest.mark.parametrize(("players", "expansions", "seed"), [(3, frozenset(), 21), (5, ALL_EXPANSIONS, 22)])
async def test_along_a_random_game_a_seats_screen_never_shows_another_seats_secrets(
    players: int, expansions: frozenset[str], seed: int
) -> None:
    """Seat 0's screen, re-rendered every few actions of a random game (its own turns and
    the others'), holds nothing hidden of any other seat."""
    variants = frozenset({1, 2, 3}) if "events" in expansions else frozenset()
    session = session_for(players=players, seed=seed, expansions=expansions, variants=variants)
    rng = random.Random(seed)
    app = SeatApp(session, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        checked = 0
        while not session.is_over():
            for _ in range(23):
                if session.is_over():
                    break
                seat = session.pending().acting[0]
                session.submit(seat, rng.choice(list(session.legal_actions(seat))))
            app.game_screen.refresh_view()
            await pilot.pause()
            text = screen_text(app)
            secrets = _secrets_of_others(session, 0)
            leaks = [secret for secret in secrets if secret in text]
            assert not leaks, (len(session.record.actions), leaks)
            checked += bool(secrets)
        assert checked >= 8  # positions where the others had something to hide
