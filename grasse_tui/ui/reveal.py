"""A brief private reveal: something shown to one seat for a moment, then gone.

``StepInfo.reveal`` (a smelled plate, an inspected marker) is shown on a screen of its
own, behind that seat's shield, and nowhere else: not in the seat's view, the log, the
"since your last turn" summary, undo data or a save. Once dismissed it cannot be shown
again; the players are told so.
"""

from __future__ import annotations

from functools import partial

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from grasse_tui.core.step import Reveal
from grasse_tui.ui.key_guard import QuietGuard, app_now, grey_while_held
from grasse_tui.ui.step_clock import TICK
from grasse_tui.ui.widgets import StableFooter

ONCE_ONLY = "This is shown once: it is not kept anywhere, so take it in before you go on."


class RevealScreen(Screen[None]):
    """An opaque screen holding one :class:`Reveal` for its seat (``who`` names that seat).

    Enter (after :attr:`ARM_DELAY` without one, so the Enter that made the step, pressed
    twice or held, cannot close it unseen) or the reveal's own ``seconds`` running out
    posts :class:`RevealScreen.Seen`; the play controller then takes the screen away.
    """

    ARM_DELAY = 0.6
    """Seconds without an Enter before Enter closes the reveal."""

    DEFAULT_CSS = """
    RevealScreen {
        align: center middle;
        background: $background;
    }
    RevealScreen #reveal-box {
        width: 76;
        height: auto;
        border: double $accent;
        padding: 1 3;
        background: $surface;
    }
    RevealScreen #reveal-for { text-style: bold; }
    RevealScreen #reveal-title { text-style: bold; margin-top: 1; }
    RevealScreen #reveal-lines { margin: 1 0; }
    RevealScreen #reveal-once { color: $text-muted; }
    """

    BINDINGS = [Binding("enter", "seen", "Done: hide it", priority=True)]

    class Seen(Message):
        """The reveal on ``screen`` has been seen (or its time ran out)."""

        def __init__(self, screen: RevealScreen) -> None:
            super().__init__()
            self.screen = screen

    def __init__(self, reveal: Reveal, who: Content) -> None:
        super().__init__()
        self.reveal = reveal
        self.who = who
        self.help_topic = reveal.topic
        self.guard = QuietGuard(partial(app_now, self))
        self._seen = False
        self._until = 0.0

    def compose(self) -> ComposeResult:
        with Vertical(id="reveal-box"):
            yield Static(Content.assemble("For ", self.who, " alone:"), id="reveal-for")
            yield Static(self.reveal.title, id="reveal-title")
            yield Static("\n".join(self.reveal.lines), id="reveal-lines")
            once = ONCE_ONLY
            if self.reveal.seconds is not None:
                once = f"It goes by itself after {self.reveal.seconds:g} seconds. {once}"
            yield Static(once, id="reveal-once")
        yield StableFooter()

    def on_mount(self) -> None:
        self.guard.hold(self.ARM_DELAY)
        grey_while_held(self, self.guard)
        if self.reveal.seconds is not None:
            self._until = app_now(self) + self.reveal.seconds
            self.set_interval(TICK, self._check_time)

    def _check_time(self) -> None:
        """Close once the reveal's ``seconds`` have passed on the app's clock."""
        if app_now(self) >= self._until:
            self.action_seen()

    def on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            self.guard.press()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "seen" and self.guard.held:
            return None
        return True

    def action_seen(self) -> None:
        if self._seen:
            return
        self._seen = True
        self.post_message(self.Seen(self))
