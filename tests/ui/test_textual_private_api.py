"""The private parts of Textual the app overrides or reads are still there.

Textual is pinned exactly (pyproject.toml), and these few overrides are the reason: a
Textual upgrade that renames one of them would otherwise leave our override unused, with
nothing failing. Each check names the module of ours that depends on it.
"""

from __future__ import annotations

import inspect

from textual.app import App
from textual.binding import BindingsMap
from textual.widgets import Footer, Input


def test_the_crash_report_hook_ui_app() -> None:
    # ui/app.py replaces App._fatal_error (no local variables in the crash report).
    assert inspect.signature(App._fatal_error).parameters.keys() == {"self"}
    source = inspect.getsource(App._fatal_error)
    assert "_exit_renderables" in source and "_close_messages_no_wait" in source
    assert "_exit_renderables" in inspect.getsource(App.__init__)


def test_the_footer_refresh_hook_ui_widgets() -> None:
    # ui/widgets.py's StableFooter replaces Footer.bindings_changed and sets _bindings_ready.
    assert list(inspect.signature(Footer.bindings_changed).parameters) == ["self", "screen"]
    assert "_bindings_ready" in Footer.__dict__


def test_the_search_box_key_hook_ui_help() -> None:
    # ui/help.py's SearchBox overrides Input._on_key, reads _bindings.key_to_bindings and
    # compares key times with textual._time.get_time.
    assert inspect.iscoroutinefunction(Input._on_key)
    assert "key_to_bindings" in inspect.getsource(BindingsMap.__init__)
    from textual._time import get_time

    assert isinstance(get_time(), float)


def test_the_toast_widget_names_games_grasse_screen_and_ui_saves() -> None:
    # games/grasse/tui/screen.py styles ToastHolder (toasts bottom-left) and ui/saves.py Toast (a
    # wider toast) by Textual's class names for its toast widgets, which are not public.
    from textual.widgets._toast import Toast, ToastHolder, ToastRack

    assert (Toast.__name__, ToastHolder.__name__) == ("Toast", "ToastHolder")
    assert "ToastHolder" in inspect.getsource(ToastRack)


def test_the_notification_list_ui_notes() -> None:
    # ui/notes.py reads App._notifications (what is on show) and calls App._unnotify.
    assert list(inspect.signature(App._unnotify).parameters) == ["self", "notification", "refresh"]
    assert "_notifications" in inspect.getsource(App.__init__)
