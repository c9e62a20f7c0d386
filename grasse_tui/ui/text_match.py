"""Typed words against text, as a person expects them to match: case, accents and runs
of spaces ignored (help search, the decision list's filter)."""

from __future__ import annotations

import functools
import re
import unicodedata

WHOLE_NUMERALS = frozenset({"ii", "iii", "iv"})
"""Roman numerals the games use (rounds I–IV, Factory I–III) that match only whole, folded:
"ii" must not find Factory III. "i" stays a word start ("in"), as "vi" does ("Viela")."""


def folded(text: str) -> str:
    """``text`` as searches compare it: casefolded, without accents ("Praça" → "praca"), runs
    of white space made one space."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def holds_every_word(text: str, query: str) -> bool:
    """True when every word of ``query`` starts a word of ``text``, in any order ("fix wat"
    matches "Give water — take fixative", "ater" does not), a number only as a whole number
    ("2" matches "space 2", not "space 12"), and so do the Roman numerals of :data:`WHOLE_NUMERALS`
    ("ii" matches "Factory II", not "Factory III"); an empty query matches everything."""
    haystack = folded(text)
    return all(_word_pattern(word).search(haystack) for word in folded(query).split(" "))


@functools.lru_cache(maxsize=256)
def _word_pattern(word: str) -> re.Pattern[str]:
    """Where ``word`` (folded) may match: a whole number or Roman numeral, the start of a
    word, or anywhere (a word of signs such as "−")."""
    if word.isdigit():
        return re.compile(rf"(?<!\d){word}(?!\d)")
    if word in WHOLE_NUMERALS:
        return re.compile(rf"(?<!\w){word}(?!\w)")
    if word[:1].isalnum():
        return re.compile(rf"(?<!\w){re.escape(word)}")
    return re.compile(re.escape(word))
