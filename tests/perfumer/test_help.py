"""The Perfumer's help: every topic the screen names has a heading; the rulings, the
translation note and the card catalogue are in it; the smell profiles are not."""

from __future__ import annotations

from grasse_tui.games.perfumer.help import help_markdown
from grasse_tui.games.perfumer.rules.game import SMELL_TOPIC
from grasse_tui.games.perfumer.rules.cards import HELPERS
from grasse_tui.games.perfumer.rules.content import PROFILE, Scent
from grasse_tui.games.perfumer.rules.smell import notes_text
from grasse_tui.games.perfumer.rulings import RULINGS
from grasse_tui.games.perfumer.tui.choices import STEP_TOPIC, TOPIC
from grasse_tui.games.perfumer.tui.ui import topic_help
from grasse_tui.games.perfumer.tui.widgets.perfumers import PerfumerTable
from grasse_tui.games.perfumer.tui.widgets.round_board import RoundBoard
from grasse_tui.games.perfumer.tui.widgets.work_board import WorkBoard


def test_every_topic_the_screen_names_has_a_heading() -> None:
    topics = {widget.help_topic for widget in (RoundBoard, WorkBoard, PerfumerTable)}
    topics |= set(STEP_TOPIC.values()) | set(TOPIC.values()) | {SMELL_TOPIC}
    missing = [topic for topic in topics if topic_help(topic) is None]
    assert not missing


def test_the_help_holds_the_rulings_the_names_and_the_catalogue() -> None:
    text = help_markdown()
    assert all(f"{ruling.code}" in text for ruling in RULINGS)
    assert all(scent.chinese in text for scent in Scent)
    assert all(f"**{helper.name}**" in text for helper in HELPERS)
    assert "### Grade A orders" in text and "Notebook 6" in text


def test_the_help_never_gives_a_plants_profile_away() -> None:
    text = help_markdown()
    for profile in PROFILE.values():
        assert notes_text(profile) not in text
        assert all(notes_text(pair) not in text for pair in (profile[:2], profile[1:], (profile[0], profile[2])))
