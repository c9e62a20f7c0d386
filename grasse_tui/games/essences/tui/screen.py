"""One seat's Eccentric Essences screen: the perfumes, the blend and the seat's decision
on the left; the students, the seat's own essences, the last debriefing and the log on
the right. It renders only
``port.view()`` and posts the chosen action; the shell does the rest (shields, clocks,
bots, undo, saves)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import SeatPort
from grasse_tui.games.essences.module import MODULE
from grasse_tui.games.essences.rules.cards import ESSENCE
from grasse_tui.games.essences.rules.flow import tokens_text
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.games.essences.tui.choices import build_choices
from grasse_tui.games.essences.tui.widgets.students import StudentTable
from grasse_tui.games.essences.tui.widgets.table import BlendPanel, HandPanel, PerfumeRow
from grasse_tui.ui.decision_screen import DecisionScreen
from grasse_tui.ui.seats import colour_style
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog



def step_prompt(view: EssencesView, mine: bool) -> str:
    """What the decision is, in a line or two (``mine``: the viewer decides it)."""
    if view.over:
        return "The exam is over."
    lead = view.names[view.lead]
    if view.phase == "composing":
        if not mine:
            who = view.names[view.deciding[0]] if view.deciding else lead
            return f"{who} is choosing essences."
        if view.hand:
            if view.cooperative:
                return f"Keep {view.keeps} of your essences to point {lead} at the ticket (◆)."
            return "Keep 3 of your 5 essences: the blend that says the perfume on your ticket (◆)."
        unset = next((p for p in view.placed if p.seat == view.viewer and p.intensity is None), None)
        name = unset.name if unset else "the essence"
        return f"How strong is {name}? 0 means none at all: a hint that the perfume is not like it."
    if view.cooperative:
        if mine:
            return "Which perfume did your team's blend mean? Place your 3 tokens: each on the ticket scores 1."
        return f"{lead} is placing the tokens."
    if mine:
        return (
            "Which perfume is it? Place your 3 tokens, each right scores 1. Your clock is running: "
            "the quickest get the Nose in the Wind tokens (a bonus with 2+ right)."
        )
    waiting = ", ".join(view.names[seat] for seat in view.deciding)
    return f"Guessing, each on their own clock: {waiting}."


def decision_title(view: EssencesView, mine: bool) -> str:
    if mine and view.viewer is not None:
        return f"Your decision — {view.names[view.viewer]}"
    if view.over:
        return "The exam is over"
    return "Waiting"


def status_line(view: EssencesView) -> Content:
    """``Turn 3 of 8 · Ann leads · competitive``."""
    if view.over:
        return Content.styled("The exam is over", "bold")
    mode = "cooperative" if view.cooperative else "competitive"
    return Content.assemble(
        (f"Turn {view.turn} of {view.turns} · {view.names[view.lead]} leads", "bold"), f" · {mode}"
    )


def debrief_lines(view: EssencesView) -> list[str]:
    """The last turn's debriefing, for the panel under the table."""
    last = view.last
    if last is None:
        return []
    lines = [f"Last turn: the ticket was {last.ticket}, {last.perfumes[last.ticket - 1]}."]
    blend = ", ".join(f"{ESSENCE[essence].name} {level}" for essence, _, level in last.essences)
    lines.append(f"The blend: {blend}.")
    points, noses = dict(last.points), dict(last.noses)
    for seat, tokens in last.guesses:
        right = tokens[last.ticket - 1]
        nose = f", {'large' if noses[seat] == 2 else 'small'} Nose" if seat in noses else ""
        lines.append(f"{view.names[seat]}: {tokens_text(tokens)}{nose} · {right} right, +{points.get(seat, 0)}")
    if not view.cooperative:
        lines.append(f"{view.names[last.lead]} (lead): +{points.get(last.lead, 0)}")
    return lines


class EssencesScreen(DecisionScreen):
    """One viewer's screen (``port.seat`` None: the public one, shown while bots play)."""

    DEFAULT_CSS = """
    EssencesScreen #status { height: 1; padding: 0 1; }
    EssencesScreen #left { width: 1fr; }
    EssencesScreen #right { width: 42%; max-width: 60; min-width: 38; }
    EssencesScreen #debrief { height: auto; border: round $panel; border-title-align: left; padding: 0 1; }
    EssencesScreen #log { height: 1fr; min-height: 6; border: round $primary; }
    EssencesScreen DecisionPanel { min-height: 8; }
    """

    def __init__(self, port: SeatPort, seats: tuple[SeatConfig, ...]) -> None:
        super().__init__(port)
        self._letters = tuple(
            (MODULE.colour(seat.colour).letter, colour_style(MODULE.colour(seat.colour))) for seat in seats
        )

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal():
            with Vertical(id="left"):
                yield PerfumeRow(id="perfumes")
                yield BlendPanel(id="blend")
                yield DecisionPanel(id="decision")
            with Vertical(id="right"):
                yield StudentTable(id="students")
                yield HandPanel(id="hand")
                debrief = Static(id="debrief")
                debrief.border_title = "Debriefing"
                yield debrief
                yield GameLog(help_topic="Gameplay", id="log")
        yield StableFooter()

    def refresh_view(self) -> None:
        """Re-render everything from a fresh ``port.view()``."""
        if not self.query(DecisionPanel):
            return
        port = self.port
        view: EssencesView = port.view()
        mine = port.is_my_turn()
        self.query_one("#status", Static).update(status_line(view))
        self.query_one(PerfumeRow).show(view)
        self.query_one(BlendPanel).show(view)
        debrief = self.query_one("#debrief", Static)
        lines = debrief_lines(view)
        debrief.display = bool(lines)
        debrief.update(Content("\n".join(lines)))
        self.query_one(StudentTable).show(view, self._letters)
        self.query_one(HandPanel).show(view)
        self.query_one("#log", GameLog).show(view.log)
        choices = build_choices(view, port.legal_actions(), port.describe) if mine else []
        topic = "What does it smell like?" if view.phase == "guessing" else "Draw a ticket!"
        self.offer(decision_title(view, mine), Content(step_prompt(view, mine)), choices, topic)
