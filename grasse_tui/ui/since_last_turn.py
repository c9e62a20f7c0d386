"""The "since your last turn" summary: what a seat's own log gained while it was away."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from grasse_tui.ui.key_guard import QuietGuard, app_now, grey_while_held
from grasse_tui.ui.widgets import StableFooter, dismiss_if_current


def title(who: Content, first: bool = False) -> Content:
    """``For Bea (B, Blue). Since your last turn:`` (``first``: ``Before your first turn:``):
    whom the note is for, then what follows (what the others did, so it must not read as if
    ``who`` did it)."""
    return Content.assemble("For ", who, ". Before your first turn:" if first else ". Since your last turn:")


class SinceLastTurnScreen(ModalScreen[None]):
    """A dismissable summary shown before the seat's own view.

    Opaque: a see-through modal would make every frame redraw the game screen
    behind it, and the board showing through the note made it harder to read.

    ``lines`` come from that seat's ``view.log`` only, so they hold nothing
    another seat's view would hide from it. When they are more than the box
    shows, they scroll (they have the focus) and the button stays in view.
    """

    DEFAULT_CSS = """
    SinceLastTurnScreen {
        align: center middle;
        background: $background;
    }
    SinceLastTurnScreen #since-box {
        width: 84;
        height: auto;
        border: round $primary;
        background: $surface;
        padding: 0 1;
    }
    SinceLastTurnScreen #since-title {
        text-style: bold;
        padding-bottom: 1;
    }
    SinceLastTurnScreen #since-lines {
        height: auto;
        max-height: 60vh;  /* the title, the button and the footer keep their rows at 100×30 */
    }
    SinceLastTurnScreen Button {
        margin-top: 1;
    }
    """

    ARM_DELAY = 0.6
    """Seconds without an Enter (or Escape) before either closes the summary: the Enter
    that passed the shield, pressed twice or held down, must not close it unread and
    go on to act on the seat's own screen."""

    LAST_PAGE_HOLD = 0.4
    """Seconds without an Enter before Enter closes the summary once its last page shows."""

    AUTO_FOCUS = "#since-lines"
    """A long summary scrolls with ↑↓ PgUp PgDn, and with Enter until its last line shows."""

    BINDINGS = [
        # One Enter binding is active: a page down while lines are hidden below, else close.
        Binding("enter", "more", "More"),
        Binding("enter", "close(True)", "Got it"),
        Binding("escape", "close(False)", "Close", show=False),
    ]

    MORE_BELOW = "↓ PgDn Enter: more below"
    """The box's bottom line while lines are hidden below (the footer says what Enter does,
    but not ↓ and PgDn: the scrolling lines' own keys keep a screen binding for them out of it)."""

    def __init__(self, who: Content, lines: Sequence[str], first: bool = False) -> None:
        super().__init__()
        self.who = who
        self.lines = tuple(lines)
        self.first = first
        """The seat has not acted yet: the title says "Before your first turn"."""
        self.guard = QuietGuard(partial(app_now, self))

    def compose(self) -> ComposeResult:
        with Vertical(id="since-box"):
            yield Static(title(self.who, self.first), id="since-title")
            with VerticalScroll(id="since-lines"):
                for line in self.lines:
                    yield Static(Content.assemble("• ", line), classes="since-line")
            yield Button("Got it", variant="primary", id="since-ok")
        yield StableFooter()

    @property
    def _lines_box(self) -> VerticalScroll:
        return self.query_one("#since-lines", VerticalScroll)

    def on_mount(self) -> None:
        self.guard.hold(self.ARM_DELAY)
        grey_while_held(self, self.guard)
        self.watch(self._lines_box, "scroll_y", self._say_if_more, init=False)
        self.call_after_refresh(self._say_if_more)  # once the lines are laid out

    @property
    def more_below(self) -> bool:
        """True while lines are hidden below the box's bottom."""
        box = self._lines_box
        return box.scroll_y < box.max_scroll_y

    def _say_if_more(self) -> None:
        self.query_one("#since-box").border_subtitle = self.MORE_BELOW if self.more_below else ""
        self.refresh_bindings()

    @on(Button.Pressed, "#since-ok")
    def _got_it(self, event: Button.Pressed) -> None:
        event.stop()
        dismiss_if_current(self, None)

    def on_key(self, event: events.Key) -> None:
        """Enter or Escape while held waits again (pressed twice, or held down); any other
        key (↓ to read on) makes the next one deliberate."""
        if event.key in ("enter", "escape"):
            self.guard.press()
        elif self.guard.held:
            self.guard.release()
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action not in ("close", "more"):
            return True
        if self.guard.held:
            return None  # shown greyed until armed
        if action == "more":
            return self.more_below
        return parameters != (True,) or not self.more_below  # Enter closes once all is read

    def action_more(self) -> None:
        box = self._lines_box
        last_page = box.scroll_y + box.scrollable_content_region.height >= box.max_scroll_y
        box.scroll_page_down(animate=False)
        if last_page:  # Enter closes from now on: one pressed twice must not close it unread
            self.guard.hold(self.LAST_PAGE_HOLD)
            grey_while_held(self, self.guard)

    def action_close(self, by_enter: bool) -> None:
        self.dismiss()
