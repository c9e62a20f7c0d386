"""New-game setup: seats (name, colour, human or bot, PIN), seed, game options."""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.pins import hash_pin
from grasse_tui.core.store import SeatSummary
from grasse_tui.games.registry import GameModule, SeatColour
from grasse_tui.ui.registry import BuiltGame, OptionsWidget
from grasse_tui.ui.too_small import READING_SIZE
from grasse_tui.ui.widgets import Note, StableFooter, TitleBar, dismiss_if_current

HUMAN = "human"
"""The player-select value of a human seat (bot seats use the bot's name)."""

PIN_PLACEHOLDER = "for shield"
"""A human seat's empty PIN field (under the heading "PIN, optional")."""
BOT_PIN_PLACEHOLDER = "none (bot)"
"""A bot seat's PIN field, disabled: a bot has no screen to guard."""
NAME_LENGTH = 14
"""The longest seat name: with its letter and "bot" or "you" it still fits the seat table."""
NO_SHIELD_PIN_PLACEHOLDER = "no shield"
"""A human seat's PIN field at a table with no other human (solo, or against bots only),
disabled: no handover shield is ever shown there."""
NO_SHIELD_PIN_HINT = "With no other human at the table no handover shield is shown, so no PIN is asked."
"""That PIN field's tooltip."""
PIN_HINT = "Optional. Asked on the handover shield before this seat's own screen is shown. Never remembered: type it again for each new game."
"""The PIN column's tooltip (on its heading and on each seat's field)."""
PIN_NOTE = (
    "PIN: between two humans' turns a shield hides the screen. A seat with a PIN sees its own "
    "screen only once the PIN is typed; with no PIN, Enter opens the shield."
)
"""The line under the seats at a table of two humans or more: what a PIN does (a tooltip
alone is seen by nobody at a terminal)."""
NO_SHIELD_PIN_NOTE = (
    "PIN: no shield at this table, so no PIN. With two humans or more a shield hides the "
    "screen between their turns, and a seat's PIN is what opens it."
)
"""That line at a table with at most one human, whose PIN field says "no shield"."""

SEED_DIGITS = 18
"""The most digits a seed has: a random one is drawn below 10**18 (about 2**60), so a
player cannot find it by trying every seed against the open cards of the first deal,
as 2**31 seeds could be tried in hours; it still fits the seed box."""


def random_seed() -> int:
    """A new game's seed when the setup leaves it blank: ``[0, 10**SEED_DIGITS)``."""
    return secrets.randbelow(10**SEED_DIGITS)


COLUMN_HEADINGS = (("", "number"), ("Name", "name"), ("Colour", "colour"), ("Played by", "player"), ("PIN, optional", "pin"))
"""Heading text and column class of each field of a :class:`SeatRow`."""


@runtime_checkable
class TableAwareOptions(Protocol):
    """An options widget (``GameUI.options_widget``) that also follows the table.

    The setup screen keeps ``seat_count`` equal to the number of seats (so the
    widget can disable what a table of that size cannot play) and calls
    ``restore`` once mounted with the options of the last game started.
    """

    seat_count: int

    def restore(self, options: Mapping[str, Any]) -> None: ...


@dataclass(frozen=True, slots=True)
class NewGame:
    """What the setup screen hands back: the game's config (its seats' PINs hashed) and the seed."""

    config: Any
    seed: int


class SetupMemory:
    """The last setup per game (seats and game options), in a small JSON file in the data folder.

    Reading a missing or damaged file gives nothing; PINs are never written.
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return {}
        return data if isinstance(data, dict) else {}

    def recall(self, game_id: str) -> tuple[SeatSummary, ...]:
        """The seats of the last game of ``game_id`` started (none if unknown or unreadable)."""
        entry = self._read().get(game_id)
        if not isinstance(entry, dict):
            return ()
        try:
            return tuple(SeatSummary.from_dict(s) for s in entry["seats"])
        except (KeyError, TypeError):
            return ()

    def recall_options(self, game_id: str) -> dict[str, Any]:
        """The game options of the last game of ``game_id`` started (empty if unknown)."""
        entry = self._read().get(game_id)
        options = entry.get("options") if isinstance(entry, dict) else None
        return options if isinstance(options, dict) else {}

    def remember(self, game_id: str, seats: Sequence[SeatConfig], options: Mapping[str, Any] | None = None) -> None:
        """Store ``seats`` (without PINs) and the game ``options`` (JSON values); a write failure is ignored."""
        data = self._read()
        data[game_id] = {
            "seats": [SeatSummary.of(s).to_dict() for s in seats],
            "options": dict(options or {}),
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(data, indent=1), encoding="utf-8")
        except OSError:
            pass


class SeatRow(Vertical):
    """One seat of the table: name, colour, who plays it, optional PIN, and its error line."""

    DEFAULT_CSS = """
    SeatRow {
        height: auto;
    }
    SeatRow > Horizontal {
        height: auto;
    }
    SeatRow .seat-number {
        padding: 1 0 0 1;
        text-style: bold;
    }
    SeatRow .seat-error {
        padding-left: 5;
    }
    """

    def __init__(
        self,
        number: int,
        colours: Sequence[SeatColour],
        bots: Sequence[tuple[str, str]],
        choice: SeatSummary,
        *,
        unshielded: bool = False,
    ) -> None:
        super().__init__()
        self.number = number
        self.colours = tuple(colours)
        self.bots = tuple(bots)
        self.initial = choice
        self._unshielded = unshielded

    @property
    def default_name(self) -> str:
        """The name shown as the name field's placeholder, and used when the field is left blank."""
        return f"Player {self.number}"

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Label(f"{self.number}.", classes="seat-number")
            yield Input(self.initial.name, placeholder=self.default_name, max_length=NAME_LENGTH, classes="seat-name")
            yield Select(
                [(f"{c.letter}  {c.label}", c.colour_id) for c in self.colours],
                value=self.initial.colour,
                allow_blank=False,
                classes="seat-colour",
            )
            yield Select(
                [("Human", HUMAN), *self.bots],
                value=self.initial.bot or HUMAN,
                allow_blank=False,
                classes="seat-player",
            )
            pin = Input(password=True, restrict=r"\d*", max_length=12, classes="seat-pin")
            self._show_pin_state(pin, human=self.initial.bot is None)
            yield pin
        yield Note(classes="seat-error -error")

    @property
    def name_input(self) -> Input:
        return self.query_one(".seat-name", Input)

    @property
    def colour_select(self) -> Select[str]:
        return self.query_one(".seat-colour", Select)

    @property
    def player_select(self) -> Select[str]:
        return self.query_one(".seat-player", Select)

    @property
    def pin_input(self) -> Input:
        return self.query_one(".seat-pin", Input)

    @property
    def unshielded(self) -> bool:
        """Whether the table has at most one human seat: no handover shield, so no PIN."""
        return self._unshielded

    @unshielded.setter
    def unshielded(self, unshielded: bool) -> None:
        self._unshielded = unshielded
        if self.is_mounted:
            self._show_pin_state(self.pin_input, human=self.player_select.value == HUMAN)

    def _show_pin_state(self, pin: Input, *, human: bool) -> None:
        """Enable the PIN field only for a human seat at a table with a shield; otherwise say why not."""
        pin.disabled = not human or self._unshielded
        if not human:
            pin.placeholder, pin.tooltip = BOT_PIN_PLACEHOLDER, PIN_HINT
        elif self._unshielded:
            pin.placeholder, pin.tooltip = NO_SHIELD_PIN_PLACEHOLDER, NO_SHIELD_PIN_HINT
        else:
            pin.placeholder, pin.tooltip = PIN_PLACEHOLDER, PIN_HINT
        if pin.disabled and pin.value:
            pin.clear()

    @on(Select.Changed, ".seat-player")
    def _player_changed(self, event: Select.Changed) -> None:
        human = event.value == HUMAN
        self._show_pin_state(self.pin_input, human=human)
        name = self.name_input
        if name.value.strip() in (f"Player {self.number}", f"Bot {self.number}"):  # not one typed in
            name.value = f"{'Player' if human else 'Bot'} {self.number}"

    def seat(self) -> SeatConfig:
        """The seat as entered (unvalidated); a blank name is the placeholder's ``Player N``."""
        player = self.player_select.value
        bot = None if player == HUMAN else str(player)
        pin = self.pin_input.value.strip() if bot is None and not self._unshielded else ""
        name = self.name_input.value.strip() or self.default_name
        return SeatConfig(name, str(self.colour_select.value), bot, pin or None)

    def show_error(self, message: str) -> None:
        self.query_one(".seat-error", Note).say(message)


def bot_label(module: GameModule, name: str, *, short: bool = False) -> str:
    """How the setup screen names bot ``name``: its rung on the ladder ("Strong bot"; short:
    "Strong", or "Normal (greedy)" naming the game's own bot), or "Bot: name" off it."""
    rung = module.rung(name)
    if not rung:
        return name if short else f"Bot: {name}"
    if not short:
        return f"{rung} bot"
    return f"{rung} ({name})" if rung == "Normal" else rung


def validate_seats(seats: Sequence[SeatConfig], colours: Sequence[SeatColour]) -> list[str]:
    """One error message per seat ('' when the seat is fine): a missing name, a name or colour
    an earlier seat has (names compared ignoring case), a PIN that is not all digits."""
    labels = {c.colour_id: c.label for c in colours}
    errors: list[str] = []
    for index, seat in enumerate(seats):
        problems: list[str] = []
        if not seat.name:
            problems.append("Enter a name.")
        named = next((i for i in range(index) if seats[i].name.casefold() == seat.name.casefold()), None)
        if seat.name and named is not None:
            problems.append(f"Seat {named + 1} is already named {seats[named].name}; pick another name.")
        earlier = next((i for i in range(index) if seats[i].colour == seat.colour), None)
        if earlier is not None:
            problems.append(
                f"{labels.get(seat.colour, seat.colour)} is already taken by seat {earlier + 1}; pick another colour."
            )
        if seat.pin is not None and not seat.pin.isdigit():
            problems.append("A PIN may only contain digits.")
        errors.append(" ".join(problems))
    return errors


class SetupScreen(Screen[NewGame | None]):
    """Set up a new game; dismisses with a :class:`NewGame` (None: back to the menu)."""

    DEFAULT_CSS = """
    SetupScreen #setup-body {
        padding: 1 2;
    }
    SetupScreen .setup-line {
        height: auto;
        margin-bottom: 1;
    }
    SetupScreen .setup-label {
        width: 12;
        padding-top: 1;
    }
    SetupScreen #seat-count {
        width: 16;
    }
    SetupScreen #solo-note {
        margin: 0 0 1 14;
    }
    SetupScreen #pin-note {
        margin: 0 0 0 14;
        color: $text-muted;
    }
    SetupScreen #bot-note {
        margin: 1 0 0 14;
        color: $text-muted;
    }
    SetupScreen #seats {
        height: auto;
    }
    SetupScreen .seat-number {
        width: 4;
    }
    /* The name takes what the other columns leave, so a seat's row fits 80 columns. */
    SetupScreen .seat-name {
        width: 1fr;
        min-width: 14;
        max-width: 30;
    }
    SetupScreen .seat-colour {
        width: 17;
    }
    SetupScreen .seat-player {
        width: 20;
    }
    SetupScreen .seat-pin {
        width: 16;
    }
    SetupScreen #seat-heading {
        height: 1;
        color: $text-muted;
    }
    SetupScreen #seat-heading Label {
        padding-left: 3;
    }
    SetupScreen #seed {
        width: 24;
    }
    SetupScreen #setup-buttons {
        height: auto;
        padding: 0 2;
    }
    SetupScreen #setup-buttons Button {
        margin-right: 2;
    }
    SetupScreen #setup-error {
        width: 1fr;
        padding-top: 1;
    }
    /* The focused field: a heavy box (┏━┓) instead of the half-block edge every field has,
       and an underlined label on a tick box, so focus shows without colour (NO_COLOR) too. */
    SetupScreen #setup-body Input:focus,
    SetupScreen #setup-body Select:focus > SelectCurrent {
        border: heavy $accent;
    }
    SetupScreen #setup-body ToggleButton:focus > .toggle--label {
        text-style: bold underline;
    }
    /* The same heavy box round a focused button: Start is always coloured, so its focus
       showed only as reversed text, the same as Back's without colour. */
    SetupScreen #setup-buttons Button:focus {
        border: heavy $accent;
    }
    """

    MIN_SIZE = READING_SIZE
    """The table can be filled in and started at 80×24 (the form scrolls); a game that needs
    more waits behind the "too small" notice until the window grows."""

    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, built: BuiltGame, memory: SetupMemory) -> None:
        super().__init__()
        self.built = built
        self.memory = memory
        factory = built.ui.options_widget
        self.options_widget: OptionsWidget | None = factory() if factory is not None else None
        module = built.module
        self.colours = module.colours
        ladder = ("Easy", "Normal", "Strong")
        ranked = sorted(module.bots, key=lambda name: (ladder + ("",)).index(module.rung(name)))
        self.bot_names = tuple(ranked)
        self.bot_choices = tuple((bot_label(module, name), name) for name in ranked)
        """The "who plays" options after Human: the ladder's rungs, then any other bot."""
        self.min_seats = 1 if module.solo else module.game.min_seats
        self.default_seats = module.game.min_seats
        self.max_seats = module.most_seats
        self.remembered = tuple(
            c
            for c in memory.recall(built.game_id)
            if c.colour in {col.colour_id for col in self.colours} and (c.bot is None or c.bot in self.bot_names)
        )[: self.max_seats]

    def compose(self) -> ComposeResult:
        count = max(self.min_seats, len(self.remembered)) if self.remembered else self.default_seats
        yield TitleBar(f"New game — {self.built.entry.title}", id="setup-title")
        with VerticalScroll(id="setup-body", can_focus=False):  # its fields take the focus, never the box
            with Horizontal(classes="setup-line"):
                yield Label("Players", classes="setup-label")
                yield Select(
                    [(f"{n} (solo)" if n == 1 else str(n), n) for n in range(self.min_seats, self.max_seats + 1)],
                    value=count,
                    allow_blank=False,
                    id="seat-count",
                )
            yield Note(id="solo-note")
            with Horizontal(id="seat-heading"):
                for label, column in COLUMN_HEADINGS:
                    heading = Label(label, classes=f"seat-{column}")
                    heading.tooltip = PIN_HINT if column == "pin" else None
                    yield heading
            with Vertical(id="seats"):
                taken: list[str] = []
                for index in range(count):
                    row = self._new_row(index, taken)
                    taken.append(row.initial.colour)
                    yield row
            yield Note(id="pin-note")
            yield Note(id="bot-note")
            with Horizontal(classes="setup-line"):
                yield Label("Seed", classes="setup-label")
                yield Input(placeholder="blank = random", restrict=r"\d*", max_length=SEED_DIGITS, id="seed")
            if self.options_widget is not None:
                yield self.options_widget
        # Below the scrolling form, so Start and any error stay on screen in a short terminal.
        with Horizontal(id="setup-buttons"):
            yield Button("Start", variant="primary", id="start")
            yield Button("Back", id="back")
            yield Note(id="setup-error", classes="-error")
        yield StableFooter()

    def _new_row(self, index: int, taken: Sequence[str]) -> SeatRow:
        if index < len(self.remembered):
            choice = self.remembered[index]
        else:
            free = [c.colour_id for c in self.colours if c.colour_id not in taken]
            choice = SeatSummary(f"Player {index + 1}", free[0], None)
        return SeatRow(index + 1, self.colours, self.bot_choices, choice)

    @property
    def rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def on_mount(self) -> None:
        if isinstance(self.options_widget, TableAwareOptions):
            self.options_widget.restore(self.memory.recall_options(self.built.game_id))
        self._seats_changed(len(self.rows))
        self.query_one("#seat-count", Select).focus()  # the form's first field, at its top

    def _seats_changed(self, seats: int) -> None:
        """Explain the solo game while the table has one seat, and tell the options widget the count."""
        self.query_one("#solo-note", Note).say(self.built.ui.solo_note if seats == 1 else "")
        self._players_changed()
        if isinstance(self.options_widget, TableAwareOptions):
            self.options_widget.seat_count = seats

    @on(Select.Changed, ".seat-player")
    def _players_changed(self) -> None:
        """Tell every row whether the table has a handover shield (two humans or more) and say
        what a PIN does there, and once a seat is a bot, say how each bot on offer plays (to
        choose between them)."""
        rows = self.rows
        humans = sum(row.player_select.value == HUMAN for row in rows)
        for row in rows:
            row.unshielded = humans <= 1
        self.query_one("#pin-note", Note).say(NO_SHIELD_PIN_NOTE if humans <= 1 else PIN_NOTE)
        notes = self.built.module.bot_notes
        module = self.built.module
        described = [f"{bot_label(module, name, short=True)} {notes[name]}" for name in self.bot_names if name in notes]
        bots_seated = humans < len(rows) and bool(described)
        self.query_one("#bot-note", Note).say("Bots: " + " · ".join(described) if bots_seated else "")

    @on(Select.Changed, "#seat-count")
    async def _count_changed(self, event: Select.Changed) -> None:
        wanted = event.value
        if not isinstance(wanted, int):
            return
        self._seats_changed(wanted)
        rows = self.rows
        for row in rows[wanted:]:
            await row.remove()
        seats = self.query_one("#seats", Vertical)
        taken = [row.seat().colour for row in rows[:wanted]]
        for index in range(len(rows), wanted):
            row = self._new_row(index, taken)
            taken.append(row.initial.colour)
            await seats.mount(row)
        self._players_changed()
        self._recheck()

    def _check(self) -> tuple[tuple[SeatConfig, ...], Mapping[str, Any], Any]:
        """Validate the form as Start does: show each seat's errors and the line under the form.

        Returns the seats, the game options and the game's config (None when something is wrong).
        """
        rows = self.rows
        seats = tuple(row.seat() for row in rows)
        errors = validate_seats(seats, self.colours)
        for row, error in zip(rows, errors, strict=True):
            row.show_error(error)
        error_line = self.query_one("#setup-error", Note)
        options = self.options_widget.options() if self.options_widget is not None else {}
        if any(errors):
            error_line.say("Please fix the seats marked above.")
            return seats, options, None
        try:
            config = self.built.module.make_config(seats, options)
        except ValueError as exc:
            error_line.say(f"Cannot start: {exc}")
            return seats, options, None
        error_line.say("")
        return seats, options, config

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    def _recheck(self) -> None:
        """After a refused Start, a change to the form re-validates it, so a fixed error goes away at once.

        Until Start is pressed nothing is validated (no errors while a table is being filled in).
        """
        if self.is_mounted and self.query_one("#setup-error", Note).display:
            self._check()

    def action_start(self) -> None:
        seats, options, config = self._check()
        if config is None:
            return
        if any(seat.pin for seat in seats):  # the save keeps PINs only hashed
            seats = tuple(replace(seat, pin=hash_pin(seat.pin)) if seat.pin else seat for seat in seats)
            config = self.built.module.make_config(seats, options)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else random_seed()
        self.memory.remember(self.built.game_id, seats, options)
        dismiss_if_current(self, NewGame(config, seed))

    def action_back(self) -> None:
        """Back to the menu, keeping the table as filled in (no PINs) for the next new game."""
        options = self.options_widget.options() if self.options_widget is not None else {}
        self.memory.remember(self.built.game_id, tuple(row.seat() for row in self.rows), options)
        dismiss_if_current(self, None)

    @on(Input.Submitted)
    def _next_field(self, event: Input.Submitted) -> None:
        """Enter in a text field moves on to the next field (Start is a button, or ctrl+s)."""
        event.stop()
        self.focus_next()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()
