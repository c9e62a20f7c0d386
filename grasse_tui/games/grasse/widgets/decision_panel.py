"""The decision panel: what to decide, every legal choice, and the highlighted one in full."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive, var
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.games.grasse.widgets.choices import Choice
from grasse_tui.ui.turn_end import takes_enter
from grasse_tui.ui.widgets import still_shown

CHOICE_PREFIX = "choice-"
BULLET = "•"


class ActionList(OptionList):
    """The options list (``#actions``); F1 explains the highlighted choice.

    ↑ and ↓ stop at the first and last choice instead of wrapping round, so a
    keypress too many cannot land on the far end's choice (often "take nothing").

    Moving the highlight repaints the two options it leaves and reaches, not
    the whole list: every option is one line (the panel's CSS does not wrap
    them), so option ``i`` is line ``i``.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Choose"),
        # Priority: the app runs these as soon as the key arrives, where a plain binding waits
        # for the key to bubble up through the panel, the side column, the body and the screen.
        Binding("down", "cursor_down", "Down", show=False, priority=True),
        Binding("up", "cursor_up", "Up", show=False, priority=True),
    ]

    highlighted: reactive[int | None] = reactive(None, repaint=False)
    """As in :class:`OptionList`; :meth:`watch_highlighted` repaints the lines that change."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.topics: dict[str, str | None] = {}
        self.fallback_topic: str = "A round"
        self._painted: int | None = None
        """The highlight as last drawn (the line to repaint when it moves on)."""

    @property
    def help_topic(self) -> str:
        """The help heading for the highlighted choice (the location, or the step)."""
        option = self.highlighted_option
        topic = self.topics.get(option.id) if option is not None and option.id is not None else None
        return topic or self.fallback_topic

    def watch_highlighted(self, highlighted: int | None) -> None:
        """Scroll to the new highlight unless it is in view, and repaint the two lines; unlike
        :class:`OptionList`, post no ``OptionHighlighted`` (the panel watches ``highlighted``)."""
        old, new = self._painted, highlighted
        self._painted = highlighted
        one_line_each = self.virtual_size.height == self.option_count
        if new is not None and not self.options[new].disabled and not (one_line_each and self._in_view(new)):
            self.scroll_to_highlight()
        if not one_line_each:
            self.refresh()  # some option takes more than one line: repaint them all
            return
        for index in (old, new):
            if index is not None and index < self.option_count:
                self.refresh_line(index)

    def on_resize(self) -> None:
        """Keep the highlight in view when the list's height changes (a new decision's step text
        taking more lines, the short-terminal layout): :meth:`watch_highlighted` judged "in view"
        against the old height."""
        self.scroll_to_highlight()  # no scroll when it is in view

    def _in_view(self, index: int) -> bool:
        """Whether option ``index`` (line ``index``) is wholly in view."""
        return 0 <= index - self.scroll_offset.y < self.scrollable_content_region.height

    def _at_end(self, direction: int) -> bool:
        """True when no enabled option lies past the highlight going ``direction`` (1 down, -1 up)."""
        if self.highlighted is None:
            return False
        past = self.options[self.highlighted + 1 :] if direction > 0 else self.options[: self.highlighted]
        return all(option.disabled for option in past)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer Enter ("Choose") only while there is a choice to make: not while another seat
        (a bot) decides, nor on the public screen. Under the turn-end bar, whose Enter shows
        in the footer instead, it stays (greyed) only to keep the key first in the footer."""
        if action == "select" and not any(not option.disabled for option in self.options):
            return None if takes_enter(self.app) else False
        return True

    def action_cursor_up(self) -> None:
        """Move the highlight up, staying on the first choice."""
        if not self._at_end(-1):
            super().action_cursor_up()

    def action_cursor_down(self) -> None:
        """Move the highlight down, staying on the last choice."""
        if not self._at_end(1):
            super().action_cursor_down()


@lru_cache(maxsize=256)
def detail_lines(choice: Choice | None, width: int) -> tuple[Content, ...]:
    """``choice``'s label (bold) and its context (italic), wrapped to ``width`` (cached)."""
    if choice is None or width < 1:
        return ()
    lines = Content.styled(choice.label, "bold").wrap(width)
    if choice.detail:
        lines += Content.styled(choice.detail, "italic").wrap(width)
    return tuple(lines)


def fit_lines(lines: Sequence[Content], width: int, height: int) -> list[Content]:
    """``lines`` cut to ``height``, the last one kept ending in "…" when some were left out."""
    if len(lines) <= height:
        return list(lines)
    if height < 1:
        return []
    kept = list(lines[:height])
    last = kept[-1]
    kept[-1] = Content.assemble(last[: max(0, min(last.cell_length, width - 1))], ("…", "bold"))
    return kept


class ChoiceDetail(Widget):
    """The highlighted choice in full: its label, then what the location does.

    The panel sets its height once per decision (:meth:`DecisionPanel.fit_detail`).
    A description cut short ends in "…", and the whole of it is then this
    widget's tooltip. A height fixed while the decision lasts and a reactive
    ``choice`` keep highlighting cheap: moving the highlight repaints this
    widget without a new layout, from lines kept per choice once it has been
    shown.
    """

    STRIP_CACHE_SIZE = 64
    """Choices whose rendered lines are kept (a decision rarely offers more)."""

    DEFAULT_CSS = """
    ChoiceDetail {
        height: 5;
        padding: 0 1;
        border-top: solid $panel-lighten-2;
    }
    """

    choice: reactive[Choice | None] = reactive(None, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._strips: LRUCache[tuple[object, ...], list[Strip]] = LRUCache(self.STRIP_CACHE_SIZE)

    def render(self) -> Content:
        width, height = self.size
        return Content("\n").join(fit_lines(detail_lines(self.choice, width), width, height))

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of :meth:`render`, from the lines kept for this choice, size and style."""
        if self.text_selection is not None:
            return super().render_line(y)  # a selection's offsets run over the whole render
        width, height = self.size
        style = self.visual_style
        key = (self.choice, width, height, style)
        strips = self._strips.get(key)
        if strips is None:
            strips = self._strips[key] = Visual.to_strips(self, self.render(), width, height, style)
        return strips[y] if y < len(strips) else Strip.blank(width, style.rich_style)

    def watch_choice(self) -> None:
        self.refresh(self.size.region)  # the text; the border above it stays as drawn
        self._update_tooltip()

    def on_resize(self) -> None:
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        """The whole description as a tooltip, only while the box cuts it."""
        choice = self.choice
        width, height = self.size
        cut = choice is not None and len(detail_lines(choice, width)) > height
        tooltip = f"{choice.label}\n{choice.detail}".strip() if cut and choice is not None else None
        if tooltip != self.tooltip:  # setting it, even to the same text, makes the screen look for its tooltip
            self.tooltip = tooltip


class DecisionPanel(Vertical):
    """Step text, the grouped :class:`ActionList`, and the highlighted choice's full text.

    ``highlighted`` follows the list's highlight; Enter or a click on an
    option posts :class:`DecisionPanel.Chosen` once (until the next
    :meth:`show`, or until the player moves the highlight).
    """

    DEFAULT_CSS = """
    DecisionPanel {
        height: 1fr;
        border: round $accent;
        border-title-align: left;
        border-subtitle-align: right;
    }
    DecisionPanel #step {
        padding: 0 1;
        text-style: bold;
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

    MIN_LIST_ROWS = 5
    """Rows the list keeps (when it has as many options) before the detail box grows."""
    MIN_DETAIL_LINES = 2
    """Lines the detail box keeps when a choice has that many (its label and a first line)."""
    MAX_DETAIL_LINES = 7
    """The most lines the detail box takes (a solo choice's "Then Pierre …" included)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices: list[Choice] = []
        self._sent = False

    def compose(self) -> ComposeResult:
        yield Static(id="step")
        yield ActionList(id="actions")
        yield ChoiceDetail(id="action-detail")

    KEYS_HINT = "↑↓ Enter · or click ▸ on the board"
    """The panel's bottom line while there is something to choose."""
    IDLE_HINT = "↑↓ Enter · dim = nothing to do there now"
    """The bottom line when some choices are dimmed (placements whose effect would do nothing),
    which is why the highlight starts on the first that is not."""

    def on_mount(self) -> None:
        self.border_title = "Your decision"
        self.border_subtitle = self.KEYS_HINT
        self.watch(self.action_list, "highlighted", self._list_moved, init=False)

    @property
    def action_list(self) -> ActionList:
        return self.query_one("#actions", ActionList)

    def _listed(self) -> Choice | None:
        """The choice the list highlights now, if any."""
        option = self.action_list.highlighted_option
        if option is None or option.id is None:
            return None
        return self.choices[int(option.id.removeprefix(CHOICE_PREFIX))]

    def show(self, title: str, prompt: Content, choices: Sequence[Choice], fallback_topic: str) -> None:
        """Replace the step text and the options; highlight the first useful choice.

        A dimmed (idle) placement is highlighted only when every choice is idle. ``title``
        is plain text (it holds seat names, which may look like markup).
        """
        self.border_title = Content(title)
        idle = any(choice.idle for choice in choices)
        self.border_subtitle = (self.IDLE_HINT if idle else self.KEYS_HINT) if choices else ""
        self.choices = list(choices)
        self._sent = False
        self.query_one("#step", Static).update(prompt)
        options: list[Option] = []
        grouped = len({c.group for c in self.choices}) > 1
        group = None
        first: int | None = None
        for index, choice in enumerate(self.choices):
            if grouped and choice.group != group:
                group = choice.group
                options.append(Option(Content(group), disabled=True))
            prompt = Content.styled(f"{BULLET} {choice.label}", "dim" if choice.idle else "")
            if first is None and not choice.idle:
                first = len(options)
            options.append(Option(prompt, id=f"{CHOICE_PREFIX}{index}"))
        actions = self.action_list
        actions.topics = {f"{CHOICE_PREFIX}{i}": c.topic for i, c in enumerate(self.choices)}
        actions.fallback_topic = fallback_topic
        actions.set_options(options)
        actions.refresh_bindings()  # "Choose" comes and goes with the choices, the focus stays
        if first is None:
            first = next((i for i, option in enumerate(options) if not option.disabled), None)
        actions.highlighted = first
        # The highlight was judged "in view" against the list as laid out for the last decision;
        # once this one is laid out (new step text, new options), bring it into view for sure.
        actions.call_after_refresh(actions.scroll_to_highlight)
        self.call_after_refresh(self.fit_detail)  # the step text's new height is known then
        self._describe(self._listed())  # also when ``first`` was highlighted before

    def on_resize(self) -> None:
        self.fit_detail()

    def fit_detail(self) -> None:
        """Size the detail box to the longest description among the choices (in lines, up to
        :attr:`MAX_DETAIL_LINES`), out of what the panel has left once the step text and
        :attr:`MIN_LIST_ROWS` rows of the list are drawn, but never under :attr:`MIN_DETAIL_LINES`.
        Does nothing once the panel's screen is gone (a deferred call can run after it)."""
        if not still_shown(self):
            return
        detail = self.query_one("#action-detail", ChoiceDetail)
        width = self.content_region.width - detail.styles.gutter.width
        needed = max((len(detail_lines(choice, width)) for choice in self.choices), default=1)
        step = self.query_one("#step", Static).outer_size.height
        list_rows = min(self.action_list.option_count, self.MIN_LIST_ROWS)
        room = self.content_region.height - step - list_rows - detail.styles.border.spacing.height
        lines = max(min(needed, self.MIN_DETAIL_LINES), min(needed, self.MAX_DETAIL_LINES, room))
        height = lines + detail.styles.border.spacing.height
        if detail.styles.height is None or detail.styles.height.value != height:
            detail.styles.height = height

    def highlight(self, matches: Callable[[Choice], bool]) -> Choice | None:
        """Highlight the next choice after the current one that ``matches`` (wrapping round)."""
        current = self._listed()
        start = self.choices.index(current) + 1 if current is not None else 0
        order = self.choices[start:] + self.choices[:start]
        found = next((c for c in order if matches(c)), None)
        if found is not None:
            actions = self.action_list
            actions.highlighted = actions.get_option_index(f"{CHOICE_PREFIX}{self.choices.index(found)}")
        return found

    def choose(self, choice: Choice) -> None:
        """Confirm ``choice`` (once per :meth:`show`)."""
        if not self._sent:
            self._sent = True
            self.post_message(self.Chosen(choice))

    def _describe(self, choice: Choice | None) -> None:
        self.query_one("#action-detail", ChoiceDetail).choice = choice
        self.highlighted = choice

    def _list_moved(self) -> None:
        """The list's highlight moved (a key, a click, :meth:`highlight` or :meth:`show`)."""
        self._sent = False
        self._describe(self._listed())

    @on(OptionList.OptionSelected, "#actions")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = self._listed()
        if choice is not None:
            self.choose(choice)
