"""Grasse widgets: one module per widget, each with its DEFAULT_CSS."""
