"""The Grasse screen in a solo game: Pierre's panel, the face-down awards, his reactions, choosing for him."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import LOCATIONS, PERFUMES, PIERRE_REACTIONS, LocationId
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.tui.choices import build_choices
from grasse_tui.games.grasse.tui.widgets.game_header import GameHeader
from grasse_tui.games.grasse.tui.widgets.glyphs import FIRST_PLAYER, PERFUME_SYMBOLS
from grasse_tui.games.grasse.tui.widgets.pierre_panel import PierrePanel
from grasse_tui.games.grasse.tui.widgets.private_stock import SOLO_TITLE, PrivateStock
from grasse_tui.games.grasse.tui.widgets.seat_table import SeatTable
from grasse_tui.ui.widgets.game_log import GameLog

from .harness import SeatApp, play, play_until, screen_text, session_for, settle

SIZE = (120, 40)


def solo_session(seed: int = 7) -> GameSession:
    """Ann (red) alone against Pierre."""
    return GameSession.start(GRASSE, GrasseConfig(seats=(SeatConfig("Ann", "red"),)), seed)


async def test_pierre_panel_shows_his_public_stock_points_and_tiles() -> None:
    session = solo_session()
    play(session, 40)
    view = session.view(0)
    pierre = view.pierre
    assert pierre is not None
    app = SeatApp(session, 0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        panel = app.game_screen.query_one("#pierre", PierrePanel)
        assert panel.pierre == pierre
        text = panel.render().plain
        stock = dict(pierre.stock.resources)
        assert f"Coins     {pierre.stock.coins}" in text
        assert f"wa {stock[next(iter(stock))]}" in text
        held = [f"{PERFUME_SYMBOLS[p]} {n}" for p, n in pierre.stock.flasks if n]
        assert all(flask in text for flask in held) or "none" in text
        assert f"Points    {pierre.public.points} ({pierre.production_points} made" in text
        assert "Tiles on spaces " + " ".join(str(i + 1) for i in pierre.tiles) in text
        # His score also stands beside Ann's own, in her panel.
        mine = app.game_screen.query_one("#private", PrivateStock).render().plain
        assert f"Points    {view.seats[0].points} (Pierre {pierre.public.points})" in mine
        shown = screen_text(app)
        assert "Pierre (B), the Envious · nothing hidden" in shown
        # His public row sits in the seat table, named without "bot".
        assert "Pierre (B)" in shown and "Pierre (B) bot" not in shown
        # Solo has no screens and no first player.
        assert SOLO_TITLE in shown and "Behind your screen" not in shown
        table = app.game_screen.query_one(SeatTable).render().plain
        assert FIRST_PLAYER not in table
        # He has no workers: a dash, not a 0 that reads as "all placed".
        heading = next(line for line in table.splitlines() if "Wkr" in line)
        [his_row] = [line for line in table.splitlines() if "Pierre (B)" in line]
        column = heading.index("Wkr")
        assert his_row[column : column + 3].strip() == "–"
        # The two face-down criteria are marked as not scoring.
        face_down = [a for a in view.awards if not a.scored]
        assert len(face_down) == 2
        header = app.game_screen.query_one("#header", GameHeader).render().plain
        assert header.count("not scored") == 2, header


async def test_no_pierre_panel_in_a_two_seat_game() -> None:
    app = SeatApp(session_for(2), 0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        assert not app.game_screen.query(PierrePanel)
        assert "not scored" not in screen_text(app)


async def test_choosing_pierres_perfume_says_whose_and_why() -> None:
    session = solo_session()
    play_until(session, lambda s: s.view(0).step.kind == "pierre", seed=9)
    app = SeatApp(session, 0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        assert decision.border_title == "Your choice for Pierre"
        choices = decision.choices
        assert choices and all(isinstance(c.action, act.ChooseForPierre) for c in choices)
        assert {c.group for c in choices} == {"Pierre's perfume (your choice)"}
        assert all(c.label.startswith("Pierre makes ") for c in choices)
        assert all(c.topic == "Pierre's table" for c in choices)
        view = session.view(0)
        assert f"the vanguard ({view.vanguard.label})" in choices[0].detail
        text = screen_text(app)
        assert "Choose the perfume Pierre makes" in text
        assert "None he prefers is possible, so his table" in text
        points_before = view.pierre.public.points  # type: ignore[union-attr]
        made = choices[0].action.perfume
        assert made in PERFUMES
        await pilot.press("enter")
        await pilot.pause()
        after = session.view(0)
        assert after.step.kind != "pierre"
        assert after.pierre is not None and after.pierre.public.produced(made) == view.pierre.public.produced(made) + 1  # type: ignore[union-attr]
        assert after.pierre.public.points > points_before
        assert f"You choose {made.label} for Pierre." in after.log


def test_each_placement_says_how_pierre_will_react() -> None:
    session = solo_session()
    play_until(session, lambda s: s.view(0).step.kind == "place")
    view = session.view(0)
    choices = build_choices(view, session.legal_actions(0), lambda a: GRASSE.describe_action(session.state, 0, a))
    details = {c.action.location: c.detail for c in choices if isinstance(c.action, act.PlaceWorker)}
    assert details[LocationId.BANK] == f"Pierre then takes 1 coin. {LOCATIONS[LocationId.BANK].summary}"
    assert all(detail.startswith(f"Pierre then {PIERRE_REACTIONS[loc]}.") for loc, detail in details.items())


async def test_the_log_shows_pierres_reaction_from_its_first_line() -> None:
    session = solo_session()
    play_until(session, lambda s: s.view(0).step.kind == "place" and s.view(0).turn > 1)
    app = SeatApp(session, 0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        reactions = sum(line.startswith("Pierre reacts to ") for line in session.view(0).log)
        while sum(line.startswith("Pierre reacts to ") for line in session.view(0).log) == reactions:
            await pilot.press("enter")  # Ann plays her turn with the highlighted choices
            await settle(pilot, app)
        log = app.game_screen.query_one("#log", GameLog)
        assert log.first_unread is not None  # the turn and his reaction ran longer than the log
        reaction = next(line for line in reversed(session.view(0).log) if line.startswith("Pierre reacts to "))
        top = round(log.scroll_y)
        shown = log.lines[top : top + log.scrollable_content_region.height]
        assert reaction.split(":")[0] in " ".join(shown)
        assert shown[0] in screen_text(app)
