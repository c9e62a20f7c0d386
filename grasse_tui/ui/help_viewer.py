"""The help browser's page view and its table of contents, which fits its headings to its width.

Kept apart from ``help.py`` because importing the Markdown widgets (and
markdown-it) costs about 0.1 s, which the app pays only when help first opens.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Markdown, Static, Tree
from textual.widgets.markdown import MarkdownTableOfContents, TableOfContentsType

from grasse_tui.ui.text_match import found_spans

SKIPPED_LEVEL = "…"
"""The label of a heading level the text skips (a ``###`` right under a ``#``)."""
ICON_WIDTH = 2
"""Cells taken by the ▼/▶ mark in front of a heading that has sub-headings."""
FOUND_WORD = "reverse underline"
"""The style of a word a search found: underlined too, so it stands out in the reversed
heading of the section shown (and without colour)."""


def fit(text: str, width: int) -> str:
    """``text`` if it fits in ``width`` cells, else cut to ``width`` ending in "…" (no dash or space before it)."""
    if cell_len(text) <= width:
        return text
    if width < 1:
        return ""
    return set_cell_size(text, width - 1).rstrip(" —–-,;:") + "…"


class FittedTableOfContents(MarkdownTableOfContents):
    """A table of contents that ends a heading too long for its width in "…".

    Its owner sets :attr:`table_of_contents` (the whole help's headings, not
    only the shown page's). Textual's tree would cut a long heading at the
    edge. The tree is as wide as this widget (its padding and a scrollbar's
    room kept free), and the tree is built again, fitted, whenever that width
    changes.
    """

    DEFAULT_CSS = """
    FittedTableOfContents > Tree {
        width: 100%;
    }
    """

    def __init__(self, markdown: Markdown) -> None:
        super().__init__(markdown)
        self._fitted_width = 0
        self._shown_block: str | None = None
        """The heading of the page shown, where the tree's cursor goes (None: not set yet)."""

    def label_width(self) -> int:
        """Cells for a heading's text at the left of the tree, before any guide."""
        tree = self.query_one(Tree)
        styles = tree.styles
        return max(0, self.size.width - styles.padding.width - styles.scrollbar_size_vertical)

    def rebuild_table_of_contents(self, table_of_contents: TableOfContentsType) -> None:
        """Textual's tree of headings (without its level marks), each fitted to the room its
        level (and ▼ mark) leaves."""
        width = self._fitted_width = self.label_width()
        tree: Tree[dict[str, str | None]] = self.query_one(Tree)
        tree.clear()
        levels = [level for level, _, _ in table_of_contents]
        for index, (level, name, block_id) in enumerate(table_of_contents):
            node = tree.root
            for _ in range(level - 1):
                if node.children:
                    node = node.children[-1]
                    node.expand()
                    node.allow_expand = True
                else:
                    node = node.add(SKIPPED_LEVEL, expand=True)
            # No level marks: Textual's "Ⅱ" before each heading read like a round of the game.
            has_children = index + 1 < len(levels) and levels[index + 1] > level
            room = width - tree.guide_depth * (level - 1) - (ICON_WIDTH if has_children else 0)
            label = fit(name, room) if width else name
            node.add_leaf(Text(label), {"block_id": block_id})
        if self._shown_block is not None:
            self.call_after_refresh(self._move_cursor_to_shown)

    def show_block(self, block_id: str) -> None:
        """Move the tree's cursor to the heading ``block_id`` (as the page shown changes), and
        keep it there when the tree is built again."""
        self._shown_block = block_id
        # After the refresh: a tree just built knows its nodes' lines only once it has laid them out.
        self.call_after_refresh(self._move_cursor_to_shown)

    def _move_cursor_to_shown(self) -> None:
        tree: Tree[dict[str, str]] = self.query_one(Tree)
        stack = list(tree.root.children)
        while stack:
            node = stack.pop()
            if node.data is not None and node.data.get("block_id") == self._shown_block:
                tree.move_cursor(node)
                return
            stack.extend(node.children)

    def on_resize(self) -> None:
        if self.table_of_contents is not None and self.label_width() != self._fitted_width:
            self.rebuild_table_of_contents(self.table_of_contents)


class HelpViewer(VerticalScroll, can_focus=True, can_focus_children=False):
    """One page of the help: a focusable, scrolling view of a :class:`Markdown` document.

    The view takes the focus, not the document: Textual scrolls a widget that gets
    the focus into view, which for a document taller than the view means back to
    its top, away from the heading a search or the contents just showed.
    """

    DEFAULT_CSS = """
    HelpViewer {
        height: 1fr;
        scrollbar-gutter: stable;
        background: $surface;
    }
    HelpViewer .-found {
        text-style: reverse;
    }
    /* Textual sizes a ### heading to its text; a heading longer than the page wraps. */
    HelpViewer MarkdownHeader {
        max-width: 100%;
    }
    """

    def __init__(self, markdown: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.document = Markdown(markdown)
        """The Markdown of the page shown."""
        self.tail = Static(id="help-tail")
        """Blank lines after the page, as many as it takes to bring its last headings to the top."""
        self.tail.styles.height = 0
        self.found: Widget | None = None
        """The heading a search or the contents showed, kept at the top until the reader scrolls."""
        self.marked: list[tuple[Static, Content]] = []
        """The parts of the page whose words a search found, each with its text unmarked."""

    def compose(self) -> ComposeResult:
        yield self.document
        yield self.tail

    def show_at_top(self, heading: Widget, query: str = "") -> None:
        """Mark ``heading`` (a heading of the page) and keep it at the top of the view until
        the reader scrolls or turns the page: the page's blocks settle their heights over
        several layouts after it is shown, each of which moves the heading down or up.

        The words of ``query`` (a search) are marked in the heading and its section (see
        :func:`~grasse_tui.ui.text_match.found_spans`) until another section is shown."""
        self.unpin()
        self.unmark_words()
        self.found = heading
        heading.add_class("-found")
        if query:
            self._mark_words(heading, query)
        self._scroll_to_found()

    def _section_parts(self, heading: Widget) -> list[Static]:
        """The widgets holding the text of ``heading``'s section: the heading, then each
        block (and each part of a list or table) up to the next heading."""
        headings = {block_id for _, _, block_id in self.document.table_of_contents or ()}
        blocks = list(self.document.children)
        start = blocks.index(heading)
        end = next((i for i in range(start + 1, len(blocks)) if blocks[i].id in headings), len(blocks))
        parts: list[Static] = []
        for block in blocks[start:end]:
            parts.extend(part for part in (block, *block.query(Static)) if isinstance(part, Static))
        return parts

    def _mark_words(self, heading: Widget, query: str) -> None:
        texts = [(part, part.content) for part in self._section_parts(heading) if isinstance(part.content, Content)]
        for (part, text), spans in zip(texts, found_spans([text.plain for _, text in texts], query), strict=True):
            if spans:
                self.marked.append((part, text))
                marked = text
                for start, end in spans:
                    marked = marked.stylize(FOUND_WORD, start, end)
                part.update(marked)

    def unmark_words(self) -> None:
        """Take the marks of a search's words away."""
        for part, text in self.marked:
            if part.is_attached:
                part.update(text)
        self.marked.clear()

    def _scroll_to_found(self) -> None:
        """Scroll so :attr:`found` is the top line, lengthening the blank tail when the page
        ends too soon after it."""
        heading = self.found
        if heading is None or not heading.is_attached:
            return
        top = heading.virtual_region.y + self.document.virtual_region.y
        if heading is self.document.children[0]:
            top = 0  # the page's first heading: its top margin too
        short = top - self.max_scroll_y
        if short > 0:
            self.tail.styles.height = self.tail.outer_size.height + short
            self.call_after_refresh(self._scroll_to_found)
        else:
            self.scroll_to(y=top, animate=False, immediate=True)

    def on_resize(self) -> None:
        """The page's or the view's height changed: the found heading goes back to the top."""
        self._scroll_to_found()

    def unpin(self) -> None:
        """Let the view scroll freely again, the found heading no longer marked."""
        if self.found is not None:
            self.found.remove_class("-found")
            self.found = None

    def on_key(self) -> None:
        self.unpin()

    def on_mouse_scroll_down(self) -> None:
        self.unpin()

    def on_mouse_scroll_up(self) -> None:
        self.unpin()

    def drop_tail(self) -> None:
        """No blank lines after the page, nothing kept at the top or marked (a new page is shown)."""
        self.unpin()
        self.unmark_words()
        self.tail.styles.height = 0
