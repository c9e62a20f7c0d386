"""Typed words against text, as a person expects them to match: case, accents and runs
of spaces ignored (help search, the decision list's filter)."""

from __future__ import annotations

import unicodedata


def folded(text: str) -> str:
    """``text`` as searches compare it: casefolded, without accents ("Praça" → "praca"), runs
    of white space made one space."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def holds_every_word(text: str, query: str) -> bool:
    """True when every word of ``query`` appears in ``text`` (in any order, inside longer
    words too: "fix wat" matches "Give water — take fixative"); an empty query matches everything."""
    haystack = folded(text)
    return all(word in haystack for word in folded(query).split(" "))
