"""Grasse's rules core: pure, typed Python (no textual/rich), deterministic from seed + action record."""
