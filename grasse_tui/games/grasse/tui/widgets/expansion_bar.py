"""The strip under the header for the Events and Important Clients mini-expansions.

It shows this round's event cards while they act (a card lasting the whole
round all round, marked so; an at-once or per-seat card during the round's
first turn or while seats still decide, marked waiting until it is resolved),
the cards already face up for later rounds (Events variant 2), and the open
client row with its pile.
"""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive

from grasse_tui.games.grasse.rules.content import ROMAN, EventId, EventKind
from grasse_tui.games.grasse.rules.view import EventsView, GrasseView
from grasse_tui.games.grasse.tui.widgets.glyphs import PERFUME_SYMBOLS, aligned
from grasse_tui.ui.widgets.line_widget import LinesWidget

ALL_ROUND = "all round"
"""How an event card lasting the whole round is marked."""

KIND_TAGS: dict[EventKind, str] = {
    EventKind.IMMEDIATE: "✓ done",
    EventKind.DECISION: "✓ done",
    EventKind.ROUND: ALL_ROUND,
}
"""The mark of a resolved event card of each kind (words, not only a colour)."""

WAITING = "… waiting"
"""The mark of an at-once or per-seat card still queued behind the card being resolved."""

CANCELLED = "cancelled: both harvest cards are up"
"""Shown on a harvest card whose effect the other harvest card cancels (ruling G26)."""

HARVESTS = frozenset({EventId.RICH_HARVEST, EventId.POOR_HARVEST})

LEAVES = " ◀ this one leaves at round end"
"""Marks the rightmost client: the only one who leaves when the round ends unserved."""
LEAVES_SHORT = " ◀ leaves at round end"
""":data:`LEAVES` in fewer words, for a clients line that would not fit otherwise."""

CLIENT_BONUS = "a sale of one: +1 coin, +1 point"
SEPARATOR = "  │  "
ROUND_SEPARATOR = " · "


def active_events(view: GrasseView) -> tuple[EventId, ...]:
    """This round's event cards that still act: round-long ones all round, the others
    during the round's first turn or while seats still make the event's decisions."""
    events = view.events
    if events is None:
        return ()
    fresh = view.turn <= 1 or view.step.kind == "event"
    return tuple(e for e in events.this_round if fresh or e in events.round_effects)


AFTER_THE_DRAFT = "none yet: round I's card comes after the tile draft"
"""The Events line during the draft when variant 1 gives round I a card (it looked ignored)."""


def _card_after_the_draft(view: GrasseView, events: EventsView) -> bool:
    """True during the tile draft when variant 1 gives round I a card, still to be drawn."""
    return not view.turn and not events.this_round and 1 in events.variants


def _none_acting(view: GrasseView, events: EventsView) -> str:
    """What the Events line says while no card acts: which of this round's cards are done,
    or, during the draft, that variant 1's round-I card is still to come."""
    if _card_after_the_draft(view, events):
        return AFTER_THE_DRAFT
    done = [e.label for e in events.this_round]
    return f"none acting now (done this round: {', '.join(done)})" if done and view.turn else "none acting now"


def event_row(events: EventsView, event: EventId, deciding: EventId | None) -> list[Content | str]:
    """Name (bold), its mark (its kind's once resolved, "… waiting" while queued) and its effect."""
    tag = KIND_TAGS[event.kind]
    style = "bold reverse" if event.kind is EventKind.ROUND else "bold"
    if event is deciding:
        tag, style = "◆ deciding now", "bold reverse"
    elif event in events.waiting and event.kind is not EventKind.ROUND:
        tag, style = WAITING, "dim"
    summary = event.info.summary
    if event in HARVESTS and HARVESTS <= set(events.round_effects) and events.collect_limit is None:
        summary = f"{summary} ({CANCELLED})"
    return [Content.styled(event.label, "bold"), Content.styled(tag, style), summary]


def upcoming_rounds(events: EventsView) -> list[Content]:
    """``["III Tax, Collect 2", "IV Double Sale"]``: later rounds' face-up cards (variant 2)."""
    return [
        Content.assemble((ROMAN[number - 1], "bold"), " ", ", ".join(e.label for e in cards))
        for number, cards in events.upcoming
    ]


def upcoming_text(events: EventsView) -> Content:
    """``III Tax, Collect 2 · IV Double Sale`` on one line."""
    return Content(ROUND_SEPARATOR).join(upcoming_rounds(events))


def upcoming_lines(events: EventsView, width: int) -> list[Content]:
    """The "Coming" line wrapped to ``width`` between rounds, never inside a card's name
    (a round too long for a line of its own is wrapped between words)."""
    head = Content.assemble(("Coming", "bold"), "  ")
    indent = " " * head.cell_length
    lines: list[Content] = []
    line = head
    for part in upcoming_rounds(events):
        if line is not head and line.cell_length + len(ROUND_SEPARATOR) + part.cell_length <= width:
            line = Content.assemble(line, ROUND_SEPARATOR, part)
        elif line is head or line.cell_length == len(indent):
            line = Content.assemble(line, part)
        else:
            lines.append(line)
            line = Content.assemble(indent, part)
    lines.append(line)
    return [piece for line in lines for piece in line.wrap(width)]


def clients_text(view: GrasseView, short: bool = False) -> Content:
    """``Fl Floral · Wo Woody · Ex Exotic ◀ this one leaves at round end``, leftmost first
    (``short``: "◀ leaves at round end")."""
    if not view.clients:
        return Content.styled("nobody waiting", "dim")
    parts = [Content.assemble((PERFUME_SYMBOLS[p], "bold"), " ", p.label) for p in view.clients]
    parts[-1] = Content.assemble(parts[-1], (LEAVES_SHORT if short else LEAVES, "dim"))
    return Content(" · ").join(parts)


def pile_text(cards: int, short: bool = False) -> str:
    """``pile 2``, or once the client pile is empty what happens next (``short``: only that it is empty)."""
    if cards:
        return f"pile {cards}"
    return "pile empty" if short else "pile empty: served clients are shuffled back in"


def clients_line(view: GrasseView, width: int | None) -> Content:
    """The client row, the bonus for serving one and the pile; in fewer words (the tooltip
    keeps them all) when that keeps the line within ``width`` cells."""
    for short in (False, True):
        line = Content.assemble(
            ("Clients", "bold underline"),
            "  ",
            clients_text(view, short),
            (f" · {CLIENT_BONUS} · {pile_text(view.client_deck, short)}", "dim"),
        )
        if width is None or line.cell_length <= width:
            break
    return line


def bar_lines(view: GrasseView, width: int | None) -> list[Content]:
    """The full strip: a line per acting event card (aligned, cut to ``width``), then the
    coming cards and the clients (on one line when both fit, else each wrapped to ``width``)."""
    lines: list[Content] = []
    events = view.events
    coming: Content | None = None
    clients: Content | None = None
    if events is not None:
        heading = Content.styled(f"Events {ROMAN[view.round - 1]}", "bold underline")
        deciding = view.step.event if view.step.kind == "event" else None
        rows: list[list[Content | str]] = [
            [heading if index == 0 else "", *event_row(events, event, deciding)]
            for index, event in enumerate(active_events(view))
        ]
        if not rows:
            rows.append([heading, Content.styled(_none_acting(view, events), "dim")])
        lines += aligned(rows, gap=2)
        if events.upcoming:
            coming = Content.assemble(("Coming", "bold"), "  ", upcoming_text(events))
    if "clients" in view.expansions:
        clients = clients_line(view, width)
    tail = [line for line in (coming, clients) if line is not None]
    if width is None:
        return lines + tail
    lines = [line.truncate(width, ellipsis=True) for line in lines]
    joined = Content(SEPARATOR).join(tail)
    if tail and joined.cell_length <= width:
        return [*lines, joined]
    if coming is not None and events is not None:
        lines += upcoming_lines(events, width)
    return lines + (clients.wrap(width) if clients is not None else [])


def compact_line(view: GrasseView) -> Content:
    """The strip in one line for a short terminal: acting card names with their marks, the
    client types (without the bonus for serving one: the tooltip and the help have it),
    then the coming cards (cut first when the line is too long)."""
    parts: list[Content] = []
    events = view.events
    if events is not None:
        names = [
            Content.assemble((e.label, "bold"), f" {ALL_ROUND}" if e.kind is EventKind.ROUND else "")
            for e in active_events(view)
        ]
        idle = AFTER_THE_DRAFT if _card_after_the_draft(view, events) else "none acting now"
        listed = Content(", ").join(names) if names else Content.styled(idle, "dim")
        parts.append(Content.assemble((f"Events {ROMAN[view.round - 1]} ", "bold underline"), listed))
    if "clients" in view.expansions:
        wanted = " ".join(PERFUME_SYMBOLS[p] for p in view.clients) or "none"
        leaves = LEAVES_SHORT if view.clients else ""
        more = f" · {pile_text(view.client_deck, short=True)}"  # the bonus is in the tooltip
        parts.append(Content.assemble(("Clients ", "bold underline"), wanted, (leaves + more, "dim")))
    if events is not None and events.upcoming:
        parts.append(Content.assemble(("Coming ", "bold"), upcoming_text(events)))
    return Content(SEPARATOR).join(parts)


class ExpansionBar(LinesWidget):
    """Events and Important Clients, as everyone sees them (hidden without either).

    ``compact`` (a short terminal) puts it all on one line, without the
    cards' effects; otherwise each acting event card gets a line with its
    effect; an event card's line too long for the width ends in "…" (the
    tooltip has the whole strip).
    """

    DEFAULT_CSS = """
    ExpansionBar {
        height: auto;
        padding: 0 1;
        background: $boost;
        display: none;
    }
    ExpansionBar.-shown {
        display: block;
    }
    ExpansionBar.-compact {
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    view: reactive[GrasseView | None] = reactive(None, layout=True)
    compact: reactive[bool] = reactive(False, layout=True)
    help_topic = "Mini-expansions"

    def watch_view(self, view: GrasseView | None) -> None:
        shown = view is not None and (view.events is not None or "clients" in view.expansions)
        self.set_class(shown, "-shown")
        self.tooltip = Content("\n").join(bar_lines(view, None)) if view is not None and shown else None

    def watch_compact(self, compact: bool) -> None:
        self.set_class(compact, "-compact")

    def content_lines(self, width: int | None) -> list[Content]:
        view = self.view
        if view is None:
            return []
        if self.compact:
            return [compact_line(view)]
        return bar_lines(view, width)
