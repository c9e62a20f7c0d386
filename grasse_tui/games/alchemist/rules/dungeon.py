"""The dungeon (rulebook: Section 3, The dungeon; Optional Rules, Public judgement): an
arrested alchemist is judged, then sits out its seat's next sequence (two when found
guilty by vote) and comes back on the Savoir city a die names (ruling A15)."""

from __future__ import annotations

from grasse_tui.core.game import LogEntry
from grasse_tui.core.wording import counted
from grasse_tui.games.alchemist.rules.cards import lose_savoir
from grasse_tui.games.alchemist.rules.content import SAVOIR_CITIES
from grasse_tui.games.alchemist.rules.state import JUDGEMENT, PRISON, AlchemistState


def arrest(state: AlchemistState, marker_id: str) -> None:
    """The Inquisitor arrests ``marker_id`` (an alchemist): judged by the die, or (public
    judgement) put on the judgement space while every other seat votes."""
    marker = state.markers[marker_id]
    marker.place = JUDGEMENT
    owner = state.name(marker.owner)
    state.log.append(LogEntry(f"{owner}'s alchemist is arrested and taken to the judgement space."))
    if state.config.public_judgement:
        state.arrested = marker_id
        state.votes = {}
        return
    roll = state.roll(f"The judgement of {owner}'s alchemist")
    lost = 0 if roll <= 2 else 1 if roll <= 4 else 2
    imprison(state, marker_id, 1)
    if lost:
        lose_savoir(state, marker.owner, lost, "The judgement")


def voters(state: AlchemistState) -> list[int]:
    """Public judgement: the seats still to vote, in seat order (all but the prisoner's)."""
    if state.arrested is None:
        return []
    prisoner = state.markers[state.arrested].owner
    return [seat for seat in range(state.players) if seat != prisoner and seat not in state.votes]


def vote(state: AlchemistState, seat: int, guilty: bool) -> None:
    """Record ``seat``'s vote; the last one decides (a tie: guilty, ruling A22)."""
    state.votes[seat] = guilty
    state.log.append(LogEntry(f"{state.name(seat)} votes {'guilty' if guilty else 'to acquit'}."))
    if voters(state):
        return
    marker_id, state.arrested = state.arrested, None
    assert marker_id is not None
    guilty_votes = sum(state.votes.values())
    owner = state.name(state.markers[marker_id].owner)
    if 2 * guilty_votes >= len(state.votes):
        state.log.append(LogEntry(f"Guilty ({guilty_votes} of {len(state.votes)}): two sequences in the dungeon."))
        imprison(state, marker_id, 2)
    else:
        state.markers[marker_id].place = _release_city(state, f"{owner}'s alchemist is acquitted")
    state.votes = {}


def imprison(state: AlchemistState, marker_id: str, sequences: int) -> None:
    marker = state.markers[marker_id]
    marker.place = PRISON
    marker.dungeon_turns = sequences
    state.log.append(LogEntry(f"{state.name(marker.owner)}'s marker goes to prison for {counted(sequences, 'sequence')}."))


def send_assistant(state: AlchemistState, marker_id: str) -> None:
    """A prison card: the assistant sits out its seat's next sequence and loses nothing."""
    state.public_roles.add(marker_id)
    imprison(state, marker_id, 1)


def start_of_sequence(state: AlchemistState, seat: int) -> None:
    """``seat``'s markers in the dungeon: one more sequence sat out, or released."""
    for marker_id in state.owned(seat):
        marker = state.markers[marker_id]
        if marker.place != PRISON:
            continue
        if marker.dungeon_turns > 0:
            marker.dungeon_turns -= 1
            state.log.append(LogEntry(f"{state.name(seat)}'s marker sits this sequence out in prison."))
        else:
            release(state, marker_id, f"{state.name(seat)}'s marker leaves prison")


def release(state: AlchemistState, marker_id: str, why: str) -> None:
    """The acting seat's marker leaves the dungeon for the Savoir city a die names (where it
    may study at once, ruling A15)."""
    marker = state.markers[marker_id]
    marker.dungeon_turns = 0
    marker.place = _release_city(state, why)
    state.seq.released.add(marker_id)


def _release_city(state: AlchemistState, why: str) -> str:
    """The Savoir city a die names, where a released marker starts."""
    city = SAVOIR_CITIES[state.roll(f"{why}; the die names its Savoir city") - 1]
    state.log.append(LogEntry(f"It starts from {city}."))
    return city
