"""One seat's Grand Alchemist screen: the map and the seat's decision on the left; the
alchemists, the seat's own secrets and the log on the right. It renders only
``port.view()`` and posts the chosen action; the shell does the rest (shields, bots, undo,
saves)."""

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
from grasse_tui.games.alchemist.module import MODULE
from grasse_tui.games.alchemist.rules.actions import EndSequence, InquisitorStop
from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.games.alchemist.tui.choices import STEP_TOPIC, build_choices
from grasse_tui.games.alchemist.tui.widgets.hand import HandPanel
from grasse_tui.games.alchemist.tui.widgets.map_panel import MapPanel
from grasse_tui.games.alchemist.tui.widgets.seats import SeatsTable
from grasse_tui.ui.decision_screen import DecisionScreen
from grasse_tui.ui.seats import colour_style
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog


def status_line(view: AlchemistView) -> Content:
    """``Turn 3 · Ann: moving · Inquisitor in Paris · plague on Lyon · 14 ingots left``."""
    who = view.seats[view.current].name
    if view.phase == "placing markers":
        head = f"Set-up · {who} places"
    elif view.phase == "the Grand Inquisitor":
        head = f"Turn {view.turn} · the Grand Inquisitor's move ({view.seats[view.controller].name})"
    else:
        head = f"Turn {view.turn} · {who}: {view.phase}"
    gi = f" · Inquisitor in {view.inquisitor}" if view.inquisitor else ""
    plague = f" · plague on {view.plague}" if view.plague else ""
    return Content.assemble((head, "bold"), gi, plague, f" · {view.ingot_supply} ingots left")


def step_prompt(view: AlchemistView, mine: bool) -> str:
    """What the deciding seat is asked (or, on another seat's screen, who is deciding)."""
    deciding = view.deciding
    if deciding is None:
        return "The game is over."
    if not mine:
        return f"{view.seats[deciding].name} is deciding."
    acting = view.seats[view.current].name
    points = ", ".join(f"{m} {p}" for m, p in view.points) or "none"
    prompts = {
        "place": "Where do your three markers start? Any city but a Savoir city.",
        "dice": f"Your dice: {', '.join(map(str, view.dice))}. Give one to each of your markers.",
        "move": f"Points left: {points}. Step city by city; a marker on a Savoir city you lack may study.",
        "encounter": "Your marker stopped among others: inspect one, duel one, or pass.",
        "divert": "You inspected an assistant with your alchemist: try to divert it into your service?",
        "defend": f"{acting} challenges your marker to a duel: play swordsman cards (+2 each)?",
        "exchange": "You won the duel: swap Savoir cards of the same city, or none.",
        "prison": f"{acting} plays Prison on you: choose which of your assistants goes.",
        "thief": "The Thief: swap one of your cards for one of theirs (up to two), or pass.",
        "oeuvre": "Your moves are over: the Grand Œuvre, event cards, or end your sequence (e).",
        "inquisitor-die": f"You move the Grand Inquisitor: keep one of the dice {' and '.join(map(str, view.inquisitor_dice))}.",
        "inquisitor": f"The Grand Inquisitor: {counted(view.inquisitor_points, 'point')} left; one search or control a city.",
        "vote": "Public judgement: your vote on the arrested alchemist (a tie is guilty).",
    }
    return prompts.get(view.decision, "")


def decision_title(view: AlchemistView, mine: bool) -> str:
    if view.over:
        return "Game over"
    if mine and view.deciding is not None:
        return f"Your decision — {view.seats[view.deciding].name}"
    return "Waiting"


class AlchemistScreen(DecisionScreen):
    """One viewer's screen (``port.seat`` None: the public one, shown while bots play)."""

    DEFAULT_CSS = """
    AlchemistScreen #status { height: 1; padding: 0 1; }
    AlchemistScreen #left { width: 1fr; }
    AlchemistScreen #right { width: 40%; min-width: 44; max-width: 60; }
    AlchemistScreen #log { height: 1fr; min-height: 5; border: round $primary; }
    AlchemistScreen DecisionPanel { min-height: 8; }
    """

    FINISH = (EndSequence, InquisitorStop)

    BINDINGS: ClassVar[list[BindingType]] = [Binding("e", "finish", "End")]

    def __init__(self, port: SeatPort, seats: tuple[SeatConfig, ...]) -> None:
        super().__init__(port)
        self._marks = tuple(
            (MODULE.colour(seat.colour).letter, colour_style(MODULE.colour(seat.colour))) for seat in seats
        )

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal():
            with Vertical(id="left"):
                yield MapPanel(id="map")
                yield DecisionPanel(id="decision")
            with Vertical(id="right"):
                yield SeatsTable(id="seats")
                yield HandPanel(id="hand")
                yield GameLog(help_topic="A turn", id="log")
        yield StableFooter()

    def refresh_view(self) -> None:
        """Re-render everything from a fresh ``port.view()``."""
        if not self.query(DecisionPanel):
            return
        port = self.port
        view: AlchemistView = port.view()
        mine = port.is_my_turn()
        self.query_one("#status", Static).update(status_line(view))
        self.query_one(MapPanel).show(view, self._marks)
        self.query_one(SeatsTable).show(view, self._marks)
        self.query_one(HandPanel).show(view)
        self.query_one("#log", GameLog).show(view.log)
        choices = build_choices(view, port.legal_actions(), port.describe) if mine else []
        topic = STEP_TOPIC.get(view.phase, "A turn")
        self.offer(decision_title(view, mine), Content(step_prompt(view, mine)), choices, topic)
