"""Whose decision it is, what they may do, and carrying it out: the set-up placements, each
seat's sequence (its sub-decisions first: a duel's answer, a prison card's pick, a thief's
swaps, a diversion, an encounter), the Grand Inquisitor's move and the public vote."""

from __future__ import annotations

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import LogEntry
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules import events, inquisitor, moves
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.cards import event_cards
from grasse_tui.games.alchemist.rules.content import CITIES, CityKind, EventKind
from grasse_tui.games.alchemist.rules.dungeon import vote, voters
from grasse_tui.games.alchemist.rules.oeuvre import can_work, end_by_count, grand_oeuvre
from grasse_tui.games.alchemist.rules.state import LAST_TURN, AlchemistState, Phase

START_CITIES = tuple(city.name for city in CITIES if city.kind is not CityKind.SAVOIR)
"""Where a seat may put its markers at set-up (ruling A2)."""


def deciding(state: AlchemistState) -> int | None:
    """The seat whose decision the game waits for (None once it is over)."""
    seq = state.seq
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.INQUISITOR:
        waiting = voters(state)
        return waiting[0] if waiting else state.controller
    if seq.duel is not None:
        return state.markers[seq.duel[1]].owner
    if seq.exchange is not None:
        return seq.exchange[0]
    if seq.prison_target is not None:
        return seq.prison_target
    return state.current


def decision_kind(state: AlchemistState) -> str:
    """What the deciding seat is asked, in a word: ``"place"``, ``"dice"``, ``"move"``,
    ``"encounter"``, ``"divert"``, ``"defend"``, ``"exchange"``, ``"prison"``, ``"thief"``,
    ``"oeuvre"``, ``"inquisitor-die"``, ``"inquisitor"``, ``"vote"`` or ``"over"`` (public:
    who decides and on what is seen at the table)."""
    seq = state.seq
    if state.phase is Phase.OVER:
        return "over"
    if state.phase is Phase.PLACE:
        return "place"
    if state.phase is Phase.INQUISITOR:
        return "vote" if state.arrested else "inquisitor-die" if state.inquisitor.dice else "inquisitor"
    pending = (
        ("defend", seq.duel), ("exchange", seq.exchange), ("prison", seq.prison_target), ("thief", seq.thief),
        ("divert", seq.divert), ("encounter", seq.encounter),
    )  # fmt: skip
    for kind, waiting in pending:
        if waiting is not None:
            return kind
    return {Phase.ASSIGN: "dice", Phase.MOVE: "move"}.get(state.phase, "oeuvre")


def legal_actions(state: AlchemistState, seat: int) -> list[AlchemistAction]:
    if seat != deciding(state):
        return []
    seq = state.seq
    if state.phase is Phase.PLACE:
        return [act.Place(city) for city in START_CITIES]
    if state.phase is Phase.INQUISITOR:
        return [act.Vote(True), act.Vote(False)] if state.arrested else inquisitor.legal(state)
    if seq.duel is not None:
        return [act.Defend(n) for n in range(len(event_cards(state, seat, EventKind.SWORDSMAN)) + 1)]
    if seq.exchange is not None:
        return moves.exchanges(state)
    if seq.prison_target is not None:
        return events.prison_choices(state)
    if seq.thief is not None:
        return events.swaps(state, seat)
    if seq.divert is not None:
        return [act.Divert(), act.Pass()]
    if seq.encounter is not None:
        return moves.encounters(state, seat)
    if state.phase is Phase.ASSIGN:
        return moves.assignments(state) + events.playable(state, seat)
    if state.phase is Phase.MOVE:
        return moves.steps(state, seat) + moves.stops(state, seat) + events.playable(state, seat)
    work: list[AlchemistAction] = [act.GrandOeuvre()] if can_work(state, seat) else []
    return work + [act.EndSequence()] + events.playable(state, seat)


def check(state: AlchemistState, seat: int, action: AlchemistAction) -> None:
    """Raises IllegalActionError naming the turn and phase when ``action`` is not legal."""
    if action not in legal_actions(state, seat):
        raise IllegalActionError(
            f"{action!r} is not legal for seat {seat + 1} in turn {state.turn}, {state.phase.value}"
        )


def apply_action(state: AlchemistState, seat: int, action: AlchemistAction) -> None:
    """Carry out a legal ``action`` of ``seat``, then whatever follows by itself."""
    seq = state.seq
    match action:
        case act.Place(city=city):
            _place(state, seat, city)
        case act.Assign(dice=dice):
            moves.assign(state, dice)
        case act.Step(marker=marker, city=city):
            moves.step(state, marker, city)
        case act.Stop(marker=marker, study=study):
            moves.stop(state, marker, study)
        case act.Inspect(target=target):
            moves.inspect(state, target)
        case act.Divert():
            moves.divert(state)
        case act.Duel(target=target, swordsmen=swordsmen):
            moves.challenge(state, target, swordsmen)
        case act.Defend(swordsmen=swordsmen):
            moves.defend(state, swordsmen)
        case act.Exchange(cities=cities):
            moves.exchange(state, cities)
        case act.Pass():
            if seq.thief is not None:
                events.end_thief(state)
            elif seq.divert is not None:
                moves.end_divert(state)
            else:
                moves.end_encounter(state)
        case act.SendAssistant(marker=marker):
            events.send(state, marker)
        case act.Swap(mine=mine, theirs=theirs):
            events.swap(state, seat, mine, theirs)
        case act.GrandOeuvre():
            grand_oeuvre(state, seat)
        case act.EndSequence():
            _end_sequence(state)
        case act.Vote(guilty=guilty):
            vote(state, seat, guilty)
        case (
            act.InquisitorDie() | act.InquisitorStep() | act.InquisitorSearch() | act.InquisitorControl()
            | act.InquisitorCoach() | act.InquisitorStop()
        ):
            if inquisitor.apply(state, action):
                _end_turn(state)
        case _:
            events.play(state, seat, action)
    if state.winners and state.phase is not Phase.OVER:
        state.phase = Phase.OVER
        state.log.append(LogEntry(state.end_reason))


def _place(state: AlchemistState, seat: int, city: str) -> None:
    for marker in state.owned(seat):
        state.markers[marker].place = city
    state.log.append(LogEntry(f"{state.name(seat)} puts their three markers in {city}."))
    if state.next_seat(seat) != state.first:
        state.current = state.next_seat(seat)
    else:
        moves.begin_sequence(state, state.first)


def _end_sequence(state: AlchemistState) -> None:
    nxt = state.next_seat(state.current)
    if nxt != state.first:
        moves.begin_sequence(state, nxt)
    else:
        inquisitor.begin(state)


def _end_turn(state: AlchemistState) -> None:
    if state.turn >= LAST_TURN:
        end_by_count(state, f"Turn {LAST_TURN} is over and nobody has won")
        return
    state.turn += 1
    inquisitor.choose_controller(state)
    moves.begin_sequence(state, state.first)
