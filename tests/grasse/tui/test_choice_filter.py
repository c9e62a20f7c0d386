"""``/`` narrows a long decision list to the choices holding the typed words."""

from __future__ import annotations

from pathlib import Path

from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.rules.content import LocationId
from grasse_tui.games.grasse.tui.choices import locations_of
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.widgets.choice_filter import ChoiceFilter
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.whole_description import WholeDescription

from .harness import play_until, screen_text, seat_screen, session_for, wait_for
from .test_undo_refused import solo_game_on_screen


def listed_labels(decision: DecisionPanel) -> list[str]:
    """The choices the list shows now, by label."""
    actions = decision.action_list
    return [
        decision.choices[int(option.id.removeprefix("choice-"))].label
        for option in actions.options
        if option.id is not None
    ]


def a_placement_session():  # type: ignore[no-untyped-def]
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: any(isinstance(a, act.PlaceWorker) for a in s.legal_actions(s.pending().acting[0])))
    return session


async def test_slash_narrows_the_list_and_enter_chooses_from_it() -> None:
    session = a_placement_session()
    seat = session.pending().acting[0]
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        everything = listed_labels(decision)
        assert len(everything) >= DecisionPanel.FILTER_FROM
        assert "/ Filter" in screen_text(app)  # the footer
        await pilot.press("slash")
        assert isinstance(app.focused, ChoiceFilter)
        await pilot.press(*"marke")
        await wait_for(pilot, lambda: len(listed_labels(decision)) < len(everything))
        assert listed_labels(decision) and all("Market" in label for label in listed_labels(decision))
        assert decision.highlighted is not None and decision.highlighted.action == act.PlaceWorker(LocationId.MARKET)
        await pilot.press("down")  # to the list, choosing nothing yet
        assert app.focused is decision.action_list
        assert app.chosen == []
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == act.PlaceWorker(LocationId.MARKET)
        assert not decision.filtering  # the next decision shows its whole list


async def test_enter_in_the_filter_chooses_the_highlighted_match_and_down_goes_to_the_list() -> None:
    session = a_placement_session()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        await pilot.press("slash")
        await wait_for(pilot, lambda: "↓ Enter To the list" in screen_text(app))  # no words: Enter goes to the list
        await pilot.press(*"fa")  # the three factories
        await wait_for(pilot, lambda: len(listed_labels(decision)) == 3)
        total = len(decision.choices)
        assert decision.border_subtitle == DecisionPanel.FILTERED_HINT.format(shown=3, total=total)
        assert f"3 of {total} shown · Enter: choose · ↓: list" in screen_text(app)  # whole, not cut
        await wait_for(pilot, lambda: "⏎ Choose it" in screen_text(app) and "↓ To the list" in screen_text(app))
        await pilot.press("down")  # to the list, for another factory
        assert app.focused is decision.action_list and app.chosen == []

        await pilot.press("escape", "slash", *"perf")  # the Perfumery and the Master Perfumer
        await wait_for(pilot, lambda: len(listed_labels(decision)) == 2)
        match = decision.highlighted  # described under the list, marked on the board
        assert match is not None and match.action in {act.PlaceWorker(LocationId.PERFUMERY), act.PlaceWorker(LocationId.MASTER_PERFUMER)}
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.chosen) == 1)
        assert app.chosen[0].action == match.action


async def test_escape_brings_every_choice_back_and_keeps_the_highlight() -> None:
    session = a_placement_session()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        everything = listed_labels(decision)
        await pilot.press("slash", *"perfumery")
        await wait_for(pilot, lambda: len(listed_labels(decision)) < len(everything))
        picked = decision.highlighted
        assert picked is not None and LocationId.PERFUMERY in locations_of(picked)
        await pilot.press("escape")
        assert app.focused is decision.action_list
        assert listed_labels(decision) == everything
        assert decision.highlighted is picked
        assert not decision.filtering


async def test_words_matching_nothing_leave_nothing_to_choose() -> None:
    session = a_placement_session()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        await pilot.press("slash", *"zzz", "enter")
        await wait_for(pilot, lambda: "No choice holds “zzz”" in screen_text(app))
        assert listed_labels(decision) == []
        assert decision.border_subtitle == DecisionPanel.NO_MATCH_HINT  # not "Enter: choose"
        assert decision.highlighted is None
        await pilot.press("enter")
        await pilot.pause()
        assert app.chosen == []


async def test_a_short_list_filters_too_so_typed_letters_never_reach_the_screens_keys() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: any(isinstance(a, act.MovePawn) for a in s.legal_actions(s.pending().acting[0])))
    seat = session.pending().acting[0]
    played = len(session.record.actions)
    async with seat_screen(session, seat, size=(120, 40), notifications=True) as (app, pilot):
        decision = app.game_screen.decision
        assert 1 < len(decision.choices) < DecisionPanel.FILTER_FROM
        assert "/ to filter" not in screen_text(app)  # only a long list names it in its bottom line
        assert "Filter" not in screen_text(app)  # nor in the footer, which has no room at 100 columns
        await pilot.press("slash", *"du")  # "d" (full text) and "u" (undo) are letters here
        assert isinstance(app.focused, ChoiceFilter)
        assert app.focused.value == "du"
        await pilot.pause()
        assert len(session.record.actions) == played and "Nothing to undo" not in screen_text(app)
        assert not isinstance(app.screen, WholeDescription)


async def test_a_list_of_one_choice_takes_typed_words_too() -> None:
    session = session_for(players=2, seed=7)
    play_until(session, lambda s: len(s.legal_actions(s.pending().acting[0])) == 1 and bool(s.record.actions))
    seat = session.pending().acting[0]
    played = len(session.record.actions)
    async with seat_screen(session, seat, size=(120, 40)) as (app, pilot):
        assert len(app.game_screen.decision.choices) == 1
        await pilot.press("slash", "u")
        await pilot.pause()
        assert isinstance(app.focused, ChoiceFilter) and app.focused.value == "u"
        assert len(session.record.actions) == played


async def test_the_filter_takes_u_as_a_letter_where_undo_is_refused(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)
        await wait_for(pilot, lambda: screen.decision.can_filter())
        assert not session.can_undo(0)  # "u" alone would say why not
        await pilot.press("slash", *"usine")
        await pilot.pause()
        assert screen.query_one("#filter", ChoiceFilter).value == "usine"
        assert "Nothing to undo" not in screen_text(app)


async def test_a_label_starting_with_the_words_comes_first() -> None:
    session = a_placement_session()
    async with seat_screen(session, session.pending().acting[0], size=(120, 40)) as (app, pilot):
        decision = app.game_screen.decision
        assert [label.split(" ")[0] for label in listed_labels(decision) if "Perfume" in label] == ["Master", "Perfumery"]
        await pilot.press("slash", *"perf")
        await wait_for(pilot, lambda: len(listed_labels(decision)) == 2)
        perfumery, master = (next(c for c in decision.choices if c.label == label) for label in listed_labels(decision))
        assert LocationId.PERFUMERY in locations_of(perfumery) and LocationId.MASTER_PERFUMER in locations_of(master)
        # The best match is highlighted, unless there is nothing to do there yet (no flask to sell).
        assert decision.highlighted is (master if perfumery.idle else perfumery)
