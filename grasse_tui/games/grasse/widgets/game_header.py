"""The strip above the board: round, turn, who acts, vanguard, fashion and the awards."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import ROMAN, ROUNDS, SCORED_PLACES, Criterion
from grasse_tui.games.grasse.view import AwardView, GrasseView
from grasse_tui.games.grasse.widgets.glyphs import TO_ACT, seat_marks

SHORT_CRITERIA: dict[Criterion, str] = {
    Criterion.BEST_SELLER: "Best Seller",
    Criterion.VERSATILE: "Versatile",
    Criterion.SPECIALIZED: "Specialized",
    Criterion.STOCKIST: "Stockist",
}
"""Award criteria as short as a narrow header needs."""


FACE_DOWN = "not scored"
"""How a criterion that does not score (solo: Best Seller, Best Stockist) is marked."""


def award_text(award: AwardView, players: int, short: bool = False) -> Content:
    """``A Best Seller 3/2/1``: slot, criterion and the points of the places that score
    (a face-down criterion struck through and marked :data:`FACE_DOWN`)."""
    name = SHORT_CRITERIA[award.criterion] if short else award.criterion.label
    if not award.scored:
        return Content.assemble((award.slot.value, "bold reverse"), " ", (name, "dim strike"), " ", (FACE_DOWN, "dim"))
    points = "/".join(str(p) for p in award.points[: SCORED_PLACES.get(players, 3)])
    return Content.assemble((award.slot.value, "bold reverse"), " ", name, " ", (points, "bold"))


class GameHeader(Widget):
    """Three lines of public game state, rendered from one :class:`GrasseView`.

    The awards line uses the criteria's full names when they fit the width,
    short ones otherwise.
    """

    DEFAULT_CSS = """
    GameHeader {
        height: auto;
        padding: 0 1;
        background: $panel;
    }
    """

    view: reactive[GrasseView | None] = reactive(None, layout=True)
    help_topic = "A round"

    def render(self) -> Content:
        view = self.view
        if view is None:
            return Content("")
        return Content("\n").join([self._progress(view), self._perfumes(view), self._awards(view)])

    @staticmethod
    def _progress(view: GrasseView) -> Content:
        marks = seat_marks(view)
        if view.over:
            when = Content.styled("Game over", "bold")
        elif view.turn == 0:
            when = Content.styled("Setup: large-tile draft before round 1/4", "bold")
        else:
            when = Content.assemble(
                (f"Round {view.round}/{ROUNDS} ({ROMAN[view.round - 1]})", "bold"),
                f"  ·  Turn {view.turn}/{view.turns_in_round}",
            )
        if view.step.seat is None:
            return when
        return Content.assemble(when, "  ·  ", (TO_ACT, "bold"), " ", marks[view.step.seat].label(), " to act")

    @staticmethod
    def _perfumes(view: GrasseView) -> Content:
        return Content.assemble(
            "Vanguard ",
            (view.vanguard.label, "bold underline"),
            ": +1 point when made this round",
            "  ·  Fashion ",
            (view.fashion.label, "bold underline"),
            ": +1 point when sold",
        )

    def _awards(self, view: GrasseView) -> Content:
        for short in (False, True):
            parts = [award_text(award, len(view.seats), short) for award in view.awards]
            line = Content.assemble(("Awards  ", "dim"), Content("   ").join(parts))
            if line.cell_length <= self.content_region.width or short:
                return line
        raise AssertionError("unreachable")
