"""What a seat played with that the designers balanced, for ``simulate --report``: its
Secret Formula card (Mini Expansion III). The base game deals every seat the same, so
without that expansion there is nothing to tag."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.clients import formula_text
from grasse_tui.games.grasse.rules.state import GrasseState


def balance_tags(state: GrasseState) -> dict[int, tuple[str, ...]]:
    """Seat index -> ``("formula: Floral + Woody",)`` for each seat dealt a formula card
    (every seat with the expansion; none without it, nor for Pierre)."""
    return {
        seat: (f"formula: {formula_text(record.formula)}",)
        for seat, record in enumerate(state.seats)
        if record.formula is not None and seat != state.pierre
    }
