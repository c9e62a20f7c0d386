"""The scholar bot: its markers travel to the Savoir cities whose cards its seat lacks (the
nearest first, each marker its own), study there, and it attempts the Grand Œuvre as soon as
it holds all six, a secret alloy first when one makes the hand purer. It plays no other
event card of its own, never starts an encounter, defends with every swordsman it holds,
and as the Grand Inquisitor's controller hunts the leading seat (controlling its markers,
searching the laboratory cities not yet marked for it), never its own seat's.
It decides from its view alone: it does not know which markers are alchemists."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from random import Random
from typing import Final

from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.content import CITIES, SAVOIR_CITIES, Role, distances
from grasse_tui.games.alchemist.rules.view import AlchemistView

DISTANCES: Final = {city.name: distances(city.name) for city in CITIES}
"""Steps by roads and sea passages between every two cities (the map never changes)."""


def distance(a: str, b: str) -> int:
    return DISTANCES[a].get(b, len(CITIES))


def leader(view: AlchemistView, me: int) -> int:
    """The other seat furthest on: the most ingots, then Savoir cards."""
    others = [seat for seat in range(len(view.seats)) if seat != me]
    return max(others, key=lambda s: (view.seats[s].ingots, len(view.seats[s].savoir_cities), -s))


def scholar_policy(view: AlchemistView, legal: Sequence[AlchemistAction], rng: Random) -> AlchemistAction:
    """The scholar's choice among ``legal`` (in canonical order, see ``core.bots``)."""
    me = view.viewer
    assert me is not None
    kinds = {type(action) for action in legal}
    places = [a for a in legal if isinstance(a, act.Place)]
    if places:
        return min(places, key=lambda a: (sum(distance(a.city, s) for s in SAVOIR_CITIES), a.city))
    if act.Vote in kinds:
        return act.Vote(True) if view.arrested and _owner(view, view.arrested) == leader(view, me) else act.Vote(False)
    if act.Defend in kinds:
        return max((a for a in legal if isinstance(a, act.Defend)), key=lambda a: a.swordsmen)
    if act.Exchange in kinds:
        return act.Exchange(())
    if act.SendAssistant in kinds:
        return legal[0]
    if act.Pass in kinds:
        return act.Pass()
    if view.phase == "the Grand Inquisitor":
        return _inquisitor(view, legal, me)
    if act.Assign in kinds:  # at random: a split that follows the markers' order would give the alchemist away
        return rng.choice([a for a in legal if isinstance(a, act.Assign)])
    if act.GrandOeuvre in kinds:
        return _alloy(view, legal) or act.GrandOeuvre()
    if view.phase == "moving":
        return _move(view, legal)
    return act.EndSequence()


def _owner(view: AlchemistView, marker_id: str) -> int:
    return next(m.owner for m in view.markers if m.marker_id == marker_id)


def _alloy(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction | None:
    """A secret alloy turning a card of a minority family into the majority one."""
    families = Counter(f for _, f in view.my_savoir)
    if len(families) < 2:
        return None
    best = families.most_common(1)[0][0]
    for action in legal:
        if isinstance(action, act.PlayAlloy) and action.family is best:
            if dict(view.my_savoir)[action.city] is not best:
                return action
    return None


def _move(view: AlchemistView, legal: Sequence[AlchemistAction]) -> AlchemistAction:
    """The first marker still moving: study where it stands if it may, else step towards the
    nearest Savoir city still wanted that no other marker of the seat stands on, else stop."""
    needed = set(SAVOIR_CITIES) - set(view.seats[view.viewer or 0].savoir_cities)
    moving = sorted({a.marker for a in legal if isinstance(a, act.Stop)})
    marker = moving[0]
    if act.Stop(marker, study=True) in legal:
        return act.Stop(marker, study=True)
    place = next(m.place for m in view.markers if m.marker_id == marker)
    others = {m.place for m in view.markers if m.owner == view.viewer and m.marker_id != marker}
    if len(dict(view.paths).get(marker, ())) < 2:
        others.add(place)  # a move cannot end where it began: study elsewhere
    targets = (needed - others) or (needed - {place})
    if not targets:
        return act.Stop(marker)
    here = min(distance(place, t) for t in targets)
    options = [a for a in legal if isinstance(a, act.Step) and a.marker == marker]
    best = min(options, key=lambda a: (min(distance(a.city, t) for t in targets), a.city), default=None)
    if best is None or min(distance(best.city, t) for t in targets) >= here:
        return act.Stop(marker)
    return best


def _inquisitor(view: AlchemistView, legal: Sequence[AlchemistAction], me: int) -> AlchemistAction:
    dice = [a for a in legal if isinstance(a, act.InquisitorDie)]
    if dice:
        return max(dice, key=lambda a: a.points)
    target = leader(view, me)
    for action in legal:
        if isinstance(action, act.InquisitorControl) and _suspect(view, action.marker, target):
            return action
    if act.InquisitorSearch(target) in legal:
        return act.InquisitorSearch(target)
    hunted = {m.place for m in view.markers if m.owner == target and m.role is not Role.ASSISTANT}
    steps = [a for a in legal if isinstance(a, act.InquisitorStep)]
    here = view.inquisitor or ""
    if steps and hunted:
        best = min(steps, key=lambda a: (min(distance(a.city, h) for h in hunted), a.city))
        if min(distance(best.city, h) for h in hunted) < min(distance(here, h) for h in hunted) or here in hunted:
            return best
    return act.InquisitorStop()


def _suspect(view: AlchemistView, marker_id: str, target: int) -> bool:
    marker = next(m for m in view.markers if m.marker_id == marker_id)
    return marker.owner == target and marker.role is not Role.ASSISTANT
