"""A seat's sequence, phases 1 and 2 (rulebook: Section 2; rulings A3, A5, A9–A13):
filling the hand, the dice split over the markers, moving city by city, studying, and the
encounters (inspection and diversion, the duel)."""

from __future__ import annotations

from itertools import permutations

from grasse_tui.core.game import LogEntry
from grasse_tui.core.wording import counted
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.cards import (
    SAVOIR,
    cities_held,
    city_of,
    event_cards,
    fill_hand,
    lose_savoir,
    protected,
    spend_event,
)
from grasse_tui.games.alchemist.rules.content import CITY, CityKind, EventKind, Link, Role, link_between, neighbours
from grasse_tui.games.alchemist.rules.dungeon import start_of_sequence
from grasse_tui.games.alchemist.rules.state import AlchemistState, Phase, Sequence

MAX_ASSISTANTS = 3
SWORDSMAN_BONUS = 2


def begin_sequence(state: AlchemistState, seat: int) -> None:
    """Phase 1 and the dice: the seat's plague comes off, its hand is filled, its prisoners
    sit out or come back, and a die is rolled for each marker out of the dungeon."""
    state.current = seat
    state.seq = Sequence()
    state.log.append(LogEntry(f"Turn {state.turn}: {state.name(seat)}'s sequence."))
    if state.plague_owner == seat:
        state.log.append(LogEntry(f"The plague leaves {state.plague}."))
        state.plague_last, state.plague, state.plague_owner = state.plague, None, None
    fill_hand(state, seat)
    start_of_sequence(state, seat)
    mine = set(state.owned(seat))
    shared = {m.place for m in state.markers.values() if m.marker_id in mine}
    state.seq.no_duel = frozenset(
        m.marker_id for m in state.markers.values() if m.owner != seat and m.place in shared
    )
    free = free_markers(state, seat)
    state.seq.dice = tuple(sorted(state.roll(f"{state.name(seat)} rolls a die for a marker") for _ in free))
    state.phase = Phase.ASSIGN if free else Phase.OEUVRE


def free_markers(state: AlchemistState, seat: int) -> list[str]:
    """``seat``'s markers out of the dungeon, by id."""
    return [m for m in state.owned(seat) if not state.markers[m].in_dungeon]


def assignments(state: AlchemistState) -> list[AlchemistAction]:
    return [act.Assign(order) for order in sorted(set(permutations(state.seq.dice)))]


def assign(state: AlchemistState, dice: tuple[int, ...]) -> None:
    seat = state.current
    for marker_id, value in zip(free_markers(state, seat), dice, strict=True):
        state.seq.paths[marker_id] = [state.markers[marker_id].place]
        if value == 1:
            state.seq.done.append(marker_id)  # a 1: no move this sequence (ruling A9)
        else:
            state.seq.points[marker_id] = value
    text = ", ".join(f"{m} {v}" for m, v in zip(free_markers(state, seat), dice, strict=True))
    state.log.append(LogEntry(f"{state.name(seat)} gives the dice: {text}."))
    state.seq.dice = ()
    state.phase = Phase.MOVE
    _maybe_all_moved(state)


def moving(state: AlchemistState) -> list[str]:
    """The acting seat's markers whose move has not ended, by id."""
    return [m for m in state.seq.points if m not in state.seq.done]


def passable(state: AlchemistState, city: str) -> bool:
    return city != state.plague


def steps(state: AlchemistState, seat: int) -> list[AlchemistAction]:
    """Each one-city step of a marker still moving with points left (shortcuts only with a
    shortcut card; never a city passed this move, nor the plague's)."""
    has_shortcut = bool(event_cards(state, seat, EventKind.SHORTCUT))
    legal: list[AlchemistAction] = []
    for marker_id in moving(state):
        if state.seq.points[marker_id] <= 0:
            continue
        path = state.seq.paths[marker_id]
        for city, link in neighbours(path[-1]):
            if city in path or not passable(state, city):
                continue
            if link is Link.SHORTCUT and not has_shortcut:
                continue
            legal.append(act.Step(marker_id, city))
    return legal


def stops(state: AlchemistState, seat: int) -> list[AlchemistAction]:
    legal: list[AlchemistAction] = []
    for marker_id in moving(state):
        legal.append(act.Stop(marker_id))
        if can_study(state, seat, marker_id):
            legal.append(act.Stop(marker_id, study=True))
    return legal


def can_study(state: AlchemistState, seat: int, marker_id: str) -> bool:
    """A marker that moved here (or was released here, ruling A15) stands on a Savoir city
    whose card ``seat`` lacks (ruling A5)."""
    place = state.markers[marker_id].place
    moved = len(state.seq.paths.get(marker_id, ())) > 1 or marker_id in state.seq.released
    return (
        moved
        and CITY[place].kind is CityKind.SAVOIR
        and place not in cities_held(state, seat)
        and bool(state.savoir_decks[place])
    )


def step(state: AlchemistState, marker_id: str, city: str) -> None:
    seat = state.current
    marker = state.markers[marker_id]
    link = link_between(marker.place, city)
    if link is Link.SHORTCUT:
        spend_event(state, seat, event_cards(state, seat, EventKind.SHORTCUT)[0])
        state.log.append(LogEntry(f"{state.name(seat)} plays a Shortcut."))
    state.log.append(LogEntry(f"{state.name(seat)}'s marker {marker_id} goes from {marker.place} to {city}."))
    marker.place = city
    state.seq.paths[marker_id].append(city)
    state.seq.points[marker_id] -= 1
    if link is Link.SEA:
        _storm(state, seat)


def _storm(state: AlchemistState, seat: int) -> None:
    """A sea passage: a roll of 1 costs a Savoir card at random (ruling A13)."""
    if state.roll(f"The storm die for {state.name(seat)}") != 1 or not state.seats[seat].savoir:
        return
    if protected(state, seat, "the storm"):
        return
    lose_savoir(state, seat, 1, "The storm")


def stop(state: AlchemistState, marker_id: str, study: bool) -> None:
    """End the marker's move: study if asked, then its encounter if it moved onto other
    seats' markers (ruling A12)."""
    seat = state.current
    state.seq.done.append(marker_id)
    place = state.markers[marker_id].place
    if study:
        card = state.savoir_decks[place].pop(0)
        state.seats[seat].savoir.append(card)
        state.revealed = True
        state.log.append(
            LogEntry(
                f"{state.name(seat)}'s marker {marker_id} studies in {place}.",
                private={seat: f"You draw the {place} card of the {SAVOIR[card].family.value} family."},
            )
        )
    if encounter_targets(state, marker_id):
        state.seq.encounter = marker_id
    else:
        _maybe_all_moved(state)


def encounter_targets(state: AlchemistState, marker_id: str) -> list[str]:
    """Other seats' markers (out of the dungeon) where ``marker_id`` stopped after moving."""
    marker = state.markers[marker_id]
    if len(state.seq.paths.get(marker_id, ())) < 2:
        return []
    return sorted(
        m.marker_id for m in state.markers.values() if m.owner != marker.owner and m.place == marker.place
    )


def encounters(state: AlchemistState, seat: int) -> list[AlchemistAction]:
    marker_id = state.seq.encounter
    assert marker_id is not None
    legal: list[AlchemistAction] = [act.Pass()]
    swords = len(event_cards(state, seat, EventKind.SWORDSMAN))
    for target in encounter_targets(state, marker_id):
        legal.append(act.Inspect(target))
        if target not in state.seq.no_duel:
            legal += [act.Duel(target, n) for n in range(swords + 1)]
    return legal


def inspect(state: AlchemistState, target: str) -> None:
    """A mutual look: each seat learns the other's marker (said only to the two of them)."""
    seat = state.current
    mine = state.seq.encounter
    assert mine is not None
    state.seq.encounter = None
    other = state.markers[target].owner
    state.known[seat].add(target)
    state.known[other].add(mine)
    state.log.append(
        LogEntry(
            f"{state.name(seat)}'s marker {mine} inspects {state.name(other)}'s marker {target}.",
            private={
                seat: f"{target} is {state.name(other)}'s {state.role(target).value}.",
                other: f"{mine} is {state.name(seat)}'s {state.role(mine).value}.",
            },
        )
    )
    state.revealed = True
    if (
        state.role(mine) is Role.ALCHEMIST
        and state.role(target) is Role.ASSISTANT
        and len(state.assistants(seat)) < MAX_ASSISTANTS
    ):
        state.seq.divert = (mine, target)
    else:
        _maybe_all_moved(state)


def divert(state: AlchemistState) -> None:
    """The diversion: a die each plus Savoir cards held; the alchemist must score higher
    (ruling A10). Trying it tells everyone what the two markers are."""
    assert state.seq.divert is not None
    mine, target = state.seq.divert
    state.seq.divert = None
    seat, other = state.current, state.markers[target].owner
    state.public_roles |= {mine, target}
    state.log.append(LogEntry(f"{state.name(seat)}'s alchemist tries to divert {state.name(other)}'s assistant {target}."))
    mine_score = state.roll(f"{state.name(seat)}'s die") + len(state.seats[seat].savoir)
    theirs = state.roll(f"{state.name(other)}'s die") + len(state.seats[other].savoir)
    if mine_score > theirs:
        state.markers[target].owner = seat
        state.log.append(LogEntry(f"{mine_score} against {theirs}: the assistant now serves {state.name(seat)}."))
    else:
        state.log.append(LogEntry(f"{mine_score} against {theirs}: the assistant stays loyal."))
    _maybe_all_moved(state)


def end_divert(state: AlchemistState) -> None:
    state.seq.divert = None
    _maybe_all_moved(state)


def end_encounter(state: AlchemistState) -> None:
    state.seq.encounter = None
    _maybe_all_moved(state)


def challenge(state: AlchemistState, target: str, swordsmen: int) -> None:
    seat = state.current
    mine = state.seq.encounter
    assert mine is not None
    state.seq.encounter = None
    for card in event_cards(state, seat, EventKind.SWORDSMAN)[:swordsmen]:
        spend_event(state, seat, card)
    other = state.markers[target].owner
    played = f", playing {counted(swordsmen, 'Swordsman card')}" if swordsmen else ""
    state.log.append(LogEntry(f"{state.name(seat)}'s marker {mine} challenges {state.name(other)}'s {target}{played}."))
    state.seq.duel = (mine, target, swordsmen)


def defend(state: AlchemistState, swordsmen: int) -> None:
    """The duel: a die each, +2 per swordsman; the higher may look at the other's Savoir
    cards and swap same-city ones (a tie: nothing, ruling A10)."""
    assert state.seq.duel is not None
    mine, target, attack_swords = state.seq.duel
    state.seq.duel = None
    seat, other = state.current, state.markers[target].owner
    for card in event_cards(state, other, EventKind.SWORDSMAN)[:swordsmen]:
        spend_event(state, other, card)
    if swordsmen:
        state.log.append(LogEntry(f"{state.name(other)} plays {counted(swordsmen, 'Swordsman card')}."))
    attack = state.roll(f"{state.name(seat)}'s duel die") + SWORDSMAN_BONUS * attack_swords
    guard = state.roll(f"{state.name(other)}'s duel die") + SWORDSMAN_BONUS * swordsmen
    if attack == guard:
        state.log.append(LogEntry(f"{attack} against {guard}: a draw, nothing happens."))
        _maybe_all_moved(state)
        return
    winner, loser = (seat, other) if attack > guard else (other, seat)
    cards = ", ".join(f"{city_of(c)} ({SAVOIR[c].family.value})" for c in sorted(state.seats[loser].savoir)) or "none"
    state.log.append(
        LogEntry(
            f"{attack} against {guard}: {state.name(winner)} wins and looks at {state.name(loser)}'s Savoir cards.",
            private={winner: f"{state.name(loser)}'s Savoir cards: {cards}."},
        )
    )
    state.revealed = True
    if exchangeable(state, winner, loser):
        state.seq.exchange = (winner, loser)
    else:
        _maybe_all_moved(state)


def exchangeable(state: AlchemistState, winner: int, loser: int) -> list[str]:
    """Cities both seats hold a Savoir card of (only those may be swapped)."""
    return sorted(set(cities_held(state, winner)) & set(cities_held(state, loser)))


def exchanges(state: AlchemistState) -> list[AlchemistAction]:
    assert state.seq.exchange is not None
    common = exchangeable(state, *state.seq.exchange)
    chosen = [tuple(c for bit, c in enumerate(common) if mask >> bit & 1) for mask in range(1 << len(common))]
    return [act.Exchange(cities) for cities in chosen]


def exchange(state: AlchemistState, cities: tuple[str, ...]) -> None:
    assert state.seq.exchange is not None
    winner, loser = state.seq.exchange
    state.seq.exchange = None
    for city in cities:
        swap_city(state, winner, loser, city)
    said = ", ".join(cities) if cities else "nothing"
    state.log.append(LogEntry(f"{state.name(winner)} swaps Savoir cards with {state.name(loser)}: {said}."))
    _maybe_all_moved(state)


def swap_city(state: AlchemistState, a: int, b: int, city: str) -> None:
    """Seats ``a`` and ``b`` swap their Savoir cards of ``city`` (alloys stay with their holder)."""
    hand_a, hand_b = state.seats[a].savoir, state.seats[b].savoir
    card_a = next(c for c in hand_a if city_of(c) == city)
    card_b = next(c for c in hand_b if city_of(c) == city)
    hand_a[hand_a.index(card_a)] = card_b
    hand_b[hand_b.index(card_b)] = card_a
    state.seats[a].alloy.pop(city, None)
    state.seats[b].alloy.pop(city, None)


def _maybe_all_moved(state: AlchemistState) -> None:
    """Once every marker's move has ended (and no encounter waits), phase 3 comes."""
    seq = state.seq
    if state.phase is Phase.MOVE and not moving(state) and not (seq.encounter or seq.divert or seq.duel or seq.exchange):
        state.phase = Phase.OEUVRE
