"""The handover shield: an opaque screen between two humans' private views."""

from __future__ import annotations

from functools import partial

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Input, Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.registry import SeatColour
from grasse_tui.ui.key_guard import QuietGuard, app_now, grey_while_held
from grasse_tui.ui.seats import seat_badge
from grasse_tui.ui.widgets import Note, StableFooter


class ShieldScreen(Screen[None]):
    """Covers the terminal until the next human says only they can see it.

    A full :class:`Screen` (never a translucent modal) with nothing of the
    game on it. Pressing Enter (after the seat's PIN, if it has one) posts
    :class:`ShieldScreen.Passed`; the play controller checks the PIN and either
    replaces this screen with the seat's view or calls :meth:`refuse`.

    Enter does nothing until none has come for :attr:`ARM_DELAY` seconds (the
    footer shows it greyed): the Enter that ended the last turn, pressed twice or
    held down, must not go straight through to the next seat's view.
    """

    ARM_DELAY = 0.6
    """Seconds without an Enter before Enter passes the shield (each Enter sooner starts them again)."""

    DEFAULT_CSS = """
    ShieldScreen {
        align: center middle;
        background: $background;
    }
    ShieldScreen #shield-box {
        width: 76;
        height: auto;
        border: heavy $primary;
        padding: 1 3;
        background: $surface;
    }
    ShieldScreen #shield-message {
        width: 100%;
        text-align: center;
    }
    ShieldScreen #shield-news {
        width: 100%;
        text-align: center;
        text-style: bold;
        margin-bottom: 1;
    }
    ShieldScreen #shield-queue {
        width: 100%;
        text-align: center;
        color: $text-muted;
        margin-top: 1;
    }
    ShieldScreen #pin {
        margin-top: 1;
    }
    """

    BINDINGS = [
        # Priority, so the footer names Enter (and greys it until armed) while the PIN field,
        # whose own Enter would hide it, has the focus.
        Binding("enter", "pass_shield", "Show my view", priority=True),
    ]

    PIN_FIRST = "Type the PIN first, then press Enter."
    """Said on Enter with the PIN field empty (no PIN is checked, so it is no wrong try)."""

    class Passed(Message):
        """The seat claims the terminal; ``pin`` is what was typed (or None)."""

        def __init__(self, shield: ShieldScreen, seat: int, pin: str | None) -> None:
            super().__init__()
            self.shield = shield
            self.seat = seat
            self.pin = pin

    def __init__(
        self,
        seat_index: int,
        seat: SeatConfig,
        colour: SeatColour,
        *,
        kept: bool = False,
        news: tuple[str, ...] = (),
        still_to_choose: tuple[str, ...] = (),
    ) -> None:
        """``kept``: the seat already has the terminal (its last step showed nothing private)
        and what comes next is private: the shield asks it to make sure nobody else looks.
        ``news``: what chance just did, as everyone may read it (a die everyone watched):
        the shield says it, since the screen that showed it has gone. ``still_to_choose``:
        the names of every seat yet to choose in a secret step (this one among them), said
        when there are two or more so a long table knows how far round it is."""
        super().__init__()
        self.seat_index = seat_index
        self.seat = seat
        self.colour = colour
        self.kept = kept
        self.news = news
        self.still_to_choose = still_to_choose
        self.guard = QuietGuard(partial(app_now, self))
        self.wrong_tries = 0
        """PINs refused so far on this shield."""

    def compose(self) -> ComposeResult:
        with Vertical(id="shield-box"):
            if self.seat.pin:
                then = (
                    "When only you can see the screen, type your PIN and press Enter."
                    if self.kept
                    else "When only they can see the screen, they type their PIN and press Enter."
                )
            else:
                then = f"Press Enter when only {'you' if self.kept else 'they'} can see the screen."
            badge = seat_badge(self.seat, self.colour)
            lead = (
                Content.assemble(badge, ": what comes next is for your eyes only.")
                if self.kept
                else Content.assemble("Pass the terminal to ", badge, ".")
            )
            if self.news:
                yield Static("\n".join(self.news), id="shield-news")
            yield Static(Content.assemble(lead, f"\n\n{then}"), id="shield-message")
            if len(self.still_to_choose) > 1:
                names = ", ".join(self.still_to_choose)
                yield Static(f"Still to choose: {len(self.still_to_choose)} ({names}).", id="shield-queue")
            if self.seat.pin:
                yield Input(
                    placeholder=f"{self.seat.name}'s PIN",
                    password=True,
                    restrict=r"\d*",
                    max_length=12,
                    id="pin",
                )
                yield Note(id="pin-error", classes="-error")
        yield StableFooter()

    @property
    def pin_input(self) -> Input | None:
        return self.query_one("#pin", Input) if self.seat.pin else None

    @property
    def armed(self) -> bool:
        """Whether Enter passes the shield now (see :attr:`ARM_DELAY`)."""
        return not self.guard.held

    def on_mount(self) -> None:
        if self.pin_input is not None:
            self.pin_input.focus()
        self.guard.hold(self.ARM_DELAY)
        grey_while_held(self, self.guard)

    def on_key(self, event: events.Key) -> None:
        """An Enter the binding did not act on (the guard held it, so the priority binding was
        off and the key came on): the wait starts again."""
        if event.key == "enter":
            self.guard.press()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pass_shield" and not self.armed:
            return None  # shown greyed until armed
        return True

    def action_pass_shield(self) -> None:
        if not self.armed:
            return  # the PIN field's Enter comes here too
        pin_input = self.pin_input
        if pin_input is None:
            self.post_message(self.Passed(self, self.seat_index, None))
        else:
            # The priority binding sees Enter before the field has taken the digits typed
            # just ahead of it (a fast typist's "1234⏎" comes in one read): weigh the PIN
            # once the field's queue has reached this point.
            pin_input.call_later(self._claim_with_pin, pin_input)

    def _claim_with_pin(self, pin_input: Input) -> None:
        if not pin_input.value:
            self.query_one("#pin-error", Note).say(self.PIN_FIRST)
            return
        self.post_message(self.Passed(self, self.seat_index, pin_input.value))

    @on(Input.Submitted, "#pin")
    def _pin_entered(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_pass_shield()

    def refuse(self) -> None:
        """The PIN did not match: say so (counting the tries, so a second one shows) and stay."""
        self.wrong_tries += 1
        tries = f" ({self.wrong_tries} wrong tries)" if self.wrong_tries > 1 else ""
        self.query_one("#pin-error", Note).say(f"Wrong PIN{tries}. Type it again, then press Enter.")
        pin_input = self.pin_input
        if pin_input is not None:
            pin_input.clear()
            pin_input.focus()
