"""The catalogue of games the app knows, built or coming."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A game on the main menu. ``built`` is False for games not playable yet; ``rules`` is
    True once its rules core plays whole games headless (``simulate``, ``replay``, the
    conformance suite) before its screen exists (a built game has both).

    ``players`` is the player count its rulebook gives (solo included);
    ``blurb`` is one line saying what the game is about.
    """

    game_id: str
    title: str
    players: str
    blurb: str
    built: bool
    rules: bool = False


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry(
        game_id="grasse",
        title="Grasse: Mestres Perfumistas",
        players="1–5 players (1: solo against Pierre)",
        blurb="Place workers, gather essences on a shared track, bottle perfumes.",
        built=True,
    ),
    GameEntry(
        game_id="perfumer",
        title="The Perfumer (調香師)",
        players="2–5 players",
        blurb="Travel the scent lands, train your nose, bottle what you recognise.",
        built=True,
    ),
    GameEntry(
        game_id="alchemist",
        title="The Grand Alchemist",
        players="3–6 players",
        blurb="Study across Renaissance Europe while the Inquisitor hunts your lab.",
        built=True,
    ),
    GameEntry(
        game_id="essences",
        title="Eccentric Essences",
        players="3–10 players",
        blurb="Blend odd essences so the others can guess which perfume you meant.",
        built=True,
    ),
    GameEntry(
        game_id="lafleur",
        title="La Fleur",
        players="1–4 players (1: solo against the automaton)",
        blurb="Grow a château garden and win over the guests at each garden party.",
        built=True,
    ),
)
