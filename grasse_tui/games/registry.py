"""Rules-side registry of playable games (no textual/rich imports).

Each built game has a ``grasse_tui.games.<game_id>.module`` exposing ``MODULE``,
a :class:`GameModule`. The CLI (simulate, replay) and the app shell find games
here; the UI side adds screens in ``grasse_tui.ui.registry``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from grasse_tui.core.bots import BotFactory
from grasse_tui.core.game import Game, SeatConfig
from grasse_tui.core.score_history import ScoreTrack
from grasse_tui.games import CATALOGUE


@dataclass(frozen=True, slots=True)
class SeatColour:
    """A player colour with the letter that stands for it without colour."""

    colour_id: str
    label: str
    letter: str


EASY_BOT = "random"
"""The bot every game names for the ladder's first rung: any legal move."""

STRONG_BOT = "strong"
"""The bot every game names for the ladder's top rung: ``core.search``'s search."""

STRONG_NOTE = "tries its options in games played out to the end, guessing what it cannot see (up to a second a move)"
"""How the Strong bot plays, for the setup screen (``GameModule.bot_notes``)."""


@dataclass(frozen=True, slots=True)
class GameModule:
    """Everything generic code needs to run one game.

    ``make_config(seats, options)`` builds the game's config from the setup
    screen's seats and game options (raises ValueError on bad input);
    ``bots`` maps a bot name (``"greedy"``, ``"random"``) to the factory that makes that
    bot for a seat of a game (``factory(seat, seed)``), and
    ``bot_notes`` a bot name to how it plays, as words following its name
    ("plays to win"; the setup screen shows them once a seat is a bot);
    ``progress_label(public_view)`` is a short, public progress text for save
    lists (e.g. ``"Round 2/4"``). ``solo_opponent`` names the game's scripted
    automaton (Grasse's ``"Pierre"``) when ``make_config`` also takes a single
    seat, who then plays alone against it (None: no solo mode; see :attr:`solo`);
    ``game.min_seats`` still counts the seats of the multi-seat game. ``option_sets`` are
    game options for ``make_config`` that together use every option the game has (the
    conformance suite plays each at every table size it fits; one that ``make_config``
    refuses at some size is skipped there). ``balance_tags(final_state)`` names, for each
    seat index, the content the designers balanced that the seat played with, as short
    ``"kind: name"`` tags (``"character: Camille"``, ``"formula: Floral + Woody"``); the
    ``simulate --report`` win rates are tallied per tag (None: the game deals no such content).
    """

    game: Game[Any, Any, Any, Any]
    colours: tuple[SeatColour, ...]
    make_config: Callable[[tuple[SeatConfig, ...], Mapping[str, Any]], Any]
    bots: Mapping[str, BotFactory]
    default_bot: str
    progress_label: Callable[[Any], str]
    solo_opponent: str | None = None
    bot_notes: Mapping[str, str] = field(default_factory=dict)
    option_sets: tuple[Mapping[str, Any], ...] = ({},)
    balance_tags: Callable[[Any], Mapping[int, tuple[str, ...]]] | None = None
    score_track: ScoreTrack | None = None
    """The round under way and each seat's public points, for the final screen's score over
    the rounds (``core.score_history``; None: no such plot)."""

    @property
    def solo(self) -> bool:
        """Whether a single seat can play, against :attr:`solo_opponent`."""
        return self.solo_opponent is not None

    def rung(self, bot: str) -> str:
        """Where bot ``bot`` stands on the ladder every game offers (DESIGN.md §1):
        ``"Easy"`` (the random bot), ``"Normal"`` (the game's default, greedy bot),
        ``"Strong"`` (:data:`STRONG_BOT`, the search), or ``""`` for a bot off the ladder."""
        ladder = {EASY_BOT: "Easy", self.default_bot: "Normal", STRONG_BOT: "Strong"}
        return ladder.get(bot, "")

    @property
    def most_seats(self) -> int:
        """The largest table: the rules' maximum, or fewer when there are fewer colours."""
        return min(self.game.max_seats, len(self.colours))

    def table_sizes(self) -> tuple[int, ...]:
        """Every number of seats the game can be played with, fewest first."""
        return tuple(count for count in range(1, self.most_seats + 1) if self.seats_allowed(count))

    def seats_allowed(self, count: int) -> bool:
        """Whether a table of ``count`` seats can play (a single seat only with a solo mode)."""
        return self.game.min_seats <= count <= self.most_seats or (self.solo and count == 1)

    def colour(self, colour_id: str) -> SeatColour:
        """The :class:`SeatColour` for ``colour_id`` (a stand-in named after the id if unknown,
        as a damaged or older save may hold)."""
        for colour in self.colours:
            if colour.colour_id == colour_id:
                return colour
        return SeatColour(colour_id, colour_id, colour_id[:1].upper() or "?")


def built_game_ids() -> tuple[str, ...]:
    """The games the menu offers: rules, bots and screens."""
    return tuple(entry.game_id for entry in CATALOGUE if entry.built)


def rules_game_ids() -> tuple[str, ...]:
    """The games whose rules play headless (every built game, and those whose screen is
    still to come): ``simulate``, ``replay`` and the conformance suite take them."""
    return tuple(entry.game_id for entry in CATALOGUE if entry.built or entry.rules)


def load(game_id: str) -> GameModule:
    """The :class:`GameModule` of a game whose rules are built. Raises KeyError for others."""
    if game_id not in rules_game_ids():
        raise KeyError(f"unknown or unbuilt game {game_id!r}; built: {', '.join(rules_game_ids())}")
    built: GameModule = importlib.import_module(f"grasse_tui.games.{game_id}.module").MODULE
    return built
