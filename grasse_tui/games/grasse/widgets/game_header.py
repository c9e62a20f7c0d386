"""The strip above the board: round, turn, who acts, vanguard and fashion."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import ROMAN, ROUNDS
from grasse_tui.games.grasse.view import GrasseView
from grasse_tui.games.grasse.widgets.glyphs import TO_ACT, seat_marks


class GameHeader(Widget):
    """Two lines of public game state, rendered from one :class:`GrasseView`."""

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
        return Content("\n").join([self._progress(view), self._perfumes(view)])

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
