"""A line of feedback under a form or a dialog."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static


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
