"""The help browser: F1 and ?, search, topics of the focused widget."""

from __future__ import annotations

import asyncio
import math
import time

import pytest

from fixtures.toy_game import ToyScreen
from rich.cells import cell_len
from rich.segment import Segment
from textual import events
from textual.app import App
from textual.content import Content
from textual.keys import key_to_character
from textual.widgets import Input, OptionList, Tree

from grasse_tui.core.step import Reveal
from grasse_tui.games.grasse.help import help_markdown
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.dialogs import ChoiceScreen
from grasse_tui.ui.help import SHELL_HELP, HelpScreen, paginate, plain_heading, search, split_sections
from grasse_tui.ui.help_viewer import FittedTableOfContents, HelpViewer, fit
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.reveal import RevealScreen

from .helpers import WAIT_LIMIT, plain_screen_text, screen_text, wait_for
from .test_play import ANN, BOT_B, start


def help_ready(app: App[object]) -> bool:
    """The help screen is up and drawn: it counts typing from now on (keys pressed while it
    opens are dropped, see ``HelpScreen``)."""
    screen = app.screen
    return isinstance(screen, HelpScreen) and screen.search_box.typing_from < math.inf


def test_sections_follow_headings_and_skip_code() -> None:
    sections = split_sections("# Top\nintro\n```\n# not a heading\n```\n## **Bold** part\nbody text\n")
    assert [(s.level, s.title) for s in sections] == [(1, "Top"), (2, "Bold part")]
    assert sections[1].rank("BODY") is not None
    assert sections[0].rank("body") is None


def test_search_ranks_titles_then_whole_words() -> None:
    sections = split_sections(
        "# Overview\nPlay a round at a time.\n## Skipping\nJump ahead.\n"
        "## A round\nText.\n## A round in detail\nMore.\n## Table rulings\nx\n"
        "## Solo\nSee the rulings.\n## Keys\nSet a PIN.\n"
    )
    titles = lambda query: [s.title for s in search(sections, query)]  # noqa: E731
    assert titles("a round") == ["A round", "A round in detail", "Overview"]
    assert titles("rulings") == ["Table rulings", "Solo"]
    assert titles("PIN") == ["Keys", "Skipping"]  # a whole word before a word's middle
    assert titles("kip") == ["Skipping"]


async def test_f1_and_question_mark_open_help_and_search_jumps(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        assert "Using grasse_tui" in screen_text(toy_app)
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))

        start(toy_app, ANN, BOT_B)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: help_ready(toy_app))
        help_screen = toy_app.screen
        assert isinstance(help_screen, HelpScreen)
        assert "Rules — Toy Game" in screen_text(toy_app)

        await pilot.press(*"undo")
        matches = help_screen.query_one("#help-matches", OptionList)
        await wait_for(pilot, lambda: matches.option_count > 0)
        titles = [str(matches.get_option_at_index(i).prompt).strip() for i in range(matches.option_count)]
        assert titles[0] == "Undo"  # a title match first; the shell's own section is searched too
        assert "Drawing" in titles
        await pilot.press("enter")
        await wait_for(pilot, lambda: help_screen.page.title == "Undo")  # the shell's help, on another page
        assert "You can take back your own last actions" in screen_text(toy_app)

        help_screen.query_one("#help-search", Input).value = "zebra [/]"  # shown as typed, not read as markup
        await wait_for(pilot, lambda: "No section mentions “zebra [/]”." in screen_text(toy_app))
        await pilot.press("escape")  # the first Escape folds the results away
        await wait_for(pilot, lambda: not matches.display)
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))


async def test_f1_opens_at_the_focused_widgets_topic(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B, rounds=3)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen) and toy_app.screen.query("#toy-hand"))
        hand = toy_app.screen.query_one("#toy-hand")
        hand.can_focus = True
        hand.focus()
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        screen = toy_app.screen
        assert isinstance(screen, HelpScreen)
        await wait_for(pilot, lambda: screen.page.title == "Your hand")
        viewer = screen.query_one(HelpViewer)
        await wait_for(pilot, lambda: viewer.found is not None)
        heading_id = next(h for _, title, h in viewer.document.table_of_contents or () if title == "Your hand")
        heading = viewer.document.query_one(f"#{heading_id}")
        await wait_for(pilot, lambda: 0 <= heading.region.y - viewer.region.y <= 2)  # "Your hand" at the top


async def test_f1_on_a_private_reveal_opens_at_the_reveals_topic(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B, rounds=3)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        await toy_app.push_screen(RevealScreen(Reveal(0, "You peek", ("a card",), topic="hand"), Content("Ann")))
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        screen = toy_app.screen
        assert isinstance(screen, HelpScreen)
        await wait_for(pilot, lambda: screen.page.title == "Your hand")


async def test_help_screen_is_built_once_per_game(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOT_B, rounds=3)
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        first = toy_app.screen
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ToyScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        assert toy_app.screen is first
        assert "Rules — Toy Game" in screen_text(toy_app)


async def test_rules_from_the_menu_picks_a_built_game(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ChoiceScreen))
        picker = toy_app.screen.query_one(OptionList)
        assert [str(picker.get_option_at_index(i).prompt) for i in range(picker.option_count)] == [
            "Grasse: Mestres Perfumistas",
            "The Perfumer (調香師)",
            "The Grand Alchemist",
            "Eccentric Essences",
            "La Fleur",
            "Toy Game",
        ]
        picker.highlighted = 5
        await pilot.press("enter")
        await wait_for(pilot, lambda: help_ready(toy_app))
        assert "Rules — Toy Game" in screen_text(toy_app)


LONG_HEADINGS = """\
# A top heading

Intro.

## A second-level heading far too long for the table of contents

Text.

### And a third-level one, also much too long for the room it has

Text.

## Short one

Text.
"""


class _HelpApp(App[None]):
    """Only the help screen, on a small document."""

    def __init__(self, markdown: str = LONG_HEADINGS) -> None:
        super().__init__()
        self.markdown = markdown

    def on_mount(self) -> None:
        self.push_screen(HelpScreen(self.markdown, "Help"))


def test_fit_ends_a_cut_heading_in_an_ellipsis() -> None:
    assert fit("Short", 10) == "Short"
    assert fit("A heading — too long", 12) == "A heading…"
    assert cell_len(fit("A heading — too long", 12)) <= 12


async def test_the_table_of_contents_fits_long_headings_with_an_ellipsis() -> None:
    app = _HelpApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: help_ready(app))
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        tree = screen.query_one(FittedTableOfContents).query_one(Tree)
        await wait_for(pilot, lambda: len(list(tree.root.children)) == 1)
        await pilot.pause()
        labels = {}
        stack = list(tree.root.children)
        while stack:
            node = stack.pop()
            stack.extend(node.children)
            labels[node.label.plain.rstrip("…")] = node
        assert "A top heading" in labels
        assert labels["Short one"].label.plain.endswith("one")
        cut = [name for name in labels if name not in ("A top heading", "Short one")]
        assert len(cut) == 2 and all(labels[name].label.plain.endswith("…") for name in cut)
        assert any(LONG_HEADINGS.count(name) for name in cut)
        text = screen_text(app)
        for name in cut:
            assert f"{name}…" in text
        assert tree.virtual_size.width <= tree.scrollable_content_region.width


def _type_at_once(app: App[object], *keys: str) -> None:
    """Post ``keys`` as a terminal would send them, with no wait for the app between them."""
    for key in keys:
        event = events.Key(key, key_to_character(key))
        event.set_sender(app)
        app.post_message(event)


async def test_typing_right_after_ctrl_u_is_kept(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        box = toy_app.screen.query_one("#help-search", Input)
        await pilot.press(*"round")
        _type_at_once(toy_app, "ctrl+u", *"undo")
        await wait_for(pilot, lambda: box.value == "undo")


async def test_ctrl_f_selects_the_query(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        box = toy_app.screen.query_one("#help-search", Input)
        await pilot.press(*"undo")
        assert box.value == "undo"
        await pilot.press("ctrl+f", *"saves")
        assert box.value == "saves"


async def test_enter_folds_the_results_and_ctrl_f_brings_them_back(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        screen = toy_app.screen
        matches = screen.query_one("#help-matches", OptionList)
        await pilot.press(*"saves", "enter")
        await wait_for(pilot, lambda: not matches.display)
        assert "Showing “Saves”." in screen_text(toy_app)
        await pilot.press("ctrl+f")
        assert matches.display
        await pilot.press("escape")  # folds the results away; help stays
        await wait_for(pilot, lambda: not matches.display)
        assert toy_app.screen is screen
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        assert screen.query_one("#help-search", Input).value == ""


LONG_TEXT = "\n\n".join(f"Paragraph {n} of this part, long enough to need some scrolling." for n in range(12))
PAGED = (
    "# Guide\n\nIntro.\n\n## Chapter one\n\nShort chapter.\n\n## Rulings\n\nThe rulings.\n\n"
    + "".join(f"### R{n}\n\nRuling {n}: {'a zebra crossing. ' if n == 10 else ''}{LONG_TEXT}\n\n" for n in range(1, 11))
)


def test_long_chapters_are_split_into_pages() -> None:
    pages = paginate(split_sections(PAGED))
    assert [page.title for page in pages] == ["Guide", "Chapter one", "Rulings (1/2)", "Rulings (2/2)"]
    assert [s.title for s in pages[3].sections] == ["R9", "R10"]
    assert [page.title for page in paginate(split_sections("# Title\n## First\nText.\n## Second\nMore."))] == [
        "Title",
        "Second",
    ]


async def _paged_help(pilot: object, app: _HelpApp) -> HelpScreen:
    """The help screen of ``app``, once shown."""
    await wait_for(pilot, lambda: help_ready(app))  # type: ignore[arg-type]
    assert isinstance(app.screen, HelpScreen)
    return app.screen


async def test_the_table_of_contents_lists_every_page_and_shows_the_chosen_one() -> None:
    app = _HelpApp(PAGED)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _paged_help(pilot, app)
        tree = screen.query_one(FittedTableOfContents).query_one(Tree)
        await wait_for(pilot, lambda: len(list(tree.root.children)) == 1)
        nodes, stack = {}, list(tree.root.children)
        while stack:
            node = stack.pop()
            stack.extend(node.children)
            nodes[node.label.plain] = node
        assert set(nodes) == {"Guide", "Chapter one", "Rulings", *(f"R{n}" for n in range(1, 11))}
        tree.select_node(nodes["R10"])
        await wait_for(pilot, lambda: screen.page.title == "Rulings (2/2)")
        viewer = screen.viewer
        await wait_for(pilot, lambda: viewer.scroll_y > 0)
        assert "Ruling 10:" in screen_text(app)
        assert "Help — page 4 of 4: Rulings (2/2)" in screen_text(app)


async def test_search_shows_a_match_on_another_page() -> None:
    app = _HelpApp(PAGED)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _paged_help(pilot, app)
        await pilot.press(*"zebra", "enter")
        await wait_for(pilot, lambda: screen.page.title == "Rulings (2/2)")
        await wait_for(pilot, lambda: "Ruling 10: a zebra crossing." in screen_text(app))


async def test_page_down_and_up_turn_the_pages() -> None:
    app = _HelpApp(PAGED)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _paged_help(pilot, app)
        await pilot.press("pagedown")  # "Guide" fits: the next page at once
        await wait_for(pilot, lambda: screen.page.title == "Chapter one")
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: screen.page.title == "Rulings (1/2)")
        await pilot.press("pagedown")  # a long page scrolls first
        await wait_for(pilot, lambda: screen.viewer.scroll_y > 0)
        assert screen.page.title == "Rulings (1/2)"
        await pilot.press("pageup", "pageup")
        await wait_for(pilot, lambda: screen.page.title == "Chapter one")
        assert screen.query_one("#help-search", Input).value == ""


async def test_the_contents_cursor_follows_the_page_shown() -> None:
    app = _HelpApp(PAGED)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _paged_help(pilot, app)
        tree = screen.query_one("#help-body Tree", Tree)
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: screen.page.title == "Chapter one")
        await wait_for(pilot, lambda: tree.cursor_node is not None and "Chapter one" in str(tree.cursor_node.label))
        await pilot.press(*"zebra", "enter")
        await wait_for(pilot, lambda: screen.page.title == "Rulings (2/2)")
        await wait_for(pilot, lambda: tree.cursor_node is not None and "10" in str(tree.cursor_node.label))


async def test_a_question_mark_pressed_while_help_opens_is_not_typed(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        for _ in range(2):  # the first open and a kept screen's
            await wait_for(pilot, lambda: isinstance(toy_app.screen, MenuScreen))
            _type_at_once(toy_app, "f1")
            deadline = time.monotonic() + WAIT_LIMIT
            while not isinstance(toy_app.screen, HelpScreen):  # on the stack, not drawn yet
                assert time.monotonic() < deadline, "help never opened"
                await asyncio.sleep(0)  # the next task's turn: "?" must come before help is drawn
            _type_at_once(toy_app, "question_mark")
            await pilot.pause()
            box = toy_app.screen.query_one("#help-search", Input)
            assert box.has_focus and box.value == ""
            await pilot.press("escape")
        await pilot.press("f1")
        await wait_for(pilot, lambda: help_ready(toy_app))
        await pilot.press("question_mark")  # once help is up, "?" can be searched for
        assert toy_app.screen.query_one("#help-search", Input).value == "?"


class _OpenAtApp(App[None]):
    """The Grasse rules' help screen, asked to open at ``section``."""

    def __init__(self, section: str) -> None:
        super().__init__()
        self.section = section

    def on_mount(self) -> None:
        screen = HelpScreen(help_markdown(), "Rules")
        screen.open_at(self.section)
        self.push_screen(screen)


async def test_a_location_opens_at_its_section_on_its_page() -> None:
    app = _OpenAtApp("Alleyway")  # on the Locations chapter's second page, not at its top
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _paged_help(pilot, app)  # type: ignore[arg-type]
        await wait_for(pilot, lambda: screen.page.title == "Locations (2/2)")
        viewer = screen.viewer
        await wait_for(pilot, lambda: viewer.scroll_y > 0)
        heading_id = next(h for _, title, h in viewer.document.table_of_contents or () if title == "Alleyway")
        heading = viewer.document.query_one(f"#{heading_id}")
        await wait_for(pilot, lambda: heading.region.y == viewer.region.y)  # kept there as the page settles
        assert heading.has_class("-found")


def rows_of_the_page(app: App[object], viewer: HelpViewer) -> list[str]:
    """The rows of text the help page shows (the rendered screen, read at the viewer)."""
    rows = plain_screen_text(app).splitlines()[viewer.region.y : viewer.region.bottom]
    left, right = viewer.region.x, viewer.region.right
    return [row[left:right].strip(" ▁▔▎▊│▃▄▅▆▇█") for row in rows]


def marked_words(app: App[object], viewer: HelpViewer) -> list[tuple[int, str]]:
    """Each run of text the help page draws reversed and underlined (a word a search found),
    with its row in the page, top to bottom."""
    region = viewer.region
    strips = app.screen._compositor.render_strips()[region.y : region.bottom]
    runs: list[tuple[int, str]] = []
    for row, strip in enumerate(strips):
        run = ""
        for segment in [*strip.crop(region.x, region.right), Segment(" ")]:
            style = segment.style
            if style is not None and style.reverse and style.underline:
                run += segment.text
            elif run:
                runs.append((row, run))
                run = ""
    return runs


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_a_chosen_result_is_the_top_line_of_the_page_with_the_words_found_marked(size: tuple[int, int]) -> None:
    app = _HelpApp(help_markdown())
    async with app.run_test(size=size) as pilot:
        screen = await _paged_help(pilot, app)
        await pilot.press(*"noble")
        matches = screen.matches_list
        await wait_for(pilot, lambda: matches.option_count >= 2)
        viewer = screen.viewer
        for index in (0, 1):
            title = str(matches.get_option_at_index(index).prompt).strip()
            assert title.startswith(("G10.", "G21."))  # the table rulings on the noble
            if index:
                await pilot.press("ctrl+f")
                await wait_for(pilot, lambda: matches.has_class("-shown"))
            await pilot.press(*["down"] * (index + 1), "enter")
            await wait_for(pilot, lambda: f"Showing “{title}”" in screen_text(app))

            def heading_on_top_and_marked() -> bool:
                found = viewer.found
                if found is None or title.split()[0] not in str(found.render()):
                    return False
                rows = rows_of_the_page(app, viewer)
                heading = " ".join(rows[: found.region.height])
                return heading == title and bool(marked_words(app, viewer))

            await wait_for(pilot, heading_on_top_and_marked)  # the whole heading, wrapped at 80 columns
            assert viewer.found is not None and viewer.found.has_class("-found")
            heading_rows = viewer.found.region.height
            marks = marked_words(app, viewer)
            assert {word.casefold() for _, word in marks} == {"noble"}  # only the word searched for
            assert marks[0][0] < heading_rows  # in the heading
            assert any(row >= heading_rows for row, _ in marks)  # and in the section's text


async def test_a_section_near_the_end_of_its_page_is_shown_with_its_heading_at_the_top() -> None:
    app = _HelpApp(help_markdown())
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: help_ready(app))
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        page = max(screen.pages, key=lambda p: len(p.sections))
        last = page.sections[-1]
        await screen.jump_to(last)
        viewer = screen.viewer
        heading_id = next(h for _, title, h in viewer.document.table_of_contents or () if plain_heading(title) == last.title)
        heading = viewer.document.query_one(f"#{heading_id}")
        await wait_for(pilot, lambda: 0 <= heading.region.y - viewer.region.y <= 2)
        rows = plain_screen_text(app).splitlines()
        assert last.title in "".join(rows[viewer.region.y : viewer.region.y + 3])  # the heading's rows, not mid-screen
        assert "help-tail" not in "".join(rows)  # the blank tail is blank
        await screen.show_page(screen.pages[0])  # another page: no blank tail
        await pilot.pause()
        assert viewer.tail.styles.height is not None and viewer.tail.styles.height.value == 0


async def test_down_from_the_search_goes_to_the_results_and_tab_to_the_page_keeps_its_place() -> None:
    app = _HelpApp(help_markdown())
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _paged_help(pilot, app)
        await pilot.press(*"pierre")
        await wait_for(pilot, lambda: screen.matches_list.option_count > 1)
        await pilot.press("down")
        assert screen.matches_list.has_focus and screen.matches_list.highlighted == 0
        await pilot.press("enter")
        section = screen._matches[0]  # Pierre's table, halfway down its page
        viewer = screen.viewer
        assert section is not screen._page_of[section.index].sections[0]
        await wait_for(pilot, lambda: viewer.scroll_y > 0)
        shown = viewer.scroll_y
        for _ in range(3):  # Tab on to the page (past the results and the contents)
            if screen.focused in (viewer, viewer.document):
                break
            await pilot.press("tab")
        await pilot.wait_for_scheduled_animations()  # a scroll on focus would have happened by now
        assert viewer.scroll_y == shown  # not back to the page's top
        assert viewer.has_focus  # ↑↓ scroll the page


def test_the_app_help_points_to_each_games_rules_and_lists_undo() -> None:
    sections = split_sections(SHELL_HELP)
    assert search(sections, "rulings")[0].title == "Rules of the games"
    keys = next(section for section in sections if section.title == "Keys")
    assert "**u**" in keys.body and "Undo" in keys.body


def test_search_reads_numbers_as_words_and_puts_the_text_saying_it_most_first() -> None:
    sections = split_sections(
        "# Five players\nOne more tile.\n## Setup\nThe pawn starts here.\n"
        "## Square\nPut the golden pawn down; the golden pawn blocks.\n## Kit\nA golden pawn.\n"
    )
    titles = lambda query: [s.title for s in search(sections, query)]  # noqa: E731
    assert titles("5 players") == ["Five players"]
    assert titles("five players") == ["Five players"]
    assert titles("1 more") == ["Five players"]
    assert titles("golden pawn") == ["Square", "Kit"]  # two mentions before one


def test_search_ignores_accents_and_finds_every_word_in_any_order() -> None:
    sections = split_sections(
        "# Square (Praça)\nTake one piece.\n## Pierre\nHe serves clients too.\n## Clients\nThree open.\n"
    )
    titles = lambda query: [s.title for s in search(sections, query)]  # noqa: E731
    assert titles("praca") == ["Square (Praça)"]
    assert titles("PRAÇA") == ["Square (Praça)"]
    assert titles("clients pierre") == ["Pierre"]  # the phrase is nowhere; both words are here
    assert titles("clients") == ["Clients", "Pierre"]


async def test_keys_typed_at_once_after_down_go_to_the_results() -> None:
    app = _HelpApp(help_markdown())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _paged_help(pilot, app)
        await pilot.press(*"noble", "enter")  # the best match is shown
        await wait_for(pilot, lambda: "Showing “G10." in screen_text(app))
        await pilot.press("ctrl+f")
        await wait_for(pilot, lambda: screen.matches_list.has_class("-shown"))
        _type_at_once(app, "down", "down", "enter")  # ↓ moves the focus; the keys after it follow
        await wait_for(pilot, lambda: "Showing “G21." in screen_text(app))
