"""Grasse's bot policies (they see only views): ``random_policy`` and the ``greedy`` package."""
