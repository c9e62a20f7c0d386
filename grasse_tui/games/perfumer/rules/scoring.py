"""Points: the score track with its stacked markers, and the end of a stage (rulebook:
遊戲結束): the plates revealed, bottled perfumes judged from the highest score down."""

from __future__ import annotations

from grasse_tui.core.game import FinalScores, LogEntry, ScoreLine
from grasse_tui.games.perfumer.rules.cards import NOTEBOOK, Recipe
from grasse_tui.games.perfumer.rules.content import PLATES
from grasse_tui.games.perfumer.rules.state import PerfumerState

SOURCES = ("orders", "shop", "bottling", "perfumes", "auction")


def add_points(state: PerfumerState, seat: int, source: str, points: int) -> None:
    """Move ``seat``'s marker by ``points`` (from ``source``); it lands on top of any
    marker already on that space."""
    if not points:
        return
    perfumer = state.seats[seat]
    perfumer.score += points
    perfumer.parts[source] = perfumer.parts.get(source, 0) + points
    state.arrivals += 1
    perfumer.stacked = state.arrivals


def recipes(state: PerfumerState, seat: int) -> tuple[Recipe, ...]:
    """The three perfumes of ``seat``'s notebook side this stage."""
    return NOTEBOOK[state.seats[seat].notebook].sides[state.stage - 1]


def correct(state: PerfumerState, seat: int, recipe: Recipe) -> bool:
    """Whether every plant of ``recipe`` carries the dropper of the plate that holds it."""
    marks = {plant: plate for plate, plant in state.seats[seat].droppers.items()}
    return all(plant in marks and state.plates[marks[plant]] is plant for plant in recipe.plants)


def misplaced(state: PerfumerState, seat: int, recipe: Recipe) -> str:
    """Why bottled ``recipe`` is wrong, e.g. ``"Rose was in plate G, not R"``: each of its
    plants whose dropper names the wrong plate (a bottled perfume has a dropper on every plant)."""
    marks = {plant: plate for plate, plant in state.seats[seat].droppers.items()}
    held_in = {scent: plate for plate, scent in state.plates.items()}
    return "; ".join(
        f"{plant.label} was in plate {held_in[plant].letter}, not {marks[plant].letter}"
        for plant in recipe.plants
        if marks[plant] is not held_in[plant]
    )


def score_stage(state: PerfumerState) -> None:
    """Reveal the plates; from the highest score down (a tie: the marker on top first), each
    bottled perfume whose droppers are all right scores its points."""
    opened = ", ".join(f"{plate.letter} {plate.value} held {state.plates[plate].label}" for plate in PLATES)
    lines = [f"Stage {state.stage}: the plates are opened: {opened}."]
    order = sorted(range(state.players), key=lambda s: (-state.seats[s].score, -state.seats[s].stacked))
    for seat in order:
        side = recipes(state, seat)
        for index in sorted(state.seats[seat].bottled):
            recipe = side[index]
            if correct(state, seat, recipe):
                add_points(state, seat, "perfumes", recipe.points)
                verdict = f"right: +{recipe.points}"
            else:
                verdict = f"wrong ({misplaced(state, seat, recipe)}): nothing"
            lines.append(f"{state.name(seat)}'s {recipe.points}-point perfume is {verdict}.")
    state.results += lines
    state.log += [LogEntry(line) for line in lines]


def final_scores(state: PerfumerState) -> FinalScores:
    """Each seat's points by source; the most points wins, a tie to the marker on top."""
    lines = [
        ScoreLine(seat, p.score, {source: p.parts.get(source, 0) for source in SOURCES}, tiebreak=p.stacked)
        for seat, p in enumerate(state.seats)
    ]
    best = max(range(state.players), key=lambda s: (state.seats[s].score, state.seats[s].stacked))
    return FinalScores(lines, (best,), details={"results": tuple(state.results)})
