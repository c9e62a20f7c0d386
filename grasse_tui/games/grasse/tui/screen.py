"""The Grasse game screen for one viewer, rendered only from its :class:`SeatPort`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import SeatPort
from grasse_tui.games.grasse.rules.content import ROMAN, LocationId, nearest_space
from grasse_tui.games.grasse.rules.view import GrasseView
from grasse_tui.games.grasse.tui.choices import TRACK_NUMBERS, build_choices, locations_of, spaces_of
from grasse_tui.games.grasse.tui.log import grasse_log
from grasse_tui.games.grasse.tui.widgets.card_rows import CardRows
from grasse_tui.games.grasse.tui.widgets.columns import BoardColumn, Column, MoreBelow, Row
from grasse_tui.games.grasse.tui.widgets.expansion_bar import ExpansionBar
from grasse_tui.games.grasse.tui.widgets.game_header import GameHeader
from grasse_tui.games.grasse.tui.widgets.glyphs import seat_marks
from grasse_tui.games.grasse.tui.widgets.location_board import LocationBoard
from grasse_tui.games.grasse.tui.widgets.pierre_panel import PierrePanel
from grasse_tui.games.grasse.tui.widgets.private_stock import PrivateStock, standing_of
from grasse_tui.games.grasse.tui.widgets.resource_track import ResourceTrack
from grasse_tui.games.grasse.tui.widgets.seat_table import SeatTable
from grasse_tui.ui.messages import NO_SEAT_UNDO_NOTE, STALE_CHOICE_NOTE, ActionChosen, StepTakenBack, UndoRequested
from grasse_tui.ui.notes import UnstackedNotesApp
from grasse_tui.ui.turn_end import DECISION_MADE, TURN_OVER
from grasse_tui.ui.whole_log import WholeLogScreen, whole_log_bindings
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.choice import Choice, no_choice_uses
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.game_log import GameLog
from grasse_tui.ui.widgets.whole_description import WholeDescription

PIERRE_CHOICE_NOTE = "None he prefers is possible, so his table leaves it to you."
"""Why a solo game asks the player to choose Pierre's perfume (under the step text)."""


def cannot_pay(where: str, cost: int, coins: int) -> str:
    """The note for a location the seat's worker cannot go to for want of coins."""
    return f"{where[:1].upper()}{where[1:]} costs {cost} coin{'s' if cost != 1 else ''} now; you have {coins}."


def round_news(view: GrasseView) -> str:
    """What a new round brings, in one line: its vanguard and fashion and the tile it opened."""
    tile = view.round_tiles[view.round - 1] if view.round <= len(view.round_tiles) else None
    opened = f"; {tile.the_label} opens" if tile is not None else ""
    return f"Vanguard {view.vanguard.label}, fashion {view.fashion.label}{opened}."


BOARD_HINT = "↑↓ Enter · or click ▸ on the board"
"""The decision panel's bottom line while some choice is on the board or the track (▸ marks it)."""

WHOLE_TEXT_SHOWN = "The highlighted choice's whole description is already in the box under the list."
"""Said on ``d`` when the box below the list cuts nothing."""
NO_CHOICE_TO_DESCRIBE = "There is no choice to describe now."
"""Said on ``d`` while this seat has nothing to choose."""


SAME_SEAT_AGAIN_HOLD = 0.6
"""Seconds without an Enter before the decision list takes one when the draft gives the
same seat a second tile (each Enter sooner starts them again)."""
DRAFT_TURNS_BACK = "The draft turns back to you: place your next large tile."
"""Said when the snake draft gives the seat two tiles in a row."""


class GrasseScreen(WholeLogScreen):
    """The board, the seats, the viewer's stock, the log and the decision panel.

    ``port.seat`` is the viewer (None: a public screen with no private panel
    and no choices). ``seats`` is the table as the shell knows it; names,
    letters and colours are drawn from the view. :meth:`refresh_view` re-reads
    the port and updates every widget in place. Escape goes back to the list of
    choices (from the list, to the shell's game menu); F1, ``?`` and ctrl+q are
    left to the shell.
    """

    DEFAULT_CSS = """
    GrasseScreen {
        layout: vertical;
    }
    /* Toasts at the bottom left, over the foot of the board's column: at the right they
       covered the log's newest lines (at 100×30 the whole log) as it told what happened. */
    GrasseScreen ToastHolder {
        align-horizontal: left;
    }
    GrasseScreen #top {
        height: auto;
    }
    GrasseScreen #body {
        height: 1fr;
    }
    GrasseScreen #board {
        width: 1fr;
        height: 100%;
        scrollbar-size-vertical: 1;
        scrollbar-gutter: stable;
    }
    GrasseScreen #cards-area {
        height: auto;
    }
    GrasseScreen #side {
        width: 46;
        height: 100%;
    }
    GrasseScreen #log-area {
        height: 1fr;
        min-height: 5;
    }
    GrasseScreen #decision {
        height: 2fr;
        min-height: 8;
    }
    GrasseScreen.-short #log-area {
        height: 4;
        min-height: 4;
    }
    """

    AUTO_FOCUS = "#actions"

    BLANK = True
    """Textual's ``BLANK``: a frame fills this widget with its background instead of rendering
    its lines one by one (its areas cover it anyway). :class:`Row`, :class:`Column` and
    :class:`ScrollColumn` do the same for the containers inside it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u", "undo", "Undo"),
        Binding("r", "redo", "Redo"),
        Binding("slash", "filter_choices(True)", "Filter", key_display="/"),
        # On a short list "/" filters too (typed words must not reach the keys below), but
        # stays out of the footer, which has no room for it at 100 columns.
        Binding("slash", "filter_choices(False)", show=False),
        *whole_log_bindings("Back to the game"),
        # While "undo" is off (and not in the footer), the same key asks anyway, so the host says why.
        Binding("u", "undo_refused", show=False),
        Binding("d", "whole_description", "Full text"),
        # Where the board's column scrolls (100×30), the open card rows are below it: c brings
        # them up beside the decision, and c again the board's top.
        Binding("c", "toggle_cards", "Cards"),
        # From the board, the track, the seats or the log: back to the list (then the game menu).
        Binding("escape", "focus_choices", "Back to the choices"),
        # While the box shows the whole description (and the footer does not name "d"), say so.
        Binding("d", "whole_description_shown", show=False),
        # Where the choices name track spaces, a space's number finds its choice (on the list
        # or the track; words typed in the filter line stay there).
        *(Binding(str(digit), f"space_digit({digit})", show=False) for digit in range(10)),
    ]

    def __init__(self, port: SeatPort, seats: tuple[SeatConfig, ...]) -> None:
        super().__init__()
        self.port = port
        self.seats = seats
        self.view: GrasseView | None = None
        self._own_last_step: str | None = None
        self._turn_round: int | None = None
        """The round of the last view in which this screen's seat was to act."""
        self._last_spaces: frozenset[int] | None = None
        """The track spaces of this seat's last choice (the next piece goes near it)."""
        self._redo: tuple[Any, tuple[Any, ...], int] | None = None
        """The step this seat just took back, the steps taken back with it, and the record's
        length then: ``r`` takes them again while nothing else has happened."""
        self._others_from: int | None = None
        """The log's length when this screen's seat last handed the turn on: what others did
        since starts there."""
        self._draft_note_up = False
        """Whether the toast saying the draft turned back to this seat may still be on show."""
        self._target_locations: frozenset[LocationId] = frozenset()
        self._idle_locations: frozenset[LocationId] = frozenset()
        """Of the target locations, those whose choices are all idle (nothing to do there now)."""
        self._target_spaces: frozenset[int] = frozenset()
        self._offered_at = port.actions_taken()
        """The record's length when the options on show were listed (see :class:`ActionChosen`)."""

    def compose(self) -> ComposeResult:
        # Textual redraws every widget whose container overlaps a changed part of the screen: the
        # top rows, the card rows and the log get containers of their own, so moving the highlight
        # in the decision list (which changes lines of the board and of the decision panel) does
        # not redraw them.
        with Column(id="top"):
            yield GameHeader(id="header")
            yield ExpansionBar(id="expansions")
            yield ResourceTrack(id="track")
        with Row(id="body"):
            with BoardColumn(id="board"):
                yield LocationBoard(id="locations")
                yield SeatTable(id="seats")
                if self.solo:  # Pierre's panel under his row
                    yield PierrePanel(id="pierre")
                with Column(id="cards-area"):
                    yield CardRows(id="cards")
                yield MoreBelow(MoreBelow.TEXT)
            with Column(id="side"):
                if self.port.seat is not None:
                    yield PrivateStock(screened=not self.solo, id="private")
                yield DecisionPanel(spots_hint=BOARD_HINT, numbered=TRACK_NUMBERS, id="decision")
                with Column(id="log-area"):
                    yield grasse_log(id="log")
        yield StableFooter()

    SHORT_HEIGHT = 36
    """Below this many rows the screen gets the ``-short`` class: a smaller log, the
    mini-expansions' bar on one line and the private panel without the formula's rule (the
    decision panel sizes its detail box to the room it has)."""

    ARRIVAL_HOLD = 0.6
    """Seconds without an Enter before the list takes one once this screen comes up (after
    a shield, the summary or a dialog) or the seat's turn comes back after bots played on
    it: the key that closed what was up before (or let the bots play), pressed twice or
    held down, must not choose here."""

    NEXT_DECISION_HOLD = 0.2
    """Seconds the list ignores Enter for the seat's next decision after its own choice (a
    fixed window, not restarted by a press): an Enter pressed twice for one choice must not
    make the next one unread. Two quick presses come well within it; a player pressing on
    at a steady pace is not slowed. A key held down repeats only after a longer pause, which
    this does not cover; at a handover the shield, the summary and :attr:`ARRIVAL_HOLD` do,
    and :attr:`ARRIVAL_HOLD` again when the turn comes back after bots on this screen."""

    def on_mount(self) -> None:
        self.watch(self.decision, "highlighted", self._mark_selected, init=False)
        self.refresh_view()

    @on(events.ScreenResume)
    def _hold_on_arrival(self) -> None:
        self.decision.hold(self.ARRIVAL_HOLD)

    def on_key(self, event: events.Key) -> None:
        """Every key goes by the decision list: it ends the list's hold, and a letter that is
        no binding starts the filter (see :meth:`DecisionPanel.screen_key`)."""
        self.decision.screen_key(event)

    def _went_on(self, previous: GrasseView | None, view: GrasseView) -> bool:
        """True when this seat just took a step and has the next decision too (not after an
        undo, which takes a step back rather than one forward)."""
        return (
            previous is not None
            and previous.step.seat == view.step.seat == self.port.seat
            and self.port.actions_taken() > self._offered_at
        )

    def _again(self, previous: GrasseView | None, view: GrasseView, kind: str) -> bool:
        """True when this seat just took a ``kind`` step and its next decision is another one."""
        return self._went_on(previous, view) and previous is not None and previous.step.kind == view.step.kind == kind

    def _placed_again(self, previous: GrasseView | None, view: GrasseView) -> bool:
        """True when this seat's draft tile was just placed and the snake draft gives it the
        next one at once: a second Enter meant for "go on" would place that one unseen.
        Not solo, where the seat places all its tiles."""
        return self._again(previous, view, "track_tile") and view.pierre is None

    def _delivering_on(self, previous: GrasseView | None, view: GrasseView) -> int | None:
        """The space this seat just put a piece on, when its next decision is the next piece."""
        if self._last_spaces and self._again(previous, view, "deliver"):
            return min(self._last_spaces)
        return None

    def on_resize(self, event: events.Resize) -> None:
        short = event.size.height < self.SHORT_HEIGHT
        self.set_class(short, "-short")
        self.query_one("#expansions", ExpansionBar).compact = short
        for stock in self.query(PrivateStock):
            stock.compact = short

    @property
    def solo(self) -> bool:
        """A one-seat table: the game against Pierre (his panel, no screens)."""
        return len(self.seats) == 1

    @property
    def decision(self) -> DecisionPanel:
        return self.query_one("#decision", DecisionPanel)

    def refresh_view(self) -> None:
        """Re-render everything from a fresh ``port.view()``, updating widgets in place."""
        if not self.query(DecisionPanel):
            return  # not composed yet: on_mount renders the first view
        port = self.port
        view: GrasseView = port.view()
        previous = self.view
        if previous is not None and previous.step.seat == port.seat and view.step != previous.step:
            self._own_last_step = previous.step.kind
        self.view = view
        mine = port.is_my_turn()
        back = mine and previous is not None and previous.step.seat != port.seat
        delivering_on = self._delivering_on(previous, view)
        placed_again = not back and self._placed_again(previous, view)
        self._announce(previous, view, back=back, placed_again=placed_again)
        choices = build_choices(view, port.legal_actions(), port.describe) if mine else []
        self._offered_at = port.actions_taken()
        self._target_locations = frozenset().union(*(locations_of(c) for c in choices))
        useful = frozenset().union(*(locations_of(c) for c in choices if not c.idle))
        self._idle_locations = self._target_locations - useful
        self._target_spaces = frozenset().union(*(spaces_of(c) for c in choices))
        self._show_panels(view)
        log = self.query_one("#log", GameLog)
        log.show(view.log)
        if back and self._others_from is not None and self.maximized is None:
            # Back to this seat on the same screen (bots played between): what they did, from
            # its start, or a bot's turn scrolls past unread in a log a few lines tall.
            log.show_from_entry(self._others_from)
        title, prompt, topic = self._prompt(view, mine)
        if placed_again:  # the toast goes in a few seconds: the step says it for as long as it lasts
            prompt = Content.assemble(prompt, "\n", (DRAFT_TURNS_BACK, "dim"))
        self._show_board(view)
        self.decision.show(title, prompt, choices, topic)
        if delivering_on is not None and self._target_spaces and not isinstance(self.focused, ResourceTrack):
            # The next piece: the list starts beside the last one (the track's cursor does too).
            near = nearest_space(delivering_on, self._target_spaces)
            self.decision.highlight(lambda c: near in c.spots, first=True)
        self.call_after_refresh(self.query_one(BoardColumn).fit)
        if choices and self.focused is None:
            self.decision.action_list.focus()
        self._follow_board_cursor()
        self.refresh_bindings()

    def _announce(self, previous: GrasseView | None, view: GrasseView, *, back: bool, placed_again: bool) -> None:
        """What the new view calls for before it is drawn: stale notes cleared and the whole
        log closed and a hold when the seat's turn comes back (``back``), a hold and a note when the
        draft gives it another tile (``placed_again``), a short hold before its next decision
        after its own choice, the log's first unread entry when others take over, and a note
        of what a new round changed."""
        seat = self.port.seat
        if self._draft_note_up and not placed_again and isinstance(self.app, UnstackedNotesApp):
            self._draft_note_up = False
            self.app.withdraw(DRAFT_TURNS_BACK)  # that tile is placed: the note must not outlive it
        if back:
            # A key held at "let the bots play" may still be repeating: the list waits for it.
            self.decision.hold(self.ARRIVAL_HOLD)
            self.app.clear_notifications()  # notes from while others played ("too late to undo") are stale
            if self.maximized is not None:
                self.minimize()  # the whole log, read while the bots played: the seat's turn is back
        elif placed_again:
            self.decision.hold(SAME_SEAT_AGAIN_HOLD)
            self.notify(DRAFT_TURNS_BACK, timeout=4, markup=False)
            self._draft_note_up = True
        elif self._went_on(previous, view):
            self.decision.hold(self.NEXT_DECISION_HOLD, restart=False)
        elif previous is not None and previous.step.seat == seat and view.step.seat != seat:
            self._others_from = len(view.log)
        if self.port.is_my_turn():
            if self._turn_round is not None and view.round > self._turn_round:
                # A new round began since this seat last acted on this screen, with no handover
                # (it ended the round, or only bots played since): say what the round changed.
                self.notify(round_news(view), title=f"Round {ROMAN[view.round - 1]} begins", timeout=8, markup=False)
            self._turn_round = view.round

    def _show_panels(self, view: GrasseView) -> None:
        """Hand ``view`` to the header, the expansions' bar, the card rows, the seat table, the
        seat's own stock and Pierre's panel."""
        self.query_one("#header", GameHeader).view = view
        self.query_one("#expansions", ExpansionBar).view = view
        self.query_one("#cards", CardRows).view = view
        self.query_one("#seats", SeatTable).view = view
        seat = self.port.seat
        if seat is not None:
            stock = self.query_one("#private", PrivateStock)
            stock.me = view.me
            stock.standing = standing_of(view, seat)
            stock.owed = tuple(view.step.pending) if view.step.seat == seat else ()
            stock.techniques = next((s.techniques for s in view.seats if s.seat == seat), ())
        if self.solo:
            self.query_one("#pierre", PierrePanel).pierre = view.pierre

    def _follow_board_cursor(self) -> None:
        """After a new decision, the focused board or track keeps pointing: the choice under
        its cursor is highlighted, so Enter there acts on the new decision; a board cursor on
        a location no new choice uses moves to the highlighted choice's location, a track
        cursor on such a space to the nearest space a choice uses (a space just filled by a
        delivery: the next piece goes near it); a board or track none of the new choices
        uses hands the focus to the list."""
        focused = self.focused
        highlighted = self.decision.highlighted
        if isinstance(focused, LocationBoard) and focused.locations:
            location = focused.locations[focused.cursor].id
            shown = [i for i, loc in enumerate(focused.locations) if highlighted and loc.id in highlighted.spots]
            if location in focused.targets:
                self._point(lambda c: location in c.spots)
            elif shown:
                focused.cursor = shown[0]
            else:
                self.decision.action_list.focus()
        elif isinstance(focused, ResourceTrack):
            space = focused.cursor
            if focused.targets:
                nearest = nearest_space(space, focused.targets)
                focused.cursor = nearest
                self._point(lambda c: nearest in c.spots)
            else:
                self.decision.action_list.focus()

    def _prompt(self, view: GrasseView, mine: bool) -> tuple[str, Content, str]:
        """The decision panel's title, step text and fallback help topic."""
        marks = seat_marks(view)
        if view.over or view.step.seat is None:
            return "Game over", Content("The game is over."), "Final score"
        mover = marks[view.step.seat]
        if mine and view.step.kind == "pierre":
            step = view.step.text[:1].upper() + view.step.text[1:]
            prompt = Content.assemble((step, "bold"), "\n", PIERRE_CHOICE_NOTE)
            return "Your choice for Pierre", prompt, "Pierre's table"
        if mine and view.step.event is not None:
            return self._event_prompt(view, mover.name)
        if mine:
            return f"Your decision — {mover.name}", Content(view.step.text[:1].upper() + view.step.text[1:]), "A round"
        # "is to act", not "waiting for": a bot's turn may wait for Enter on the turn-end bar.
        to_act = f"{mover.name}{' (bot)' if mover.is_bot else ''} is to act."
        if not view.step.text:  # a step only the deciding seat's view details (view.SEAT_ONLY_STEPS)
            return "Not your turn", Content(to_act), "A round"
        prompt = Content.assemble(
            to_act, "\n", (mover.name, "dim"), " (", mover.tag(), ")", (": " + view.step.text, "dim")
        )
        return "Not your turn", prompt, "A round"

    @staticmethod
    def _event_prompt(view: GrasseView, name: str) -> tuple[str, Content, str]:
        """An event card's decision for ``name``: the card in the title, what it asks now below
        (the bar above the track has the card's whole effect)."""
        event = view.step.event
        assert event is not None
        asks = view.step.text.removeprefix(f"{event.label}: ")
        return f"Event card {event.label} — {name}", Content(asks[:1].upper() + asks[1:]), "Events"

    def _show_board(self, view: GrasseView) -> None:
        """Put ``view``'s locations and track on the board, marking every option's spots."""
        marks = seat_marks(view)
        board = self.query_one("#locations", LocationBoard)
        board.marks = marks
        board.locations = view.locations
        board.round_tiles = view.round_tiles
        board.targets = self._target_locations
        board.idle = self._idle_locations
        track = self.query_one("#track", ResourceTrack)
        track.marks = marks
        track.spaces = view.track
        track.targets = self._target_spaces

    def _mark_selected(self, choice: Choice | None) -> None:
        """Draw the highlighted choice's spots reversed on the board (watches the decision panel)."""
        self.query_one("#locations", LocationBoard).selected = locations_of(choice) if choice else frozenset()
        self.query_one("#track", ResourceTrack).selected = spaces_of(choice) if choice else frozenset()

    # -- messages from the widgets -----------------------------------------

    @on(DecisionPanel.Chosen)
    def _chosen(self, event: DecisionPanel.Chosen) -> None:
        if not any(choice is event.choice for choice in self.decision.choices):
            # Chosen from a list this screen has since replaced (an undo got here first): the
            # list's record length is gone with it, so the choice goes no further.
            self.notify(STALE_CHOICE_NOTE, severity="warning", markup=False)
        elif self.port.seat is not None and self.port.is_my_turn():
            choice = event.choice
            self._last_spaces = spaces_of(choice) or None
            self.post_message(ActionChosen(self.port.seat, choice.action, self._offered_at, choice.then))

    @on(StepTakenBack)
    def _taken_back(self, message: StepTakenBack) -> None:
        if message.seat == self.port.seat:
            self._redo = (message.action, message.then, self.port.actions_taken())
            self.refresh_bindings()
            choice = self.decision.highlight(lambda c: c.action == message.action and c.then == message.then)
            track = self.focused
            if choice is not None and spaces_of(choice) and isinstance(track, ResourceTrack):
                track.cursor = min(spaces_of(choice))  # the track points where the list does

    @on(LocationBoard.Pointed)
    def _location_pointed(self, event: LocationBoard.Pointed) -> None:
        self._point(lambda c: event.location in c.spots)

    @on(ResourceTrack.Pointed)
    def _space_pointed(self, event: ResourceTrack.Pointed) -> None:
        self._point(lambda c: event.index in c.spots)

    def _point(self, matches: Callable[[Choice], bool]) -> None:
        """The board's cursor is on a spot: highlight its (first) choice, unless the
        highlighted one is already that spot's, so the detail box shows what Enter chooses."""
        current = self.decision.highlighted
        if current is None or not matches(current):
            self.decision.highlight(matches, first=True)

    @on(LocationBoard.Picked)
    def _location_picked(self, event: LocationBoard.Picked) -> None:
        where = event.location.the_label
        self._pick(lambda c: event.location in c.spots, event.confirm, where, event.cursor, self._unpaid(event.location))

    def _unpaid(self, location: LocationId) -> str | None:
        """Why a worker cannot go to ``location`` now, when it is the coins: a note saying so."""
        view = self.view
        if view is None or view.me is None or view.step.kind != "place":
            return None
        place = next((p for p in view.locations if p.id is location), None)
        if place is None or place.cost <= view.me.coins:
            return None
        return cannot_pay(location.the_label, place.cost, view.me.coins)

    @on(ResourceTrack.Picked)
    def _space_picked(self, event: ResourceTrack.Picked) -> None:
        self._pick(lambda c: event.index in c.spots, event.confirm, f"space {event.index + 1}", event.cursor)

    def _pick(
        self, matches: Callable[[Choice], bool], confirm: bool, where: str, cursor: bool = False, unused: str | None = None
    ) -> None:
        """Highlight the (next) option for a board spot and go to the list; a double click
        chooses the highlighted option if it is that spot's, and so does Enter on the board's
        cursor when it is the spot's only option (with several, such as the pieces of one
        space, Enter goes to the list with the first of them highlighted, to choose there).

        A spot no option uses gets a short note instead (``unused``, else that no choice
        uses it), so a click never seems to do nothing.
        """
        decision = self.decision
        current = decision.highlighted
        if cursor and current is not None and matches(current):
            if sum(1 for choice in decision.choices if matches(choice)) == 1:
                decision.choose(current)
            else:
                decision.action_list.focus()
                note = f"{where[:1].upper()}{where[1:]} offers several choices: pick one in the list."
                self.notify(note, timeout=3, markup=False)
        elif confirm and not cursor and current is not None and matches(current):
            decision.choose(current)
        elif decision.highlight(matches) is not None:
            decision.action_list.focus()
        elif self.port.is_my_turn():
            self.notify(unused or no_choice_uses(where), timeout=3, markup=False)

    def turn_end_words(self) -> str:
        """How the shell's turn-end bar opens: a round's event decision is not the seat's turn
        (its worker turn comes later), every other step of its own ends one."""
        return DECISION_MADE if self._own_last_step == "event" else TURN_OVER

    # -- bindings ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.port.can_undo()  # offered only when there is a step to take back
        if action == "undo_refused":
            return not self.port.can_undo()
        if action == "redo":  # offered only right after an undo, nothing else having happened
            return self._redo is not None and self._redo[2] == self.port.actions_taken() and self.port.is_my_turn()
        if action == "filter_choices":  # the binding in the footer for a long list, the hidden one else
            decision = self.decision
            if not decision.can_filter() or decision.filtering or self.maximized is not None:
                return False
            return parameters == (decision.is_long(),)
        if action == "whole_description":  # offered while the detail box cuts the description
            return self.decision.choice_detail.whole_text is not None and self.maximized is None
        if action == "whole_description_shown":
            return self.decision.choice_detail.whole_text is None and self.maximized is None
        if action == "toggle_cards":  # only while the board's column hides part of itself
            return self.query_one(BoardColumn).max_scroll_y > 0 and self.maximized is None
        if action == "space_digit":
            return self.decision.names_numbered_spots()
        if action == "focus_choices":  # Escape elsewhere than the list; on it, or with nothing to choose, the game menu
            focused = self.focused
            on_panel = focused is not None and self.decision in focused.ancestors_with_self
            return bool(self.decision.choices) and self.maximized is None and not on_panel
        return super().check_action(action, parameters)

    def action_toggle_cards(self) -> None:
        """Scroll the board's column to its foot, where the open card rows are (the decision
        stays beside them), or back to its top when it is there already."""
        board = self.query_one(BoardColumn)
        if board.scroll_y < board.max_scroll_y:
            board.scroll_end(animate=False)
        else:
            board.scroll_home(animate=False)

    def action_space_digit(self, digit: int) -> None:
        """A digit: the choice for that space is highlighted, and the focused track's cursor goes there."""
        choice = self.decision.type_digit(digit)
        track = self.focused
        if choice is not None and isinstance(track, ResourceTrack):
            track.cursor = min(spaces_of(choice))

    def action_focus_choices(self) -> None:
        """Escape away from the list (the board, the track, the seats, the log): back to it."""
        self.decision.action_list.focus()

    def action_filter_choices(self, long_list: bool = True) -> None:
        """``/``: open the filter (``long_list`` only picks the binding the footer shows)."""
        self.decision.open_filter()

    def action_whole_description(self) -> None:
        text = self.decision.choice_detail.whole_text
        if text is not None:
            self.app.push_screen(WholeDescription(text))

    def action_whole_description_shown(self) -> None:
        note = WHOLE_TEXT_SHOWN if self.decision.highlighted is not None else NO_CHOICE_TO_DESCRIBE
        self.notify(note, timeout=3, markup=False)

    def action_undo(self) -> None:
        if self.port.seat is not None and self.port.can_undo():
            self.post_message(UndoRequested(self.port.seat))

    def action_redo(self) -> None:
        """Take the step just taken back again (the record has not moved since)."""
        if self.port.seat is not None and self._redo is not None and self._redo[2] == self.port.actions_taken():
            action, then, offered_at = self._redo
            self._redo = None
            self.post_message(ActionChosen(self.port.seat, action, offered_at, then))

    def action_undo_refused(self) -> None:
        """``u`` while undo is off: the request goes to the shell, which says why it is
        refused (a reveal, or other seats' moves, since this seat's last step)."""
        if self.port.seat is None:
            self.notify(NO_SEAT_UNDO_NOTE, severity="warning", markup=False)
        else:
            self.post_message(UndoRequested(self.port.seat))
