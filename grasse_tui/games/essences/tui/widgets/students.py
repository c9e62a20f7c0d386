"""The students: each seat's score (or the team's), who leads, who has guessed this turn
(never how), and the Nose in the Wind tokens in play."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.essences.rules.scoring import RESULT_FLOORS
from grasse_tui.games.essences.rules.view import EssencesView

LEAD = "▶"
DONE = "✓"


def nose_text(tokens: tuple[int, ...]) -> str:
    """``"Nose in the Wind: 2 large (+2), 3 small (+1), quickest first"``."""
    large, small = tokens.count(2), tokens.count(1)
    parts = [f"{large} large (+2)"] if large else []
    parts += [f"{small} small (+1)"] if small else []
    return f"Nose in the Wind: {', '.join(parts)}, to the quickest guessers with 2+ tokens right"


class StudentTable(Static):
    """One line per seat: ``▶`` the lead, ``✓`` a guess is in, the score."""

    DEFAULT_CSS = """
    StudentTable { height: auto; border: round $primary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "Debriefing"

    def on_mount(self) -> None:
        self.border_title = "Students (▶ leads, ✓ has guessed)"

    def show(self, view: EssencesView, letters: tuple[tuple[str, str], ...]) -> None:
        """``letters``: each seat's (letter, style), so colour is never the only sign."""
        lines: list[Content] = []
        width = max(len(name) for name in view.names) + 2
        for seat, name in enumerate(view.names):
            mark = LEAD if seat == view.lead else " "
            done = DONE if view.phase == "guessing" and seat in view.guessers and seat not in view.deciding else " "
            you = " (you)" if seat == view.viewer else ""
            letter, style = letters[seat]
            score = "" if view.cooperative else f"{view.scores[seat]:>4}"
            lines.append(Content.assemble(f"{mark}{done} ", (letter, style), f" {(name + you).ljust(width + 6)}{score}"))
        if view.cooperative:
            floors = RESULT_FLOORS[view.players]
            lines.append(
                Content.assemble(
                    ("Team score ", "bold"),
                    (f"{view.team}", "bold"),
                    f"   results at {floors[0]}, {floors[1]} and {floors[2]}",
                )
            )
        else:
            lines.append(Content.styled(nose_text(view.nose_tokens), "dim"))
        self.update(Content("\n").join(lines))
