"""The Make line behind a seat's screen: each perfume type, ✓ when its ingredients are in hand."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.recipes import recipes
from grasse_tui.games.grasse.tui.widgets.glyphs import PERFUME_SYMBOLS

from .harness import play_until, screen_text, seat_screen, session_for


async def test_the_acting_seat_sees_what_it_could_make_and_the_public_screen_does_not() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: s.view(None).round == 2 and s.view(None).step.kind == "place")
    seat = session.pending().acting[0]
    view = session.view(seat)
    assert view.me is not None
    techniques = next(s.techniques for s in view.seats if s.seat == seat)
    expected = recipes(dict(view.me.resources), techniques)
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        text = screen_text(app)
        for recipe in expected:
            mark = "✓" if recipe.in_hand else "✗"
            assert f"{PERFUME_SYMBOLS[recipe.perfume]}{mark}" in text
        assert "Make" in text
    async with seat_screen(session, None, size=(120, 40)) as (app, pilot):
        text = screen_text(app)  # the public screen has no one's stock, so no Make line
        assert not any(f"{PERFUME_SYMBOLS[r.perfume]}{mark}" in text for r in expected for mark in "✓✗")
