"""La Fleur's legal actions as the decision panel lists them: grouped, described, with the
help topic that explains each, and for a garden feature a quick purchase that pays as the
app suggests (artisans first, pairs last) in the same decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.actions import LaFleurAction
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, CHARACTER, FEATURE, FLOWER, VISITOR, effect_text, effects_text
from grasse_tui.games.lafleur.rules.content import Location
from grasse_tui.games.lafleur.rules.payment import Use, kind_of, suggested
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.ui.widgets.choice import Choice

LOCATION_TOPIC: dict[Location, str] = {location: location.label for location in Location}
"""The help heading of each location (``### Flower Market``…)."""
STEP_TOPIC: dict[str, str] = {
    "keep": "Set-up",
    "place": "A round",
    "flower market": "Flower Market",
    "garden features": "Garden Features",
    "pay": "Garden Features",
    "artisan guild": "Artisan Guild",
    "drawn artisan": "Artisan Guild",
    "special invitation": "Special Invitation",
    "take flowers": "Visitors",
    "discard flowers": "Visitors",
    "trade": "Visitors",
    "choose": "Visitors",
}
QUICK_GROUP = "Buy and pay as suggested"
CHOOSE_GROUP = "Buy, then choose how to pay"


def build_choices(
    view: LaFleurView, legal: Sequence[LaFleurAction], describe: Callable[[LaFleurAction], str]
) -> list[Choice]:
    """``legal`` as :class:`Choice` objects in the order they came (the rules list them in
    a sensible order), grouped by artisan when placing; each garden feature the seat can
    buy comes twice: paid at once as suggested, or symbol by symbol."""
    topic = STEP_TOPIC.get(view.step.kind, "A round")
    choices: list[Choice] = []
    quick: list[Choice] = []
    for action in legal:
        label = describe(action)
        match action:
            case act.Place(artisan=artisan, location=location):
                sent = ARTISAN[artisan]
                group = f"Send the {sent.occupation} ({sent.allure.letter})"
                ability = f" Its ability here: {effect_text(sent.ability)}." if sent.location is location else ""
                choices.append(
                    Choice(action, location.label, group, _location_detail(location) + ability, LOCATION_TOPIC[location])
                )
            case act.BuyFeature(space=space):
                plan = _plan(view, space)
                feature = view.feature_row[space]
                assert feature is not None
                detail = _feature_detail(feature)
                if plan:
                    pays = tuple(_pay(use) for use in plan)
                    words = "; ".join(_use_words(use) for use in plan)
                    quick.append(Choice(action, label, QUICK_GROUP, f"{detail} Paid with: {words}.", topic, then=pays))
                choices.append(Choice(action, label, CHOOSE_GROUP, detail, topic))
            case act.Keep():
                choices.append(Choice(action, label, "Your character and artisans", _keep_detail(action), "Set-up"))
            case act.Invite(visitor=visitor):
                guest = VISITOR[visitor]
                choices.append(Choice(action, label, "Visitors", effects_text(guest.effects), topic))
            case _:
                choices.append(Choice(action, label, _group(view), "", topic))
    return quick + choices


def _group(view: LaFleurView) -> str:
    return view.step.kind.capitalize()


def _plan(view: LaFleurView, space: int) -> list[Use] | None:
    """The suggested payment for the feature in ``space`` (None: the seat cannot pay)."""
    if view.viewer is None:
        return None
    me = view.chateaux[view.viewer]
    card = view.feature_row[space]
    if card is None:
        return None
    hand = [(flower, kind_of(FLOWER[flower].allures)) for flower in me.hand]
    lenders = [(a.card, ARTISAN[a.card].allure) for a in me.artisans if not a.tilted]
    return suggested(FEATURE[card].allures, hand, lenders)


def _pay(use: Use) -> act.Pay:
    return act.Pay(use.pays[0], use.flowers, use.artisan or "")


def _use_words(use: Use) -> str:
    paid = "+".join(allure.letter for allure in use.pays)
    if use.artisan:
        return f"the {ARTISAN[use.artisan].occupation} {paid}"
    return f"{' and '.join(FLOWER[card].name for card in use.flowers)} {paid}"


def _feature_detail(card: str) -> str:
    feature = FEATURE[card]
    return f"{feature.french}. {feature.timing.value}: {effect_text(feature.ability)}."


def _keep_detail(action: act.Keep) -> str:
    character = CHARACTER[action.character]
    artisans = "; ".join(
        f"the {ARTISAN[a].occupation} lends {ARTISAN[a].allure.label}, at {ARTISAN[a].location.label}: "
        f"{effect_text(ARTISAN[a].ability)}"
        for a in action.artisans
    )
    return f"{character.name}, each end of round: {effects_text(character.abilities)}. {artisans}."


_LOCATION_WORDS: dict[Location, str] = {
    Location.FLOWER_MARKET: "Buy a flower card: 2 coins for two symbols, 1 for a wild, free for one symbol, 1 for the deck's top.",
    Location.GARDEN_FEATURES: "Buy a garden feature with flower cards and artisans' allure; reveal more for 1 coin each.",
    Location.ARTISAN_GUILD: "Hire an artisan for 8 coins, or pay 4 to draw one that may replace one of yours.",
    Location.SPECIAL_INVITATION: "Put a pawn on a visitor: a tie for it goes to you; with 5+ of its allure, romance it.",
    Location.PRESTIGE: "Gain 1 prestige (once a round).",
    Location.COIN: "Gain 2 coins.",
}


def _location_detail(location: Location) -> str:
    return _LOCATION_WORDS[location]
