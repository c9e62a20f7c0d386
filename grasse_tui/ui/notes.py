"""An App whose toasts are plain text and do not stack copies of themselves."""

from __future__ import annotations

from textual import on
from textual.app import App
from textual.notifications import Notification, Notify, SeverityLevel

NoteKey = tuple[str, str, str]
"""A toast's message, title and severity: two toasts alike in these are the same note."""


def _key(notification: Notification) -> NoteKey:
    return notification.message, notification.title, notification.severity


class UnstackedNotesApp(App[None]):
    """A note (toast) raised again while the same one is on show is not shown twice.

    A key pressed three times on a spot that offers nothing gave three identical
    toasts, one above the other, for a few seconds. The copy is dropped. What is
    on show is Textual's own list (``App._notifications``, which forgets a toast
    once it times out or is clicked away), and the notes posted but not yet
    added to it. Every note is plain text, whatever ``markup`` says: seat names
    and paths may look like markup.
    """

    def __init__(self) -> None:
        super().__init__()
        self._notes_posted: set[NoteKey] = set()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        note = (message, title, severity)
        if note in self._notes_posted or any(_key(shown) == note for shown in self._notifications):
            return
        self._notes_posted.add(note)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    @on(Notify)
    def _note_arrived(self, event: Notify) -> None:
        """The note is in Textual's list now (or about to be): that list says whether it is on show."""
        self._notes_posted.discard(_key(event.notification))

    def withdraw(self, message: str) -> None:
        """Take every note saying ``message`` off show, leaving the others (e.g. a note about
        a step, once the step is taken)."""
        for notification in [n for n in self._notifications if n.message == message]:
            self._unnotify(notification)
