"""What a seat played with that the designers balanced, for ``simulate --report``: its
laboratory city and its place in the turn order (the first player is drawn at random, so
the seat index alone says nothing about it).

A laboratory that is found is replaced by a new one drawn at random; the final state
holds the last, which the tag names as such."""

from __future__ import annotations

from grasse_tui.games.alchemist.rules.state import AlchemistState


def balance_tags(state: AlchemistState) -> dict[int, tuple[str, ...]]:
    """Seat index -> ``("final laboratory: Lyon", "turn order: 2")`` (1: the first player)."""
    return {
        seat: (f"final laboratory: {record.laboratory}", f"turn order: {(seat - state.first) % state.players + 1}")
        for seat, record in enumerate(state.seats)
    }
