"""The decisions: what a seat may do now (:func:`legal_actions`) and doing it
(:func:`apply_action`). The agenda's first item says which decision is open; set-up is
the one decision every seat makes at once, in secret."""

from __future__ import annotations

from itertools import combinations

from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.actions import DECK, LaFleurAction
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, FEATURE, FLOWER, VISITOR, artisan_text
from grasse_tui.games.lafleur.rules.content import (
    COIN_LOCATION_COINS,
    LOCATIONS,
    PRESTIGE_LOCATION_PRESTIGE,
    Discount,
    ExtraPurchase,
    Location,
    Reward,
    Timing,
)
from grasse_tui.games.lafleur.rules.decks import draw_artisan, draw_flower, draw_feature, flower_deck_open
from grasse_tui.games.lafleur.rules.effects import affordable_times, gain, make_trade, push, resolve
from grasse_tui.games.lafleur.rules.flow import run, setup_done
from grasse_tui.games.lafleur.rules.locations import (
    ability_at,
    can_hire,
    can_place,
    can_replace,
    can_romance,
    features_on_offer,
    flower_price,
    flowers_on_offer,
    hire_price,
    location_bonus,
    open_visitors,
    replace_price,
    reveal_price,
)
from grasse_tui.games.lafleur.rules.payment import kind_of, pay_options, Use
from grasse_tui.games.lafleur.rules.state import ArtisanSlot, Do, Item, LaFleurState, Phase


def deciding(state: LaFleurState) -> tuple[int, ...]:
    """The seats that may decide now: every seat still to keep its set-up cards, or the
    owner of the agenda's first item; none once the game is over."""
    if state.phase is Phase.SETUP:
        return tuple(i for i, home in enumerate(state.chateaux[: state.players]) if home.dealt_characters)
    if state.phase is Phase.OVER or not state.agenda:
        return ()
    seat = state.agenda[0].chateau
    return () if seat is None else (seat,)


def legal_actions(state: LaFleurState, seat: int) -> list[LaFleurAction]:
    """Every decision open to ``seat`` now (empty when it is not deciding)."""
    if seat not in deciding(state):
        return []
    home = state.chateaux[seat]
    if state.phase is Phase.SETUP:
        return [
            act.Keep(character, pair)
            for character in home.dealt_characters
            for pair in combinations(home.dealt_artisans, 2)
        ]
    item = state.agenda[0]
    match item.do:
        case Do.PLACE:
            return [
                act.Place(slot.card, location)
                for slot in home.artisans
                if slot.placed is None
                for location in LOCATIONS
                if can_place(state, seat, slot.card, location)
            ]
        case Do.FLOWER_MARKET:
            buys: list[LaFleurAction] = [act.BuyFlower(space) for space in flowers_on_offer(state, seat, item.ability)]
            return buys + [act.Done()] if item.after or not buys else buys
        case Do.GARDEN_FEATURES:
            options: list[LaFleurAction] = [act.BuyFeature(space) for space in features_on_offer(state, seat)]
            reveal = reveal_price(state, item.ability)
            if reveal is not None and home.coins >= reveal:
                options.append(act.Reveal())
            return [*options, act.Done()]
        case Do.PAY:
            return [_pay_action(use) for use in _uses(state, seat, item)]
        case Do.GUILD:
            guild: list[LaFleurAction] = []
            if can_hire(state, seat, item.ability):
                guild.append(act.Hire())
            if can_replace(state, seat, item.ability):
                guild.append(act.Replace())
            return guild
        case Do.GUILD_DRAWN:
            return [*(act.KeepDrawn(slot.card) for slot in home.artisans), act.DiscardDrawn()]
        case Do.INVITATION:
            invites: list[LaFleurAction] = []
            for visitor in open_visitors(state):
                invites.append(act.Invite(visitor))
                if can_romance(state, seat, visitor, item.ability):
                    invites.append(act.Invite(visitor, romance=True))
            return invites
        case Do.TAKE_FLOWERS:
            taken: list[LaFleurAction] = [act.TakeFlower(s) for s, card in enumerate(state.flower_row) if card]
            return taken + [act.TakeFlower(DECK)] if flower_deck_open(state) else taken
        case Do.DISCARD_FLOWERS:
            kinds: dict[tuple[object, ...], str] = {}
            for card in home.hand:
                kinds.setdefault(kind_of(FLOWER[card].allures), card)
            return [act.DiscardFlower(card) for card in kinds.values()]
        case Do.TRADE:
            return [act.TradeTimes(times) for times in range(affordable_times(state, seat, item.trade) + 1)]
        case Do.CHOOSE:
            return [act.ChooseReward(index) for index in range(len(item.options))]
    return []


def _uses(state: LaFleurState, seat: int, item: Item) -> list[Use]:
    home = state.chateaux[seat]
    hand = [(card, kind_of(FLOWER[card].allures)) for card in home.hand]
    lenders = [(slot.card, ARTISAN[slot.card].allure) for slot in home.artisans if not slot.tilted]
    return pay_options(item.owed, hand, lenders)


def _pay_action(use: Use) -> act.Pay:
    return act.Pay(use.pays[0], use.flowers, use.artisan or "")


def apply_action(state: LaFleurState, seat: int, action: LaFleurAction) -> None:
    """Carry out ``seat``'s ``action`` (taken from :func:`legal_actions`), then everything
    the rules do by themselves until the next decision."""
    home = state.chateaux[seat]
    if isinstance(action, act.Keep):
        home.character = action.character
        home.artisans = [ArtisanSlot(card) for card in action.artisans]
        state.artisan_deck.extend(card for card in home.dealt_artisans if card not in action.artisans)
        state.rng.shuffle(state.artisan_deck)
        home.dealt_characters, home.dealt_artisans = [], []
        state.add_log(f"{home.name} has chosen.", seat)
        if not deciding(state):
            setup_done(state)
        return
    item = state.agenda[0]
    match action:
        case act.Place(artisan=artisan, location=location):
            state.agenda.pop(0)
            _place(state, seat, artisan, location)
        case act.BuyFlower(space=space):
            cost = flower_price(state, space, item.ability)
            home.coins -= cost
            card = _take_flower(state, seat, space)
            item.after = (item.after or 0) + 1
            if isinstance(item.ability, Discount):
                item.ability = None  # a discount is for one purchase
            item.count -= 1
            if item.count <= 0:
                state.agenda.pop(0)
            where = "the deck" if space == DECK else "the Flower Market"
            private = {seat: f"It is {FLOWER[card].name}."} if space == DECK and card else None
            shown = FLOWER[card].name if card and space != DECK else "a flower card"
            state.add_log(f"{home.name} buys {shown} from {where} for {cost} coin{'s' if cost != 1 else ''}.", seat, private)
        case act.Reveal():
            cost = reveal_price(state, item.ability) or 0
            home.coins -= cost
            space = state.feature_row.index(None)
            card = draw_feature(state)
            state.feature_row[space] = card
            if card:
                state.add_log(f"{home.name} reveals {FEATURE[card].name} for {cost} coin{'s' if cost != 1 else ''}.", seat)
        case act.BuyFeature(space=space):
            card = state.feature_row[space]
            assert card is not None
            item.count -= 1
            if item.count <= 0:
                state.agenda.pop(0)
            push(state, Item(Do.PAY, seat, card=card, owed=FEATURE[card].allures, after=space))
        case act.Pay():
            _pay(state, seat, item, action)
        case act.Hire():
            home.coins -= hire_price(state, item.ability)
            state.agenda.pop(0)
            drawn = draw_artisan(state)
            if drawn is not None:
                home.artisans.append(ArtisanSlot(drawn))
                state.add_log(f"{home.name} hires {artisan_text(drawn)}.", seat)
        case act.Replace():
            home.coins -= replace_price(state, item.ability)
            state.agenda.pop(0)
            drawn = draw_artisan(state)
            if drawn is not None:
                state.add_log(f"{home.name} draws {artisan_text(drawn)} at the Artisan Guild.", seat)
                push(state, Item(Do.GUILD_DRAWN, seat, card=drawn))
        case act.KeepDrawn(replacing=replacing):
            state.agenda.pop(0)
            slot = home.artisan(replacing)
            assert item.card is not None
            state.artisan_discard.append(slot.card)
            slot.card, slot.tilted = item.card, False  # the pawn stays where it is (ruling L6)
            state.add_log(f"{home.name} keeps {artisan_text(item.card)} in place of {artisan_text(replacing)}.", seat)
        case act.DiscardDrawn():
            state.agenda.pop(0)
            assert item.card is not None
            state.artisan_discard.append(item.card)
            state.add_log(f"{home.name} sends {artisan_text(item.card)} away.", seat)
        case act.Invite(visitor=visitor, romance=romance):
            state.agenda.pop(0)
            state.pawns[visitor] = (seat, romance)
            verb = "romances" if romance else "invites"
            state.add_log(f"{home.name} {verb} {VISITOR[visitor].name}.", seat)
        case act.TakeFlower(space=space):
            card = _take_flower(state, seat, space)
            item.count -= 1
            if item.count <= 0 or not (any(state.flower_row) or flower_deck_open(state)):
                state.agenda.pop(0)
            private = {seat: f"It is {FLOWER[card].name}."} if space == DECK and card else None
            shown = FLOWER[card].name if card and space != DECK else "a flower card from the deck"
            state.add_log(f"{home.name} takes {shown}.", seat, private)
        case act.DiscardFlower(flower=flower):
            home.hand.remove(flower)
            state.flower_discard.append(flower)
            state.add_log(f"{home.name} discards {FLOWER[flower].name}.", seat)
            item.count -= 1
            if item.count <= 0:
                state.agenda.pop(0)
                gain(state, seat, item.reward, item.source, item.card or item.source)
        case act.TradeTimes(times=times):
            state.agenda.pop(0)
            if times:
                make_trade(state, seat, item.trade, times, item.source, item.card or item.source)
            else:
                state.add_log(f"{home.name} does not trade ({item.card}).", seat)
        case act.ChooseReward(index=index):
            state.agenda.pop(0)
            gain(state, seat, item.options[index], item.source, item.card or item.source)
        case act.Done():
            state.agenda.pop(0)
    run(state)


def _take_flower(state: LaFleurState, seat: int, space: int) -> str | None:
    """Move the flower in ``space`` (or the deck's top) into ``seat``'s hand."""
    if space == DECK:
        card = draw_flower(state)
    else:
        card = state.flower_row[space]
        state.flower_row[space] = None
    if card is not None:
        state.chateaux[seat].hand.append(card)
    return card


def _place(state: LaFleurState, seat: int, artisan: str, location: Location) -> None:
    home = state.chateaux[seat]
    home.artisan(artisan).placed = location
    ability = ability_at(artisan, location)
    state.add_log(f"{home.name} sends {artisan_text(artisan)} to {location.label}.", seat)
    extra = 2 if isinstance(ability, ExtraPurchase) else 1
    items: list[Item] = []
    match location:
        case Location.COIN:
            gain(state, seat, Reward(coins=COIN_LOCATION_COINS), "coin", location.label)
        case Location.PRESTIGE:
            home.used_prestige = True
            gain(state, seat, Reward(prestige=PRESTIGE_LOCATION_PRESTIGE), "prestige location", location.label)
        case Location.FLOWER_MARKET:
            items.append(Item(Do.FLOWER_MARKET, seat, count=extra, ability=ability))
        case Location.GARDEN_FEATURES:
            items.append(Item(Do.GARDEN_FEATURES, seat, count=extra, ability=ability))
        case Location.ARTISAN_GUILD:
            items.append(Item(Do.GUILD, seat, ability=ability))
        case Location.SPECIAL_INVITATION:
            items.append(Item(Do.INVITATION, seat, ability=ability))
    bonus = location_bonus(state, location)
    if bonus:
        gain(state, seat, bonus, "events", "this round's event")
    if isinstance(ability, Reward):
        gain(state, seat, ability, "artisans", artisan_text(artisan))
    push(state, *items, Item(Do.NEXT_PLACEMENT, after=seat))


def _pay(state: LaFleurState, seat: int, item: Item, action: act.Pay) -> None:
    """One step of paying for a feature; the last one completes the purchase."""
    home = state.chateaux[seat]
    use = next(u for u in _uses(state, seat, item) if _pay_action(u) == action)
    owed = list(item.owed)
    for allure in use.pays:
        owed.remove(allure)
    for card in use.flowers:
        home.hand.remove(card)
        state.flower_discard.append(card)
    if use.artisan:
        home.artisan(use.artisan).tilted = True
    item.owed = tuple(owed)
    paid_with = " and ".join(FLOWER[card].name for card in use.flowers) or artisan_text(use.artisan or "")
    state.add_log(f"{home.name} pays {', '.join(a.label for a in use.pays)} with {paid_with}.", seat)
    if owed:
        return
    state.agenda.pop(0)
    assert item.card is not None and item.after is not None
    feature = FEATURE[item.card]
    state.feature_row[item.after] = None
    home.features.append(item.card)
    for allure in feature.allures:
        home.allure[allure] += 1
    state.add_log(f"{home.name} adds {feature.name} to the garden.", seat)
    if feature.timing is Timing.WHEN_ACQUIRED:
        resolve(state, seat, feature.ability, "features", feature.name)

