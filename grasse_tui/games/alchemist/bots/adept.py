"""The adept: the Strong bot's own policy in The Grand Alchemist (its search, in
``core/search.py``, weighs this policy's choices against others; the other seats of its
playouts play the scholar). The scholar (``bots/scholar.py``) with a plan and a hand:

- it gives out the dice to study the most Savoir cities this sequence, then to end its
  markers nearest the cities still wanted (:func:`plan`: each marker a city of its own);
- each marker walks to its planned city, by road before sea (a storm may cost a card),
  with a Coach when its points fall short of the city;
- its alchemist, stopped on other seats' markers, inspects one not known to be an
  alchemist (a known assistant first) and tries to win it over: one more marker, one
  more die;
- its hand refills every sequence, so before the dice it plays what helps: a Protection
  to free its alchemist from the dungeon, the Thief on the seat sharing most of its
  Savoir cities (swapping for cards of its own main family), a Prison on the leading
  seat, and a Search of the leader's laboratory cities once the leader is well on.

Otherwise (where it starts, the Grand Œuvre and its alloy, duels, votes, the Inquisitor)
it plays as the scholar. It decides from its view alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from random import Random
from typing import Final

from grasse_tui.games.alchemist.bots.scholar import distance, leader, scholar_policy
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.content import (
    CITY,
    EVENT_CARDS,
    SAVOIR_CARDS,
    SAVOIR_CITIES,
    Family,
    Link,
    Role,
    link_between,
)
from grasse_tui.games.alchemist.rules.view import AlchemistView

MOST_MARKERS: Final = 4
"""An alchemist and at most three assistants (rulebook: diversion)."""

IDLE_STEPS: Final = 3
"""What a plan counts for a marker heading nowhere, in steps left to walk."""

LEADER_WELL_ON: Final = 3
"""Savoir cards (or any ingot) that make the leader worth a Search card."""

THIEF_SHARED: Final = 2
"""Savoir cities the Thief's victim must share with the adept (same-city swaps only)."""

FAMILY_OF: Final = {card.card_id: card.family for card in SAVOIR_CARDS}
CITY_OF: Final = {card.card_id: card.city for card in SAVOIR_CARDS}
COACH_POINTS: Final = {card.card_id: card.points or 0 for card in EVENT_CARDS}

Mover = tuple[str, int, tuple[str, ...]]
"""A marker to plan for: its city, its movement points, and the cities its move has passed
(which it may not enter again)."""


def adept_policy(view: AlchemistView, legal: Sequence[AlchemistAction], rng: Random) -> AlchemistAction:
    """The adept's choice among ``legal`` (in canonical order, see ``core.bots``)."""
    match view.decision:
        case "thief":
            return _swap(view, legal)
        case "encounter":
            return _encounter(view, legal)
        case "divert":
            return act.Divert()
        case "dice":
            return _before_dice(view, legal) or _assign(view, legal, rng)
        case "move":
            return _move(view, legal)
    return scholar_policy(view, legal, rng)


def plan(movers: Sequence[Mover], wanted: Iterable[str]) -> tuple[tuple[int, int], tuple[str | None, ...]]:
    """The cities ``movers`` should head for (each a distinct one of ``wanted``, or None)
    and what that plan is worth: (Savoir cities reached this sequence, minus the steps left
    to the others' cities, :data:`IDLE_STEPS` for a marker heading nowhere). Every plan is
    tried: at most 4 markers × 7 choices."""
    options = [_options(mover, sorted(wanted)) for mover in movers]
    best: tuple[tuple[int, int], tuple[str | None, ...]] = ((-1, 0), ())
    targets: list[str | None] = []

    def extend(used: frozenset[str], reached: int, left: int) -> None:
        nonlocal best
        if len(targets) == len(options):
            if (reached, -left) > best[0]:
                best = (reached, -left), tuple(targets)
            return
        for city, gets_there, steps_left in options[len(targets)]:
            if city is None or city not in used:
                targets.append(city)
                extend(used if city is None else used | {city}, reached + gets_there, left + steps_left)
                targets.pop()

    extend(frozenset(), 0, 0)
    return best


def _options(mover: Mover, wanted: Sequence[str]) -> list[tuple[str | None, int, int]]:
    """Where one marker may head: (city, 1 if it gets there this sequence else 0, steps
    left after it), for every wanted city its move may end on, and (None, 0, IDLE_STEPS)."""
    place, points, passed = mover
    options: list[tuple[str | None, int, int]] = []
    for city in wanted:
        steps = distance(place, city)
        if steps and city not in passed:
            options.append((city, 1, 0) if steps <= points else (city, 0, steps - points))
    options.append((None, 0, IDLE_STEPS))
    return options


def _wanted(view: AlchemistView) -> set[str]:
    assert view.viewer is not None
    return set(SAVOIR_CITIES) - set(view.seats[view.viewer].savoir_cities)


def _assign(view: AlchemistView, legal: Sequence[AlchemistAction], rng: Random) -> AlchemistAction:
    """The split of the dice with the best :func:`plan` (a tie drawn at random: nothing in it
    tells the alchemist from its assistants). A 1 does not move."""
    free = [m for m in view.markers if m.owner == view.viewer and m.place in CITY]
    wanted = _wanted(view)
    valued = [
        (plan([(m.place, die if die > 1 else 0, (m.place,)) for m, die in zip(free, a.dice, strict=True)], wanted)[0], a)
        for a in legal
        if isinstance(a, act.Assign)
    ]
    best = max(value for value, _ in valued)
    return rng.choice([a for value, a in valued if value == best])


def _move(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction:
    """Study where a marker may; else a step (or a Coach) for the first marker whose planned
    city it brings nearer; else the first marker stops."""
    studies = [a for a in legal if isinstance(a, act.Stop) and a.study]
    if studies:
        return studies[0]
    points, paths = dict(view.points), dict(view.paths)
    place = {m.marker_id: m.place for m in view.markers}
    moving = sorted(points)
    _, targets = plan([(place[m], points[m], paths.get(m, ())) for m in moving], _wanted(view))
    for marker, city in zip(moving, targets, strict=True):
        if city is None:
            continue
        steps = distance(place[marker], city)
        if 0 < points[marker] < steps:
            coaches = [
                a
                for a in legal
                if isinstance(a, act.PlayCoach) and a.marker == marker and steps <= points[marker] + COACH_POINTS[a.card]
            ]
            if coaches:
                return min(coaches, key=lambda a: COACH_POINTS[a.card])
        nearer = [a for a in legal if isinstance(a, act.Step) and a.marker == marker and distance(a.city, city) < steps]
        if nearer:
            return min(nearer, key=lambda a: (link_between(place[marker], a.city) is Link.SEA, a.city))
    return next(a for a in legal if isinstance(a, act.Stop))


def _encounter(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction:
    """Its alchemist, having moved here (and its move over), inspects a marker not known to
    be an alchemist, a known assistant first, of the seat with the fewest Savoir cards (the
    diversion's dice add them); any other encounter is let be."""
    mine = [m for m in view.markers if m.owner == view.viewer]
    alchemist = next(m for m in mine if m.role is Role.ALCHEMIST)
    markers = {m.marker_id: m for m in view.markers}
    inspections = [a for a in legal if isinstance(a, act.Inspect) and markers[a.target].role is not Role.ALCHEMIST]
    moved = len(dict(view.paths).get(alchemist.marker_id, ())) > 1 and alchemist.marker_id not in dict(view.points)
    if not inspections or len(mine) >= MOST_MARKERS or not moved or alchemist.place != markers[inspections[0].target].place:
        return act.Pass()
    return min(
        inspections,
        key=lambda a: (
            markers[a.target].role is not Role.ASSISTANT,
            len(view.seats[markers[a.target].owner].savoir_cities),
        ),
    )


def _before_dice(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction | None:
    """The event card to play before the dice, if any (see the module's docstring)."""
    me = view.viewer
    assert me is not None
    roles = {m.marker_id: m.role for m in view.markers}
    for action in legal:
        if isinstance(action, act.PlayProtection) and roles[action.marker] is Role.ALCHEMIST:
            return action
    thief = _thief(view, legal)
    if thief is not None:
        return thief
    ahead = leader(view, me)
    for action in legal:
        if isinstance(action, act.PlayPrison) and action.seat == ahead:
            return action
    well_on = view.seats[ahead].ingots > 0 or len(view.seats[ahead].savoir_cities) >= LEADER_WELL_ON
    searches = [a for a in legal if isinstance(a, act.PlaySearch) and a.seat == ahead]
    return searches[0] if searches and well_on else None


def _thief(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction | None:
    """The Thief on the seat sharing the most Savoir cities with the adept, when it shares
    :data:`THIEF_SHARED` of them or more."""
    assert view.viewer is not None
    mine = set(view.seats[view.viewer].savoir_cities)
    thieves = [a for a in legal if isinstance(a, act.PlayThief) and a.savoir]
    if not mine or not thieves:
        return None
    best = max(thieves, key=lambda a: len(mine & set(view.seats[a.seat].savoir_cities)))
    return best if len(mine & set(view.seats[best.seat].savoir_cities)) >= THIEF_SHARED else None


def _purity(families: Iterable[Family]) -> int:
    """How much a hand keeps to few families: the sum of each family's count squared."""
    return sum(count * count for count in Counter(families).values())


def _swap(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction:
    """The same-city swap that makes the hand purest, if one makes it purer; else enough."""
    hand = dict(view.my_savoir)
    best = _purity(hand.values())
    choice: AlchemistAction = act.Pass()
    for action in legal:
        if not isinstance(action, act.Swap) or action.mine not in CITY_OF:
            continue  # Pass, or event cards (the adept robs Savoir cards only)
        city = CITY_OF[action.mine]
        if city == CITY_OF.get(action.theirs):
            purity = _purity({**hand, city: FAMILY_OF[action.theirs]}.values())
            if purity > best:
                best, choice = purity, action
    return choice
