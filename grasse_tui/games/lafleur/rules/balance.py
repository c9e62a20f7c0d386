"""What a seat played with that the designers balanced, for ``simulate --report``: the
character it kept at set-up and, in the solo game, the character the automaton plays."""

from __future__ import annotations

from grasse_tui.games.lafleur.rules.catalogue import CHARACTER
from grasse_tui.games.lafleur.rules.state import LaFleurState


def balance_tags(state: LaFleurState) -> dict[int, tuple[str, ...]]:
    """Seat index -> ``("character: Colette",)``; the solo seat also gets
    ``"solo opponent: Captain George"``. A seat that has not kept a character yet (a game
    stopped in set-up) gets no character tag."""
    opponents = tuple(
        f"solo opponent: {CHARACTER[home.character].name}"
        for home in state.chateaux
        if home.automaton and home.character is not None
    )
    tags: dict[int, tuple[str, ...]] = {}
    for seat, home in enumerate(state.chateaux[: state.players]):
        kept = (f"character: {CHARACTER[home.character].name}",) if home.character is not None else ()
        tags[seat] = kept + opponents
    return tags
