"""The catalogue of games the app knows, built or coming."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A game on the main menu. ``built`` is False for games not playable yet."""

    game_id: str
    title: str
    players: str
    built: bool


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("grasse", "Grasse: Mestres Perfumistas", "2–4 players", True),
    GameEntry("perfumer", "The Perfumer (調香師)", "2–5 players", False),
    GameEntry("alchemist", "The Grand Alchemist", "2–4 players", False),
    GameEntry("essences", "Eccentric Essences", "3–10 players", False),
    GameEntry("lafleur", "La Fleur", "1–4 players", False),
)
