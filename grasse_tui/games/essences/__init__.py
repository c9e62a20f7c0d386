"""Eccentric Essences: the association party game for 3–10 seats (rulebook seed 003)."""
