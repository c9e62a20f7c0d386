"""What one seat may see of a La Fleur game (``Game.view``): frozen values sharing nothing
with the state.

Public: the board (face-up flowers, features, visitors and their pawns, the event), every
château's coins, prestige, allure tracker, features, artisans, companion and guests, and
how many flower cards each holds (ruling L8). Private: a seat's hand (its own view only),
the cards it was dealt at set-up, and until every seat has chosen, which it kept. The
solo opponent's flower cards are face down: their number only.
"""

from __future__ import annotations

from dataclasses import dataclass

from grasse_tui.games.lafleur.rules.content import TRACKED, Allure, Location, Reward, Trade
from grasse_tui.games.lafleur.rules.state import LaFleurState, Phase


@dataclass(frozen=True, slots=True)
class ArtisanView:
    card: str
    placed: Location | None
    tilted: bool


@dataclass(frozen=True, slots=True)
class ChateauView:
    """One château as the viewer sees it; ``character`` and ``artisans`` are empty for
    another seat until set-up is over; ``hand`` is empty unless it is the viewer's."""

    name: str
    automaton: bool
    character: str | None
    coins: int
    prestige: int
    sources: tuple[tuple[str, int], ...]
    allure: tuple[tuple[Allure, int], ...]
    features: tuple[str, ...]
    artisans: tuple[ArtisanView, ...]
    companion: str | None
    guests: tuple[str, ...]
    hand_size: int
    hand: tuple[str, ...]
    used_prestige: bool
    chosen: bool

    def allure_of(self, allure: Allure) -> int:
        return dict(self.allure)[allure]


@dataclass(frozen=True, slots=True)
class StepView:
    """The decision the game waits for, as public as it is: its kind (``"place"``,
    ``"pay"``…), whose it is, and what it is about (the symbols still owed, the card
    drawn at the Guild, flowers left to take or discard, a trade or a choice)."""

    kind: str
    chateau: int | None
    count: int = 0
    card: str | None = None
    owed: tuple[Allure, ...] = ()
    trade: Trade | None = None
    options: tuple[Reward, ...] = ()
    source: str = ""


@dataclass(frozen=True, slots=True)
class LaFleurView:
    """``viewer`` is a seat index or None (a spectator). ``dealt`` holds the viewer's set-up
    deal (characters, artisans) while it chooses. ``visitors`` pairs each face-up visitor
    with the pawn on it: ``(owner, romance)`` or None."""

    viewer: int | None
    players: int
    solo: bool
    phase: str
    round: int
    final_round: bool
    first: int
    chateaux: tuple[ChateauView, ...]
    flower_row: tuple[str | None, ...]
    feature_row: tuple[str | None, ...]
    visitors: tuple[tuple[str, tuple[int, bool] | None], ...]
    event: str | None
    flower_deck: int
    feature_deck: int
    visitor_deck: int
    artisan_deck: int
    event_deck: int
    flower_discard: tuple[str, ...]
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    step: StepView
    log: tuple[str, ...]
    over: bool


def view(state: LaFleurState, viewer: int | None) -> LaFleurView:
    setup = state.phase is Phase.SETUP
    chateaux = []
    for index, home in enumerate(state.chateaux):
        own = index == viewer
        shown = own or not setup or home.automaton
        chateaux.append(
            ChateauView(
                name=home.name,
                automaton=home.automaton,
                character=home.character if shown else None,
                coins=home.coins,
                prestige=home.total_prestige,
                sources=tuple(sorted(home.prestige.items())),
                allure=tuple((allure, home.allure[allure]) for allure in TRACKED),
                features=tuple(home.features),
                artisans=tuple(ArtisanView(s.card, s.placed, s.tilted) for s in home.artisans) if shown else (),
                companion=home.companion,
                guests=tuple(home.guests),
                hand_size=len(home.hand),
                hand=tuple(home.hand) if own else (),
                used_prestige=home.used_prestige,
                chosen=not home.dealt_characters,
            )
        )
    me = state.chateaux[viewer] if viewer is not None else None
    dealt = (tuple(me.dealt_characters), tuple(me.dealt_artisans)) if me is not None else ((), ())
    return LaFleurView(
        viewer=viewer,
        players=state.players,
        solo=state.solo,
        phase=state.phase.value,
        round=state.round,
        final_round=state.final_round,
        first=state.first,
        chateaux=tuple(chateaux),
        flower_row=tuple(state.flower_row),
        feature_row=tuple(state.feature_row),
        visitors=tuple((visitor, state.pawns.get(visitor)) for visitor in state.visitors),
        event=state.event,
        flower_deck=len(state.flower_deck),
        feature_deck=len(state.feature_deck),
        visitor_deck=len(state.visitor_deck),
        artisan_deck=len(state.artisan_deck),
        event_deck=len(state.event_deck),
        flower_discard=tuple(state.flower_discard),
        dealt=dealt,
        step=_step(state),
        log=tuple(entry.text_for(viewer) for entry in state.log),
        over=state.phase is Phase.OVER,
    )


def _step(state: LaFleurState) -> StepView:
    if state.phase is Phase.SETUP:
        return StepView("keep", None)
    if state.phase is Phase.OVER or not state.agenda:
        return StepView("over", None)
    item = state.agenda[0]
    trade = item.effect if isinstance(item.effect, Trade) else None
    return StepView(item.do.value, item.chateau, item.count, item.card, item.owed, trade, item.options, item.source)
