"""La Fleur's card balance: does any card or character move a player's chance to win?

Run with ``.venv/bin/python bench/lafleur_balance.py [GAMES] [--markdown]``. Plays GAMES
(default 2000) 4-player games of four greedy bots, as ``grasse-tui simulate --game lafleur
--players 4`` does, seeds 0.., and for every character and every garden feature, visitor
and artisan compares the win rate of the seats that ended the game with it against the
win rate of all seats that ended with a card of the same kind (for garden features, of
the same price: as many symbols; an expensive feature is meant to be stronger). A card whose difference
passes :data:`BOUND` (after its standard error) is listed as out of bounds. Then GAMES/5
solo games of the greedy bot against the automaton at each difficulty (seeds 0..), as
``simulate --players 1 --difficulty LEVEL`` plays them. ``--markdown`` rewrites its
section of ``docs/balance.md`` (between :data:`START` and :data:`END`), leaving the rest.
"""

from __future__ import annotations

import math
import sys
from collections import defaultdict
from pathlib import Path

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.module import MODULE
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, CHARACTER, FEATURE, VISITOR
from grasse_tui.games.lafleur.rules.config import SEAT_COLOURS, Difficulty

BOUND = 0.15
"""The largest difference in win rate (0.15 = 15 points) a card may make, beyond noise."""
DOC = Path(__file__).resolve().parent.parent / "docs" / "balance.md"
START = "<!-- bench/lafleur_balance.py writes from here -->"
END = "<!-- bench/lafleur_balance.py writes up to here -->"
KINDS = ("character", "feature", "visitor", "artisan")


def holdings(state: object) -> list[dict[str, set[str]]]:
    """For each seat at the end: the cards it holds, by kind."""
    found = []
    for home in state.chateaux:  # type: ignore[attr-defined]
        found.append(
            {
                "character": {home.character} if home.character else set(),
                "feature": set(home.features),
                "visitor": {home.companion} if home.companion else set(),
                "artisan": {slot.card for slot in home.artisans},
            }
        )
    return found


def peers(kind: str, card: str) -> str:
    """What a card is compared with: its kind, and for a garden feature its price too."""
    return f"feature {len(FEATURE[card].allures)}" if kind == "feature" else kind


def name(kind: str, card: str) -> str:
    if kind == "character":
        return CHARACTER[card].name
    if kind == "feature":
        return FEATURE[card].name
    if kind == "visitor":
        return f"{VISITOR[card].name} (companion)"
    return f"the {ARTISAN[card].occupation}"


def solo_lines(games: int) -> list[str]:
    """A markdown table of the greedy bot's solo games against the automaton: ``games``
    a difficulty, its wins and both mean scores."""
    lines = [
        "| difficulty | games | the greedy bot wins | its mean score | the automaton's mean score |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for level in Difficulty:
        config = MODULE.make_config((SeatConfig("S0", SEAT_COLOURS[0], "greedy"),), {"difficulty": level.value})
        wins, mine, its = 0, 0, 0
        for seed in range(games):
            state = play_out(MODULE, config, seed, [MODULE.bots["greedy"](0, seed)])
            scores = MODULE.game.final_scores(state)
            wins += scores.winners == (0,)
            mine += scores.lines[0].total
            its += scores.lines[1].total
        lines.append(f"| {level.value} | {games} | {wins / games:.0%} | {mine / games:.1f} | {its / games:.1f} |")
    return lines


def main(games: int, markdown: bool) -> None:
    game = MODULE.game
    seats = tuple(SeatConfig(f"S{i}", c, "greedy") for i, c in enumerate(SEAT_COLOURS))
    config = MODULE.make_config(seats, {})
    held: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])  # (kind, card) -> [seats, wins]
    kind_totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    seat_wins = [0, 0, 0, 0]
    for seed in range(games):
        bots = [MODULE.bots["greedy"](seat, seed) for seat in range(4)]
        state = play_out(MODULE, config, seed, bots)
        winners = game.final_scores(state).winners
        won = [1 / len(winners) if seat in winners else 0.0 for seat in range(4)]
        for seat in range(4):
            seat_wins[seat] += seat in winners
        for seat, cards in enumerate(holdings(state)):
            for kind in KINDS:
                for card in cards[kind]:
                    held[(kind, card)][0] += 1
                    held[(kind, card)][1] += won[seat]
                    kind_totals[peers(kind, card)][0] += 1
                    kind_totals[peers(kind, card)][1] += won[seat]
    rows = []
    for (kind, card), (count, wins) in held.items():
        base = kind_totals[peers(kind, card)][1] / kind_totals[peers(kind, card)][0]
        rate = wins / count
        error = math.sqrt(max(base * (1 - base), 1e-9) / count)
        out = abs(rate - base) - 2 * error > BOUND
        rows.append((kind, name(kind, card), count, rate, base, error, out))
    rows.sort(key=lambda row: -abs(row[3] - row[4]))
    outside = [row for row in rows if row[6]]
    lines = [
        "## La Fleur: every card",
        "",
        f"Generated by `python bench/lafleur_balance.py {games} --markdown`: {games} four-player games of",
        "four greedy bots (as `grasse-tui simulate --game lafleur --players 4 --games N` plays them),",
        "seeds 0 on. For each card, the win rate of the seats that ended the game holding it (a",
        "character, a garden feature, a companion, an artisan) against the win rate of every seat",
        "holding a card of that kind (a garden feature: of the same number of symbols, its price);",
        "a shared win counts as a share. A card is out of bounds",
        f"when the difference, less twice its standard error, passes {BOUND:.0%} points.",
        "",
        f"Seat wins (first player first): {', '.join(str(w) for w in seat_wins)}.",
        "",
        f"**Out of bounds: {len(outside)}** " + (", ".join(row[1] for row in outside) if outside else "(none)") + ".",
        "",
        "The twenty cards that move the win rate most:",
        "",
        "| kind | card | seats holding it | win rate | its peers' win rate | ± (1 s.e.) |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for kind, label, count, rate, base, error, _ in rows[:20]:
        lines.append(f"| {kind} | {label} | {count:.0f} | {rate:.0%} | {base:.0%} | {error:.0%} |")
    lines += [
        "",
        "### Solo: the greedy bot against the automaton",
        "",
        "The automaton plays the book's four-step turn (its garden features score their",
        "abilities but do not move its allure tracker, ruling L16). The greedy bot is a",
        "measuring stick, not a strong player: it values allure without looking at the",
        "visitors on show. A player who plans for those visitors, concentrates allure in two",
        "or three types and romances a companion should do better; no such player is measured.",
        "",
        *solo_lines(max(1, games // 5)),
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if markdown:
        page = DOC.read_text(encoding="utf-8")
        before, _, rest = page.partition(START)
        _, _, after = rest.partition(END)
        DOC.write_text(f"{before}{START}\n{text}{END}{after}", encoding="utf-8")


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(arguments[0]) if arguments else 2000, "--markdown" in sys.argv)
