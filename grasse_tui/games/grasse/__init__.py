"""Grasse: Mestres Perfumistas — rules core (pure Python), content, views and policies."""
