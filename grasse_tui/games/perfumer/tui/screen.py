"""One seat's Perfumer screen: the round board and the seat's decision on the left; the
perfumers, a work board (the seat's own; ``w`` shows the others') and the log on the right.
It renders only ``port.view()`` and posts the chosen action; the shell does the rest
(shields, the private smell at the end of a turn, bots, undo, saves)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import SeatPort
from grasse_tui.core.wording import counted
from grasse_tui.games.perfumer.module import MODULE
from grasse_tui.games.perfumer.rules.actions import EndActions
from grasse_tui.games.perfumer.rules.cards import HELPER
from grasse_tui.games.perfumer.rules.view import PerfumerView
from grasse_tui.games.perfumer.tui.choices import STEP_TOPIC, build_choices
from grasse_tui.games.perfumer.tui.widgets.perfumers import PerfumerTable
from grasse_tui.games.perfumer.tui.widgets.round_board import RoundBoard
from grasse_tui.games.perfumer.tui.widgets.work_board import WorkBoard
from grasse_tui.ui.decision_screen import DecisionScreen
from grasse_tui.ui.seats import colour_style
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog


def status_line(view: PerfumerView) -> Content:
    """``Stage 1 of 2 · Ann's turn · 3 action points left``, or the helpers being chosen."""
    if view.over:
        return Content.styled("The game is over", "bold")
    head = f"Stage {view.stage} of {view.stages}"
    if view.phase == "helpers":
        if view.auction_card is not None:
            best = (
                f"best bid {view.auction_best} by {view.seats[view.auction_bidder].name}"
                if view.auction_bidder is not None
                else "no bid yet"
            )
            return Content.assemble((f"{head} · Auction: the {HELPER[view.auction_card].name}", "bold"), f" · {best}")
        return Content.assemble((f"{head} · Choosing helpers, the last seat first", "bold"), f" · {len(view.helper_row)} on offer")
    seat = view.deciding
    who = view.seats[seat].name if seat is not None else "?"
    rest = (
        f" · {counted(view.action_points, 'action point')} left"
        if view.phase == "actions"
        else f" · taking: {view.phase}"
    )
    last = " · the last round" if view.last_round else ""
    return Content.assemble((f"{head} · {who}'s turn", "bold"), rest, (last, "bold"))


def step_prompt(view: PerfumerView, mine: bool) -> str:
    """What the decision is, in a line or two (``mine``: the viewer decides it)."""
    if view.over:
        return "The game is over."
    seat = view.deciding
    who = "You" if mine else view.seats[seat].name if seat is not None else "The table"
    match view.phase:
        case "helpers" if view.auction_card is not None:
            return f"{who}: bid for the {HELPER[view.auction_card].name}, or pass."
        case "helpers":
            return f"{who}: choose a helper."
        case "actions":
            if not mine:
                return f"{who} is spending action points ({view.action_points} left)."
            return f"You: {counted(view.action_points, 'action point')} to spend, droppers free; e ends your actions."
        case "local scent card":
            return f"{who}: take the scent card of the region your pawn is on?"
        case "smelling plate":
            return f"{who}: take a smelling plate."
        case "research":
            return f"{who}: with the research marker, take any scent card or plate, even one another holds."
    return f"{who}: decide."


def decision_title(view: PerfumerView, mine: bool) -> str:
    if mine and view.viewer is not None:
        return f"Your decision — {view.seats[view.viewer].name}"
    if view.over:
        return "The game is over"
    return f"Waiting for {view.seats[view.deciding].name}" if view.deciding is not None else "Waiting"


class PerfumerScreen(DecisionScreen):
    """One viewer's screen (``port.seat`` None: the public one, shown while bots play)."""

    DEFAULT_CSS = """
    PerfumerScreen #status { height: 1; padding: 0 1; }
    PerfumerScreen #left { width: 1fr; }
    PerfumerScreen #right { width: 45%; min-width: 46; max-width: 64; }
    PerfumerScreen #log { height: 1fr; min-height: 5; border: round $primary; }
    PerfumerScreen DecisionPanel { min-height: 8; }
    /* The log's newest lines are at its foot, where Textual puts toasts: here they come at
       the top right instead, over the perfumers' table (nothing there takes a click). */
    PerfumerScreen ToastRack { dock: top; align: right top; margin-bottom: 0; margin-top: 1; }
    """

    FINISH = (EndActions,)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("e", "finish", "End actions"),
        Binding("w", "next_work_board", "Boards", tooltip="Show the next perfumer's work board (all open, as on the table)"),
    ]

    def __init__(self, port: SeatPort, seats: tuple[SeatConfig, ...]) -> None:
        super().__init__(port)
        self._marks = tuple(
            (MODULE.colour(seat.colour).letter, colour_style(MODULE.colour(seat.colour))) for seat in seats
        )
        self._board_offset = 0

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal():
            with Vertical(id="left"):
                yield RoundBoard(id="board")
                yield DecisionPanel(id="decision")
            with Vertical(id="right"):
                yield PerfumerTable(id="perfumers")
                yield WorkBoard(id="work")
                yield GameLog(help_topic="Your turn", id="log")
        yield StableFooter()

    def refresh_view(self) -> None:
        """Re-render everything from a fresh ``port.view()``."""
        if not self.query(DecisionPanel):
            return
        port = self.port
        view: PerfumerView = port.view()
        mine = port.is_my_turn()
        self.query_one("#status", Static).update(status_line(view))
        self.query_one(RoundBoard).show(view, self._marks)
        self.query_one(PerfumerTable).show(view, self._marks)
        self._show_work_board(view)
        self.query_one("#log", GameLog).show(view.log)
        choices = build_choices(view, port.legal_actions(), port.describe) if mine else []
        topic = STEP_TOPIC.get(view.phase, "Your turn")
        self.offer(decision_title(view, mine), Content(step_prompt(view, mine)), choices, topic)

    def _show_work_board(self, view: PerfumerView) -> None:
        home = view.viewer if view.viewer is not None else view.deciding or 0
        seat = (home + self._board_offset) % len(view.seats)
        perfumer = view.seats[seat]
        whose = "Your" if seat == view.viewer else f"{perfumer.name}'s"
        self.query_one(WorkBoard).show(perfumer, f"{whose} work board · notebook side {'AB'[view.stage - 1]}")

    def action_next_work_board(self) -> None:
        """Show the next perfumer's work board (round to your own again)."""
        self._board_offset += 1
        self._show_work_board(self.port.view())
