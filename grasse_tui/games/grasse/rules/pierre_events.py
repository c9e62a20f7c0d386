"""Pierre's part in each event card of Mini Expansion I (rulings G33–G38), carried out
right after the seat's, without asking anything."""

from __future__ import annotations

from typing import Final

from grasse_tui.games.grasse.rules.content import (
    BASES,
    ESSENCES,
    CardRow,
    EventId,
    EventKind,
    Resource,
    event_pieces_wanted,
)
from grasse_tui.games.grasse.rules.effects import (
    coins_word,
    gain_coins,
    pay_bank,
)
from grasse_tui.games.grasse.rules.pierre import (
    ahead,
    collection_order,
    delivery_space,
    log_line,
    pick,
    picked_text,
    pierre_seat,
    tile_word,
)
from grasse_tui.games.grasse.rules.pierre_reactions import card_choice, take_chosen_card
from grasse_tui.games.grasse.rules.state import GrasseState
from grasse_tui.games.grasse.rules.track import (
    deliver_piece,
    room,
    take_piece,
)


def _event_take(state: GrasseState, card: EventId) -> None:
    """Take 2 Bases / Take a Base and an Essence: each piece, free, from the first
    space ahead of his pawn holding one he may take (the space under his pawn
    last), by his list (G34)."""
    pierre = pierre_seat(state)
    taken: list[Resource] = []
    pawn = state.seats[pierre].pawn
    spaces = ahead(state) if pawn is None else [*ahead(state), pawn]
    for _ in range(2):
        allowed = event_pieces_wanted(card, taken)
        space = next((i for i in spaces if any(state.track[i].pieces[r] for r in allowed)), None)
        if space is None:
            kinds = " or ".join(
                name for name, group in (("base", BASES), ("essence", ESSENCES)) if set(group) <= set(allowed)
            )
            other = "other " if taken and card is EventId.TWO_BASES else ""
            log_line(state, f"Pierre finds no {other}{kinds} on the track to take ({card.label}).")
            return
        chosen = pick(state, space, 1, allowed)
        resource = chosen[0][0]
        take_piece(state, pierre, space, resource)
        taken.append(resource)
        log_line(state, f"Pierre takes {picked_text(chosen)} from space {space + 1}, free ({card.label}).")


def return_choice(state: GrasseState, kinds: tuple[Resource, ...]) -> Resource | None:
    """The piece of ``kinds`` Pierre gives back: the one he holds most of; on a tie,
    the one his list (G57) puts last, the one he wants least (G35). None if he holds none."""
    stock = state.seats[pierre_seat(state)].stock
    held = [r for r in kinds if stock[r]]
    if not held:
        return None
    order = collection_order(state)
    return max(held, key=lambda r: (stock[r], order.index(r)))


def _event_return(state: GrasseState, card: EventId) -> None:
    """Return 2 Bases / Return 1 Essence: each piece by :func:`return_choice`, put
    where he hands in pieces (G58); fewer if he holds fewer (G35)."""
    pierre = pierre_seat(state)
    kinds: tuple[Resource, ...] = BASES if card is EventId.RETURN_TWO_BASES else ESSENCES
    count, noun = (2, "base") if card is EventId.RETURN_TWO_BASES else (1, "essence")
    for number in range(count):
        resource = return_choice(state, kinds)
        if resource is None:
            log_line(state, f"Pierre has no {'other ' if number else ''}{noun} to return ({card.label}).")
            return
        if not room(state):
            log_line(state, f"The track has no room left for Pierre to return anything ({card.label}).")
            return
        space = delivery_space(state)
        deliver_piece(state, pierre, space, resource)
        log_line(state, f"Pierre returns {resource.value} to space {space + 1} ({tile_word(state, space)}; {card.label}).")


def _event_card(state: GrasseState, card: EventId) -> None:
    """Free Technique / Free Contract Card: his Master Perfumer order within that row (G36)."""
    row = CardRow.TECHNIQUE if card is EventId.FREE_TECHNIQUE else CardRow.CONTRACT
    choice = card_choice(state, (row,))
    if choice is None:
        log_line(state, f"Pierre may hold none of the open {row.value} cards, so he takes none ({card.label}).")
        return
    take_chosen_card(state, *choice)


ROUND_NOTES: Final[dict[EventId, str]] = {
    EventId.DOUBLE_SALE: (
        "Pierre too: when he answers the Perfumery or the Château with a sale, he sells a second flask if he can."
    ),
    EventId.DOUBLE_PRODUCTION: (
        "Pierre too: when he answers a Factory or La Grande Usine by making a perfume, he makes a second if he can."
    ),
    EventId.RICH_HARVEST: (
        "Pierre too: wherever his pawn stops this round he collects 2 pieces (1 coin in all on your tile)."
    ),
    EventId.POOR_HARVEST: "Pierre too: wherever his pawn stops this round he collects at most 1 piece.",
}
"""The line saying how a round-long card changes Pierre's turns (G37, G38)."""


def event_part(state: GrasseState, card: EventId, coins: int) -> None:
    """Pierre's share of event ``card``, carried out right after the seat's (G33).

    ``coins`` is what the two coin cards give or take from every player (2).
    Immediate and decision cards act at once; a round-long card only gets a log
    line, as it changes his collections (G37) and reactions (G38) until the round
    ends. Nothing is asked of the seat. Every step is a log line starting "Pierre".
    """
    pierre = pierre_seat(state)
    record = state.seats[pierre]
    if card is EventId.COINS_FOR_ALL:
        paid = gain_coins(state, pierre, coins)
        if not paid:
            log_line(state, f"Pierre gets nothing: the bank has no coin left ({card.label}).")
            return
        now = coins_word(record.coins)
        log_line(state, f"Pierre takes {coins_word(paid)} from the bank ({card.label}); he now has {now}.")
    elif card is EventId.TAX:
        amount = min(coins, record.coins)
        if not amount:
            log_line(state, f"Pierre has no coin to pay ({card.label}).")
            return
        pay_bank(state, pierre, amount)
        note = " (all he had)" if amount < coins else ""
        now = coins_word(record.coins)
        log_line(state, f"Pierre pays {coins_word(amount)}{note} to the bank ({card.label}); he now has {now}.")
    elif card in (EventId.TWO_BASES, EventId.BASE_AND_ESSENCE):
        _event_take(state, card)
    elif card in (EventId.RETURN_TWO_BASES, EventId.RETURN_ESSENCE):
        _event_return(state, card)
    elif card in (EventId.FREE_TECHNIQUE, EventId.FREE_CONTRACT):
        _event_card(state, card)
    elif card.kind is EventKind.ROUND:
        cancelled = card in (EventId.RICH_HARVEST, EventId.POOR_HARVEST) and not state.collect_mode
        if not cancelled:
            log_line(state, ROUND_NOTES[card])
    # Vanguard Flips Again: nothing to do; his orders follow the new vanguard (G33).
