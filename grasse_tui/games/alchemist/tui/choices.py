"""The Grand Alchemist's legal actions as the decision panel lists them: grouped (moving a
marker first, then ending a move, the event cards, the end of the sequence), each with the
help topic that explains it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.content import CITY, Link, neighbours
from grasse_tui.games.alchemist.rules.content import Role
from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.games.alchemist.tui.widgets.map_panel import ALCHEMIST_SIGN
from grasse_tui.ui.widgets.choice import Choice

GROUPS = (
    "Where your markers start",
    "Give the dice",
    "Move a marker",
    "End a marker's move",
    "Encounter",
    "Diversion",
    "Duel",
    "The duel's cards",
    "Thief: swap up to two",
    "Send an assistant to prison",
    "Grand Œuvre",
    "Done",
    "Event cards",
    "The Grand Inquisitor",
    "Public judgement",
)

TOPIC: dict[type, str] = {
    act.Place: "Set-up",
    act.Assign: "Moving",
    act.Step: "Moving",
    act.Stop: "Studying",
    act.Inspect: "Encounters",
    act.Divert: "Encounters",
    act.Duel: "Encounters",
    act.Defend: "Encounters",
    act.Exchange: "Encounters",
    act.Pass: "Encounters",
    act.PlayCoach: "Event cards",
    act.PlaySearch: "Event cards",
    act.PlayProtection: "Event cards",
    act.PlayPrison: "Event cards",
    act.SendAssistant: "Event cards",
    act.PlayPlague: "Event cards",
    act.PlayThief: "Event cards",
    act.Swap: "Event cards",
    act.PlayAlloy: "Event cards",
    act.GrandOeuvre: "The Grand Œuvre",
    act.EndSequence: "A turn",
    act.InquisitorDie: "The Grand Inquisitor",
    act.InquisitorStep: "The Grand Inquisitor",
    act.InquisitorSearch: "The Grand Inquisitor",
    act.InquisitorControl: "The Grand Inquisitor",
    act.InquisitorCoach: "The Grand Inquisitor",
    act.InquisitorStop: "The Grand Inquisitor",
    act.Vote: "The dungeon",
}
"""The help heading that explains each kind of action."""

STEP_TOPIC = {
    "placing markers": "Set-up",
    "giving the dice": "Moving",
    "moving": "Moving",
    "the Grand Œuvre": "The Grand Œuvre",
    "the Grand Inquisitor": "The Grand Inquisitor",
}

_EVENTS = (
    act.PlayCoach, act.PlaySearch, act.PlayProtection, act.PlayPrison, act.PlayPlague, act.PlayThief, act.PlayAlloy,
)  # fmt: skip


_OWN_MARKERS = (act.Assign, act.Step, act.Stop, act.PlayCoach, act.PlayProtection)
"""Actions naming the deciding seat's own markers."""


def _step_detail(view: AlchemistView, action: act.Step) -> str:
    """What the step crosses, and what lies there."""
    here = next(m.place for m in view.markers if m.marker_id == action.marker)
    link = next((link for city, link in neighbours(here) if city == action.city), Link.ROAD)
    kind = CITY[action.city].kind.value
    crossing = {
        Link.ROAD: "By road",
        Link.SHORTCUT: "By a shortcut: it spends a shortcut card",
        Link.SEA: "By sea: a storm die, a 1 costs a Savoir card at random",
    }[link]
    return f"{crossing}, to {action.city} ({kind})."


def _group_and_detail(view: AlchemistView, action: AlchemistAction) -> tuple[str, str]:
    match action:
        case act.Place():
            return GROUPS[0], "All three of your markers start there together."
        case act.Assign():
            return GROUPS[1], "A 1 means that marker does not move this sequence."
        case act.Step():
            return GROUPS[2], _step_detail(view, action)
        case act.Stop(study=study):
            detail = "Take the top card of this city's Savoir deck." if study else "Its unused points are lost."
            return GROUPS[3], detail
        case act.Inspect() | act.Duel():
            return GROUPS[4], "An inspection is a mutual look; a duel's winner sees the loser's Savoir cards."
        case act.Pass():
            return GROUPS[4], ""
        case act.Divert():
            return GROUPS[5], "A die each, plus the Savoir cards each seat holds: you must score higher."
        case act.Defend():
            return GROUPS[6], "A die each, +2 for each swordsman card played."
        case act.Exchange():
            return GROUPS[7], "Only cards of the same city change hands."
        case act.Swap():
            return GROUPS[8], ""
        case act.SendAssistant():
            return GROUPS[9], "It sits out your next sequence and loses nothing."
        case act.GrandOeuvre():
            return GROUPS[10], "1 family: 3 transmutation markers; 2 families: 2; 3 families: 1."
        case act.EndSequence():
            return GROUPS[11], "Event cards wait in your hand for a later sequence."
        case act.Vote():
            return GROUPS[14], "A tie counts as guilty."
    if isinstance(action, _EVENTS):
        return GROUPS[12], ""
    return GROUPS[13], ""


def build_choices(
    view: AlchemistView, legal: Sequence[AlchemistAction], describe: Callable[[AlchemistAction], str]
) -> list[Choice]:
    """``legal`` as :class:`Choice` objects, grouped in :data:`GROUPS` order."""
    alchemists = {m.marker_id for m in view.markers if m.owner == view.viewer and m.role is Role.ALCHEMIST}
    choices = []
    for action in legal:
        group, detail = _group_and_detail(view, action)
        label = describe(action)
        if isinstance(action, _OWN_MARKERS):
            for marker in alchemists:  # which of yours is which
                label = label.replace(marker, f"{marker} {ALCHEMIST_SIGN}")
        choices.append(Choice(action, label, group, detail, TOPIC[type(action)]))
    return sorted(choices, key=lambda choice: GROUPS.index(choice.group))
