"""The decision panel: what to decide, every legal choice, and the highlighted one in full."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.reactive import var
from textual.timer import Timer
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.ui.key_guard import QuietGuard, app_now
from grasse_tui.ui.text_match import folded, holds_every_word
from grasse_tui.ui.widgets.action_list import CHOICE_PREFIX, ActionList
from grasse_tui.ui.widgets.choice import Choice, Spot
from grasse_tui.ui.widgets.choice_detail import ChoiceDetail, detail_lines
from grasse_tui.ui.widgets.choice_filter import ChoiceFilter
from grasse_tui.ui.widgets.number_typing import TYPING_WINDOW, NumberTyping
from grasse_tui.ui.widgets.numbered_spots import NumberedSpots
from grasse_tui.ui.widgets.on_screen import still_shown

BULLET = "•"
IDLE_BULLET = "◦"
"""Marks a dimmed (idle) choice in text too, for a terminal without colour or dim."""


class DecisionPanel(Vertical):
    """Step text, the grouped :class:`ActionList`, and the highlighted choice's full text.

    A game's screen composes it (with ``id``, and the options below) and gives it each
    decision with :meth:`show`: a title, the step text, the seat's legal actions as
    :class:`Choice` objects and the help topic for the step. ``highlighted`` follows the
    list's highlight (a screen watches it to mark the choice's spots on its board, and
    calls :meth:`highlight` when its board points at a spot); Enter or a click on an
    option posts :class:`DecisionPanel.Chosen` once (until the next :meth:`show`, or until
    the player moves the highlight). ``/`` on the screen calls :meth:`open_filter`.

    ``spots_hint`` is the bottom line while some choice concerns a spot on the board
    (how to pick one there); ``numbered`` the spots a player may find by typing their
    number, if any (the screen binds the digits to :meth:`type_digit` while
    :meth:`names_numbered_spots`).
    """

    DEFAULT_CSS = """
    DecisionPanel {
        height: 1fr;
        border: round $accent;
        border-title-align: left;
        border-subtitle-align: right;
        &:focus-within {
            border: heavy $accent;  /* as a game's board has when it has the keys */
        }
    }
    DecisionPanel #step {
        padding: 0 1;
        text-style: bold;
    }
    DecisionPanel #filter {
        display: none;
        border: none;
        height: 1;
        padding: 0 1;
        margin: 0 1;
        background: $boost;
    }
    DecisionPanel.-filtering #filter {
        display: block;
    }
    DecisionPanel #actions {
        height: 1fr;
        max-height: 100%;
        border: none;
        padding: 0 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    DecisionPanel #actions > .option-list--option-disabled {
        color: $text-muted;
        text-style: bold underline;
    }
    /* Without colour the highlight is bold and underlined (the app's CSS): a heading must differ. */
    DecisionPanel:nocolor #actions > .option-list--option-disabled {
        text-style: bold italic;
    }
    """

    class Chosen(Message):
        """The player confirmed ``choice``."""

        def __init__(self, choice: Choice) -> None:
            super().__init__()
            self.choice = choice

    highlighted: var[Choice | None] = var(None, always_update=True)
    """The highlighted choice (None: nothing to choose).

    It is set in the same call that moves the list's highlight, and so are
    the detail box and whatever watches it (the screen re-marks the board):
    their repaints join the list's in one frame. A message bubbling up from
    the list would arrive after that frame and cost a second one.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close_filter", "Show all choices"),
    ]

    MIN_LIST_ROWS = 5
    """Rows the list keeps (when it has as many options) before the detail box grows."""
    MIN_DETAIL_LINES = 2
    """Lines the detail box keeps when a choice has that many (its label and a first line)."""
    MAX_DETAIL_LINES = 7
    """The most lines the detail box takes (Grasse: a solo choice's "Pierre then …" included)."""

    FILTER_FROM = 7
    """Lists of at least this many choices name the filter (``/``) in the footer, and in their
    bottom line unless it names typing a spot's number (:meth:`names_numbered_spots`); every list has
    the filter, so words typed after ``/`` never reach the screen's keys (``u``: undo)."""

    def __init__(
        self,
        *,
        spots_hint: str = "↑↓ Enter · or click on the board",
        numbered: NumberedSpots | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.spots_hint = spots_hint
        """The bottom line while some choice concerns a spot on the board."""
        self.numbered = numbered
        """The spots a typed number finds (None: typed digits find nothing)."""
        self.choices: list[Choice] = []
        self._sent = False
        self._warned: Choice | None = None
        """The idle choice whose first confirmation was met with :attr:`IDLE_CHOICE_NOTE`."""
        self._hint = ""
        """The bottom line for the choices on show (:attr:`spots_hint` or another), the filter closed."""
        self._typing = self._new_typing()
        self._typing_note: Timer | None = None
        """The note said once no second digit came (see :meth:`type_digit`)."""
        self._missed: str | None = None
        """The note on a typed number no choice uses, until the player moves on: Enter then
        chooses nothing (the highlight is not what the player was looking for)."""
        self._guard = QuietGuard(partial(app_now, self))
        """Holds confirmations back (see :meth:`hold`)."""
        self._refusal_said = False
        """Whether :attr:`TOO_SOON_NOTE` was said during the hold running now."""

    def compose(self) -> ComposeResult:
        yield Static(id="step")
        # Not selected on focus: a letter typed on the list opens it holding that letter, and the
        # next letters must follow it, not replace it.
        yield ChoiceFilter(placeholder="Type words to narrow the list", id="filter", select_on_focus=False)
        yield ActionList(id="actions")
        yield ChoiceDetail(id="action-detail")

    LIST_KEYS_HINT = "↑↓ Enter"
    """The bottom line for choices that concern no spot on the board (Grasse: cards, perfumes, events)."""
    IDLE_HINT = f"↑↓ Enter · {IDLE_BULLET} = nothing to do there now"
    """The bottom line when some choices are dimmed (spots where the choice would do nothing),
    which is why the highlight starts on the first that is not."""
    FILTER_HINT = "↑↓ Enter · / to filter this long list"
    """The bottom line of a list long enough for the filter."""
    FILTERING_HINT = "↓ Enter: to the list · Esc: show all"
    """The bottom line while the filter is open and holds no words yet."""
    FILTERED_HINT = "{shown} of {total} shown · Enter: choose · ↓: list"
    """The bottom line while the filter's words leave ``shown`` of the ``total`` choices: on a
    short terminal the list may show one of them at a time. Enter chooses the highlighted
    match (described under the list), ↓ goes to the list for another."""
    NO_MATCH_HINT = "none shown · Esc: show all"
    """The bottom line while the filter's words leave no choice (Enter has nothing to choose)."""

    def on_mount(self) -> None:
        self.border_title = "Your decision"
        self.border_subtitle = self.spots_hint
        self.watch(self.action_list, "highlighted", self._list_moved, init=False)

    @property
    def step_text(self) -> Static:
        """What to decide, above the list."""
        return self.query_one("#step", Static)

    @property
    def choice_filter(self) -> ChoiceFilter:
        """The filter line (``/``), hidden while closed."""
        return self.query_one("#filter", ChoiceFilter)

    @property
    def action_list(self) -> ActionList:
        """The list of choices."""
        return self.query_one("#actions", ActionList)

    @property
    def choice_detail(self) -> ChoiceDetail:
        """The highlighted choice in full, under the list."""
        return self.query_one("#action-detail", ChoiceDetail)

    def _listed(self) -> Choice | None:
        """The choice the list highlights now, if any."""
        option = self.action_list.highlighted_option
        if option is None or option.id is None:
            return None
        return self.choices[int(option.id.removeprefix(CHOICE_PREFIX))]

    def show(self, title: str, prompt: Content, choices: Sequence[Choice], fallback_topic: str) -> None:
        """Replace the step text and the options (closing the filter); highlight the first useful
        choice.

        A dimmed (idle) choice is highlighted only when every choice is idle. ``title`` is
        plain text (it holds seat names, which may look like markup); ``fallback_topic`` is the
        help heading for choices with no topic of their own.
        """
        self.border_title = Content(title)
        self._forget_typing()
        self._missed = None
        idle = any(choice.idle for choice in choices)
        self.choices = list(choices)
        if self.numbered is not None and self.names_numbered_spots():
            self._hint = self.numbered.hint  # the footer still names the filter on a long list
        else:
            on_board = any(choice.spots for choice in choices)
            keys = self.spots_hint if on_board else self.LIST_KEYS_HINT
            self._hint = (self.IDLE_HINT if idle else self.FILTER_HINT if self.is_long() else keys) if choices else ""
        self._sent = False
        self._warned = None
        self.step_text.update(prompt)
        actions = self.action_list
        if self.choice_filter.has_focus:
            actions.focus()  # the filter line is about to hide
        self._set_filter("")
        actions.topics = {f"{CHOICE_PREFIX}{i}": c.topic for i, c in enumerate(self.choices)}
        actions.fallback_topic = fallback_topic
        first = self._fill(self.choices)
        actions.refresh_bindings()  # "Choose" comes and goes with the choices, the focus stays
        actions.highlighted = first
        # The highlight was judged "in view" against the list as laid out for the last decision;
        # once this one is laid out (new step text, new options), bring it into view for sure.
        actions.call_after_refresh(actions.scroll_to_highlight_from_above)
        self.call_after_refresh(self.fit_detail)  # the step text's new height is known then
        self._describe(self._listed())  # also when ``first`` was highlighted before

    def _fill(self, shown: Sequence[Choice]) -> int | None:
        """Put ``shown`` (some or all of :attr:`choices`, in order) in the list under their group
        headings; returns the option index of the first useful one (None: no choice shown)."""
        options: list[Option] = []
        grouped = len({c.group for c in self.choices}) > 1
        group = None
        first: int | None = None
        index_of = {id(choice): index for index, choice in enumerate(self.choices)}
        for choice in shown:
            if grouped and choice.group != group:
                group = choice.group
                options.append(Option(Content(group), disabled=True))
            if choice.idle:
                prompt = Content.styled(f"{IDLE_BULLET} {choice.label}", "dim")
            else:
                prompt = Content(f"{BULLET} {choice.label}")
            if first is None and not choice.idle:
                first = len(options)
            options.append(Option(prompt, id=f"{CHOICE_PREFIX}{index_of[id(choice)]}"))
        actions = self.action_list
        actions.set_options(options)
        if first is None:
            first = next((i for i, option in enumerate(options) if not option.disabled), None)
        return first

    # -- the filter -----------------------------------------------------------

    @property
    def filtering(self) -> bool:
        """True while the filter line is open (its words may still be none)."""
        return self.has_class("-filtering")

    def is_long(self) -> bool:
        """True for a list long enough that its bottom line and the footer name the filter."""
        return len(self.choices) >= self.FILTER_FROM

    def names_numbered_spots(self) -> bool:
        """True while the choices concern two or more :attr:`numbered` spots and no other spot
        (Grasse: deliveries, moves, the draft, a space to take from), so typing a spot's number
        finds its choice."""
        if self.numbered is None:
            return False
        numbered = self.numbered.spots
        spots: set[Spot] = set()
        for choice in self.choices:
            if any(spot not in numbered for spot in choice.spots):
                return False
            spots |= choice.spots
        return len(spots) > 1

    def can_filter(self) -> bool:
        """True while there are choices: the filter is offered for any list, so words typed
        after ``/`` never reach the screen's keys."""
        return bool(self.choices)

    def open_filter(self, words: str = "") -> None:
        """Show the filter line and put the cursor in it, after ``words`` (a letter typed on
        the list starts the filter with it)."""
        if self.can_filter():
            self.add_class("-filtering")
            self.border_subtitle = self.FILTERING_HINT
            choice_filter = self.choice_filter
            choice_filter.focus()
            if words:
                choice_filter.value = words  # narrows the list, as typing there does
                choice_filter.cursor_position = len(words)

    def close_filter(self) -> None:
        """Clear the words, show every choice again (keeping the highlighted one) and go to the list."""
        current = self._listed()
        self._set_filter("")
        self._narrow("", current)
        self.action_list.focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "close_filter":  # else Escape is the app's (the game menu)
            return self.filtering
        return True

    def type_digit(self, digit: int) -> Choice | None:
        """A digit typed while :meth:`names_numbered_spots`: highlight the choice for the spot
        of that number (the next one when the highlighted choice is for it already) and return
        it; two digits typed quickly make one number (see :class:`NumberTyping`). A number no
        choice uses gets a note, held back while a second digit could still make one that is."""
        numbered = self.numbered
        if numbered is None:
            return None
        self._cancel_typing_note()
        usable = numbered.numbers(set().union(*(choice.spots for choice in self.choices)))
        typed = self._typing.digit(digit, app_now(self), usable)
        self._missed = None
        if typed.found:
            spot = numbered.spot(typed.number)

            def uses(choice: Choice) -> bool:
                return spot in choice.spots

            current = self._listed()
            return self.highlight(uses, first=current is None or not uses(current))
        note = numbered.unused_note(typed.number)
        if typed.more:  # a second digit may still make a number in use: no word of it yet
            self._typing_note = self.set_timer(TYPING_WINDOW, lambda: self._say_missed(note))
        else:
            self._say_missed(note)
        return None

    def _say_missed(self, note: str) -> None:
        """The typed number is one no choice uses: say so, and let Enter choose nothing."""
        self._missed = note
        self.notify(note, timeout=3, markup=False)

    def _cancel_typing_note(self) -> None:
        if self._typing_note is not None:
            self._typing_note.stop()
            self._typing_note = None

    def _new_typing(self) -> NumberTyping:
        return NumberTyping(self.numbered.count if self.numbered is not None else 0)

    def _forget_typing(self) -> None:
        """A new decision: the digits typed toward a spot's number, and a note still waiting
        about them, belonged to the last one."""
        self._cancel_typing_note()
        self._typing = self._new_typing()

    def action_close_filter(self) -> None:
        self.close_filter()

    def _set_filter(self, words: str) -> None:
        """Put ``words`` in the filter line (without narrowing the list); "" also hides it."""
        with self.prevent(Input.Changed):
            self.choice_filter.value = words
        self.set_class(bool(words), "-filtering")
        self.border_subtitle = self.FILTERING_HINT if words else self._hint

    def _narrow(self, words: str, keep: Choice | None) -> None:
        """Show the choices holding every one of ``words``, keeping ``keep`` highlighted if shown.

        Labels first: only when no label holds them all do the group headings count too
        ("plate r" must not keep every plate of the group "Research: take any item"; "bid"
        still finds the group "Bid"). In each group, choices whose label starts with the
        words come first (Grasse, "perf": the Perfumery before the Master Perfumer), then
        those holding them as typed (the Grand Alchemist, "m01 6, m02 1": that split of the
        dice before others holding the same numbers), then those holding them before the
        label's " — " or "(" ("fruity from space 5": taking fruity before taking floral from
        a space holding fruity too)."""
        shown = [c for c in self.choices if holds_every_word(c.label, words)] or [
            c for c in self.choices if holds_every_word(f"{c.group} {c.label}", words)
        ]
        start = folded(words)
        group_rank = {group: rank for rank, group in enumerate(dict.fromkeys(c.group for c in self.choices))}

        def rank(choice: Choice) -> tuple[int, int]:
            label = choice.label
            if folded(label).startswith(start):
                return group_rank[choice.group], 0
            if start in folded(label):
                return group_rank[choice.group], 1
            head = label.split(" — ", 1)[0].split(" (", 1)[0]
            return group_rank[choice.group], 2 if holds_every_word(head, words) else 3

        shown.sort(key=rank)
        first = self._fill(shown)
        self.choice_filter.show_can_choose(bool(words.strip()) and bool(shown))
        if self.filtering and shown:
            self.border_subtitle = self.FILTERED_HINT.format(shown=len(shown), total=len(self.choices))
        elif self.filtering:
            self.border_subtitle = self.NO_MATCH_HINT
        actions = self.action_list
        if not shown:
            actions.add_option(Option(Content(f"No choice holds “{words}”: Esc shows them all"), disabled=True))
        if keep is not None and any(c is keep for c in shown):
            actions.highlighted = actions.get_option_index(f"{CHOICE_PREFIX}{self.choices.index(keep)}")
        else:
            actions.highlighted = first
        actions.refresh_bindings()
        self._describe(self._listed())

    @on(Input.Changed, "#filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._narrow(event.value, None)  # each word typed highlights the best match

    @on(ChoiceFilter.ToList)
    def _to_list(self, event: ChoiceFilter.ToList) -> None:
        self.action_list.focus()
        match = self._listed()
        if event.enter and self.choice_filter.can_choose and match is not None:
            self.choose(match)

    @on(ChoiceFilter.Closed)
    def _filter_closed(self) -> None:
        self.close_filter()

    def on_resize(self) -> None:
        self.fit_detail()

    def fit_detail(self) -> None:
        """Size the detail box to the longest description among the choices (in lines, up to
        :attr:`MAX_DETAIL_LINES`), out of what the panel has left once the step text and
        :attr:`MIN_LIST_ROWS` rows of the list are drawn, but never under :attr:`MIN_DETAIL_LINES`.
        Does nothing once the panel's screen is gone (a deferred call can run after it)."""
        if not still_shown(self):
            return
        detail = self.choice_detail
        width = self.content_region.width - detail.styles.gutter.width
        needed = max((len(detail_lines(choice, width)) for choice in self.choices), default=1)
        step = self.step_text.outer_size.height
        list_rows = min(self.action_list.option_count, self.MIN_LIST_ROWS)
        room = self.content_region.height - step - list_rows - detail.styles.border.spacing.height
        lines = max(min(needed, self.MIN_DETAIL_LINES), min(needed, self.MAX_DETAIL_LINES, room))
        height = lines + detail.styles.border.spacing.height
        if detail.styles.height is None or detail.styles.height.value != height:
            detail.styles.height = height

    def highlight(self, matches: Callable[[Choice], bool], first: bool = False) -> Choice | None:
        """Highlight the next choice after the current one that ``matches`` (wrapping round),
        or with ``first`` the first that does."""
        self._missed = None
        current = self._listed()
        start = self.choices.index(current) + 1 if current is not None and not first else 0
        order = self.choices[start:] + self.choices[:start]
        found = next((c for c in order if matches(c)), None)
        if found is not None:
            if self.filtering:  # the board names a choice the filter may hide: show them all
                self._set_filter("")
                self._narrow("", found)
            actions = self.action_list
            actions.highlighted = actions.get_option_index(f"{CHOICE_PREFIX}{self.choices.index(found)}")
        return found

    IDLE_CHOICE_NOTE = "There is nothing for you to do there now. Choose it again to go there anyway."
    """Said the first time a dimmed (idle) choice is chosen while some choice is not idle."""

    TOO_SOON_NOTE = "Enter ignored: it came straight after the last one (pressed twice or held?). Press it again."
    """Said (once per hold) when :meth:`hold` keeps an Enter from choosing: a dropped key is never silent."""

    MISSED_NOTE = "{missed} Enter chose nothing: type another number, or move with ↑↓."
    """Said when Enter comes after a typed number no choice uses (the highlight is elsewhere)."""

    def choose(self, choice: Choice) -> None:
        """Confirm ``choice`` (once per :meth:`show`). A dimmed (idle) choice needs choosing twice
        in a row while a useful one is on offer (a worker placed for nothing is a turn lost).
        After a typed number no choice uses, nothing is chosen until the player moves on
        (another number, ↑↓, a click)."""
        if self._missed is not None:
            self._cancel_typing_note()
            self.notify(self.MISSED_NOTE.format(missed=self._missed), severity="warning", timeout=5, markup=False)
            return
        if self._sent:
            return
        if not self._guard.press():
            if not self._refusal_said:
                self._refusal_said = True
                self.notify(self.TOO_SOON_NOTE, severity="warning", timeout=3, markup=False)
            return
        if choice.idle and self._warned is not choice and not all(c.idle for c in self.choices):
            self._warned = choice
            self.notify(self.IDLE_CHOICE_NOTE, severity="warning", timeout=5, markup=False)
            return
        self._sent = True
        self.post_message(self.Chosen(choice))

    def screen_key(self, event: events.Key) -> None:
        """A game screen's ``on_key`` hands every key here: any key but Enter ends the hold
        (an Enter after another key is meant); a letter that is no key's binding, typed
        outside an input while nothing is maximized, opens the filter holding it."""
        if event.key != "enter":
            self.other_key()
        letter = event.character
        screen = self.screen
        if (
            letter is not None
            and letter.isalpha()
            and event.key not in self.app.active_bindings
            and not isinstance(screen.focused, Input)
            and screen.maximized is None
            and self.can_filter()
        ):
            event.stop()
            event.prevent_default()
            self.open_filter(letter)

    def hold(self, seconds: float, *, restart: bool = True) -> None:
        """Ignore confirmations until none has come for ``seconds`` (without ``restart``: for
        ``seconds``, a fixed window): a decision the player may not expect (the same seat
        again, a screen just shown) must not take an Enter pressed twice, or held down, for
        what came before (see :class:`QuietGuard`)."""
        self._guard.hold(seconds, restart=restart)
        self._refusal_said = False

    @on(ActionList.Stepped)
    def other_key(self) -> None:
        """A key other than Enter came (an arrow, a letter): the next Enter is deliberate, not
        one pressed twice or held down, so a hold running now ends."""
        self._guard.release()

    @property
    def held(self) -> bool:
        """True while :meth:`hold` makes confirmations wait."""
        return self._guard.held

    def _describe(self, choice: Choice | None) -> None:
        self.choice_detail.choice = choice
        self.highlighted = choice

    def _list_moved(self) -> None:
        """The list's highlight moved (a key, a click, :meth:`highlight` or :meth:`show`)."""
        self._sent = False
        self._missed = None
        self._warned = None
        self._describe(self._listed())

    def on_mouse_down(self) -> None:
        """A click on the list (or the panel) is a choice made by looking, not by a typed number."""
        self._missed = None

    @on(OptionList.OptionSelected, "#actions")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = self._listed()
        if choice is not None:
            self.choose(choice)
