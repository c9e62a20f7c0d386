"""Typed words against text, as a person expects them to match: case, accents and runs
of spaces ignored (help search, the decision list's filter)."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

WHOLE_NUMERALS = frozenset({"ii", "iii", "iv"})
"""Roman numerals the games use (rounds I–IV, Factory I–III) that match only whole, folded:
"ii" must not find Factory III. "i" stays a word start ("in"), as "vi" does ("Viela")."""


NUMBER_WORDS = {word: str(n) for n, word in enumerate("one two three four five six seven eight nine ten".split(), 1)}
"""The number words a search reads as digits ("five players" finds "5 players"), and the digits they stand for."""
_NUMBER_WORD = re.compile(rf"(?<!\w)({'|'.join(NUMBER_WORDS)})(?!\w)")
_WORD_OF_NUMBER = {digits: word for word, digits in NUMBER_WORDS.items()}


def folded(text: str) -> str:
    """``text`` as searches compare it: casefolded, without accents ("Praça" → "praca"), runs
    of white space made one space."""
    return " ".join(_folded_characters(text).split())


def _folded_characters(text: str) -> str:
    """``text`` casefolded and without accents, white space left as it is."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def with_digits(text: str) -> str:
    """``text`` (folded) with the number words of :data:`NUMBER_WORDS` as digits."""
    return _NUMBER_WORD.sub(lambda match: NUMBER_WORDS[match.group(1)], text)


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


def found_spans(texts: Sequence[str], query: str) -> list[list[tuple[int, int]]]:
    """Where each of ``texts`` (the parts of one help section) holds what a search for
    ``query`` found there, as ``(start, end)`` offsets into that text, in order.

    The whole query where a text holds it from a word's start ("worker cost"); else
    each of its words from a word's start (a number as a whole number), and a word
    that starts no word of any text wherever it stands inside one ("kip" in
    "Skipping"). Compared as :func:`folded` compares, a number word and its digits
    alike ("5" finds "five"); an empty query finds nothing.
    """
    needle = folded(query)
    if not needle:
        return [[] for _ in texts]
    words = needle.split(" ")
    characters = [_folded_by_character(text) for text in texts]
    if len(words) > 1:
        phrase = re.compile(r"\s+".join(_number_or_word(word).pattern for word in words))
        found = [_spans(phrase, folded_text, offsets) for folded_text, offsets in characters]
        if any(found):
            return found
    patterns = []
    for word in words:
        start = _number_or_word(word)
        held = any(start.search(folded_text) for folded_text, _ in characters)
        patterns.append(start if held else re.compile(re.escape(word)))
    return [
        sorted({span for pattern in patterns for span in _spans(pattern, folded_text, offsets)})
        for folded_text, offsets in characters
    ]


@functools.lru_cache(maxsize=256)
def _number_or_word(word: str) -> re.Pattern[str]:
    """:func:`_word_pattern` of ``word``; for a number up to ten, its digits or its whole word."""
    digits = word if word.isdigit() else NUMBER_WORDS.get(word)
    name = _WORD_OF_NUMBER.get(digits) if digits is not None else None
    if digits is None or name is None:
        return _word_pattern(word)
    return re.compile(rf"(?:{_word_pattern(digits).pattern}|(?<!\w){name}(?!\w))")


def _folded_by_character(text: str) -> tuple[str, list[int]]:
    """``text`` folded character by character (white space kept), and for each character of
    the result the offset in ``text`` of the character it comes from."""
    parts: list[str] = []
    offsets: list[int] = []
    for offset, character in enumerate(text):
        part = _folded_characters(character)
        parts.append(part)
        offsets.extend([offset] * len(part))
    return "".join(parts), offsets


def _spans(pattern: re.Pattern[str], folded_text: str, offsets: list[int]) -> list[tuple[int, int]]:
    """Where ``pattern`` matches ``folded_text``, as offsets into the text it was folded from."""
    return [
        (offsets[match.start()], offsets[match.end() - 1] + 1)
        for match in pattern.finditer(folded_text)
        if match.end() > match.start()
    ]
