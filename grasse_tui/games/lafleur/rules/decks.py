"""Drawing from La Fleur's face-down decks. A deck's top is the end of its list; an empty
deck is made anew by shuffling its discard pile (ruling L10). Every draw sets the state's
``revealed`` flag: a hidden card came into play, so undo stops there."""

from __future__ import annotations

from grasse_tui.games.lafleur.rules.state import LaFleurState


def _draw(state: LaFleurState, deck: list[str], discard: list[str]) -> str | None:
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        state.rng.shuffle(deck)
    if not deck:
        return None
    state.revealed = True
    return deck.pop()


def draw_flower(state: LaFleurState) -> str | None:
    return _draw(state, state.flower_deck, state.flower_discard)


def draw_feature(state: LaFleurState) -> str | None:
    return _draw(state, state.feature_deck, state.feature_discard)


def draw_visitor(state: LaFleurState) -> str | None:
    return _draw(state, state.visitor_deck, state.visitor_discard)


def draw_artisan(state: LaFleurState) -> str | None:
    return _draw(state, state.artisan_deck, state.artisan_discard)


def draw_event(state: LaFleurState) -> str | None:
    """The next event; past events (all but the one showing) are shuffled anew when the
    deck runs out."""
    if not state.event_deck and len(state.events) > 1:
        state.event_deck.extend(state.events[:-1])
        del state.events[:-1]
        state.rng.shuffle(state.event_deck)
    if not state.event_deck:
        return None
    state.revealed = True
    return state.event_deck.pop()


def flower_deck_open(state: LaFleurState) -> bool:
    """Whether a flower can be drawn (from the deck, or a reshuffled discard)."""
    return bool(state.flower_deck or state.flower_discard)
