"""La Fleur's rules core: plain Python, deterministic from seed and action record."""
