"""Toasts: the same note raised twice while on show is shown once."""

from __future__ import annotations

from grasse_tui.ui.notes import UnstackedNotesApp

from .helpers import screen_text


async def test_a_note_on_show_is_not_stacked_again_until_it_is_gone() -> None:
    app = UnstackedNotesApp()
    async with app.run_test(notifications=True) as pilot:
        app.notify("Nothing there.", timeout=30)
        app.notify("Nothing there.", timeout=30)  # before the first is even on show
        app.notify("Something else.", timeout=30)
        await pilot.pause()
        text = screen_text(app)
        assert text.count("Nothing there.") == 1 and "Something else." in text
        app.notify("Nothing there.", timeout=30)  # while it is on show
        await pilot.pause()
        assert screen_text(app).count("Nothing there.") == 1
        app.clear_notifications()
        app.notify("Nothing there.", timeout=30)
        await pilot.pause()
        assert screen_text(app).count("Nothing there.") == 1


async def test_a_note_clicked_away_comes_back_when_raised_again() -> None:
    app = UnstackedNotesApp()
    async with app.run_test(notifications=True) as pilot:
        app.notify("Nothing there.", timeout=30)
        await pilot.pause()
        await pilot.click("Toast")
        await pilot.pause()
        assert "Nothing there." not in screen_text(app)
        app.notify("Nothing there.", timeout=30)
        await pilot.pause()
        assert "Nothing there." in screen_text(app)


async def test_a_note_withdrawn_goes_and_the_others_stay() -> None:
    app = UnstackedNotesApp()
    async with app.run_test(notifications=True) as pilot:
        app.notify("Place your next tile.", timeout=30)
        app.notify("Autosave failed.", timeout=30)
        await pilot.pause()
        app.withdraw("Place your next tile.")
        await pilot.pause()
        text = screen_text(app)
        assert "Place your next tile." not in text and "Autosave failed." in text
