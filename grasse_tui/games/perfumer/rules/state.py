"""The whole state of a game of The Perfumer, hidden parts included.

Hidden from every seat until a stage's reveal: which scent card lies in each smelling
plate (``plates``), and the order of the decks. Everything else lies open on the table
(ruling P5: the droppers on the work boards too). What a seat smells is never kept here:
it is a brief private reveal the moment the seat takes a scent card or a plate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from random import Random

from grasse_tui.core.game import LogEntry
from grasse_tui.games.perfumer.rules.config import PerfumerConfig
from grasse_tui.games.perfumer.rules.content import Plate, Scent


class Phase(Enum):
    HELPERS = "helpers"
    """Helpers are picked (or auctioned, variant 2)."""
    ACTIONS = "actions"
    """The turn's seat spends action points (and places droppers freely)."""
    TAKE_CARD = "local scent card"
    TAKE_PLATE = "smelling plate"
    RESEARCH = "research"
    OVER = "over"


@dataclass(slots=True)
class Perfumer:
    """A seat's side of the table."""

    pawn: Scent | None = None
    """Its origin region (None: the centre)."""
    ingredients: dict[Scent, int] = field(default_factory=dict)
    orders: list[str] = field(default_factory=list)
    """Fulfilled order cards it still holds (Open shop spends them)."""
    helper: str | None = None
    notebook: str = ""
    droppers: dict[Plate, Scent] = field(default_factory=dict)
    """Placed droppers: plate colour -> the plant slot it marks."""
    bottled: list[int] = field(default_factory=list)
    """Recipes of this stage's notebook side bottled, by index (0: 5 points, 1: 10, 2: 15)."""
    score: int = 0
    parts: dict[str, int] = field(default_factory=dict)
    """Points by source; they sum to :attr:`score`."""
    stacked: int = 0
    """When its score marker last arrived where it stands: higher is nearer the top of a
    stack (the tie-break)."""

    @property
    def held(self) -> int:
        return sum(self.ingredients.values())


@dataclass(slots=True)
class AuctionState:
    """Variant 2's auction under way: the card, the best bid and bidder, who has passed."""

    card: str | None = None
    best: int = 0
    bidder: int | None = None
    passed: list[int] = field(default_factory=list)
    turn: int | None = None


@dataclass(slots=True, eq=False, weakref_slot=True)
class PerfumerState:
    config: PerfumerConfig
    rng: Random
    seats: list[Perfumer]
    phase: Phase = Phase.HELPERS
    stage: int = 1
    current: int = 0
    turns_taken: int = 0
    action_points: int = 0
    free_used: list[str] = field(default_factory=list)
    """Free uses of helper powers this turn (``"move"``, ``"gather"``, ``"research"``)."""
    dropper_moves: int = 0
    takes_left: int = 0
    """Items the seat may still take in the current take phase (a second plate, research)."""
    order_deck: list[str] = field(default_factory=list)
    order_box: list[str] = field(default_factory=list)
    """Order cards not used this stage (the perfumer stage draws from them)."""
    order_discard: list[str] = field(default_factory=list)
    origin_orders: dict[Scent, str | None] = field(default_factory=dict)
    supply: dict[Scent, int] = field(default_factory=dict)
    """Ingredient tokens on each origin board."""
    rewards: dict[Scent, int] = field(default_factory=dict)
    """Reward tokens on each region of the round board (0 or 1)."""
    box: dict[Scent, int] = field(default_factory=dict)
    """Tokens never dealt (ruling P9)."""
    cards: dict[Scent, int | None] = field(default_factory=dict)
    """Where each face-up scent card is: None on its origin board, else the seat holding it."""
    plates: dict[Plate, Scent] = field(default_factory=dict)
    """The scent card in each smelling plate (hidden)."""
    plate_holder: dict[Plate, int | None] = field(default_factory=dict)
    shop: int | None = None
    """The seat holding the shop marker."""
    shop_stack: list[str] = field(default_factory=list)
    research: int | None = None
    helper_row: list[str] = field(default_factory=list)
    helper_box: list[str] = field(default_factory=list)
    choosers: list[int] = field(default_factory=list)
    """Seats still to get a helper, in the order they choose (or are auctioned to)."""
    auction: AuctionState = field(default_factory=AuctionState)
    last_round: bool = False
    """The order deck is empty: the stage ends when the first seat's turn comes round."""
    arrivals: int = 0
    results: list[str] = field(default_factory=list)
    """Each stage's reveal as the log says it: the plates' contents, each perfume judged."""
    log: list[LogEntry] = field(default_factory=list)
    revealed: bool = False
    smelled: list[str] = field(default_factory=list)
    """What the seat whose turn just ended perceives of the items it holds: the lines of its
    brief private reveal, cleared as soon as the reveal is made (never kept, never viewed)."""
    turn_done: bool = False

    @property
    def players(self) -> int:
        return self.config.players

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def held_items(self, seat: int) -> tuple[list[Scent], list[Plate]]:
        """The scent cards and plates ``seat`` holds."""
        return (
            [scent for scent, holder in self.cards.items() if holder == seat],
            [plate for plate, holder in self.plate_holder.items() if holder == seat],
        )
