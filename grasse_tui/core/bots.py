"""The bot contract: a bot sees its seat's view and the legal actions, never the state.

A game module names its bots by :data:`BotFactory`: called with a seat and the game's
seed, it makes one :class:`Bot` for that seat of that game, which keeps whatever it
owns (its random number generator, what it was shown) for the whole game. A bot
chooses the same action whatever order the legal actions come in.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from grasse_tui.core.step import Clock, Reveal

if TYPE_CHECKING:
    from grasse_tui.core.game import Game

DEFAULT_THINK_MS = 6_000
"""How long a bot takes over a clocked decision unless its game says otherwise (ms)."""


class Bot(Protocol):
    """One seat's bot for one game (DESIGN.md §1: bots take an observation, not the state)."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """One of ``legal`` (non-empty), from what ``view`` shows; the same whatever the
        order of ``legal``."""
        ...

    def notice(self, reveal: Reveal) -> None:
        """Something shown to this seat alone for a moment (a smelled plate): a bot may
        remember it, as a player would."""
        ...

    def think_ms(self, view: Any, legal: Sequence[Any]) -> int:
        """On a clocked step, the time this bot takes to decide, in ms (a player's clock
        runs from the shield to the confirming key; a bot's is this figure)."""
        ...


@dataclass(frozen=True, slots=True)
class SearchProgress:
    """A search under way, for a think-time display: ``done`` playouts of ``planned``."""

    done: int
    planned: int


class WorldBot(Bot, Protocol):
    """A bot that searches (``grasse_tui.core.search``): besides its view it takes a *world*,
    a complete state drawn by ``Game.perturbed`` for its seat, in which everything the seat
    may not see was drawn anew (:func:`sampled_world`)."""

    def choose_in(
        self, view: Any, legal: Sequence[Any], world: Any, progress: Callable[[SearchProgress], bool] | None = None
    ) -> Any:
        """As :meth:`Bot.choose`, searching worlds like ``world``; ``progress`` (if given) is
        told how far the search is, and stops it by returning False (the best so far is
        chosen then)."""
        ...


class RankingBot(Bot, Protocol):
    """A bot whose choice comes from ranking the legal actions (a greedy bot that scores
    each): a search then weighs its next preferences rather than actions drawn at random."""

    def ranked(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        """``legal`` best first by this bot's reckoning from ``view`` (equal scores in
        :func:`canonical` order); the same whatever the order of ``legal``."""
        ...


def ranks(bot: Bot) -> TypeGuard[RankingBot]:
    """Whether ``bot`` is a :class:`RankingBot` (it has ``ranked``)."""
    return hasattr(bot, "ranked")


class RememberingBot(Bot, Protocol):
    """A bot that keeps what it was shown for a moment (``notice``, e.g. a smelled plate): a
    search draws its worlds to agree with that memory, and its own seat's playouts start
    from a copy of it, as the seat's player would play on knowing it."""

    def believe(self, world: Any, rng: Random) -> None:
        """Redraw in ``world`` (a searched world, just drawn: everything the seat may not see
        is drawn anew) what this bot's memory rules out, with ``rng``; the same world and
        draw give the same result."""
        ...


def remembers(bot: Bot) -> TypeGuard[RememberingBot]:
    """Whether ``bot`` is a :class:`RememberingBot` (it has ``believe``)."""
    return hasattr(bot, "believe")


def searches(bot: Bot) -> TypeGuard[WorldBot]:
    """Whether ``bot`` is a :class:`WorldBot` (it has ``choose_in``). Asked at every decision
    of every simulated game, where ``isinstance`` on a protocol would cost more than a
    greedy bot's whole choice."""
    return hasattr(bot, "choose_in")


def sampled_world(game: Game[Any, Any, Any, Any], state: Any, seat: int, seed: int, decision: int) -> Any:
    """The world a searching bot for ``seat`` gets at the ``decision``-th step of the game
    seeded ``seed``: ``game.perturbed(state, seat, …)`` with a random number generator of
    its own (the same in every run), so it holds nothing of what the seat may not see."""
    digest = hashlib.sha256(f"world:{seed}:{seat}:{decision}".encode()).digest()
    return game.perturbed(state, seat, Random(int.from_bytes(digest[:8], "big")))


def timed_choice(
    bot: Bot,
    view: Any,
    legal: Sequence[Any],
    clock: Clock | None,
    world: Callable[[], Any] | None = None,
    progress: Callable[[SearchProgress], bool] | None = None,
) -> tuple[Any, int | None]:
    """``bot``'s decision and the time to record with it: its ``think_ms`` on a clocked step
    (None on any other). A bot slower than the clock's limit runs out of time like a player:
    the clock's ``time_up`` action comes back, with the limit as its time. A
    :class:`WorldBot` searches from ``world()`` (a :func:`sampled_world`) when given one,
    telling ``progress`` how far it is (see :meth:`WorldBot.choose_in`)."""
    if world is not None and searches(bot):
        action = bot.choose_in(view, legal, world(), progress)
    else:
        action = bot.choose(view, legal)
    if clock is None:
        return action, None
    taken = bot.think_ms(view, legal)
    limit = clock.limit_ms
    if limit is not None and taken >= limit:
        return clock.time_up, limit
    return action, taken


BotFactory = Callable[[int, int], Bot]
"""``factory(seat, seed)``: the bot for ``seat`` in the game seeded ``seed``."""


def bot_rng(seed: int, seat: int) -> Random:
    """The random number generator of ``seat``'s bot in a game seeded ``seed``: its own, so a
    bot never disturbs the game's randomness, and the same in every run."""
    digest = hashlib.sha256(f"bot:{seed}:{seat}".encode()).digest()
    return Random(int.from_bytes(digest[:8], "big"))


def canonical(legal: Sequence[Any]) -> list[Any]:
    """``legal`` in an order that does not depend on the order it came in (by ``repr``, which
    a value-object action spells out in full): what a bot breaks ties over."""
    return sorted(legal, key=repr)


class PolicyBot:
    """A bot made from a plain policy function ``(view, legal, rng) -> action``, with its
    own RNG from :func:`bot_rng` and the default think time. The legal actions reach the
    function in :func:`canonical` order."""

    def __init__(self, policy: Callable[[Any, Sequence[Any], Random], Any], seat: int, seed: int) -> None:
        self.policy = policy
        self.seat = seat
        self.rng = bot_rng(seed, seat)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return self.policy(view, canonical(legal), self.rng)

    def notice(self, reveal: Reveal) -> None:
        """A policy function remembers nothing."""

    def think_ms(self, view: Any, legal: Sequence[Any]) -> int:
        return DEFAULT_THINK_MS


def policy_bot(policy: Callable[[Any, Sequence[Any], Random], Any]) -> BotFactory:
    """A :data:`BotFactory` for a plain policy function (see :class:`PolicyBot`)."""

    def factory(seat: int, seed: int) -> Bot:
        return PolicyBot(policy, seat, seed)

    return factory
