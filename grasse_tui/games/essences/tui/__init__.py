"""The Textual half of Eccentric Essences."""
