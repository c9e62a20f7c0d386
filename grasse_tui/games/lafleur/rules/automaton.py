"""The solo opponent's turn (rulebook: Solo Mode, Solo Difficulties & Challenges).

Once a round, on its turn, it:

1. discards the rightmost face-up flower;
2. takes the top garden feature (its symbols do not move its tracker, ruling L16; an
   ability resolves when due unless it counts features, artisans or companions);
3. draws a flower per face-up visitor, gains the allure of each symbol (a wild: the type
   most common among the visitors, the first shown on a tie; a card with two symbols of
   one type gives two, ruling L18) and discards them in the order drawn;
4. at Hardest, gains one allure of each of the first three visitors' types (two when two
   are shown; a visitor with two types gives its first, ruling L17); at Starting level and
   Harder, one allure of the type most common among the visitors (drawing more visitors
   to find one when none has a type, those going to the bottom of the deck).
"""

from __future__ import annotations

from collections import Counter

from grasse_tui.games.lafleur.rules.catalogue import FEATURE, FLOWER, VISITOR
from grasse_tui.games.lafleur.rules.config import Difficulty
from grasse_tui.games.lafleur.rules.content import TRACKED, Allure, Timing
from grasse_tui.games.lafleur.rules.decks import draw_feature, draw_flower, draw_visitor
from grasse_tui.games.lafleur.rules.effects import resolve
from grasse_tui.games.lafleur.rules.state import LaFleurState


def commonest_type(visitors: list[str]) -> Allure | None:
    """The allure type on most of ``visitors`` (each type of a visitor counts once), the
    one shown first on a tie; None when none has a type."""
    tally: Counter[Allure] = Counter()
    first_seen: dict[Allure, int] = {}
    for position, visitor in enumerate(visitors):
        for allure in VISITOR[visitor].allures:
            tally[allure] += 1
            first_seen.setdefault(allure, position)
    if not tally:
        return None
    return max(tally, key=lambda allure: (tally[allure], -first_seen[allure]))


def automaton_turn(state: LaFleurState, chateau: int) -> None:
    robot = state.chateaux[chateau]
    name = robot.name.capitalize()
    occupied = [space for space, card in enumerate(state.flower_row) if card is not None]
    if occupied:
        rightmost = state.flower_row[occupied[-1]]
        assert rightmost is not None
        state.flower_row[occupied[-1]] = None
        state.flower_discard.append(rightmost)
        state.add_log(f"{name} discards {FLOWER[rightmost].name} from the Flower Market.", chateau)
    feature = draw_feature(state)
    if feature is not None:
        card_f = FEATURE[feature]
        robot.features.append(feature)
        state.add_log(f"{name} takes the garden feature {card_f.name}.", chateau)
        if card_f.timing is Timing.WHEN_ACQUIRED:
            resolve(state, chateau, card_f.ability, "features", card_f.name)
    wild_type = commonest_type(state.visitors)
    for _ in range(len(state.visitors)):
        drawn = draw_flower(state)
        if drawn is None:
            break
        flower = FLOWER[drawn]
        gained = ([wild_type] if wild_type is not None else []) if flower.is_wild else list(flower.allures)
        for symbol in gained:
            robot.allure[symbol] += 1
        state.flower_discard.append(drawn)
        words = _symbols(gained) or "nothing"
        state.add_log(f"{name} draws {flower.name}: {words}.", chateau)
    _difficulty_gain(state, chateau)


def _difficulty_gain(state: LaFleurState, chateau: int) -> None:
    robot = state.chateaux[chateau]
    name = robot.name.capitalize()
    difficulty = state.config.difficulty
    if difficulty is Difficulty.HARDEST:
        shown = state.visitors[: 3 if len(state.visitors) >= 3 else 2]
        for visitor in shown:
            allures = VISITOR[visitor].allures
            if allures:
                robot.allure[allures[0]] += 1
                state.add_log(f"{name} gains 1 {allures[0].label} allure ({VISITOR[visitor].name}).", chateau)
    elif difficulty in (Difficulty.NORMAL, Difficulty.HARDER):
        commonest = commonest_type(state.visitors)
        extra: list[str] = []
        while commonest is None:
            drawn = draw_visitor(state)
            if drawn is None:
                break
            extra.append(drawn)
            commonest = commonest_type(extra)
        state.visitor_deck[0:0] = extra  # to the bottom of the deck
        if commonest is not None:
            robot.allure[commonest] += 1
            state.add_log(f"{name} gains 1 {commonest.label} allure (the visitors' commonest type).", chateau)


def _symbols(allures: tuple[Allure, ...] | list[Allure]) -> str:
    return ", ".join(f"+1 {allure.label}" for allure in allures if allure in TRACKED)
