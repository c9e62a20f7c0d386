"""Eccentric Essences' widgets, each rendering one part of a view."""
