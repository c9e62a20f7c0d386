"""Smell made perceivable (ruling P1): what a seat perceives of a scent card or a plate,
as the lines of a brief private reveal, and those lines read back (for a bot's memory).

A scent card shows its plant's name and all three notes; a plate shows only as many of
its notes as the nose difficulty gives, picked at random each time it is smelled, and
never the plant's name.
"""

from __future__ import annotations

from random import Random

from grasse_tui.games.perfumer.rules.content import PROFILE, Note, Plate, Scent

CARD = "Scent card"
PLATE = "Plate"


NOTES = tuple(Note)


def notes_text(notes: tuple[Note, ...] | list[Note]) -> str:
    """``"✿ floral · ♥ sweet"``, always in the vocabulary's order: the order a plate's notes
    are shown in must not tell which plant's profile they come from."""
    return " · ".join(f"{note.glyph} {note.value}" for note in sorted(notes, key=NOTES.index))


def card_line(scent: Scent) -> str:
    """``"Scent card Rose (玫瑰): ✿ floral · ♥ sweet · ✶ spicy"``."""
    return f"{CARD} {scent.label} ({scent.chinese}): {notes_text(PROFILE[scent])}"


def plate_line(plate: Plate, scent: Scent, notes: int, rng: Random) -> str:
    """``"Plate R red: ✿ floral · ♥ sweet"``: ``notes`` of ``scent``'s three, picked with ``rng``."""
    profile = PROFILE[scent]
    shown = sorted(rng.sample(range(len(profile)), notes))
    return f"{PLATE} {plate.letter} {plate.value}: {notes_text([profile[i] for i in shown])}"


def read_line(line: str) -> tuple[Scent | Plate, tuple[Note, ...]] | None:
    """What a reveal line says: the card's scent or the plate, and the notes perceived
    (None for any other line)."""
    head, _, notes = line.partition(": ")
    perceived = tuple(Note(part.split(" ", 1)[1]) for part in notes.split(" · ") if " " in part)
    if head.startswith(CARD + " "):
        name = head.removeprefix(CARD + " ").split(" (")[0].lower()
        return Scent(name), perceived
    if head.startswith(PLATE + " "):
        return Plate(head.split()[-1]), perceived
    return None
