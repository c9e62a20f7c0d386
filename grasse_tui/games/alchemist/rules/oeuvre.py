"""Phase 3, the Grand Œuvre (rulebook: Section 2, Phase 3; rulings A6, A17): the purity
code, the transmutation markers, the ingots and the win."""

from __future__ import annotations

from grasse_tui.core.game import LogEntry
from grasse_tui.core.wording import counted
from grasse_tui.games.alchemist.rules.cards import family, return_savoir
from grasse_tui.games.alchemist.rules.content import SAVOIR_CITIES, TRANSMUTATION_MARKERS
from grasse_tui.games.alchemist.rules.state import AlchemistState

MARKERS_BY_FAMILIES = {1: 3, 2: 2, 3: 1}
"""The purity code: transmutation markers drawn for the number of families in the hand."""


def can_work(state: AlchemistState, seat: int) -> bool:
    """Six Savoir cards, one of each city, and the alchemist out of the dungeon."""
    alchemist = state.markers[state.alchemists[seat]]
    return len(state.seats[seat].savoir) == len(SAVOIR_CITIES) and not alchemist.in_dungeon and not state.seq.worked


def markers_drawn(state: AlchemistState, seat: int) -> int:
    families = {family(state, seat, card) for card in state.seats[seat].savoir}
    return MARKERS_BY_FAMILIES[len(families)]


def grand_oeuvre(state: AlchemistState, seat: int) -> None:
    """Draw the markers the purity code gives, take the ingots they show (what the supply
    has left), put the six cards back under their decks; the goal reached wins at once."""
    state.seq.worked = True
    count = markers_drawn(state, seat)
    pile = [m for m in TRANSMUTATION_MARKERS if m or not state.config.faster]
    drawn = state.rng.sample(pile, count)
    won = min(sum(drawn), state.ingot_supply)
    state.ingot_supply -= won
    me = state.seats[seat]
    me.ingots += won
    shown = ", ".join("explosion" if m == 0 else counted(m, "ingot") for m in drawn)
    state.tell_chance(f"{state.name(seat)} attempts the Grand Œuvre: {counted(count, 'transmutation marker')}: {shown}.")
    state.log.append(LogEntry(f"{state.name(seat)} gains {counted(won, 'ingot')}, {me.ingots} in all."))
    for card in list(me.savoir):
        return_savoir(state, seat, card)
    state.revealed = True
    if me.ingots >= state.config.ingots_to_win:
        state.winners = (seat,)
        state.end_reason = f"{state.name(seat)} has {me.ingots} gold ingots: the Grand Œuvre is complete."
    elif state.ingot_supply == 0:
        end_by_count(state, "The ingot supply is empty")


def end_by_count(state: AlchemistState, why: str) -> None:
    """Rulings A17 and A24: the most ingots win, then the most Savoir cards; else shared."""
    best = max((s.ingots, len(s.savoir)) for s in state.seats)
    state.winners = tuple(i for i, s in enumerate(state.seats) if (s.ingots, len(s.savoir)) == best)
    state.end_reason = f"{why}: the most ingots win."
