"""The strip above the board: round, turn, who acts, vanguard, fashion and the awards."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive

from grasse_tui.games.grasse.rules.awards import ahead_now
from grasse_tui.games.grasse.rules.content import ROMAN, ROUNDS, SCORED_PLACES, Criterion
from grasse_tui.games.grasse.rules.view import AwardView, GrasseView
from grasse_tui.games.grasse.tui.widgets.glyphs import TO_ACT, seat_marks
from grasse_tui.ui.widgets.line_widget import LinesWidget

SHORT_CRITERIA: dict[Criterion, str] = {
    Criterion.BEST_SELLER: "Best Seller",
    Criterion.VERSATILE: "Versatile",
    Criterion.SPECIALIZED: "Specialized",
    Criterion.STOCKIST: "Stockist",
}
"""Award criteria as short as a narrow header needs."""


FACE_DOWN = "not scored"
"""How a criterion that does not score (solo: Best Seller, Best Stockist) is marked."""


def award_text(award: AwardView, players: int, short: bool = False, ahead: str = "") -> Content:
    """``A Best Seller 3/2/1 (R)``: slot, criterion, the points of the places that score and
    the letters of the seats ``ahead`` in it now, if known (``"R=B"`` when tied); a face-down
    criterion struck through and marked :data:`FACE_DOWN`."""
    name = SHORT_CRITERIA[award.criterion] if short else award.criterion.label
    if not award.scored:
        return Content.assemble((award.slot.value, "bold reverse"), " ", (name, "dim strike"), " ", (FACE_DOWN, "dim"))
    points = "/".join(str(p) for p in award.points[: SCORED_PLACES.get(players, 3)])
    return Content.assemble(
        (award.slot.value, "bold reverse"), " ", name, " ", (points, "bold"), (f" ({ahead})" if ahead else "", "dim")
    )


def ahead_letters(view: GrasseView, award: AwardView) -> str:
    """``"R"``, or ``"R=B"`` when tied: who is ahead now in ``award`` by the public tracks."""
    return "=".join(view.seats[seat].letter for seat in ahead_now(view, award.criterion))


class GameHeader(LinesWidget):
    """Public game state in three lines, or two when the width allows, rendered from
    one :class:`GrasseView`: round, turn and who acts; the vanguard and the fashion
    (on the first line when it has room for them); the awards, with the criteria's
    full names when they fit the width, short ones otherwise, each with the letters of
    the seats ahead in it now when the public tracks tell (not Best Stockist).
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

    def content_lines(self, width: int | None) -> list[Content]:
        """The header laid out for ``width`` cells (None: no limit)."""
        view = self.view
        if view is None:
            return []
        progress = self._progress(view)
        joined = Content.assemble(progress, "  ·  ", self._perfumes(view, short=True))
        if width is None or joined.cell_length <= width:
            return [joined, self._awards(view, width)]
        return [progress, self._perfumes(view), self._awards(view, width)]

    @staticmethod
    def _progress(view: GrasseView) -> Content:
        marks = seat_marks(view)
        if view.over:
            when = Content.styled("Game over", "bold")
        elif view.turn == 0:
            when = Content.styled("Setup: large-tile draft before round I", "bold")
        else:
            if view.step.final:
                stage = "Final free action"
            elif view.step.kind == "event":
                stage = "Event cards, before the first turn"
            else:
                stage = f"Turn {view.turn}/{view.turns_in_round}"
            when = Content.assemble((f"Round {view.round}/{ROUNDS} ({ROMAN[view.round - 1]})", "bold"), f"  ·  {stage}")
        if view.step.seat is None:
            return when
        return Content.assemble(when, "  ·  ", (TO_ACT, "bold"), " ", marks[view.step.seat].label(), " to act")

    @staticmethod
    def _perfumes(view: GrasseView, short: bool = False) -> Content:
        """The vanguard and the fashion with their bonuses (``short``: in brief, to share a line)."""
        if short:
            made, sold = " (+1 if made)", " (+1 if sold)"
        else:
            made, sold = ": +1 point when made this round", ": +1 point when sold"
        return Content.assemble(
            "Vanguard ",
            (view.vanguard.label, "bold underline"),
            made,
            " · " if short else "  ·  ",
            "Fashion ",
            (view.fashion.label, "bold underline"),
            sold,
        )

    @staticmethod
    def _awards(view: GrasseView, width: int | None) -> Content:
        ahead = [ahead_letters(view, award) for award in view.awards]
        nobody = [""] * len(ahead)
        # Full names, then short ones, then (who is ahead being the first thing to give up) without it.
        for short, letters in ((False, ahead), (True, ahead), (True, nobody)):
            parts = [award_text(award, len(view.seats), short, who) for award, who in zip(view.awards, letters, strict=True)]
            line = Content.assemble(("Awards  ", "dim"), Content("   ").join(parts))
            if width is None or line.cell_length <= width:
                break
        return line
