"""Building La Fleur positions for tests: a game past set-up, cards by name, and a way
to clear a château's cards so an example's figures are exact."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.config import SEAT_COLOURS, Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.content import TRACKED, Allure
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.state import LaFleurState

NAMES = ("Aurora", "James", "Ronan", "Poppy")


def card_id(name: str) -> str:
    """The id of the card (or artisan occupation) called ``name``. Raises KeyError."""
    for kind in (cards.FLOWERS, cards.FEATURES, cards.VISITORS, cards.EVENTS, cards.CHARACTERS):
        for card in kind:
            if card.name == name:
                return card.card_id
    for artisan in cards.ARTISANS:
        if artisan.occupation == name:
            return artisan.card_id
    raise KeyError(name)


def started(players: int = 2, seed: int = 1, difficulty: Difficulty | None = None) -> LaFleurState:
    """A game whose seats have each kept their first set-up choice: round 1, first placement."""
    seats = tuple(SeatConfig(name, colour) for name, colour in zip(NAMES, SEAT_COLOURS, strict=False))[:players]
    state = LAFLEUR.new(LaFleurConfig(seats, difficulty), seed)
    for seat in range(players):
        LAFLEUR.apply(state, seat, LAFLEUR.legal_actions(state, seat)[0])
    return state


def set_allure(state: LaFleurState, chateau: int, **values: int) -> None:
    """Set château ``chateau``'s tracker: ``set_allure(s, 0, FLOWER=3)``; unnamed types are 0."""
    state.chateaux[chateau].allure = {allure: values.get(allure.name, 0) for allure in TRACKED}


def allure(name: str) -> Allure:
    return Allure[name]
