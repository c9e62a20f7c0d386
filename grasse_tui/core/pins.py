"""Handover PINs, kept only as salted hashes (in the seat config, the save and the record).

A PIN guards a seat's view at the hot-seat shield. The save file should not
show it to whoever opens it, so the app stores ``hash_pin(pin)`` and the shield
checks an entry with :func:`pin_matches`. (A PIN of a few digits can still be
found by trying them all; the hash keeps it from being read at a glance.)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

SCHEME = "pbkdf2-sha256"
"""The first field of a hashed PIN: ``pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>``."""
ITERATIONS = 60_000
"""PBKDF2 rounds: about 20 ms for each check at the shield on this machine."""


def _derive(pin: str, salt: bytes, iterations: int) -> str:
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, iterations).hex()


def hash_pin(pin: str) -> str:
    """``pin`` as a salted PBKDF2 hash string, a new salt each call."""
    salt = secrets.token_bytes(16)
    return f"{SCHEME}${ITERATIONS}${salt.hex()}${_derive(pin, salt, ITERATIONS)}"


def is_hashed(stored: str) -> bool:
    """Whether ``stored`` is a :func:`hash_pin` string (saves from before hashing hold the PIN)."""
    return stored.startswith(f"{SCHEME}$")


def pin_matches(stored: str, entered: str) -> bool:
    """Whether ``entered`` is the PIN that ``stored`` keeps: a :func:`hash_pin` string, or the
    PIN itself in a game saved before PINs were hashed. A malformed hash matches nothing."""
    if not is_hashed(stored):
        return hmac.compare_digest(stored.encode(), entered.encode())
    try:
        _, rounds, salt, digest = stored.split("$")
        iterations = int(rounds)
        if not 1 <= iterations <= 10 * ITERATIONS:  # a damaged count could freeze the shield
            return False
        expected = _derive(entered, bytes.fromhex(salt), iterations)
    except (ValueError, OverflowError):
        return False
    return hmac.compare_digest(expected, digest)
