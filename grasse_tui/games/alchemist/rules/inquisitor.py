"""The Grand Inquisitor (rulebook: Section 3; rulings A4, A13, A14, A18): who controls it,
its two dice, its move (shortcuts free, no city twice, never into the plague) and its one
action per city: a search of a laboratory city or the control of a marker."""

from __future__ import annotations

from grasse_tui.core.game import LogEntry
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.cards import EVENT, coach_cards, search, spend_event
from grasse_tui.games.alchemist.rules.content import LABORATORY_CITIES, Role, neighbours
from grasse_tui.games.alchemist.rules.dungeon import arrest
from grasse_tui.games.alchemist.rules.state import AlchemistState, Phase


def choose_controller(state: AlchemistState) -> None:
    """At the start of a turn after the first: the fewest ingots plus Savoir cards (ruling
    A4), a tie settled at random; with the rotating option, the seats in turn."""
    if state.config.rotating_inquisitor:
        state.controller = (state.first + state.turn - 1) % state.players
    else:
        totals = [s.ingots + len(s.savoir) for s in state.seats]
        tied = [seat for seat, total in enumerate(totals) if total == min(totals)]
        state.controller = tied[0] if len(tied) == 1 else state.rng.choice(tied)
        if len(tied) > 1:
            names = ", ".join(state.name(seat) for seat in tied)
            state.tell_chance(f"A die settles the tie between {names}: {state.name(state.controller)}.")
    state.log.append(LogEntry(f"{state.name(state.controller)} controls the Grand Inquisitor this turn."))


def begin(state: AlchemistState) -> None:
    """The end of the turn: the controller rolls two dice for the Inquisitor."""
    state.phase = Phase.INQUISITOR
    state.current = state.controller
    gi = state.inquisitor
    gi.dice = tuple(sorted(state.roll("A die for the Grand Inquisitor") for _ in range(2)))
    gi.points, gi.path, gi.acted_here = 0, [gi.place or ""], True


def legal(state: AlchemistState) -> list[AlchemistAction]:
    gi = state.inquisitor
    if gi.dice:
        return [act.InquisitorDie(points) for points in sorted(set(gi.dice))]
    here = gi.place or ""
    actions: list[AlchemistAction] = [act.InquisitorStop()]
    if gi.points > 0:
        actions += [
            act.InquisitorStep(city)
            for city, _ in neighbours(here)
            if city not in gi.path and city != state.plague
        ]
    actions += [act.InquisitorCoach(card) for card in coach_cards(state, state.controller)]
    if not gi.acted_here:
        if here in LABORATORY_CITIES and here != state.lab_removed:
            actions += [act.InquisitorSearch(seat) for seat in range(state.players) if (seat, here) not in state.sheet]
        actions += [act.InquisitorControl(m) for m in sorted(state.markers) if state.markers[m].place == here]
    return actions


def apply(state: AlchemistState, action: AlchemistAction) -> bool:
    """Carry out an Inquisitor action; True when its move is over."""
    gi = state.inquisitor
    controller = state.name(state.controller)
    match action:
        case act.InquisitorDie(points=points):
            gi.dice, gi.points = (), points
            state.log.append(LogEntry(f"{controller} keeps {points} for the Grand Inquisitor."))
        case act.InquisitorStep(city=city):
            state.log.append(LogEntry(f"The Grand Inquisitor goes from {gi.place} to {city}."))
            gi.place = city
            gi.path.append(city)
            gi.points -= 1
            gi.acted_here = False
        case act.InquisitorCoach(card=card):
            spend_event(state, state.controller, card)
            gi.points += EVENT[card].points or 0
            state.log.append(LogEntry(f"{controller} plays a Coach for the Grand Inquisitor: +{EVENT[card].points}."))
        case act.InquisitorSearch(seat=seat):
            gi.acted_here = True
            search(state, "The Grand Inquisitor", seat, gi.place or "")
        case act.InquisitorControl(marker=marker_id):
            gi.acted_here = True
            _control(state, marker_id)
        case act.InquisitorStop():
            state.log.append(LogEntry(f"The Grand Inquisitor stops in {gi.place}."))
            return True
    return False


def _control(state: AlchemistState, marker_id: str) -> None:
    """The marker is turned over for all to see (ruling A14): an alchemist is arrested."""
    marker = state.markers[marker_id]
    role = state.role(marker_id)
    state.public_roles.add(marker_id)
    state.revealed = True
    state.log.append(LogEntry(f"The Grand Inquisitor controls {state.name(marker.owner)}'s marker {marker_id}: {role.value}."))
    if role is Role.ALCHEMIST:
        arrest(state, marker_id)
