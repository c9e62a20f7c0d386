"""The six locations: what placing an artisan there allows and costs, with this round's
event and the artisan's own ability applied (rulebook: Locations, Artisans, Events)."""

from __future__ import annotations

from grasse_tui.games.lafleur.rules.actions import DECK
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, EVENT, FEATURE, FLOWER, VISITOR
from grasse_tui.games.lafleur.rules.content import (
    DECK_FLOWER_COST,
    HIRE_COST,
    MAX_ARTISANS,
    REPLACE_COST,
    REVEAL_COST,
    ROMANCE_ALLURE,
    ArtisanAbility,
    Discount,
    FreeReveals,
    Location,
    LocationBonus,
    PriceChange,
    Reward,
    RomanceAt,
    Timing,
)
from grasse_tui.games.lafleur.rules.decks import flower_deck_open
from grasse_tui.games.lafleur.rules.party import attraction
from grasse_tui.games.lafleur.rules.payment import covers, kind_of
from grasse_tui.games.lafleur.rules.state import LaFleurState




def ability_at(artisan: str, location: Location) -> ArtisanAbility | None:
    """``artisan``'s ability when it is placed at ``location`` (None elsewhere)."""
    card = ARTISAN[artisan]
    return card.ability if card.location is location else None


def price_change(state: LaFleurState, location: Location) -> int:
    """Coins this round's event adds to prices at ``location`` (negative: cheaper)."""
    event = state.event
    if event is None:
        return 0
    return sum(e.coins for e in EVENT[event].effects if isinstance(e, PriceChange) and e.location is location)


def location_bonus(state: LaFleurState, location: Location) -> Reward:
    """What this round's event adds to an artisan placed at ``location``."""
    event = state.event
    total = Reward()
    if event is not None:
        for effect in EVENT[event].effects:
            if isinstance(effect, LocationBonus) and effect.location is location:
                r = effect.reward
                total = Reward(total.prestige + r.prestige, total.coins + r.coins, total.flowers + r.flowers)
    return total


def price(state: LaFleurState, base: int, location: Location, ability: ArtisanAbility | None) -> int:
    """``base`` coins at ``location`` with the event's change and the artisan's discount."""
    discount = ability.coins if isinstance(ability, Discount) else 0
    return max(0, base + price_change(state, location) - discount)


def flower_price(state: LaFleurState, space: int, ability: ArtisanAbility | None) -> int:
    """Coins for the face-up flower in ``space`` (or the deck's top, ``DECK``)."""
    if space == DECK:
        base = DECK_FLOWER_COST
    else:
        card = state.flower_row[space]
        assert card is not None
        base = FLOWER[card].cost
    return price(state, base, Location.FLOWER_MARKET, ability)


def flowers_on_offer(state: LaFleurState, chateau: int, ability: ArtisanAbility | None) -> list[int]:
    """The spaces (``DECK`` for the deck) ``chateau`` can buy a flower from now."""
    coins = state.chateaux[chateau].coins
    spaces = [space for space, card in enumerate(state.flower_row) if card is not None]
    if flower_deck_open(state):
        spaces.append(DECK)
    return [space for space in spaces if flower_price(state, space, ability) <= coins]


def reveal_price(state: LaFleurState, ability: ArtisanAbility | None) -> int | None:
    """Coins to reveal a feature into an empty space (None: no empty space or no card)."""
    if None not in state.feature_row or not (state.feature_deck or state.feature_discard):
        return None
    if isinstance(ability, FreeReveals):
        return 0
    return price(state, REVEAL_COST, Location.GARDEN_FEATURES, None)


def payable(state: LaFleurState, chateau: int, feature: str) -> bool:
    """Whether ``chateau`` can pay ``feature``'s symbols with its hand and untilted artisans."""
    home = state.chateaux[chateau]
    lent = [ARTISAN[slot.card].allure for slot in home.artisans if not slot.tilted]
    return covers(FEATURE[feature].allures, [kind_of(FLOWER[card].allures) for card in home.hand], lent)


def features_on_offer(state: LaFleurState, chateau: int) -> list[int]:
    return [space for space, card in enumerate(state.feature_row) if card is not None and payable(state, chateau, card)]


def hire_price(state: LaFleurState, ability: ArtisanAbility | None) -> int:
    return price(state, HIRE_COST, Location.ARTISAN_GUILD, ability)


def replace_price(state: LaFleurState, ability: ArtisanAbility | None) -> int:
    return price(state, REPLACE_COST, Location.ARTISAN_GUILD, ability)


def can_hire(state: LaFleurState, chateau: int, ability: ArtisanAbility | None) -> bool:
    home = state.chateaux[chateau]
    deck = bool(state.artisan_deck or state.artisan_discard)
    return deck and len(home.artisans) < MAX_ARTISANS and home.coins >= hire_price(state, ability)


def can_replace(state: LaFleurState, chateau: int, ability: ArtisanAbility | None) -> bool:
    deck = bool(state.artisan_deck or state.artisan_discard)
    return deck and state.chateaux[chateau].coins >= replace_price(state, ability)


def romance_needs(state: LaFleurState, chateau: int, ability: ArtisanAbility | None) -> int:
    """The allure of a visitor's types ``chateau`` needs to romance it: 5, or less with a
    When Visited feature or the placed artisan's ability that says so."""
    needs = [ROMANCE_ALLURE]
    if isinstance(ability, RomanceAt):
        needs.append(ability.allure)
    for feature in state.chateaux[chateau].features:
        card = FEATURE[feature]
        if card.timing is Timing.WHEN_VISITED and isinstance(card.ability, RomanceAt):
            needs.append(card.ability.allure)
    return min(needs)


def can_romance(state: LaFleurState, chateau: int, visitor: str, ability: ArtisanAbility | None) -> bool:
    """A visitor with a type, no companion yet nor another romance pawn out, and enough
    allure of its types (ruling L4)."""
    home = state.chateaux[chateau]
    if not VISITOR[visitor].allures or home.companion is not None:
        return False
    if any(pawn == (chateau, True) for pawn in state.pawns.values()):
        return False
    return attraction(state, chateau, visitor) >= romance_needs(state, chateau, ability)


def open_visitors(state: LaFleurState) -> list[str]:
    return [visitor for visitor in state.visitors if visitor not in state.pawns]


def can_place(state: LaFleurState, chateau: int, artisan: str, location: Location) -> bool:
    """Whether ``chateau`` may send ``artisan`` to ``location``: a location is offered only
    where something can be done (ruling L3)."""
    home = state.chateaux[chateau]
    ability = ability_at(artisan, location)
    match location:
        case Location.PRESTIGE:
            return not home.used_prestige
        case Location.COIN:
            return True
        case Location.FLOWER_MARKET:
            return bool(flowers_on_offer(state, chateau, ability))
        case Location.GARDEN_FEATURES:
            reveal = reveal_price(state, ability)
            return bool(features_on_offer(state, chateau)) or (reveal is not None and home.coins >= reveal)
        case Location.ARTISAN_GUILD:
            return can_hire(state, chateau, ability) or can_replace(state, chateau, ability)
        case Location.SPECIAL_INVITATION:
            return bool(open_visitors(state))
    raise AssertionError(location)
