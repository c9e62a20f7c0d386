"""Grasse: Mestres Perfumistas — rules core (pure Python), bots and screens."""
