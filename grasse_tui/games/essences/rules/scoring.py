"""The end of the exam (rulebook: End of the Game, and its cooperative result table)."""

from __future__ import annotations

from typing import Final

from grasse_tui.core.game import FinalScores, ScoreLine
from grasse_tui.games.essences.rules.state import EssencesState

VERDICTS: Final[tuple[str, ...]] = (
    "Retake!",
    "Satisfactory: you can certainly do better.",
    "A solid B: something was missing.",
    "Excellent! The professor is proud of you.",
)
"""The four cooperative results, worst first (our words for the book's verdicts)."""

RESULT_FLOORS: Final[dict[int, tuple[int, int, int]]] = {
    3: (11, 19, 25),
    9: (11, 19, 25),
    4: (10, 17, 22),
    8: (10, 17, 22),
    5: (13, 22, 28),
    10: (13, 22, 28),
    6: (15, 26, 33),
    7: (9, 15, 19),
}
"""By player count, the team score that reaches results 2, 3 and 4."""


def verdict(players: int, team: int) -> int:
    """The cooperative result (0–3, an index into :data:`VERDICTS`) of ``team`` points."""
    return sum(team >= floor for floor in RESULT_FLOORS[players])


def final_scores(state: EssencesState) -> FinalScores:
    """Competitive: each seat's points (as lead, from tokens, from Nose tokens); every seat
    on the highest score wins. Cooperative: every line is the team's score and every seat
    is among the winners (the team sat the exam together; how well it did is the
    result): ``details`` gives ``"verdict"`` (its text) and ``"result"`` (1–4)."""
    seats = range(state.players)
    if state.config.cooperative:
        result = verdict(state.players, state.team)
        lines = [ScoreLine(seat, state.team, {"team": state.team}) for seat in seats]
        return FinalScores(lines, tuple(seats), {"verdict": VERDICTS[result], "result": result + 1})
    lines = []
    for seat in seats:
        total = state.scores[seat]
        lead, nose = state.lead_points[seat], state.noses_won[seat]
        breakdown = {"as lead": lead, "tokens right": total - lead - nose, "Nose in the Wind": nose}
        lines.append(ScoreLine(seat, total, breakdown))
    best = max(state.scores)
    return FinalScores(lines, tuple(seat for seat in seats if state.scores[seat] == best))
