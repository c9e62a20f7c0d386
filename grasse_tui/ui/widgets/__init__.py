"""Small widgets shared by the shell's screens."""

from __future__ import annotations

from typing import TypeVar

from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static

ResultT = TypeVar("ResultT")


def dismiss_if_current(screen: Screen[ResultT], result: ResultT) -> bool:
    """Close ``screen`` with ``result``, unless another screen has come on top of it since;
    returns whether it closed.

    Textual's ``dismiss`` pops whatever screen is on top; a button press or an option
    chosen is handled a moment after its key, so a key pressed in between (F1) could
    put a screen above this one, which ``dismiss`` would then close instead.
    """
    if not screen.is_active:  # the top of the stack (``is_current`` also counts screens seen behind it)
        return False
    screen.dismiss(result)
    return True


def still_shown(widget: Widget) -> bool:
    """True while ``widget`` is in the DOM and displayed: not hidden, not being removed.

    A call deferred with ``call_after_refresh`` runs on whichever screen is current by then,
    maybe the next one (a shield that replaced a game screen): a deferred layout fix checks
    this first, as its widget's children may already be gone.
    """
    return widget.is_attached and widget.display


class Note(Static):
    """A line of feedback that takes no room while it has nothing to say.

    Add the ``-error`` class for problems (bold, error colour). Strings are shown as
    they are, never read as markup: a note quotes seat names, file paths and error
    messages, and a ``[`` in one of them must not break the screen.
    """

    DEFAULT_CSS = """
    Note {
        height: auto;
        display: none;
    }
    Note.-error {
        color: $text-error;
        text-style: bold;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(markup=False, id=id, classes=classes)

    def say(self, text: str | Content) -> None:
        """Show ``text`` (an empty text hides the note)."""
        self.update(text)
        self.display = bool(text)


class StableFooter(Footer):
    """A :class:`Footer` that rebuilds its keys only when they change.

    Textual's footer recomposes all its keys on every bindings refresh: each
    focus change, each screen resume and each game refresh, several times for
    every screen shown. Here refreshes that arrive together are handled once,
    and one that leaves the keys, labels and enabled states as they are shown
    is dropped.
    """

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[object, ...] | None = None
        self._pending = False

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Textual's handler (same conditions), with the recompose batched and checked."""
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._pending:
            self._pending = True
            self.call_after_refresh(self._recompose_if_changed)

    def _keys(self) -> tuple[object, ...]:
        """What the footer would show: each active binding's key, label, action and state."""
        shown = []
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            display = self.app.get_key_display(binding)
            shown.append((key, display, binding.description, binding.action, binding.show, active.enabled, active.tooltip))
        return tuple(shown)

    async def _recompose_if_changed(self) -> None:
        self._pending = False
        if not self.is_attached:
            return  # its screen went away meanwhile
        keys = self._keys()
        if keys != self._shown:
            self._shown = keys
            await self.recompose()
