"""The nose bot: it deduces the plates from what its own seat has smelled, and works the
orders in between.

Its memory is what reached it as brief reveals (``notice``): each scent card's three notes,
and every note each plate has shown it. A plate can hold a plant whose notes include all it
has shown (any plant whose card it has not smelled yet); a plant that is the only one left
for a plate, or a plate the only one left for a plant, is certain. Its droppers follow its
best guess (the certain pairs, then each plate with the fewest plants left gets the first of
them still free); it bottles a perfume once all its plants are certain, or on a guess in the
last round (a wrong perfume costs nothing but the action point), and
otherwise fulfils the
order it can finish soonest, gathers and moves for it, takes the research marker for a
second item to smell, and opens the shop when it can. Its memory lives in the bot: a game
resumed from a save starts it afresh (it smells again).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from random import Random
from typing import Protocol

from grasse_tui.core.bots import DEFAULT_THINK_MS, canonical
from grasse_tui.core.step import Reveal
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.actions import PerfumerAction
from grasse_tui.games.perfumer.rules.cards import HELPER, ORDER, Power
from grasse_tui.games.perfumer.rules.content import PLATES, RING, SCENTS, Note, Plate, Scent
from grasse_tui.games.perfumer.rules.smell import read_line
from grasse_tui.games.perfumer.rules.view import PerfumerSeatView, PerfumerView

HELPER_RANK = (
    Power.EXTRA_ACTION, Power.GATHER_TWICE, Power.FAR_MOVE, Power.ORDER_POINTS, Power.FIRST_GATHER_TWICE,
    Power.FREE_MOVE, Power.SHOP_BONUS, Power.BOTTLE_POINTS, Power.CAPACITY, Power.SECOND_PLATE,
    Power.DOUBLE_RESEARCH, Power.FREE_RESEARCH,
)  # fmt: skip
"""Helper powers, the most wanted first."""


class PlatedWorld(Protocol):
    """What :meth:`NoseBot.believe` reads and redraws of a searched world (a game state,
    which a bot does not import): the stage under way and the plates' plants."""

    stage: int
    plates: dict[Plate, Scent]


def distance(a: Scent | None, b: Scent | None) -> int:
    """Moves from ``a`` to ``b`` (None: the centre, one move from every region)."""
    if a is b:
        return 0
    if a is None or b is None:
        return 1
    steps = abs(RING.index(a) - RING.index(b))
    return min(steps, len(RING) - steps, 2)


class NoseBot:
    """A bot for any seat (``NoseBot(seat, seed)``)."""

    def __init__(self, seat: int, seed: int) -> None:
        """``seed`` is the game's: the bot draws nothing at random, so it is not used."""
        self.seat = seat
        self.profiles: dict[Scent, frozenset[Note]] = {}
        self.shown: dict[Plate, set[Note]] = {}
        self.stage = 1
        self._candidates: dict[Plate, set[Scent]] = {}
        self._sure: dict[Plate, Scent] = {}
        self._guess: dict[Plate, Scent] = {}
        self._needed: set[Scent] = set()
        """The plants of its perfumes not bottled yet: the only ones it marks."""
        self._goal: tuple[Scent, Counter[Scent]] | None = None

    def notice(self, reveal: Reveal) -> None:
        """Remember what was smelled: a card's notes, a plate's notes seen so far."""
        for line in reveal.lines:
            read = read_line(line)
            if read is None:
                continue
            item, notes = read
            if isinstance(item, Scent):
                self.profiles[item] = frozenset(notes)
            else:
                self.shown.setdefault(item, set()).update(notes)

    def think_ms(self, view: PerfumerView, legal: Sequence[PerfumerAction]) -> int:
        return DEFAULT_THINK_MS

    # --- deduction -------------------------------------------------------------------

    def candidates(self) -> dict[Plate, set[Scent]]:
        """The plants each plate may hold, narrowed until nothing more follows."""
        options = {
            plate: {
                scent
                for scent in SCENTS
                if scent not in self.profiles or self.shown.get(plate, set()) <= self.profiles[scent]
            }
            for plate in PLATES
        }
        changed = True
        while changed:
            changed = False
            for plate, scents in options.items():
                if len(scents) == 1:
                    (only,) = scents
                    for other, rest in options.items():
                        if other is not plate and only in rest:
                            rest.discard(only)
                            changed = True
            for scent in SCENTS:
                holders = [plate for plate, scents in options.items() if scent in scents]
                if len(holders) == 1 and len(options[holders[0]]) > 1:
                    options[holders[0]] = {scent}
                    changed = True
        return options

    def believe(self, world: PlatedWorld, rng: Random) -> None:
        """Redraw ``world``'s plates (a searched world's, drawn anew) among the plants each
        may hold by what this seat has smelled this stage (:meth:`candidates`), so that a
        search plays out worlds agreeing with its memory. The most constrained plate is
        filled first, each from its plants still free in an order drawn with ``rng``. A
        world of another stage than the one its memory is of is left as it is."""
        if world.stage != self.stage:
            return
        options = self.candidates()
        plates = sorted(PLATES, key=lambda plate: len(options[plate]))
        drawn = _matching(plates, options, {}, rng)
        if drawn is not None:
            world.plates = {plate: drawn[plate] for plate in PLATES}

    # --- choosing --------------------------------------------------------------------

    def choose(self, view: PerfumerView, legal: Sequence[PerfumerAction]) -> PerfumerAction:
        if view.stage != self.stage:  # the plates were refilled: what was smelled no longer holds
            self.stage, self.shown = view.stage, {}
        options: list[PerfumerAction] = canonical(legal)
        if len(options) == 1:
            return options[0]
        self._candidates = self.candidates()  # worked out once a decision, read by _score
        self._sure = {plate: next(iter(s)) for plate, s in self._candidates.items() if len(s) == 1}
        me = view.seats[self.seat]
        self._guess = self._best_guess(me)
        self._needed = {plant for i, (_, plants) in enumerate(me.recipes) if i not in me.bottled for plant in plants}
        self._goal = self._target(view, view.seats[self.seat])
        return max(options, key=lambda action: self._score(view, action))

    def _score(self, view: PerfumerView, action: PerfumerAction) -> float:
        me = view.seats[self.seat]
        match action:
            case act.PickHelper(card=card) | act.Auction(card=card):
                return len(HELPER_RANK) - HELPER_RANK.index(HELPER[card].power)
            case act.Bid(amount=amount):
                worth = 4 if view.auction_card and HELPER_RANK.index(HELPER[view.auction_card].power) < 5 else 2
                return 0.5 if amount == 0 else (1.0 if amount <= worth else -1.0) - amount * 0.1
            case act.PlaceDropper(plate=plate, plant=plant):
                return 100.0 if plant in self._needed and self._guess.get(plate) is plant else -100.0
            case act.BottlePerfume(recipe=index, reward=reward):
                if self._sure_of(me, index):
                    return 60.0 + index + self._reward_value(view, reward)
                if view.last_round:
                    return 45.0 + index + self._reward_value(view, reward)
                return -100.0
            case act.Fulfil(reward=reward):
                return 50.0 + self._reward_value(view, reward)
            case act.OpenShop(bottles=bottles):
                return 40.0 - len(bottles) if view.shop != self.seat else -1.0
            case act.Gather(returning=back):
                return self._gather_value(view, me, back)
            case act.Move(to=to):
                return self._move_value(view, me, to)
            case act.Research():
                return 5.0 if len(self._sure) < len(PLATES) else -1.0
            case act.EndActions():
                return 0.0
            case act.TakeCard(scent=scent):
                return 10.0 if scent not in self.profiles else 1.0
            case act.TakePlate(plate=plate):
                return 2.0 + len(self._candidates[plate])
            case act.Skip():
                return 0.0
        return 0.0

    def _best_guess(self, me: PerfumerSeatView) -> dict[Plate, Scent]:
        """A plant for every plate: droppers fixed by bottling stay, then the certain pairs,
        then the plates with the fewest plants left each take the first still free."""
        guess = {plate: plant for plate, plant in me.droppers if plant in me.locked}
        for plate, plant in self._sure.items():
            if plate not in guess and plant not in guess.values():
                guess[plate] = plant
        for plate in sorted(PLATES, key=lambda p: (len(self._candidates[p]), PLATES.index(p))):
            if plate in guess:
                continue
            free = [plant for plant in SCENTS if plant not in guess.values()]
            liked = [plant for plant in free if plant in self._candidates[plate]]
            guess[plate] = (liked or free)[0]
        return guess

    def _sure_of(self, me: PerfumerSeatView, index: int) -> bool:
        sure = self._sure
        marks = {plant: plate for plate, plant in me.droppers}
        _, plants = me.recipes[index]
        return all(plant in marks and sure.get(marks[plant]) is plant for plant in plants)

    def _target(self, view: PerfumerView, me: PerfumerSeatView) -> tuple[Scent, Counter[Scent]] | None:
        """The order to work on: its region and the ingredients still missing for it. The
        choice does not depend on where the pawn stands, so the bot keeps to it."""
        have = Counter(dict(me.ingredients))
        supply = dict(view.supply)
        best: tuple[float, Scent, Counter[Scent]] | None = None
        for region, card in view.origin_orders:
            if card is None:
                continue
            order = ORDER[card]
            missing = Counter(order.cost) - have
            if any(supply.get(scent, 0) < count for scent, count in missing.items()):
                continue  # the tokens it lacks are not to be had
            value = order.points / (sum(missing.values()) + 1)
            if best is None or value > best[0]:
                best = (value, region, missing)
        return None if best is None else (best[1], best[2])

    def _gather_value(self, view: PerfumerView, me: PerfumerSeatView, back: tuple[Scent, ...]) -> float:
        target = self._goal
        if target is None or me.pawn is None:
            return -1.0
        _, missing = target
        if me.pawn in missing and not (set(back) & set(missing)):
            return 30.0 - len(back)
        return -1.0

    def _move_value(self, view: PerfumerView, me: PerfumerSeatView, to: Scent | None) -> float:
        target = self._goal
        if target is None:
            return -1.0
        region, missing = target
        supply = dict(view.supply)
        goals = [scent for scent in missing if supply.get(scent, 0)] or [region]
        now = min(distance(me.pawn, goal) for goal in goals)
        then = min(distance(to, goal) for goal in goals)
        return 20.0 + (now - then) * 5 if then < now else -2.0

    def _reward_value(self, view: PerfumerView, reward: Scent | None) -> float:
        if reward is None:
            return 0.0
        target = self._goal
        return 2.0 if target is not None and reward in target[1] else 1.0


def _matching(
    plates: Sequence[Plate], options: dict[Plate, set[Scent]], taken: dict[Plate, Scent], rng: Random
) -> dict[Plate, Scent] | None:
    """``taken`` completed with a plant for each of ``plates``, each from its ``options`` and
    no plant twice (tried in an order drawn with ``rng``), or None when none is left."""
    if not plates:
        return taken
    plate, rest = plates[0], plates[1:]
    used = set(taken.values())
    free = [scent for scent in SCENTS if scent in options[plate] and scent not in used]
    rng.shuffle(free)
    for scent in free:
        found = _matching(rest, options, {**taken, plate: scent}, rng)
        if found is not None:
            return found
    return None
