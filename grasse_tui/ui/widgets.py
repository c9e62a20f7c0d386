"""Small widgets shared by the shell's screens."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static


class Note(Static):
    """A line of feedback that takes no room while it has nothing to say.

    Add the ``-error`` class for problems (bold, error colour).
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

    def say(self, text: str | Content) -> None:
        """Show ``text`` (an empty text hides the note)."""
        self.update(text)
        self.display = bool(text)
