"""The Grasse screen with five seats and the mini-expansions: the events and clients bar,
event decisions and the layout at 120×40 and 100×30 (the secret formula: ``test_privacy``)."""

from __future__ import annotations

from dataclasses import replace

from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.rules.content import ROMAN, Criterion, EventId, EventKind
from grasse_tui.games.grasse.rules.view import EventsView
from grasse_tui.games.grasse.tui.choices import spaces_of
from grasse_tui.games.grasse.tui.widgets.expansion_bar import (
    AFTER_THE_DRAFT,
    ALL_ROUND,
    KIND_TAGS,
    WAITING,
    ExpansionBar,
    bar_lines,
    clients_line,
    compact_line,
    pile_text,
    upcoming_lines,
)
from grasse_tui.games.grasse.tui.widgets.game_header import GameHeader, ahead_letters
from grasse_tui.games.grasse.tui.widgets.glyphs import PERFUME_SYMBOLS
from grasse_tui.ui.turn_end import DECISION_MADE, TURN_OVER

from .harness import ALL_EXPANSIONS, SeatApp, play_until, screen_text, session_for, settle

VARIANTS = frozenset({1, 2, 3})
TAKE_CARDS = {EventId.TWO_BASES, EventId.BASE_AND_ESSENCE, EventId.FREE_TECHNIQUE, EventId.FREE_CONTRACT}
"""Event cards a seat may decline."""


def at_event_decision(seed: int = 3) -> GameSession:
    """Five seats, every expansion and variant, at the first event decision (round I: variant 1)."""
    session = session_for(players=5, seed=seed, expansions=ALL_EXPANSIONS, variants=VARIANTS)
    play_until(session, lambda s: s.view(None).step.kind == "event")
    return session


def test_bar_lists_acting_events_coming_cards_and_clients() -> None:
    session = at_event_decision()
    view = session.view(0)
    events = view.events
    assert events is not None and events.this_round and events.upcoming
    assert all(line.cell_length <= 120 for line in bar_lines(view, 120))
    text = "\n".join(line.plain for line in bar_lines(view, None))
    assert f"Events {ROMAN[view.round - 1]}" in text
    for event in events.this_round:
        [line] = [line for line in text.splitlines() if event.label in line and "Coming" not in line]
        assert event.info.summary[:40] in line
        assert (ALL_ROUND in line) is (event.kind is EventKind.ROUND)
    assert "◆ deciding now" in text
    for number, cards in events.upcoming:
        assert f"{ROMAN[number - 1]} {', '.join(c.label for c in cards)}" in text
    assert "Clients" in text and pile_text(view.client_deck) in text
    assert pile_text(0) == "pile empty: served clients are shuffled back in"
    assert all(p.label in text for p in view.clients)
    assert text.count("leaves at round end") == 1  # only the rightmost client leaves
    assert f"{view.clients[-1].label} ◀ this one leaves at round end" in text
    one_line = compact_line(view).plain
    assert all(e.label in one_line for e in events.this_round) and "Clients" in one_line
    rightmost = PERFUME_SYMBOLS[view.clients[-1]]
    assert f"{rightmost} ◀ leaves at round end · {pile_text(view.client_deck, True)}" in one_line


def test_no_bar_without_events_or_clients() -> None:
    view = session_for(players=2).view(0)
    assert bar_lines(view, 120) == []


async def test_event_decision_names_its_card_and_offers_declining() -> None:
    session = at_event_decision()
    seat = session.pending().acting[0]
    view = session.view(seat)
    event = view.step.event
    assert event is not None
    app = SeatApp(session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        decision = app.game_screen.decision
        assert decision.border_title == f"Event card {event.label} — {view.seats[seat].name}"
        labels = [c.label for c in decision.choices]
        assert ("Decline — take nothing" in labels) is (event in TAKE_CARDS)
        assert decision.choices[-1].group == "Or" or event not in TAKE_CARDS
        spaces = [c for c in decision.choices if spaces_of(c)]
        assert spaces and all(event.label in c.detail for c in spaces)
        assert "Events" in {c.topic for c in decision.choices}


async def test_five_seats_fit_at_120x40_and_stay_usable_at_100x30() -> None:
    session = session_for(players=5, seed=3, expansions=ALL_EXPANSIONS, variants=VARIANTS)
    play_until(session, lambda s: (v := s.view(None)).round == 2 and v.turn >= 6 and v.step.kind == "place")
    seat = session.pending().acting[0]
    view = session.view(seat)
    app = SeatApp(session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        for s in view.seats:
            assert f"{s.name} ({s.letter})" in text
        assert "Clients" in text and "Coming" in text
        assert not app.game_screen.query_one(ExpansionBar).compact
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        bar = app.game_screen.query_one(ExpansionBar)
        assert bar.compact and bar.size.height == 1
        assert app.game_screen.decision.action_list.size.height >= 2
        assert "Place a worker" in screen_text(app)


async def test_after_an_event_decision_the_turn_end_bar_says_a_decision_not_the_turn_ended() -> None:
    session = at_event_decision()
    seat = session.pending().acting[0]
    app = SeatApp(session, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = app.game_screen
        assert screen.turn_end_words() == TURN_OVER  # nothing decided yet on this screen
        while session.pending().acting[:1] == (seat,):
            assert session.view(seat).step.kind == "event"
            screen.decision.choose(screen.decision.choices[-1])
            await pilot.pause()
        assert screen.turn_end_words() == DECISION_MADE


def test_the_coming_line_wraps_between_rounds_never_inside_a_card_name() -> None:
    cards = list(EventId)
    upcoming = ((2, (cards[0], cards[1])), (3, (cards[2], cards[3])), (4, (cards[4], cards[5])))
    events = EventsView((), (), None, upcoming, (), 3, (2, 3), ())
    lines = [line.plain for line in upcoming_lines(events, 60)]
    assert len(lines) == 3 and lines[0].startswith("Coming  II ")
    for line, (number, pair) in zip(lines, upcoming, strict=True):
        assert len(line) <= 60
        assert line.strip() == f"{'Coming  ' if number == 2 else ''}{ROMAN[number - 1]} {pair[0].label}, {pair[1].label}"


def test_an_immediate_card_queued_behind_a_decision_is_waiting_not_done_until_resolved() -> None:
    # Seed 0, round II: Free Technique Card is resolved first, then Vanguard Flips Again.
    session = session_for(players=5, seed=0, expansions=ALL_EXPANSIONS, variants=VARIANTS)
    play_until(session, lambda s: (v := s.view(None)).round == 2 and v.step.kind == "event")
    view = session.view(None)
    first, second = EventId.FREE_TECHNIQUE, EventId.VANGUARD_SHIFT
    assert view.events is not None and view.events.this_round == (first, second) and view.step.event is first
    assert view.events.waiting == (first, second)
    vanguard = view.vanguard

    def line_of(event: EventId) -> str:
        [line] = [line.plain for line in bar_lines(session.view(None), None) if event.label in line.plain]
        return line

    assert WAITING in line_of(second) and KIND_TAGS[EventKind.IMMEDIATE] not in line_of(second)
    assert "◆ deciding now" in line_of(first)
    while session.view(None).step.kind == "event":
        assert session.view(None).vanguard is vanguard  # not flipped while the decision is pending
        seat = session.pending().acting[0]
        session.submit(seat, list(session.legal_actions(seat))[-1])  # decline
    view = session.view(None)
    assert view.events is not None and view.events.waiting == () and view.vanguard is not vanguard
    assert KIND_TAGS[EventKind.IMMEDIATE] in line_of(second) and WAITING not in line_of(second)


def test_with_the_client_pile_empty_the_clients_line_says_so_in_fewer_words_to_fit() -> None:
    view = at_event_decision().view(0)
    assert len(view.clients) == 3
    empty = replace(view, client_deck=0)
    [full] = [line.plain for line in bar_lines(empty, None) if line.plain.startswith("Clients")]
    assert full.endswith(pile_text(0)) and "this one leaves at round end" in full and len(full) > 118
    [fitted] = [line.plain for line in bar_lines(empty, 118) if line.plain.startswith("Clients")]
    assert fitted.endswith("· pile empty") and "◀ leaves at round end" in fitted and len(fitted) <= 118
    assert clients_line(empty, 118).plain == fitted  # the whole line, not the first of two it wrapped to


def test_the_header_names_the_event_stage_and_the_final_free_action_not_a_turn() -> None:
    view = at_event_decision().view(None)
    progress = GameHeader._progress(view).plain
    assert "Event cards, before the first turn" in progress and "Turn" not in progress
    session = session_for(players=2, seed=4)
    play_until(session, lambda s: s.view(None).step.kind == "final", limit=2000)
    progress = GameHeader._progress(session.view(None)).plain
    assert progress.startswith("Round 4/4 (IV)  ·  Final free action") and "Turn" not in progress
    # A decision inside the free action (here a delivery) is still the free action.
    view = session.view(None)
    inside = replace(view, step=replace(view.step, kind="deliver"))
    assert GameHeader._progress(inside).plain.startswith("Round 4/4 (IV)  ·  Final free action")


def test_once_no_card_acts_the_events_line_names_the_cards_done_this_round() -> None:
    view = at_event_decision().view(0)
    assert view.events is not None
    events = replace(view.events, this_round=(EventId.COINS_FOR_ALL, EventId.TWO_BASES), round_effects=(), waiting=())
    later = replace(view, events=events, turn=3, step=replace(view.step, kind="place", event=None))
    [line] = [line.plain for line in bar_lines(later, 118) if line.plain.startswith("Events")]
    assert "none acting now (done this round: Everyone Gains 2 Coins, Take 2 Bases)" in line
    assert KIND_TAGS[EventKind.DECISION] == KIND_TAGS[EventKind.IMMEDIATE] == "✓ done"


def test_during_the_draft_variant_1_says_the_round_i_card_comes_after_it() -> None:
    session = session_for(players=2, seed=3, expansions=frozenset({"events"}), variants=frozenset({1}))
    view = session.view(0)
    assert view.step.kind == "track_tile" and view.events is not None and not view.events.this_round
    [line] = [line.plain for line in bar_lines(view, 118) if line.plain.startswith("Events")]
    assert AFTER_THE_DRAFT in line
    assert AFTER_THE_DRAFT in compact_line(view).plain


def test_the_awards_line_names_who_is_ahead_and_gives_it_up_before_running_past_the_width() -> None:
    session = session_for(players=5, seed=3, expansions=frozenset({"events", "clients", "formula"}))
    play_until(session, lambda s: s.view(None).round == 3)
    view = session.view(None)
    assert any(ahead_letters(view, award) for award in view.awards)  # perfumes made: someone leads
    whole = GameHeader._awards(view, None).plain
    for award in view.awards:
        who = ahead_letters(view, award)
        assert (f"({who})" in whole) == bool(who)
    for width in (120, 100):  # the app's sizes: the line fits, the letters going first if need be
        assert GameHeader._awards(view, width).cell_length <= width
    stockist = next(a for a in view.awards if a.criterion is Criterion.STOCKIST)
    assert ahead_letters(view, stockist) == ""  # flasks are behind the screens
