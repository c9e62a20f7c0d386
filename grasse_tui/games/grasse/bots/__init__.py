"""Grasse's bots (they see only views): ``random_policy`` and the ``greedy`` package."""
