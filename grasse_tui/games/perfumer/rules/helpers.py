"""Getting helpers (rulebook: 遊戲進行, first paragraph; 變體規則): picked from the last
seat back, or (variant 2) auctioned one by one."""

from __future__ import annotations

from grasse_tui.core.game import LogEntry
from grasse_tui.core.wording import counted
from grasse_tui.games.perfumer.rules.actions import Auction, Bid, PerfumerAction, PickHelper
from grasse_tui.games.perfumer.rules.cards import HELPER
from grasse_tui.games.perfumer.rules.scoring import add_points
from grasse_tui.games.perfumer.rules.state import AuctionState, PerfumerState

MAX_BID = 10


def helper_deciding(state: PerfumerState) -> int | None:
    """Who decides in the helpers phase: the next picker, the seat choosing a card to
    auction, or the next bidder."""
    if not state.choosers:
        return None
    if state.config.variant != 2:
        return state.choosers[0]
    if state.auction.card is None:
        return _lowest(state)
    return state.auction.turn


def _lowest(state: PerfumerState) -> int:
    """Of the seats still without a helper, the one whose marker is lowest in the stack."""
    return min(state.choosers, key=lambda seat: (state.seats[seat].score, state.seats[seat].stacked))


def _cap(state: PerfumerState, seat: int) -> int:
    """The highest bid ``seat`` may make: 10, and in the second stage no more than its score."""
    return MAX_BID if state.stage == 1 else min(MAX_BID, state.seats[seat].score)


def helper_actions(state: PerfumerState, seat: int) -> tuple[PerfumerAction, ...]:
    if state.config.variant != 2:
        return tuple(PickHelper(card) for card in state.helper_row)
    auction = state.auction
    if auction.card is None:
        return tuple(Auction(card) for card in state.helper_row)
    low = auction.best + 1
    bids = tuple(Bid(amount) for amount in range(low, _cap(state, seat) + 1))
    if len(state.choosers) == 1:  # the last seat names a number and takes it (0 if it has no points)
        return bids[:1] if bids else (Bid(0),)
    return (Bid(0), *bids)


def apply_helper_action(state: PerfumerState, seat: int, action: PerfumerAction) -> bool:
    """Carry out a helpers-phase action; True once every seat has its helper."""
    match action:
        case PickHelper(card=card):
            _give(state, seat, card, 0)
        case Auction(card=card):
            state.auction = AuctionState(card=card, turn=_first_bidder(state))
            state.log.append(LogEntry(f"{state.name(seat)} puts the {HELPER[card].name} up for auction.", seat=seat))
        case Bid(amount=amount):
            _bid(state, seat, amount)
    return not state.choosers


def _first_bidder(state: PerfumerState) -> int:
    """Bidding starts with the seat nearest the top of the stack among those bidding."""
    return max(state.choosers, key=lambda seat: (state.seats[seat].score, state.seats[seat].stacked))


def _bid(state: PerfumerState, seat: int, amount: int) -> None:
    auction = state.auction
    card = auction.card
    assert card is not None
    if len(state.choosers) == 1:
        _give(state, seat, card, amount)
        return
    if amount == 0:
        auction.passed.append(seat)
        state.log.append(LogEntry(f"{state.name(seat)} passes.", seat=seat))
    else:
        auction.best, auction.bidder = amount, seat
        state.log.append(LogEntry(f"{state.name(seat)} bids {amount}.", seat=seat))
    bidding = [s for s in state.choosers if s not in auction.passed]
    if auction.bidder is not None and bidding == [auction.bidder]:
        _give(state, auction.bidder, card, auction.best)
    elif not bidding:  # nobody bid (ruling P10): the seat that put it up takes it for 1
        chooser = _lowest(state)
        _give(state, chooser, card, min(1, _cap(state, chooser)))
    else:
        order = sorted(state.choosers)
        start = order.index(seat)
        auction.turn = next(
            s for s in order[start + 1 :] + order[: start + 1] if s not in auction.passed and s != auction.bidder
        )


def _give(state: PerfumerState, seat: int, card: str, price: int) -> None:
    state.seats[seat].helper = card
    state.helper_row.remove(card)
    state.choosers.remove(seat)
    state.auction = AuctionState()
    paid = f" for {counted(price, 'point')}" if state.config.variant == 2 else ""
    state.log.append(LogEntry(f"{state.name(seat)} takes the {HELPER[card].name} (level {'I' * HELPER[card].level}){paid}.", seat=seat))
    if price:
        add_points(state, seat, "auction", -price)
