"""``DecisionScreen``: what every list-driven game screen shares (La Fleur's, Eccentric
Essences'): the seat's port, the decision panel's arrival hold and keys, the chosen
action posted up with the actions taken when it was offered, undo and the filter.

A subclass composes a :class:`DecisionPanel` with id ``decision`` (its list has id
``actions``), renders its view in ``refresh_view`` and there calls :meth:`offer`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.content import Content

from grasse_tui.core.session import SeatPort
from grasse_tui.ui.messages import STALE_CHOICE_NOTE, ActionChosen, UndoRequested
from grasse_tui.ui.whole_log import WholeLogScreen, whole_log_bindings
from grasse_tui.ui.widgets.choice import Choice
from grasse_tui.ui.widgets.decision_panel import DecisionPanel


class DecisionScreen(WholeLogScreen):
    """One viewer's game screen built round a decision list (``port.seat`` None: the public
    one, shown while bots play)."""

    ARRIVAL_HOLD = 0.6
    """Seconds the list ignores Enter once the screen comes up (after a shield or a summary):
    the key that closed it, pressed twice or held, must not choose here."""

    AUTO_FOCUS = "#actions"
    """The decision list has the keys when the screen comes up."""

    FINISH: ClassVar[tuple[type, ...]] = ()
    """The game's actions that end the seat's part (its "End my actions"): a subclass that
    names some binds ``e`` to the ``finish`` action, which chooses the one on offer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u", "undo", "Undo"),
        Binding("slash", "filter_choices", "Filter", key_display="/"),
        *whole_log_bindings("Back to the game"),
    ]

    def __init__(self, port: SeatPort) -> None:
        super().__init__()
        self.port = port
        self._offered_at = port.actions_taken()

    @property
    def decision(self) -> DecisionPanel:
        return self.query_one("#decision", DecisionPanel)

    def refresh_view(self) -> None:
        """Re-render everything from a fresh ``port.view()`` (the shell calls it after every change)."""
        raise NotImplementedError(f"{type(self).__name__} renders its own view")

    def on_mount(self) -> None:
        self.refresh_view()

    @on(events.ScreenResume)
    def _hold_on_arrival(self) -> None:
        self.decision.hold(self.ARRIVAL_HOLD)

    def on_key(self, event: events.Key) -> None:
        """Every key goes by the decision list: it ends the list's hold, and a letter that is
        no binding starts the filter (see :meth:`DecisionPanel.screen_key`)."""
        self.decision.screen_key(event)

    def offer(self, title: str, prompt: Content, choices: Sequence[Choice], topic: str) -> None:
        """Show the decision (``choices`` empty: nothing for this viewer to choose) and
        remember how many actions had been taken when it was offered."""
        self._offered_at = self.port.actions_taken()
        self.decision.show(title, prompt, list(choices), topic)
        if choices and self.focused is None:
            self.decision.action_list.focus()
        self.refresh_bindings()

    @on(DecisionPanel.Chosen)
    def _chosen(self, event: DecisionPanel.Chosen) -> None:
        if not any(choice is event.choice for choice in self.decision.choices):
            self.notify(STALE_CHOICE_NOTE, severity="warning", markup=False)
        elif self.port.seat is not None and self.port.is_my_turn():
            choice = event.choice
            self.post_message(ActionChosen(self.port.seat, choice.action, self._offered_at, choice.then))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return True if self.port.can_undo() else None
        if action == "filter_choices":
            return self.decision.can_filter() and not self.decision.filtering and self.maximized is None
        if action == "finish":
            return self._finish_choice() is not None and self.maximized is None
        return super().check_action(action, parameters)

    def _finish_choice(self) -> Choice | None:
        return next((c for c in self.decision.choices if isinstance(c.action, self.FINISH)), None)

    def action_finish(self) -> None:
        """Choose the end of the seat's part, as choosing it in the list does."""
        choice = self._finish_choice()
        if choice is not None:
            self.decision.choose(choice)

    def action_undo(self) -> None:
        if self.port.seat is not None and self.port.can_undo():
            self.post_message(UndoRequested(self.port.seat))

    def action_filter_choices(self) -> None:
        self.decision.open_filter()
