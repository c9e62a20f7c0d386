"""Whether a screen or a widget is still the one on show, for work done a moment late."""

from __future__ import annotations

from typing import TypeVar

from textual.screen import Screen
from textual.widget import Widget

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
