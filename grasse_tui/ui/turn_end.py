"""The end of a human's turn, shown on that seat's own screen before the shield."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Button, Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.registry import SeatColour
from grasse_tui.ui.seats import colour_style

PASS_ACTION = "app.pass_terminal"
LET_BOTS_ACTION = "app.let_bots_play"
UNDO_ACTION = "app.undo_turn_end"

TOAST_RACK = "#textual-toastrack"
"""Where Textual stacks a screen's notifications."""

TURN_OVER = "Your turn is over."
"""How the bar opens by default."""
DECISION_MADE = "Your decision is made."
"""How it opens after a decision that is not the seat's whole turn (e.g. a round's event card)."""
NO_UNDO = "no undo: that step drew or revealed something hidden"
"""The bar's last clause when the step cannot be taken back."""
CLAUSES = " · "
"""Between the bar's two clauses (what comes next, and undo); a line break when they do not fit on one."""


def takes_enter(app: App[Any]) -> bool:
    """True while the turn-end bar's Enter (a priority binding of the app) is active: a game
    screen's own Enter binding then shows nowhere, but may keep its place in the footer."""
    names = (action.removeprefix("app.") for action in (PASS_ACTION, LET_BOTS_ACTION))
    return any(hasattr(app, f"action_{name}") and app.check_action(name, ()) for name in names)


@runtime_checkable
class SaysWhatEnded(Protocol):
    """A game screen that knows whether its seat's last step ended a turn or only a decision."""

    def turn_end_words(self) -> str:
        """:data:`TURN_OVER`, :data:`DECISION_MADE` or the game's own words for what just ended."""
        ...


def turn_end_text(
    next_seat: SeatConfig,
    colour: SeatColour,
    can_undo: bool,
    ended: str = TURN_OVER,
    *,
    to_bot: bool = False,
    closes_view: bool = False,
) -> Content:
    """What the bar says: what ``ended`` (the turn by default), who comes next (a bot when
    ``to_bot``: Enter lets it play, closing this seat's view first when ``closes_view``),
    and whether ``u`` can take it back."""
    who = Content.assemble((next_seat.name, "bold"), " (", (colour.letter, colour_style(colour)), ")")
    undo = (
        Content.assemble(CLAUSES, ("u", "bold"), ": undo your last step")
        if can_undo
        else Content.assemble(CLAUSES, (NO_UNDO, "dim"))
    )
    if to_bot:
        close = "close your view and " if closes_view else ""
        return Content.assemble((f"{ended} ", "bold"), ("Enter", "bold"), f": {close}let ", who, " play (a bot)", undo)
    return Content.assemble(
        (f"{ended} ", "bold"), ("Enter", "bold"), ": pass the terminal to ", who, undo
    )


class TurnEndBar(Horizontal):
    """A bar the shell docks at the bottom of the acting seat's game screen.

    The seat's view stays up (refreshed) above it, so the player sees what
    their last step did. Its keys are the app's priority bindings (Enter,
    ``u``), which work wherever the focus is; its buttons run the same actions
    and never take the focus, so Enter cannot press the wrong one. When the
    last step cannot be taken back, neither the bar nor the footer offers
    Undo (``u`` then says why). It sits just above the screen's other
    bottom-docked widgets (the footer), and lifts the notifications above itself.
    """

    DEFAULT_CSS = """
    TurnEndBar {
        dock: bottom;
        height: auto;
        padding: 0 1;
        border-top: tall $warning;
        background: $warning 15%;
    }
    TurnEndBar #turn-end-text {
        width: 1fr;
        height: auto;
    }
    TurnEndBar Button {
        width: auto;
        min-width: 0;
        margin-left: 1;
    }
    """

    def __init__(self, text: Content, *, can_undo: bool, to_bot: bool) -> None:
        """``text`` is what the bar says (:func:`turn_end_text`); ``can_undo`` adds the Undo
        button, ``to_bot`` makes Enter let the bots play rather than pass the terminal."""
        super().__init__(id="turn-end")
        self.text = text
        self.can_undo = can_undo
        self.to_bot = to_bot

    def compose(self) -> ComposeResult:
        yield Static(self.text, id="turn-end-text")
        passing = ("Continue", LET_BOTS_ACTION) if self.to_bot else ("Pass", PASS_ACTION)
        buttons = [(*passing, "turn-end-pass")]
        if self.can_undo:  # a step that stands gets no Undo button (the text says why)
            buttons.append(("Undo", UNDO_ACTION, "turn-end-undo"))
        for label, action, button_id in buttons:
            button = Button(label, action=action, compact=True, id=button_id)
            button.can_focus = False
            yield button

    def on_mount(self) -> None:
        """Sit above the footer (docked widgets on one edge would otherwise overlap)."""
        below = [
            child.outer_size.height
            for child in self.screen.children
            if child is not self and child.styles.dock == "bottom"
        ]
        self.styles.margin = (0, 0, max(below, default=0), 0)

    def on_resize(self) -> None:
        """Break the text between its clauses, not inside one, when it needs two lines; and
        lift notifications (docked at the bottom as well) above the bar, not over its buttons."""
        buttons = sum(button.outer_size.width + button.styles.margin.width for button in self.query(Button))
        room = self.content_region.width - buttons
        *head, undo = self.text.split(CLAUSES)
        if self.text.cell_length <= room or not head:
            text = self.text
        else:
            text = Content.assemble(Content(CLAUSES).join(head), "\n", undo)
        self.query_one("#turn-end-text", Static).update(text)
        lift = self.outer_size.height + self.styles.margin.bottom
        for rack in self.screen.query(TOAST_RACK):
            rack.styles.margin = (0, 0, lift, 0)

    def on_unmount(self) -> None:
        for rack in self.screen.query(TOAST_RACK):
            rack.styles.clear_rule("margin")  # back to where Textual puts them
