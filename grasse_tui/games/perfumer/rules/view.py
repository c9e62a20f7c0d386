"""What a seat may see (``PerfumerView``): the whole open table, the same for every seat.

Nothing in it is private: the plates' contents are hidden from everyone until a stage's
reveal (then the log says them), and what a seat smells reaches it only as a brief reveal.
Frozen, sharing nothing mutable with the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from grasse_tui.core.game import log_lines
from grasse_tui.games.perfumer.rules.config import Mode
from grasse_tui.games.perfumer.rules.content import PLATES, SCENTS, Plate, Scent
from grasse_tui.games.perfumer.rules.flow import deciding
from grasse_tui.games.perfumer.rules.scoring import recipes
from grasse_tui.games.perfumer.rules.state import PerfumerState
from grasse_tui.games.perfumer.rules.turns import capacity, locked, shop_kinds


@dataclass(frozen=True, slots=True)
class PerfumerSeatView:
    name: str
    pawn: Scent | None
    ingredients: tuple[tuple[Scent, int], ...]
    capacity: int
    orders: tuple[str, ...]
    helper: str | None
    notebook: str
    recipes: tuple[tuple[int, tuple[Scent, ...]], ...]
    """This stage's perfumes: (points, plants)."""
    droppers: tuple[tuple[Plate, Scent], ...]
    locked: tuple[Scent, ...]
    bottled: tuple[int, ...]
    score: int
    stacked: int
    cards: tuple[Scent, ...]
    plates: tuple[Plate, ...]


@dataclass(frozen=True, slots=True)
class PerfumerView:
    viewer: int | None
    stage: int
    stages: int
    """1 in the apprentice game, 2 in the perfumer game."""
    nose: str
    """The nose difficulty (ruling P1): ``"keen"``, ``"normal"`` or ``"hard"``."""
    phase: str
    deciding: int | None
    action_points: int
    seats: tuple[PerfumerSeatView, ...]
    origin_orders: tuple[tuple[Scent, str | None], ...]
    supply: tuple[tuple[Scent, int], ...]
    rewards: tuple[tuple[Scent, int], ...]
    cards_on_boards: tuple[Scent, ...]
    plates_free: tuple[Plate, ...]
    shop: int | None
    shop_kinds: int
    research: int | None
    orders_left: int
    last_round: bool
    helper_row: tuple[str, ...]
    auction_card: str | None
    auction_best: int
    auction_bidder: int | None
    log: tuple[str, ...]

    @property
    def over(self) -> bool:
        return self.phase == "over"


def _seat_view(state: PerfumerState, seat: int) -> PerfumerSeatView:
    p = state.seats[seat]
    fixed = locked(state, seat)
    cards, plates = state.held_items(seat)
    return PerfumerSeatView(
        name=state.name(seat),
        pawn=p.pawn,
        ingredients=tuple((scent, count) for scent, count in p.ingredients.items() if count),
        capacity=capacity(state, seat),
        orders=tuple(p.orders),
        helper=p.helper,
        notebook=p.notebook,
        recipes=tuple((r.points, r.plants) for r in recipes(state, seat)),
        droppers=tuple((plate, p.droppers[plate]) for plate in PLATES if plate in p.droppers),
        locked=tuple(scent for scent in SCENTS if scent in fixed),
        bottled=tuple(sorted(p.bottled)),
        score=p.score,
        stacked=p.stacked,
        cards=tuple(cards),
        plates=tuple(plates),
    )


def view(state: PerfumerState, viewer: int | None) -> PerfumerView:
    seats = tuple(_seat_view(state, seat) for seat in range(state.players))
    return PerfumerView(
        viewer=viewer,
        stage=state.stage,
        stages=2 if state.config.mode is Mode.PERFUMER else 1,
        nose=state.config.nose.value,
        phase=state.phase.value,
        deciding=deciding(state),
        action_points=state.action_points,
        seats=seats,
        origin_orders=tuple(state.origin_orders.items()),
        supply=tuple(state.supply.items()),
        rewards=tuple(state.rewards.items()),
        cards_on_boards=tuple(scent for scent, holder in state.cards.items() if holder is None),
        plates_free=tuple(plate for plate, holder in state.plate_holder.items() if holder is None),
        shop=state.shop,
        shop_kinds=shop_kinds(state),
        research=state.research,
        orders_left=len(state.order_deck),
        last_round=state.last_round,
        helper_row=tuple(state.helper_row),
        auction_card=state.auction.card,
        auction_best=state.auction.best,
        auction_bidder=state.auction.bidder,
        log=log_lines(state, state.log, viewer),
    )
