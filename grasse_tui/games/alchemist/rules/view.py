"""What a seat may see (``AlchemistView``), frozen and sharing nothing with the state.

Open to all: the markers' owners and places, the dice, the Inquisitor, the plague, the
investigation sheet, each seat's ingots, Savoir cities held (ruling A5) and event card
count, the decks' sizes. Only for the viewer: which of its markers is the alchemist (and
the roles of other markers it has inspected or seen turned over), its laboratory, its
Savoir cards' families and its event cards."""

from __future__ import annotations

from dataclasses import dataclass

from grasse_tui.core.game import log_lines
from grasse_tui.games.alchemist.rules.cards import city_of, family
from grasse_tui.games.alchemist.rules.content import Family, Role
from grasse_tui.games.alchemist.rules.flow import deciding, decision_kind
from grasse_tui.games.alchemist.rules.moves import moving
from grasse_tui.games.alchemist.rules.state import AlchemistState, Phase


@dataclass(frozen=True, slots=True)
class MarkerView:
    marker_id: str
    owner: int
    place: str
    role: Role | None
    """None: the viewer does not know."""
    dungeon_turns: int


@dataclass(frozen=True, slots=True)
class AlchemistSeatView:
    name: str
    ingots: int
    savoir_cities: tuple[str, ...]
    event_count: int
    sheet: tuple[str, ...]
    """Laboratory cities searched for this seat without finding it."""


@dataclass(frozen=True, slots=True)
class AlchemistView:
    viewer: int | None
    turn: int
    phase: str
    decision: str
    """What the deciding seat is asked (``flow.decision_kind``)."""
    current: int
    deciding: int | None
    controller: int
    seats: tuple[AlchemistSeatView, ...]
    markers: tuple[MarkerView, ...]
    inquisitor: str | None
    inquisitor_dice: tuple[int, ...]
    inquisitor_points: int
    plague: str | None
    lab_removed: str | None
    ingot_supply: int
    savoir_decks: tuple[tuple[str, int], ...]
    event_deck: int
    dice: tuple[int, ...]
    """The acting seat's dice not yet given."""
    points: tuple[tuple[str, int], ...]
    """Movement points left for the markers still moving."""
    paths: tuple[tuple[str, tuple[str, ...]], ...]
    arrested: str | None
    my_laboratory: str | None
    my_savoir: tuple[tuple[str, Family], ...]
    """The viewer's Savoir cards: (city, the family it counts as)."""
    my_events: tuple[str, ...]
    winners: tuple[int, ...]
    log: tuple[str, ...]

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER.value


def _role(state: AlchemistState, marker_id: str, viewer: int | None) -> Role | None:
    marker = state.markers[marker_id]
    seen = marker_id in state.public_roles or state.phase is Phase.OVER
    if viewer is not None and (marker.owner == viewer or marker_id in state.known[viewer]):
        seen = True
    return state.role(marker_id) if seen else None


def view(state: AlchemistState, viewer: int | None) -> AlchemistView:
    seq = state.seq
    mine = state.seats[viewer] if viewer is not None else None
    return AlchemistView(
        viewer=viewer,
        turn=state.turn,
        phase=state.phase.value,
        decision=decision_kind(state),
        current=state.current,
        deciding=deciding(state),
        controller=state.controller,
        seats=tuple(
            AlchemistSeatView(
                state.name(seat),
                s.ingots,
                tuple(sorted(city_of(c) for c in s.savoir)),
                len(s.events),
                tuple(sorted(city for who, city in state.sheet if who == seat)),
            )
            for seat, s in enumerate(state.seats)
        ),
        markers=tuple(
            MarkerView(m.marker_id, m.owner, m.place, _role(state, m.marker_id, viewer), m.dungeon_turns)
            for m in sorted(state.markers.values(), key=lambda m: m.marker_id)
        ),
        inquisitor=state.inquisitor.place,
        inquisitor_dice=state.inquisitor.dice,
        inquisitor_points=state.inquisitor.points if state.phase is Phase.INQUISITOR else 0,
        plague=state.plague,
        lab_removed=state.lab_removed,
        ingot_supply=state.ingot_supply,
        savoir_decks=tuple((city, len(deck)) for city, deck in state.savoir_decks.items()),
        event_deck=len(state.event_deck),
        dice=seq.dice,
        points=tuple((m, seq.points[m]) for m in moving(state)),
        paths=tuple((m, tuple(path)) for m, path in sorted(seq.paths.items())),
        arrested=state.arrested,
        my_laboratory=mine.laboratory if mine else None,
        my_savoir=tuple(sorted((city_of(c), family(state, viewer, c)) for c in mine.savoir))
        if mine and viewer is not None
        else (),
        my_events=tuple(sorted(mine.events)) if mine else (),
        winners=state.winners,
        log=log_lines(state, state.log, viewer),
    )
