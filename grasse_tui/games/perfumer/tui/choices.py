"""The Perfumer's legal actions as the decision panel lists them: grouped (the spending
actions first, ending the actions next, the free droppers last), each with the help topic
that explains it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grasse_tui.core.wording import counted
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.actions import PerfumerAction
from grasse_tui.games.perfumer.rules.cards import HELPER
from grasse_tui.games.perfumer.rules.view import PerfumerView
from grasse_tui.games.perfumer.tui.text import helper_text, order_detail
from grasse_tui.ui.widgets.choice import Choice

GROUPS = (
    "Helpers of level I",
    "Helpers of level II",
    "Put a helper up for auction",
    "Bid",
    "Move",
    "Gather",
    "Fulfil the order here",
    "Open the shop",
    "Bottle a perfume",
    "Research",
    "Done",
    "Droppers (free)",
    "The local scent card",
    "A smelling plate",
    "Research: take any item",
)

TOPIC: dict[type, str] = {
    act.PickHelper: "Helpers",
    act.Auction: "The auction (variant 2)",
    act.Bid: "The auction (variant 2)",
    act.Move: "Move",
    act.Gather: "Gather",
    act.Fulfil: "Fulfil an order",
    act.OpenShop: "Open the shop",
    act.BottlePerfume: "Bottle a perfume",
    act.Research: "Research",
    act.EndActions: "Your turn",
    act.PlaceDropper: "Droppers",
    act.TakeCard: "Smelling",
    act.TakePlate: "Smelling",
    act.Skip: "Smelling",
}
"""The help heading that explains each kind of action."""

STEP_TOPIC = {
    "helpers": "Helpers",
    "actions": "Actions",
    "local scent card": "Smelling",
    "smelling plate": "Smelling",
    "research": "Research",
}


def _place(view: PerfumerView, to: object) -> str:
    """What lies at a region a move goes to, for the detail line."""
    for scent, card in view.origin_orders:
        if scent is to:
            supply = dict(view.supply)[scent]
            order = order_detail(card) if card else "No order."
            return f"{counted(supply, scent.label + ' token')} there. {order}"
    return "The centre: no order, no tokens."


def _reward_note(reward: object, capacity: int) -> str:
    """Said beside a choice that takes a reward token."""
    if reward is None:
        return ""
    return f" A reward token is an ingredient like any other: it counts toward your limit of {capacity}."


def _group_and_detail(view: PerfumerView, action: PerfumerAction, seat: int) -> tuple[str, str]:
    """The heading ``action`` is listed under, and the context its label leaves out."""
    me = view.seats[seat]
    match action:
        case act.PickHelper(card=card):
            group = GROUPS[0] if HELPER[card].level == 1 else GROUPS[1]
            return group, ""
        case act.Auction():
            detail = "Every seat still without a helper bids; the highest bid pays it in points."
            return GROUPS[2], detail
        case act.Bid():
            on_sale = view.auction_card
            detail = f"For the {HELPER[on_sale].name}." if on_sale else ""
            return GROUPS[3], detail
        case act.Move(to=to):
            return GROUPS[4], _place(view, to)
        case act.Gather():
            return GROUPS[5], f"You may hold {me.capacity} ingredient tokens."
        case act.Fulfil(reward=reward):
            local = dict(view.origin_orders).get(me.pawn) if me.pawn else None
            return GROUPS[6], (order_detail(local) if local else "") + _reward_note(reward, me.capacity)
        case act.OpenShop():
            detail = f"Beat {counted(view.shop_kinds, 'kind')}: the shop scores 2 at the end of each of your turns."
            return GROUPS[7], detail
        case act.BottlePerfume(reward=reward):
            detail = "Its droppers are fixed from now on; it scores only if every one is right at the reveal."
            return GROUPS[8], detail + _reward_note(reward, me.capacity)
        case act.Research():
            detail = "At the end of your turn you may take any scent card or plate, even one another perfumer holds."
            return GROUPS[9], detail
        case act.EndActions():
            detail = "Then take the scent card where your pawn stands and a smelling plate."
            return GROUPS[10], detail
        case act.PlaceDropper():
            detail = "Free and open to all: a dropper says which plate you think holds that plant."
            return GROUPS[11], detail
        case act.TakeCard():
            group = GROUPS[12] if view.phase == "local scent card" else GROUPS[14]
            return group, "You smell what you hold at the end of your turn."
        case act.TakePlate(plate=plate):
            group = GROUPS[13] if view.phase == "smelling plate" else GROUPS[14]
            holder = next((p.name for p in view.seats if plate in p.plates), None)
            detail = f"Plate {plate.letter} ({plate.value})" + (f", now held by {holder}." if holder else ", free.")
            return group, detail
        case act.Skip():
            group = {"local scent card": GROUPS[12], "smelling plate": GROUPS[13]}.get(view.phase, GROUPS[14])
            return group, ""
    raise TypeError(f"not a Perfumer action: {action!r}")


def build_choices(
    view: PerfumerView, legal: Sequence[PerfumerAction], describe: Callable[[PerfumerAction], str]
) -> list[Choice]:
    """``legal`` as :class:`Choice` objects, grouped in :data:`GROUPS` order."""
    seat = view.deciding
    if seat is None:
        return []
    choices = []
    for action in legal:
        group, detail = _group_and_detail(view, action, seat)
        choices.append(Choice(action, _label(action, describe), group, detail, TOPIC[type(action)]))
    return sorted(choices, key=lambda choice: GROUPS.index(choice.group))


def _label(action: PerfumerAction, describe: Callable[[PerfumerAction], str]) -> str:
    match action:
        case act.PickHelper(card=card) | act.Auction(card=card):
            return helper_text(card)
        case act.EndActions():
            return "End my actions"
    return describe(action)
