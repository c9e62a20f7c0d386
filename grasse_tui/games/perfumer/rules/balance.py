"""What a seat played with that the designers balanced, for ``simulate --report``: the
notebook it was dealt and its helper card.

A helper goes back to the box when the perfumer stage begins, so in the two-stage game
the final state holds only the second stage's helper; its tag says so."""

from __future__ import annotations

from grasse_tui.games.perfumer.rules.cards import HELPER
from grasse_tui.games.perfumer.rules.state import PerfumerState


def balance_tags(state: PerfumerState) -> dict[int, tuple[str, ...]]:
    """Seat index -> ``("notebook: n3", "helper: Porter")`` (``"stage 2 helper: …"`` once the
    perfumer stage has begun; no helper tag before a seat has one)."""
    kind = "helper" if state.stage == 1 else f"stage {state.stage} helper"
    return {
        seat: (f"notebook: {perfumer.notebook}",)
        + ((f"{kind}: {HELPER[perfumer.helper].name}",) if perfumer.helper is not None else ())
        for seat, perfumer in enumerate(state.seats)
    }
