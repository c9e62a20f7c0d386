"""The mutable state of one La Fleur game.

A state is owned by its caller and changed in place by ``LAFLEUR.apply``; the seeded RNG
lives in it, so seed + action record rebuild it exactly. The game runs as an *agenda*: a
list of :class:`Item` values, the first of which is either done by the rules at once (a
phase, an effect) or waits for one château's decision. Items are plain data (no
closures), so a state copies and compares cleanly.

Hidden: each seat's ``hand`` (its size is public, ruling L8), the cards dealt at set-up
until kept, the solo opponent's face-down flowers, and every deck's order.
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, field, fields
from enum import Enum
from random import Random
from types import MappingProxyType

from grasse_tui.core.game import NO_PRIVATE, LogEntry
from grasse_tui.games.lafleur.rules.config import LaFleurConfig
from grasse_tui.games.lafleur.rules.content import (
    TRACKED,
    Allure,
    ArtisanAbility,
    Effect,
    Location,
    Reward,
    Trade,
)


@dataclass(slots=True)
class ArtisanSlot:
    """One artisan on a château board: its card, where its pawn is this round (None: on
    the board) and whether it lent its allure to a purchase this round (tilted)."""

    card: str
    placed: Location | None = None
    tilted: bool = False


@dataclass(slots=True)
class Chateau:
    """One château: a seat's, or the solo opponent's (``automaton``).

    ``prestige`` maps where prestige came from (``"visitors"``, ``"features"``…) to the
    points, so the total always equals its sources. ``guests`` are the visitors at this
    round's garden party (the companion is kept apart). ``dealt_characters`` and
    ``dealt_artisans`` are the set-up deal, emptied once the seat has kept its choice.
    """

    name: str
    automaton: bool = False
    character: str | None = None
    hand: list[str] = field(default_factory=list)
    coins: int = 0
    prestige: dict[str, int] = field(default_factory=dict)
    allure: dict[Allure, int] = field(default_factory=lambda: dict.fromkeys(TRACKED, 0))
    features: list[str] = field(default_factory=list)
    artisans: list[ArtisanSlot] = field(default_factory=list)
    companion: str | None = None
    guests: list[str] = field(default_factory=list)
    used_prestige: bool = False
    dealt_characters: list[str] = field(default_factory=list)
    dealt_artisans: list[str] = field(default_factory=list)
    character_gained: bool = False
    """Whether its character's abilities ever gave it anything (solo challenge 10)."""

    @property
    def total_prestige(self) -> int:
        return sum(self.prestige.values())

    @property
    def total_allure(self) -> int:
        return sum(self.allure.values())

    def artisan(self, card: str) -> ArtisanSlot:
        """The slot holding artisan ``card``. Raises KeyError when it is not here."""
        for slot in self.artisans:
            if slot.card == card:
                return slot
        raise KeyError(card)


class Phase(Enum):
    SETUP = "set-up"
    ROUND = "round"
    OVER = "over"


class Do(Enum):
    """What an agenda :class:`Item` asks for. The first group the rules do at once; the
    second waits for the item's château to decide."""

    START_ROUND = "start round"
    NEXT_PLACEMENT = "next placement"
    AUTOMATON_TURN = "automaton turn"
    GARDEN_PARTY = "garden party"
    GUESTS = "guests"
    EFFECT = "effect"
    END_ROUND = "end round"
    GAME_END = "game end"
    # decisions
    PLACE = "place"
    FLOWER_MARKET = "flower market"
    GARDEN_FEATURES = "garden features"
    GUILD = "artisan guild"
    GUILD_DRAWN = "drawn artisan"
    INVITATION = "special invitation"
    TAKE_FLOWERS = "take flowers"
    DISCARD_FLOWERS = "discard flowers"
    TRADE = "trade"
    CHOOSE = "choose"
    PAY = "pay"


DECISIONS = frozenset(
    {
        Do.PLACE,
        Do.FLOWER_MARKET,
        Do.GARDEN_FEATURES,
        Do.GUILD,
        Do.GUILD_DRAWN,
        Do.INVITATION,
        Do.TAKE_FLOWERS,
        Do.DISCARD_FLOWERS,
        Do.TRADE,
        Do.CHOOSE,
        Do.PAY,
    }
)


@dataclass(slots=True)
class Item:
    """One entry of the agenda.

    ``chateau`` is whose it is (None: the table's). ``count`` is what is left to do (cards
    to buy, take or discard); ``effect`` an effect to resolve and ``source`` the card it
    comes from (for the log and the prestige's source); ``ability`` the ability of the
    artisan placed at a location; ``card`` the artisan drawn at the Guild or the feature
    being paid for, ``owed`` the symbols still to pay; ``reward`` what a trade's discards
    buy once paid; ``options`` a choice's rewards; ``after`` the château whose placement
    comes next (NEXT_PLACEMENT), or the stage of a multi-stage step (END_ROUND).
    """

    do: Do
    chateau: int | None = None
    count: int = 0
    effect: Effect | None = None
    source: str = ""
    ability: ArtisanAbility | None = None
    card: str | None = None
    owed: tuple[Allure, ...] = ()
    reward: Reward = field(default_factory=Reward)
    options: tuple[Reward, ...] = ()
    after: int | None = None

    @property
    def trade(self) -> Trade:
        """A TRADE item's trade. Raises TypeError for another item."""
        if not isinstance(self.effect, Trade):
            raise TypeError(f"{self.do.value} has no trade")
        return self.effect


@dataclass(slots=True)
class LaFleurState:
    """Everything about one game. Index ``i < players`` of ``chateaux`` is seat ``i``; in the
    solo game index 1 is the automaton. ``first`` holds the First Player pawn. Decks are
    lists whose end is the top; ``flower_row`` etc. hold card ids or None for an empty
    space; ``extra_visitors`` are visitors laid beside the six spaces. ``pawns`` maps a
    visitor to the château whose Special Invitation pawn is on it and whether it is a
    romance."""

    config: LaFleurConfig
    rng: Random
    chateaux: list[Chateau]
    phase: Phase = Phase.SETUP
    round: int = 0
    first: int = 0
    final_round: bool = False
    triggered_by: tuple[int, ...] = ()
    """The châteaux at 12+ prestige when the Grande Soirée was announced."""
    flower_deck: list[str] = field(default_factory=list)
    flower_discard: list[str] = field(default_factory=list)
    flower_row: list[str | None] = field(default_factory=list)
    feature_deck: list[str] = field(default_factory=list)
    feature_discard: list[str] = field(default_factory=list)
    feature_row: list[str | None] = field(default_factory=list)
    visitor_deck: list[str] = field(default_factory=list)
    visitor_discard: list[str] = field(default_factory=list)
    visitors: list[str] = field(default_factory=list)
    """Face-up visitors in the order they were revealed (the six spaces, then beside them)."""
    pawns: dict[str, tuple[int, bool]] = field(default_factory=dict)
    artisan_deck: list[str] = field(default_factory=list)
    artisan_discard: list[str] = field(default_factory=list)
    event_deck: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    """Face-up events, the current one last."""
    agenda: list[Item] = field(default_factory=list)
    automaton_done: bool = False
    """Whether the solo opponent has taken its turn this round."""
    log: list[LogEntry] = field(default_factory=list)
    revealed: bool = False
    """Set when an action drew or showed hidden cards (the undo barrier)."""

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def solo(self) -> bool:
        return self.config.solo

    @property
    def event(self) -> str | None:
        """This round's event (None in round 1)."""
        return self.events[-1] if self.events and self.round > 1 else None

    def order(self) -> list[int]:
        """Château indices in turn order, from the First Player pawn."""
        count = len(self.chateaux)
        return [(self.first + step) % count for step in range(count)]

    def add_log(self, public: str, chateau: int | None = None, private: dict[int, str] | None = None) -> None:
        """Append a log line (``private`` maps a seat to text only it may read). A line
        about the solo opponent names no seat."""
        seat = chateau if chateau is not None and chateau < self.players else None
        self.log.append(LogEntry(public, MappingProxyType(dict(private)) if private else NO_PRIVATE, seat))

    def __deepcopy__(self, memo: dict[int, object]) -> LaFleurState:
        """A copy sharing nothing that changes; log entries never change and are shared."""
        memo[id(self.log)] = list(self.log)
        twin = object.__new__(LaFleurState)
        memo[id(self)] = twin
        for part in fields(self):
            setattr(twin, part.name, deepcopy(getattr(self, part.name), memo))
        return twin
