"""One seat's La Fleur screen: the board and the châteaux on the left; the seat's hand,
its decision and the log on the right. It renders only ``port.view()`` and posts the
chosen action; the shell does the rest (shields, bots, undo, saves)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import SeatPort
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, EVENT, FEATURE, artisan_text, cost_text, reward_text
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.games.lafleur.tui.choices import STEP_TOPIC, build_choices
from grasse_tui.games.lafleur.tui.glyphs import KEY_LINE
from grasse_tui.games.lafleur.tui.widgets.board import BoardPanel
from grasse_tui.games.lafleur.tui.widgets.chateaux import ChateauTable
from grasse_tui.games.lafleur.tui.widgets.own import OwnCards
from grasse_tui.ui.decision_screen import DecisionScreen
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog



def step_prompt(view: LaFleurView, mine: bool) -> str:
    """What the decision is, in a line or two (``mine``: the viewer decides it)."""
    step = view.step
    if view.over:
        return "The Grande Soirée is over."
    if step.kind == "keep":
        return "Keep one character and two of your three artisans." if mine else "Everyone chooses in secret."
    who = "You" if mine else view.chateaux[step.chateau].name if step.chateau is not None else "The table"
    match step.kind:
        case "place":
            return f"{who}: send {_to_send(view, step.chateau)} to a location."
        case "flower market":
            return f"{who}: buy a flower card."
        case "garden features":
            return f"{who}: buy a garden feature, or reveal one into an empty space first."
        case "pay":
            name = FEATURE[step.card].name if step.card else "the feature"
            owed = " ".join(allure.letter for allure in step.owed)
            return f"{who}: pay for {name}, still owed {owed}."
        case "artisan guild":
            return f"{who}: hire or replace an artisan."
        case "drawn artisan":
            drawn = ARTISAN[step.card] if step.card else None
            name = f"the {drawn.occupation} ({drawn.allure.letter})" if drawn else "the artisan"
            return f"{who}: keep {name} in place of one of yours, or send it away."
        case "special invitation":
            return f"{who}: put the pawn on a visitor."
        case "take flowers":
            return f"{who}: take {step.count} free flower card{'s' if step.count != 1 else ''} ({step.card or step.source})."
        case "discard flowers":
            return f"{who}: discard {step.count} flower card{'s' if step.count != 1 else ''} to pay for the trade."
        case "trade":
            trade = step.trade
            if trade is None:
                return f"{who}: trade?"
            return f"{who} ({step.card}): pay {cost_text(trade.pay)} for {reward_text(trade.gain)}, how many times?"
        case "choose":
            return f"{who} ({step.card}): choose a reward."
    return f"{who}: decide."


def _to_send(view: LaFleurView, chateau: int | None) -> str:
    """The artisans ``chateau`` still has at home (each may go at least to Coin), by name:
    ``"the Painter (V)"``, ``"the Painter (V) or the Mason (A)"``. The list of choices names
    them in its group headings, which it shows only while two or more are left: the last
    one sent is named here alone."""
    home = view.chateaux[chateau].artisans if chateau is not None else ()
    names = [artisan_text(artisan.card, letter=True) for artisan in home if artisan.placed is None]
    if not names:
        return "an artisan"
    return " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else names[0]


def decision_title(view: LaFleurView, mine: bool) -> str:
    """``"Your decision — Ann"``, or whom the viewer waits for (``"Waiting for Bob"``)."""
    if mine and view.viewer is not None:
        return f"Your decision — {view.chateaux[view.viewer].name}"
    if view.step.chateau is not None:
        return f"Waiting for {view.chateaux[view.step.chateau].name}"
    return "Waiting" if not view.over else "The game is over"


def status_line(view: LaFleurView) -> Content:
    """``Round 3 · Event: Flower Show · ▶ Ann first`` with the allure key."""
    if view.phase == "set-up":
        head = "Set-up"
    else:
        head = f"Round {view.round}" + (" — the Grande Soirée (last round)" if view.final_round else "")
    parts = [head]
    if view.event is not None:
        parts.append(f"Event: {EVENT[view.event].name}")
    if view.phase != "set-up":
        parts.append(f"▶ {view.chateaux[view.first].name} first")
    return Content.assemble((" · ".join(parts), "bold"), "   ", (KEY_LINE, "dim"))


class LaFleurScreen(DecisionScreen):
    """One viewer's screen (``port.seat`` None: the public one, shown while bots play)."""

    DEFAULT_CSS = """
    LaFleurScreen #status { height: 1; padding: 0 1; }
    LaFleurScreen #left { width: 1fr; }
    LaFleurScreen #right { width: 42%; max-width: 56; min-width: 40; }
    LaFleurScreen #log { height: 10; border: round $primary; &.-maximized { height: 1fr; } }
    LaFleurScreen DecisionPanel { min-height: 8; }
    """

    def __init__(self, port: SeatPort, seats: tuple[SeatConfig, ...]) -> None:
        """``seats`` is the shell's table; the names shown come from the view."""
        super().__init__(port)

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal():
            with VerticalScroll(id="left"):
                yield BoardPanel(id="board")
                yield ChateauTable(id="chateaux")
            with Vertical(id="right"):
                yield OwnCards(id="own")
                yield DecisionPanel(id="decision")
                yield GameLog(help_topic="A round", id="log")
        yield StableFooter()

    def refresh_view(self) -> None:
        """Re-render everything from a fresh ``port.view()``."""
        if not self.query(DecisionPanel):
            return
        port = self.port
        view: LaFleurView = port.view()
        mine = port.is_my_turn()
        self.query_one("#status", Static).update(status_line(view))
        self.query_one(BoardPanel).show(view)
        self.query_one(ChateauTable).show(view)
        self.query_one(OwnCards).show(view)
        self.query_one("#log", GameLog).show(view.log)
        choices = build_choices(view, port.legal_actions(), port.describe) if mine else []
        topic = STEP_TOPIC.get(view.step.kind, "A round")
        self.offer(decision_title(view, mine), Content(step_prompt(view, mine)), choices, topic)
