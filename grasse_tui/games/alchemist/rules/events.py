"""Event cards played in the acting seat's sequence (rulebook: Section 4; rulings A7–A9,
A18–A21, A25): which may be played now, and what each does. Shortcuts are spent by the
step that takes one (``moves.step``); protection against a search or a storm and the
defender's swordsmen are played elsewhere."""

from __future__ import annotations

from grasse_tui.core.game import LogEntry
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.cards import (
    EVENT,
    SAVOIR,
    cities_held,
    city_of,
    coach_cards,
    event_cards,
    search,
    spend_event,
)
from grasse_tui.games.alchemist.rules.content import CITIES, LABORATORY_CITIES, CityKind, EventKind, Family
from grasse_tui.games.alchemist.rules.dungeon import release, send_assistant
from grasse_tui.games.alchemist.rules.moves import moving
from grasse_tui.games.alchemist.rules.state import AlchemistState, Phase

THIEF_SWAPS = 2


def playable(state: AlchemistState, seat: int) -> list[AlchemistAction]:
    """The event cards ``seat`` may play at a free decision of its sequence (one card of a
    kind stands for all: a coach by its points)."""
    legal: list[AlchemistAction] = []
    first = {kind: cards[0] for kind in EventKind if (cards := event_cards(state, seat, kind))}
    if EventKind.COACH in first and state.phase is Phase.MOVE:
        legal += [act.PlayCoach(card, m) for card in coach_cards(state, seat) for m in moving(state)]
    if EventKind.SEARCH in first:
        legal += [
            act.PlaySearch(first[EventKind.SEARCH], other, city)
            for other in range(state.players)
            if other != seat
            for city in LABORATORY_CITIES
            if (other, city) not in state.sheet and city != state.lab_removed
        ]
    before_dice = state.phase is Phase.ASSIGN or (state.phase is Phase.OEUVRE and not state.seq.paths)
    if EventKind.PROTECTION in first and before_dice:
        legal += [
            act.PlayProtection(first[EventKind.PROTECTION], m)
            for m in state.owned(seat)
            if state.markers[m].in_dungeon
        ]
    if EventKind.PRISON in first:
        legal += [act.PlayPrison(first[EventKind.PRISON], other) for other in prison_targets(state, seat)]
    if EventKind.PLAGUE in first:
        legal += [
            act.PlayPlague(first[EventKind.PLAGUE], city.name)
            for city in CITIES
            if city.kind is not CityKind.SAVOIR and city.name not in (state.plague, state.plague_last)
        ]
    if EventKind.THIEF in first:
        legal += [
            act.PlayThief(first[EventKind.THIEF], other, savoir)
            for other in range(state.players)
            if other != seat
            for savoir in (True, False)
        ]
    if EventKind.ALLOY in first:
        legal += [
            act.PlayAlloy(first[EventKind.ALLOY], city, family)
            for city in cities_held(state, seat)
            for family in Family
        ]
    return legal


def prison_targets(state: AlchemistState, seat: int) -> list[int]:
    """Other seats with an assistant out of the dungeon."""
    return [
        other
        for other in range(state.players)
        if other != seat and any(not state.markers[m].in_dungeon for m in state.assistants(other))
    ]


def play(state: AlchemistState, seat: int, action: AlchemistAction) -> None:
    """Carry out an event card of :func:`playable`."""
    name = state.name(seat)
    match action:
        case act.PlayCoach(card=card, marker=marker):
            spend_event(state, seat, card)
            points = EVENT[card].points or 0
            state.seq.points[marker] += points
            state.log.append(LogEntry(f"{name} plays a Coach: +{points} for marker {marker}."))
        case act.PlaySearch(card=card, seat=other, city=city):
            spend_event(state, seat, card)
            search(state, f"{name} plays a Search and", other, city)
        case act.PlayProtection(card=card, marker=marker):
            spend_event(state, seat, card)
            release(state, marker, f"{name} plays Protection: marker {marker} leaves the dungeon")
            state.seq.dice = tuple(sorted((*state.seq.dice, state.roll(f"{name} rolls a die for it"))))
            state.phase = Phase.ASSIGN  # also when every marker was in the dungeon
        case act.PlayPrison(card=card, seat=other):
            spend_event(state, seat, card)
            state.log.append(LogEntry(f"{name} plays Prison on {state.name(other)}, who picks the assistant."))
            state.seq.prison_target = other
        case act.PlayPlague(card=card, city=city):
            spend_event(state, seat, card)
            state.plague, state.plague_owner = city, seat
            state.log.append(LogEntry(f"{name} plays the Plague: nobody may enter {city} until {name}'s next sequence."))
        case act.PlayThief(card=card, seat=other, savoir=savoir):
            spend_event(state, seat, card)
            _rob(state, seat, other, savoir)
        case act.PlayAlloy(card=card, city=city, family=family):
            spend_event(state, seat, card)
            state.seats[seat].alloy[city] = family
            state.log.append(
                LogEntry(f"{name} plays a Secret alloy.", private={seat: f"Your {city} card counts as {family.value}."})
            )
        case _:
            raise TypeError(f"not an event card: {action!r}")


def prison_choices(state: AlchemistState) -> list[AlchemistAction]:
    other = state.seq.prison_target
    assert other is not None
    return [act.SendAssistant(m) for m in state.assistants(other) if not state.markers[m].in_dungeon]


def send(state: AlchemistState, marker: str) -> None:
    state.seq.prison_target = None
    send_assistant(state, marker)


def _rob(state: AlchemistState, seat: int, other: int, savoir: bool) -> None:
    """The thief looks at ``other``'s Savoir (or event) cards: said to the thief alone."""
    hand = state.seats[other].savoir if savoir else state.seats[other].events
    kind = "Savoir" if savoir else "event"
    if savoir:
        seen = ", ".join(f"{city_of(c)} ({SAVOIR[c].family.value})" for c in hand)
    else:
        seen = ", ".join(EVENT[c].kind.value for c in hand)
    state.log.append(
        LogEntry(
            f"{state.name(seat)} plays the Thief on {state.name(other)}'s {kind} cards.",
            private={seat: f"{state.name(other)}'s {kind} cards: {seen or 'none'}."},
        )
    )
    state.revealed = True
    state.seq.thief = (other, savoir, THIEF_SWAPS)


def swaps(state: AlchemistState, seat: int) -> list[AlchemistAction]:
    """The thief's possible swaps: any card of the seat's for any of the robbed seat's of
    the same kind; Savoir cards only where both hands keep one card per city (ruling A19)."""
    assert state.seq.thief is not None
    other, savoir, _ = state.seq.thief
    legal: list[AlchemistAction] = [act.Pass()]
    if not savoir:
        mine_kinds = {EVENT[c].kind: c for c in state.seats[seat].events}
        theirs_kinds = {EVENT[c].kind: c for c in state.seats[other].events}
        return legal + [act.Swap(m, t) for m in sorted(mine_kinds.values()) for t in sorted(theirs_kinds.values())]
    mine, theirs = state.seats[seat].savoir, state.seats[other].savoir
    mine_cities, theirs_cities = set(map(city_of, mine)), set(map(city_of, theirs))
    for m in sorted(mine):
        for t in sorted(theirs):
            a, b = city_of(m), city_of(t)
            if a == b or (b not in mine_cities and a not in theirs_cities):
                legal.append(act.Swap(m, t))
    return legal


def swap(state: AlchemistState, seat: int, mine: str, theirs: str) -> None:
    assert state.seq.thief is not None
    other, savoir, left = state.seq.thief
    a, b = state.seats[seat], state.seats[other]
    if savoir:
        a.savoir[a.savoir.index(mine)], b.savoir[b.savoir.index(theirs)] = theirs, mine
        for city in {city_of(mine), city_of(theirs)}:
            a.alloy.pop(city, None)
            b.alloy.pop(city, None)
        said = f"their {city_of(mine)} card for {state.name(other)}'s {city_of(theirs)} card"
        private: dict[int, str] = {}
    else:
        a.events[a.events.index(mine)], b.events[b.events.index(theirs)] = theirs, mine
        said = f"an event card for one of {state.name(other)}'s"
        private = {
            seat: f"You give a {EVENT[mine].kind.value} for a {EVENT[theirs].kind.value}.",
            other: f"You lose a {EVENT[theirs].kind.value} and get a {EVENT[mine].kind.value}.",
        }
    state.log.append(LogEntry(f"{state.name(seat)} swaps {said}.", private=private))
    state.seq.thief = (other, savoir, left - 1) if left > 1 else None


def end_thief(state: AlchemistState) -> None:
    state.seq.thief = None
