"""Paying for a garden feature (rulebook: Purchasing a Garden Feature).

A feature's price is its allure symbols. Each symbol is paid by one of:

- an artisan lending its type (once a round: it is tilted);
- a flower card with that type; a card with two symbols pays both when both are still
  owed, and a symbol it has that is not owed is lost;
- a wild flower card (any one symbol);
- any two flower cards together (any one symbol).

A purchase is paid one symbol at a time (:func:`pay_options` lists the ways that still
let the rest be paid), and :func:`suggested` gives a whole payment at once, the screen's
default. Plain data in and out, shared by the rules, the bots and the screen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from grasse_tui.games.lafleur.rules.content import TRACKED, Allure

Kind = tuple[Allure, ...]
"""A flower card's symbols in :data:`TRACKED` order (wild last): what makes two cards
the same for paying."""


def kind_of(allures: Iterable[Allure]) -> Kind:
    order = (*TRACKED, Allure.WILD)
    return tuple(sorted(allures, key=order.index))


@dataclass(frozen=True, slots=True)
class Use:
    """One way to pay owed symbols: ``flowers`` (one card, or two as a pair) or an
    ``artisan``, paying ``pays`` (one symbol; two for a card with both owed)."""

    pays: tuple[Allure, ...]
    flowers: tuple[str, ...] = ()
    artisan: str | None = None


def covers(owed: Sequence[Allure], flowers: Sequence[Kind], lent: Sequence[Allure] = ()) -> bool:
    """Whether cards of kinds ``flowers`` with artisans lending ``lent`` can pay ``owed``
    (not every card or artisan need be used)."""
    needed = Counter(owed)
    for allure in lent:
        if needed[allure]:
            needed[allure] -= 1
    wilds = sum(1 for kind in flowers if kind == (Allure.WILD,))
    others = [kind for kind in flowers if kind != (Allure.WILD,)]
    total = sum(needed.values())
    if wilds + len(others) // 2 >= total:
        return True
    # Each card pays what it matches or is kept as half of a pair: the best number of
    # spare cards for each multiset of symbols still owed.
    start = tuple(needed[allure] for allure in TRACKED)
    best: dict[tuple[int, ...], int] = {start: 0}
    for kind in others:
        following: dict[tuple[int, ...], int] = {}
        for left, spare in best.items():
            for after, extra in ((left, 1), *((_pay(left, kind, both), 0) for both in (False, True))):
                if after is not None and following.get(after, -1) < spare + extra:
                    following[after] = spare + extra
        best = following
    return any(sum(left) <= wilds + spare // 2 for left, spare in best.items())


def _pay(left: tuple[int, ...], kind: Kind, both: bool) -> tuple[int, ...] | None:
    """``left`` after a card of ``kind`` pays one owed symbol it has (``both``: two),
    or None when it cannot."""
    counts = list(left)
    paid = 0
    for allure in kind:
        index = TRACKED.index(allure)
        if counts[index] and paid < (2 if both else 1):
            counts[index] -= 1
            paid += 1
    if paid == 0 or (both and paid < 2):
        return None
    return tuple(counts)


def pay_options(
    owed: Sequence[Allure], hand: Sequence[tuple[str, Kind]], artisans: Sequence[tuple[str, Allure]]
) -> list[Use]:
    """Every way to pay one more owed symbol that still lets the rest be paid, each once
    per kind of card (the first card of a kind is named) and per artisan type: artisans
    first, then single cards, wilds, then pairs."""
    options: list[Use] = []
    kinds = dict(hand)
    seen: set[tuple[object, ...]] = set()

    def offer(use: Use, spent_cards: Sequence[str], spent_type: Allure | None, key: tuple[object, ...]) -> None:
        if key in seen:
            return
        left = list(owed)
        for allure in use.pays:
            left.remove(allure)
        rest = [kind for card, kind in hand if card not in spent_cards]
        lent = [allure for card, allure in artisans if card != use.artisan]
        if covers(left, rest, lent):
            seen.add(key)
            options.append(use)

    for allure in dict.fromkeys(owed):
        for card, lends in artisans:
            if lends is allure:
                offer(Use((allure,), artisan=card), (), allure, ("artisan", allure))
    for card, kind in hand:
        if kind == (Allure.WILD,):
            continue
        paid = _pays(owed, kind)
        if paid:
            offer(Use(paid, flowers=(card,)), (card,), None, ("card", kind))
    for card, kind in hand:
        if kind == (Allure.WILD,):
            for allure in dict.fromkeys(owed):
                offer(Use((allure,), flowers=(card,)), (card,), None, ("wild", allure))
    for (first, one), (second, two) in combinations(hand, 2):
        pair = tuple(sorted((one, two), key=lambda kind: [TRACKED.index(a) if a in TRACKED else 5 for a in kind]))
        for allure in dict.fromkeys(owed):
            offer(Use((allure,), flowers=(first, second)), (first, second), None, ("pair", pair, allure))
    return options


def _pays(owed: Sequence[Allure], kind: Kind) -> tuple[Allure, ...]:
    """The owed symbols a (not wild) card of ``kind`` pays: each of its symbols still owed."""
    left = Counter(owed)
    paid: list[Allure] = []
    for allure in kind:
        if left[allure]:
            left[allure] -= 1
            paid.append(allure)
    return tuple(paid)


def suggested(
    owed: Sequence[Allure], hand: Sequence[tuple[str, Kind]], artisans: Sequence[tuple[str, Allure]]
) -> list[Use] | None:
    """A whole payment, one :class:`Use` per step, spending what a player would rather
    give up first: artisans, then a card paying two symbols, a card paying one, a wild,
    a pair. None when ``owed`` cannot be paid."""
    if not covers(owed, [kind for _, kind in hand], [allure for _, allure in artisans]):
        return None
    left, cards, lenders = list(owed), list(hand), list(artisans)
    plan: list[Use] = []
    while left:
        options = pay_options(left, cards, lenders)
        use = min(options, key=_preference)
        plan.append(use)
        for allure in use.pays:
            left.remove(allure)
        cards = [(card, kind) for card, kind in cards if card not in use.flowers]
        lenders = [(card, allure) for card, allure in lenders if card != use.artisan]
    return plan


def _preference(use: Use) -> tuple[int, int]:
    if use.artisan is not None:
        return (0, 0)
    if len(use.flowers) == 2:
        return (4, 0)
    return (1 if len(use.pays) == 2 else 2, 0)
