"""Setting a stage up (rulebook: 遊戲準備; the perfumer stage: 進階規則)."""

from __future__ import annotations

from random import Random

from grasse_tui.core.game import LogEntry
from grasse_tui.games.perfumer.rules.cards import HELPER, HELPERS, NOTEBOOKS, ORDER, ORDERS
from grasse_tui.games.perfumer.rules.config import ORDER_DECK, PerfumerConfig
from grasse_tui.games.perfumer.rules.content import PLATES, SCENTS, Scent
from grasse_tui.games.perfumer.rules.state import AuctionState, Perfumer, PerfumerState, Phase

TOKENS_PER_TYPE = 7
AUCTION_START = 10
"""Variant 2: every score marker starts on 10, and a bid pays from it."""


def new_state(config: PerfumerConfig, seed: int) -> PerfumerState:
    """The apprentice stage set up: boards, ingredients, plates, orders, notebooks, markers
    stacked with the first seat on top, and the helpers to pick (or auction)."""
    rng = Random(seed)
    notebooks = [notebook.card_id for notebook in NOTEBOOKS]
    rng.shuffle(notebooks)
    seats = [Perfumer(notebook=notebooks[seat], stacked=config.players - seat) for seat in range(config.players)]
    state = PerfumerState(config, rng, seats, arrivals=config.players)
    for scent in SCENTS:
        dealt = config.players + 2
        state.supply[scent] = dealt - 1
        state.rewards[scent] = 1
        state.box[scent] = TOKENS_PER_TYPE - dealt
        state.cards[scent] = None
    _fill_plates(state)
    by_grade = {grade: [o.card_id for o in ORDERS if o.grade == grade] for grade in "ABC"}
    for cards in by_grade.values():
        rng.shuffle(cards)
    b, c = ORDER_DECK[config.players]
    state.order_deck = by_grade["B"][:b] + by_grade["C"][:c]
    state.order_box = by_grade["A"] + by_grade["B"][b:] + by_grade["C"][c:]
    _deal_orders(state)
    if config.variant == 2:
        for seat in seats:
            seat.score = AUCTION_START
            seat.parts["auction"] = AUCTION_START
    _offer_helpers(state, level=1)
    state.log.append(
        LogEntry(
            f"The apprentice stage begins: {config.players} perfumers, {len(state.order_deck)} orders in the deck, "
            f"{config.action_points} action points a turn."
        )
    )
    return state


def _fill_plates(state: PerfumerState) -> None:
    """One scent card of each plant into the seven plates, at random, unseen."""
    scents = list(SCENTS)
    state.rng.shuffle(scents)
    state.plates = dict(zip(PLATES, scents, strict=True))
    state.plate_holder = dict.fromkeys(PLATES)


def _deal_orders(state: PerfumerState) -> None:
    """Shuffle the stage's order deck and lay one face up on each origin board."""
    state.rng.shuffle(state.order_deck)
    for scent in SCENTS:
        state.origin_orders[scent] = state.order_deck.pop()


def _offer_helpers(state: PerfumerState, level: int) -> None:
    """The helpers to choose from: ``players`` of ``level`` face up (the rest out of the
    game); variant 1 and 2, every helper not yet used. Choosers go from the last seat back."""
    unused = [h.card_id for h in HELPERS if h.card_id not in state.helper_box]
    if state.config.variant is None:
        pool = [card for card in unused if HELPER[card].level == level]
        state.rng.shuffle(pool)
        state.helper_row = sorted(pool[: state.players])
        state.helper_box += pool[state.players :]
    else:
        state.helper_row = unused
    state.choosers = list(range(state.players - 1, -1, -1))
    state.auction = AuctionState()
    state.phase = Phase.HELPERS


def second_stage(state: PerfumerState) -> None:
    """The perfumer stage (進階規則): orders and helpers of the first stage go, the shop
    reopens, rewards are refilled from the origin boards, a new order deck with grade A,
    the plates refilled at random, notebooks flipped; ingredients and fulfilled orders stay."""
    state.stage = 2
    state.order_discard += [card for card in state.origin_orders.values() if card is not None]
    state.origin_orders = {}
    for seat in state.seats:
        if seat.helper is not None:
            state.helper_box.append(seat.helper)
        seat.helper = None
        seat.droppers = {}
        seat.bottled = []
    state.cards = dict.fromkeys(Scent)
    _fill_plates(state)
    state.order_discard += state.shop_stack
    state.shop_stack, state.shop, state.research = [], None, None
    for scent in SCENTS:
        if state.rewards[scent] == 0 and state.supply[scent] > 0:
            state.supply[scent] -= 1
            state.rewards[scent] = 1
    b, c = ORDER_DECK[state.players]
    grade_a = [card for card in state.order_box if ORDER[card].grade == "A"]
    others = [card for card in state.order_box if ORDER[card].grade != "A"]
    state.rng.shuffle(grade_a)
    state.rng.shuffle(others)
    state.order_deck = grade_a[:b] + others[:c]
    state.order_box = grade_a[b:] + others[c:]
    _deal_orders(state)
    state.last_round = False
    state.turns_taken = 0
    _offer_helpers(state, level=2)
    state.log.append(LogEntry("The perfumer stage begins: notebooks flipped, new orders, the plates refilled unseen."))

