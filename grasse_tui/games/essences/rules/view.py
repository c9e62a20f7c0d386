"""What one seat may see (``EssencesView``): frozen, sharing nothing mutable with the state.

A viewer sees the perfumes on show, every kept essence and its intensity once set, who
has guessed (not how), the scores, the debriefings and its own log; its own drawn
essences; the ticket only when the mode lets it (:meth:`EssencesState.ticket_seen_by`);
its own guess until the debriefing shows them all.
"""

from __future__ import annotations

from dataclasses import dataclass

from grasse_tui.games.essences.rules.cards import ESSENCE
from grasse_tui.games.essences.rules.config import NOSE_TOKENS
from grasse_tui.games.essences.rules.flow import deciding, guessers, keeps, perfume_name
from grasse_tui.games.essences.rules.state import Debrief, EssencesState, Phase


@dataclass(frozen=True, slots=True)
class PlacedView:
    """A kept essence on the table: its id and smell, whose, and its intensity (None: not set)."""

    essence: str
    name: str
    seat: int
    intensity: int | None


@dataclass(frozen=True, slots=True)
class EssencesView:
    viewer: int | None
    cooperative: bool
    names: tuple[str, ...]
    phase: str
    """``"composing"``, ``"guessing"`` or ``"over"``."""
    turn: int
    """1-based."""
    turns: int
    lead: int
    perfumes: tuple[str, ...]
    """The four names on show, under numbers 1–4 (empty once over)."""
    ticket: int | None
    """The ticket's number, when this viewer may know it."""
    hand: tuple[str, ...]
    """The viewer's drawn essences not yet kept."""
    keeps: int
    placed: tuple[PlacedView, ...]
    deciding: tuple[int, ...]
    guessers: tuple[int, ...]
    my_guess: tuple[int, ...] | None
    scores: tuple[int, ...]
    team: int
    nose_tokens: tuple[int, ...]
    """This table's Nose in the Wind tokens, by bonus (competitive; empty in cooperative)."""
    last: Debrief | None
    log: tuple[str, ...]

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER.value

    @property
    def players(self) -> int:
        return len(self.names)


def view(state: EssencesState, viewer: int | None) -> EssencesView:
    over = state.phase is Phase.OVER
    return EssencesView(
        viewer=viewer,
        cooperative=state.config.cooperative,
        names=tuple(seat.name for seat in state.config.seats),
        phase=state.phase.value,
        turn=min(state.turn + 1, state.config.turns),
        turns=state.config.turns,
        lead=state.lead if not over else -1,
        perfumes=tuple(perfume_name(state, n) for n in range(1, len(state.shown) + 1)),
        ticket=state.ticket if not over and state.ticket_seen_by(viewer) else None,
        hand=tuple(state.hands.get(viewer, ())) if viewer is not None else (),
        keeps=keeps(state),
        placed=tuple(PlacedView(p.essence, ESSENCE[p.essence].name, p.seat, p.intensity) for p in state.placed),
        deciding=deciding(state),
        guessers=tuple(guessers(state)) if not over else (),
        my_guess=state.guesses.get(viewer) if viewer is not None else None,
        scores=tuple(state.scores),
        team=state.team,
        nose_tokens=() if state.config.cooperative else NOSE_TOKENS[state.players],
        last=state.debriefs[-1] if state.debriefs else None,
        log=tuple(text for entry in state.log if (text := entry.text_for(viewer))),
    )
