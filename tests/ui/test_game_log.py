"""The game log: wraps entries once (cached across logs), appends, rewraps after an undo, follows the
end, and shows a long batch of new entries (or one long newest entry) from its start."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Footer

from grasse_tui.ui.widgets.game_log import GameLog, wrap_entry

from .helpers import screen_text, wait_for

ENTRIES = tuple(f"Entry {n}: Ann (R) places a worker at the Master Perfumer and takes a card." for n in range(30))


class LogApp(App[None]):
    """Only a game log, 30 cells wide, whose bottom border names a key to read it whole."""

    CSS = "GameLog { width: 30; height: 10; }"

    def compose(self) -> ComposeResult:
        yield GameLog(more_hint="l: whole log", id="log")
        yield Footer()


def test_an_entry_wraps_to_the_width_and_the_wrap_is_shared() -> None:
    lines = wrap_entry(ENTRIES[0], 20)
    assert len(lines) > 1 and all(len(line) <= 20 for line in lines)
    assert " ".join(lines).split() == ENTRIES[0].split()
    hits = wrap_entry.cache_info().hits
    assert wrap_entry(ENTRIES[0], 20) is lines
    assert wrap_entry.cache_info().hits == hits + 1
    assert wrap_entry("", 20) == ("",)


async def test_the_log_appends_rewraps_after_an_undo_and_follows_the_end() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        log.show(ENTRIES[:20])
        await wait_for(pilot, lambda: log.lines and log.scroll_y == log.max_scroll_y > 0)
        width = log.scrollable_content_region.width
        assert list(log.lines) == [line for entry in ENTRIES[:20] for line in wrap_entry(entry, width)]

        log.show(ENTRIES[:21])  # one entry appended: the log follows the end
        await wait_for(pilot, lambda: log.scroll_y == log.max_scroll_y)
        assert log.first_unread is None
        assert list(log.lines[-len(wrap_entry(ENTRIES[20], width)) :]) == list(wrap_entry(ENTRIES[20], width))

        first_new = len(log.lines)
        log.show(ENTRIES)  # more new lines than the log is tall: shown from the first of them
        await wait_for(pilot, lambda: log.scroll_y == first_new < log.max_scroll_y)
        assert log.entries == ENTRIES and log.first_unread == first_new
        assert list(log.lines[-len(wrap_entry(ENTRIES[-1], width)) :]) == list(wrap_entry(ENTRIES[-1], width))
        assert wrap_entry(ENTRIES[21], width)[0] in screen_text(app)
        height = log.scrollable_content_region.height
        await wait_for(pilot, lambda: log.border_subtitle == f"↓ {len(log.lines) - first_new - height} more lines · l: whole log")
        log.scroll_end(animate=False)
        await wait_for(pilot, lambda: not log.border_subtitle)

        shorter = (*ENTRIES[:10], "Bob (B) takes water.")  # after an undo the log changed: rewrapped
        log.show(shorter)
        await pilot.pause()
        assert list(log.lines) == [line for entry in shorter for line in wrap_entry(entry, width)]
        assert log.lines[-1] == "Bob (B) takes water."

        log.scroll_home(animate=False)
        await pilot.pause()
        app.query_one(GameLog).styles.height = 6  # a shorter log shows the newest lines again
        await wait_for(pilot, lambda: log.scroll_y == log.max_scroll_y > 0)


async def test_a_newest_entry_taller_than_the_log_is_shown_from_its_first_line() -> None:
    app = LogApp()
    app.CSS = "GameLog { width: 30; height: 4; }"  # two lines inside the border
    opening = "New game for 2 players. Bob (B) starts round I; first, each seat places its large tiles."
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        log.show((opening,))  # a seat's first view: the one entry is four lines
        await wait_for(pilot, lambda: log.lines and log.max_scroll_y > 0)
        await pilot.pause()
        assert log.scroll_y == 0 and log.first_unread == 0
        assert "New game for 2 players." in screen_text(app)
        assert len(log.lines) == 4
        await wait_for(pilot, lambda: log.border_subtitle == "↓ 2 more lines · l: whole log")

        log.show((opening,))  # a refresh with nothing new leaves the log where it is
        await pilot.pause()
        assert log.scroll_y == 0 and log.first_unread == 0


async def test_the_focused_log_shows_it_and_the_footer_lists_its_scroll_keys() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        log.show(ENTRIES)
        await wait_for(pilot, lambda: log.scroll_y == log.max_scroll_y > 0)
        bottom = log.scroll_y
        log.focus()
        await pilot.press("up")
        await wait_for(pilot, lambda: log.scroll_y < bottom)
        assert log.styles.border.top[0] == "heavy"
        text = screen_text(app)
        assert "↑↓ PgUp PgDn Scroll" in text
