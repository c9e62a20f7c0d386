"""A widget drawn as a list of lines that it lays out for its own width."""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget


class LinesWidget(Widget):
    """Renders :meth:`content_lines` for the content width, and is as tall as they are.

    Subclasses lay their text out for a given width (wrapping or shortening it),
    so the height Textual asks for and what is drawn always agree.
    """

    def content_lines(self, width: int | None) -> list[Content]:
        """The lines laid out for ``width`` cells (None: no limit)."""
        raise NotImplementedError

    def render(self) -> Content:
        return Content("\n").join(self.content_lines(self.content_region.width or None))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.content_lines(width or None))
