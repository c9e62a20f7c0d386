"""The highlighted choice in full, under the decision list."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from textual.cache import LRUCache
from textual.content import Content
from textual.reactive import reactive
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

from grasse_tui.ui.widgets.choice import Choice


@lru_cache(maxsize=256)
def detail_lines(choice: Choice | None, width: int) -> tuple[Content, ...]:
    """``choice``'s label (bold) and its context (italic), wrapped to ``width`` (cached)."""
    if choice is None or width < 1:
        return ()
    lines = Content.styled(choice.label, "bold").wrap(width)
    if choice.detail:
        lines += Content.styled(choice.detail, "italic").wrap(width)
    return tuple(lines)


def fit_lines(lines: Sequence[Content], width: int, height: int) -> list[Content]:
    """``lines`` cut to ``height``, the last one kept ending in "…" when some were left out."""
    if len(lines) <= height:
        return list(lines)
    if height < 1:
        return []
    kept = list(lines[:height])
    last = kept[-1]
    kept[-1] = Content.assemble(last[: max(0, min(last.cell_length, width - 1))], ("…", "bold"))
    return kept


class ChoiceDetail(Widget):
    """The highlighted choice in full: its label, then its detail (:class:`Choice`).

    The panel sets its height once per decision (:meth:`DecisionPanel.fit_detail`).
    A description cut short ends in "…", and the whole of it is then this
    widget's tooltip (for a mouse) and :attr:`whole_text` (for a keyboard: a
    screen's ``d`` shows it in a :class:`WholeDescription`). A height fixed while
    the decision lasts and a reactive ``choice`` keep highlighting cheap: moving
    the highlight repaints this widget without a new layout, from lines kept per
    choice once it has been shown.
    """

    STRIP_CACHE_SIZE = 64
    """Choices whose rendered lines are kept (a decision rarely offers more)."""

    DEFAULT_CSS = """
    ChoiceDetail {
        height: 5;
        padding: 0 1;
        border-top: solid $panel-lighten-2;
    }
    """

    choice: reactive[Choice | None] = reactive(None, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._strips: LRUCache[tuple[object, ...], list[Strip]] = LRUCache(self.STRIP_CACHE_SIZE)

    def render(self) -> Content:
        width, height = self.size
        return Content("\n").join(fit_lines(detail_lines(self.choice, width), width, height))

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of :meth:`render`, from the lines kept for this choice, size and style."""
        if self.text_selection is not None:
            return super().render_line(y)  # a selection's offsets run over the whole render
        width, height = self.size
        style = self.visual_style
        key = (self.choice, width, height, style)
        strips = self._strips.get(key)
        if strips is None:
            strips = self._strips[key] = Visual.to_strips(self, self.render(), width, height, style)
        return strips[y] if y < len(strips) else Strip.blank(width, style.rich_style)

    def watch_choice(self) -> None:
        self.refresh(self.size.region)  # the text; the border above it stays as drawn
        self._update_tooltip()

    def on_resize(self) -> None:
        self._update_tooltip()

    @property
    def whole_text(self) -> str | None:
        """The highlighted choice's whole description while the box cuts it, else None."""
        choice = self.choice
        width, height = self.size
        if choice is None or len(detail_lines(choice, width)) <= height:
            return None
        return f"{choice.label}\n{choice.detail}".strip()

    def _update_tooltip(self) -> None:
        """The whole description as a tooltip, only while the box cuts it (the screen's footer
        offers ``d`` for it then, so its keys are refreshed when that changes)."""
        tooltip = self.whole_text
        if tooltip != self.tooltip:  # setting it, even to the same text, makes the screen look for its tooltip
            if (tooltip is None) != (self.tooltip is None):
                self.screen.refresh_bindings()
            self.tooltip = tooltip
